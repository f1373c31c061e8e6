/**
 * @urikit/gopher: the gopher URI scheme of RFC 4266 (first in RFC 1738 §3.4), as a urikit
 * scheme plugin, with the request line a gopher client sends (RFC 4266 §2.2–§2.3, §2.9).
 * @packageDocumentation
 */
import {
  check,
  codes,
  decodeOctets,
  defineErrors,
  defineScheme,
  escapeAt,
  type Octets,
  percentEncode,
  percentEncodeBytes,
  readServer,
  type SecurityFinding,
  schemeUri,
  serialize,
  type Uri,
  UriError,
} from '@urikit/core/plugin';

/**
 * The parts of a gopher URI (RFC 4266 §2.1): `gopher://<host>:<port>/<gopher-path>`, where the
 * gopher-path is `<gophertype><selector>[%09<search>[%09<gopher+_string>]]`. The selector,
 * search and Gopher+ string are octets (RFC 4266 §2.1: "a sequence of octets"), so each has two
 * views: `…Bytes`, always there when the field is, and the string, the octets decoded as UTF-8
 * or `undefined` when they are not UTF-8. Absent is `undefined`, empty is `''`: `%09` followed
 * by nothing is an empty search, a different request from no search.
 *
 * @example
 * ```ts
 * const parts: GopherParts = gopher.parse('gopher://example.com/7find%09gopher%20holes');
 * parts.type; // '7'
 * parts.search; // 'gopher holes'
 * [...parts.selectorBytes]; // [102, 105, 110, 100]
 * parts.gopherPlus; // undefined
 * ```
 */
export interface GopherParts {
  /** The host as it stands in the authority (an IP-literal keeps its brackets); never empty. */
  readonly host: string;
  /** The port, `undefined` when absent or empty (then 70 applies, RFC 4266 §2.1). */
  readonly port?: number | undefined;
  /** The gopher type: one ASCII character but NUL, TAB, CR, LF, decoded (`'1'` for an empty gopher-path). */
  readonly type: string;
  /** The selector as UTF-8 text (`''` at the top level); `undefined` when its octets are not UTF-8. */
  readonly selector?: string | undefined;
  /** The selector's octets: never TAB, LF or CR (RFC 4266 §2.1). */
  readonly selectorBytes: Uint8Array;
  /** The search string (after the first `%09`) as UTF-8 text; `undefined` when absent or not UTF-8. */
  readonly search?: string | undefined;
  /** The search string's octets, `undefined` when there is no search: never LF or CR. */
  readonly searchBytes?: Uint8Array | undefined;
  /** The Gopher+ string (after the second `%09`, RFC 4266 §2.3) as UTF-8 text. */
  readonly gopherPlus?: string | undefined;
  /** The Gopher+ string's octets: any octet, TAB, CR and LF included (RFC 4266 §2.9). */
  readonly gopherPlusBytes?: Uint8Array | undefined;
  /** The fragment as written, without "#" (never sent to the server). */
  readonly fragment?: string | undefined;
}

const fail = defineErrors('GOPHER', {
  MISSING_SLASH: 'RFC 4266 §2.1',
  INVALID_TYPE: 'RFC 4266 §2.1',
  INVALID_SELECTOR: 'RFC 4266 §2.1',
  INVALID_SEARCH: 'RFC 1738 §6',
  PLUS_WITHOUT_SEARCH: 'RFC 4266 §2.3',
});

// RFC 1436 (Appendix: Type ::= UNASCII, ASCII but TAB, CR, LF and NUL): the type starts a menu
// line those characters delimit.
const isTypeOctet = (c: number): boolean =>
  c <= codes.delete &&
  c !== codes.nul &&
  c !== codes.horizontalTab &&
  c !== codes.lf &&
  c !== codes.cr;

// An empty field (a top-level selector, an empty search) shares one empty array: a typed array
// costs an allocation, and one without elements can be frozen.
const NO_OCTETS = Object.freeze(new Uint8Array(0));

// An empty field: its octets shared (see NO_OCTETS), its text empty.
const EMPTY: Octets = Object.freeze({ bytes: NO_OCTETS, text: '' });

