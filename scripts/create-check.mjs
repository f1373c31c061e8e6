// pnpm check:create — issue 26's bar: a scheme plugin published from outside this repository,
// with nothing but the packed tarballs of the core, the test kit and create-urikit-scheme:
//
//   1. `pnpm pack` @urikit/core, @urikit/testkit, create-urikit-scheme and @urikit/http into a
//      temporary folder outside the repository;
//   2. there, `npm exec --package=<core tarball> --package=<create-urikit-scheme tarball> --
//      create-urikit-scheme my-scheme --yes …` (what `npm create urikit-scheme` runs, from the
//      tarball, its dependency @urikit/core from its own);
//   3. in my-scheme, `npm install -D ../core.tgz ../testkit.tgz` (the generated ranges pointed
//      at the tarballs; vitest, typescript, fast-check… come from the npm registry), then
//      `npm run build` and `npm test` (with `--check-package`, `npm run check:package` too:
//      publint and attw, about 20 s more);
//   4. `npm install --no-save ../http.tgz` and a script that registers the new plugin beside
//      @urikit/http in createRegistry: registry.normalize and registry.equivalent on both.
//
// Run after a build (`pnpm check:create` builds first). Exit status 0 when everything holds.
// `--keep` keeps the temporary folder.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const checkPackage = process.argv.includes('--check-package');
const work = mkdtempSync(join(tmpdir(), 'urikit-create-'));
const started = Date.now();
const env = {
  ...process.env,
  NO_COLOR: '1',
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
};

const step = (title) =>
  console.log(`\n== ${title}  (${Math.round((Date.now() - started) / 1000)}s)`);
/** Runs a command in `cwd`, echoing it; its output is shown when it fails. */
function run(command, args, cwd, quiet = false) {
  console.log(`  $ ${[command, ...args].join(' ')}`);
  try {
    const out = execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: 'pipe' });
    if (!quiet) process.stdout.write(out.replace(/^/gm, '    '));
    return out;
  } catch (e) {
    process.stdout.write(`${e.stdout ?? ''}${e.stderr ?? ''}`);
    throw new Error(`${command} ${args.join(' ')} failed (status ${e.status})`);
  }
}

/** `pnpm pack` of packages/<folder> into `work`, renamed <name>.tgz. */
function pack(folder, name) {
  const before = new Set(readdirSync(work));
  run('pnpm', ['pack', '--pack-destination', work], join(repo, 'packages', folder), true);
  const file = readdirSync(work).find((f) => !before.has(f) && f.endsWith('.tgz'));
  if (file === undefined) throw new Error(`pnpm pack made no tarball of packages/${folder}`);
  renameSync(join(work, file), join(work, `${name}.tgz`));
  console.log(`    ${file} → ${name}.tgz`);
}

// What the script of step 4 checks: the new scheme and http, through one registry.
const registryCheck = `import { createRegistry } from '@urikit/core';
import { http } from '@urikit/http';
import { myScheme } from 'urikit-scheme-my-scheme';

const registry = createRegistry([http, myScheme]);
const checks = [
  // RFC 3986 §6.2.2: case, dot segments; §6.2.3: the default port 4000 of the new scheme.
  [registry.normalize('MY-SCHEME://Joe@Example.COM:4000/a/./b/../%7Ec').toString(), 'my-scheme://Joe@example.com/a/~c'],
  [registry.equivalent('my-scheme://h:4000/%7Ea', 'MY-SCHEME://H/~a'), true],
  [registry.equivalent('my-scheme://h/a', 'my-scheme://h/A'), false],
  [registry.equivalent('my-scheme://h:80/', 'http://h/'), false],
  [registry.parse('my-scheme://h/x').parts.path, '/x'],
  // RFC 9110 §4.2.3: http beside it, as before.
  [registry.normalize('HTTP://Example.COM:80/a/./b').toString(), 'http://example.com/a/b'],
  [registry.equivalent('http://example.com', 'http://EXAMPLE.com:80/'), true],
];
let bad = 0;
for (const [got, want] of checks) {
  const ok = got === want;
  if (!ok) bad++;
  console.log(\`  \${ok ? 'ok  ' : 'FAIL'} \${JSON.stringify(got)}\${ok ? '' : \` (wanted \${JSON.stringify(want)})\`}\`);
}
process.exit(bad);
`;

let failed = false;
try {
  step(`pack core, testkit, create-urikit-scheme and http into ${work}`);
  pack('core', 'core');
  pack('testkit', 'testkit');
  pack('create-urikit-scheme', 'create');
  pack('http', 'http');

  step('npm create, from the tarball: create-urikit-scheme my-scheme --yes');
  run(
    'npm',
    [
      'exec',
      '--yes',
      // The command's one dependency, @urikit/core, from its tarball too.
      '--package=./core.tgz',
      '--package=./create.tgz',
      '--',
      'create-urikit-scheme',
      'my-scheme',
      '--yes',
      '--rfc',
      'RFC 9999 §2',
      '--port',
      '4000',
    ],
    work,
  );
  const pkg = join(work, 'my-scheme');

  step('npm install: the core and test kit from their tarballs, the tools from the registry');
  run('npm', ['install', '--save-dev', '--prefer-offline', '../core.tgz', '../testkit.tgz'], pkg);

  step('npm run build');
  run('npm', ['run', 'build'], pkg);

  if (checkPackage) {
    step('npm run check:package (publint --strict, attw --pack . --profile esm-only)');
    run('npm', ['run', 'check:package'], pkg, true);
    console.log('    ok');
  }

  step('npm test');
  const tests = run('npm', ['test'], pkg, true);
  const summary = tests.split('\n').filter((l) => /Test Files|Tests {2}/.test(l));
  console.log(summary.map((l) => `    ${l.trim()}`).join('\n'));

  step('the new plugin beside @urikit/http in createRegistry: normalize and equivalent');
  run('npm', ['install', '--no-save', '--prefer-offline', '../http.tgz'], pkg, true);
  writeFileSync(join(pkg, 'registry-check.mjs'), registryCheck);
  run(process.execPath, ['registry-check.mjs'], pkg);
} catch (e) {
  failed = true;
  console.error(`\n${e.message}`);
}

if (keep) console.log(`\nkept: ${work}`);
else rmSync(work, { recursive: true, force: true });
const seconds = Math.round((Date.now() - started) / 1000);
console.log(failed ? `\ncreate-check: failed (${seconds}s)` : `\ncreate-check: ok (${seconds}s)`);
process.exit(failed ? 1 : 0);
