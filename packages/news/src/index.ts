/**
 * @urikit/news: the news URI scheme of RFC 5538 §2.2 and §4 (first in RFC 1738 §3.6).
 * @packageDocumentation
 */
import {
  decodeIn,
  defineErrors,
  defineFindings,
  defineScheme,
  dotAtomEnd,
  escapeAt,
  formatLogin,
  indexOfCommandInjection,
  indexOfInvalidGroupChar,
  percentEncode,
  readServer,
  schemeUri,
  serialize,
  type Uri,
  UriError,
} from '@urikit/core/plugin';

/**
 * What both kinds of news URI share: the optional server (RFC 5538 §4, `news://server/…`) and
 * the parts RFC 5538 §2.3 leaves to RFC 3986.
 *
 * @example
 * ```ts
 * const { host, port }: NewsServer = news.parse('news://news.example:8119/comp.lang');
 * host; // 'news.example'
 * ```
 */
export interface NewsServer {
  /** The server as written in the authority (`[::1]` keeps its brackets); `undefined`: the configured default server. */
  readonly host?: string | undefined;
  /** The port, `undefined` when absent or empty (then 119 applies). */
  readonly port?: number | undefined;
  /** The user, decoded; `undefined` when there is no userinfo. */
  readonly user?: string | undefined;
  /** The password, decoded (`user:password` is deprecated, RFC 5538 §7). */
  readonly password?: string | undefined;
}

/**
 * A news URI naming an article by its Message-ID (RFC 5538 §4: a literal `@` in the path).
 *
 * @example
 * ```ts
 * const p = news.parse('news:abc@example.com') as NewsArticle;
 * p.messageId; // 'abc@example.com'
 * ```
 */
export interface NewsArticle extends NewsServer {
  readonly kind: 'article';
  /** The Message-ID, decoded, without `<` and `>` (RFC 5536 §3.1.3 msg-id-core). */
  readonly messageId: string;
  /** The query as written: not specified by RFC 5538 §2.3, kept, not interpreted. */
  readonly query?: string | undefined;
  /** The fragment as written, without `#`. */
  readonly fragment?: string | undefined;
}

/**
 * A news URI naming newsgroups: one group, or an RFC 3977 §4.1 wildmat-pattern (`*`, `?`).
 *
 * @example
 * ```ts
 * const p = news.parse('news:comp.lang.*') as NewsGroups;
 * p.group; // 'comp.lang.*'
 * ```
 */
export interface NewsGroups extends NewsServer {
  readonly kind: 'newsgroups';
  /** The group or wildmat-pattern, decoded; `'*'` for an empty one (`news:`, `news://h/`). */
  readonly group: string;
  /** The query as written: not specified by RFC 5538 §2.3, kept, not interpreted. */
  readonly query?: string | undefined;
  /** The fragment as written, without `#`. */
  readonly fragment?: string | undefined;
}

/**
 * The parts of a news URI, discriminated by `kind`.
 *
 * @example
 * ```ts
 * const p: NewsParts = news.parse('news://h/a@b');
 * if (p.kind === 'article') p.messageId; // 'a@b'
 * ```
 */
export type NewsParts = NewsArticle | NewsGroups;

const freeze = Object.freeze;

const fail = /* @__PURE__ */ defineErrors('NEWS', {
  COMMAND_INJECTION: 'RFC 3977 §3.1',
  INVALID_GROUP: 'RFC 5538 §4',
  INVALID_MESSAGE_ID: 'RFC 5536 §3.1.3',
  DOT_SEGMENT: 'RFC 5538 §2.3',
  UNEXPECTED_SLASH: 'RFC 5538 §4',
});

// news's own findings. A password (RFC 5538 §7: sent in the clear; RFC 3986 §7.5) and another
// port (RFC 1738 §6) are among the findings every scheme shares (`URI_…`), the core's, which
// `check` reports first.
const finding = /* @__PURE__ */ defineFindings('NEWS', {
  UNBOUNDED_LISTING: ['RFC 5538 §4', 'info'],
  MESSAGE_ID_NOT_UNIQUE: ['RFC 5538 §7', 'info'],
});

