// The characters RFC 3987 adds to RFC 3986 (§2.2 ucschar and iprivate), the ones it forbids
// (§4.1 bidirectional formatting), and UTF-8 percent-encoding of one code point (§3.1 step 2).

/** A non-ASCII code point that no IRI may hold: not ucschar, not iprivate (§2.2). */
export const BAD = 0;
/** ucschar (§2.2): allowed wherever iunreserved is. */
export const UCS = 1;
/** iprivate (§2.2): allowed in the query only. */
export const PRIVATE = 2;
/** A bidirectional formatting character: never in an IRI (§4.1). */
export const BIDI = 3;

/** What kind of code point `cp` (≥ 0x80) is in an IRI. */
export function classify(cp: number): number {
  if (cp < 0xa0) return BAD; // C1 controls
  if (cp < 0xd800) {
    // Bidi_Control: U+061C ALM, U+200E LRM, U+200F RLM, U+202A–U+202E LRE RLE PDF LRO RLO,
    // U+2066–U+2069 LRI RLI FSI PDI.
    return cp === 0x61c ||
      cp === 0x200e ||
      cp === 0x200f ||
      (cp >= 0x202a && cp <= 0x202e) ||
      (cp >= 0x2066 && cp <= 0x2069)
      ? BIDI
      : UCS;
  }
  if (cp < 0xe000) return BAD; // a lone surrogate
  if (cp < 0xf900) return PRIVATE;
  if (cp < 0xfdd0) return UCS;
  if (cp < 0xfdf0) return BAD; // noncharacters U+FDD0–U+FDEF
  if (cp < 0xfff0) return UCS;
  if (cp < 0x10000 || (cp & 0xfffe) === 0xfffe) return BAD; // specials, U+xFFFE and U+xFFFF
  if (cp >= 0xf0000) return PRIVATE; // planes 15 and 16
  return cp < 0xe0000 || cp >= 0xe1000 ? UCS : BAD; // U+E0000–U+E0FFF are not ucschar
}

/** The code point at `i` of `s`, a lone surrogate as itself. */
export function codePointAt(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c >= 0xd800 && c < 0xdc00) {
    const d = s.charCodeAt(i + 1);
    if (d >= 0xdc00 && d < 0xe000) return ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
  }
  return c;
}

/** "%00" … "%FF", upper-case hex as RFC 3987 §3.1 step 2.2 recommends. */
const PCT: string[] = [];
for (let b = 0; b < 256; b++) PCT.push(`%${b < 16 ? '0' : ''}${b.toString(16).toUpperCase()}`);

export { PCT };

/** A code point as its UTF-8 octets, each percent-encoded (§3.1 steps 2.1 and 2.2). */
export function encodePoint(cp: number): string {
  if (cp < 0x800) return PCT[0xc0 | (cp >> 6)]! + PCT[0x80 | (cp & 63)]!;
  if (cp < 0x10000) {
    return PCT[0xe0 | (cp >> 12)]! + PCT[0x80 | ((cp >> 6) & 63)]! + PCT[0x80 | (cp & 63)]!;
  }
  return (
    PCT[0xf0 | (cp >> 18)]! +
    PCT[0x80 | ((cp >> 12) & 63)]! +
    PCT[0x80 | ((cp >> 6) & 63)]! +
    PCT[0x80 | (cp & 63)]!
  );
}
