/**
 * @urikit/ws: the `ws` and `wss` URI schemes of the WebSocket Protocol (RFC 6455 §3), read with
 * the generic syntax of RFC 3986: `ws://host:port/path?query`, without userinfo or fragment.
 * @packageDocumentation
 */
import {
  defineErrors,
  defineFindings,
  defineScheme,
  inspect,
  invalidArgument,
  normalizeHost,
  readField,
  readServer,
  type SchemeParseOptions,
  type SchemePlugin,
  type SecurityFinding,
  serialize,
  Uri,
  UriError,
} from '@urikit/core/plugin';

/**
 * The two schemes of this package (RFC 6455 §3, §11.1.1, §11.1.2), lower case.
 *
 * @example
 * ```ts
 * const scheme: WsScheme = 'wss';
 * wss.name === scheme; // true
 * ```
 */
export type WsScheme = 'ws' | 'wss';

/**
 * The parts of a ws or wss URI (RFC 6455 §3: `"ws:" "//" host [ ":" port ] path [ "?" query ]`).
 * Frozen; absent is `undefined` (`ws://h/?` has an empty query, `ws://h/` none). The text parts
 * are the URI text as written (percent-encoding kept), as in http: `/` and `%2F` differ.
 *
 * @example
 * ```ts
 * ws.parse('ws://[::1]:9000/chat?room=1'); // { host: '[::1]', port: 9000, path: '/chat', query: 'room=1', secure: false }
 * wss.parse('wss://example.com').port; // undefined
 * ```
 */
export interface WsParts<S extends WsScheme = WsScheme> {
  /** The host as it stands in the authority, never empty; an IP-literal keeps its brackets. */
  readonly host: string;
  /** The port as written, 0–65535; `undefined` when absent or empty (then 80 or 443 applies). */
  readonly port?: number | undefined;
  /** The path as written (RFC 3986 path-abempty): `''` (sent as "/") or text starting with "/". */
  readonly path: string;
  /** The query as written, without "?". */
  readonly query?: string | undefined;
  /** The secure flag of RFC 6455 §3: `true` for wss (TLS), `false` for ws. */
  readonly secure: S extends 'wss' ? true : false;
}

// RFC 6455 §3: "the default for "ws" is port 80, while the default for "wss" is port 443".
const PORTS = { ws: 80, wss: 443 } as const;
const freeze = Object.freeze;

// The character that tells the two scheme names apart: the third, "s" in "wss" (RFC 3986 §3.1:
// compared case-insensitively, so its ASCII case bit is set before comparing).
const LOWERCASE_S = 0x73;
const ASCII_CASE_BIT = 0x20;

const fail = defineErrors('WS', {
  FRAGMENT_NOT_ALLOWED: 'RFC 6455 §3',
});

const finding = defineFindings('WS', {
  CLEARTEXT: ['RFC 6455 §10.6', 'warning'],
});

/**
 * The codes of the errors of this package's own rules, a union. The core's (`USERINFO_NOT_ALLOWED`,
 * `EMPTY_HOST`, …) come with their own codes.
 *
 * @example
 * ```ts
 * const code: WsErrorCode = 'WS_FRAGMENT_NOT_ALLOWED';
 * ws.tryParse('ws://h/#x').ok; // false
 * ```
 */
export type WsErrorCode = keyof typeof fail.codes;

/**
 * The codes of this package's own findings (RFC 6455 §10.6), a union. `check` reports the
 * core's shared findings (`URI_…`) first.
 *
 * @example
 * ```ts
 * const codes: string[] = check(ws, 'ws://example.com/').map((f) => f.code);
 * codes; // ['WS_CLEARTEXT']
 * ```
 */
export type WsFindingCode = keyof typeof finding.codes;

const CLEARTEXT = freeze([finding('CLEARTEXT', 0, 'scheme')]);
const NONE: readonly SecurityFinding<WsFindingCode>[] = freeze([]);

// Whether the host is a loopback host in any spelling (127.0.0.0/8, ::1, localhost, and what a
// resolver reads as one): the core's URI_LOOPBACK finding, the one place that rule stands.
const isLoopback = (uri: Uri): boolean => inspect(uri).some((f) => f.code === 'URI_LOOPBACK');

