// The hostile-argument sweep of `pnpm fuzz` (issue 23, E1–E6): every exported function, every
// method of every exported object and of the values the exports return, and every class
// constructor of every package's built dist, called with arguments of every JSON type and with
// Proxies, revoked Proxies, getters that throw, null-prototype objects, Symbols, look-alikes of
// a `Uri`. The exports are enumerated when the sweep runs: a new entry is swept the day it lands.
//
// Counted per entry: calls, `UriError`s, and every other throw (a failure: an entry throws
// nothing but `UriError`). Decision for a getter or a Proxy trap that throws its own error
// (SENTINEL below): that error may come out as it is (counted as "propagated", not a failure),
// or as a `UriError` whose `cause` it is; the core turns it into `INVALID_ARGUMENT`.
//
// Left out, by name: a plugin's `definition` (its hooks are called by the core with a checked
// `Uri` and parts; the plugin's own methods, `plugin.parse`…, are the entries users call), the test kit (its functions are assertions and test registrations: they
// throw by design) and the command's `run` (it reads standard input and writes the terminal:
// the command's own tests call it).

import { isPromise } from 'node:util/types';

/** The error the hostile getters and traps throw: identified by identity. */
export const SENTINEL = new Error('urikit sweep: a getter that throws its own error');

const SKIP_PACKAGES = new Set(['@urikit/testkit']);
const SKIP_ENTRIES = new Set(['@urikit/cli.run', 'urikit.run']);

/** The hostile values, each made fresh by a function (a revoked Proxy cannot be reused unrevoked). */
function hostileValues(core) {
  const uri = core.parse('http://u@a.example:8080/b/c?d#e');
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  };
  const throwing = () =>
    new Proxy(
      {},
      {
        get() {
          throw SENTINEL;
        },
        has() {
          throw SENTINEL;
        },
        ownKeys() {
          throw SENTINEL;
        },
      },
    );
  const getter = () =>
    Object.defineProperty({}, 'host', {
      enumerable: true,
      get() {
        throw SENTINEL;
      },
    });
  return [
    ['undefined', () => undefined],
    ['null', () => null],
    ['0', () => 0],
    ['-1', () => -1],
    ['1.5', () => 1.5],
    ['NaN', () => Number.NaN],
    ['Infinity', () => Number.POSITIVE_INFINITY],
    ['true', () => true],
    ['false', () => false],
    ['""', () => ''],
    ['"%"', () => '%'],
    ['a URI', () => 'http://a/b?c#d'],
    ['5n', () => 5n],
    ['a symbol', () => Symbol('sweep')],
    ['[]', () => []],
    ['["443@evil.example"]', () => ['443@evil.example']],
    ['{}', () => ({})],
    ['{ host: 5, port: {} }', () => ({ host: 5, port: {} })],
    ['{ port: ["443@evil.example"] }', () => ({ scheme: 'http', host: 'a', port: ['443'] })],
    ['a null-prototype object', () => Object.create(null)],
    ['a function', () => () => 'http://a/'],
    ['a revoked proxy', revoked],
    ['a proxy whose traps throw', throwing],
    ['a getter that throws', getter],
    ['a Proxy of a Uri', () => new Proxy(uri, {})],
    ['Object.create(Uri.prototype)', () => Object.create(core.Uri.prototype)],
    ['a Uint8Array', () => new Uint8Array([0x25, 0xff])],
  ];
}

const BUILT_IN = new Set([Object.prototype, Function.prototype, Error, Error.prototype]);

/** Function-valued properties of `value`, its own and its prototypes' (not the built-ins'). */
function methodsOf(value) {
  const names = new Set();
  for (let o = value; o !== null && !BUILT_IN.has(o); ) {
    for (const name of Object.getOwnPropertyNames(o)) {
      if (name === 'constructor') continue;
      const d = Object.getOwnPropertyDescriptor(o, name);
      if (d && typeof d.value === 'function') names.add(name);
    }
    o = Object.getPrototypeOf(o);
  }
  return [...names];
}

const isClass = (f) => /^class\b/.test(Function.prototype.toString.call(f));

/** Runs `call`, classifying what comes out; a promise is awaited. */
async function outcome(call, core) {
  try {
    const r = call();
    if (isPromise(r)) await r;
    return { kind: 'returned', value: r };
  } catch (e) {
    if (e === SENTINEL) return { kind: 'propagated' };
    if (e instanceof core.UriError) return { kind: 'uriError' };
    const name = e?.constructor?.name ?? typeof e;
    const message = e instanceof Error ? e.message : String(e);
    return { kind: 'other', what: `${name}: ${message.slice(0, 100)}` };
  }
}

