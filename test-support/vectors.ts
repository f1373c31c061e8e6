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
