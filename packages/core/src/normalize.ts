// The comparison ladder of RFC 3986 §6.2: syntax-based normalization (§6.2.2), scheme-based
// normalization through a registry (§6.2.3), and equivalence of normal forms.

import { hasDotSegment, hasUpper } from './chars.js';
import { UriError } from './errors.js';
import { asUri } from './parse.js';
import { ESCAPE_CASE, ESCAPE_DECODED, escapeChanges, normalizeEscapes } from './percent.js';
import type { AnySchemePlugin, Registry } from './registry.js';
import { removeDotSegments, resolve } from './resolve.js';
import { composeUri, type HostKind, isSyntaxNormal, type Uri } from './uri.js';

/** The normalization rules that {@link normalizeWithReport} reports as having changed something. */
export type NormalizationRule =
  /** §6.2.2.1: scheme and host to lower case, hex digits of escapes to upper case. */
  | 'case'
  /** §6.2.2.2: escapes of unreserved characters decoded. */
  | 'percent'
  /** §6.2.2.3: dot segments removed. */
  | 'dots'
  /** §6.2.3: an empty port, or the scheme's default port, removed (needs a registry). */
  | 'port'
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
   * Scheme-based normalization (§6.2.3): when the registry has a plugin for the URI's scheme,
   * an empty port and the plugin's default port are removed, then the plugin's `normalize`
   * hook runs. Without a registry only syntax-based normalization is done.
   */
  readonly registry?: Registry<AnySchemePlugin> | undefined;
}

/** The result of {@link normalizeWithReport}. */
export interface NormalizeReport {
  /** The normalized URI. */
  readonly uri: Uri;
  /** The rules that changed something, in the order they ran; empty when `uri` was already normal. */
  readonly changed: readonly NormalizationRule[];
}

// Bits of what changed (escapeChanges.bits, shared with the escape rules of percent.ts).
const CHANGED_CASE = ESCAPE_CASE;
const CHANGED_PERCENT = ESCAPE_DECODED;

/** Lower case of a scheme or reg-name without escapes that holds an upper-case letter. */
function lowerCase(s: string): string {
  escapeChanges.bits |= CHANGED_CASE;
  return s.toLowerCase();
}

/** hasDotSegment over the path's place in the (flat) text of `u`. */
function dotsIn(u: Uri, text: string): boolean {
  const q = u.query;
  const f = u.fragment;
  const end =
    text.length - (f === undefined ? 0 : f.length + 1) - (q === undefined ? 0 : q.length + 1);
  return hasDotSegment(text, end - u.path.length, end);
}

/** Strings are parsed as URI references, RFC 6874 zone identifiers accepted. */
const toUri = (value: string | Uri): Uri => asUri(value, 0, true);

/**
 * Normalizes a URI (RFC 3986 §6.2.2, and §6.2.3 with `options.registry`) and says which rules
 * changed something. See {@link normalize}.
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
  const u = toUri(uri);
  const f = formOf(u, options);
  const changed: NormalizationRule[] = [];
  if (f.bits & CHANGED_CASE) changed.push('case');
  if (f.bits & CHANGED_PERCENT) changed.push('percent');
  if (f.bits & CHANGED_DOTS) changed.push('dots');
  if (f.bits & CHANGED_PORT) changed.push('port');
  let result = f.bits === 0 ? u : build(f);
  if (f.plugin?.normalize !== undefined) {
    const after = f.plugin.normalize(result);
    if (after.toString() !== result.toString()) {
      changed.push('scheme');
      result = after;
    }
  }
  return { uri: result, changed };
}

const CHANGED_DOTS = 4;
const CHANGED_PORT = 8;

/** The normalized components of a URI, before the plugin's own hook. */
interface Form {
  scheme: string | undefined;
  userinfo: string | undefined;
  host: string | undefined;
  hostKind: HostKind | undefined;
  port: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
  /** CHANGED_* bits: which rules changed something. */
  bits: number;
  plugin: AnySchemePlugin | undefined;
}

