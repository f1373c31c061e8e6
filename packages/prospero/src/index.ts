/**
 * @urikit/prospero: the prospero URI scheme of RFC 4157 §2 (first RFC 1738 §3.11): a link of
 * the Prospero Directory Service, read with the generic syntax of RFC 3986.
 * @packageDocumentation
 */
import {
  codes,
  decodeIn,
  decodeOctets,
  defineErrors,
  defineScheme,
  indexOfEscaped,
  percentEncode,
  percentEncodeBytes,
  readServer,
  schemeUri,
  serialize,
  type Uri,
} from '@urikit/core/plugin';

/**
 * One field of a prospero URI (`;<field>=<value>`, RFC 4157 §2): name and value, decoded.
 *
 * @example
 * ```ts
 * const fields: readonly ProsperoField[] = prospero.parse('prospero://h/x;OBJECT-VERSION=2').fields;
 * fields[0]; // ['OBJECT-VERSION', '2']
 * ```
 */
export type ProsperoField = readonly [name: string, value: string];

/**
 * The parts of a prospero URI, `prospero://<host>:<port>/<hsoname>;<field>=<value>` (RFC 4157
 * §2). The hsoname is opaque octets, decoded; fields are decoded UTF-8 text, in order.
 *
 * @example
 * ```ts
 * const p: ProsperoParts = prospero.parse('prospero://host.dom//pros/name;a=1;a=2');
 * p.hsoname; // '/pros/name'
 * p.fields; // [['a', '1'], ['a', '2']]
 * p.fieldMap.a; // '1'
 * ```
 */
export interface ProsperoParts {
  /** The host as it stands in the authority (an IP-literal keeps its brackets), never empty. */
  readonly host: string;
  /** The port, `undefined` when absent or empty: then 1525 applies (RFC 4157 §2). */
  readonly port?: number | undefined;
  /** The host-specific object name as UTF-8 text, `undefined` when its octets are not UTF-8. */
  readonly hsoname: string | undefined;
  /**
   * The host-specific object name: the octets after the first "/" of the path up to the first
   * literal ";", decoded. Opaque: only the server interprets it (RFC 4157 §2). `format` writes
   * these.
   */
  readonly hsonameBytes: Uint8Array;
  /** The fields in the order written, each `[name, value]` decoded; names keep their case. */
  readonly fields: readonly ProsperoField[];
  /**
   * The same fields as a null-prototype object, name → value of its first occurrence. Derived
   * from `fields` (`format` reads `fields` only).
   */
  readonly fieldMap: Readonly<Record<string, string>>;
  /** The fragment as written, without "#" (never sent). */
  readonly fragment?: string | undefined;
}

/**
 * The directory query a prospero URI stands for: ask the Prospero server at `host`:`port`
 * about the link `hsonameBytes` with `fields` (RFC 4157 §2; `version` is the value of the
 * `OBJECT-VERSION` field, RFC 1738 §3.11). The answer gives access methods, themselves URLs.
 *
 * @example
 * ```ts
 * const q: ProsperoRequest = toRequest('prospero://host.dom//pros/name;OBJECT-VERSION=3');
 * q.version; // '3'
 * ```
 */
export interface ProsperoRequest {
  readonly host: string;
  readonly port: number;
  readonly hsoname: string | undefined;
  readonly hsonameBytes: Uint8Array;
  readonly version: string | undefined;
  readonly fields: readonly ProsperoField[];
}

const fail = defineErrors('PROSPERO', {
  MISSING_PATH: 'RFC 1738 §5',
  NUL_IN_HSONAME: 'RFC 1738 §6',
  INVALID_FIELD: 'RFC 1738 §5',
  QUERY_NOT_ALLOWED: 'RFC 4157 §2',
  ENCODED_DELIMITER: 'RFC 1738 §6',
  HSONAME_MISMATCH: 'RFC 4157 §2',
});

const freeze = Object.freeze;

// CR, LF, NUL: RFC 1738 §6's "encoded … protocol delimiters" (and the end of a C string).
const CONTROLS: readonly number[] = freeze([codes.cr, codes.lf, codes.nul]);

// RFC 4157 §2: the port is 1525 when none is given; "No username or password is allowed."
const DEFAULT_PORT = 1525;
const SERVER = { rule: 'RFC 4157 §2', userinfo: 'none' } as const;

// The fields of a path, as a list and as a map.
interface Fields {
  readonly fields: readonly ProsperoField[];
  readonly map: Readonly<Record<string, string>>;
}
const NO_FIELDS: Fields = freeze({
  fields: freeze([]),
  map: freeze(Object.setPrototypeOf({}, null)),
});

// The fields of a path from its first ";" (at `semi`), in order and as a map of the first
// value of each name (names and values decoded, as UTF-8).
function fieldsOf(uri: Uri, path: string, semi: number, at: number): Fields {
  const fields: ProsperoField[] = [];
  // A map without a prototype, so that no field name reads as an inherited property (`{}`
  // given none, which V8 keeps in fast mode, where `Object.create(null)` starts as a dictionary).
  const map: Record<string, string> = Object.setPrototypeOf({}, null);
  // fieldspec = ";" fieldname "=" fieldvalue; "=" and ";" inside them are encoded.
  while (semi >= 0) {
    const from = semi + 1;
    semi = path.indexOf(';', from);
    const to = semi < 0 ? path.length : semi;
    const eq = path.indexOf('=', from);
    if (eq < 0 || eq > to) fail('INVALID_FIELD', uri, at + to, 'path');
    const again = path.indexOf('=', eq + 1);
    if (again >= 0 && again < to) fail('INVALID_FIELD', uri, at + again, 'path');
    const name = decodeIn(uri, 'path', from, eq);
    const value = decodeIn(uri, 'path', eq + 1, to);
    fields.push(freeze([name, value] as const));
    map[name] ??= value; // the first value of a name (values are strings, never undefined)
  }
  return { fields: freeze(fields), map: freeze(map) };
}

