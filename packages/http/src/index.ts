/**
 * @urikit/http: the `http` and `https` URI schemes, RFC 1738 §3.3 read with RFC 9110 §4.2.
 * @packageDocumentation
 */
import {
  defineScheme,
  type HostKind,
  normalizePercentEncoding,
  parse,
  percentDecode,
  type SchemePlugin,
  type SecurityFinding,
  type Severity,
  serialize,
  Uri,
  type UriComponentName,
  UriError,
} from '@urikit/core';

/**
 * The two schemes of this package (RFC 9110 §4.2.1, §4.2.2), lower case.
 *
 * @example
 * ```ts
 * const scheme: HttpScheme = parseHttp('HTTPS://example.com/').scheme // 'https'
 * ```
 */
export type HttpScheme = 'http' | 'https';

/**
 * The parts of an http or https URI (RFC 9110 §4.2.1: `"http" "://" authority path-abempty
 * [ "?" query ]`, plus the fragment of a URI reference, §4.2.5).
 *
 * Every text part is the URI text as written (percent-encoding kept): in http the difference
 * between `/` and `%2F`, `?` and `%3F`, `&` and `%26` carries meaning (RFC 3986 §2.2, RFC 9110
 * §4.2.3), so a decoded path or query could not be put back. Use {@link pathSegments} for the
 * decoded path. Absent is `undefined`, never `''` (`http://a/?` has an empty query, `http://a/`
 * none). `format` takes the same shape.
 *
 * @example
 * ```ts
 * parseHttp('http://[::1]:8080/a%20b?q#f')
 * // { scheme: 'http', userinfo: undefined, host: '::1', hostKind: 'ipv6', port: 8080,
 * //   path: '/a%20b', query: 'q', fragment: 'f' }
 * ```
 */
export interface HttpParts<S extends HttpScheme = HttpScheme> {
  /** `'http'` or `'https'`, lower case whatever the input's case (RFC 3986 §3.1). */
  readonly scheme: S;
  /** The userinfo as written, without "@". Deprecated in http(s) (RFC 9110 §4.2.4): `check` reports it. */
  readonly userinfo?: string | undefined;
  /** The host as written, never empty (RFC 9110 §4.2.1); an IP-literal without its brackets (`::1`). */
  readonly host: string;
  /** What the host is (RFC 3986 §3.2.2): `'ipv4'` only for dotted-decimal, else `'reg-name'` or an IP-literal kind. */
  readonly hostKind: HostKind;
  /** The port, 0–65535; `undefined` when absent or empty (then 80 or 443 applies). As written: `:80` gives `80`. */
  readonly port?: number | undefined;
  /** The path as written: `''` (no path, same as `/` for a request) or text starting with "/". */
  readonly path: string;
  /** The query as written, without "?". */
  readonly query?: string | undefined;
  /** The fragment as written, without "#"; never sent in a request (RFC 9110 §4.2.5). */
  readonly fragment?: string | undefined;
}

// RFC 9110 §4.2.1: port 80 for http; §4.2.2: port 443 for https.
const PORTS = { http: 80, https: 443 } as const;
const freeze = Object.freeze;

// A message names the rule: "RFC 9110 §4.2.1: empty host" for HTTP_EMPTY_HOST at "9110 4.2.1".
const message = (code: string, section: string): string =>
  `RFC ${section.replace(' ', ' §')}: ${code.replaceAll('_', ' ').toLowerCase()}`;

function fail(
  code: string,
  section: string,
  uri: Uri,
  at: number,
  component: UriComponentName,
): never {
  throw new UriError(`HTTP_${code}`, message(code, section), uri.toString(), at, component);
}

function read(uri: Uri, only?: HttpScheme): HttpParts {
  const { userinfo, host, hostKind, hostText: written, portNumber: port } = uri;
  // RFC 3986 §3.1: the scheme is case-insensitive.
  const scheme = uri.scheme?.toLowerCase() as HttpScheme;
  if (!(only ? scheme === only : /^https?$/.test(scheme))) {
    fail('WRONG_SCHEME', '9110 4.2', uri, 0, 'scheme');
  }
  // RFC 9110 §4.2.1, §4.2.2: "//" authority is required ("http:/a" and "http:a" are not http URIs).
  if (!hostKind) fail('MISSING_AUTHORITY', '9110 4.2.1', uri, scheme.length + 1, 'host');
  const hostAt = scheme.length + 4 + (userinfo?.length ?? -1);
  // RFC 9110 §4.2.1: "A recipient that processes such a URI reference MUST reject it as invalid."
  if (!host) fail('EMPTY_HOST', '9110 4.2.1', uri, hostAt, 'host');
  // RFC 3986 §3.2.3: an empty port is no port. A TCP port has 16 bits (RFC 9293 §3.1).
  if ((port as number) > 65535) {
    fail('INVALID_PORT', '9293 3.1', uri, hostAt + (written as string).length + 1, 'port');
  }
  // The rest of the components as written (toComponents gives userinfo, path, query, fragment).
  return freeze({ ...uri.toComponents(), scheme, host, hostKind, port }) as HttpParts;
}

