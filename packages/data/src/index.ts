/**
 * @urikit/data: the data URI scheme (RFC 2397, media types of RFC 2045) as a urikit scheme
 * plugin: `data:[<mediatype>][;base64],<data>`, and the octets it holds.
 * @packageDocumentation
 */
import {
  defineErrors,
  defineFindings,
  defineScheme,
  invalidArgument,
  percentDecodeBytes,
  percentEncodeBytes,
  readOptions,
  requireString,
  schemeUri,
  serialize,
  type Uri,
} from '@urikit/core/plugin';
import { decodeBase64, encodeBase64, scanBase64 } from './base64.js';
import { ACTIVE_MEDIA_TYPES, badMediaType, badToken, type Parameters } from './media-type.js';

export { ACTIVE_MEDIA_TYPES, type Parameters } from './media-type.js';

/**
 * The parts of a data URL (RFC 2397 §3). The media type and the parameter names are in lower
 * case (RFC 2045 §5.1); a data URL without a media type has the default `text/plain` with
 * `charset=US-ASCII` (RFC 2397 §2), and one with parameters only (`data:;charset=utf-8,…`) has
 * `text/plain`. Values and the data are as written (escapes kept). Frozen.
 *
 * @example
 * ```ts
 * const p = data.parse('data:text/plain;charset=iso-8859-7,%be%d3%be');
 * [p.mediaType, p.parameters.charset, p.base64, p.data]; // ['text/plain', 'iso-8859-7', false, '%be%d3%be']
 * data.parse('data:,x').parameters; // { charset: 'US-ASCII' }
 * ```
 */
export interface DataParts {
  /** `type/subtype`, lower case (RFC 2045 §5.1). */
  readonly mediaType: string;
  /** The parameters: names in lower case, values as written (RFC 2045 §5.1). Frozen. */
  readonly parameters: Parameters;
  /** Whether the data is base64 (`;base64`, RFC 2397 §3; RFC 4648 §4). */
  readonly base64: boolean;
  /** The data as written after the ",": URL-encoded octets, or base64 text. */
  readonly data: string;
  /** The fragment as written, without "#". */
  readonly fragment?: string | undefined;
}

const fail = /* @__PURE__ */ defineErrors('DATA', {
  MISSING_COMMA: 'RFC 2397 §3',
  INVALID_MEDIA_TYPE: 'RFC 2045 §5.1',
  INVALID_PARAMETER: 'RFC 2045 §5.1',
  DUPLICATE_PARAMETER: 'RFC 6838 §4.3',
  INVALID_BASE64: 'RFC 4648 §4',
  TOO_LARGE: 'RFC 2397 §4',
});

const finding = /* @__PURE__ */ defineFindings('DATA', {
  ACTIVE_CONTENT: ['RFC 2397 §4', 'warning'],
});

const SEMICOLON = 0x3b;
const COMMA = 0x2c;

/** RFC 2397 §2: "If <mediatype> is omitted, it defaults to text/plain;charset=US-ASCII." */
const DEFAULT_TYPE = 'text/plain';
const DEFAULT_CHARSET = 'US-ASCII';
const BASE64 = 'base64';

/** The head of a data URL: what comes before the ",". */
interface Head {
  readonly mediaType: string;
  readonly parameters: Parameters;
  readonly base64: boolean;
}

// The end of the text's part that starts at `from`: the next ";" before `end`, or `end`.
function partEnd(text: string, from: number, end: number): number {
  const semi = text.indexOf(';', from);
  return semi < 0 || semi > end ? end : semi;
}

// Whether [from, end) is "base64" in any case (RFC 2397 §3 ";base64"; RFC 5234 §2.3: a quoted
// literal is case-insensitive).
const isBase64 = (text: string, from: number, end: number): boolean =>
  end - from === BASE64.length && text.slice(from, end).toLowerCase() === BASE64;

