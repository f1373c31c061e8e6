// Percent-encoding (RFC 3986 §2.1, §2.4, §2.5): encode per component as UTF-8, decode strictly,
// and the syntax-based normalization of escapes (§6.2.2.1, §6.2.2.2).

import { invalidArgument, requireString } from './arguments.js';
import {
  CHAR,
  HEX,
  hexValue,
  IN_PATH,
  IN_PCHAR,
  IN_QUERY,
  IN_REG_NAME,
  IN_USERINFO,
  isPctEncoded,
  PART,
  PCT_ENCODED_RULE,
  UNRESERVED,
} from './chars.js';
import { asciiCaseBit, codes, firstNonAscii } from './codes.js';
import { UriError } from './errors.js';

/**
 * The places a value can be encoded for. Each allows literally exactly what its ABNF rule
 * allows besides pct-encoded (RFC 3986 §3): `userinfo` (unreserved / sub-delims / ":"),
 * `host` (reg-name: unreserved / sub-delims), `segment` (pchar: also ":" and "@", not "/"),
 * `path` (pchar and "/"), `query` and `fragment` (pchar, "/" and "?").
 */
export type EncodeComponent = 'userinfo' | 'host' | 'segment' | 'path' | 'query' | 'fragment';

const ALLOWED: Record<EncodeComponent, number> = {
  userinfo: IN_USERINFO,
  host: IN_REG_NAME,
  segment: IN_PCHAR,
  path: IN_PATH,
  query: IN_QUERY,
  fragment: IN_QUERY,
};

/** The mask of ALLOWED for `component`, `undefined` for anything that is not one of its names. */
function maskOf(component: unknown): number | undefined {
  return typeof component === 'string' && Object.hasOwn(ALLOWED, component)
    ? ALLOWED[component as EncodeComponent]
    : undefined;
}

const COMPONENTS = 'component: userinfo | host | segment | path | query | fragment';

const HEX_UPPER = '0123456789ABCDEF';

/** The escape of each octet: "%" and two upper-case hex digits (RFC 3986 §2.1, §6.2.2.1). */
const ESCAPES: readonly string[] = Object.freeze(
  Array.from({ length: 256 }, (_, b) => `%${HEX_UPPER[b >> 4]}${HEX_UPPER[b & 15]}`),
);

/** @internal The escape of octet `b` (one string per octet, made once). */
export const hexEscape = (b: number): string => ESCAPES[b]!;

/**
 * Percent-encodes `value` for one component (RFC 3986 §2.1, §2.4): every character the
 * component cannot hold literally, "%" included, becomes the UTF-8 octets of the character,
 * each as "%" and two upper-case hex digits (§2.5, §6.2.2.1). `also` lists ASCII characters a
 * scheme reserves on top of the component's rule (RFC 1738 §3.1: ":", "@" and "/" in a user
 * name): they are encoded too. Returns `value` itself when nothing needs encoding. A lone
 * UTF-16 surrogate has no UTF-8 form: `UriError` (`INVALID_UNICODE`) at its index.
 *
 * @example
 * ```ts
 * percentEncode('a b/c', 'segment'); // 'a%20b%2Fc'
 * percentEncode('a b/c?', 'query'); // 'a%20b/c?'
 * percentEncode('ü', 'path'); // '%C3%BC'
 * percentEncode('a:b;c', 'userinfo', ':;'); // 'a%3Ab%3Bc'
 * ```
 */
