#!/usr/bin/env node
// Creates a scheme package of this repository with the one template of create-urikit-scheme
// (packages/create-urikit-scheme: the generator `npm create urikit-scheme` runs), then wires it
// into the workspace:
//   pnpm new-scheme <name> --rfc "RFC 4266" [--port 70] [--title "the gopher scheme"]
//                   [--no-authority] [--no-hierarchical]
// Writes packages/<name>/ (package.json, tsconfig.json, vitest.config.ts, README.md,
// src/index.ts, test/laws.test.ts, test/parts.ts, test/readme.test.ts, LICENSE) with workspace
// ranges, a changeset, and adds the package to the root tsconfig.json references, the root
// package.json devDependencies and the root README's package table; formats them with biome.
// vitest, the type-check of the tests and size-limit find packages on their own. Then run
// `pnpm install`.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const usage =
  'usage: pnpm new-scheme <name> --rfc "RFC 4266" [--port 70] [--title "…"] [--no-authority] [--no-hierarchical]';

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      rfc: { type: 'string' },
      port: { type: 'string' },
      title: { type: 'string' },
      authority: { type: 'boolean' },
      'no-authority': { type: 'boolean' },
      hierarchical: { type: 'boolean' },
      'no-hierarchical': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (e) {
  console.error(`${e.message}\n${usage}`);
  process.exit(2);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const [name] = positionals;
if (!name || !values.rfc || positionals.length > 1) {
  console.error(usage);
  process.exit(2);
}

// The generator, built if it is not yet (a fresh clone before `pnpm build`).
const generatorDir = join(root, 'packages', 'create-urikit-scheme');
if (!existsSync(join(generatorDir, 'dist', 'index.js'))) {
  execFileSync(join(root, 'node_modules', '.bin', 'tsc'), ['-b', generatorDir], {
    stdio: 'inherit',
  });
}
const { schemeFiles, schemeOptions, workspaceVersions, writeScheme } = await import(
  join(generatorDir, 'dist', 'index.js')
);

const core = JSON.parse(readFileSync(join(root, 'packages/core/package.json'), 'utf8'));
const flag = (yes, no) => (yes ? true : no ? false : undefined);
let options;
try {
  options = schemeOptions({
    name,
    rfc: values.rfc,
    title: values.title,
    port: values.port,
    authority: flag(values.authority, values['no-authority']),
    hierarchical: flag(values.hierarchical, values['no-hierarchical']),
    testRunner: 'vitest',
    workspace: true,
    versions: workspaceVersions(core.version),
  });
} catch (e) {
  // A refused option is a UriError (its code and the rule in its message).
  if (e?.name !== 'UriError') throw e;
  console.error(`${e.message}\n${usage}`);
  process.exit(2);
}
const dir = join(root, 'packages', name);
if (existsSync(dir)) {
  console.error(`packages/${name} exists already`);
  process.exit(1);
}
writeScheme(dir, schemeFiles(options));
copyFileSync(join(root, 'LICENSE'), join(dir, 'LICENSE'));
writeFileSync(
  join(root, '.changeset', `${name}-initial.md`),
  `---\n'@urikit/${name}': minor\n---\n\n@urikit/${name}: ${options.title} (${options.rfc}) as a urikit scheme plugin.\n`,
);

// Root wiring: tsconfig.json references, package.json devDependencies, the README's table.
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
const tsconfigPath = join(root, 'tsconfig.json');
const tsconfig = JSON.parse(readFileSync(tsconfigPath, 'utf8'));
if (!tsconfig.references.some((r) => r.path === `packages/${name}`)) {
  tsconfig.references.push({ path: `packages/${name}` });
}
writeFileSync(tsconfigPath, json(tsconfig));
const pkgPath = join(root, 'package.json');
const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
pkg.devDependencies[`@urikit/${name}`] = 'workspace:*';
pkg.devDependencies = Object.fromEntries(
  Object.entries(pkg.devDependencies).sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync(pkgPath, json(pkg));
const readmePath = join(root, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const row = `| [\`@urikit/${name}\`](packages/${name}) | \`${name}\` | ${options.rfc} |`;
const end = '<!-- packages:end -->';
if (readme.includes(end) && !readme.includes(`packages/${name})`)) {
  writeFileSync(readmePath, readme.replace(end, `${row}\n${end}`));
}
// The repository's formatting (biome), so that `pnpm lint` holds for the new package and for
// the README's table with its new row.
execFileSync(join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', dir, readmePath], {
  stdio: 'ignore',
});
console.log(`created packages/${name}; now run: pnpm install`);
