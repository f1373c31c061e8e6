/**
 * @urikit/testkit: the laws every urikit scheme plugin keeps, as vitest suites; the helpers
 * plugin tests share; and the runner that executes the examples of a README or of TSDoc
 * comments. For the plugins of this repository and for third-party plugin authors alike.
 * @packageDocumentation
 */
import {
  type AnySchemePlugin,
  check,
  createRegistry,
  type PartsOf,
  type SecurityFinding,
  tryParse,
  type Uri,
  UriError,
  uriFindings,
} from '@urikit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

export { type ExampleOptions, examples } from './examples.js';

/**
 * The `UriError` that `run` throws; the test fails when it throws nothing or anything else.
 *
 * @example
 * ```ts
 * errorOf(() => parse('http://a b/')).code // 'INVALID_HOST'
 * ```
 */
export function errorOf(run: () => unknown): UriError {
  let error: unknown;
  try {
    run();
  } catch (e) {
    error = e;
  }
  expect(error, 'expected a UriError').toBeInstanceOf(UriError);
  return error as UriError;
}

/**
 * Asserts that `run` throws a `UriError` with `code` (and `index`, when given) whose index
 * lies inside its input (0 to `input.length`).
 *
 * @example
 * ```ts
 * expectUriError(() => parse('http://[::1'), 'INVALID_IP_LITERAL', 11)
 * ```
 */
export function expectUriError(run: () => unknown, code: string, index?: number): UriError {
  const error = errorOf(run);
  expect(error.code).toBe(code);
  if (index !== undefined) expect(error.index).toBe(index);
  expect(error.index).toBeGreaterThanOrEqual(0);
  expect(error.index).toBeLessThanOrEqual(error.input.length);
  return error;
}

/**
 * Runs `run` on an input that may be invalid: it may return, or throw a `UriError` whose index
 * lies inside the input; anything else thrown fails the test.
 */
export function onlyUriError(run: () => unknown): void {
  try {
    run();
  } catch (e) {
    if (!(e instanceof UriError)) throw e;
    expect(Number.isInteger(e.index)).toBe(true);
    expect(e.index).toBeGreaterThanOrEqual(0);
    expect(e.index).toBeLessThanOrEqual(e.input.length);
  }
}

/** What {@link pluginLaws} checks a plugin on. */
export interface LawSamples<Parts> {
  /** Valid URIs of the scheme: the RFC's own examples first. */
  readonly valid: readonly string[];
  /** Invalid URIs with the code they are refused with, and the index when it matters. */
  readonly invalid?: readonly (readonly [input: string, code: string, index?: number])[];
  /** Pairs the scheme's equivalence holds for (RFC 3986 §6.2.3). */
  readonly equivalent?: readonly (readonly [string, string])[];
  /** Pairs that are not equivalent. */
  readonly different?: readonly (readonly [string, string])[];
  /** Parts to round-trip through `format` and `parse` (fast-check). */
  readonly parts?: fc.Arbitrary<Parts>;
  /** Runs of each property; default 200 (`pnpm fuzz` raises it with `URIKIT_RUNS`). */
  readonly numRuns?: number;
}

const runs = (n: number | undefined): number => {
  const env = typeof process === 'undefined' ? undefined : process.env.URIKIT_RUNS;
  return env === undefined ? (n ?? 200) : Number(env);
};

/** Hostile text after a scheme prefix: controls, delimiters, escapes, non-ASCII, lone surrogates. */
const piece = (): fc.Arbitrary<string> =>
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

const hostile = (scheme: string): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.constantFrom(`${scheme}:`, `${scheme}://`, `${scheme.toUpperCase()}://`, ''),
      fc.array(piece(), { maxLength: 12 }),
    )
    .map(([head, tail]) => head + tail.join(''));

/** A valid sample with a piece of hostile text put in place of a stretch of it. */
const mutated = (valid: readonly string[]): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom(...valid), fc.nat(), fc.nat({ max: 4 }), piece())
    .map(([s, at, cut, p]) => {
      const i = at % (s.length + 1);
      return s.slice(0, i) + p + s.slice(i + cut);
    });

