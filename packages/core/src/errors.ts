/**
 * The error codes the core raises. Each is stable: match on `code`, never on `message`.
 * Scheme plugins add their own codes (see {@link UriError.code}).
 */
export type CoreErrorCode =
  /** A URI (RFC 3986 §3) or absolute-URI (§4.3) was required, but the input has no scheme. */
  | 'MISSING_SCHEME'
  /** The scheme is empty, does not start with a letter, or holds a character other than ALPHA / DIGIT / "+" / "-" / "." (§3.1); also a relative reference whose first segment holds ":" (§4.2). */
  | 'INVALID_SCHEME'
  /** A character that the component's ABNF does not allow at that place (§3.2.1, §3.3, §3.4, §3.5). */
  | 'INVALID_CHARACTER'
  /** "%" not followed by two hexadecimal digits (§2.1). */
  | 'INVALID_PERCENT_ENCODING'
  /** Percent-decoded octets that are not well-formed UTF-8 (RFC 3629), from `percentDecode`. */
  | 'INVALID_UTF8'
  /** A lone UTF-16 surrogate that cannot be encoded as UTF-8, from `percentEncode`. */
  | 'INVALID_UNICODE'
  /** A character that a reg-name does not allow (§3.2.2). */
  | 'INVALID_HOST'
  /** An IP-literal that is not closed by "]", is empty, or is followed by something other than ":" port (§3.2.2). */
  | 'INVALID_IP_LITERAL'
  /** An IP-literal that is not one of the nine IPv6address forms (§3.2.2). */
  | 'INVALID_IPV6'
  /** An IP-literal starting with "v" that is not "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) (§3.2.2). */
  | 'INVALID_IPVFUTURE'
  /** An RFC 6874 zone identifier ("%25…") in an IPv6 literal, which RFC 3986 alone does not allow. */
  | 'ZONE_ID_NOT_ALLOWED'
  /** A port with a character other than a digit (§3.2.3). */
  | 'INVALID_PORT'
  /** A fragment where an absolute-URI (§4.3) was required. */
  | 'UNEXPECTED_FRAGMENT'
  /** Components that cannot be put together (§5.3, §3.3): an authority with a path that does not start with "/", a path starting with "//" without an authority, a userinfo or port without a host, a first segment with ":" without a scheme. */
  | 'INVALID_COMPOSITION'
  /** A registry was asked for a scheme that no plugin handles. */
  | 'UNKNOWN_SCHEME'
  /** Two plugins for one scheme were given to `createRegistry`. */
  | 'DUPLICATE_SCHEME'
  /** `resolve` with a registry whose plugin for the base's scheme is not hierarchical, for a reference that needs the base's path. */
  | 'NOT_HIERARCHICAL'
  /** A base URI for resolution that is not an absolute URI (§5.1), or a relative reference given where an absolute one is needed. */
  | 'INVALID_BASE'
  /** A scheme plugin was given a URI of another scheme (§3.1). */
  | 'WRONG_SCHEME'
  /** The scheme requires an authority ("//" host, §3.2) and the URI has none (`readServer`). */
  | 'MISSING_AUTHORITY'
  /** The scheme requires a host and the authority's host is empty (§3.2.2, `readServer`). */
  | 'EMPTY_HOST'
  /** A userinfo (§3.2.1) where the scheme allows none, or a password where it allows only a user (`readServer`). */
  | 'USERINFO_NOT_ALLOWED'
  /** A port above the scheme's limit (65535 for TCP and UDP, RFC 9293 §3.1, `readServer`). */
  | 'PORT_OUT_OF_RANGE'
  /** A value handed to the API that is not of the kind it takes: not a string, a port that is not a whole number 0–65535, an unknown option value. */
  | 'INVALID_ARGUMENT';

/**
 * The outcome of a `try…` function: the value, or the `UriError` the throwing function would
 * have thrown. One shape for every `try…` of urikit.
 */
export type Result<T, Code extends string = CoreErrorCode | (string & {})> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: UriError<Code> };

/**
 * @internal The outcome of `run` as a {@link Result}: its value, or the `UriError` it threw. The
 * one helper behind every `try…` function and method (generic, plugin and registry), so that they
 * share one result shape. Anything else `run` throws is a defect and is not swallowed.
 */
export function attempt<T, Code extends string = CoreErrorCode | (string & {})>(
  run: () => T,
): Result<T, Code> {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    if (error instanceof UriError) return { ok: false, error: error as UriError<Code> };
    throw error;
  }
}

/** The component an error was found in, when there is one. */
export type UriComponentName =
  | 'scheme'
  | 'userinfo'
  | 'host'
  | 'port'
  | 'path'
  | 'query'
  | 'fragment';

const MAX_EXCERPT = 24;

/**
 * The text of a value given as an error's input: a string as it is, anything else through its
 * own `toString` (a `Uri` gives its text) when that works, `''` when it throws (a Symbol in a
 * template literal, a null-prototype object, a revoked Proxy): building an error never throws.
 */
