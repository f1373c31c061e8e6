// uri-js and fast-uri parse and serialize vectors (../shared/vectors, see its README §2) against
// the core's `parse` and `serialize`.
//
// Which answer we assert, per row:
// - every row, generic or not: the core parses the input if and only if the file's own
//   `rfc3986_valid_input` says it is RFC 3986 (the file decides, not urikit's parser);
// - a row the other library refuses and we refuse too: our code names a fault of the kind its
//   message names (REFUSALS);
// - a row the other library accepts although the file flags it as not RFC 3986 (lenient
//   parsing: controls, spaces, non-ASCII, zone identifiers, escapes in a scheme): listed in
//   PARSE_EXCEPTIONS with our code and index;
// - a generic row both accept: each component the row asserts is ours, or the row is listed in
//   PARSE_EXCEPTIONS with our value for each component that differs, and why;
// - serialize rows: the file's text, or an entry of SERIALIZE_EXCEPTIONS with our text or our
//   error code and index.
// Rows of the libraries' scheme handlers (mailto, urn, ws, wss) and rows with IRI options assert
// fields that are not RFC 3986 components; their parse rows run the validity check only, their
// serialize rows are counted per handler (SCHEME_ROWS) so that none is dropped unseen.
// An exception entry that matches no row, or no longer differs, fails the suite.

import { http, https } from '@urikit/http';
import { describe, expect, it } from 'vitest';
import { loadVectors } from '../../../test-support/vectors.js';
import {
  type CoreErrorCode,
  createRegistry,
  parse,
  serialize,
  tryParse,
  type Uri,
  type UriComponents,
  UriError,
} from '../src/index.js';

/** The route a user takes for http URIs, for the rows whose difference is the http scheme's. */
const registry = createRegistry([http, https]);

/** The scheme handlers of uri-js and fast-uri, whose rows assert the handler's own fields. */
const HANDLERS: Record<string, string> = {
  mailto: 'RFC 6068 fields (to, headers, subject, body): the mailto plugin, not the core',
  urn: 'RFC 8141 fields (nid, nss) and UUIDs: no urn plugin in this repository',
  ws: 'RFC 6455 fields (resourceName, secure): no ws plugin in this repository',
  wss: 'RFC 6455 fields (resourceName, secure): no wss plugin in this repository',
  options:
    'IRI and Unicode options (RFC 3987 conversions) or a handler option: urikit parses URIs only',
};
/** Fields only the handlers set. (`secure` is the ws handler's; http rows carry it inertly.) */
const HANDLER_FIELDS = ['to', 'headers', 'subject', 'body', 'nid', 'nss', 'uuid', 'resourceName'];

/** RFC 3986 §3.1 scheme syntax at the start of a text, lower-cased (no urikit parser used). */
function schemeOf(text: string): string | undefined {
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(text);
  return m?.[1]?.toLowerCase();
}

const key = (file: string, input: string) => `${file} ${JSON.stringify(input)}`;

// ---------------------------------------------------------------------------------------------
// parse

type Field = 'scheme' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment' | 'reference';
const FIELDS: Field[] = [
  'scheme',
  'userinfo',
  'host',
  'port',
  'path',
  'query',
  'fragment',
  'reference',
];

interface ParseRow {
  input: string;
  options?: Record<string, unknown> | null;
  expected: Record<string, unknown>;
  rfc3986_valid_input: boolean;
  other_assertions?: { field: string; assert: string; expected: unknown }[];
}

const PARSE_FILES: Record<string, ParseRow[]> = {
  'uri-js.parse': loadVectors<ParseRow>('uri-js.parse').cases,
  'fast-uri.parse': loadVectors<ParseRow>('fast-uri.parse').cases,
  'fast-uri.parse-fixtures': loadVectors<ParseRow>('fast-uri.parse-fixtures').cases,
};

/** Whether the other library refused the input (its `error` set, or asserted not null). */
function theyRefuse(row: ParseRow): boolean {
  const e = row.expected.error;
  if (e !== undefined && e !== null) return true;
  return (row.other_assertions ?? []).some(
    (a) => a.field === 'error' && a.assert === 'notDeepEqual' && a.expected === null,
  );
}