/** One `attribute "=" value` of RFC 2045 §5.1 at [from, end) of the URI text. */
function readParameter(uri: Uri, text: string, from: number, end: number): [string, string] {
  const eq = text.indexOf('=', from);
  if (eq < 0 || eq >= end) fail('INVALID_PARAMETER', uri, end, 'path', 'no "=" in the parameter');
  const bad = badToken(text, from, eq);
  if (bad >= 0) fail('INVALID_PARAMETER', uri, bad, 'path', 'the attribute is a token');
  if (eq + 1 === end) fail('INVALID_PARAMETER', uri, end, 'path', 'an empty value');
  return [text.slice(from, eq).toLowerCase(), text.slice(eq + 1, end)];
}

const NO_PARAMETERS: Parameters = Object.freeze({});
const DEFAULT_PARAMETERS: Parameters = Object.freeze({ charset: DEFAULT_CHARSET });

// The parameters read, frozen; RFC 2397 §2: none at all and no media type are the default's.
function parametersOf(entries: [string, string][], omitted: boolean): Parameters {
  if (entries.length === 0) return omitted ? DEFAULT_PARAMETERS : NO_PARAMETERS;
  return Object.freeze(Object.fromEntries(entries));
}

/** RFC 2397 §3: `[ type "/" subtype ] *( ";" parameter ) [ ";base64" ]` at [start, comma). */
function readHead(uri: Uri, text: string, start: number, comma: number): Head {
  const typeEnd = partEnd(text, start, comma);
  const omitted = typeEnd === start;
  if (!omitted) {
    const bad = badMediaType(text, start, typeEnd);
    if (bad >= 0) fail('INVALID_MEDIA_TYPE', uri, bad, 'path');
  }
  const entries: [string, string][] = [];
  let base64 = false;
  for (let at = typeEnd; at < comma; ) {
    const from = at + 1;
    const end = partEnd(text, from, comma);
    // ";base64" ends the head; a "base64" elsewhere is a parameter without "=".
    if (end === comma && isBase64(text, from, end)) {
      base64 = true;
      break;
    }
    const entry = readParameter(uri, text, from, end);
    if (entries.some(([name]) => name === entry[0])) {
      fail('DUPLICATE_PARAMETER', uri, from, 'path', entry[0]);
    }
    entries.push(entry);
    at = end;
  }
  return {
    mediaType: omitted ? DEFAULT_TYPE : text.slice(start, typeEnd).toLowerCase(),
    parameters: parametersOf(entries, omitted),
    base64,
  };
}

// The text of a data URL after "data:" and before its fragment, and where it starts: RFC 2397
// §3 data may hold "?", which RFC 3986 reads as the start of a query.
function bodyText(uri: Uri): {
  readonly text: string;
  readonly start: number;
  readonly end: number;
} {
  const text = uri.toString();
  const fragment = uri.fragment;
  return {
    text,
    start: uri.scheme!.length + 1,
    end: fragment === undefined ? text.length : text.length - fragment.length - 1,
  };
}

function parse(uri: Uri): DataParts {
  const { text, start, end } = bodyText(uri);
  const comma = text.indexOf(',', start);
  if (comma < 0 || comma >= end) fail('MISSING_COMMA', uri, end, 'path');
  const head = readHead(uri, text, start, comma);
  const body = text.slice(comma + 1, end);
  if (head.base64) scanBase64(body, (i) => fail('INVALID_BASE64', uri, comma + 1 + i, 'path'));
  // A fresh object: the core freezes it on its way to the user.
  return {
    mediaType: head.mediaType,
    parameters: head.parameters,
    base64: head.base64,
    data: body,
    fragment: uri.fragment,
  };
}

/** The text of the parameters, `;name=value` each, checked as `parse` reads them. */
function parametersText(parameters: Parameters): string {
  if (typeof parameters !== 'object' || parameters === null || Array.isArray(parameters)) {
    throw invalidArgument('data.format: parameters are an object of strings', parameters);
  }
  let out = '';
  for (const [name, value] of Object.entries(parameters)) {
    requireString(value, 'data.format: parameters are an object of strings');
    const bad = badToken(name, 0, name.length);
    if (bad >= 0) fail('INVALID_PARAMETER', name, bad, 'path', 'the attribute is a token');
    const cut = firstOf(value, SEMICOLON, COMMA);
    if (value === '' || cut >= 0) fail('INVALID_PARAMETER', value, Math.max(cut, 0), 'path');
    out += `;${name}=${value}`;
  }
  return out;
}

