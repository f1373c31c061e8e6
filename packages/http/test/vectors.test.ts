// Third-party vectors (../shared/vectors, see its README) for http and https: every row that
// touches the scheme runs through the public registry route (registry.parse, .normalize,
// .equivalent, http.format), one adapter per operation. A row we answer differently is in an
// exception list with our outcome and the reason: each entry must name a row and our answer
// must still differ (an exception can neither rot nor hide a pass). Resolution and
// make-relative rows are in vectors-resolve.test.ts, the WHATWG rows in vectors-wpt.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatIPv6, resolveWith, serialize, tryParse, type UriComponents } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import { type HttpParts, http, https } from '../src/index.js';
import {
  type Exceptions,
  each,
  exceptionsNameRows,
  expectRow,
  isHttp,
  loadVectors,
  outcome,
  refused,
  registry,
  sharedDir,
  touchesHttp,
} from './vectors-support.js';

type Row = Record<string, unknown>;
const rowsOf = (name: string) => loadVectors<Row>(name).cases.filter(touchesHttp);
const str = (x: unknown) => (typeof x === 'string' ? x : JSON.stringify(x));

// ---------------------------------------------------------------------------------------------
// Which files run where. Every file of the folder is named here: run (here or in the other two
// adapters), or listed as having no row that touches http (checked).
const RUN_HERE = [
  'perl-uri.scheme-specific',
  'ruby-uri.scheme-specific',
  'rfc-misc.examples',
  'rfc3986.parse',
  'fluent-uri.parse',
  'iri-string.parse',
  'fast-uri.parse',
  'fast-uri.parse-fixtures',
  'fluent-uri.validity',
  'go.parse-errors',
  'python-rfc3986.hosts',
  'wpt.failures',
  'rfc3986.normalize',
  'fast-uri.normalize',
  'uri-js.normalize',
  'fluent-uri.normalize',
  'iri-string.normalize',
  'perl-uri.canonical',
  'rfc3986.equivalence',
  'uri-js.equal',
  'fast-uri.equal',
  'fast-uri.serialize',
];
const RUN_ELSEWHERE = [
  'rfc3986.resolve',
  'cpython.urljoin',
  'go.resolve',
  'ruby-uri.resolve',
  'ruby-uri.join',
  'perl-uri.resolve-roytest',
  'perl-uri.resolve-rfc2396-draft',
  'iri-string.resolve',
  'fluent-uri.resolve',
  'fast-uri.resolve',
  'wpt.resolve-rfc3986-agreeing',
  'ruby-uri.make-relative',
  'perl-uri.make-relative',
  'wpt.urltestdata',
];
/** Files with no row that touches http, and what they hold instead. */
const NO_HTTP_ROWS: Record<string, string> = {
  'commons-validator.ipv6': 'IPv6 address texts without a scheme',
  'fluent-uri.ip-literals': 'IP literals without a scheme',
  'perl-uri.file-path': 'file URIs',
  'perl-uri.split': 'generic splits of other schemes',
  'perl-uri.join': 'generic recompositions of other schemes',
  'python-rfc3986.encode-component': 'component values, no URI',
  'python-rfc3986.normalize-components':
    'single components ("htTp" as a scheme alone, hosts alone), not a URI: no scheme-aware route applies',
  'python-rfc3986.remove-dot-segments': 'paths alone',
  'rfc3986.remove-dot-segments': 'paths alone',
  'rfc6068.mailto': 'mailto URIs',
  'uri-js.parse': 'mailto, urn, ws and generic URIs; no http(s) one',
  'uri-js.resolve': 'RFC 3986 §5.4 examples on the base "uri://a/b/c/d;p?q"',
  'uri-js.serialize': 'components of other schemes',
};