// The host as it stands in an authority: IP-literals in brackets (RFC 3986 §3.2.2).
const hostText = ({ host, hostKind }: HttpParts): string =>
  hostKind === 'ipv6' || hostKind === 'ipvfuture' ? `[${host}]` : host;

// RFC 3986 §6.2.2.1, §6.2.2.2: hex digits of a pct-encoded octet in upper case, unreserved
// characters decoded (RFC 9110 §4.2.3: "characters other than those in the reserved set are
// equivalent to their percent-encoded octets").
const pct = <T extends string | undefined>(s: T): T => (s && normalizePercentEncoding(s)) as T;

// The normal form of scheme, host and port (RFC 9110 §4.2.3): the scheme and host in lower case
// (decode first, so "%41" becomes "a", then upper-case the hex digits again: §6.2.2.1), the
// default port omitted; a port is a decimal number, so ":08080" is written ":8080".
const origins = (p: HttpParts) => ({
  scheme: p.scheme,
  host: p.hostKind === 'ipv6' ? ipv6Case(p.host) : pct(pct(hostText(p)).toLowerCase()),
  port: p.port === PORTS[p.scheme] ? undefined : p.port,
});

// An IPv6 address is case-insensitive; an RFC 6874 zone identifier names an interface, and
// interface names are case-sensitive on most systems: only the address is lower-cased.
const ipv6Case = (host: string): string => {
  const zone = host.indexOf('%') >>> 0; // no zone: past the end
  return `[${host.slice(0, zone).toLowerCase()}${pct(host.slice(zone))}]`;
};

// RFC 3986 §7.4: the WHATWG URL host parser (URL Standard §3.5, "ends in a number") reads a host
// whose last label is decimal digits or "0x" hex as an IPv4 address in numbers: "0x7f.1",
// "2130706433", "017700000001", "127.1" become 127.0.0.1 (inet_aton(3) reads them so too), and
// "foo.09" is refused. One trailing "." does not count. Anchored at the end: linear time.
const endsInNumber = (host: string): boolean => /(^|\.)(0x[\da-f]*|\d+)\.?$/i.test(host);

function make<S extends HttpScheme>(name: S): SchemePlugin<Lowercase<S>, HttpParts<S>> {
  const own = (uri: Uri) => read(uri, name) as HttpParts<S>;
  return defineScheme({
    name,
    defaultPort: PORTS[name],
    parse: own,
    format(p: HttpParts<S>): Uri {
      const uri = serialize({ ...p, host: hostText(p) });
      own(uri); // the scheme's own rules: the scheme, a non-empty host, a 16-bit port
      return uri;
    },
    // RFC 3986 §6.2.3 with RFC 9110 §4.2.3.
    normalize(uri: Uri): Uri {
      // RFC 3986 §6.2.2.1, §6.2.2.2 in every component at once: hex digits of a pct-encoded
      // octet in upper case, unreserved characters decoded (RFC 9110 §4.2.3: "characters other
      // than those in the reserved set are equivalent to their percent-encoded octets"). An
      // unreserved character is no delimiter, so the components stay where they are. The URI
      // is checked first and valid: keep an RFC 6874 zone identifier it was parsed with.
      own(uri);
      const u = parse(normalizePercentEncoding(uri.toString()), { allowZoneId: true });
      // "an empty path component is equivalent to an absolute path of "/"" (except for OPTIONS).
      const out = u.with({ ...origins(own(u)), path: u.path || '/' });
      return out.equals(uri) ? uri : out;
    },
    check(uri: Uri): readonly SecurityFinding[] {
      const { userinfo = '', host, port, scheme, hostKind } = own(uri);
      const findings: SecurityFinding[] = [];
      const add = (code: string, section: string, severity: Severity = 'warning') =>
        findings.push(freeze({ code: `HTTP_${code}`, message: message(code, section), severity }));
      if (uri.userinfo !== undefined) add('USERINFO', '9110 4.2.4');
      // RFC 3986 §3.2.1: "user:password" is deprecated; §7.5: the password is exposed.
      if (userinfo.includes(':')) add('PASSWORD', '3986 7.5', 'error');
      // RFC 3986 §7.6: in "cnn.example.com&story=breaking_news@10.0.0.1" the user reads as a
      // host: a "." in the user name, written or percent-encoded.
      if (/\.|%2e/i.test(userinfo.split(':')[0] as string)) {
        add('USERINFO_DECEPTION', '3986 7.6', 'error');
      }
      // RFC 3986 §7.2: the port of another protocol (RFC 6335 §6: system ports are 0-1023).
      if ((port as number) < 1024 && port !== PORTS[scheme]) add('WELL_KNOWN_PORT', '3986 7.2');
      if (hostKind === 'reg-name') {
        // RFC 3986 §3.2.2: pct-encoding in a host is only for the UTF-8 octets of non-ASCII text.
        if (/%[0-7]/.test(host)) add('PERCENT_ENCODED_HOST', '3986 3.2.2');
        // Escapes of digits, letters and "." decoded first ("%30x7f.1" is "0x7f.1").
        if (endsInNumber(pct(host))) add('AMBIGUOUS_IPV4', '3986 7.4', 'error');
      }
      return freeze(findings);
    },
  });
}

