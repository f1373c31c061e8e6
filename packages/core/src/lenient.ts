// The lenient route through a registry (issue 24): `fixup`, then the registry's strict route, with
// every position (an error's index, a finding's) moved back into the user's own text through the
// repairs. A module of its own, so that an app that never calls it ships none of it.

import { invalidArgument, readField, readOptions } from './arguments.js';
import { check } from './check.js';
import { type SecurityFinding, UriError } from './errors.js';
import { type FixupOptions, fixup, originalIndex, type Repair, ruleOf } from './fixup.js';
import type { NormalizeOptions } from './normalize.js';
import type { Parsed, Registry } from './registry.js';
import type {
  AnySchemePlugin,
  CheckOptions,
  FindingCodesOf,
  SchemeParseOptions,
} from './scheme.js';
import type { UriFindingCode } from './security.js';
import type { Uri } from './uri.js';

/** The outcome of a lenient route: its value and the repairs `fixup` made on the way. */
export interface Lenient<T> {
  readonly value: T;
  /** What `fixup` changed, each at its offset in the original text (empty for a valid URI). */
  readonly repairs: readonly Repair[];
}

/**
 * Options of the lenient routes: those of `fixup` (`defaultScheme`, `hierarchicalSchemes`,
 * `toAsciiHost`, `hostSchemes`) and those of the route.
 */
export type LenientOptions<O = SchemeParseOptions> = FixupOptions & O;

/**
 * @internal Every option a lenient route reads, read once at its entry ('value': checked by
 * fixup or the route). Wrappers that add defaults (the `urikit` package's routes with IDNA) read
 * their caller's options with it too.
 */
export const LENIENT_OPTIONS = Object.freeze({
  defaultScheme: 'value',
  hierarchicalSchemes: 'value',
  toAsciiHost: 'value',
  hostSchemes: 'value',
  allowZoneId: 'value',
  case: 'value',
  percent: 'value',
  dots: 'value',
  whatwg: 'value',
} as const);

/**
 * The schemes of a registry whose host is a DNS name: those of its plugins with a default port
 * (a server reached over TCP or UDP, RFC 3986 §3.2.3), whose host a converter reads.
 * `INVALID_ARGUMENT` for a value that is not a registry.
 */
function serverSchemes(registry: unknown, what: string): readonly string[] {
  const plugins = readField(registry, 'plugins', what);
  try {
    if (Array.isArray(plugins) && typeof readField(registry, 'parse', what) === 'function') {
      return plugins.filter((p: AnySchemePlugin) => p.defaultPort !== undefined).map((p) => p.name);
    }
  } catch {
    // A revoked Proxy for the plugins, plugins that are no plugins: not a registry either.
  }
  throw invalidArgument(`${what}: the schemes are a registry made by createRegistry`, registry);
}

/**
 * `route(fixed)` on the text `fixup` made of `text`; a `UriError` it throws is moved back into
 * `text` (its index through the repairs, its input the original text).
 */
function lenient<T, O extends object>(
  registry: Registry,
  text: string,
  given: LenientOptions<O> | undefined,
  what: string,
  route: (uri: string, options: O | undefined) => T,
): Lenient<T> {
  const options = readOptions(given, LENIENT_OPTIONS, what) as (FixupOptions & O) | undefined;
  const servers = serverSchemes(registry, what);
  const hostSchemes = options?.hostSchemes ?? servers;
  const fixed = fixup(text, { ...options, hostSchemes });
  try {
    return Object.freeze({ value: route(fixed.uri, options), repairs: fixed.repairs });
  } catch (e) {
    if (!(e instanceof UriError) || fixed.repairs.length === 0) throw e;
    const index = originalIndex(fixed.repairs, e.index);
    throw new UriError(e.code, ruleOf(e), text, index, e.component);
  }
}

/**
 * `registry.parse` of what people write: {@link fixup} first (trimmed, tabs and newlines
 * removed, what a component does not allow percent-encoded, an IRI's host given to
 * `options.toAsciiHost` where its scheme's plugin has a default port), then the strict parse.
 * A `UriError` after repairs has its index in `text`, not in the repaired URI. Pass
 * `domainToAscii` of `@urikit/idna` as `toAsciiHost` for UTS #46 A-labels (the `urikit`
 * package's `urikit/lenient` does).
 *
 * @example
 * ```ts
 * const r = parseLenient(createRegistry([http]), ' http://example.com/my file.pdf ')
 * r.value.uri.toString() // 'http://example.com/my%20file.pdf'
 * r.repairs.map((x) => x.kind) // ['trim', 'percent-encode', 'trim']
 * ```
 */
export function parseLenient<P extends AnySchemePlugin>(
  registry: Registry<P>,
  text: string,
  options?: LenientOptions<SchemeParseOptions>,
): Lenient<Parsed<P>> {
  return lenient(registry as Registry, text, options, 'parseLenient', (uri, o) =>
    registry.parse(uri, o),
  );
}

/**
 * `registry.normalize` of what people write: {@link fixup}, then the scheme-based normal form
 * (RFC 3986 §6.2.2, §6.2.3). With `toAsciiHost: domainToAscii`, `http://exämple.com/` is
 * `http://xn--exmple-cua.com/`, the form every client sends (RFC 3987 §3.1).
 *
 * @example
 * ```ts
 * normalizeLenient(createRegistry([http]), 'HTTP://Example.com:80/a b').value.toString()
 * // 'http://example.com/a%20b'
 * ```
 */
export function normalizeLenient<P extends AnySchemePlugin>(
  registry: Registry<P>,
  text: string,
  options?: LenientOptions<NormalizeOptions>,
): Lenient<Uri> {
  return lenient(registry as Registry, text, options, 'normalizeLenient', (uri, o) =>
    registry.normalize(uri, o),
  );
}

/** A finding with its index moved back into the original text. */
function moved<C extends string>(
  finding: SecurityFinding<C>,
  repairs: readonly Repair[],
): SecurityFinding<C> {
  if (finding.index === undefined || repairs.length === 0) return finding;
  return Object.freeze({ ...finding, index: originalIndex(repairs, finding.index) });
}

/**
 * `check(registry, …)` of what people write: {@link fixup}, then the security findings of the
 * repaired URI, each at its index in `text`.
 *
 * @example
 * ```ts
 * const r = checkLenient(createRegistry([http]), ' http://user:pw@a/ ')
 * r.value.map((f) => [f.code, f.index]) // [['URI_PASSWORD', 13], ['HTTP_USERINFO', 8]]
 * ```
 */
export function checkLenient<P extends AnySchemePlugin>(
  registry: Registry<P>,
  text: string,
  options?: LenientOptions<CheckOptions>,
): Lenient<readonly SecurityFinding<FindingCodesOf<P> | UriFindingCode>[]> {
  const r = lenient(registry as Registry, text, options, 'checkLenient', (uri, o) =>
    check(registry, uri, o),
  );
  return Object.freeze({
    value: Object.freeze(r.value.map((f) => moved(f, r.repairs))),
    repairs: r.repairs,
  });
}
