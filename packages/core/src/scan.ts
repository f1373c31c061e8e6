// The scanners of RFC 3986 text the parser and `serialize` share: a component against its
// character set (Appendix A), the scheme, the port, an IP-literal (§3.2.2), with failures
// recorded in a ScanState the caller owns rather than thrown.

import {
  ALPHA,
  CHAR,
  DIGIT,
  HEX,
  IN_QUERY,
  PART,
  PCT_ENCODED_RULE,
  SCHEME_MARK,
  UPPER,
} from './chars.js';
import { asciiCaseBit, codes, firstNonAscii } from './codes.js';
import { type CoreErrorCode, type UriComponentName, UriError } from './errors.js';
import { validateIPv4, validateIPv6, validateIPvFuture, validateZoneId } from './ip.js';

/**
 * What the host of a URI is, decided first-match-wins as RFC 3986 §3.2.2 says: an
 * IP-literal is `'ipv6'` or `'ipvfuture'`, text matching IPv4address is `'ipv4'`, anything else
 * (including an empty host, and `1.2.3.256` or `01.2.3.4`) is a `'reg-name'`.
 */
export type HostKind = 'ipv4' | 'ipv6' | 'ipvfuture' | 'reg-name';

/** @internal A failure a scan recorded: what {@link errorOf} turns into a `UriError`. */
export interface ScanFailure {
  readonly code: CoreErrorCode;
  readonly index: number;
  readonly rule: string;
  readonly component: UriComponentName | undefined;
}

/**
 * @internal The scanners' out-parameters, owned by one parse or one composition (never shared
 * between calls): the failure a scan recorded (scans report failures here instead of throwing,
 * so that `tryParse` and the `is*` predicates never pay for an exception), and `flags`, what a
 * parse noticed that syntax-based normalization may change (the SAW_* bits).
 */
export interface ScanState {
  failure: ScanFailure | undefined;
  flags: number;
}

/** @internal A fresh {@link ScanState}: nothing failed, nothing seen. */
export function newScanState(): ScanState {
  return { failure: undefined, flags: 0 };
}

/** @internal An escape anywhere ("%" HEXDIG HEXDIG). */
export const SAW_ESCAPE = 1;
/** @internal An upper-case letter in the scheme, or in the host (IPv6 hex included). */
export const SAW_UPPER = 2;
/** @internal A "." or ".." segment in the path. */
export const SAW_DOTS = 4;
/** @internal Something else normalization may change, or a URI the parser did not read. */
export const SAW_OTHER = 8;

/** @internal Records a failure in `state`; returns `undefined` for the caller to pass on. */
export function fail(
  state: ScanState,
  code: CoreErrorCode,
  index: number,
  rule: string,
  component?: UriComponentName,
): undefined {
  state.failure = { code, index, rule, component };
  return undefined;
}

/** @internal The failure recorded in `state`, as a `UriError` over `input`. */
export function errorOf(state: ScanState, input: string): UriError<CoreErrorCode> {
  const f = state.failure ?? {
    code: 'INVALID_CHARACTER',
    index: 0,
    rule: 'RFC 3986',
    component: undefined,
  };
  return new UriError<CoreErrorCode>(f.code, f.rule, input, f.index, f.component);
}

/**
 * @internal Scans `s` from `i` while the characters are allowed by `mask` in {@link PART} or
 * are a well-formed pct-encoded triplet; returns where it stopped (`end` when all is allowed).
 * An escape is noted in `seen` (`SAW_ESCAPE`) when one is given.
 */
export function scanPart(
  s: string,
  i: number,
  end: number,
  mask: number,
  seen?: { flags: number },
): number {
  while (i < end) {
    const c = s.charCodeAt(i);
    if ((PART16[c]! & mask) !== 0) {
      i++;
    } else if (
      c === codes.percentSign &&
      i + 2 < end &&
      (CHAR[s.charCodeAt(i + 1)]! & HEX) !== 0 &&
      (CHAR[s.charCodeAt(i + 2)]! & HEX) !== 0
    ) {
      if (seen !== undefined) seen.flags |= SAW_ESCAPE;
      i += 3;
    } else {
      return i;
    }
  }
  return i;
}

/** @internal PART over every UTF-16 code unit (zero above 127): the hot loops need no range check. */
export const PART16 = new Uint8Array(65536);
PART16.set(PART);

const RULES: Record<UriComponentName, string> = {
  scheme: '§3.1 scheme',
  userinfo: '§3.2.1 userinfo',
  host: '§3.2.2 reg-name',
  port: '§3.2.3 port',
  path: '§3.3 path',
  query: '§3.4 query',
  fragment: '§3.5 fragment',
};

/** @internal Records in `state` the error for a scan of `component` that stopped at `i`. */
export function failAt(
  state: ScanState,
  s: string,
  i: number,
  component: UriComponentName,
): undefined {
  // A "%" is an escape only where the component allows escapes: a port (§3.2.3) or scheme
  // (§3.1) allows none, so the "%" itself is the offending character there.
  if (s.charCodeAt(i) === codes.percentSign && component !== 'port' && component !== 'scheme') {
    // Point at the first character that is not a hex digit (or at the end), not at the "%".
    const bad = i + 1 < s.length && (CHAR[s.charCodeAt(i + 1)]! & HEX) !== 0 ? i + 2 : i + 1;
    return fail(state, 'INVALID_PERCENT_ENCODING', bad, PCT_ENCODED_RULE, component);
  }
  const c = s.charCodeAt(i);
  return fail(
    state,
    component === 'host'
      ? 'INVALID_HOST'
      : component === 'port'
        ? 'INVALID_PORT'
        : component === 'scheme' &&
            c < firstNonAscii &&
            (c === codes.percentSign || (PART16[c]! & IN_QUERY) !== 0)
          ? 'INVALID_SCHEME'
          : 'INVALID_CHARACTER',
    i,
    `${describe(s, i)} not allowed by RFC 3986 ${RULES[component]}`,
    component,
  );
}

