// Scheme plugins (RFC 3986 §3.1, §6.2.3): what a scheme author writes (SchemeDefinition), and
// the plugin value defineScheme makes of it, whose methods are the one route every
// scheme-aware operation takes: text → Uri (strict RFC 3986) → the scheme's parts, read once
// → the hooks, which never parse again.

import { EQUIVALENT_OPTIONS, NORMALIZE_OPTIONS, readOptions, ZONE_OPTIONS } from './arguments.js';
import { sameScheme } from './chars.js';
import {
  attempt,
  type CoreErrorCode,
  type Result,
  type SecurityFinding,
  UriError,
} from './errors.js';
import {
  absolute,
  type EquivalentOptions,
  formUri,
  type NormalizationRule,
  type NormalizeOptions,
  type NormalizeReport,
  normalForm,
  rulesOf,
  sameForms,
  sameNormalForm,
  toUri,
} from './normalize.js';
import { asUri, K_URI, notString } from './parse.js';
import { scanScheme } from './scan.js';
import type { UriFindingCode } from './security.js';
import { isUriValue, type Uri } from './uri.js';

/**
 * Which of the generic normalization rules apply to a scheme (RFC 3986 §6.2.2, §6.2.3). A
 * scheme whose paths are opaque (RFC 4266 §2.1 gopher, RFC 4157 §2 prospero) has no dot
 * segments; one that forbids decoding escapes for equivalence (RFC 8141 §3 urn) turns
 * `percent` off.
 */
export interface SchemeRules {
  /** §6.2.2.2: escapes of unreserved characters decoded. Default `true`. */
  readonly percent?: boolean | undefined;
  /** §6.2.2.3: dot segments removed. Default: the plugin's `hierarchical`. */
  readonly dots?: boolean | undefined;
  /** §6.2.3: an IPv6 host written in its RFC 5952 text (`[2001:db8::1]`). Default `true`. */
  readonly ipv6?: boolean | undefined;
  /**
   * §6.2.3: an empty path after an authority is "/" (`http://a` is `http://a/`, RFC 9110
   * §4.2.3). Default `false`.
   */
  readonly rootPath?: boolean | undefined;
  /**
   * §6.2.3: the normal form is what `format` writes for the parts of the syntax-based normal
   * form (default `true`), so that a scheme's own spelling of its parts (which characters it
   * escapes) is canonical by construction. A scheme whose parts are the generic components as
   * they are written (http, RFC 9110 §4.2.3) says `false`: its syntax-based form is its normal
   * form, compared without building one; the test kit holds the two equal.
   */
  readonly format?: boolean | undefined;
}

/**
 * What a scheme plugin author writes; {@link defineScheme} turns it into a {@link SchemePlugin}.
 * `Parts` is the scheme's own typed view of a URI. A plugin states only what differs from the
 * generic syntax: its name and default port, `parse` and `format`, its rules as data, and the
 * hooks that are its own (the "Writing a scheme plugin" guide in the README has an example).
 *
 * - `parse` reads the parts out of a `Uri` that is valid RFC 3986 and has this scheme (the core
 *   checks that first); it throws `UriError` with the scheme's codes, at the offending
 *   character (`uri.offsetOf(component)` gives where each component starts). It is the one
 *   place the scheme's rules stand: every route calls it.
 * - `format` writes parts as a `Uri`, escaping what the scheme requires.
 * - The normal form (§6.2.3) is, by default, `format` of the parts read from the syntax-based
 *   normal form (§6.2.2 and the shared part of §6.2.3: an empty or default port removed, IPv6
 *   in RFC 5952 text), after `normalizeParts` when the scheme has rules of its own, with the
 *   syntax-based step run once more on what `format` wrote.
 * - The hooks receive parts `parse` read: no hook parses again.
 */
export interface SchemeDefinition<
  Name extends string,
  Parts,
  Code extends string,
  Finding extends string,
