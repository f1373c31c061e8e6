// `urikit get` and `urikit set`: templates that read components (`{host}`, `{query:name}`),
// assignments that write them (`host=example.org`), and the query edits `--trim query=NAME`
// and `--sort-query`, in the spirit of curl's trurl, on the components of RFC 3986 §3 and
// through `Uri.with`, which validates what it builds.
import {
  type EncodeComponent,
  isIPv6,
  parse,
  percentDecode,
  percentDecodeBytes,
  percentEncode,
  Uri,
  type UriComponents,
  UriError,
} from '@urikit/core';
import {
  invalidArgument,
  type OptionSpec,
  readField,
  readOptions,
  requireString,
} from '@urikit/core/plugin';
import type { ERRORS } from './help.js';

/** A component name of a template or an assignment. */
export type Name =
  | 'uri'
  | 'scheme'
  | 'userinfo'
  | 'user'
  | 'password'
  | 'host'
  | 'port'
  | 'path'
  | 'query'
  | 'fragment';

/** The names a template or an assignment may use. */
const NAMES: readonly Name[] = [
  'uri',
  'scheme',
  'userinfo',
  'user',
  'password',
  'host',
  'port',
  'path',
  'query',
  'fragment',
];

/** One piece of a compiled template: literal text, or a field to read. */
export type Piece =
  | { readonly text: string }
  | { readonly name: Name; readonly param: string | undefined; readonly decoded: boolean };

/** A template compiled once, applied to many URIs. */
export interface Template {
  readonly source: string;
  readonly pieces: readonly Piece[];
}

const usage = (message: string, input: string, index: number): never => {
  throw new UriError('INVALID_ARGUMENT', message, input, index);
};

// The arguments of the exported functions, checked at their entry (issue 23 E2): a value of
// the wrong type is `INVALID_ARGUMENT` (the core's `invalidArgument`), never a TypeError from
// inside; objects (options, a Template, an Assignment, a TrimPattern) are read field by field,
// once (the core's `readField` and `readOptions`: a read that throws is INVALID_ARGUMENT).

/** A URI given as text (parsed strictly) or a `Uri` (by its brand). */
function uriArgument(input: unknown, what: string): Uri {
  if (typeof input === 'string') return parse(input);
  if (input instanceof Uri) return input;
  throw invalidArgument(`${what}: a URI is a string or a Uri`, input);
}

const QUERY_OPTIONS: OptionSpec = { form: 'boolean' };

/** The `form` option of {@link QueryOptions}. */
const formOption = (options: unknown, what: string): boolean =>
  readOptions(options as QueryOptions | undefined, QUERY_OPTIONS, what)?.form === true;

/** The items of an array argument, read once (a copy). */
function listArgument(value: unknown, what: string): readonly unknown[] {
  try {
    if (Array.isArray(value)) return [...value];
  } catch (e) {
    throw invalidArgument(`${what} cannot be read`, value, undefined, e);
  }
  throw invalidArgument(`${what} is an array`, value);
}

/** A piece of a Template given as an object: `{ text }` or `{ name, param, decoded }`. */
function pieceArgument(piece: unknown): Piece {
  const text = readField(piece, 'text', 'get');
  if (typeof text === 'string') return { text };
  const name = readField(piece, 'name', 'get') as Name;
  const param = readField(piece, 'param', 'get');
  const decoded = readField(piece, 'decoded', 'get');
  if (
    !NAMES.includes(name) ||
    (param !== undefined && typeof param !== 'string') ||
    typeof decoded !== 'boolean'
  ) {
    throw invalidArgument('get: a template piece is { text } or { name, param, decoded }', piece);
  }
  return { name, param, decoded };
}

/** A template given as text (compiled) or as a Template (read piece by piece). */
function templateArgument(template: unknown): Template {
  if (typeof template === 'string') return compileTemplate(template);
  const pieces = listArgument(readField(template, 'pieces', 'get'), 'get: template.pieces');
  return { source: '', pieces: pieces.map(pieceArgument) };
}

