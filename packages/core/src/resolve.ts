// Reference resolution (RFC 3986 §5.2), its two legacy variants (the 1997 draft that became
// RFC 2396, and RFC 1808), and remove_dot_segments (§5.2.4).

import { booleanOption, choiceOption, readOption, requireString } from './arguments.js';
import { hasDotSegment, sameScheme } from './chars.js';
import { codes } from './codes.js';
import { attempt, type Result, UriError } from './errors.js';
import { asUri, K_REFERENCE, K_URI } from './parse.js';
import { SAW_DOTS, SAW_OTHER } from './scan.js';
import { composeUri, syntaxFlags, type Uri } from './uri.js';

/** Options of {@link resolve}. */
export interface ResolveOptions {
  /**
   * `true` (the default): a reference with a scheme is absolute, always (RFC 3986 §5.2.2).
   * `false`: the backward-compatible reading of §5.2.2, where a reference whose scheme equals
   * the base's (case-insensitively) is read without it: `http:g` against `http://a/b/c/d`
   * gives `http://a/b/c/g`.
   */
  readonly strict?: boolean | undefined;
  /**
   * Reproduce an older algorithm instead of RFC 3986 §5.2:
   * - `'rfc2396'`: §5.2 of draft-fielding-url-syntax-05 (1997), which became RFC 2396. The
   *   reference's query is merged with its path before dot segments are removed (so
   *   `g?y/./x` gives `…/g?y/x`), `..` above the root is kept (`../../../g` gives
   *   `http://a/../g`), an absolute path or a network path is taken as written (`/./g` stays),
   *   and a reference that is only a query replaces the last segment (`?y` gives `…/c/?y`).
   * - `'rfc1808'`: RFC 1808 §4, where `;params` of the last segment are a component of their
   *   own: a reference that is empty gives the whole base, fragment included; an empty path
   *   inherits the base's path, then its params (unless the reference has some: `;x` gives
   *   `…/d;x`), then its query (`?y` gives `…/d;p?y`); dot segments are removed from the path
   *   without params or query, `..` above the root is kept, and absolute paths are taken as
   *   written.
   *
   * In both, a relative path merged with a base that has an authority and an empty path gets
   * a leading "/" (as in RFC 3986 §5.2.3), so that the result stays a valid URI.
   */
  readonly legacy?: 'rfc2396' | 'rfc1808' | undefined;
  /**
   * Accept an RFC 6874 zone identifier in an IPv6 literal of a string base or reference (see
   * `ParseOptions.allowZoneId`); default `false`, as `parse`. A `Uri` is taken as it is.
   */
  readonly allowZoneId?: boolean | undefined;
}

const LEGACY = ['rfc2396', 'rfc1808'] as const;

/**
 * remove_dot_segments of RFC 3986 §5.2.4: the "." and ".." segments of `path` interpreted and
 * removed. Linear in the length of the path. Returns `path` itself when it holds no dot
 * segment.
 *
 * @example
 * ```ts
 * removeDotSegments('/a/b/c/./../../g') // '/a/g'
 * removeDotSegments('mid/content=5/../6') // 'mid/6'
 * ```
 */
export function removeDotSegments(path: string): string {
  if (!hasDotSegment(requireString(path, 'removeDotSegments(path: string)'))) return path;
  const n = path.length;
  // Each entry is one segment as moved by step E: with its leading "/" when it had one.
  const out: string[] = [];
  let i = 0;
  while (i < n) {
    const c0 = path.charCodeAt(i);
    const c1 = path.charCodeAt(i + 1);
    const c2 = path.charCodeAt(i + 2);
    if (c0 === codes.dot) {
      // A: "../" or "./" prefix removed; D: "." or ".." alone removed.
      if (c1 === codes.slash) i += 2;
      else if (c1 === codes.dot && (c2 === codes.slash || i + 2 === n)) i += 3;
      else if (i + 1 === n) i += 1;
      else i = moveSegment(path, i, out);
      continue;
    }
    if (c0 === codes.slash && c1 === codes.dot) {
      // B: "/./" → "/", "/." at the end → "/".
      if (c2 === codes.slash) {
        i += 2;
        continue;
      }
      if (i + 2 === n) {
        out.push('/');
        break;
      }
      // C: "/../" → "/", "/.." at the end → "/", and the last output segment goes.
      if (c2 === codes.dot && (path.charCodeAt(i + 3) === codes.slash || i + 3 === n)) {
        out.pop();
        if (i + 3 === n) {
          out.push('/');
          break;
        }
        i += 3;
        continue;
      }
    }
    i = moveSegment(path, i, out);
  }
  return out.join('');
}

