import { UriError } from './errors.js';
import { parse, scanScheme } from './parse.js';
import type { Uri } from './uri.js';

/** How serious a {@link SecurityFinding} is. */
export type Severity = 'info' | 'warning' | 'error';

/**
 * A security observation about a URI (RFC 3986 §7, RFC 1738 §6), reported as data by a
 * plugin's `check` hook: the URI is valid, but a person or a program should look twice.
 */
export interface SecurityFinding {
  /** Stable code, e.g. `'USERINFO_PASSWORD'`. */
  readonly code: string;
  /** What was found and why it matters, naming the section. */
  readonly message: string;
  readonly severity: Severity;
}

/**
 * What a scheme plugin author writes; `defineScheme` turns it into a {@link SchemePlugin}.
 * `Parts` is the scheme's own typed view of a URI.
 */
export interface SchemeDefinition<Name extends string, Parts> {
  /** The scheme name (§3.1); stored lower-case, matched case-insensitively. */
  readonly name: Name;
  /** The port implied when the authority has none (RFC 3986 §6.2.3), if the scheme has one. */
  readonly defaultPort?: number | undefined;
  /** Whether relative references resolve against URIs of this scheme (§5.2); default `true`. */
  readonly hierarchical?: boolean | undefined;
  /** Reads the scheme's parts out of a generic `Uri`; throws `UriError` with the scheme's own codes. */
  parse(uri: Uri): Parts;
  /** Builds a `Uri` from parts, escaping what the scheme requires. */
  format(parts: Parts): Uri;
  /** Scheme-based normalization (§6.2.3), applied after the generic rules. */
  normalize?(uri: Uri): Uri;
  /** Security findings for a URI of this scheme (§7), as data. */
  check?(uri: Uri): readonly SecurityFinding[];
}

/** An immutable scheme plugin, made by {@link defineScheme}. */
export interface SchemePlugin<Name extends string = string, Parts = unknown> {
  readonly name: Name;
  readonly defaultPort: number | undefined;
  readonly hierarchical: boolean;
  parse(uri: Uri): Parts;
  format(parts: Parts): Uri;
  readonly normalize: ((uri: Uri) => Uri) | undefined;
  readonly check: ((uri: Uri) => readonly SecurityFinding[]) | undefined;
}

/** Any plugin, whatever its name and parts. */
// biome-ignore lint/suspicious/noExplicitAny: parts are contravariant in `format`; `any` lets every plugin fit.
export type AnySchemePlugin = SchemePlugin<string, any>;

/** The parts type of a plugin. */
export type PartsOf<P> = P extends SchemePlugin<string, infer Parts> ? Parts : never;

/**
 * Makes an immutable scheme plugin. The name is checked against RFC 3986 §3.1 and lower-cased.
 *
 * @example
 * ```ts
 * const demo = defineScheme({
 *   name: 'demo',
 *   defaultPort: 7,
 *   parse: (uri) => ({ host: uri.host ?? '' }),
 *   format: (parts) => serialize({ scheme: 'demo', host: parts.host, path: '' }),
 * })
 * demo.name // 'demo'
 * ```
 */
export function defineScheme<const Name extends string, Parts>(
  definition: SchemeDefinition<Name, Parts>,
): SchemePlugin<Lowercase<Name>, Parts> {
  const name = definition.name;
  if (typeof name !== 'string' || name === '' || scanScheme(name, 0, name.length) < name.length) {
    throw new UriError(
      'INVALID_SCHEME',
      'RFC 3986 §3.1: a scheme name is ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )',
      String(name),
      typeof name === 'string' ? scanScheme(name, 0, name.length) : 0,
      'scheme',
    );
  }
  const port = definition.defaultPort;
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) {
    throw new RangeError(`defineScheme: defaultPort must be an integer 0-65535, got ${port}`);
  }
  return Object.freeze({
    name: name.toLowerCase() as Lowercase<Name>,
    defaultPort: port,
    hierarchical: definition.hierarchical ?? true,
    parse: definition.parse,
    format: definition.format,
    normalize: definition.normalize,
    check: definition.check,
  });
}

/** The outcome of a registry parse: the scheme, the generic `Uri` and the scheme's parts. */
export type Parsed<P extends AnySchemePlugin> = P extends AnySchemePlugin
  ? { readonly scheme: P['name']; readonly uri: Uri; readonly parts: PartsOf<P> }
  : never;

/** A set of scheme plugins, looked up case-insensitively. Immutable. */
export interface Registry<P extends AnySchemePlugin = AnySchemePlugin> {
  /** The registered scheme names, lower-case, in the order given. */
  readonly schemes: readonly P['name'][];
  /** The plugin for a scheme (any case), or `undefined`. */
  get<N extends P['name']>(scheme: N): Extract<P, { readonly name: N }>;
  get(scheme: string): P | undefined;
  /** Whether a plugin handles the scheme (any case). */
  has(scheme: string): boolean;
  /**
   * Parses `input` as a URI (RFC 3986 §3), then as the scheme's parts. Throws `UriError`: the
   * generic codes, `UNKNOWN_SCHEME` when no plugin handles the scheme, or the plugin's own codes.
   * The result is a union discriminated by `scheme`.
   */
  parse(input: string | Uri): Parsed<P>;
  /** Like `parse`, returning the outcome instead of throwing a `UriError`. */
  tryParse(input: string | Uri): { ok: true; value: Parsed<P> } | { ok: false; error: UriError };
  /**
   * The security findings of the scheme's plugin (its `check` hook, RFC 3986 §7) for `input`,
   * after the same parsing as `parse` (so an invalid URI throws `UriError`). Empty when the
   * plugin has no `check` hook or finds nothing.
   */
  check(input: string | Uri): readonly SecurityFinding[];
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
  const lookup = (scheme: string): P | undefined => byName.get(scheme.toLowerCase());
  const parseWith = (input: string | Uri): Parsed<P> => {
    const uri = typeof input === 'string' ? parse(input, { kind: 'uri' }) : input;
    const scheme = uri.scheme;
    if (scheme === undefined) {
      throw new UriError(
        'MISSING_SCHEME',
        'RFC 3986 §3: a registry needs a URI with a scheme',
        uri.toString(),
        0,
        'scheme',
      );
    }
    const plugin = lookup(scheme);
    if (plugin === undefined) {
      throw new UriError(
        'UNKNOWN_SCHEME',
        `no plugin in this registry handles the scheme "${scheme}" (registered: ${[...byName.keys()].join(', ') || 'none'})`,
        uri.toString(),
        0,
        'scheme',
      );
    }
    return { scheme: plugin.name, uri, parts: plugin.parse(uri) } as Parsed<P>;
  };
  const registry: Registry<P> = {
    schemes: Object.freeze([...byName.keys()]) as readonly P['name'][],
    get: lookup as Registry<P>['get'],
    has: (scheme: string) => byName.has(scheme.toLowerCase()),
    parse: parseWith,
    check(input) {
      const { uri } = parseWith(input);
      return lookup(uri.scheme as string)?.check?.(uri) ?? [];
    },
    tryParse(input) {
      try {
        return { ok: true, value: parseWith(input) };
      } catch (error) {
        if (error instanceof UriError) return { ok: false, error };
        throw error;
      }
    },
  };
  return Object.freeze(registry);
}
