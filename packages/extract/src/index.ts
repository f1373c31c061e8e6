/**
 * @urikit/extract: URIs found in running text, as RFC 1738's Appendix ("Recommendations for
 * URLs in Context") and RFC 3986 Appendix C ("Delimiting a URI in Context") describe them.
 * One pass over char codes, no regular expressions; a streaming form for large inputs.
 * @packageDocumentation
 */

import { invalidArgument, readField, readOption } from '@urikit/core/plugin';
import { Scanner, type Settings } from './scanner.js';
import { IANA_PERMANENT_SCHEMES } from './schemes.js';

export { IANA_PERMANENT_SCHEMES } from './schemes.js';

/** How a URI found in text was delimited (RFC 3986 Appendix C). */
export type Delimiter = 'angle' | 'quote' | 'none';

/**
 * A URI found in text. Frozen.
 *
 * @example
 * ```ts
 * const [found] = extract('see <URL:ftp://ds.in\n  ternic.net/rfc> now');
 * found.uri; // 'ftp://ds.internic.net/rfc'
 * found.start; // 9
 * found.end; // 37
 * found.delimiter; // 'angle'
 * ```
 */
export interface FoundUri {
  /**
   * The URI: the delimiters, a `URL:` prefix and the whitespace inside the delimiters taken
   * out (RFC 1738 Appendix, RFC 3986 Appendix C), and the characters that are not ASCII
   * percent-encoded as UTF-8 (the URI form of an IRI, RFC 3987 §3.1). For a suffix reference
   * (option `suffixes`), the completed URI (`http://www.w3.org/Addressing/`).
   */
  readonly uri: string;
  /**
   * The text found, as an IRI (RFC 3987): `uri` before its non-ASCII characters were
   * percent-encoded (`https://example.com/ünïcode/page`); the same as `uri` when the text is
   * ASCII.
   */
  readonly iri: string;
  /** Offset in the text (UTF-16 code units) of the URI's first character, after any delimiter or `URL:`. */
  readonly start: number;
  /** Offset just after the URI's last character, before any closing delimiter. */
  readonly end: number;
  /** `'angle'` for `<…>`, `'quote'` for `"…"`, `'none'` for a URI delimited by whitespace. */
  readonly delimiter: Delimiter;
  /**
   * The other reading when the URI has a line break right after a hyphen: the URI without those
   * hyphens (in URI form). "The hyphen may or may not actually be part of the URI" (RFC 3986
   * Appendix C); `uri` keeps it, this drops it. `undefined` when there is no such line break.
   */
  readonly alternative: string | undefined;
  /**
   * The suffix reference as written (`www.w3.org/Addressing/`, RFC 3986 §4.5) when `uri` was
   * completed from one (option `suffixes`); `undefined` otherwise.
   */
  readonly suffix: string | undefined;
}

/**
 * Options of {@link extract} and {@link createExtractor}.
 *
 * @example
 * ```ts
 * extract('Visit www.w3.org/Addressing/.', { suffixes: true })[0]?.uri; // 'http://www.w3.org/Addressing/'
 * extract('Visit www.w3.org/Addressing/.').length; // 0
 * ```
 */
export interface ExtractOptions {
  /**
   * Also find suffix references (RFC 3986 §4.5, Appendix F of the 2003 draft that became it):
   * a registered name starting with `www.` or `ftp.` and at least one more dot, with an optional
   * port, path, query and fragment, completed with `http://` or `ftp://`. Default `false`: these
   * are heuristics ("there is no standard set of heuristics").
   */
  readonly suffixes?: boolean | undefined;
  /**
   * The schemes reported (any case); a token with another scheme is not a URI here, so that
   * quoted prose such as `"user:password"` or `"this:that"` is not reported. Default: the
   * schemes of `registry` when one is given; else the IANA permanent URI schemes
   * ({@link IANA_PERMANENT_SCHEMES}), and any other scheme followed by `//`.
   */
  readonly schemes?: readonly string[] | undefined;
  /** A registry (`createRegistry` of `@urikit/core`) whose schemes are the default of `schemes`. */
  readonly registry?: { readonly schemes: readonly string[] } | undefined;
  /**
   * Schemes found in undelimited text without `//` after the colon, any case (when given, they
   * count as asked for, as if in `schemes`; the default ones only when `schemes` has them).
   * Default `['mailto', 'news', 'tel', 'urn']` (the RFC 3986 §1.1.2 examples without an
   * authority). Inside `<…>` or `"…"` every scheme of `schemes` is found; a bare `Note:` or
   * `Re:` is not.
   */
  readonly bareSchemes?: readonly string[] | undefined;
  /**
   * The longest span (code units, from the first character to the last, whitespace inside
   * delimiters included) a URI may take in the text; longer ones are not reported. It bounds
   * the memory of {@link createExtractor}. Default 8192.
   */
  readonly maxLength?: number | undefined;
}

/**
 * The streaming form of {@link extract}: text is written in chunks of any size, and the URIs
 * are given as soon as they are known, with offsets from the start of the whole text. The text
 * kept between chunks is bounded by `maxLength`, so memory stays constant whatever the input's
 * size. The URIs found are the same as `extract` finds in the whole text.
 *
 * @example
 * ```ts
 * const extractor = createExtractor();
 * extractor.write('Note the warning in <http://www.ics.uci.edu/pub/').length; // 0
 * extractor.write('\n  ietf/uri/historical.html#WARNING>.')[0]?.uri; // 'http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING'
 * extractor.end().length; // 0
 * ```
 */
