#!/usr/bin/env node
// Creates a scheme package in the standard shape and wires it into the workspace:
//   pnpm new-scheme <name> --rfc "RFC 4266" [--port 70] [--title "the gopher scheme"]
// Writes packages/<name>/ (package.json, tsconfig.json, vitest.config.ts, README.md,
// src/index.ts, test/laws.test.ts), a changeset, and adds the package to the root tsconfig.json
// references, the root package.json devDependencies and the root README's package table.
// vitest, the type-check of the tests and size-limit find packages on their own. Then run
// `pnpm install`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rfc: { type: 'string' },
    port: { type: 'string' },
    title: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
const usage = 'usage: pnpm new-scheme <name> --rfc "RFC 4266" [--port 70] [--title "…"]';
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const [name] = positionals;
// RFC 3986 §3.1 scheme names; the package folder and name are the lower-case scheme.
if (!name || !/^[a-z][a-z0-9+.-]*$/.test(name) || !values.rfc) {
  console.error(usage);
  process.exit(2);
}
const port = values.port === undefined ? undefined : Number(values.port);
if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65535)) {
  console.error(`--port must be 0-65535, got ${values.port}`);
  process.exit(2);
}
const root = new URL('..', import.meta.url).pathname;
const dir = join(root, 'packages', name);
if (existsSync(dir)) {
  console.error(`packages/${name} exists already`);
  process.exit(1);
}
const rfc = values.rfc;
const title = values.title ?? `the ${name} URI scheme`;
const ident = name.replace(/[^a-z0-9]/g, '_');
const prefix = ident.toUpperCase();
const core = JSON.parse(readFileSync(join(root, 'packages/core/package.json'), 'utf8'));

const write = (path, text) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
};
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

write(
  'package.json',
  json({
    name: `@urikit/${name}`,
    version: '0.0.0',
    description: `${title[0].toUpperCase()}${title.slice(1)} for urikit: ${rfc}.`,
    license: 'MIT',
    type: 'module',
    sideEffects: false,
    engines: core.engines,
    exports: {
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './package.json': './package.json',
    },
    main: './dist/index.js',
    types: './dist/index.d.ts',
    files: ['dist/**/*.js', 'dist/**/*.d.ts', 'dist/**/*.map', 'src'],
    keywords: ['uri', 'url', 'urikit', name],
    homepage: core.homepage.replace('/packages/core#', `/packages/${name}#`),
    bugs: core.bugs,
    repository: { ...core.repository, directory: `packages/${name}` },
    scripts: {
      build: 'tsc -b',
      'check:package': 'publint --strict && attw --pack . --profile esm-only',
    },
    peerDependencies: { '@urikit/core': 'workspace:>=0.0.0 <1.0.0' },
    devDependencies: { '@urikit/core': 'workspace:^', '@urikit/testkit': 'workspace:^' },
    urikit: { sizeLimit: '1.5 KB' },
  }),
);
write(
  'tsconfig.json',
  json({
    extends: '../../tsconfig.base.json',
    compilerOptions: {
      composite: true,
      rootDir: 'src',
      outDir: 'dist',
      tsBuildInfoFile: 'dist/.tsbuildinfo',
    },
    include: ['src'],
    references: [{ path: '../core' }],
  }),
);
write(
  'vitest.config.ts',
  `import { defineProject } from 'vitest/config';
import { workspaceAlias } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: '${name}',
    include: ['test/**/*.test.ts'],
    // A test that asserts nothing fails.
    expect: { requireAssertions: true },
  },
});
`,
);
write(
  'src/index.ts',
  `/**
 * @urikit/${name}: ${title}, ${rfc}.
 * @packageDocumentation
 */
import { defineErrors, defineScheme, readServer, serialize, type Uri } from '@urikit/core/plugin';

/** The parts of a ${name} URI (${rfc}). */
export interface ${cap(ident)}Parts {
  /** The host as it stands in the authority (an IP-literal keeps its brackets). */
  readonly host: string;
  /** The port, \`undefined\` when absent or empty${port === undefined ? '' : ` (then ${port} applies)`}. */
  readonly port?: number | undefined;
  /** The fragment as written, without "#". */
  readonly fragment?: string | undefined;
}

const fail = defineErrors('${prefix}', {});

/** The ${name} scheme plugin (${rfc}). */
export const ${ident} = defineScheme({
  name: '${name}',
${port === undefined ? '' : `  defaultPort: ${port},\n`}  errors: fail,
  parse(uri: Uri): ${cap(ident)}Parts {
    const { host, port } = readServer(uri, { rule: '${rfc} §2' });
    return Object.freeze({ host, port, fragment: uri.fragment });
  },
  format: (parts: ${cap(ident)}Parts): Uri =>
    serialize({ scheme: '${name}', host: parts.host, port: parts.port, path: '', fragment: parts.fragment }),
});
`,
);
write(
  'test/laws.test.ts',
  `// The laws every scheme plugin keeps (@urikit/testkit), on the RFC's own examples.
import { pluginLaws } from '@urikit/testkit';
import { ${ident} } from '../src/index.js';

pluginLaws(${ident}, {
  valid: ['${name}://example.com/'],
  invalid: [],
});
`,
);
write(
  'README.md',
  `# @urikit/${name}

${title[0].toUpperCase()}${title.slice(1)} for [urikit](../../README.md): ${rfc}.

\`\`\`ts
import { createRegistry } from '@urikit/core';
import { ${ident} } from '@urikit/${name}';

const registry = createRegistry([${ident}]);
registry.parse('${name}://example.com/').parts.host; // 'example.com'
\`\`\`

## Parts

## Errors

## Normalization and equivalence

## Security

## Readings chosen
`,
);
writeFileSync(
  join(root, '.changeset', `${name}-initial.md`),
  `---\n'@urikit/${name}': minor\n---\n\n@urikit/${name}: ${title} (${rfc}) as a urikit scheme plugin.\n`,
);

// Root wiring: tsconfig.json references, package.json devDependencies, the README's table.
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
const row = `| [\`@urikit/${name}\`](packages/${name}) | \`${name}\` | ${rfc} |`;
const end = '<!-- packages:end -->';
if (readme.includes(end) && !readme.includes(`packages/${name})`)) {
  writeFileSync(readmePath, readme.replace(end, `${row}\n${end}`));
}
console.log(`created packages/${name}; now run: pnpm install`);

function cap(s) {
  return s.replace(/(^|_)([a-z])/g, (_, __, c) => c.toUpperCase());
}
