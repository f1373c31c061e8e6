// Building blocks for scheme plugins: what several schemes share, written once. The server
// authority of RFC 1738 §3.1 (`//<user>:<password>@<host>:<port>`, used by ftp, gopher, wais,
// prospero, telnet, nntp and http), host normalization, and percent-decoding that reports
// errors at their place in the URI.

import { asciiCaseBit, codes, firstNonAscii } from './codes.js';
import { type RuleRef, says, type UriComponentName, UriError } from './errors.js';
import { formatIPv6 } from './ip.js';
import {
  escapeAt,
  normalizeEscapes,
  percentDecode,
  percentDecodeBytes,
  percentEncode,
} from './percent.js';
import type { Uri } from './uri.js';

/** What a scheme allows in the authority; see {@link readServer}. */
export interface ServerPolicy {
  /** The scheme's rule, cited in error messages (`'RFC 1738 §3.1'`). */
  readonly rule: RuleRef;
  /**
   * What the userinfo may be:
   * - `'login'` (the default): `user [ ":" password ]`, each percent-decoded (RFC 1738 §3.1);
   * - `'user'`: a user name only, a ":" is an error;
   * - `'raw'`: anything RFC 3986 allows, not decoded (`user` and `password` stay `undefined`);
   * - `'none'`: no userinfo at all (RFC 4266 gopher, RFC 4157 prospero, RFC 8089 file).
   */
  readonly userinfo?: 'login' | 'user' | 'raw' | 'none' | undefined;
  /** Whether the host may be empty (`file:///x`); default `false` (RFC 1738 §3.1). */
  readonly emptyHost?: boolean | undefined;
}

/** A server authority read by {@link readServer}. */
export interface Server {
  /** The user name, percent-decoded; `''` when empty (`//@h`), `undefined` when absent. */
  readonly user: string | undefined;
  /** The password, percent-decoded; `''` when empty (`//u:@h`), `undefined` when absent. */
  readonly password: string | undefined;
  /** The host as it stands in the authority: an IP-literal keeps its brackets (`[::1]`). */
  readonly host: string;
  /** The port, `undefined` when absent or empty (RFC 3986 §3.2.3, §6.2.3). */
  readonly port: number | undefined;
}

const serverError = (
  code: 'MISSING_AUTHORITY' | 'EMPTY_HOST' | 'USERINFO_NOT_ALLOWED' | 'PORT_OUT_OF_RANGE',
  rule: string,
  uri: Uri,
  at: number,
  component: UriComponentName,
): never => {
  throw new UriError(code, says(rule, code), uri.toString(), at, component);
};

/**
 * Reads the server authority of a URI by a scheme's policy (RFC 1738 §3.1, RFC 3986 §3.2):
 * the authority is required (`MISSING_AUTHORITY`), the host non-empty unless allowed
 * (`EMPTY_HOST`), the userinfo as the policy says (`USERINFO_NOT_ALLOWED` at the "@" part or
 * the ":"), a port at most 65535, the range of a TCP or UDP port (RFC 9293 §3.1,
 * `PORT_OUT_OF_RANGE`), user and password decoded as UTF-8 (`INVALID_UTF8`). Every error
 * points at its character in the URI.
 *
 * @example
 * ```ts
 * readServer(parse('ftp://me:s%40cret@[::1]:2121/x'), { rule: 'RFC 1738 §3.1' })
 * // { user: 'me', password: 's@cret', host: '[::1]', port: 2121 }
 * readServer(parse('gopher://u@h/'), { rule: 'RFC 4266 §2.1', userinfo: 'none' })
 * // throws UriError 'USERINFO_NOT_ALLOWED' at 9
 * ```
 */