// The index of the first `a` or `b` in `text`, or -1.
function firstOf(text: string, a: number, b: number): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === a || c === b) return i;
  }
  return -1;
}

// RFC 2397 §2: the default media type is written by leaving it out.
const isDefault = (p: DataParts): boolean => {
  if (p.mediaType !== DEFAULT_TYPE) return false;
  const names = Object.keys(p.parameters);
  return names.length === 1 && names[0] === 'charset' && p.parameters.charset === DEFAULT_CHARSET;
};

function format(p: DataParts): Uri {
  const type = requireString(p.mediaType, 'data.format: mediaType is a string');
  const bad = badMediaType(type, 0, type.length);
  if (bad >= 0) fail('INVALID_MEDIA_TYPE', type, bad, 'path');
  const params = parametersText(p.parameters);
  if (typeof p.base64 !== 'boolean') {
    throw invalidArgument('data.format: base64 is a boolean', p.base64);
  }
  const body = requireString(p.data, 'data.format: data is a string');
  const head = isDefault(p) ? '' : type + params;
  const text = `${head}${p.base64 ? ';base64' : ''},${body}`;
  // RFC 3986 §3.4: a "?" in the data starts the URI's query.
  const q = text.indexOf('?');
  return serialize({
    scheme: 'data',
    path: q < 0 ? text : text.slice(0, q),
    query: q < 0 ? undefined : text.slice(q + 1),
    fragment: p.fragment,
  });
}

// The octets of the data of valid parts (RFC 2397 §3: base64, or URL-encoded octets).
const octetsOf = (p: DataParts): Uint8Array =>
  p.base64
    ? decodeBase64(p.data, (i) => fail('INVALID_BASE64', p.data, i, 'path'))
    : percentDecodeBytes(p.data);

// RFC 2045 §5.1: parameter values are case-sensitive, but RFC 2046 §4.1.2: charset names are not.
// The normal form writes them in upper case, as the default (RFC 2397 §2) and IANA's preferred
// MIME names are written.
function normalParameters(p: DataParts): Parameters {
  const entries = Object.entries(p.parameters).map(([name, value]): [string, string] => [
    name,
    name === 'charset' ? value.toUpperCase() : value,
  ]);
  // RFC 2046 §4.1.2: text/plain without a charset is US-ASCII.
  if (p.mediaType === DEFAULT_TYPE && !Object.hasOwn(p.parameters, 'charset')) {
    entries.push(['charset', DEFAULT_CHARSET]);
  }
  // RFC 2045 §5.1: parameters are a set, their order carries nothing.
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.freeze(Object.fromEntries(entries));
}

// The data's canonical text: its octets as RFC 4648 §4 base64 with padding, or URL-encoded
// with only what a query cannot hold escaped (RFC 3986 §2.1, §3.4: "/" and "?" as they are).
const normalData = (p: DataParts): string =>
  p.base64 ? encodeBase64(octetsOf(p)) : percentEncodeBytes(octetsOf(p), 'query');

function sameParameters(a: Parameters, b: Parameters): boolean {
  const names = Object.keys(a);
  if (names.length !== Object.keys(b).length) return false;
  return names.every((name) => Object.hasOwn(b, name) && a[name] === b[name]);
}