/**
 * Registers the vitest suite of the laws every scheme plugin keeps, run through a registry
 * (the route users take):
 * - `parse(format(p))` deep-equals `p` (samples, and generated parts when given);
 * - `format(parse(u))` is equivalent to `u`;
 * - `format` refuses parts of another shape with a `UriError`, never a `TypeError`;
 * - normalization is idempotent, keeps the scheme and stays valid;
 * - `equivalent` is reflexive, symmetric and transitive on the samples;
 * - the default port, written out, changes nothing;
 * - a plugin that is not hierarchical refuses relative resolution;
 * - hostile strings give only `UriError`, with an index inside the input, on every route;
 * - a plugin's `validate`, when it has one, throws exactly what its `parse` throws (samples,
 *   samples with a stretch replaced by hostile text, hostile strings);
 * - findings are frozen data: the core's shared ones (`URI_…`, none the plugin skips) first, then
 *   the plugin's, with its code prefix;
 * - the invalid samples fail with their codes on every route (`relativize` and `equivalent`
 *   too), the equivalent and different pairs hold.
 *
 * @example
 * ```ts
 * pluginLaws(gopher, {
 *   valid: ['gopher://example.com/1', 'gopher://example.com/0a%09b'],
 *   invalid: [['gopher://u@h/', 'USERINFO_NOT_ALLOWED', 9]],
 *   equivalent: [['gopher://h', 'gopher://h/1']],
 * })
 * ```
 */
