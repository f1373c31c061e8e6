// The comparison ladder of RFC 3986 §6.2: syntax-based normalization (§6.2.2) and equivalence
// of normal forms. The scheme-based step (§6.2.3) is the registry's and the plugins' (scheme.ts),
// on top of the same syntax-based step (normalForm below).

import { EQUIVALENT_OPTIONS, NORMALIZE_OPTIONS, readOptions } from './arguments.js';
import { hasDotSegment, hasUpper, sameIgnoringCase } from './chars.js';
import { codes } from './codes.js';
import { attempt, type Result, UriError } from './errors.js';
import { canonicalIPv6 } from './ip.js';
import { asUri, K_REFERENCE } from './parse.js';
import { ESCAPE_CASE, ESCAPE_DECODED, normalizeEscapes } from './percent.js';
import { removeDotSegments, resolveReference, toAbsolute } from './resolve.js';
import { regNameKind, SAW_UPPER } from './scan.js';
import { type ComponentRecord, composeUri, isSyntaxNormal, syntaxFlags, type Uri } from './uri.js';

/** The normalization rules that `normalizeWithReport` reports as having changed something. */
export type NormalizationRule =
  /** §6.2.2.1: scheme and host to lower case, hex digits of escapes to upper case. */
  | 'case'
  /** §6.2.2.2: escapes of unreserved characters decoded. */
  | 'percent'
  /** §6.2.2.3: dot segments removed. */
  | 'dots'
  /** §6.2.3: an empty port, or the scheme's default port, removed (scheme-based only). */
  | 'port'
  /** §6.2.3: an IPv6 address written in its RFC 5952 text (scheme-based only). */
  | 'address'
  /** §6.2.3: the scheme plugin's own `normalize` hook changed the URI. */
  | 'scheme';

/** Options of {@link normalize}, {@link normalizeWithReport} and {@link equivalent}. */
export interface NormalizeOptions {
  /** §6.2.2.1 case normalization (scheme, host, escape hex digits, IPv6 hex). Default `true`. */
  readonly case?: boolean | undefined;
  /** §6.2.2.2 decoding of percent-encoded unreserved characters. Default `true`. */
  readonly percent?: boolean | undefined;
  /** §6.2.2.3 removal of dot segments. Default `true`. */
  readonly dots?: boolean | undefined;
  /**
   * Accept an RFC 6874 zone identifier in an IPv6 literal of a string input (see
   * `ParseOptions.allowZoneId`); default `false`, as `parse`. A `Uri` is taken as it is.
   */
  readonly allowZoneId?: boolean | undefined;
}

/** The result of {@link normalizeWithReport}. */
export interface NormalizeReport {
  /** The normalized URI. */
  readonly uri: Uri;
  /** The rules that changed something, in the order they ran; empty when `uri` was already normal. */
  readonly changed: readonly NormalizationRule[];
}

/** Options of {@link equivalent}. */
export interface EquivalentOptions extends NormalizeOptions {
  /** Compare without the fragments: the network-action case of §6.1. Default `false`. */
  readonly ignoreFragment?: boolean | undefined;
  /** A base URI against which relative references are resolved (§5.2) before comparing. */
  readonly base?: string | Uri | undefined;
}

/**
 * @internal What a scheme adds to the syntax-based step, from its plugin: which §6.2.2 rules
 * apply, its default port, whether IPv6 hosts get their RFC 5952 text.
 */
export interface SchemeSteps {
  readonly defaultPort: number | undefined;
  readonly rules: {
    readonly percent: boolean;
    readonly dots: boolean;
    readonly ipv6: boolean;
    readonly rootPath: boolean;
  };
}