/** An assignment given as text (parsed) or as an Assignment (read field by field). */
function assignmentArgument(a: unknown, unset: boolean): Assignment {
  if (typeof a === 'string') return parseAssignment(a, unset);
  const name = readField(a, 'name', 'set') as Assignment['name'];
  const param = readField(a, 'param', 'set');
  const value = readField(a, 'value', 'set');
  if (
    !NAMES.includes(name) ||
    (name as Name) === 'uri' ||
    (param !== undefined && typeof param !== 'string') ||
    (value !== undefined && typeof value !== 'string')
  ) {
    throw invalidArgument('set: an assignment is { name, param, value } or NAME=VALUE', a);
  }
  return { name, param, value };
}

/** A trim pattern given as text (read by trimPattern) or as a TrimPattern. */
function patternArgument(p: unknown): TrimPattern {
  if (typeof p === 'string') return trimPattern(p);
  const name = readField(p, 'name', 'trimQuery');
  const prefix = readField(p, 'prefix', 'trimQuery');
  if (typeof name !== 'string' || typeof prefix !== 'boolean') {
    throw invalidArgument('trimQuery: a pattern is { name, prefix } or text', p);
  }
  return { name, prefix };
}

/**
 * Compiles a `--get` template: text with `{name}` fields, `{{` and `}}` for literal braces.
 * Names: `uri`, `scheme`, `userinfo`, `user`, `password`, `host`, `port`, `path`, `query`,
 * `fragment`, and `query:NAME` for a query parameter; `decoded:` before a name gives the value
 * percent-decoded (strict UTF-8). Throws `UriError` `INVALID_ARGUMENT` for a bad template.
 */
export function compileTemplate(source: string): Template {
  requireString(source, 'compileTemplate(source: string)');
  const pieces: Piece[] = [];
  let text = '';
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '{' && source[i + 1] === '{') {
      text += '{';
      i += 2;
      continue;
    }
    if (c === '}') {
      if (source[i + 1] !== '}') usage('template: "}" without "{" (write "}}")', source, i);
      text += '}';
      i += 2;
      continue;
    }
    if (c !== '{') {
      text += c;
      i++;
      continue;
    }
    const close = source.indexOf('}', i + 1);
    if (close < 0) usage('template: "{" without "}" (write "{{")', source, i);
    let field = source.slice(i + 1, close);
    const decoded = field.startsWith('decoded:');
    if (decoded) field = field.slice(8);
    const colon = field.indexOf(':');
    const name = (colon < 0 ? field : field.slice(0, colon)) as Name;
    const param = colon < 0 ? undefined : field.slice(colon + 1);
    if (!NAMES.includes(name)) {
      usage(
        `template: unknown field {${field}} (fields: ${NAMES.join(', ')}, query:NAME)`,
        source,
        i,
      );
    }
    if (param !== undefined && (name !== 'query' || param === '')) {
      usage(`template: {${field}}: only query takes a parameter name ({query:NAME})`, source, i);
    }
    if (text !== '') pieces.push({ text });
    text = '';
    pieces.push({ name, param, decoded });
    i = close + 1;
  }
  if (text !== '') pieces.push({ text });
  return Object.freeze({ source, pieces: Object.freeze(pieces) });
}

/** The userinfo split at its first ":" (RFC 3986 §3.2.1, RFC 1738 §3.1), as written. */
function login(userinfo: string | undefined): [string | undefined, string | undefined] {
  if (userinfo === undefined) return [undefined, undefined];
  const colon = userinfo.indexOf(':');
  return colon < 0 ? [userinfo, undefined] : [userinfo.slice(0, colon), userinfo.slice(colon + 1)];
}

