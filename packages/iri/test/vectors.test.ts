// Third-party vectors (../shared/vectors, see its README): the IRI rows of iri-string, fluent-uri
// and uri-js, through the IRI functions. (The WPT rows with IDNA hosts run in @urikit/idna.)
// A row we answer differently is in EXCEPTIONS with its reason; the test checks that each
// exception still matches a row and that our answer still differs from the file's.
import { createRegistry } from '@urikit/core';
import { http, https } from '@urikit/http';
import { describe, expect, it } from 'vitest';
import { loadVectors } from '../../../test-support/vectors.js';
import {
  equivalentIri,
  iriToUri,
  isIriReference,
  normalizeIri,
  parseIri,
  resolveIri,
  uriToIri,
} from '../src/index.js';

const registry = createRegistry([http, https]);

interface Row {
  input?: string;
  expected?: string;
  expected_iri?: string;
  iri?: boolean;
  base?: string;
  ref?: string;
  expected_then_normalized?: string;
  ref_agrees?: boolean;
  ref_result?: string;
  table?: string;
  [key: string]: unknown;
}

const isIriRow = (c: Row) =>
  c.iri === true ||
  'expected_iri' in c ||
  'expected_then_normalized' in c ||
  [...JSON.stringify(c)].some((ch) => ch.charCodeAt(0) > 0x7f);

/** Our answer where it differs from the file's, and why. Keyed by file and input. */
const EXCEPTIONS: Record<string, { ours: string; reason: string }> = {
  'iri-string.normalize http://usER:passWORD@α.CoM/': {
    ours: 'http://usER:passWORD@α.com/',
    reason:
      'a reg-name is case-insensitive (RFC 3986 §3.2.2) and comparison must agree with the URI route (RFC 3987 §5.3.2.3), where the host is "%CE%B1.CoM", normalized "%CE%B1.com"; iri-string lower-cases ASCII-only hosts only (its reading of §5.3.2.1)',
  },
  'iri-string.normalize SCHEME://Alpha%ce%b1/': {
    ours: 'scheme://alphaα/',
    reason:
      'the same reading: the ASCII letters of "Alpha%ce%b1" are lower-cased, as normalize() does on the URI',
  },
  // iri-string reads "%2E" as "." during resolution; RFC 3986 §5.2.4 does not (only §6.2.2.2
  // normalization decodes it, after which it is a dot segment). The file's ref_result is the
  // literal answer; ours is that answer.
  ...Object.fromEntries(
    [
      ['scheme: %2e', 'scheme:%2e'],
      ['scheme: %2E', 'scheme:%2E'],
      ['scheme://a %2e', 'scheme://a/%2e'],
      ['scheme://a %2E', 'scheme://a/%2E'],
      ['scheme://a/b/c %2e', 'scheme://a/b/%2e'],
      ['scheme://a/b/c %2E', 'scheme://a/b/%2E'],
      ['scheme://a/b/c %2e/g', 'scheme://a/b/%2e/g'],
      ['scheme://a/b/c %2E/g', 'scheme://a/b/%2E/g'],
      ['scheme://a/b/c/d/e/f %2E%2E/%2E%2e/%2E./g', 'scheme://a/b/c/d/e/%2E%2E/%2E%2e/%2E./g'],
      ['scheme://a/b/c/d/e/f %2e%2E/%2e%2e/%2e./g', 'scheme://a/b/c/d/e/%2e%2E/%2e%2e/%2e./g'],
      ['scheme://a/b/c/d/e/f .%2E/.%2e/../g', 'scheme://a/b/c/d/e/.%2E/g'],
    ].map(([key, ours]) => [
      `iri-string.resolve ${key}`,
      {
        ours: ours as string,
        reason:
          'RFC 3986 §5.2.4 removes "." and ".." segments only; "%2E" is a dot only after §6.2.2.2 normalization (iri-string decodes it while resolving)',
      },
    ]),
  ),
  'uri-js.serialize uri://us\u00a0er:pa\ud7ffss@example.com:123/o\uf900ne/t\ufdcfwo.t\ufdf0hree?q1=a1\uf8ff\ue000&q2=a2#bo\uffefdy\ue001':
    {
      ours: 'IRI_PRIVATE_USE',
      reason:
        'the fragment ends with U+E001, a private-use character: RFC 3987 §2.2 allows iprivate in the iquery only (uri-js percent-encodes it instead)',
    },
  'iri-string.resolve-normalized HTTP://USER:PASS@EXAMPLE.COM:80/1/2/3/4/.././5/../6/?QUERY A/b/c/d/e/f/g/h/i/../../../j/k/l/../../../../m/n/./o':
    {
      ours: 'http://USER:PASS@example.com/1/2/3/6/A/b/c/d/e/m/n/o',
      reason:
        'the scheme-based normalization of http (RFC 3986 §6.2.3, RFC 3987 §5.3.3) removes the default port 80; iri-string removes only an empty port',
    },
  'uri-js.normalize uri://www.example.org/red%09rosé#red': {
    ours: 'uri://www.example.org/red%09rosé#red',
    reason:
      'the row without the iri option expects the URI ("ros%C3%A9"): that is iriToUri (RFC 3987 §3.1), which the next test checks; normalizeIri keeps an IRI an IRI',
  },
};