export function pluginLaws<P extends AnySchemePlugin>(
  plugin: P,
  samples: LawSamples<PartsOf<P>>,
): void {
  const registry = createRegistry([plugin]);
  const name = plugin.name;
  const numRuns = runs(samples.numRuns);
  const { valid } = samples;

  describe(`${name}: the laws of a urikit scheme plugin`, () => {
    it('has samples, each valid', () => {
      expect(valid.length).toBeGreaterThan(0);
      for (const u of valid) expect(() => registry.parse(u), u).not.toThrow();
    });

    it('parts reach the user frozen, on every route that returns them', () => {
      for (const u of valid) {
        const r = registry.tryParse(u);
        expect(r.ok && Object.isFrozen(r.value.parts), u).toBe(true);
        expect(Object.isFrozen(plugin.parse(u)), u).toBe(true);
        const t = plugin.tryParse(u);
        expect(t.ok && Object.isFrozen(t.value), u).toBe(true);
      }
    });

    it('parse(format(p)) deep-equals p', () => {
      for (const u of valid) {
        const p = registry.parse(u).parts;
        expect(plugin.parse(plugin.format(p)), u).toEqual(p);
      }
      if (samples.parts !== undefined) {
        fc.assert(
          fc.property(samples.parts, (p) => {
            expect(plugin.parse(plugin.format(p))).toEqual(p);
          }),
          { numRuns },
        );
      }
    });

    it('format refuses parts of another shape with a UriError, never a TypeError', () => {
      // Every sample's parts with one place (a field, an item, a list, the parts themselves)
      // replaced by a value of another shape.
      const shapes = valid.map((u) => registry.parse(u).parts as unknown);
      fc.assert(
        fc.property(fc.constantFrom(...shapes), fc.nat(), misfit(), (p, k, by) => {
          onlyUriError(() => plugin.format(replaceAt(p, k, by, false) as PartsOf<P>));
        }),
        { numRuns: numRuns * 5 },
      );
    });

    it('format(parse(u)) is equivalent to u', () => {
      for (const u of valid) {
        const formatted = plugin.format(registry.parse(u).parts);
        expect(registry.equivalent(formatted, u), `${u} → ${formatted}`).toBe(true);
      }
    });

    it('normalization is idempotent, keeps the scheme and stays valid', () => {
      const holds = (u: string) => {
        const n = registry.normalize(u);
        expect(n.scheme, u).toBe(name);
        expect(registry.normalize(n).toString(), u).toBe(n.toString());
        expect(registry.tryParse(n).ok, `${u} → ${n}`).toBe(true);
        expect(registry.equivalent(n, u), u).toBe(true);
        expect(plugin.normalize(u).toString(), 'plugin and registry agree').toBe(n.toString());
      };
      for (const u of valid) holds(u);
      if (samples.parts !== undefined) {
        fc.assert(
          fc.property(samples.parts, (p) => holds(plugin.format(p).toString())),
          { numRuns },
        );
      }
    });

    it('equivalent is reflexive, symmetric and transitive on the samples', () => {
      const all = [
        ...valid,
        ...(samples.equivalent ?? []).flat(),
        ...(samples.different ?? []).flat(),
      ];
      for (const a of all) expect(registry.equivalent(a, a), a).toBe(true);
      for (const a of all) {
        for (const b of all) {
          const ab = registry.equivalent(a, b);
          expect(registry.equivalent(b, a), `${a} ~ ${b}`).toBe(ab);
          if (!ab) continue;
          for (const c of all) {
            if (registry.equivalent(b, c))
              expect(registry.equivalent(a, c), `${a} ~ ${c}`).toBe(true);
          }
        }
      }
    });

    it('the default port, written out, changes nothing', () => {
      const port = plugin.defaultPort;
      let checked = 0;
      for (const u of valid) {
        const uri = registry.parse(u).uri;
        if (
          port === undefined ||
          uri.host === undefined ||
          uri.host === '' ||
          uri.port !== undefined
        )
          continue;
        const explicit = uri.with({ port: String(port) });
        expect(registry.equivalent(explicit, uri), `${explicit}`).toBe(true);
        expect(registry.normalize(explicit).toString()).toBe(registry.normalize(uri).toString());
        checked++;
      }
      if (port !== undefined && valid.some((u) => registry.parse(u).uri.host)) {
        expect(checked).toBeGreaterThan(0);
      } else {
        expect(checked).toBe(0);
      }
    });

    it('relative resolution follows `hierarchical`', () => {
      const base = valid[0]!;
      if (plugin.hierarchical) {
        expect(() => registry.resolve(base, '#f')).not.toThrow();
      } else {
        expectUriError(() => registry.resolve(base, 'x'), 'NOT_HIERARCHICAL');
        expect(registry.resolve(base, '#f').fragment).toBe('f');
      }
    });

    it('hostile strings: only UriError, with an index inside the input, on every route', () => {
      fc.assert(
        fc.property(hostile(name), (s) => {
          const r = registry.tryParse(s);
          if (!r.ok) {
            expect(r.error).toBeInstanceOf(UriError);
            expect(r.error.index).toBeGreaterThanOrEqual(0);
            expect(r.error.index).toBeLessThanOrEqual(r.error.input.length);
          }
          onlyUriError(() => registry.normalize(s));
          onlyUriError(() => check(registry, s));
          onlyUriError(() => registry.equivalent(s, valid[0]!));
          onlyUriError(() => registry.relativize(valid[0]!, s));
          onlyUriError(() => registry.normalizeWithReport(s));
          onlyUriError(() => plugin.parse(s));
          // What parses, normalizes to something that parses.
          if (r.ok) expect(registry.tryParse(registry.normalize(s)).ok, s).toBe(true);
        }),
        { numRuns: numRuns * 5 },
      );
    });

    it('findings are frozen data with the plugin codes', () => {
      // The codes the plugin declares (its `findings` factory), else its name as the prefix;
      // the core's shared findings (`URI_…`) come first, and none a plugin skips.
      const declared = plugin.definition.findings?.codes;
      const prefix = `${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_`;
      const shared = Object.keys(uriFindings.codes);
      for (const u of valid) {
        const findings: readonly SecurityFinding[] = check(registry, u);
        expect(Object.isFrozen(findings)).toBe(true);
        const firstOwn = findings.findIndex((f) => !shared.includes(f.code));
        for (const [k, f] of findings.entries()) {
          expect(Object.isFrozen(f)).toBe(true);
          if (shared.includes(f.code)) {
            expect(firstOwn < 0 || k < firstOwn, f.code).toBe(true);
            expect(plugin.definition.skip ?? [], f.code).not.toContain(f.code);
          } else if (declared === undefined) expect(f.code.startsWith(prefix), f.code).toBe(true);
          else expect(Object.keys(declared), f.code).toContain(f.code);
          expect(f.message).toMatch(/^RFC \d+ §/);
          if (f.index !== undefined) {
            expect(f.index).toBeGreaterThanOrEqual(0);
            expect(f.index).toBeLessThanOrEqual(u.length);
          }
        }
      }
    });

    if (samples.invalid?.length) {
      it.each(samples.invalid.map((row) => [row[0], row[1], row[2]] as const))(
        'refuses %s with %s',
        (input, code, index) => {
          expectUriError(() => registry.parse(input), code, index);
          // Every route applies the same rules.
          expectUriError(() => registry.normalize(input), code, index);
          expectUriError(() => check(registry, input), code, index);
          expectUriError(() => plugin.parse(input), code, index);
          expectUriError(() => registry.normalizeWithReport(input), code, index);
          expectUriError(() => plugin.normalizeWithReport(input), code, index);
          expectUriError(() => registry.equivalent(input, input), code, index);
          expectUriError(() => registry.relativize(valid[0]!, input), code, index);
          expectUriError(() => registry.relativize(input, valid[0]!), code, index);
        },
      );
    }
    if (samples.equivalent?.length) {
      it.each(samples.equivalent)('%s ≡ %s', (a, b) => {
        expect(registry.equivalent(a, b)).toBe(true);
        // Without its own relation, a scheme's equivalence is "same normal form".
        if (plugin.definition.equivalent === undefined) {
          expect(registry.normalize(a).toString()).toBe(registry.normalize(b).toString());
        }
      });
    }
    if (samples.different?.length) {
      it.each(samples.different)('%s ≢ %s', (a, b) => {
        expect(registry.equivalent(a, b)).toBe(false);
      });
    }
  });
}

