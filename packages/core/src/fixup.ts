// The lenient front door: what people write (an href in a page, a line of a log, a chat message)
// turned into an RFC 3986 URI reference, with every change reported against the user's own
// characters. An explicit step before strict parsing, never a silent one. One left-to-right copy
// (with look-aheads for the scheme and the end of the authority), no regular expressions; the
// result is then parsed strictly, so it always is a URI reference.

import { invalidArgument, readOption } from './arguments.js';
import {
  ALPHA,
  CHAR,
  DIGIT,
  IN_PATH,
  IN_QUERY,
  IN_REG_NAME,
  IN_SEGMENT_NC,
  IN_USERINFO,
  isPctEncoded,
  PART,
  SCHEME_MARK,
} from './chars.js';
import { asciiCaseBit, codes, firstNonAscii } from './codes.js';
import { type CoreErrorCode, type UriComponentName, UriError } from './errors.js';
import { notString, tryParse } from './parse.js';
import { type EncodeComponent, hexEscape, percentEncode } from './percent.js';

/** What a repair did (each names the rule it works around). */
export type RepairKind =
  /** Leading or trailing C0 controls and spaces removed (WHATWG URL: leading/trailing C0 control or space). */
  | 'trim'
  /** An ASCII tab, LF or CR removed (WHATWG URL: invalid-URL-unit, removed anywhere). */
  | 'tab-or-newline'
  /** "\" read as "/" in a hierarchical scheme (WHATWG URL: invalid-reverse-solidus). */
  | 'backslash'
  /** An ASCII character the component does not allow, percent-encoded (RFC 3986 §2.1). */
  | 'percent-encode'
  /** A "%" that starts no escape written "%25" (RFC 3986 §2.1, §2.4). */
  | 'percent-sign'
  /** A non-ASCII character written as its percent-encoded UTF-8 octets (RFC 3987 §3.1). */
  | 'non-ascii'
  /** A host with non-ASCII characters converted by `options.toAsciiHost` (its A-label form). */
  | 'host-to-ascii'
  /** `options.defaultScheme` and "//" put before a text that starts with a host. */
  | 'default-scheme';

/** One change made by {@link fixup}; `index` and `length` are in the original text. */
export interface Repair {
  readonly kind: RepairKind;
  /** 0-based offset in the original text of what was replaced. */
  readonly index: number;
  /** How many UTF-16 code units of the original text were replaced (0 for an insertion). */
  readonly length: number;
  /** The original text replaced. */
  readonly was: string;
  /** What stands in its place in `uri`. */
  readonly now: string;
}

/** The outcome of {@link fixup}. */
export interface FixupResult {
  /** The repaired text: an RFC 3986 URI reference (`parse(uri)` succeeds). */
  readonly uri: string;
  /** Every change, in the order of the original text; empty when `text` was already valid. */
  readonly repairs: readonly Repair[];
}

/** Options of {@link fixup}. */
export interface FixupOptions {
  /**
   * A scheme put before a text with no scheme that starts with a host (`example.com/path`
   * becomes `http://example.com/path` with `'http'`). Absent: no scheme is added.
   */
  readonly defaultScheme?: string;
  /**
   * The schemes whose "\" is read as "/" and whose port must be a TCP/UDP port (≤ 65535).
   * Default: the WHATWG special schemes http, https, ws, wss, ftp, file. A text with no scheme
   * is always read as hierarchical.
   */
  readonly hierarchicalSchemes?: readonly string[];
  /**
   * Converts a host with non-ASCII characters to ASCII (e.g. `domainToAscii` of
   * `@urikit/idna`, UTS #46). Absent: the host's non-ASCII characters are percent-encoded
   * UTF-8, which a reg-name allows (RFC 3986 §3.2.2).
   */
  readonly toAsciiHost?: (host: string) => string;
  /**
   * The schemes whose host `toAsciiHost` reads (those whose host is a DNS name: a registry's
   * lenient route passes the schemes of its plugins with a default port). A host of another
   * scheme keeps its non-ASCII characters percent-encoded, as RFC 3987 §3.1 allows. Absent:
   * every host, also that of a text without a scheme.
   */
  readonly hostSchemes?: readonly string[];
}

