/**
 * @urikit/testkit: the laws every urikit scheme plugin keeps, as vitest suites; the helpers
 * plugin tests share; and the runner that executes the examples of a README or of TSDoc
 * comments. For the plugins of this repository and for third-party plugin authors alike.
 * @packageDocumentation
 */
import { type AnySchemePlugin, type PartsOf, type Uri, UriError } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import {
  checkPluginLaws,
  checkProtocolLaws,
  type LawSamples,
  type PluginLawId,
  type ProtocolSamples,
  pluginLawTable,
  protocolLawTable,
} from './laws.js';

export { type ExampleOptions, examples } from './examples.js';
export { hostileValues } from './inputs.js';
export {
  checkPluginLaws,
  checkProtocolLaws,
  type LawOptions,
  type LawSamples,
  type LawViolation,
  type PluginLaw,
  type PluginLawId,
  type ProtocolLawId,
  type ProtocolSamples,
  type ProtocolViolation,
  pluginLawTable,
  protocolLawTable,
} from './laws.js';

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

/**
 * Registers the vitest suite of the laws every scheme plugin keeps: one test per law of
 * {@link checkPluginLaws} (one per row for the `invalid`, `equivalent` and `different`
 * samples), each failing with the violations of its law. The laws, run through a registry (the
 * route users take):
 * - `parse(format(p))` deep-equals `p` (samples, and generated parts when given);
 * - `format(parse(u))` is equivalent to `u`;
 * - `format` refuses parts of another shape with a `UriError`, never a `TypeError`;
 * - normalization is idempotent, keeps the scheme and stays valid;
 * - the normal form is normal under the core's syntax-based step (RFC 3986 §6.2.2), and the
 *   normal form of `format(parse(u))` is that of `u` (§6.2.3);
 * - `equivalent` is reflexive, symmetric and transitive on the samples;
 * - the default port, written out, changes nothing;
 * - a plugin that is not hierarchical refuses relative resolution;
 * - hostile strings give only `UriError`, with an index inside the input, on every route;
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
  const broken = (laws: readonly PluginLawId[], only: LawSamples<PartsOf<P>> = samples) => {
    const found = checkPluginLaws(plugin, only, { laws });
    expect(found, found.map((v) => `${v.law} (${v.rule}): ${v.message}`).join('\n')).toEqual([]);
  };
  describe(`${plugin.name}: the laws of a urikit scheme plugin`, () => {
    for (const law of pluginLawTable) {
      if (ROW_LAWS.includes(law.id)) continue;
      it(law.title, () => broken([law.id]));
    }
    if (samples.invalid?.length) {
      it.each(samples.invalid.map((row) => [row[0], row[1], row] as const))(
        'refuses %s with %s',
        (_input, _code, row) => broken(['invalid-refused'], { ...samples, invalid: [row] }),
      );
    }
    if (samples.equivalent?.length) {
      it.each(samples.equivalent)('%s ≡ %s', (a, b) =>
        broken(['equivalent-pairs'], { ...samples, equivalent: [[a, b]] }),
      );
    }
    if (samples.different?.length) {
      it.each(samples.different)('%s ≢ %s', (a, b) =>
        broken(['different-pairs'], { ...samples, different: [[a, b]] }),
      );
    }
  });
}

// The laws that take one row of samples each: a test per row.
const ROW_LAWS: readonly PluginLawId[] = ['invalid-refused', 'equivalent-pairs', 'different-pairs'];

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
  describe(`${plugin.name}: the laws of its protocol helper`, () => {
    for (const law of protocolLawTable) {
      if (law.id === 'protocol-parts' && samples.parts === undefined) continue;
      it(law.title, () => {
        const found = checkProtocolLaws(plugin, helper, samples, { laws: [law.id] });
        expect(found, found.map((v) => `${v.law} (${v.rule}): ${v.message}`).join('\n')).toEqual(
          [],
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
