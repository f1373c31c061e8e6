/**
 * @urikit/nntp: the nntp URI scheme of RFC 5538 §2.1 and §3 (first in RFC 1738 §3.7), with
 * RFC 3977 §6 article numbers.
 * @packageDocumentation
 */
import {
  decodeIn,
  defineErrors,
  defineScheme,
  type EquivalentOptions,
  formatLogin,
  indexOfCommandInjection,
  indexOfInvalidGroupChar,
  invalidArgument,
  percentEncode,
  readServer,
  type Server,
  schemeUri,
  serialize,
  Uri,
  UriError,
} from '@urikit/core/plugin';

/**
 * The parts of an nntp URI (RFC 5538 §3): `nntp://<server>/<group>[/<article-number>]`.
 *
 * @example
 * ```ts
 * const p: NntpParts = nntp.parse('nntp://news.server.example/example.group.this/12345');
 * p.article; // 12345
 * ```
 */
export interface NntpParts extends Partial<Server> {
  /** The server as written in the authority (`[::1]` keeps its brackets); never empty. */
  readonly host: string;
  /** The newsgroup, decoded (`%2F` is a "/" inside the name). */
  readonly group: string;
  /** The article number, 1 to 2^53−1 (RFC 3977 §6); `undefined` for the group itself. */
  readonly article?: number | undefined;
  /** The fragment as written, without `#`. */
  readonly fragment?: string | undefined;
}

const freeze = Object.freeze;

const fail = /* @__PURE__ */ defineErrors('NNTP', {
  COMMAND_INJECTION: 'RFC 3977 §3.1',
  MISSING_GROUP: 'RFC 5538 §3',
  INVALID_GROUP: 'RFC 3977 §4.1',
  DOT_SEGMENT: 'RFC 5538 §2.3',
  INVALID_ARTICLE_NUMBER: 'RFC 3977 §9.8',
  ARTICLE_NUMBER_RANGE: 'RFC 3977 §6',
  QUERY_NOT_ALLOWED: 'RFC 5538 §3',
});

// RFC 5538 §2.1: a non-empty server is required.
const SERVER = { rule: 'RFC 5538 §2.1' } as const;

// The index in the URI of the path's character `i` (for an error: not computed otherwise).
const pathAt = (uri: Uri, i: number): number => uri.offsetOf('path') + i;

function read(uri: Uri): NntpParts {
  // RFC 3977 §3.1: a CR, LF or NUL would end or cut a command line (the rule news keeps too).
  const bad = indexOfCommandInjection(uri);
  if (bad >= 0) fail('COMMAND_INJECTION', uri, bad);
  const { user, password, host, port } = readServer(uri, SERVER);
  if (uri.query !== undefined) fail('QUERY_NOT_ALLOWED', uri, uri.offsetOf('query') - 1, 'query');
  const path = uri.path;
  let end = path.indexOf('/', 1);
  if (end < 0) end = path.length;
  if (end < 2) fail('MISSING_GROUP', uri, pathAt(uri, path ? 1 : 0), 'path');
  // RFC 5538 §3: a news group (RFC 3977 §4.1 wildmat-exact, no "@"), without "*" and "?".
  const k = indexOfInvalidGroupChar(path, false, 1, end);
  if (k >= 0) fail('INVALID_GROUP', uri, pathAt(uri, k), 'path');
  const pct = path.indexOf('%', 1);
  const group = pct < 0 || pct >= end ? path.slice(1, end) : decodeIn(uri, 'path', 1, end);
  if (group === '.' || group === '..') fail('DOT_SEGMENT', uri, pathAt(uri, 1), 'path');
  let article: number | undefined;
  if (end < path.length) {
    // RFC 3977 §9.8: article-number = 1*16DIGIT (escaped digits are digits, RFC 3986 §2.3),
    // read as it is checked.
    const from = end + 1;
    let n = 0;
    article = 0;
    for (let i = from; i < path.length; i++, n++) {
      const at = i;
      let c = path.charCodeAt(i);
      if (c === 0x25 && path.charCodeAt(i + 1) === 0x33) {
        c = path.charCodeAt(i + 2);
        i += 2;
      }
      if (c < 0x30 || c > 0x39 || n === 16)
        fail('INVALID_ARTICLE_NUMBER', uri, pathAt(uri, at), 'path');
      article = article * 10 + (c - 0x30);
    }
    if (n === 0) fail('INVALID_ARTICLE_NUMBER', uri, pathAt(uri, from), 'path');
    // RFC 3977 §6: 1 and up; beyond 2^53−1 a number is not held exactly (the sum above is
    // exact below 2^53 and at least 2^53 beyond it).
    if (article < 1 || article > Number.MAX_SAFE_INTEGER) {
      fail('ARTICLE_NUMBER_RANGE', uri, pathAt(uri, from), 'path');
    }
  }
  // A fresh object: the core freezes it on its way to the user.
  return { user, password, host, port, group, article, fragment: uri.fragment };
}