export function readServer(uri: Uri, policy: ServerPolicy): Server {
  const { rule } = policy;
  const host = uri.hostText;
  if (host === undefined) {
    return serverError('MISSING_AUTHORITY', rule, uri, uri.offsetOf('host'), 'host');
  }
  if (host === '' && policy.emptyHost !== true) {
    serverError('EMPTY_HOST', rule, uri, uri.offsetOf('host'), 'host');
  }
  const port = uri.portNumber;
  if (port !== undefined && port > 65535) {
    serverError('PORT_OUT_OF_RANGE', 'RFC 9293 §3.1', uri, uri.offsetOf('port'), 'port');
  }
  const userinfo = uri.userinfo;
  let user: string | undefined;
  let password: string | undefined;
  if (userinfo !== undefined) {
    const mode = policy.userinfo;
    const at = uri.offsetOf('userinfo');
    if (mode === 'none') serverError('USERINFO_NOT_ALLOWED', rule, uri, at, 'userinfo');
    if (mode !== 'raw') {
      const colon = userinfo.indexOf(':');
      if (colon >= 0 && mode === 'user') {
        serverError('USERINFO_NOT_ALLOWED', rule, uri, at + colon, 'userinfo');
      }
      user = decodeIn(uri, 'userinfo', 0, colon < 0 ? userinfo.length : colon);
      if (colon >= 0) password = decodeIn(uri, 'userinfo', colon + 1);
    }
  }
  return { user, password, host, port };
}

/**
 * The userinfo text of a user and password (RFC 1738 §3.1): each percent-encoded, with ":",
 * "@" and "/" encoded too; `undefined` without a user. A password needs a user.
 *
 * @example
 * ```ts
 * formatLogin('me', 'a:b/c') // 'me:a%3Ab%2Fc'
 * formatLogin(undefined, undefined) // undefined
 * ```
 */
export function formatLogin(
  user: string | undefined,
  password: string | undefined,
): string | undefined {
  if (user === undefined) {
    if (password !== undefined) {
      throw new UriError(
        'INVALID_ARGUMENT',
        'RFC 1738 §3.1: a password needs a user',
        password,
        0,
        'userinfo',
      );
    }
    return undefined;
  }
  const text = percentEncode(user, 'userinfo', ':@/');
  return password === undefined ? text : `${text}:${percentEncode(password, 'userinfo', ':@/')}`;
}

/**
 * The normal form of a host as it stands in an authority (RFC 3986 §6.2.2.1, §6.2.2.2, §6.2.3):
 * a reg-name in lower case with escapes of unreserved characters decoded and the others in
 * upper case; an IPv6 literal in its RFC 5952 text, lower case, its RFC 6874 zone identifier
 * keeping its case; an IPvFuture in lower case. Returns `host` itself when it is normal.
 *
 * @example
 * ```ts
 * normalizeHost('Example.COM') // 'example.com'
 * normalizeHost('[2001:DB8:0:0:0:0:0:1]') // '[2001:db8::1]'
 * normalizeHost('%7eh%c3%bc') // '~h%C3%BC'
 * ```
 */
export function normalizeHost(host: string): string {
  if (host.charCodeAt(0) !== codes.leftSquareBracket)
    return normalizeEscapes(host, true, true, true);
  if ((host.charCodeAt(1) | asciiCaseBit) === codes.lowercaseV) return host.toLowerCase();
  // RFC 6874 §2: the zone identifier names an interface, case-sensitive on most systems.
  const zone = host.indexOf('%');
  const end = zone < 0 ? host.length - 1 : zone;
  const out = `[${formatIPv6(host.slice(1, end).toLowerCase())}${zone < 0 ? '' : normalizeEscapes(host.slice(zone, -1), true, true, false)}]`;
  return out === host ? host : out;
}

// A component's text (a host with its brackets). The path, query, userinfo and host by name,
// not `uri[component]` (a getter read by a key that varies: see bench/README.md, "Engine
// facts"): the plugins call this per path segment, for each login and for a query.
const textOf = (uri: Uri, component: UriComponentName): string | undefined =>
  component === 'path'
    ? uri.path
    : component === 'query'
      ? uri.query
      : component === 'userinfo'
        ? uri.userinfo
        : component === 'host'
          ? uri.hostText
          : uri[component];

