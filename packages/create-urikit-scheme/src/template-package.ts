// The package around the plugin: package.json (ESM, `exports` with types, `@urikit/core` as a
// peer dependency), tsconfig.json (module and moduleResolution nodenext, tsc to dist), the test
// runner's configuration, a changeset, .gitignore and LICENSE. A package of the urikit
// repository (`workspace`) takes the repository's layout instead: the shared base tsconfig,
// the workspace's vitest aliases, workspace ranges, the root's changesets and LICENSE.
import type { SchemeOptions } from './options.js';

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

const REPOSITORY = 'https://github.com/urikit/urikit';

/** package.json of the generated package. */
export function packageFile(o: SchemeOptions): string {
  const { name, rfc, versions } = o;
  const title = o.title[0]!.toUpperCase() + o.title.slice(1);
  const vitest = o.testRunner === 'vitest';
  const tools = (names: readonly string[]) =>
    Object.fromEntries(names.map((n) => [n, versions.tools[n] ?? 'latest']));
  const standalone = o.workspace
    ? {}
    : {
        test: vitest ? 'vitest run' : 'tsc && node --test test/laws.test.js',
        changeset: 'changeset',
      };
  return json({
    name: o.packageName,
    version: '0.0.0',
    description: `${title} for urikit: ${rfc}.`,
    license: 'MIT',
    type: 'module',
    sideEffects: false,
    engines: { node: '>=20.19' },
    exports: {
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './package.json': './package.json',
    },
    main: './dist/index.js',
    types: './dist/index.d.ts',
    files: ['dist/**/*.js', 'dist/**/*.d.ts', 'dist/**/*.map', 'src'],
    keywords: ['uri', 'url', 'urikit', 'urikit-plugin', name],
    ...(o.workspace
      ? {
          homepage: `${REPOSITORY}/tree/main/packages/${name}#readme`,
          bugs: { url: `${REPOSITORY}/issues` },
          repository: {
            type: 'git',
            url: `git+${REPOSITORY}.git`,
            directory: `packages/${name}`,
          },
        }
      : {}),
    scripts: {
      build: o.workspace ? 'tsc -b' : 'tsc',
      ...standalone,
      'check:package': 'publint --strict && attw --pack . --profile esm-only',
    },
    peerDependencies: { '@urikit/core': versions.corePeer },
    devDependencies: {
      '@urikit/core': versions.core,
      '@urikit/testkit': versions.testkit,
      ...(o.workspace
        ? {}
        : tools([
            '@arethetypeswrong/cli',
            '@changesets/cli',
            'fast-check',
            'publint',
            'typescript',
            // esbuild: the test kit's README example runner strips types with it (an optional peer).
            ...(vitest ? ['esbuild', 'vitest'] : []),
          ])),
    },
    ...(o.workspace ? { urikit: { sizeLimit: '1.5 KB' } } : {}),
  });
}

/** tsconfig.json: module and moduleResolution nodenext, strict, declarations, src → dist. */
export function tsconfigFile(o: SchemeOptions): string {
  if (o.workspace) {
    return json({
      extends: '../../tsconfig.base.json',
      compilerOptions: {
        composite: true,
        rootDir: 'src',
        outDir: 'dist',
        tsBuildInfoFile: 'dist/.tsbuildinfo',
      },
      include: ['src'],
      references: [{ path: '../core' }],
    });
  }
  return json({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022'],
      module: 'nodenext',
      moduleResolution: 'nodenext',
      types: [],
      strict: true,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
      isolatedModules: true,
      verbatimModuleSyntax: true,
      declaration: true,
      declarationMap: true,
      sourceMap: true,
      rootDir: 'src',
      outDir: 'dist',
    },
    include: ['src'],
  });
}

/** vitest.config.ts: a test that asserts nothing fails. */
export function vitestConfigFile(o: SchemeOptions): string {
  if (o.workspace) {
    return `import { defineProject } from 'vitest/config';
import { workspaceAlias } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: '${o.name}',
    include: ['test/**/*.test.ts'],
    // Files share their worker's module graph (see vitest.shared.ts).
    isolate: false,
    // A test that asserts nothing fails.
    expect: { requireAssertions: true },
  },
});
`;
  }
  return `import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // A test that asserts nothing fails.
    expect: { requireAssertions: true },
  },
});
`;
}

/** The first changeset: the package's first release, a minor one. */
export const changesetFile = (o: SchemeOptions): string =>
  `---\n'${o.packageName}': minor\n---\n\n${o.packageName}: ${o.title} (${o.rfc}) as a urikit scheme plugin.\n`;

/** .changeset/config.json of a standalone package. */
export const changesetConfigFile = (): string =>
  json({
    $schema: 'https://unpkg.com/@changesets/config@3.1.1/schema.json',
    changelog: '@changesets/cli/changelog',
    commit: false,
    access: 'public',
    baseBranch: 'main',
  });

/** .gitignore of a standalone package. */
export const gitignoreFile = (): string => 'node_modules/\ndist/\ncoverage/\n*.tgz\n';

/** LICENSE of a standalone package: MIT, the copyright its authors'. */
export const licenseFile = (o: SchemeOptions, year: number): string => `MIT License

Copyright (c) ${year} the authors of ${o.packageName}

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`;
