// The inverse of resolution: the shortest reference that resolves (RFC 3986 §5.2) to a target.

import { booleanOption } from './arguments.js';
import { attempt, type Result } from './errors.js';
import { equivalent, normalize } from './normalize.js';
import { K_REFERENCE, parseInternal } from './parse.js';
import { resolveReference, toAbsolute } from './resolve.js';
import type { Uri } from './uri.js';

/** Options of {@link relativize}. */
export interface RelativizeOptions {
  /** Accept RFC 6874 zone identifiers in string inputs (see `ParseOptions.allowZoneId`). */
  readonly allowZoneId?: boolean | undefined;
}

// The registry reads its base and target as resolve and relativize do.
export { toAbsolute } from './resolve.js';

function reference(text: string): Uri | undefined {
  return parseInternal(text, K_REFERENCE, true);
}

/**
 * The shortest relative reference `r` such that `resolve(base, r)` is equivalent (RFC 3986
 * §6.2.2) to `target`, worked out on the normal forms of both (`http://a/%7Eb/c` to
 * `http://a/~b/d` gives `d`): only a fragment, only a query, a relative path using `../` where it
 * is shorter, an absolute path, a network-path reference when the authorities differ, or the
 * target itself when the schemes differ or nothing shorter works. Every candidate is checked
 * by resolving it, so the answer always round-trips. The base's fragment is ignored (§5.1).
 *
 * @example
 * ```ts
 * relativize('http://a/b/c/d;p?q', 'http://a/b/g').toString() // '../g'
 * relativize('http://a/b/c/d;p?q', 'http://a/b/c/d;p?y').toString() // '?y'
 * relativize('http://a/b/c', 'https://a/b/c').toString() // 'https://a/b/c'
 * ```
 */
export function relativize(
  base: string | Uri,
  target: string | Uri,
  options?: RelativizeOptions,
): Uri {
  const zones = booleanOption(options, 'allowZoneId', 'relativize');
  const b = toAbsolute(base, 'base', zones);
  const t = toAbsolute(target, 'target', zones);
  return relativeTo(normalize(b), normalize(t), b, t, equivalent);
}

/**
 * @internal The shortest reference from base `b` to target `t`, worked out on their normal
 * forms (so that equal parts are equal text) and checked against the base as given (`given`:
 * its path decides the merge of §5.2.3) by `same` (the syntax-based or the scheme-based
 * equivalence); `original` when nothing shorter works.
 */
export function relativeTo(
  b: Uri,
  t: Uri,
  given: Uri,
  original: Uri,
  same: (a: Uri, b: Uri) => boolean,
): Uri {
  // The target itself, or its normal form where resolution would read the target's own dot
  // segments or escapes otherwise (§5.2.2 removes dot segments of an absolute reference too).
  const whole = (): Uri =>
    same(resolveReference(given, original, original.scheme), t) ? original : t;
  if (b.scheme !== t.scheme) return whole();

  const tail =
    (t.query === undefined ? '' : `?${t.query}`) +
    (t.fragment === undefined ? '' : `#${t.fragment}`);
  const fragment = t.fragment === undefined ? '' : `#${t.fragment}`;
  const candidates: string[] = [];

  // The host is case-insensitive (§3.2.2); userinfo and port are compared as written.
  const sameAuthority =
    b.userinfo === t.userinfo &&
    b.port === t.port &&
    b.host?.toLowerCase() === t.host?.toLowerCase();
  if (sameAuthority) {
    const tp = t.path;
    const bp = b.path;
    if (tp === bp) {
      if (t.query === b.query) candidates.push(fragment);
      else if (t.query !== undefined) candidates.push(tail);
    }
    // A relative path from the base's directory: "../" for each base directory left, then the
    // rest of the target's path.
    const baseDir = b.host !== undefined && bp === '' ? '/' : bp.slice(0, bp.lastIndexOf('/') + 1);
    if (tp.startsWith('/') === baseDir.startsWith('/')) {
      const bSegs = baseDir.split('/');
      bSegs.pop(); // what follows the last "/" of the directory is empty
      const tSegs = tp.split('/');
      const tLast = tSegs.pop()!;
      let common = 0;
      while (common < bSegs.length && common < tSegs.length && bSegs[common] === tSegs[common]) {
        common++;
      }
      // The root (an empty first segment of an absolute path) must be shared.
      if (common > 0 || (bSegs.length === 0 && tSegs.length === 0)) {
        let rel = '../'.repeat(bSegs.length - common) + [...tSegs.slice(common), tLast].join('/');
        if (rel === '') rel = './';
        const colon = rel.indexOf(':');
        const slash = rel.indexOf('/');
        // A first segment with ":" would read as a scheme (§4.2), and a leading "/" as an
        // absolute path: "./" keeps it a relative path.
        if (rel.startsWith('/') || (colon >= 0 && (slash < 0 || colon < slash))) rel = `./${rel}`;
        candidates.push(rel + tail);
      }
    }
    if (tp.startsWith('/') && !tp.startsWith('//')) candidates.push(tp + tail);
  }
  if (t.host !== undefined) candidates.push(`//${t.authority}${t.path}${tail}`);

  candidates.sort((x, y) => x.length - y.length);
  for (const text of candidates) {
    const r = reference(text);
    if (r === undefined) continue;
    if (same(resolveReference(given, r, r.scheme), t)) return r;
  }
  return whole();
}

/**
 * Like {@link relativize}, but returns the outcome instead of throwing: `{ ok: true, value }` or
 * `{ ok: false, error }` with the `UriError` that `relativize` would throw.
 *
 * @example
 * ```ts
 * const r = tryRelativize('http://a/b/c/d;p?q', 'http://a/b/g')
 * if (r.ok) console.log(r.value.toString()) // '../g'
 * ```
 */
export function tryRelativize(
  base: string | Uri,
  target: string | Uri,
  options?: RelativizeOptions,
): Result<Uri> {
  return attempt(() => relativize(base, target, options));
}