export function percentEncode(value: string, component: EncodeComponent, also = ''): string {
  requireString(value, 'percentEncode(value: string, component, also?)');
  requireString(also, 'percentEncode(value, component, also?: string)');
  const allowed = maskOf(component);
  if (allowed === undefined)
    throw invalidArgument(`percentEncode(value, ${COMPONENTS})`, component);
  const keep = (c: number) =>
    (PART[c]! & allowed) !== 0 && (also === '' || also.indexOf(String.fromCharCode(c)) < 0);
  const n = value.length;
  let i = 0;
  while (i < n) {
    const c = value.charCodeAt(i);
    if (c >= 128 || !keep(c)) break;
    i++;
  }
  if (i === n) return value;
  // Long text goes through the code-unit writer (no string per escape: linear, see
  // UnitWriter); short text is put together from its pieces.
  return n > LONG ? encodeLong(value, i, keep) : encodeShort(value, i, keep);
}

/** `percentEncode` of a short `value` from `i`, the first unit it changes. */
function encodeShort(value: string, i: number, keep: (c: number) => boolean): string {
  const out: string[] = [value.slice(0, i)];
  const octets: number[] = [];
  for (; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 128) {
      if (keep(c)) out.push(value[i]!);
      else out.push(hexEscape(c));
      continue;
    }
    octets.length = 0;
    i = utf8At(value, i, octets);
    for (const o of octets) out.push(hexEscape(o));
  }
  return out.join('');
}

/** `percentEncode` of a long `value` from `i`, through the code-unit writer. */
function encodeLong(value: string, i: number, keep: (c: number) => boolean): string {
  const w = new UnitWriter(3 * value.length);
  const put = (o: number) => w.escape(o);
  w.write(value, 0, i);
  for (; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 128) {
      if (keep(c)) w.unit(c);
      else w.escape(c);
      continue;
    }
    const scalar = scalarAt(value, i);
    utf8Octets(scalar, put);
    if (scalar > 0xffff) i++;
  }
  return w.written();
}

/**
 * Percent-encodes octets for one component (RFC 3986 §2.1): each octet that is an ASCII
 * character the component may hold literally (and not in `also`) is written as that character,
 * every other octet as "%" and two upper-case hex digits. For data that is not text (a gopher
 * selector, a WAIS document id): `percentDecodeBytes` is its inverse.
 *
 * @example
 * ```ts
 * percentEncodeBytes(Uint8Array.from([0x61, 0x20, 0xff]), 'segment'); // 'a%20%FF'
 * ```
 */
export function percentEncodeBytes(
  bytes: Uint8Array,
  component: EncodeComponent,
  also = '',
): string {
  // ArrayBuffer.isView reads an internal slot: a Proxy of a Uint8Array is refused, not iterated.
  if (!ArrayBuffer.isView(bytes) || !(bytes instanceof Uint8Array)) {
    throw invalidArgument('percentEncodeBytes(bytes: Uint8Array, component, also?)', bytes);
  }
  requireString(also, 'percentEncodeBytes(bytes, component, also?: string)');
  const allowed = maskOf(component);
  if (allowed === undefined) {
    throw invalidArgument(`percentEncodeBytes(bytes, ${COMPONENTS})`, component);
  }
  const out: string[] = [];
  for (const b of bytes) {
    if (b < 128 && (PART[b]! & allowed) !== 0 && !also.includes(String.fromCharCode(b))) {
      out.push(String.fromCharCode(b));
    } else {
      out.push(hexEscape(b));
    }
  }
  return out.join('');
}

/**
 * The code point of the non-ASCII character at `value[i]` (a surrogate pair read whole). A lone
 * surrogate has no UTF-8 form (RFC 3629 §3): `INVALID_UNICODE` at `i`.
 */
function scalarAt(value: string, i: number): number {
  const c = value.charCodeAt(i);
  if (c < 0xd800 || c > 0xdfff) return c;
  const d = value.charCodeAt(i + 1);
  if (c > 0xdbff || !(d >= 0xdc00 && d <= 0xdfff)) {
    throw new UriError(
      'INVALID_UNICODE',
      'RFC 3986 §2.5: a lone UTF-16 surrogate has no UTF-8 encoding',
      value,
      i,
    );
  }
  return 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
}