> {
  /** The scheme name (§3.1); stored lower-case, matched case-insensitively. */
  readonly name: Name;
  /** The port implied when the authority has none (RFC 3986 §6.2.3), if the scheme has one. */
  readonly defaultPort?: number | undefined;
  /** Whether relative references resolve against URIs of this scheme (§5.2); default `true`. */
  readonly hierarchical?: boolean | undefined;
  /** Which generic normalization rules apply (see {@link SchemeRules}). */
  readonly rules?: SchemeRules | undefined;
  /**
   * The part that holds the host a client of the scheme connects to, where the scheme reads
   * one that the generic authority may not show (RFC 8089 E.3.2: a UNC host in a file path).
   * A registry refuses a resolution whose target the scheme reads with another host than its
   * base's (§5.2.2). Without it, the host is the authority's.
   */
  readonly hostPart?: string | undefined;
  /**
   * The error factory `parse` throws with (made by `defineErrors`): its codes become the
   * plugin's error code type, and stay listed at run time (`plugin.definition.errors.codes`).
   */
  readonly errors?: { readonly codes: { readonly [C in Code]: string } } | undefined;
  /** The finding factory `check` reports with (made by `defineFindings`), likewise. */
  readonly findings?: { readonly codes: { readonly [F in Finding]: unknown } } | undefined;
  /**
   * A lenient spelling the scheme accepts in text that RFC 3986 does not (RFC 8089 E.2.2
   * `file:///C|/x`), rewritten into a URI. Runs on every string input before RFC 3986 parsing,
   * on every route. Must keep the length, so that error offsets still point into the input.
   */
  prepare?(text: string): string;
  /**
   * Reads the scheme's parts out of a `Uri`; throws `UriError` with the scheme's own codes. The
   * core freezes the object returned before a user sees it: return a fresh plain object and
   * freeze only what it holds (arrays, nested objects).
   */
  parse(uri: Uri): Parts;
  /** Builds a `Uri` from parts, escaping what the scheme requires. */
  format(parts: Parts): Uri;
  /**
   * The scheme's own normalization rules (§6.2.3) on parts read from the syntax-based normal
   * form: returns the parts of the normal form (`parts` itself when none changes). `options`
   * are the caller's (a scheme removing dot segments from its parts honours `dots: false`).
   */
  normalizeParts?(parts: Parts, options: NormalizeOptions | undefined): Parts;
  /**
   * For a scheme whose equivalence is not "same normal form": whether two URIs of the scheme
   * are equivalent, given the parts of their normal forms. Without it, normal forms are
   * compared as text.
   */
  equivalent?(a: Parts, b: Parts): boolean;
  /**
   * The scheme's own security findings (its RFC's Security Considerations), as data. The
   * findings every scheme shares (`URI_…`, see `inspect`: userinfo, addresses, escapes, ports
   * of another protocol with `defaultPort`) are the core's: the plugin's `check` reports them
   * first, and this hook never reports them again.
   */
  check?(parts: Parts, uri: Uri): readonly SecurityFinding<Finding>[];
  /**
   * Shared findings that do not apply to the scheme, each with its reason in the scheme's
   * README (RFC 8089 file: `localhost` is the local machine, not a loopback host).
   */
  readonly skip?: readonly UriFindingCode[] | undefined;
}

/** Options of a plugin's or registry's `parse`, `tryParse` and `check`. */
export interface SchemeParseOptions {
  /** Accept an RFC 6874 zone identifier in string input (see `ParseOptions.allowZoneId`). */
  readonly allowZoneId?: boolean | undefined;
}

/** Options of a plugin's or registry's `check`. */
export interface CheckOptions extends SchemeParseOptions {
  /**
   * Also report where the WHATWG URL reading differs (`URI_WHATWG_DIFFERS`, see
   * `compareWhatwg`; `URI_WHATWG_UNAVAILABLE` without a global `URL`). Off by default.
   */
  readonly whatwg?: boolean | undefined;
}

/**
 * An immutable scheme plugin, made by {@link defineScheme}. Its methods take text or a `Uri`
 * and always run the whole route: RFC 3986 parsing, the scheme's parse rules, then the step
 * asked for; `registry.normalize(x)` and `plugin.normalize(x)` give the same answer.
 */
export interface SchemePlugin<
  Name extends string = string,
  Parts = unknown,
  Code extends string = string,
  Finding extends string = string,
