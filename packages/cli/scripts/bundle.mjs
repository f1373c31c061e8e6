// The `urikit` command's bin, dist/cli.js: ONE ES module holding the command and everything it
// imports (urikit and its scheme plugins, the core, @urikit/extract, the help texts), built by
// esbuild from what tsc wrote (dist/bin.js) at the end of `pnpm build`. Node.js resolving,
// reading and compiling some 35 modules one by one cost most of the command's start-up (issue
// 11); one file costs one read (see the README, "How the command is built").
//
//   node scripts/bundle.mjs        (the package's build script runs it after tsc -b)
//
// The tests build the same bin from the sources with `bundle` (test/process.test.ts).
import { chmodSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The esbuild options of the bin. Only Node.js built-ins stay outside (platform 'node'); the
 * modules that main.ts and commands.ts import on demand (`import('./help.js')`, ...) are in the
 * file too, each behind an init function that runs on the first `import`, so that `--version`
 * runs none of urikit's code. Whitespace and syntax are not minified, nor names: measured, it
 * saved no start-up time (the engine compiles a function only when it first runs), and the file
 * stays readable in a stack trace.
 */
export const options = Object.freeze({
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});

/**
 * Builds a bin with `options` and `more` (an entry and an outfile at least), makes it
 * executable, and returns its imports. Throws when an import is anything but a `node:`
 * built-in, or when esbuild warns.
 */
export async function bundle(more) {
  const result = await build({ ...options, ...more });
  if (result.warnings.length > 0) throw new Error(`bundle: ${result.warnings[0].text}`);
  const outputs = Object.entries(result.metafile.outputs);
  if (outputs.length !== 1) throw new Error(`bundle: ${outputs.length} files written, not 1`);
  const [file, output] = outputs[0];
  const foreign = output.imports.filter((i) => !i.path.startsWith('node:'));
  if (foreign.length > 0) {
    throw new Error(`bundle: ${file} imports ${foreign.map((i) => i.path).join(', ')}`);
  }
  chmodSync(more.outfile, 0o755);
  return output.imports;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = (name) => fileURLToPath(new URL(`../dist/${name}`, import.meta.url));
  await bundle({ entryPoints: [dist('bin.js')], outfile: dist('cli.js') });
}
