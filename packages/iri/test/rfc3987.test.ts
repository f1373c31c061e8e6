// The examples and rules of RFC 3987, section by section. The RFC writes non-ASCII characters in
// "XML Notation" (&#xE9;) and right-to-left letters in "Bidi Notation" (upper case); here they
// are the characters themselves, and Hebrew letters stand for the upper-case ones.
import { createRegistry, isUriReference, parse, resolve, UriError } from '@urikit/core';
import { http, https } from '@urikit/http';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import {
  checkIri,
  equivalentIri,
  iriToUri,
  isAbsoluteIri,
  isIri,
  isIriReference,
  normalizeIri,
  parseIri,
  resolveIri,
  tryParseIri,
  uriToIri,
} from '../src/index.js';

const registry = createRegistry([http, https]);

describe('RFC 3987 §2.2: the IRI grammar', () => {
  it('RFC 3987 §2.2: ucschar is allowed in iuserinfo, ireg-name, ipath, iquery and ifragment', () => {
    const iri = parseIri('http://ü:ß@例え.jp/引き/出し?ü=€#𐌀');
    expect(iri.userinfo).toBe('ü:ß');
    expect(iri.host).toBe('例え.jp');
    expect(iri.hostKind).toBe('reg-name');
    expect(iri.path).toBe('/引き/出し');
    expect(iri.query).toBe('ü=€');
    expect(iri.fragment).toBe('𐌀');
    expect(iri.authority).toBe('ü:ß@例え.jp');
    expect(Object.isFrozen(iri)).toBe(true);
  });

  it('RFC 3987 §2.2: the ends of every ucschar range are allowed, the code points just outside are not', () => {
    const inside = [0xa0, 0xd7ff, 0xf900, 0xfdcf, 0xfdf0, 0xffef, 0x10000, 0x1fffd, 0x20000];
    const more = [0xdfffd, 0xe1000, 0xefffd];
    for (const cp of [...inside, ...more]) {
      expect(isIriReference(`a${String.fromCodePoint(cp)}`), cp.toString(16)).toBe(true);
    }
    const outside = [0x80, 0x9f, 0xfdd0, 0xfdef, 0xfff0, 0xfffd, 0xfffe, 0xffff, 0x1fffe, 0x1ffff];
    for (const cp of [...outside, 0xe0000, 0xe0fff, 0xe0001]) {
      expectUriError(() => parseIri(`a${String.fromCodePoint(cp)}`), 'IRI_NOT_UCSCHAR', 1);
    }
  });

  it('RFC 3987 §2.2: iprivate is allowed in the iquery only', () => {
    for (const cp of [0xe000, 0xf8ff, 0xf0000, 0xffffd, 0x100000, 0x10fffd]) {
      const ch = String.fromCodePoint(cp);
      expect(parseIri(`http://a/?${ch}`).query).toBe(ch);
      expectUriError(() => parseIri(`http://a/${ch}`), 'IRI_PRIVATE_USE', 9);
      expectUriError(() => parseIri(`http://a/?#${ch}`), 'IRI_PRIVATE_USE', 11);
      expectUriError(() => parseIri(`http://${ch}/`), 'IRI_PRIVATE_USE', 7);
      expectUriError(() => parseIri(`http://${ch}@a/`), 'IRI_PRIVATE_USE', 7);
    }
    const e = tryParseIri('x:/\uE000');
    expect(!e.ok && e.error.component).toBe('path');
  });

  it('RFC 3987 §2.2: scheme, port and IP-literal keep the ASCII rules of RFC 3986', () => {
    expectUriError(() => parseIri('hé:x'), 'INVALID_SCHEME', 2);
    expectUriError(() => parseIri('http://a:8ü/'), 'INVALID_PORT', 10);
    expectUriError(() => parseIri('http://[::ü]/'), 'INVALID_IPV6', 10);
    expectUriError(() => parseIri('http://[v1.ü]/'), 'INVALID_IPVFUTURE', 11);
    expect(parseIri('http://[v1.x]/').hostKind).toBe('ipvfuture');
  });

  it('RFC 3987 §2.2: a lone surrogate is no character at all', () => {
    expectUriError(() => parseIri('http://a/\uD800'), 'IRI_NOT_UCSCHAR', 9);
    expectUriError(() => parseIri('http://a/\uDC00x'), 'IRI_NOT_UCSCHAR', 9);
    expect(parseIri('http://a/\uD800\uDC00').path).toBe('/𐀀');
  });

  it('RFC 3987 §2.2: "This syntax does not support IPv6 scoped addressing zone identifiers"', () => {
    expectUriError(() => parseIri('http://[fe80::1%25eth0]/'), 'ZONE_ID_NOT_ALLOWED', 15);
  });

  it('RFC 3987 §2.2: IRI, IRI-reference and absolute-IRI are three productions', () => {
    expect([
      isIri('http://ü/#f'),
      isIriReference('http://ü/#f'),
      isAbsoluteIri('http://ü/#f'),
    ]).toEqual([true, true, false]);
    expect([isIri('//ü/'), isIriReference('//ü/'), isAbsoluteIri('//ü/')]).toEqual([
      false,
      true,
      false,
    ]);
    expect(isIri(42)).toBe(false);
    expectUriError(() => parseIri('//ü/', { kind: 'iri' }), 'MISSING_SCHEME', 0);
    expectUriError(() => parseIri('a:ü#f', { kind: 'absolute' }), 'UNEXPECTED_FRAGMENT', 3);
    expectUriError(() => parseIri(42 as unknown as string), 'INVALID_ARGUMENT', 0);
  });

  it('RFC 3987 §2.2: errors of the shared rules name the character of the IRI, not a stand-in', () => {
    const r = tryParseIri('http://a:8ü/');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.input).toBe('http://a:8ü/');
      expect(r.error.message).toContain('"ü" (U+00FC)');
      expect(r.error.component).toBe('port');
    }
    expectUriError(() => parseIri('http://例え.jp/a b'), 'INVALID_CHARACTER', 14);
    expectUriError(() => parseIri('http://例え.jp/%zz'), 'INVALID_PERCENT_ENCODING', 14);
  });

  it('RFC 3987 §2.2: the first error in the text is the one reported', () => {
    expectUriError(() => parseIri('http://a b/\u202E'), 'INVALID_HOST', 8);
    expectUriError(() => parseIri('http://ab/\u202E b'), 'IRI_BIDI_FORMATTING', 10);
  });
});

