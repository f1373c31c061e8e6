// Third-party vectors (../shared/vectors, see its README): every row that mentions wais runs
// here. Today no file has one (vectors/README.md §3: "wais, prospero: no third-party vectors
// found"), so this suite reads every file of INDEX.json, names each row that touches the
// scheme, and fails when one appears that is neither run below nor listed as an exception.
import { expect, it } from 'vitest';
import { rowsTouching } from '../../../test-support/vectors.js';

// Rows we answer differently, with the reason: none. Each entry names a row (`file#index`).
const EXCEPTIONS: readonly (readonly [row: string, reason: string])[] = [];
// Rows run by this suite: none exist yet.
const RUN: readonly string[] = [];

it('shared/vectors: every file is read, and every row that touches wais is accounted for', () => {
  const { files, total, rows } = rowsTouching('wais');
  // The files the issue names are among those read.
  expect(files).toContain('perl-uri.scheme-specific.json');
  expect(files).toContain('rfc-misc.examples.json');
  expect(total).toBeGreaterThan(4000);
  expect(rows, 'a vector row mentions wais: run it here or list it in EXCEPTIONS').toEqual(
    [...RUN, ...EXCEPTIONS.map(([row]) => row)].sort(),
  );
});
