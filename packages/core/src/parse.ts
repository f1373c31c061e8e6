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
import type { CoreErrorCode, Result, UriError } from './errors.js';
import {
  checkIpLiteral,
  endsAuthority,
  fail,
  failAt,
  type HostKind,
  lastError,
  PART16,
  regNameKind,
  SAW_DOTS,
  SAW_OTHER,
  SAW_UPPER,
  scanPart,
  scanPort,
  scanScheme,
  scanState,
} from './scan.js';
import { createUri, isUriValue, type Uri } from './uri.js';

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
 * @internal The parser: one pass over the char codes of `s`, table lookups, no regular
 * expressions. Returns `undefined` with the error recorded (see {@link lastError}).
 */
export function parseInternal(s: string, kind: number, allowZoneId: boolean): Uri | undefined {
  const len = s.length;
  let i = 0;
  let scheme: string | undefined;

  // scheme ":" (§3.1). Where the scan stopped is also where a missing or bad scheme is reported.
  // The scan notes an upper-case letter (SAW_UPPER), forgotten when it is not a scheme.
  const state = scanState;
  state.saw = 0;
  const schemeStop = scanScheme(s, 0, len);
  if (schemeStop > 0 && schemeStop < len && s.charCodeAt(schemeStop) === 0x3a) {
    scheme = s.slice(0, schemeStop);
    i = schemeStop + 1;
  } else if (kind === K_REFERENCE) {
    state.saw = 0;
  } else {
    // A character that no component allows (a space, a control, "<"…) is named where it
    // stands: "  http://a" fails at its first space, not for a missing scheme.
    const c = s.charCodeAt(schemeStop);
    if (schemeStop < len && c !== 0x25 && c !== 0x23 && (PART16[c]! & IN_QUERY) === 0) {
      return failAt(s, schemeStop, 'scheme');
    }
    // A ":" before any "/", "?" or "#" means a scheme was meant but is broken; otherwise the
    // input is a relative reference where a URI was required.
    let colon = false;
    for (let j = schemeStop; j < len; j++) {
      const c = s.charCodeAt(j);
      if (c === 0x3a) colon = true;
      if (colon || c === 0x2f || c === 0x3f || c === 0x23) break;
    }
    return fail(
      colon ? 'INVALID_SCHEME' : 'MISSING_SCHEME',
      schemeStop,
      'RFC 3986 §3 URI: scheme ":" is required',
      'scheme',
    );
  }

  // "//" authority (§3.2)
  let userinfo: string | undefined;
  let host: string | undefined;
  let hostKind: HostKind | undefined;
  let port: string | undefined;
  if (i + 1 < len && s.charCodeAt(i) === 0x2f && s.charCodeAt(i + 1) === 0x2f) {
    const a = i + 2;
    // The userinfo ends at an "@" before the first "/", "?" or "#". Most authorities have none:
    // a native search for "@" settles that without a second pass over the host.
    let h = a;
    let at = s.indexOf('@', a);
    for (let k = a; k < at; k++) {
      const c = s.charCodeAt(k);
      if (c === 0x2f || c === 0x3f || c === 0x23) at = -1;
    }
    if (at >= 0) {
      const stop = scanPart(s, a, at, IN_USERINFO);
      if (stop < at) return failAt(s, stop, 'userinfo');
      userinfo = s.slice(a, at);
      h = at + 1;
    }
    // The host runs to ":" port or to the end of the authority; anything else there is wrong.
    let hostEnd: number;
    if (s.charCodeAt(h) === 0x5b /* [ */) {
      let close = h + 1;
      let c = s.charCodeAt(close);
      while (close < len && c !== 0x5d && c !== 0x2f && c !== 0x3f && c !== 0x23) {
        c = s.charCodeAt(++close);
      }
      if (c !== 0x5d) {
        return fail('INVALID_IP_LITERAL', close, 'RFC 3986 §3.2.2 IP-literal: no "]"', 'host');
      }
      hostKind = checkIpLiteral(s, h + 1, close, allowZoneId);
      if (hostKind === undefined) return undefined;
      // Upper-case hex, or a zone identifier (its escapes are normalized too, RFC 6874 §2).
      const zone = s.indexOf('%', h + 1);
      if (hasUpper(s, h + 1, close)) state.saw |= SAW_UPPER;
      if (zone >= 0 && zone < close) state.saw |= SAW_OTHER;
      host = s.slice(h + 1, close);
      hostEnd = close + 1;
      if (!endsAuthority(s, hostEnd, len, true)) {
        return fail(
          'INVALID_IP_LITERAL',
          hostEnd,
          'RFC 3986 §3.2 authority: only ":" port may follow "]"',
          'host',
        );
      }
    } else {
      hostEnd = scanPart(s, h, len, IN_REG_NAME_LOWER);
      if (hostEnd < len && (PART16[s.charCodeAt(hostEnd)]! & IN_REG_NAME) !== 0) {
        state.saw |= SAW_UPPER;
        hostEnd = scanPart(s, hostEnd, len, IN_REG_NAME);
      }
      if (!endsAuthority(s, hostEnd, len, true)) return failAt(s, hostEnd, 'host');
      host = s.slice(h, hostEnd);
      hostKind = regNameKind(s, h, hostEnd);
    }
    i = hostEnd;
    if (s.charCodeAt(hostEnd) === 0x3a) {
      i = scanPort(s, hostEnd + 1, len);
      if (!endsAuthority(s, i, len, false)) return failAt(s, i, 'port');
      port = s.slice(hostEnd + 1, i);
    }
  }

  // path (§3.3). Without a scheme or an authority this is path-noscheme or path-empty (§4.2):
  // its first segment cannot hold ":" (it would read as a scheme).
  const pathStart = i;
  if (scheme === undefined && host === undefined) {
    const stop = scanPart(s, i, len, IN_SEGMENT_NC);
    if (stop < len && s.charCodeAt(stop) === 0x3a) {
      return fail(
        'INVALID_SCHEME',
        stop,
        'RFC 3986 §4.2 path-noscheme: ":" in the first segment (write "./" before it)',
        'scheme',
      );
    }
    i = stop;
  }
  i = scanPart(s, i, len, IN_PATH_NODOT);
  while (i < len && s.charCodeAt(i) === 0x2e) {
    // a "." or ".." segment: after a "/" (or at the start), before a "/" or the end of the path
    if (isDotSegmentAt(s, i, pathStart)) state.saw |= SAW_DOTS;
    i = scanPart(s, i + 1, len, IN_PATH_NODOT);
  }
  let c = i < len ? s.charCodeAt(i) : -1;
  if (c !== -1 && c !== 0x3f && c !== 0x23) return failAt(s, i, 'path');
  const path = s.slice(pathStart, i);

  // "?" query (§3.4)
  let query: string | undefined;
  if (c === 0x3f) {
    const q = i + 1;
    i = scanPart(s, q, len, IN_QUERY);
    c = i < len ? s.charCodeAt(i) : -1;
    if (c !== -1 && c !== 0x23) return failAt(s, i, 'query');
    query = s.slice(q, i);
  }

  // "#" fragment (§3.5)
  let fragment: string | undefined;
  if (c === 0x23) {
    if (kind === K_ABSOLUTE) {
      return fail('UNEXPECTED_FRAGMENT', i, 'RFC 3986 §4.3 absolute-URI: no fragment', 'fragment');
    }
    const f = i + 1;
    i = scanPart(s, f, len, IN_QUERY);
    if (i < len) return failAt(s, i, 'fragment');
    fragment = s.slice(f);
  }

  return createUri({
    text: s,
    scheme,
    userinfo,
    host,
    hostKind,
    port,
    path,
    query,
    fragment,
    flags: state.saw,
  });
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
  const uri = parseInternal(value, kind, allowZoneId);
  if (uri === undefined) throw lastError(value);
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
  const uri = parseInternal(input, kind, zones);
  if (uri === undefined) throw lastError(input);
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
  const uri = parseInternal(input, kind, zones);
  if (uri !== undefined) return { ok: true, value: uri };
  // The error is a value here, never thrown: capturing a stack trace for it is most of its cost.
  // (V8's Error.stackTraceLimit; other engines do not have it and are left alone.)
  const E = Error as { stackTraceLimit?: number };
  const limit = E.stackTraceLimit;
  if (limit === undefined) return { ok: false, error: lastError(input) };
  E.stackTraceLimit = 0;
  try {
    return { ok: false, error: lastError(input) };
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
