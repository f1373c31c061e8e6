// The host as a resolver and a WHATWG parser read it (URL Standard §3.5 "host parser": percent-
// decode, then UTS #46 "domain to ASCII"), as far as the address findings need it: escapes
// decoded (UTF-8), the code points UTS #46 ignores removed (§4 Processing step 1), those it maps
// to ASCII letters, digits, "." and "-" mapped (U+FF11 "１" → "1", U+FF0E "．" → "."), ASCII
// upper case to lower case (§5).
// Other code points stay as they are: they make the label non-ASCII in either reading, so no
// number and no "localhost" (the table holds only what can turn a label into one).

import { percentDecode } from './percent.js';
import { UTS46_ASCII, UTS46_RUNS } from './uts46.js';

const PERCENT = 0x25;
const UPPER_A = 0x41;
const UPPER_Z = 0x5a;
const TO_LOWER = 0x20;

/** The UTS #46 table of uts46.ts, read once: the first and last code point of each run, and its mapping. */
interface Runs {
  readonly first: readonly number[];
  readonly last: readonly number[];
  readonly mapping: readonly string[];
}

function readRuns(): Runs {
  const first: number[] = [];
  const last: number[] = [];
  let end = 0;
  for (let k = 0; k < UTS46_RUNS.length; k += 2) {
    first.push(end + UTS46_RUNS[k]!);
    end = first[first.length - 1]! + UTS46_RUNS[k + 1]!;
    last.push(end);
  }
  return Object.freeze({
    first: Object.freeze(first),
    last: Object.freeze(last),
    mapping: Object.freeze(UTS46_ASCII.split(',')),
  });
}

const RUNS = /* @__PURE__ */ readRuns();

/** The run of the UTS #46 table holding `codePoint`, or -1 (a binary search). */
function runOf(codePoint: number): number {
  let low = 0;
  let high = RUNS.first.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (codePoint < RUNS.first[mid]!) high = mid - 1;
    else if (codePoint > RUNS.last[mid]!) low = mid + 1;
    else return mid;
  }
  return -1;
}

/** What UTS #46 maps a code point at or above U+0080 to when it is ASCII or nothing, else undefined. */
function asciiOf(codePoint: number): string | undefined {
  const run = runOf(codePoint);
  if (run < 0) return undefined;
  const mapping = RUNS.mapping[run]!;
  const first = RUNS.first[run]!;
  // A run of several code points holds one character for each; an ignored run holds ''.
  return RUNS.last[run]! > first ? mapping.charAt(codePoint - first) : mapping;
}

/**
 * Whether UTS #46 ignores a code point in a domain name (§4 Processing step 1, status
 * "ignored": removed before anything else reads the name): the soft hyphen U+00AD, U+034F,
 * the zero-width space U+200B, the word joiner U+2060, the variation selectors, the byte order
 * mark U+FEFF … A name holding one reads, to a resolver and a browser, as the name without it.
 * From the mapping table of Unicode 17.0.0.
 *
 * @example
 * ```ts
 * isIgnoredByIdna(0x00ad); // true
 * isIgnoredByIdna(0x2060); // true
 * isIgnoredByIdna(0x200d); // false (ZERO WIDTH JOINER is a deviation, kept)
 * isIgnoredByIdna(0x61); // false
 * isIgnoredByIdna('\u00ad' as never); // false (a code point is a number)
 * ```
 */
export function isIgnoredByIdna(codePoint: number): boolean {
  // A predicate: anything but an integer code point is no ignored code point.
  if (!Number.isInteger(codePoint) || codePoint < 0x80) return false;
  const run = runOf(codePoint);
  return run >= 0 && RUNS.mapping[run] === '';
}

/** A reg-name read as a resolver reads it: see the top of this file. */
export interface HostReading {
  /** The name: decoded, ignored code points removed, mapped to ASCII where UTS #46 does. */
  readonly name: string;
  /** Where, in the host text, the first code point UTS #46 ignores is written; -1 if none. */
  readonly ignoredAt: number;
  /** That code point (-1 if none). */
  readonly ignored: number;
}

const utf8Length = (cp: number): number => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/**
 * @internal The reading of a reg-name (RFC 3986 §3.2.2: escapes are UTF-8) the address findings
 * take; `undefined` when its escapes are not UTF-8.
 */
export function readHost(host: string): HostReading | undefined {
  let decoded: string;
  try {
    decoded = percentDecode(host);
  } catch {
    return undefined;
  }
  let name = '';
  let ignoredAt = -1;
  let ignored = -1;
  // `at` follows `i` in the host text: an escaped character takes three characters per octet.
  for (let i = 0, at = 0; i < decoded.length; ) {
    const cp = decoded.codePointAt(i)!;
    const units = cp > 0xffff ? 2 : 1;
    if (cp >= UPPER_A && cp <= UPPER_Z) name += String.fromCharCode(cp + TO_LOWER);
    else if (cp < 0x80) name += decoded[i];
    else {
      const mapped = asciiOf(cp);
      if (mapped !== '') name += mapped ?? decoded.slice(i, i + units);
      else if (ignoredAt < 0) {
        ignoredAt = at;
        ignored = cp;
      }
    }
    at += host.charCodeAt(at) === PERCENT ? 3 * utf8Length(cp) : units;
    i += units;
  }
  return { name, ignoredAt, ignored };
}