/** Step E of §5.2.4: moves the first segment (with its leading "/") of `path[i…]` to `out`. */
function moveSegment(path: string, i: number, out: string[]): number {
  let j = path.indexOf('/', i + 1);
  if (j < 0) j = path.length;
  out.push(path.slice(i, j));
  return j;
}

/** §5.3 recomposition of resolved components into a `Uri` (components already valid). */
function compose(
  scheme: string,
  authorityOf: Uri | undefined,
  path: string,
  query: string | undefined,
  fragment: string | undefined,
): Uri {
  const a = authorityOf?.host === undefined ? undefined : authorityOf;
  if (a !== undefined) {
    // The legacy merges copy an empty base path as it is ("http://a" + "g" would give "ag"):
    // after an authority a path must start with "/" (§3.3), as RFC 3986's merge makes it.
    if (path !== '' && path.charCodeAt(0) !== codes.slash) path = `/${path}`;
  } else if (path.charCodeAt(0) === codes.slash && path.charCodeAt(1) === codes.slash) {
    // §5.2.4 can leave a path starting with "//" where there is no authority ("foo:/a" with
    // ".//b"): written as is it would read as an authority, so "/." goes before it. The
    // path "/.//b" means the same and parses back to the same components.
    path = `/.${path}`;
  }
  return a === undefined
    ? composeUri(scheme, undefined, undefined, undefined, undefined, path, query, fragment)
    : composeUri(scheme, a.userinfo, a.host, a.hostKind, a.port, path, query, fragment);
}

/**
 * Resolves a URI reference against a base URI (RFC 3986 §5.2): the target URI the reference
 * stands for. Both may be strings (parsed strictly) or `Uri` values: to resolve many
 * references against one base, parse the base once and pass the `Uri`. The base must be a URI
 * with a scheme (`UriError` `INVALID_BASE` for a relative `Uri`, `MISSING_SCHEME` for a string);
 * its fragment is ignored (§5.1). The result always parses back to the same components: a
 * path that would start with "//" without an authority is written "/.//…".
 *
 * Rootless bases (`foo:a/b`) follow the letter of §5.2.3 and §5.2.4: `../c` gives `foo:/c`.
 *
 * @example
 * ```ts
 * resolve('http://a/b/c/d;p?q', '../g').toString() // 'http://a/b/g'
 * resolve('http://a/b/c/d;p?q', 'http:g', { strict: false }).toString() // 'http://a/b/c/g'
 * resolve('http://a/b/c/d;p?q', '../../../g', { legacy: 'rfc2396' }).toString() // 'http://a/../g'
 * ```
 */
export function resolve(
  base: string | Uri,
  reference: string | Uri,
  options?: ResolveOptions,
): Uri {
  const zones = booleanOption(options, 'allowZoneId', 'resolve');
  const legacy = choiceOption(options, 'legacy', LEGACY, 'resolve');
  const lenient = readOption(options, 'strict', 'resolve') === false;
  if (!lenient) booleanOption(options, 'strict', 'resolve'); // anything but a boolean is refused
  const b = toAbsolute(base, 'base', zones);
  const r = asUri(reference, K_REFERENCE, zones);
  let rs = r.scheme;
  if (rs !== undefined && lenient && sameScheme(rs, b.scheme!)) {
    rs = undefined;
  }
  if (legacy === 'rfc2396') return resolve2396(b, r, rs);
  if (legacy === 'rfc1808') return resolve1808(b, r, rs);
  return resolveReference(b, r, rs);
}

/**
 * @internal A URI for §5.1 (`what`: the base, or relativize's target): a string parsed strictly
 * as a URI (`MISSING_SCHEME` without a scheme), a `Uri` that has a scheme (`INVALID_BASE` for a
 * relative reference).
 */
