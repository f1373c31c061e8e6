// pnpm check:pack — every package as it will be published, installed the way a user installs it:
//
//   1. `pnpm pack` each package of packages/ into a temporary folder (pnpm, not npm: `pnpm pack`
//      turns `workspace:` ranges into versions, `npm pack` would leave them for npm to choke on);
//      each tarball must hold LICENSE, README.md, package.json without `workspace:`, and the
//      files its `exports`, `types` and `bin` name;
//   2. `npm install` the tarballs into a fresh project (`--prefer-offline`: what the npm cache
//      has is not fetched again; peer dependencies that are not urikit packages, such as the
//      test kit's vitest, are linked from this repository instead of downloaded);
//   3. import every package (and every subpath of its `exports`) from an ES module, and
//      `require` each from a CommonJS one (Node ≥ 20.19 loads ES modules with require);
//   3b. run the smoke of every universal package (scripts/smoke/) through import and require;
//   4. type-check a TypeScript file that uses them, with `moduleResolution` node16 and bundler,
//      strict, without skipLibCheck (the packages' own .d.ts files are checked too), with Node's
//      type definitions, using this repository's TypeScript;
//   5. run the installed `urikit` command.
//
// Run after a build (`pnpm check:pack` builds first). Exit status 0 when everything holds.
// `--project DIR` installs into DIR (emptied first) and keeps it, with the smoke files copied
// into it, for the other runtimes' smokes (.ci/run: Deno, Bun, the browser); `--keep` keeps the
// temporary folder.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const projectArg = process.argv.indexOf('--project');
const keep = process.argv.includes('--keep') || projectArg >= 0;
const work =
  projectArg >= 0
    ? resolve(process.argv[projectArg + 1])
    : mkdtempSync(join(tmpdir(), 'urikit-pack-'));
if (projectArg >= 0) {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
}
const tarballs = join(work, 'tarballs');
const project = join(work, 'project');
mkdirSync(tarballs);
mkdirSync(project);

let failures = 0;
const fail = (message) => {
  failures++;
  console.error(`  FAIL ${message}`);
};
const step = (title) => console.log(`\n== ${title}`);
const run = (command, args, cwd, options = {}) =>
  execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false' },
    ...options,
  });

// The packages: every folder of packages/ with a package.json that is not private.
const packages = readdirSync(join(repo, 'packages'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(repo, 'packages', d.name, 'package.json')))
  .map((d) => {
    const dir = join(repo, 'packages', d.name);
    return { dir, pkg: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) };
  })
  .filter(({ pkg }) => pkg.private !== true);
const names = new Set(packages.map(({ pkg }) => pkg.name));

step(`pack ${packages.length} packages (pnpm pack)`);
const files = [];
for (const { dir, pkg } of packages) {
  const before = new Set(readdirSync(tarballs));
  run('pnpm', ['pack', '--pack-destination', tarballs], dir);
  const file = readdirSync(tarballs).find((f) => !before.has(f));
  if (file === undefined) {
    fail(`${pkg.name}: pnpm pack made no tarball`);
    continue;
  }
  files.push(join(tarballs, file));
  const listing = run('tar', ['-tzf', join(tarballs, file)], work).split('\n');
  const has = (path) => listing.includes(`package/${path.replace(/^\.\//, '')}`);
  const packed = JSON.parse(
    run('tar', ['-xzOf', join(tarballs, file), 'package/package.json'], work),
  );
  const wanted = ['LICENSE', 'README.md', 'package.json'];
  const entry = (v) => (typeof v === 'string' ? [v] : Object.values(v ?? {}).flatMap(entry));
  for (const target of [...entry(pkg.exports), ...entry(pkg.bin), pkg.types, pkg.main]) {
    if (typeof target === 'string' && !target.endsWith('package.json')) wanted.push(target);
  }
  for (const path of wanted) if (!has(path)) fail(`${pkg.name}: ${path} is not in the tarball`);
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [dep, range] of Object.entries(packed[field] ?? {})) {
      if (String(range).startsWith('workspace:'))
        fail(`${pkg.name}: ${field}.${dep} is "${range}"`);
    }
  }
  console.log(`  ${file} (${listing.filter(Boolean).length} entries)`);
}

