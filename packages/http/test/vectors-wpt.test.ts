// wpt.urltestdata (WHATWG URL parsing, which is not RFC 3986) against the registry route, for
// every row that touches http.
//
// Rows whose input is an http(s) URI: our normal form (registry.normalize, RFC 3986 §6.2.2,
// §6.2.3, RFC 9110 §4.2.3) is compared with WHATWG's href, or with its failure.
// - The file's own field rfc3986.input_valid = false: not RFC 3986; we must refuse with the
//   generic parser's code (WHATWG repairs or refuses: either way, not our question).
// - Otherwise we agree with WHATWG (same href, same origin, same request target; or both
//   refuse), or the row is in WHATWG_REPAIRS (WHATWG gives an href, we refuse or give another
//   normal form) or WHATWG_REFUSES (WHATWG fails, we accept: our findings listed), with its
//   reason. Each entry must name a row of its kind, and still differ.
// Other rows touching http (a reference against an http base): resolveWith against the
// file's own strict RFC 3986 answer (rfc3986.resolved; null: a refusal).
import { check, resolveWith, type SecurityFinding, tryParse } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import { origin, requestTarget } from '../src/index.js';
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
  touchesHttp,
} from './vectors-support.js';

interface WptCase {
  input: string;
  base: string | null;
  href?: string;
  origin?: string;
  pathname?: string;
  search?: string;
  failure?: boolean;
  rfc3986: { input_valid: boolean; base_valid: boolean; resolved: string | null };
}

const normal = (input: string) => registry.normalize(input).toString();
const codes = (found: readonly SecurityFinding[]) => found.map((f) => f.code);

/** The same normal form as the input, lower case and with "/" for an empty path. */
const lowerWithSlash = (k: string) => {
  const n = k.toLowerCase();
  return n.indexOf('/', n.indexOf('//') + 2) < 0 ? `${n}/` : n;
};

// WHATWG gives an href; we refuse, or give another normal form.
const NUMERIC_HOST =
  'RFC 3986 §3.2.2: a host of digits and "0x" that is not dotted-decimal IPv4address is a reg-name, kept as it is; WHATWG reads it as an IPv4 number (check reports URI_AMBIGUOUS_IPV4, RFC 3986 §7.4)';
const NUMERIC_HOSTS = [
  'http://192.0x00A80001',
  'http://1.2.3.4./',
  'http://192.168.257',
  'http://192.168.257.',
  'http://256',
  'http://999999999',
  'http://999999999.',
  'http://4294967295',
  'http://0xffffffff',
  'https://0x.0x.0',
  'https://0x.0x.0x.0x',
  'https://00.00.00.00',
  'https://0000000000000000000000000000000000000000177.0.0.1',
];
const WHATWG_REPAIRS: Exceptions = {
  ...each(
    'RFC 9110 §4.2.1: an http URI has "//" authority; WHATWG reads "http:x" against the base or adds "//"',
    () => refused('MISSING_AUTHORITY'),
    [
      'http:foo.com',
      'http::@c:29',
      'http:/example.com/',
      'http:/',
      'https:/example.com/',
      'http:example.com/',
      'https:example.com/',
      'http:@www.example.com',
      'http:/@www.example.com',
      'http:a:b@www.example.com',
      'http:/a:b@www.example.com',
      'http::b@www.example.com',
      'http:/:b@www.example.com',
      'http:a:@www.example.com',
      'http:/a:@www.example.com',
      'http:',
    ],
  ),
  ...each(
    'RFC 3986 §6.2.3 gives no rule to drop an empty userinfo or password with its delimiter; WHATWG drops them',
    (k) => `${k}/`,
    [
      'https://test:@test',
      'https://:@test',
      'http://@www.example.com',
      'http://@pple.com',
      'http://a:@www.example.com',
      'http://:@www.example.com',
    ],
  ),
  ...each(NUMERIC_HOST, lowerWithSlash, NUMERIC_HOSTS),
  'http://%30%78%63%30%2e%30%32%35%30.01': {
    ours: 'http://0xc0.0250.01/',
    why: `RFC 3986 §6.2.2.2: escapes of unreserved characters decoded; then ${NUMERIC_HOST}`,
  },
  'http://%30%78%63%30%2e%30%32%35%30.01%2e': {
    ours: 'http://0xc0.0250.01./',
    why: `RFC 3986 §6.2.2.2: escapes of unreserved characters decoded; then ${NUMERIC_HOST}`,
  },
  "http://host/?'": {
    ours: "http://host/?'",
    why: 'RFC 3986 §3.4: "\'" (a sub-delim) stands in a query as it is; WHATWG\'s special-query set encodes it',
  },
  ...each(
    'RFC 3986 §3.2.2: a non-ASCII host is percent-encoded UTF-8 (IDNA not applied); WHATWG maps it by UTS #46 (to an A-label, or dropping U+00AD)',
    (k) =>
      k.replace(/%[0-9a-f]{2}/gi, (e) => e.toUpperCase()).replace(/^(https:\/\/[^/]*)$/, '$1/'),
    ['https://%e2%98%83', 'https://a%C2%ADb/'],
  ),
  ...each(
    'equivalent, not equal: RFC 3986 §6.2.2.1, §6.2.2.2 write escapes in one way (upper-case hex, unreserved decoded); WHATWG keeps them as written',
    (k) =>
      ({
        'http://example.com/foo/%2e./%2e%2e/.%2e/%2e.bar': 'http://example.com/..bar',
        'http://example.com/foo%41%7a': 'http://example.com/fooAz',
        'http://example.com/foo%00%51': 'http://example.com/foo%00Q',
        'http://example.com/%3A%3a%3C%3c': 'http://example.com/%3A%3A%3C%3C',
        'http://www/foo%2Ehtml': 'http://www/foo.html',
      })[k],
    [
      'http://example.com/foo/%2e./%2e%2e/.%2e/%2e.bar',
      'http://example.com/foo%41%7a',
      'http://example.com/foo%00%51',
      'http://example.com/%3A%3a%3C%3c',
      'http://www/foo%2Ehtml',
    ],
  ),
};

