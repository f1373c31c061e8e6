// `urikit get` and `urikit set`: templates that read components (`{host}`, `{query:name}`) and
// assignments that write them (`host=example.org`), in the spirit of curl's trurl, on the
// components of RFC 3986 §3 and through `Uri.with`, which validates what it builds.
import {
  type EncodeComponent,
  isIPv6,
  parse,
  percentDecode,
  percentEncode,
  type Uri,
  type UriComponents,
  UriError,
} from '@urikit/core';

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

/**
 * Compiles a `--get` template: text with `{name}` fields, `{{` and `}}` for literal braces.
 * Names: `uri`, `scheme`, `userinfo`, `user`, `password`, `host`, `port`, `path`, `query`,
 * `fragment`, and `query:NAME` for a query parameter; `decoded:` before a name gives the value
 * percent-decoded (strict UTF-8). Throws `UriError` `INVALID_ARGUMENT` for a bad template.
 */
export function compileTemplate(source: string): Template {
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

/** Decodes a name or value for comparison; the text itself when it is not valid UTF-8. */
function loose(text: string): string {
  try {
    return percentDecode(text);
  } catch {
    return text;
  }
}

/** The query's `name=value` pairs, as written (split at "&", then at the first "="). */
function pairs(query: string): [string, string | undefined][] {
  return query === ''
    ? []
    : query.split('&').map((pair) => {
        const eq = pair.indexOf('=');
        return eq < 0 ? [pair, undefined] : [pair.slice(0, eq), pair.slice(eq + 1)];
      });
}

/** A component of `uri` as written, `undefined` when absent. */
function read(uri: Uri, name: Name, param: string | undefined): string | undefined {
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
      const wanted = loose(param);
      for (const [key, value] of pairs(uri.query)) if (loose(key) === wanted) return value ?? '';
      return undefined;
    }
    case 'fragment':
      return uri.fragment;
  }
}

/**
 * The template filled in for `uri`: each field as written in the URI (percent-encoding kept),
 * or percent-decoded with `decoded:`; an absent component gives the empty string.
 *
 * @example
 * ```ts
 * get('http://user:pw@[::1]:8080/a%20b?x=1&y=%C3%A9#top', '{host} {port} {path} {decoded:path}'); // '[::1] 8080 /a%20b /a b'
 * get('http://example.com/?x=1&y=%C3%A9', '{query:y} {decoded:query:y} [{query:z}]'); // '%C3%A9 é []'
 * get('mailto:a@example.org', '{scheme}:{path}'); // 'mailto:a@example.org'
 * ```
 */
export function get(input: string | Uri, template: string | Template): string {
  const t = typeof template === 'string' ? compileTemplate(template) : template;
  const uri = typeof input === 'string' ? parse(input) : input;
  let out = '';
  for (const piece of t.pieces) {
    if ('text' in piece) {
      out += piece.text;
      continue;
    }
    const value = read(uri, piece.name, piece.param);
    if (value !== undefined) out += piece.decoded ? percentDecode(value) : value;
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

/** The query with parameter `name` set to `value` (first one replaced, later ones removed), or removed. */
function withParam(
  query: string | undefined,
  name: string,
  value: string | undefined,
): string | undefined {
  const wanted = loose(name);
  const key = encode(name, 'query', '&=#+');
  const list = pairs(query ?? '');
  const out: string[] = [];
  let done = value === undefined;
  for (const [k, v] of list) {
    if (loose(k) !== wanted) {
      out.push(v === undefined ? k : `${k}=${v}`);
    } else if (!done) {
      out.push(`${k}=${encode(value!, 'query', '&#+')}`);
      done = true;
    }
  }
  if (!done) out.push(`${key}=${encode(value!, 'query', '&#+')}`);
  if (out.length === 0)
    return value === undefined && query !== undefined && list.length > 0 ? undefined : query;
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
): Uri {
  let uri = typeof input === 'string' ? parse(input) : input;
  const all = [
    ...assignments.map((a) => (typeof a === 'string' ? parseAssignment(a) : a)),
    ...removals.map((a) => (typeof a === 'string' ? parseAssignment(a, true) : a)),
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
            : withParam(uri.query, param, value);
        break;
      case 'fragment':
        changes.fragment = value === undefined ? undefined : encode(value, 'fragment', '#');
        break;
    }
    uri = uri.with(changes);
  }
  return uri;
}