/** Calls `put` with each UTF-8 octet of the code point `c`, a non-ASCII one (RFC 3629 §3). */
function utf8Octets(c: number, put: (octet: number) => void): void {
  if (c < 0x800) put(0xc0 | (c >> 6));
  else if (c < 0x10000) {
    put(0xe0 | (c >> 12));
    put(0x80 | ((c >> 6) & 63));
  } else {
    put(0xf0 | (c >> 18));
    put(0x80 | ((c >> 12) & 63));
    put(0x80 | ((c >> 6) & 63));
  }
  put(0x80 | (c & 63));
}

/**
 * Appends the UTF-8 octets of the non-ASCII character at `value[i]` (RFC 3629) to `octets` and
 * returns the index of its last UTF-16 unit. A lone surrogate is `INVALID_UNICODE` at `i`.
 */
function utf8At(value: string, i: number, octets: number[]): number {
  const c = scalarAt(value, i);
  utf8Octets(c, (o) => octets.push(o));
  return c > 0xffff ? i + 1 : i;
}

function badEscape(value: string, i: number): UriError {
  return new UriError('INVALID_PERCENT_ENCODING', PCT_ENCODED_RULE, value, i);
}

/**
 * The octet the escape at `value[i]` stands for (`%0D` is 13), or -1 when no well-formed
 * escape starts there (RFC 3986 §2.1). Reads character codes only: no string is made, so a
 * scan over every escape of a long text stays cheap.
 *
 * @example
 * ```ts
 * escapeAt('a%0Db', 1); // 13
 * escapeAt('a%0Gb', 1); // -1
 * escapeAt('ab', 0); // -1
 * ```
 */
export function escapeAt(value: string, i: number): number {
  if (typeof value !== 'string') throw invalidArgument('escapeAt(value: string, i)', value);
  if (typeof i !== 'number') throw invalidArgument('escapeAt(value, i: number)', i);
  if (value.charCodeAt(i) !== codes.percentSign || !isPctEncoded(value, i)) return -1;
  return (hexValue(value.charCodeAt(i + 1)) << 4) | hexValue(value.charCodeAt(i + 2));
}

/**
 * Decodes percent-encoding strictly (RFC 3986 §2.1, §2.5): every "%" must start an escape
 * (else `UriError` `INVALID_PERCENT_ENCODING` at the "%"), and each run of escapes must decode
 * to well-formed UTF-8, RFC 3629 (else `INVALID_UTF8` at the "%" that starts the bad
 * sequence). Nothing is ever replaced by U+FFFD. Characters that are not escaped are kept as
 * they are. Returns `value` itself when it holds no "%".
 *
 * @example
 * ```ts
 * percentDecode('a%20b'); // 'a b'
 * percentDecode('%C3%BC'); // 'ü'
 * percentDecode('%C3'); // throws UriError INVALID_UTF8, index 0
 * ```
 */
export function percentDecode(value: string): string {
  requireString(value, 'percentDecode(value: string)');
  let i = value.indexOf('%');
  if (i < 0) return value;
  const n = value.length;
  // Long text goes through the code-unit writer (see normalizeEscapes).
  const w = n > LONG ? new UnitWriter(n) : undefined;
  let out = w ? '' : value.slice(0, i);
  w?.write(value, 0, i);
  while (i < n) {
    const c = value.charCodeAt(i);
    if (c !== codes.percentSign) {
      const next = value.indexOf('%', i);
      const stop = next < 0 ? n : next;
      if (w) w.write(value, i, stop);
      else out += value.slice(i, stop);
      i = stop;
      continue;
    }
    const b = escapeAt(value, i);
    if (b < 0) throw badEscape(value, i);
    if (b < 0x80) {
      if (w) w.unit(b);
      else out += String.fromCharCode(b);
      i += 3;
      continue;
    }
    // RFC 3629 §4: lead byte, then 1–3 continuation bytes; no overlong forms, no surrogates,
    // nothing above U+10FFFF.
    const start = i;
    let need: number;
    let cp: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      cp = b & 0x1f;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      cp = b & 0x0f;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      cp = b & 0x07;
      min = 0x10000;
    } else {
      throw badUtf8(value, start);
    }
    i += 3;
    for (let k = 0; k < need; k++, i += 3) {
      const t = escapeAt(value, i);
      if (t < 0) {
        if (value.charCodeAt(i) === codes.percentSign && !isPctEncoded(value, i))
          throw badEscape(value, i);
        throw badUtf8(value, start);
      }
      if ((t & 0xc0) !== 0x80) throw badUtf8(value, start);
      cp = (cp << 6) | (t & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
      throw badUtf8(value, start);
    }
    if (!w) out += String.fromCodePoint(cp);
    else if (cp < 0x10000) w.unit(cp);
    else {
      w.unit(0xd800 + ((cp - 0x10000) >> 10));
      w.unit(0xdc00 + ((cp - 0x10000) & 0x3ff));
    }
  }
  return w ? w.written() : out;
}

