// Every vector file that shared/vectors/INDEX.json lists is loaded by some test of the
// repository (issue 13: seven files were never run). A file counts as loaded when a test source
// under packages/*/test calls `loadVectors('<name>')` (or `loadVectors<…>('<name>')`) with its
// name; a file loaded through a name held in a list or a helper is in LOADED_THROUGH, with the
// source that holds that name, which is checked (another test may load it directly too); a
// file no test loads would be in NOT_LOADED with the reason. Entries that no longer hold fail
// the suite.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, sharedDir } from '../../../test-support/vectors.js';

/** Test sources (`.ts`) under packages/<name>/test, as path relative to the root → text. */
function testSources(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string, rel: string) => {
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      if (d.isDirectory()) walk(join(dir, d.name), `${rel}/${d.name}`);
      else if (d.name.endsWith('.ts')) {
        out.set(`${rel}/${d.name}`, readFileSync(join(dir, d.name), 'utf8'));
      }
    }
  };
  const packages = join(repoRoot, 'packages');
  for (const p of readdirSync(packages, { withFileTypes: true })) {
    if (!p.isDirectory()) continue;
    const test = join(packages, p.name, 'test');
    try {
      walk(test, `packages/${p.name}/test`);
    } catch {
      // a package without tests
    }
  }
  return out;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const directCall = (name: string) =>
  new RegExp(`loadVectors(?:<[^()]*>)?\\(\\s*['"]${escapeRegExp(name)}['"]`);

/** Files loaded through a list of names or a helper: the source that holds the name. */
const LOADED_THROUGH: Record<string, { by: string; how: string }> = {
  'cpython.urljoin': { by: 'packages/core/test/resolve-vectors.test.ts', how: 'FILES' },
  'fast-uri.equal': { by: 'packages/core/test/normalize-vectors.test.ts', how: 'equal files' },
  'fast-uri.normalize': {
    by: 'packages/core/test/normalize-vectors.test.ts',
    how: 'NORMALIZE_FILES',
  },
  'fast-uri.resolve': { by: 'packages/core/test/resolve-vectors.test.ts', how: 'FILES' },
  'fluent-uri.normalize': {
    by: 'packages/core/test/normalize-vectors.test.ts',
    how: 'NORMALIZE_FILES',
  },
  'fluent-uri.resolve': { by: 'packages/core/test/resolve-vectors.test.ts', how: 'FILES' },
  'fluent-uri.validity': { by: 'packages/core/test/parse-vectors.test.ts', how: 'fromFile' },
  'go.parse-errors': { by: 'packages/core/test/parse-vectors.test.ts', how: 'fromFile' },
  'go.resolve': { by: 'packages/core/test/resolve-vectors.test.ts', how: 'FILES' },
  'iri-string.normalize': {
    by: 'packages/core/test/normalize-vectors.test.ts',
    how: 'NORMALIZE_FILES',
  },
  'iri-string.parse': { by: 'packages/core/test/parse-vectors.test.ts', how: 'fromFile' },
  'iri-string.resolve': { by: 'packages/core/test/resolve-vectors.test.ts', how: 'FILES' },
  'perl-uri.make-relative': { by: 'packages/core/test/relativize.test.ts', how: 'files' },
  'perl-uri.resolve-rfc2396-draft': {
    by: 'packages/core/test/resolve-vectors.test.ts',
    how: 'FILES',
  },
  'perl-uri.resolve-roytest': { by: 'packages/core/test/resolve-vectors.test.ts', how: 'FILES' },
  'python-rfc3986.hosts': { by: 'packages/core/test/parse-vectors.test.ts', how: 'fromFile' },
  'python-rfc3986.remove-dot-segments': {
    by: 'packages/core/test/resolve-vectors.test.ts',
    how: 'remove_dot_segments files',
  },
  'rfc3986.equivalence': { by: 'packages/core/test/normalize-vectors.test.ts', how: 'equal files' },
  'rfc3986.normalize': {
    by: 'packages/core/test/normalize-vectors.test.ts',
    how: 'NORMALIZE_FILES',
  },
  'rfc3986.remove-dot-segments': {
    by: 'packages/core/test/resolve-vectors.test.ts',
    how: 'remove_dot_segments files',
  },
  'rfc6068.mailto': { by: 'packages/mailto/test/vectors.test.ts', how: 'rowsOf' },
  'ruby-uri.resolve': { by: 'packages/core/test/resolve-vectors.test.ts', how: 'FILES' },
  'uri-js.equal': { by: 'packages/core/test/normalize-vectors.test.ts', how: 'equal files' },
  'uri-js.normalize': {
    by: 'packages/core/test/normalize-vectors.test.ts',
    how: 'NORMALIZE_FILES',
  },
  'uri-js.resolve': { by: 'packages/core/test/resolve-vectors.test.ts', how: 'FILES' },
};

/** Files no test loads, with the reason (none today). */
const NOT_LOADED: Record<string, string> = {};

describe('shared vectors: INDEX.json', () => {
  const index = JSON.parse(readFileSync(join(sharedDir, 'vectors', 'INDEX.json'), 'utf8')) as {
    files: { file: string }[];
  };
  const names = index.files.map((f) => f.file.replace(/\.json$/, ''));
  const sources = testSources();
  const loadedDirectly = (name: string) =>
    [...sources.values()].some((text) => directCall(name).test(text));

  it('every file of INDEX.json is loaded by a test under packages/*/test, or listed with a reason', () => {
    expect(names.length).toBeGreaterThan(40);
    const missing = names.filter(
      (n) => !loadedDirectly(n) && !(n in LOADED_THROUGH) && !(n in NOT_LOADED),
    );
    expect(missing).toEqual([]);
  });

  it('each file loaded through a list: its source calls loadVectors and holds the name', () => {
    for (const [name, { by, how }] of Object.entries(LOADED_THROUGH)) {
      expect(names, `${name}: in INDEX.json`).toContain(name);
      const text = sources.get(by);
      expect(text, `${by} exists`).toBeDefined();
      expect(text).toMatch(/loadVectors\b/);
      expect(text, `${by} names ${name} (${how})`).toMatch(
        new RegExp(`['"]${escapeRegExp(name)}['"]`),
      );
    }
  });

  it('each file listed as not loaded is in INDEX.json, is loaded nowhere, and has a reason', () => {
    for (const [name, reason] of Object.entries(NOT_LOADED)) {
      expect(names).toContain(name);
      expect(loadedDirectly(name), name).toBe(false);
      expect(name in LOADED_THROUGH, name).toBe(false);
      expect(reason.length).toBeGreaterThan(0);
    }
  });

  it('issue 13: the seven files never run before are loaded by the core', () => {
    for (const name of [
      'perl-uri.split',
      'perl-uri.join',
      'uri-js.parse',
      'fast-uri.parse',
      'fast-uri.parse-fixtures',
      'uri-js.serialize',
      'fast-uri.serialize',
    ]) {
      const core = [...sources].filter(
        ([path, text]) => path.startsWith('packages/core/test/') && directCall(name).test(text),
      );
      expect(core.length, name).toBeGreaterThan(0);
    }
  });
});