/** The WHATWG URL Standard's special schemes: the default of `hierarchicalSchemes`. */
const SPECIAL_SCHEMES: readonly string[] = Object.freeze([
  'http',
  'https',
  'ws',
  'wss',
  'ftp',
  'file',
]);

/** WHATWG URL: "ASCII tab or newline" (U+0009, U+000A, U+000D). */
const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
/** "-" (U+002D). */
const HYPHEN = 0x2d;
/** "\" (U+005C). */
const BACKSLASH = 0x5c;
const NUMBER_SIGN = codes.numberSign;
/** "x" and "n" (U+0078, U+006E), and the bit that makes an ASCII letter lower case. */
const LOWER_X = 0x78;
const LOWER_N = 0x6e;
const ASCII_CASE = asciiCaseBit;
/** The largest TCP and UDP port (RFC 9293 §3.1, RFC 768). */
const MAX_PORT = 65535;

const isTabOrNewline = (c: number): boolean =>
  c === TAB || c === LINE_FEED || c === CARRIAGE_RETURN;

/** The state of one call: the text, what is written so far, the repairs. */
interface Fixer {
  readonly s: string;
  /** End of the text after the trailing trim. */
  readonly end: number;
  readonly out: string[];
  /** The repairs so far, in the order of the text. */
  readonly repairs: Repair[];
  /** Whether "\" is "/" here (no scheme, or a hierarchical one). */
  hierarchical: boolean;
  /** Whether the port is a TCP/UDP port (a scheme of `hierarchicalSchemes`). */
  tcpPort: boolean;
  /** The converter of hosts, where the scheme's host is one it reads (`hostSchemes`). */
  toAsciiHost: ((host: string) => string) | undefined;
}

/** Records a repair; one next to an earlier one of the same kind extends it. */
function repair(f: Fixer, kind: RepairKind, index: number, length: number, now: string): void {
  const repairs = f.repairs;
  const last = repairs[repairs.length - 1];
  if (last !== undefined && last.kind === kind && last.index + last.length === index) {
    repairs[repairs.length - 1] = record(
      f.s,
      kind,
      last.index,
      last.length + length,
      last.now + now,
    );
  } else {
    repairs.push(record(f.s, kind, index, length, now));
  }
  f.out.push(now);
}

/** The record of a repair of `s[index, index + length)` (frozen by `finish`). */
const record = (s: string, kind: RepairKind, index: number, length: number, now: string) => ({
  kind,
  index,
  length,
  was: s.slice(index, index + length),
  now,
});

/** `percentEncode` of `s[i, end)`, its `INVALID_UNICODE` (a lone surrogate) placed in `s`. */
function encodeAt(
  f: Fixer,
  i: number,
  end: number,
  component: EncodeComponent,
  also: string,
): string {
  try {
    return percentEncode(f.s.slice(i, end), component, also);
  } catch (e) {
    const error = e as UriError;
    throw new UriError(error.code, ruleOf(error), f.s, i + error.index, componentName(component));
  }
}

const componentName = (c: EncodeComponent): UriComponentName => (c === 'segment' ? 'path' : c);

/**
 * The repair the character at `i` needs in a component whose characters are `mask` of PART
 * (up to `to`), or `undefined` when it stays: what the component allows and escapes (RFC 3986
 * §2.1) stay; tabs and newlines go, "\" is "/" (when `slash`), a stray "%" is "%25", a non-ASCII
 * character is its UTF-8 escapes (RFC 3987 §3.1, both halves of a surrogate pair alike), any
 * other character its escape.
 */
function repairAt(
  s: string,
  i: number,
  to: number,
  mask: number,
  slash: boolean,
): RepairKind | undefined {
  const c = s.charCodeAt(i);
  if (c >= firstNonAscii) return 'non-ascii';
  if ((PART[c]! & mask) !== 0) return undefined;
  if (c === codes.percentSign) return i + 2 < to && isPctEncoded(s, i) ? undefined : 'percent-sign';
  if (isTabOrNewline(c)) return 'tab-or-newline';
  return c === BACKSLASH && slash ? 'backslash' : 'percent-encode';
}

