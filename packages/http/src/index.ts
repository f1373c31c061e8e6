/**
 * @urikit/http: the `http` and `https` URI schemes, RFC 9110 §4.2 read with RFC 1738 §3.3.
 * @packageDocumentation
 */
import {
  defineFindings,
  defineScheme,
  normalizeHost,
  parse,
  readField,
  readServer,
  type SchemeParseOptions,
  type SchemePlugin,
  type SecurityFinding,
  pathSegments as segmentsOf,
  serialize,
  Uri,
  UriError,
} from '@urikit/core/plugin';

/**
 * The two schemes of this package (RFC 9110 §4.2.1, §4.2.2), lower case.
 *
 * @example
 * ```ts
 * const scheme: HttpScheme = parseHttp('HTTPS://example.com/').scheme;
 * scheme; // 'https'
 * ```
 */
export type HttpScheme = 'http' | 'https';

/**
 * The parts of an http or https URI (RFC 9110 §4.2.1: `"http" "://" authority path-abempty
 * [ "?" query ]`, and the fragment of a URI reference, §4.2.5). Frozen; every key is there,
 * absent is `undefined` (never `''`: `http://a/?` has an empty query, `http://a/` none).
 *
 * The text parts are the URI text as written (percent-encoding kept): in http, `/` and `%2F`,
 * `?` and `%3F`, `&` and `%26` mean different things (RFC 3986 §2.2, RFC 9110 §4.2.3), so a
 * decoded path or query could not be written back. {@link pathSegments} decodes the path.
 * `format` takes the same shape.
 *
 * @example
 * ```ts
 * parseHttp('http://[::1]:8080/a%20b?q#f'); // { scheme: 'http', userinfo: undefined, host: '[::1]', port: 8080, path: '/a%20b', query: 'q', fragment: 'f' }
 * ```
 */
export interface HttpParts<S extends HttpScheme = HttpScheme> {
  /** `'http'` or `'https'`, lower case whatever the input's case (RFC 3986 §3.1). */
  readonly scheme: S;
  /** The userinfo as written, without "@"; deprecated in http(s) (RFC 9110 §4.2.4), `check` reports it. */
  readonly userinfo?: string | undefined;
  /** The host as it stands in the authority, never empty (RFC 9110 §4.2.1); an IP-literal keeps its brackets (`[::1]`). */
  readonly host: string;
  /** The port, 0–65535; `undefined` when absent or empty (then 80 or 443 applies). `:0080` gives `80`. */
  readonly port?: number | undefined;
  /** The path as written: `''` (the same as `/` in a request) or text starting with "/". */
  readonly path: string;
  /** The query as written, without "?". */
  readonly query?: string | undefined;
  /** The fragment as written, without "#"; never sent in a request (RFC 9110 §4.2.5). */
  readonly fragment?: string | undefined;
}

// RFC 9110 §4.2.1: port 80 for http; §4.2.2: port 443 for https.
const PORTS = { http: 80, https: 443 } as const;
const freeze = Object.freeze;

// The findings of http's own rules. Those every scheme shares (a password, a user name that
// reads as a host, numeric and internal hosts, escapes in the host, the port of another
// protocol: `URI_…`, RFC 3986 §7) are the core's, reported first by `check`.
const finding = defineFindings('HTTP', {
  USERINFO: ['RFC 9110 §4.2.4', 'warning'],
});

/**
 * The codes of http's own findings (RFC 9110 §4.2.4), a union: `switch (f.code)` narrows.
 * `check` reports the core's shared findings (`UriFindingCode`, RFC 3986 §7) first.
 *
 * @example
 * ```ts
 * const codes: (HttpFindingCode | UriFindingCode)[] = check(http, 'http://u:p@a/').map((f) => f.code);
 * codes; // ['URI_PASSWORD', 'HTTP_USERINFO']
 * ```
 */
export type HttpFindingCode = keyof typeof finding.codes;

