// Character codes by name (the UTF-16 code unit of each ASCII character the RFC 3986 grammar
// and the schemes' rules name), so that a comparison reads `c === codes.slash`, not
// `c === 0x2f`. A frozen table of constants: engines fold its reads.

/**
 * The ASCII characters of RFC 3986 (Appendix A) and of the rules beside it (the controls and
 * delimiters of RFC 5322 and RFC 6068 that mail and news read), by name: one table for the core
 * and every plugin.
 *
 * @example
 * ```ts
 * 'a%20b'.charCodeAt(1) === codes.percentSign; // true
 * codes.lf; // 10
 * ```
 */
export const codes = Object.freeze({
  nul: 0x00,
  horizontalTab: 0x09,
  lf: 0x0a,
  cr: 0x0d,
  space: 0x20,
  exclamationMark: 0x21,
  quotationMark: 0x22,
  numberSign: 0x23,
  percentSign: 0x25,
  ampersand: 0x26,
  asterisk: 0x2a,
  comma: 0x2c,
  dot: 0x2e,
  slash: 0x2f,
  digit0: 0x30,
  digit2: 0x32,
  digit5: 0x35,
  digit9: 0x39,
  colon: 0x3a,
  equalsTo: 0x3d,
  questionMark: 0x3f,
  atSign: 0x40,
  uppercaseA: 0x41,
  uppercaseF: 0x46,
  uppercaseZ: 0x5a,
  leftSquareBracket: 0x5b,
  backslash: 0x5c,
  rightSquareBracket: 0x5d,
  lowercaseA: 0x61,
  lowercaseF: 0x66,
  lowercaseV: 0x76,
  lowercaseZ: 0x7a,
  tilde: 0x7e,
  delete: 0x7f,
} as const);

/**
 * The bit that tells an ASCII lower-case letter from its upper case (`c | asciiCaseBit` folds
 * "A"–"Z" to "a"–"z", RFC 3986 §6.2.2.1).
 */
export const asciiCaseBit = 0x20;

/** The first code point that is not ASCII (RFC 20): 0x80. */
export const firstNonAscii = 0x80;
