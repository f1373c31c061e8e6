// IP literals of RFC 3986 §3.2.2: IPv4address, the nine IPv6address forms, IPvFuture, and the
// RFC 6874 ZoneID. Validators scan `s[start, end)` by char code and return the index of the
// first character where the text stops matching the rule (-1 when it matches).

import { requireString } from './arguments.js';
import { CHAR, HEX, isPctEncoded, REG_NAME, UNRESERVED } from './chars.js';
import { asciiCaseBit, codes } from './codes.js';
import { UriError } from './errors.js';

/**
 * @internal dec-octet "." dec-octet "." dec-octet "." dec-octet over `s[start, end)`:
 * -1 when it matches, else the index of the first character that breaks it.
 */
export function ipv4Error(s: string, start: number, end: number): number {
  let i = start;
  for (let octet = 0; octet < 4; octet++) {
    if (octet > 0) {
      if (i >= end || s.charCodeAt(i) !== codes.dot) return i;
      i++;
    }
    const first = i;
    let value = 0;
    while (i < end) {
      const c = s.charCodeAt(i);
      if (c < codes.digit0 || c > codes.digit9) break;
      // dec-octet: no leading zero ("01"), at most three digits, at most 255.
      if (i > first && value === 0) return i;
      value = value * 10 + (c - codes.digit0);
      if (value > 255) return i;
      i++;
    }
    if (i === first) return i;
  }
  return i === end ? -1 : i;
}

/** @internal True when `s[start, end)` is an IPv4address (§3.2.2). */
export function validateIPv4(s: string, start: number, end: number): boolean {
  return ipv4Error(s, start, end) < 0;
}

/**
 * @internal IPv6address (§3.2.2) over `s[start, end)`, brackets and zone excluded: -1 when it
 * is one of the nine forms, else the index of the first character where the text stops being
 * the start of one (`end` when the text ends too early). One pass: `pieces` counts the 16-bit
 * pieces written so far (an IPv4address counts two), `elided` whether "::" was seen (it stands
 * for at least one zero piece, so at most seven may be written with it).
 */
export function validateIPv6(s: string, start: number, end: number): number {
  let i = start;
  let pieces = 0;
  let elided = false;
  if (i < end && s.charCodeAt(i) === codes.colon) {
    // A leading ":" is only the start of "::".
    if (i + 1 >= end) return end;
    if (s.charCodeAt(i + 1) !== codes.colon) return i + 1;
    elided = true;
    i += 2;
    if (i === end) return -1;
  }
  for (;;) {
    // A piece: h16 (1*4HEXDIG), or, in the last two places, an IPv4address (ls32). After "::"
    // with seven pieces written ("1:2:3:4:5:6:7::"), no piece is left for it to stand for.
    if (elided && pieces === 7) return i;
    const first = i;
    while (i < end && (CHAR[s.charCodeAt(i)]! & HEX) !== 0) {
      if (i - first === 4) return i; // no h16 has five digits, no dec-octet four
      i++;
    }
    if (i === first) return i;
    if (i < end && s.charCodeAt(i) === codes.dot) {
      // The IPv4address takes the last two pieces: six written before it, or at most five
      // with "::". Its first dec-octet must be whole here, else the "." is where it stops.
      const room = elided ? pieces <= 5 : pieces === 6;
      if (!room || ipv4Error(s, first, i) !== i) return i;
      return ipv4Error(s, first, end);
    }
    pieces++;
    const full = pieces === (elided ? 7 : 8);
    if (i === end) return elided || pieces === 8 ? -1 : end;
    if (s.charCodeAt(i) !== codes.colon || full) return i;
    i++;
    if (i === end) return end; // a ":" needs a piece after it
    if (s.charCodeAt(i) === codes.colon) {
      if (elided) return i; // a second "::": its second ":"
      elided = true;
      i++;
      if (i === end) return -1;
    }
  }
}

/**
 * @internal IPvFuture (§3.2.2) over `s[start, end)`: "v" 1*HEXDIG "." 1*( unreserved /
 * sub-delims / ":" ). -1 when it matches, else the first bad index.
 */
export function validateIPvFuture(s: string, start: number, end: number): number {
  if (start >= end || (s.charCodeAt(start) | asciiCaseBit) !== codes.lowercaseV) return start;
  let i = start + 1;
  while (i < end && (CHAR[s.charCodeAt(i)]! & HEX) !== 0) i++;
  if (i === start + 1 || i >= end || s.charCodeAt(i) !== codes.dot) return i;
  i++;
  if (i === end) return i;
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c !== codes.colon && (c >= 128 || (CHAR[c]! & REG_NAME) === 0)) return i;
  }
  return -1;
}

