import { describe, expect, expectTypeOf, it } from 'vitest';
import { resolveWith } from '../src/index.js';
import {
  check,
  createRegistry,
  defineScheme,
  parse,
  resolve,
  serialize,
  type Uri,
  UriError,
} from '../src/plugin.js';
import { box, memo } from './fixtures/plugins.js';

describe('defineScheme', () => {
  it('RFC 3986 §3.1: the scheme name is stored lower-case', () => {
    expect(box.name).toBe('box');
    expectTypeOf(box.name).toEqualTypeOf<'box'>();
    expect(box.defaultPort).toBe(4000);
    expect(box.hierarchical).toBe(true);
    expect(memo.hierarchical).toBe(false);
    expect(memo.defaultPort).toBeUndefined();
  });

  it('returns a frozen value', () => {
    expect(Object.isFrozen(box)).toBe(true);
    expect(() => {
      (box as { name: string }).name = 'x';
    }).toThrow(TypeError);
  });

  it('RFC 3986 §3.1: refuses a name that is not a scheme', () => {
    const bad = (name: string) => () =>
      defineScheme({ name, parse: () => 0, format: () => parse('a:b') });
    expect(bad('')).toThrow(UriError);
    expect(bad('1ab')).toThrow(UriError);
    expect(bad('a_b')).toThrow(UriError);
    expect(() =>
      defineScheme({ name: 'a', defaultPort: 70000, parse: () => 0, format: () => parse('a:b') }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});

describe('createRegistry', () => {
  const registry = createRegistry([memo, box]);

  it('looks schemes up case-insensitively (RFC 3986 §3.1)', () => {
    expect(registry.schemes).toEqual(['memo', 'box']);
    expect(registry.has('BOX')).toBe(true);
    expect(registry.get('Memo')).toBe(memo);
    expect(registry.get('http')).toBeUndefined();
    expect(registry.has('http')).toBe(false);
  });

  it('urikit: get and has of a value that is not text find nothing, never a TypeError', () => {
    for (const value of [undefined, null, 5, {}, [], ['box'], Symbol('box')]) {
      expect(registry.get(value as never)).toBeUndefined();
      expect(registry.has(value as never)).toBe(false);
    }
  });

  it('parses through the plugin and returns a union discriminated by scheme', () => {
    const r = registry.parse('BOX://shelf:4001/a/b');
    expect(r.scheme).toBe('box');
    expect(r.uri.host).toBe('shelf');
    if (r.scheme === 'box') {
      expectTypeOf(r.parts).toEqualTypeOf<{ host: string; port: number; items: string[] }>();
      expect(r.parts).toEqual({ host: 'shelf', port: 4001, items: ['a', 'b'] });
    } else {
      expectTypeOf(r.parts).toEqualTypeOf<{ topic: string }>();
      throw new Error('expected box');
    }
    const m = registry.parse(parse('memo:hello%20world'));
    expect(m).toMatchObject({ scheme: 'memo', parts: { topic: 'hello world' } });
  });

  it('typed get: a registered name gives that plugin type', () => {
    expectTypeOf(registry.get('box')).toEqualTypeOf<typeof box>();
    expectTypeOf(registry.get('zzz')).toEqualTypeOf<typeof box | typeof memo | undefined>();
  });

  it('format and parse of a plugin round-trip', () => {
    const uri: Uri = box.format({ host: 'h', port: 4000, items: ['x'] });
    expect(uri.toString()).toBe('box://h/x');
    expect(box.parse(uri)).toEqual({ host: 'h', port: 4000, items: ['x'] });
    expect(memo.format({ topic: 'a/b c' }).toString()).toBe('memo:a%2Fb%20c');
  });

  it("reports an unknown scheme, a relative reference and the plugin's own errors as UriError", () => {
    expect(() => registry.parse('http://a/')).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_SCHEME' }),
    );
    expect(() => registry.parse('//a/')).toThrow(
      expect.objectContaining({ code: 'MISSING_SCHEME' }),
    );
    expect(() => registry.parse(parse('//a/'))).toThrow(
      expect.objectContaining({ code: 'MISSING_SCHEME' }),
    );
    const r = registry.tryParse('box:///x');
    expect(r.ok).toBe(false);
    // RFC 3986 §3.2.2 via readServer: the empty host, at its index, with the core's code.
    if (!r.ok) expect(r.error).toMatchObject({ code: 'EMPTY_HOST', index: 6, component: 'host' });
    const bad = registry.tryParse('memo:%zz');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('INVALID_PERCENT_ENCODING');
  });

  it("RFC 3986 §7: check runs the scheme plugin's check hook", () => {
    const registry = createRegistry([memo, box]);
    expect(check(registry, 'box://u@h/x')).toEqual([
      {
        code: 'BOX_USERINFO',
        message: 'RFC 3986 §7.5: userinfo',
        severity: 'warning',
        index: 6,
        component: 'userinfo',
      },
    ]);
    expect(check(registry, 'box://h/x')).toEqual([]);
    expect(check(registry, 'memo:x')).toEqual([]); // no check hook
    // A scheme no plugin handles has no scheme findings, only the shared ones; an invalid URI
    // is still an error.
    expect(check(registry, 'other:x')).toEqual([]);
    expect(check(registry, 'other://127.0.0.1/').map((f) => f.code)).toEqual(['URI_LOOPBACK']);
    expect(() => check(registry, 'other:x y')).toThrow(UriError);
  });

  it('RFC 3986 §5.2.2, §5.3: resolve never moves a URI to another host (issue 10, RFC 8089 E.3.2)', () => {
    // A scheme whose parts read a host in the path, as file does with "//host" after an empty
    // authority (E.3.2): the RFC 3986 target keeps the base's authority, its scheme does not.
    const unc = defineScheme({
      name: 'unc',
      // The part that holds the host a client connects to, declared (not guessed by name).
      hostPart: 'host',
      parse: (uri) =>
        Object.freeze({
          host: uri.host || /^\/\/([^/]+)/.exec(uri.path)?.[1] || '',
          path: uri.path,
        }),
      format: (p: { path: string }) => serialize({ scheme: 'unc', host: '', path: p.path }),
    });
    const registry = createRegistry([unc]);
    expect(() => resolveWith(registry, 'unc:///a/b', '../..//evil/x')).toThrow(
      expect.objectContaining({ code: 'INVALID_COMPOSITION', index: 6, component: 'path' }),
    );
    expect(resolveWith(registry, 'unc:///a/b', '../c').toString()).toBe('unc:///c');
    // A reference with an authority of its own names the host itself.
    expect(resolveWith(registry, 'unc:///a/b', '////evil/x').toString()).toBe('unc:////evil/x');
    // Without hostPart the authority's host is the host: the RFC 3986 target stands.
    const plain = createRegistry([defineScheme({ ...unc.definition, hostPart: undefined })]);
    expect(resolveWith(plain, 'unc:///a/b', '../..//evil/x').toString()).toBe('unc:////evil/x');
    // The generic resolve knows no scheme: the RFC's answer (host "", path "//evil/x").
    expect(resolve('unc:///a/b', '../..//evil/x').toString()).toBe('unc:////evil/x');
  });

  it('refuses two plugins for one scheme', () => {
    const other = defineScheme({ name: 'MEMO', parse: () => 1, format: () => parse('memo:x') });
    expect(() => createRegistry([memo, other])).toThrow(
      expect.objectContaining({ code: 'DUPLICATE_SCHEME' }),
    );
  });

  it('is immutable', () => {
    expect(Object.isFrozen(registry)).toBe(true);
    expect(Object.isFrozen(registry.schemes)).toBe(true);
  });

  it('an empty registry knows no scheme', () => {
    const empty = createRegistry([]);
    expect(empty.schemes).toEqual([]);
    expect(() => empty.parse('a:b')).toThrow(expect.objectContaining({ code: 'UNKNOWN_SCHEME' }));
  });
});