function make<S extends WsScheme>(
  name: S,
): SchemePlugin<Lowercase<S>, WsParts<S>, WsErrorCode, WsFindingCode> {
  const secure = (name === 'wss') as WsParts<S>['secure'];
  // RFC 6455 §3: "//" host [ ":" port ] with a non-empty host (RFC 3986 §3.2.2 reg-name may be
  // empty; a WebSocket client needs a /host/ to connect to, §4.1); the grammar has no userinfo,
  // so one is refused (USERINFO_NOT_ALLOWED, at its first character); a port fits in 16 bits
  // (RFC 9293 §3.1).
  const server = { rule: 'RFC 6455 §3', userinfo: 'none' } as const;
  const plugin: SchemePlugin<Lowercase<S>, WsParts<S>, WsErrorCode, WsFindingCode> = defineScheme({
    name,
    defaultPort: PORTS[name],
    // RFC 3986 §6.2.3 as for http (RFC 9110 §4.2.3): an empty path is "/", which is also the
    // resource name §3 gives it. The parts are the generic components as written, so the
    // syntax-based form is the normal form (`format: false`).
    rules: { rootPath: true, format: false },
    errors: fail,
    findings: finding,
    parse(uri: Uri): WsParts<S> {
      const { host, port } = readServer(uri, server);
      // RFC 6455 §3: "Fragment identifiers are meaningless in the context of WebSocket URIs and
      // MUST NOT be used on these URIs": the "#" is the offence.
      if (uri.fragment !== undefined) {
        fail('FRAGMENT_NOT_ALLOWED', uri, uri.offsetOf('fragment') - 1, 'fragment');
      }
      // A fresh object: the core freezes it on its way to the user.
      return { host, port, path: uri.path, query: uri.query, secure };
    },
    format(p: WsParts<S>): Uri {
      // RFC 6455 §3: the secure flag is the scheme; parts of the other scheme are not this one's.
      if (p.secure !== secure) {
        throw invalidArgument(`${name}.format: the secure flag is ${secure}`, p.secure);
      }
      const uri = serialize({
        scheme: name,
        host: p.host,
        port: p.port,
        path: p.path,
        query: p.query,
      });
      // The core's serialize brackets a bare IPv6 address ("::1"): not the spelling of parts,
      // which parse would give back as "[::1]".
      if (plugin.parse(uri).host !== p.host) {
        throw new UriError('INVALID_HOST', 'RFC 3986 §3.2.2: IP-literal', p.host, 0, 'host');
      }
      return uri;
    },
    // RFC 6455 §10.6: confidentiality and integrity come from TLS (wss); a ws URI to another
    // machine than this one sends the handshake and every message in the clear.
    check: (_p: WsParts<S>, uri: Uri): readonly SecurityFinding<WsFindingCode>[] =>
      secure || isLoopback(uri) ? NONE : CLEARTEXT,
  });
  return plugin;
}

/**
 * The `ws` scheme plugin (RFC 6455 §3, §11.1.1): default port 80, hierarchical, no userinfo and
 * no fragment. `normalize` and `equivalent` follow RFC 3986 §6.2.3 as http does (case, the
 * default port, an empty path is "/"); `check` reports a ws URI to a host that is not loopback.
 *
 * @example
 * ```ts
 * ws.parse('ws://example.com/chat').path; // '/chat'
 * ws.normalize('WS://Example.COM:80').toString(); // 'ws://example.com/'
 * ws.equivalent('ws://a', 'ws://A:80/'); // true
 * ws.parse('ws://example.com/#top'); // throws WS_FRAGMENT_NOT_ALLOWED
 * ```
 */
export const ws: SchemePlugin<'ws', WsParts<'ws'>, WsErrorCode, WsFindingCode> = make('ws');

/**
 * The `wss` scheme plugin (RFC 6455 §3, §11.1.2): the rules of {@link ws}, default port 443, the
 * secure flag set (TLS).
 *
 * @example
 * ```ts
 * wss.format({ host: 'example.com', path: '/feed', secure: true }).toString(); // 'wss://example.com/feed'
 * wss.normalize('wss://example.com:443').toString(); // 'wss://example.com/'
 * ```
 */
export const wss: SchemePlugin<'wss', WsParts<'wss'>, WsErrorCode, WsFindingCode> = make('wss');

// The plugin for an input: wss when the third character of its scheme is "s", else ws (whose
// parse refuses any scheme but its own with the core's WRONG_SCHEME); parts by their flag.
function pick(input: unknown): typeof ws | typeof wss {
  const s = input instanceof Uri ? input.scheme : input;
  if (typeof s === 'string') return (s.charCodeAt(2) | ASCII_CASE_BIT) === LOWERCASE_S ? wss : ws;
  return readField(input, 'secure', 'ws') === true ? wss : ws;
}

// The parts of text, a Uri, or parts (checked as `format` checks them, then read back: nothing
// unchecked reaches a request line). A value that is none of these is INVALID_ARGUMENT.
function partsOf(input: string | Uri | WsParts, options?: SchemeParseOptions): WsParts {
  const plugin = pick(input);
  if (typeof input === 'string' || input instanceof Uri) return plugin.parse(input, options);
  if (typeof readField(input, 'host', 'ws') !== 'string') {
    throw invalidArgument('ws: a URI (text or Uri) or ws parts are needed', input);
  }
  // `never`: the plugin is ws or wss, picked by the flag the parts carry; format checks them.
  return plugin.parse(plugin.format(input as never), options);
}