// Bits of what changed (the first two are the escape rules' own, from percent.ts).
const CASE = ESCAPE_CASE;
const PERCENT = ESCAPE_DECODED;
const DOTS = 4;
const PORT = 8;
const ADDRESS = 16;
/** @internal A scheme-based rule the plugin declared (`rules.rootPath`), reported as 'scheme'. */
export const SCHEME = 32;
/** @internal The rules that change the shape of the path: dot segments, an empty path made "/". */
export const PATH_CHANGED = DOTS | SCHEME;
/** @internal The rules in report order, by bit. */
export const RULE_BITS: readonly [number, NormalizationRule][] = [
  [CASE, 'case'],
  [PERCENT, 'percent'],
  [DOTS, 'dots'],
  [PORT, 'port'],
  [ADDRESS, 'address'],
  [SCHEME, 'scheme'],
];

/** hasDotSegment over the path's place in the (flat) text of `u`. */
function dotsIn(u: Uri, text: string): boolean {
  const at = u.offsetOf('path');
  return hasDotSegment(text, at, at + u.path.length);
}

/** Escapes normalized segment by segment, except that a segment does not become "." or "..". */
function keepEscapedDots(path: string, doCase: boolean, changes: { bits: number }): string {
  const segments = path.split('/');
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!;
    const bits = changes.bits;
    let n = normalizeEscapes(s, true, doCase, false, changes);
    if (n !== s && (n === '.' || n === '..')) {
      changes.bits = bits;
      n = normalizeEscapes(s, false, doCase, false, changes);
    }
    segments[i] = n;
  }
  return segments.join('/');
}

/** @internal Strings are parsed as URI references, strictly (zone identifiers on request). */
export const toUri = (value: string | Uri, options?: NormalizeOptions): Uri =>
  asUri(value, K_REFERENCE, options?.allowZoneId === true);

/**
 * @internal The normal form of a URI as components, and which rules changed it (`bits` 0: the
 * input is its own normal form). {@link formUri} builds the `Uri` only when one is needed:
 * comparing two forms needs none.
 */
export interface NormalForm extends ComponentRecord {
  readonly bits: number;
}

/** @internal The `Uri` of a normal form of `u`: `u` itself when nothing changed. */
export function formUri(f: NormalForm, u: Uri): Uri {
  return f.bits === 0
    ? u
    : composeUri(f.scheme, f.userinfo, f.host, f.hostKind, f.port, f.path, f.query, f.fragment);
}

/** @internal Whether two normal forms are the same URI (fragments left out with `ignoreFragment`). */
export function sameForms(a: NormalForm, b: NormalForm, ignoreFragment: boolean): boolean {
  return (
    a.scheme === b.scheme &&
    a.host === b.host &&
    a.path === b.path &&
    a.query === b.query &&
    a.port === b.port &&
    a.userinfo === b.userinfo &&
    (ignoreFragment || a.fragment === b.fragment)
  );
}

// A port's place in a comparison (§6.2.3): -1 for none, empty or the default; the number
// otherwise; undefined for digits too long to be read exactly as a number.
function portKey(port: string | undefined, steps: SchemeSteps): number | undefined {
  if (port === undefined || port === '') return -1;
  if (port.length > 15) return undefined;
  const n = Number(port);
  return n === steps.defaultPort ? -1 : n;
}

/**
 * @internal Whether `a` and `b` (URIs, not relative references) have the same normal form, told
 * without building either one, when the parser saw nothing in them that normalization would
 * change but the case of scheme and host (no escape, no dot segment, no zone identifier).
 * Then the normal forms differ from the inputs only by that case and, with `steps`, by the
 * port, the RFC 5952 text of an IPv6 address and the root path, and each component is compared
 * in place. `undefined` when it cannot be told that way.
 */
