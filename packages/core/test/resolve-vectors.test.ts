// Third-party resolution vectors (../shared/vectors, see its README) through one adapter.
//
// Which answer we assert, per row:
// - `ref_agrees: true`: the file's `expected` (the library agrees with RFC 3986);
// - `ref_agrees: false`: the file's `ref_result`, the RFC 3986 §5.2 answer that the vector
//   file records next to the library's own (its `note` says what the library does instead:
//   base paths normalized before merging, "%2E" read as ".", RFC 2396-era dot handling…);
// - `ref_agrees: null`: the base or the reference is not RFC 3986 syntax (or the base has no
//   scheme), so we assert a `UriError`;
// - rows in EXCEPTIONS below: our answer and the reason, one by one.
// Every row runs; none is dropped.
import { describe, expect, it } from 'vitest';
import { loadVectors } from '../../../test-support/vectors.js';
import { removeDotSegments, resolve, UriError } from '../src/index.js';

interface ResolveCase {
  base: string | null;
  ref: string;
  expected?: string;
  expected_error?: unknown;
  mode?: 'strict' | 'non-strict';
  options?: { tolerant?: boolean } | null;
  ref_agrees?: boolean | null;
  ref_result?: string | null;
  note?: string;
}

/** Our answer where it differs from the file and the file gives no RFC 3986 answer. */
const EXCEPTIONS: Record<string, { reason: string; ours: string }> = {
  'fast-uri.resolve http://trusted.test%2540evil.test/ child': {
    reason:
      'fast-uri refuses a "%25" in a host as a hardening policy; "trusted.test%2540evil.test" is a valid reg-name (§3.2.2: pct-encoded is allowed), so §5.2 resolves it',
    ours: 'http://trusted.test%2540evil.test/child',
  },
  'fluent-uri.resolve foo:/ .//@@': {
    reason:
      'the literal §5.2.4 output "foo://@@" would re-parse with an authority "@@"; we write the path "/.//@@" (same path, our documented guard), as fluent-uri does',
    ours: 'foo:/.//@@',
  },
  'fluent-uri.resolve http://example.com/#title1 foo': {
    reason:
      'fluent-uri refuses a base with a fragment; §5.1 says the fragment is stripped before use, so we resolve',
    ours: 'http://example.com/foo',
  },
  'fluent-uri.resolve foo:bar baz': {
    reason:
      'fluent-uri refuses a rootless ("opaque") base; the literal §5.2.3 merge gives "baz" (our documented choice)',
    ours: 'foo:baz',
  },
  'fluent-uri.resolve foo:bar ?baz': {
    reason: 'fluent-uri refuses a rootless base; §5.2.2 keeps the base path and takes the query',
    ours: 'foo:bar?baz',
  },
};

type Outcome = { ours: string } | { error: true };

function expectation(file: string, c: ResolveCase): { outcome: Outcome; why: string } {
  const exception = EXCEPTIONS[`${file} ${c.base} ${c.ref}`];
  if (exception)
    return { outcome: { ours: exception.ours }, why: `exception: ${exception.reason}` };
  if (c.ref_agrees === false) {
    if (typeof c.ref_result !== 'string') throw new Error(`no ref_result in ${file}: ${c.ref}`);
    return { outcome: { ours: c.ref_result }, why: `RFC 3986 answer (file: ${c.note ?? ''})` };
  }
  if (c.ref_agrees === null || 'expected_error' in c) {
    if (typeof c.ref_result === 'string') {
      return { outcome: { ours: c.ref_result }, why: `RFC 3986 answer (file: ${c.note ?? ''})` };
    }
    return { outcome: { error: true }, why: 'not RFC 3986 syntax: refused' };
  }
  return { outcome: { ours: c.expected as string }, why: 'agrees' };
}

function run(c: ResolveCase): string {
  const strict = !(c.mode === 'non-strict' || c.options?.tolerant === true);
  // wpt rows with no base hold an absolute URI: by §5.2.2 it resolves to itself (dot segments
  // removed) against any base, so it serves as its own base.
  const base = c.base ?? c.ref;
  return resolve(base, c.ref, { strict }).toString();
}

const FILES = [
  'rfc3986.resolve',
  'fluent-uri.resolve',
  'iri-string.resolve',
  'ruby-uri.resolve',
  'perl-uri.resolve-rfc2396-draft',
  'perl-uri.resolve-roytest',
  'cpython.urljoin',
  'go.resolve',
  'wpt.resolve-rfc3986-agreeing',
  'uri-js.resolve',
  'fast-uri.resolve',
];

for (const file of FILES) {
  describe(`shared vectors: ${file} (RFC 3986 §5.2)`, () => {
    const data = loadVectors<ResolveCase>(file);
    data.cases.forEach((c, n) => {
      const { outcome, why } = expectation(file, c);
      it(`${file} #${n} ${JSON.stringify(c.base)} + ${JSON.stringify(c.ref)} (${why.slice(0, 60)})`, () => {
        if ('error' in outcome) {
          expect(() => run(c)).toThrow(UriError);
        } else {
          expect(run(c)).toBe(outcome.ours);
        }
      });
    });
  });
}

describe('shared vectors: ruby-uri.join (RFC 3986 §5.2, chained)', () => {
  const data = loadVectors<{ base: string; refs: string[]; expected: string; ref_agrees: boolean }>(
    'ruby-uri.join',
  );
  for (const c of data.cases) {
    it(`ruby-uri.join ${c.base} + ${c.refs.join(' + ')}`, () => {
      expect(c.ref_agrees).toBe(true);
      let target = resolve(c.base, c.base);
      for (const ref of c.refs) target = resolve(target, ref);
      expect(target.toString()).toBe(c.expected);
    });
  }
});

describe('shared vectors: remove_dot_segments (RFC 3986 §5.2.4)', () => {
  for (const file of ['rfc3986.remove-dot-segments', 'python-rfc3986.remove-dot-segments']) {
    const data = loadVectors<{
      input: string;
      expected: string;
      ref_agrees: boolean;
      ref_result?: string;
      note?: string;
    }>(file);
    for (const c of data.cases) {
      const expected = c.ref_agrees ? c.expected : (c.ref_result as string);
      it(`${file} ${JSON.stringify(c.input)} → ${JSON.stringify(expected)}${c.ref_agrees ? '' : ' (RFC 3986 answer)'}`, () => {
        expect(removeDotSegments(c.input)).toBe(expected);
      });
    }
  }
});