const used = new Set<string>();
function answer(key: string, expected: string, ours: () => string): void {
  const exception = EXCEPTIONS[key];
  const got = (() => {
    try {
      return ours();
    } catch (error) {
      return (error as { code: string }).code;
    }
  })();
  if (exception === undefined) {
    expect(got).toBe(expected);
    return;
  }
  used.add(key);
  expect(got).toBe(exception.ours);
  expect(got, `exception ${key} no longer differs`).not.toBe(expected);
}

describe('shared vectors: the IRI rows are where this suite expects them', () => {
  it('RFC 3987: the IRI rows of iri-string, fluent-uri and uri-js are counted', () => {
    const count = (file: string) => loadVectors<Row>(file).cases.filter(isIriRow).length;
    expect({
      'iri-string.parse': count('iri-string.parse'),
      'iri-string.normalize': count('iri-string.normalize'),
      'iri-string.resolve': count('iri-string.resolve'),
      'fluent-uri.normalize': count('fluent-uri.normalize'),
      'fluent-uri.parse': count('fluent-uri.parse'),
      'fluent-uri.resolve': count('fluent-uri.resolve'),
      'fluent-uri.validity': count('fluent-uri.validity'),
      'uri-js.normalize': count('uri-js.normalize'),
      'uri-js.equal': count('uri-js.equal'),
      'uri-js.parse': count('uri-js.parse'),
    }).toEqual({
      'iri-string.parse': 1,
      'iri-string.normalize': 9,
      'iri-string.resolve': 6,
      'fluent-uri.normalize': 2,
      'fluent-uri.parse': 0,
      'fluent-uri.resolve': 0,
      'fluent-uri.validity': 0,
      'uri-js.normalize': 2,
      'uri-js.equal': 1,
      'uri-js.parse': 3,
    });
  });
});

describe('shared vectors: iri-string.parse (RFC 3987 §2.2)', () => {
  for (const c of loadVectors<Row>('iri-string.parse').cases.filter(isIriRow)) {
    it(`RFC 3987 §2.2 (${c.name}): ${c.input}`, () => {
      const v = parseIri(c.input!);
      expect(c.valid).toBe(true);
      for (const k of [
        'scheme',
        'userinfo',
        'host',
        'port',
        'path',
        'query',
        'fragment',
      ] as const) {
        expect(k === 'host' ? v.hostText : v[k], k).toBe(c[k] ?? undefined);
      }
    });
  }
  it('RFC 3987 §2.2: every URI row of iri-string.parse is an IRI reference exactly when it is valid', () => {
    for (const c of loadVectors<Row>('iri-string.parse').cases) {
      expect(isIriReference(c.input), c.input).toBe(c.valid);
    }
  });
});

describe('shared vectors: iri-string.normalize and fluent-uri.normalize (RFC 3987 §5.3.2)', () => {
  for (const file of ['iri-string.normalize', 'fluent-uri.normalize']) {
    for (const c of loadVectors<Row>(file).cases.filter(isIriRow)) {
      const expected = c.expected_iri ?? (c.expected as string);
      it(`RFC 3987 §5.3.2 (${file}): ${c.input} → ${expected}`, () => {
        answer(`${file} ${c.input}`, expected, () => normalizeIri(c.input!).toString());
        // The URI form of the normal IRI is the normal URI of the input (RFC 3987 §5.3.2.3).
        expect(isIriReference(expected)).toBe(true);
      });
    }
  }
});

