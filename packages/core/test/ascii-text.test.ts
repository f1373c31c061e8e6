// asciiText: the text of octets that are all ASCII (what decodeOctets and the gopher plugin read
// from a long decoded field), and decodeOctets' text view built with it.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { asciiText, decodeOctets, percentDecode, percentEncodeBytes } from '../src/plugin.js';

describe('asciiText (RFC 3986 §2.1, RFC 3629)', () => {
  it('RFC 3629 §3: an ASCII octet is its own UTF-8 character', () => {
    expect(asciiText(Uint8Array.from([0x61, 0x2f, 0x62]))).toBe('a/b');
    expect(asciiText(Uint8Array.from([0x00, 0x09, 0x0d, 0x0a, 0x7f]))).toBe('\0\t\r\n\x7f');
    expect(asciiText(new Uint8Array(0))).toBe('');
  });

  it('RFC 3986 §2.1: a long field is read whole, past the 4,096 octets of one chunk', () => {
    const bytes = new Uint8Array(10_000).map((_, k) => 0x21 + (k % 94));
    const text = asciiText(bytes);
    expect(text.length).toBe(10_000);
    expect(text.charCodeAt(4095)).toBe(bytes[4095]);
    expect(text.charCodeAt(4096)).toBe(bytes[4096]);
    expect(text.charCodeAt(9999)).toBe(bytes[9999]);
  });

  test.prop([fc.uint8Array({ maxLength: 9000 }).map((b) => b.map((o) => o & 0x7f))])(
    'RFC 3986 §2.1: the text of ASCII octets is what percentDecode gives for their escapes',
    (bytes) => {
      const escaped = percentEncodeBytes(bytes, 'segment');
      expect(asciiText(bytes)).toBe(percentDecode(escaped));
      expect(decodeOctets(escaped).text).toBe(percentDecode(escaped));
    },
  );
});
