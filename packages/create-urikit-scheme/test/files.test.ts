// The files of the one template: the standalone layout (npm create urikit-scheme) for each
// choice, and the workspace layout (pnpm new-scheme) in the shape of packages/telnet.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type SchemeInput, schemeFiles, schemeOptions, workspaceVersions } from '../src/index.js';

const versions = {
  corePeer: '>=0.4.0 <1.0.0',
  core: '^0.4.0',
  testkit: '^0.4.1',
  tools: {
    '@arethetypeswrong/cli': '^0.18.5',
    '@changesets/cli': '^2.31.1',
    '@types/node': '^20.19.43',
    esbuild: '^0.28.2',
    'fast-check': '^4.10.2',
    publint: '^0.3.25',
    typescript: '^6.0.3',
    vitest: '^4.1.12',
  },
};
const files = (input: SchemeInput) => schemeFiles(schemeOptions({ versions, ...input }));
const json = (text: string | undefined) => JSON.parse(text ?? 'null');
const telnet = (path: string) =>
  readFileSync(new URL(`../../telnet/${path}`, import.meta.url), 'utf8');

describe('standalone (npm create urikit-scheme)', () => {
  it('vitest: package, TypeScript and vitest configuration, plugin, laws, parts, README test, changeset', () => {
    expect(Object.keys(files({ name: 'box' })).sort()).toEqual([
      '.changeset/config.json',
      '.changeset/initial.md',
      '.gitignore',
      'LICENSE',
      'README.md',
      'package.json',
      'src/index.ts',
      'test/laws.test.ts',
      'test/parts.ts',
      'test/readme.test.ts',
      'tsconfig.json',
      'vitest.config.ts',
    ]);
  });

  it('package.json: ESM exports with types, the core a peer, the test kit and tools dev dependencies', () => {
    const pkg = json(files({ name: 'box', rfc: 'RFC 9999 §2' })['package.json']);
    expect(pkg).toMatchObject({
      name: 'urikit-scheme-box',
      type: 'module',
      sideEffects: false,
      exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
      scripts: {
        build: 'tsc',
        test: 'vitest run',
        'check:package': 'publint --strict && attw --pack . --profile esm-only',
      },
      peerDependencies: { '@urikit/core': '>=0.4.0 <1.0.0' },
    });
    expect(pkg.devDependencies).toEqual({
      '@urikit/core': '^0.4.0',
      '@urikit/testkit': '^0.4.1',
      '@arethetypeswrong/cli': '^0.18.5',
      '@changesets/cli': '^2.31.1',
      esbuild: '^0.28.2',
      'fast-check': '^4.10.2',
      publint: '^0.3.25',
      typescript: '^6.0.3',
      vitest: '^4.1.12',
    });
    expect(pkg.dependencies).toBeUndefined();
    expect(pkg.description).toBe('The box URI scheme for urikit: RFC 9999 §2.');
  });

  it('tsconfig.json: module and moduleResolution nodenext, strict, declarations, src to dist', () => {
    const { compilerOptions, include } = json(files({ name: 'box' })['tsconfig.json']);
    expect(compilerOptions).toMatchObject({
      module: 'nodenext',
      moduleResolution: 'nodenext',
      strict: true,
      declaration: true,
      rootDir: 'src',
      outDir: 'dist',
    });
    expect(include).toEqual(['src']);
  });

  it('--test-runner node: node:test on the build through checkPluginLaws, no vitest anywhere', () => {
    const f = files({ name: 'box', testRunner: 'node' });
    expect(Object.keys(f).filter((p) => p.startsWith('test/') || p.startsWith('vitest'))).toEqual([
      'test/laws.test.js',
      'test/parts.js',
    ]);
    const pkg = json(f['package.json']);
    expect(pkg.scripts.test).toBe('tsc && node --test test/laws.test.js');
    expect(Object.keys(pkg.devDependencies)).not.toContain('vitest');
    expect(f['test/laws.test.js']).toContain("from '@urikit/testkit/laws'");
    expect(f['test/laws.test.js']).toContain("from 'node:test'");
    expect(Object.values(f).join('\n')).not.toMatch(/from 'vitest/);
  });

  it('changesets: a configuration and a first, minor changeset of the package', () => {
    const f = files({ name: 'box' });
    expect(json(f['.changeset/config.json'])).toMatchObject({ access: 'public', commit: false });
    expect(f['.changeset/initial.md']).toMatch(/^---\n'urikit-scheme-box': minor\n---\n/);
  });
});

describe('the plugin source', () => {
  it('RFC 3986 §3.2: a server authority is read by readServer, a password refused, the rule cited', () => {
    const src = files({ name: 'box', rfc: 'RFC 9999 §2', port: 4000 })['src/index.ts']!;
    expect(src).toContain("from '@urikit/core/plugin'");
    expect(src).toContain("rule: 'RFC 9999 §2',\n      userinfo: 'user',");
    expect(src).toContain('  defaultPort: 4000,\n');
    expect(src).toContain('  hierarchical: true,\n');
    expect(src).toContain("const fail = defineErrors('BOX', {});");
  });

  it('RFC 3986 §3.2: without an authority, the scheme\'s own error at the "//"', () => {
    const src = files({ name: 'web+coffee', authority: false, rfc: 'RFC 2324' })['src/index.ts']!;
    expect(src).toContain(
      "const fail = defineErrors('WEB_COFFEE', {\n  AUTHORITY_NOT_ALLOWED: 'RFC 3986 §3',",
    );
    expect(src).toContain(
      "fail('AUTHORITY_NOT_ALLOWED', uri, uri.offsetOf('userinfo') - 2, 'host');",
    );
    expect(src).toContain('export const webCoffee = defineScheme({');
    expect(src).toContain('(RFC 3986 §3 is cited until the section of RFC 2324');
    expect(src).toContain('  hierarchical: false,\n');
    expect(src).not.toContain('readServer');
  });

  it('laws samples: invalid rows carry the offsets RFC 3986 §3.2 gives for the scheme name', () => {
    const laws = files({ name: 'gizmo' })['test/laws.test.ts']!;
    // "gizmo://" is 8 characters: the authority starts at 8.
    expect(laws).toContain("['gizmo:///a', 'EMPTY_HOST', 8],");
    expect(laws).toContain("['gizmo://u:pw@h/', 'USERINFO_NOT_ALLOWED', 9],");
    expect(laws).toContain("['gizmo://h:65536/', 'PORT_OUT_OF_RANGE', 10],");
    // "gizmo:" is 6 characters: the "//" starts at 6.
    const opaque = files({ name: 'gizmo', authority: false })['test/laws.test.ts']!;
    expect(opaque).toContain("['gizmo://host/x', 'GIZMO_AUTHORITY_NOT_ALLOWED', 6],");
  });

  it('the README opens with a working example of the package and lists its error codes', () => {
    const readme = files({ name: 'box', port: 4000 })['README.md']!;
    expect(readme.split('\n').slice(0, 8).join('\n')).toContain(
      "import { box } from 'urikit-scheme-box';",
    );
    expect(readme).toContain(
      "registry.normalize('BOX://Joe@Example.COM:4000/a/./b/../%7Ec').toString(); // 'box://Joe@example.com/a/~c'",
    );
    expect(readme).toContain('| `USERINFO_NOT_ALLOWED` |');
    expect(readme).toContain('## Readings chosen');
  });
});

describe('workspace (pnpm new-scheme): the shape of packages/telnet', () => {
  const f = files({ name: 'telnet', workspace: true, versions: workspaceVersions('0.0.0') });

  it('the same files as telnet, with test/parts.ts for the generated parts', () => {
    expect(Object.keys(f).sort()).toEqual([
      'README.md',
      'package.json',
      'src/index.ts',
      'test/laws.test.ts',
      'test/parts.ts',
      'test/readme.test.ts',
      'tsconfig.json',
      'vitest.config.ts',
    ]);
  });

  it("package.json: telnet's fields in telnet's order, workspace ranges, a size budget", () => {
    const pkg = json(f['package.json']);
    const theirs = json(telnet('package.json'));
    expect(Object.keys(pkg)).toEqual(Object.keys(theirs));
    for (const key of ['exports', 'files', 'bugs', 'repository', 'scripts', 'peerDependencies']) {
      expect(pkg[key], key).toEqual(theirs[key]);
    }
    expect(pkg.devDependencies).toEqual(theirs.devDependencies);
    expect(pkg.name).toBe('@urikit/telnet');
  });

  it("tsconfig.json and vitest.config.ts: telnet's", () => {
    expect(json(f['tsconfig.json'])).toEqual(json(telnet('tsconfig.json')));
    expect(f['vitest.config.ts']).toBe(telnet('vitest.config.ts'));
  });
});

describe('the code is written as the repository formats it (biome)', () => {
  const repo = fileURLToPath(new URL('../../../', import.meta.url));
  const biome = `${repo}node_modules/.bin/biome`;
  const variants: readonly SchemeInput[] = [
    { name: 'web+coffee', port: 8080, rfc: 'RFC 2324 §3' },
    { name: 'tip', authority: false, hierarchical: true },
    { name: 'nod', testRunner: 'node', hierarchical: false },
  ];
  it('every .ts and .js file of three variants is unchanged by biome format', () => {
    for (const input of variants) {
      for (const [path, text] of Object.entries(files(input))) {
        if (!/\.(ts|js)$/.test(path)) continue;
        const name = path.split('/').pop();
        const formatted = execFileSync(biome, ['format', `--stdin-file-path=packages/zz/${name}`], {
          cwd: repo,
          input: text,
          encoding: 'utf8',
        });
        expect(formatted, `${input.name}: ${path}`).toBe(text);
      }
    }
  }, 120_000);
});
