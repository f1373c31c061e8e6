// Values of the wrong type handed to the public API (issue 23 S1, E1–E7): each is a `UriError`
// `INVALID_ARGUMENT`, never a TypeError and never a URI other than the one the components say.
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeValue } from '../src/arguments.js';
import { relativizeWith, resolveWith } from '../src/index.js';
import {
  check,
  compareWhatwg,
  createRegistry,
  defineErrors,
  defineFindings,
  dotAtomEnd,
  equivalent,
  escapeAt,
  formatIPv6,
  hasPercentEncoding,
  inspect,
  isAtext,
  isIPv4,
  isIPv6,
  isIPvFuture,
  isUri,
  isWellFormedPercentEncoding,
  normalize,
  normalizePercentEncoding,
  normalizeWithReport,
  parse,
  parseIPv4,
  parseIPv6,
  percentDecode,
  percentDecodeBytes,
  percentEncode,
  percentEncodeBytes,
  relativize,
  removeDotSegments,
  resolve,
  respellEscapes,
  serialize,
  tryParse,
  Uri,
  UriError,
} from '../src/plugin.js';
import { allowLongRuns, runs, uriReference } from './arbitraries.js';
import { box, memo } from './fixtures/plugins.js';

allowLongRuns();

/** The error `f` throws; fails the test when it returns or throws anything but a UriError. */
function thrown(f: () => unknown): UriError {
  let result: unknown;
  try {
    result = f();
  } catch (e) {
    if (!(e instanceof UriError)) throw new Error(`not a UriError: ${String(e)}`);
    return e;
  }
  throw new Error(`expected a UriError, got ${describeValue(result)}`);
}

const invalidArgument = (f: () => unknown) => expect(thrown(f).code).toBe('INVALID_ARGUMENT');

function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

/** Options whose every read throws its own error. */
const throwingOptions = () =>
  new Proxy(
    {},
    {
      get() {
        throw new RangeError('a trap that throws');
      },
    },
  );

const throwingGetter = (key: string) =>
  Object.defineProperty({}, key, {
    enumerable: true,
    get() {
      throw new RangeError('a getter that throws');
    },
  });

/** Hostile values of every kind that is not a string. */
const hostile: [string, () => unknown][] = [
  ['undefined', () => undefined],
  ['null', () => null],
  ['a number', () => 5],
  ['a boolean', () => true],
  ['a bigint', () => 5n],
  ['a symbol', () => Symbol('s')],
  ['an array', () => ['http://evil.example/']],
  ['an object', () => ({})],
  ['a null-prototype object', () => Object.create(null)],
  ['a function', () => () => 'x'],
  ['a revoked proxy', revokedProxy],
  ['a Proxy of a Uri', () => new Proxy(parse('http://a/'), {})],
  ['Object.create(Uri.prototype)', () => Object.create(Uri.prototype)],
];