/**
 * The argument lists for an entry of `arity` parameters (one more is tried: an options
 * argument): each hostile value at each position, the others a valid URI or absent, and every
 * position the same hostile value.
 */
function* argumentLists(arity, hostile, seeds) {
  const n = Math.min(Math.max(arity, 1) + 1, 5);
  for (const [label, make] of hostile) {
    for (let p = 0; p < n; p++) {
      for (const [seedLabel, seed] of seeds) {
        const args = Array.from({ length: n }, () => seed());
        args[p] = make();
        yield [`${label} at ${p} (others ${seedLabel})`, args];
      }
    }
    yield [`${label} everywhere`, Array.from({ length: n }, () => make())];
  }
}

/**
 * Sweeps every package of `names` (as imported by name from its built dist). Returns rows per
 * package and the failures (the first `keep` of each entry).
 */
export async function sweep(names, keep = 3) {
  const core = await import('@urikit/core');
  const hostile = hostileValues(core);
  const modules = [];
  for (const name of names) {
    if (SKIP_PACKAGES.has(name)) continue;
    try {
      modules.push([name, await import(name)]);
    } catch {
      // not built or not importable: fuzz.mjs reports it among its notes
    }
  }
  const plugins = modules.flatMap(([, m]) =>
    Object.values(m).filter((v) => v && typeof v === 'object' && typeof v.parse === 'function'),
  );
  const seeds = [
    ['a URI', () => 'http://u@a.example:8080/b/c?d#e'],
    ['absent', () => undefined],
  ];
  const seedArgs = [
    ['http://u@a.example:8080/b/c?d#e'],
    [core.parse('http://a.example/b')],
    [plugins],
    ['http://a.example/b', 'c'],
  ];
  const swept = new Set(); // functions and objects already swept (a re-export is swept once)
  const rows = [];
  const failures = [];
  for (const [pkg, module] of modules) {
    const row = {
      pkg,
      entries: 0,
      calls: 0,
      uriError: 0,
      other: 0,
      propagated: 0,
      from: new Set(),
    };
    const entry = async (label, fn, self, construct) => {
      if (SKIP_ENTRIES.has(`${pkg}.${label}`)) return;
      row.entries++;
      let shown = 0;
      for (const [how, args] of argumentLists(fn.length, hostile, seeds)) {
        const r = await outcome(
          () => (construct ? new fn(...args) : Reflect.apply(fn, self, args)),
          core,
        );
        row.calls++;
        if (r.kind === 'uriError') row.uriError++;
        else if (r.kind === 'propagated') {
          row.propagated++;
          row.from.add(label);
        } else if (r.kind === 'other') {
          row.other++;
          if (shown++ < keep) failures.push({ pkg, entry: label, how, what: r.what });
        }
      }
    };
    const sweepObject = async (label, value, depth) => {
      if (value === null || typeof value !== 'object') return;
      if (Array.isArray(value) || ArrayBuffer.isView(value)) return;
      // An instance of a class is swept once per class (every Uri has the same methods).
      const proto = Object.getPrototypeOf(value);
      const key = proto === null || proto === Object.prototype ? value : proto;
      if (swept.has(key)) return;
      swept.add(key);
      for (const m of methodsOf(value)) await entry(`${label}.${m}`, value[m], value, false);
      if (depth > 0) {
        for (const [k, v] of Object.entries(value)) {
          if (k !== 'definition') await sweepObject(`${label}.${k}`, v, depth - 1);
        }
      }
    };
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'function') {
        if (swept.has(value)) continue;
        swept.add(value);
        if (isClass(value)) {
          await entry(`new ${name}`, value, undefined, true);
          for (const m of methodsOf(value)) await entry(`${name}.${m}`, value[m], value, false);
          continue;
        }
        await entry(name, value, undefined, false);
        // The values it makes from valid arguments: their methods too (a Uri, a registry…).
        for (const args of seedArgs) {
          if (SKIP_ENTRIES.has(`${pkg}.${name}`)) break;
          const r = await outcome(() => value(...args), core);
          if (r.kind === 'returned') await sweepObject(`${name}(…)`, r.value, 1);
        }
      } else {
        await sweepObject(name, value, 2);
      }
    }
    rows.push(row);
  }
  return { rows, failures };
}