/** What {@link protocolLaws} checks a plugin's protocol helper on. */
export interface ProtocolSamples<Parts, Request> {
  /** URIs the helper maps to a request: the RFC's own examples first. */
  readonly valid: readonly string[];
  /**
   * The units of a request that go on the wire as one piece of the protocol (a command line
   * without its CRLF, a header field name or value, a selector): none may hold a character of
   * `forbidden`. `undefined` entries are skipped; a `Uint8Array` is read as octets.
   */
  readonly sent: (request: Request) => readonly (string | Uint8Array | undefined)[];
  /** What no sent unit may hold; default CR, LF and NUL (RFC 1738 §6). Code points below 256. */
  readonly forbidden?: string;
  /**
   * How the helper reads text, when not as `plugin.parse` does (a helper of two plugins, http's
   * and https's, reads each scheme with its own): its refusals are the helper's.
   */
  readonly parse?: (text: string) => unknown;
  /** Generated parts (those of `pluginLaws`), handed to the helper as they are and as their URI. */
  readonly parts?: fc.Arbitrary<Parts>;
  /** Runs of each property; default 200 (`URIKIT_RUNS` raises it). */
  readonly numRuns?: number;
}

// A decoded field's hostile text: the pieces of `hostile`, and the characters that end or split
// a protocol line, as the decoded characters a user's parts can hold.
const leafText = (): fc.Arbitrary<string> =>
  fc
    .array(fc.oneof(piece(), fc.constantFrom('\r', '\n', '\r\nBcc: x@y', '\t', '\u0000')), {
      minLength: 1,
      maxLength: 4,
    })
    .map((pieces) => pieces.join(''));

// Whether every object and array in `value` is frozen (typed arrays, which cannot be, aside).
function frozenThrough(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return true;
  return Object.isFrozen(value) && Object.values(value).every(frozenThrough);
}

