import { booleanOption, choiceOption, invalidArgument } from './arguments.js';
import {
  hasUpper,
  IN_PATH_NODOT,
  IN_QUERY,
  IN_REG_NAME,
  IN_REG_NAME_LOWER,
  IN_SEGMENT_NC,
  IN_USERINFO,
  isDotSegmentAt,
} from './chars.js';
import { codes } from './codes.js';
import type { CoreErrorCode, Result, UriError } from './errors.js';
import {
  checkIpLiteral,
  endsAuthority,
  errorOf,
  fail,
  failAt,
  type HostKind,
  PART16,
  regNameKind,
  SAW_DOTS,
  SAW_OTHER,
  SAW_UPPER,
  type ScanState,
  scanPart,
  scanPort,
  scanScheme,
} from './scan.js';
import { createUri, isUriValue, type Uri, type UriRecord } from './uri.js';

/**
 * Which production of RFC 3986 the input must match:
 * - `'reference'`: URI-reference (§4.1), a URI or a relative reference; the default.
 * - `'uri'`: URI (§3), a scheme is required.
 * - `'absolute'`: absolute-URI (§4.3), a scheme is required and a fragment is not allowed.
 */
export type ParseKind = 'reference' | 'uri' | 'absolute';

/** Options of `parse` and `tryParse`. */
export interface ParseOptions {
  /** The production to match; `'reference'` when not given. */
  readonly kind?: ParseKind | undefined;
  /**
   * Accept an RFC 6874 zone identifier in an IPv6 literal (`http://[fe80::1%25eth0]/`). RFC
   * 3986 alone does not allow it, so the default is `false` (error `ZONE_ID_NOT_ALLOWED`).
   */
  readonly allowZoneId?: boolean | undefined;
}

/** The result of `tryParse`: the `Uri`, or the `UriError` that `parse` would have thrown. */
export type ParseResult = Result<Uri, CoreErrorCode>;

/** @internal The productions `parseInternal` and `asUri` match (see {@link ParseKind}). */
export const K_REFERENCE = 0;
/** @internal URI (§3): a scheme is required. */
export const K_URI = 1;
/** @internal absolute-URI (§4.3): a scheme, no fragment. */
export const K_ABSOLUTE = 2;

/**
 * @internal The parser's state over one input, owned by one parse: where it stands (`i`), what
 * it has read (the components, which make the `Uri`'s record), what it saw that normalization
 * may change (`flags`, the SAW_* bits) and, after a failure, what broke (`failure`). Invariants: `i` only moves forward; every component before `i` has been checked
 * against its rule (Appendix A); `s[i]` starts the next component or is the end.
 */
export interface Reader extends ScanState, Omit<UriRecord, 'flags'> {
  readonly text: string;
  i: number;
  scheme: string | undefined;
  userinfo: string | undefined;
  host: string | undefined;
  hostKind: HostKind | undefined;
  port: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
}

/** @internal A reader at the start of `s` (nothing read, nothing failed). */
export function newReader(s: string): Reader {
  return {
    text: s,
    i: 0,
    scheme: undefined,
    userinfo: undefined,
    host: undefined,
    hostKind: undefined,
    port: undefined,
    path: '',
    query: undefined,
    fragment: undefined,
    flags: 0,
    failure: undefined,
  };
}

/**
 * @internal The parser: one pass over the char codes of `r.text`, one small function per
 * component (§3), table lookups, no regular expressions. Returns `undefined` with the error
 * recorded in `r` (see {@link errorOf}).
 */
export function readUri(r: Reader, kind: number, allowZoneId: boolean): Uri | undefined {
  const s = r.text;
  if (!readScheme(r, kind)) return undefined;
  if (
    s.charCodeAt(r.i) === codes.slash &&
    s.charCodeAt(r.i + 1) === codes.slash &&
    !readAuthority(r, allowZoneId)
  ) {
    return undefined;
  }
  if (!readPath(r)) return undefined;
  const c = s.charCodeAt(r.i);
  if (c === codes.questionMark && !readQuery(r)) return undefined;
  if (s.charCodeAt(r.i) === codes.numberSign && !readFragment(r, kind)) return undefined;
  return createUri(r);
}

/** @internal {@link readUri} over `s` with a reader of its own; the error is not kept. */
export function parseInternal(s: string, kind: number, allowZoneId: boolean): Uri | undefined {
  return readUri(newReader(s), kind, allowZoneId);
}

/**
 * scheme ":" (§3.1). Where the scan stopped is also where a missing or bad scheme is reported.
 * The scan notes an upper-case letter (SAW_UPPER), forgotten when it is not a scheme.
 */
