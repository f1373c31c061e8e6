// Proof that the all-schemes package keeps tree-shaking: each plugin imported from `urikit` is
// bundled (esbuild, ESM, syntax minified) with the core and its own scheme package only: the same code
// as importing it from its scheme package gives, in any module order. The workspace packages are bundled from
// their sources (the aliases vitest uses), so the proof does not depend on a stale build; each
// package's own package.json (`sideEffects: false`) applies as it would from npm.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { workspaceAlias } from '../../../vitest.shared.ts';

const packages = fileURLToPath(new URL('../../', import.meta.url));
const dirs = readdirSync(packages, { withFileTypes: true }).filter((d) => d.isDirectory());
// Package name → folder, and the aliases: `urikit`, `urikit/<scheme>` and `@urikit/*` to sources.
const folderOf: Record<string, string> = {};
// Subpath exports (`@urikit/core/plugin`) included, as vitest resolves them.
const alias: Record<string, string> = { ...workspaceAlias };
for (const d of dirs) {
  const pkg = JSON.parse(readFileSync(`${packages}${d.name}/package.json`, 'utf8'));
  folderOf[pkg.name] = d.name;
}
const SCHEME_PACKAGES = [
  'ftp',
  'http',
  'gopher',
  'mailto',
  'news',
  'nntp',
  'telnet',
  'wais',
  'file',
  'prospero',
  'ws',
  'tel',
  'urn',
  'data',
];
for (const s of SCHEME_PACKAGES) alias[`urikit/${s}`] = `${packages}urikit/src/${s}.ts`;

/** Bundles `source`; gives the output and the workspace folders that put bytes in it. */
async function bundle(source: string): Promise<{ code: string; folders: string[] }> {
  const result = await build({
    stdin: { contents: source, resolveDir: `${packages}urikit`, loader: 'js' },
    bundle: true,
    write: false,
    outfile: 'out.js',
    format: 'esm',
    minifySyntax: true,
    metafile: true,
    alias,
    logLevel: 'silent',
  });
  const output = Object.values(result.metafile.outputs)[0]!;
  const folders = new Set<string>();
  for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
    const m = /(?:^|\/)packages\/([^/]+)\//.exec(path);
    if (m && bytesInOutput > 0) folders.add(m[1]!);
  }
  return { code: result.outputFiles![0]!.text, folders: [...folders].sort() };
}

/**
 * The same code, byte for byte, in any module order: a plugin imports the core's authoring
 * entry (`@urikit/core/plugin`), `urikit` the user entry first, so the bundler may lay the
 * core's modules out in another order. Compared as the sorted lines of the unminified layout.
 */
function sameCode(a: string, b: string): boolean {
  const lines = (code: string) => code.split('\n').sort().join('\n');
  return lines(a) === lines(b);
}

// Each plugin, and the scheme package that defines it.
const PLUGINS = {
  ftp: 'ftp',
  http: 'http',
  https: 'http',
  gopher: 'gopher',
  mailto: 'mailto',
  news: 'news',
  nntp: 'nntp',
  telnet: 'telnet',
  wais: 'wais',
  file: 'file',
  prospero: 'prospero',
  ws: 'ws',
  wss: 'ws',
  tel: 'tel',
  urn: 'urn',
  data: 'data',
};

describe('tree-shaking through urikit (sideEffects: false, re-exports only)', () => {
  it("import { gopher } from 'urikit' bundles the core and @urikit/gopher, nothing else", async () => {
    const fromUrikit = await bundle(`import { gopher } from 'urikit'; console.log(gopher);`);
    const direct = await bundle(`import { gopher } from '@urikit/gopher'; console.log(gopher);`);
    expect(fromUrikit.folders).toEqual(['core', 'gopher']);
    expect(sameCode(fromUrikit.code, direct.code)).toBe(true);
    // The other plugins' error prefixes are string literals that minification keeps.
    for (const prefix of [
      '"FTP"',
      '"HTTP"',
      '"MAILTO"',
      '"NEWS"',
      '"NNTP"',
      '"TELNET"',
      '"WAIS"',
      '"FILE"',
      '"PROSPERO"',
      '"WS"',
      '"TEL"',
      '"URN"',
      '"DATA"',
    ]) {
      expect(fromUrikit.code.includes(prefix), prefix).toBe(false);
    }
    expect(fromUrikit.code.includes('"GOPHER"')).toBe(true);
  });

  for (const [plugin, folder] of Object.entries(PLUGINS)) {
    it(`import { ${plugin} } from 'urikit' is the same bundle as from @urikit/${folder}`, async () => {
      const fromUrikit = await bundle(
        `import { ${plugin} } from 'urikit'; console.log(${plugin});`,
      );
      const direct = await bundle(
        `import { ${plugin} } from '@urikit/${folder}'; console.log(${plugin});`,
      );
      expect(fromUrikit.folders).toEqual(['core', folder].sort());
      expect(sameCode(fromUrikit.code, direct.code)).toBe(true);
    });
  }

  it("import { parse } from 'urikit' bundles the core only", async () => {
    const r = await bundle(`import { parse } from 'urikit'; console.log(parse('a:b'));`);
    expect(r.folders).toEqual(['core']);
  });

  it("a subpath (import { toRequest } from 'urikit/gopher') bundles its scheme package only", async () => {
    const r = await bundle(`import { toRequest } from 'urikit/gopher'; console.log(toRequest);`);
    expect(r.folders).toEqual(['core', 'gopher']);
  });

  it('control: the registry does pull in every scheme package (the check can fail)', async () => {
    const r = await bundle(`import { registry } from 'urikit'; console.log(registry);`);
    expect(r.folders).toEqual(['core', ...SCHEME_PACKAGES, 'urikit'].sort());
    expect(folderOf.urikit).toBe('urikit');
  });
});