> {
  readonly name: Name;
  readonly defaultPort: number | undefined;
  readonly hierarchical: boolean;
  /** The generic normalization rules that apply, defaults filled in. */
  readonly rules: {
    readonly percent: boolean;
    readonly dots: boolean;
    readonly ipv6: boolean;
    readonly rootPath: boolean;
    readonly format: boolean;
  };
  /** What the author wrote: the hooks as given (for a registry, and for tests of a hook). */
  readonly definition: SchemeDefinition<Name, Parts, Code, Finding>;
  /**
   * The scheme's parts of `input` (a URI of this scheme). Throws `UriError`: the core's codes
   * (`WRONG_SCHEME` for another scheme, `MISSING_SCHEME` for a relative reference) or the
   * plugin's.
   */
  parse(input: string | Uri, options?: SchemeParseOptions): Parts;
  /** Like `parse`, returning the outcome instead of throwing. */
  tryParse(input: string | Uri, options?: SchemeParseOptions): Result<Parts, CoreErrorCode | Code>;
  /** The `Uri` of parts, checked by the scheme's parse rules. */
  format(parts: Parts): Uri;
  /** Syntax-based then scheme-based normalization (RFC 3986 §6.2.2, §6.2.3). */
  normalize(input: string | Uri, options?: NormalizeOptions): Uri;
  /** `normalize`, saying which rules changed something. */
  normalizeWithReport(input: string | Uri, options?: NormalizeOptions): NormalizeReport;
  /** Equivalence of two URIs of this scheme (RFC 3986 §6.2.3; the scheme's own relation). */
  equivalent(a: string | Uri, b: string | Uri, options?: EquivalentOptions): boolean;
}

/** Any plugin, whatever its name and parts. */
// biome-ignore lint/suspicious/noExplicitAny: parts are contravariant in `format`; `any` lets every plugin fit.
export type AnySchemePlugin = SchemePlugin<string, any, string, string>;

/** The parts type of a plugin. */
export type PartsOf<P> =
  P extends SchemePlugin<string, infer Parts, string, string> ? Parts : never;
/** The error codes of a plugin (its own, without the core's). */
export type ErrorCodesOf<P> = P extends SchemePlugin<string, unknown, infer C, string> ? C : never;
/** The finding codes of a plugin. */
export type FindingCodesOf<P> =
  P extends SchemePlugin<string, unknown, string, infer F> ? F : never;

const freeze = Object.freeze;

// The error of parts a format hook cannot read (a TypeError or RangeError of the hook's).
const badParts = (error: Error): UriError<CoreErrorCode> =>
  new UriError('INVALID_ARGUMENT', `format: parts of another shape (${error.message})`, '', 0);

/** @internal A relative reference where a URI is needed, at the start of its text (RFC 3986 §3). */
export const noScheme = (uri: Uri): UriError<CoreErrorCode> =>
  new UriError(
    'MISSING_SCHEME',
    'RFC 3986 §3: a relative reference has no scheme',
    uri.toString(),
    0,
    'scheme',
  );

const badDefinition = (what: string, value: unknown): UriError =>
  new UriError('INVALID_ARGUMENT', `defineScheme: ${what}`, String(value), 0);

/** @internal The parts `plugin` reads from `uri` (a URI of its scheme), not frozen. */
export function readParts<Parts>(plugin: SchemePlugin<string, Parts>, uri: Uri): Parts {
  return plugin.definition.parse(uri);
}

/**
 * @internal `input` as a URI of `plugin`'s scheme: text prepared (the scheme's lenient
 * spelling) and parsed strictly as a URI, a `Uri` taken as it is; `WRONG_SCHEME` for another
 * scheme, `MISSING_SCHEME` for a relative reference.
 */
export function ownUri(plugin: AnySchemePlugin, input: string | Uri, zones: boolean): Uri {
  let uri: Uri;
  if (typeof input === 'string') {
    const prepare = plugin.definition.prepare;
    uri = asUri(prepare === undefined ? input : prepare(input), K_URI, zones);
  } else if (isUriValue(input)) {
    uri = input;
  } else {
    throw notString(input);
  }
  const scheme = uri.scheme;
  if (scheme !== plugin.name && (scheme === undefined || !sameScheme(scheme, plugin.name))) {
    if (scheme === undefined) throw noScheme(uri);
    throw new UriError(
      'WRONG_SCHEME',
      `RFC 3986 §3.1: a URI of the scheme "${plugin.name}" is needed`,
      uri.toString(),
      0,
      'scheme',
    );
  }
  return uri;
}

/** @internal A normal form and the parts of it (see {@link normalRoute}). */
export interface SchemeNormalForm {
  readonly uri: Uri;
  /** The parts of `uri`, after the scheme's own rules. */
  readonly parts: unknown;
}

// Whether the format-based step runs: it writes escapes the scheme's way, so it runs only with
// the §6.2.2.1 case and §6.2.2.2 percent rules on (a caller who switches one off keeps them).
const formatStep = (plugin: AnySchemePlugin, options: NormalizeOptions | undefined): boolean =>
  plugin.rules.format && options?.case !== false && options?.percent !== false;