describe('S1: serialize and Uri.with write only components of the right type (RFC 3986 §5.3)', () => {
  it('RFC 3986 §3.2.3: a port that is an array is refused, not written (the host stays the host)', () => {
    const parts = JSON.parse(
      '{"scheme":"https","host":"bank.example","port":["443@evil.example"],"path":"/x"}',
    );
    const e = thrown(() => serialize(parts));
    expect(e.code).toBe('INVALID_ARGUMENT');
    expect(e.component).toBe('port');
    invalidArgument(() =>
      parse('https://bank.example/x').with({ port: ['443@evil.example'] } as never),
    );
  });

  it('RFC 3986 §3.1: a scheme that is an array is refused by with()', () => {
    const uri = parse('https://bank.example/x');
    const e = thrown(() => uri.with({ scheme: ['http://evil.example/#'] } as never));
    expect(e.code).toBe('INVALID_ARGUMENT');
    expect(e.component).toBe('scheme');
  });

  it('RFC 3986 §3.2.3: a port that is an object, a boolean, null, a string object is refused', () => {
    for (const port of [{}, true, false, null, Object('80'), 80n, Symbol('p')]) {
      const e = thrown(() => serialize({ scheme: 'http', host: 'a', port } as never));
      expect([e.code, e.component]).toEqual(['INVALID_ARGUMENT', 'port']);
    }
  });

  it('RFC 3986 §3.2.3: a port is a whole number 0-65535 or its decimal text', () => {
    expect(serialize({ scheme: 'http', host: 'a', port: 0 }).port).toBe('0');
    expect(serialize({ scheme: 'http', host: 'a', port: 65535 }).port).toBe('65535');
    expect(serialize({ scheme: 'http', host: 'a', port: '8080' }).port).toBe('8080');
    for (const port of [-1, 65536, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      invalidArgument(() => serialize({ scheme: 'http', host: 'a', port }));
    }
    // Text that is not digits is the grammar's error (§3.2.3 port = *DIGIT), where it stands.
    expect(thrown(() => serialize({ host: 'a', port: '443@evil.example' })).code).toBe(
      'INVALID_PORT',
    );
  });

  it('RFC 3986 §3: each of scheme, userinfo, host, path, query, fragment is a string or undefined', () => {
    for (const name of ['scheme', 'userinfo', 'host', 'path', 'query', 'fragment']) {
      for (const [, make] of hostile.slice(1)) {
        const e = thrown(() => serialize({ scheme: 'http', host: 'a', [name]: make() }));
        expect([e.code, e.component]).toEqual(['INVALID_ARGUMENT', name]);
      }
    }
  });

  it('E2: serialize() and serialize({ host: 5 }) are INVALID_ARGUMENT', () => {
    invalidArgument(() => (serialize as (x?: unknown) => unknown)());
    invalidArgument(() => serialize({ host: 5 } as never));
    // Anything but an object of components (`{}` and an empty null-prototype object are the
    // empty reference, RFC 3986 §4.2: path-empty).
    for (const [name, make] of hostile) {
      if (name === 'an object' || name === 'a null-prototype object') {
        expect(serialize(make() as never).toString()).toBe('');
      } else invalidArgument(() => serialize(make() as never));
    }
  });

  it('E6: with() and serialize() refuse a key that is not a component; with() keeps undefined as removal', () => {
    const uri = parse('http://a/b?q#f');
    invalidArgument(() => uri.with({ bogus: 1 } as never));
    invalidArgument(() => serialize({ scheme: 'http', hots: 'a' } as never));
    expect(uri.with({ fragment: undefined }).toString()).toBe('http://a/b?q');
    expect(uri.with({}).toString()).toBe('http://a/b?q#f');
  });

  it('E6: components or options that cannot be read (revoked proxy, throwing getter) are INVALID_ARGUMENT', () => {
    const uri = parse('http://a/');
    for (const bad of [revokedProxy(), throwingGetter('host')]) {
      const e = thrown(() => serialize(bad as never));
      expect(e.code).toBe('INVALID_ARGUMENT');
      invalidArgument(() => uri.with(bad as never));
    }
    const e = thrown(() => serialize({ host: 'a' }, throwingGetter('allowZoneId')));
    expect((e as { cause?: unknown }).cause).toBeInstanceOf(RangeError);
  });

  const NAMES = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;
  const anyValue = fc.oneof(
    fc.constant(undefined),
    fc.string({ maxLength: 6 }),
    fc.jsonValue({ maxDepth: 2 }),
    fc.anything({ maxDepth: 1 }),
    fc.integer({ min: -2, max: 70000 }),
    fc.double(),
  );
  // Valid components (from the ABNF generators) with some of them replaced by values of any
  // JSON type, or any value at all.
  const mixed = fc
    .tuple(uriReference, fc.dictionary(fc.constantFrom(...NAMES), anyValue, { maxKeys: 3 }))
    .map(([{ components }, over]) => ({ ...components, ...over }) as Record<string, unknown>);
  const rightType = (name: string, v: unknown) =>
    v === undefined ||
    typeof v === 'string' ||
    (name === 'port' && Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 65535);
  const bracketed = (host: string) =>
    host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;

  /** The property: composed text re-parses to exactly `c`; a wrong type is INVALID_ARGUMENT. */
  function composesExactly(c: Record<string, unknown>, compose: () => Uri): void {
    let uri: Uri;
    try {
      uri = compose();
    } catch (e) {
      expect(e).toBeInstanceOf(UriError);
      const wrong = NAMES.some((n) => !rightType(n, c[n]));
      if (wrong) expect((e as UriError).code).toBe('INVALID_ARGUMENT');
      return;
    }
    expect(NAMES.every((n) => rightType(n, c[n]))).toBe(true);
    const again = parse(uri.toString(), { allowZoneId: true });
    expect(again.scheme).toBe(c.scheme);
    expect(again.userinfo).toBe(c.userinfo);
    expect(again.hostText).toBe(c.host === undefined ? undefined : bracketed(c.host as string));
    expect(again.port).toBe(c.port === undefined ? undefined : String(c.port));
    expect(again.path).toBe(c.path ?? '');
    expect(again.query).toBe(c.query);
    expect(again.fragment).toBe(c.fragment);
    expect(uri.toComponents()).toEqual(again.toComponents());
  }

  test.prop([mixed], runs(2000))(
    'RFC 3986 §5.3: serialize of components of any JSON type re-parses to exactly them, or is INVALID_ARGUMENT for a wrong type',
    (c) => composesExactly(c, () => serialize(c as never)),
  );

  test.prop([uriReference, mixed], runs(1000))(
    'RFC 3986 §5.3: uri.with(changes of any JSON type) re-parses to exactly the merged components, or is INVALID_ARGUMENT',
    ({ text }, c) => {
      const uri = parse(text);
      const merged: Record<string, unknown> = { ...uri.toComponents(), ...c };
      composesExactly(merged, () => uri.with(c as never));
    },
  );
});

describe('E1: a look-alike of a Uri is INVALID_ARGUMENT, never a TypeError from a private field', () => {
  const fakes: [string, () => unknown][] = [
    ['a Proxy of a Uri (a Vue reactive() value)', () => new Proxy(parse('http://a/'), {})],
    ['Object.create(Uri.prototype)', () => Object.create(Uri.prototype)],
  ];
  for (const [name, make] of fakes) {
    it(`RFC 3986 §5.2: resolve and relativize refuse ${name}`, () => {
      invalidArgument(() => resolve(make() as Uri, 'g'));
      invalidArgument(() => resolve('http://a/', make() as Uri));
      invalidArgument(() => relativize(make() as Uri, 'http://a/b'));
      invalidArgument(() => relativize('http://a/', make() as Uri));
    });
    it(`equals is false for ${name}`, () => {
      expect(parse('http://a/').equals(make() as Uri)).toBe(false);
    });
  }
});

describe('E3/E4: string helpers: predicates answer false, the others INVALID_ARGUMENT', () => {
  const predicates: [string, (v: never) => boolean][] = [
    ['isIPv4', isIPv4],
    ['isIPv6', isIPv6],
    ['isIPvFuture', isIPvFuture],
    ['isUri', isUri],
    ['hasPercentEncoding', hasPercentEncoding],
    ['isWellFormedPercentEncoding', isWellFormedPercentEncoding],
    ['isAtext', isAtext],
  ];
  for (const [name, f] of predicates) {
    it(`${name} of a value that is not a string (or octet) is false`, () => {
      for (const [, make] of hostile) expect(f(make() as never)).toBe(false);
    });
  }
  const functions: [string, (v: never) => unknown][] = [
    ['removeDotSegments', removeDotSegments],
    ['parseIPv4', parseIPv4],
    ['parseIPv6', parseIPv6],
    ['formatIPv6', formatIPv6],
    ['percentDecode', percentDecode],
    ['percentDecodeBytes', percentDecodeBytes],
    ['normalizePercentEncoding', normalizePercentEncoding],
    ['percentEncode', (v) => percentEncode(v, 'path')],
    ['escapeAt', (v) => escapeAt(v, 0)],
    ['respellEscapes', (v) => respellEscapes(v, 'path')],
    ['percentEncodeBytes', (v) => percentEncodeBytes(v, 'path')],
  ];
  for (const [name, f] of functions) {
    it(`${name} of a value that is not a string is INVALID_ARGUMENT`, () => {
      for (const [, make] of hostile) invalidArgument(() => f(make() as never));
    });
  }
  it('E3: a component name that is a null-prototype object or a symbol is INVALID_ARGUMENT', () => {
    for (const [, make] of hostile) {
      invalidArgument(() => percentEncode('a', make() as never));
      invalidArgument(() => percentEncodeBytes(new Uint8Array(1), make() as never));
      invalidArgument(() => respellEscapes('a', make() as never));
    }
    for (const [, make] of hostile.slice(1)) {
      invalidArgument(() => percentEncode('a', 'path', make() as never));
    }
    // Names of Object.prototype are not component names.
    invalidArgument(() => percentEncode('a', 'constructor' as never));
    invalidArgument(() => percentEncode('a', '__proto__' as never));
  });
  it('E3: an error message about a Symbol or a null-prototype object is built without throwing', () => {
    const fail = defineErrors('BOX', { BAD: 'RFC 9999 §1' });
    for (const [, make] of hostile) {
      const e = thrown(() => fail('BAD', make() as never, 0));
      expect(e.code).toBe('BOX_BAD');
      expect(typeof e.input).toBe('string');
    }
    expect(new UriError('X', 'RFC 1 §1', Symbol('s') as never, Symbol() as never).index).toBe(0);
  });
});

describe('found by the sweep (scripts/sweep.mjs): more arguments of the wrong type', () => {
  it('RFC 5322 §3.2.3: dotAtomEnd(undefined) and escapeAt with an index that is no number', () => {
    invalidArgument(() => dotAtomEnd(undefined as never));
    invalidArgument(() => dotAtomEnd('a.b', 0, 2n as never));
    invalidArgument(() => escapeAt('%41', 0n as never));
    expect(escapeAt('%41', 0)).toBe(0x41);
  });
  it('defineErrors and defineFindings refuse a prefix or a table of the wrong type', () => {
    invalidArgument(() => defineErrors(Symbol() as never, {}));
    invalidArgument(() => defineErrors('BOX', null as never));
    invalidArgument(() => defineErrors('BOX', { BAD: 5 } as never));
    invalidArgument(() => defineFindings('BOX', { BAD: 'RFC 1 §1' } as never));
    expect(defineFindings('BOX', { BAD: ['RFC 1 §1', 'info'] }).codes).toEqual({
      BOX_BAD: ['RFC 1 §1', 'info'],
    });
  });
  it('the Uri constructor is not public: INVALID_ARGUMENT', () => {
    const Construct = Uri as unknown as new (...args: unknown[]) => Uri;
    invalidArgument(() => new Construct());
    invalidArgument(() => new Construct(Symbol(), {}));
  });
});

describe('E5/E6: options of the wrong type are INVALID_ARGUMENT', () => {
  it("RFC 3986 §4.1: parse('a', { kind: 'nope' }) and a non-boolean allowZoneId", () => {
    invalidArgument(() => parse('a', { kind: 'nope' } as never));
    invalidArgument(() => parse('a', { allowZoneId: 'yes' } as never));
    expect(tryParse('a', { kind: 'nope' } as never).ok).toBe(false);
  });
  it("RFC 3986 §5.2: resolve(b, r, { legacy: 'rfc9999' }) and a non-boolean strict", () => {
    invalidArgument(() => resolve('http://a/b', 'c', { legacy: 'rfc9999' } as never));
    invalidArgument(() => resolve('http://a/b', 'c', { strict: 'no' } as never));
    expect(resolve('http://a/b/c/d', 'http:g', { strict: false }).toString()).toBe(
      'http://a/b/c/g',
    );
  });
  it('E6: uri.offsetOf of a name that is no component is INVALID_ARGUMENT', () => {
    const uri = parse('http://u@h:8/p?q#f');
    invalidArgument(() => uri.offsetOf('bogus' as never));
    invalidArgument(() => uri.offsetOf(Symbol() as never));
    expect(uri.offsetOf('fragment')).toBe(17);
  });
  it('E5: a revoked proxy, a throwing getter, a primitive as options is INVALID_ARGUMENT', () => {
    for (const options of [revokedProxy(), throwingOptions(), 5, 'uri', Symbol(), null]) {
      invalidArgument(() => parse('http://a/', options as never));
      invalidArgument(() => serialize({}, options as never));
      invalidArgument(() => resolve('http://a/', 'b', options as never));
      invalidArgument(() => relativize('http://a/', 'http://a/b', options as never));
      const r = tryParse('http://a/', options as never);
      expect(r.ok ? 'ok' : r.error.code).toBe('INVALID_ARGUMENT');
    }
  });
});

describe('E7: a Uri is frozen (values are immutable)', () => {
  it('parse, serialize, with and resolve give frozen values', () => {
    for (const uri of [
      parse('http://127.0.0.1/'),
      serialize({ scheme: 'http', host: 'a' }),
      parse('http://a/').with({ path: '/b' }),
      resolve('http://a/b', '../c'),
    ]) {
      expect(Object.isFrozen(uri)).toBe(true);
    }
  });
  it('RFC 3986 §7: no property can shadow a getter (the host stays what was parsed)', () => {
    const uri = parse('http://127.0.0.1/');
    expect(() => Object.defineProperty(uri, 'host', { value: 'example.com' })).toThrow(TypeError);
    expect(uri.host).toBe('127.0.0.1');
  });
});

describe('the sweep (scripts/sweep.mjs): options are read once, at the entry of every route', () => {
  const registry = createRegistry([memo, box]);
  const uri = 'box://h/a';
  // Every route that takes options: core, plugin and registry (the one place is readOptions).
  const routes: [string, (o: unknown) => unknown][] = [
    ['normalize', (o) => normalize(uri, o as never)],
    ['normalizeWithReport', (o) => normalizeWithReport(uri, o as never)],
    ['equivalent', (o) => equivalent(uri, 'box://h/b', o as never)],
    ['inspect', (o) => inspect(uri, o as never)],
    ['compareWhatwg', (o) => compareWhatwg(uri, o as never)],
    ['check', (o) => check(registry, uri, o as never)],
    ['plugin.parse', (o) => box.parse(uri, o as never)],
    ['plugin.normalize', (o) => box.normalize(uri, o as never)],
    ['plugin.normalizeWithReport', (o) => box.normalizeWithReport(uri, o as never)],
    ['plugin.equivalent', (o) => box.equivalent(uri, 'box://h/b', o as never)],
    ['registry.parse', (o) => registry.parse(uri, o as never)],
    ['registry.normalize', (o) => registry.normalize(uri, o as never)],
    ['registry.normalizeWithReport', (o) => registry.normalizeWithReport(uri, o as never)],
    ['registry.equivalent', (o) => registry.equivalent(uri, 'box://h/b', o as never)],
    ['resolveWith', (o) => resolveWith(registry, uri, 'c', o as never)],
    ['relativizeWith', (o) => relativizeWith(registry, uri, 'box://h/c', o as never)],
  ];

  it('options that cannot be read (a revoked proxy, a throwing trap or getter) or that are no object are INVALID_ARGUMENT', () => {
    const bad = [revokedProxy, throwingOptions, () => throwingGetter('allowZoneId'), () => 5];
    for (const [name, run] of routes) {
      for (const make of bad) {
        const e = thrown(() => run(make()));
        expect([name, e.code]).toEqual([name, 'INVALID_ARGUMENT']);
      }
    }
    for (const make of bad) {
      const r = box.tryParse(uri, make() as never);
      const q = registry.tryParse(uri, make() as never);
      expect([r.ok ? 'ok' : r.error.code, q.ok ? 'ok' : q.error.code]).toEqual([
        'INVALID_ARGUMENT',
        'INVALID_ARGUMENT',
      ]);
    }
  });

  it('each option is read once per call (a getter run twice could answer twice differently)', () => {
    const keys = ['allowZoneId', 'case', 'percent', 'dots', 'ignoreFragment', 'whatwg'];
    for (const [name, run] of routes) {
      const reads = new Map<string, number>();
      const options = {};
      for (const key of keys) {
        Object.defineProperty(options, key, {
          enumerable: true,
          get() {
            reads.set(key, (reads.get(key) ?? 0) + 1);
            return undefined;
          },
        });
      }
      run(options);
      for (const [key, n] of reads) expect([name, key, n]).toEqual([name, key, 1]);
    }
  });

  it('a boolean option of another type is INVALID_ARGUMENT on every route that takes it', () => {
    for (const [name, run] of routes) {
      const e = thrown(() => run({ allowZoneId: 'yes' }));
      expect([name, e.code]).toEqual([name, 'INVALID_ARGUMENT']);
    }
    invalidArgument(() => normalize(uri, { case: 1 as never }));
    invalidArgument(() => box.normalize(uri, { dots: 'no' as never }));
  });
});

describe('the sweep: instanceof Uri is the brand check, never a TypeError (issue 23 E1)', () => {
  it('false for a Proxy of a Uri, a revoked Proxy, Object.create(Uri.prototype), primitives', () => {
    expect(parse('http://a/') instanceof Uri).toBe(true);
    for (const [, make] of hostile) expect(make() instanceof Uri).toBe(false);
  });

  it("a plugin's routes refuse every value that is not text or a Uri with INVALID_ARGUMENT", () => {
    for (const [, make] of hostile) {
      invalidArgument(() => memo.parse(make() as never));
      invalidArgument(() => memo.normalize(make() as never));
      invalidArgument(() => memo.equivalent('memo://h/', make() as never));
    }
  });
});

describe('the sweep: the factories and the registry refuse what is not theirs', () => {
  it('createRegistry refuses what is not an array of plugins; check what is not a registry or plugin', () => {
    for (const [, make] of hostile) {
      invalidArgument(() => createRegistry(make() as never));
      invalidArgument(() => createRegistry([make()] as never));
      invalidArgument(() => check(make() as never, 'memo://h/'));
    }
  });

  it('an error or finding factory refuses a code not in its table (a symbol, an unknown name)', () => {
    const fail = defineErrors('DEMO', { EMPTY: 'RFC 3986 §3.2.2' });
    const found = defineFindings('DEMO', { LOOP: ['RFC 3986 §7', 'warning'] });
    for (const code of [undefined, 'NOPE', Symbol('s'), 'toString', '__proto__']) {
      invalidArgument(() => fail(code as never, 'x', 0));
      invalidArgument(() => found(code as never));
    }
    expect(thrown(() => fail('EMPTY', 'x', 0)).code).toBe('DEMO_EMPTY');
    expect(found('LOOP').code).toBe('DEMO_LOOP');
  });
});