/**
 * Percent-decodes (strictly, as UTF-8) the part `[start, end)` of one component of a URI.
 * An error (`INVALID_UTF8`) points at its character in the URI text, not in the part.
 *
 * @example
 * ```ts
 * const uri = parse('ftp://h/a%20b/c')
 * decodeIn(uri, 'path', 1, 6) // 'a b'
 * decodeIn(parse('x:/%FF'), 'path') // throws UriError 'INVALID_UTF8' at 3
 * ```
 */
export function decodeIn(uri: Uri, component: UriComponentName, start = 0, end?: number): string {
  const value = textOf(uri, component) ?? '';
  const part = start === 0 && end === undefined ? value : value.slice(start, end);
  if (part.indexOf('%') < 0) return part; // nothing to decode (most user names and paths)
  try {
    return percentDecode(part);
  } catch (error) {
    throw notUtf8In(error as UriError, uri, component, start);
  }
}

// decodeIn's error, at its place in the URI: apart, so that decodeIn stays small enough for the
// JIT to inline where plugins call it per field.
function notUtf8In(e: UriError, uri: Uri, component: UriComponentName, start: number): UriError {
  return new UriError(
    e.code,
    `RFC 3986 §2.5: the ${component} decodes to octets that are not UTF-8`,
    uri.toString(),
    uri.offsetOf(component) + start + e.index,
    component,
  );
}

/**
 * The segments of a URI's path after its leading "/", each percent-decoded as UTF-8
 * (RFC 3986 §3.3; errors at their place in the URI): `[]` for an empty path, `['']` for "/".
 * An encoded "/" (`%2F`) stays inside its segment.
 *
 * @example
 * ```ts
 * pathSegments(parse('http://h/a%2Fb/caf%C3%A9/')) // ['a/b', 'café', '']
 * ```
 */
export function pathSegments(uri: Uri): string[] {
  const path = uri.path;
  const out: string[] = [];
  if (path === '') return out;
  let from = path.charCodeAt(0) === codes.slash ? 1 : 0;
  for (;;) {
    const slash = path.indexOf('/', from);
    const to = slash < 0 ? path.length : slash;
    out.push(decodeIn(uri, 'path', from, to));
    if (slash < 0) return out;
    from = slash + 1;
  }
}

/** The two views of opaque octets: the bytes, and the text when they are UTF-8. */
export interface Octets {
  /** The octets, always. */
  readonly bytes: Uint8Array;
  /** The octets decoded as UTF-8, `undefined` when they are not UTF-8 (RFC 3629). */
  readonly text: string | undefined;
}

/**
 * Percent-decodes opaque data (a gopher selector, a WAIS document id, RFC 4266 §2.1, RFC 1738
 * §3.9) to its octets, and to text when they are UTF-8. `start` and `end` take a range of
 * `value` (URI text, so every "%" starts an escape) without slicing it first. Linear, with no
 * array or string per octet: a long escaped value costs about what a plain one does.
 *
 * @example
 * ```ts
 * decodeOctets('a%20b') // { bytes: Uint8Array [97, 32, 98], text: 'a b' }
 * decodeOctets('%FF').text // undefined
 * decodeOctets('x/a%20b', 2).text // 'a b'
 * ```
 */
