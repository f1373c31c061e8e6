// The registry: the schemes a user installed, and the scheme-aware operations over them. Each
// operation finds the plugin of the URI's scheme and takes the plugin's route (scheme.ts), so
// that `registry.normalize(x)` and `plugin.normalize(x)` are one and the same.

import { sameIgnoringCase } from './chars.js';
import { type CoreErrorCode, type Result, type SecurityFinding, UriError } from './errors.js';
import {
  type EquivalentOptions,
  equivalent,
  type NormalizeOptions,
  type NormalizeReport,
  normalize,
  normalizeWithReport,
  toUri,
} from './normalize.js';
import { asUri, K_REFERENCE, K_URI } from './parse.js';
import { type RelativizeOptions, relativeTo, toAbsolute } from './relativize.js';
import { type ResolveOptions, resolve } from './resolve.js';
import {
  type AnySchemePlugin,
  type CheckOptions,
  type ErrorCodesOf,
  type FindingCodesOf,
  noScheme,
  type PartsOf,
  routesOf,
  type SchemeParseOptions,
} from './scheme.js';
import { findingsOf, type UriFindingCode } from './security.js';
import type { Uri } from './uri.js';

/** The outcome of a registry parse: the scheme, the generic `Uri` and the scheme's parts. */
export type Parsed<P extends AnySchemePlugin> = P extends AnySchemePlugin
  ? { readonly scheme: P['name']; readonly uri: Uri; readonly parts: PartsOf<P> }
  : never;

/**
 * A set of scheme plugins, looked up case-insensitively, and the scheme-aware operations:
 * each parses its input once (RFC 3986, then the scheme's rules) and applies the plugin of the
 * URI's scheme. Operations that compare or rewrite (`normalize`, `equivalent`, `check`,
 * `resolve`, `relativize`) fall back to the generic syntax for a scheme no plugin handles;
 * `parse` refuses it (`UNKNOWN_SCHEME`). Immutable.
 */
export interface Registry<P extends AnySchemePlugin = AnySchemePlugin> {
  /** The registered scheme names, lower-case, in the order given. */
  readonly schemes: readonly P['name'][];
  /** The plugin for a scheme (any case), or `undefined` (also for a value that is not text). */
  get<N extends P['name']>(scheme: N): Extract<P, { readonly name: N }>;
  get(scheme: string): P | undefined;
  /** Whether a plugin handles the scheme (any case). */
  has(scheme: string): boolean;
  /**
   * Parses `input` as a URI (RFC 3986 §3), then as the scheme's parts. Throws `UriError`: the
   * generic codes, `UNKNOWN_SCHEME` when no plugin handles the scheme, or the plugin's own codes.
   * The result is a union discriminated by `scheme`.
   */
  parse(input: string | Uri, options?: SchemeParseOptions): Parsed<P>;
  /** Like `parse`, returning the outcome instead of throwing a `UriError`. */
  tryParse(
    input: string | Uri,
    options?: SchemeParseOptions,
  ): Result<Parsed<P>, CoreErrorCode | ErrorCodesOf<P>>;
  /**
   * Normalizes `input` (RFC 3986 §6.2.2, then §6.2.3 with the scheme's plugin: the empty or
   * default port removed, IPv6 in RFC 5952 text, the plugin's own rules). A scheme without a
   * plugin gets the syntax-based step only.
   */
  normalize(input: string | Uri, options?: NormalizeOptions): Uri;
  /** `normalize`, saying which rules changed something. */
  normalizeWithReport(input: string | Uri, options?: NormalizeOptions): NormalizeReport;
  /**
   * Equivalence by the whole ladder of RFC 3986 §6.2: the scheme's parse rules on both, then
   * its equivalence (same normal form, or the plugin's own relation). URIs of two schemes are
   * never equivalent.
   */
  equivalent(a: string | Uri, b: string | Uri, options?: EquivalentOptions): boolean;
  /**
   * The security findings for `input` (RFC 3986 §7), after the same parsing as `parse` (so an
   * invalid URI throws `UriError`): those every scheme shares (`URI_…`, see `inspect`, with the
   * plugin's default port), then the plugin's own. A scheme no plugin handles gets the shared
   * ones only (no port finding: its default port is not known). `{ whatwg: true }` adds
   * `URI_WHATWG_DIFFERS` where the WHATWG URL reading differs.
   */
  check(
    input: string | Uri,
    options?: CheckOptions,
  ): readonly SecurityFinding<FindingCodesOf<P> | UriFindingCode>[];
  /**
   * Resolves `reference` against `base` (RFC 3986 §5.2) with the schemes' rules: the base and
   * the result must keep their plugin's parse rules, and a base whose plugin is not hierarchical
   * refuses a reference that needs its path (`NOT_HIERARCHICAL`; a same-document reference or
   * one with its own scheme or authority still resolves). A reference without an authority
   * keeps the base's host (§5.2.2): a target that the scheme reads with another host (RFC 8089
   * E.3.2: `file:///a/b` and `../..//evil/x` give `file:////evil/x`, the UNC host "evil") is
   * refused (`INVALID_COMPOSITION`), never moved to that host.
   */
  resolve(base: string | Uri, reference: string | Uri, options?: ResolveOptions): Uri;
  /**
   * The shortest reference from `base` to `target` (see the core's `relativize`), worked out
   * on their scheme-based normal forms (`http://a:80/b/c` to `http://a/b/d` gives `d`). A
   * target whose plugin is not hierarchical is given back as it is.
   */
  relativize(base: string | Uri, target: string | Uri, options?: RelativizeOptions): Uri;
}