function readScheme(r: Reader, kind: number): boolean {
  const s = r.text;
  const len = s.length;
  const stop = scanScheme(s, 0, len, r);
  if (stop > 0 && stop < len && s.charCodeAt(stop) === codes.colon) {
    r.scheme = s.slice(0, stop);
    r.i = stop + 1;
    return true;
  }
  r.flags = 0;
  if (kind === K_REFERENCE) return true;
  // A character that no component allows (a space, a control, "<"…) is named where it
  // stands: "  http://a" fails at its first space, not for a missing scheme.
  const c = s.charCodeAt(stop);
  if (
    stop < len &&
    c !== codes.percentSign &&
    c !== codes.numberSign &&
    (PART16[c]! & IN_QUERY) === 0
  ) {
    return failAt(r, s, stop, 'scheme') ?? false;
  }
  // A ":" before any "/", "?" or "#" means a scheme was meant but is broken; otherwise the
  // input is a relative reference where a URI was required.
  const code = colonBeforeDelimiter(s, stop) ? 'INVALID_SCHEME' : 'MISSING_SCHEME';
  return fail(r, code, stop, 'RFC 3986 §3 URI: scheme ":" is required', 'scheme') ?? false;
}

/** True when a ":" comes in `s` from `from` before any "/", "?" or "#" (§3, §4.2). */
function colonBeforeDelimiter(s: string, from: number): boolean {
  for (let j = from; j < s.length; j++) {
    const c = s.charCodeAt(j);
    if (c === codes.colon) return true;
    if (c === codes.slash || c === codes.questionMark || c === codes.numberSign) return false;
  }
  return false;
}

/** "//" authority (§3.2): [ userinfo "@" ] host [ ":" port ], `r.i` at the "//". */
function readAuthority(r: Reader, allowZoneId: boolean): boolean {
  const s = r.text;
  const h = readUserinfo(r, r.i + 2);
  if (h < 0) return false;
  // The host runs to ":" port or to the end of the authority; anything else there is wrong.
  const ok =
    s.charCodeAt(h) === codes.leftSquareBracket
      ? readIpLiteral(r, h, allowZoneId)
      : readRegName(r, h);
  if (!ok) return false;
  if (s.charCodeAt(r.i) === codes.colon) return readPort(r);
  return true;
}

/**
 * userinfo "@" (§3.2.1) from `a`, the start of the authority: returns where the host starts,
 * -1 with the error recorded. The userinfo ends at an "@" before the first "/", "?" or "#".
 * Most authorities have none: a native search for "@" settles that without a second pass over
 * the host.
 */
function readUserinfo(r: Reader, a: number): number {
  const s = r.text;
  let at = s.indexOf('@', a);
  for (let k = a; k < at; k++) {
    const c = s.charCodeAt(k);
    if (c === codes.slash || c === codes.questionMark || c === codes.numberSign) at = -1;
  }
  if (at < 0) return a;
  const stop = scanPart(s, a, at, IN_USERINFO, r);
  if (stop < at) return failAt(r, s, stop, 'userinfo') ?? -1;
  r.userinfo = s.slice(a, at);
  return at + 1;
}

/** IP-literal (§3.2.2) "[" ( IPv6address / IPvFuture ) "]" at `h`, only ":" port after it. */
function readIpLiteral(r: Reader, h: number, allowZoneId: boolean): boolean {
  const s = r.text;
  const len = s.length;
  let close = h + 1;
  let c = s.charCodeAt(close);
  while (
    close < len &&
    c !== codes.rightSquareBracket &&
    c !== codes.slash &&
    c !== codes.questionMark &&
    c !== codes.numberSign
  ) {
    c = s.charCodeAt(++close);
  }
  if (c !== codes.rightSquareBracket) {
    return (
      fail(r, 'INVALID_IP_LITERAL', close, 'RFC 3986 §3.2.2 IP-literal: no "]"', 'host') ?? false
    );
  }
  const kind = checkIpLiteral(r, s, h + 1, close, allowZoneId);
  if (kind === undefined) return false;
  // Upper-case hex, or a zone identifier (its escapes are normalized too, RFC 6874 §2).
  const zone = s.indexOf('%', h + 1);
  if (hasUpper(s, h + 1, close)) r.flags |= SAW_UPPER;
  if (zone >= 0 && zone < close) r.flags |= SAW_OTHER;
  r.hostKind = kind;
  r.host = s.slice(h + 1, close);
  r.i = close + 1;
  if (endsAuthority(s, r.i, len, true)) return true;
  const rule = 'RFC 3986 §3.2 authority: only ":" port may follow "]"';
  return fail(r, 'INVALID_IP_LITERAL', r.i, rule, 'host') ?? false;
}

