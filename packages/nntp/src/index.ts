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
  findOctet,
  formatLogin,
  indexOfEscaped,
  percentEncode,
  readServer,
  serialize,
  type Uri,
  UriError,
} from '@urikit/core';

/**
 * The parts of an nntp URI (RFC 5538 §3): `nntp://<server>/<group>[/<article-number>]`.
 *
 * @example
 * ```ts
 * const p: NntpParts = nntp.parse('nntp://news.server.example/example.group.this/12345');
 * p.article; // 12345
 * ```
 */
export interface NntpParts {
  /** The server as written in the authority (`[::1]` keeps its brackets); never empty. */
  readonly host: string;
  /** The port, `undefined` when absent or empty (then 119 applies). */
  readonly port?: number | undefined;
  /** The user, decoded; `undefined` when there is no userinfo. */
  readonly user?: string | undefined;
  /** The password, decoded (`user:password` is deprecated, RFC 5538 §7). */
  readonly password?: string | undefined;
  /** The newsgroup, decoded (`%2F` is a "/" inside the name). */
  readonly group: string;
  /** The article number, 1 to 2^53−1 (RFC 3977 §6); `undefined` for the group itself. */
  readonly article?: number | undefined;
  /** The fragment as written, without `#`. */
  readonly fragment?: string | undefined;
}

const freeze = Object.freeze;

const fail = defineErrors('NNTP', {
  COMMAND_INJECTION: 'RFC 3977 §3.1',
  MISSING_GROUP: 'RFC 5538 §3',
  INVALID_GROUP: 'RFC 3977 §4.1',
  DOT_SEGMENT: 'RFC 5538 §2.3',
  INVALID_ARTICLE_NUMBER: 'RFC 3977 §9.8',
  ARTICLE_NUMBER_RANGE: 'RFC 3977 §6',
  QUERY_NOT_ALLOWED: 'RFC 5538 §3',
});

// `raw` (a part of a URI path) read octet by octet, an escape as the octet it stands for: the
// offset of the first one `ok` refuses, or -1 (the core's findOctet).
const scan = (raw: string, ok: (c: number, n: number) => unknown): number =>
  findOctet(raw, (c, n) => !ok(c, n));

// The offset of the first %0D, %0A or %00 before the fragment, or -1. Decoded, each would end
// or cut an NNTP command line (RFC 3977 §3.1, §3.1.1).
const injection = (uri: Uri): number =>
  indexOfEscaped(
    `${uri}`.slice(0, uri.fragment === undefined ? undefined : uri.offsetOf('fragment')),
    [0, 10, 13],
  );

// CORE-CANDIDATE (news has the same, with "*" and "?" as wildcards): a character a group may
// hold. RFC 3977 §4.1 wildmat-exact leaves out controls, space, "!", "*", ",", "?", "[", "\",
// "]"; "@" is no part of an RFC 5536 §3.1.4 newsgroup-name.
const groupChar = (c: number): boolean =>
  c > 0x21 && c !== 0x7f && !'*,?@[\\]'.includes(String.fromCharCode(c));

function read(uri: Uri): NntpParts {
  const bad = injection(uri);
  if (bad >= 0) fail('COMMAND_INJECTION', uri, bad);
  // RFC 5538 §2.1: a non-empty server is required.
  const server = readServer(uri, { rule: 'RFC 5538 §2.1' });
  if (uri.query !== undefined) fail('QUERY_NOT_ALLOWED', uri, uri.offsetOf('query') - 1, 'query');
  const { path } = uri;
  const base = uri.offsetOf('path');
  let end = path.indexOf('/', 1);
  if (end < 0) end = path.length;
  if (end < 2) fail('MISSING_GROUP', uri, base + (path ? 1 : 0), 'path');
  const k = scan(path.slice(1, end), groupChar);
  if (k >= 0) fail('INVALID_GROUP', uri, base + 1 + k, 'path');
  const group = decodeIn(uri, 'path', 1, end);
  if (group === '.' || group === '..') fail('DOT_SEGMENT', uri, base + 1, 'path');
  let article: number | undefined;
  if (end < path.length) {
    // RFC 3977 §9.8: article-number = 1*16DIGIT (escaped digits are digits, RFC 3986 §2.3).
    const raw = path.slice(end + 1);
    const at = base + end + 1;
    const d = scan(raw, (c, n) => c > 0x2f && c < 0x3a && n < 16);
    if (d >= 0 || !raw) fail('INVALID_ARTICLE_NUMBER', uri, at + Math.max(d, 0), 'path');
    // RFC 3977 §6: 1 and up; beyond 2^53−1 a number is not held exactly.
    article = Number(decodeIn(uri, 'path', end + 1));
    if (article < 1 || article > Number.MAX_SAFE_INTEGER) {
      fail('ARTICLE_NUMBER_RANGE', uri, at, 'path');
    }
  }
  return freeze({ ...server, group, article, fragment: uri.fragment });
}

function format(p: NntpParts): Uri {
  return serialize({
    scheme: 'nntp',
    userinfo: formatLogin(p.user, p.password),
    host: p.host,
    port: p.port,
    path: `/${percentEncode(p.group, 'segment', '@')}${p.article === undefined ? '' : `/${p.article}`}`,
    fragment: p.fragment,
  });
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
export const nntp = defineScheme({
  name: 'nntp',
  defaultPort: 119,
  hierarchical: false,
  errors: fail,
  parse: read,
  format,
  // RFC 5538 §3, RFC 3977 §6: the parts, decoded, written again with only the escapes they
  // need; leading zeros of the article number go.
  normalize(uri: Uri, parts: NntpParts): Uri {
    const out = format(parts);
    return out.equals(uri) ? uri : out;
  },
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
  const p = nntp.parse(
    'group' in Object(input) ? nntp.format(input as NntpParts) : (input as string),
  );
  const out = [`GROUP ${p.group}`];
  if (p.article !== undefined) out.push(`ARTICLE ${p.article}`);
  return freeze(out);
}

const isNews = (s: string): boolean => s.slice(0, 5).toLowerCase() === 'news:';

/**
 * Whether two URIs name the same resource by RFC 5538 §3: `nntp://h/g` and `news://h/g`, one
 * group on one server, are the same group (RFC 3986 §6 `equivalent` keeps them apart, the
 * schemes differ); two nntp URIs are the same resource when `nntp.equivalent` says so. A news
 * URI takes part when it names one group on a named server (read by nntp's rules: nntp imports
 * nothing from news); a Message-ID, a wildmat or no server names nothing an nntp URI names, so
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
  let x = `${a}`;
  let y = `${b}`;
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
    nntp.parse(y);
    x = `nntp:${x.slice(5)}`;
    const twin = nntp.tryParse(x);
    if (!twin.ok || twin.value.article !== undefined) return false;
  }
  return nntp.equivalent(x, y, options);
}