// WHATWG fails; we accept the RFC 3986 URI, and say what check() finds.
const WHATWG_REFUSES: Exceptions = {
  ...each(
    'RFC 3986 §3.2.2: a reg-name may hold escapes of any octet; WHATWG refuses forbidden host code points; check reports the escape (an encoded CR, LF or NUL as such)',
    (k) => [/%(00|0A|0D)/i.test(k) ? 'URI_ENCODED_CONTROL' : 'URI_ENCODED_HOST_ASCII'],
    [
      'http://%25',
      'http://hello%00',
      ...[
        '00',
        '01',
        '02',
        '03',
        '04',
        '05',
        '06',
        '07',
        '08',
        '09',
        '0A',
        '0B',
        '0C',
        '0D',
        '0E',
        '0F',
        '10',
        '11',
        '12',
        '13',
        '14',
        '15',
        '16',
        '17',
        '18',
        '19',
        '1A',
        '1B',
        '1C',
        '1D',
        '1E',
        '1F',
        '20',
        '23',
        '25',
        '2F',
        '3A',
        '3C',
        '3E',
        '3F',
        '40',
        '5B',
        '5C',
        '5D',
        '7C',
        '7F',
      ].map((h) => `http://ho%${h}st/`),
      'https://%43%7C/',
    ],
  ),
  ...each(
    'RFC 3986 §3.2.2: a host that is not IPv4address is a reg-name; WHATWG refuses a number it cannot read as IPv4; check reports it (RFC 3986 §7.4)',
    () => ['URI_AMBIGUOUS_IPV4'],
    [
      'http://192.168.0.257',
      'http://10000000000',
      'http://4294967296',
      'http://18446744073709551616',
      'http://18446744075840258049',
      'http://0xffffffff1',
      'http://256.256.256.256',
      'https://0x100000000/test',
      'https://256.0.0.1/test',
      'http://1.2.3.4.5',
      'http://1.2.3.4.5.',
      'http://0..0x300/',
      'http://0..0x300./',
      'http://256.256.256.256.256',
      'http://256.256.256.256.256.',
      'http://1.2.3.08',
      'http://1.2.3.08.',
      'http://1.2.3.09',
      'http://09.2.3.4',
      'http://09.2.3.4.',
      'http://01.2.3.4.5',
      'http://01.2.3.4.5.',
      'http://0x100.2.3.4',
      'http://0x100.2.3.4.',
      'http://0x1.2.3.4.5',
      'http://0x1.2.3.4.5.',
      'http://foo.1.2.3.4',
      'http://foo.1.2.3.4.',
      'http://foo.2.3.4',
      'http://foo.2.3.4.',
      'http://foo.09',
      'http://foo.09.',
      'http://foo.0x4',
      'http://foo.0x4.',
      'http://0999999999999999999/',
      'http://foo.0x',
      'http://foo.0XFfFfFfFfFfFfFfFfFfAcE123',
    ],
  ),
  ...each(
    'RFC 3986 §3.2.2: a reg-name may hold the UTF-8 octets of any text (IDNA not applied); WHATWG refuses what UTS #46 refuses',
    () => [],
    ['http://%ef%b7%90zyx.com', 'https://%EF%BF%BD'],
  ),
  ...each(
    'UTS #46 §4 step 1: U+00AD is ignored, so the host maps to nothing, which WHATWG refuses; check reports the ignored code point',
    () => ['URI_IGNORED_HOST_CHARACTER'],
    ['https://%C2%AD/'],
  ),
  ...each(
    'RFC 3986 §3.2.2: full-width "％４１" is UTF-8 text for RFC 3986; NFKC (UTS #46) makes it "%41", which WHATWG refuses; check reports ASCII written in disguise',
    () => ['URI_ENCODED_HOST_ASCII'],
    ['http://%ef%bc%85%ef%bc%94%ef%bc%91.com', 'http://%ef%bc%85%ef%bc%90%ef%bc%90.com'],
  ),
  ...each(
    'RFC 3986 §3.2.2: escapes in a reg-name stand for UTF-8; octets that are not UTF-8 are valid syntax, which WHATWG refuses; check reports them',
    () => ['URI_HOST_NOT_UTF8'],
    ['https://example.com%80/', 'https://example.com%A0/'],
  ),
};

