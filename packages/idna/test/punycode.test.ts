import { describe, expect, it } from 'vitest';
import { punycodeDecode } from '../src/punycode.js';

const points = (...cps: number[]) => String.fromCodePoint(...cps);

describe('Punycode decoding (RFC 3492 §6.2)', () => {
  it('decodes the sample strings of RFC 3492 §7.1', () => {
    // (A) Arabic (Egyptian)
    expect(punycodeDecode('egbpdaj6bu4bxfgehfvwxn')).toBe(
      points(
        0x644,
        0x64a,
        0x647,
        0x645,
        0x627,
        0x628,
        0x62a,
        0x643,
        0x644,
        0x645,
        0x648,
        0x634,
        0x639,
        0x631,
        0x628,
        0x64a,
        0x61f,
      ),
    );
    // (B) Chinese (simplified)
    expect(punycodeDecode('ihqwcrb4cv8a8dqg056pqjye')).toBe(
      points(0x4ed6, 0x4eec, 0x4e3a, 0x4ec0, 0x4e48, 0x4e0d, 0x8bf4, 0x4e2d, 0x6587),
    );
    // (L) 3<nen>B<gumi><kinpachi><sensei>: basic code points keep their case
    expect(punycodeDecode('3B-ww4c5e180e575a65lsy2b')).toBe(
      points(0x33, 0x5e74, 0x42, 0x7d44, 0x91d1, 0x516b, 0x5148, 0x751f),
    );
    // (S) -> $1.00 <- : basic code points only, then the delimiter
    expect(punycodeDecode('-> $1.00 <--')).toBe('-> $1.00 <-');
  });

  it('refuses what is not Punycode: a non-basic code point, a bad digit, an unfinished number', () => {
    expect(punycodeDecode('ü-abc')).toBeUndefined();
    expect(punycodeDecode('abc-%%')).toBeUndefined();
    // "z" (25) is at least every threshold t, so the number never ends (RFC 3492 §6.2)
    expect(punycodeDecode('zz')).toBeUndefined();
    // past U+10FFFF (§6.4 overflow handling)
    expect(punycodeDecode('99999999999')).toBeUndefined();
  });
});
