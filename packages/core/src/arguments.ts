// The checks of values handed to the public API. A value of the wrong type is a `UriError`
// `INVALID_ARGUMENT` (never a TypeError, never a silently different URI): the one place where
// argument types are checked, so that every entry says the same thing the same way.
//
// Decisions, for every function of the core:
// - A predicate (`isIPv4`, `hasPercentEncoding`, `isUri`…) answers `false` for a value that is
//   not a string; every other function refuses it with `INVALID_ARGUMENT`.
// - An options object or a components object is read once, key by key; a read that throws (a
//   revoked Proxy, a getter that throws its own error) is `INVALID_ARGUMENT`, with the error it
//   threw as `cause`. Nothing but `UriError` leaves an entry.
// - A value is described in a message without calling its own `toString` (a Symbol, a
//   null-prototype object and a revoked Proxy have none that works).

import { type UriComponentName, UriError } from './errors.js';

/** Longest excerpt of a string value quoted in a message. */
const MAX_QUOTED = 40;

/**
 * A short description of any value for an error message ("null", "an array", `"abc"`, "a
 * symbol"), never calling a method of the value, so that it cannot throw.
 */
export function describeValue(value: unknown): string {
  const type = typeof value;
  if (typeof value === 'string') {
    return JSON.stringify(value.length > MAX_QUOTED ? `${value.slice(0, MAX_QUOTED)}…` : value);
  }
  if (type === 'symbol' || type === 'function') return `a ${type}`;
  if (typeof value === 'bigint') return `${String(value)}n`;
  if (type !== 'object' || value === null) return String(value); // a number, boolean, undefined, null
  try {
    return Array.isArray(value) ? 'an array' : 'an object';
  } catch {
    return 'a revoked proxy'; // Array.isArray throws for a revoked Proxy only
  }
}

/**
 * The `INVALID_ARGUMENT` error for `value`: `rule` says what was expected (the signature or the
 * RFC rule), the message adds what was given. `input` is `value` when it is a string.
 */
export function invalidArgument(
  rule: string,
  value: unknown,
  component?: UriComponentName,
  cause?: unknown,
): UriError<'INVALID_ARGUMENT'> {
  const error = new UriError<'INVALID_ARGUMENT'>(
    'INVALID_ARGUMENT',
    `${rule}, not ${describeValue(value)}`,
    typeof value === 'string' ? value : '',
    0,
    component,
  );
  if (cause !== undefined) Object.defineProperty(error, 'cause', { value: cause });
  return error;
}

/** `value` itself when it is a string; `INVALID_ARGUMENT` naming `rule` otherwise. */
export function requireString(value: unknown, rule: string): string {
  if (typeof value !== 'string') throw invalidArgument(rule, value);
  return value;
}

/** `value` itself when it is a whole number (a safe integer, ≥ 0); `INVALID_ARGUMENT` otherwise. */
export function requireIndex(value: unknown, rule: string): number {
  if (!Number.isSafeInteger(value) || (value as number) < 0) throw invalidArgument(rule, value);
  return value as number;
}

/** True when `value` is a non-null object or a function: something whose keys can be read. */
const isObjectLike = (value: unknown): value is object =>
  (typeof value === 'object' && value !== null) || typeof value === 'function';

/**
 * Reads one option of an options argument: `options` is `undefined` or an object, read once per
 * key; a read that throws (a revoked Proxy, a getter that throws) is `INVALID_ARGUMENT`. `what`
 * names the function (`'parse'`).
 */
export function readOption(options: unknown, key: string, what: string): unknown {
  if (options === undefined) return undefined;
  if (!isObjectLike(options)) throw invalidArgument(`${what}: options are an object`, options);
  try {
    return (options as Record<string, unknown>)[key];
  } catch (e) {
    throw invalidArgument(`${what}: option ${key} cannot be read`, options, undefined, e);
  }
}

/**
 * One field of an object handed to an entry (a parts object), read once: a read that throws (a
 * revoked Proxy, a getter that throws) is `INVALID_ARGUMENT` with its error as `cause`;
 * `undefined` for a value that is not an object.
 */
export function readField(value: unknown, key: string, what: string): unknown {
  if (!isObjectLike(value)) return undefined;
  try {
    return (value as Record<string, unknown>)[key];
  } catch (e) {
    throw invalidArgument(`${what}: ${key} cannot be read`, value, undefined, e);
  }
}

/** A boolean option (absent: `false`); any other type is `INVALID_ARGUMENT`. */
export function booleanOption(options: unknown, key: string, what: string): boolean {
  const v = readOption(options, key, what);
  if (v === undefined || v === false) return false;
  if (v === true) return true;
  throw invalidArgument(`${what}: option ${key} is a boolean`, v);
}

/**
 * An option that takes one of `choices` (absent: `undefined`); anything else is
 * `INVALID_ARGUMENT` listing the choices.
 */
export function choiceOption<const T extends string>(
  options: unknown,
  key: string,
  choices: readonly T[],
  what: string,
): T | undefined {
  const v = readOption(options, key, what);
  if (v === undefined || (choices as readonly unknown[]).includes(v)) return v as T | undefined;
  throw invalidArgument(`${what}: option ${key} is one of ${choices.join(', ')}`, v);
}

/** What an option takes, for {@link readOptions}: a boolean, a number, or a value checked where it is used. */
export type OptionKind = 'boolean' | 'number' | 'value';