// Query parameters. RFC 3986 §3.4 gives the query no inner syntax: it only says that queries
// "often" carry "key=value" pairs. The reading taken, the same for every operation on a
// parameter ({query:NAME}, --set query:NAME, --unset query:NAME, --trim, --sort-query):
// - a query is a list of pairs split at every "&", a pair is split at its first "=" (a pair
//   without "=" is a name alone, an empty pair between "&&" a pair with an empty name);
// - a pair is matched on its name's percent-decoded octets (`%61` is `a`, `caf%C3%A9` is
//   `café`), and written back byte for byte as it was: no escape is added, removed or re-cased;
// - "+" is a "+", never a space: no scheme urikit knows says otherwise (RFC 6068 §5 says so
//   for mailto, RFC 1738 §2.2 for the RFC 1738 schemes; http leaves the query to the
//   resource). "+" for a space is application/x-www-form-urlencoded, the HTML and WHATWG
//   convention for form submissions, not URI syntax. So `a+b` and `a%2Bb` name one parameter,
//   and `a%20b` another.
// - names are compared case-sensitively (RFC 3986 §6.2.2.1: only scheme and host are
//   case-insensitive "unless specifically defined otherwise by the scheme"); mailto defines
//   otherwise, see CASELESS.
// A scheme whose RFC gives the query another meaning has no parameters: see NOT_PAIRS.
//
// With `form` (`--form`), the query is read as the WHATWG URL Standard's
// "application/x-www-form-urlencoded parsing" (§5.1) reads it, for the same operations: "+" in
// a name or a value is a space once decoded (step 3.4: "Replace any 0x2B (+) in name and
// value with 0x20 (SP)"), so `a+b` and `a%20b` name one parameter and `a%2Bb` another; an
// empty sequence (between "&&", or a "&" at either end) is no pair (step 3.1) and stays where it
// is. What is written back is still the very text of the input: "+" is never rewritten.

/**
 * Schemes whose query is no list of name=value pairs (the RFC gives it another meaning): a
 * parameter operation there would rewrite the resource's own data, so it is an error
 * (`QUERY_NOT_PAIRS`) when the URI has a query. Every other scheme, known to a plugin or not,
 * gets the reading above.
 */
const NOT_PAIRS: ReadonlyMap<string, string> = new Map([
  ['gopher', 'RFC 4266 §2.1: a "?" in a gopher URI is part of the selector, not name=value pairs'],
  ['wais', 'RFC 4156 §2: the query of a wais URI is a search, not name=value pairs'],
]);

/**
 * Schemes whose pair names are compared in any case (ASCII): mailto's hfields are
 * `hfname "=" hfvalue` (RFC 6068 §2), and an hfname is a header field name (RFC 5322 §3.6.8),
 * which mail compares in any case (`Subject`, `subject`).
 */
const CASELESS: ReadonlySet<string> = new Set(['mailto']);

/**
 * How query pairs are read by `get`, `set`, `trimQuery` and `sortQuery`.
 *
 * @example
 * ```ts
 * get('http://example.com/?a+b=1', '{query:a b}', { form: true }); // '1'
 * get('http://example.com/?a+b=1', '{query:a b}'); // ''
 * ```
 */
export interface QueryOptions {
  /**
   * Read the query as application/x-www-form-urlencoded (WHATWG URL Standard §5.1): "+" is a
   * space in decoded names and values, and an empty sequence between two "&" is no pair.
   * Off by default: no scheme here uses form encoding in its URIs.
   */
  readonly form?: boolean | undefined;
}

/** The query of `uri` as pairs (as written), and how their names compare. */
interface Pairs {
  /** The query split at every "&" (with `form`, "" is no pair: see `isPair`). */
  readonly list: string[];
  readonly caseless: boolean;
  readonly form: boolean;
}

/** Whether a piece of the query between two "&" is a pair (§5.1 step 3.1 skips empty ones). */
const isPair = (piece: string, form: boolean): boolean => !form || piece !== '';

/**
 * The pairs of `uri`'s query (`[]` for an absent or empty query). Throws `UriError`
 * `QUERY_NOT_PAIRS` for a query of a scheme in NOT_PAIRS.
 */
function pairsOf(uri: Uri, form = false): Pairs {
  const scheme = uri.scheme?.toLowerCase() ?? '';
  const query = uri.query;
  const rule = NOT_PAIRS.get(scheme);
  if (rule !== undefined && query !== undefined) {
    const code = 'QUERY_NOT_PAIRS' satisfies keyof typeof ERRORS;
    throw new UriError(code, rule, uri.toString(), uri.offsetOf('query') - 1, 'query');
  }
  return { list: query ? query.split('&') : [], caseless: CASELESS.has(scheme), form };
}

/** The name of a pair as written (the text before its first "="). */
const nameOf = (pair: string): string => {
  const eq = pair.indexOf('=');
  return eq < 0 ? pair : pair.slice(0, eq);
};

/** The value of a pair as written, `undefined` for a pair without "=". */
const pairValue = (pair: string): string | undefined => {
  const eq = pair.indexOf('=');
  return eq < 0 ? undefined : pair.slice(eq + 1);
};

