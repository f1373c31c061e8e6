/**
 * @urikit/news: the news URI scheme of RFC 5538 §2.2 and §4 (first in RFC 1738 §3.6).
 * @packageDocumentation
 */
import {
  decodeIn,
  defineErrors,
  defineFindings,
  defineScheme,
  findOctet,
  formatLogin,
  indexOfEscaped,
  percentEncode,
  readServer,
  serialize,
  type Uri,
} from '@urikit/core';

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

const fail = defineErrors('NEWS', {
  COMMAND_INJECTION: 'RFC 3977 §3.1',
  INVALID_GROUP: 'RFC 5538 §4',
  INVALID_MESSAGE_ID: 'RFC 5536 §3.1.3',
  DOT_SEGMENT: 'RFC 5538 §2.3',
  UNEXPECTED_SLASH: 'RFC 5538 §4',
});

// news's own findings. A password (RFC 5538 §7: sent in the clear; RFC 3986 §7.5) and another
// port (RFC 1738 §6) are among the findings every scheme shares (`URI_…`), the core's, which
// `check` reports first.
const finding = defineFindings('NEWS', {
  UNBOUNDED_LISTING: ['RFC 5538 §4', 'info'],
  MESSAGE_ID_NOT_UNIQUE: ['RFC 5538 §7', 'info'],
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

// CORE-CANDIDATE (nntp has the same, without "*" and "?"): a character a group may hold. RFC
// 3977 §4.1 wildmat-exact leaves out controls, space, "!", ",", "[", "\", "]" (and the
// wildcards "*", "?", allowed here); "@" is no part of an RFC 5536 §3.1.4 newsgroup-name.
const groupChar = (c: number): boolean =>
  c > 0x21 && c !== 0x7f && !',@[\\]'.includes(String.fromCharCode(c));

// RFC 5322 §3.2.3 specials: what atext leaves out of the printable characters.
const SPECIALS = '"(),.:;<>@[\\]';

// The offset in `raw` of the character that breaks RFC 5536 §3.1.3 msg-id-core (id-left "@"
// id-right; id-left dot-atom-text; id-right dot-atom-text or "[" *mdtext "]"), or -1:
// printable ASCII, at most 248 characters (250 with "<>"). An atom missing after a "." or an
// "@" is reported where it should start.
function badId(raw: string): number {
  let state = 0; // 0 id-left, 1 id-right, 2 inside "[", 3 after "]"
  let prev = 0x40; // "@" or "." when an atom must start here
  const k = scan(raw, (c, n) => {
    if (c < 0x21 || c > 0x7e || n === 248 || state === 3) return false;
    if (state === 2) {
      if (c === 0x5d) {
        state = 3;
        prev = c;
      }
      return c !== 0x3e && c !== 0x5b && c !== 0x5c;
    }
    const start = prev === 0x2e || prev === 0x40;
    if (c === 0x5b && state && prev === 0x40) {
      state = 2;
      return true;
    }
    if (c === 0x40 && !state) state = 1;
    else if (c === 0x2e ? start : SPECIALS.includes(String.fromCharCode(c))) return false;
    prev = c;
    return c !== 0x40 || !start;
  });
  return k < 0 && (prev === 0x2e || prev === 0x40) ? raw.length : k;
}

function read(uri: Uri): NewsParts {
  const bad = injection(uri);
  if (bad >= 0) fail('COMMAND_INJECTION', uri, bad);
  const server = uri.host === undefined ? undefined : readServer(uri, { rule: 'RFC 5538 §4' });
  // RFC 5538 §4: [ server "/" ]; `news://h` reads as `news://h/`.
  const skip = server === undefined ? 0 : 1;
  const raw = uri.path.slice(skip);
  const from = uri.offsetOf('path') + skip;
  const slash = raw.indexOf('/');
  if (slash >= 0) fail('UNEXPECTED_SLASH', uri, from + slash, 'path');
  // RFC 5538 §2.2, §4: a literal "@" makes an article.
  const article = raw.includes('@');
  const k = article ? badId(raw) : scan(raw, groupChar);
  if (k >= 0) fail(article ? 'INVALID_MESSAGE_ID' : 'INVALID_GROUP', uri, from + k, 'path');
  const value = decodeIn(uri, 'path', skip) || '*';
  if (value === '.' || value === '..') fail('DOT_SEGMENT', uri, from, 'path');
  return freeze({
    kind: article ? 'article' : 'newsgroups',
    ...server,
    [article ? 'messageId' : 'group']: value,
    query: uri.query,
    fragment: uri.fragment,
  }) as unknown as NewsParts;
}

function format(p: NewsParts): Uri {
  let path: string;
  if (p.kind === 'article') {
    if (!p.messageId.includes('@')) fail('INVALID_MESSAGE_ID', p.messageId, p.messageId.length);
    path = percentEncode(p.messageId, 'segment');
  } else {
    // "@" would make an article; an empty group would read as "*".
    path = percentEncode(p.group, 'segment', '@') || fail('INVALID_GROUP', '', 0);
  }
  return serialize({
    scheme: 'news',
    userinfo: formatLogin(p.user, p.password),
    host: p.host,
    port: p.port,
    path: p.host === undefined ? path : `/${path}`,
    query: p.query,
    fragment: p.fragment,
  });
}

/**
 * The news scheme plugin (RFC 5538 §2.2, §4): not hierarchical, default port 119.
 *
 * @example
 * ```ts
 * news.parse('news:comp.infosystems.www.servers.unix').kind; // 'newsgroups'
 * news.normalize('NEWS://Server.Example:119/').toString(); // 'news://server.example/*'
 * ```
 */
export const news = defineScheme({
  name: 'news',
  defaultPort: 119,
  hierarchical: false,
  errors: fail,
  findings: finding,
  parse: read,
  format,
  // RFC 5538 §2.3, §4: the parts, decoded, written again with only the escapes they need.
  normalize(uri: Uri, parts: NewsParts): Uri {
    const out = format(parts);
    return out.equals(uri) ? uri : out;
  },
  check(p: NewsParts, uri: Uri) {
    const out: ReturnType<typeof finding>[] = [];
    const at = uri.offsetOf('path') + (uri.path[0] === '/' ? 1 : 0);
    if (p.kind === 'article') out.push(finding('MESSAGE_ID_NOT_UNIQUE', at, 'path'));
    else if (p.group.includes('*')) out.push(finding('UNBOUNDED_LISTING', at, 'path'));
    return freeze(out);
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
  const p = news.parse(
    'kind' in Object(input) ? news.format(input as NewsParts) : (input as string),
  );
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