export function sameNormalForm(
  a: Uri,
  b: Uri,
  options: EquivalentOptions | undefined,
  steps: SchemeSteps | undefined,
): boolean | undefined {
  const flags = syntaxFlags(a) | syntaxFlags(b);
  if ((flags & ~SAW_UPPER) !== 0 || (flags !== 0 && options?.case === false)) return undefined;
  const ta = a.toString();
  const tb = b.toString();
  const oa = a.offsetOf('path');
  const ob = b.offsetOf('path');
  if (ta.length - oa === tb.length - ob && options?.ignoreFragment !== true) {
    // Path, query and fragment in one comparison of the text after the authority (cheaper
    // than three, each on a slice). Tails of one length that differ are different normal
    // forms even where an empty path is "/": then the rest would have to differ by one
    // character in length.
    if (ta.slice(oa) !== tb.slice(ob)) return false;
  } else if (
    (a.path !== b.path &&
      !(
        steps?.rules.rootPath === true &&
        a.host !== undefined &&
        (a.path === '' ? b.path === '/' : a.path === '/' && b.path === '')
      )) ||
    a.query !== b.query ||
    (a.fragment !== b.fragment && options?.ignoreFragment !== true)
  ) {
    return false;
  }
  if (a.userinfo !== b.userinfo) return false;
  const sa = a.scheme!;
  const sb = b.scheme!;
  if (sa !== sb && !(sa.length === sb.length && sameIgnoringCase(sa, sb, 0, sa.length))) {
    return false;
  }
  const ha = a.host;
  const hb = b.host;
  if (ha !== hb) {
    if (ha === undefined || hb === undefined || a.hostKind !== b.hostKind) return false;
    if (!(ha.length === hb.length && sameIgnoringCase(ha, hb, 0, ha.length))) {
      // §6.2.3: one IPv6 address in two texts (RFC 5952).
      if (a.hostKind !== 'ipv6' || steps?.rules.ipv6 !== true) return false;
      if (canonicalIPv6(ha) !== canonicalIPv6(hb)) return false;
    }
  }
  if (a.port !== b.port) {
    if (steps === undefined) return false;
    const pa = portKey(a.port, steps);
    const pb = portKey(b.port, steps);
    if (pa === undefined || pb === undefined) return undefined;
    if (pa !== pb) return false;
  }
  return true;
}

const asForm = (u: Uri): NormalForm => ({
  scheme: u.scheme,
  userinfo: u.userinfo,
  host: u.host,
  hostKind: u.hostKind,
  port: u.port,
  path: u.path,
  query: u.query,
  fragment: u.fragment,
  bits: 0,
});

/** A normal form under construction: the components, and the bits of the rules that changed them. */
type Draft = { -readonly [K in keyof NormalForm]: NormalForm[K] };

/**
 * @internal The syntax-based step (§6.2.2) with `options`, then, with `steps`, the part of the
 * scheme-based step (§6.2.3) every scheme shares: an empty or default port removed, an IPv6
 * address in RFC 5952 text. A scheme's own rules come after, in scheme.ts.
 */
export function normalForm(
  u: Uri,
  options: NormalizeOptions | undefined,
  steps?: SchemeSteps,
): NormalForm {
  // What the parser found already normal needs no syntax-based work (every rule can only be
  // switched off, which changes nothing then).
  const normal = isSyntaxNormal(u);
  if (steps === undefined && normal) return asForm(u);
  const form: Draft = { ...asForm(u) };
  if (!normal) syntaxStep(form, u, options, steps);
  if (steps !== undefined) sharedSchemeStep(form, steps);
  return form;
}

// §6.2.2 on `form` (the components of `u`). Userinfo, path, query and fragment change only
// through escapes: without a "%" anywhere (most URIs), only the case of scheme and host is left
// to look at. The checks scan the URI text itself (a flat string) where they can: the
// components are slices of it.
function syntaxStep(
  form: Draft,
  u: Uri,
  options: NormalizeOptions | undefined,
  steps: SchemeSteps | undefined,
): void {
  const doCase = options?.case !== false;
  const doPercent = options?.percent !== false && steps?.rules.percent !== false;
  const text = u.toString();
  const esc = text.indexOf('%') >= 0;
  const scheme = form.scheme;
  // §6.2.2.1: the scheme is case-insensitive; lower case is its normal form.
  if (scheme !== undefined && doCase && hasUpper(text, 0, scheme.length)) {
    form.scheme = scheme.toLowerCase();
    form.bits |= CASE;
  }
  if (esc) escapeStep(form, u, doPercent, doCase);
  if (form.host !== undefined && doCase) hostStep(form, u, text, esc, doPercent);
  if (options?.dots !== false && steps?.rules.dots !== false) dotStep(form, u, text, esc);
}