export function toAbsolute(value: string | Uri, what: string, zones: boolean): Uri {
  const uri = asUri(value, K_URI, zones);
  if (uri.scheme === undefined) {
    throw new UriError(
      'INVALID_BASE',
      `RFC 3986 §5.1: the ${what} must be a URI with a scheme`,
      uri.toString(),
      0,
      'scheme',
    );
  }
  return uri;
}

/**
 * @internal RFC 3986 §5.2.2 (strict, no legacy algorithm) of the reference `r` against the base
 * URI `b`, both parsed; `rs` is the reference's scheme as §5.2.2 reads it (`r.scheme`, or
 * `undefined` where the backward-compatible reading drops it). What `resolve` does once it has read its options: the
 * routes that resolve with no option of `resolve`'s (a base for equivalence, relativize's
 * candidates) call it, so that they do not carry the legacy algorithms.
 */
export function resolveReference(b: Uri, r: Uri, rs: string | undefined): Uri {
  const bs = b.scheme!;
  // §5.2.2, with the variables of the RFC: T is built from R and Base.
  if (rs !== undefined) {
    const path = removeDotSegments(r.path);
    if (path === r.path && r.scheme === rs) return r;
    return compose(rs, r, path, r.query, r.fragment);
  }
  if (r.host !== undefined) {
    return compose(bs, r, removeDotSegments(r.path), r.query, r.fragment);
  }
  const rp = r.path;
  if (rp === '') {
    if (r.query === undefined && r.fragment === b.fragment && b.fragment === undefined) return b;
    return compose(bs, b, b.path, r.query ?? b.query, r.fragment);
  }
  if (rp.charCodeAt(0) === codes.slash)
    return compose(bs, b, removeDotSegments(rp), r.query, r.fragment);
  return compose(bs, b, climb(b, rp) ?? removeDotSegments(merge(b, rp)), r.query, r.fragment);
}

/**
 * §5.2.3 then §5.2.4 at once for the common case: a reference path that only climbs ("./",
 * "../", ".", "..") before a rest without dot segments, against an absolute base path the
 * parser saw no dot segment in. Each ".." takes the base's directory one segment back (never
 * above the root), so nothing is merged and no segment list is built. `undefined` otherwise.
 */
function climb(b: Uri, rp: string): string | undefined {
  const bp = b.path;
  if (bp.charCodeAt(0) !== codes.slash || (syntaxFlags(b) & (SAW_DOTS | SAW_OTHER)) !== 0) {
    return undefined;
  }
  let end = bp.lastIndexOf('/') + 1;
  const n = rp.length;
  let i = 0;
  while (rp.charCodeAt(i) === codes.dot) {
    const c1 = rp.charCodeAt(i + 1);
    if (c1 === codes.slash || i + 1 === n) {
      i += 2; // "./", or "." at the end
      continue;
    }
    const c2 = rp.charCodeAt(i + 2);
    if (c1 !== codes.dot || (c2 !== codes.slash && i + 2 !== n)) break; // a name: ".g", "..g"
    if (end > 1) end = bp.lastIndexOf('/', end - 2) + 1; // "../" or ".." at the end
    i += 3;
  }
  const rest = i >= n ? '' : i === 0 ? rp : rp.slice(i);
  return hasDotSegment(rest) ? undefined : bp.slice(0, end) + rest;
}

/** merge of §5.2.3. */
function merge(b: Uri, refPath: string): string {
  if (b.host !== undefined && b.path === '') return `/${refPath}`;
  const bp = b.path;
  return bp.slice(0, bp.lastIndexOf('/') + 1) + refPath;
}

/**
 * The path merging of draft-fielding-url-syntax-05 §5.2 step 6 (and RFC 1808 §4 step 6): "."
 * segments removed, then "<segment>/.." pairs where the segment is not "..", leftmost first.
 * `..` that has nothing left to remove stays. The leading "/" is not a segment.
 */
