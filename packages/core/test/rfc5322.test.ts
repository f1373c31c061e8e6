// RFC 5322 atoms read from URI text: isAtext (§3.2.3) and dotAtomEnd (§3.2.3 dot-atom-text, the
// local part and domain of an addr-spec, §3.4.1), which mailto (RFC 6068 §2) and news (RFC 5536
// §3.1.3) share.
import { fc, test } from '@fast-check/vitest';
import { examples } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import * as core from '../src/plugin.js';
import { dotAtomEnd, isAtext } from '../src/plugin.js';

const ATEXT_MARKS = "!#$%&'*+-/=?^_`{|}~";
const SPECIALS = '()<>[]:;@\\,."';

describe('isAtext (RFC 5322 §3.2.3)', () => {
  it('RFC 5322 §3.2.3: atext = ALPHA / DIGIT / "!" / "#" / "$" / "%" / "&" / "\'" / "*" / "+" / "-" / "/" / "=" / "?" / "^" / "_" / "`" / "{" / "|" / "}" / "~"', () => {
    for (const ch of `azAZ09${ATEXT_MARKS}`) expect(isAtext(ch.charCodeAt(0)), ch).toBe(true);
  });

  it('RFC 5322 §3.2.3: the specials, space, controls and DEL are not atext', () => {
    for (const ch of `${SPECIALS} \t\r\n\0\x7f`) expect(isAtext(ch.charCodeAt(0)), ch).toBe(false);
  });

  it('RFC 5322 §3.2.3: exactly the printable US-ASCII characters but the specials', () => {
    for (let c = 0; c < 128; c++) {
      const printable = c >= 0x21 && c <= 0x7e;
      expect(isAtext(c), String(c)).toBe(printable && !SPECIALS.includes(String.fromCharCode(c)));
    }
  });

  it('RFC 6532 §3.2: octets beyond ASCII are atext only for internationalized mail (utf8)', () => {
    expect(isAtext(0xc3)).toBe(false);
    expect(isAtext(0xc3, true)).toBe(true);
    expect(isAtext(0xe9, true)).toBe(true);
    expect(isAtext(-1, true)).toBe(false);
  });
});

describe('dotAtomEnd (RFC 5322 §3.2.3, §3.4.1)', () => {
  it('RFC 5322 §3.4.1, Appendix A.1.2: the local part and the domain of john.q.public@example.com', () => {
    const a = 'john.q.public@example.com';
    expect(dotAtomEnd(a)).toBe(13); // at the "@"
    expect(dotAtomEnd(a, 14)).toBe(a.length);
    expect(dotAtomEnd('sysservices@example.net')).toBe(11);
    expect(dotAtomEnd('jdoe@example.org', 5)).toBe(16);
  });

  it('RFC 5322 §3.2.3: dot-atom-text = 1*atext *("." 1*atext): "?" and "/" are atext, a space or a special ends it', () => {
    expect(dotAtomEnd('Who?')).toBe(4);
    expect(dotAtomEnd("a/b=c?d^e_f`g{h|i}j~k!l#m$n&o'p*q+r-s")).toBe(37);
    expect(dotAtomEnd('Mary Smith')).toBe(4);
    expect(dotAtomEnd('a,b')).toBe(1);
    expect(dotAtomEnd('a(b)')).toBe(1);
  });

  it('RFC 5322 §3.2.3: an atom is missing at the start, between two dots or after a last dot: -1 - where it should start', () => {
    expect(dotAtomEnd('.john')).toBe(-1);
    expect(dotAtomEnd('john..doe')).toBe(-6);
    expect(dotAtomEnd('john.')).toBe(-6);
    expect(dotAtomEnd('john.@x')).toBe(-6);
    expect(dotAtomEnd('')).toBe(-1);
    // A quoted string (§3.2.4) is not a dot-atom: "Joe Q. Public" is read elsewhere.
    expect(dotAtomEnd('"Joe Q. Public"')).toBe(-1);
  });

  it('RFC 5322 §3.4.1, Appendix A.5: a domain that starts with a comment (CFWS) holds no dot-atom-text there', () => {
    expect(dotAtomEnd("c@(Chris's host.)public.example", 2)).toBe(-3);
  });

  it('RFC 3986 §2.1: in URI text an escape is the octet it stands for ("%2E" a dot, "%40" an "@")', () => {
    expect(dotAtomEnd('john%2Eq%2epublic%40example.com')).toBe(17);
    expect(dotAtomEnd('a%2E%2Eb')).toBe(-5);
    expect(dotAtomEnd('%61%62')).toBe(6);
    expect(dotAtomEnd('a%20b')).toBe(1);
    // A "%" that starts no escape ends the atom (URI text has none).
    expect(dotAtomEnd('a%zz')).toBe(1);
  });

  it('RFC 6532 §3.2: with utf8, UTF-8 octets (escaped or not) are atext', () => {
    expect(dotAtomEnd('caf%C3%A9.example')).toBe(3);
    expect(dotAtomEnd('caf%C3%A9.example', 0, 17, true)).toBe(17);
    expect(dotAtomEnd('café', 0, 4, true)).toBe(4);
  });

  it('RFC 5322 §3.2.3: the scan stops at `end` (an address list split on ",")', () => {
    expect(dotAtomEnd('a.b,c.d', 0, 3)).toBe(3);
    expect(dotAtomEnd('a.b,c.d', 4, 7)).toBe(7);
    expect(dotAtomEnd('a.,c', 0, 2)).toBe(-3);
  });

  // Tokens of a dot-atom scan, each written literally or as an escape.
  const token = fc.constantFrom(...'aZ9!#%&/=?^_`{|}~.@ ,;"[]\x7f', '\u00e9');
  const spelled = fc.array(fc.tuple(token, fc.boolean()), { maxLength: 16 });

  test.prop([spelled, fc.boolean()])(
    'RFC 5322 §3.2.3: the end is where 1*atext *("." 1*atext) stops on the octets, wherever they are escaped',
    (tokens, utf8) => {
      // The text, and where each token starts in it.
      let text = '';
      const at: number[] = [];
      for (const [ch, escaped] of tokens) {
        at.push(text.length);
        const code = ch.charCodeAt(0);
        text +=
          escaped || ch === '%' || code > 0x7f
            ? `%${code.toString(16).toUpperCase().padStart(2, '0')}`
            : ch;
      }
      at.push(text.length);
      // The grammar over the tokens.
      const atext = (i: number) =>
        i < tokens.length &&
        (tokens[i]![0].charCodeAt(0) > 0x7f ? utf8 : !`${SPECIALS} \x7f`.includes(tokens[i]![0]));
      let i = 0;
      let expected: number;
      for (;;) {
        const from = i;
        while (atext(i)) i++;
        if (i === from) {
          expected = -1 - at[i]!;
          break;
        }
        if (i === tokens.length || tokens[i]![0] !== '.') {
          expected = at[i]!;
          break;
        }
        i++;
      }
      expect(dotAtomEnd(text, 0, text.length, utf8)).toBe(expected);
    },
  );
});

// The @examples of rfc5322.ts run as written.
examples(new URL('../src/rfc5322.ts', import.meta.url), {
  modules: { '@urikit/core': core },
  context: { ...core },
});