/**
 * The parts of a ws or wss URI (any case), through the plugin of its scheme: the same as
 * `ws.parse` or `wss.parse`. Throws `UriError`.
 *
 * @example
 * ```ts
 * parseWs('WSS://example.com:8443/a').port; // 8443
 * parseWs('wss://example.com/').secure; // true
 * parseWs('ws://user@example.com/'); // throws USERINFO_NOT_ALLOWED
 * ```
 */
export function parseWs(input: string | Uri, options?: SchemeParseOptions): WsParts {
  return pick(input).parse(input, options);
}

/**
 * The resource name of RFC 6455 §3, sent in the request line of the opening handshake (§4.1
 * item 2, `GET /chat HTTP/1.1`): "/" when the path is empty, the path, then "?" and the query
 * when the query is not empty. Takes text, a `Uri` or parts (checked as `format` checks them).
 *
 * @example
 * ```ts
 * resourceName('ws://example.com/chat'); // '/chat'
 * resourceName('wss://example.com?x=1'); // '/?x=1'
 * resourceName('ws://example.com/a?'); // '/a'
 * ```
 */
export function resourceName(input: string | Uri | WsParts, options?: SchemeParseOptions): string {
  return resourceOf(partsOf(input, options));
}

// RFC 6455 §3: "/" if the path is empty, the path, "?" only "if the query component is
// non-empty", the query.
const resourceOf = (p: WsParts): string => (p.path || '/') + (p.query ? `?${p.query}` : '');

// The Host header value of parts: the host in its normal form (RFC 3986 §6.2.2.1, an IPv6
// literal in brackets, RFC 5952 text) and ":port" unless it is the scheme's default.
const hostOf = (p: WsParts): string => {
  const port =
    p.port === undefined || p.port === PORTS[p.secure ? 'wss' : 'ws'] ? '' : `:${p.port}`;
  return normalizeHost(p.host) + port;
};

/**
 * The value of the `Host` header field of the opening handshake (RFC 6455 §4.1 item 4: "/host/
 * plus optionally ":" followed by /port/ (when not using the default port)"): the host in its
 * normal form (lower case; an IPv6 literal in brackets, RFC 5952 text).
 *
 * @example
 * ```ts
 * hostHeader('ws://Server.Example.com/chat'); // 'server.example.com'
 * hostHeader('ws://example.com:80/'); // 'example.com'
 * hostHeader('wss://[2001:DB8::1]:8443/'); // '[2001:db8::1]:8443'
 * ```
 */
export function hostHeader(input: string | Uri | WsParts, options?: SchemeParseOptions): string {
  return hostOf(partsOf(input, options));
}

/**
 * What a WebSocket client is given to establish a connection (RFC 6455 §4.1): the /host/ and
 * /port/ to connect to, the /resource name/ and the /secure/ flag, plus the `Host` header value.
 * Frozen.
 *
 * @example
 * ```ts
 * const { host, port, secure }: WsEndpoint = toEndpoint('wss://[::1]:8443/feed');
 * [host, port, secure]; // ['::1', 8443, true]
 * ```
 */
export interface WsEndpoint {
  /** The host to connect to: the part, without an IP-literal's brackets. */
  readonly host: string;
  /** The port: the URI's, or 80 (ws) or 443 (wss). */
  readonly port: number;
  /** The resource name of §3 (see {@link resourceName}). */
  readonly resourceName: string;
  /** Whether the connection runs over TLS (wss). */
  readonly secure: boolean;
  /** The `Host` header value (see {@link hostHeader}). */
  readonly hostHeader: string;
}

/**
 * The components RFC 6455 §4.1 hands to "_Establish a WebSocket Connection_", from text, a `Uri`
 * or parts.
 *
 * @example
 * ```ts
 * toEndpoint('ws://server.example.com/chat'); // { host: 'server.example.com', port: 80, resourceName: '/chat', secure: false, hostHeader: 'server.example.com' }
 * toEndpoint('wss://[::1]/').host; // '::1'
 * ```
 */
export function toEndpoint(
  input: string | Uri | WsParts,
  options?: SchemeParseOptions,
): WsEndpoint {
  const p = partsOf(input, options);
  const host = p.host;
  return freeze({
    host: host.startsWith('[') ? host.slice(1, -1) : host,
    port: p.port ?? PORTS[p.secure ? 'wss' : 'ws'],
    resourceName: resourceOf(p),
    secure: p.secure,
    hostHeader: hostOf(p),
  });
}