const freeze = Object.freeze;

/**
 * Builds an immutable registry from the plugins a user installed. Two plugins for one scheme
 * are an error (`DUPLICATE_SCHEME`). There is no global registry: import has no side effect.
 *
 * @example
 * ```ts
 * const registry = createRegistry([http, ftp])
 * const r = registry.parse('ftp://host/a.txt;type=i')
 * if (r.scheme === 'ftp') r.parts.typecode // 'i', typed from the ftp plugin
 * registry.normalize('HTTP://Example.COM:80').toString() // 'http://example.com/'
 * ```
 */
export function createRegistry<const Plugins extends readonly AnySchemePlugin[]>(
  plugins: Plugins,
): Registry<Plugins[number]> {
  type P = Plugins[number];
  const byName = new Map<string, P>();
  for (const plugin of plugins) {
    if (byName.has(plugin.name)) {
      throw new UriError(
        'DUPLICATE_SCHEME',
        `createRegistry: two plugins for the scheme "${plugin.name}"`,
        plugin.name,
        0,
        'scheme',
      );
    }
    byName.set(plugin.name, plugin);
  }
  // A registry holds a few schemes: a scan of the names, without regard to case and without a
  // lower-cased copy of the scheme, costs less than hashing the scheme of each URI.
  const names = [...byName.keys()];
  const found = [...byName.values()];
  const routes = found.map(routesOf);
  const firsts = names.map((name) => name.charCodeAt(0) | 0x20);
  // The place of a scheme's plugin in `found` and `routes`, or -1.
  const indexOf = (scheme: string | undefined): number => {
    // No scheme (a relative reference), or a value that is not text handed to get or has.
    if (typeof scheme !== 'string') return -1;
    // A scheme starts with a letter (§3.1): its length and first letter, in either case, rule
    // out most names before any other character is read.
    const n = scheme.length;
    const first = scheme.charCodeAt(0) | 0x20;
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!;
      if (
        name.length === n &&
        firsts[i] === first &&
        (name === scheme || sameIgnoringCase(scheme, name, 1, n))
      ) {
        return i;
      }
    }
    return -1;
  };
  const lookup = (scheme: string | undefined): P | undefined => found[indexOf(scheme)];
  // Text with its plugin's lenient spelling rewritten (RFC 8089 E.2.2 for file): only the
  // plugins with a `prepare` are asked, and only for text that starts with their scheme, so
  // that every other input is parsed once and its plugin found from the parsed scheme.
  const lenient = plugins.filter((p) => p.definition.prepare !== undefined);
  const prepareText = (text: string): string => {
    for (const p of lenient) {
      const n = p.name.length;
      if (text.charCodeAt(n) === 0x3a && sameIgnoringCase(text, p.name, 0, n)) {
        return p.definition.prepare!(text);
      }
    }
    return text;
  };
  // A string prepared and parsed (as a URI reference: with a scheme, the same as a URI).
  const uriOf = (input: string | Uri, zones: boolean | undefined, kind = K_REFERENCE): Uri =>
    asUri(typeof input === 'string' ? prepareText(input) : input, kind, zones === true);
  const parseWith = (input: string | Uri, options?: SchemeParseOptions): Parsed<P> => {
    const uri = uriOf(input, options?.allowZoneId, K_URI);
    const k = indexOf(uri.scheme);
    if (k < 0) {
      // Not a scheme of this registry (a parsed relative reference has none at all).
      if (uri.scheme === undefined) throw noScheme(uri);
      throw new UriError(
        'UNKNOWN_SCHEME',
        `no plugin in this registry handles the scheme "${uri.scheme}" (registered: ${[...byName.keys()].join(', ') || 'none'})`,
        uri.toString(),
        0,
        'scheme',
      );
    }
    // The plugin was found by the URI's scheme: its route reads the parts directly (what
    // plugin.parse would do after checking the scheme again), frozen as plugin.parse gives them.
    const parts = freeze(routes[k]!.read(uri));
    return { scheme: found[k]!.name, uri, parts } as Parsed<P>;
  };
  // A URI checked by its plugin's rules, when it has one (no parts read where it has `validate`).
  const checked = (u: Uri): Uri => {
    const k = indexOf(u.scheme);
    if (k >= 0) routes[k]!.verify(u);
    return u;
  };

  const registry: Registry<P> = {
    schemes: freeze([...byName.keys()]) as readonly P['name'][],
    get: lookup as Registry<P>['get'],
    has: (scheme: string) => lookup(scheme) !== undefined,
    parse: parseWith,
    tryParse(input, options) {
      try {
        return { ok: true, value: parseWith(input, options) };
      } catch (error) {
        if (error instanceof UriError) return { ok: false, error };
        throw error;
      }
    },
    normalize(input, options) {
      const u = uriOf(input, options?.allowZoneId);
      const k = indexOf(u.scheme);
      return k < 0 ? normalize(u, options) : routes[k]!.normalize(u, options);
    },
    normalizeWithReport(input, options) {
      const u = uriOf(input, options?.allowZoneId);
      const plugin = lookup(u.scheme);
      return plugin === undefined
        ? normalizeWithReport(u, options)
        : plugin.normalizeWithReport(u, options);
    },
    equivalent(a, b, options) {
      const ua = absoluteOf(a, options);
      // The first rung of the ladder (§6.2.1), once the scheme's rules have been checked.
      if (a === b) {
        checked(ua);
        return true;
      }
      const ub = absoluteOf(b, options);
      const ka = indexOf(ua.scheme);
      if (ka === indexOf(ub.scheme)) {
        return ka < 0 ? equivalent(ua, ub, options) : routes[ka]!.equivalent(ua, ub, options);
      }
      // Two schemes: each URI is still checked by its own plugin's rules.
      checked(ua);
      checked(ub);
      return false;
    },
    check(input, options) {
      const u = uriOf(input, options?.allowZoneId, K_URI);
      const plugin = lookup(u.scheme);
      if (plugin === undefined) return findingsOf(u, options);
      return plugin.check(u, options) as readonly SecurityFinding<
        FindingCodesOf<P> | UriFindingCode
      >[];
    },
    resolve(base, reference, options) {
      const zones = options?.allowZoneId === true;
      const b = toAbsolute(prepared(base), 'base', zones);
      const plugin = lookup(b.scheme);
      const bp = plugin?.parse(b);
      const r = asUri(prepared(reference), K_REFERENCE, zones);
      // §5.2.2: only a reference with its own scheme or authority, or a fragment alone, does not
      // read the base's path.
      if (
        plugin !== undefined &&
        !plugin.hierarchical &&
        r.scheme === undefined &&
        r.host === undefined &&
        (r.path !== '' || r.query !== undefined)
      ) {
        throw new UriError(
          'NOT_HIERARCHICAL',
          `RFC 3986 §5.2: the scheme "${plugin.name}" has no hierarchical path to resolve against`,
          b.toString(),
          0,
          'path',
        );
      }
      const t = resolve(b, r, options);
      const tp = lookup(t.scheme)?.parse(t);
      // §5.2.2: without an authority of its own, the reference keeps the base's (T.authority =
      // Base.authority). A target its scheme reads with another host (RFC 8089 E.3.2:
      // "file:////evil/x" is the UNC host "evil") has no spelling: refused, never moved.
      const host = (parts: unknown) => (parts as { host?: unknown } | undefined)?.host;
      const was = host(bp);
      if (
        r.host === undefined &&
        t.host === b.host &&
        typeof was === 'string' &&
        host(tp) !== was
      ) {
        throw new UriError(
          'INVALID_COMPOSITION',
          `RFC 3986 §5.2.2, §5.3: the target keeps the base's authority, but the scheme "${plugin!.name}" reads the host ${JSON.stringify(host(tp))} in it`,
          t.toString(),
          t.offsetOf('path'),
          'path',
        );
      }
      return t;
    },
    relativize(base, target, options) {
      const zones = options?.allowZoneId === true;
      const b = checked(toAbsolute(prepared(base), 'base', zones));
      const t = checked(toAbsolute(prepared(target), 'target', zones));
      const plugin = lookup(t.scheme);
      if (plugin !== undefined && !plugin.hierarchical) return t;
      return relativeTo(registry.normalize(b), registry.normalize(t), b, t, registry.equivalent);
    },
  };

  function prepared(input: string | Uri): string | Uri {
    return typeof input === 'string' ? prepareText(input) : input;
  }
  // A URI, or a relative reference resolved against options.base (§6.1).
  function absoluteOf(input: string | Uri, options: EquivalentOptions | undefined): Uri {
    const u = toUri(prepared(input), options);
    if (u.scheme !== undefined) return u;
    return registry.resolve(options?.base ?? u, u, options);
  }
  return freeze(registry);
}
