// Character classes of RFC 3986 Appendix A as bit flags over ASCII. One table lookup per
// character is all the parser does; nothing here runs a regular expression.

import { asciiCaseBit, codes } from './codes.js';

/** ALPHA */
export const ALPHA = 1;
/** DIGIT */
export const DIGIT = 2;
/** "-" "." "_" "~" (with ALPHA and DIGIT: unreserved, §2.3) */
export const UNRESERVED_MARK = 4;
/** "!" "$" "&" "'" "(" ")" "*" "+" "," ";" "=" (sub-delims, §2.2) */
export const SUB_DELIM = 8;
/** HEXDIG (§2.1) */
export const HEX = 16;
/** "+" "-" "." allowed after the first letter of a scheme (§3.1) */
export const SCHEME_MARK = 32;
/** An upper-case letter, "A" to "Z" (what case normalization changes, §6.2.2.1) */
export const UPPER = 64;

export const UNRESERVED = ALPHA | DIGIT | UNRESERVED_MARK;
/** unreserved / sub-delims: reg-name (§3.2.2) without pct-encoded */
export const REG_NAME = UNRESERVED | SUB_DELIM;

export const CHAR = new Uint8Array(128);

function mark(chars: string, flag: number): void {
  for (let i = 0; i < chars.length; i++) CHAR[chars.charCodeAt(i)]! |= flag;
}
for (let c = codes.uppercaseA; c <= codes.uppercaseZ; c++) CHAR[c]! |= ALPHA | UPPER;
for (let c = codes.lowercaseA; c <= codes.lowercaseZ; c++) CHAR[c]! |= ALPHA;
for (let c = codes.digit0; c <= codes.digit9; c++) CHAR[c]! |= DIGIT | HEX;
mark('ABCDEFabcdef', HEX);
mark('-._~', UNRESERVED_MARK);
mark("!$&'()*+,;=", SUB_DELIM);
mark('+-.', SCHEME_MARK);

/** Bits of {@link PART}: which component may hold the character literally (pct-encoded aside). */
export const IN_USERINFO = 1;
export const IN_PCHAR = 2;
export const IN_QUERY = 4;
export const IN_SEGMENT_NC = 8;
export const IN_REG_NAME = 16;
export const IN_PATH = 32;
/** reg-name characters but the upper-case letters: a host scan stops at the first one. */
export const IN_REG_NAME_LOWER = 64;
/** path characters but ".": a path scan stops where a dot segment may start. */
export const IN_PATH_NODOT = 128;

/**
 * Per-component acceptance table: userinfo (§3.2.1), pchar (§3.3), query and fragment
 * (§3.4, §3.5), segment-nz-nc (§3.3), reg-name (§3.2.2), path characters (pchar / "/").
 */
export const PART = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const f = CHAR[c]!;
  if (f & REG_NAME) {
    PART[c]! |= IN_USERINFO | IN_PCHAR | IN_QUERY | IN_SEGMENT_NC | IN_REG_NAME | IN_PATH;
  }
}
PART[codes.colon]! |= IN_USERINFO | IN_PCHAR | IN_QUERY | IN_PATH; // ":"
PART[codes.atSign]! |= IN_PCHAR | IN_QUERY | IN_SEGMENT_NC | IN_PATH; // "@"
PART[codes.slash]! |= IN_QUERY | IN_PATH; // "/"
PART[codes.questionMark]! |= IN_QUERY; // "?"
for (let c = 0; c < 128; c++) {
  const upper = c >= codes.uppercaseA && c <= codes.uppercaseZ;
  if (PART[c]! & IN_REG_NAME && !upper) PART[c]! |= IN_REG_NAME_LOWER;
  if (PART[c]! & IN_PATH && c !== codes.dot) PART[c]! |= IN_PATH_NODOT;
}

/** Value of a hexadecimal digit, or -1. */
export function hexValue(c: number): number {
  if (c >= codes.digit0 && c <= codes.digit9) return c - codes.digit0;
  const l = c | asciiCaseBit;
  if (l >= codes.lowercaseA && l <= codes.lowercaseF) return l - codes.lowercaseA + 10;
  return -1;
}

/** The rule a "%" that starts no escape breaks, as error messages cite it. */
export const PCT_ENCODED_RULE = 'RFC 3986 §2.1 pct-encoded: "%" HEXDIG HEXDIG';

/** True when `s[i]` is "%" followed by two hex digits (pct-encoded, §2.1). */
export function isPctEncoded(s: string, i: number): boolean {
  return (
    i + 2 < s.length &&
    (CHAR[s.charCodeAt(i + 1)]! & HEX) !== 0 &&
    (CHAR[s.charCodeAt(i + 2)]! & HEX) !== 0
  );
}

/** True when `s[from, to)` holds an ASCII upper-case letter. */
export function hasUpper(s: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c <= codes.uppercaseZ && c >= codes.uppercaseA) return true;
  }
  return false;
}

/**
 * True when `a[from, to)` and `b[from, to)` are the same text but for the case of ASCII letters
 * (RFC 3986 §6.2.2.1: scheme and host are case-insensitive). Nothing is copied.
 */
export function sameIgnoringCase(a: string, b: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) {
      const lx = x | asciiCaseBit;
      if (lx !== (y | asciiCaseBit) || lx < codes.lowercaseA || lx > codes.lowercaseZ) return false;
    }
  }
  return true;
}

/** True when two scheme names are the same but for case (§3.1, §6.2.2.1); nothing is copied. */
export function sameScheme(a: string, b: string): boolean {
  return a.length === b.length && sameIgnoringCase(a, b, 0, a.length);
}

/**
 * True when `s[i]` (a ".") starts a "." or ".." segment of a path that begins at `start`: the
 * start of the path or a "/" before it, and after it the end of the text, a "/", or the "?" or
 * "#" that ends a path inside a URI (§3.3).
 */
export function isDotSegmentAt(s: string, i: number, start: number): boolean {
  if (i > start && s.charCodeAt(i - 1) !== codes.slash) return false;
  let j = i + 1;
  if (s.charCodeAt(j) === codes.dot) j++;
  if (j >= s.length) return true;
  const c = s.charCodeAt(j);
  return c === codes.slash || c === codes.questionMark || c === codes.numberSign;
}

/** True when `s[start, end)`, a path, has a "." or ".." segment (a complete segment, §3.3). */
export function hasDotSegment(s: string, start = 0, end = s.length): boolean {
  for (let i = s.indexOf('.', start); i >= 0 && i < end; i = s.indexOf('.', i + 1)) {
    if (isDotSegmentAt(s, i, start)) return true;
  }
  return false;
}
