/**
 * @urikit/extract: URIs found in running text, as RFC 1738's Appendix ("Recommendations for
 * URLs in Context") and RFC 3986 Appendix C ("Delimiting a URI in Context") describe them.
 * One pass over char codes, no regular expressions; a streaming form for large inputs.
 * @packageDocumentation
 */

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
   * out (RFC 1738 Appendix, RFC 3986 Appendix C). For a suffix reference (option `suffixes`),
   * the completed URI (`http://www.w3.org/Addressing/`).
   */
  readonly uri: string;
  /** Offset in the text (UTF-16 code units) of the URI's first character, after any delimiter or `URL:`. */
  readonly start: number;
  /** Offset just after the URI's last character, before any closing delimiter. */
  readonly end: number;
  /** `'angle'` for `<…>`, `'quote'` for `"…"`, `'none'` for a URI delimited by whitespace. */
  readonly delimiter: Delimiter;
  /**
   * The other reading when the URI has a line break right after a hyphen: the URI without those
   * hyphens. "The hyphen may or may not actually be part of the URI" (RFC 3986 Appendix C);
   * `uri` keeps it, this drops it. `undefined` when there is no such line break.
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
   * Schemes found in undelimited text without `//` after the colon, lower case. Default
   * `['mailto', 'news', 'tel', 'urn']` (the RFC 3986 §1.1.2 examples without an authority).
   * Any scheme followed by `//` is found, and any scheme inside `<…>` or `"…"`; a bare
   * `Note:` or `Re:` is not.
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
}

// Character classes (RFC 3986 §2), for the ASCII range: anything else ends a URI.
const URI = 1; // unreserved / reserved / "%": a character a URI may hold
const SCHEME = 2; // ALPHA / DIGIT / "+" / "-" / "." (§3.1)
const ALPHA = 4;
const SPACE = 8; // SP, HTAB, LF, VT, FF, CR: whitespace of running text
const PUNCT = 16; // sentence punctuation not taken at the end of an undelimited URI
const HOSTCH = 32; // ALPHA / DIGIT / "-" / ".": a DNS name (suffix references)
const SUFFIX_STOP = 64; // before "www.": a character that makes it part of something else

const TABLE = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  const set = (chars: string, bits: number) => {
    for (let i = 0; i < chars.length; i++) t[chars.charCodeAt(i)]! |= bits;
  };
  const alpha = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  const digit = '0123456789';
  set(alpha, URI | SCHEME | ALPHA | HOSTCH | SUFFIX_STOP);
  set(digit, URI | SCHEME | HOSTCH | SUFFIX_STOP);
  set('-.', URI | SCHEME | HOSTCH | SUFFIX_STOP);
  set('+', URI | SCHEME | SUFFIX_STOP);
  set("_~:/?#[]@!$&'()*,;=%", URI);
  set('_~:/@%', SUFFIX_STOP);
  set(' \t\n\v\f\r', SPACE);
  set(".,;:!?'", PUNCT);
  return t;
})();

const is = (c: number, bits: number): boolean => c < 128 && (TABLE[c]! & bits) !== 0;

const DEFAULT_BARE = ['mailto', 'news', 'tel', 'urn'];
const DEFAULT_MAX = 8192;
const LT = 0x3c;
const GT = 0x3e;
const QUOTE = 0x22;
const COLON = 0x3a;
const SLASH = 0x2f;
const HYPHEN = 0x2d;
const CR = 0x0d;
const LF = 0x0a;

/** What a scan of a candidate gave instead of a position: nothing here, "the text ended too
 * soon", or an undelimited URI longer than maxLength, skipped (scan's `pos` is then past it). */
const NONE = -1;
const MORE = -2;
const SKIP = -3;

interface Settings {
  readonly suffixes: boolean;
  readonly bare: ReadonlySet<string>;
  readonly max: number;
}

function settingsOf(options: ExtractOptions | undefined): Settings {
  const max = options?.maxLength ?? DEFAULT_MAX;
  if (!Number.isInteger(max) || max < 1) {
    throw new RangeError(`extract: maxLength must be a positive whole number, not ${max}`);
  }
  return {
    suffixes: options?.suffixes === true,
    bare: new Set((options?.bareSchemes ?? DEFAULT_BARE).map((s) => s.toLowerCase())),
    max,
  };
}

/** The outcome of scanning one buffer. */
interface Scan {
  readonly found: FoundUri[];
  /** Index from which the next scan must start again (the text before it is done). */
  readonly resume: number;
  /** True when an undelimited URI longer than `maxLength` runs on into the next buffer. */
  readonly skipping: boolean;
}