/** @internal RFC 6874 ZoneID = 1*( unreserved / pct-encoded ) over `s[start, end)`. */
export function validateZoneId(s: string, start: number, end: number): number {
  if (start >= end) return start;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === codes.percentSign) {
      if (i + 2 >= end || !isPctEncoded(s, i)) return i;
      i += 2;
    } else if (c >= 128 || (CHAR[c]! & UNRESERVED) === 0) {
      return i;
    }
  }
  return -1;
}

/**
 * True when `text` is an IPv4address of RFC 3986 §3.2.2: four decimal octets 0–255 without
 * leading zeros. `01.2.3.4` and `1.2.3.256` are not (they are reg-names in a URI).
 *
 * @example
 * ```ts
 * isIPv4('192.0.2.16') // true
 * isIPv4('192.0.2.016') // false
 * ```
 */
export function isIPv4(text: string): boolean {
  return typeof text === 'string' && validateIPv4(text, 0, text.length);
}

/**
 * True when `text` (without brackets) is an IPv6address of RFC 3986 §3.2.2, in any of its
 * nine forms. Zone identifiers are not part of IPv6address.
 *
 * @example
 * ```ts
 * isIPv6('2001:db8::7') // true
 * isIPv6('::ffff:192.0.2.128') // true
 * isIPv6('1::2::3') // false
 * ```
 */
export function isIPv6(text: string): boolean {
  return typeof text === 'string' && validateIPv6(text, 0, text.length) < 0;
}

/**
 * True when `text` (without brackets) is an IPvFuture literal of RFC 3986 §3.2.2.
 *
 * @example
 * ```ts
 * isIPvFuture('v7.fe80::a+en1') // true
 * ```
 */
export function isIPvFuture(text: string): boolean {
  return typeof text === 'string' && validateIPvFuture(text, 0, text.length) < 0;
}

/**
 * The four octets of an IPv4address (RFC 3986 §3.2.2), or `undefined` when `text` is not one.
 *
 * @example
 * ```ts
 * parseIPv4('192.0.2.16') // [192, 0, 2, 16]
 * ```
 */
export function parseIPv4(text: string): readonly [number, number, number, number] | undefined {
  if (!isIPv4(requireString(text, 'parseIPv4(text: string)'))) return undefined;
  const [a, b, c, d] = text.split('.').map(Number) as [number, number, number, number];
  return [a, b, c, d];
}

/**
 * The eight 16-bit pieces of an IPv6address (RFC 3986 §3.2.2, without brackets), or
 * `undefined` when `text` is not one. An embedded IPv4address gives the last two pieces.
 *
 * @example
 * ```ts
 * parseIPv6('2001:db8::1') // [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]
 * ```
 */
export function parseIPv6(text: string): number[] | undefined {
  if (!isIPv6(requireString(text, 'parseIPv6(text: string)'))) return undefined;
  const out = new Array<number>(8);
  readPieces(text, 0, text.length, out);
  return out;
}

/**
 * The eight pieces of the valid IPv6address `s[start, end)` into `out`, in one pass: hex
 * pieces, a "::" gap filled with zeros, and an embedded IPv4address as the last two.
 */
function readPieces(s: string, start: number, end: number, out: number[] | Uint16Array): void {
  let n = 0; // pieces written
  let gap = -1; // where "::" stands, in pieces
  let i = start;
  if (s.charCodeAt(i) === codes.colon) {
    gap = 0;
    i += 2;
  }
  while (i < end) {
    // one piece: hex digits, or a dotted quad (the last thing in the address)
    let v = 0;
    let j = i;
    let dotted = false;
    while (j < end) {
      const c = s.charCodeAt(j);
      if (c === codes.colon) break;
      if (c === codes.dot) dotted = true;
      j++;
    }
    if (dotted) {
      let octet = 0;
      let hi = 0;
      let k = 0;
      for (let m = i; m <= j; m++) {
        const c = m < j ? s.charCodeAt(m) : codes.dot;
        if (c === codes.dot) {
          if (k === 0 || k === 2) hi = octet;
          else out[n++] = (hi << 8) | octet;
          k++;
          octet = 0;
        } else {
          octet = octet * 10 + (c - codes.digit0);
        }
      }
    } else {
      for (let m = i; m < j; m++) {
        const c = s.charCodeAt(m) | asciiCaseBit;
        v = v * 16 + (c <= codes.digit9 ? c - codes.digit0 : c - codes.lowercaseA + 10);
      }
      out[n++] = v;
    }
    i = j + 1;
    if (i < end && s.charCodeAt(i) === codes.colon) {
      gap = n;
      i++;
    }
  }
  if (gap >= 0) {
    const move = n - gap;
    for (let k = 1; k <= move; k++) out[8 - k] = out[n - k]!;
    for (let k = gap; k < 8 - move; k++) out[k] = 0;
  }
}