describe('RFC 3987 §3.1: mapping of IRIs to URIs', () => {
  it('RFC 3987 §3.1: "http://résumé.example.org" may be converted to "http://r%C3%A9sum%C3%A9.example.org"', () => {
    expect(iriToUri('http://résumé.example.org')).toBe('http://r%C3%A9sum%C3%A9.example.org');
  });

  it('RFC 3987 §3.1: the validator example: "http%3A%2F%2Fr" stays, "é" is encoded', () => {
    expect(iriToUri('http://validator.w3.org/check?uri=http%3A%2F%2Frésumé.example.org')).toBe(
      'http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org',
    );
  });

  it('RFC 3987 §3.1: "http://www.example.org/red%09rosé#red" is converted to "http://www.example.org/red%09ros%C3%A9#red"', () => {
    expect(iriToUri('http://www.example.org/red%09rosé#red')).toBe(
      'http://www.example.org/red%09ros%C3%A9#red',
    );
  });

  it('RFC 3987 §3.1: the Old Italic letters outside the BMP become four octets each', () => {
    expect(iriToUri('http://example.com/\u{10300}\u{10301}\u{10302}')).toBe(
      'http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82',
    );
  });

  it('RFC 3987 §3.1: "The mapping is also an identity transformation for URIs and is idempotent"', () => {
    for (const uri of ['http://a/%c3%a9?%20#%23', 'foo:%7e', '//[::1]:80/?a=b', '']) {
      expect(iriToUri(uri)).toBe(uri);
    }
    const once = iriToUri('http://ü/é?ß#€');
    expect(iriToUri(once)).toBe(once);
    expect(isUriReference(once)).toBe(true);
  });

  it('RFC 3987 §3.1: "#", "%", "[" and "]" MUST NOT be converted; characters URIs lack make the conversion fail', () => {
    expect(iriToUri('http://[::1]/%41#é')).toBe('http://[::1]/%41#%C3%A9');
    for (const [text, code, at] of [
      ['http://a/é é', 'INVALID_CHARACTER', 10],
      ['http://a/<é>', 'INVALID_CHARACTER', 9],
      ['http://a/{é}', 'INVALID_CHARACTER', 9],
      ['http://a/é|', 'INVALID_CHARACTER', 10],
      ['http://a/é\\', 'INVALID_CHARACTER', 10],
      ['http://a/é^', 'INVALID_CHARACTER', 10],
      ['http://a/é`', 'INVALID_CHARACTER', 10],
      ['http://a/é"', 'INVALID_CHARACTER', 10],
    ] as const) {
      expectUriError(() => iriToUri(text), code, at);
    }
  });

  it('RFC 3987 §3.1 step 2: each ucschar and iprivate character becomes UTF-8 octets with upper-case hex', () => {
    expect(iriToUri('x:/\u00a0\u07ff\u0800\uffef\u{10000}\u{dfffd}?\uE000\u{10fffd}')).toBe(
      'x:/%C2%A0%DF%BF%E0%A0%80%EF%BF%AF%F0%90%80%80%F3%9F%BF%BD?%EE%80%80%F4%8F%BF%BD',
    );
    expectUriError(() => iriToUri('x:/\u{10fffd}'), 'IRI_PRIVATE_USE', 3);
  });

  it('RFC 3987 §3.1: an Iri maps to the core Uri every scheme plugin takes', () => {
    const uri = parseIri('http://exämple.com:80/ü').toUri();
    expect(uri.host).toBe('ex%C3%A4mple.com');
    expect(registry.parse(uri).parts.path).toBe('/%C3%BC');
    expect(registry.normalize(uri).toString()).toBe('http://ex%C3%A4mple.com/%C3%BC');
  });
});

