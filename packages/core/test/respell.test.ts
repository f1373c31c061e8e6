// respellEscapes: percent-encoded text written again for a component without decoding it, as
// percentEncode(percentDecode(x), component, also) writes it (RFC 3986 §2.1, §2.4, §6.2.2.2).
import { fc, test } from '@fast-check/vitest';
import { errorOf, examples, expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import * as core from '../src/plugin.js';
import {
  type EncodeComponent,
  percentDecode,
  percentEncode,
  respellEscapes,
  type UriError,
} from '../src/plugin.js';

const COMPONENTS: readonly EncodeComponent[] = [
  'userinfo',
  'host',
  'segment',
  'path',
  'query',
  'fragment',
];

describe('respellEscapes (RFC 3986 §2.1, §2.4, §6.2.2.2)', () => {
  it('RFC 3986 §2.1: hex digits of the escapes kept are written in upper case ("%2a" is "%2A")', () => {
    expect(respellEscapes('a%2fb', 'segment')).toBe('a%2Fb');
    expect(respellEscapes('%ff%c3%bc', 'path')).toBe('%FF%C3%BC');
    expect(respellEscapes('%e3%82%a2', 'query')).toBe('%E3%82%A2');
  });

  it('RFC 3986 §2.1: "%20" is the escape of SP, which no component holds literally', () => {
    for (const component of COMPONENTS) {
      expect(respellEscapes('a%20b', component)).toBe('a%20b');
      expect(respellEscapes('a b', component)).toBe('a%20b');
    }
  });

  it('RFC 3986 §6.2.2.2, §2.3: escapes of unreserved characters (%41-%5A, %61-%7A, %30-%39, %2D, %2E, %5F, %7E) are decoded', () => {
    for (const component of COMPONENTS) {
      expect(respellEscapes('%41%5A%61%7A%30%39%2D%2E%5F%7E', component)).toBe('AZaz09-._~');
    }
  });

  it('RFC 3986 §6.2.2: "/b/%63/%7bfoo%7d" is written "/b/c/%7Bfoo%7D" (the example of §6.2.2)', () => {
    expect(respellEscapes('/b/%63/%7bfoo%7d', 'path')).toBe('/b/c/%7Bfoo%7D');
  });

  it('RFC 3986 §2.4: "%25" stays, a literal "%" is data only as "%25"', () => {
    expect(respellEscapes('100%25', 'query')).toBe('100%25');
    expect(percentEncode(percentDecode('100%25'), 'query')).toBe('100%25');
  });

  it('RFC 3986 §2.4: a "%" that starts no escape is INVALID_PERCENT_ENCODING at its index', () => {
    expectUriError(() => respellEscapes('ab%2', 'path'), 'INVALID_PERCENT_ENCODING', 2);
    expectUriError(() => respellEscapes('%41%g1', 'path'), 'INVALID_PERCENT_ENCODING', 3);
  });

  it('RFC 3986 §2.5: a character outside ASCII is written as the escapes of its UTF-8 octets ("À" is "%C3%80", "ア" is "%E3%82%A2")', () => {
    expect(respellEscapes('À', 'path')).toBe('%C3%80');
    expect(respellEscapes('ア', 'fragment')).toBe('%E3%82%A2');
    expect(respellEscapes('a😀', 'segment')).toBe('a%F0%9F%98%80');
  });

  it('RFC 3986 §2.5: a lone surrogate has no UTF-8 form: INVALID_UNICODE at its index', () => {
    expectUriError(() => respellEscapes('ab\uD800c', 'path'), 'INVALID_UNICODE', 2);
  });

  it('RFC 3986 §2.5: escapes of octets that are not UTF-8 are kept (octet data), hex in upper case', () => {
    expect(respellEscapes('%ff%FE%c3', 'segment')).toBe('%FF%FE%C3');
    expect(respellEscapes('%80a', 'path')).toBe('%80a');
  });

  it('RFC 3986 §2.2: reserved characters a component holds are decoded; those it does not, escaped', () => {
    // §3.3: a segment holds ":" and "@" but not "/" or "?"; a path holds "/" too.
    expect(respellEscapes('%3A%40%2F%3F', 'segment')).toBe(':@%2F%3F');
    expect(respellEscapes('%3A%40%2F%3F', 'path')).toBe(':@/%3F');
    // §3.4: a query holds "/" and "?"; §3.2.1: a userinfo holds ":" but not "@".
    expect(respellEscapes('%2F%3F%23', 'query')).toBe('/?%23');
    expect(respellEscapes('u%3Ap%40h', 'userinfo')).toBe('u:p%40h');
    // §3.2.2: a reg-name holds sub-delims, not ":".
    expect(respellEscapes('a%21b%3Ac', 'host')).toBe('a!b%3Ac');
  });

  it('RFC 3986 §2.2: characters a scheme reserves (`also`) are escaped, their escapes kept (RFC 1738 §3.2.2\'s ";" in an ftp name)', () => {
    expect(respellEscapes('a;b%3Bc', 'segment', ';')).toBe('a%3Bb%3Bc');
    expect(respellEscapes('a;b%3Bc', 'segment')).toBe('a;b;c');
    expect(percentEncode(percentDecode('a;b%3Bc'), 'segment', ';')).toBe('a%3Bb%3Bc');
  });

  it('RFC 3986 §2.2: a separator stays as it stands and its escape stays an escape (it is data)', () => {
    // RFC 1738 §3.2.2: "/" separates the cwds of an ftp path; "%2F" is a "/" inside one.
    expect(respellEscapes('/a%2Fb/%63;d', 'segment', ';', '/')).toBe('/a%2Fb/c%3Bd');
    // RFC 4157 §2: ";" and "=" separate prospero fields; a "/" in a field is escaped.
    expect(respellEscapes(';a=b/c;d%3De=f', 'segment', ';=', ';=')).toBe(';a=b%2Fc;d%3De=f');
    // A separator the component could not hold literally passes too.
    expect(respellEscapes('a?b%3Fc', 'path', '', '?')).toBe('a?b%3Fc');
  });

  it('RFC 3986 §6.2.2.2: only text[start, end) is written again; the rest is kept as it stands', () => {
    expect(respellEscapes('%41/%41', 'segment', '', '', 0, 3)).toBe('A/%41');
    expect(respellEscapes('%41/%41', 'segment', '', '', 4)).toBe('%41/A');
    expect(respellEscapes('a;b;c', 'segment', ';', '', 2, 3)).toBe('a;b;c');
    expect(respellEscapes('a;b;c', 'segment', ';', '', 1, 2)).toBe('a%3Bb;c');
    expect(respellEscapes('%zz%41', 'segment', '', '', 3)).toBe('%zzA');
  });

  it('RFC 3986 §6.2.2.2: text written so already comes back as the same string', () => {
    for (const s of ['', 'abc', '/a%2Fb/c', '%C3%BC;x=%3D', 'x'.repeat(5000)]) {
      expect(respellEscapes(s, 'segment', ';=', '/;=')).toBe(s);
    }
    const s = 'a%41b';
    expect(respellEscapes(s, 'segment', '', '', 4)).toBe(s);
  });

  it('RFC 3986 §6.2.2.2: a long text is written in one pass (no string per escape)', () => {
    const n = 200_000;
    expect(respellEscapes('%7e;'.repeat(n), 'segment', ';')).toBe('~%3B'.repeat(n));
    expect(respellEscapes('%7e'.repeat(n), 'path').length).toBe(n);
  });

  it('refuses a component it does not know and a range outside the text: INVALID_ARGUMENT', () => {
    for (const name of ['nope', 'toString', '__proto__']) {
      expect(errorOf(() => respellEscapes('a', name as EncodeComponent)).code).toBe(
        'INVALID_ARGUMENT',
      );
    }
    expect(errorOf(() => respellEscapes('abc', 'path', '', '', 2, 1)).code).toBe(
      'INVALID_ARGUMENT',
    );
    expect(errorOf(() => respellEscapes('abc', 'path', '', '', 0, 4)).code).toBe(
      'INVALID_ARGUMENT',
    );
    expect(errorOf(() => respellEscapes(1 as unknown as string, 'path')).code).toBe(
      'INVALID_ARGUMENT',
    );
  });

  // Text as a URI component holds it, or any text at all: escapes of any octet in either
  // case, characters of every kind.
  const piece = fc.oneof(
    fc.constantFrom(...'aZ09-._~!$&\'()*+,;=:@/?#[] %"<>\\^`{|}'.split('')),
    fc
      .integer({ min: 0, max: 255 })
      .chain((o) =>
        fc
          .boolean()
          .map(
            (upper) =>
              `%${o.toString(16).padStart(2, '0')[upper ? 'toUpperCase' : 'toLowerCase']()}`,
          ),
      ),
    fc.string({ unit: 'grapheme', maxLength: 2 }),
  );
  const text = fc.array(piece, { maxLength: 24 }).map((a) => a.join(''));
  const also = fc.subarray([...";:@&=,/?+$'"], { maxLength: 4 }).map((a) => a.join(''));

  test.prop([text, fc.constantFrom(...COMPONENTS), also])(
    'RFC 3986 §2.1, §2.4, §6.2.2.2: wherever x decodes to UTF-8, the result is percentEncode(percentDecode(x), component, also)',
    (x, component, reserved) => {
      let decoded: string;
      try {
        decoded = percentDecode(x);
      } catch {
        // Not UTF-8 (or a bad escape): the escapes are kept, a bad one is refused as
        // percentDecode refuses it.
        let got: string | undefined;
        try {
          got = respellEscapes(x, component, reserved);
        } catch (e) {
          expect((e as UriError).code).toBe('INVALID_PERCENT_ENCODING');
          return;
        }
        expect(respellEscapes(got, component, reserved)).toBe(got);
        return;
      }
      expect(respellEscapes(x, component, reserved)).toBe(
        percentEncode(decoded, component, reserved),
      );
    },
  );

  test.prop([text, text, fc.constantFrom(...COMPONENTS), also])(
    'RFC 3986 §2.2: with separators, each piece between them is written as percentEncode writes it, the separators as they stand',
    (a, b, component, reserved) => {
      fc.pre(!a.includes('/') && !b.includes('/'));
      let expected: string;
      try {
        expected = `${percentEncode(percentDecode(a), component, `${reserved}/`)}/${percentEncode(percentDecode(b), component, `${reserved}/`)}`;
      } catch {
        return; // not UTF-8: the first property covers it
      }
      expect(respellEscapes(`${a}/${b}`, component, reserved, '/')).toBe(expected);
    },
  );

  test.prop([text, fc.constantFrom(...COMPONENTS), also])(
    'RFC 3986 §2.4: never decoded or encoded twice: writing the result again changes nothing',
    (x, component, reserved) => {
      let once: string;
      try {
        once = respellEscapes(x, component, reserved);
      } catch {
        return; // a bad escape, refused above
      }
      expect(respellEscapes(once, component, reserved)).toBe(once);
    },
  );
});

// The @example of respellEscapes (and of the rest of percent.ts) runs as written.
examples(new URL('../src/percent.ts', import.meta.url), {
  modules: { '@urikit/core': core },
  context: { ...core },
});