/** @internal {@link failAt} as a `UriError` value, for callers that throw at once. */
export function errorAt(s: string, i: number, component: UriComponentName): UriError {
  const state = newScanState();
  failAt(state, s, i, component);
  return errorOf(state, s);
}

function describe(s: string, i: number): string {
  if (i >= s.length) return 'the end of the input';
  const cp = s.codePointAt(i)!;
  const hex = cp.toString(16).toUpperCase().padStart(4, '0');
  return cp < codes.space || cp === codes.delete || (cp >= 0xd800 && cp <= 0xdfff)
    ? `U+${hex}`
    : `${JSON.stringify(String.fromCodePoint(cp))} (U+${hex})`;
}

/** @internal Index where a port scan stops (first non-digit). */
export function scanPort(s: string, i: number, end: number): number {
  while (i < end) {
    const c = s.charCodeAt(i);
    if (c < codes.digit0 || c > codes.digit9) return i;
    i++;
  }
  return i;
}

/**
 * @internal Index where a scheme scan stops; `start` itself when the first is not ALPHA. Notes
 * an upper-case letter in `seen` (`SAW_UPPER`) when one is given, as the other scans note
 * escapes.
 */
export function scanScheme(
  s: string,
  start: number,
  end: number,
  seen?: { flags: number },
): number {
  if (start >= end) return start;
  const c0 = s.charCodeAt(start);
  if (c0 >= firstNonAscii || (CHAR[c0]! & ALPHA) === 0) return start;
  let flags = CHAR[c0]!;
  let i = start + 1;
  while (i < end) {
    const c = s.charCodeAt(i);
    const f = c < firstNonAscii ? CHAR[c]! : 0;
    if ((f & (ALPHA | DIGIT | SCHEME_MARK)) === 0) break;
    flags |= f;
    i++;
  }
  if ((flags & UPPER) !== 0 && seen !== undefined) seen.flags |= SAW_UPPER;
  return i;
}

/**
 * @internal Checks an IP-literal's inside, `s[start, end)` without the brackets. Returns the
 * host kind, or `undefined` with the error recorded in `state`.
 */
export function checkIpLiteral(
  state: ScanState,
  s: string,
  start: number,
  end: number,
  allowZoneId: boolean,
): HostKind | undefined {
  if (start === end) {
    return fail(state, 'INVALID_IP_LITERAL', start, 'RFC 3986 §3.2.2 IP-literal: empty', 'host');
  }
  const c0 = s.charCodeAt(start) | asciiCaseBit;
  if (c0 === codes.lowercaseV) {
    const bad = validateIPvFuture(s, start, end);
    if (bad < 0) return 'ipvfuture';
    return fail(state, 'INVALID_IPVFUTURE', bad, 'RFC 3986 §3.2.2 IPvFuture', 'host');
  }
  let zone = end;
  for (let i = start; i < end; i++) {
    if (s.charCodeAt(i) === codes.percentSign) {
      zone = i;
      break;
    }
  }
  const bad = validateIPv6(s, start, zone);
  if (bad >= 0) {
    return fail(state, 'INVALID_IPV6', bad, 'RFC 3986 §3.2.2 IPv6address', 'host');
  }
  if (zone < end) {
    if (!allowZoneId) {
      return fail(
        state,
        'ZONE_ID_NOT_ALLOWED',
        zone,
        'zone identifiers are RFC 6874, not RFC 3986 (option allowZoneId)',
        'host',
      );
    }
    // RFC 6874 §2: the "%" of a zone is written "%25".
    const zbad =
      s.charCodeAt(zone + 1) !== codes.digit2 ||
      s.charCodeAt(zone + 2) !== codes.digit5 ||
      zone + 3 >= end
        ? zone
        : validateZoneId(s, zone + 3, end);
    if (zbad >= 0) {
      return fail(state, 'INVALID_IPV6', zbad, 'RFC 6874 §2 ZoneID', 'host');
    }
  }
  return 'ipv6';
}

/** @internal Host kind of a reg-name-or-IPv4 host `s[start, end)` (already validated). */
export function regNameKind(s: string, start: number, end: number): HostKind {
  const c = s.charCodeAt(start);
  return c >= codes.digit0 && c <= codes.digit9 && validateIPv4(s, start, end)
    ? 'ipv4'
    : 'reg-name';
}

/** @internal Whether `s[i]` ends an authority (§3.2): the end, "/", "?", "#", or with `colon` a ":". */
export function endsAuthority(s: string, i: number, len: number, colon: boolean): boolean {
  const c = s.charCodeAt(i);
  return (
    i >= len ||
    c === codes.slash ||
    c === codes.questionMark ||
    c === codes.numberSign ||
    (colon && c === codes.colon)
  );
}