function formOf(u: Uri, options: NormalizeOptions | undefined): Form {
  const doCase = options?.case !== false;
  const doPercent = options?.percent !== false;
  const doDots = options?.dots !== false;
  escapeChanges.bits = 0;

  // Userinfo, path, query and fragment change only through escapes: without a "%" anywhere
  // (most URIs), only the case of scheme and host is left to look at.
  // The checks scan the URI text itself (a flat string) where they can: the components are
  // slices of it, slower to scan.
  const text = u.toString();
  const esc = text.indexOf('%') >= 0;
  let scheme = u.scheme;
  if (scheme !== undefined && doCase && hasUpper(text, 0, scheme.length)) {
    scheme = lowerCase(scheme);
  }
  const userinfo =
    u.userinfo === undefined || !esc
      ? u.userinfo
      : normalizeEscapes(u.userinfo, doPercent, doCase, false);
  let host = u.host;
  const hostKind = u.hostKind;
  if (host !== undefined) {
    if (hostKind === 'ipv6') {
      // §6.2.2.1: hex digits of an IP-literal are case-insensitive; lower case, as RFC 5952 §4.3.
      // The text is not compressed (that is RFC 5952, not RFC 3986 normalization).
      if (doCase) {
        const zone = host.indexOf('%');
        const lowered =
          zone < 0
            ? host.toLowerCase()
            : host.slice(0, zone).toLowerCase() +
              normalizeEscapes(host.slice(zone), doPercent, true, false);
        if (lowered !== host) {
          escapeChanges.bits |= CHANGED_CASE;
          host = lowered;
        }
      }
    } else if (hostKind === 'ipvfuture') {
      if (doCase && hasUpper(host, 0, host.length)) host = lowerCase(host);
    } else if (esc) {
      host = normalizeEscapes(host, doPercent, doCase, doCase);
    } else if (doCase) {
      // the host starts after "scheme://" and "userinfo@"
      const at =
        (scheme === undefined ? 2 : scheme.length + 3) +
        (u.userinfo === undefined ? 0 : u.userinfo.length + 1);
      if (hasUpper(text, at, at + host.length)) host = lowerCase(host);
    }
  }
  let port = u.port;
  let path = esc ? normalizeEscapes(u.path, doPercent, doCase, false) : u.path;
  const query =
    u.query === undefined || !esc ? u.query : normalizeEscapes(u.query, doPercent, doCase, false);
  const fragment =
    u.fragment === undefined || !esc
      ? u.fragment
      : normalizeEscapes(u.fragment, doPercent, doCase, false);

  // §6.2.2.3: dot segments of a path that starts at the root. A relative path keeps them (they
  // mean something until it is resolved, §5.2) and so does a rootless one such as `foo:a/..`,
  // which remove_dot_segments would turn into an absolute path.
  if (doDots && path.charCodeAt(0) === 0x2f && (esc ? hasDotSegment(path) : dotsIn(u, text))) {
    path = removeDotSegments(path);
    if (host === undefined && path.charCodeAt(1) === 0x2f) path = `/.${path}`;
    escapeChanges.bits |= CHANGED_DOTS;
  }

  // §6.2.3: what every server-based scheme shares (the plugin's own hook runs later).
  const plugin = scheme === undefined ? undefined : options?.registry?.get(scheme);
  if (plugin !== undefined && port !== undefined) {
    if (port === '' || (plugin.defaultPort !== undefined && Number(port) === plugin.defaultPort)) {
      port = undefined;
      escapeChanges.bits |= CHANGED_PORT;
    }
  }
  return {
    scheme,
    userinfo,
    host,
    hostKind,
    port,
    path,
    query,
    fragment,
    bits: escapeChanges.bits,
    plugin,
  };
}

/** §5.3 recomposition of a normal form. */
function build(f: Form): Uri {
  return composeUri(f.scheme, f.userinfo, f.host, f.hostKind, f.port, f.path, f.query, f.fragment);
}