describe('RFC 3987 §3.2: converting URIs to IRIs', () => {
  it('RFC 3987 §3.2.1: "http://www.example.org/D%C3%BCrst" becomes "http://www.example.org/Dürst"', () => {
    expect(uriToIri('http://www.example.org/D%C3%BCrst')).toBe('http://www.example.org/Dürst');
  });

  it('RFC 3987 §3.2.1: "%FC" is not part of a strictly legal UTF-8 sequence and stays', () => {
    expect(uriToIri('http://www.example.org/D%FCrst')).toBe('http://www.example.org/D%FCrst');
    expect(uriToIri('http://www.example.org/D%fcrst')).toBe('http://www.example.org/D%FCrst');
  });

  it('RFC 3987 §3.2.1: "%e2%80%ae" (U+202E) is re-percent-encoded as "%E2%80%AE"; "xn--99zt52a" is not converted', () => {
    expect(uriToIri('http://xn--99zt52a.example.org/%e2%80%ae')).toBe(
      'http://xn--99zt52a.example.org/%E2%80%AE',
    );
  });

  it('RFC 3987 §3.2: "http://www.example.org/r%E9sum%E9.html" MUST NOT be read as iso-8859-1', () => {
    expect(uriToIri('http://www.example.org/r%E9sum%E9.html')).toBe(
      'http://www.example.org/r%E9sum%E9.html',
    );
  });

  it('RFC 3987 §6.4: "r%E9sum%E9.xml#r%C3%A9sum%C3%A9" becomes "r%E9sum%E9.xml#résumé"', () => {
    expect(uriToIri('http://www.example.org/r%E9sum%E9.xml#r%C3%A9sum%C3%A9')).toBe(
      'http://www.example.org/r%E9sum%E9.xml#résumé',
    );
  });

  it('RFC 3987 Authors\' Addresses: "http://www.w3.org/People/D%C3%BCrst/" is "the percent-encoded form of an IRI"', () => {
    expect(uriToIri('http://www.w3.org/People/D%C3%BCrst/')).toBe(
      'http://www.w3.org/People/Dürst/',
    );
    expect(iriToUri('http://www.w3.org/People/Dürst/')).toBe(
      'http://www.w3.org/People/D%C3%BCrst/',
    );
  });

  it('RFC 3987 §3.2 step 2: reserved characters and "%" stay encoded', () => {
    expect(uriToIri('http://a/%2F%3F%23%25%5B%5D%40%21%3D')).toBe(
      'http://a/%2F%3F%23%25%5B%5D%40%21%3D',
    );
  });

  it('RFC 3987 §3.2 step 3: octets that are not strictly legal UTF-8 are re-encoded, the legal ones around them decoded', () => {
    expect(uriToIri('x:/%CE%CE%B1')).toBe('x:/%CEα');
    expect(uriToIri('x:/%E3%82%E3%82%A4')).toBe('x:/%E3%82イ');
    expect(uriToIri('x:/%C0%AF..')).toBe('x:/%C0%AF..'); // overlong "/": RFC 3987 §8
    expect(uriToIri('x:/%ED%A0%80')).toBe('x:/%ED%A0%80'); // a surrogate
    expect(uriToIri('x:/%F4%90%80%80')).toBe('x:/%F4%90%80%80'); // above U+10FFFF
    expect(uriToIri('x:/%E0%9F%BF')).toBe('x:/%E0%9F%BF'); // overlong three-octet form
    expect(uriToIri('x:/%F0%8F%BF%BF')).toBe('x:/%F0%8F%BF%BF'); // overlong four-octet form
    expect(uriToIri('x:/%80%BF')).toBe('x:/%80%BF');
  });

  it('RFC 3987 §3.2 step 4: characters not appropriate by §2.2, §4.1 and §6.1 are re-encoded', () => {
    expect(uriToIri('x:/%C2%85')).toBe('x:/%C2%85'); // C1 control, not ucschar
    expect(uriToIri('x:/%EF%BF%BE')).toBe('x:/%EF%BF%BE'); // noncharacter
    expect(uriToIri('x:/%E2%80%8F')).toBe('x:/%E2%80%8F'); // RLM, §4.1
    expect(uriToIri('x:/%E2%81%A6')).toBe('x:/%E2%81%A6'); // LRI
    expect(uriToIri('x:/%E2%80%8B')).toBe('x:/%E2%80%8B'); // zero width space, §6.1
    expect(uriToIri('x:/%C2%A0%E3%80%80')).toBe('x:/%C2%A0%E3%80%80'); // spaces, §6.1
    expect(uriToIri('x:/?%EE%80%80')).toBe('x:/?%EE%80%80'); // private use
  });

  it('RFC 3987 §3.2: "will always result in an IRI that maps back to the URI used as an input"', () => {
    for (const uri of [
      'http://www.example.org/D%C3%BCrst',
      'http://xn--99zt52a.example.org/%e2%80%ae',
      'x:/%CE%CE%B1?%EE%80%80#%F0%9F%8D%A3',
      'http://a/%41%2e%2E',
    ]) {
      const back = iriToUri(uriToIri(uri));
      expect(back.toUpperCase()).toBe(uri.toUpperCase());
      expect(
        back.replace(/%[0-9a-f]{2}/gi, (e) =>
          Number.parseInt(e.slice(1), 16) < 0x80 ? e : e.toUpperCase(),
        ),
      ).toBe(
        uri.replace(/%[0-9a-f]{2}/gi, (e) =>
          Number.parseInt(e.slice(1), 16) < 0x80 ? e : e.toUpperCase(),
        ),
      );
    }
  });

  it('RFC 3987 §3.2: a URI to convert must be a valid URI', () => {
    expectUriError(() => uriToIri('http://a/ü'), 'INVALID_CHARACTER', 9);
    expectUriError(() => uriToIri('//a', { kind: 'iri' }), 'MISSING_SCHEME', 0);
    expect(uriToIri(parse('http://a/%C3%A9'))).toBe('http://a/é');
  });
});