function legacyDots(buffer: string): string {
  const segments = buffer.split('/');
  const root = buffer.charCodeAt(0) === codes.slash ? 1 : 0;
  const out: string[] = [];
  const last = segments.length - 1;
  for (let k = 0; k < segments.length; k++) {
    const s = segments[k]!;
    if (k < root) {
      out.push(s);
    } else if (s === '.') {
      if (k === last) out.push('');
    } else if (s === '..' && out.length > root && out[out.length - 1] !== '..') {
      out.pop();
      if (k === last) out.push('');
    } else {
      out.push(s);
    }
  }
  return out.join('/');
}

/** draft-fielding-url-syntax-05 §5.2 (the 1997 draft of RFC 2396), steps 2 to 7. */
function resolve2396(b: Uri, r: Uri, rs: string | undefined): Uri {
  const bs = b.scheme!;
  // Step 3: a scheme makes the reference absolute, taken as written.
  if (rs !== undefined) return rs === r.scheme ? r : compose(rs, r, r.path, r.query, r.fragment);
  // Step 2: an empty path without site or query is the current document.
  if (r.path === '' && r.host === undefined && r.query === undefined) {
    return compose(bs, b, b.path, b.query, r.fragment);
  }
  // Steps 4 and 5: a network path or an absolute path is taken as written.
  if (r.host !== undefined) return compose(bs, r, r.path, r.query, r.fragment);
  if (r.path.charCodeAt(0) === codes.slash) return compose(bs, b, r.path, r.query, r.fragment);
  // Step 6: base path up to its last "/", the reference's path and query, then the dots.
  const bp = b.path;
  let buffer = bp.slice(0, bp.lastIndexOf('/') + 1) + r.path;
  if (r.query !== undefined) buffer += `?${r.query}`;
  buffer = legacyDots(buffer);
  const q = buffer.indexOf('?');
  return q < 0
    ? compose(bs, b, buffer, undefined, r.fragment)
    : compose(bs, b, buffer.slice(0, q), buffer.slice(q + 1), r.fragment);
}

/** RFC 1808 §4: params (after the first ";" of the path) are a component of their own. */
function resolve1808(b: Uri, r: Uri, rs: string | undefined): Uri {
  const bs = b.scheme!;
  // Step 2a: an empty reference is the whole base, fragment included.
  if (r.toString() === '') return b;
  if (rs !== undefined) return rs === r.scheme ? r : compose(rs, r, r.path, r.query, r.fragment);
  if (r.host !== undefined) return compose(bs, r, r.path, r.query, r.fragment);
  if (r.path.charCodeAt(0) === codes.slash) return compose(bs, b, r.path, r.query, r.fragment);
  const split = (path: string): [string, string | undefined] => {
    const semi = path.indexOf(';');
    return semi < 0 ? [path, undefined] : [path.slice(0, semi), path.slice(semi + 1)];
  };
  const [basePath, baseParams] = split(b.path);
  const [refPath, refParams] = split(r.path);
  const withParams = (path: string, params: string | undefined) =>
    params === undefined ? path : `${path};${params}`;
  // "Non-empty" in RFC 1808 means present with at least one character.
  if (refPath === '') {
    // Step 5: the base path; then its params, then its query, unless the reference has some.
    if (refParams) return compose(bs, b, withParams(basePath, refParams), r.query, r.fragment);
    const path = withParams(basePath, baseParams);
    if (r.query) return compose(bs, b, path, r.query, r.fragment);
    return compose(bs, b, path, b.query, r.fragment);
  }
  // Step 6: merge, then dot segments, on the path without params.
  const merged = legacyDots(basePath.slice(0, basePath.lastIndexOf('/') + 1) + refPath);
  return compose(bs, b, withParams(merged, refParams), r.query, r.fragment);
}

/**
 * Like {@link resolve}, but returns the outcome instead of throwing: `{ ok: true, value }` or
 * `{ ok: false, error }` with the `UriError` that `resolve` would throw.
 *
 * @example
 * ```ts
 * const r = tryResolve('http://a/b/c/d;p?q', '../g')
 * if (r.ok) console.log(r.value.toString()) // 'http://a/b/g'
 * tryResolve('../base', 'g').ok // false (INVALID_BASE: RFC 3986 §5.1)
 * ```
 */
export function tryResolve(
  base: string | Uri,
  reference: string | Uri,
  options?: ResolveOptions,
): Result<Uri> {
  return attempt(() => resolve(base, reference, options));
}