/** A URI being built from the slices of text between whitespace runs. */
class Builder {
  readonly #pieces: string[] = [];
  #length = 0;
  /** Offsets in the URI of the hyphens just before a line break. */
  readonly #hyphens: number[] = [];
  add(text: string, from: number, to: number): void {
    this.#pieces.push(text.slice(from, to));
    this.#length += to - from;
  }
  /** A hyphen just before a line break: the other reading drops it (RFC 3986 Appendix C). */
  hyphen(): void {
    this.#hyphens.push(this.#length - 1);
  }
  /** The URI, and the reading without the hyphens at line breaks (if any). */
  done(): [uri: string, alternative: string | undefined] {
    const uri = this.#pieces.join('');
    if (this.#hyphens.length === 0) return [uri, undefined];
    let alternative = '';
    let at = 0;
    for (const h of this.#hyphens) {
      alternative += uri.slice(at, h);
      at = h + 1;
    }
    return [uri, alternative + uri.slice(at)];
  }
}

/**
 * The end of a whitespace run starting at `i`, and how many line breaks it holds (CR LF, CR
 * and LF count one each); `-1` as the end when the run reaches the end of the buffer.
 */
function spaceRun(text: string, i: number): [end: number, breaks: number] {
  const n = text.length;
  let breaks = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (!is(c, SPACE)) return [i, breaks];
    if (c === LF) breaks++;
    else if (c === CR) {
      breaks++;
      if (text.charCodeAt(i + 1) === LF) i++;
    }
    i++;
  }
  return [-1, breaks];
}

/** Whether `text` at `i` starts with `word` (ASCII, any case). */
function startsWithWord(text: string, i: number, word: string): boolean {
  if (i + word.length > text.length) return false;
  for (let k = 0; k < word.length; k++) {
    if ((text.charCodeAt(i + k) | 0x20) !== word.charCodeAt(k)) return false;
  }
  return true;
}

/**
 * The end of a suffix reference's host at `i` (`www.` or `ftp.` and at least one more dot,
 * RFC 3986 §4.5), or NONE (also past `limit`); MORE when the buffer ends first.
 */
function suffixHost(text: string, i: number, final: boolean, limit: number): number {
  const n = text.length;
  if (n - i < 4) return final ? NONE : MORE;
  if (!startsWithWord(text, i, 'www.') && !startsWithWord(text, i, 'ftp.')) return NONE;
  let j = i + 4;
  while (j < n && j <= limit && is(text.charCodeAt(j), HOSTCH)) j++;
  if (j > limit) return NONE; // longer than maxLength: never reported, never waited for
  if (j === n && !final) return MORE;
  // The labels after "www.": at least two, none empty (a final "." may end the sentence).
  let host = text.slice(i + 4, j);
  if (host.endsWith('.')) host = host.slice(0, -1);
  const dot = host.indexOf('.');
  return dot > 0 && !host.endsWith('.') && !host.includes('..') ? j : NONE;
}

/**
 * Scans `text` from `start` (the character before it, if any, is context only). With `final`
 * false, a candidate that the end of the buffer cuts off is left for the next scan.
 */