/** What a run of `n` characters that need the repair `kind` becomes (`s[i, end)`). */
function replacement(
  f: Fixer,
  kind: RepairKind,
  i: number,
  end: number,
  component: EncodeComponent,
  also: string,
): string {
  if (kind === 'tab-or-newline') return '';
  if (kind === 'backslash') return '/'.repeat(end - i);
  if (kind === 'percent-sign') return '%25'.repeat(end - i);
  // One ASCII character (the common case of a space between words): its escape (§2.1).
  if (kind === 'percent-encode' && end - i === 1) return hexEscape(f.s.charCodeAt(i));
  return encodeAt(f, i, end, component, also);
}

/**
 * Copies `s[from, to)` for one component: characters it allows (`mask` of PART) and escapes as
 * they are, every other character repaired (see {@link repairAt}). A run of characters that need
 * one kind of repair is one repair, encoded in one call: the copy is linear in the text.
 */
function copyPart(
  f: Fixer,
  from: number,
  to: number,
  mask: number,
  component: EncodeComponent,
  slash: boolean,
  also = '',
): void {
  const s = f.s;
  let run = from;
  let i = from;
  while (i < to) {
    const kind = repairAt(s, i, to, mask, slash);
    if (kind === undefined) {
      i += s.charCodeAt(i) === codes.percentSign ? 3 : 1;
      continue;
    }
    if (run < i) f.out.push(s.slice(run, i));
    let end = i + 1;
    while (end < to && repairAt(s, end, to, mask, slash) === kind) end++;
    repair(f, kind, i, end - i, replacement(f, kind, i, end, component, also));
    i = end;
    run = i;
  }
  if (run < to) f.out.push(s.slice(run, to));
}

/** The first index in `[from, f.end)` of one of the characters `stop` accepts, or `f.end`. */
function find(f: Fixer, from: number, stop: (c: number) => boolean): number {
  let i = from;
  while (i < f.end && !stop(f.s.charCodeAt(i))) i++;
  return i;
}

/**
 * RFC 3986 §3.1: the end of `scheme ":"` at `start` (the index after ":"), or -1. Tabs and
 * newlines inside are skipped, as the WHATWG URL parser removes them first.
 */
function schemeEnd(f: Fixer, start: number): number {
  let seen = 0;
  for (let i = start; i < f.end; i++) {
    const c = f.s.charCodeAt(i);
    if (isTabOrNewline(c)) continue;
    if (c === codes.colon) return seen > 0 ? i + 1 : -1;
    if (c >= firstNonAscii) return -1;
    const flags = CHAR[c]!;
    const ok = seen === 0 ? (flags & ALPHA) !== 0 : (flags & (ALPHA | DIGIT | SCHEME_MARK)) !== 0;
    if (!ok) return -1;
    seen++;
  }
  return -1;
}

/** The scheme's name, lower case, tabs and newlines left out. */
function schemeName(f: Fixer, start: number, colonEnd: number): string {
  let name = '';
  for (let i = start; i < colonEnd - 1; i++) {
    const c = f.s.charCodeAt(i);
    if (!isTabOrNewline(c)) name += f.s[i]!.toLowerCase();
  }
  return name;
}

/** True when `c` ends a host that may start a text (`example.com/…`). */
const endsHost = (c: number): boolean =>
  c === codes.slash ||
  c === BACKSLASH ||
  c === codes.questionMark ||
  c === NUMBER_SIGN ||
  c === codes.colon;

/**
 * True when the text at `start` reads as a host (what `defaultScheme` is for): letters, digits,
 * "-", "." and non-ASCII characters with an inner ".", up to "/", "\", "?", "#", ":" or the end,
 * and, when a ":" follows, only digits (a port) up to the next of those.
 */