// `value` with its k-th place replaced by `by` (depth first, over own enumerable keys and array
// items, modulo their count): a string's place when `strings`, else any place, a list's or an
// object's included; objects and arrays on the way copied, the rest shared.
function replaceAt(value: unknown, k: number, by: unknown, strings: boolean): unknown {
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

// Values of another shape than a part's: what JSON or a JavaScript caller may hand in.
const misfit = (): fc.Arbitrary<unknown> =>
  fc.constantFrom(undefined, null, 0, -1, 1e21, Number.NaN, true, '', 'x', [], [[]], {}, [1], {
    length: 1,
  });

/**
 * Registers the vitest suite of the laws a plugin's protocol helper keeps (the function that
 * turns a URI into what a client sends: a request line, commands, a message template), taking
 * text, a `Uri` or parts as the helpers of this repository do:
 * - the samples give a request, the same from their text, their `Uri` and their parts, frozen
 *   through, and no unit of it that is sent (`sent`) holds CR, LF or NUL (`forbidden`);
 * - text the plugin's `parse` refuses, the helper refuses with the same error (code, index,
 *   component); text it takes gives a request with clean units or a `UriError` whose index lies
 *   inside the input, never another exception (samples with a stretch replaced by hostile
 *   text, hostile strings);
 * - generated parts give the request of their URI (`format`), and parts with hostile text in
 *   one field (CR, LF, TAB, NUL, escapes, delimiters) give what `format` gives: its `UriError`,
 *   or a request with clean units. Parts are never sent unchecked.
 *
 * @example
 * ```ts
 * protocolLaws(nntp, commands, {
 *   valid: ['nntp://news.gmane.org/gmane.ietf.tools/742'],
 *   sent: (lines) => lines,
 * })
 * ```
 */
export function protocolLaws<P extends AnySchemePlugin, R>(
  plugin: P,
  helper: (input: string | Uri | PartsOf<P>) => R,
  samples: ProtocolSamples<PartsOf<P>, R>,
): void {
  const name = plugin.name;
  const numRuns = runs(samples.numRuns);
  const { valid, sent } = samples;
  const read = samples.parse ?? ((text: string) => plugin.parse(text));
  const forbidden = [...(samples.forbidden ?? '\r\n\u0000')].map((c) => c.charCodeAt(0));
  const clean = (request: R, input: string) => {
    for (const unit of sent(request)) {
      if (unit === undefined) continue;
      for (const c of forbidden) {
        const held =
          typeof unit === 'string' ? unit.includes(String.fromCharCode(c)) : unit.includes(c);
        expect(held, `${JSON.stringify(input)} sends U+${c.toString(16).padStart(4, '0')}`).toBe(
          false,
        );
      }
    }
  };
  // What `run` gives, or its refusal: the UriError's code, index (checked inside its input) and
  // component. Anything else thrown fails the test.
  const attempt = <T>(run: () => T): { value: T } | { refused: string } => {
    try {
      return { value: run() };
    } catch (e) {
      if (!(e instanceof UriError)) throw e;
      expect(e.index).toBeGreaterThanOrEqual(0);
      expect(e.index).toBeLessThanOrEqual(e.input.length);
      return { refused: `${e.code} ${e.index} ${e.component}` };
    }
  };
  // The helper on an input the plugin's `before` route (parse for text, format for parts) may
  // refuse: refused alike, or a request with clean units.
  const agrees = (input: string | PartsOf<P>, before: () => unknown) => {
    const text = typeof input === 'string' ? input : JSON.stringify(input);
    const refused = attempt(before);
    const outcome = attempt(() => helper(input));
    if ('refused' in refused) expect(outcome, text).toEqual(refused);
    else if ('value' in outcome) clean(outcome.value, text);
  };

  describe(`${name}: the laws of its protocol helper`, () => {
    it('the samples: one frozen request from text, Uri and parts, nothing forbidden sent', () => {
      expect(valid.length).toBeGreaterThan(0);
      for (const u of valid) {
        const request = helper(u);
        clean(request, u);
        expect(frozenThrough(request), `${u}: frozen data`).toBe(true);
        expect(helper(plugin.parse(u) as PartsOf<P>), u).toEqual(request);
        const uri = tryParse(u);
        if (uri.ok) expect(helper(uri.value), u).toEqual(request);
      }
    });

    it('hostile text: refused as parse refuses it, or sent clean; only UriError', () => {
      fc.assert(
        fc.property(fc.oneof(mutated(valid), hostile(name)), (s) => {
          agrees(s, () => read(s));
        }),
        { numRuns: numRuns * 5 },
      );
    });

    const parts = samples.parts;
    if (parts !== undefined) {
      it('parts: the request of their URI; hostile text in a field refused as format refuses it', () => {
        fc.assert(
          fc.property(parts, (p) => {
            // The same request, or the same refusal (a field the helper does not send as it is).
            expect(attempt(() => helper(p))).toEqual(attempt(() => helper(plugin.format(p))));
          }),
          { numRuns },
        );
        fc.assert(
          fc.property(parts, fc.nat(), leafText(), (p, k, text) => {
            const q = replaceAt(p, k, text, true) as PartsOf<P>;
            agrees(q, () => plugin.format(q));
          }),
          { numRuns: numRuns * 5 },
        );
      });
    }
  });
}

export {
  fieldText,
  octets,
  serverHost,
  serverPort,
  spellAgain,
  textOf,
  uriFragment,
} from './arbitraries.js';
