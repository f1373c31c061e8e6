import type { UriComponentName } from './errors.js';
import { serialize, type UriComponents } from './serialize.js';

/**
 * What the host of a URI is, decided first-match-wins as RFC 3986 §3.2.2 says: an
 * IP-literal is `'ipv6'` or `'ipvfuture'`, text matching IPv4address is `'ipv4'`, anything else
 * (including an empty host, and `1.2.3.256` or `01.2.3.4`) is a `'reg-name'`.
 */
export type HostKind = 'ipv4' | 'ipv6' | 'ipvfuture' | 'reg-name';

const TOKEN: unique symbol = Symbol('urikit.internal');

let readFlags: (uri: Uri) => number;

/**
 * @internal What the parser saw in a URI that syntax-based normalization (RFC 3986 §6.2.2) may
 * change, as bits: an escape ({@link SAW_ESCAPE}), an upper-case letter in the scheme or host
 * ({@link SAW_UPPER}), a dot segment ({@link SAW_DOTS}), anything else or not known
 * ({@link SAW_OTHER}: a zone identifier; every URI the parser did not make). 0: `uri` is its own
 * syntax-based normal form.
 */
export function syntaxFlags(uri: Uri): number {
  return readFlags(uri);
}
/** @internal An escape anywhere ("%" HEXDIG HEXDIG). */
export const SAW_ESCAPE = 1;
/** @internal An upper-case letter in the scheme, or in the host (IPv6 hex included). */
export const SAW_UPPER = 2;
/** @internal A "." or ".." segment in the path. */
export const SAW_DOTS = 4;
/** @internal Something else normalization may change, or a URI the parser did not read. */
export const SAW_OTHER = 8;

/**
 * @internal True when the parser saw that no syntax-based normalization rule (RFC 3986 §6.2.2)
 * can change `uri`: no escape, no upper-case letter in scheme or host, no dot segment. False
 * means "not known", not "not normal".
 */
export function isSyntaxNormal(uri: Uri): boolean {
  return readFlags(uri) === 0;
}

/**
 * An immutable, validated URI reference (RFC 3986 §4.1). Make one with `parse`, `tryParse` or
 * `serialize`; the constructor is not public.
 *
 * Every component is the text as written in the input (percent-encoding kept), or `undefined`
 * when the component is absent. `path` is always a string, possibly empty. Absent and empty
 * differ: `http://a?` has an empty query, `http://a` has none (RFC 3986 §5.3).
 *
 * @example
 * ```ts
 * const uri = parse('http://user@[::1]:8080/a?q#f')
 * uri.scheme     // 'http'
 * uri.host       // '::1'
 * uri.hostText   // '[::1]'
 * uri.hostKind   // 'ipv6'
 * uri.portNumber // 8080
 * uri.with({ fragment: undefined }).toString() // 'http://user@[::1]:8080/a?q'
 * ```
 */
export class Uri {
  readonly #text: string;
  readonly #scheme: string | undefined;
  readonly #userinfo: string | undefined;
  readonly #host: string | undefined;
  readonly #hostKind: HostKind | undefined;
  readonly #port: string | undefined;
  readonly #path: string;
  readonly #query: string | undefined;
  readonly #fragment: string | undefined;
  readonly #flags: number;

  static {
    readFlags = (uri) => uri.#flags;
  }

  /** @internal Not public: use `parse`, `tryParse` or `serialize`. */
  constructor(
    token: typeof TOKEN,
    text: string,
    scheme: string | undefined,
    userinfo: string | undefined,
    host: string | undefined,
    hostKind: HostKind | undefined,
    port: string | undefined,
    path: string,
    query: string | undefined,
    fragment: string | undefined,
    flags: number,
  ) {
    if (token !== TOKEN) throw new TypeError('Uri has no public constructor: use parse()');
    this.#text = text;
    this.#scheme = scheme;
    this.#userinfo = userinfo;
    this.#host = host;
    this.#hostKind = hostKind;
    this.#port = port;
    this.#path = path;
    this.#query = query;
    this.#fragment = fragment;
    this.#flags = flags;
  }

