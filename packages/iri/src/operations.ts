// Resolution (RFC 3987 §6.5), normalization and comparison (§5.3) of IRIs, each defined so that
// it gives what the same operation gives on the URIs the IRIs map to (§3.1: "there is no need
// to define resolution separately on the IRI level"; §5.3.2.3: escapes are aligned by
// converting to URIs).

import {
  equivalent,
  type NormalizeOptions,
  normalize,
  percentDecode,
  type Registry,
  type ResolveOptions,
  resolve,
  UriError,
} from '@urikit/core';
import { type OptionSpec, readOptions } from '@urikit/core/plugin';
import { codePointAt, encodePoint } from './chars.js';
import { type HostMapping, iriToUri, uriToIri } from './convert.js';
import { Iri, type IriKind, readIri } from './iri.js';

// The options of each entry, read once there (the core's readOptions): a read that throws is
// INVALID_ARGUMENT, and what the entry reads after is plain data.
const RESOLVE_OPTIONS: OptionSpec = { strict: 'boolean', legacy: 'value' };
const NORMALIZE_IRI_OPTIONS: OptionSpec = {
  case: 'boolean',
  percent: 'boolean',
  dots: 'boolean',
  nfc: 'boolean',
  hosts: 'value',
  registry: 'value',
};
const EQUIVALENT_IRI_OPTIONS: OptionSpec = {
  ...NORMALIZE_IRI_OPTIONS,
  ignoreFragment: 'boolean',
  base: 'value',
};

function read(input: string | Iri, kind: IriKind): Iri {
  if (input instanceof Iri) return input;
  const r = readIri(input, kind);
  if (r instanceof UriError) throw r;
  return r;
}

/**
 * An IRI as a URI that keeps everything apart: "%" is written "%25" and every non-ASCII
 * character is UTF-8 percent-encoded, so that decoding every escape gives the IRI back.
 * Resolution never reads escapes, so it moves these like the characters they stand for.
 */
function shield(text: string): string {
  let out = '';
  let last = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80 && c !== 0x25) continue;
    const cp = codePointAt(text, i);
    out += text.slice(last, i) + (c === 0x25 ? '%25' : encodePoint(cp));
    if (cp > 0xffff) i++;
    last = i + 1;
  }
  return last === 0 ? text : out + text.slice(last);
}

/**
 * Resolves an IRI reference against a base IRI (RFC 3987 §6.5: the algorithm of RFC 3986 §5.2,
 * with the characters IRIs add taken as unreserved characters). The options are the core's
 * `resolve` options (`strict`, `legacy`). The result is exactly what resolving the mapped
 * URIs gives, mapped back (a property test checks `iriToUri(resolveIri(b, r))` against
 * `resolve(iriToUri(b), iriToUri(r))`), with the characters and escapes as written.
 *
 * @example
 * ```ts
 * resolveIri('http://例え.jp/a/b/c', '../d/ü?x').toString(); // 'http://例え.jp/a/d/ü?x'
 * resolveIri('http://a/b/%C3%A9', '.').toString(); // 'http://a/b/'
 * resolveIri('../g', 'x'); // throws MISSING_SCHEME
 * ```
 */
export function resolveIri(
  base: string | Iri,
  reference: string | Iri,
  given?: ResolveOptions,
): Iri {
  const options = readOptions(given, RESOLVE_OPTIONS, 'resolveIri');
  const b = read(base, 'iri');
  if (!b.isAbsolute) {
    throw new UriError('INVALID_BASE', 'RFC 3986 §5.1: a base needs a scheme', `${b}`, 0, 'scheme');
  }
  const r = read(reference, 'reference');
  const target = resolve(shield(b.toString()), shield(r.toString()), {
    strict: options?.strict,
    legacy: options?.legacy,
  });
  return read(percentDecode(target.toString()), 'reference');
}

/** Options of {@link normalizeIri}. */
export interface NormalizeIriOptions extends NormalizeOptions {
  /**
   * Apply Unicode Normalization Form C first (RFC 3987 §5.3.2.2), to each run of text between
   * delimiters (escapes left alone). Off by default: §5.3.2.2 says equivalence MUST assume
   * IRIs were created in NFC, and only text that came from paper or from a non-Unicode
   * encoding needs it.
   */
  readonly nfc?: boolean | undefined;
  /** The reg-name mapping (IDNA, §5.3.3): hosts compared in their ASCII form. */
  readonly hosts?: HostMapping | undefined;
  /** A registry of scheme plugins, for scheme-based normalization (§5.3.3). */
  readonly registry?: Registry | undefined;
}

