// The registry: the schemes a user installed, and the scheme-aware operations over them. Each
// operation finds the plugin of the URI's scheme and takes the plugin's route (scheme.ts), so
// that `registry.normalize(x)` and `plugin.normalize(x)` are one and the same.

import {
  EQUIVALENT_OPTIONS,
  invalidArgument,
  NORMALIZE_OPTIONS,
  readOptions,
  ZONE_OPTIONS,
} from './arguments.js';
import { sameIgnoringCase } from './chars.js';
import { attempt, type CoreErrorCode, type Result, UriError } from './errors.js';
import {
  type EquivalentOptions,
  equivalent,
  type NormalizationRule,
  type NormalizeOptions,
  type NormalizeReport,
  normalize,
  normalizeWithReport,
  toUri,
} from './normalize.js';
import { asUri, K_REFERENCE, K_URI } from './parse.js';
import { resolveReference, toAbsolute } from './resolve.js';
import {
  type AnySchemePlugin,
  type ErrorCodesOf,
  normalRoute,
  noScheme,
  type PartsOf,
  readParts,
  type SchemeParseOptions,
  sameResource,
} from './scheme.js';
import type { Uri } from './uri.js';

/** The outcome of a registry parse: the scheme, the generic `Uri` and the scheme's parts. */
export type Parsed<P extends AnySchemePlugin> = P extends AnySchemePlugin
  ? { readonly scheme: P['name']; readonly uri: Uri; readonly parts: PartsOf<P> }
  : never;

/**
 * A set of scheme plugins, looked up case-insensitively, and the scheme-aware operations:
 * each parses its input once (RFC 3986, then the scheme's rules) and applies the plugin of the
 * URI's scheme. Operations that compare or rewrite (`normalize`, `equivalent`, `resolve`,
 * `relativize`, and the free function `check`) fall back to the generic syntax for a scheme no
 * plugin handles; `parse` refuses it (`UNKNOWN_SCHEME`). Immutable. The security findings are
 * the free function `check(registry, input)`, so that an app that never calls it ships none of
 * their tables.
 */
export interface Registry<P extends AnySchemePlugin = AnySchemePlugin> {
  /** The registered scheme names, lower-case, in the order given. */
  readonly schemes: readonly P['name'][];
  /** The plugins, in the order given. */
  readonly plugins: readonly P[];
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
  /** Like `normalize`, returning the outcome instead of throwing a `UriError`. */
  tryNormalize(
    input: string | Uri,
    options?: NormalizeOptions,
  ): Result<Uri, CoreErrorCode | ErrorCodesOf<P>>;
  /** `normalize`, saying which rules changed something. */
  normalizeWithReport(input: string | Uri, options?: NormalizeOptions): NormalizeReport;
  /**
   * Equivalence by the whole ladder of RFC 3986 §6.2: the scheme's parse rules on both, then
   * its equivalence (same normal form, or the plugin's own relation). URIs of two schemes are
   * never equivalent.
   */
  equivalent(a: string | Uri, b: string | Uri, options?: EquivalentOptions): boolean;
  /** Like `equivalent`, returning the outcome instead of throwing a `UriError`. */
  tryEquivalent(
    a: string | Uri,
    b: string | Uri,
    options?: EquivalentOptions,
  ): Result<boolean, CoreErrorCode | ErrorCodesOf<P>>;
  /** @internal What the free functions over a registry (`resolveWith`, …) work on. */
  readonly [TABLE]: SchemeTable<P>;
}

const freeze = Object.freeze;

/**
 * @internal The key of a registry's table. A symbol of this module: the operations that are
 * free functions over a registry (`resolveWith`, `relativizeWith`: not methods, so that an app
 * that never calls them ships none of their code) find the table under it.
 */
export const TABLE: unique symbol = Symbol('urikit.registry');

/**
 * @internal The table of `registry` (`what` names the caller in the error): the one it was made
 * with, or, for a registry made by another copy of this package, one built from its plugins.
 * Anything else is `INVALID_ARGUMENT`.
 */
export function tableFrom(registry: unknown, what: string): SchemeTable {
  let table: unknown;
  let plugins: unknown;
  try {
    table = (registry as Registry)[TABLE];
    plugins = table === undefined ? (registry as Registry).plugins : undefined;
  } catch {
    // a revoked Proxy, a throwing getter: not a registry
  }
  if (table !== undefined && typeof table === 'object') return table as SchemeTable;
  if (plugins !== undefined && isArray(plugins)) return tableOf(plugins as AnySchemePlugin[]);
  throw invalidArgument(`${what}: the registry is made by createRegistry`, registry);
}

// Array.isArray, false for a revoked Proxy (for which it throws).
function isArray(value: unknown): value is readonly unknown[] {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}
const COLON = 0x3a;