function handlerOfParse(row: ParseRow): string | undefined {
  const scheme = schemeOf(row.input);
  if (scheme !== undefined && scheme in HANDLERS) return scheme;
  if (row.options) return 'options';
  return HANDLER_FIELDS.some((f) => f in row.expected) ? 'fields' : undefined;
}

/**
 * Our value of a field, written in uri-js's convention: an IPv6 host without brackets (an
 * IPvFuture keeps them), the port digits, and `reference` from RFC 3986 §4.2–§4.4: a reference
 * that is empty or only a fragment is "same-document" (§4.4), other relative references
 * "relative" (§4.2), a URI without fragment "absolute" (§4.3), one with a fragment "uri" (§3).
 */
function ours(uri: Uri, field: Field): string | null {
  switch (field) {
    case 'host':
      return (uri.hostKind === 'ipv6' ? uri.host : uri.hostText) ?? null;
    case 'reference':
      if (uri.scheme === undefined) {
        const sameDocument = uri.host === undefined && uri.path === '' && uri.query === undefined;
        return sameDocument ? 'same-document' : 'relative';
      }
      return uri.fragment === undefined ? 'absolute' : 'uri';
    default:
      return uri[field] ?? null;
  }
}

const theirs = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** Their refusal messages, and the codes of ours that name a fault of that kind. */
const REFUSALS: Record<string, { rule: string; codes: CoreErrorCode[] }> = {
  'URI host is malformed.': {
    rule: 'RFC 3986 §3.2.2 IP-literal (and RFC 6874 zones, refused here)',
    codes: ['INVALID_IPV6', 'INVALID_IPVFUTURE', 'ZONE_ID_NOT_ALLOWED'],
  },
  'URI contains malformed percent-encoding.': {
    rule: 'RFC 3986 §2.1 pct-encoded',
    codes: ['INVALID_PERCENT_ENCODING'],
  },
  // "%u002f" is a malformed escape before the ":" (§2.1), which we report first.
  'URI scheme is malformed.': {
    rule: 'RFC 3986 §3.1 scheme, §4.2 (":" in a first segment)',
    codes: ['INVALID_SCHEME', 'INVALID_CHARACTER', 'INVALID_PERCENT_ENCODING'],
  },
  'URI authority must not contain a literal backslash.': {
    rule: 'RFC 3986 §3.2, §3.3: "\\" is in no component',
    codes: ['INVALID_CHARACTER', 'INVALID_HOST'],
  },
  'URI authority introducer must not contain whitespace.': {
    rule: 'RFC 3986 §2: a space or a control is in no component',
    codes: ['INVALID_CHARACTER'],
  },
  'URI path must start with "/" when authority is present.': {
    rule: 'RFC 3986 §3.2.2 (text after "]"), §3.2.3 port = *DIGIT',
    codes: ['INVALID_IP_LITERAL', 'INVALID_PORT'],
  },
  'URN can not be parsed.': {
    rule: 'RFC 3986 §3.3: "|" and "\\" are no pchar',
    codes: ['INVALID_CHARACTER'],
  },
  'URI mailto has an invalid recipient domain.': {
    rule: 'RFC 3986 §3.3: "[" is no pchar',
    codes: ['INVALID_CHARACTER'],
  },
};

type ParseException =
  /** They accept an input the file flags as not RFC 3986; we refuse it so. */
  | { reason: string; refused: CoreErrorCode; index: number }
  /** We parse, and differ in these components (ours given); `http`: the http plugin's code. */
  | { reason: string; parsed: Partial<Record<Field, string | null>>; http?: CoreErrorCode };

const CONTROL =
  'RFC 3986 §2, Appendix A: a control character is in no component; the library percent-encodes it (lenient), we refuse';
const SPACE =
  'RFC 3986 §2: a space is in no component; the library percent-encodes it (lenient), we refuse';
const ZONE =
  'RFC 6874 zone identifier, not RFC 3986 (and a bare "%" is not even RFC 6874, which writes "%25"): refused unless { allowZoneId: true }';
const NON_ASCII =
  'RFC 3986 §2: URIs are ASCII; the library accepts IRI text (RFC 3987) or repairs it, we refuse';
const ESCAPED_SCHEME =
  'RFC 3986 §3.1: a scheme holds no escapes, so the text reads as a relative reference whose first segment holds ":" (§4.2); the library decodes the scheme';