function sameOctets(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const NONE = Object.freeze([]) as readonly never[];

/**
 * The data scheme plugin (RFC 2397): not hierarchical, no default port. `normalize` writes the
 * media type and parameter names in lower case, charset names in upper case, parameters sorted,
 * the default `text/plain;charset=US-ASCII` left out, and the data's octets in their canonical
 * spelling (base64 padded; URL-encoded with only what must be escaped); `equivalent` compares
 * media type, parameters and octets, whichever encoding carries them; `check` warns of active
 * content.
 *
 * @example
 * ```ts
 * const registry = createRegistry([data]);
 * registry.normalize('DATA:Text/Plain;Charset=utf-8,A%41').toString(); // 'data:text/plain;charset=UTF-8,AA'
 * registry.equivalent('data:,A%41', 'data:text/plain;charset=us-ascii,AA'); // true
 * registry.equivalent('data:;base64,QUE=', 'data:,AA'); // true
 * ```
 */
export const data = /* @__PURE__ */ defineScheme({
  name: 'data',
  // RFC 2397 §3: the data is opaque; nothing resolves against a data URL.
  hierarchical: false,
  errors: fail,
  findings: finding,
  parse,
  format,
  normalizeParts: (p: DataParts): DataParts => ({
    mediaType: p.mediaType,
    parameters: normalParameters(p),
    base64: p.base64,
    data: normalData(p),
    fragment: p.fragment,
  }),
  // RFC 2397 §1: a data URL stands for the data it holds, "as if it had been included
  // externally": the same media type, parameters and octets are the same resource (RFC 3986
  // §6.1), whether base64 or URL-encoded octets carry them.
  equivalent: (a: DataParts, b: DataParts): boolean =>
    a.mediaType === b.mediaType &&
    a.fragment === b.fragment &&
    sameParameters(a.parameters, b.parameters) &&
    (a.base64 === b.base64 ? a.data === b.data : sameOctets(octetsOf(a), octetsOf(b))),
  check(p: DataParts, uri: Uri) {
    if (!ACTIVE_MEDIA_TYPES.includes(p.mediaType)) return NONE;
    const at = uri.scheme!.length + 1;
    return Object.freeze([finding('ACTIVE_CONTENT', at, 'path', p.mediaType)]);
  },
});

/**
 * Options of {@link decodeData}.
 *
 * @example
 * ```ts
 * const options: DecodeOptions = { maxBytes: 1 << 20 };
 * decodeData('data:,x', options).length; // 1
 * ```
 */
export interface DecodeOptions {
  /** The most octets to return; more is `DATA_TOO_LARGE`, found before any is decoded. */
  readonly maxBytes?: number | undefined;
}

const DECODE_OPTIONS = Object.freeze({ maxBytes: 'number' } as const);

// How many octets the data of valid parts holds, counted without decoding them.
function octetCount(p: DataParts): number {
  if (p.base64) return scanBase64(p.data, (i) => fail('INVALID_BASE64', p.data, i, 'path'));
  let escapes = 0;
  for (let i = p.data.indexOf('%'); i >= 0; i = p.data.indexOf('%', i + 3)) escapes++;
  return p.data.length - 2 * escapes;
}

/**
 * The octets a data URL holds (RFC 2397 §3): base64-decoded (RFC 4648 §4) or percent-decoded
 * (RFC 3986 §2.1), from text, a `Uri` or parts (checked as `format` checks them). With
 * `maxBytes`, data of more octets is refused (`DATA_TOO_LARGE`, at the data) before it is
 * decoded. A fresh `Uint8Array` each call.
 *
 * @example
 * ```ts
 * decodeData('data:,A%20brief%20note'); // Uint8Array of 'A brief note'
 * decodeData('data:;base64,SGk=').length; // 2
 * decodeData('data:,abc', { maxBytes: 2 }); // throws DATA_TOO_LARGE
 * ```
 */
export function decodeData(input: string | Uri | DataParts, options?: DecodeOptions): Uint8Array {
  const max = readOptions(options, DECODE_OPTIONS, 'decodeData')?.maxBytes;
  if (max !== undefined && !(Number.isSafeInteger(max) && max >= 0)) {
    throw invalidArgument('decodeData: option maxBytes is a whole number', max);
  }
  const uri = schemeUri(data, input);
  const p = data.parse(uri);
  const count = octetCount(p);
  if (max !== undefined && count > max) {
    const at = bodyText(uri).text.indexOf(',') + 1;
    fail('TOO_LARGE', uri, at, 'path', `${count} octets, more than ${max}`);
  }
  return octetsOf(p);
}
