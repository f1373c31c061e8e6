// Scheme plugins (RFC 3986 §3.1, §6.2.3): what a scheme author writes (SchemeDefinition), and
// the plugin value defineScheme makes of it, whose methods are the one route every
// scheme-aware operation takes: text → Uri (strict RFC 3986) → the scheme's parts, read once
// → the hooks, which never parse again.

import { sameScheme } from './chars.js';
import { type CoreErrorCode, type Result, type SecurityFinding, UriError } from './errors.js';
import {
  absolute,
  type EquivalentOptions,
  formUri,
  type NormalizationRule,
  type NormalizeOptions,
  type NormalizeReport,
  normalForm,
  PATH_CHANGED,
  rulesOf,
  sameForms,
  sameNormalForm,
  toUri,
} from './normalize.js';
import { asUri, K_URI, notString } from './parse.js';
import { scanScheme } from './scan.js';
import { findingsOf, type UriFindingCode } from './security.js';
import { Uri } from './uri.js';

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
   * §4.2.3). Default `false`. A rule stated here needs no hook, so comparisons stay cheap.
   */
  readonly rootPath?: boolean | undefined;
}

/**
 * What a scheme plugin author writes; {@link defineScheme} turns it into a {@link SchemePlugin}.
 * `Parts` is the scheme's own typed view of a URI.
 *
 * The contract (the "Writing a scheme plugin" guide in the README has a complete example):
 * - `parse` reads the parts out of a `Uri` that is valid RFC 3986 and has this scheme (the
 *   plugin checks that before calling it); it throws `UriError` with the scheme's codes, at the
 *   offending character (`uri.offsetOf(component)` gives where each component starts).
 * - The hooks (`normalize`, `equivalent`, `check`) receive the parts `parse` read, once per
 *   operation; they never parse or validate again.
 * - `normalize` receives the URI after the syntax-based step (§6.2.2, with the scheme's
 *   {@link SchemeRules}) and the part of the scheme-based step every scheme shares (an empty
 *   or default port removed, IPv6 in RFC 5952 text), with the parts read once. Those steps
 *   change the spelling of the text but no decoded value, except the host's (case, IPv6 text),
 *   the port's and the path's: the hook reads the spelling, the host and the port from `uri`;
 *   where dot segments went or an empty path became "/", the parts are read again from `uri`.
 *   It adds only the scheme's own rules (§6.2.3) and returns `uri` itself when nothing
 *   changes.
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
   * core freezes the object returned before a user sees it (`plugin.parse`, `registry.parse`):
   * return a fresh plain object and freeze only what it holds (arrays, nested objects). Routes
   * that only check the rules (`equivalent`, `normalize`) then pay for no freeze.
   */
  parse(uri: Uri): Parts;
  /**
   * Optional: checks the scheme's rules as `parse` does, without reading any parts. It must
   * throw exactly what `parse` throws for the same URI (code, index, component, message; the
   * test kit's laws compare the two) and return nothing; write both from one function so that
   * each rule stands in one place. The routes that keep no parts call it instead of `parse`:
   * `normalize` when its hook is declared without the `parts` parameter (`normalize(uri)`:
   * the route reads the hook's declared parameters, `Function.length`), `equivalent` without
   * an `equivalent` hook, `format`'s check of what it wrote, `check` without a `check` hook,
   * and a registry's checks. Without it, they call `parse` and drop the parts.
   */
  validate?(uri: Uri): void;
  /** Builds a `Uri` from parts, escaping what the scheme requires. */
  format(parts: Parts): Uri;
  /**
   * The scheme's own normalization (§6.2.3), after the generic steps (see above); `options`
   * are the caller's (a scheme doing its own dot removal honours `dots: false`). A hook that
   * works from `uri` alone is declared `normalize(uri)`: with `validate`, the route then reads
   * no parts for it.
   */
  normalize?(uri: Uri, parts: Parts, options: NormalizeOptions | undefined): Uri;
  /**
   * For a scheme whose equivalence is not "same normal form": whether two URIs of the scheme,
   * each normalized (the generic steps, then `normalize`), are equivalent, given the parts of
   * those normal forms. Without it, normal forms are compared as text.
   */
  equivalent?(a: Parts, b: Parts, aUri: Uri, bUri: Uri): boolean;
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
  /**
   * The security findings for `input`: those every scheme shares (`URI_…`, in text order, with
   * the plugin's default port; see `inspect`), then the scheme's own. Empty when there are none.
   */
  check(
    input: string | Uri,
    options?: CheckOptions,
  ): readonly SecurityFinding<Finding | UriFindingCode>[];
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