const AS_WRITTEN_V6 =
  'RFC 3986 §3.2.2: parse keeps the host as written; RFC 5952 text and lower-case hex are normalization (registry.normalize writes them)';
const AS_WRITTEN_HEX =
  'RFC 3986 §6.2.2.1: upper-case hex is normalization; parse keeps the text as written (normalize does it)';
const AS_WRITTEN_SCHEME =
  'RFC 3986 §3.1, §6.2.2.1: the scheme is case-insensitive and lower-cased by normalization; parse keeps it as written';

function refusedAll(
  file: string,
  inputs: string[],
  refused: CoreErrorCode,
  index: number,
  reason: string,
): Record<string, ParseException> {
  return Object.fromEntries(inputs.map((i) => [key(file, i), { reason, refused, index }]));
}
const controls = ['#\t', '#\n', '#\u000b', '#\f', '#\r'];

const PARSE_EXCEPTIONS: Record<string, ParseException> = {
  ...refusedAll('uri-js.parse', controls, 'INVALID_CHARACTER', 1, CONTROL),
  ...refusedAll('uri-js.parse', ['//[fe80::a%25en1]'], 'ZONE_ID_NOT_ALLOWED', 10, ZONE),
  ...refusedAll('uri-js.parse', ['//[2001:db8::7%en0]'], 'ZONE_ID_NOT_ALLOWED', 14, ZONE),
  ...refusedAll(
    'uri-js.parse',
    [
      'uri://us\u00a0er:pa\ud7ffss@example.com:123/o\uf900ne/t\ufdcfwo.t\ufdf0hree?q1=a1\uf8ff\ue000&q2=a2#bo\uffefdy',
    ],
    'INVALID_CHARACTER',
    8,
    NON_ASCII,
  ),

  ...refusedAll('fast-uri.parse', controls, 'INVALID_CHARACTER', 1, CONTROL),
  ...refusedAll(
    'fast-uri.parse',
    ['http://[fe80::A%25EN1]/', 'http://[fe80::a%en1]/', 'http://[fe80::a%25eth%2D0]/'],
    'ZONE_ID_NOT_ALLOWED',
    15,
    ZONE,
  ),
  ...refusedAll('fast-uri.parse', ['//[fe80::a%25en1]'], 'ZONE_ID_NOT_ALLOWED', 10, ZONE),
  ...refusedAll('fast-uri.parse', ['//[2001:db8::7%en0]'], 'ZONE_ID_NOT_ALLOWED', 14, ZONE),
  ...refusedAll(
    'fast-uri.parse',
    ['mailto:user@\u7d0d\u8c46.example.org'],
    'INVALID_CHARACTER',
    12,
    NON_ASCII,
  ),
  ...refusedAll(
    'fast-uri.parse',
    ['mailto:user@[IPv6:2001:db8::1]'],
    'INVALID_CHARACTER',
    12,
    'RFC 3986 §3.3: "[" is no pchar, so a domain literal in a mailto path must be escaped; fast-uri accepts it as written',
  ),
  ...refusedAll(
    'fast-uri.parse',
    ['mailto:a@b.test?subject=\udc00', 'mailto:a@b.test?subject=\ud83d\ude00'],
    'INVALID_CHARACTER',
    24,
    NON_ASCII,
  ),
  ...refusedAll('fast-uri.parse', ['mailto:\ud800@b.test'], 'INVALID_CHARACTER', 7, NON_ASCII),
  ...refusedAll('fast-uri.parse', ['%4Aavascript:alert(1)'], 'INVALID_SCHEME', 12, ESCAPED_SCHEME),
  ...refusedAll('fast-uri.parse', ['foo%2Bbar:value'], 'INVALID_SCHEME', 9, ESCAPED_SCHEME),
  ...refusedAll('fast-uri.parse', ['ht%74ps://example.com/'], 'INVALID_SCHEME', 7, ESCAPED_SCHEME),
  ...refusedAll(
    'fast-uri.parse',
    ['ma%69lto:user@example.org'],
    'INVALID_SCHEME',
    8,
    ESCAPED_SCHEME,
  ),
  ...refusedAll(
    'fast-uri.parse',
    ['%u006Aavascript:1'],
    'INVALID_PERCENT_ENCODING',
    1,
    'RFC 3986 §2.1: "%u" is no pct-encoded triplet; fast-uri decodes the non-standard %uXXXX form',
  ),
  ...refusedAll(
    'fast-uri.parse',
    ['http://127\u30020\u30020\u30021/'],
    'INVALID_HOST',
    10,
    NON_ASCII,
  ),
  ...refusedAll(
    'fast-uri.parse',
    ['http://\uff45xample.com/', 'http://\u7d0d\u8c46.example.org/'],
    'INVALID_HOST',
    7,
    NON_ASCII,
  ),
  ...refusedAll(
    'fast-uri.parse',
    ['http://host.example.com/?x=\\y#z\\w'],
    'INVALID_CHARACTER',
    27,
    'RFC 3986 §3.4: "\\" is not allowed in a query; fast-uri accepts it after the authority',
  ),
  [key('fast-uri.parse', 'http://[2001:0DB8::0001]/')]: {
    reason: AS_WRITTEN_V6,
    parsed: { host: '2001:0DB8::0001' },
  },
  [key('fast-uri.parse', 'http://[0:0:0:0:0:0:0:0]/')]: {
    reason: AS_WRITTEN_V6,
    parsed: { host: '0:0:0:0:0:0:0:0' },
  },
  [key('fast-uri.parse', 'http://[vF.A:b]/')]: {
    reason:
      'RFC 3986 §3.2.2: parse keeps an IPvFuture as written; §6.2.2.1 case folding is normalization',
    parsed: { host: '[vF.A:b]' },
  },
  [key('fast-uri.parse', '/%ff?q=%80#%fe')]: {
    reason: AS_WRITTEN_HEX,
    parsed: { path: '/%ff', fragment: '%fe' },
  },
  [key('fast-uri.parse', 'http://example.com/a%2Fb/public/%2e%2e/admin')]: {
    reason: AS_WRITTEN_HEX,
    parsed: { path: '/a%2Fb/public/%2e%2e/admin' },
  },
  [key('fast-uri.parse', 'HTTP://EXAMPLE.com/Path')]: {
    reason: AS_WRITTEN_SCHEME,
    parsed: { scheme: 'HTTP' },
  },
  [key('fast-uri.parse', 'HtTpS://example.com')]: {
    reason: AS_WRITTEN_SCHEME,
    parsed: { scheme: 'HtTpS' },
  },
  [key('fast-uri.parse', 'HTTP://example.com/')]: {
    reason: AS_WRITTEN_SCHEME,
    parsed: { scheme: 'HTTP' },
  },
  [key('fast-uri.parse', 'http://[::1]:65536')]: {
    reason:
      'RFC 3986 §3.2.3: port = *DIGIT, no upper bound in the generic syntax; the http plugin refuses it (RFC 9293 §3.1: 16-bit ports)',
    parsed: {},
    http: 'PORT_OUT_OF_RANGE',
  },

  ...refusedAll(
    'fast-uri.parse-fixtures',
    ['//www.g.com/error\n/bleh/bleh'],
    'INVALID_CHARACTER',
    17,
    CONTROL,
  ),
  ...refusedAll(
    'fast-uri.parse-fixtures',
    ['//[2001:db8::7%en0]'],
    'ZONE_ID_NOT_ALLOWED',
    14,
    ZONE,
  ),
  ...refusedAll(
    'fast-uri.parse-fixtures',
    [
      'http://user:pass@example.com:123/one/space in.url?q1=a1&q2=a2#body',
      'http://User:Pass@example.com:123/one/space in.url?q1=a1&q2=a2#body',
    ],
    'INVALID_CHARACTER',
    42,
    SPACE,
  ),
  ...refusedAll('fast-uri.parse-fixtures', ['#/$defs/string Map'], 'INVALID_CHARACTER', 14, SPACE),
  [key('fast-uri.parse-fixtures', '//10.10.000.10')]: {
    reason:
      'RFC 3986 §3.2.2: "000" is no dec-octet, so the host is a reg-name, kept as written; uri-js reads it as IPv4 and strips the zeros',
    parsed: { host: '10.10.000.10' },
  },
  [key('fast-uri.parse-fixtures', '//[2001:db8::001]:80')]: {
    reason: AS_WRITTEN_V6,
    parsed: { host: '2001:db8::001' },
  },
  [key('fast-uri.parse-fixtures', 'http://')]: {
    reason:
      'the http scheme needs a host (RFC 9110 §4.2.1), which the generic syntax does not: the core parses "http://", the http plugin refuses it',
    parsed: {},
    http: 'EMPTY_HOST',
  },
};

