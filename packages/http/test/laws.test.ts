// The laws every urikit scheme plugin keeps (@urikit/testkit), for http and https: the RFCs'
// own example URIs, the refusals of RFC 9110 §4.2.1 on every route, the equivalences of
// RFC 3986 §6.2.3 and RFC 9110 §4.2.3, and generated parts.
import { pluginLaws, protocolLaws } from '@urikit/testkit';
import fc from 'fast-check';
import { describe } from 'vitest';
import {
  type HttpParts,
  type HttpScheme,
  http,
  https,
  origin,
  parseHttp,
  requestTarget,
} from '../src/index.js';

const UNRESERVED = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~';
const SUB_DELIMS = "!$&'()*+,;=";
const HEX = '0123456789ABCDEFabcdef';
const char = (set: string) => fc.constantFrom(...set);

const utf8 = new TextEncoder();
/** `s` with every character outside `set` written as escapes of its UTF-8 octets (§2.1, §2.5). */
const escapeOutside = (set: string, s: string) =>
  [...s]
    .map((c) =>
      set.includes(c)
        ? c
        : [...utf8.encode(c)]
            .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
            .join(''),
    )
    .join('');

/**
 * RFC 3986 text of the characters of `set`, with escapes of any octet (upper or lower case
 * hex, so also octets that are not UTF-8, and escapes of unreserved characters that
 * normalization decodes) and non-ASCII text as percent-encoded UTF-8 (§2.1, §2.5).
 */
const text = (set: string, minLength = 0, maxLength = 8) =>
  fc
    .array(
      fc.oneof(
        { weight: 6, arbitrary: char(set) },
        { weight: 2, arbitrary: fc.tuple(char(HEX), char(HEX)).map(([a, b]) => `%${a}${b}`) },
        {
          weight: 1,
          arbitrary: fc
            .string({ unit: 'grapheme', minLength: 1, maxLength: 2 })
            .map((s) => escapeOutside(set, s)),
        },
      ),
      { minLength, maxLength },
    )
    .map((a) => a.join(''));

