// Third-party vectors (../shared/vectors, see its README): every row that mentions wais runs
// here. Today no file has one (vectors/README.md §3: "wais, prospero: no third-party vectors
// found"), so this suite reads every file of INDEX.json, names each row that touches the
// scheme, and fails when one appears that is neither run below nor listed as an exception.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadVectors, sharedDir } from '../../../test-support/vectors.js';

interface Index {
  readonly files: readonly { readonly file: string; readonly count: number }[];
  readonly total: number;
}
const index = JSON.parse(readFileSync(join(sharedDir, 'vectors', 'INDEX.json'), 'utf8')) as Index;

// Rows we answer differently, with the reason: none. Each entry names a row (`file#index`).
const EXCEPTIONS: readonly (readonly [row: string, reason: string])[] = [];
// Rows run by this suite: none exist yet.
const RUN: readonly string[] = [];

it('shared/vectors: every file is read, and every row that touches wais is accounted for', () => {
  let total = 0;
  const touching: string[] = [];
  for (const { file, count } of index.files) {
    const name = file.replace(/\.json$/, '');
    const { cases } = loadVectors(name);
    expect(cases.length, name).toBe(count);
    total += cases.length;
    cases.forEach((row, i) => {
      if (/wais/i.test(JSON.stringify(row))) touching.push(`${name}#${i}`);
    });
  }
  // The files the issue names are among those read.
  const names = index.files.map((f) => f.file);
  expect(names).toContain('perl-uri.scheme-specific.json');
  expect(names).toContain('rfc-misc.examples.json');
  expect(total).toBe(index.total);
  expect(total).toBeGreaterThan(4000);
  expect(touching, 'a vector row mentions wais: run it here or list it in EXCEPTIONS').toEqual(
    [...RUN, ...EXCEPTIONS.map(([row]) => row)].sort(),
  );
});