const usedParseExceptions = new Set<string>();
const usedRefusals = new Set<string>();

for (const [file, rows] of Object.entries(PARSE_FILES)) {
  describe(`shared vectors: ${file} (RFC 3986 Appendix A, §3)`, () => {
    rows.forEach((row, n) => {
      const handler = handlerOfParse(row);
      const exception = PARSE_EXCEPTIONS[key(file, row.input)];
      if (exception) usedParseExceptions.add(key(file, row.input));
      const message = typeof row.expected.error === 'string' ? row.expected.error : undefined;
      if (message !== undefined && !row.rfc3986_valid_input) usedRefusals.add(message);
      const what = handler === undefined ? 'generic' : `${handler} row: validity only`;
      it(`${file} #${n} ${JSON.stringify(row.input)} (${what}${exception ? ', exception' : ''})`, () => {
        const r = tryParse(row.input);
        // The file's own verdict decides which rows must be refused.
        expect(r.ok, r.ok ? 'parsed' : `${r.error.code} at ${r.error.index}`).toBe(
          row.rfc3986_valid_input,
        );
        if (!r.ok) {
          if (theyRefuse(row)) {
            expect(exception, 'both refuse: no exception').toBeUndefined();
            if (message !== undefined) {
              expect(REFUSALS[message], `a known refusal: ${message}`).toBeDefined();
              expect(REFUSALS[message]?.codes).toContain(r.error.code);
            }
          } else {
            // they accept what the file flags as not RFC 3986: our refusal, listed
            expect(exception && 'refused' in exception, 'listed as refused').toBe(true);
            if (exception && 'refused' in exception) {
              expect(r.error.code).toBe(exception.refused);
              expect(r.error.index).toBe(exception.index);
            }
          }
          return;
        }
        expect(r.value.toString()).toBe(row.input);
        if (handler !== undefined) {
          // the handler's verdict and fields are the scheme's, not the core's
          expect(exception, 'a handler row needs no exception').toBeUndefined();
          return;
        }
        const differ: Partial<Record<Field, string | null>> = {};
        for (const f of FIELDS) {
          if (f in row.expected && theirs(row.expected[f]) !== ours(r.value, f)) {
            differ[f] = ours(r.value, f);
          }
        }
        const refused = theyRefuse(row);
        if (!refused && Object.keys(differ).length === 0) {
          expect(exception, 'agrees: an exception here is stale').toBeUndefined();
          return;
        }
        expect(exception && 'parsed' in exception, 'a difference is listed').toBe(true);
        if (exception && 'parsed' in exception) {
          expect(differ).toEqual(exception.parsed);
          if (exception.http !== undefined) {
            expect(errorOf(() => registry.parse(row.input)).code).toBe(exception.http);
          }
        }
      });
    });
  });
}