// The octets of text[from, to), a piece of a valid URI, and their text when they are UTF-8
// (RFC 3629; `undefined` otherwise): the core's decodeOctets over the range.
const octets = (text: string, from: number, to: number): Octets =>
  from === to ? EMPTY : decodeOctets(text, from, to);

// Where the field that starts at `from` ends: at the first separator before `end`, a %09 (RFC
// 4266 §2.1) or, in the legacy reading, the "?" at `q` that starts the query; else at `end`. A
// CR or LF before it is refused there (`code`: a selector, §2.1, or a search, RFC 1738 §6: each
// would end the request line). One pass that splits as it checks, over the escapes only: every
// "%" of a valid URI starts one, and a URI holds no literal TAB, CR or LF.
function fieldEnd(
  text: string,
  from: number,
  end: number,
  q: number,
  legacy: boolean,
  code: 'INVALID_SELECTOR' | 'INVALID_SEARCH',
): number {
  const to = legacy && q >= from && q < end ? q : end;
  for (let i = text.indexOf('%', from); i >= 0 && i < to; i = text.indexOf('%', i + 3)) {
    const octet = escapeAt(text, i);
    if (octet === codes.horizontalTab) return i;
    if (octet === codes.cr || octet === codes.lf) fail(code, text, i, i > q ? 'query' : 'path');
  }
  return to;
}

// The gopher type at text[at] (RFC 4266 §2.1: a single character, which may be an escape).
function typeAt(text: string, at: number): string {
  let c = text.charCodeAt(at);
  if (c === codes.percentSign) c = escapeAt(text, at);
  if (!isTypeOctet(c)) fail('INVALID_TYPE', text, at, 'path');
  return String.fromCharCode(c);
}

// RFC 4266 §2.1: the port is 70 when none is given; a gopher URI has no userinfo.
const DEFAULT_PORT = 70;
const SERVER = { rule: 'RFC 4266 §2.1', userinfo: 'none' } as const;

// The parts of a gopher URI by RFC 4266 §2.1–§2.3 (the plugin's parse); `legacy`: a "?" is the
// first separator, as a %09 would be (the 1993 draft's reading).
function read(uri: Uri, legacy: boolean): GopherParts {
  // RFC 4266 §2.1: gopher://<host>:<port>/…, no userinfo; the host is required.
  const { host, port } = readServer(uri, SERVER);
  const text = uri.toString();
  const { path, query, fragment } = uri;
  // The "?" that starts the query, or where the gopher-path ends: the "#" of the fragment, or
  // the end of the text. Under RFC 4266 §2.1 no character of the gopher-path is reserved: the
  // "?" and the query belong to it like any other characters.
  const end = fragment === undefined ? text.length : text.length - fragment.length - 1;
  const q = query === undefined ? end : end - query.length - 1;
  let at = q - path.length;
  if (path !== '') at++;
  // §2.1: the "/" may be left out only with the whole gopher-path.
  else if (q < end && !legacy) fail('MISSING_SLASH', text, q, 'query');
  // §2.1: an empty gopher-path is type "1" with an empty selector (the 1993 draft's
  // `gopher://host?search` too, in the legacy reading).
  let type = '1';
  if (at < end && !(legacy && at === q)) {
    type = typeAt(text, at);
    at += text.charCodeAt(at) === codes.percentSign ? 3 : 1;
  }
  // §2.1–§2.3: selector, search, Gopher+ string, split at the first two separators only (the
  // Gopher+ string may hold %09 and %0D%0A itself, §2.9). §2.1: a selector holds no TAB, LF or
  // CR; neither does a search (RFC 1738 §6: each would end or split the request line).
  const stop = fieldEnd(text, at, end, q, legacy, 'INVALID_SELECTOR');
  const selector = octets(text, at, stop);
  let search: Octets | undefined;
  let gopherPlus: Octets | undefined;
  if (stop < end) {
    const from = stop + (stop === q ? 1 : 3);
    const next = fieldEnd(text, from, end, q, legacy, 'INVALID_SEARCH');
    search = octets(text, from, next);
    if (next < end) gopherPlus = octets(text, next + (next === q ? 1 : 3), end);
  }
  // A fresh object: the core freezes it on its way to the user.
  return {
    host,
    port,
    type,
    selector: selector.text,
    selectorBytes: selector.bytes,
    search: search?.text,
    searchBytes: search?.bytes,
    gopherPlus: gopherPlus?.text,
    gopherPlusBytes: gopherPlus?.bytes,
    fragment,
  };
}