/**
 * @internal A plugin's routes for URIs already parsed and known to be of its scheme: what its
 * methods run once they have checked their input, for a registry, which has checked it.
 */
export interface SchemeRoutes {
  /** The definition's parse: the parts, not frozen. */
  readonly read: (uri: Uri) => unknown;
  /** The scheme's rules alone: the definition's validate, or its parse with the parts dropped. */
  readonly verify: (uri: Uri) => void;
  readonly normalize: (uri: Uri, options: NormalizeOptions | undefined) => Uri;
  readonly equivalent: (a: Uri, b: Uri, options: EquivalentOptions | undefined) => boolean;
  /** Text read as the plugin's parse reads it (prepared, a URI of its scheme); a Uri checked. */
  readonly uri: (input: string | Uri) => Uri;
}

const ROUTES = new WeakMap<AnySchemePlugin, SchemeRoutes>();

/**
 * @internal The routes of a plugin made by `defineScheme`; for a plugin object made another way,
 * its definition's parse and its own methods.
 */
export function routesOf(plugin: AnySchemePlugin): SchemeRoutes {
  return (
    ROUTES.get(plugin) ?? {
      read: (u) => plugin.definition.parse(u),
      verify: (u) => {
        plugin.definition.parse(u);
      },
      normalize: (u, options) => plugin.normalize(u, options),
      equivalent: (a, b, options) => plugin.equivalent(a, b, options),
      uri: (input) => asUri(input, K_URI, false),
    }
  );
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
  return typeof input === 'string' || input instanceof Uri
    ? routesOf(plugin).uri(input)
    : plugin.format(input);
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
  const lower = name.toLowerCase() as Lowercase<Name>;
  const hierarchical = definition.hierarchical ?? true;
  const rules = freeze({
    percent: definition.rules?.percent ?? true,
    dots: definition.rules?.dots ?? hierarchical,
    ipv6: definition.rules?.ipv6 ?? true,
    rootPath: definition.rules?.rootPath ?? false,
  });
  const d = definition;
  const steps = { defaultPort: port, rules };
  // The hooks the parse, normalize and equivalence routes call, read once. Every plugin runs
  // the routes below, and each definition has a shape of its own: a property read per call here
  // would be a megamorphic one. Each is called with the definition as `this`, as `d.parse(u)`
  // would be.
  const parseHook = d.parse;
  const prepareHook = d.prepare;
  const normalizeHook = d.normalize;
  const equivalentHook = d.equivalent;
  const read = (u: Uri): Parts => parseHook.call(d, u);
  // The rules alone, where no parts are kept: the definition's validate when it has one.
  const validateHook = d.validate;
  const verify: (u: Uri) => void =
    validateHook === undefined ? read : (u: Uri) => validateHook.call(d, u);
  // Whether the normalize route needs the parts: for a hook declared with them, or for the
  // equivalence relation, which compares the parts of normal forms.
  const normalNeedsParts =
    equivalentHook !== undefined || (normalizeHook !== undefined && normalizeHook.length >= 2);

  // A Uri of this scheme: text is prepared, parsed strictly as a URI, and its scheme checked.
  const own = (input: string | Uri, zones: boolean | undefined): Uri => {
    let uri: Uri;
    if (typeof input === 'string') {
      uri = asUri(
        prepareHook === undefined ? input : prepareHook.call(d, input),
        K_URI,
        zones === true,
      );
    } else if (input instanceof Uri) {
      uri = input;
    } else {
      throw notString(input);
    }
    const s = uri.scheme;
    if (s !== lower && (s === undefined || !sameScheme(s, lower))) {
      // A relative reference (a parsed `Uri` may be one) has no scheme at all: the error the
      // text of it gets, and the registry's.
      if (s === undefined) throw noScheme(uri);
      throw new UriError(
        'WRONG_SCHEME',
        `RFC 3986 §3.1: a URI of the scheme "${lower}" is needed`,
        uri.toString(),
        0,
        'scheme',
      );
    }
    return uri;
  };

  // The normal form and its parts, read once. The scheme's rules are checked on the input, so
  // that an error points at the character the user wrote.
  const normalRoute = (
    u: Uri,
    options: NormalizeOptions | undefined,
    report?: NormalizationRule[],
  ) => {
    // The scheme's rules hold for the input as written (an error points at the character the
    // user wrote). The generic steps change no decoded value but the host's and the port's
    // (which the hook reads from `generic`) and the path's, where dot segments went or an
    // empty path became "/": only then are the parts read again, from the normal form.
    const form = normalForm(u, options, steps);
    // Without a use for them, the parts are not read: the rules are checked (`validate`).
    let parts = normalNeedsParts ? read(u) : (verify(u) as undefined as Parts);
    const generic = formUri(form, u);
    let out = generic;
    // Whether `parts` are those of `out` exactly (the scheme's equivalence relation needs that).
    let exact = generic === u;
    if (normalizeHook !== undefined) {
      if ((form.bits & PATH_CHANGED) !== 0) {
        if (normalNeedsParts) parts = read(generic);
        else verify(generic);
        exact = true;
      }
      out = normalizeHook.call(d, generic, parts, options);
      if (out !== generic) exact = false;
    }
    if (report !== undefined) {
      report.push(...rulesOf(form.bits));
      if (out !== generic && !out.equals(generic) && !report.includes('scheme')) {
        report.push('scheme');
      }
    }
    return { uri: out, parts, exact };
  };

  // The normal form of a URI of this scheme.
  const normalUri = (u: Uri, options: NormalizeOptions | undefined): Uri =>
    normalRoute(u, options).uri;

  // Equivalence of two URIs of this scheme (RFC 3986 §6.2.3, or the scheme's own relation).
  const sameResource = (ua: Uri, ub: Uri, options: EquivalentOptions | undefined): boolean => {
    const ignoreFragment = options?.ignoreFragment === true;
    if (normalizeHook === undefined && equivalentHook === undefined) {
      // Same normal form, compared component by component: nothing is built.
      verify(ua);
      verify(ub);
      const same = sameNormalForm(ua, ub, options, steps);
      if (same !== undefined) return same;
      const fa = normalForm(ua, options, steps);
      return sameForms(fa, normalForm(ub, options, steps), ignoreFragment);
    }
    // §6.1: fragments left out of the comparison when asked.
    if (ignoreFragment) {
      if (ua.fragment !== undefined) ua = ua.with({ fragment: undefined });
      if (ub.fragment !== undefined) ub = ub.with({ fragment: undefined });
    }
    const na = normalRoute(ua, options);
    const nb = normalRoute(ub, options);
    if (equivalentHook === undefined) return na.uri.equals(nb.uri);
    // The relation sees the parts of the final normal forms (read again where those read on
    // the way are not exactly theirs).
    const pa = na.exact ? na.parts : read(na.uri);
    const pb = nb.exact ? nb.parts : read(nb.uri);
    return equivalentHook.call(d, pa, pb, na.uri, nb.uri);
  };

  const plugin: SchemePlugin<Lowercase<Name>, Parts, string, Finding> = {
    name: lower,
    defaultPort: port,
    hierarchical,
    rules,
    definition: definition as unknown as SchemeDefinition<Lowercase<Name>, Parts, string, Finding>,
    parse: (input, options) => freeze(read(own(input, options?.allowZoneId))),
    tryParse(input, options) {
      try {
        return { ok: true, value: freeze(read(own(input, options?.allowZoneId))) };
      } catch (error) {
        if (error instanceof UriError) return { ok: false, error };
        throw error;
      }
    },
    format(parts) {
      let uri: Uri;
      try {
        uri = d.format(parts);
      } catch (error) {
        // Parts come from users and from JSON: a value of another shape (null, a number where
        // the scheme has text, text where it has a list) is INVALID_ARGUMENT, not the hook's
        // TypeError.
        if (error instanceof TypeError || error instanceof RangeError) throw badParts(error);
        throw error;
      }
      verify(own(uri, true)); // what format writes has the scheme and keeps its rules
      return uri;
    },
    normalize: (input, options) => normalUri(own(input, options?.allowZoneId), options),
    normalizeWithReport(input, options) {
      const changed: NormalizationRule[] = [];
      const { uri } = normalRoute(own(input, options?.allowZoneId), options, changed);
      return { uri, changed };
    },
    equivalent(a, b, options) {
      const ua = own(absolute(toUri(a, options), options), undefined);
      // The first rung of the ladder (§6.2.1), once the scheme's rules have been checked.
      if (a === b) {
        verify(ua);
        return true;
      }
      return sameResource(ua, own(absolute(toUri(b, options), options), undefined), options);
    },
    check(input, options) {
      const uri = own(input, options?.allowZoneId);
      const hook = d.check;
      if (hook === undefined) verify(uri);
      const mine = hook === undefined ? [] : hook.call(d, read(uri), uri);
      const shared = findingsOf(uri, { defaultPort: port, whatwg: options?.whatwg }, d.skip);
      return mine.length === 0 ? shared : freeze([...shared, ...mine]);
    },
  };
  freeze(plugin);
  ROUTES.set(plugin, {
    read,
    verify,
    normalize: normalUri,
    equivalent: sameResource,
    uri: (input) => own(input, false),
  });
  return plugin as never;
}