// A code not in the table of a `defineErrors` or `defineFindings` factory.
function unknownCode(prefix: string, code: unknown): UriError {
  const shown = typeof code === 'string' ? JSON.stringify(code) : typeof code;
  return new UriError('INVALID_ARGUMENT', `${prefix}: ${shown} is not a code of the table`, '', 0);
}

function inputText(input: unknown): string {
  if (typeof input === 'string') return input;
  try {
    return typeof input === 'symbol' ? '' : `${input}`;
  } catch {
    return '';
  }
}

function excerpt(input: string, index: number): string {
  const start = Math.max(0, index - MAX_EXCERPT);
  const end = Math.min(input.length, index + MAX_EXCERPT);
  const before = (start > 0 ? '…' : '') + input.slice(start, index);
  const at = index < input.length ? input.slice(index, index + 1) : '';
  const after = input.slice(index + 1, end) + (end < input.length ? '…' : '');
  return JSON.stringify(`${before}⟦${at}⟧${after}`);
}

/**
 * The one error class of urikit. `code` is stable, `index` is the 0-based offset of the
 * offending character in `input` (equal to `input.length` when something is missing at the end).
 *
 * @example
 * ```ts
 * try { parse('http://a b/') } catch (e) {
 *   if (e instanceof UriError) console.log(e.code, e.index) // 'INVALID_HOST' 8
 * }
 * ```
 */
export class UriError<Code extends string = CoreErrorCode | (string & {})> extends Error {
  /** A stable code: one of {@link CoreErrorCode}, or a scheme plugin's own code. */
  readonly code: Code;
  /** 0-based offset in {@link UriError.input} of the character that broke the rule. */
  readonly index: number;
  /** The text that was being checked. */
  readonly input: string;
  /** The component the error was found in, where that is known. */
  readonly component: UriComponentName | undefined;

  constructor(
    code: Code,
    rule: string,
    input: string,
    index: number,
    component?: UriComponentName,
  ) {
    const text = inputText(input);
    const at = typeof index === 'number' ? index : 0;
    super(`${inputText(rule)} (at index ${at}: ${excerpt(text, at)})`);
    this.name = 'UriError';
    this.code = code;
    this.index = at;
    this.input = text;
    this.component = component;
  }
}

/**
 * A reference to the rule a code enforces, written `RFC <number> §<section>` (`'RFC 9110
 * §4.2.1'`); messages start with it, so a person can look the rule up.
 */
export type RuleRef = `RFC ${number} §${string}`;

/**
 * @internal The message of a code: its rule, then the code in words (`EMPTY_HOST` → "empty
 * host"), then the detail in parentheses.
 */
export const says = (rule: string, code: string, detail?: string): string =>
  `${rule}: ${code.replaceAll('_', ' ').toLowerCase()}${detail ? ` (${detail})` : ''}`;

/**
 * Throws the `UriError` of one of a plugin's codes: `code` is prefixed, the message starts with
 * the rule. Made by {@link defineErrors}. It returns `never`: `value ?? fail(...)` and
 * `ok ? value : fail(...)` have the type of `value`. In a statement, TypeScript ends control
 * flow at a call only when the callee is declared with an explicit type: declare the factory
 * with this type (`const fail: ErrorFactory<'BOX', 'EMPTY_NAME'> = defineErrors(...)`), and
 * `if (!name) fail(...)` narrows `name` after it.
 */
export interface ErrorFactory<Prefix extends string, Name extends string> {
  (
    code: Name,
    input: string | { toString(): string },
    index: number,
    component?: UriComponentName,
    detail?: string,
  ): never;
  /** The full codes of this factory (`'HTTP_EMPTY_HOST'`), with the rule each enforces. */
  readonly codes: { readonly [N in Name as `${Prefix}_${N}`]: RuleRef };
}

/** The full error codes of an {@link ErrorFactory}, as a union. */
export type ErrorCodeOf<F> = F extends ErrorFactory<infer P, infer N> ? `${P}_${N}` : never;

/**
 * Makes the error factory of a scheme plugin: each code is prefixed with `prefix` (the scheme
 * in upper case, by convention) and bound to the rule it enforces, so that every message reads
 * "RFC x §y: what broke". The code names are a union type: a misspelt code does not compile.
 *
 * @example
 * ```ts
 * const fail = defineErrors('BOX', { EMPTY_NAME: 'RFC 9999 §2' })
 * fail('EMPTY_NAME', 'box://h/', 8, 'path') // throws UriError 'BOX_EMPTY_NAME' at 8: "RFC 9999 §2: empty name"
 * fail.codes // { BOX_EMPTY_NAME: 'RFC 9999 §2' }
 * ```
 */
export function defineErrors<
  const Prefix extends string,
  const Table extends Record<string, RuleRef>,