function badUtf8(value: string, i: number): UriError {
  return new UriError(
    'INVALID_UTF8',
    'RFC 3986 §2.5 and RFC 3629: percent-encoded octets that are not well-formed UTF-8',
    value,
    i,
  );
}

/**
 * Decodes percent-encoding to octets (RFC 3986 §2.1): escapes give their octet, every other
 * character gives its UTF-8 octets. For data that is not text (or not UTF-8). Throws
 * `UriError` (`INVALID_PERCENT_ENCODING`, `INVALID_UNICODE`) at the offending index.
 *
 * @example
 * ```ts
 * [...percentDecodeBytes('%FFa')]; // [255, 97]
 * ```
 */
export function percentDecodeBytes(value: string): Uint8Array {
  requireString(value, 'percentDecodeBytes(value: string)');
  const bytes: number[] = [];
  const n = value.length;
  for (let i = 0; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c === codes.percentSign) {
      const b = escapeAt(value, i);
      if (b < 0) throw badEscape(value, i);
      bytes.push(b);
      i += 2;
    } else if (c < firstNonAscii) {
      bytes.push(c);
    } else {
      i = utf8At(value, i, bytes);
    }
  }
  return Uint8Array.from(bytes);
}

/**
 * True when `value` holds at least one escape ("%" and two hex digits, RFC 3986 §2.1).
 *
 * @example
 * ```ts
 * hasPercentEncoding('a%20b'); // true
 * hasPercentEncoding('100%'); // false
 * ```
 */
export function hasPercentEncoding(value: string): boolean {
  if (typeof value !== 'string') return false;
  for (let i = value.indexOf('%'); i >= 0; i = value.indexOf('%', i + 1)) {
    if (isPctEncoded(value, i)) return true;
  }
  return false;
}

/**
 * True when every "%" in `value` starts an escape ("%" HEXDIG HEXDIG, RFC 3986 §2.1).
 *
 * @example
 * ```ts
 * isWellFormedPercentEncoding('a%2Fb'); // true
 * isWellFormedPercentEncoding('100%'); // false
 * ```
 */
export function isWellFormedPercentEncoding(value: string): boolean {
  if (typeof value !== 'string') return false;
  for (let i = value.indexOf('%'); i >= 0; i = value.indexOf('%', i + 1)) {
    if (!isPctEncoded(value, i)) return false;
  }
  return true;
}

/**
 * The syntax-based normalization of escapes (RFC 3986 §6.2.2.1, §6.2.2.2): hex digits to upper
 * case, and escapes of unreserved characters (ALPHA DIGIT "-" "." "_" "~", §2.3) decoded. Other
 * escapes, reserved characters among them, stay escaped (§2.2: decoding them can change the
 * meaning). A "%" that does not start an escape is left as it is. Returns `value` itself
 * when nothing changes.
 *
 * @example
 * ```ts
 * normalizePercentEncoding('%7efoo%2f%41'); // '~foo%2FA'
 * ```
 */
