/**
 * A generic view of any plugin's parts (and of the scheme helpers' results), so that the page
 * shows every scheme the same way without knowing its parts type. The parts conventions of the
 * contract (`@urikit/core` README, "Conventions for parts"): absent is `undefined`, empty is
 * `''`, octet fields have a `…Bytes` view and a text view that is `undefined` when the octets
 * are not UTF-8; maps keyed by user data are null-prototype objects or arrays of pairs.
 */

/** One value as the page shows it. */
export type Shown =
  | { readonly kind: 'absent' }
  /** A text view left `undefined` because its octets (the `…Bytes` field) are not UTF-8. */
  | { readonly kind: 'not-utf8'; readonly bytesKey: string }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'number' | 'boolean'; readonly text: string }
  | { readonly kind: 'bytes'; readonly text: string; readonly count: number }
  | { readonly kind: 'list'; readonly items: readonly Shown[] }
  | { readonly kind: 'record'; readonly entries: readonly (readonly [string, Shown])[] }
  /** An array of [name, value] pairs (a map keyed by user data, in its order): names repeat. */
  | { readonly kind: 'pairs'; readonly entries: readonly (readonly [string, Shown])[] };

/** Suffix of the octet view of a field (`selectorBytes` beside `selector`). */
const BYTES_SUFFIX = 'Bytes';
/** Nesting deeper than this is shown as text (parts are shallow; a cycle must not hang the page). */
const MAX_DEPTH = 6;
/** Octets shown before the rest is summed up. */
const MAX_BYTES = 256;

const ABSENT: Shown = Object.freeze({ kind: 'absent' });

const hex = (b: number): string => b.toString(16).toUpperCase().padStart(2, '0');

function bytesOf(value: Uint8Array): Shown {
  const shown = Array.from(value.subarray(0, MAX_BYTES), hex).join(' ');
  const more = value.length > MAX_BYTES ? ` … (${value.length - MAX_BYTES} more)` : '';
  return Object.freeze({ kind: 'bytes', text: shown + more, count: value.length });
}

/**
 * The fields of a record to show: an octet view is left out where its text view holds the same
 * octets as UTF-8 text, and kept (as bytes) where the text view is absent, i.e. where the
 * octets are not UTF-8.
 */
function recordOf(value: object, depth: number): Shown {
  const record = value as Record<string, unknown>;
  const entries: (readonly [string, Shown])[] = [];
  for (const key of Object.keys(record)) {
    if (key.endsWith(BYTES_SUFFIX)) {
      const textKey = key.slice(0, -BYTES_SUFFIX.length);
      if (typeof record[textKey] === 'string') continue;
    }
    const bytesKey = key + BYTES_SUFFIX;
    if (record[key] === undefined && record[bytesKey] instanceof Uint8Array) {
      entries.push([key, Object.freeze({ kind: 'not-utf8', bytesKey })] as const);
      continue;
    }
    entries.push([key, show(record[key], depth + 1)] as const);
  }
  return Object.freeze({ kind: 'record', entries: Object.freeze(entries) });
}

/** `[name, value]` with a text name: a pair of a map kept as an array (mailto headers, fields). */
const isPair = (item: unknown): item is readonly [string, unknown] =>
  Array.isArray(item) && item.length === 2 && typeof item[0] === 'string';

/** The view of a value read from parts or from a scheme helper. */
export function show(value: unknown, depth = 0): Shown {
  if (value === undefined || value === null) return ABSENT;
  if (typeof value === 'string') return Object.freeze({ kind: 'text', text: value });
  if (typeof value === 'number' || typeof value === 'bigint') {
    return Object.freeze({ kind: 'number', text: String(value) });
  }
  if (typeof value === 'boolean') return Object.freeze({ kind: 'boolean', text: String(value) });
  if (value instanceof Uint8Array) return bytesOf(value);
  if (depth >= MAX_DEPTH || typeof value !== 'object') {
    return Object.freeze({ kind: 'text', text: String(value) });
  }
  if (Array.isArray(value) && value.length > 0 && value.every(isPair)) {
    return Object.freeze({
      kind: 'pairs',
      entries: Object.freeze(
        value.map(([k, v]) => Object.freeze([k, show(v, depth + 1)] as const)),
      ),
    });
  }
  if (Array.isArray(value)) {
    return Object.freeze({
      kind: 'list',
      items: Object.freeze(value.map((item) => show(item, depth + 1))),
    });
  }
  return recordOf(value, depth);
}