function readsAsHost(f: Fixer, start: number): boolean {
  const s = f.s;
  const hostEnd = find(f, start, endsHost);
  let dot = false;
  for (let i = start; i < hostEnd; i++) {
    const c = s.charCodeAt(i);
    if (c === codes.dot) {
      if (i === start || i === hostEnd - 1) return false;
      dot = true;
    } else if (c < firstNonAscii && (CHAR[c]! & (ALPHA | DIGIT)) === 0 && c !== HYPHEN) {
      return false;
    }
  }
  if (!dot) return false;
  if (s.charCodeAt(hostEnd) !== codes.colon) return true;
  const portEnd = find(f, hostEnd + 1, endsHost);
  for (let i = hostEnd + 1; i < portEnd; i++) {
    if ((CHAR[s.charCodeAt(i)]! & DIGIT) === 0) return false;
  }
  return true;
}

/** The scheme: copied as it is (tabs removed), or `defaultScheme` inserted; the index after it. */
function readScheme(
  f: Fixer,
  start: number,
  options: Settings,
): { at: number; scheme: boolean; inserted: boolean } {
  const colonEnd = schemeEnd(f, start);
  const defaultScheme = options.defaultScheme;
  if (colonEnd >= 0 && !(defaultScheme !== undefined && readsAsHost(f, start))) {
    const name = schemeName(f, start, colonEnd);
    f.hierarchical = options.hierarchical.includes(name);
    f.tcpPort = f.hierarchical;
    f.toAsciiHost = converterFor(options, name);
    copyPart(f, start, colonEnd, IN_PATH, 'path', false);
    return { at: colonEnd, scheme: true, inserted: false };
  }
  if (defaultScheme !== undefined && readsAsHost(f, start)) {
    repair(f, 'default-scheme', start, 0, `${defaultScheme}://`);
    f.hierarchical = options.hierarchical.includes(defaultScheme.toLowerCase());
    f.tcpPort = f.hierarchical;
    f.toAsciiHost = converterFor(options, defaultScheme.toLowerCase());
    return { at: start, scheme: true, inserted: true };
  }
  return { at: start, scheme: false, inserted: false };
}

const endsAuthority =
  (f: Fixer) =>
  (c: number): boolean =>
    c === codes.slash ||
    c === codes.questionMark ||
    c === NUMBER_SIGN ||
    (c === BACKSLASH && f.hierarchical);

/** True when `c` is "/" or, in a hierarchical scheme, "\". */
const isSlash = (f: Fixer, c: number): boolean =>
  c === codes.slash || (c === BACKSLASH && f.hierarchical);

/**
 * RFC 3986 §3.2: the authority that starts at `from` (after "//") up to the first "/", "?",
 * "#" (or "\" in a hierarchical scheme): userinfo up to the last "@", host, port.
 */
function readAuthority(f: Fixer, from: number): void {
  const s = f.s;
  const end = find(f, from, endsAuthority(f));
  const at = s.lastIndexOf('@', end - 1);
  let hostStart = from;
  if (at >= from) {
    copyPart(f, from, at, IN_USERINFO, 'userinfo', false);
    f.out.push('@');
    hostStart = at + 1;
  }
  // WHATWG URL: tabs and newlines go first, so that "[" after one still opens an IP-literal.
  const tabs = hostStart;
  while (hostStart < end && isTabOrNewline(s.charCodeAt(hostStart))) hostStart++;
  if (hostStart > tabs) repair(f, 'tab-or-newline', tabs, hostStart - tabs, '');
  let hostEnd: number;
  if (s.charCodeAt(hostStart) === codes.leftSquareBracket) {
    // §3.2.2 IP-literal: copied as it is; the strict parse judges it.
    const close = s.indexOf(']', hostStart);
    hostEnd = close < 0 || close >= end ? end : close + 1;
    f.out.push(s.slice(hostStart, hostEnd));
    if (hostEnd < end && s.charCodeAt(hostEnd) !== codes.colon) {
      const rule =
        'RFC 3986 §3.2.2: an IP-literal is followed by ":" port or the end of the authority';
      throw new UriError('INVALID_IP_LITERAL', rule, s, hostEnd, 'host');
    }
  } else {
    const colon = s.indexOf(':', hostStart);
    hostEnd = colon < 0 || colon >= end ? end : colon;
    readHost(f, hostStart, hostEnd);
  }
  if (hostEnd < end) readPort(f, hostEnd, end);
}