export function normalizePercentEncoding(value: string): string {
  requireString(value, 'normalizePercentEncoding(value: string)');
  return normalizeEscapes(value, true, true, false);
}

/** @internal The bits {@link normalizeEscapes} sets in its `changes`: hex case, a decoded escape. */
export const ESCAPE_CASE = 1;
export const ESCAPE_DECODED = 2;

/**
 * @internal The escape rules of §6.2.2 over one piece of text: escapes of unreserved characters
 * decoded (`decode`, §6.2.2.2), the hex digits of the other escapes upper-cased (`caseFold`,
 * §6.2.2.1) and, for scheme and host, the ASCII letters lower-cased (`lower`). A "%" that starts
 * no escape is left as it is. Returns `s` itself when nothing changes; `changes.bits` gains
 * {@link ESCAPE_CASE} and {@link ESCAPE_DECODED} for what changed.
 */
export function normalizeEscapes(
  s: string,
  decode: boolean,
  caseFold: boolean,
  lower: boolean,
  changes: { bits: number } = { bits: 0 },
): string {
  const n = s.length;
  let i = 0;
  // The first character that may change: only an escape, unless letters fold.
  if (lower) {
    while (i < n && !isEscapeOrUpper(s.charCodeAt(i))) i++;
    if (i === n) return s;
  } else {
    i = s.indexOf('%');
    if (i < 0) return s;
  }
  // Long text goes through the code-unit writer below (no string made per change: linear
  // without a garbage-collection step per doubling); short text is built by concatenation.
  const w = n > LONG ? new UnitWriter(n) : undefined;
  let out = '';
  let from = 0; // start of the run not yet written
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    // What replaces s[i, next): the code unit `ch`, or (ch < 0) the escape of octet -1 - ch
    // with upper-case hex.
    let ch: number;
    let next: number;
    if (c === codes.percentSign) {
      const byte = escapeAt(s, i);
      if (byte < 0) continue;
      next = i + 3;
      if (decode && byte < 128 && (CHAR[byte]! & UNRESERVED) !== 0) {
        ch =
          lower && byte >= codes.uppercaseA && byte <= codes.uppercaseZ
            ? byte | asciiCaseBit
            : byte;
        changes.bits |= ESCAPE_DECODED;
      } else if (caseFold && !isUpperEscape(s, i)) {
        ch = -1 - byte;
        changes.bits |= ESCAPE_CASE;
      } else {
        i += 2;
        continue;
      }
    } else if (lower && c >= codes.uppercaseA && c <= codes.uppercaseZ) {
      ch = c | asciiCaseBit;
      next = i + 1;
      changes.bits |= ESCAPE_CASE;
    } else {
      continue;
    }
    if (w) {
      w.write(s, from, i);
      if (ch >= 0) w.unit(ch);
      else w.escape(-1 - ch);
    } else {
      out += s.slice(from, i) + (ch >= 0 ? String.fromCharCode(ch) : hexEscape(-1 - ch));
    }
    from = next;
    i = next - 1;
  }
  if (from === 0) return s;
  if (!w) return out + s.slice(from);
  w.write(s, from, n);
  return w.written();
}

