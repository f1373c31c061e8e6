/**
 * Every panel's computation runs inside `attempt`: a `UriError` (the one error urikit throws
 * for bad input, DESIGN.md principle 4) becomes an `ErrorView` the page shows with its code, its
 * rule and a caret; anything else is a bug of urikit, shown as one (`bug: true`), never thrown.
 */
import { UriError } from '@urikit/core';

/** An error as the page shows it. */
export interface ErrorView {
  /** The `UriError` code, or `'BUG'` for an exception that is not a `UriError`. */
  readonly code: string;
  /** The rule broken, with its RFC section: the message without its excerpt. */
  readonly rule: string;
  /** The whole message. */
  readonly message: string;
  /** The text that was checked and the 0-based offset of the offending character in it. */
  readonly input: string;
  readonly index: number;
  /** `true` when something other than a `UriError` was thrown (a bug to report). */
  readonly bug: boolean;
}

/** A value, or the error that stood in its way. */
export type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ErrorView };

/** The excerpt urikit appends to a message: " (at index N: …)". */
const EXCERPT_START = ' (at index ';

/** The view of anything thrown. */
export function errorView(e: unknown): ErrorView {
  if (e instanceof UriError) {
    const cut = e.message.lastIndexOf(EXCERPT_START);
    return Object.freeze({
      code: e.code,
      rule: cut < 0 ? e.message : e.message.slice(0, cut),
      message: e.message,
      input: e.input,
      index: e.index,
      bug: false,
    });
  }
  const message = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return Object.freeze({ code: 'BUG', rule: message, message, input: '', index: 0, bug: true });
}

/** Runs `compute`; what it throws becomes an `ErrorView`. */
export function attempt<T>(compute: () => T): Outcome<T> {
  try {
    return Object.freeze({ ok: true, value: compute() });
  } catch (e) {
    return Object.freeze({ ok: false, error: errorView(e) });
  }
}