/** The converter of `options` for hosts of the scheme `name` (see `hostSchemes`). */
function converterFor(options: Settings, name: string): Settings['toAsciiHost'] {
  const schemes = options.hostSchemes;
  return schemes === undefined || schemes.includes(name) ? options.toAsciiHost : undefined;
}

/** "x", "n", "-", "-": the ACE prefix of an A-label (RFC 5890 §2.3.2.1), any case. */
function isAcePrefix(s: string, i: number): boolean {
  return (
    (s.charCodeAt(i) | ASCII_CASE) === LOWER_X &&
    (s.charCodeAt(i + 1) | ASCII_CASE) === LOWER_N &&
    s.charCodeAt(i + 2) === HYPHEN &&
    s.charCodeAt(i + 3) === HYPHEN
  );
}

/** Whether `s[from, to)` has a non-ASCII character, or a label with the ACE prefix (`ace`). */
function hostNeeds(s: string, from: number, to: number, ace: boolean): boolean {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c >= firstNonAscii) return true;
    if (ace && (i === from || s.charCodeAt(i - 1) === codes.dot) && isAcePrefix(s, i)) return true;
  }
  return false;
}

/**
 * RFC 3986 §3.2.2 reg-name, or, where the scheme's hosts have a converter, its ASCII form: a host
 * with non-ASCII characters is replaced by the converter's answer (RFC 3987 §3.1); an ASCII host
 * with an "xn--" label is given to it too and stays as written if it is accepted (RFC 5890
 * §2.3.2.1: an "xn--" label that is no A-label, CVE-2024-12224, is refused).
 */
function readHost(f: Fixer, from: number, to: number): void {
  const convert = f.toAsciiHost;
  if (convert === undefined || !hostNeeds(f.s, from, to, true)) {
    copyPart(f, from, to, IN_REG_NAME, 'host', false);
    return;
  }
  const ascii = convertHost(f, convert, from, to);
  if (hostNeeds(f.s, from, to, false)) repair(f, 'host-to-ascii', from, to - from, ascii);
  else copyPart(f, from, to, IN_REG_NAME, 'host', false);
}

/** The converter's answer for the host `s[from, to)` (tabs and newlines left out). */
function convertHost(
  f: Fixer,
  convert: (host: string) => string,
  from: number,
  to: number,
): string {
  let host = '';
  for (let i = from; i < to; i++) if (!isTabOrNewline(f.s.charCodeAt(i))) host += f.s[i];
  let ascii: unknown;
  try {
    ascii = convert(host);
  } catch (e) {
    const rule = e instanceof UriError ? ruleOf(e) : 'options.toAsciiHost refused the host';
    const code = e instanceof UriError ? e.code : 'INVALID_HOST';
    const index = e instanceof UriError && e.index <= to - from ? from + e.index : from;
    throw new UriError(code, rule, f.s, index, 'host');
  }
  if (typeof ascii !== 'string') {
    throw new UriError('INVALID_HOST', 'options.toAsciiHost gives a string', f.s, from, 'host');
  }
  return ascii;
}

/**
 * RFC 3986 §3.2.3: port = *DIGIT, tabs and newlines removed; in a scheme of
 * `hierarchicalSchemes` at most 65535 (a TCP or UDP port, RFC 9293 §3.1, RFC 768).
 */