export function decodeOctets(value: string, start = 0, end = value.length): Octets {
  // The escapes are counted first by jumping from "%" to "%" (indexOf, far cheaper than reading
  // each character), so that the octets are written in one pass into an array of their size:
  // room for one octet per character, cut down afterwards, cost a second array and a copy.
  let escapes = 0;
  for (let i = value.indexOf('%', start); i >= 0 && i < end; i = value.indexOf('%', i + 3)) {
    escapes++;
  }
  const n = end - start - 2 * escapes;
  const bytes = new Uint8Array(Math.max(n, 0)); // an empty range gives no octets
  let high = 0; // every octet ORed: firstNonAscii or above when one is beyond ASCII
  if (escapes === 0) {
    for (let j = 0; j < n; j++) {
      const c = value.charCodeAt(start + j);
      high |= c;
      bytes[j] = c;
    }
    if (high >= firstNonAscii) return decodeOctetsOf(value.slice(start, end));
    return { bytes, text: start === 0 && end === value.length ? value : value.slice(start, end) };
  }
  // ASCII octets are their own UTF-8 text. With a few escapes it is put together on the way
  // (the runs between escapes, each escape's character); with many, read from the octets in
  // one call (asciiText), not a string per escape.
  const few = escapes <= 16;
  let text = '';
  let run = start;
  for (let k = start, j = 0; k < end; k++, j++) {
    let c = value.charCodeAt(k);
    if (c === codes.percentSign) {
      c = escapeAt(value, k);
      if (c < 0) return decodeOctetsOf(value.slice(start, end)); // its error
      if (few) text += value.slice(run, k) + String.fromCharCode(c);
      k += 2;
      run = k + 1;
    }
    high |= c;
    bytes[j] = c;
  }
  if (high >= firstNonAscii) return decodeOctetsOf(value.slice(start, end));
  return { bytes, text: few ? text + value.slice(run, end) : asciiText(bytes) };
}

/**
 * The text of octets that are all ASCII, each its own character (RFC 20, and so its own UTF-8,
 * RFC 3629): read 4,096 at a time, as the arguments of one call, with no string per octet. For
 * a scheme that has decoded a long field to octets and found no octet beyond ASCII.
 *
 * @example
 * ```ts
 * asciiText(Uint8Array.from([0x61, 0x2f, 0x62])); // 'a/b'
 * asciiText(new Uint8Array(0)); // ''
 * ```
 */
export function asciiText(bytes: Uint8Array): string {
  // Most fields fit in one call, made on the array itself, not on a view of it (subarray: see
  // bench/README.md, "Engine facts").
  if (bytes.length <= 4096) return String.fromCharCode.apply(null, bytes as unknown as number[]);
  let text = '';
  for (let k = 0; k < bytes.length; k += 4096) {
    text += String.fromCharCode.apply(null, bytes.subarray(k, k + 4096) as unknown as number[]);
  }
  return text;
}

/** decodeOctets of text holding non-ASCII octets (or a bad escape, which throws). */
function decodeOctetsOf(value: string): Octets {
  const bytes = percentDecodeBytes(value);
  let text: string | undefined;
  try {
    text = percentDecode(value);
  } catch {
    text = undefined;
  }
  return { bytes, text };
}

/**
 * The index in `value` (URI text) of the first character whose octet `refuse` refuses, reading an
 * escape (`%XX`) as the octet it stands for; -1 when there is none. `refuse` gets the octet and
 * how many octets came before it. A scheme uses it for the characters its own rule allows (RFC
 * 3977 wildmat characters of a newsgroup, say), wherever they are escaped; the index points at
 * the character or at the "%" of the escape. Add `uri.offsetOf(component)` for the URI index.
 *
 * @example
 * ```ts
 * findOctet('comp.lang%2Ec', (o) => o === 0x2e) // 4
 * findOctet('a%20b', (o) => o === 0x20) // 1
 * findOctet('ab', (o) => o > 0x7a) // -1
 * ```
 */
export function findOctet(
  value: string,
  refuse: (octet: number, count: number) => boolean,
): number {
  for (let i = 0, n = 0; i < value.length; i++, n++) {
    const at = i;
    let c = value.charCodeAt(i);
    if (c === codes.percentSign) {
      c = escapeAt(value, i);
      i += 2;
    }
    if (refuse(c, n)) return at;
  }
  return -1;
}