/**
 * The RFC 5952 §4 canonical text of an IPv6 address: lower-case hex without leading zeros,
 * the longest run of two or more zero pieces (the first of equal runs) written "::", and
 * IPv4-mapped and IPv4-translated addresses in the mixed notation of §5 (`::ffff:192.0.2.1`,
 * `::ffff:0:192.0.2.1`). Brackets and an
 * RFC 6874 zone identifier (`%25…`) are kept as given. Throws `UriError` (`INVALID_IPV6`) when
 * the text is not an IPv6address.
 *
 * @example
 * ```ts
 * formatIPv6('2001:0DB8:0:0:0:0:2:1') // '2001:db8::2:1'
 * formatIPv6('[2001:db8:0:1:1:1:1:1]') // '[2001:db8:0:1:1:1:1:1]'
 * formatIPv6('::FFFF:c000:0280') // '::ffff:192.0.2.128'
 * ```
 */
export function formatIPv6(text: string): string {
  requireString(text, 'formatIPv6(text: string)');
  const bracketed =
    text.charCodeAt(0) === codes.leftSquareBracket &&
    text.charCodeAt(text.length - 1) === codes.rightSquareBracket;
  const inner = bracketed ? text.slice(1, -1) : text;
  const zoneAt = inner.indexOf('%');
  const address = zoneAt < 0 ? inner : inner.slice(0, zoneAt);
  const bad = validateIPv6(address, 0, address.length);
  if (bad >= 0) {
    throw new UriError(
      'INVALID_IPV6',
      'RFC 3986 §3.2.2: not an IPv6address',
      text,
      bad + (bracketed ? 1 : 0),
      'host',
    );
  }
  const zone = zoneAt < 0 ? '' : inner.slice(zoneAt);
  const out = canonicalIPv6(address) + zone;
  return bracketed ? `[${out}]` : out;
}

/** @internal RFC 5952 text of an IPv6address already known to be valid (no brackets, no zone). */
export function canonicalIPv6(address: string): string {
  const p = new Uint16Array(8); // the eight pieces (§2.2 of RFC 4291)
  readPieces(address, 0, address.length, p);
  let out: string;
  const quad = `${p[6]! >> 8}.${p[6]! & 255}.${p[7]! >> 8}.${p[7]! & 255}`;
  const zeroTo4 = p[0] === 0 && p[1] === 0 && p[2] === 0 && p[3] === 0;
  if (zeroTo4 && p[4] === 0 && p[5] === 0xffff) {
    // RFC 5952 §5: IPv4-mapped addresses (::ffff:0:0/96, RFC 4291 §2.5.5.2) keep their
    // dotted quad.
    out = `::ffff:${quad}`;
  } else if (zeroTo4 && p[4] === 0xffff && p[5] === 0) {
    // RFC 5952 §5: IPv4-translated addresses (::ffff:0:0:0/96, RFC 2765 §2.1) too.
    out = `::ffff:0:${quad}`;
  } else {
    // §4.2.1–§4.2.3: the longest run of at least two zero pieces, the first one on a tie.
    let bestAt = -1;
    let bestLen = 1;
    for (let i = 0; i < 8; ) {
      if (p[i] !== 0) {
        i++;
        continue;
      }
      let j = i;
      while (j < 8 && p[j] === 0) j++;
      if (j - i > bestLen) {
        bestAt = i;
        bestLen = j - i;
      }
      i = j;
    }
    out = '';
    for (let i = 0; i < 8; i++) {
      if (i === bestAt) {
        out += '::';
        i += bestLen - 1;
        continue;
      }
      if (out !== '' && out.charCodeAt(out.length - 1) !== codes.colon) out += ':';
      out += p[i]!.toString(16);
    }
  }
  return out;
}
