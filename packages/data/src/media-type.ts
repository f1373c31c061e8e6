// The media type of a data URL (RFC 2397 §3 `mediatype := [ type "/" subtype ] *( ";"
// parameter )`), with the tokens of RFC 2045 §5.1 as URI text writes them.

const SLASH = 0x2f;
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const ASCII_CASE_BIT = 0x20;
const LOWER_A = 0x61;
const LOWER_Z = 0x7a;

/**
 * The characters of an RFC 2045 §5.1 token (any CHAR but SPACE, CTLs and tspecials
 * `()<>@,;:\"/[]?=`) that a URI holds as they are (RFC 3986 §2.2, §2.3), besides letters and
 * digits. The others (`#`, `%`, `^`, `` ` ``, `{`, `|`, `}`) would need an escape, which no
 * registered media type has (RFC 6838 §4.2): they are refused.
 */
const TOKEN_MARKS = "-._~!$&'*+";

/** Whether the character at `text[i]` belongs to a token (see {@link TOKEN_MARKS}). */
function isTokenChar(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  const folded = c | ASCII_CASE_BIT;
  return (
    (c >= DIGIT_0 && c <= DIGIT_9) ||
    (folded >= LOWER_A && folded <= LOWER_Z) ||
    TOKEN_MARKS.includes(text[i]!)
  );
}

/** The index of the first character of `[from, to)` that is no token character, or -1. */
export function badToken(text: string, from: number, to: number): number {
  if (from >= to) return from;
  for (let i = from; i < to; i++) if (!isTokenChar(text, i)) return i;
  return -1;
}

/**
 * Where `[from, to)` of `text` breaks RFC 2045 §5.1 `type "/" subtype` (two tokens), or -1: a
 * character that is no token character (a second "/" included), an empty type or subtype, or
 * `to` when the "/" is missing.
 */
export function badMediaType(text: string, from: number, to: number): number {
  let slash = -1;
  for (let i = from; i < to; i++) {
    if (text.charCodeAt(i) === SLASH) {
      slash = i;
      break;
    }
  }
  if (slash < 0) {
    const bad = badToken(text, from, to);
    return bad >= 0 ? bad : to;
  }
  const type = badToken(text, from, slash);
  return type >= 0 ? type : badToken(text, slash + 1, to);
}

/**
 * The parameters of a media type: attribute (lower case, RFC 2045 §5.1) to value. Frozen.
 *
 * @example
 * ```ts
 * const parameters: Parameters = { charset: 'UTF-8' };
 * parameters.charset; // 'UTF-8'
 * ```
 */
export type Parameters = Readonly<Record<string, string>>;

/**
 * The media types that run script or render active documents when a browser opens them (HTML,
 * XHTML, SVG, XML with its style sheets, JavaScript): the types RFC 2397 §4's "security
 * considerations as any implementation of the given media type" weighs most, and the ones
 * browsers block at top-level navigation to a data URL as a phishing vector (Chrome 60 and
 * Firefox 59 block page-initiated navigation to data URLs; Firefox still opens the passive
 * types: plain text, images but SVG, JSON, PDF).
 *
 * @example
 * ```ts
 * ACTIVE_MEDIA_TYPES.includes('image/svg+xml'); // true
 * ```
 */
export const ACTIVE_MEDIA_TYPES: readonly string[] = Object.freeze([
  'application/ecmascript',
  'application/javascript',
  'application/xhtml+xml',
  'application/xml',
  'image/svg+xml',
  'text/ecmascript',
  'text/html',
  'text/javascript',
  'text/xml',
  'text/xsl',
]);
