// Issue 23, S4: the kind of news parts is 'article' or 'newsgroups' (RFC 5538 §2.2); another
// value is INVALID_ARGUMENT, never silently newsgroups.
import { UriError } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commands, type NewsParts, news } from '../src/index.js';

const KINDS = ['article', 'newsgroups'];
// The fields of both kinds, so that each kind has what it needs.
const withKind = (kind: unknown): NewsParts =>
  ({ kind, messageId: 'a@b', group: 'comp.x' }) as NewsParts;

describe('issue 23 S4: the kind of news parts (RFC 5538 §2.2)', () => {
  it("RFC 5538 §2.2: news.format({ kind: 'bogus' }) is INVALID_ARGUMENT, not newsgroups", () => {
    // Before: 'news:comp.x'.
    expectUriError(() => news.format(withKind('bogus')), 'INVALID_ARGUMENT', 0);
    expectUriError(() => commands(withKind('bogus')), 'INVALID_ARGUMENT', 0);
    for (const bad of ['', 'Article', 'NEWSGROUPS', 'group', 0, null, undefined, {}, ['article']]) {
      expectUriError(() => news.format(withKind(bad)), 'INVALID_ARGUMENT', 0);
    }
  });

  it('RFC 5538 §2.2: for every string or value as kind, format refuses it or writes that kind', () => {
    const kind = fc.oneof(
      fc.constantFrom(...KINDS),
      fc.string({ unit: 'binary', maxLength: 10 }),
      fc.anything(),
    );
    fc.assert(
      fc.property(kind, (k) => {
        try {
          const uri = news.format(withKind(k));
          expect(KINDS).toContain(k);
          expect(news.parse(uri).kind).toBe(k);
        } catch (e) {
          expect(e).toBeInstanceOf(UriError);
          expect(KINDS).not.toContain(k);
          expect((e as UriError).code).toBe('INVALID_ARGUMENT');
        }
      }),
      { numRuns: 1000 },
    );
  });
});