/** reg-name or IPv4address (§3.2.2) at `h`, noting an upper-case letter (SAW_UPPER). */
function readRegName(r: Reader, h: number): boolean {
  const s = r.text;
  const len = s.length;
  let end = scanPart(s, h, len, IN_REG_NAME_LOWER, r);
  if (end < len && (PART16[s.charCodeAt(end)]! & IN_REG_NAME) !== 0) {
    r.flags |= SAW_UPPER;
    end = scanPart(s, end, len, IN_REG_NAME, r);
  }
  if (!endsAuthority(s, end, len, true)) return failAt(r, s, end, 'host') ?? false;
  r.host = s.slice(h, end);
  r.hostKind = regNameKind(s, h, end);
  r.i = end;
  return true;
}

/** ":" port (§3.2.3), `r.i` at the ":": digits to the end of the authority. */
function readPort(r: Reader): boolean {
  const s = r.text;
  const from = r.i + 1;
  const end = scanPort(s, from, s.length);
  if (!endsAuthority(s, end, s.length, false)) return failAt(r, s, end, 'port') ?? false;
  r.port = s.slice(from, end);
  r.i = end;
  return true;
}

/**
 * path (§3.3), noting dot segments (SAW_DOTS). Without a scheme or an authority this is
 * path-noscheme or path-empty (§4.2): its first segment cannot hold ":" (it would read as a
 * scheme).
 */
function readPath(r: Reader): boolean {
  const s = r.text;
  const len = s.length;
  const start = r.i;
  let i = start;
  if (r.scheme === undefined && r.host === undefined) {
    i = scanPart(s, i, len, IN_SEGMENT_NC, r);
    if (i < len && s.charCodeAt(i) === codes.colon) {
      const rule = 'RFC 3986 §4.2 path-noscheme: ":" in the first segment (write "./" before it)';
      return fail(r, 'INVALID_SCHEME', i, rule, 'scheme') ?? false;
    }
  }
  i = scanPart(s, i, len, IN_PATH_NODOT, r);
  while (i < len && s.charCodeAt(i) === codes.dot) {
    // a "." or ".." segment: after a "/" (or at the start), before a "/" or the end of the path
    if (isDotSegmentAt(s, i, start)) r.flags |= SAW_DOTS;
    i = scanPart(s, i + 1, len, IN_PATH_NODOT, r);
  }
  const c = s.charCodeAt(i);
  if (i < len && c !== codes.questionMark && c !== codes.numberSign) {
    return failAt(r, s, i, 'path') ?? false;
  }
  r.path = s.slice(start, i);
  r.i = i;
  return true;
}

/** "?" query (§3.4), `r.i` at the "?": up to "#" or the end. */
function readQuery(r: Reader): boolean {
  const s = r.text;
  const q = r.i + 1;
  const i = scanPart(s, q, s.length, IN_QUERY, r);
  if (i < s.length && s.charCodeAt(i) !== codes.numberSign)
    return failAt(r, s, i, 'query') ?? false;
  r.query = s.slice(q, i);
  r.i = i;
  return true;
}

/** "#" fragment (§3.5), `r.i` at the "#": to the end; none in an absolute-URI (§4.3). */
function readFragment(r: Reader, kind: number): boolean {
  const s = r.text;
  if (kind === K_ABSOLUTE) {
    const rule = 'RFC 3986 §4.3 absolute-URI: no fragment';
    return fail(r, 'UNEXPECTED_FRAGMENT', r.i, rule, 'fragment') ?? false;
  }
  const f = r.i + 1;
  const i = scanPart(s, f, s.length, IN_QUERY, r);
  if (i < s.length) return failAt(r, s, i, 'fragment') ?? false;
  r.fragment = s.slice(f);
  r.i = i;
  return true;
}

/**
 * @internal A `Uri` as given, or the string parsed strictly as `kind` (K_REFERENCE, K_URI,
 * K_ABSOLUTE); a string that does not parse throws its `UriError`, anything else is
 * `INVALID_ARGUMENT`. The one door for every function that takes `string | Uri`: a `Uri` is
 * brand-checked ({@link isUriValue}), so a look-alike (a Proxy of a `Uri`, as a Vue `reactive()`
 * value is; `Object.create(Uri.prototype)`) is `INVALID_ARGUMENT`, never a TypeError from a
 * private field. A Proxy is refused rather than read through its text: its `toString` runs the
 * handler's traps, which may answer anything, or throw.
 */
