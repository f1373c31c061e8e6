// What every law check shares: where violations go, and how a check runs a hook, an input and a
// fast-check property without throwing and without a test runner.

import { UriError } from '@urikit/core';
import fc from 'fast-check';
import { thrown } from './equal.js';

/** Reports a violation of the law being checked: the input it broke on, and what went wrong. */
export type Report = (input: unknown, message: string) => void;

/** Where a property reports, and the seed it runs with. */
export interface PropertyContext {
  readonly report: Report;
  readonly seed: number | undefined;
}

// Runs `run` on `input`, reporting what it throws as a violation: a law's check never throws.
export function guard(report: Report, input: unknown, run: () => void): void {
  try {
    run();
  } catch (e) {
    report(input, `threw ${thrown(e)}`);
  }
}

// A UriError whose index lies inside its input, else the violation's message.
export function badUriError(e: unknown): string | undefined {
  if (!(e instanceof UriError)) return `threw ${thrown(e)}, not a UriError`;
  if (!Number.isInteger(e.index) || e.index < 0 || e.index > e.input.length) {
    return `${e.code}: index ${e.index} outside its input (length ${e.input.length})`;
  }
  return undefined;
}

// `run` returns, or throws a UriError with an index inside its input: anything else reported.
export function onlyUriErrorOf(report: Report, input: unknown, route: string, run: () => void) {
  try {
    run();
  } catch (e) {
    const bad = badUriError(e);
    if (bad !== undefined) report(input, `${route}: ${bad}`);
  }
}

/**
 * Checks `check` on `runs` values of `arbitrary` (fast-check's `check`, which asserts nothing):
 * the shrunk counterexample's violations are reported, with the seed and path that replay it.
 */
export function property<T>(
  cx: PropertyContext,
  arbitrary: fc.Arbitrary<T>,
  runs: number,
  check: (value: T, report: Report) => void,
): void {
  const quiet = (value: T): boolean => {
    let broken = false;
    const mark = () => {
      broken = true;
    };
    guard(mark, value, () => check(value, mark));
    return !broken;
  };
  const details = fc.check(fc.property(arbitrary, quiet), {
    numRuns: runs,
    ...(cx.seed === undefined ? {} : { seed: cx.seed }),
  });
  if (!details.failed || details.counterexample === null) return;
  const [value] = details.counterexample;
  const replay = `(fast-check seed ${details.seed}, path "${details.counterexamplePath}")`;
  const report: Report = (input, message) => cx.report(input, `${message} ${replay}`);
  guard(report, value, () => check(value, report));
}
