// format writes exactly the escapes RFC 6068 §2 and §5 require, and normalize writes the one
// form format gives (RFC 3986 §6.2.3 with the scheme's rules).
import { createRegistry, UriError } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { mailto } from '../src/index.js';

const registry = createRegistry([mailto]);
const hex = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
const ascii = Array.from({ length: 0x5f }, (_, k) => String.fromCharCode(0x20 + k));
// RFC 3986 §2.3
const UNRESERVED = /[A-Za-z0-9\-._~]/;

describe('RFC 6068 §2, §5: format escapes exactly what the RFC requires', () => {
  it('RFC 6068 §2: in an hfvalue, qchar but ";" stays, everything else is encoded', () => {
    // some-delims = "!" / "$" / "'" / "(" / ")" / "*" / "+" / "," / ";" / ":" / "@", but the
    // prose of §2 (the characters listed for addr-spec) also wants ";" encoded.
    const qchar = (c: string) => UNRESERVED.test(c) || "!$'()*+,:@".includes(c);
    for (const c of [...ascii, '\t']) {
      const uri = mailto.format({ to: [], headers: [['body', `a${c}b`]] }).toString();
      expect(uri, JSON.stringify(c)).toBe(`mailto:?body=a${qchar(c) ? c : hex(c)}b`);
      expect(mailto.parse(uri).body).toBe(`a${c}b`);
    }
  });

  it('RFC 6068 §2: in an hfname the same rule, over the field-name characters', () => {
    const qchar = (c: string) => UNRESERVED.test(c) || "!$'()*+,:@".includes(c);
    for (const c of ascii.filter((c) => c !== ' ' && c !== ':' && !/[A-Z]/.test(c))) {
      const uri = mailto.format({ to: [], headers: [[`x${c}`, '1']] }).toString();
      expect(uri, c).toBe(`mailto:?x${qchar(c) ? c : hex(c)}=1`);
      expect(mailto.parse(uri).headers).toEqual([[`x${c}`, '1']]);
    }
  });

  it('RFC 6068 §2 item 1: in an address, "%", "/ ? # [ ]", "& ; =" (and the separator ",") are encoded; "@" and ":" are not', () => {
    // Each printable character inside a quoted local part (a quoted-pair for '"' and "\").
    const literal = (c: string) => UNRESERVED.test(c) || "!$'()*+:@".includes(c);
    for (const c of ascii.filter((c) => c !== ' ')) {
      const content = c === '"' || c === '\\' ? `\\${c}` : c;
      const uri = mailto.format({ to: [`"${content}"@x`], headers: [] }).toString();
      const written = [...content].map((d) => (literal(d) ? d : hex(d))).join('');
      expect(uri, c).toBe(`mailto:%22${written}%22@x`);
      expect(mailto.parse(uri).to).toEqual([`"${content}"@x`]);
    }
  });

  it('RFC 6068 §5: non-ASCII text is UTF-8, percent-encoded; a space is %20', () => {
    expect(
      mailto.format({ to: ['usér@納豆.example'], headers: [['subject', 'a b ☕ 😀']] }).toString(),
    ).toBe('mailto:us%C3%A9r@%E7%B4%8D%E8%B1%86.example?subject=a%20b%20%E2%98%95%20%F0%9F%98%80');
  });

  it('RFC 6068 §2: the conveniences are written when headers does not hold the field', () => {
    expect(mailto.format({ to: ['a@x'], headers: [], subject: 's', body: 'b' }).toString()).toBe(
      'mailto:a@x?subject=s&body=b',
    );
    expect(
      mailto.format({ to: ['a@x'], headers: [['cc', 'c@y']], body: 'b', cc: 'c@y' }).toString(),
    ).toBe('mailto:a@x?cc=c@y&body=b');
    expect(
      mailto.format({ to: [], headers: [], inReplyTo: '<m@x>', references: '<r@x>' }).toString(),
    ).toBe('mailto:?in-reply-to=%3Cm@x%3E&references=%3Cr@x%3E');
  });

  it('a convenience that disagrees with headers is an error, not a silent choice', () => {
    const p = mailto.parse('mailto:a@x?subject=old');
    expectUriError(() => mailto.format({ ...p, subject: 'new' }), 'INVALID_ARGUMENT');
    expect(mailto.format({ ...p, subject: 'old' }).toString()).toBe('mailto:a@x?subject=old');
  });

  it('format keeps header names as given (case-insensitive, RFC 6068 §2) and the fragment as written', () => {
    expect(
      mailto.format({ to: [], headers: [['In-Reply-To', '<m@x>']], fragment: 'a%20b' }).toString(),
    ).toBe('mailto:?In-Reply-To=%3Cm@x%3E#a%20b');
  });

  it('format refuses parts that are no mailto URI, with the code parse would give', () => {
    const cases: [Parameters<typeof mailto.format>[0], string][] = [
      [{ to: ['a,b@example.org'], headers: [] }, 'MAILTO_INVALID_ADDRESS'],
      [{ to: ['gisle'], headers: [] }, 'MAILTO_INVALID_ADDRESS'],
      [{ to: [''], headers: [] }, 'MAILTO_INVALID_ADDRESS'],
      [{ to: ['a b@x'], headers: [] }, 'MAILTO_INVALID_ADDRESS'],
      [{ to: [], headers: [['x y', 'z']] }, 'MAILTO_INVALID_HFNAME'],
      [{ to: [], headers: [['', 'z']] }, 'MAILTO_INVALID_HFNAME'],
      [{ to: [], headers: [['subject', '\ud800']] }, 'INVALID_UNICODE'],
      [{ to: [], headers: [], fragment: 'a b' }, 'INVALID_CHARACTER'],
    ];
    for (const [p, code] of cases) expectUriError(() => mailto.format(p), code);
  });

  it('parse(format(p)) gives p back for parts read from the RFC examples', () => {
    const p = mailto.parse('mailto:%22not@me%22@example.org?subject=caf%C3%A9&body=a%0D%0Ab#x');
    expect(mailto.parse(mailto.format(p))).toEqual(p);
  });
});