// The text of one octet field in a gopher-path: the string view when it is there, else the
// octets. RFC 4266 §2.1 reserves nothing, so only what RFC 3986 forces is escaped: "%", "?",
// "#", space, controls, non-ASCII and the other characters a path cannot hold.
const encode = (text: string | undefined, bytes: Uint8Array | undefined): string | undefined =>
  text !== undefined ? percentEncode(text, 'path') : bytes && percentEncodeBytes(bytes, 'path');

// The path of a gopher URI with these parts, in its one canonical spelling (the normal form,
// RFC 3986 §6.2.3 with RFC 4266 §2.1): the type always written (`gopher://h` is
// `gopher://h/1`), each octet escaped only when RFC 3986 requires it, TAB as %09 only as a
// separator. Errors point into the escaped field.
function gopherPath(parts: GopherParts): string {
  const { type } = parts;
  if (type?.length !== 1) fail('INVALID_TYPE', `${type}`, 0);
  const selector = encode(parts.selector, parts.selectorBytes) ?? '';
  const search = encode(parts.search, parts.searchBytes);
  const plus = encode(parts.gopherPlus, parts.gopherPlusBytes);
  // A TAB would be read back as a separator: the parts would not come back.
  let tab = selector.indexOf('%09');
  if (tab >= 0) fail('INVALID_SELECTOR', selector, tab);
  tab = search?.indexOf('%09') ?? -1;
  if (tab >= 0) fail('INVALID_SEARCH', search!, tab);
  // §2.3: "the %09<search> string must be supplied", possibly empty.
  if (plus !== undefined && search === undefined) fail('PLUS_WITHOUT_SEARCH', plus, 0);
  return `/${percentEncode(type, 'path')}${selector}${search === undefined ? '' : `%09${search}${plus === undefined ? '' : `%09${plus}`}`}`;
}

// The normal form (RFC 3986 §6.2.3) is the core's default: this `format` of the parts of the
// syntax-based form. The host is lower case and ":70" gone by then; the gopher-path is written
// in its canonical spelling, so that two URIs of the same resource get one text
// (`gopher://h` and `gopher://h/1`, `0a%2Fb` and `0a/b`; in the legacy reading `7a?b` and
// `7a%09b`).
const scheme = (legacy: boolean) =>
  defineScheme({
    name: 'gopher',
    defaultPort: DEFAULT_PORT,
    // RFC 4266 §2.1: no character of the gopher-path is reserved, "/" included: no hierarchy,
    // no dot segments.
    hierarchical: false,
    errors: fail,
    parse: (uri: Uri): GopherParts => read(uri, legacy),
    format: (parts: GopherParts): Uri =>
      serialize({
        scheme: 'gopher',
        host: parts.host,
        port: parts.port,
        path: gopherPath(parts),
        fragment: parts.fragment,
      }),
    // No finding of gopher's own: a port of another service (RFC 1738 §6's example is a gopher
    // URI that makes an SMTP server send mail) and a NUL octet (legal in a selector, §2.1, but
    // servers written in C cut there) are among the findings every scheme shares, the core's.
  });

/**
 * The gopher scheme plugin (RFC 4266): default port 70, not hierarchical, no userinfo. A "?"
 * in the gopher-path is part of the selector (RFC 4266 §2.1 reserves no character); see
 * {@link gopherLegacy} for the old reading of "?" as the search separator.
 *
 * @example
 * ```ts
 * const registry = createRegistry([gopher]);
 * registry.parse('gopher://example.com/0about.txt').parts.selector; // 'about.txt'
 * registry.equivalent('gopher://Example.com:70', 'gopher://example.com/1'); // true
 * gopher.normalize('gopher://h/0a%2Fb').toString(); // 'gopher://h/0a/b'
 * ```
 */
export const gopher = /* @__PURE__ */ scheme(false);