describe('the vector files', () => {
  const index = JSON.parse(readFileSync(join(sharedDir, 'vectors', 'INDEX.json'), 'utf8')) as {
    files: { file: string }[];
  };
  const names = index.files.map((f) => f.file.replace(/\.json$/, ''));

  it(`RFC 3986: each of the ${names.length} files is run, or has no row that touches http`, () => {
    expect(names.length).toBeGreaterThan(40);
    for (const name of names) {
      const listed = [...RUN_HERE, ...RUN_ELSEWHERE].includes(name);
      expect(listed || name in NO_HTTP_ROWS, name).toBe(true);
      expect(rowsOf(name).length > 0, `${name}: rows that touch http`).toBe(listed);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Scheme-specific parsing: perl-uri, ruby-uri, and the RFC 1738 example. Fields are compared one
// by one (key `input#field`); a whole row we refuse is keyed by its input.
const SCHEME_SPECIFIC_EXCEPTIONS: Exceptions = {
  // URI.pm's query_form splits the query as application/x-www-form-urlencoded and decodes %F4
  // as Latin-1. RFC 9110 §4.2 gives the query no structure (and %F4 is not UTF-8, RFC 3986
  // §2.5): we keep the query text.
  'http://www.example.com/path?q=f%F4o#query_form': {
    ours: 'q=f%F4o',
    why: 'form decoding is not RFC 9110 §4.2: the query stays as written',
  },
  // Ruby's generic parser reads an empty authority and the path "//example.com". RFC 9110
  // §4.2.1: an http URI with an empty host MUST be rejected as invalid.
  'http:////example.com': {
    ours: refused('EMPTY_HOST'),
    why: 'RFC 9110 §4.2.1: an empty host is refused',
  },
};

describe('scheme-specific parsing (perl-uri, ruby-uri, rfc-misc)', () => {
  const rows = [...rowsOf('perl-uri.scheme-specific'), ...rowsOf('ruby-uri.scheme-specific')] as {
    input: string;
    expected: Row;
  }[];
  const misc = rowsOf('rfc-misc.examples') as { input: string; valid: boolean }[];
  const keys = [
    ...rows.flatMap((c) => [c.input, ...Object.keys(c.expected).map((f) => `${c.input}#${f}`)]),
  ];
  exceptionsNameRows(SCHEME_SPECIFIC_EXCEPTIONS, keys);

  it(`RFC 9110 §4.2: ${rows.length} perl and ruby rows, ${misc.length} RFC 1738 row`, () => {
    expect([rows.length, misc.length]).toEqual([6, 1]);
  });

  it.each(rows.map((c) => [c.input, c] as const))(
    'RFC 9110 §4.2.1, §4.2.2: %s (the default port when none is written)',
    (input, c) => {
      const parsed = outcome(() => registry.parse(input));
      if ('code' in parsed) {
        expectRow(parsed, c.expected, SCHEME_SPECIFIC_EXCEPTIONS[input]);
        return;
      }
      const { parts, uri } = parsed;
      const ours: Row = {
        host: parts.host,
        port: parts.port ?? registry.get(parts.scheme)?.defaultPort,
        path: parts.path,
        query: parts.query ?? null,
        fragment: parts.fragment ?? null,
        to_s: (parts.scheme === 'http' ? http.format(parts) : https.format(parts)).toString(),
        query_form: parts.query,
      };
      expect(uri.toString()).toBe(input);
      for (const [field, theirs] of Object.entries(c.expected)) {
        expectRow(ours[field], theirs, SCHEME_SPECIFIC_EXCEPTIONS[`${input}#${field}`]);
      }
    },
  );

  it.each(misc.map((c) => [c.input, c] as const))(
    'RFC 1738 §3.3: %s is valid, format gives it back',
    (input, c) => {
      expect(c.valid).toBe(true);
      const { parts } = registry.parse(input);
      expect(parts).toEqual({
        scheme: 'http',
        userinfo: undefined,
        host: 'ds.internic.net',
        port: undefined,
        path: '/instructions/overview.html',
        query: undefined,
        fragment: 'WARNING',
      });
      expect(http.format(parts as HttpParts<'http'>).toString()).toBe(input);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Strict RFC 3986 component splits (rfc3986, fluent-uri, iri-string): host with brackets, port
// as written. Our parts are compared field by field (the port as the Uri's text).
const STRICT_PARSE_EXCEPTIONS: Exceptions = {
  'http://127.0.0.1:80808/': {
    ours: refused('PORT_OUT_OF_RANGE'),
    why: 'RFC 9293 §3.1: a TCP port has 16 bits (RFC 3986 alone allows any digits)',
  },
};

describe('strict RFC 3986 parse vectors (rfc3986, fluent-uri, iri-string): http rows', () => {
  const rows = ['rfc3986.parse', 'fluent-uri.parse', 'iri-string.parse'].flatMap((name) =>
    rowsOf(name).map((c) => [name, c] as const),
  );
  exceptionsNameRows(
    STRICT_PARSE_EXCEPTIONS,
    rows.map(([, c]) => c.input as string),
  );

  it.each(rows.map(([name, c]) => [name, c.input as string, c] as const))(
    'RFC 3986 §3, RFC 9110 §4.2.1: %s %s',
    (_, input, c) => {
      const parsed = outcome(() => registry.parse(input));
      if (c.iri === true) {
        // The file's own field: an IRI (RFC 3987), not a URI: RFC 3986 §2 refuses it.
        const generic = tryParse(input);
        expect(generic.ok).toBe(false);
        if (!generic.ok) expect(parsed).toEqual(refused(generic.error.code));
        return;
      }
      if ('code' in parsed) {
        if (c.valid === false) {
          const generic = tryParse(input);
          expect(generic.ok).toBe(false);
          if (!generic.ok) expect(parsed).toEqual(refused(generic.error.code));
        } else {
          expectRow(parsed, input, STRICT_PARSE_EXCEPTIONS[input]);
        }
        return;
      }
      expect(c.valid).toBe(true);
      const { parts, uri } = parsed;
      const ours: Row = {
        scheme: uri.scheme,
        authority: uri.authority,
        userinfo: parts.userinfo ?? null,
        host: parts.host,
        port: uri.port ?? null,
        host_kind: uri.hostKind,
        path: parts.path,
        query: parts.query ?? null,
        fragment: parts.fragment ?? null,
      };
      for (const field of Object.keys(ours)) {
        if (field in c) expect(ours[field], field).toEqual(c[field]);
      }
      // RFC 3986 §3.2.3: an empty port is no port in the parts.
      expect(parts.port).toBe(uri.port === '' ? undefined : uri.portNumber);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// uri-js and fast-uri parse vectors (their convention: an IPv6 host without brackets in RFC 5952
// text, an IPvFuture lower-cased with brackets, a numeric port). Rows the file marks
// `rfc3986_valid_input: false` must be refused by the RFC 3986 parser.
const FAST_URI_PARSE_EXCEPTIONS: Exceptions = {
  'http://[vF.A:b]/#host': {
    ours: '[vF.A:b]',
    why: 'parse is not normalization (RFC 3986 §6.2.2.1): the host stays as written',
  },
  'http://example.com/a%2Fb/public/%2e%2e/admin#path': {
    ours: '/a%2Fb/public/%2e%2e/admin',
    why: 'parse is not normalization (RFC 3986 §6.2.2.1): escapes keep the case of their hex digits',
  },
  'http://[1:2:3:4:5:6:192.0.2.1]/#host': {
    ours: '1:2:3:4:5:6:c000:201',
    why: 'compared in RFC 5952 text, whose §5 keeps the dotted quad for IPv4-mapped and well-known prefixes only',
  },
};

describe('uri-js and fast-uri parse vectors: http rows', () => {
  const rows = ['fast-uri.parse', 'fast-uri.parse-fixtures'].flatMap((name) =>
    rowsOf(name).map((c) => [name, c] as const),
  );
  const keys = rows.flatMap(([, c]) => [
    c.input as string,
    ...Object.keys(c.expected as Row).map((f) => `${c.input}#${f}`),
  ]);
  exceptionsNameRows(FAST_URI_PARSE_EXCEPTIONS, keys);

  it.each(rows.map(([name, c]) => [name, c.input as string, c] as const))(
    'RFC 3986 §3, RFC 9110 §4.2.1: %s %s',
    (_, input, c) => {
      const expected = c.expected as Row;
      const parsed = outcome(() => registry.parse(input));
      if (c.rfc3986_valid_input === false) {
        // The file's own verdict: not RFC 3986. Refused by the generic parser, with its code.
        const generic = tryParse(input);
        expect(generic.ok).toBe(false);
        if (!generic.ok) expect(parsed).toEqual(refused(generic.error.code));
        return;
      }
      const theyRefuse = typeof expected.error === 'string';
      if ('code' in parsed) {
        // Both refuse an RFC 3986 URI ("http://", "http://[::1]:65536"): the http rules
        // (RFC 9110 §4.2.1, RFC 9293 §3.1).
        expect(theyRefuse, `${parsed.code}; they give ${JSON.stringify(expected)}`).toBe(true);
        expect(['MISSING_AUTHORITY', 'EMPTY_HOST', 'PORT_OUT_OF_RANGE']).toContain(parsed.code);
        return;
      }
      expect(theyRefuse, `they refuse: ${expected.error}`).toBe(false);
      const { parts, uri } = parsed;
      const kind = uri.hostKind;
      const ours: Row = {
        scheme: parts.scheme,
        userinfo: parts.userinfo,
        host: kind === 'ipv6' ? formatIPv6(uri.host as string) : parts.host,
        port: parts.port,
        path: parts.path,
        query: parts.query,
        fragment: parts.fragment,
      };
      for (const [field, theirs] of Object.entries(expected)) {
        if (!(field in ours)) continue;
        const key = `${input}#${field}`;
        // fast-uri lower-cases an IPvFuture host: compare as written unless listed.
        expectRow(ours[field], theirs ?? undefined, FAST_URI_PARSE_EXCEPTIONS[key]);
      }
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Validity: fluent-uri (strict), Go (its rfc3986_valid field), python-rfc3986 (RFC answer by
// its ref_agrees field), WPT failures (its rfc3986_input_valid field). The http rules refuse
// more than RFC 3986: those rows are listed with their code.
const RFC9110_REFUSES: Exceptions = {
  ...each('RFC 9110 §4.2.1: "//" authority is required', () => refused('MISSING_AUTHORITY'), [
    'http:/:@/www.example.com',
    'http:@/www.example.com',
    'http:/@/www.example.com',
    'https:@/www.example.com',
    'http:a:b@/www.example.com',
    'http:/a:b@/www.example.com',
    'http::@/www.example.com',
    'http:@:www.example.com',
    'http:/@:www.example.com',
    'http:',
  ]),
  ...each(
    'RFC 9110 §4.2.1: an empty host MUST be rejected as invalid',
    () => refused('EMPTY_HOST'),
    [
      'http://user:pass@/',
      'http://user@/www.example.com',
      'http://@/www.example.com',
      'http://a:b@/www.example.com',
      'http://?',
      'http://#',
    ],
  ),
  ...each('RFC 9293 §3.1: a TCP port has 16 bits', () => refused('PORT_OUT_OF_RANGE'), [
    'http://f:999999/c',
    'http://f:4294967377/c',
    'http://f:18446744073709551697/c',
    'http://f:340282366920938463463374607431768211537/c',
  ]),
};

describe('validity vectors: http rows', () => {
  const rows = (
    [
      ['fluent-uri.validity', 'input', 'valid'],
      ['go.parse-errors', 'input', 'rfc3986_valid'],
      ['python-rfc3986.hosts', 'as_uri', 'valid'],
      ['wpt.failures', 'input', 'rfc3986_input_valid'],
    ] as const
  ).flatMap(([name, field, verdict]) =>
    rowsOf(name).map((c) => [name, c[field] as string, c, verdict] as const),
  );
  exceptionsNameRows(
    RFC9110_REFUSES,
    rows.map(([, input]) => input),
  );

  it.each(rows.map(([name, input, c, verdict]) => [name, input, c, verdict] as const))(
    'RFC 3986 §3 with RFC 9110 §4.2.1: %s %s',
    (_, input, c, verdict) => {
      // The RFC 3986 verdict: the file's field; where the file says its library departs from
      // RFC 3986 (ref_agrees: false), the other answer.
      const valid = c.ref_agrees === false ? !c[verdict] : (c[verdict] as boolean);
      // An http URI is parsed; another input touches http through its http base.
      const parsed = outcome(() =>
        isHttp(input)
          ? registry.parse(input).uri.toString()
          : resolveWith(registry, c.base as string, input).toString(),
      );
      const generic = tryParse(input);
      expect(generic.ok, 'the generic parser gives the RFC 3986 verdict').toBe(valid);
      if (!generic.ok) expect(parsed).toEqual(refused(generic.error.code));
      else if (isHttp(input)) expectRow(parsed, input, RFC9110_REFUSES[input]);
      else expect(parsed).toBe(input);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Normalization: registry.normalize against each file's normal form. Rows a file marks as not
// RFC 3986 input (rfc3986_valid_input: false, iri: true) must be refused with the generic code.
const NORMALIZE_EXCEPTIONS: Exceptions = {
  // fluent-uri and iri-string normalize by RFC 3986 §6.2.2 (and an empty port) without the
  // scheme: RFC 3986 §6.2.3 and RFC 9110 §4.2.3 make "/" and the default port the http form.
  'fluent-uri.normalize HTTP://%45XAMPLE.%43Om': {
    ours: 'http://example.com/',
    why: 'RFC 3986 §6.2.3, RFC 9110 §4.2.3: an empty path is "/" in the http normal form',
  },
  'fluent-uri.normalize http://example.com': {
    ours: 'http://example.com/',
    why: 'RFC 3986 §6.2.3, RFC 9110 §4.2.3: an empty path is "/" in the http normal form',
  },
  'fluent-uri.normalize http://example.com:80/': {
    ours: 'http://example.com/',
    why: 'RFC 9110 §4.2.3: the default port is left out of the normal form',
  },
  'iri-string.normalize http://user:password@example.com:80/path/to/somewhere?query#fragment': {
    ours: 'http://user:password@example.com/path/to/somewhere?query#fragment',
    why: 'RFC 9110 §4.2.3: the default port is left out of the normal form',
  },
  // fast-uri: its own policies.
  'fast-uri.normalize http://[1:2:3:4:5:6:192.0.2.1]/': {
    ours: 'http://[1:2:3:4:5:6:c000:201]/',
    why: 'RFC 5952 §5: the dotted quad is for IPv4-mapped and well-known prefixes only; other addresses are written in hex',
  },
  ...each(
    'RFC 3986 §2.3, §6.2.2.2, §6.2.2.3: "%2e" is ".", so "%2e%2e" is a dot segment (fast-uri keeps it, path-traversal hardening)',
    (k) => k.split(' ')[1]?.replace(/\/[^/]*\/%2e%2e/, ''),
    [
      'fast-uri.normalize http://example.com/a/%2e%2e/b',
      'fast-uri.normalize http://example.com/public/%2e%2e/admin',
    ],
  ),
  'fast-uri.normalize http://allowed.com%255Cevil.com/': {
    ours: 'http://allowed.com%255cevil.com/',
    why: 'RFC 3986 §6.2.2.1: "%25" is the escape; "5C" after it are letters of a case-insensitive host',
  },
  'fast-uri.normalize http://[::1]:65536': {
    ours: refused('PORT_OUT_OF_RANGE'),
    why: 'RFC 9293 §3.1: a TCP port has 16 bits',
  },
};

describe('normalization vectors: http rows through registry.normalize', () => {
  const files = [
    'rfc3986.normalize',
    'fast-uri.normalize',
    'uri-js.normalize',
    'fluent-uri.normalize',
    'iri-string.normalize',
    'perl-uri.canonical',
  ];
  const rows = files.flatMap((name) => rowsOf(name).map((c) => [`${name} ${c.input}`, c] as const));
  exceptionsNameRows(
    NORMALIZE_EXCEPTIONS,
    rows.map(([k]) => k),
  );

  it(`RFC 3986 §6.2: ${rows.length} http rows`, () => {
    expect(rows.length).toBe(131);
  });

  it.each(rows)('RFC 3986 §6.2.2, §6.2.3, RFC 9110 §4.2.3: %s', (key, c) => {
    const input = c.input as string;
    const ours = outcome(() => registry.normalize(input).toString());
    if (c.rfc3986_valid_input === false || c.iri === true) {
      const generic = tryParse(input);
      expect(generic.ok, 'the file says: not RFC 3986').toBe(false);
      if (!generic.ok) expect(ours).toEqual(refused(generic.error.code));
      return;
    }
    expectRow(ours, c.expected, NORMALIZE_EXCEPTIONS[key]);
  });
});

// ---------------------------------------------------------------------------------------------
// Equivalence: registry.equivalent. A uri-js component object is built with the core's
// serialize. An invalid URI is refused (UriError), where the files say "not equal".
const IRI = 'RFC 3986 §2: a raw non-ASCII character is not URI syntax (an IRI, RFC 3987 §3.1)';
const iris = [
  ['http://example.com/日本', 'http://example.com/%E6%97%A5%E6%9C%AC'],
  ['http://example.com/café', 'http://example.com/caf%C3%A9'],
  ['http://example.com/€', 'http://example.com/%E2%82%AC'],
  ['http://example.com/中文', 'http://example.com/%E4%B8%AD%E6%96%87'],
  ['http://example.com/🚀', 'http://example.com/%F0%9F%9A%80'],
  ['http://example.com/😀', 'http://example.com/%F0%9F%98%80'],
  ['http://example.com/users/日本/profile', 'http://example.com/users/%E6%97%A5%E6%9C%AC/profile'],
  ['http://example.com/a/€/b', 'http://example.com/a/%E2%82%AC/b'],
  ['http://example.com/日本', 'http://example.com/中文'],
  ['http://example.com/café', 'http://example.com/cafe'],
  ['http://example.com/🚀', 'http://example.com/🎉'],
].flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]);
/** Identical texts that are not RFC 3986 (fast-uri answers "not equal", we refuse them). */
const same = (text: string) => `${text}|${text}`;
const EQUAL_EXCEPTIONS: Exceptions = {
  ...each(IRI, () => refused('INVALID_CHARACTER'), iris),
  ...each(
    'RFC 3986 §3.2.2: not an IPv6address: refused (fast-uri answers "not equal")',
    () => refused('INVALID_IPV6'),
    [
      '::not-valid',
      'fc00::not-hex',
      'fe80::not-hex',
      '1:2:3',
      '1:2:3:4:5:6:7',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      '1:::2',
      ':::1',
      '12345::',
      '1:2:3:4:5:6:7::8',
      '::ffff:192.0.2.999',
      '::ffff:192.0.2',
      '::ffff:192.168.001.1',
      '::192.0.2.1:1',
      '1:2:3:4:5:192.0.2.1::',
      'not-an-ip',
    ].map((a) => same(`http://[${a}]/private`)),
  ),
  ...each(
    'RFC 3986 §3.2.2: not an IPvFuture: refused',
    () => refused('INVALID_IPVFUTURE'),
    // U+212A is the Kelvin sign (it lower-cases to "k"): not ASCII.
    ['v.foo', 'v1.', 'v1.foo%25bar', 'v1.\u212a'].map((a) => same(`http://[${a}]/private`)),
  ),
  ...each(
    'RFC 6874 zone identifiers are not RFC 3986 (allowZoneId not given): refused',
    () => refused('ZONE_ID_NOT_ALLOWED'),
    ['%25', '%25eth 0', '%25eth%ZZ', '%25\u212a'].map((z) => same(`http://[fe80::1${z}]/private`)),
  ),
  'http://[::1]foo|http://[::1]/foo': {
    ours: refused('INVALID_IP_LITERAL'),
    why: 'RFC 3986 §3.2.2: an IP-literal is followed by ":" port or the path',
  },
  ...each('RFC 3986 §3.2.3: port = *DIGIT', () => refused('INVALID_PORT'), [
    'http://[::1]:80abc/path|http://[::1]/abc/path',
    'http://example.com:80abc/path|http://example.com/abc/path',
  ]),
  'http://[::1]:65536|http://[::1]:65536/': {
    ours: refused('PORT_OUT_OF_RANGE'),
    why: 'RFC 9293 §3.1: a TCP port has 16 bits',
  },
  '{"scheme":"http","host":"example.com","port":99999,"path":"/x"}|{"scheme":"http","host":"example.com","port":99999,"path":"/x"}':
    {
      ours: refused('INVALID_ARGUMENT'),
      why: 'a port number is 0-65535: the core refuses to write the URI (RFC 3986 §3.2.3, RFC 9293 §3.1)',
    },
  ...each('RFC 3986 §2: "\\" is not URI syntax', () => refused('INVALID_CHARACTER'), [
    'http:\\\\evil.com/path|http://evil.com/path',
    'http:/\\evil.com/path|http://evil.com/path',
  ]),
  'http://example.com/public/%2e%2e/admin|http://example.com/admin': {
    ours: true,
    why: 'RFC 3986 §2.3, §6.2.2.3: "%2e%2e" is a dot segment, the two are equivalent (fast-uri keeps them apart: path-traversal hardening)',
  },
  'http://trusted.test%2540evil.test/|http://trusted.test%2540evil.test/': {
    ours: true,
    why: 'RFC 3986 §6.2.1: identical valid URIs are equivalent (fast-uri refuses "%25" in a host; check() reports the host)',
  },
};

describe('equivalence vectors: http rows through registry.equivalent', () => {
  const files = ['rfc3986.equivalence', 'uri-js.equal', 'fast-uri.equal'];
  const rows = files.flatMap((name) =>
    rowsOf(name).map((c) => [name, `${str(c.a)}|${str(c.b)}`, c] as const),
  );
  exceptionsNameRows(
    EQUAL_EXCEPTIONS,
    rows.map(([, k]) => k),
  );

  it(`RFC 3986 §6.2: ${rows.length} http rows`, () => {
    expect(rows.length).toBe(144);
  });

  const uriOf = (x: unknown) => (typeof x === 'string' ? x : serialize(x as UriComponents));
  it.each(rows)('RFC 3986 §6.2, RFC 9110 §4.2.3: %s %s', (_, key, c) => {
    const options = (c.options as { ignoreFragment?: boolean } | null) ?? undefined;
    const ours = outcome(() => registry.equivalent(uriOf(c.a), uriOf(c.b), options));
    expectRow(ours, c.equal, EQUAL_EXCEPTIONS[key]);
  });
});

// ---------------------------------------------------------------------------------------------
// Serialization: fast-uri's serialize takes component values that it escapes and normalizes
// (dot segments removed, hex upper-cased); our format takes parts as URI text and writes them as
// they are, refusing what cannot stand (RFC 3986 §3.3). The rows are kept apart by that.
const relative = [
  '../',
  './',
  '../../',
  '././',
  './../',
  '.././',
  '../foo',
  './foo',
  '../../foo',
  '././foo',
  './../foo',
  '.././foo',
  '.',
  '..',
];
const dotted = [
  '/./',
  '/.',
  '/./foo',
  '/.././foo',
  '/../',
  '/..',
  '/../foo',
  '/foo/..',
  '/foo/bar/..',
  '/foo/../bar/..',
];
const SERIALIZE_EXCEPTIONS: Exceptions = {
  ...each(
    'RFC 3986 §3.3: after an authority a path starts with "/": format refuses a relative path (fast-uri resolves it)',
    () => refused('INVALID_COMPOSITION'),
    relative.map((p) => `http example.com ${p}`),
  ),
  ...each(
    'RFC 3986 §6.2.2.3: removing dot segments is normalization, not formatting: format writes the path as given',
    (k) => `http://example.com${k.split(' ')[2]}`,
    dotted.map((p) => `http example.com ${p}`),
  ),
  'http example.com /%21%24%26%27%28%29%2a%2b%2c%3b%3d%3a%40%2f': {
    ours: 'http://example.com/%21%24%26%27%28%29%2a%2b%2c%3b%3d%3a%40%2f',
    why: 'parts are URI text, written as given (the hex case is normalization, RFC 3986 §6.2.2.1)',
  },
  'http example.com /a?b#c[d]': {
    ours: refused('INVALID_CHARACTER'),
    why: 'parts are URI text (RFC 3986 §3.3): "?" ends a path, so format refuses it (fast-uri escapes it)',
  },
  'http trusted.example /': {
    ours: refused('INVALID_CHARACTER'),
    why: 'parts are URI text (RFC 3986 §3.2.1): "/" cannot stand in a userinfo (fast-uri escapes it)',
  },
};

describe('serialization vectors: http rows through http.format', () => {
  // A row is components, or `serialize(parse(x))` (`{ call: { op: 'parse', args: [x] } }`).
  const rows = ['fast-uri.serialize'].flatMap((name) =>
    rowsOf(name).map((c) => {
      const p = c.components as Row & { call?: { op: string; args: string[] } };
      const key = p.call ? `${p.call.op} ${p.call.args[0]}` : `${p.scheme} ${p.host} ${p.path}`;
      return [key, c, p] as const;
    }),
  );
  exceptionsNameRows(
    SERIALIZE_EXCEPTIONS,
    rows.map(([k]) => k),
  );

  it(`RFC 3986 §5.3: ${rows.length} http rows`, () => {
    expect(rows.length).toBe(40);
  });

  it.each(rows)('RFC 3986 §5.3, RFC 9110 §4.2.1: %s', (key, c, p) => {
    const ours = outcome(() => {
      if (p.call !== undefined) {
        expect(p.call.op).toBe('parse');
        const { parts } = registry.parse(p.call.args[0] as string);
        return (parts.scheme === 'http' ? http.format(parts) : https.format(parts)).toString();
      }
      const plugin = String(p.scheme).toLowerCase() === 'https' ? https : http;
      return plugin
        .format({
          scheme: plugin.name,
          userinfo: (p.userinfo as string | null) ?? undefined,
          host: p.host as string,
          port: (p.port as number | null) ?? undefined,
          path: (p.path as string | null) ?? '',
          query: (p.query as string | null) ?? undefined,
          fragment: (p.fragment as string | null) ?? undefined,
        } as never)
        .toString();
    });
    expectRow(ours, c.expected, SERIALIZE_EXCEPTIONS[key]);
  });
});