export function asUri(value: string | Uri, kind: number, allowZoneId: boolean): Uri {
  if (typeof value !== 'string') {
    if (isUriValue(value)) return value;
    throw notString(value);
  }
  const r = newReader(value);
  const uri = readUri(r, kind, allowZoneId);
  if (uri === undefined) throw errorOf(r, value);
  return uri;
}

/** @internal The error for an input that is not a string (nothing else is ever thrown). */
export function notString(input: unknown): UriError<CoreErrorCode> {
  return invalidArgument('a URI is a string or a Uri made by urikit', input);
}

const KINDS = ['reference', 'uri', 'absolute'] as const satisfies readonly ParseKind[];

function kindOf(options: ParseOptions | undefined, what: string): number {
  const k = choiceOption(options, 'kind', KINDS, what);
  return k === undefined || k === 'reference' ? K_REFERENCE : k === 'uri' ? K_URI : K_ABSOLUTE;
}

/**
 * Parses a URI reference strictly by RFC 3986 (Appendix A). Throws `UriError` for anything the
 * grammar does not accept; for any string input nothing else is ever thrown.
 *
 * @example
 * ```ts
 * const uri = parse('https://example.com/a/b?x=1#top')
 * uri.host      // 'example.com'
 * uri.query     // 'x=1'
 * parse('../up', { kind: 'uri' }) // throws UriError, code 'MISSING_SCHEME'
 * ```
 */
export function parse(input: string, options?: ParseOptions): Uri {
  if (typeof input !== 'string') throw notString(input);
  const kind = options === undefined ? K_REFERENCE : kindOf(options, 'parse');
  const zones = options !== undefined && booleanOption(options, 'allowZoneId', 'parse');
  const r = newReader(input);
  const uri = readUri(r, kind, zones);
  if (uri === undefined) throw errorOf(r, input);
  return uri;
}

/**
 * Like `parse`, but returns the outcome instead of throwing.
 *
 * @example
 * ```ts
 * const r = tryParse('http://[::1')
 * if (!r.ok) console.log(r.error.code, r.error.index) // 'INVALID_IP_LITERAL' 11
 * ```
 */
export function tryParse(input: string, options?: ParseOptions): ParseResult {
  if (typeof input !== 'string') return { ok: false, error: notString(input) };
  let kind = K_REFERENCE;
  let zones = false;
  if (options !== undefined) {
    // A bad option is an outcome too: tryParse throws nothing.
    try {
      kind = kindOf(options, 'tryParse');
      zones = booleanOption(options, 'allowZoneId', 'tryParse');
    } catch (e) {
      return { ok: false, error: e as UriError<CoreErrorCode> };
    }
  }
  const r = newReader(input);
  const uri = readUri(r, kind, zones);
  if (uri !== undefined) return { ok: true, value: uri };
  // The error is a value here, never thrown: capturing a stack trace for it is most of its cost.
  // (V8's Error.stackTraceLimit; other engines do not have it and are left alone.)
  const E = Error as { stackTraceLimit?: number };
  const limit = E.stackTraceLimit;
  if (limit === undefined) return { ok: false, error: errorOf(r, input) };
  E.stackTraceLimit = 0;
  try {
    return { ok: false, error: errorOf(r, input) };
  } finally {
    E.stackTraceLimit = limit;
  }
}

/** True when `s` is a URI (RFC 3986 §3: with a scheme). @example `isUri('a:b') // true` */
export function isUri(s: string): boolean {
  return typeof s === 'string' && parseInternal(s, K_URI, false) !== undefined;
}

/** True when `s` is a URI-reference (§4.1). @example `isUriReference('../a') // true` */
export function isUriReference(s: string): boolean {
  return typeof s === 'string' && parseInternal(s, K_REFERENCE, false) !== undefined;
}

/** True when `s` is an absolute-URI (§4.3: a scheme, no fragment). @example `isAbsoluteUri('a:b#c') // false` */
export function isAbsoluteUri(s: string): boolean {
  return typeof s === 'string' && parseInternal(s, K_ABSOLUTE, false) !== undefined;
}

/** True when `s` is a relative-ref (§4.2: no scheme). @example `isRelativeReference('//h/p') // true` */
export function isRelativeReference(s: string): boolean {
  if (typeof s !== 'string') return false;
  const uri = parseInternal(s, K_REFERENCE, false);
  return uri !== undefined && uri.scheme === undefined;
}
