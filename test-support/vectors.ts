import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** The repository root (this file lives in `<root>/test-support`). */
export const repoRoot = resolve(here, '..');

/**
 * `shared/` sits beside the clone (CI and every developer machine: `<dir>/main` and
 * `<dir>/shared`). `URIKIT_SHARED` overrides it. A missing folder fails the test run: a vector
 * suite that silently ran nothing would be a lie.
 */
export const sharedDir = process.env.URIKIT_SHARED ?? resolve(repoRoot, '..', 'shared');

/** One vector file of `shared/vectors/` (format: `shared/vectors/README.md`). */
export interface VectorFile<C> {
  source: { repo?: string; paths?: string[]; commit?: string; license?: string };
  operation: string;
  semantics?: string;
  count: number;
  cases: C[];
}

/** Loads `shared/vectors/<name>.json` and checks its declared case count. */
export function loadVectors<C = Record<string, unknown>>(name: string): VectorFile<C> {
  const file = join(sharedDir, 'vectors', `${name}.json`);
  if (!existsSync(file)) throw new Error(`vector file not found: ${file} (set URIKIT_SHARED)`);
  const data = JSON.parse(readFileSync(file, 'utf8')) as VectorFile<C>;
  if (!Array.isArray(data.cases) || data.cases.length === 0) {
    throw new Error(`vector file ${name} has no cases`);
  }
  return data;
}

/** Reads a corpus file of `shared/corpus/` as one string per line (no empty last line). */
export function loadCorpus(name: string): string[] {
  const file = join(sharedDir, 'corpus', name);
  const lines = readFileSync(file, 'utf8').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** What {@link rowsTouching} found over every file of `shared/vectors/INDEX.json`. */
export interface Touching {
  /** The vector files read, as named in INDEX.json (`perl-uri.scheme-specific.json`). */
  readonly files: readonly string[];
  /** Rows read over all files; INDEX.json's `total`, checked. */
  readonly total: number;
  /** The rows whose JSON mentions the word, as `file#index` (file without `.json`), sorted. */
  readonly rows: readonly string[];
}

/**
 * Reads every vector file INDEX.json lists (checking each file's and the index's counts) and
 * names the rows that mention `word` (any case): a scheme's suite asserts that each of them is
 * run or listed as an exception, so a row added upstream cannot be silently skipped.
 */
export function rowsTouching(word: string): Touching {
  const index = JSON.parse(readFileSync(join(sharedDir, 'vectors', 'INDEX.json'), 'utf8')) as {
    files: { file: string; count: number }[];
    total: number;
  };
  const pattern = new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  let total = 0;
  const rows: string[] = [];
  for (const { file, count } of index.files) {
    const name = file.replace(/\.json$/, '');
    const { cases } = loadVectors(name);
    if (cases.length !== count) {
      throw new Error(`${name}: ${cases.length} rows, INDEX.json says ${count}`);
    }
    total += cases.length;
    cases.forEach((row, i) => {
      if (pattern.test(JSON.stringify(row))) rows.push(`${name}#${i}`);
    });
  }
  if (total !== index.total) throw new Error(`INDEX.json total ${index.total}, read ${total}`);
  return { files: index.files.map((f) => f.file), total, rows: rows.sort() };
}