/**
 * Normalizes an IRI (RFC 3987 §5.3.2, and §5.3.3 through a `registry`): the syntax-based
 * normalization of the URI it maps to (case, escapes of unreserved characters decoded, hex in
 * upper case, dot segments), mapped back to an IRI (§3.2), so that escapes of non-ASCII
 * characters are decoded too (§5.3.2.3: "percent-encoded octet sequence that corresponds to
 * an unreserved character", and ucschar is unreserved in an IRI). The ASCII letters of a
 * reg-name are lower-cased (RFC 3986 §6.2.2.1); other characters keep their case (§5.3.2.1:
 * case folding of non-ASCII is IDNA's, with `hosts`). `iriToUri(normalizeIri(x))` is
 * `normalize(iriToUri(x))`: the same normal form as converting to URIs first.
 *
 * @example
 * ```ts
 * normalizeIri('eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9').toString(); // 'example://a/b/c/%7Bfoo%7D/rosé'
 * normalizeIri('http://Ex.COM/re\u0301sume\u0301', { nfc: true }).toString(); // 'http://ex.com/résumé'
 * ```
 */
export function normalizeIri(iri: string | Iri, given?: NormalizeIriOptions): Iri {
  const options = readOptions(given, NORMALIZE_IRI_OPTIONS, 'normalizeIri');
  const valid = read(iri, 'reference');
  const text = options?.nfc === true ? nfc(valid.toString()) : valid.toString();
  const hosts = options?.hosts;
  // With hosts, the IRI read once is not validated again on its way to the URI (§3.1).
  const uri = iriToUri(hosts !== undefined && text === valid.toString() ? valid : text, { hosts });
  const steps: NormalizeOptions = {
    case: options?.case,
    percent: options?.percent,
    dots: options?.dots,
  };
  const registry = options?.registry;
  const n = registry === undefined ? normalize(uri, steps) : registry.normalize(uri, steps);
  return read(uriToIri(n, { hosts }), 'reference');
}

/** Options of {@link equivalentIri}. */
export interface EquivalentIriOptions extends NormalizeIriOptions {
  /** Compare without the fragments (§5.1, the network-action case). Default `false`. */
  readonly ignoreFragment?: boolean | undefined;
  /** A base IRI against which relative references are resolved before comparing (§5.1). */
  readonly base?: string | Iri | undefined;
}

/**
 * Whether two IRIs are equivalent by the comparison ladder (RFC 3987 §5.3): the same text at
 * once (§5.3.1, both still validated); otherwise, as §5.3.2.3 says, the URIs they map to are
 * compared by the core's ladder (RFC 3986 §6.2), or the `registry`'s scheme-based one. Never
 * by NFC unless asked (`nfc`, §5.3.2.2). Relative references need a `base` (§5.1).
 *
 * @example
 * ```ts
 * equivalentIri('example://a/b/c/%7Bfoo%7D/rosé', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9'); // true
 * equivalentIri('http://a/résumé', 'http://a/re\u0301sume\u0301'); // false
 * equivalentIri('http://a/résumé', 'http://a/re\u0301sume\u0301', { nfc: true }); // true
 * ```
 */
export function equivalentIri(
  a: string | Iri,
  b: string | Iri,
  given?: EquivalentIriOptions,
): boolean {
  const options = readOptions(given, EQUIVALENT_IRI_OPTIONS, 'equivalentIri');
  let ta = read(a, 'reference').toString();
  let tb = read(b, 'reference').toString();
  if (ta === tb) return true;
  if (options?.nfc === true) {
    ta = nfc(ta);
    tb = nfc(tb);
  }
  const hosts = options?.hosts;
  const base = options?.base;
  const compare = {
    case: options?.case,
    percent: options?.percent,
    dots: options?.dots,
    ignoreFragment: options?.ignoreFragment,
    base: base === undefined ? undefined : iriToUri(base, { hosts, kind: 'iri' }),
  };
  const ua = iriToUri(ta, { hosts });
  const ub = iriToUri(tb, { hosts });
  const registry = options?.registry;
  return registry === undefined
    ? equivalent(ua, ub, compare)
    : registry.equivalent(ua, ub, compare);
}

/**
 * NFC of each run of text between delimiters (gen-delims, sub-delims, and escapes with their
 * two hex digits): a combining mark never joins a delimiter ("=" with U+0338 would become
 * "≠") nor the hex digit of an escape.
 */
export function nfc(text: string): string {
  let out = '';
  let from = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80 || !DELIM.has(c)) continue;
    out += run(text.slice(from, i));
    const stop = c === 0x25 ? i + 3 : i + 1;
    out += text.slice(i, stop);
    i = stop - 1;
    from = stop;
  }
  return out + run(text.slice(from));
}

const DELIM = new Set([...":/?#[]@!$&'()*+,;=%"].map((c) => c.charCodeAt(0)));

function run(s: string): string {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return s.normalize('NFC');
  return s;
}