step('install the tarballs into a fresh project (npm)');
writeFileSync(
  join(project, 'package.json'),
  `${JSON.stringify({ name: 'urikit-pack-check', private: true, type: 'module' }, null, 2)}\n`,
);
run(
  'npm',
  ['install', '--no-audit', '--no-fund', '--prefer-offline', '--legacy-peer-deps', ...files],
  project,
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
// Peer dependencies that are not urikit packages (the test kit's vitest, fast-check,
// typescript): this repository's copies, so that nothing large is downloaded.
for (const { pkg } of packages) {
  for (const peer of Object.keys(pkg.peerDependencies ?? {})) {
    const target = join(project, 'node_modules', peer);
    if (names.has(peer) || existsSync(target)) continue;
    const source = join(repo, 'node_modules', peer);
    if (!existsSync(source)) {
      fail(`${pkg.name}: peer dependency ${peer} is not in this repository's node_modules`);
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(source, target, 'dir');
  }
}
// A TypeScript project for Node.js has Node's type definitions (the packages' engines are Node).
const nodeTypes = join(project, 'node_modules', '@types', 'node');
if (!existsSync(nodeTypes)) {
  mkdirSync(dirname(nodeTypes), { recursive: true });
  symlinkSync(join(repo, 'node_modules', '@types', 'node'), nodeTypes, 'dir');
}
console.log(`  ${readdirSync(join(project, 'node_modules')).length} entries in node_modules`);

// Every import specifier a user may write: each package and each subpath of its exports.
const specifiers = [];
for (const { pkg } of packages) {
  const subpaths =
    typeof pkg.exports === 'object' && pkg.exports !== null && !('types' in pkg.exports)
      ? Object.keys(pkg.exports)
      : ['.'];
  for (const sub of subpaths) {
    if (sub.endsWith('package.json') || sub.includes('*')) continue;
    specifiers.push(sub === '.' ? pkg.name : `${pkg.name}/${sub.replace(/^\.\//, '')}`);
  }
}

step(`import ${specifiers.length} entry points from an ES module`);
writeFileSync(
  join(project, 'imports.mjs'),
  `const specifiers = ${JSON.stringify(specifiers)};
let bad = 0;
for (const s of specifiers) {
  try {
    const m = await import(s);
    if (Object.keys(m).length === 0) throw new Error('no exports');
    console.log('  ok', s, Object.keys(m).length + ' exports');
  } catch (e) {
    bad++;
    console.error('  FAIL', s, e.message);
  }
}
const { registry } = await import('urikit');
const r = registry.parse('gopher://example.com/0about.txt');
if (r.parts.selector !== 'about.txt') { bad++; console.error('  FAIL urikit registry'); }
process.exit(bad);
`,
);
try {
  process.stdout.write(run(process.execPath, ['imports.mjs'], project));
} catch (e) {
  process.stdout.write(e.stdout ?? '');
  process.stderr.write(e.stderr ?? '');
  fail('an entry point does not import');
}

step(`require ${specifiers.length} entry points from a CommonJS module`);
writeFileSync(
  join(project, 'requires.cjs'),
  `const specifiers = ${JSON.stringify(specifiers)};
let bad = 0;
for (const s of specifiers) {
  try {
    const m = require(s);
    if (Object.keys(m).length === 0) throw new Error('no exports');
    console.log('  ok', s, Object.keys(m).length + ' exports');
  } catch (e) {
    bad++;
    console.error('  FAIL', s, e.message);
  }
}
process.exit(bad);
`,
);
try {
  process.stdout.write(run(process.execPath, ['requires.cjs'], project));
} catch (e) {
  process.stdout.write(e.stdout ?? '');
  process.stderr.write(e.stderr ?? '');
  fail('an entry point does not load with require');
}

step('smoke of every universal package, through import and through require');
const smoke = join(repo, 'scripts', 'smoke');
for (const file of readdirSync(smoke)) {
  if (file !== 'browser.mjs') copyFileSync(join(smoke, file), join(project, file));
}
for (const runner of ['esm.mjs', 'cjs.cjs']) {
  try {
    const out = run(process.execPath, [runner], project);
    process.stdout.write(
      out
        .split('\n')
        .filter((l) => !l.startsWith('  ok'))
        .join('\n'),
    );
  } catch (e) {
    process.stdout.write(e.stdout ?? '');
    process.stderr.write(e.stderr ?? '');
    fail(`the smoke through ${runner}`);
  }
}

step('type-check against the installed packages (moduleResolution node16 and bundler)');
const alias = (s) => `m_${s.replace(/[^A-Za-z0-9]/g, '_')}`;
writeFileSync(
  join(project, 'check.ts'),
  `${specifiers.map((s) => `import * as ${alias(s)} from '${s}';`).join('\n')}
import { createRegistry, parse, type Uri, UriError } from '@urikit/core';
import { registry, plugins, type UrikitRegistry } from 'urikit';
import { gopher } from 'urikit';
import { toRequest } from 'urikit/gopher';
import { extract, type FoundUri } from '@urikit/extract';
import { EXIT, get, set } from '@urikit/cli';

export const modules: readonly unknown[] = [${specifiers.map(alias).join(', ')}];
const uri: Uri = parse('http://example.com/a');
const r = registry.parse('gopher://example.com/0about.txt');
if (r.scheme === 'gopher') {
  const selector: string | undefined = r.parts.selector;
  void selector;
}
const own: UrikitRegistry = registry;
const small = createRegistry([gopher]);
const found: FoundUri[] = extract('see <http://example.com/>');
const host: string = get(uri, '{host}');
const edited: Uri = set(uri, ['port=8080']);
const usage: 2 = EXIT.USAGE;
const request = toRequest('gopher://example.com/0about.txt');
export { own, small, found, host, edited, usage, request, plugins, UriError };
`,
);
const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
for (const [name, options] of [
  ['node16', { module: 'node16', moduleResolution: 'node16' }],
  ['bundler', { module: 'esnext', moduleResolution: 'bundler' }],
]) {
  writeFileSync(
    join(project, `tsconfig.${name}.json`),
    `${JSON.stringify(
      {
        compilerOptions: {
          ...options,
          target: 'es2022',
          lib: ['es2022'],
          types: ['node'],
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
        },
        files: ['check.ts'],
      },
      null,
      2,
    )}\n`,
  );
  try {
    run(process.execPath, [tsc, '-p', `tsconfig.${name}.json`], project);
    console.log(`  ok ${name}`);
  } catch (e) {
    process.stdout.write(e.stdout ?? '');
    fail(`type-check with moduleResolution ${name}`);
  }
}

step('run the installed urikit command');
const bin = join(project, 'node_modules', '.bin', 'urikit');
try {
  const version = run(bin, ['--version'], project).trim();
  const normal = run(bin, ['normalize', 'HTTP://Example.COM:80/a/./b'], project).trim();
  if (normal !== 'http://example.com/a/b') fail(`urikit normalize gave ${normal}`);
  console.log(`  ok ${version}; urikit normalize HTTP://Example.COM:80/a/./b → ${normal}`);
} catch (e) {
  process.stderr.write(e.stderr ?? String(e));
  fail('the urikit command does not run');
}

if (keep) console.log(`\nkept: ${work}`);
else rmSync(work, { recursive: true, force: true });
console.log(failures === 0 ? '\npack-check: ok' : `\npack-check: ${failures} failure(s)`);
process.exit(failures === 0 ? 0 : 1);