describe('RFC 3986 §6.2.3 with RFC 6068: normalization and equivalence', () => {
  const normal: [string, string][] = [
    ['MAILTO:?TO=Joe@Example.COM&Subject=1%2B1#f', 'mailto:Joe@example.com?subject=1+1#f'],
    ['mailto:%22not%40Me%22@EXAMPLE.org', 'mailto:%22not@Me%22@example.org'],
    ['mailto:user%40Example.ORG', 'mailto:user@example.org'],
    ['mailto:a@%5BIPv6:2001:DB8::1%5D', 'mailto:a@%5Bipv6:2001:db8::1%5D'],
    ['mailto:a@%C3%84B.example', 'mailto:a@%C3%84b.example'],
    ['mailto:a@x?%73ubject=%61%62%3f', 'mailto:a@x?subject=ab%3F'],
    ['mailto:a@x?subject=%21%24%27%28%29%2A%2C%3B%3A%40', "mailto:a@x?subject=!$'()*,%3B:@"],
    ['mailto:a@x?to=&subject=s', 'mailto:a@x?subject=s'],
    ['mailto:A@X?', 'mailto:A@x'],
    ['mailto:%22a%5Cb%22@x', 'mailto:%22a%5Cb%22@x'],
    ['mailto:a@x?keywords=a;b', 'mailto:a@x?keywords=a%3Bb'],
  ];
  for (const [input, expected] of normal) {
    it(`RFC 6068 §2, §5: ${input} → ${expected}`, () => {
      expect(registry.normalize(input).toString()).toBe(expected);
      expect(registry.equivalent(input, expected)).toBe(true);
    });
  }

  it('RFC 3986 §6.2.3: the local part keeps its case, the domain does not', () => {
    expect(registry.equivalent('mailto:Joe@Example.COM', 'mailto:Joe@example.com')).toBe(true);
    expect(registry.equivalent('mailto:Joe@example.com', 'mailto:joe@example.com')).toBe(false);
    expect(registry.equivalent('mailto:%22A%22@x', 'mailto:%22a%22@x')).toBe(false);
  });

  it('normalizeWithReport says the scheme rules changed the URI', () => {
    expect(registry.normalizeWithReport('mailto:?to=a@X').changed).toEqual(['scheme']);
    expect(registry.normalizeWithReport('mailto:a@x').changed).toEqual([]);
  });

  it('a format error is a UriError, never another exception', () => {
    expect(() => mailto.format({ to: ['a,b@x'], headers: [] })).toThrow(UriError);
  });
});
