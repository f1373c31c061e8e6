// The laws every urikit scheme plugin keeps (@urikit/testkit), for ws and wss: the RFC 6455
// examples, the refusals of §3 on every route, the equivalences of RFC 3986 §6.2.3 (as http's)
// and generated parts; and the laws of the handshake helper (§4.1).

import { protocolLaws } from '@urikit/testkit';
import {
  checkPluginLaws,
  type LawSamples,
  type PluginLawId,
  pluginLawTable,
} from '@urikit/testkit/laws';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWs, toEndpoint, type WsParts, type WsScheme, ws, wss } from '../src/index.js';

const UNRESERVED = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~';
const SUB_DELIMS = "!$&'()*+,;=";
const HEX = '0123456789ABCDEFabcdef';
const char = (set: string) => fc.constantFrom(...set);

/** RFC 3986 text of the characters of `set` and escapes of any octet, either case (§2.1). */
const text = (set: string, minLength = 0, maxLength = 8) =>
  fc
    .array(
      fc.oneof(
        { weight: 5, arbitrary: char(set) },
        { weight: 1, arbitrary: fc.tuple(char(HEX), char(HEX)).map(([a, b]) => `%${a}${b}`) },
      ),
      { minLength, maxLength },
    )
    .map((a) => a.join(''));

// RFC 3986 §3.2.2 hosts as they stand in the authority: reg-names (any case, escapes), IPv4,
// IPv6 in any of its texts (brackets kept).
const host = fc.oneof(
  text(`${UNRESERVED}${SUB_DELIMS}`, 1, 12),
  fc.ipV4(),
  fc.constantFrom('localhost', '127.0.0.1', '[::1]'),
  fc.ipV6().map((a) => `[${a}]`),
  fc.ipV6().map((a) => `[${a.toUpperCase()}]`),
);
const pchar = `${UNRESERVED}${SUB_DELIMS}:@`;
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** The parts of valid `scheme` URIs (RFC 6455 §3): empty and absent path and query drawn. */
const partsOf = <S extends WsScheme>(scheme: S): fc.Arbitrary<WsParts<S>> =>
  fc
    .record({
      host,
      port: opt(fc.oneof(fc.integer({ min: 0, max: 65535 }), fc.constantFrom(80, 443))),
      // path-abempty: '' or "/" segments, with empty and dot segments drawn often.
      path: fc.oneof(
        fc.constant(''),
        fc
          .array(fc.oneof(text(pchar), fc.constantFrom('', '.', '..', '%2E')), {
            minLength: 1,
            maxLength: 4,
          })
          .map((segments) => `/${segments.join('/')}`),
      ),
      query: opt(text(`${pchar}/?`)),
    })
    .map((p) => ({ ...p, secure: (scheme === 'wss') as WsParts<S>['secure'] }));

const wsValid = [
  'ws://example.com/chat', // RFC 6455 §4.1 (client requirements, item 2)
  'ws://server.example.com/chat', // RFC 6455 §1.2, §1.3 (Host: server.example.com, GET /chat)
  'ws://example.com', // §3: path-abempty may be empty
  'ws://localhost:8080/socket?token=abc',
  'ws://127.0.0.1:9001/',
  'WS://Example.COM:80/a%2Fb?',
  'ws://[2001:DB8::7]:8080/c?q=1',
  'ws://[::1]/',
  'ws://h:/a/../b',
];

// The kit's "hierarchical" law resolves "#f" against the first sample and expects a URI: RFC 6455
// §3 forbids fragments, so that target is refused (tested below). Every other law runs, as
// `pluginLaws` runs them: one test per law, one per row of the invalid, equivalent and
// different samples.
const ROW_LAWS: readonly PluginLawId[] = ['invalid-refused', 'equivalent-pairs', 'different-pairs'];
const LAWS = pluginLawTable.filter((l) => l.id !== 'hierarchical' && !ROW_LAWS.includes(l.id));

