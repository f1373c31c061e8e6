// Regression tests for the ftp defects of issue 10 (differential fuzzing), named by the rule
// each breaks. Each failed on the plugin of version 0.
import { createRegistry, normalize, parse } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { commands, ftp } from '../src/index.js';

describe('issue 10: ftp defects found by differential fuzzing', () => {
  it('RFC 3986 §3.1: a URI of another scheme is refused by every ftp route (WRONG_SCHEME)', () => {
    // Version 0: ftp.normalize(parse('http://H/x')) gave 'ftp://h/x'.
    for (const input of [parse('http://H/x'), 'http://H/x', parse('FTPS://h/x')]) {
      expectUriError(() => ftp.parse(input), 'WRONG_SCHEME', 0);
      expectUriError(() => ftp.normalize(input), 'WRONG_SCHEME', 0);
      expectUriError(() => ftp.normalizeWithReport(input), 'WRONG_SCHEME', 0);
      expectUriError(() => ftp.check(input), 'WRONG_SCHEME', 0);
      expectUriError(() => ftp.equivalent(input, 'ftp://h/x'), 'WRONG_SCHEME', 0);
      expectUriError(() => ftp.equivalent('ftp://h/x', input), 'WRONG_SCHEME', 0);
      expectUriError(() => ftp.equivalent(input, input), 'WRONG_SCHEME', 0);
      expectUriError(() => commands(input), 'WRONG_SCHEME', 0);
      const r = ftp.tryParse(input);
      expect(r.ok ? 'parsed' : r.error.code).toBe('WRONG_SCHEME');
    }
    // Through a registry, a URI of another scheme is never ftp's.
    expect(createRegistry([ftp]).normalize('http://H/x').toString()).toBe('http://h/x');
  });

  it('RFC 3986 §3: ftp.parse(parse("//")) reports an index inside the 2-character input', () => {
    // Version 0: FTP_MISSING_AUTHORITY at index 6 of "//".
    const e = expectUriError(() => ftp.parse(parse('//')), 'WRONG_SCHEME', 0);
    expect(e.input).toBe('//');
    expectUriError(() => ftp.parse('//'), 'MISSING_SCHEME', 0);
    expectUriError(() => ftp.check(parse('//h')), 'WRONG_SCHEME', 0);
  });

  it('RFC 6874 §2 with RFC 3986 §6.2.2.1: ftp normalization keeps a zone identifier in its case, as http does', () => {
    // Version 0: 'ftp://[fe80::a%25en1]/'.
    const zoned = { allowZoneId: true };
    const out = ftp.normalize('ftp://[FE80::A%25EN1]/', zoned);
    expect(out.toString()).toBe('ftp://[fe80::a%25EN1]/');
    expect(out.hostText).toBe(normalize('http://[FE80::A%25EN1]/', zoned).hostText);
    expect(
      createRegistry([ftp]).normalize(parse('ftp://[fe80::1%25Eth0]:21', zoned)).toString(),
    ).toBe('ftp://[fe80::1%25Eth0]/');
    expect(
      ftp.equivalent(
        parse('ftp://[fe80::1%25Eth0]/', zoned),
        parse('ftp://[fe80::1%25eth0]/', zoned),
      ),
    ).toBe(false);
  });

  it('RFC 3986 §2.3, §6.2.2.2: normalize and parse agree on an escaped typecode (";type=%61")', () => {
    // Version 0 refused ";type=%61" in parse while the route wrote it ";type=a" and accepted it.
    expect(ftp.parse('ftp://h/f;type=%61').typecode).toBe('a');
    expect(ftp.normalize('ftp://h/f;type=%61').toString()).toBe('ftp://h/f;type=a');
    // And a name whose ";type=" is spelt with escapes is not turned into a typecode by
    // normalization: it was one already.
    expect(ftp.parse('ftp://h/f;%74ype=i')).toStrictEqual(
      ftp.parse(ftp.normalize('ftp://h/f;%74ype=i')),
    );
  });
});