describe('shared vectors: iri-string.resolve (RFC 3987 §6.5: URIs are IRIs)', () => {
  loadVectors<Row>('iri-string.resolve').cases.forEach((c, n) => {
    it(`RFC 3987 §6.5 iri-string.resolve #${n}: ${c.base} + ${c.ref}`, () => {
      answer(`iri-string.resolve ${c.base} ${c.ref}`, c.expected!, () =>
        resolveIri(c.base!, c.ref!).toString(),
      );
      if (c.expected_then_normalized !== undefined) {
        // The file's normal form is scheme-based (empty port removed): http's registry.
        answer(`iri-string.resolve-normalized ${c.base} ${c.ref}`, c.expected_then_normalized, () =>
          normalizeIri(resolveIri(c.base!, c.ref!), { registry }).toString(),
        );
      }
    });
  });
});

describe('shared vectors: uri-js IRI rows (RFC 3987 §3, §5.3)', () => {
  for (const c of loadVectors<Row>('uri-js.normalize').cases.filter(isIriRow)) {
    const iri = (c.options as { iri?: boolean } | null)?.iri === true;
    it(`RFC 3987 §3.1 and §5.3.2 (uri-js ${iri ? 'IRI' : 'URI'} normalizing): ${c.input}`, () => {
      if (iri)
        answer(`uri-js.normalize-iri ${c.input}`, c.expected!, () =>
          normalizeIri(c.input!).toString(),
        );
      else {
        answer(`uri-js.normalize ${c.input}`, c.expected!, () => normalizeIri(c.input!).toString());
        expect(iriToUri(c.input!)).toBe(c.expected);
      }
    });
  }
  for (const c of loadVectors<{ a: string; b: string; equal: boolean }>(
    'uri-js.equal',
  ).cases.filter(isIriRow as never)) {
    it(`RFC 3987 §5.3.2 (uri-js IRI equals): ${c.a} and ${c.b}`, () => {
      expect(equivalentIri(c.a, c.b)).toBe(c.equal);
    });
  }
  for (const c of loadVectors<Row>('uri-js.parse').cases.filter(isIriRow)) {
    it(`RFC 3987 §2.2 (uri-js parse): ${c.input}`, () => {
      const expected = c.expected as unknown as Record<string, unknown>;
      if (!(c.options as { iri?: boolean } | null)?.iri) {
        // mailto rows: a URI with escapes of UTF-8, which uriToIri decodes (RFC 3987 §3.2).
        expect(isIriReference(c.input)).toBe(true);
        expect(uriToIri(c.input!)).toContain('café');
        return;
      }
      answer(`uri-js.parse ${c.input}`, String(expected.path), () => parseIri(c.input!).path);
    });
  }
  const serialize = loadVectors<{
    components: Record<string, unknown>;
    expected: string;
    options: unknown;
  }>('uri-js.serialize').cases;
  for (const c of serialize) {
    const call = c.components.call as
      | { op: string; args: [string, Record<string, unknown>?] }
      | undefined;
    const to = c.options as { iri?: boolean; domainHost?: boolean } | null;
    if (call !== undefined && to?.domainHost !== true && call.args[1]?.domainHost !== true) {
      it(`RFC 3987 §3 (uri-js "${to?.iri ? 'Convert URI to IRI' : 'Convert IRI to URI'}"): ${call.args[0]}`, () => {
        expect(to?.iri ? uriToIri(call.args[0]) : iriToUri(call.args[0])).toBe(c.expected);
      });
    }
    if (c.components.scheme === 'uri' && (c.options as { iri?: boolean })?.iri === true) {
      const p = c.components as Record<string, string | number>;
      const text = `${p.scheme}://${p.userinfo}@${p.host}:${p.port}${p.path}?${p.query}#${p.fragment}`;
      it('RFC 3987 §2.2 (uri-js IRI serialization)', () => {
        answer(`uri-js.serialize ${text}`, c.expected, () => iriToUri(text));
      });
    }
  }
});

describe('shared vectors: the exception list', () => {
  it('RFC 3987: every exception was used by a row (none is stale)', () => {
    expect([...used].sort()).toEqual(Object.keys(EXCEPTIONS).sort());
  });
});
