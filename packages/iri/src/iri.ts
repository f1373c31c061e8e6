// Parsing and validating IRI references (RFC 3987 §2.2). The grammar of RFC 3987 is the grammar
// of RFC 3986 with ucschar added to the unreserved characters and iprivate to the query, so an
// IRI is checked by the core's parser on a "shadow": the same text where every ucschar or
// iprivate character is written "~" (an unreserved character that stands for one letter
// wherever iunreserved may be) and every forbidden one " " (allowed nowhere). The shadow keeps
// the length, so every offset the core reports is an offset in the IRI.

import {
  type CoreErrorCode,
  defineErrors,
  type HostKind,
  type OptionSpec,
  parse,
  type Result,
  readOptions,
  tryParse,
  type Uri,
  type UriComponentName,
  UriError,
} from '@urikit/core/plugin';
import { BAD, BIDI, classify, codePointAt, encodePoint, PRIVATE, UCS } from './chars.js';

/**
 * The error factory of the IRI rules (exported as `iriErrors`); its codes are
 * {@link IriErrorCode}, each with its rule.
 *
 * @example
 * ```ts
 * Object.keys(iriErrors.codes); // ['IRI_NOT_UCSCHAR', 'IRI_BIDI_FORMATTING', 'IRI_PRIVATE_USE']
 * iriErrors.codes.IRI_PRIVATE_USE; // 'RFC 3987 §2.2'
 * ```
 */
export const fail = defineErrors('IRI', {
  NOT_UCSCHAR: 'RFC 3987 §2.2',
  BIDI_FORMATTING: 'RFC 3987 §4.1',
  PRIVATE_USE: 'RFC 3987 §2.2',
});

/**
 * The codes of the IRI rules, beside the core's codes for the rules RFC 3987 shares with RFC
 * 3986 (`INVALID_PORT`, `INVALID_PERCENT_ENCODING`, …):
 * - `IRI_NOT_UCSCHAR`: a non-ASCII character that is neither ucschar nor iprivate (§2.2): a C1
 *   control, a noncharacter, a lone surrogate, U+FFF0–U+FFFF, U+E0000–U+E0FFF;
 * - `IRI_BIDI_FORMATTING`: a bidirectional formatting character (LRM, RLM, LRE, RLE, PDF, LRO,
 *   RLO, and the later ALM, LRI, RLI, FSI, PDI), which an IRI MUST NOT contain (§4.1);
 * - `IRI_PRIVATE_USE`: an iprivate character outside the query (§2.2).
 */
export type IriErrorCode = 'IRI_NOT_UCSCHAR' | 'IRI_BIDI_FORMATTING' | 'IRI_PRIVATE_USE';

/**
 * Which production of RFC 3987 §2.2 the input must match: `'reference'` (IRI-reference, the
 * default), `'iri'` (IRI: a scheme is required) or `'absolute'` (absolute-IRI: no fragment).
 */
export type IriKind = 'reference' | 'iri' | 'absolute';

/** Options of {@link parseIri} and {@link tryParseIri}. */
export interface IriParseOptions {
  /** The production to match; `'reference'` when not given. */
  readonly kind?: IriKind | undefined;
}

const CORE_KIND = { reference: 'reference', iri: 'uri', absolute: 'absolute' } as const;

const TOKEN: unique symbol = Symbol('urikit.iri');

/**
 * An immutable, validated IRI reference (RFC 3987 §2.2). Make one with {@link parseIri} or
 * {@link tryParseIri}; the constructor is not public. Components are the text as written,
 * non-ASCII characters and escapes kept, `undefined` when absent; the same getters as the
 * core's `Uri`. {@link Iri.toUri} gives the URI it maps to (§3.1), a core `Uri` that every
 * scheme plugin and registry takes.
 *
 * @example
 * ```ts
 * const iri = parseIri('http://例え.jp/引き出し?q=ü#frag');
 * iri.host; // '例え.jp'
 * iri.path; // '/引き出し'
 * iri.toUri().toString(); // 'http://%E4%BE%8B%E3%81%88.jp/%E5%BC%95%E3%81%8D%E5%87%BA%E3%81%97?q=%C3%BC#frag'
 * ```
 */
export class Iri {
  readonly #text: string;
  // The shadow Uri: same offsets, same scheme, port and host kind.
  readonly #shadow: Uri;
  readonly #userinfo: string | undefined;
  readonly #host: string | undefined;
  readonly #path: string;
  readonly #query: string | undefined;
  readonly #fragment: string | undefined;