>(prefix: Prefix, table: Table): ErrorFactory<Prefix, keyof Table & string> {
  return factoryOf(
    prefix,
    table,
    'defineErrors',
    (rule) => typeof rule === 'string',
    (
      code,
      name,
      rule,
      input: unknown,
      index: number,
      component?: UriComponentName,
      detail?: string,
    ): never => {
      throw new UriError(code, says(rule, name, detail), inputText(input), index, component);
    },
  );
}

/**
 * The factory of `defineErrors` and `defineFindings`: the arguments checked (see
 * {@link checkTable}), the full codes (`PREFIX_NAME`) with their entries, and `make` called with
 * the full code, the name and the entry of a name of the table (any other is `INVALID_ARGUMENT`).
 */
function factoryOf<Entry, Args extends unknown[], Out>(
  prefix: string,
  table: Record<string, Entry>,
  what: string,
  valid: (entry: unknown) => boolean,
  make: (code: string, name: string, entry: Entry, ...args: Args) => Out,
): never {
  checkTable(prefix, table, what, valid);
  const codes: Record<string, Entry> = {};
  for (const name in table) codes[`${prefix}_${name}`] = table[name]!;
  const factory = (name: string, ...args: Args): Out => {
    if (typeof name !== 'string' || !Object.hasOwn(table, name)) throw unknownCode(prefix, name);
    return make(`${prefix}_${name}`, name, table[name]!, ...args);
  };
  return Object.freeze(Object.assign(factory, { codes: Object.freeze(codes) })) as never;
}

/**
 * The arguments of `defineErrors` and `defineFindings`: a prefix that is a string and a table,
 * a plain object whose every entry `valid` accepts; `INVALID_ARGUMENT` otherwise (read in a
 * `try`, so that a Proxy whose traps throw is refused too).
 */
function checkTable(
  prefix: unknown,
  table: unknown,
  what: string,
  valid: (v: unknown) => boolean,
): void {
  const rule = `${what}(prefix: string, table: { [code]: rule })`;
  if (typeof prefix !== 'string')
    throw new UriError('INVALID_ARGUMENT', `${rule}: the prefix is a string`, '', 0);
  let ok = typeof table === 'object' && table !== null;
  try {
    if (ok)
      for (const name in table as object) ok &&= valid((table as Record<string, unknown>)[name]);
  } catch {
    ok = false;
  }
  if (!ok)
    throw new UriError(
      'INVALID_ARGUMENT',
      `${rule}: each code of the table has its rule`,
      prefix,
      0,
    );
}

/** How serious a {@link SecurityFinding} is. */
export type Severity = 'info' | 'warning' | 'error';

/**
 * A security observation about a URI (RFC 3986 §7, RFC 1738 §6), reported as data by a
 * plugin's `check`: the URI is valid, but a person or a program should look twice. Frozen.
 */
export interface SecurityFinding<Code extends string = string> {
  /** Stable code, e.g. `'HTTP_PASSWORD'`. */
  readonly code: Code;
  /** What was found and why it matters, starting with the rule (`RFC 3986 §7.5: …`). */
  readonly message: string;
  readonly severity: Severity;
  /** Where in the URI text the finding is, when it is about one place. */
  readonly index: number | undefined;
  /** The component the finding is about, when it is about one. */
  readonly component: UriComponentName | undefined;
}

/** Makes the findings of a scheme plugin; made by {@link defineFindings}. */
export interface FindingFactory<Prefix extends string, Name extends string> {
  (
    code: Name,
    index?: number,
    component?: UriComponentName,
    detail?: string,
  ): SecurityFinding<`${Prefix}_${Name}`>;
  /** The full codes of this factory, with the rule and severity of each. */
  readonly codes: { readonly [N in Name as `${Prefix}_${N}`]: readonly [RuleRef, Severity] };
}

/**
 * Makes the finding factory of a scheme plugin: like {@link defineErrors}, each code bound to
 * its rule and its severity.
 *
 * @example
 * ```ts
 * const finding = defineFindings('BOX', { PASSWORD: ['RFC 3986 §7.5', 'error'] })
 * finding('PASSWORD', 6, 'userinfo')
 * // { code: 'BOX_PASSWORD', message: 'RFC 3986 §7.5: password', severity: 'error', index: 6, component: 'userinfo' }
 * ```
 */
export function defineFindings<
  const Prefix extends string,
  const Table extends Record<string, readonly [RuleRef, Severity]>,
>(prefix: Prefix, table: Table): FindingFactory<Prefix, keyof Table & string> {
  return factoryOf(
    prefix,
    table,
    'defineFindings',
    (entry) => Array.isArray(entry) && typeof entry[0] === 'string',
    (code, name, [rule, severity], index?: number, component?: UriComponentName, detail?: string) =>
      Object.freeze({ code, message: says(rule, name, detail), severity, index, component }),
  );
}
