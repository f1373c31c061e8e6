// The laws a plugin's protocol helper keeps (the function that turns a URI into what a client
// sends), checked without a test runner: each law reports the inputs it breaks on as data.
import {
  type AnySchemePlugin,
  type PartsOf,
  tryParse,
  type Uri,
  type UriError,
} from '@urikit/core';
import fc from 'fast-check';
import { badUriError, guard, property, type Report } from './check.js';
import { deepEqual, show } from './equal.js';
import { hostile, mutated, piece, propertyRuns, replaceAt } from './inputs.js';
import type { LawOptions } from './plugin-laws.js';

/** What the protocol laws check a plugin's protocol helper on. */
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

/** The stable ids of the protocol laws, in the order they run. */
export type ProtocolLawId = 'protocol-samples' | 'protocol-hostile-text' | 'protocol-parts';

/** A law a protocol helper breaks, on one input: what {@link checkProtocolLaws} returns. */
export interface ProtocolViolation {
  readonly law: ProtocolLawId;
  /** The rule the law comes from (RFC 1738 §6: nothing that ends or splits a command line). */
  readonly rule: string;
  /** What broke it: a sample, hostile text, or (fast-check's shrunk) parts. */
  readonly input: unknown;
  readonly message: string;
}

/** The protocol laws: id and title (the name of its vitest test). */
export const protocolLawTable: readonly { readonly id: ProtocolLawId; readonly title: string }[] =
  Object.freeze([
    Object.freeze({
      id: 'protocol-samples' as const,
      title: 'the samples: one frozen request from text, Uri and parts, nothing forbidden sent',
    }),
    Object.freeze({
      id: 'protocol-hostile-text' as const,
      title: 'hostile text: refused as parse refuses it, or sent clean; only UriError',
    }),
    Object.freeze({
      id: 'protocol-parts' as const,
      title:
        'parts: the request of their URI; hostile text in a field refused as format refuses it',
    }),
  ]);

const RULE = 'RFC 1738 §6';

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

// What `run` gives, or its refusal (the UriError's code, index and component), or what it threw
// that it must not (another exception, an index outside the input).
type Outcome<T> = { readonly value: T } | { readonly refused: string } | { readonly bad: string };
function attempt<T>(run: () => T): Outcome<T> {
  try {
    return { value: run() };
  } catch (e) {
    const bad = badUriError(e);
    if (bad !== undefined) return { bad };
    const { code, index, component } = e as UriError;
    return { refused: `${code} ${index} ${component}` };
  }
}

// What one law sees.
interface Check<Parts, R> {
  readonly plugin: AnySchemePlugin;
  readonly helper: (input: string | Uri | Parts) => R;
  readonly samples: ProtocolSamples<Parts, R>;
  readonly numRuns: number;
  readonly seed: number | undefined;
  readonly report: Report;
}

// Reports each unit of `request` that holds a forbidden character.
function clean<P, R>(cx: Check<P, R>, request: R, input: unknown, report: Report): void {
  const forbidden = [...(cx.samples.forbidden ?? '\r\n\u0000')].map((c) => c.charCodeAt(0));
  for (const unit of cx.samples.sent(request)) {
    if (unit === undefined) continue;
    for (const c of forbidden) {
      const held =
        typeof unit === 'string' ? unit.includes(String.fromCharCode(c)) : unit.includes(c);
      if (held) report(input, `sends U+${c.toString(16).padStart(4, '0')} in ${show(unit)}`);
    }
  }
}

// The helper on an input the plugin's `before` route (parse for text, format for parts) may
// refuse: refused alike, or a request with clean units; only UriError.
function agrees<P, R>(
  cx: Check<P, R>,
  input: string | P,
  before: () => unknown,
  report: Report,
): void {
  const refused = attempt(before);
  const outcome = attempt(() => cx.helper(input));
  if ('bad' in refused) report(input, `the plugin: ${refused.bad}`);
  else if ('bad' in outcome) report(input, `the helper: ${outcome.bad}`);
  else if ('refused' in refused) {
    if (!deepEqual(outcome, refused)) {
      report(input, `the helper gives ${show(outcome)}, not the refusal ${refused.refused}`);
    }
  } else if ('value' in outcome) clean(cx, outcome.value, input, report);
}

