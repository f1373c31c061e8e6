// The base64 encoding of RFC 4648 §4, as RFC 2397 §3 uses it for the data of a data URL: read
// from URI text (an escape stands for its octet, RFC 3986 §2.1), strictly: no character
// outside the alphabet, "=" padding only at the end.
import { escapeAt } from '@urikit/core/plugin';

const PERCENT = 0x25;
const PLUS = 0x2b;
const SLASH = 0x2f;
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const EQUALS = 0x3d;
const UPPER_A = 0x41;
const UPPER_Z = 0x5a;
const LOWER_A = 0x61;
const LOWER_Z = 0x7a;

/** RFC 4648 §4, Table 1: the alphabet, by value. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The value (0-63) of an octet of the RFC 4648 §4 alphabet, or -1. */
function sextet(c: number): number {
  if (c >= UPPER_A && c <= UPPER_Z) return c - UPPER_A;
  if (c >= LOWER_A && c <= LOWER_Z) return c - LOWER_A + 26;
  if (c >= DIGIT_0 && c <= DIGIT_9) return c - DIGIT_0 + 52;
  if (c === PLUS) return 62;
  if (c === SLASH) return 63;
  return -1;
}

/**
 * Reads the base64 text `text` (URI text: "%XX" is one octet), writing the octets into `out`
 * when given; returns how many octets it holds. `refuse(i)` is called (and must throw) with the
 * index in `text` of the first character that breaks RFC 4648 §4: an octet outside the
 * alphabet, anything after "=" padding, more than two "=", padding that does not complete a
 * 4-character group (§3.2), or a last group of one character (six bits are no octet). Without
 * padding, a last group of two or three characters is read as "==" or "=" padded.
 */
export function scanBase64(text: string, refuse: (at: number) => never, out?: Uint8Array): number {
  let symbols = 0;
  let pads = 0;
  let firstPad = -1;
  let acc = 0;
  let bits = 0;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const at = i;
    let c = text.charCodeAt(i);
    if (c === PERCENT) {
      c = escapeAt(text, i);
      i += 2;
    }
    if (c === EQUALS) {
      if (pads === 0) firstPad = at;
      if (++pads > 2) refuse(at);
      continue;
    }
    const v = sextet(c);
    if (v < 0 || pads > 0) refuse(at);
    symbols++;
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      if (out !== undefined) out[n] = (acc >> bits) & 0xff;
      n++;
      acc &= (1 << bits) - 1;
    }
  }
  if (symbols % 4 === 1) refuse(firstPad < 0 ? text.length : firstPad);
  if (pads > 0 && (symbols + pads) % 4 !== 0) refuse(firstPad);
  return n;
}

/**
 * The octets of valid base64 URI text (see {@link scanBase64}); `refuse` as there.
 */
export function decodeBase64(text: string, refuse: (at: number) => never): Uint8Array {
  const out = new Uint8Array(scanBase64(text, refuse));
  scanBase64(text, refuse, out);
  return out;
}

/** The base64 text of `bytes` (RFC 4648 §4), padded with "=" to a multiple of 4 (§3.2). */
export function encodeBase64(bytes: Uint8Array): string {
  let text = '';
  const n = bytes.length;
  let i = 0;
  for (; i + 2 < n; i += 3) {
    const v = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    text +=
      ALPHABET[v >> 18]! + ALPHABET[(v >> 12) & 63]! + ALPHABET[(v >> 6) & 63]! + ALPHABET[v & 63]!;
  }
  if (i + 1 === n) {
    const v = bytes[i]! << 16;
    text += `${ALPHABET[v >> 18]!}${ALPHABET[(v >> 12) & 63]!}==`;
  } else if (i + 2 === n) {
    const v = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    text += `${ALPHABET[v >> 18]!}${ALPHABET[(v >> 12) & 63]!}${ALPHABET[(v >> 6) & 63]!}=`;
  }
  return text;
}