// The octet at path[i] (an escape gives its octet; the core checked escapes), and its width.
const octetAt = (path: string, i: number): number =>
  path.charCodeAt(i) === 0x25 ? escapeAt(path, i) : path.charCodeAt(i);
const width = (path: string, i: number): number => (path.charCodeAt(i) === 0x25 ? 3 : 1);

// The index in `path` (from `start`) of the character that breaks RFC 5536 §3.1.3 msg-id-core
// (id-left "@" id-right; id-left dot-atom-text, RFC 5322 §3.2.3; id-right dot-atom-text or
// "[" *mdtext "]"), or -1: printable ASCII, at most 248 octets (250 with "<>"), an escape read
// as its octet. An atom missing after a "." or an "@" is reported where it should start.
function badId(path: string, start: number): number {
  const n = path.length;
  let k = dotAtomEnd(path, start, n);
  if (k >= 0 && k < n && octetAt(path, k) === 0x40) {
    k += width(path, k);
    if (k >= n || octetAt(path, k) !== 0x5b) k = dotAtomEnd(path, k, n);
    else {
      // "[" *mdtext "]": printable ASCII but "[", "\\", "]" and the ">" that would end the
      // msg-id; an error at k, nothing after the "]", -1 - n when the "]" is missing.
      for (k += width(path, k); ; ) {
        if (k >= n) {
          k = -1 - n;
          break;
        }
        const w = width(path, k);
        const c = w === 3 ? escapeAt(path, k) : path.charCodeAt(k);
        if (c === 0x5d) {
          k += w;
          break;
        }
        if (c < 0x21 || c > 0x7e || c === 0x3e || c === 0x5b || c === 0x5c) break;
        k += w;
      }
    }
  }
  const bad = k < 0 ? -1 - k : k < n ? k : -1;
  if (n - start <= 248) return bad;
  // The 249th octet is one too many, unless an error comes before it.
  let i = start;
  for (let o = 0; o < 248; o++) i += width(path, i);
  return i < n && (bad < 0 || i < bad) ? i : bad;
}

const SERVER = { rule: 'RFC 5538 §4' } as const;

// The index in the URI of the path's character `i` (for an error: not computed otherwise).
const pathAt = (uri: Uri, i: number): number => uri.offsetOf('path') + i;

function read(uri: Uri): NewsParts {
  const bad = indexOfCommandInjection(uri);
  if (bad >= 0) fail('COMMAND_INJECTION', uri, bad);
  const server = uri.host === undefined ? undefined : readServer(uri, SERVER);
  // RFC 5538 §4: [ server "/" ]; `news://h` reads as `news://h/`.
  const skip = server === undefined ? 0 : 1;
  const path = uri.path;
  const slash = path.indexOf('/', skip);
  if (slash >= 0) fail('UNEXPECTED_SLASH', uri, pathAt(uri, slash), 'path');
  // RFC 5538 §2.2, §4: a literal "@" makes an article.
  const article = path.indexOf('@', skip) >= 0;
  const k = article ? badId(path, skip) : indexOfInvalidGroupChar(path, true, skip);
  if (k >= 0) fail(article ? 'INVALID_MESSAGE_ID' : 'INVALID_GROUP', uri, pathAt(uri, k), 'path');
  const value =
    (path.indexOf('%', skip) < 0 ? path.slice(skip) : decodeIn(uri, 'path', skip)) || '*';
  if (value === '.' || value === '..') fail('DOT_SEGMENT', uri, pathAt(uri, skip), 'path');
  // One shape per kind, the server's parts always present (undefined without a server).
  // A fresh object: the core freezes it on its way to the user.
  return article
    ? {
        kind: 'article',
        user: server?.user,
        password: server?.password,
        host: server?.host,
        port: server?.port,
        messageId: value,
        query: uri.query,
        fragment: uri.fragment,
      }
    : {
        kind: 'newsgroups',
        user: server?.user,
        password: server?.password,
        host: server?.host,
        port: server?.port,
        group: value,
        query: uri.query,
        fragment: uri.fragment,
      };
}