/** Form text with each "+" written as the space it stands for (%20), before decoding. */
const plusAsSpace = (text: string): string =>
  text.includes('+') ? text.replaceAll('+', '%20') : text;

/**
 * The key a name is compared by: its percent-decoded octets, one character per octet (so that
 * `===`, `startsWith` and `<` compare octets, which for UTF-8 is code point order), ASCII
 * letters in lower case when `caseless`. `name` is URI text: valid escapes are decoded, a lone
 * "%" or a character a query does not allow stands for itself (as `--set` writes it); with
 * `form`, "+" is a space.
 */
function keyOf(name: string, caseless: boolean, form = false): string {
  if (form) name = plusAsSpace(name);
  let bytes: Uint8Array;
  try {
    bytes = percentDecodeBytes(name);
  } catch {
    bytes = percentDecodeBytes(encode(name, 'query'));
  }
  let key = '';
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    key += String.fromCharCode(caseless && b >= 0x41 && b <= 0x5a ? b | 0x20 : b);
  }
  return key;
}

/** A component of `uri` as written, `undefined` when absent. */
function read(uri: Uri, name: Name, param: string | undefined, form: boolean): string | undefined {
  switch (name) {
    case 'uri':
      return uri.toString();
    case 'scheme':
      return uri.scheme;
    case 'userinfo':
      return uri.userinfo;
    case 'user':
      return login(uri.userinfo)[0];
    case 'password':
      return login(uri.userinfo)[1];
    case 'host':
      return uri.hostText;
    case 'port':
      return uri.port;
    case 'path':
      return uri.path;
    case 'query': {
      if (param === undefined || uri.query === undefined) return uri.query;
      const { list, caseless } = pairsOf(uri, form);
      const wanted = keyOf(param, caseless, form);
      for (const pair of list) {
        if (isPair(pair, form) && keyOf(nameOf(pair), caseless, form) === wanted) {
          return pairValue(pair) ?? '';
        }
      }
      return undefined;
    }
    case 'fragment':
      return uri.fragment;
  }
}

/**
 * The template filled in for `uri`: each field as written in the URI (percent-encoding kept),
 * or percent-decoded with `decoded:`; an absent component gives the empty string. With
 * `{ form: true }`, `{query:NAME}` reads the query as application/x-www-form-urlencoded
 * (WHATWG URL Standard §5.1): "+" is a space in names, and in `{decoded:query:NAME}`.
 *
 * @example
 * ```ts
 * get('http://user:pw@[::1]:8080/a%20b?x=1&y=%C3%A9#top', '{host} {port} {path} {decoded:path}'); // '[::1] 8080 /a%20b /a b'
 * get('http://example.com/?x=1&y=%C3%A9', '{query:y} {decoded:query:y} [{query:z}]'); // '%C3%A9 é []'
 * get('mailto:a@example.org', '{scheme}:{path}'); // 'mailto:a@example.org'
 * get('http://example.com/?q=a+b', '{query:q} {decoded:query:q}', { form: true }); // 'a+b a b'
 * ```
 */
export function get(
  input: string | Uri,
  template: string | Template,
  options: QueryOptions = {},
): string {
  const t = templateArgument(template);
  const uri = uriArgument(input, 'get');
  const form = formOption(options, 'get');
  let out = '';
  for (const piece of t.pieces) {
    if ('text' in piece) {
      out += piece.text;
      continue;
    }
    const value = read(uri, piece.name, piece.param, form);
    if (value === undefined) continue;
    if (!piece.decoded) out += value;
    else out += percentDecode(form && piece.param !== undefined ? plusAsSpace(value) : value);
  }
  return out;
}

/** Text for a component: valid escapes kept as they are, everything else the component does
 * not allow percent-encoded (RFC 3986 §2.1, §2.4). */
function encode(value: string, component: EncodeComponent, also = ''): string {
  let out = '';
  let from = 0;
  const hex = (c: number) => (c >= 48 && c <= 57) || ((c | 0x20) >= 97 && (c | 0x20) <= 102);
  for (let i = 0; i < value.length; i++) {
    if (
      value.charCodeAt(i) === 0x25 &&
      hex(value.charCodeAt(i + 1)) &&
      hex(value.charCodeAt(i + 2))
    ) {
      out += percentEncode(value.slice(from, i), component, also) + value.slice(i, i + 3);
      from = i + 3;
      i += 2;
    }
  }
  return out + percentEncode(value.slice(from), component, also);
}

