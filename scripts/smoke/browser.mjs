// The browser smoke: bundles browser-entry.mjs (the core, urikit, extract, iri and idna, as
// installed in PROJECT, plus checks.mjs) with esbuild for the browser platform, where a `node:`
// import cannot resolve, and runs it in a headless Chromium driven by playwright-core.
//
//   node scripts/smoke/browser.mjs PROJECT [BROWSER]
//
// PROJECT: the folder where pack-check installed the tarballs, with the smoke files copied into
// it; BROWSER: the Chromium binary, Debian's `chromium` by default (no browser is downloaded).
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { launchChromium } from '../../test-support/chromium.mjs';

const project = resolve(process.argv[2] ?? '.');
const executablePath = process.argv[3] ?? '/usr/bin/chromium';
const { BROWSER } = await import(join(project, 'checks.mjs'));

const bundled = await build({
  entryPoints: [join(project, 'browser-entry.mjs')],
  absWorkingDir: project,
  bundle: true,
  platform: 'browser',
  format: 'iife',
  target: 'es2022',
  write: false,
  logLevel: 'silent',
});
const code = bundled.outputFiles[0].text;
console.log(`  bundle: ${(code.length / 1024).toFixed(0)} KiB (${BROWSER.join(', ')})`);

const browser = await launchChromium(chromium, executablePath);
let failures = 0;
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.setContent('<!doctype html><title>urikit smoke</title>');
  await page.addScriptTag({ content: code });
  const result = await page.evaluate(() => ({
    ...globalThis.urikitSmoke,
    // A page, not Node: no `process`, a `document`.
    process: typeof globalThis.process,
    document: typeof globalThis.document,
  }));
  console.log(`  ${browser.version()}`);
  for (const line of result.lines ?? []) console.log(line);
  for (const error of errors) console.log(`  FAIL page error: ${error}`);
  failures = (result.failures ?? 1) + errors.length;
  if (JSON.stringify(result.packages) !== JSON.stringify(BROWSER)) {
    failures++;
    console.log(`  FAIL the page ran ${result.packages}, not ${BROWSER}`);
  }
  if (result.process !== 'undefined' || result.document !== 'object') {
    failures++;
    console.log(
      `  FAIL not a browser page (process: ${result.process}, document: ${result.document})`,
    );
  }
} finally {
  await browser.close();
}
if (failures > 0) {
  console.log(`smoke (browser): ${failures} failure(s)`);
  process.exit(1);
}
console.log(`smoke (browser): ${BROWSER.length} packages ok`);