/**
 * @internal What a registry holds: its plugins by lower-case name, in the order given. The
 * operations below are functions of it; `createRegistry` binds them as methods.
 */
export interface SchemeTable<P extends AnySchemePlugin = AnySchemePlugin> {
  readonly byName: ReadonlyMap<string, P>;
  /** The plugins with a lenient spelling (`prepare`), asked first for text of their scheme. */
  readonly lenient: readonly P[];
}

// A plugin: an object with a name and a definition (false for a value whose keys cannot be read).
function isPluginValue(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  try {
    const { name, definition } = value as AnySchemePlugin;
    return typeof name === 'string' && typeof definition === 'object' && definition !== null;
  } catch {
    return false;
  }
}

function tableOf<P extends AnySchemePlugin>(plugins: readonly P[]): SchemeTable<P> {
  const byName = new Map<string, P>();
  if (!isArray(plugins)) {
    throw invalidArgument('createRegistry: the plugins are an array of scheme plugins', plugins);
  }
  for (const plugin of [...plugins]) {
    if (!isPluginValue(plugin)) {
      throw invalidArgument('createRegistry: a plugin is made by defineScheme', plugin);
    }
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
  return freeze({
    byName,
    lenient: freeze(plugins.filter((p) => p.definition.prepare !== undefined)),
  });
}

/** @internal The plugin of a scheme (any case), or `undefined` (also for a value not text). */
export function pluginOf<P extends AnySchemePlugin>(
  table: SchemeTable<P>,
  scheme: unknown,
): P | undefined {
  if (typeof scheme !== 'string') return undefined;
  // §3.1: schemes are case-insensitive; the canonical form is lower case.
  return table.byName.get(scheme) ?? table.byName.get(scheme.toLowerCase());
}

/**
 * @internal Text with its plugin's lenient spelling rewritten (RFC 8089 E.2.2 for file): only
 * the plugins with a `prepare` are asked, and only for text that starts with their scheme.
 */
export function preparedFor(
  plugins: readonly AnySchemePlugin[],
  input: string | Uri,
): string | Uri {
  if (typeof input !== 'string') return input;
  for (const p of plugins) {
    const prepare = p.definition.prepare;
    const n = p.name.length;
    if (
      prepare !== undefined &&
      input.charCodeAt(n) === COLON &&
      sameIgnoringCase(input, p.name, 0, n)
    ) {
      return prepare(input);
    }
  }
  return input;
}

const prepared = (table: SchemeTable, input: string | Uri): string | Uri =>
  preparedFor(table.lenient, input);

// A string prepared and parsed (as a URI reference: with a scheme, the same as a URI).
function uriIn(table: SchemeTable, input: string | Uri, zones: boolean, kind = K_REFERENCE): Uri {
  return asUri(prepared(table, input), kind, zones);
}

// A URI checked by its plugin's rules, when it has one.
function checked(table: SchemeTable, u: Uri): Uri {
  const plugin = pluginOf(table, u.scheme);
  if (plugin !== undefined) readParts(plugin, u);
  return u;
}

/** @internal `registry.parse`. */
export function parseIn<P extends AnySchemePlugin>(
  table: SchemeTable<P>,
  input: string | Uri,
  options?: SchemeParseOptions,
): Parsed<P> {
  const uri = uriIn(table, input, options?.allowZoneId === true, K_URI);
  const plugin = pluginOf(table, uri.scheme);
  if (plugin === undefined) {
    // Not a scheme of this registry (a parsed relative reference has none at all).
    if (uri.scheme === undefined) throw noScheme(uri);
    throw new UriError(
      'UNKNOWN_SCHEME',
      `no plugin in this registry handles the scheme "${uri.scheme}" (registered: ${[...table.byName.keys()].join(', ') || 'none'})`,
      uri.toString(),
      0,
      'scheme',
    );
  }
  return { scheme: plugin.name, uri, parts: freeze(readParts(plugin, uri)) } as Parsed<P>;
}

/** @internal `registry.normalizeWithReport` (and, without `report`, `registry.normalize`). */
export function normalizeIn(
  table: SchemeTable,
  input: string | Uri,
  options?: NormalizeOptions,
  report?: NormalizationRule[],
): Uri {
  const u = uriIn(table, input, options?.allowZoneId === true);
  const plugin = pluginOf(table, u.scheme);
  if (plugin !== undefined) return normalRoute(plugin, u, options, report).uri;
  if (report === undefined) return normalize(u, options);
  const r = normalizeWithReport(u, options);
  report.push(...r.changed);
  return r.uri;
}

// A URI, or a relative reference resolved against options.base (§6.1).
function absoluteIn(table: SchemeTable, input: string | Uri, options?: EquivalentOptions): Uri {
  const u = toUri(prepared(table, input), options);
  if (u.scheme !== undefined) return u;
  const base = toAbsolute(
    prepared(table, options?.base ?? u),
    'base',
    options?.allowZoneId === true,
  );
  return resolvedIn(table, base, u, (b, r) => resolveReference(b, r, r.scheme));
}

/** @internal `registry.equivalent`. */
export function equivalentIn(
  table: SchemeTable,
  a: string | Uri,
  b: string | Uri,
  options?: EquivalentOptions,
): boolean {
  const ua = absoluteIn(table, a, options);
  // The first rung of the ladder (§6.2.1), once the scheme's rules have been checked.
  if (a === b) {
    checked(table, ua);
    return true;
  }
  const ub = absoluteIn(table, b, options);
  const plugin = pluginOf(table, ua.scheme);
  if (plugin === pluginOf(table, ub.scheme)) {
    return plugin === undefined
      ? equivalent(ua, ub, options)
      : sameResource(plugin, ua, ub, options);
  }
  // Two schemes: each URI is still checked by its own plugin's rules.
  checked(table, ua);
  checked(table, ub);
  return false;
}

// §5.2.2: only a reference with its own scheme or authority, or a fragment alone, does not read
// the base's path: any other is refused against a scheme that has none to resolve against.
function refuseNonHierarchical(plugin: AnySchemePlugin, b: Uri, r: Uri): void {
  if (
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
}

/**
 * @internal The reference `r` resolved against the base `b` (parsed) by `resolveBy` (§5.2),
 * with the schemes' rules: the base and the target keep their plugin's parse rules, a base
 * whose plugin is not hierarchical refuses a reference that needs its path, and a target its
 * scheme reads with another host than the base's is refused. One place for `resolveWith` (with
 * the legacy readings of `resolve`'s options) and equivalence's base (strict §5.2.2 only).
 */
export function resolvedIn(
  table: SchemeTable,
  b: Uri,
  r: Uri,
  resolveBy: (b: Uri, r: Uri) => Uri,
): Uri {
  const plugin = pluginOf(table, b.scheme);
  const bp = plugin === undefined ? undefined : readParts(plugin, b);
  if (plugin !== undefined) refuseNonHierarchical(plugin, b, r);
  const t = resolveBy(b, r);
  const target = pluginOf(table, t.scheme);
  const tp = target === undefined ? undefined : readParts(target, t);
  // §5.2.2: without an authority of its own, the reference keeps the base's (T.authority =
  // Base.authority). A target its scheme reads with another host (RFC 8089 E.3.2:
  // "file:////evil/x" is the UNC host "evil") has no spelling: refused, never moved.
  const part = plugin?.definition.hostPart;
  if (part !== undefined && target === plugin && r.host === undefined && t.host === b.host) {
    const was = (bp as Record<string, unknown>)[part];
    const now = (tp as Record<string, unknown>)[part];
    if (now !== was) {
      throw new UriError(
        'INVALID_COMPOSITION',
        `RFC 3986 §5.2.2, §5.3: the target keeps the base's authority, but the scheme "${plugin!.name}" reads the host ${JSON.stringify(now)} in it`,
        t.toString(),
        t.offsetOf('path'),
        'path',
      );
    }
  }
  return t;
}

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
  const table = tableOf<P>(plugins);
  const registry: Registry<P> = {
    schemes: freeze([...table.byName.keys()]) as readonly P['name'][],
    plugins: freeze([...table.byName.values()]),
    get: ((scheme: unknown) => pluginOf(table, scheme)) as Registry<P>['get'],
    has: (scheme) => pluginOf(table, scheme) !== undefined,
    [TABLE]: table,
    // Each route's options read once, here, at the entry (see readOptions).
    parse: (input, options) =>
      parseIn(table, input, readOptions(options, ZONE_OPTIONS, 'registry.parse')),
    tryParse: (input, options) => attempt(() => registry.parse(input, options)),
    normalize: (input, options) =>
      normalizeIn(table, input, readOptions(options, NORMALIZE_OPTIONS, 'registry.normalize')),
    normalizeWithReport(input, options) {
      const o = readOptions(options, NORMALIZE_OPTIONS, 'registry.normalizeWithReport');
      const changed: NormalizationRule[] = [];
      return { uri: normalizeIn(table, input, o, changed), changed };
    },
    equivalent: (a, b, options) =>
      equivalentIn(table, a, b, readOptions(options, EQUIVALENT_OPTIONS, 'registry.equivalent')),
    // The other try forms, like tryParse: the throwing methods through the core's one `attempt`.
    tryNormalize: (input, options) => attempt(() => registry.normalize(input, options)),
    tryEquivalent: (a, b, options) => attempt(() => registry.equivalent(a, b, options)),
  };
  return freeze(registry);
}