function readPort(f: Fixer, colon: number, end: number): void {
  let value = 0;
  let run = colon;
  for (let i = colon + 1; i < end; i++) {
    const c = f.s.charCodeAt(i);
    if (isTabOrNewline(c)) {
      if (run < i) f.out.push(f.s.slice(run, i));
      repair(f, 'tab-or-newline', i, 1, '');
      run = i + 1;
      continue;
    }
    if (c >= firstNonAscii || (CHAR[c]! & DIGIT) === 0) {
      throw new UriError('INVALID_PORT', 'RFC 3986 §3.2.3: port = *DIGIT', f.s, i, 'port');
    }
    value = Math.min(value * 10 + (c - codes.digit0), MAX_PORT + 1);
    if (value > MAX_PORT && f.tcpPort) {
      throw new UriError(
        'PORT_OUT_OF_RANGE',
        'RFC 9293 §3.1: a TCP port is at most 65535',
        f.s,
        i,
        'port',
      );
    }
  }
  if (run < end) f.out.push(f.s.slice(run, end));
}

/** Path, query and fragment from `from` (RFC 3986 §3.3–§3.5). */
function readRest(f: Fixer, from: number, relative: boolean): void {
  const isQueryOrFragment = (c: number) => c === codes.questionMark || c === NUMBER_SIGN;
  const pathEnd = find(f, from, isQueryOrFragment);
  let i = from;
  if (relative) {
    // §4.2: the first segment of a relative-path reference holds no ":" (segment-nz-nc).
    const firstEnd = find(f, from, (c) => isQueryOrFragment(c) || isSlash(f, c));
    copyPart(f, from, firstEnd, IN_SEGMENT_NC, 'segment', f.hierarchical, ':');
    i = firstEnd;
  }
  copyPart(f, i, pathEnd, IN_PATH, 'path', f.hierarchical);
  i = pathEnd;
  if (i < f.end && f.s.charCodeAt(i) === codes.questionMark) {
    const queryEnd = find(f, i + 1, (c) => c === NUMBER_SIGN);
    f.out.push('?');
    copyPart(f, i + 1, queryEnd, IN_QUERY, 'query', false);
    i = queryEnd;
  }
  if (i < f.end) {
    f.out.push('#');
    copyPart(f, i + 1, f.end, IN_QUERY, 'fragment', false);
  }
}

/** @internal The rule of a `UriError`: its message without the " (at index …)" the class adds. */
export function ruleOf(e: UriError): string {
  const cut = e.message.lastIndexOf(' (at index ');
  return cut < 0 ? e.message : e.message.slice(0, cut);
}

/** @internal The offset in the original text of offset `o` of the repaired text (the repairs in order). */
export function originalIndex(repairs: readonly Repair[], o: number): number {
  let original = 0;
  let written = 0;
  for (const r of repairs) {
    const same = r.index - original;
    if (o < written + same) return original + (o - written);
    written += same;
    if (o < written + r.now.length) return r.index;
    written += r.now.length;
    original = r.index + r.length;
  }
  return original + (o - written);
}

interface Settings {
  readonly defaultScheme: string | undefined;
  readonly hierarchical: readonly string[];
  readonly toAsciiHost: ((host: string) => string) | undefined;
  readonly hostSchemes: readonly string[] | undefined;
}

/** A list of scheme names, lower case; `INVALID_ARGUMENT` for anything else. */
function schemeList(value: unknown, name: string): readonly string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((x) => typeof x === 'string')) {
    throw invalidArgument(`fixup: option ${name} is an array of strings`, value);
  }
  return value.map((x: string) => x.toLowerCase());
}

function settingsOf(options: FixupOptions | undefined): Settings {
  const d = readOption(options, 'defaultScheme', 'fixup');
  if (d !== undefined && (typeof d !== 'string' || schemeEnd(fixer(`${d}:`), 0) !== d.length + 1)) {
    throw invalidArgument('fixup: option defaultScheme is a scheme (RFC 3986 §3.1)', d);
  }
  const h = schemeList(readOption(options, 'hierarchicalSchemes', 'fixup'), 'hierarchicalSchemes');
  const t = readOption(options, 'toAsciiHost', 'fixup');
  if (t !== undefined && typeof t !== 'function') {
    throw invalidArgument('fixup: option toAsciiHost is a function', t);
  }
  return {
    defaultScheme: d as string | undefined,
    hierarchical: h ?? SPECIAL_SCHEMES,
    toAsciiHost: t as Settings['toAsciiHost'],
    hostSchemes: schemeList(readOption(options, 'hostSchemes', 'fixup'), 'hostSchemes'),
  };
}