/** One parsed `--set` or `--unset` assignment. */
export interface Assignment {
  readonly name: Exclude<Name, 'uri'>;
  readonly param: string | undefined;
  /** `undefined` removes the component (or the query parameter). */
  readonly value: string | undefined;
}

/**
 * Parses `NAME=VALUE` (`--set`) or `NAME` (`--unset`, `value` undefined). Throws `UriError`
 * `INVALID_ARGUMENT` for an unknown name.
 */
export function parseAssignment(text: string, unset = false): Assignment {
  requireString(text, 'parseAssignment(text: string)');
  if (typeof unset !== 'boolean')
    throw invalidArgument('parseAssignment: unset is a boolean', unset);
  const eq = unset ? -1 : text.indexOf('=');
  if (!unset && eq < 0) usage('set: expected NAME=VALUE', text, text.length);
  const field = unset ? text : text.slice(0, eq);
  const colon = field.indexOf(':');
  const name = (colon < 0 ? field : field.slice(0, colon)) as Assignment['name'];
  const param = colon < 0 ? undefined : field.slice(colon + 1);
  if (!NAMES.includes(name) || (name as Name) === 'uri') {
    usage(`set: unknown component "${field}" (${NAMES.slice(1).join(', ')}, query:NAME)`, text, 0);
  }
  if (param !== undefined && (name !== 'query' || param === '')) {
    usage(`set: "${field}": only query takes a parameter name (query:NAME)`, text, 0);
  }
  return Object.freeze({ name, param, value: unset ? undefined : text.slice(eq + 1) });
}

/**
 * The query with parameter `name` set to `value` (first one replaced, later ones removed), or
 * removed. A "+" in `name` or `value` is written as %2B (a plus, whatever reads the query),
 * except with `form`, where it is kept: there it is the space it means in the query.
 */
