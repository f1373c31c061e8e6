// The registry's resolution routes, as free functions over a registry rather than methods: an
// app that parses, normalizes and compares never calls them, so its bundle carries neither
// them nor the legacy resolution algorithms (RFC 2396, RFC 1808) that `resolve` offers.

import { RESOLVE_OPTIONS, readOptions, ZONE_OPTIONS } from './arguments.js';
import { attempt, type CoreErrorCode, type Result } from './errors.js';
import { equivalent, formUri, normalForm, normalize } from './normalize.js';
import { asUri, K_REFERENCE } from './parse.js';
import {
  pluginOf,
  preparedFor,
  type Registry,
  resolvedIn,
  type SchemeTable,
  tableFrom,
} from './registry.js';
import { type RelativizeOptions, relativeTo } from './relativize.js';
import { type ResolveOptions, resolve, toAbsolute } from './resolve.js';
import { type AnySchemePlugin, type ErrorCodesOf, normalRoute, readParts } from './scheme.js';
import type { Uri } from './uri.js';

function resolveIn(
  table: SchemeTable,
  base: string | Uri,
  reference: string | Uri,
  options: ResolveOptions | undefined,
): Uri {
  const zones = options?.allowZoneId === true;
  const b = toAbsolute(preparedFor(table.lenient, base), 'base', zones);
  const r = asUri(preparedFor(table.lenient, reference), K_REFERENCE, zones);
  return resolvedIn(table, b, r, (bu, ru) => resolve(bu, ru, options));
}

function relativizeIn(
  table: SchemeTable,
  base: string | Uri,
  target: string | Uri,
  options: RelativizeOptions | undefined,
): Uri {
  const zones = options?.allowZoneId === true;
  const b = toAbsolute(preparedFor(table.lenient, base), 'base', zones);
  const t = toAbsolute(preparedFor(table.lenient, target), 'target', zones);
  const pb = pluginOf(table, b.scheme);
  const pt = pluginOf(table, t.scheme);
  // Each input read once for its rules and once for its normal form (in normalRoute).
  const nb = pb === undefined ? normalize(b) : normalRoute(pb, b, undefined).uri;
  if (pt !== undefined && !pt.hierarchical) {
    readParts(pt, t);
    return t;
  }
  if (pt === undefined) return relativeTo(nb, normalize(t), b, t, equivalent);
  const nt = normalRoute(pt, t, undefined);
  const relation = pt.definition.equivalent;
  // A candidate that resolves to the target's normal form as text is it; another is compared
  // by the scheme's equivalence with the target's normal form, whose parts are at hand.
  const same = (x: Uri): boolean => {
    // What the syntax-based step makes of a candidate decides the rest of the route: the same
    // text is the same normal form, with no parts read.
    if (x.equals(nt.uri) || formUri(normalForm(x, undefined, pt), x).equals(nt.uri)) return true;
    if (pluginOf(table, x.scheme) !== pt) return false;
    const nx = normalRoute(pt, x, undefined);
    return relation === undefined ? nx.uri.equals(nt.uri) : relation(nx.parts, nt.parts);
  };
  return relativeTo(nb, nt.uri, b, t, same);
}

/**
 * Resolves `reference` against `base` (RFC 3986 §5.2, with `resolve`'s options) with the rules
 * of the registry's schemes: the base and the result keep their plugin's parse rules; a base
 * whose plugin is not hierarchical refuses a reference that needs its path (`NOT_HIERARCHICAL`;
 * a same-document reference, or one with its own scheme or authority, still resolves). A
 * reference without an authority keeps the base's host (§5.2.2): a target the scheme reads with
 * another host (RFC 8089 E.3.2: `file:///a/b` and `../..//evil/x` give `file:////evil/x`, the
 * UNC host "evil") is refused (`INVALID_COMPOSITION`), never moved to that host.
 *
 * @example
 * ```ts
 * const registry = createRegistry([http, telnet])
 * resolveWith(registry, 'http://a/b/c/d;p?q', '../g').toString() // 'http://a/b/g'
 * resolveWith(registry, 'telnet://h/', 'x') // throws UriError, code 'NOT_HIERARCHICAL'
 * ```
 */
export function resolveWith<P extends AnySchemePlugin>(
  registry: Registry<P>,
  base: string | Uri,
  reference: string | Uri,
  options?: ResolveOptions,
): Uri {
  const o = readOptions(options, RESOLVE_OPTIONS, 'resolveWith');
  return resolveIn(tableFrom(registry, 'resolveWith'), base, reference, o);
}

/** Like {@link resolveWith}, returning the outcome instead of throwing a `UriError`. */
export function tryResolveWith<P extends AnySchemePlugin>(
  registry: Registry<P>,
  base: string | Uri,
  reference: string | Uri,
  options?: ResolveOptions,
): Result<Uri, CoreErrorCode | ErrorCodesOf<P>> {
  return attempt(() => {
    const o = readOptions(options, RESOLVE_OPTIONS, 'tryResolveWith');
    return resolveIn(tableFrom(registry, 'tryResolveWith'), base, reference, o);
  });
}

/**
 * The shortest reference from `base` to `target` (see `relativize`), worked out on their
 * scheme-based normal forms (`http://a:80/b/c` to `http://a/b/d` gives `d`). A target whose
 * plugin is not hierarchical is given back as it is.
 *
 * @example
 * ```ts
 * const registry = createRegistry([http])
 * relativizeWith(registry, 'http://a:80/b/c', 'http://a/b/d').toString() // 'd'
 * ```
 */
export function relativizeWith<P extends AnySchemePlugin>(
  registry: Registry<P>,
  base: string | Uri,
  target: string | Uri,
  options?: RelativizeOptions,
): Uri {
  const o = readOptions(options, ZONE_OPTIONS, 'relativizeWith');
  return relativizeIn(tableFrom(registry, 'relativizeWith'), base, target, o);
}

/** Like {@link relativizeWith}, returning the outcome instead of throwing a `UriError`. */
export function tryRelativizeWith<P extends AnySchemePlugin>(
  registry: Registry<P>,
  base: string | Uri,
  target: string | Uri,
  options?: RelativizeOptions,
): Result<Uri, CoreErrorCode | ErrorCodesOf<P>> {
  return attempt(() => {
    const o = readOptions(options, ZONE_OPTIONS, 'tryRelativizeWith');
    return relativizeIn(tableFrom(registry, 'tryRelativizeWith'), base, target, o);
  });
}