// §6.2.2.1, §6.2.2.2: the escapes of userinfo, path, query and fragment.
function escapeStep(form: Draft, u: Uri, doPercent: boolean, doCase: boolean): void {
  if (form.userinfo !== undefined) {
    form.userinfo = normalizeEscapes(form.userinfo, doPercent, doCase, false, form);
  }
  const before = form.bits;
  form.path = normalizeEscapes(form.path, doPercent, doCase, false, form);
  // A relative reference is not yet resolved: §5.2.4 removes only literal dot segments, so
  // decoding "%2E" into one would change what it resolves to (`g/%2E%2E/..` against
  // `http://a/b/c/d` is `http://a/b/c/g/`; `g/../..` would be `http://a/b/`). Such a segment
  // keeps its escapes, hex upper-cased.
  if (form.scheme === undefined && doPercent && form.path !== u.path && hasDotSegment(form.path)) {
    form.bits = before;
    form.path = keepEscapedDots(u.path, doCase, form);
  }
  if (form.query !== undefined) {
    form.query = normalizeEscapes(form.query, doPercent, doCase, false, form);
  }
  if (form.fragment !== undefined) {
    form.fragment = normalizeEscapes(form.fragment, doPercent, doCase, false, form);
  }
}

// §6.2.2.1: the host is case-insensitive (with §6.2.2.2 on the escapes of a reg-name).
function hostStep(form: Draft, u: Uri, text: string, esc: boolean, doPercent: boolean): void {
  const host = form.host!;
  let out = host;
  if (form.hostKind === 'ipv6') {
    // Hex digits of an IP-literal are case-insensitive; lower case, as RFC 5952 §4.3. An RFC
    // 6874 zone identifier names an interface, case-sensitive on most systems: only its escapes
    // are normalized.
    const zone = host.indexOf('%');
    out =
      zone < 0
        ? host.toLowerCase()
        : host.slice(0, zone).toLowerCase() +
          normalizeEscapes(host.slice(zone), doPercent, true, false);
  } else if (form.hostKind === 'ipvfuture') {
    if (hasUpper(host, 0, host.length)) out = host.toLowerCase();
  } else if (esc) {
    out = normalizeEscapes(host, doPercent, true, true, form);
    // §3.2.2 first-match-wins: "%31.1.1.1" decodes to an IPv4address.
    if (out !== host) form.hostKind = regNameKind(out, 0, out.length);
    form.host = out;
    return;
  } else {
    const at = u.offsetOf('host');
    if (hasUpper(text, at, at + host.length)) out = host.toLowerCase();
  }
  if (out !== host) {
    form.host = out;
    form.bits |= CASE;
  }
}

// §6.2.2.3: dot segments of a path that starts at the root. A relative path keeps them (they
// mean something until it is resolved, §5.2) and so does a rootless one such as `foo:a/..`,
// which remove_dot_segments would turn into an absolute path.
function dotStep(form: Draft, u: Uri, text: string, esc: boolean): void {
  const path = form.path;
  if (path.charCodeAt(0) !== codes.slash || !(esc ? hasDotSegment(path) : dotsIn(u, text))) return;
  let p = removeDotSegments(path);
  // A result starting with "//" would read as an authority where there is none: "/." keeps the
  // path where it was, and means the same (remove_dot_segments gives it back). After an empty
  // authority (`x:///.//h`) the RFC's `x:////h` is kept: the same components; a scheme that
  // reads "//h" there as a host (RFC 8089 E.3.2) says so with its `hostPart`.
  if (form.host === undefined && p.charCodeAt(1) === codes.slash) p = `/.${p}`;
  if (p !== path) {
    form.path = p;
    form.bits |= DOTS;
  }
}

