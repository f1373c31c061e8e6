/**
 * `urikit/lenient`: the lenient route of the core (`fixup`, then the strict route, every position
 * in the user's own text) over the ready registry of every scheme, with the UTS #46 A-label of
 * `@urikit/idna` for the hosts of the server schemes (RFC 3987 §3.1): what people write, with no
 * set-up. A subpath of its own, so that the IDNA tables (about 62 KB) are shipped only by an app
 * that imports it.
 * @packageDocumentation
 */
import {
  type CheckOptions,
  checkLenient as checkIn,
  type FindingCodesOf,
  type Lenient,
  type LenientOptions,
  type NormalizeOptions,
  normalizeLenient as normalizeIn,
  type Parsed,
  parseLenient as parseIn,
  type SchemeParseOptions,
  type SecurityFinding,
  type Uri,
  type UriFindingCode,
} from '@urikit/core';
import { LENIENT_OPTIONS, readOptions } from '@urikit/core/plugin';
import { domainToAscii } from '@urikit/idna';
import { registry, type UrikitPlugin } from './registry.js';

/** The caller's options, with `domainToAscii` where they give no `toAsciiHost`. */
function withIdna<O extends object>(options: O | undefined, what: string): O {
  return { toAsciiHost: domainToAscii, ...readOptions(options, LENIENT_OPTIONS, what) } as O;
}

/**
 * `parseLenient` of the core over every scheme of urikit, with UTS #46 A-labels: the text is
 * repaired (`fixup`), an IRI's host written as its A-label (an `xn--` label that is no A-label
 * refused), then parsed by the scheme's rules. Errors have their index in `text`.
 *
 * @example
 * ```ts
 * parseLenient('http://exämple.com/a b').value.uri.toString(); // 'http://xn--exmple-cua.com/a%20b'
 * ```
 */
export function parseLenient(
  text: string,
  options?: LenientOptions<SchemeParseOptions>,
): Lenient<Parsed<UrikitPlugin>> {
  return parseIn(registry, text, withIdna(options, 'parseLenient'));
}

/**
 * `normalizeLenient` of the core over every scheme of urikit, with UTS #46 A-labels.
 *
 * @example
 * ```ts
 * normalizeLenient('HTTP://Bücher.DE:80/').value.toString(); // 'http://xn--bcher-kva.de/'
 * ```
 */
export function normalizeLenient(
  text: string,
  options?: LenientOptions<NormalizeOptions>,
): Lenient<Uri> {
  return normalizeIn(registry, text, withIdna(options, 'normalizeLenient'));
}

/**
 * `checkLenient` of the core over every scheme of urikit, with UTS #46 A-labels: the findings
 * of the repaired URI, each at its index in `text`.
 *
 * @example
 * ```ts
 * checkLenient(' http://user:pw@exämple.com/').repairs.length; // 2
 * ```
 */
export function checkLenient(
  text: string,
  options?: LenientOptions<CheckOptions>,
): Lenient<readonly SecurityFinding<FindingCodesOf<UrikitPlugin> | UriFindingCode>[]> {
  return checkIn(registry, text, withIdna(options, 'checkLenient'));
}