// A reference against an http base, where the strict RFC 3986 result is no http URI.
const RESOLVED_EXCEPTIONS: Exceptions = each(
  'RFC 9110 §4.2.1: "///x" against an http base gives an empty host, which MUST be rejected as invalid',
  () => refused('EMPTY_HOST'),
  [
    '///test',
    '///example.org/path',
    '///example.org/../path',
    '///example.org/../../',
    '///example.org/../path/../../',
    '///example.org/../path/../../path',
  ].map((input) => `${input} http://example.org/`),
);

describe('wpt.urltestdata: the rows that touch http', () => {
  const file = loadVectors<WptCase>('wpt.urltestdata');
  const rows = file.cases.filter(touchesHttp);
  const direct = rows.filter((c) => isHttp(c.input));
  const resolved = rows.filter((c) => !isHttp(c.input));

  it(`${rows.length} rows: ${direct.length} with an http(s) input, ${resolved.length} references against an http base`, () => {
    expect([rows.length, direct.length, resolved.length]).toEqual([482, 388, 94]);
  });

  describe('WHATWG repairs, we refuse or normalize otherwise', () => {
    exceptionsNameRows(
      WHATWG_REPAIRS,
      direct.filter((c) => c.failure !== true && c.rfc3986.input_valid).map((c) => c.input),
    );
  });
  describe('WHATWG refuses, we accept', () => {
    exceptionsNameRows(
      WHATWG_REFUSES,
      direct.filter((c) => c.failure === true && c.rfc3986.input_valid).map((c) => c.input),
    );
  });
  describe('references against an http base', () => {
    exceptionsNameRows(
      RESOLVED_EXCEPTIONS,
      resolved.map((c) => `${c.input} ${c.base}`),
    );
  });

  it.each(direct.map((c, i) => [i, JSON.stringify(c.input), c] as const))(
    'WHATWG URL vs RFC 3986 with RFC 9110 §4.2: row %i %s',
    (_, __, c) => {
      const input = c.input;
      if (!c.rfc3986.input_valid) {
        // The file's verdict: not RFC 3986 syntax. Refused on the registry route with the
        // generic parser's code.
        const generic = tryParse(input);
        expect(generic.ok).toBe(false);
        if (!generic.ok) expect(outcome(() => normal(input))).toEqual(refused(generic.error.code));
        return;
      }
      if (c.failure === true) {
        const exception = WHATWG_REFUSES[input];
        const ours = outcome(() => codes(check(registry, input)));
        if (exception !== undefined) {
          // The finding that says why WHATWG refuses is there (others may come with it: an
          // internal address, an escape); an exception without one has no finding at all.
          const why = exception.ours as string[];
          expect(ours).toEqual(why.length === 0 ? [] : expect.arrayContaining(why));
          return;
        }
        // Both refuse a URI valid by RFC 3986 alone: the http rules.
        expect(['MISSING_AUTHORITY', 'EMPTY_HOST', 'PORT_OUT_OF_RANGE']).toContain(
          (ours as { code?: string }).code,
        );
        return;
      }
      const ours = outcome(() => normal(input));
      const exception = WHATWG_REPAIRS[input];
      expectRow(ours, c.href, exception);
      if (exception !== undefined) {
        if (NUMERIC_HOSTS.includes(input)) {
          expect(codes(check(registry, input))).toContain('URI_AMBIGUOUS_IPV4');
        }
        if (typeof ours === 'string' && exception.why.startsWith('equivalent')) {
          expect(registry.equivalent(c.href as string, input)).toBe(true);
        }
        return;
      }
      // Agreement on the whole URI: the helpers agree with WHATWG's parts too (the request
      // target of the normal form). WHATWG's search is '' for an empty query as for none: the
      // href tells them apart.
      if (c.origin !== undefined) expect(origin(input)).toBe(c.origin);
      const query = c.search || ((c.href as string).split('#')[0]?.includes('?') ? '?' : '');
      expect(requestTarget(ours as string)).toBe(`${c.pathname}${query}`);
    },
  );

  it.each(resolved.map((c, i) => [i, JSON.stringify(c.input), c.base, c] as const))(
    'RFC 3986 §5.2 with RFC 9110 §4.2.1: row %i %s against %s',
    (_, __, base, c) => {
      const ours = outcome(() =>
        (base === null
          ? registry.parse(c.input).uri
          : resolveWith(registry, base, c.input)
        ).toString(),
      );
      const theirs = c.rfc3986.resolved;
      const exception = RESOLVED_EXCEPTIONS[`${c.input} ${base}`];
      if (theirs === null && exception === undefined) {
        // The file's verdict: the input (or base) is not RFC 3986.
        expect(c.rfc3986.input_valid && c.rfc3986.base_valid).toBe(false);
        expect(ours).toHaveProperty('code');
        return;
      }
      expectRow(ours, theirs, exception);
    },
  );
});