/**
 * Re-spells percent-encoded text for one component without decoding it (RFC 3986 §2.1, §2.4,
 * §6.2.2.2): `text[start, end)` is written as `percentEncode(percentDecode(x), component,
 * also)` writes it. An escape of a character the component holds literally (and `also` does not
 * list) is decoded; every other escape stays, its hex digits in upper case (escapes of octets
 * that are not UTF-8 too: they stay escapes); a character that must be escaped is escaped (its
 * UTF-8 octets, §2.5). `separators` (ASCII: a scheme's delimiters, "/" between the cwds of an
 * ftp path, ";" and "=" between prospero fields) stay as they stand and their escapes stay
 * escapes (data, §2.2): each piece between them is written as `percentEncode(percentDecode(
 * piece), component, also + separators)` writes it. Returns `text` with that range re-spelled,
 * `text` itself when nothing changes: a scheme's normal form written from the URI text, with no
 * decoding. Linear: one pass, and a long text (over 512 characters) is gathered in a code-unit
 * buffer, with no string per change. A "%" that starts no escape is `UriError`
 * `INVALID_PERCENT_ENCODING`, a lone surrogate `INVALID_UNICODE`, at its index in `text`.
 *
 * @example
 * ```ts
 * respellEscapes('a%2fb%7e%3B;c', 'segment', ';'); // 'a%2Fb~%3B%3Bc'
 * respellEscapes('/a%2Fb;c/d', 'segment', ';', '/'); // '/a%2Fb%3Bc/d'
 * respellEscapes('x=%41&y', 'query', '&=', '&=', 2); // 'x=A&y'
 * respellEscapes('%FF%c3', 'path'); // '%FF%C3'
 * ```
 */
export function respellEscapes(
  text: string,
  component: EncodeComponent,
  also = '',
  separators = '',
  start = 0,
  end?: number,
): string {
  requireString(text, 'respellEscapes(text: string, component, …)');
  requireString(also, 'respellEscapes(text, component, also?: string, …)');
  requireString(separators, 'respellEscapes(text, component, also?, separators?: string, …)');
  if (maskOf(component) === undefined) {
    throw invalidArgument(`respellEscapes(text, ${COMPONENTS}, …)`, component);
  }
  const table = literalTable(component, also, separators);
  const n = text.length;
  const stop = end ?? n;
  if (
    !(Number.isInteger(start) && Number.isInteger(stop) && 0 <= start && start <= stop && stop <= n)
  ) {
    throw invalidArgument(
      'respellEscapes(…, start?, end?): 0 <= start <= end <= text.length',
      text,
    );
  }
  // Most text is written so already: the first character that changes, in a tight loop.
  let i = start;
  for (; i < stop; i++) {
    const c = text.charCodeAt(i);
    if (c === codes.percentSign) {
      // An escape stays when its hex digits are upper case and it is not decoded.
      const h = upperHex(text.charCodeAt(i + 1));
      const l = upperHex(text.charCodeAt(i + 2));
      if (!(h < 16 && l < 16) || (h < 8 && table[(h << 4) | l] === 1)) break;
      i += 2;
    } else if (c >= firstNonAscii || table[c] === 0) break;
  }
  if (i >= stop) return text;
  // Long text goes through the code-unit writer (no string per change), short text is built by
  // concatenation, as in normalizeEscapes.
  const w = n > LONG ? new UnitWriter(n) : undefined;
  let out = '';
  let from = 0; // where the text not yet written starts
  let octets: number[] | undefined; // the UTF-8 octets of a non-ASCII character
  for (; i < stop; i++) {
    const c = text.charCodeAt(i);
    let o = c; // the character, or the octet of the escape, at i
    let next = i + 1;
    let decode = false;
    if (c === codes.percentSign) {
      o = escapeAt(text, i);
      if (o < 0) throw badEscape(text, i);
      next = i + 3;
      decode = o < 0x80 && table[o] === 1;
      // An escape that stays, in upper case already.
      if (!decode && isUpperEscape(text, i)) {
        i += 2;
        continue;
      }
    } else if (c < firstNonAscii && table[c] !== 0) continue;
    if (!w) out += text.slice(from, i);
    else if (from < i) w.write(text, from, i);
    if (decode) {
      if (w) w.unit(o);
      else out += String.fromCharCode(o);
    } else if (c < firstNonAscii || c === codes.percentSign) {
      if (w) w.escape(o);
      else out += hexEscape(o);
    } else {
      octets ??= [];
      octets.length = 0;
      next = utf8At(text, i, octets) + 1;
      for (const b of octets) {
        if (w) w.escape(b);
        else out += hexEscape(b);
      }
    }
    from = next;
    i = next - 1;
  }
  if (!w) return out + text.slice(from);
  w.write(text, from, n);
  return w.written();
}

