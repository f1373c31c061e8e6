/**
 * @urikit/wais: the wais URI scheme of RFC 4156 §2 (first RFC 1738 §3.9): a WAIS database, a
 * search in it, or one document of it, read with the generic syntax of RFC 3986.
 * @packageDocumentation
 */
import {
  codes,
  decodeIn,
  decodeOctets,
  defineErrors,
  defineFindings,
  defineScheme,
  indexOfEscaped,
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
 * What every wais URI has: the server and the database (RFC 4156 §2).
 *
 * @example
 * ```ts
 * const server: WaisServer = wais.parse('wais://example.com:8210/src');
 * [server.host, server.port, server.database]; // ['example.com', 8210, 'src']
 * ```
 */
export interface WaisServer {
  /** The host as it stands in the authority (an IP-literal keeps its brackets), never empty. */
  readonly host: string;
  /** The port, `undefined` when absent or empty: then 210 applies (RFC 4156 §2). */
  readonly port?: number | undefined;
  /** The name of the WAIS database, decoded (UTF-8), never empty. */
  readonly database: string;
}

/**
 * `wais://<host>:<port>/<database>`: a database available for searching (RFC 4156 §2).
 *
 * @example
 * ```ts
 * const p = wais.parse('wais://example.com/src') as WaisDatabaseParts;
 * p.form; // 'database'
 * ```
 */
export interface WaisDatabaseParts extends WaisServer {
  readonly form: 'database';
  readonly search?: undefined;
  readonly wtype?: undefined;
  readonly wpath?: undefined;
  readonly wpathBytes?: undefined;
  /** The fragment as written, without "#" (never sent). */
  readonly fragment?: string | undefined;
}

/**
 * `wais://<host>:<port>/<database>?<search>`: a particular search (RFC 4156 §2).
 *
 * @example
 * ```ts
 * const p = wais.parse('wais://example.com/src?a+b') as WaisSearchParts;
 * p.search; // 'a+b'
 * ```
 */
export interface WaisSearchParts extends WaisServer {
  readonly form: 'search';
  /** The search, decoded (UTF-8); `''` for `db?`. A "+" stays a "+" (RFC 1738 §2.2). */
  readonly search: string;
  readonly wtype?: undefined;
  readonly wpath?: undefined;
  readonly wpathBytes?: undefined;
  /** The fragment as written, without "#" (never sent). */
  readonly fragment?: string | undefined;
}

/**
 * `wais://<host>:<port>/<database>/<wtype>/<wpath>`: one document (RFC 4156 §2).
 *
 * @example
 * ```ts
 * const p = wais.parse('wais://example.com/src/TEXT/%00%FF') as WaisDocumentParts;
 * p.wpath; // undefined
 * [...p.wpathBytes]; // [0, 255]
 * ```
 */
export interface WaisDocumentParts extends WaisServer {
  readonly form: 'document';
  readonly search?: undefined;
  /** The WAIS type of the document, decoded (UTF-8), e.g. `'TEXT'`. */
  readonly wtype: string;
  /** The document-id as UTF-8 text, `undefined` when its octets are not UTF-8. */
  readonly wpath: string | undefined;
  /**
   * The document-id: opaque octets, decoded from the URI (RFC 1738 §3.9: "it may only be
   * decomposed by the server that issued it"). Never a file name. `format` writes these.
   */
  readonly wpathBytes: Uint8Array;
  /** The fragment as written, without "#" (never sent). */
  readonly fragment?: string | undefined;
}

/**
 * The parts of a wais URI: one of the three forms of RFC 4156 §2, told apart by `form`.
 *
 * @example
 * ```ts
 * const p: WaisParts = wais.parse('wais://example.com/src?lynch');
 * if (p.form === 'search') p.search; // 'lynch'
 * ```
 */
export type WaisParts = WaisDatabaseParts | WaisSearchParts | WaisDocumentParts;

/**
 * What a WAIS client asks the server at `host`:`port` (RFC 1625, WAIS over Z39.50-1988): for
 * the database form nothing yet (`'prompt'`: ask the user for words, then search); for the
 * search form a search of `database` for `query`; for the document form the retrieval of the
 * document `documentId` of type `documentType` from `database`.
 *
 * @example
 * ```ts
 * const r: WaisRequest = toRequest('wais://example.com/src?lynch');
 * r.type; // 'search'
 * ```
 */
export type WaisRequest =
  | {
      readonly type: 'prompt';
      readonly host: string;
      readonly port: number;
      readonly database: string;
    }
  | {
      readonly type: 'search';
      readonly host: string;
      readonly port: number;
      readonly database: string;
      readonly query: string;
    }
  | {
      readonly type: 'retrieve';
      readonly host: string;
      readonly port: number;
      readonly database: string;
      readonly documentType: string;
      readonly documentId: Uint8Array;
    };

const fail = defineErrors('WAIS', {
  MISSING_DATABASE: 'RFC 4156 §2',
  INVALID_PATH: 'RFC 4156 §2',
  QUERY_NOT_ALLOWED: 'RFC 4156 §2',
  ENCODED_DELIMITER: 'RFC 1738 §6',
  WPATH_MISMATCH: 'RFC 1738 §3.9',
});

// wais's own finding. Another port (RFC 1738 §6) and an encoded CR, LF or NUL anywhere are
// among the findings every scheme shares (`URI_…`), the core's, which `check` reports first;
// `toRequest` refuses them in the text fields (WAIS_ENCODED_DELIMITER).
const finding = defineFindings('WAIS', {
  BINARY_WPATH: ['RFC 1738 §3.9', 'warning'],
});

const freeze = Object.freeze;

// CR, LF, NUL: RFC 1738 §6's "encoded … protocol delimiters" (and the end of a C string).
const CONTROLS: readonly number[] = freeze([codes.cr, codes.lf, codes.nul]);

// A C0 control or DEL (RFC 20): an octet that makes a document-id binary (RFC 1738 §3.9).
const isControl = (octet: number): boolean => octet < codes.space || octet === codes.delete;

// RFC 4156 §2: the port is 210 when none is given; a wais URI has no userinfo.
const DEFAULT_PORT = 210;
const SERVER = { rule: 'RFC 4156 §2', userinfo: 'none' } as const;

// The parts of a wais URI by the rules of RFC 4156 §2 (the plugin's parse).
function read(uri: Uri): WaisParts {
  const { host, port } = readServer(uri, SERVER);
  const { path, query } = uri;
  // "/" database, then nothing, "?" search, or "/" wtype "/" wpath.
  const a = path.indexOf('/', 1);
  const end = a < 0 ? path.length : a;
  if (end < 2) fail('MISSING_DATABASE', uri, uri.offsetOf('path') + (path ? 1 : 0), 'path');
  const database = decodeIn(uri, 'path', 1, end);
  let wtype: string | undefined;
  let wpath: string | undefined;
  let bytes: Uint8Array | undefined;
  if (a > 0) {
    const b = path.indexOf('/', a + 1);
    // database "/" wtype without "/" wpath
    if (b < 0) fail('INVALID_PATH', uri, uri.offsetOf('path') + path.length, 'path');
    wtype = decodeIn(uri, 'path', a + 1, b);
    // a "/" inside the wpath is written %2F
    const c = path.indexOf('/', b + 1);
    if (c > 0) fail('INVALID_PATH', uri, uri.offsetOf('path') + c, 'path');
    if (query !== undefined) fail('QUERY_NOT_ALLOWED', uri, uri.offsetOf('query') - 1, 'query');
    // RFC 1738 §3.9: opaque octets, which need not be UTF-8.
    ({ bytes, text: wpath } = decodeOctets(path, b + 1, path.length));
  }
  const search = query && decodeIn(uri, 'query');
  // A fresh object: the core freezes it on its way to the user.
  return {
    form: bytes ? 'document' : query === undefined ? 'database' : 'search',
    host,
    port,
    database,
    search,
    wtype,
    wpath,
    wpathBytes: bytes,
    fragment: uri.fragment,
  } as WaisParts;
}

// RFC 1738 §5: database, wtype and wpath are *uchar, so ";", ":", "@", "&" and "=" are encoded
// too; "search" may hold them, but not "/" or "?".
const RESERVED = ';:@&=';
const segment = (s: string): string => percentEncode(s, 'segment', RESERVED);

// The wpath from its octets (or from its text when no octets are given), checked against its
// text view.
function wpathText(bytes: Uint8Array | undefined, text: string | undefined): string {
  const out = bytes ? percentEncodeBytes(bytes, 'segment', RESERVED) : segment(text as string);
  if (decodeOctets(out).text !== text) fail('WPATH_MISMATCH', out, 0, 'path');
  return out;
}

// The path and query of parts: what the scheme owns (RFC 4156 §2).
const pathQuery = (p: WaisParts) => ({
  path: `/${segment(p.database)}${p.form === 'document' ? `/${segment(p.wtype)}/${wpathText(p.wpathBytes, p.wpath)}` : ''}`,
  query: p.form === 'search' ? percentEncode(p.search, 'query', '/?') : undefined,
});

// RFC 4156 §2: a wais URI has one of three forms; parts of another form name none of them, and
// are not written as the database form they would otherwise fall into.
const FORMS: readonly unknown[] = freeze(['database', 'search', 'document']);

function format(p: WaisParts): Uri {
  const form: unknown = p.form;
  if (!FORMS.includes(form)) {
    throw new UriError(
      'INVALID_ARGUMENT',
      "RFC 4156 §2: the form of wais parts is 'database', 'search' or 'document'",
      typeof form === 'string' ? form : typeof form,
      0,
    );
  }
  return serialize({
    scheme: 'wais',
    host: p.host,
    port: p.port,
    ...pathQuery(p),
    fragment: p.fragment,
  });
}

// Where the "/" before the wpath of a document URI stands in its text.
const wpathAt = (uri: Uri): number => uri.offsetOf('path') + uri.path.lastIndexOf('/');

// RFC 1738 §6: the offset of the first %0D, %0A or %00 in the database, the wtype or the
// search, or -1. The wpath is binary and opaque (RFC 1738 §3.9): any octet may stand there.
function delimiter(uri: Uri, p: WaisParts): number {
  const from = uri.offsetOf('path');
  const to = p.form === 'document' ? wpathAt(uri) : uri.offsetOf('fragment') - 1;
  const i = indexOfEscaped(uri.toString().slice(from, to), CONTROLS);
  return i < 0 ? i : from + i;
}

// The component of an offset in the path or the query.
const where = (uri: Uri, at: number) => (at < uri.offsetOf('query') ? 'path' : 'query');

/**
 * The wais scheme plugin (RFC 4156 §2): default port 210, not hierarchical. `parse` gives
 * {@link WaisParts}; `format` writes them back, escaping what RFC 1738 §5 asks; `normalize`
 * writes the parts in that one spelling, so that URIs naming the same database, search or
 * document compare equal; `check` reports security findings.
 *
 * @example
 * ```ts
 * wais.parse('wais://example.com/src/TEXT/doc-1').form; // 'document'
 * wais.normalize('WAIS://Example.COM:210/s%72c?a%2Bb').toString(); // 'wais://example.com/src?a+b'
 * wais.equivalent('wais://h/db', 'wais://h/db?'); // false
 * wais.parse('wais://h/db/TEXT'); // throws WAIS_INVALID_PATH
 * ```
 */
export const wais = defineScheme({
  name: 'wais',
  defaultPort: DEFAULT_PORT,
  hierarchical: false,
  errors: fail,
  findings: finding,
  parse: read,
  // The normal form (RFC 3986 §6.2.3) is the core's default: `format` of the parts of the
  // syntax-based form, each octet written as RFC 1738 §5 asks.
  format,
  // The core freezes the list it reports, after the findings every scheme shares.
  check: (p: WaisParts, uri: Uri): SecurityFinding[] =>
    p.wpathBytes && (p.wpath === undefined || p.wpathBytes.some(isControl))
      ? [finding('BINARY_WPATH', wpathAt(uri) + 1, 'path')]
      : [],
});

/**
 * The WAIS request a wais URI stands for (RFC 4156 §2, RFC 1625), after refusing a decoded CR,
 * LF or NUL in the database, the wtype or the search (`WAIS_ENCODED_DELIMITER`, RFC 1738 §6).
 * The document-id is handed over as octets, untouched.
 *
 * @example
 * ```ts
 * toRequest('wais://example.com/src'); // { type: 'prompt', host: 'example.com', port: 210, database: 'src' }
 * toRequest('wais://example.com:8210/src?lynch').port; // 8210
 * const r = toRequest('wais://h/src/TEXT/%00%01');
 * if (r.type === 'retrieve') [...r.documentId]; // [0, 1]
 * toRequest('wais://h/src?a%0Db'); // throws WAIS_ENCODED_DELIMITER
 * ```
 */
export function toRequest(input: string | Uri | WaisParts): WaisRequest {
  const uri = schemeUri(wais, input);
  const p = wais.parse(uri);
  const d = delimiter(uri, p);
  if (d >= 0) fail('ENCODED_DELIMITER', uri, d, where(uri, d));
  const { form, host, port = DEFAULT_PORT, database } = p;
  return freeze(
    form === 'document'
      ? {
          type: 'retrieve',
          host,
          port,
          database,
          documentType: p.wtype,
          documentId: p.wpathBytes,
        }
      : form === 'search'
        ? { type: form, host, port, database, query: p.search }
        : { type: 'prompt', host, port, database },
  );
}