// The path text of parts: a Message-ID keeps "@"; in a group "@" would make an article.
const encode = (p: NewsParts): string =>
  p.kind === 'article'
    ? percentEncode(p.messageId, 'segment')
    : percentEncode(p.group, 'segment', '@');

// RFC 5538 §2.2: a news URI names an article or newsgroups; parts of another kind name
// neither, and are not written as the newsgroups they would otherwise fall into.
function checkKind(kind: unknown): void {
  if (kind !== 'article' && kind !== 'newsgroups') {
    throw new UriError(
      'INVALID_ARGUMENT',
      "RFC 5538 §2.2: the kind of news parts is 'article' or 'newsgroups'",
      typeof kind === 'string' ? kind : typeof kind,
      0,
    );
  }
}

function format(p: NewsParts): Uri {
  checkKind(p.kind);
  // Then: percentEncode refuses a value that is not text (INVALID_ARGUMENT).
  const path = encode(p);
  if (p.kind === 'article') {
    if (!p.messageId.includes('@')) fail('INVALID_MESSAGE_ID', p.messageId, p.messageId.length);
  } else if (p.group === '') {
    fail('INVALID_GROUP', '', 0); // an empty group would read as "*"
  }
  // A host written with an RFC 6874 zone identifier was allowed where the parts were read.
  return serialize(
    {
      scheme: 'news',
      userinfo: formatLogin(p.user, p.password),
      host: p.host,
      port: p.port,
      path: p.host === undefined ? path : `/${path}`,
      query: p.query,
      fragment: p.fragment,
    },
    { allowZoneId: true },
  );
}

const NONE = freeze([]) as readonly never[];

/**
 * The news scheme plugin (RFC 5538 §2.2, §4): not hierarchical, default port 119.
 *
 * @example
 * ```ts
 * news.parse('news:comp.infosystems.www.servers.unix').kind; // 'newsgroups'
 * news.normalize('NEWS://Server.Example:119/').toString(); // 'news://server.example/*'
 * ```
 */
export const news = /* @__PURE__ */ defineScheme({
  name: 'news',
  defaultPort: 119,
  hierarchical: false,
  errors: fail,
  findings: finding,
  parse: read,
  format,
  check(p: NewsParts, uri: Uri) {
    const at = uri.offsetOf('path') + (uri.path.charCodeAt(0) === 0x2f ? 1 : 0);
    if (p.kind === 'article') return freeze([finding('MESSAGE_ID_NOT_UNIQUE', at, 'path')]);
    if (p.group.includes('*')) return freeze([finding('UNBOUNDED_LISTING', at, 'path')]);
    return NONE;
  },
});

/**
 * The NNTP commands (RFC 3977) a client sends for a news URI, without their CRLF, once
 * connected to the URI's server (or the configured default, RFC 5538 §4): `ARTICLE <id>`
 * (§6.2.1) for an article, `GROUP g` (§6.1.1) for one group, `LIST ACTIVE wildmat` (§7.6.3)
 * for a pattern and `LIST ACTIVE` for `*`. Parts are checked as `format` checks them: a CR, LF
 * or NUL is refused (`NEWS_COMMAND_INJECTION`), never sent.
 *
 * @example
 * ```ts
 * commands('news:abc@example.com'); // ['ARTICLE <abc@example.com>']
 * commands('news://h/'); // ['LIST ACTIVE']
 * commands({ kind: 'newsgroups', group: 'a\r\nQUIT' }); // throws NEWS_COMMAND_INJECTION
 * ```
 */
export function commands(input: string | Uri | NewsParts): readonly string[] {
  const p = news.parse(schemeUri(news, input));
  const line =
    p.kind === 'article'
      ? `ARTICLE <${p.messageId}>`
      : p.group === '*'
        ? 'LIST ACTIVE'
        : p.group.includes('*') || p.group.includes('?')
          ? `LIST ACTIVE ${p.group}`
          : `GROUP ${p.group}`;
  return freeze([line]);
}
