// libwww-perl URI::Split vectors (../shared/vectors: perl-uri.split, perl-uri.join) against the
// core's parse (RFC 3986 Appendix B splits) and serialize (§5.3 recomposition).
//
// Every row runs. The joins escape delimiters and add "/" or "//" to make components fit
// (URI.pm's policy, see the file's `note`); our serialize takes components as URI text and
// refuses components that cannot stand where they are asked to, so those rows are listed in
// JOIN_EXCEPTIONS with our error code and index, and the reason. An entry that matches no row
// or no longer differs fails the suite.

import { describe, expect, it } from 'vitest';
import { loadVectors } from '../../../test-support/vectors.js';
import {
  type CoreErrorCode,
  parse,
  serialize,
  type UriComponents,
  UriError,
} from '../src/index.js';

type Five = 'scheme' | 'authority' | 'path' | 'query' | 'fragment';
const FIVE: Five[] = ['scheme', 'authority', 'path', 'query', 'fragment'];

interface SplitRow extends Record<Five, string | null> {
  input: string;
  ref_agrees: boolean;
}

describe('shared vectors: perl-uri.split (RFC 3986 Appendix B)', () => {
  const rows = loadVectors<SplitRow>('perl-uri.split').cases;
  rows.forEach((row, n) => {
    it(`RFC 3986 Appendix B: perl-uri.split #${n} ${JSON.stringify(row.input)}`, () => {
      // The file marks each split as the literal Appendix B answer.
      expect(row.ref_agrees).toBe(true);
      const uri = parse(row.input);
      for (const part of FIVE) expect(uri[part] ?? null, part).toBe(row[part]);
      expect(uri.toString()).toBe(row.input);
    });
  });
});

interface JoinRow {
  components: Record<Five, string | null>;
  expected: string;
}

/**
 * The five components of URI::Split to ours. `serialize` takes the authority's parts, so the
 * authority is read as RFC 3986 §3.2 writes it: a userinfo before the first "@", a port after
 * the last ":" that is not inside an IP-literal's brackets.
 */
function toComponents(c: JoinRow['components']): UriComponents {
  const out: { -readonly [K in keyof UriComponents]: UriComponents[K] } = {};
  if (c.scheme !== null) out.scheme = c.scheme;
  if (c.path !== null) out.path = c.path;
  if (c.query !== null) out.query = c.query;
  if (c.fragment !== null) out.fragment = c.fragment;
  if (c.authority !== null) {
    let rest = c.authority;
    const at = rest.indexOf('@');
    if (at >= 0) {
      out.userinfo = rest.slice(0, at);
      rest = rest.slice(at + 1);
    }
    const colon = rest.lastIndexOf(':');
    if (colon >= 0 && colon > rest.lastIndexOf(']')) {
      out.port = rest.slice(colon + 1);
      rest = rest.slice(0, colon);
    }
    out.host = rest;
  }
  return out;
}

/** Our outcome where we differ from URI.pm, keyed by the row's components (JSON). */
const JOIN_EXCEPTIONS: Record<string, { reason: string; code: CoreErrorCode; index: number }> = {
  [JSON.stringify({ scheme: 's', authority: 'a', path: 'p', query: 'q', fragment: 'f' })]: {
    reason:
      'RFC 3986 §3.3: after an authority the path is empty or starts with "/"; URI.pm puts a "/" in front (another path)',
    code: 'INVALID_COMPOSITION',
    index: 5,
  },
  [JSON.stringify({ scheme: 's', authority: 'a/b', path: null, query: null, fragment: null })]: {
    reason:
      'RFC 3986 §3.2.2: "/" is no reg-name character; URI.pm escapes it as "%2F" (the data "a/b" as a host), we take components as URI text and refuse',
    code: 'INVALID_HOST',
    index: 5,
  },
  [JSON.stringify({
    scheme: 's',
    authority: ':/?#',
    path: ':/?#',
    query: ':/?#',
    fragment: ':/?#',
  })]: {
    reason:
      'RFC 3986 §3.3, §3.4, §3.5: "?" cannot stand in a path nor "#" in a query or fragment (they would end the component); URI.pm escapes them, we take components as URI text and refuse the first that cannot stand (here the "?" of the path)',
    code: 'INVALID_CHARACTER',
    index: 10,
  },
  [JSON.stringify({ scheme: null, authority: null, path: 'a:b', query: null, fragment: null })]: {
    reason:
      'RFC 3986 §4.2: a relative path cannot hold ":" in its first segment (it would read as a scheme); URI.pm writes "a%3Ab", another path (§2.2: ":" and "%3A" differ)',
    code: 'INVALID_COMPOSITION',
    index: 1,
  },
  [JSON.stringify({
    scheme: 's',
    authority: null,
    path: '//foo//bar',
    query: null,
    fragment: null,
  })]: {
    reason:
      'RFC 3986 §3.3: without an authority a path cannot start with "//" (it would read as one); URI.pm adds an empty authority "//", a URI with other components',
    code: 'INVALID_COMPOSITION',
    index: 2,
  },
};

describe('shared vectors: perl-uri.join (RFC 3986 §5.3)', () => {
  const rows = loadVectors<JoinRow>('perl-uri.join').cases;
  const used = new Set<string>();
  rows.forEach((row, n) => {
    const k = JSON.stringify(row.components);
    const exception = JOIN_EXCEPTIONS[k];
    if (exception) used.add(k);
    it(`RFC 3986 §5.3: perl-uri.join #${n} ${k}${exception ? ' (exception)' : ''}`, () => {
      if (exception === undefined) {
        const uri = serialize(toComponents(row.components));
        expect(uri.toString()).toBe(row.expected);
        // and reads back as the components joined (an absent path is the empty path, §3.3)
        const given = { ...row.components, path: row.components.path ?? '' };
        for (const part of FIVE) expect(uri[part] ?? null, part).toBe(given[part]);
        return;
      }
      let error: unknown;
      try {
        serialize(toComponents(row.components));
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(UriError);
      expect(error).toMatchObject({ code: exception.code, index: exception.index });
    });
  });

  it('every exception matches a row (else it is stale)', () => {
    for (const k of Object.keys(JOIN_EXCEPTIONS)) expect(used.has(k), k).toBe(true);
  });
});