// The part of §6.2.3 every scheme shares, with the scheme's default port and rules.
function sharedSchemeStep(form: Draft, steps: SchemeSteps): void {
  // An empty port, or the default port of the scheme, is no port; a port is a number, written
  // without leading zeros (":02121" is ":2121").
  const port = form.port;
  if (port !== undefined) {
    if (port === '' || Number(port) === steps.defaultPort) {
      form.port = undefined;
      form.bits |= PORT;
    } else if (port.charCodeAt(0) === codes.digit0 && port.length > 1) {
      form.port = String(Number(port));
      form.bits |= PORT;
    }
  }
  // An IP address has one RFC 5952 text (zone identifier kept as it is).
  const host = form.host;
  if (form.hostKind === 'ipv6' && steps.rules.ipv6) {
    const zone = host!.indexOf('%');
    const h =
      zone < 0 ? canonicalIPv6(host!) : canonicalIPv6(host!.slice(0, zone)) + host!.slice(zone);
    if (h !== host) {
      form.host = h;
      form.bits |= ADDRESS;
    }
  }
  // "An empty path component should be normalized to a path of '/'" where the scheme says so
  // (http, RFC 9110 §4.2.3).
  if (steps.rules.rootPath && form.path === '' && host !== undefined) {
    form.path = '/';
    form.bits |= SCHEME;
  }
}

/** @internal The rules of `bits`, in report order. */
export function rulesOf(bits: number): NormalizationRule[] {
  const out: NormalizationRule[] = [];
  for (const [bit, rule] of RULE_BITS) if (bits & bit) out.push(rule);
  return out;
}

/**
 * Normalizes a URI by the syntax-based rules of RFC 3986 §6.2.2 and says which rules changed
 * something. See {@link normalize}; the scheme-based rules (§6.2.3) are a registry's
 * (`registry.normalizeWithReport`).
 *
 * @example
 * ```ts
 * normalizeWithReport('HTTP://a/./b').changed // ['case', 'dots']
 * ```
 */
export function normalizeWithReport(
  uri: string | Uri,
  options?: NormalizeOptions,
): NormalizeReport {
  const o = readOptions(options, NORMALIZE_OPTIONS, 'normalizeWithReport');
  const u = toUri(uri, o);
  const f = normalForm(u, o);
  return { uri: formUri(f, u), changed: rulesOf(f.bits) };
}

/**
 * Normalizes a URI by the syntax-based rules of RFC 3986 §6.2.2:
 * - scheme and host to lower case, hex digits of escapes to upper case (§6.2.2.1), IPv6
 *   hex to lower case (the address is not compressed: use `formatIPv6` for RFC 5952 text);
 * - escapes of unreserved characters (ALPHA DIGIT "-" "." "_" "~") decoded, never others
 *   (§6.2.2.2: `%21` for "!" stays, as decoding a sub-delim can change the meaning);
 * - dot segments removed from a path that starts with "/" (§6.2.2.3); a relative or rootless
 *   path keeps them, and a result starting with "//" without an authority keeps a leading "/."
 *   (`/.//x`), so that the path never reads as an authority;
 * - in a relative reference, an escaped segment that would decode to "." or ".." keeps its
 *   escapes (`g/%2e%2e/..` gives `g/%2E%2E/..`): §5.2.4 removes only literal dot segments, so
 *   decoding it would change the URI the reference resolves to.
 *
 * Each step can be switched off. Normalization is idempotent. Strings are parsed strictly
 * (RFC 6874 zone identifiers with `allowZoneId`); a `Uri` is taken as it is. The scheme-based
 * rules (§6.2.3: default ports, the scheme's own equivalences) are a registry's:
 * `registry.normalize(x)` (or `plugin.normalize(x)`) runs this step, then the scheme's.
 *
 * @example
 * ```ts
 * normalize('eXAMPLE://a/./b/../b/%63/%7bfoo%7d').toString() // 'example://a/b/c/%7Bfoo%7D'
 * ```
 */
