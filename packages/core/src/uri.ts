// The URI value (RFC 3986 §4.1) and its composition from components (§5.3): `Uri`, made by
// the parser (parse.ts) or by `serialize` below, which checks each component with the same
// scanners (scan.ts).

import {
  booleanOption,
  type CheckedComponents,
  COMPONENT_NAMES,
  invalidArgument,
  readComponents,
} from './arguments.js';
import { IN_PATH, IN_QUERY, IN_REG_NAME, IN_SEGMENT_NC, IN_USERINFO } from './chars.js';
import { codes } from './codes.js';
import { type UriComponentName, UriError } from './errors.js';
import { validateIPv6 } from './ip.js';
import {
  checkIpLiteral,
  errorAt,
  errorOf,
  type HostKind,
  newScanState,
  regNameKind,
  SAW_OTHER,
  scanPart,
  scanPort,
  scanScheme,
} from './scan.js';

export type { HostKind };

const TOKEN: unique symbol = Symbol('urikit.internal');

/**
 * The readers of a `Uri`'s private state that the module needs outside the class, set once by
 * the class's static block (never changed after the module is loaded): the SAW_* bits, and the
 * brand check (`#r in value`) that tells a `Uri` made by this module from a look-alike (a
 * Proxy of a `Uri`, `Object.create(Uri.prototype)`), which has none of its private fields.
 */
const access: { flags: (uri: Uri) => number; isUri: (value: object) => boolean } = {
  flags: () => SAW_OTHER,
  isUri: () => false,
};

/**
 * @internal True when `value` is a `Uri` made by urikit (a static brand check: its private
 * fields are there), false for anything else, a Proxy of a `Uri` or an object made with
 * `Object.create(Uri.prototype)` included. Reading a private field of those would throw a
 * TypeError: every function that takes a `Uri` checks with this first.
 */
export function isUriValue(value: unknown): value is Uri {
  return typeof value === 'object' && value !== null && access.isUri(value);
}

/**
 * @internal What the parser saw in a URI that syntax-based normalization (RFC 3986 §6.2.2) may
 * change, as bits: an escape ({@link SAW_ESCAPE}), an upper-case letter in the scheme or host
 * ({@link SAW_UPPER}), a dot segment ({@link SAW_DOTS}), anything else or not known
 * ({@link SAW_OTHER}: a zone identifier; every URI the parser did not make). 0: `uri` is its own
 * syntax-based normal form.
 */
export function syntaxFlags(uri: Uri): number {
  return access.flags(uri);
}

/**
 * @internal True when the parser saw that no syntax-based normalization rule (RFC 3986 §6.2.2)
 * can change `uri`: no escape, no upper-case letter in scheme or host, no dot segment. False
 * means "not known", not "not normal".
 */