export interface Extractor {
  /** Reads the next chunk; returns the URIs that are now complete, in text order. */
  write(chunk: string): FoundUri[];
  /** Ends the text; returns the URIs that were waiting for more text. */
  end(): FoundUri[];
  /**
   * How much text (UTF-16 code units) is held between chunks: a candidate not yet complete, the
   * scheme characters before the end, one character of context. At most `maxLength` + 5
   * whatever the input (the whitespace inside an unclosed `<` counts too).
   */
  readonly held: number;
}

const DEFAULT_BARE = ['mailto', 'news', 'tel', 'urn'];
const DEFAULT_MAX = 8192;
const IANA = /* @__PURE__ */ new Set(IANA_PERMANENT_SCHEMES);

/** Lower-case names from a list given by the caller; anything but an array of strings is `INVALID_ARGUMENT`. */
function names(list: unknown, what: string): Set<string> {
  let ok: boolean;
  try {
    ok = Array.isArray(list) && list.every((x) => typeof x === 'string');
  } catch (e) {
    throw invalidArgument(`extract: ${what} cannot be read`, list, undefined, e);
  }
  if (!ok) throw invalidArgument(`extract: ${what} is an array of strings`, list);
  return new Set((list as string[]).map((x) => x.toLowerCase()));
}

// The options, each read once (the core's readOption: a read that throws is INVALID_ARGUMENT).
function settingsOf(options: ExtractOptions | undefined): Settings {
  const option = (key: string) => readOption(options, key, 'extract');
  const maxLength = option('maxLength');
  const max = maxLength === undefined ? DEFAULT_MAX : maxLength;
  if (!Number.isSafeInteger(max) || (max as number) < 1) {
    throw invalidArgument('extract: maxLength is a positive whole number', max);
  }
  const listed = option('schemes');
  const registry = option('registry');
  const given =
    listed !== undefined
      ? names(listed, 'schemes')
      : registry !== undefined
        ? names(readField(registry, 'schemes', 'extract'), 'registry.schemes')
        : undefined;
  const bareSchemes = option('bareSchemes');
  const bare = names(bareSchemes === undefined ? DEFAULT_BARE : bareSchemes, 'bareSchemes');
  // Schemes named in bareSchemes are asked for too; the default ones are IANA schemes.
  const schemes = new Set(given ?? IANA);
  if (bareSchemes !== undefined) for (const name of bare) schemes.add(name);
  const suffixes = option('suffixes') === true;
  return { suffixes, bare, max: max as number, schemes, slashes: given === undefined };
}
/**
 * The URIs in running text, in text order, each with its offsets. Found as RFC 1738's
 * Appendix and RFC 3986 Appendix C describe:
 *
 * - delimited by `<…>` (with or without the `URL:` prefix) or `"…"`: the whitespace a long URI
 *   was broken with is taken out (in quotes only whitespace that holds a line break), and a
 *   blank line ends the candidate;
 * - or delimited by whitespace: any `scheme://…`, and `mailto:`, `news:`, `tel:`, `urn:` (option
 *   `bareSchemes`), without the sentence punctuation after it (`.,;:!?'`, and a `)` or `]` that
 *   closes nothing);
 * - a line break right after a hyphen is taken out with the indentation around it; `uri` keeps
 *   the hyphen and `alternative` drops it.
 *
 * A URI holds only the characters RFC 3986 allows (ASCII); validity (escapes, IP literals, the
 * scheme's rules) is the parser's job. Linear in the text's length.
 *
 * @example
 * ```ts
 * const text = 'Yes, Jim, I found it under "http://www.w3.org/Addressing/",\nbut you can probably pick it up from <ftp://foo.example.\ncom/rfc/>.';
 * extract(text).map((f) => f.uri); // ['http://www.w3.org/Addressing/', 'ftp://foo.example.com/rfc/']
 * extract('(see http://example.com/a_(b).)')[0]?.uri; // 'http://example.com/a_(b)'
 * ```
 */
export function extract(text: string, options?: ExtractOptions): FoundUri[] {
  if (typeof text !== 'string') throw invalidArgument('extract: the text is a string', text);
  return new Scanner(settingsOf(options)).scan(text, 0, true);
}

/**
 * A streaming {@link Extractor}: the same URIs as {@link extract}, from text given in chunks.
 *
 * @example
 * ```ts
 * const extractor = createExtractor({ maxLength: 2048 });
 * extractor.write('mail <mailto:a@exam').length; // 0
 * extractor.write('ple.org> now')[0]?.start; // 6
 * ```
 */
export function createExtractor(options?: ExtractOptions): Extractor {
  const scanner = new Scanner(settingsOf(options));
  let buffer = ''; // the text from `scanner.keep` on, after one character of context
  let base = 0; // offset of buffer[0] in the whole text
  let ended = false;
  const run = (final: boolean): FoundUri[] => {
    const found = scanner.scan(buffer, base, final);
    const keep = Math.max(scanner.keep - 1, base);
    buffer = buffer.slice(keep - base);
    base = keep;
    return found;
  };
  return {
    write(chunk) {
      if (ended) throw new Error('extract: write after end');
      if (typeof chunk !== 'string') throw invalidArgument('extract: a chunk is a string', chunk);
      buffer += chunk;
      return run(false);
    },
    end() {
      if (ended) return [];
      ended = true;
      const found = run(true);
      buffer = '';
      return found;
    },
    get held() {
      return buffer.length;
    },
  };
}