// `format` of parts read from `uri`, or `undefined` where it has no spelling of them: an RFC 6874
// zone identifier the caller allowed at parse time, which a format written with serialize's
// defaults refuses (file's allows it). Such a URI keeps its syntax-based form.
function formatted<Parts>(
  plugin: SchemePlugin<string, Parts>,
  parts: Parts,
  uri: Uri,
): Uri | undefined {
  try {
    return plugin.definition.format(parts);
  } catch (error) {
    const zone = uri.hostKind === 'ipv6' && uri.host!.includes('%');
    if (zone && error instanceof UriError && error.code === 'ZONE_ID_NOT_ALLOWED') return undefined;
    throw error;
  }
}

/**
 * @internal The normal form of `u` (a URI of `plugin`'s scheme, RFC 3986 §6.2.2 then §6.2.3),
 * and its parts. The scheme's rules are checked on the input as written, so that an error points
 * at the character the user wrote; the parts are read again only where the syntax-based step
 * changed the text: at most twice.
 */
export function normalRoute(
  plugin: AnySchemePlugin,
  u: Uri,
  options: NormalizeOptions | undefined,
  report?: NormalizationRule[],
): SchemeNormalForm {
  const d = plugin.definition;
  const read = readParts(plugin, u);
  const form = normalForm(u, options, plugin);
  const generic = formUri(form, u);
  if (report !== undefined) report.push(...rulesOf(form.bits));
  const byFormat = formatStep(plugin, options);
  // Without a step of the scheme's own and a relation on parts, the generic steps are all.
  if (!byFormat && d.normalizeParts === undefined && d.equivalent === undefined) {
    return { uri: generic, parts: generic === u ? read : undefined };
  }
  const parts = generic === u ? read : readParts(plugin, generic);
  const own = d.normalizeParts === undefined ? parts : d.normalizeParts(parts, options);
  if (!byFormat && own === parts) return { uri: generic, parts };
  // The parts written the scheme's way (parts `parse` read need no check again), then the
  // syntax-based step once more on what `format` wrote.
  const written = formatted(plugin, own, generic);
  if (written === undefined) return { uri: generic, parts };
  const out = formUri(normalForm(written, options, plugin), written);
  if (out.equals(generic)) return { uri: generic, parts: own };
  if (report !== undefined && !report.includes('scheme')) report.push('scheme');
  return { uri: out, parts: own };
}

/**
 * @internal Equivalence of two URIs of `plugin`'s scheme (RFC 3986 §6.2.3, or the scheme's own
 * relation on the parts of the normal forms).
 */
export function sameResource(
  plugin: AnySchemePlugin,
  ua: Uri,
  ub: Uri,
  options: EquivalentOptions | undefined,
): boolean {
  const d = plugin.definition;
  const ignoreFragment = options?.ignoreFragment === true;
  if (
    !formatStep(plugin, options) &&
    d.normalizeParts === undefined &&
    d.equivalent === undefined
  ) {
    // Same syntax-based normal form, compared component by component: nothing is built.
    readParts(plugin, ua);
    readParts(plugin, ub);
    return (
      sameNormalForm(ua, ub, options, plugin) ??
      sameForms(normalForm(ua, options, plugin), normalForm(ub, options, plugin), ignoreFragment)
    );
  }
  // §6.1: fragments left out of the comparison when asked.
  if (ignoreFragment) {
    if (ua.fragment !== undefined) ua = ua.with({ fragment: undefined });
    if (ub.fragment !== undefined) ub = ub.with({ fragment: undefined });
  }
  const na = normalRoute(plugin, ua, options);
  const nb = normalRoute(plugin, ub, options);
  return d.equivalent === undefined ? na.uri.equals(nb.uri) : d.equivalent(na.parts, nb.parts);
}

/** @internal `format` of the plugin, its output checked by the scheme's parse rules. */
export function formatParts<Parts>(plugin: SchemePlugin<string, Parts>, parts: Parts): Uri {
  let uri: Uri;
  try {
    uri = plugin.definition.format(parts);
  } catch (error) {
    // Parts come from users and from JSON: a value of another shape (null, a number where the
    // scheme has text, text where it has a list) is INVALID_ARGUMENT, not the hook's TypeError.
    if (error instanceof TypeError || error instanceof RangeError) throw badParts(error);
    throw error;
  }
  // What format writes has the scheme and keeps its rules.
  readParts(plugin, ownUri(plugin, uri, true));
  return uri;
}