describe('RFC 3987 §4: bidirectional IRIs', () => {
  it('RFC 3987 §4.1: "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, and PDF)"', () => {
    for (const ch of ['\u200E', '\u200F', '\u202A', '\u202B', '\u202D', '\u202E', '\u202C']) {
      expectUriError(() => parseIri(`http://a/b${ch}c`), 'IRI_BIDI_FORMATTING', 10);
      expect(isIri(`http://a/?${ch}`)).toBe(false);
    }
  });

  it('RFC 3987 §4.1: the later Bidi_Control characters (ALM, the isolates) are refused as well', () => {
    for (const ch of ['\u061C', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expectUriError(() => parseIri(`x:${ch}`), 'IRI_BIDI_FORMATTING', 2);
    }
  });

  // Bidi Notation: upper-case letters are right-to-left. These IRIs put Hebrew letters there.
  const A = 'אבגדהוזחטיכלמנסע';
  const rtl = (s: string) => s.replace(/[A-Z]/g, (c) => A[c.charCodeAt(0) - 65]!);

  it('RFC 3987 §4.4: Examples 1 to 7 and 10 keep the §4.2 restrictions', () => {
    for (const example of [
      'http://ab.CDEFGH.ij/kl/mn/op.html',
      'http://ab.CDE.FGH/ij/kl/mn/op.html',
      'http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV',
      'http://AB.CD.ef/gh/IJ/KL.html',
      'http://ab.cd.EF/GH/ij/kl.html',
      'http://ab.CD.EF/GH/IJ/kl.html',
      'http://ab.CDE123FGH.ij/kl/mn/op.html',
      'http://ab.CDEFGH.123/kl/mn/op.html',
    ]) {
      expect(checkIri(rtl(example)), example).toEqual([]);
    }
  });

  it('RFC 3987 §4.4: Example 8 (not allowed): numbers at the start or end of an rtl component', () => {
    const found = checkIri(rtl('http://ab.cd.ef/GH1/2IJ/KL.html'));
    expect(found.map((f) => [f.code, f.index, f.component])).toEqual([
      ['IRI_BIDI_EDGES', 16, 'path'],
      ['IRI_BIDI_EDGES', 20, 'path'],
    ]);
    expect(found[0]!.severity).toBe('warning');
    expect(found[0]!.message).toMatch(/^RFC 3987 §4\.2: /);
    expect(Object.isFrozen(found) && Object.isFrozen(found[0])).toBe(true);
  });

  it('RFC 3987 §4.4: Example 9 (not allowed): the numbers of Example 8 percent-encoded', () => {
    expect(checkIri(rtl('http://ab.cd.ef/GH%31/%32IJ/KL.html')).map((f) => f.code)).toEqual([
      'IRI_BIDI_EDGES',
      'IRI_BIDI_EDGES',
    ]);
  });

  it('RFC 3987 §4.2 rule 1: "A component SHOULD NOT use both right-to-left and left-to-right characters"', () => {
    expect(
      checkIri(rtl('http://abCD.example/')).map((f) => [f.code, f.index, f.component]),
    ).toEqual([
      ['IRI_BIDI_MIXED', 7, 'host'],
      ['IRI_BIDI_EDGES', 7, 'host'],
    ]);
    expect(checkIri(rtl('http://x/?q=ABcd')).map((f) => [f.code, f.index])).toEqual([
      ['IRI_BIDI_MIXED', 12],
      ['IRI_BIDI_EDGES', 12],
    ]);
    expect(checkIri(rtl('http://ABc@x/#dEF')).map((f) => [f.code, f.component])).toEqual([
      ['IRI_BIDI_MIXED', 'userinfo'],
      ['IRI_BIDI_EDGES', 'userinfo'],
      ['IRI_BIDI_MIXED', 'fragment'],
      ['IRI_BIDI_EDGES', 'fragment'],
    ]);
  });

  it('RFC 3987 §4.2: Arabic letters are right-to-left too, Arabic digits are weak', () => {
    expect(checkIri('http://x/مرحبا')).toEqual([]);
    expect(checkIri('http://x/مرحبا٣').map((f) => f.code)).toEqual(['IRI_BIDI_EDGES']);
  });
});

describe('RFC 3987 §5: normalization and comparison', () => {
  it('RFC 3987 §5.3.1: simple string comparison does not map IRIs to URIs', () => {
    expect(parseIri('http://example.org/rosé').equals('http://example.org/rosé')).toBe(true);
    expect(parseIri('http://example.org/rosé').equals('http://example.org/ros%C3%A9')).toBe(false);
    expect(parseIri('http://example.org/rosé').equals(parseIri('http://example.org/rosé'))).toBe(
      true,
    );
    expect(equivalentIri('http://a/ü', 'http://a/ü')).toBe(true);
    expectUriError(() => equivalentIri('http://a b/', 'http://a b/'), 'INVALID_HOST', 8);
  });

  it('RFC 3987 §5.3.2: "example://a/b/c/%7Bfoo%7D/rosé" and "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9" are equivalent', () => {
    expect(
      equivalentIri(
        'example://a/b/c/%7Bfoo%7D/rosé',
        'eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9',
      ),
    ).toBe(true);
    expect(normalizeIri('eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9').toString()).toBe(
      'example://a/b/c/%7Bfoo%7D/rosé',
    );
  });

  it('RFC 3987 §5.3.2.1: "HTTP://www.EXAMPLE.com/" is equivalent to "http://www.example.com/"', () => {
    expect(equivalentIri('HTTP://www.EXAMPLE.com/', 'http://www.example.com/')).toBe(true);
    expect(normalizeIri('HTTP://www.EXAMPLE.com/').toString()).toBe('http://www.example.com/');
    expect(equivalentIri('http://a/X', 'http://a/x')).toBe(false);
  });

  it('RFC 3987 §5.3.2.1: non-ASCII letters keep their case; the ASCII letters of a reg-name do not', () => {
    expect(normalizeIri('http://ÄB.com/Ä').toString()).toBe('http://Äb.com/Ä');
    expect(equivalentIri('http://Ä.com/', 'http://ä.com/')).toBe(false);
  });

  it('RFC 3987 §5.3.2.2: "http://www.example.org/résumé.html" is in NFC, "re&#x301;sume&#x301;" is not, and they are not equivalent by default', () => {
    const nfc = 'http://www.example.org/résumé.html';
    const nfd = 'http://www.example.org/re\u0301sume\u0301.html';
    expect(equivalentIri(nfc, nfd)).toBe(false);
    expect(equivalentIri(nfc, nfd, { nfc: true })).toBe(true);
    expect(normalizeIri(nfd, { nfc: true }).toString()).toBe(nfc);
    expect(normalizeIri(nfd).toString()).toBe(nfd);
    expect(checkIri(nfd).map((f) => [f.code, f.severity, f.index])).toEqual([
      ['IRI_NOT_NFC', 'info', 23],
    ]);
    expect(checkIri(nfc)).toEqual([]);
  });

  it('RFC 3987 §5.3.2.2: NFC never joins a combining mark to a delimiter or to an escape', () => {
    expect(normalizeIri('x:a=\u0338b', { nfc: true }).toString()).toBe('x:a=\u0338b');
    expect(normalizeIri('x:%41\u0301', { nfc: true }).toString()).toBe('x:A\u0301');
    expect(normalizeIri('x:a%CE\u0301', { nfc: true }).toString()).toBe('x:a%CE\u0301');
    // U+1FEF GREEK VARIA is canonically "`", which no IRI may hold.
    expectUriError(() => normalizeIri('x:a\u1FEF', { nfc: true }), 'INVALID_CHARACTER', 3);
  });

  it('RFC 3987 §5.3.2.3: "http://example.org/~user", "%7euser" and "%7Euser" must resolve to the same resource', () => {
    expect(equivalentIri('http://example.org/~user', 'http://example.org/%7euser')).toBe(true);
    expect(equivalentIri('http://example.org/%7Euser', 'http://example.org/%7euser')).toBe(true);
    expect(equivalentIri('http://example.org/%2F', 'http://example.org//')).toBe(false);
  });

  it('RFC 3987 §5.3.2.4: IRI normalizers should remove dot-segments', () => {
    expect(normalizeIri('http://例え.jp/a/./b/../ü').toString()).toBe('http://例え.jp/a/ü');
  });

  it('RFC 3987 §5.3.3: the four http IRIs are equivalent by scheme-based normalization', () => {
    const four = [
      'http://example.com',
      'http://example.com/',
      'http://example.com:/',
      'http://example.com:80/',
    ];
    for (const a of four)
      for (const b of four) expect(equivalentIri(a, b, { registry })).toBe(true);
    expect(normalizeIri('http://example.com:80', { registry }).toString()).toBe(
      'http://example.com/',
    );
    expect(equivalentIri('http://example.com/?', 'http://example.com/', { registry })).toBe(false);
    expect(equivalentIri('http://example.com/#', 'http://example.com/', { registry })).toBe(false);
  });

  it('RFC 3987 §5.1: references are resolved before comparing, fragments left out for a network action', () => {
    expect(equivalentIri('ü', 'http://a/b/%C3%BC', { base: 'http://a/b/c' })).toBe(true);
    expect(equivalentIri('http://a/ü#x', 'http://a/ü#y', { ignoreFragment: true })).toBe(true);
    expectUriError(() => equivalentIri('ü', 'http://a/ü'), 'INVALID_BASE', 0);
  });
});

describe('RFC 3987 §6.5: relative IRI references', () => {
  // RFC 3986 §5.4.1 with its base and references, letters changed into non-ASCII ones.
  const base = 'http://ä/b/c/d;p?q';
  const table: [string, string][] = [
    ['g:h', 'g:h'],
    ['ğ', 'http://ä/b/c/ğ'],
    ['./ğ', 'http://ä/b/c/ğ'],
    ['ğ/', 'http://ä/b/c/ğ/'],
    ['/ğ', 'http://ä/ğ'],
    ['//ğ', 'http://ğ'],
    ['?ÿ', 'http://ä/b/c/d;p?ÿ'],
    ['ğ?ÿ', 'http://ä/b/c/ğ?ÿ'],
    ['#ş', 'http://ä/b/c/d;p?q#ş'],
    ['ğ#ş', 'http://ä/b/c/ğ#ş'],
    [';x', 'http://ä/b/c/;x'],
    ['', 'http://ä/b/c/d;p?q'],
    ['.', 'http://ä/b/c/'],
    ['..', 'http://ä/b/'],
    ['../ğ', 'http://ä/b/ğ'],
    ['../..', 'http://ä/'],
    ['../../ğ', 'http://ä/ğ'],
    ['../../../ğ', 'http://ä/ğ'],
    ['/./ğ', 'http://ä/ğ'],
    ['ğ.', 'http://ä/b/c/ğ.'],
    ['.ğ', 'http://ä/b/c/.ğ'],
    ['ğ;x=1/../ÿ', 'http://ä/b/c/ÿ'],
  ];
  for (const [ref, expected] of table) {
    it(`RFC 3987 §6.5 (RFC 3986 §5.4): "${ref}" against "${base}" is "${expected}"`, () => {
      expect(resolveIri(base, ref).toString()).toBe(expected);
      expect(resolve(iriToUri(base), iriToUri(ref)).toString()).toBe(iriToUri(expected));
    });
  }

  it('RFC 3987 §6.5: escapes move with their segment and are never read as dots or decoded', () => {
    expect(resolveIri('http://a/b/%C3%A9/c', '../%2E%2E/ü').toString()).toBe('http://a/b/%2E%2E/ü');
    expect(resolveIri('http://a/%25/b', 'c%25').toString()).toBe('http://a/%25/c%25');
  });

  it('RFC 3987 §6.5: the core options apply (RFC 3986 §5.2.2 non-strict, RFC 2396)', () => {
    expect(resolveIri('http://ä/b/c/d', 'http:ğ', { strict: false }).toString()).toBe(
      'http://ä/b/c/ğ',
    );
    expect(resolveIri('http://ä/b/c/d', '../../../ğ', { legacy: 'rfc2396' }).toString()).toBe(
      'http://ä/../ğ',
    );
  });

  it('RFC 3986 §5.1: the base must be an absolute IRI', () => {
    expectUriError(() => resolveIri('ä/b', 'c'), 'MISSING_SCHEME', 0);
    expectUriError(() => resolveIri(parseIri('ä/b'), 'c'), 'INVALID_BASE', 0);
    expectUriError(() => resolveIri('http://ä/', 'a b'), 'INVALID_CHARACTER', 1);
  });
});

describe('RFC 3987 §8: security considerations', () => {
  it('RFC 3987 §8: "%C0%AF.." is never decoded to "/.."', () => {
    expect(uriToIri('http://a/%C0%AF..')).toBe('http://a/%C0%AF..');
    expect(normalizeIri('http://a/x/%C0%AF../y').toString()).toBe('http://a/x/%C0%AF../y');
  });

  it('RFC 3987 §8: only UriError comes out of a hostile input', () => {
    for (const input of [
      '\uD800',
      '\u0000',
      '%',
      '%C0',
      'a:\u202E',
      '[',
      'http://[',
      '\uFFFF',
      42,
      null,
    ]) {
      for (const f of [parseIri, iriToUri, uriToIri, normalizeIri, checkIri] as ((
        x: unknown,
      ) => unknown)[]) {
        try {
          f(input);
        } catch (error) {
          expect(error).toBeInstanceOf(UriError);
        }
      }
    }
    expect(tryParseIri('\uD800').ok).toBe(false);
  });
});