/**
 * The `http` scheme plugin (RFC 9110 §4.2.1, RFC 1738 §3.3): default port 80, relative
 * resolution applies. `parse` gives {@link HttpParts}; `format` builds the URI from them;
 * `normalize` is the scheme-based step (RFC 3986 §6.2.3, RFC 9110 §4.2.3); `check` reports
 * security findings.
 *
 * @example
 * ```ts
 * const registry = createRegistry([http, https])
 * registry.parse('http://example.com/a?b').parts.path // '/a'
 * http.normalize?.(parse('HTTP://Example.COM:80?q')).toString() // 'http://example.com/?q'
 * ```
 */
export const http: SchemePlugin<'http', HttpParts<'http'>> = make('http');

/**
 * The `https` scheme plugin (RFC 9110 §4.2.2): the same rules as {@link http}, default port 443.
 *
 * @example
 * ```ts
 * https.format({ scheme: 'https', host: 'example.com', hostKind: 'reg-name', path: '/' }).toString()
 * // 'https://example.com/'
 * https.normalize?.(parse('https://example.com:443')).toString() // 'https://example.com/'
 * ```
 */
export const https: SchemePlugin<'https', HttpParts<'https'>> = make('https');

/**
 * Parses `input` as a URI (RFC 3986 §3) whose scheme is `http` or `https` (any case) and
 * returns its frozen parts. Throws `UriError`: the core's codes, or `HTTP_WRONG_SCHEME`,
 * `HTTP_MISSING_AUTHORITY`, `HTTP_EMPTY_HOST`, `HTTP_INVALID_PORT`.
 *
 * @example
 * ```ts
 * parseHttp('https://example.com:8443/a').port // 8443
 * parseHttp('http:///a') // throws UriError 'HTTP_EMPTY_HOST' at index 7
 * ```
 */
export function parseHttp(input: string | Uri): HttpParts {
  return read(typeof input === 'string' ? parse(input, { kind: 'uri' }) : input);
}

const partsOf = (input: string | Uri | HttpParts): HttpParts =>
  typeof input === 'string' || input instanceof Uri ? parseHttp(input) : input;

/**
 * The ASCII serialization of the URI's origin (RFC 6454 §4, §6.2): scheme, lower-case host and
 * the port only when it is not the default. Userinfo, path, query and fragment play no part.
 *
 * @example
 * ```ts
 * origin('HTTPS://user@Example.COM:443/a?b#c') // 'https://example.com'
 * origin('http://[::1]:8080/') // 'http://[::1]:8080'
 * ```
 */
export function origin(input: string | Uri | HttpParts): string {
  return serialize(origins(partsOf(input)), { allowZoneId: true }).toString();
}

/**
 * The request target in origin-form (RFC 9112 §3.2.1: `absolute-path [ "?" query ]`), as
 * written; an empty path is sent as "/". The fragment is never sent (RFC 9110 §4.2.5).
 *
 * @example
 * ```ts
 * requestTarget('http://example.com?q=1#top') // '/?q=1'
 * requestTarget('http://example.com/a%20b/c') // '/a%20b/c'
 * ```
 */
export function requestTarget(input: string | Uri | HttpParts): string {
  const { path, query } = partsOf(input);
  return (path || '/') + (query === undefined ? '' : `?${query}`);
}

/**
 * The path's segments, percent-decoded as UTF-8 (RFC 3986 §3.3, §2.5): an encoded "/" (`%2F`)
 * stays inside its segment. `[]` for an empty path, `['']` for "/". Throws `UriError`
 * `INVALID_UTF8` when the decoded octets are not UTF-8 (the path text is still in the parts).
 *
 * @example
 * ```ts
 * pathSegments('http://h/a%2Fb/caf%C3%A9/') // ['a/b', 'café', '']
 * ```
 */
export function pathSegments(input: string | Uri | HttpParts): readonly string[] {
  const { path } = partsOf(input);
  return freeze(
    path
      .split('/')
      .slice(1)
      .map((s) => percentDecode(s)),
  );
}