describe('shared vectors: the uri-js / fast-uri parse exception and refusal lists', () => {
  it('every exception matches a row, every refusal message is one a row uses', () => {
    for (const k of Object.keys(PARSE_EXCEPTIONS)) {
      expect(usedParseExceptions.has(k), `${k}: matches no row`).toBe(true);
    }
    for (const m of Object.keys(REFUSALS)) {
      expect(usedRefusals.has(m), `${m}: no row refuses with it`).toBe(true);
    }
  });
});

function errorOf(run: () => unknown): UriError {
  try {
    run();
  } catch (e) {
    if (e instanceof UriError) return e;
    throw e;
  }
  throw new Error('expected a UriError, nothing was thrown');
}

// ---------------------------------------------------------------------------------------------
// serialize

interface SerializeRow {
  components: Record<string, unknown>;
  expected: unknown;
  options?: Record<string, unknown> | null;
}

const SERIALIZE_FILES: Record<string, SerializeRow[]> = {
  'uri-js.serialize': loadVectors<SerializeRow>('uri-js.serialize').cases,
  'fast-uri.serialize': loadVectors<SerializeRow>('fast-uri.serialize').cases,
};

type Call = { op: 'parse' | 'serialize'; args: unknown[] };
const callOf = (v: unknown): Call | undefined =>
  typeof v === 'object' && v !== null
    ? ((v as { call?: Call }).call ?? (v as { $call?: Call }).$call)
    : undefined;

