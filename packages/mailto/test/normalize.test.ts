// normalize writes one spelling per message (RFC 6068 §2), whatever the spelling of the input:
// generated parts are written, spelled again at random (characters escaped, escapes of the
// characters an address or hfield holds literally decoded, hex digits in either case, the last
// address moved into a `to` hfield), and every spelling must read as the same parts and
// normalize to the same URI. The normal form is what `format` writes for the parts (RFC 3986
// §6.2.3); these tests hold it to what decoding and encoding give, on long values too.
import { createRegistry, parse } from '@urikit/core';
import { expectUriError, spellAgain } from '@urikit/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mailto } from '../src/index.js';
import { mailtoParts } from './arbitraries.js';

const registry = createRegistry([mailto]);

// RFC 6068 §2: what an address or an hfield holds literally (pchar but "&", ";", "=", ",").
const LITERAL = /^[\w.~!$'()*+:@-]$/;

describe('RFC 6068 §2, RFC 3986 §6.2.2: one spelling per message', () => {
  it('RFC 6068 §2: every spelling reads as the same parts and normalizes to the same URI', () => {
    fc.assert(
      fc.property(mailtoParts, fc.array(fc.nat(), { minLength: 1, maxLength: 50 }), (p, seq) => {
        let k = 0;
        const rnd = () => seq[k++ % seq.length]!;
        const written = mailto.format(p);
        let path = spellAgain(written.path, rnd, ',', LITERAL);
        // §2: hfnames in any case.
        let query = written.query
          ?.split('&')
          .map((f) =>
            rnd() % 2 === 0
              ? f
              : f.slice(0, f.indexOf('=')).toUpperCase() + f.slice(f.indexOf('=')),
          )
          .join('&');
        query = query === undefined ? undefined : spellAgain(query, rnd, '&=', LITERAL);
        // §2: "mailto:a,b" is "mailto:a?to=b": the last address moves to a `to` hfield.
        const comma = path.lastIndexOf(',');
        if (path !== '' && rnd() % 2 === 0) {
          const to = `${['to', 'TO', '%74o'][rnd() % 3]}=${path.slice(comma + 1)}`;
          query = query === undefined ? to : rnd() % 2 === 0 ? `${to}&${query}` : `${query}&${to}`;
          path = comma < 0 ? '' : path.slice(0, comma);
        }
        const variant = written.with({ path, query });
        expect(mailto.parse(variant)).toEqual(mailto.parse(written));
        const normal = mailto.normalize(written);
        expect(mailto.normalize(variant).toString()).toBe(normal.toString());
        // A caller who switches off RFC 3986 §6.2.2.1 (case) and §6.2.2.2 (percent) keeps the
        // escapes as written (the scheme's spelling is not written then), but not another
        // message: the form reads as the parts of the normal form (domains in lower case).
        const own = mailto.normalize(variant, { case: false, percent: false });
        expect(mailto.parse(own)).toEqual(mailto.parse(normal));
      }),
    );
  });

  it('RFC 6068 §2, §5: long values are written like short ones (";" escaped, "!" decoded)', () => {
    const n = 5000;
    expect(registry.normalize(`mailto:a@X?body=${';%21'.repeat(n)}`).toString()).toBe(
      `mailto:a@x?body=${'%3B!'.repeat(n)}`,
    );
    expect(mailto.parse(`mailto:a@x?body=${'%09%0D%0A'.repeat(n)}`).body).toBe('\t\r\n'.repeat(n));
    expect(mailto.parse(`mailto:a@x?subject=${'caf%C3%A9'.repeat(n)}`).subject).toBe(
      'café'.repeat(n),
    );
    expect(mailto.parse(`mailto:${'a'.repeat(n)}@${'B'.repeat(n)}`).to).toEqual([
      `${'a'.repeat(n)}@${'B'.repeat(n)}`,
    ]);
    expectUriError(
      () => mailto.parse(`mailto:?body=${'%41'.repeat(n)}%C3`),
      'INVALID_UTF8',
      13 + 3 * n,
    );
  });

  it('RFC 3986 §6.2.3, RFC 6068 §6: a URI in normal form is given back; capitals alone fold', () => {
    for (const text of [
      'mailto:chris@example.com',
      'mailto:infobot@example.com?subject=current-issue',
      'mailto:joe@example.com?cc=bob@example.com&body=hello',
      'mailto:%22not@me%22@example.org',
      'mailto:user@example.org?subject=caf%C3%A9',
    ]) {
      const uri = parse(text);
      expect(mailto.normalize(uri), text).toBe(uri);
    }
    // §2: domains and hfnames in any case; a `to` hfield in any case joins the path.
    expect(registry.normalize('mailto:list@Example.ORG?In-Reply-To=%3Cm@x%3E').toString()).toBe(
      'mailto:list@example.org?in-reply-to=%3Cm@x%3E',
    );
    expect(registry.normalize('mailto:?tO=a@x&Subject=s').toString()).toBe('mailto:a@x?subject=s');
    // §2 item 1: ";" is encoded in an hfvalue.
    expect(registry.normalize('mailto:a@x?x-y=a;b').toString()).toBe('mailto:a@x?x-y=a%3Bb');
  });
});
