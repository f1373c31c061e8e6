import { describe, expect, it } from 'vitest';
import { loadVectors } from '../../../test-support/vectors.js';
import {
  formatIPv6,
  isIPv4,
  isIPv6,
  isIPvFuture,
  parse,
  parseIPv4,
  parseIPv6,
  tryParse,
  UriError,
} from '../src/index.js';

describe('RFC 3986 §3.2.2: IPv4address', () => {
  it('RFC 3986 §3.2.2: dec-octet is 0-255 without leading zeros', () => {
    for (const ok of ['0.0.0.0', '9.99.199.249', '250.251.255.100', '192.0.2.16']) {
      expect(isIPv4(ok), ok).toBe(true);
    }
    for (const bad of [
      '01.2.3.4',
      '1.2.3.256',
      '1.2.3',
      '1.2.3.4.',
      '1..2.3',
      '1.2.3.-4',
      '1.2.3.4 ',
    ]) {
      expect(isIPv4(bad), bad).toBe(false);
    }
  });

  it('RFC 3986 §3.2.2: parseIPv4 gives the four octets', () => {
    expect(parseIPv4('192.0.2.16')).toEqual([192, 0, 2, 16]);
    expect(parseIPv4('192.0.2.016')).toBeUndefined();
  });
});

describe('RFC 3986 §3.2.2: the nine IPv6address forms', () => {
  // One example of each alternative of the IPv6address rule, in the order of the ABNF.
  const forms = [
    '1:2:3:4:5:6:7:8', //                     6( h16 ":" ) ls32
    '1:2:3:4:5:6:1.2.3.4', //                 6( h16 ":" ) ls32 with an IPv4address
    '::2:3:4:5:6:7:8', //                     "::" 5( h16 ":" ) ls32
    '1::3:4:5:6:7:8', //           [ h16 ] "::" 4( h16 ":" ) ls32
    '1:2::4:5:6:7:8', // [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
    '1:2:3::5:6:7:8', // [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
    '1:2:3:4::6:7:8', // [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
    '1:2:3:4:5::7:8', // [ *4( h16 ":" ) h16 ] "::"              ls32
    '1:2:3:4:5:6::8', // [ *5( h16 ":" ) h16 ] "::"              h16
    '1:2:3:4:5:6:7::', // [ *6( h16 ":" ) h16 ] "::"
    '::',
    '::1.2.3.4',
    'FEDC:BA98:7654:3210:FEDC:BA98:7654:3210',
  ];
  for (const form of forms) {
    it(`RFC 3986 §3.2.2: ${form} is an IPv6address`, () => {
      expect(isIPv6(form)).toBe(true);
      expect(parse(`//[${form}]`).hostKind).toBe('ipv6');
    });
  }

  it('RFC 3986 §3.2.2: more than eight pieces, two "::", a five-digit piece are not', () => {
    for (const bad of [
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      '12345::',
      '1:2:3:4:5:6:7',
      ':1::',
      '1:2:3:4:5:6:7:1.2.3.4',
      '::1.2.3',
    ]) {
      expect(isIPv6(bad), bad).toBe(false);
    }
  });

  it('RFC 3986 §3.2.2: the error index is where the text stops being an IPv6address', () => {
    const cases: [string, number][] = [
      ['//[1::2::3]', 7], // the second "::"
      ['//[12345::]', 7], // the fifth hex digit
      ['//[1:2:3:4:5:6:7]', 16], // seven pieces and no "::": the "]" comes too early
      ['//[::1.2.3.04]', 12], // the digit after a leading zero
      ['//[1:x::]', 5],
    ];
    for (const [input, index] of cases) {
      const r = tryParse(input);
      expect(r.ok, input).toBe(false);
      if (!r.ok) {
        expect(r.error.code, input).toBe('INVALID_IPV6');
        expect(r.error.index, input).toBe(index);
      }
    }
  });

  it('RFC 3986 §3.2.2: parseIPv6 gives the eight 16-bit pieces', () => {
    expect(parseIPv6('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('::ffff:192.0.2.128')).toEqual([0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0280]);
    expect(parseIPv6('1::2::3')).toBeUndefined();
  });
});

describe('RFC 3986 §3.2.2: IPvFuture', () => {
  it('RFC 3986 §3.2.2: "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )', () => {
    expect(isIPvFuture('v7.fe80::a+en1')).toBe(true);
    expect(isIPvFuture('VF.x')).toBe(true);
    for (const bad of ['v.x', 'v7.', 'v7', 'vg.x', 'v7.a/b', 'x7.a']) {
      expect(isIPvFuture(bad), bad).toBe(false);
    }
    expect(parse('//[v7.fe80::a+en1]').hostKind).toBe('ipvfuture');
  });
});

describe('RFC 6874: zone identifiers are not RFC 3986', () => {
  it('RFC 6874 §2: rejected by default, accepted with allowZoneId', () => {
    const r = tryParse('http://[fe80::1%25en0]/');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('ZONE_ID_NOT_ALLOWED');
      expect(r.error.index).toBe(15);
    }
    const uri = parse('http://[fe80::1%25en0]/', { allowZoneId: true });
    expect(uri.host).toBe('fe80::1%25en0');
    expect(uri.toString()).toBe('http://[fe80::1%25en0]/');
  });

  it('RFC 6874 §2: ZoneID = 1*( unreserved / pct-encoded ), after "%25"', () => {
    for (const bad of [
      'http://[fe80::1%en0]/',
      'http://[fe80::1%25]/',
      'http://[fe80::1%25a%2]/',
      'http://[fe80::1%25a/b]/',
    ]) {
      const r = tryParse(bad, { allowZoneId: true });
      expect(r.ok, bad).toBe(false);
    }
  });
});

describe('RFC 5952 §4: canonical IPv6 text (formatIPv6)', () => {
  const cases: [string, string, string][] = [
    ['§4.1 leading zeros are suppressed', '2001:0db8::0001', '2001:db8::1'],
    ['§4.2.1 "::" takes the longest run', '2001:db8:0:0:0:0:2:1', '2001:db8::2:1'],
    ['§4.2.2 a single zero piece is not shortened', '2001:db8:0:1:1:1:1:1', '2001:db8:0:1:1:1:1:1'],
    ['§4.2.3 the longest run of zeros', '2001:0:0:1:0:0:0:1', '2001:0:0:1::1'],
    ['§4.2.3 the first of equal runs', '2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['§4.3 lower-case hex', '2001:DB8::AbCd', '2001:db8::abcd'],
    ['§2.1 the variants of one address', '2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['§2.1 the variants of one address', '2001:0db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['§2.1 the variants of one address', '2001:db8::0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['§2.1 the variants of one address', '2001:db8:0000:0:1::1', '2001:db8::1:0:0:1'],
    ['§5 IPv4-mapped addresses use the dotted quad', '::FFFF:c000:0280', '::ffff:192.0.2.128'],
    ['§4.2.2 all zeros', '0:0:0:0:0:0:0:0', '::'],
    ['§4.2.2 the loopback address', '0:0:0:0:0:0:0:1', '::1'],
    ['§4 an embedded IPv4 that is not mapped is written in hex', '::192.0.2.33', '::c000:221'],
  ];
  for (const [section, input, expected] of cases) {
    it(`RFC 5952 ${section}: ${input}`, () => {
      expect(formatIPv6(input)).toBe(expected);
    });
  }

  it('RFC 5952: brackets and a zone identifier are kept', () => {
    expect(formatIPv6('[2001:DB8::0]')).toBe('[2001:db8::]');
    expect(formatIPv6('[FE80::0001%25en0]')).toBe('[fe80::1%25en0]');
  });

  it('RFC 3986 §3.2.2: formatIPv6 refuses what is not an IPv6address with UriError', () => {
    expect(() => formatIPv6('1::2::3')).toThrow(UriError);
    try {
      formatIPv6('[1::2::3]');
    } catch (e) {
      expect((e as UriError).code).toBe('INVALID_IPV6');
      expect((e as UriError).index).toBe(5);
    }
  });
});

describe('shared vectors: IP literals', () => {
  interface IpCase {
    input: string;
    kind: 'ipv4' | 'ipv6';
    valid: boolean;
    value?: string;
    ref_agrees: boolean;
  }
  const ip = loadVectors<IpCase>('fluent-uri.ip-literals');
  for (const c of ip.cases) {
    it(`fluent-uri.ip-literals ${c.kind} ${JSON.stringify(c.input)}`, () => {
      // Every row of this file agrees with the RFC 3986 ABNF (ref_agrees), so it is taken as is.
      expect(c.ref_agrees).toBe(true);
      if (c.kind === 'ipv4') {
        expect(isIPv4(c.input)).toBe(c.valid);
        if (c.value !== undefined) expect(parseIPv4(c.input)?.join('.')).toBe(c.value);
      } else {
        expect(isIPv6(c.input)).toBe(c.valid);
        expect(tryParse(`//[${c.input}]`).ok).toBe(c.valid);
        if (c.value !== undefined) {
          expect(
            parseIPv6(c.input)
              ?.map((n) => n.toString(16))
              .join(':'),
          ).toBe(c.value);
        }
      }
    });
  }

  interface Ipv6Case {
    input: string;
    valid: boolean;
    ref_agrees: boolean;
  }
  const list = loadVectors<Ipv6Case>('commons-validator.ipv6');
  it('commons-validator.ipv6: the file holds its 473 cases', () => {
    expect(list.cases.length).toBe(473);
  });
  for (const c of list.cases) {
    // The file's `valid` is Java's answer (zone identifiers allowed); `ref_agrees` says whether
    // RFC 3986 IPv6address gives the same answer. We follow RFC 3986.
    const expected = c.ref_agrees ? c.valid : !c.valid;
    it(`commons-validator.ipv6 ${JSON.stringify(c.input)} is ${expected ? 'valid' : 'invalid'}`, () => {
      expect(isIPv6(c.input)).toBe(expected);
    });
  }
});
