// The inputs the laws try a plugin on besides its samples: hostile text after a scheme prefix,
// samples with a stretch replaced, and parts with one place of another shape.
import fc from 'fast-check';

/** Runs of each property: `n`, default 200, unless `URIKIT_RUNS` says (`pnpm fuzz`). */
export const propertyRuns = (n: number | undefined): number => {
  const env = typeof process === 'undefined' ? undefined : process.env.URIKIT_RUNS;
  return env === undefined ? (n ?? 200) : Number(env);
};

/** Hostile text after a scheme prefix: controls, delimiters, escapes, non-ASCII, lone surrogates. */
export const piece = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      '/',
      '//',
      '?',
      '#',
      '@',
      ':',
      '[',
      ']',
      '%',
      '%2',
      '%00',
      '%0D%0A',
      '%09',
      '%2F',
      '%2E',
      '%25',
      '%FF',
      '%C3%BC',
      ';',
      '=',
      '&',
      ',',
      '+',
      '.',
      '..',
      '::1',
      '[::1]',
      ':80',
      ':99999',
      '\u0000',
      '\ud800',
      'é',
      ' ',
    ),
    fc.string({ maxLength: 6 }),
  );

/** Text that may start with the scheme (any case, with or without "//"), then hostile pieces. */
export const hostile = (scheme: string): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.constantFrom(`${scheme}:`, `${scheme}://`, `${scheme.toUpperCase()}://`, ''),
      fc.array(piece(), { maxLength: 12 }),
    )
    .map(([head, tail]) => head + tail.join(''));

/** A valid sample with a piece of hostile text put in place of a stretch of it. */
export const mutated = (valid: readonly string[]): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom(...valid), fc.nat(), fc.nat({ max: 4 }), piece())
    .map(([s, at, cut, p]) => {
      const i = at % (s.length + 1);
      return s.slice(0, i) + p + s.slice(i + cut);
    });

/** Values of another shape than a part's: what JSON or a JavaScript caller may hand in. */
export const misfit = (): fc.Arbitrary<unknown> =>
  fc.constantFrom(undefined, null, 0, -1, 1e21, Number.NaN, true, '', 'x', [], [[]], {}, [1], {
    length: 1,
  });

/**
 * `value` with its k-th place replaced by `by` (depth first, over own enumerable keys and array
 * items, modulo their count): a string's place when `strings`, else any place, a list's or an
 * object's included; objects and arrays on the way copied, the rest shared.
 */
export function replaceAt(value: unknown, k: number, by: unknown, strings: boolean): unknown {
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    if (!strings || typeof v === 'string') paths.push(path);
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) walk(v[i], [...path, i]);
    } else if (v !== null && typeof v === 'object' && !ArrayBuffer.isView(v)) {
      for (const key of Object.keys(v)) walk((v as Record<string, unknown>)[key], [...path, key]);
    }
  };
  walk(value, []);
  if (paths.length === 0) return value;
  const path = paths[k % paths.length]!;
  const set = (v: unknown, at: number): unknown => {
    if (at === path.length) return by;
    const key = path[at]!;
    const copy = (Array.isArray(v) ? [...v] : { ...(v as object) }) as Record<string, unknown>;
    copy[key] = set((v as Record<string, unknown>)[key], at + 1);
    return copy;
  };
  return set(value, 0);
}

function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

const throwingProxy = (): object =>
  new Proxy(
    {},
    {
      get() {
        throw new RangeError('a trap that throws');
      },
    },
  );

/**
 * Arguments of every kind that is not text, as the hostile-argument sweep (`pnpm fuzz`) hands
 * them, each named and made fresh: an entry of a package refuses each with `UriError`
 * `INVALID_ARGUMENT` (issue 23, E1–E6), a predicate answers `false`.
 */
export const hostileValues: readonly (readonly [name: string, make: () => unknown])[] =
  Object.freeze([
    ['undefined', () => undefined],
    ['null', () => null],
    ['a number', () => 5],
    ['a symbol', () => Symbol('s')],
    ['an array', () => ['http://evil.example/']],
    ['a null-prototype object', () => Object.create(null)],
    ['a revoked proxy', revokedProxy],
    ['a proxy whose traps throw', throwingProxy],
  ] as const);
