// DNS lengths (RFC 5890 §2.3.2.1: a label of at most 63 octets; RFC 1035 §2.3.4: a name of at
// most 253 as text; UTS #46 §4.2 VerifyDnsLength), refused on every route that converts a host,
// before mapping or Punycode decoding when the text given is long enough to be sure of it.

import { fc, test } from '@fast-check/vitest';
import { iriToUri, normalizeIri, parseIri, uriToIri } from '@urikit/iri';
import { expectUriError } from '@urikit/testkit';
import tr46 from 'tr46';
import { describe, expect, it } from 'vitest';
import { checkHost, domainToAscii, domainToUnicode, idnaHosts, toAsciiHost } from '../src/index.js';
import { punycodeEncode } from '../src/punycode.js';

const hosts = idnaHosts;
const a63 = 'a'.repeat(63);
const codes = (input: string) => checkHost(input).map((f) => [f.code, f.index]);

/** Milliseconds `run` takes (the median of 5), whatever it throws. */
function ms(run: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    try {
      run();
    } catch {}
    times.push(performance.now() - t0);
  }
  return times.sort((x, y) => x - y)[2]!;
}

describe('RFC 3492 §6.3: the Punycode encoder', () => {
  // RFC 3492 §7.1, sample strings: the code points and their Punycode, as the RFC gives them.
  const samples: [string, number[], string][] = [
    [
      '(A) Arabic (Egyptian)',
      [
        0x0644, 0x064a, 0x0647, 0x0645, 0x0627, 0x0628, 0x062a, 0x0643, 0x0644, 0x0645, 0x0648,
        0x0634, 0x0639, 0x0631, 0x0628, 0x064a, 0x061f,
      ],
      'egbpdaj6bu4bxfgehfvwxn',
    ],
    [
      '(B) Chinese (simplified)',
      [0x4ed6, 0x4eec, 0x4e3a, 0x4ec0, 0x4e48, 0x4e0d, 0x8bf4, 0x4e2d, 0x6587],
      'ihqwcrb4cv8a8dqg056pqjye',
    ],
    [
      '(L) 3<nen>B<gumi><kinpachi><sensei>',
      [0x0033, 0x5e74, 0x0042, 0x7d44, 0x91d1, 0x516b, 0x5148, 0x751f],
      '3B-ww4c5e180e575a65lsy2b',
    ],
    [
      '(P) Maji<de>Koi<suru>5<byou><mae>',
      [
        0x004d, 0x0061, 0x006a, 0x0069, 0x3067, 0x004b, 0x006f, 0x0069, 0x3059, 0x308b, 0x0035,
        0x79d2, 0x524d,
      ],
      'MajiKoi5-783gue6qz075azm5e',
    ],
    [
      '(S) -> $1.00 <-',
      [0x002d, 0x003e, 0x0020, 0x0024, 0x0031, 0x002e, 0x0030, 0x0030, 0x0020, 0x003c, 0x002d],
      '-> $1.00 <--',
    ],
  ];
  for (const [name, points, code] of samples) {
    it(`RFC 3492 §7.1 ${name}: ${code}`, () => {
      expect(punycodeEncode(points, 100)).toBe(code);
    });
  }

  it('RFC 5890 §2.3.2.1: stops as soon as the output is longer than the bound', () => {
    const b = [0x4ed6, 0x4eec, 0x4e3a, 0x4ec0, 0x4e48, 0x4e0d, 0x8bf4, 0x4e2d, 0x6587];
    expect(punycodeEncode(b, 24)).toBe('ihqwcrb4cv8a8dqg056pqjye');
    expect(punycodeEncode(b, 23)).toBeUndefined();
    expect(punycodeEncode(new Array(64).fill(0x61), 63)).toBeUndefined(); // more points than the bound
  });
});

