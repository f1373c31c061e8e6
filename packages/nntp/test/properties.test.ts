// RFC 3977 §3.1: whatever parts or text a caller hands to `commands`, a command line never holds
// a CR, LF or NUL (fast-check); and sameResource is symmetric and agrees with equivalence.
import { UriError } from '@urikit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostile } from '../../news/test/support.js';
import { commands, type NntpParts, nntp, sameResource } from '../src/index.js';

describe('properties', () => {
  it('RFC 3977 §3.1: commands of any parts are refused with a UriError or free of CR, LF, NUL', () => {
    const parts = fc.record({
      host: fc.constantFrom('h', '[::1]', ''),
      group: hostile,
      article: fc.option(fc.oneof(fc.integer(), fc.double()), { nil: undefined }),
      user: fc.option(hostile, { nil: undefined }),
    });
    fc.assert(
      fc.property(parts, (p: NntpParts) => {
        try {
          const lines = commands(p);
          expect(lines.some((l) => /[\r\n\0]/.test(l))).toBe(false);
          expect(lines[0]).toBe(`GROUP ${p.group}`);
          expect(lines[1]).toBe(p.article === undefined ? undefined : `ARTICLE ${p.article}`);
        } catch (e) {
          expect(e).toBeInstanceOf(UriError);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('RFC 5538 §3: sameResource is symmetric, and between two nntp URIs it is equivalence', () => {
    const uri = fc
      .tuple(
        fc.constantFrom('nntp', 'news', 'NEWS', 'NNTP'),
        fc.constantFrom('h', 'H', 'h:119', 'u@h', 'h2'),
        fc.constantFrom('g', 'G', 'a%2Eb', 'a.b', 'g*', 'a@b', ''),
        fc.constantFrom('', '/1', '/01', '/2', '?q', '#f'),
      )
      .map(([s, h, g, tail]) => `${s}://${h}/${g}${tail}`);
    const outcome = (a: string, b: string) => {
      try {
        return sameResource(a, b);
      } catch (e) {
        expect(e).toBeInstanceOf(UriError);
        return (e as UriError).code;
      }
    };
    fc.assert(
      fc.property(uri, uri, (a, b) => {
        const ab = outcome(a, b);
        const ba = outcome(b, a);
        if (typeof ab === 'boolean' || typeof ba === 'boolean') expect(ab).toBe(ba);
        if (nntp.tryParse(a).ok && nntp.tryParse(b).ok) expect(ab).toBe(nntp.equivalent(a, b));
      }),
      { numRuns: 500 },
    );
  });
});