function make<S extends HttpScheme>(
  name: S,
): SchemePlugin<Lowercase<S>, HttpParts<S>, never, HttpFindingCode> {
  const defaultPort = PORTS[name];
  // RFC 9110 §4.2.1, §4.2.2: "//" authority with a non-empty host; a port fits in 16 bits
  // (RFC 9293 §3.1); the userinfo is kept as written (§4.2.4 deprecates it, `check` reports it).
  const server = { rule: `RFC 9110 §4.2.${name === 'http' ? 1 : 2}`, userinfo: 'raw' } as const;
  const plugin: SchemePlugin<Lowercase<S>, HttpParts<S>, never, HttpFindingCode> = defineScheme({
    name,
    defaultPort,
    // RFC 9110 §4.2.3 beyond the core's route (RFC 3986 §6.2.2, the default and empty port,
    // RFC 5952 text): an empty path is "/" (RFC 3986 §6.2.3; not an OPTIONS target). The parts
    // are the generic components as written, so the syntax-based form is the normal form
    // (`format: false`): comparisons need not build normal forms.
    rules: { rootPath: true, format: false },
    findings: finding,
    parse(uri: Uri): HttpParts<S> {
      const { host, port } = readServer(uri, server);
      // A fresh object: the core freezes it on its way to the user.
      return {
        scheme: name,
        userinfo: uri.userinfo,
        host,
        port,
        path: uri.path,
        query: uri.query,
        fragment: uri.fragment,
      };
    },
    format(p: HttpParts<S>): Uri {
      const uri = serialize({
        scheme: p.scheme,
        userinfo: p.userinfo,
        host: p.host,
        port: p.port,
        path: p.path,
        query: p.query,
        fragment: p.fragment,
      });
      // The core reads the result back with `parse`, which trusts the scheme: the plugin's
      // parse checks it here (WRONG_SCHEME). The core's serialize brackets a bare IPv6 address
      // ("::1"): not the spelling of parts, which parse would give back as "[::1]".
      if (plugin.parse(uri).host !== p.host) {
        throw new UriError('INVALID_HOST', 'RFC 3986 §3.2.2: IP-literal', p.host, 0, 'host');
      }
      return uri;
    },
    // RFC 9110 §4.2.4: "treat its presence as an error; it is likely being used to obscure the
    // authority for the sake of phishing attacks". The rest of RFC 3986 §7 is the core's.
    check: (p: HttpParts<S>, uri: Uri): readonly SecurityFinding<HttpFindingCode>[] =>
      freeze(
        p.userinfo === undefined ? [] : [finding('USERINFO', uri.offsetOf('userinfo'), 'userinfo')],
      ),
  });
  return plugin;
}

/**
 * The `http` scheme plugin (RFC 9110 §4.2.1, RFC 1738 §3.3): default port 80, hierarchical.
 * Its methods run the whole route (RFC 3986 parsing, then the http rules): `parse` gives
 * {@link HttpParts}, `format` builds the URI from them, `normalize` and `equivalent` follow
 * RFC 9110 §4.2.3, `check` reports security findings.
 *
 * @example
 * ```ts
 * http.parse('http://example.com/a?b').path; // '/a'
 * http.normalize('HTTP://Example.COM:80?q').toString(); // 'http://example.com/?q'
 * http.equivalent('http://a', 'http://A:80/'); // true
 * check(http, 'http://a:25/')[0]?.code; // 'URI_OTHER_PROTOCOL_PORT'
 * ```
 */
export const http: SchemePlugin<'http', HttpParts<'http'>, never, HttpFindingCode> = make('http');

/**
 * The `https` scheme plugin (RFC 9110 §4.2.2): the rules of {@link http}, default port 443.
 *
 * @example
 * ```ts
 * https.format({ scheme: 'https', host: 'example.com', path: '/' }).toString(); // 'https://example.com/'
 * https.normalize('https://example.com:443').toString(); // 'https://example.com/'
 * ```
 */
export const https: SchemePlugin<'https', HttpParts<'https'>, never, HttpFindingCode> = make(
  'https',
);

// The plugin for an input: https when the fifth character of its scheme is "s", else http
// (whose parse refuses any scheme but its own with the core's WRONG_SCHEME).
const pick = (input: unknown) => {
  const s = input instanceof Uri ? input.scheme : input;
  return typeof s === 'string' && (s.charCodeAt(4) | 0x20) === 0x73 ? https : http;
};