  /**
   * `value instanceof Iri` is a brand check: true only for an `Iri` made by this package (its
   * private fields are there), false for a Proxy of one or a look-alike, never a TypeError.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && #text in value;
  }

  /** @internal Not public: use `parseIri` or `tryParseIri`. */
  constructor(token: typeof TOKEN, text: string, shadow: Uri) {
    if (token !== TOKEN) {
      throw new UriError(
        'INVALID_ARGUMENT',
        'Iri has no public constructor: use parseIri or tryParseIri',
        '',
        0,
      );
    }
    this.#text = text;
    this.#shadow = shadow;
    const same = text === shadow.toString();
    const cut = (c: UriComponentName, v: string | undefined): string | undefined => {
      if (v === undefined || same) return v;
      const at = shadow.offsetOf(c);
      return text.slice(at, at + v.length);
    };
    this.#userinfo = cut('userinfo', shadow.userinfo);
    this.#host = shadow.hostKind === 'reg-name' ? cut('host', shadow.host) : shadow.host;
    this.#path = cut('path', shadow.path)!;
    this.#query = cut('query', shadow.query);
    this.#fragment = cut('fragment', shadow.fragment);
    Object.freeze(this);
  }

  /** The scheme as written, without its ":" (ASCII only, §2.2 scheme). */
  get scheme(): string | undefined {
    return this.#shadow.scheme;
  }
  /** The iuserinfo as written, without its "@". */
  get userinfo(): string | undefined {
    return this.#userinfo;
  }
  /** The ihost as written; an IP-literal without its brackets. `undefined` without authority. */
  get host(): string | undefined {
    return this.#host;
  }
  /** The host as it stands in the authority: an IP-literal keeps its brackets. */
  get hostText(): string | undefined {
    return this.#shadow.hostKind === 'reg-name' ? this.#host : this.#shadow.hostText;
  }
  /** What kind of host this is (first match wins, RFC 3986 §3.2.2); a non-ASCII host is a reg-name. */
  get hostKind(): HostKind | undefined {
    return this.#shadow.hostKind;
  }
  /** The port digits as written, without ":". */
  get port(): string | undefined {
    return this.#shadow.port;
  }
  /** The port as a number; `undefined` when absent or empty. */
  get portNumber(): number | undefined {
    return this.#shadow.portNumber;
  }
  /** The iauthority as written, `undefined` when there is none. */
  get authority(): string | undefined {
    const s = this.#shadow;
    const a = s.authority;
    if (a === undefined) return undefined;
    const at = s.offsetOf('userinfo');
    return this.#text.slice(at, at + a.length);
  }
  /** The ipath as written, always a string. */
  get path(): string {
    return this.#path;
  }
  /** The iquery as written, without "?". */
  get query(): string | undefined {
    return this.#query;
  }
  /** The ifragment as written, without "#". */
  get fragment(): string | undefined {
    return this.#fragment;
  }
  /** True when there is a scheme: an IRI, not a relative reference. */
  get isAbsolute(): boolean {
    return this.#shadow.scheme !== undefined;
  }
  /**
   * Where `component` starts in the text (after its delimiter), as the core's `Uri.offsetOf`.
   *
   * @example
   * ```ts
   * parseIri('http://ü@例え.jp/x').offsetOf('host'); // 9
   * ```
   */
  offsetOf(component: UriComponentName): number {
    return this.#shadow.offsetOf(component);
  }
  /**
   * The URI this IRI maps to (RFC 3987 §3.1), as a core `Uri`: every non-ASCII character
   * UTF-8 percent-encoded, nothing else touched. See {@link iriToUri} for the host option.
   *
   * @example
   * ```ts
   * parseIri('http://example.com/ümlaut?%20').toUri().toString(); // 'http://example.com/%C3%BCmlaut?%20'
   * ```
   */
  toUri(): Uri {
    return parse(encodeNonAscii(this.#text));
  }
  /**
   * True when `other` has exactly the same text: simple string comparison (RFC 3987 §5.3.1).
   *
   * @example
   * ```ts
   * parseIri('http://a/ü').equals('http://a/ü'); // true
   * parseIri('http://a/ü').equals('http://a/%C3%BC'); // false: see equivalentIri
   * ```
   */
  equals(other: Iri | string): boolean {
    return typeof other === 'string'
      ? this.#text === other
      : other instanceof Iri && this.#text === other.#text;
  }
  /** The IRI text, exactly as parsed. */
  toString(): string {
    return this.#text;
  }
  /** The IRI text, so that `JSON.stringify` writes a string. */
  toJSON(): string {
    return this.#text;
  }
}

/** Percent-encodes, as UTF-8, every non-ASCII character of a valid IRI (§3.1 step 2). */
export function encodeNonAscii(text: string): string {
  let out = '';
  let last = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    if (text.charCodeAt(i) < 0x80) continue;
    const cp = codePointAt(text, i);
    out += text.slice(last, i) + encodePoint(cp);
    if (cp > 0xffff) i++;
    last = i + 1;
  }
  return last === 0 ? text : out + text.slice(last);
}

/** @internal The message of an error without its " (at index …)" tail: the rule and what broke. */
export function ruleOf(e: UriError): string {
  const m = e.message;
  const tail = m.lastIndexOf(' (at index ');
  return tail < 0 ? m : m.slice(0, tail);
}

/**
 * @internal Reads `input` as an IRI reference of `kind`: the `Iri`, or the `UriError` at the
 * offending character of `input`.
 */
export function readIri(input: unknown, kind: IriKind): Iri | UriError {
  const coreKind = CORE_KIND[kind];
  if (typeof input !== 'string' || coreKind === undefined) {
    return new UriError(
      'INVALID_ARGUMENT',
      'parseIri(input: string, { kind?: "reference" | "iri" | "absolute" })',
      typeof input === 'string' ? input : '',
      0,
    );
  }
  let shadow = '';
  let last = 0;
  let privates: number[] | undefined;
  const n = input.length;
  for (let i = 0; i < n; i++) {
    if (input.charCodeAt(i) < 0x80) continue;
    const cp = codePointAt(input, i);
    const wide = cp > 0xffff;
    const kindOf = classify(cp);
    if (kindOf === PRIVATE) {
      privates ??= [];
      privates.push(i);
    }
    const ok = kindOf === UCS || kindOf === PRIVATE;
    shadow += input.slice(last, i) + (ok ? (wide ? '~~' : '~') : wide ? '  ' : ' ');
    if (wide) i++;
    last = i + 1;
  }
  shadow = last === 0 ? input : shadow + input.slice(last);
  const r = tryParse(shadow, { kind: coreKind });
  if (!r.ok) {
    const e = r.error;
    const at = e.index;
    if (at < n && input.charCodeAt(at) >= 0x80) {
      const cls = classify(codePointAt(input, at));
      if (cls === BAD || cls === BIDI) {
        return errorOf(cls === BAD ? 'NOT_UCSCHAR' : 'BIDI_FORMATTING', input, at, e.component);
      }
    }
    if (shadow === input) return e;
    let rule = ruleOf(e);
    // The core names the character it saw: the shadow's "~", not the IRI's own.
    if (at < n && input.charCodeAt(at) >= 0x80 && rule.startsWith('"~" (U+007E)')) {
      const cp = codePointAt(input, at);
      rule = `"${String.fromCodePoint(cp)}" (U+${hex(cp)})${rule.slice(12)}`;
    }
    return new UriError(e.code, rule, input, at, e.component);
  }
  const uri = r.value;
  if (last !== 0) {
    const kindOfHost = uri.hostKind;
    if (kindOfHost === 'ipv6' || kindOfHost === 'ipvfuture') {
      // RFC 3987 keeps IP-literal as RFC 3986 has it: ASCII only. "~" is allowed in IPvFuture.
      const from = uri.offsetOf('host');
      const to = from + uri.hostText!.length;
      for (let i = from; i < to; i++) {
        if (input.charCodeAt(i) >= 0x80) {
          return new UriError<CoreErrorCode>(
            kindOfHost === 'ipv6' ? 'INVALID_IPV6' : 'INVALID_IPVFUTURE',
            'RFC 3987 §2.2 IP-literal: ASCII only (RFC 3986 §3.2.2)',
            input,
            i,
            'host',
          );
        }
      }
    }
    if (privates !== undefined) {
      const q = uri.query;
      const from = q === undefined ? n + 1 : uri.offsetOf('query');
      const to = q === undefined ? n + 1 : from + q.length;
      for (const p of privates) {
        if (p < from || p >= to) return errorOf('PRIVATE_USE', input, p, componentAt(uri, p));
      }
    }
  }
  return new Iri(TOKEN, input, uri);
}

function errorOf(
  code: 'NOT_UCSCHAR' | 'BIDI_FORMATTING' | 'PRIVATE_USE',
  input: string,
  at: number,
  component: UriComponentName | undefined,
): UriError {
  try {
    return fail(code, input, at, component, `U+${hex(codePointAt(input, at))}`);
  } catch (error) {
    return error as UriError;
  }
}

const hex = (cp: number) => cp.toString(16).toUpperCase().padStart(4, '0');

/** The component of `uri` a non-ASCII character at `at`, outside the query, falls in. */
function componentAt(uri: Uri, at: number): UriComponentName {
  if (uri.fragment !== undefined && at >= uri.offsetOf('fragment')) return 'fragment';
  if (at >= uri.offsetOf('path')) return 'path';
  return uri.userinfo !== undefined && at < uri.offsetOf('host') ? 'userinfo' : 'host';
}

/** The options of parseIri and tryParseIri, read once at the entry (the core's readOptions). */
const PARSE_OPTIONS: OptionSpec = { kind: 'value' };

/**
 * Parses an IRI reference (RFC 3987 §2.2) into an immutable {@link Iri}. Throws `UriError`:
 * the core's codes for the rules RFC 3987 shares with RFC 3986, {@link IriErrorCode} for its
 * own, always at the offending character of `input`.
 *
 * @example
 * ```ts
 * parseIri('http://ex.com/ü').path; // '/ü'
 * parseIri('http://ex.com/a\u202Eb'); // throws IRI_BIDI_FORMATTING
 * parseIri('http://ex.com/\uE000'); // throws IRI_PRIVATE_USE
 * parseIri('ü', { kind: 'iri' }); // throws MISSING_SCHEME
 * ```
 */
export function parseIri(input: string, options?: IriParseOptions): Iri {
  const r = readIri(input, readOptions(options, PARSE_OPTIONS, 'parseIri')?.kind ?? 'reference');
  if (r instanceof UriError) throw r;
  return r;
}

/**
 * {@link parseIri} without throwing: `{ ok: true, value }` or `{ ok: false, error }`.
 *
 * @example
 * ```ts
 * const r = tryParseIri('http://ex.com/\u0085');
 * r.ok; // false
 * if (!r.ok) r.error.code; // 'IRI_NOT_UCSCHAR'
 * ```
 */
export function tryParseIri(
  input: string,
  options?: IriParseOptions,
): Result<Iri, CoreErrorCode | IriErrorCode> {
  let kind: IriKind;
  try {
    // A bad option is an outcome too, as the core's tryParse says: tryParseIri throws nothing.
    kind = readOptions(options, PARSE_OPTIONS, 'tryParseIri')?.kind ?? 'reference';
  } catch (e) {
    return { ok: false, error: e as UriError<CoreErrorCode> };
  }
  const r = readIri(input, kind);
  return r instanceof UriError
    ? { ok: false, error: r as UriError<CoreErrorCode | IriErrorCode> }
    : { ok: true, value: r };
}

/**
 * Whether `input` is an IRI (RFC 3987 §2.2 `IRI`: a scheme, an optional fragment).
 *
 * @example
 * ```ts
 * isIri('http://例え.jp/'); // true
 * isIri('//例え.jp/'); // false: a relative reference
 * isIri('http://a b/'); // false
 * ```
 */
export function isIri(input: unknown): boolean {
  return !(readIri(input, 'iri') instanceof UriError);
}

/**
 * Whether `input` is an IRI reference (RFC 3987 §2.2 `IRI-reference`): an IRI or a relative
 * reference.
 *
 * @example
 * ```ts
 * isIriReference('../ü?q'); // true
 * isIriReference('%'); // false
 * ```
 */
export function isIriReference(input: unknown): boolean {
  return !(readIri(input, 'reference') instanceof UriError);
}

/**
 * Whether `input` is an absolute IRI (RFC 3987 §2.2 `absolute-IRI`: a scheme, no fragment).
 *
 * @example
 * ```ts
 * isAbsoluteIri('urn:ü'); // true
 * isAbsoluteIri('urn:ü#f'); // false
 * ```
 */
export function isAbsoluteIri(input: unknown): boolean {
  return !(readIri(input, 'absolute') instanceof UriError);
}