function withParam(
  uri: Uri,
  name: string,
  value: string | undefined,
  form: boolean,
): string | undefined {
  const query = uri.query;
  const { list, caseless } = pairsOf(uri, form);
  const wanted = keyOf(name, caseless, form);
  const plus = form ? '' : '+';
  const out: string[] = [];
  let done = value === undefined;
  let pairs = 0;
  for (const pair of list) {
    if (!isPair(pair, form) || keyOf(nameOf(pair), caseless, form) !== wanted) {
      out.push(pair);
      if (isPair(pair, form)) pairs++;
    } else if (!done) {
      out.push(`${nameOf(pair)}=${encode(value!, 'query', `&#${plus}`)}`);
      done = true;
      pairs++;
    }
  }
  if (!done) {
    out.push(`${encode(name, 'query', `&=#${plus}`)}=${encode(value!, 'query', `&#${plus}`)}`);
    pairs++;
  }
  // Every pair removed: so is the query (what is left, with `form`, holds no pair).
  if (
    pairs === 0 &&
    value === undefined &&
    query !== undefined &&
    list.some((p) => isPair(p, form))
  ) {
    return undefined;
  }
  if (out.length === 0) return query;
  return out.join('&');
}

/**
 * `uri` with components written (`host=example.org`, `query:page=2`, `port=`) or removed
 * (`unset`): the value is taken as URI text whose valid escapes stay as they are, and the
 * characters the component does not allow are percent-encoded (a space becomes `%20`, `%41`
 * stays `%41`, a lone `%` becomes `%25`). The result goes through `Uri.with`, so it is a valid
 * RFC 3986 reference or a `UriError` (`INVALID_PORT`, `INVALID_COMPOSITION`, …).
 *
 * @example
 * ```ts
 * set('http://example.com/a?x=1', ['host=Example.ORG', 'path=/b c%2F', 'query:y=2 3']).toString(); // 'http://Example.ORG/b%20c%2F?x=1&y=2%203'
 * set('http://u:pw@example.com/', ['password=s3cr&t']).toString(); // 'http://u:s3cr&t@example.com/'
 * set('http://example.com/?x=1&y=2', [], ['query:x', 'fragment']).toString(); // 'http://example.com/?y=2'
 * set('mailto:a@example.org', ['host=example.com']); // throws INVALID_COMPOSITION
 * ```
 */
export function set(
  input: string | Uri,
  assignments: readonly (string | Assignment)[],
  removals: readonly (string | Assignment)[] = [],
  options: QueryOptions = {},
): Uri {
  let uri = uriArgument(input, 'set');
  const form = formOption(options, 'set');
  const all = [
    ...listArgument(assignments, 'set: assignments').map((a) => assignmentArgument(a, false)),
    ...listArgument(removals, 'set: removals').map((a) => assignmentArgument(a, true)),
  ];
  for (const { name, param, value } of all) {
    const changes: { -readonly [K in keyof UriComponents]?: UriComponents[K] } = {};
    switch (name) {
      case 'scheme':
      case 'port':
        changes[name] = value;
        break;
      case 'host':
        // An IP-literal (with its brackets, or a bare IPv6 address) is taken as it is.
        changes.host =
          value === undefined || value.startsWith('[') || isIPv6(value)
            ? value
            : encode(value, 'host');
        break;
      case 'userinfo':
        changes.userinfo = value === undefined ? undefined : encode(value, 'userinfo');
        break;
      case 'user':
      case 'password': {
        const [user, password] = login(uri.userinfo);
        const u =
          name === 'user'
            ? value === undefined
              ? undefined
              : encode(value, 'userinfo', ':')
            : user;
        const p =
          name === 'password'
            ? value === undefined
              ? undefined
              : encode(value, 'userinfo')
            : password;
        changes.userinfo =
          u === undefined && p === undefined
            ? undefined
            : `${u ?? ''}${p === undefined ? '' : `:${p}`}`;
        break;
      }
      case 'path':
        changes.path = value === undefined ? '' : encode(value, 'path');
        break;
      case 'query':
        changes.query =
          param === undefined
            ? value === undefined
              ? undefined
              : encode(value, 'query', '#')
            : withParam(uri, param, value, form);
        break;
      case 'fragment':
        changes.fragment = value === undefined ? undefined : encode(value, 'fragment', '#');
        break;
    }
    uri = uri.with(changes);
  }
  return uri;
}

/** A `--trim` pattern: a parameter name, or a name prefix (written with a trailing "*"). */
export interface TrimPattern {
  /** The name, or the prefix, as URI text (compared percent-decoded). */
  readonly name: string;
  /** True for a prefix (`utm_*`): every name that starts with `name` matches. */
  readonly prefix: boolean;
}

/**
 * Reads a `--trim` pattern: `NAME` matches that parameter name, `NAME*` every name that starts
 * with NAME (as trurl does), `NAME\*` the name `NAME*` itself (a "*" is also `%2A`). With
 * `option`, the text is `query=NAME` as `--trim` takes it (only the query can be trimmed).
 * Throws `UriError` `INVALID_ARGUMENT` for another component.
 *
 * @example
 * ```ts
 * trimPattern('utm_*'); // { name: 'utm_', prefix: true }
 * trimPattern('query=fbclid', true); // { name: 'fbclid', prefix: false }
 * trimPattern('a\\*'); // { name: 'a*', prefix: false }
 * trimPattern('path=x', true); // throws INVALID_ARGUMENT
 * ```
 */
export function trimPattern(text: string, option = false): TrimPattern {
  requireString(text, 'trimPattern(text: string)');
  if (typeof option !== 'boolean')
    throw invalidArgument('trimPattern: option is a boolean', option);
  let name = text;
  if (option) {
    const eq = text.indexOf('=');
    if (eq < 0 || text.slice(0, eq) !== 'query') {
      usage('trim: only the query can be trimmed: query=NAME or query=PREFIX*', text, 0);
    }
    name = text.slice(eq + 1);
  }
  const star = name.endsWith('*');
  const escaped = star && name.endsWith('\\*');
  if (escaped) name = `${name.slice(0, -2)}*`;
  else if (star) name = name.slice(0, -1);
  keyOf(name, false); // a name that has no UTF-8 form (a lone surrogate) throws here, once
  return Object.freeze({ name, prefix: star && !escaped });
}

/**
 * `uri` without the query parameters that match `patterns` (trurl's `--trim query=…`): a
 * pattern is a name (`fbclid`) or a prefix (`utm_*`, see {@link trimPattern}), matched on the
 * percent-decoded name (`%75tm_source` is `utm_source`), case-sensitively except for mailto's
 * header names. The other pairs are kept byte for byte, in their order; a query left with no
 * pair is removed. Pairs are split at "&" and "=" and "+" is not a space (see the README),
 * unless `{ form: true }` reads the query as application/x-www-form-urlencoded (WHATWG URL
 * Standard §5.1: "+" is a space, an empty sequence is no pair). The query of gopher (the
 * selector) and wais (a search) holds no pairs: `QUERY_NOT_PAIRS`.
 *
 * @example
 * ```ts
 * trimQuery('http://example.com/?utm_source=x&id=%2F7&utm_medium=y', ['utm_*']).toString(); // 'http://example.com/?id=%2F7'
 * trimQuery('http://example.com/?%75tm_source=x#top', ['utm_*']).toString(); // 'http://example.com/#top'
 * trimQuery('mailto:a@example.org?Subject=hi&body=x', ['subject']).toString(); // 'mailto:a@example.org?body=x'
 * trimQuery('http://example.com/?my+id=1&q=a+b', ['my id'], { form: true }).toString(); // 'http://example.com/?q=a+b'
 * trimQuery('gopher://example.com/7find?x=1', ['x']); // throws QUERY_NOT_PAIRS
 * ```
 */
export function trimQuery(
  input: string | Uri,
  patterns: readonly (string | TrimPattern)[],
  options: QueryOptions = {},
): Uri {
  const uri = uriArgument(input, 'trimQuery');
  const given = listArgument(patterns, 'trimQuery: patterns');
  const asForm = formOption(options, 'trimQuery');
  if (given.length === 0) return uri;
  const { list, caseless, form } = pairsOf(uri, asForm);
  const wanted = given.map((p) => {
    const t = patternArgument(p);
    return { key: keyOf(t.name, caseless, form), prefix: t.prefix };
  });
  let pairs = 0;
  const kept = list.filter((pair) => {
    if (!isPair(pair, form)) return true;
    const key = keyOf(nameOf(pair), caseless, form);
    const trimmed = wanted.some((w) => (w.prefix ? key.startsWith(w.key) : key === w.key));
    if (!trimmed) pairs++;
    return !trimmed;
  });
  if (kept.length === list.length) return uri;
  return uri.with({ query: pairs === 0 ? undefined : kept.join('&') });
}

/**
 * `uri` with its query pairs sorted by name (trurl's `--sort-query`): names compared by their
 * percent-decoded octets, which for UTF-8 is code point order (`%41` sorts as `A`, before `a`),
 * in any case for mailto's header names; the sort is stable, so pairs of one name keep their
 * order (`a=2&a=1` stays so). Pairs are written back byte for byte. With `{ form: true }`
 * (application/x-www-form-urlencoded, WHATWG URL Standard §5.1) "+" sorts as a space, and an
 * empty sequence between two "&" is no pair: it stays where it is. The query of gopher and
 * wais holds no pairs: `QUERY_NOT_PAIRS`.
 *
 * @example
 * ```ts
 * sortQuery('http://example.com/?b=1&a=2&%61=3&B=4').toString(); // 'http://example.com/?B=4&a=2&%61=3&b=1'
 * sortQuery('mailto:a@example.org?subject=x&Body=y').toString(); // 'mailto:a@example.org?Body=y&subject=x'
 * sortQuery('http://example.com/?a%2Bb=1&a+c=2', { form: true }).toString(); // 'http://example.com/?a+c=2&a%2Bb=1'
 * sortQuery('wais://example.com/db?b+a'); // throws QUERY_NOT_PAIRS
 * ```
 */
export function sortQuery(input: string | Uri, options: QueryOptions = {}): Uri {
  const uri = uriArgument(input, 'sortQuery');
  const { list, caseless, form } = pairsOf(uri, formOption(options, 'sortQuery'));
  if (list.length < 2) return uri;
  const keyed: { pair: string; key: string }[] = [];
  for (const pair of list) {
    if (isPair(pair, form)) keyed.push({ pair, key: keyOf(nameOf(pair), caseless, form) });
  }
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  // The sorted pairs go back into the places of pairs; what is no pair keeps its place.
  let next = 0;
  const query = list.map((piece) => (isPair(piece, form) ? keyed[next++]!.pair : piece)).join('&');
  return query === uri.query ? uri : uri.with({ query });
}