export function normalize(uri: string | Uri, options?: NormalizeOptions): Uri {
  const o = readOptions(options, NORMALIZE_OPTIONS, 'normalize');
  const u = toUri(uri, o);
  return formUri(normalForm(u, o), u);
}

/**
 * True when two URIs are equivalent by the comparison ladder of RFC 3986 §6.2, syntax-based
 * (§6.2.2): their normal forms (see {@link normalize}) are the same. Relative references are
 * resolved against `options.base`; without a base they are refused with `UriError`
 * (`INVALID_BASE`), as §6.1 advises against comparing them directly. Scheme-based equivalence
 * (§6.2.3) is a registry's: `registry.equivalent(a, b)`.
 *
 * @example
 * ```ts
 * equivalent('example://a/b/c/%7Bfoo%7D', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d') // true
 * equivalent('http://a/#x', 'http://a/#y', { ignoreFragment: true }) // true
 * ```
 */
export function equivalent(a: string | Uri, b: string | Uri, given?: EquivalentOptions): boolean {
  const options = readOptions(given, EQUIVALENT_OPTIONS, 'equivalent');
  const ua = absolute(toUri(a, options), options);
  // The first rung of the ladder (§6.2.1): the same characters are the same URI. The text is
  // still parsed, so that invalid input and relative references are refused all the same.
  if (a === b) return true;
  const ub = absolute(toUri(b, options), options);
  return (
    sameNormalForm(ua, ub, options, undefined) ??
    sameForms(normalForm(ua, options), normalForm(ub, options), options?.ignoreFragment === true)
  );
}

/** @internal A relative reference resolved against `options.base` (§6.1), or `INVALID_BASE`. */
export function absolute(u: Uri, options: EquivalentOptions | undefined): Uri {
  if (u.scheme !== undefined) return u;
  const base = options?.base;
  if (base === undefined) {
    throw new UriError(
      'INVALID_BASE',
      'RFC 3986 §6.1: relative references are compared after resolution (option base)',
      u.toString(),
      0,
    );
  }
  return resolveReference(toAbsolute(base, 'base', options?.allowZoneId === true), u, undefined);
}

/**
 * Like {@link normalize}, but returns the outcome instead of throwing: `{ ok: true, value }` or
 * `{ ok: false, error }` with the `UriError` that `normalize` would throw. Deduplication
 * without `try`/`catch`:
 *
 * @example
 * ```ts
 * const r = tryNormalize('HTTP://a/./b')
 * if (r.ok) console.log(r.value.toString()) // 'http://a/b'
 * tryNormalize('http://a b/').ok // false (INVALID_HOST: RFC 3986 §3.2.2)
 * ```
 */
export function tryNormalize(uri: string | Uri, options?: NormalizeOptions): Result<Uri> {
  return attempt(() => normalize(uri, options));
}

/**
 * Like {@link equivalent}, but returns the outcome instead of throwing (a relative reference
 * without `options.base` is `INVALID_BASE`, §6.1).
 *
 * @example
 * ```ts
 * tryEquivalent('http://a/%7e', 'http://a/~') // { ok: true, value: true }
 * tryEquivalent('a/b', 'a/b').ok // false (INVALID_BASE: RFC 3986 §6.1)
 * ```
 */
export function tryEquivalent(
  a: string | Uri,
  b: string | Uri,
  options?: EquivalentOptions,
): Result<boolean> {
  return attempt(() => equivalent(a, b, options));
}