/**
 * The gopher plugin with the legacy reading of "?" (opt-in, not RFC 4266): the first "?" is a
 * search separator, as if it were the first "%09" (the 1993 URL draft's
 * `gopher://host/<type><selector>?<search>`, Perl URI, many browsers). Normalization writes the
 * RFC 4266 form. Register it instead of {@link gopher}, never both.
 *
 * @example
 * ```ts
 * gopherLegacy.parse('gopher://h/7find?gopher').search; // 'gopher'
 * gopherLegacy.normalize('gopher://h/7find?gopher').toString(); // 'gopher://h/7find%09gopher'
 * gopher.parse('gopher://h/7find?gopher').selector; // 'find?gopher'
 * ```
 */
export const gopherLegacy = /* @__PURE__ */ scheme(true);

/**
 * The type of {@link gopher} and {@link gopherLegacy}: a scheme plugin with {@link GopherParts}
 * and the `GOPHER_*` codes.
 *
 * @example
 * ```ts
 * const reading: GopherPlugin = gopherLegacy;
 * toRequest('gopher://h/7find?x', reading).text; // 'find\tx\r\n'
 * ```
 */
export type GopherPlugin = typeof gopher;

/**
 * What a gopher client sends for a URI (RFC 4266 §2.1–§2.3, §2.9), and where.
 *
 * @example
 * ```ts
 * const request: GopherRequest = toRequest('gopher://example.com:7070/1');
 * request.text; // '\r\n'
 * request.port; // 7070
 * ```
 */
export interface GopherRequest {
  /** The host to connect to, as written; an IP-literal without its brackets (`::1`). */
  readonly host: string;
  /** The TCP port: the URI's, or 70. */
  readonly port: number;
  /** The gopher type: how to read the reply (0 text, 1 menu, 7 search…); it is not sent. */
  readonly type: string;
  /** The request line: `selector [TAB search [TAB gopher+]] CR LF`, as octets. */
  readonly bytes: Uint8Array;
  /** The request line as text, `undefined` when its octets are not UTF-8. */
  readonly text: string | undefined;
  /** The URI's security findings (`check`: the core's `URI_…`, ports of other services, NUL octets). */
  readonly findings: readonly SecurityFinding[];
}

/**
 * The request line a gopher client sends for a URI (RFC 4266 §2.1–§2.3, §2.9): the selector,
 * then TAB and the search when there is one, then TAB and the Gopher+ string when there is one,
 * then CR LF (unless the Gopher+ string ends with CR LF already: the data block of a filled-out
 * form does, §2.9). A decoded CR or LF (or a TAB in the selector or search) would end or split the
 * line: it never reaches the request, the URI is refused with a `UriError`
 * (`GOPHER_INVALID_SELECTOR`, `GOPHER_INVALID_SEARCH`), as parts handed in are. The findings
 * (`check`) warn of NUL octets and ports of other services (RFC 1738 §6). `plugin` is the reading to
 * apply to text ({@link gopherLegacy} for the legacy "?").
 *
 * @example
 * ```ts
 * toRequest('gopher://example.com/7find%09gopher').text; // 'find\tgopher\r\n'
 * [...toRequest('gopher://h:7070/9%FF').bytes]; // [255, 13, 10]
 * toRequest('gopher://h/0a%0D%0AQUIT'); // throws GOPHER_INVALID_SELECTOR
 * ```
 */
export function toRequest(
  input: string | Uri | GopherParts,
  plugin: GopherPlugin = gopher,
): GopherRequest {
  if (plugin !== gopher && plugin !== gopherLegacy) {
    throw new UriError(
      'INVALID_ARGUMENT',
      'toRequest: the reading is gopher or gopherLegacy',
      '',
      0,
    );
  }
  const uri = schemeUri(plugin, input);
  const p = plugin.parse(uri);
  // The canonical gopher-path without "/" and the type is the request line, escaped: the
  // fields and their TAB separators (§2.2, §2.3). CR LF ends it, unless the Gopher+ string ends
  // with CR LF already: a form's data block ends with "." CR LF (§2.9). The selector and the
  // search never hold a CR or LF.
  const line = gopherPath(p).slice(percentEncode(p.type, 'path').length + 1);
  const { bytes, text } = decodeOctets(line.endsWith('%0D%0A') ? line : `${line}%0D%0A`);
  return Object.freeze({
    host: uri.host!,
    port: p.port ?? DEFAULT_PORT,
    type: p.type,
    bytes,
    text,
    findings: check(plugin, uri),
  });
}
