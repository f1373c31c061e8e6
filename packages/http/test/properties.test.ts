// Properties of the helpers over generated URIs (fast-check), beside the plugin laws of
// laws.test.ts: normalization keeps the origin, the request target is origin-form, and the
// helpers throw nothing but UriError for any string.
import { fc, test } from '@fast-check/vitest';
import { createRegistry, UriError } from '@urikit/core';
import { describe, expect } from 'vitest';
import { http, https, origin, parseHttp, pathSegments, requestTarget } from '../src/index.js';

const registry = createRegistry([http, https]);

const UNRESERVED = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~';
const HEX = '0123456789ABCDEFabcdef';
const char = (set: string) => fc.constantFrom(...set);
const run = (set: string, minLength = 0) =>
  fc
    .array(
      fc.oneof(
        { weight: 4, arbitrary: char(set) },
        { weight: 1, arbitrary: fc.tuple(char(HEX), char(HEX)).map(([a, b]) => `%${a}${b}`) },
      ),
      { minLength, maxLength: 8 },
    )
    .map((a) => a.join(''));

/** http(s) URI text with case, escapes, default and other ports, IPv6 texts, dot segments. */
const uriText = fc
  .record({
    scheme: fc.constantFrom('http', 'https', 'HTTP', 'hTtPs'),
    userinfo: fc.option(run(`${UNRESERVED}:`), { nil: undefined }),
    host: fc.oneof(
      run(UNRESERVED, 1),
      fc.ipV4(),
      fc.ipV6().map((a) => `[${a}]`),
      fc.ipV6().map((a) => `[${a.toUpperCase()}]`),
    ),
    port: fc.option(
      fc.oneof(fc.constantFrom('', '80', '443', '0080', '08080'), fc.nat(65535).map(String)),
      {
        nil: undefined,
      },
    ),
    path: fc.array(fc.oneof(run(`${UNRESERVED}!$&'()*+,;=:@`), fc.constantFrom('.', '..', '%2e')), {
      maxLength: 4,
    }),
    query: fc.option(run(`${UNRESERVED}/?=&`), { nil: undefined }),
  })
  .map(
    (u) =>
      `${u.scheme}://${u.userinfo === undefined ? '' : `${u.userinfo}@`}${u.host}${u.port === undefined ? '' : `:${u.port}`}${u.path.map((s) => `/${s}`).join('')}${u.query === undefined ? '' : `?${u.query}`}`,
  );

describe('properties', () => {
  test.prop([uriText], { numRuns: 300 })(
    'RFC 6454 §4 with RFC 3986 §6.2.3: normalization keeps the origin, gives a path, and is idempotent',
    (text) => {
      const once = registry.normalize(text);
      expect(origin(once)).toBe(origin(text));
      expect(parseHttp(once).path).not.toBe('');
      expect(registry.normalize(once)).toBe(once);
      expect(registry.equivalent(once, text)).toBe(true);
    },
  );

  test.prop([uriText])(
    'RFC 9112 §3.2.1: the request target starts with "/" and has no fragment',
    (text) => {
      const target = requestTarget(`${text}#frag`);
      expect(target.startsWith('/')).toBe(true);
      expect(target.includes('#')).toBe(false);
      expect(requestTarget(parseHttp(text))).toBe(target);
    },
  );

  test.prop([uriText])('RFC 6454 §6.2: the origin is the same from text and from parts', (text) => {
    expect(origin(parseHttp(text))).toBe(origin(text));
  });

  test.prop([fc.string({ unit: 'binary', maxLength: 40 })])(
    'RFC 3986 §2: any code units after "http://" give a value or a UriError from every helper',
    (s) => {
      for (const f of [parseHttp, origin, requestTarget, pathSegments]) {
        let value: unknown;
        try {
          value = f(`http://${s}`);
        } catch (e) {
          expect(e).toBeInstanceOf(UriError);
          continue;
        }
        expect(value).toBeDefined();
      }
    },
  );
});