// The parts of a prospero URI by the rules of RFC 4157 §2 and RFC 1738 §5 (the plugin's parse).
function read(uri: Uri): ProsperoParts {
  const { host, port } = readServer(uri, SERVER);
  const path = uri.path;
  const at = uri.offsetOf('path');
  // RFC 1738 §5: prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
  if (!path) fail('MISSING_PATH', uri, at, 'path');
  const semi = path.indexOf(';');
  const end = semi < 0 ? path.length : semi;
  // The 1993 draft's "%00version%00attributes" is not RFC 1738's: a NUL is refused.
  const nul = path.indexOf('%00');
  if (nul >= 0 && nul < end) fail('NUL_IN_HSONAME', uri, at + nul, 'path');
  const { fields, map } = semi < 0 ? NO_FIELDS : fieldsOf(uri, path, semi, at);
  // RFC 1738 allowed a "?" in the hsoname; in RFC 3986 it starts a query, which prospero has not.
  if (uri.query !== undefined) fail('QUERY_NOT_ALLOWED', uri, uri.offsetOf('query') - 1, 'query');
  // The hsoname's octets need not be UTF-8: decoding them refuses nothing.
  const { bytes, text } = decodeOctets(path, 1, end);
  // A fresh object: the core freezes it on its way to the user.
  return {
    host,
    port,
    hsoname: text,
    hsonameBytes: bytes,
    fields,
    fieldMap: map,
    fragment: uri.fragment,
  };
}

// RFC 1738 §5: psegment may hold "?", ":", "@", "&" and "=" but not ";" (RFC 4157 §2: ";" is
// reserved in the hsoname); "/" has no significance in it. fieldname and fieldvalue may not
// hold "/", ";" or "=".
const hsoname = (s: string): string => percentEncode(s, 'path', ';');
const field = (s: string): string => percentEncode(s, 'segment', ';=');

// The path of parts: what the scheme owns (RFC 4157 §2).
function pathOf(p: ProsperoParts): string {
  // The hsoname from its octets (or from its text when no octets are given), checked against
  // its text view.
  const bytes = p.hsonameBytes;
  let path = bytes ? percentEncodeBytes(bytes, 'path', ';') : hsoname(p.hsoname as string);
  if (decodeOctets(path).text !== p.hsoname) fail('HSONAME_MISMATCH', path, 0, 'path');
  path = `/${path}`;
  for (const [name, value] of p.fields) path += `;${field(name)}=${field(value)}`;
  return path;
}

const format = (p: ProsperoParts): Uri =>
  serialize({
    scheme: 'prospero',
    host: p.host,
    port: p.port,
    path: pathOf(p),
    fragment: p.fragment,
  });

// RFC 1738 §6: the offset of the first %0D, %0A or %00 in the path, or -1.
function delimiter(uri: Uri): number {
  const i = indexOfEscaped(uri.path, CONTROLS);
  return i < 0 ? i : uri.offsetOf('path') + i;
}

/**
 * The prospero scheme plugin (RFC 4157 §2): default port 1525, not hierarchical. `parse` gives
 * {@link ProsperoParts}; `format` writes them back, escaping what RFC 1738 §5 asks; `normalize`
 * writes the parts in that one spelling, so that URIs naming the same link compare equal;
 * `check` reports the security findings every scheme shares (prospero has none of its own: a
 * port of another protocol and an encoded CR, LF or NUL are among the core's).
 *
 * @example
 * ```ts
 * prospero.parse('prospero://host.dom//pros/name').hsoname; // '/pros/name'
 * prospero.normalize('PROSPERO://Host.dom:1525/a%2Fb;x=1').toString(); // 'prospero://host.dom/a/b;x=1'
 * prospero.equivalent('prospero://h//x', 'prospero://h/x'); // false
 * prospero.parse('prospero://user@host.dom/x'); // throws USERINFO_NOT_ALLOWED
 * ```
 */
export const prospero = defineScheme({
  name: 'prospero',
  defaultPort: DEFAULT_PORT,
  hierarchical: false,
  errors: fail,
  parse: read,
  // The normal form (RFC 3986 §6.2.3) is the core's default: `format` of the parts of the
  // syntax-based form, each octet written as RFC 1738 §5 asks.
  format,
});

/**
 * The directory query of a prospero URI (RFC 4157 §2), after refusing a decoded CR, LF or NUL
 * in the hsoname or a field (`PROSPERO_ENCODED_DELIMITER`, RFC 1738 §6).
 *
 * @example
 * ```ts
 * toRequest('prospero://host.dom//pros/name').hsoname; // '/pros/name'
 * toRequest('prospero://host.dom//pros/name').port; // 1525
 * toRequest('prospero://h/x;note=a%0Db'); // throws PROSPERO_ENCODED_DELIMITER
 * ```
 */
export function toRequest(input: string | Uri | ProsperoParts): ProsperoRequest {
  const uri = schemeUri(prospero, input);
  const p = prospero.parse(uri);
  const d = delimiter(uri);
  if (d >= 0) fail('ENCODED_DELIMITER', uri, d, 'path');
  return freeze({
    host: p.host,
    port: p.port ?? DEFAULT_PORT,
    hsoname: p.hsoname,
    hsonameBytes: p.hsonameBytes,
    version: p.fieldMap['OBJECT-VERSION'],
    fields: p.fields,
  });
}