function lawSuite<S extends WsScheme>(
  plugin: typeof ws | typeof wss,
  samples: LawSamples<WsParts<S>>,
) {
  const broken = (laws: readonly PluginLawId[], only: LawSamples<WsParts<S>> = samples) => {
    const found = checkPluginLaws(plugin, only as never, { laws });
    expect(found, found.map((v) => `${v.law} (${v.rule}): ${v.message}`).join('\n')).toEqual([]);
  };
  describe(`${plugin.name}: the laws of a urikit scheme plugin`, () => {
    for (const law of LAWS) it(`${law.title} (${law.rule})`, () => broken([law.id]));
    it('RFC 6455 §3: the "hierarchical" law breaks only on its "#f" probe, a fragment §3 forbids', () => {
      const found = checkPluginLaws(plugin, samples as never, { laws: ['hierarchical'] });
      expect(found).toHaveLength(1);
      expect(found[0]?.message).toMatch(/WS_FRAGMENT_NOT_ALLOWED/);
    });
    it.each((samples.invalid ?? []).map((row) => [row[0], row[1], row] as const))(
      'refuses %s with %s',
      (_input, _code, row) => broken(['invalid-refused'], { ...samples, invalid: [row] }),
    );
    it.each(samples.equivalent ?? [])('RFC 3986 §6.2.3: %s ≡ %s', (a, b) =>
      broken(['equivalent-pairs'], { ...samples, equivalent: [[a, b]] }),
    );
    it.each(samples.different ?? [])('RFC 3986 §6.2.3: %s ≢ %s', (a, b) =>
      broken(['different-pairs'], { ...samples, different: [[a, b]] }),
    );
  });
}

lawSuite(ws, {
  valid: wsValid,
  invalid: [
    ['ws://example.com/#frag', 'WS_FRAGMENT_NOT_ALLOWED', 17],
    ['ws://h#', 'WS_FRAGMENT_NOT_ALLOWED', 6],
    ['ws://h/?q#f', 'WS_FRAGMENT_NOT_ALLOWED', 9],
    ['ws://user@example.com/', 'USERINFO_NOT_ALLOWED', 5],
    ['ws://:pw@example.com/', 'USERINFO_NOT_ALLOWED', 5],
    ['ws:/chat', 'MISSING_AUTHORITY', 3],
    ['ws:example.com', 'MISSING_AUTHORITY', 3],
    ['ws:///chat', 'EMPTY_HOST', 5],
    ['ws://h:65536/', 'PORT_OUT_OF_RANGE', 7],
  ],
  equivalent: [
    ['ws://example.com', 'ws://example.com/'],
    ['ws://example.com:80/chat', 'WS://EXAMPLE.COM/chat'],
    ['ws://example.com:/%7Echat', 'ws://example.com/~chat'],
    ['ws://a/b/../c?x', 'ws://a/c?x'],
    ['ws://[2001:DB8::1]/', 'ws://[2001:db8:0:0:0:0:0:1]/'],
  ],
  different: [
    ['ws://example.com/?', 'ws://example.com/'],
    ['ws://example.com:443/', 'ws://example.com/'],
    ['ws://a/Chat', 'ws://a/chat'],
    ['ws://a/a%2Fb', 'ws://a/a/b'],
  ],
  parts: partsOf('ws'),
});

const wssValid = [
  'wss://example.com/chat',
  'wss://example.com:443',
  'wss://example.com:8443/feed?since=1',
  'WSS://[::1]/',
];

lawSuite(wss, {
  valid: wssValid,
  invalid: [
    ['wss://example.com/#x', 'WS_FRAGMENT_NOT_ALLOWED', 18],
    ['wss://u:p@h/', 'USERINFO_NOT_ALLOWED', 6],
    ['wss://', 'EMPTY_HOST', 6],
  ],
  equivalent: [
    ['wss://example.com', 'WSS://Example.com:443/'],
    ['wss://a:/?q', 'wss://a/?q'],
  ],
  different: [
    ['wss://a:80/', 'wss://a/'],
    ['wss://a/?', 'wss://a/'],
  ],
  parts: partsOf('wss'),
});

// RFC 6455 §4.1: the host, resource name and Host header a client writes into the handshake
// hold no CR, LF or NUL, from text, a Uri or parts; each scheme is read with its own plugin.
for (const [plugin, valid] of [
  [ws, wsValid],
  [wss, wssValid],
] as const) {
  describe(`${plugin.name}: toEndpoint`, () => {
    protocolLaws(plugin, toEndpoint, {
      valid,
      sent: (e) => [e.host, e.resourceName, e.hostHeader],
      parse: parseWs,
      parts: partsOf(plugin.name),
    });
  });
}