/** uri-js component objects to ours: `null` is absent; their other fields are not RFC 3986's. */
function toComponents(v: Record<string, unknown>): UriComponents {
  const out: Record<string, unknown> = {};
  for (const k of ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment']) {
    if (v[k] !== null && v[k] !== undefined) out[k] = v[k];
  }
  return out as UriComponents;
}

/** Runs a recorded call with our functions: parse gives components, serialize a string. */
function evaluate(v: unknown): unknown {
  const call = callOf(v);
  if (call === undefined) return v;
  const arg = evaluate(call.args[0]);
  return call.op === 'parse'
    ? parse(arg as string).toComponents()
    : serialize(toComponents(arg as Record<string, unknown>)).toString();
}

function firstText(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  const call = callOf(v);
  return call === undefined ? undefined : firstText(call.args[0]);
}
const withOptions = (v: unknown): boolean => {
  const call = callOf(v);
  return call !== undefined && (call.args.length > 1 || withOptions(call.args[0]));
};

function handlerOfSerialize(row: SerializeRow): string | undefined {
  if (row.options || withOptions(row.components)) return 'options';
  const c = row.components;
  const scheme =
    typeof c.scheme === 'string' ? c.scheme.toLowerCase() : schemeOf(firstText(c) ?? '');
  if (scheme !== undefined && scheme in HANDLERS) return scheme;
  return HANDLER_FIELDS.some((f) => f in c) ? 'fields' : undefined;
}

/** Rows of each file that belong to a handler, counted so that a change in the file shows. */
const SCHEME_ROWS: Record<string, Record<string, number>> = {
  'uri-js.serialize': { mailto: 18, urn: 3, ws: 13, wss: 13, options: 8 },
  'fast-uri.serialize': { mailto: 40, urn: 6, ws: 28, wss: 29, options: 3 },
};

type SerializeOutcome = { text: string } | { code: CoreErrorCode; index: number };

const TEXT_NOT_DATA =
  'RFC 3986 §2.1, §5.3: serialize takes each component as URI text (already percent-encoded) and refuses a character its rule does not allow; the library takes data and encodes it (percentEncode does that here)';
const EMPTY_SCHEME =
  'RFC 3986 §3.1: scheme = ALPHA *( … ), so "" is no scheme; absent is undefined (§5.3). uri-js reads "" as absent';
const ROOTLESS_AFTER_AUTHORITY =
  'RFC 3986 §3.3: after an authority the path is empty or starts with "/"; the library inserts a "/" (another path)';
const DOUBLE_SLASH =
  'RFC 3986 §3.3: without an authority a path cannot start with "//"; the library writes "/%2F…", another path (§2.2: "%2F" is not "/")';
const COLON =
  'RFC 3986 §4.2: the first segment of a relative path cannot hold ":"; the library writes "%3A", another path (§2.2: a reserved character and its escape differ)';
const ZONE_HOST =
  'an IPv6 address with an RFC 6874 zone identifier, which RFC 3986 alone does not allow (a bare "%" is not even RFC 6874): refused at the "%" unless allowZoneId is given';
const DOTS_KEPT =
  'RFC 3986 §5.3 recomposition keeps dot segments (removing them is §5.2.4 in resolve, §6.2.2.3 in normalize); the library removes them while serializing';
const DOTS_RELATIVE =
  'RFC 3986 §3.3: after an authority the path is empty or starts with "/"; the library removes the dot segments and writes "/"';

function each(
  file: string,
  inputs: Record<string, unknown>[],
  outcome: SerializeOutcome,
  reason: string,
) {
  return Object.fromEntries(
    inputs.map((c) => [`${file} ${JSON.stringify(c)}`, { reason, ...outcome }]),
  );
}

const empty = { scheme: '', userinfo: '', host: '', port: 0, path: '', query: '', fragment: '' };
const all = {
  scheme: 'uri',
  userinfo: 'foo:bar',
  host: 'example.com',
  port: 1,
  path: 'path',
  query: 'query',
  fragment: 'fragment',
};
const web = (path: string) => ({ scheme: 'http', host: 'example.com', path, secure: true });

