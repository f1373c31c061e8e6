// checkHost: the findings about reg-names that deceive (RFC 3986 §7.6, RFC 3987 §7.5 and §8).
import { parse } from '@urikit/core';
import { parseIri } from '@urikit/iri';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { checkHost, idnaFindings } from '../src/index.js';

const codes = (input: string) => checkHost(input).map((f) => [f.code, f.index]);

describe('checkHost', () => {
  it('RFC 5890 §2.3.2.1: "xn--example-.org" is no A-label: it decodes to plain "example" (CVE-2024-12224)', () => {
    const [f] = checkHost('http://xn--example-.org/');
    expect(f).toMatchObject({
      code: 'IDNA_INVALID_A_LABEL',
      severity: 'error',
      index: 7,
      component: 'host',
    });
    expect(f!.message).toMatch(/^RFC 5890 §2\.3\.2\.1: /);
    expect(codes('http://a.XN--EXAMPLE-.org/')).toEqual([['IDNA_INVALID_A_LABEL', 9]]);
    expect(codes('http://xn--a.pt/')).toEqual([['IDNA_INVALID_A_LABEL', 7]]); // decodes to nothing valid
    expect(codes('http://xn--ls8h.example/')).toEqual([]); // a valid A-label
  });

  it('RFC 3490 §3.1: U+3002, U+FF0E and U+FF61 are label separators: "evil。com" is "evil.com"', () => {
    expect(codes('http://evil。com/')).toEqual([['IDNA_FULLWIDTH_DOT', 11]]);
    expect(codes('http://a．b｡c/')).toEqual([
      ['IDNA_FULLWIDTH_DOT', 8],
      ['IDNA_FULLWIDTH_DOT', 10],
    ]);
    expect(codes('http://evil%E3%80%82com/')).toEqual([['IDNA_FULLWIDTH_DOT', 7]]);
    expect(checkHost('http://evil。com/')[0]!.severity).toBe('warning');
  });

  it('RFC 3987 §7.5: a label that mixes scripts (Latin "p" and Cyrillic "а")', () => {
    const [f] = checkHost('http://pаypal.com/');
    expect(f).toMatchObject({ code: 'IDNA_MIXED_SCRIPT', index: 7, severity: 'warning' });
    expect(f!.message).toContain('Latin + Cyrillic');
    expect(codes('http://xn--pypal-4ve.com/')).toEqual([['IDNA_MIXED_SCRIPT', 7]]); // the same, as an A-label
    expect(codes('http://αbc.com/')).toEqual([['IDNA_MIXED_SCRIPT', 7]]);
  });

  it('RFC 3987 §7.5: Latin with Han and kana, Han and Hangul, Han and Bopomofo is not a mixture (UTS #39 highly restrictive)', () => {
    expect(codes('http://東京tokyoとうきょうトウキョウ.jp/')).toEqual([]);
    expect(codes('http://한국韓國korea.kr/')).toEqual([]);
    expect(codes('http://中文ㄅ.tw/')).toEqual([]);
    expect(codes('http://ひらがなハングル한.jp/')).toEqual([['IDNA_MIXED_SCRIPT', 7]]);
    expect(codes('http://bücher-123.de/')).toEqual([]); // digits and "-" belong to every script
  });

  it('RFC 3986 §7.6: a label of Cyrillic or Greek letters that all look Latin ("аррӏе" reads "apple")', () => {
    const [f] = checkHost('http://аррӏе.com/');
    expect(f).toMatchObject({ code: 'IDNA_CONFUSABLE', index: 7, severity: 'warning' });
    expect(f!.message).toContain('looks like "apple"');
    expect(codes('http://xn--80ak6aa92e.com/')).toEqual([['IDNA_CONFUSABLE', 7]]);
    expect(codes('http://ορο.gr/')).toEqual([['IDNA_CONFUSABLE', 7]]);
    expect(codes('http://пример.рф/')).toEqual([]); // Cyrillic that does not pass for Latin
  });

  it('RFC 3987 §3.1: a reg-name with no ASCII form at all', () => {
    expect(codes('http://a\u200cb.com/')).toEqual([['IDNA_INVALID_DOMAIN', 7]]);
    expect(checkHost('http://a\u200cb.com/')[0]!.severity).toBe('error');
  });

  it('RFC 3986 §3.2.2: IP literals, IPv4 addresses, empty hosts and octets that are not UTF-8 have no findings', () => {
    for (const input of [
      'http://[::1]/',
      'http://127.0.0.1/',
      'file:///x',
      'mailto:a@b',
      'http://%FF.com/',
      'http://example.com/',
    ]) {
      expect(checkHost(input), input).toEqual([]);
    }
  });

  it('UTS #46 §4 step 1: a code point UTS #46 ignores is reported, the first one, by its number', () => {
    const [f] = checkHost('http://exa\u00admple.com/');
    expect(f).toMatchObject({ code: 'IDNA_IGNORED_CHARACTER', severity: 'error', index: 10 });
    expect(f!.message).toBe('RFC 3986 §7.6; UTS #46 §4 step 1: ignored character (U+00AD)');
    // Escaped: at the host (offsets in the decoded name are not offsets in the text).
    expect(codes('http://loc%C2%ADalhost/')).toEqual([['IDNA_IGNORED_CHARACTER', 7]]);
    expect(codes('http://169.254.169.254%E2%81%A0/')).toEqual([['IDNA_IGNORED_CHARACTER', 7]]);
    expect(codes('http://a%F3%A0%84%80b\ufeff.example/')).toEqual([['IDNA_IGNORED_CHARACTER', 7]]);
    // U+200D ZERO WIDTH JOINER is a deviation (kept, then refused by CheckJoiners), not ignored.
    expect(codes('http://a\u200db/').map(([c]) => c)).toEqual(['IDNA_INVALID_DOMAIN']);
  });

  it('RFC 3986 §7: findings are frozen, take a Uri or an Iri, and an invalid input throws UriError', () => {
    const found = checkHost(parseIri('http://evil。com/'));
    expect(Object.isFrozen(found) && Object.isFrozen(found[0])).toBe(true);
    expect(checkHost(parse('http://xn--example-.org/')).map((f) => f.code)).toEqual([
      'IDNA_INVALID_A_LABEL',
    ]);
    expectUriError(() => checkHost('http://a b/'), 'INVALID_HOST', 8);
    expect(Object.keys(idnaFindings.codes).sort()).toEqual([
      'IDNA_CONFUSABLE',
      'IDNA_FULLWIDTH_DOT',
      'IDNA_IGNORED_CHARACTER',
      'IDNA_INVALID_A_LABEL',
      'IDNA_INVALID_DOMAIN',
      'IDNA_MIXED_SCRIPT',
      'IDNA_TOO_LONG',
    ]);
  });
});