describe('RFC 5890 §2.3.2.1, RFC 1035 §2.3.4: DNS lengths', () => {
  it('RFC 5890 §2.3.2.1: a label of 63 octets is kept, of 64 refused (IDNA_TOO_LONG at the label)', () => {
    expect(domainToAscii(`${a63}.com`)).toBe(`${a63}.com`);
    expectUriError(() => domainToAscii(`x.${a63}a.com`), 'IDNA_TOO_LONG', 2);
    expectUriError(() => domainToUnicode(`x.${a63}a.com`), 'IDNA_TOO_LONG', 2);
    const error = expectUriError(() => domainToAscii(`${a63}a`), 'IDNA_TOO_LONG', 0);
    expect(error.message).toMatch(/^RFC 5890 §2\.3\.2\.1: too long \(a label over 63 octets/);
  });

  it('RFC 5890 §2.3.2.1: the A-label counts, not the U-label ("xn--", 55 digits, "-", "fxe" is 63)', () => {
    const digits = '1234567890'.repeat(6);
    const at63 = `${digits.slice(0, 10)}ä${digits.slice(0, 45)}`; // 55 digits and "ä"
    expect(domainToAscii(at63)).toHaveLength(63);
    expect(domainToAscii(at63)).toMatch(/^xn--/);
    expectUriError(() => domainToAscii(`${at63}0`), 'IDNA_TOO_LONG', 0);
    expectUriError(() => domainToUnicode(`${at63}0`), 'IDNA_TOO_LONG', 0);
    expectUriError(() => domainToAscii(`a.${'ä'.repeat(60)}`), 'IDNA_TOO_LONG', 2);
  });

  it('RFC 1035 §2.3.4: a name of 253 octets is kept (a root dot more too), of 254 refused', () => {
    const n253 = `${a63}.${a63}.${a63}.${'b'.repeat(61)}`;
    expect(n253).toHaveLength(253);
    expect(domainToAscii(n253)).toBe(n253);
    expect(domainToAscii(`${n253}.`)).toBe(`${n253}.`);
    expectUriError(() => domainToAscii(`${n253}b`), 'IDNA_TOO_LONG', 192);
    expectUriError(() => domainToUnicode(`${n253}b`), 'IDNA_TOO_LONG', 192);
  });

  it('UTS #46 §4 step 1: code points UTS #46 ignores are not counted ("a" and 1000 soft hyphens is "a")', () => {
    expect(domainToAscii(`a${'\u00ad'.repeat(1000)}.com`)).toBe('a.com');
    expect(domainToAscii(`${'a\u2060'.repeat(63)}.com`)).toBe(`${a63}.com`);
    expectUriError(() => domainToAscii(`${'a\u2060'.repeat(64)}.com`), 'IDNA_TOO_LONG', 0);
  });

  it('RFC 5890 §2.3.2.1: an A-label over 63 octets is refused before it is decoded, in constant time', () => {
    const small = `xn--${'99zt52a'.repeat(9)}`;
    const big = `xn--${'99zt52a'.repeat(18724)}`; // 9.2 s to decode before (issue 23, S5)
    expectUriError(() => domainToUnicode(big), 'IDNA_TOO_LONG', 0);
    expectUriError(() => domainToAscii(big), 'IDNA_TOO_LONG', 0);
    expect(ms(() => domainToUnicode(big))).toBeLessThan(20 * ms(() => domainToUnicode(small)) + 5);
  });

  it('RFC 5890 §2.3.2.1: a 32,768-code-point label is refused in constant time by every entry', () => {
    const label = 'ä'.repeat(1 << 15); // checkHost took 4.9 s (issue 23, S5)
    const uri = `http://${label}.example/`;
    expectUriError(() => domainToAscii(label), 'IDNA_TOO_LONG', 0);
    expectUriError(() => domainToUnicode(label), 'IDNA_TOO_LONG', 0);
    expectUriError(() => toAsciiHost(uri), 'IDNA_TOO_LONG', 7);
    expectUriError(() => iriToUri(uri, { hosts }), 'IDNA_TOO_LONG', 7);
    expectUriError(() => normalizeIri(uri, { hosts }), 'IDNA_TOO_LONG', 7);
    expect(codes(uri)).toEqual([['IDNA_TOO_LONG', 7]]);
    const iri = parseIri(uri); // parsed apart: the IRI parser's time is not this rule's
    for (const run of [() => domainToAscii(label), () => checkHost(iri)]) {
      expect(ms(run)).toBeLessThan(50);
    }
  });

  it('RFC 3987 §3.2: uriToIri leaves an A-label over 63 octets as it is, undecoded', () => {
    const long = `http://xn--${'99zt52a'.repeat(9)}.example/`;
    expect(uriToIri(long, { hosts })).toBe(long);
    expect(uriToIri('http://xn--99zt52a.example/', { hosts })).toBe('http://納豆.example/');
    const big = `http://xn--${'99zt52a'.repeat(18724)}/`;
    expect(ms(() => uriToIri(big, { hosts }))).toBeLessThan(200);
  });

  it('RFC 5890 §2.3.2.1: checkHost reports a name over a DNS length, at its label', () => {
    expect(codes(`http://x.${a63}a/`)).toEqual([['IDNA_TOO_LONG', 9]]);
    expect(codes(`http://x.${'ä'.repeat(60)}/`)).toEqual([['IDNA_TOO_LONG', 9]]);
    expect(codes(`http://${a63}/`)).toEqual([]);
  });
});

// The oracle: tr46 itself (the UTS #46 implementation this package processes with), without
// any length rule, and the lengths of RFC 5890 §2.3.2.1 / RFC 1035 §2.3.4 applied to its answer.
const UTS46 = {
  checkHyphens: false,
  checkBidi: true,
  checkJoiners: true,
  useSTD3ASCIIRules: false,
  transitionalProcessing: false,
  verifyDNSLength: false,
} as const;

function overLength(ascii: string): boolean {
  const name = ascii.endsWith('.') ? ascii.slice(0, -1) : ascii;
  return name.length > 253 || name.split('.').some((label) => label.length > 63);
}

describe('RFC 5890 §2.3.2.1 (property): refused exactly when the ASCII form is over a DNS length', () => {
  // Letters, "ä" and its decomposed form, Han, full-width letters, the soft hyphen (ignored),
  // "ß" (a deviation), a long mapping (U+FDFA); a label is one piece repeated up to 90 times
  // (so that lengths fall on both sides of the bounds: 63 "Ａ", 40 "a\u0308") and a few others.
  const pieces = ['a', 'z', '7', '-', 'ä', 'a\u0308', '納', 'Ａ', '\u00ad', 'ß', '\ufdfa'];
  const piece = fc.constantFrom(...pieces);
  const label = fc
    .tuple(
      piece,
      fc.oneof(fc.nat(90), fc.constantFrom(30, 59, 60, 63, 64)),
      fc.array(piece, { maxLength: 2 }),
    )
    .map(([p, n, more]) => p.repeat(n) + more.join(''));
  const domain = fc.array(label, { minLength: 1, maxLength: 6 }).map((l) => l.join('.'));
  test.prop([domain], { numRuns: 1500 })('domainToAscii agrees with tr46 and the lengths', (d) => {
    const ascii = tr46.toASCII(d, UTS46);
    const want =
      ascii === null ? 'IDNA_INVALID_DOMAIN' : overLength(ascii) ? 'IDNA_TOO_LONG' : ascii;
    let got: string;
    try {
      got = domainToAscii(d);
    } catch (error) {
      got = (error as { code: string }).code;
    }
    // A name with an error and an oversize ASCII form may be refused for either reason.
    if (want === 'IDNA_INVALID_DOMAIN' && got === 'IDNA_TOO_LONG') return;
    expect(got, JSON.stringify(d)).toBe(want);
  });
});