// The value of an upper-case hex digit (RFC 3986 §6.2.2.1), 16 for any other code.
const upperHex = (c: number): number =>
  c >= codes.digit0 && c <= codes.digit9
    ? c - codes.digit0
    : c >= codes.uppercaseA && c <= codes.uppercaseF
      ? c - codes.uppercaseA + 10
      : 16;

// What respellEscapes writes for each ASCII code, per (component, also, separators): 1 the
// character literally (its escape decoded), 2 a separator (as it stands, its escape kept),
// 0 an escape. Built per call (128 codes): no table outlives the call.
function literalTable(component: EncodeComponent, also: string, separators: string): Uint8Array {
  const allowed = ALLOWED[component];
  const t = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    const ch = String.fromCharCode(c);
    if (separators.includes(ch)) t[c] = 2;
    else if ((PART[c]! & allowed) !== 0 && !also.includes(ch)) t[c] = 1;
  }
  return t;
}

// Text longer than this is written through a UnitWriter.
const LONG = 512;
// The units a UnitWriter gathers before it makes them a string.
const CHUNK = 4096;

/**
 * The code-unit writer of long results, one per call (no state outlives it): units gathered in
 * a buffer and made a string CHUNK at a time, long unchanged runs appended as slices, so that
 * no string is made per change (linear, without a garbage-collection step per doubling). The
 * buffer is a plain array of small integers: String.fromCharCode.apply reads one faster than a
 * typed array.
 */
class UnitWriter {
  readonly #units: number[];
  #used = 0;
  #gathered = '';

  /** A writer for a result of about `n` units: the buffer is at most CHUNK units. */
  constructor(n: number) {
    this.#units = new Array(Math.min(n + 3, CHUNK)).fill(0);
  }

  #spill(): void {
    const units = this.#units;
    const used = this.#used;
    if (used > 0) {
      this.#gathered += String.fromCharCode.apply(
        null,
        used === units.length ? units : units.slice(0, used),
      );
      this.#used = 0;
    }
  }

  /** One code unit. */
  unit(c: number): void {
    if (this.#used === this.#units.length) this.#spill();
    this.#units[this.#used++] = c;
  }

  /** The escape of octet `o`, upper-case hex (RFC 3986 §6.2.2.1). */
  escape(o: number): void {
    if (this.#used + 3 > this.#units.length) this.#spill();
    const units = this.#units;
    units[this.#used++] = codes.percentSign;
    units[this.#used++] = HEX_UPPER.charCodeAt(o >> 4);
    units[this.#used++] = HEX_UPPER.charCodeAt(o & 15);
  }

  /** `s[a, b)` as it stands. */
  write(s: string, a: number, b: number): void {
    if (b - a > 64) {
      this.#spill();
      this.#gathered += s.slice(a, b);
      return;
    }
    if (this.#used + (b - a) > this.#units.length) this.#spill();
    const units = this.#units;
    for (let k = a; k < b; k++) units[this.#used++] = s.charCodeAt(k);
  }

  /** Everything written, as one string. */
  written(): string {
    this.#spill();
    return this.#gathered;
  }
}

function isEscapeOrUpper(c: number): boolean {
  return c === codes.percentSign || (c >= codes.uppercaseA && c <= codes.uppercaseZ);
}

function isUpperEscape(value: string, i: number): boolean {
  const a = value.charCodeAt(i + 1);
  const b = value.charCodeAt(i + 2);
  return (
    (CHAR[a]! & HEX) !== 0 && a < codes.lowercaseA && (CHAR[b]! & HEX) !== 0 && b < codes.lowercaseA
  );
}
