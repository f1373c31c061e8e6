// The laws every scheme plugin keeps (@urikit/testkit), on the RFCs' own examples and on
// generated parts: users and passwords with the delimiters RFC 1738 §3.1 makes format escape,
// "%", non-ASCII, empty against absent; IP-literal hosts; explicit default and other ports.
import { percentEncode } from '@urikit/core';
import { pluginLaws, protocolLaws } from '@urikit/testkit';
import fc from 'fast-check';
import { type TelnetParts, telnet, toSession } from '../src/index.js';

/** Login text: the delimiters, escapes, non-ASCII and controls other than CR, LF and NUL. */
const login = fc.string({
  unit: fc.oneof(
    fc.constantFrom(':', '@', '/', '%', '%41', '%0D', ';', '?', '#', '&', '=', ' ', '\t'),
    fc.constantFrom('é', 'ü', '日', '😀', 'A', 'z', '~', '+'),
    fc.string({ unit: 'grapheme', maxLength: 1 }),
  ),
  maxLength: 8,
});
const text = login.filter((s) => !s.includes('\r') && !s.includes('\n') && !s.includes('\0'));

const parts: fc.Arbitrary<TelnetParts> = fc
  .record({
    user: fc.option(text, { nil: undefined }),
    password: fc.option(text, { nil: undefined }),
    host: fc.oneof(
      fc.constantFrom('192.0.2.16', '[::1]', '[2001:db8::1]', 'H.Example', '%C3%BC.example'),
      fc.domain(),
    ),
    port: fc.option(fc.oneof(fc.constant(23), fc.integer({ min: 0, max: 65535 })), {
      nil: undefined,
    }),
    fragment: fc.option(
      fc.string({ unit: 'grapheme', maxLength: 6 }).map((s) => percentEncode(s, 'fragment')),
      { nil: undefined },
    ),
  })
  // RFC 1738 §3.1: a password needs a user.
  .map((p) => (p.user === undefined ? { ...p, password: undefined } : p));

const valid = [
  'telnet://192.0.2.16:80/', // RFC 3986 §1.1.2
  'telnet://melvyl.ucop.edu/', // RFC 1738 / Ruby test_generic
  'telnet://user:password@host:23/', // RFC 4248 §2, the template filled in
  'telnet://host', // RFC 4248 §2: the final "/" omitted
  'telnet://@host.com/', // RFC 1738 §3.1: an empty user
  'telnet://foo:@host.com/', // RFC 1738 §3.1: an empty password
  'telnet://a%3Ab:c%40d%2Fe@h/', // RFC 1738 §3.1: ":", "@", "/" encoded
  'telnet://a;b%3B@h/', // RFC 1738 §5: ";" is allowed, escaped or not
  'telnet://caf%C3%A9@[2001:DB8::1]:/#top',
  'TELNET://Guest@Example.COM:2323',
];

pluginLaws(telnet, {
  valid,
  invalid: [
    ['telnet://h/menu', 'TELNET_INVALID_PATH', 11],
    ['telnet://u:p@h//x', 'TELNET_INVALID_PATH', 15],
    ['telnet://h:23/%7E', 'TELNET_INVALID_PATH', 14],
    ['telnet://h?q', 'TELNET_QUERY_NOT_ALLOWED', 10],
    ['telnet://h/?', 'TELNET_QUERY_NOT_ALLOWED', 11],
    ['telnet://u%0D@h/', 'TELNET_CONTROL_CHARACTER', 10],
    ['telnet://u:p%0aq@h/', 'TELNET_CONTROL_CHARACTER', 12],
    ['telnet://u:%00@h', 'TELNET_CONTROL_CHARACTER', 11],
    ['telnet:host', 'MISSING_AUTHORITY'],
    ['telnet:///', 'EMPTY_HOST', 9],
    ['telnet://h:65536/', 'PORT_OUT_OF_RANGE', 11],
    ['telnet://%FF@h/', 'INVALID_UTF8', 9],
  ],
  equivalent: [
    ['telnet://h', 'telnet://h/'],
    ['telnet://H.example:23', 'telnet://h.example/'],
    ['telnet://h:', 'telnet://h/'],
    ['telnet://a;b@h', 'telnet://a%3Bb@h/'],
    ['telnet://%7Eu@h/', 'telnet://~u@h/'],
  ],
  different: [
    ['telnet://@h/', 'telnet://h/'],
    ['telnet://u:@h/', 'telnet://u@h/'],
    ['telnet://User@h/', 'telnet://user@h/'],
    ['telnet://a%3Ab@h/', 'telnet://a:b@h/'],
    ['telnet://h:2323/', 'telnet://h/'],
  ],
  parts,
});

// RFC 4248 §2: the login hint is shown to the person (and may be typed at a login prompt): no
// CR, LF or NUL in it, nor in the host.
protocolLaws(telnet, toSession, {
  valid,
  sent: (s) => [s.host, s.loginHint?.user, s.loginHint?.password],
  parts,
});
