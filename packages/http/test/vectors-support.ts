// Shared pieces of the vector adapters (vectors.test.ts, vectors-resolve.test.ts,
// vectors-wpt.test.ts): which rows touch http, the public route they run on, the outcome of a
// call, and exception lists that cannot rot.
import { createRegistry, UriError } from '@urikit/core';
import { expect, it } from 'vitest';
import { loadVectors, sharedDir, type VectorFile } from '../../../test-support/vectors.js';
import { http, https } from '../src/index.js';

export { loadVectors, sharedDir, type VectorFile };

/** The route a user takes: one registry of both plugins. */
export const registry = createRegistry([http, https]);

/** A refusal: the `UriError` code. */
export interface Refused {
  readonly code: string;
}

/** What a call gave: its value, or the code of the `UriError` it threw (anything else fails). */
export function outcome<T>(run: () => T): T | Refused {
  try {
    return run();
  } catch (e) {
    if (e instanceof UriError) return { code: e.code };
    throw e;
  }
}

export const refused = (code: string): Refused => ({ code });

/** An http(s) URI text (RFC 3986 §3.1: the scheme in any case). */
export const isHttp = (x: unknown): x is string => typeof x === 'string' && /^https?:/i.test(x);

const URI_FIELDS = [
  'input',
  'a',
  'b',
  'base',
  'ref',
  'expected',
  'target',
  'as_uri',
  'uri',
  'href',
];

/**
 * Whether a row touches http: one of its URI fields is an http(s) URI, or its components
 * have the scheme http(s). The files' `source` headers are not rows.
 */
export function touchesHttp(row: unknown): boolean {
  if (typeof row !== 'object' || row === null) return false;
  const r = row as Record<string, unknown>;
  if (URI_FIELDS.some((f) => isHttp(r[f]))) return true;
  for (const f of ['a', 'b', 'components']) {
    const scheme = (r[f] as { scheme?: unknown } | null | undefined)?.scheme;
    if (typeof scheme === 'string' && /^https?$/i.test(scheme)) return true;
  }
  return false;
}

/** A row we answer differently from the file: our outcome and the reason, by row key. */
export interface Exception {
  readonly ours: unknown;
  readonly why: string;
}
export type Exceptions = Readonly<Record<string, Exception>>;

/** The same reason and outcome for several rows. */
export function each(why: string, ours: (key: string) => unknown, keys: readonly string[]) {
  return Object.fromEntries(keys.map((k) => [k, { ours: ours(k), why }]));
}

/**
 * Asserts one row: with an exception, our outcome is the one listed and differs from the
 * file's; without, it is the file's.
 */
export function expectRow(actual: unknown, theirs: unknown, exception: Exception | undefined) {
  if (exception === undefined) {
    expect(actual).toEqual(theirs);
  } else {
    expect(actual, exception.why).toEqual(exception.ours);
    expect(actual, `still differs: ${exception.why}`).not.toEqual(theirs);
  }
}

/** A test that every exception key names a row of the file (an exception cannot rot). */
export function exceptionsNameRows(exceptions: Exceptions, keys: readonly string[]) {
  it(`every one of ${Object.keys(exceptions).length} exceptions names a row`, () => {
    const all = new Set(keys);
    for (const key of Object.keys(exceptions)) expect(all.has(key), key).toBe(true);
  });
}