/** Our outcome where it differs from the file's text, keyed by file and components (JSON). */
const SERIALIZE_EXCEPTIONS: Record<string, SerializeOutcome & { reason: string }> = {
  ...each('uri-js.serialize', [empty], { code: 'INVALID_SCHEME', index: 0 }, EMPTY_SCHEME),
  ...each('fast-uri.serialize', [empty], { code: 'INVALID_SCHEME', index: 0 }, EMPTY_SCHEME),
  ...each(
    'uri-js.serialize',
    [all],
    { code: 'INVALID_COMPOSITION', index: 27 },
    ROOTLESS_AFTER_AUTHORITY,
  ),
  ...each(
    'fast-uri.serialize',
    [all],
    { code: 'INVALID_COMPOSITION', index: 27 },
    ROOTLESS_AFTER_AUTHORITY,
  ),
  ...each(
    'uri-js.serialize',
    [{ path: '//path' }],
    { code: 'INVALID_COMPOSITION', index: 0 },
    DOUBLE_SLASH,
  ),
  ...each(
    'fast-uri.serialize',
    [{ path: '//path' }],
    { code: 'INVALID_COMPOSITION', index: 0 },
    DOUBLE_SLASH,
  ),
  ...each(
    'uri-js.serialize',
    [{ path: 'foo:bar' }],
    { code: 'INVALID_COMPOSITION', index: 3 },
    COLON,
  ),
  ...each(
    'fast-uri.serialize',
    [{ path: 'foo:bar' }],
    { code: 'INVALID_COMPOSITION', index: 3 },
    COLON,
  ),
  ...each(
    'fast-uri.serialize',
    [{ path: 'a:b/c:d' }],
    { code: 'INVALID_COMPOSITION', index: 1 },
    COLON,
  ),
  ...each(
    'fast-uri.serialize',
    [{ path: './a:b/c:d' }],
    { text: './a:b/c:d' },
    'RFC 3986 §4.2: "./" is what lets a first segment with ":" stand in a relative path, and §5.3 keeps it; fast-uri removes the dot segment and escapes the ":"',
  ),
  ...each(
    'uri-js.serialize',
    [{ path: '?query' }],
    { code: 'INVALID_CHARACTER', index: 0 },
    TEXT_NOT_DATA,
  ),
  ...each(
    'fast-uri.serialize',
    [{ path: '?query' }],
    { code: 'INVALID_CHARACTER', index: 0 },
    TEXT_NOT_DATA,
  ),
  ...each(
    'uri-js.serialize',
    [{ host: 'fe80::a%en1' }, { host: 'fe80::a%25en1' }],
    { code: 'ZONE_ID_NOT_ALLOWED', index: 10 },
    ZONE_HOST,
  ),
  ...each(
    'fast-uri.serialize',
    [{ host: 'fe80::a%en1' }, { host: 'fe80::a%25en1' }],
    { code: 'ZONE_ID_NOT_ALLOWED', index: 10 },
    ZONE_HOST,
  ),
  ...each(
    'fast-uri.serialize',
    [
      {
        scheme: 'http',
        userinfo: 'attacker.example/',
        host: 'trusted.example',
        path: '/',
      },
    ],
    { code: 'INVALID_CHARACTER', index: 23 },
    TEXT_NOT_DATA,
  ),
  ...each(
    'fast-uri.serialize',
    [{ userinfo: 'user@/?:#[]\\', host: 'example.test' }],
    { code: 'INVALID_CHARACTER', index: 6 },
    TEXT_NOT_DATA,
  ),
  ...each(
    'fast-uri.serialize',
    [
      {
        scheme: 'x',
        path: '/resource',
        query: 'key=value#still-query',
        fragment: 'first#still-fragment',
      },
    ],
    { code: 'INVALID_CHARACTER', index: 21 },
    TEXT_NOT_DATA,
  ),
  ...each(
    'fast-uri.serialize',
    [{ userinfo: 'café/%2f%GG', host: 'example.test' }],
    { code: 'INVALID_CHARACTER', index: 5 },
    TEXT_NOT_DATA,
  ),
  ...each(
    'fast-uri.serialize',
    [
      { query: '日本/%2f#%GG' },
      { fragment: '😀/%3f#%GG' },
      { query: '\u212a\u017f' },
      { path: '/\u212a\u017f' },
    ],
    { code: 'INVALID_CHARACTER', index: 1 },
    TEXT_NOT_DATA,
  ),
  ...each(
    'fast-uri.serialize',
    [{ scheme: 'http', host: 'example.com', path: '/a?b#c[d]' }],
    { code: 'INVALID_CHARACTER', index: 20 },
    TEXT_NOT_DATA,
  ),
  ...each(
    'fast-uri.serialize',
    [{ scheme: 'http', host: 'example.com', path: '/%21%24%26%27%28%29%2a%2b%2c%3b%3d%3a%40%2f' }],
    { text: 'http://example.com/%21%24%26%27%28%29%2a%2b%2c%3b%3d%3a%40%2f' },
    'RFC 3986 §6.2.2.1: upper-case hex is normalization; §5.3 recomposition writes the components as given (normalize upper-cases them)',
  ),
  ...each(
    'fast-uri.serialize',
    ['../', './', '../../', '././', './../', '.././', '../foo', './foo', '../../foo']
      .concat(['././foo', './../foo', '.././foo', '.', '..'])
      .map(web),
    { code: 'INVALID_COMPOSITION', index: 18 },
    DOTS_RELATIVE,
  ),
  ...Object.fromEntries(
    ['/./', '/.', '/./foo', '/.././foo', '/../', '/..', '/../foo', '/foo/..', '/foo/bar/..']
      .concat(['/foo/../bar/..'])
      .map((p) => [
        `fast-uri.serialize ${JSON.stringify(web(p))}`,
        { reason: DOTS_KEPT, text: `http://example.com${p}` },
      ]),
  ),
  ...each(
    'fast-uri.serialize',
    [{ scheme: 'foo%2Bbar', path: 'value' }],
    { code: 'INVALID_SCHEME', index: 3 },
    'RFC 3986 §3.1: a scheme holds no escapes: the "%" is refused; fast-uri decodes "%2B" to "+"',
  ),
};