/**
 * Normalizes a URI by the syntax-based rules of RFC 3986 §6.2.2 and, with `options.registry`,
 * the scheme-based rules of §6.2.3:
 * - scheme and host to lower case, hex digits of escapes to upper case (§6.2.2.1), IPv6
 *   hex to lower case (the address is not compressed: use `formatIPv6` for RFC 5952 text);
 * - escapes of unreserved characters (ALPHA DIGIT "-" "." "_" "~") decoded, never others
 *   (§6.2.2.2: `%21` for "!" stays, as decoding a sub-delim can change the meaning);
 * - dot segments removed from a path that starts with "/" (§6.2.2.3); a relative or rootless
 *   path keeps them, and a result starting with "//" without an authority becomes "/.//";
 * - with a registry that has the scheme: an empty port and the default port removed, then
 *   the plugin's `normalize` hook.
 *
 * Each syntax-based step can be switched off. Normalization is idempotent. Strings are
 * parsed strictly (RFC 6874 zone identifiers accepted); a `Uri` is taken as is.
 *
 * @example
 * ```ts
 * normalize('eXAMPLE://a/./b/../b/%63/%7bfoo%7d').toString() // 'example://a/b/c/%7Bfoo%7D'
 * normalize('HTTP://Example.COM:80/', { registry }).toString() // 'http://example.com/'
 * ```
 */
export function normalize(uri: string | Uri, options?: NormalizeOptions): Uri {
  const u = toUri(uri);
  // What the parser found already normal stays as it is.
  if (options === undefined && isSyntaxNormal(u)) return u;
  const f = formOf(u, options);
  const result = f.bits === 0 ? u : build(f);
  return f.plugin?.normalize === undefined ? result : f.plugin.normalize(result);
}

/** Options of {@link equivalent}. */
export interface EquivalentOptions extends NormalizeOptions {
  /** Compare without the fragments: the network-action case of §6.1. Default `false`. */
  readonly ignoreFragment?: boolean | undefined;
  /** A base URI against which relative references are resolved (§5.2) before comparing. */
  readonly base?: string | Uri | undefined;
}

/**
 * True when two URIs are equivalent by the comparison ladder of RFC 3986 §6.2: their normal
 * forms (see {@link normalize}; scheme-based with `options.registry`) are the same string.
 * Relative references are resolved against `options.base`; without a base they are refused
 * with `UriError` (`INVALID_BASE`), as §6.1 advises against comparing them directly.
 *
 * @example
 * ```ts
 * equivalent('example://a/b/c/%7Bfoo%7D', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d') // true
 * equivalent('http://a/#x', 'http://a/#y', { ignoreFragment: true }) // true
 * ```
 */
export function equivalent(a: string | Uri, b: string | Uri, options?: EquivalentOptions): boolean {
  // The first rung of the ladder (§6.2.1): the same characters are the same URI. The text is
  // still parsed, so that invalid input and relative references are refused all the same.
  if (a === b || (typeof a !== 'string' && typeof b !== 'string' && a.equals(b))) {
    absolute(toUri(a), options);
    return true;
  }
  const ua = absolute(toUri(a), options);
  const ub = absolute(toUri(b), options);
  if (options === undefined && isSyntaxNormal(ua) && isSyntaxNormal(ub)) {
    return ua.toString() === ub.toString();
  }
  const fa = formOf(ua, options);
  const fb = formOf(ub, options);
  const ignoreFragment = options?.ignoreFragment === true;
  if (fa.plugin?.normalize !== undefined || fb.plugin?.normalize !== undefined) {
    // The plugins' hooks work on Uri values: compare the whole normal forms as text.
    const na = normalize(ua, options);
    const nb = normalize(ub, options);
    return ignoreFragment
      ? withoutFragment(na) === withoutFragment(nb)
      : na.toString() === nb.toString();
  }
  // Without a hook the normal forms are compared component by component, never built.
  return (
    fa.scheme === fb.scheme &&
    fa.userinfo === fb.userinfo &&
    fa.host === fb.host &&
    fa.hostKind === fb.hostKind &&
    fa.port === fb.port &&
    fa.path === fb.path &&
    fa.query === fb.query &&
    (ignoreFragment || fa.fragment === fb.fragment)
  );
}

function absolute(u: Uri, options: EquivalentOptions | undefined): Uri {
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
  return resolve(base, u);
}

function withoutFragment(u: Uri): string {
  const s = u.toString();
  return u.fragment === undefined ? s : s.slice(0, s.length - u.fragment.length - 1);
}
