// Property tests: what RFC 3987 says must agree with the URI route does, on generated IRIs;
// validity agrees with an independent transcription of the §2.2 ABNF.
import {
  createRegistry,
  equivalent,
  isUriReference,
  normalize,
  resolve,
  UriError,
} from '@urikit/core';
import { http, https } from '@urikit/http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  equivalentIri,
  iriToUri,
  isIri,
  isIriReference,
  normalizeIri,
  parseIri,
  resolveIri,
  tryParseIri,
  uriToIri,
} from '../src/index.js';
import { anyText, iri, iriReference, oracle } from './arbitraries.js';

const registry = createRegistry([http, https]);
const runs = { numRuns: 400 };

/** Escapes of non-ASCII octets in upper case, the others as written. */
const upperHigh = (s: string) =>
  s.replace(/%[0-9A-Fa-f]{2}/g, (e) =>
    Number.parseInt(e.slice(1), 16) >= 0x80 ? e.toUpperCase() : e,
  );

describe('RFC 3987 §2.2: validity', () => {
  it('RFC 3987 §2.2 and §4.1: isIriReference and isIri agree with the ABNF on any text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(isIriReference(text)).toBe(oracle(text, 'reference'));
        expect(isIri(text)).toBe(oracle(text, 'iri'));
      }),
      { numRuns: 3000 },
    );
  });

  it('RFC 3987 §2.2: parseIri, tryParseIri and iriToUri accept exactly the same texts, and only throw UriError', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, iriReference), (text) => {
        const valid = isIriReference(text);
        expect(tryParseIri(text).ok).toBe(valid);
        for (const f of [() => parseIri(text), () => iriToUri(text)]) {
          try {
            f();
            expect(valid).toBe(true);
          } catch (error) {
            expect(error).toBeInstanceOf(UriError);
            expect(valid).toBe(false);
            const e = error as UriError;
            expect(e.input).toBe(text);
            expect(e.index >= 0 && e.index <= text.length).toBe(true);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('RFC 3987 §2.2: the components of an Iri put back together are the text', () => {
    fc.assert(
      fc.property(iriReference, (text) => {
        const v = parseIri(text);
        let back = v.scheme === undefined ? '' : `${v.scheme}:`;
        if (v.authority !== undefined) back += `//${v.authority}`;
        back += v.path;
        if (v.query !== undefined) back += `?${v.query}`;
        if (v.fragment !== undefined) back += `#${v.fragment}`;
        expect(back).toBe(text);
        for (const c of ['path', 'query', 'fragment'] as const) {
          const value = v[c];
          if (value !== undefined)
            expect(text.slice(v.offsetOf(c), v.offsetOf(c) + value.length)).toBe(value);
        }
      }),
      runs,
    );
  });
});

describe('RFC 3987 §3: the mappings', () => {
  it('RFC 3987 §3.1: iriToUri encodes exactly the non-ASCII characters, as UTF-8 with upper-case hex', () => {
    fc.assert(
      fc.property(iriReference, (text) => {
        const uri = iriToUri(text);
        expect(uri).toBe(text.replace(/[^\0-\x7f]/gu, (c) => encodeURIComponent(c)));
        expect(isUriReference(uri)).toBe(true);
        expect(iriToUri(uri)).toBe(uri);
        expect(parseIri(text).toUri().toString()).toBe(uri);
      }),
      runs,
    );
  });

  it('RFC 3987 §3.2: uriToIri gives an IRI that maps back to the URI (hex case aside) and decodes no ASCII', () => {
    fc.assert(
      fc.property(iriReference, (text) => {
        const uri = iriToUri(text);
        const back = uriToIri(uri);
        expect(isIriReference(back)).toBe(true);
        expect(iriToUri(back)).toBe(upperHigh(uri));
        const asciiEscapes = (s: string) => s.match(/%[0-7][0-9A-Fa-f]/g) ?? [];
        expect(asciiEscapes(back)).toEqual(asciiEscapes(uri));
      }),
      runs,
    );
  });
});

describe('RFC 3987 §6.5: resolution is the resolution of the mapped URIs', () => {
  it('RFC 3987 §6.5: iriToUri(resolveIri(b, r)) is resolve(iriToUri(b), iriToUri(r))', () => {
    fc.assert(
      fc.property(iri, iriReference, fc.boolean(), (base, ref, strict) => {
        const target = resolveIri(base, ref, { strict });
        expect(iriToUri(target)).toBe(
          resolve(iriToUri(base), iriToUri(ref), { strict }).toString(),
        );
      }),
      runs,
    );
  });

  it('RFC 3987 §6.5: the RFC 2396 and RFC 1808 algorithms of the core agree the same way', () => {
    fc.assert(
      fc.property(
        iri,
        iriReference,
        fc.constantFrom('rfc2396', 'rfc1808') as fc.Arbitrary<'rfc2396' | 'rfc1808'>,
        (base, ref, legacy) => {
          expect(iriToUri(resolveIri(base, ref, { legacy }))).toBe(
            resolve(iriToUri(base), iriToUri(ref), { legacy }).toString(),
          );
        },
      ),
      runs,
    );
  });
});

describe('RFC 3987 §5.3: normalization and comparison agree with the URI route', () => {
  it('RFC 3987 §5.3.2: iriToUri(normalizeIri(x)) is normalize(iriToUri(x)), and normalizeIri is idempotent', () => {
    fc.assert(
      fc.property(iriReference, (text) => {
        const n = normalizeIri(text);
        expect(iriToUri(n)).toBe(normalize(iriToUri(text)).toString());
        expect(normalizeIri(n).equals(n)).toBe(true);
      }),
      runs,
    );
  });

  it('RFC 3987 §5.3.3: with a registry, iriToUri(normalizeIri(x)) is registry.normalize(iriToUri(x))', () => {
    const httpIri = iri
      .filter((t) => /^https?:\/\/[^/?#]/i.test(t))
      .filter((t) => registry.tryParse(iriToUri(t)).ok);
    fc.assert(
      fc.property(httpIri, (text) => {
        expect(iriToUri(normalizeIri(text, { registry }))).toBe(
          registry.normalize(iriToUri(text)).toString(),
        );
      }),
      { numRuns: 200 },
    );
  });

  // Pairs that are often equivalent: variants of one IRI.
  const variant = (text: string, how: number): string => {
    switch (how) {
      case 0:
        return iriToUri(text);
      case 1:
        return uriToIri(iriToUri(text));
      case 2:
        return normalizeIri(text).toString();
      case 3:
        return text.replace(/^[a-z]+:/i, (s) => s.toUpperCase());
      default:
        return text;
    }
  };

  it('RFC 3987 §5.3.2.3: equivalentIri(a, b) is equivalent(iriToUri(a), iriToUri(b)) and is "same normal form"', () => {
    fc.assert(
      fc.property(
        iri,
        iri,
        fc.integer({ min: 0, max: 5 }),
        fc.boolean(),
        (a, other, how, related) => {
          const b = related ? variant(a, how) : other;
          const result = equivalentIri(a, b);
          expect(result).toBe(equivalent(iriToUri(a), iriToUri(b)));
          expect(result).toBe(normalizeIri(a).equals(normalizeIri(b)));
          if (related) expect(result).toBe(true);
        },
      ),
      runs,
    );
  });

  it('RFC 3987 §5.3.3: with a registry, equivalentIri is registry.equivalent of the mapped URIs', () => {
    const httpIri = iri
      .filter((t) => /^https?:\/\/[^/?#]/i.test(t))
      .filter((t) => registry.tryParse(iriToUri(t)).ok);
    fc.assert(
      fc.property(httpIri, fc.integer({ min: 0, max: 4 }), (a, how) => {
        const b = variant(a, how);
        expect(equivalentIri(a, b, { registry })).toBe(
          registry.equivalent(iriToUri(a), iriToUri(b)),
        );
        expect(equivalentIri(a, b, { registry })).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
