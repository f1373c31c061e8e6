// Third-party resolution and make-relative vectors whose rows touch http, through the public
// route resolveWith / relativizeWith (the http rules checked on base and result).
//
// Which answer we assert, per row (the file's own fields, as the core's adapter does):
// - `ref_agrees: false`: the file's `ref_result`, the RFC 3986 §5.2 answer it records beside
//   its library's;
// - `ref_agrees: null` or `expected_error`: the `ref_result` when there is one, else a refusal
//   (the base or the reference is not RFC 3986);
// - otherwise the file's `expected`;
// - rows in RESOLVE_EXCEPTIONS: our outcome and the reason (the http rules refuse, mostly).

import { relativizeWith, resolveWith } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import {
  type Exceptions,
  each,
  exceptionsNameRows,
  expectRow,
  loadVectors,
  outcome,
  refused,
  registry,
  touchesHttp,
} from './vectors-support.js';

interface ResolveCase {
  base: string | null;
  ref: string;
  refs?: string[];
  expected?: string;
  expected_error?: unknown;
  mode?: 'strict' | 'non-strict';
  options?: { tolerant?: boolean } | null;
  ref_agrees?: boolean | null;
  ref_result?: string | null;
}

const RESOLVE_FILES = [
  'rfc3986.resolve',
  'cpython.urljoin',
  'go.resolve',
  'ruby-uri.resolve',
  'ruby-uri.join',
  'perl-uri.resolve-roytest',
  'perl-uri.resolve-rfc2396-draft',
  'iri-string.resolve',
  'fluent-uri.resolve',
  'fast-uri.resolve',
  'wpt.resolve-rfc3986-agreeing',
];

const NO_AUTHORITY =
  'RFC 9110 §4.2.1: an http URI has "//" authority; the strict §5.2.2 result "http:g" is no http URI';
const EMPTY_BASE_HOST =
  'RFC 9110 §4.2.1: a base with an empty host is no http URI (MUST be rejected as invalid)';

/** By `file base ref`, or by `file base` for every reference against that base. */
const RESOLVE_EXCEPTIONS: Exceptions = {
  ...each(
    NO_AUTHORITY,
    () => refused('MISSING_AUTHORITY'),
    [
      'rfc3986.resolve',
      'ruby-uri.resolve',
      'perl-uri.resolve-roytest',
      'perl-uri.resolve-rfc2396-draft',
      'iri-string.resolve',
      'fluent-uri.resolve',
    ].map((file) => `${file} http://a/b/c/d;p?q http:g`),
  ),
  ...each(
    'RFC 9110 §4.2.1: the reference "http:" (strict §5.2.2: itself) is no http URI',
    () => refused('MISSING_AUTHORITY'),
    ['perl-uri.resolve-roytest', 'perl-uri.resolve-rfc2396-draft'].map(
      (file) => `${file} http://a/b/c/d;p?q http:`,
    ),
  ),
  'perl-uri.resolve-roytest http:///s//a/b/c': {
    ours: refused('EMPTY_HOST'),
    why: EMPTY_BASE_HOST,
  },
  'cpython.urljoin http:/// ..': { ours: refused('EMPTY_HOST'), why: EMPTY_BASE_HOST },
  'fast-uri.resolve http://trusted.test%2540evil.test/ child': {
    ours: 'http://trusted.test%2540evil.test/child',
    why: 'fast-uri refuses "%25" in a host (hardening); "trusted.test%2540evil.test" is a valid reg-name (RFC 3986 §3.2.2), so §5.2 resolves it (check() reports the host)',
  },
};

function wanted(c: ResolveCase): unknown {
  if (c.ref_agrees === false) return c.ref_result;
  if (c.ref_agrees === null || 'expected_error' in c) {
    return typeof c.ref_result === 'string' ? c.ref_result : 'a refusal';
  }
  return c.expected;
}

describe('resolution vectors: rows that touch http, through resolveWith', () => {
  const rows = RESOLVE_FILES.flatMap((file) =>
    loadVectors<ResolveCase>(file)
      .cases.filter(touchesHttp)
      .map((c) => [file, c] as const),
  );
  const isStrict = (c: ResolveCase) => !(c.mode === 'non-strict' || c.options?.tolerant === true);
  /** The reference(s), and "(non-strict)" for the backward-compatible mode of §5.2.2. */
  const refOf = (c: ResolveCase) =>
    `${c.ref ?? c.refs?.join(' ')}${isStrict(c) ? '' : ' (non-strict)'}`;
  const keys = rows.flatMap(([file, c]) => [`${file} ${c.base} ${refOf(c)}`, `${file} ${c.base}`]);
  exceptionsNameRows(RESOLVE_EXCEPTIONS, keys);

  it(`RFC 3986 §5.2: ${rows.length} rows from ${RESOLVE_FILES.length} files`, () => {
    expect(rows.length).toBe(701);
  });

  it.each(rows.map(([file, c]) => [file, c.base, refOf(c), c] as const))(
    'RFC 3986 §5.2 with RFC 9110 §4.2.1: %s %s + %s',
    (file, base, ref, c) => {
      const strict = isStrict(c);
      const ours = outcome(() => {
        // ruby-uri.join: each reference against the previous result; a null base (wpt): the
        // reference is absolute and its own base.
        let uri = resolveWith(registry, base ?? c.ref, c.refs?.[0] ?? c.ref, { strict });
        for (const r of c.refs?.slice(1) ?? []) uri = resolveWith(registry, uri, r, { strict });
        return uri.toString();
      });
      const exception =
        RESOLVE_EXCEPTIONS[`${file} ${base} ${ref}`] ?? RESOLVE_EXCEPTIONS[`${file} ${base}`];
      const theirs = wanted(c);
      if (exception === undefined && theirs === 'a refusal') {
        expect(ours, 'not RFC 3986: refused').toHaveProperty('code');
        return;
      }
      expectRow(ours, theirs, exception);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// make-relative: no RFC answer (the files say: compare by round trip, not by string). Our
// reference must resolve back to a URI equivalent to the target, on the registry route.
interface RelativeCase {
  base: string;
  target: string;
  expected: string;
}

const RELATIVE_EXCEPTIONS: Exceptions = {
  'ruby-uri.make-relative http://a/b/c/d;p?q http:g': {
    ours: refused('MISSING_AUTHORITY'),
    why: 'RFC 9110 §4.2.1: the target "http:g" is no http URI',
  },
};

describe('make-relative vectors: rows that touch http, through relativizeWith', () => {
  const rows = ['ruby-uri.make-relative', 'perl-uri.make-relative'].flatMap((file) =>
    loadVectors<RelativeCase>(file)
      .cases.filter(touchesHttp)
      .map((c) => [`${file} ${c.base} ${c.target}`, c] as const),
  );
  exceptionsNameRows(
    RELATIVE_EXCEPTIONS,
    rows.map(([k]) => k),
  );

  it(`RFC 3986 §5.2: ${rows.length} rows`, () => {
    expect(rows.length).toBe(57);
  });

  it.each(rows)('RFC 3986 §4.2, §5.2: %s resolves back to the target', (key, c) => {
    const exception = RELATIVE_EXCEPTIONS[key];
    const ours = outcome(() => relativizeWith(registry, c.base, c.target).toString());
    if (exception !== undefined) {
      expectRow(ours, c.expected, exception);
      return;
    }
    expect(typeof ours).toBe('string');
    const back = resolveWith(registry, c.base, ours as string);
    expect(registry.equivalent(back, c.target), `${c.base} + ${ours} = ${back}`).toBe(true);
  });
});