function scan(
  text: string,
  start: number,
  final: boolean,
  base: number,
  s: Settings,
  skipping: boolean,
): Scan {
  const n = text.length;
  const found: FoundUri[] = [];
  let pos = start;
  let cut = false; // an over-long URI being skipped reaches the end of the buffer
  // Where a scheme may begin at the earliest: after the last ":" or URI found (§3.1 has no ":").
  let floor = start;

  const emit = (
    uri: string,
    from: number,
    to: number,
    delimiter: Delimiter,
    alternative: string | undefined,
    suffix: string | undefined,
  ) => {
    found.push(
      Object.freeze({ uri, start: base + from, end: base + to, delimiter, alternative, suffix }),
    );
  };

  // An over-long undelimited URI of the previous buffer: skip to its end.
  if (skipping) {
    while (pos < n && is(text.charCodeAt(pos), URI)) pos++;
    if (pos === n && !final) return { found, resume: n, skipping: true };
    floor = pos;
  }

  // `<…>` or `"…"` at `p` (RFC 1738 Appendix, RFC 3986 Appendix C): the position after the
  // closing delimiter, NONE, or MORE.
  const delimited = (p: number, close: number): number => {
    const angle = close === GT;
    let i = p + 1;
    const limit = p + s.max + 1; // the span may not exceed max
    // Leading whitespace and the "URL:" prefix (with or without a space after it).
    const skipSpace = (): number => {
      if (!angle) return i;
      const [end, breaks] = spaceRun(text, i);
      // Never wait for more than maxLength: a longer candidate is not reported anyway.
      if (end < 0) return final || n >= limit ? NONE : MORE;
      if (breaks > 1 || end >= limit) return NONE; // a blank line ends the paragraph too
      return end;
    };
    let at = skipSpace();
    if (at === NONE || at === MORE) return at;
    i = at;
    if (n - i < 4 && !final) return MORE;
    if (startsWithWord(text, i, 'url:')) {
      i += 4;
      at = skipSpace();
      if (at === NONE || at === MORE) return at;
      i = at;
    }
    const first = i;
    // A scheme and ":" (§3.1), or a suffix reference.
    let j = i;
    while (j < n && j < limit && is(text.charCodeAt(j), SCHEME)) j++;
    if (j >= limit) return NONE;
    if (j === n && !final) return MORE;
    let suffixed = false;
    if (!(j > i && is(text.charCodeAt(i), ALPHA) && text.charCodeAt(j) === COLON)) {
      if (!s.suffixes) return NONE;
      const host = suffixHost(text, i, final, limit);
      if (host === NONE || host === MORE) return host;
      suffixed = true;
    }
    const b = new Builder();
    let segment = first;
    let last = first; // after the last character of the URI
    let k = first;
    while (true) {
      if (k >= limit) return NONE;
      if (k === n) return final ? NONE : MORE;
      const c = text.charCodeAt(k);
      if (c === close) break;
      if (is(c, SPACE)) {
        const [end, breaks] = spaceRun(text, k);
        if (end < 0) return final ? NONE : MORE;
        // Quotes hold a URI broken across lines, never words on one line; a blank line ends both.
        if (breaks > 1 || (!angle && breaks === 0)) return NONE;
        b.add(text, segment, k);
        if (breaks === 1 && text.charCodeAt(k - 1) === HYPHEN) b.hyphen();
        segment = end;
        k = end;
        continue;
      }
      if (!is(c, URI)) return NONE;
      k++;
      last = k;
    }
    b.add(text, segment, last);
    if (last === first) return NONE;
    const [uri, alternative] = b.done();
    if (suffixed) {
      const prefix = startsWithWord(uri, 0, 'ftp.') ? 'ftp://' : 'http://';
      const alt = alternative === undefined ? undefined : prefix + alternative;
      emit(prefix + uri, first, last, angle ? 'angle' : 'quote', alt, uri);
    } else {
      emit(uri, first, last, angle ? 'angle' : 'quote', alternative, undefined);
    }
    return k + 1;
  };

  // An undelimited URI from `from` (its first character), whose scheme ends at `colon`
  // (or -1 for a suffix reference): the position after it, NONE, or MORE.
  const bare = (from: number, colon: number): number => {
    const b = new Builder();
    let segment = from;
    let k = colon < 0 ? from : colon + 1;
    let open = 0; // "(" minus ")" and "[" minus "]": closers without an opener are punctuation
    let square = 0;
    while (true) {
      while (k < n) {
        const c = text.charCodeAt(k);
        if (!is(c, URI)) break;
        if (c === 0x28) open++;
        else if (c === 0x29) open--;
        else if (c === 0x5b) square++;
        else if (c === 0x5d) square--;
        k++;
        if (k - from > s.max) {
          // Too long to report: skip to its end (the streaming form carries the skip over).
          while (k < n && is(text.charCodeAt(k), URI)) k++;
          cut = k === n && !final;
          pos = k;
          return SKIP;
        }
      }
      if (k === n && !final) return MORE;
      // A line break right after a hyphen: the URI goes on after the indentation (RFC 1738
      // Appendix, RFC 3986 Appendix C).
      if (k < n && text.charCodeAt(k - 1) === HYPHEN && is(text.charCodeAt(k), SPACE)) {
        const [end, breaks] = spaceRun(text, k);
        // A continuation that would make the URI longer than maxLength is not taken.
        const within = (end < 0 ? n : end) - from <= s.max;
        if (end < 0 && !final && within) return MORE;
        if (end > 0 && within && breaks === 1 && is(text.charCodeAt(end), URI)) {
          b.add(text, segment, k);
          b.hyphen();
          segment = end;
          k = end;
          continue;
        }
      }
      break;
    }
    // Trailing sentence punctuation, and closers without an opener, are not taken (Appendix C).
    let end = k;
    while (end > segment) {
      const c = text.charCodeAt(end - 1);
      if (is(c, PUNCT)) end--;
      else if (c === 0x29 && open < 0) {
        open++;
        end--;
      } else if (c === 0x5d && square < 0) {
        square++;
        end--;
      } else break;
    }
    b.add(text, segment, end);
    const [uri, alternative] = b.done();
    if (colon < 0) {
      const prefix = startsWithWord(uri, 0, 'ftp.') ? 'ftp://' : 'http://';
      const alt = alternative === undefined ? undefined : prefix + alternative;
      emit(prefix + uri, from, end, 'none', alt, uri);
      return k;
    }
    // Something after "scheme:" (after "scheme://" for an authority).
    const rest = uri.length - (colon + 1 - from);
    const slashes =
      text.charCodeAt(colon + 1) === SLASH && text.charCodeAt(colon + 2) === SLASH ? 2 : 0;
    if (rest <= slashes || end <= colon + 1 + slashes) return NONE;
    emit(uri, from, end, 'none', alternative, undefined);
    return k;
  };

  while (pos < n) {
    const c = text.charCodeAt(pos);
    if (c === LT || c === QUOTE) {
      const r = delimited(pos, c === LT ? GT : QUOTE);
      if (r === MORE) return { found, resume: pos, skipping: false };
      if (r !== NONE) {
        pos = r;
        floor = pos;
        continue;
      }
      pos++;
      floor = pos;
      continue;
    }
    if (c === COLON) {
      // The scheme before it: scheme characters back to the floor, from the first letter.
      let from = pos;
      while (from > floor && is(text.charCodeAt(from - 1), SCHEME)) from--;
      if (pos - from > s.max) {
        pos++;
        floor = pos;
        continue;
      }
      while (from < pos && !is(text.charCodeAt(from), ALPHA)) from++;
      const name = text.slice(from, pos).toLowerCase();
      let accept = false;
      if (from < pos && name !== 'url') {
        if (pos + 2 >= n && !final) return { found, resume: from, skipping: false };
        accept =
          (text.charCodeAt(pos + 1) === SLASH && text.charCodeAt(pos + 2) === SLASH) ||
          (s.bare.has(name) && is(text.charCodeAt(pos + 1), URI));
      }
      if (accept) {
        const r = bare(from, pos);
        if (r === MORE) return { found, resume: from, skipping: false };
        if (r === SKIP && cut) return { found, resume: n, skipping: true };
        if (r !== NONE) {
          if (r !== SKIP) pos = r;
          floor = pos;
          continue;
        }
      }
      pos++;
      floor = pos;
      continue;
    }
    // "www." or "ftp." at the start of a word: a suffix reference (RFC 3986 §4.5), if asked for.
    if (s.suffixes && ((c | 0x20) === 0x77 || (c | 0x20) === 0x66)) {
      if (pos === 0 || !is(text.charCodeAt(pos - 1), SUFFIX_STOP)) {
        const host = suffixHost(text, pos, final, pos + s.max);
        if (host === MORE) return { found, resume: pos, skipping: false };
        if (host !== NONE) {
          const r = bare(pos, -1);
          if (r === MORE) return { found, resume: pos, skipping: false };
          if (r === SKIP && cut) return { found, resume: n, skipping: true };
          if (r !== SKIP) pos = r;
          floor = pos;
          continue;
        }
      }
    }
    pos++;
  }
  if (final) return { found, resume: n, skipping: false };
  // The scheme characters at the end may begin a URI: keep them (at most max + 1 of them, since
  // a longer scheme would make a URI too long to report anyway).
  let keep = n;
  while (keep > floor && n - keep <= s.max && is(text.charCodeAt(keep - 1), SCHEME)) keep--;
  return { found, resume: keep, skipping: false };
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
  if (typeof text !== 'string') throw new TypeError('extract: the text must be a string');
  return scan(text, 0, true, 0, settingsOf(options), false).found;
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
  const s = settingsOf(options);
  let buffer = ''; // the text not done yet, after one character of context
  let context = 0; // 1 when buffer[0] is that context character
  let base = 0; // offset of buffer[0] in the whole text
  let skipping = false;
  let ended = false;
  const run = (final: boolean): FoundUri[] => {
    const r = scan(buffer, context, final, base, s, skipping);
    skipping = r.skipping;
    const keep = r.resume > 0 ? r.resume - 1 : 0;
    context = r.resume - keep;
    base += keep;
    buffer = buffer.slice(keep);
    return r.found;
  };
  return {
    write(chunk) {
      if (ended) throw new Error('extract: write after end');
      if (typeof chunk !== 'string') throw new TypeError('extract: a chunk must be a string');
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
  };
}
