/**
 * The playground's state and its permalink: the state lives in the fragment of the page's own
 * URL (`#uri=…&base=…&compare=…&text=…`), so that a link reproduces the view. Each value is
 * percent-encoded with the core's `percentEncode` as fragment text (RFC 3986 §3.5), with "&",
 * "=" and "+" encoded too (they delimit the pairs), and decoded with the strict
 * `percentDecode`; text whose escapes are not UTF-8 is kept as written (a hand-edited link still
 * shows something).
 */
import { percentDecode, percentEncode } from '@urikit/core';

/** What the page shows: the input, an optional base, a second input to compare, text to scan. */
export interface PlaygroundState {
  readonly uri: string;
  readonly base: string;
  readonly compare: string;
  readonly text: string;
}

/** The state of a page opened without a fragment. */
export const EMPTY_STATE: PlaygroundState = Object.freeze({
  uri: '',
  base: '',
  compare: '',
  text: '',
});

/** The keys of the fragment, in the order they are written. */
export const STATE_KEYS: readonly (keyof PlaygroundState)[] = Object.freeze([
  'uri',
  'base',
  'compare',
  'text',
]);

/** "&", "=" and "+" separate pairs and names (the form-urlencoded habit): always escaped. */
const PAIR_DELIMITERS = '&=+';

/**
 * The fragment (without "#") that stands for `state`: one `key=value` pair per non-empty value,
 * joined by "&"; the values are valid RFC 3986 fragment text (§3.5), whatever they hold.
 * @example
 * encodeState({ uri: 'http://a/b?c=d', base: '', compare: '', text: '' }); // 'uri=http://a/b?c%3Dd'
 */
export function encodeState(state: PlaygroundState): string {
  const pairs: string[] = [];
  for (const key of STATE_KEYS) {
    const value = state[key];
    if (value !== '') pairs.push(`${key}=${encodeValue(value)}`);
  }
  return pairs.join('&');
}

const FIRST_SURROGATE = 0xd800;
const LAST_SURROGATE = 0xdfff;
const REPLACEMENT_CHARACTER = '\ufffd';

/**
 * A lone surrogate has no UTF-8 form (RFC 3629 §3), so `percentEncode` refuses it: it is
 * written as U+FFFD, as the WHATWG URL parser writes it. `for…of` walks code points, so a
 * surrogate seen alone there is a lone one.
 */
function wellFormed(value: string): string {
  let out = '';
  for (const ch of value) {
    const c = ch.charCodeAt(0);
    out +=
      ch.length === 1 && c >= FIRST_SURROGATE && c <= LAST_SURROGATE ? REPLACEMENT_CHARACTER : ch;
  }
  return out;
}

function encodeValue(value: string): string {
  return percentEncode(wellFormed(value), 'fragment', PAIR_DELIMITERS);
}

/**
 * The state a fragment stands for (with or without its "#"); unknown keys are ignored, a
 * missing key is the empty string, the last of a repeated key wins.
 * @example
 * decodeState('#uri=http://a/b?c%3Dd&base=x').uri; // 'http://a/b?c=d'
 */
export function decodeState(fragment: string): PlaygroundState {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  const state: Record<keyof PlaygroundState, string> = { ...EMPTY_STATE };
  if (text === '') return Object.freeze(state);
  for (const pair of text.split('&')) {
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.slice(0, eq);
    if ((STATE_KEYS as readonly string[]).includes(key)) {
      state[key as keyof PlaygroundState] = decodeValue(eq < 0 ? '' : pair.slice(eq + 1));
    }
  }
  return Object.freeze(state);
}

function decodeValue(value: string): string {
  try {
    return percentDecode(value);
  } catch {
    return value;
  }
}