function samplesLaw<P, R>(cx: Check<P, R>): void {
  const { helper, plugin, report } = cx;
  if (cx.samples.valid.length === 0) report(undefined, 'no valid samples');
  for (const u of cx.samples.valid) {
    guard(report, u, () => {
      const request = helper(u);
      clean(cx, request, u, report);
      if (!frozenThrough(request)) report(u, 'the request is not frozen through');
      const fromParts = helper(plugin.parse(u) as P);
      if (!deepEqual(fromParts, request)) report(u, `from its parts: ${show(fromParts)}`);
      const uri = tryParse(u);
      const fromUri = uri.ok ? helper(uri.value) : request;
      if (!deepEqual(fromUri, request)) report(u, `from its Uri: ${show(fromUri)}`);
    });
  }
}

function hostileLaw<P, R>(cx: Check<P, R>): void {
  const read = cx.samples.parse ?? ((text: string) => cx.plugin.parse(text));
  const { valid } = cx.samples;
  const text =
    valid.length === 0
      ? hostile(cx.plugin.name)
      : fc.oneof(mutated(valid), hostile(cx.plugin.name));
  property(cx, text, cx.numRuns * 5, (s, report) => agrees(cx, s, () => read(s), report));
}

function partsLaw<P, R>(cx: Check<P, R>, parts: fc.Arbitrary<P>): void {
  const { helper, plugin } = cx;
  property(cx, parts, cx.numRuns, (p, report) => {
    // The same request, or the same refusal (a field the helper does not send as it is).
    const direct = attempt(() => helper(p));
    const viaUri = attempt(() => helper(plugin.format(p)));
    if (!deepEqual(direct, viaUri)) report(p, `gives ${show(direct)}, its URI ${show(viaUri)}`);
  });
  const hostileParts = fc
    .tuple(parts, fc.nat(), leafText())
    .map(([p, k, text]) => replaceAt(p, k, text, true) as P);
  property(cx, hostileParts, cx.numRuns * 5, (q, report) =>
    agrees(cx, q, () => plugin.format(q), report),
  );
}

/**
 * The laws `helper`, the protocol helper of `plugin` (taking text, a `Uri` or parts), breaks on
 * `samples`, as data: empty when it keeps them all.
 * - `protocol-samples`: each sample gives a request, the same from its text, its `Uri` and its
 *   parts, frozen through, and no unit of it that is sent (`sent`) holds CR, LF or NUL;
 * - `protocol-hostile-text`: text the plugin's `parse` refuses, the helper refuses with the same
 *   error (code, index, component); text it takes gives a request with clean units or a
 *   `UriError` whose index lies inside the input, never another exception;
 * - `protocol-parts`: generated parts give the request of their URI (`format`), and parts with
 *   hostile text in one field give what `format` gives: its `UriError`, or a request with clean
 *   units. Parts are never sent unchecked.
 */
export function checkProtocolLaws<P extends AnySchemePlugin, R>(
  plugin: P,
  helper: (input: string | Uri | PartsOf<P>) => R,
  samples: ProtocolSamples<PartsOf<P>, R>,
  options?: Pick<LawOptions, 'seed'> & { readonly laws?: readonly ProtocolLawId[] | undefined },
): readonly ProtocolViolation[] {
  const found: ProtocolViolation[] = [];
  for (const { id } of protocolLawTable) {
    if (options?.laws !== undefined && !options.laws.includes(id)) continue;
    const report: Report = (input, message) => {
      found.push(Object.freeze({ law: id, rule: RULE, input, message }));
    };
    const cx: Check<PartsOf<P>, R> = {
      plugin,
      helper,
      samples,
      numRuns: propertyRuns(samples.numRuns),
      seed: options?.seed,
      report,
    };
    const parts = samples.parts;
    guard(report, undefined, () => {
      if (id === 'protocol-samples') samplesLaw(cx);
      else if (id === 'protocol-hostile-text') hostileLaw(cx);
      else if (parts !== undefined) partsLaw(cx, parts);
    });
  }
  return Object.freeze(found);
}