/** The options of each route, by key (one list per route, read by {@link readOptions}). */
export const ZONE_OPTIONS = { allowZoneId: 'boolean' } as const satisfies OptionSpec;
export const NORMALIZE_OPTIONS = {
  case: 'boolean',
  percent: 'boolean',
  dots: 'boolean',
  allowZoneId: 'boolean',
} as const satisfies OptionSpec;
export const EQUIVALENT_OPTIONS = {
  ...NORMALIZE_OPTIONS,
  ignoreFragment: 'boolean',
  base: 'value',
} as const satisfies OptionSpec;
export const CHECK_OPTIONS = {
  allowZoneId: 'boolean',
  whatwg: 'boolean',
  defaultPort: 'number',
} as const satisfies OptionSpec;
export const RESOLVE_OPTIONS = {
  allowZoneId: 'boolean',
  strict: 'boolean',
  legacy: 'value',
} as const satisfies OptionSpec;
export const WHATWG_OPTIONS = {
  allowZoneId: 'boolean',
  base: 'value',
} as const satisfies OptionSpec;

/** The keys of an options argument and what each takes. */
export type OptionSpec = Readonly<Record<string, OptionKind>>;

/**
 * An options argument read once, at the entry of a route: `undefined` as it is; otherwise a
 * frozen plain copy of the keys of `spec`, each read once with {@link readOption} (a read that
 * throws is `INVALID_ARGUMENT` with its error as `cause`), a boolean or number option of
 * another type `INVALID_ARGUMENT`. What the route reads after this is plain data: a getter or
 * a Proxy trap is never run twice, nor deep in the route where its error would not be caught.
 */
export function readOptions<T extends object>(
  options: T | undefined,
  spec: OptionSpec,
  what: string,
): T | undefined {
  if (options === undefined) return undefined;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(spec)) {
    const v = readOption(options, key, what);
    if (v === undefined) continue;
    const kind = spec[key];
    if (kind !== 'value' && typeof v !== kind) {
      throw invalidArgument(`${what}: option ${key} is a ${kind}`, v);
    }
    copy[key] = v;
  }
  return Object.freeze(copy) as T;
}

/** The names of the components of a URI reference (RFC 3986 §3), in the order of the text. */
export const COMPONENT_NAMES = [
  'scheme',
  'userinfo',
  'host',
  'port',
  'path',
  'query',
  'fragment',
] as const satisfies readonly UriComponentName[];

/** Components read from a components argument, each checked for its type (not its syntax). */
export interface CheckedComponents {
  readonly scheme: string | undefined;
  readonly userinfo: string | undefined;
  readonly host: string | undefined;
  /** The port's decimal text (a number given is written in decimal). */
  readonly port: string | undefined;
  readonly path: string | undefined;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
  /**
   * Which components the argument has as own keys, one bit per name of
   * {@link COMPONENT_NAMES} in its order, so that a change to `undefined` (remove it) differs
   * from no change (as `Object.assign` reads a patch).
   */
  readonly present: number;
}

/**
 * The components of a components argument (`serialize`, `Uri.with`), each read once: an object
 * (not an array) whose own enumerable keys are component names only, each component
 * `undefined` or a string, the port also a whole number 0–65535 (RFC 3986 §3.2.3). Anything
 * else (an array, an object, a boolean, `null`, an unknown key) is `INVALID_ARGUMENT` naming the
 * component: a value of the wrong type is never written into a URI. Syntax is not checked here
 * (see `serialize`).
 */
export function readComponents(value: unknown, what: string): CheckedComponents {
  if (typeof value !== 'object' || value === null) throw notComponents(value, what);
  const record = value as Record<string, unknown>;
  let present = 0;
  let scheme: unknown;
  let userinfo: unknown;
  let host: unknown;
  let port: unknown;
  let path: unknown;
  let query: unknown;
  let fragment: unknown;
  try {
    if (Array.isArray(value)) throw notComponents(value, what);
    for (const key of Object.keys(record)) {
      const k = COMPONENT_NAMES.indexOf(key as UriComponentName);
      if (k < 0) {
        const names = COMPONENT_NAMES.join(', ');
        throw invalidArgument(
          `${what}: ${JSON.stringify(key)} is not a component (${names})`,
          value,
        );
      }
      present |= 1 << k;
    }
    // Each read once, by name (a getter, a Uri's included).
    ({ scheme, userinfo, host, port, path, query, fragment } = record);
  } catch (e) {
    if (e instanceof UriError) throw e;
    throw invalidArgument(`${what}: the components cannot be read`, value, undefined, e);
  }
  return {
    scheme: textComponent(scheme, 'scheme', what),
    userinfo: textComponent(userinfo, 'userinfo', what),
    host: textComponent(host, 'host', what),
    port: portComponent(port, what),
    path: textComponent(path, 'path', what),
    query: textComponent(query, 'query', what),
    fragment: textComponent(fragment, 'fragment', what),
    present,
  };
}

const notComponents = (value: unknown, what: string) =>
  invalidArgument(`${what}: the components are an object`, value);

/** A component that is text (RFC 3986 §3): a string or `undefined`. */
function textComponent(v: unknown, name: UriComponentName, what: string): string | undefined {
  if (v === undefined || typeof v === 'string') return v;
  throw invalidArgument(`RFC 3986 §3: ${what}: the ${name} is a string or undefined`, v, name);
}

/**
 * A port (RFC 3986 §3.2.3): its text, or a whole number 0–65535 (RFC 9293 §3.1) written in
 * decimal. Whether the text is digits is the grammar's to say (`INVALID_PORT`).
 */
function portComponent(v: unknown, what: string): string | undefined {
  if (v === undefined || typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 65535) return String(v);
  const rule = `RFC 3986 §3.2.3: ${what}: a port is its decimal text or a whole number 0-65535`;
  throw invalidArgument(rule, v, 'port');
}