  /** The scheme as written (not lower-cased), without its ":" (§3.1). */
  get scheme(): string | undefined {
    return this.#scheme;
  }
  /** The userinfo as written, without its "@" (§3.2.1). */
  get userinfo(): string | undefined {
    return this.#userinfo;
  }
  /**
   * The host as written; for an IP-literal without its brackets (`::1`). `undefined` when
   * there is no authority, `''` for an empty host (`file:///x`). See {@link Uri.hostText}.
   */
  get host(): string | undefined {
    return this.#host;
  }
  /** The host as it stands in the authority: an IP-literal keeps its brackets (`[::1]`). */
  get hostText(): string | undefined {
    const h = this.#host;
    return this.#hostKind === 'ipv6' || this.#hostKind === 'ipvfuture' ? `[${h}]` : h;
  }
  /** What kind of host this is (§3.2.2), `undefined` when there is no authority. */
  get hostKind(): HostKind | undefined {
    return this.#hostKind;
  }
  /** The port digits as written, without ":" (§3.2.3); `''` for `http://a:/`. */
  get port(): string | undefined {
    return this.#port;
  }
  /**
   * The port as a number; `undefined` when the port is absent or empty. RFC 3986 puts no upper
   * bound on the digits: scheme plugins check ranges.
   */
  get portNumber(): number | undefined {
    const p = this.#port;
    return p === undefined || p === '' ? undefined : Number(p);
  }
  /** The authority as written (`userinfo@host:port`), `undefined` when there is none (§3.2). */
  get authority(): string | undefined {
    if (this.#host === undefined) return undefined;
    const ui = this.#userinfo;
    const port = this.#port;
    return (
      (ui === undefined ? '' : `${ui}@`) + this.hostText + (port === undefined ? '' : `:${port}`)
    );
  }
  /** The path as written, always a string, possibly empty (§3.3). */
  get path(): string {
    return this.#path;
  }
  /** The query as written, without "?" (§3.4). */
  get query(): string | undefined {
    return this.#query;
  }
  /** The fragment as written, without "#" (§3.5). */
  get fragment(): string | undefined {
    return this.#fragment;
  }
  /** True when there is a scheme: a URI (§3), not a relative reference (§4.2). */
  get isAbsolute(): boolean {
    return this.#scheme !== undefined;
  }

  /**
   * The components as a plain object, ready for `serialize` or a `with` call. `host` is
   * {@link Uri.hostText} here (brackets kept), so that `serialize(uri.toComponents())` gives
   * the same text back.
   */
  toComponents(): UriComponents {
    return {
      scheme: this.#scheme,
      userinfo: this.#userinfo,
      host: this.hostText,
      port: this.#port,
      path: this.#path,
      query: this.#query,
      fragment: this.#fragment,
    };
  }

  /**
   * A new validated `Uri` with some components replaced (`undefined` removes one). Throws
   * `UriError` when the result would not be valid (see `serialize`).
   *
   * @example
   * ```ts
   * parse('http://a/b?q').with({ query: undefined, fragment: 'top' }).toString() // 'http://a/b#top'
   * ```
   */
  with(changes: Partial<UriComponents>): Uri {
    // A zone identifier accepted at parse time (option allowZoneId) stays accepted.
    const zoned = this.#hostKind === 'ipv6' && this.#host!.includes('%');
    return serialize({ ...this.toComponents(), ...changes }, { allowZoneId: zoned });
  }

  /**
   * True when `other` (a `Uri` or a string) has exactly the same text: the first rung of the
   * comparison ladder (RFC 3986 §6.2.1), no normalization (see `equivalent` for that).
   *
   * @example
   * ```ts
   * parse('http://a/b').equals('http://a/b') // true
   * parse('http://a/b').equals('HTTP://a/b') // false: see equivalent()
   * ```
   */
  equals(other: Uri | string): boolean {
    return typeof other === 'string'
      ? this.#text === other
      : typeof other === 'object' && other !== null && #text in other && this.#text === other.#text;
  }

  /**
   * Where `component` starts in the text ({@link Uri.toString}): the index of its first
   * character, after its delimiter (`"//"`, `"@"`, `":"`, `"?"`, `"#"`). For an absent
   * component, the index where it would be written. Plugins use it to point an error at the
   * right character.
   *
   * @example
   * ```ts
   * const uri = parse('http://u@h:8/p?q#f')
   * uri.offsetOf('host') // 9
   * uri.offsetOf('path') // 12
   * uri.offsetOf('fragment') // 17
   * ```
   */
  offsetOf(component: UriComponentName): number {
    const s = this.#scheme;
    let at = s === undefined ? 0 : s.length + 1;
    if (component === 'scheme') return 0;
    const host = this.#host;
    if (host !== undefined) {
      at += 2;
      const ui = this.#userinfo;
      if (component === 'userinfo') return at;
      if (ui !== undefined) at += ui.length + 1;
      if (component === 'host') return at;
      at += this.hostText!.length;
      if (component === 'port') return at + 1;
      if (this.#port !== undefined) at += this.#port.length + 1;
    } else if (component === 'userinfo' || component === 'host' || component === 'port') {
      return at;
    }
    if (component === 'path') return at;
    at += this.#path.length;
    if (component === 'query') return at + 1;
    if (this.#query !== undefined) at += this.#query.length + 1;
    return at + 1;
  }

  /** The URI text, exactly as parsed (or as composed by `serialize`, §5.3). */
  toString(): string {
    return this.#text;
  }

  /** The URI text, so that `JSON.stringify` writes a string. */
  toJSON(): string {
    return this.#text;
  }
}

/** @internal */
export function createUri(
  text: string,
  scheme: string | undefined,
  userinfo: string | undefined,
  host: string | undefined,
  hostKind: HostKind | undefined,
  port: string | undefined,
  path: string,
  query: string | undefined,
  fragment: string | undefined,
  flags = SAW_OTHER,
): Uri {
  return new Uri(TOKEN, text, scheme, userinfo, host, hostKind, port, path, query, fragment, flags);
}

/**
 * @internal §5.3 recomposition of components that are already valid and fit together (an
 * IP-literal host given without its brackets).
 */
export function composeUri(
  scheme: string | undefined,
  userinfo: string | undefined,
  host: string | undefined,
  hostKind: HostKind | undefined,
  port: string | undefined,
  path: string,
  query: string | undefined,
  fragment: string | undefined,
): Uri {
  let text = scheme === undefined ? '' : `${scheme}:`;
  if (host !== undefined) {
    const hostText = hostKind === 'ipv6' || hostKind === 'ipvfuture' ? `[${host}]` : host;
    text += `//${userinfo === undefined ? '' : `${userinfo}@`}${hostText}${port === undefined ? '' : `:${port}`}`;
  }
  text += path;
  if (query !== undefined) text += `?${query}`;
  if (fragment !== undefined) text += `#${fragment}`;
  return createUri(text, scheme, userinfo, host, hostKind, port, path, query, fragment);
}