export function isSyntaxNormal(uri: Uri): boolean {
  return access.flags(uri) === 0;
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
  /**
   * What the value is made of (see {@link UriRecord}): the parser's reader or the composer's
   * record, kept as it is (never changed after the value is made, never handed out), so that a
   * value is one small object over it.
   */
  readonly #r: UriRecord;

  static {
    access.flags = (uri) => uri.#r.flags;
    access.isUri = (value) => #r in value;
  }

  /**
   * `value instanceof Uri` is the brand check ({@link isUriValue}): true only for a value made
   * by urikit, false for a Proxy of one or `Object.create(Uri.prototype)` (whose private fields
   * are not there), and never a TypeError (a revoked Proxy has no prototype to walk). Every
   * package that tells a `Uri` from text this way gets the same answer (issue 23 E1).
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return isUriValue(value);
  }

  /** @internal Not public: use `parse`, `tryParse` or `serialize`. */
  constructor(token: typeof TOKEN, record: UriRecord) {
    if (token !== TOKEN) {
      throw invalidArgument(
        'Uri has no public constructor: use parse, tryParse or serialize',
        token,
      );
    }
    this.#r = record;
    // A value is immutable: no property can be added that would shadow a getter (issue 23 E7).
    Object.freeze(this);
  }

  /** The scheme as written (not lower-cased), without its ":" (§3.1). */
  get scheme(): string | undefined {
    return this.#r.scheme;
  }
  /** The userinfo as written, without its "@" (§3.2.1). */
  get userinfo(): string | undefined {
    return this.#r.userinfo;
  }
  /**
   * The host as written; for an IP-literal without its brackets (`::1`). `undefined` when
   * there is no authority, `''` for an empty host (`file:///x`). See {@link Uri.hostText}.
   */
  get host(): string | undefined {
    return this.#r.host;
  }
  /** The host as it stands in the authority: an IP-literal keeps its brackets (`[::1]`). */
  get hostText(): string | undefined {
    const h = this.#r.host;
    return this.#r.hostKind === 'ipv6' || this.#r.hostKind === 'ipvfuture' ? `[${h}]` : h;
  }
  /** What kind of host this is (§3.2.2), `undefined` when there is no authority. */
  get hostKind(): HostKind | undefined {
    return this.#r.hostKind;
  }
  /** The port digits as written, without ":" (§3.2.3); `''` for `http://a:/`. */
  get port(): string | undefined {
    return this.#r.port;
  }
  /**
   * The port as a number; `undefined` when the port is absent or empty. RFC 3986 puts no upper
   * bound on the digits: scheme plugins check ranges.
   */
  get portNumber(): number | undefined {
    const p = this.#r.port;
    return p === undefined || p === '' ? undefined : Number(p);
  }
  /** The authority as written (`userinfo@host:port`), `undefined` when there is none (§3.2). */
  get authority(): string | undefined {
    if (this.#r.host === undefined) return undefined;
    const ui = this.#r.userinfo;
    const port = this.#r.port;
    return (
      (ui === undefined ? '' : `${ui}@`) + this.hostText + (port === undefined ? '' : `:${port}`)
    );
  }
  /** The path as written, always a string, possibly empty (§3.3). */
  get path(): string {
    return this.#r.path;
  }
  /** The query as written, without "?" (§3.4). */
  get query(): string | undefined {
    return this.#r.query;
  }
  /** The fragment as written, without "#" (§3.5). */
  get fragment(): string | undefined {
    return this.#r.fragment;
  }
  /** True when there is a scheme: a URI (§3), not a relative reference (§4.2). */
  get isAbsolute(): boolean {
    return this.#r.scheme !== undefined;
  }

  /**
   * The components as a plain object, ready for `serialize` or a `with` call. `host` is
   * {@link Uri.hostText} here (brackets kept), so that `serialize(uri.toComponents())` gives
   * the same text back.
   */
  toComponents(): UriComponents {
    return {
      scheme: this.#r.scheme,
      userinfo: this.#r.userinfo,
      host: this.hostText,
      port: this.#r.port,
      path: this.#r.path,
      query: this.#r.query,
      fragment: this.#r.fragment,
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
    // Each change is checked for its type first (a misspelt key too): see readComponents.
    const checked = readComponents(changes, 'Uri.with');
    // A zone identifier accepted at parse time (option allowZoneId) stays accepted.
    const zoned = this.#r.hostKind === 'ipv6' && this.#r.host!.includes('%');
    // Only the components that differ from this URI's are checked again (with how they all fit
    // together): the others are valid where they stand.
    const own = this.toComponents();
    const pick = <T>(k: number, given: T, mine: T): T =>
      (checked.present & (1 << k)) !== 0 ? given : mine;
    const merged: CheckedComponents = {
      scheme: pick(0, checked.scheme, own.scheme),
      userinfo: pick(1, checked.userinfo, own.userinfo),
      host: pick(2, checked.host, own.host),
      port: pick(3, checked.port, this.#r.port),
      path: pick(4, checked.path, own.path),
      query: pick(5, checked.query, own.query),
      fragment: pick(6, checked.fragment, own.fragment),
      present: checked.present,
    };
    return compose(merged, zoned, this);
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
      ? this.#r.text === other
      : typeof other === 'object' &&
          other !== null &&
          #r in other &&
          this.#r.text === other.#r.text;
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
    const s = this.#r.scheme;
    let at = s === undefined ? 0 : s.length + 1;
    if (component === 'scheme') return 0;
    const host = this.#r.host;
    if (host !== undefined) {
      at += 2;
      const ui = this.#r.userinfo;
      if (component === 'userinfo') return at;
      if (ui !== undefined) at += ui.length + 1;
      if (component === 'host') return at;
      at += this.hostText!.length;
      if (component === 'port') return at + 1;
      if (this.#r.port !== undefined) at += this.#r.port.length + 1;
    } else if (component === 'userinfo' || component === 'host' || component === 'port') {
      return at;
    }
    if (component === 'path') return at;
    at += this.#r.path.length;
    if (component === 'query') return at + 1;
    if (this.#r.query !== undefined) at += this.#r.query.length + 1;
    if (component !== 'fragment') {
      throw invalidArgument(
        `Uri.offsetOf: a component name (${COMPONENT_NAMES.join(', ')})`,
        component,
      );
    }
    return at + 1;
  }

  /** The URI text, exactly as parsed (or as composed by `serialize`, §5.3). */
  toString(): string {
    return this.#r.text;
  }

  /** The URI text, so that `JSON.stringify` writes a string. */
  toJSON(): string {
    return this.#r.text;
  }
}

/**
 * @internal What a `Uri` is made of: its text, each component as it stands in the text (an
 * IP-literal host without its brackets; see the getters of `Uri`), and the SAW_* bits of what
 * syntax-based normalization may change (`SAW_OTHER` when not known).
 */
export interface UriRecord extends ComponentRecord {
  readonly text: string;
  readonly flags: number;
}

/**
 * @internal The components of a URI as `Uri` holds them (an IP-literal host without its
 * brackets, its kind beside it); shared by `UriRecord` and normalization's `NormalForm`.
 */
export interface ComponentRecord {
  readonly scheme: string | undefined;
  readonly userinfo: string | undefined;
  readonly host: string | undefined;
  readonly hostKind: HostKind | undefined;
  readonly port: string | undefined;
  readonly path: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
}

/** @internal The `Uri` of a record that is valid RFC 3986 (the caller has checked it). */
export function createUri(record: UriRecord): Uri {
  return new Uri(TOKEN, record);
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
  return createUri({
    text,
    scheme,
    userinfo,
    host,
    hostKind,
    port,
    path,
    query,
    fragment,
    flags: SAW_OTHER,
  });
}

/**
 * The components of a URI reference, as text in the form they take inside a URI
 * (percent-encoded). `undefined` (or a missing key) means absent; `''` means present and empty
 * (RFC 3986 §5.3). `host` takes an IP-literal with its brackets (`[::1]`, `[v1.x]`); a bare
 * IPv6 address (`::1`) is bracketed for you.
 */
export interface UriComponents {
  readonly scheme?: string | undefined;
  readonly userinfo?: string | undefined;
  readonly host?: string | undefined;
  readonly port?: string | number | undefined;
  readonly path?: string | undefined;
  readonly query?: string | undefined;
  readonly fragment?: string | undefined;
}

/** Options of `serialize`. */
export interface SerializeOptions {
  /** Accept an RFC 6874 zone identifier in an IPv6 host (see `ParseOptions.allowZoneId`). */
  readonly allowZoneId?: boolean | undefined;
}

/** Where an RFC 6874 zone identifier starts in a bare IPv6 host ("%25…"), or its end. */
const zoneStart = (host: string): number => {
  const z = host.indexOf('%');
  return z < 0 ? host.length : z;
};

function composition(text: string, index: number, rule: string, component: UriComponentName) {
  return new UriError('INVALID_COMPOSITION', `RFC 3986 ${rule}`, text, index, component);
}

/**
 * Puts components together as RFC 3986 §5.3 does, after checking each one against its ABNF
 * and checking that they fit together. A component that cannot stand where it is asked to is
 * an error (`UriError`), never a silently different URI:
 * - a path that is not empty and does not start with "/" after an authority (§3.3);
 * - a path starting with "//" without an authority (it would read as one, §3.3);
 * - a first path segment holding ":" without a scheme or authority (§4.2);
 * - a userinfo or port without a host (§3.2).
 *
 * `index` in the error is an offset in the composed text (`error.input`).
 *
 * @example
 * ```ts
 * serialize({ scheme: 'http', host: '::1', port: 8080, path: '/a' }).toString() // 'http://[::1]:8080/a'
 * serialize({ scheme: 'http', host: 'a', path: 'b' }) // throws UriError 'INVALID_COMPOSITION'
 * ```
 */
export function serialize(components: UriComponents, options?: SerializeOptions): Uri {
  const checked = readComponents(components, 'serialize');
  return compose(checked, booleanOption(options, 'allowZoneId', 'serialize'));
}

// A component's text, at `at` in the composed text, against its rule (an error where it stands).
// The component is read in its own string: the composed text is a rope of the pieces, which a
// read by character would first copy into one string.
function checkSpan(
  text: string,
  value: string | undefined,
  at: number,
  mask: number,
  name: UriComponentName,
): void {
  if (value === undefined) return;
  const stop = scanPart(value, 0, value.length, mask);
  if (stop < value.length) throw errorAt(text, at + stop, name);
}

/** A composed text and where each component starts in it (§5.3 recomposition). */
interface Composed {
  readonly text: string;
  /** The host as written in the text: an IPv6 address given bare is bracketed here. */
  readonly host: string | undefined;
  readonly bracketed: boolean;
  readonly userinfoAt: number;
  readonly hostAt: number;
  readonly pathAt: number;
  readonly queryAt: number;
  readonly fragmentAt: number;
}

// serialize, where a component the same as the one of `from` (a valid `Uri`) is not checked
// again (a host brings its kind); how the components fit together is always checked. The
// components have been checked for their types (readComponents): each is a string or
// undefined, the port its decimal text.
function compose(components: CheckedComponents, allowZoneId: boolean, from?: Uri): Uri {
  const c = recompose(components);
  checkEach(c, components, from);
  checkFit(c, components);
  // The rest: the host's kind (an IP-literal checked as the parser checks it) and the port's
  // digits. Every component has been checked where it stands, so nothing is parsed again.
  const { scheme, userinfo, port, query, fragment } = components;
  const path = components.path ?? '';
  let bare: string | undefined;
  let hostKind: HostKind | undefined;
  if (c.host !== undefined) {
    if (c.host === from?.hostText) {
      hostKind = from.hostKind;
      bare = from.host;
    } else if (c.bracketed) {
      hostKind = ipLiteralKind(c, allowZoneId);
      bare = c.host.slice(1, -1);
    } else {
      bare = c.host;
      hostKind = regNameKind(c.text, c.hostAt, c.hostAt + c.host.length);
    }
    if (port !== undefined && port !== from?.port) {
      const at = c.hostAt + c.host.length + 1;
      const stop = scanPort(c.text, at, at + port.length);
      if (stop < at + port.length) throw errorAt(c.text, stop, 'port');
    }
  }
  const text = c.text;
  const flags = SAW_OTHER;
  return createUri({
    text,
    scheme,
    userinfo,
    host: bare,
    hostKind,
    port,
    path,
    query,
    fragment,
    flags,
  });
}

/** §5.3 recomposition of the components, remembering where each one starts. */
function recompose(components: CheckedComponents): Composed {
  const { scheme, userinfo, port, query, fragment } = components;
  const path = components.path ?? '';
  let host = components.host;
  let bracketed = false;
  if (host !== undefined) {
    if (host.charCodeAt(0) === codes.leftSquareBracket) bracketed = true;
    else if (host.includes(':') && validateIPv6(host, 0, zoneStart(host)) < 0) {
      host = `[${host}]`;
      bracketed = true;
    }
  }
  let text = '';
  if (scheme !== undefined) text = `${scheme}:`;
  const userinfoAt = text.length + 2;
  if (host !== undefined) {
    text += `//${userinfo === undefined ? '' : `${userinfo}@`}${host}`;
    if (port !== undefined) text += `:${port}`;
  }
  const hostAt = userinfoAt + (userinfo === undefined ? 0 : userinfo.length + 1);
  const pathAt = text.length;
  text += path;
  const queryAt = text.length + 1;
  if (query !== undefined) text += `?${query}`;
  const fragmentAt = text.length + 1;
  if (fragment !== undefined) text += `#${fragment}`;
  return { text, host, bracketed, userinfoAt, hostAt, pathAt, queryAt, fragmentAt };
}

/**
 * Each component against its own rule (§3.1–§3.5), where it stands in the text, so that a
 * delimiter inside a component ("@" in a userinfo, "?" in a path) is reported where it is. A
 * component the same as `from`'s is valid where it stands and is not read again.
 */
function checkEach(c: Composed, components: CheckedComponents, from: Uri | undefined): void {
  const { text, host } = c;
  const { scheme, userinfo, query, fragment } = components;
  const path = components.path ?? '';
  if (
    scheme !== undefined &&
    scheme !== from?.scheme &&
    (scheme === '' || scanScheme(text, 0, scheme.length) < scheme.length)
  ) {
    throw errorAt(text, scanScheme(text, 0, scheme.length), 'scheme');
  }
  if (host === undefined && (userinfo !== undefined || components.port !== undefined)) {
    const name = userinfo !== undefined ? 'userinfo' : 'port';
    throw composition(text, 0, '§3.2: a userinfo or port needs a host', name);
  }
  const sameHost = host !== undefined && host === from?.hostText;
  if (userinfo !== from?.userinfo) checkSpan(text, userinfo, c.userinfoAt, IN_USERINFO, 'userinfo');
  if (!sameHost && !c.bracketed) checkSpan(text, host, c.hostAt, IN_REG_NAME, 'host');
  if (path !== from?.path) checkSpan(text, path, c.pathAt, IN_PATH, 'path');
  if (query !== from?.query) checkSpan(text, query, c.queryAt, IN_QUERY, 'query');
  if (fragment !== from?.fragment) checkSpan(text, fragment, c.fragmentAt, IN_QUERY, 'fragment');
}

/** How the components fit together (§3.3, §4.2): what the path may start with. */
function checkFit(c: Composed, components: CheckedComponents): void {
  const path = components.path ?? '';
  const { text, pathAt } = c;
  if (c.host !== undefined) {
    if (path !== '' && path.charCodeAt(0) !== codes.slash) {
      const rule = '§3.3: after an authority the path must start with "/"';
      throw composition(text, pathAt, rule, 'path');
    }
    return;
  }
  if (path.charCodeAt(0) === codes.slash && path.charCodeAt(1) === codes.slash) {
    const rule = '§3.3: a path cannot start with "//" without an authority';
    throw composition(text, pathAt, rule, 'path');
  }
  if (components.scheme === undefined) {
    const stop = scanPart(path, 0, path.length, IN_SEGMENT_NC);
    if (path.charCodeAt(stop) === codes.colon) {
      const rule = '§4.2: ":" in the first segment of a relative path';
      throw composition(text, pathAt + stop, rule, 'path');
    }
  }
}

/** The kind of a bracketed host (§3.2.2): its IP-literal checked as the parser checks it. */
function ipLiteralKind(c: Composed, allowZoneId: boolean): HostKind {
  const { text, hostAt } = c;
  const host = c.host!;
  const close = host.indexOf(']');
  if (close !== host.length - 1) {
    throw new UriError(
      'INVALID_IP_LITERAL',
      close < 0 ? 'RFC 3986 §3.2.2 IP-literal: no "]"' : 'RFC 3986 §3.2.2 IP-literal',
      text,
      close < 0 ? hostAt + host.length : hostAt + close + 1,
      'host',
    );
  }
  const state = newScanState();
  const kind = checkIpLiteral(state, text, hostAt + 1, hostAt + close, allowZoneId);
  if (kind === undefined) throw errorOf(state, text);
  return kind;
}