/**
 * The index in `value` of the first escape (`%XX`) or character that stands for one of
 * `octets`, or -1: {@link findOctet} for a set of octets. A request builder uses it to refuse a
 * decoded CR, LF, NUL or TAB that would end a protocol line early (RFC 1738 §6: "encoded …
 * protocol delimiters"), pointing at the escape. Add `uri.offsetOf(component)` to get the index
 * in the URI.
 *
 * @example
 * ```ts
 * indexOfEscaped('root%0D%0Aexit', [0x0d, 0x0a, 0x00]) // 4
 * indexOfEscaped('a%20b', [0x0d]) // -1
 * ```
 */
export function indexOfEscaped(value: string, octets: readonly number[]): number {
  return findOctet(value, (octet) => octets.includes(octet));
}

/**
 * Where a URI holds a CR, LF or NUL that would end or cut an NNTP command line (RFC 3977 §3.1,
 * §3.1.1): the index in the URI text of the first `%0D`, `%0A` or `%00` before the fragment
 * (the fragment is never sent), or -1. news and nntp refuse such a URI on every route; any
 * scheme whose URI ends up in a protocol line can do the same (RFC 1738 §6).
 *
 * @example
 * ```ts
 * indexOfCommandInjection(parse('news:a%0D%0AQUIT')) // 6
 * indexOfCommandInjection(parse('news:a%20b#%0A')) // -1
 * ```
 */
export function indexOfCommandInjection(uri: Uri): number {
  const text = uri.toString();
  // In a URI every "%" starts an escape: only the escapes are looked at.
  let i = text.indexOf('%');
  if (i < 0) return -1;
  const fragment = uri.fragment;
  const end = fragment === undefined ? text.length : text.length - fragment.length - 1;
  for (; i >= 0 && i < end; i = text.indexOf('%', i + 3)) {
    const octet = escapeAt(text, i);
    if (octet === codes.cr || octet === codes.lf || octet === codes.nul) return i;
  }
  return -1;
}

/**
 * Where `text` (URI path text, escapes read as the octets they stand for) holds what no RFC
 * 5538 group may hold, between `start` and `end`: the index of the first such character or
 * escape, or -1. A group is RFC 3977 §4.1 wildmat-exact: no control, space, `!`, `,`, `[`,
 * `\`, `]`; nor `@`, which no RFC 5536 §3.1.4 newsgroup-name holds (and which makes a news URI
 * an article). With `wildcards` (news newsgroups, RFC 5538 §4) `*` and `?` are allowed; without
 * (an nntp group, RFC 5538 §3) they are refused too. Non-ASCII octets are allowed: their UTF-8
 * is the decoder's to check.
 *
 * @example
 * ```ts
 * indexOfInvalidGroupChar('comp.lang.*', true) // -1
 * indexOfInvalidGroupChar('comp.lang.*', false) // 10
 * indexOfInvalidGroupChar('/a%20b', true, 1) // 2
 * ```
 */
export function indexOfInvalidGroupChar(
  text: string,
  wildcards: boolean,
  start = 0,
  end = text.length,
): number {
  for (let i = start; i < end; i++) {
    const at = i;
    let c = text.charCodeAt(i);
    // Lower-case letters, ".", "/" and digits: most of a group, allowed at once.
    if (c >= codes.lowercaseA ? c <= codes.lowercaseZ : c >= codes.dot && c <= codes.digit9)
      continue;
    if (c === codes.percentSign) {
      c = escapeAt(text, i);
      i += 2;
    }
    if (
      c <= codes.exclamationMark ||
      c === codes.delete ||
      c === codes.comma ||
      c === codes.atSign ||
      (c >= codes.leftSquareBracket && c <= codes.rightSquareBracket) ||
      (!wildcards && (c === codes.asterisk || c === codes.questionMark))
    ) {
      return at;
    }
  }
  return -1;
}