// The converter applies to a text without a scheme unless `hostSchemes` names the schemes.
function fixer(s: string, end = s.length, settings?: Settings): Fixer {
  const toAsciiHost = settings?.hostSchemes === undefined ? settings?.toAsciiHost : undefined;
  return { s, end, out: [], repairs: [], hierarchical: true, tcpPort: false, toAsciiHost };
}

/**
 * Turns what people write into an RFC 3986 URI reference and reports every change, with its
 * offset in the original text: leading and trailing C0 controls and spaces trimmed, tabs and
 * newlines removed, "\" read as "/" in a hierarchical scheme (no scheme, or one of
 * `options.hierarchicalSchemes`), characters a component does not allow and non-ASCII
 * characters percent-encoded as UTF-8 (RFC 3987 §3.1), a "%" that starts no escape written
 * "%25", a non-ASCII host converted by `options.toAsciiHost`, `options.defaultScheme` put before
 * `example.com/path`. A valid URI reference comes back as it is, with no repairs (without
 * `defaultScheme`). What cannot be repaired (a port that is not digits or above 65535 in a
 * hierarchical scheme, a bad IP-literal) is a `UriError` whose index is in `text`. The result
 * always parses strictly.
 *
 * @example
 * ```ts
 * fixup(' my file.pdf ').uri // 'my%20file.pdf'
 * fixup('img\\logo.png').repairs[0] // { kind: 'backslash', index: 3, length: 1, was: '\\', now: '/' }
 * ```
 */
export function fixup(text: string, options?: FixupOptions): FixupResult {
  if (typeof text !== 'string') throw notString(text);
  const settings = settingsOf(options);
  const n = text.length;
  let start = 0;
  while (start < n && text.charCodeAt(start) <= codes.space) start++;
  let end = n;
  while (end > start && text.charCodeAt(end - 1) <= codes.space) end--;
  const f = fixer(text, end, settings);
  if (start > 0) repair(f, 'trim', 0, start, '');
  const { at, scheme, inserted } = readScheme(f, start, settings);
  let i = at;
  let authority = inserted;
  // "//" (§3.2), or "\\" read as it. WHATWG URL removes tabs and newlines before it reads
  // anything, so "/<LF>/" starts an authority too (the newline is a repair of its own).
  const first = skipTabsAndNewlines(f.s, i, end);
  const second = skipTabsAndNewlines(f.s, first + 1, end);
  if (!inserted && second < end && startsWithSlash(f, first) && startsWithSlash(f, second)) {
    copyPart(f, i, second + 1, IN_PATH, 'path', true);
    i = second + 1;
    authority = true;
  }
  if (authority) {
    readAuthority(f, i);
    i = find(f, i, endsAuthority(f));
  }
  readRest(f, i, !scheme && !authority && !startsWithSlash(f, i));
  if (end < n) repair(f, 'trim', end, n - end, '');
  return finish(f);
}

const startsWithSlash = (f: Fixer, i: number): boolean => isSlash(f, f.s.charCodeAt(i));

/** The first index from `i` (before `end`) that is not a tab or newline, or `end`. */
function skipTabsAndNewlines(s: string, i: number, end: number): number {
  while (i < end && isTabOrNewline(s.charCodeAt(i))) i++;
  return i;
}

/** The strict parse of the result (RFC 3986 Appendix A), its error placed in the original text. */
function finish(f: Fixer): FixupResult {
  const uri = f.repairs.length === 0 ? f.s : f.out.join('');
  const repairs = f.repairs;
  for (const r of repairs) Object.freeze(r);
  const parsed = tryParse(uri);
  if (!parsed.ok) {
    const e = parsed.error;
    const index = originalIndex(repairs, e.index);
    throw new UriError<CoreErrorCode>(e.code, ruleOf(e), f.s, index, e.component);
  }
  return Object.freeze({ uri, repairs: Object.freeze(repairs) });
}