/**
 * The URI a helper of `plugin` works on (its protocol mapping, say), from what users hand it:
 * text read as `plugin.parse` reads it (prepared, a URI: the same errors), a `Uri` as it is,
 * parts written by `plugin.format` (which checks them, so nothing unchecked reaches a request).
 * Throws `UriError` only.
 *
 * @example
 * ```ts
 * schemeUri(gopher, 'gopher://h/0a').path; // '/0a'
 * schemeUri(gopher, ' gopher://h/'); // throws INVALID_CHARACTER at 0, as gopher.parse does
 * ```
 */
export function schemeUri<P extends AnySchemePlugin>(
  plugin: P,
  input: string | Uri | PartsOf<P>,
): Uri {
  return typeof input === 'string' || isUriValue(input)
    ? ownUri(plugin, input, false)
    : plugin.format(input);
}

// The scheme name checked against RFC 3986 §3.1, and the default port against §3.2.3.
function checkDefinition(definition: SchemeDefinition<string, unknown, string, string>): void {
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
    throw badDefinition('defaultPort must be a whole number 0-65535', port);
  }
}

/**
 * Makes an immutable scheme plugin. The name is checked against RFC 3986 §3.1 and
 * lower-cased; a default port must be 0–65535 (`UriError` `INVALID_SCHEME`,
 * `INVALID_ARGUMENT`).
 *
 * @example
 * ```ts
 * const fail = defineErrors('DEMO', { EMPTY_HOST: 'RFC 9999 §2' })
 * const demo = defineScheme({
 *   name: 'demo',
 *   defaultPort: 7,
 *   errors: fail,
 *   parse: (uri) => ({ host: uri.host || fail('EMPTY_HOST', uri, uri.offsetOf('host'), 'host') }),
 *   format: (parts) => serialize({ scheme: 'demo', host: parts.host, path: '' }),
 * })
 * demo.parse('DEMO://h:7').host // 'h'
 * demo.normalize('DEMO://H:7').toString() // 'demo://h'
 * ```
 */
export function defineScheme<
  const Name extends string,
  Parts,
  Code extends string = never,
  Finding extends string = never,
>(
  definition: SchemeDefinition<Name, Parts, Code, Finding>,
): SchemePlugin<Lowercase<Name>, Parts, Code, Finding> {
  checkDefinition(definition as SchemeDefinition<string, unknown, string, string>);
  const hierarchical = definition.hierarchical ?? true;
  const rules = definition.rules;
  const plugin: SchemePlugin<Lowercase<Name>, Parts, string, Finding> = {
    name: definition.name.toLowerCase() as Lowercase<Name>,
    defaultPort: definition.defaultPort,
    hierarchical,
    rules: freeze({
      percent: rules?.percent ?? true,
      dots: rules?.dots ?? hierarchical,
      ipv6: rules?.ipv6 ?? true,
      rootPath: rules?.rootPath ?? false,
      format: rules?.format ?? true,
    }),
    definition: definition as unknown as SchemeDefinition<Lowercase<Name>, Parts, string, Finding>,
    parse(input, options) {
      const zones = readOptions(options, ZONE_OPTIONS, 'parse')?.allowZoneId === true;
      return freeze(readParts(plugin, ownUri(plugin, input, zones)));
    },
    tryParse: (input, options) => attempt(() => plugin.parse(input, options)),
    format: (parts) => formatParts(plugin, parts),
    normalize(input, options) {
      const o = readOptions(options, NORMALIZE_OPTIONS, 'normalize');
      return normalRoute(plugin, ownUri(plugin, input, o?.allowZoneId === true), o).uri;
    },
    normalizeWithReport(input, options) {
      const o = readOptions(options, NORMALIZE_OPTIONS, 'normalizeWithReport');
      const changed: NormalizationRule[] = [];
      const u = ownUri(plugin, input, o?.allowZoneId === true);
      return { uri: normalRoute(plugin, u, o, changed).uri, changed };
    },
    equivalent(a, b, options) {
      const o = readOptions(options, EQUIVALENT_OPTIONS, 'equivalent');
      const ua = ownUri(plugin, absolute(toUri(a, o), o), false);
      // The first rung of the ladder (§6.2.1), once the scheme's rules have been checked.
      if (a === b) {
        readParts(plugin, ua);
        return true;
      }
      const ub = ownUri(plugin, absolute(toUri(b, o), o), false);
      return sameResource(plugin, ua, ub, o);
    },
  };
  return freeze(plugin) as never;
}