/**
 * The parts of an http or https URI (any case), through the plugin of its scheme: the same as
 * `http.parse` or `https.parse`. Throws `UriError`: RFC 3986 syntax, `WRONG_SCHEME` for
 * another scheme, `MISSING_AUTHORITY`, `EMPTY_HOST`, `PORT_OUT_OF_RANGE`. An RFC 6874 zone
 * identifier in text only with `allowZoneId`.
 *
 * @example
 * ```ts
 * parseHttp('https://example.com:8443/a').port; // 8443
 * parseHttp('http:///a'); // throws UriError 'EMPTY_HOST' at index 7
 * parseHttp('http://[fe80::1%25en0]/', { allowZoneId: true }).host; // '[fe80::1%25en0]'
 * ```
 */
export function parseHttp(input: string | Uri, options?: SchemeParseOptions): HttpParts {
  return pick(input).parse(input, options);
}

// Text, a Uri, or a value that is not parts goes to parseHttp (which refuses anything but a
// string or a Uri with INVALID_ARGUMENT). Parts are checked as `format` checks them and read
// back: a CR or LF in a field is a UriError, never a line of a request (RFC 9112 §11.1).
const partsOf = (input: string | Uri | HttpParts, options?: SchemeParseOptions): HttpParts => {
  if (input instanceof Uri || typeof readField(input, 'host', 'http') !== 'string') {
    return parseHttp(input as string, options);
  }
  const plugin = pick(readField(input, 'scheme', 'http'));
  // `never`: the plugin is http or https, picked by the scheme the parts name; format checks it.
  return plugin.parse(plugin.format(input as never), options);
};

/**
 * The ASCII serialization of the URI's origin (RFC 6454 §4, §6.2): scheme, host in its normal
 * form (`normalizeHost`: lower case, RFC 5952 IPv6 text) and the port unless it is the
 * default. Userinfo, path, query and fragment play no part. Parts are checked as `format`
 * checks them.
 *
 * @example
 * ```ts
 * origin('HTTPS://user@Example.COM:443/a?b#c'); // 'https://example.com'
 * origin('http://[2001:DB8:0:0:0:0:0:1]:8080/'); // 'http://[2001:db8::1]:8080'
 * ```
 */
export function origin(input: string | Uri | HttpParts, options?: SchemeParseOptions): string {
  const { scheme, host, port } = partsOf(input, options);
  return `${scheme}://${normalizeHost(host)}${port === undefined || port === PORTS[scheme] ? '' : `:${port}`}`;
}

/**
 * The request target in origin-form (RFC 9112 §3.2.1: `absolute-path [ "?" query ]`), as
 * written; an empty path is sent as "/". The fragment is never sent (RFC 9110 §4.2.5).
 *
 * @example
 * ```ts
 * requestTarget('http://example.com?q=1#top'); // '/?q=1'
 * requestTarget('http://example.com/a%20b/c'); // '/a%20b/c'
 * ```
 */
export function requestTarget(
  input: string | Uri | HttpParts,
  options?: SchemeParseOptions,
): string {
  const { path, query } = partsOf(input, options);
  return (path || '/') + (query === undefined ? '' : `?${query}`);
}

/**
 * The path's segments, percent-decoded as UTF-8 (the core's `pathSegments`, RFC 3986 §3.3,
 * §2.5): an encoded "/" (`%2F`) stays inside its segment; `[]` for an empty path, `['']` for
 * "/". Throws `UriError` `INVALID_UTF8` at the offending escape.
 *
 * @example
 * ```ts
 * pathSegments('http://h/a%2Fb/caf%C3%A9/'); // ['a/b', 'café', '']
 * pathSegments('http://h/%FF'); // throws UriError 'INVALID_UTF8' at index 9
 * ```
 */
export function pathSegments(
  input: string | Uri | HttpParts,
  options?: SchemeParseOptions,
): readonly string[] {
  // Text and a Uri are checked by the http rules first (errors at their offsets in the input);
  // parts have no text of their own: their path is read as the URI `//` + path.
  const { path } = partsOf(input, options);
  return freeze(
    segmentsOf(
      input instanceof Uri
        ? input
        : typeof input === 'string'
          ? parse(input, options)
          : serialize({ host: '', path }),
    ),
  );
}