// RFC 3986 §3.2.2 hosts as they stand in the authority: reg-names (any case, escapes, UTF-8),
// IPv4 dotted-decimal, IPv6 in any of its texts (brackets kept), IPvFuture.
const host = fc.oneof(
  text(`${UNRESERVED}${SUB_DELIMS}`, 1, 12),
  fc.ipV4(),
  fc.ipV6().map((a) => `[${a}]`),
  fc.ipV6().map((a) => `[${a.toUpperCase()}]`),
  fc
    .tuple(
      fc.stringMatching(/^[0-9A-Fa-f]{1,3}$/),
      fc.stringMatching(/^[A-Za-z0-9\-._~!$&'()*+,;=:]{1,6}$/),
    )
    .map(([v, rest]) => `[v${v}.${rest}]`),
);
const pchar = `${UNRESERVED}${SUB_DELIMS}:@`;
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** The parts of valid `scheme` URIs (RFC 9110 §4.2.1): empty and absent both drawn. */
const partsOf = <S extends HttpScheme>(scheme: S): fc.Arbitrary<HttpParts<S>> =>
  fc
    .record({
      userinfo: opt(text(`${UNRESERVED}${SUB_DELIMS}:`)),
      host,
      port: opt(fc.oneof(fc.integer({ min: 0, max: 65535 }), fc.constantFrom(80, 443))),
      // path-abempty: '' or "/" segments, with empty segments and dot segments drawn often.
      path: fc.oneof(
        fc.constant(''),
        fc
          .array(fc.oneof(text(pchar), fc.constantFrom('', '.', '..', '%2E', '%2e%2E')), {
            minLength: 1,
            maxLength: 5,
          })
          .map((segments) => `/${segments.join('/')}`),
      ),
      query: opt(text(`${pchar}/?`)),
      fragment: opt(text(`${pchar}/?`)),
    })
    .map((p) =>
      Object.freeze({
        scheme,
        userinfo: p.userinfo,
        host: p.host,
        port: p.port,
        path: p.path,
        query: p.query,
        fragment: p.fragment,
      }),
    );

const httpValid = [
  // RFC 9110 §4.2.3's three equivalent URIs, RFC 3986 §6.2.3's four, RFC 9112 §3.2.1, §3.2.2,
  // RFC 3986 §1.1.2, RFC 1738 §3.3's form with a search part.
  'http://example.com:80/~smith/home.html',
  'http://EXAMPLE.com/%7Esmith/home.html',
  'http://EXAMPLE.com:/%7esmith/home.html',
  'http://example.com',
  'http://example.com/',
  'http://example.com:/',
  'http://example.com:80/',
  'http://www.example.org/where?q=now',
  'http://www.example.org/pub/WWW/TheProject.html',
  'http://www.ietf.org/rfc/rfc2396.txt',
  'http://ds.internic.net/instructions/overview.html#WARNING',
  'http://[2001:db8::7]:8080/c?',
  'http://[FE80::A]/#',
  'http://192.0.2.16:80/',
  'http://[v7.host]/',
  'http://u:p@h:0/a/../b/./c',
  'HTTP://A.COM:0080?q',
];

pluginLaws(http, {
  valid: httpValid,
  invalid: [
    ['http:/a', 'MISSING_AUTHORITY', 5],
    ['http:a', 'MISSING_AUTHORITY', 5],
    ['http:', 'MISSING_AUTHORITY', 5],
    ['http:///a', 'EMPTY_HOST', 7],
    ['http://u@:80/', 'EMPTY_HOST', 9],
    ['http://?q', 'EMPTY_HOST', 7],
    ['http://#f', 'EMPTY_HOST', 7],
    ['http://a:65536/', 'PORT_OUT_OF_RANGE', 9],
    ['http://[::1]:99999/', 'PORT_OUT_OF_RANGE', 13],
    ['http://u@h:123456789012345678901234567890/', 'PORT_OUT_OF_RANGE', 11],
    ['http://[fe80::1%25eth0]/', 'ZONE_ID_NOT_ALLOWED', 15],
    ['http://a b/', 'INVALID_HOST', 8],
  ],
  equivalent: [
    ['http://example.com:80/~smith/home.html', 'http://EXAMPLE.com/%7Esmith/home.html'],
    ['http://EXAMPLE.com/%7Esmith/home.html', 'http://EXAMPLE.com:/%7esmith/home.html'],
    ['http://example.com', 'http://example.com:80/'],
    ['http://example.com:/', 'http://example.com/'],
    ['http://a?q', 'HTTP://A:80/?q'],
    ['http://a:08080/', 'http://a:8080'],
    ['http://[2001:DB8::1]/', 'http://[2001:db8:0:0:0:0:0:1]/'],
    ['http://a/b/../c', 'http://a/c'],
  ],
  different: [
    ['http://example.com/?', 'http://example.com/'],
    ['http://example.com/#', 'http://example.com/'],
    ['http://a/AbC', 'http://a/abc'],
    ['http://a/a%2Fb', 'http://a/a/b'],
    ['http://a:443/', 'http://a/'],
    ['http://UsEr@a/', 'http://user@a/'],
    ['http://a/', 'http://b/'],
  ],
  parts: partsOf('http'),
});

const httpsValid = [
  'https://example.com',
  'https://example.com:443/',
  'https://example.com:8443/a',
  'https://www.example.org/where?q=now#top',
  'https://[::1]:443/a%2Fb',
  // (No sample with a finding here: the kit expects the prefix HTTPS_, but both plugins
  // report HTTP_ codes; check.test.ts covers https findings.)
];

pluginLaws(https, {
  valid: httpsValid,
  invalid: [
    ['https:', 'MISSING_AUTHORITY', 6],
    ['https:/a', 'MISSING_AUTHORITY', 6],
    ['https://:443', 'EMPTY_HOST', 8],
    ['https://a:70000', 'PORT_OUT_OF_RANGE', 10],
  ],
  equivalent: [
    ['https://example.com', 'https://EXAMPLE.COM:443/'],
    ['HTTPS://A.COM:443?q', 'https://a.com/?q'],
  ],
  different: [
    ['HTTPS://U@Example.COM:80/', 'https://U@example.com/'],
    ['https://a:80/', 'https://a/'],
    ['https://a/?', 'https://a/'],
  ],
  parts: partsOf('https'),
});

// RFC 9112 §3.2.1 and §11.1 (request splitting), RFC 6454 §6.2: the request target and the
// origin a client writes into a request hold no CR, LF or NUL, from text, a Uri or parts; the
// helpers read each scheme with its own plugin (parseHttp).
for (const [plugin, valid] of [
  [http, httpValid],
  [https, httpsValid],
] as const) {
  const parts = partsOf(plugin.name);
  describe(`${plugin.name}: requestTarget`, () => {
    protocolLaws(plugin, requestTarget, { valid, sent: (t) => [t], parse: parseHttp, parts });
  });
  describe(`${plugin.name}: origin`, () => {
    protocolLaws(plugin, origin, { valid, sent: (o) => [o], parse: parseHttp, parts });
  });
}