// The path text of parts, with only the escapes it needs.
const pathOf = (p: NntpParts): string =>
  `/${percentEncode(p.group, 'segment', '@')}${p.article === undefined ? '' : `/${p.article}`}`;

function format(p: NntpParts): Uri {
  // A host written with an RFC 6874 zone identifier was allowed where the parts were read.
  return serialize(
    {
      scheme: 'nntp',
      userinfo: formatLogin(p.user, p.password),
      host: p.host,
      port: p.port,
      path: pathOf(p),
      fragment: p.fragment,
    },
    { allowZoneId: true },
  );
}

/**
 * The nntp scheme plugin (RFC 5538 §3): not hierarchical, default port 119, a server required.
 *
 * @example
 * ```ts
 * nntp.parse('nntp://news.gmane.org/gmane.ietf.tools/742').group; // 'gmane.ietf.tools'
 * nntp.normalize('NNTP://News.Example:119/a%2Eb/0042').toString(); // 'nntp://news.example/a.b/42'
 * ```
 */
export const nntp = /* @__PURE__ */ defineScheme({
  name: 'nntp',
  defaultPort: 119,
  hierarchical: false,
  errors: fail,
  parse: read,
  format,
  // No finding of nntp's own: a password (RFC 5538 §7, sent in the clear) and the port of
  // another protocol (RFC 1738 §6) are among the findings every scheme shares, the core's.
});

/**
 * The NNTP commands (RFC 3977) a client sends for an nntp URI, without their CRLF, once
 * connected to its server: `GROUP g` (§6.1.1), then `ARTICLE n` (§6.2.1) when the URI has an
 * article number. Parts are checked as `format` checks them: a CR, LF or NUL is refused
 * (`NNTP_COMMAND_INJECTION`), never sent.
 *
 * @example
 * ```ts
 * commands('nntp://news.gmane.org/gmane.ietf.tools/742'); // ['GROUP gmane.ietf.tools', 'ARTICLE 742']
 * commands({ host: 'h', group: 'a\nQUIT' }); // throws NNTP_COMMAND_INJECTION
 * ```
 */
export function commands(input: string | Uri | NntpParts): readonly string[] {
  const p = nntp.parse(schemeUri(nntp, input));
  const out = [`GROUP ${p.group}`];
  if (p.article !== undefined) out.push(`ARTICLE ${p.article}`);
  return freeze(out);
}

const isNews = (s: string): boolean => s.slice(0, 5).toLowerCase() === 'news:';

// The text of a URI given as text or a `Uri`; anything else is INVALID_ARGUMENT (its own
// toString is never called: a Symbol has none, a Proxy's may throw).
function uriText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Uri) return value.toString();
  throw invalidArgument('sameResource: a URI is a string or a Uri', value);
}

/**
 * Whether two URIs name the same resource by RFC 5538 §3: `nntp://h/g` and `news://h/g`, one
 * group on one server, are the same group (RFC 3986 §6 `equivalent` keeps them apart, the
 * schemes differ); two nntp URIs are the same resource when `nntp.equivalent` says so. A news
 * URI takes part when it names one group on a named server (read by nntp's rules, as the nntp
 * URI it would be); a Message-ID, a wildmat or no server names nothing an nntp URI names, so
 * the answer is `false`. Two news URIs: `INVALID_ARGUMENT` (compare them with `news.equivalent`).
 *
 * @example
 * ```ts
 * sameResource('nntp://news.server.example/example.group.this', 'news://news.server.example/example.group.this'); // true
 * sameResource('nntp://h/g', 'news:g'); // false
 * ```
 */
export function sameResource(
  a: string | Uri,
  b: string | Uri,
  options?: EquivalentOptions,
): boolean {
  let x = uriText(a);
  let y = uriText(b);
  if (isNews(y)) [x, y] = [y, x];
  if (isNews(x)) {
    if (isNews(y)) {
      throw new UriError(
        'INVALID_ARGUMENT',
        'RFC 5538 §3: sameResource needs an nntp URI',
        y,
        0,
        'scheme',
      );
    }
    // Read with the caller's options: an RFC 6874 zone identifier allowed stays allowed.
    nntp.parse(y, options);
    x = `nntp:${x.slice(5)}`;
    const twin = nntp.tryParse(x, options);
    if (!twin.ok || twin.value.article !== undefined) return false;
  }
  return nntp.equivalent(x, y, options);
}