const usedSerializeExceptions = new Set<string>();

function outcomeOf(run: () => string): SerializeOutcome {
  try {
    return { text: run() };
  } catch (e) {
    if (!(e instanceof UriError)) throw e;
    return { code: e.code as CoreErrorCode, index: e.index };
  }
}

for (const [file, rows] of Object.entries(SERIALIZE_FILES)) {
  describe(`shared vectors: ${file} (RFC 3986 §5.3)`, () => {
    const handlers: Record<string, number> = {};
    rows.forEach((row, n) => {
      const handler = handlerOfSerialize(row);
      if (handler !== undefined) {
        handlers[handler] = (handlers[handler] ?? 0) + 1;
        return;
      }
      const k = `${file} ${JSON.stringify(row.components)}`;
      const exception = SERIALIZE_EXCEPTIONS[k];
      if (exception) usedSerializeExceptions.add(k);
      it(`${file} #${n} ${JSON.stringify(row.components)}${exception ? ' (exception)' : ''}`, () => {
        const expected = evaluate(row.expected);
        expect(typeof expected).toBe('string');
        const got = outcomeOf(() =>
          serialize(toComponents(evaluate(row.components) as Record<string, unknown>)).toString(),
        );
        if (exception === undefined) {
          expect(got).toEqual({ text: expected });
          return;
        }
        const { reason, ...outcome } = exception;
        expect(reason).not.toBe('');
        expect(got).toEqual(outcome);
        // still a difference, else the entry is stale
        expect(got).not.toEqual({ text: expected });
      });
    });

    it(`${file}: the rows of scheme handlers and IRI options, not the core's (${Object.keys(
      SCHEME_ROWS[file] ?? {},
    ).join(', ')})`, () => {
      expect(handlers).toEqual(SCHEME_ROWS[file]);
      for (const h of Object.keys(handlers)) expect(HANDLERS[h], h).toBeDefined();
    });
  });
}

describe('shared vectors: the serialize exception list', () => {
  it('every entry matches a row (else it is stale)', () => {
    for (const k of Object.keys(SERIALIZE_EXCEPTIONS)) {
      expect(usedSerializeExceptions.has(k), `${k}: matches no row`).toBe(true);
    }
  });
});
