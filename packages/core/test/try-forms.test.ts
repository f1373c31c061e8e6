import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  createRegistry,
  equivalent,
  normalize,
  type Result,
  relativize,
  relativizeWith,
  resolve,
  resolveWith,
  tryEquivalent,
  tryNormalize,
  tryRelativize,
  tryRelativizeWith,
  tryResolve,
  tryResolveWith,
  UriError,
} from '../src/index.js';
import { box, memo, webHttp } from './fixtures/plugins.js';

/** What the throwing form gives, in the one result shape (the law every try form keeps). */
function outcome<T>(run: () => T): Result<T> {
  try {
    return { ok: true, value: run() };
  } catch (e) {
    expect(e).toBeInstanceOf(UriError);
    return { ok: false, error: e as UriError };
  }
}

function same<T>(a: Result<T>, b: Result<T>): void {
  expect(a.ok).toBe(b.ok);
  if (a.ok && b.ok) expect(String(a.value)).toBe(String(b.value));
  if (!a.ok && !b.ok) {
    expect(a.error).toBeInstanceOf(UriError);
    expect([a.error.code, a.error.index]).toEqual([b.error.code, b.error.index]);
  }
}

const text = fc.string({
  unit: fc.constantFrom('a', '/', '.', ':', '%', '2', 'e', '?', '#', ' ', 'h'),
});

describe('try forms of the generic functions: one Result shape', () => {
  it('RFC 3986 §6.2.2: tryNormalize gives the value or the UriError normalize throws', () => {
    const r = tryNormalize('HTTP://a/./b');
    expect(r).toEqual({ ok: true, value: normalize('HTTP://a/./b') });
    const bad = tryNormalize('http://a b/');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect([bad.error.code, bad.error.index]).toEqual(['INVALID_HOST', 8]);
  });

  it('RFC 3986 §5.2: tryResolve on the §5.4.1 example and on a base without a scheme (§5.1)', () => {
    const r = tryResolve('http://a/b/c/d;p?q', '../g');
    expect(r.ok && r.value.toString()).toBe('http://a/b/g');
    const bad = tryResolve('../base', 'g');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('MISSING_SCHEME');
  });

  it('RFC 3986 §5.2: tryRelativize is the inverse of resolve, or the error', () => {
    const r = tryRelativize('http://a/b/c/d;p?q', 'http://a/b/g');
    expect(r.ok && r.value.toString()).toBe('../g');
    expect(tryRelativize('http://a/', 'x y').ok).toBe(false);
  });

  it('RFC 3986 §6.1: tryEquivalent refuses relative references without a base', () => {
    expect(tryEquivalent('http://a/%7e', 'http://a/~')).toEqual({ ok: true, value: true });
    const bad = tryEquivalent('a/b', 'a/b');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('INVALID_BASE');
  });

  it('a bad option or a non-string input is an outcome too, never thrown', () => {
    const r = tryNormalize(42 as unknown as string);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('INVALID_ARGUMENT');
    expect(tryResolve('http://a/', 'b', { legacy: 'x' } as never).ok).toBe(false);
  });

  test.prop([text])('tryNormalize(x) is what normalize(x) gives or throws', (x) => {
    same(
      tryNormalize(x),
      outcome(() => normalize(x)),
    );
  });
  test.prop([text, text])(
    'tryResolve/tryRelativize/tryEquivalent agree with the throwing forms',
    (a, b) => {
      const base = `h://a/${a}`;
      same(
        tryResolve(base, b),
        outcome(() => resolve(base, b)),
      );
      same(
        tryRelativize(base, `h://a/${b}`),
        outcome(() => relativize(base, `h://a/${b}`)),
      );
      same(
        tryEquivalent(base, b, { base }),
        outcome(() => equivalent(base, b, { base })),
      );
    },
  );
});

describe('try forms of the registry: the same Result shape as registry.tryParse', () => {
  const registry = createRegistry([webHttp, box, memo]);

  it("RFC 3986 §6.2.3: registry.tryNormalize gives the scheme-based form or the plugin's error", () => {
    expect(registry.tryNormalize('HTTP://a:80')).toEqual({
      ok: true,
      value: registry.normalize('HTTP://a:80'),
    });
    // RFC 9293 §3.1 through the plugin's readServer: the port is refused where it starts.
    const bad = registry.tryNormalize('box://h:99999/x');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect([bad.error.code, bad.error.index]).toEqual(['PORT_OUT_OF_RANGE', 8]);
  });

  it('RFC 3986 §6.2: registry.tryEquivalent, true, false or the error', () => {
    expect(registry.tryEquivalent('http://a', 'http://a:80/')).toEqual({ ok: true, value: true });
    expect(registry.tryEquivalent('http://a/', 'box://a/')).toEqual({ ok: true, value: false });
    const bad = registry.tryEquivalent('memo://x/y', 'memo:y');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('MEMO_AUTHORITY');
  });

  it('RFC 3986 §5.2: tryResolveWith refuses a path reference against an opaque scheme', () => {
    const r = tryResolveWith(registry, 'http://a/b/c/d;p?q', '../g');
    expect(r.ok && r.value.toString()).toBe('http://a/b/g');
    const bad = tryResolveWith(registry, 'memo:topic', 'other');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('NOT_HIERARCHICAL');
  });

  it('RFC 3986 §5.2: tryRelativizeWith works on normal forms; a base without a scheme is the error (§5.1)', () => {
    const r = tryRelativizeWith(registry, 'http://a:80/b/c', 'http://a/b/d');
    expect(r.ok && r.value.toString()).toBe('d');
    const bad = tryRelativizeWith(registry, 'b/c', 'http://a/b/d');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('MISSING_SCHEME');
  });

  it('a bad option or a non-string input is an outcome, never thrown', () => {
    const calls = [
      () => registry.tryNormalize(42 as unknown as string),
      () => registry.tryEquivalent('http://a/', 'http://a/', 5 as never),
      () => tryResolveWith(registry, 'http://a/', 'b', { legacy: 'x' } as never),
      () => tryRelativizeWith(registry, 'http://a/', null as never),
    ];
    for (const run of calls) {
      const r = run();
      expect(r.ok ? 'ok' : r.error.code).toBe('INVALID_ARGUMENT');
    }
  });

  test.prop([text, text])('each registry try form agrees with its throwing form', (a, b) => {
    const base = `http://a/${a}`;
    same(
      registry.tryNormalize(b),
      outcome(() => registry.normalize(b)),
    );
    same(
      tryResolveWith(registry, base, b),
      outcome(() => resolveWith(registry, base, b)),
    );
    same(
      tryRelativizeWith(registry, base, `box://h/${b}`),
      outcome(() => relativizeWith(registry, base, `box://h/${b}`)),
    );
    same(
      registry.tryEquivalent(base, b, { base }),
      outcome(() => registry.equivalent(base, b, { base })),
    );
  });
});
