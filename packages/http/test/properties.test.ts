// Properties over generated parts and strings (fast-check): parse∘format is the identity,
// normalization is idempotent and keeps the origin, and nothing but UriError is ever thrown.
import { fc, test } from '@fast-check/vitest';
import { isIPv4, parse, type Uri, UriError } from '@urikit/core';
import { describe, expect } from 'vitest';
import { type HttpParts, http, https, origin, parseHttp, requestTarget } from '../src/index.js';

const UNRESERVED = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~';
const SUB_DELIMS = "!$&'()*+,;=";
const HEX = '0123456789ABCDEFabcdef';

const char = (set: string) => fc.constantFrom(...set.split(''));
const pctEncoded = fc.tuple(char(HEX), char(HEX)).map(([a, b]) => `%${a}${b}`);
/** RFC 3986 text from `set` and pct-encoded triplets (§2.1). */
const run = (set: string, minLength = 0, maxLength = 8) =>
  fc
    .array(fc.oneof({ weight: 5, arbitrary: char(set) }, { weight: 1, arbitrary: pctEncoded }), {
      minLength,
      maxLength,
    })
    .map((a) => a.join(''));

// RFC 3986 §3.2.2 hosts, each with the kind the core gives it (first match wins: a reg-name that
// reads as IPv4address is 'ipv4').
const regName = run(`${UNRESERVED}${SUB_DELIMS}`, 1, 12).map((host) => ({
  host,
  hostKind: isIPv4(host) ? ('ipv4' as const) : ('reg-name' as const),
}));
const ipv4 = fc.ipV4().map((host) => ({ host, hostKind: 'ipv4' as const }));
const ipv6 = fc.ipV6().map((host) => ({ host, hostKind: 'ipv6' as const }));
const ipvFuture = fc
  .tuple(
    fc.stringMatching(/^[0-9A-Fa-f]{1,3}$/),
    fc.stringMatching(/^[A-Za-z0-9\-._~!$&'()*+,;=:]{1,6}$/),
  )
  .map(([v, rest]) => ({ host: `v${v}.${rest}`, hostKind: 'ipvfuture' as const }));

const pchar = `${UNRESERVED}${SUB_DELIMS}:@`;
// RFC 3986 §3.3 path-abempty: empty, or "/" segments.
const path = fc.oneof(
  fc.constant(''),
  fc.array(run(pchar), { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join('/')}`),
);
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** Parts of a valid http or https URI (RFC 9110 §4.2.1, §4.2.2). */
const httpParts: fc.Arbitrary<HttpParts> = fc
  .record({
    scheme: fc.constantFrom('http' as const, 'https' as const),
    userinfo: opt(run(`${UNRESERVED}${SUB_DELIMS}:`)),
    host: fc.oneof(regName, ipv4, ipv6, ipvFuture),
    port: opt(fc.integer({ min: 0, max: 65535 })),
    path,
    query: opt(run(`${pchar}/?`)),
    fragment: opt(run(`${pchar}/?`)),
  })
  .map(({ host, ...rest }) => ({ ...rest, ...host }));

const pluginOf = (scheme: string | undefined) => (scheme?.toLowerCase() === 'https' ? https : http);
const format = (p: HttpParts): Uri =>
  p.scheme === 'http' ? http.format(p as HttpParts<'http'>) : https.format(p as HttpParts<'https'>);
const normalize = (uri: Uri): Uri => {
  const hook = pluginOf(uri.scheme).normalize;
  if (hook === undefined) throw new Error('no normalize hook');
  return hook(uri);
};

/** Random case for the case-insensitive parts, so normalization has work to do. */
const shout = (text: string, flips: boolean[]) =>
  [...text].map((c, i) => (flips[i % flips.length] ? c.toUpperCase() : c)).join('');

describe('properties', () => {
  test.prop([httpParts])('RFC 9110 §4.2.1: parse(format(parts)) deep-equals parts', (p) => {
    expect(parseHttp(format(p))).toEqual(p);
  });

  test.prop([httpParts])('RFC 3986 §5.3: format(parts) re-parses to the same text', (p) => {
    const text = format(p).toString();
    expect(parse(text).toString()).toBe(text);
  });

  test.prop([httpParts, fc.array(fc.boolean(), { minLength: 1, maxLength: 8 })])(
    'RFC 3986 §6.2.3: normalization is idempotent and keeps the origin (RFC 6454 §4)',
    (p, flips) => {
      const text = format({ ...p, host: shout(p.host, flips) }).toString();
      const colon = text.indexOf(':');
      const loud = parse(shout(text.slice(0, colon), flips) + text.slice(colon));
      const once = normalize(loud);
      const twice = normalize(once);
      expect(twice.toString()).toBe(once.toString());
      expect(twice).toBe(once);
      expect(origin(once)).toBe(origin(loud));
      expect(parseHttp(once).path).not.toBe('');
    },
  );

  test.prop([httpParts])(
    'RFC 9112 §3.2.1: the request target starts with "/" and has no fragment',
    (p) => {
      const target = requestTarget(p);
      expect(target.startsWith('/')).toBe(true);
      expect(target.includes('#')).toBe(false);
    },
  );

  test.prop([httpParts])('RFC 3986 §7: check returns frozen findings for any valid URI', (p) => {
    const uri = format(p);
    const found = pluginOf(p.scheme).check?.(uri) ?? [];
    expect(Object.isFrozen(found)).toBe(true);
    for (const f of found) expect(['info', 'warning', 'error']).toContain(f.severity);
  });

  test.prop([fc.string({ maxLength: 40 })])(
    'RFC 3986 §3: any string gives parts or a UriError',
    (s) => {
      for (const text of [s, `http://${s}`, `https:${s}`]) {
        try {
          const p = parseHttp(text);
          expect(Object.isFrozen(p)).toBe(true);
        } catch (e) {
          expect(e).toBeInstanceOf(UriError);
        }
      }
    },
  );

  test.prop([fc.string({ unit: 'binary', maxLength: 40 })])(
    'RFC 3986 §2: any code units after "http://" give parts, findings or a UriError',
    (s) => {
      try {
        const uri = parse(`http://${s}`);
        http.check?.(uri);
        normalize(uri);
        origin(uri);
      } catch (e) {
        expect(e).toBeInstanceOf(UriError);
      }
    },
  );
});
