// The scan behind `extract` and `createExtractor`: one pass over the text, resumable. A
// candidate that the end of a chunk cuts off keeps its state (where it stopped, the pieces read
// so far) and goes on from there with the next chunk; nothing is read twice except the inside of
// a delimited candidate that fails, read once more as plain text (RFC 3986 Appendix C: its
// content may still hold an undelimited URI), and that inside is at most `maxLength` long.
import type { Delimiter, FoundUri } from './index.js';

// Character classes: RFC 3986 §2 for ASCII, RFC 3987 §2.2 for the rest (here rather than in a
// module of their own, so that the loop over every character reads local bindings).

// For the ASCII range (anything else is read by `iriWidth`).
const URI = 1; // unreserved / reserved / "%": a character a URI may hold (RFC 3986 §2)
const SCHEME = 2; // ALPHA / DIGIT / "+" / "-" / "." (RFC 3986 §3.1)
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

/** Whether the code unit `c` is ASCII and in one of the classes `bits`. */
const is = (c: number, bits: number): boolean => c < 128 && (TABLE[c]! & bits) !== 0;

const ASCII_END = 0x80;
const LT = 0x3c;
const GT = 0x3e;
const QUOTE = 0x22;
const COLON = 0x3a;
const SLASH = 0x2f;
const HYPHEN = 0x2d;
const QUESTION = 0x3f;
const HASH = 0x23;
const CR = 0x0d;
const LF = 0x0a;
const OPEN_PAREN = 0x28;
const CLOSE_PAREN = 0x29;
const OPEN_SQUARE = 0x5b;
const CLOSE_SQUARE = 0x5d;
const LOWER_W = 0x77;
const LOWER_F = 0x66;
/** OR-ed into an ASCII letter's code, gives the lower case letter. */
const CASE_BIT = 0x20;

const HIGH_SURROGATE = 0xd800;
const LOW_SURROGATE = 0xdc00;
const SURROGATE_END = 0xe000;

/**
 * Whether the code point `cp` (not ASCII) may stand in an IRI found in running text: RFC 3987
 * §2.2 `ucschar`, and `iprivate` in the query only; minus the characters that in prose end an
 * IRI rather than belong to it (a reading, see the README): the space separators and general
 * punctuation block (U+00A0, U+1680, U+2000–U+206F, which hold the spaces, dashes, quotation
 * marks, the ellipsis and the bidi formatting characters RFC 3987 §4.1 forbids), the guillemets,
 * U+3000–U+303F (CJK spaces and punctuation: 、。「」…), the full-width ASCII punctuation, the
 * CJK compatibility and small form punctuation (U+FE10–U+FE1F, U+FE30–U+FE6F) and U+FEFF.
 */
function iriCodePoint(cp: number, query: boolean): boolean {
  // RFC 3987 §2.2: iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD (query only).
  if ((cp >= 0xe000 && cp <= 0xf8ff) || cp >= 0xf0000) return query && (cp & 0xfffe) !== 0xfffe;
  // ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / … / %xE1000-EFFFD:
  // every plane's last two code points and U+FDD0–U+FDEF (noncharacters) are out.
  if (cp < 0xa0 || (cp >= 0xd800 && cp < 0xf900)) return false;
  if ((cp >= 0xfdd0 && cp <= 0xfdef) || (cp >= 0xfff0 && cp <= 0xffff)) return false;
  if ((cp & 0xfffe) === 0xfffe) return false;
  if (cp >= 0xe0000 && cp < 0xe1000) return false; // tags and variation selectors supplement
  // Prose around the IRI, not the IRI.
  if (cp === 0xa0 || cp === 0xab || cp === 0xbb || cp === 0x1680 || cp === 0xfeff) return false;
  if (cp >= 0x2000 && cp <= 0x206f) return false;
  if (cp >= 0x3000 && cp <= 0x303f) return false;
  if ((cp >= 0xfe10 && cp <= 0xfe1f) || (cp >= 0xfe30 && cp <= 0xfe6f)) return false;
  return !fullWidthPunctuation(cp);
}

/** U+FF01–U+FF0F, U+FF1A–U+FF20, U+FF3B–U+FF40, U+FF5B–U+FF65: the full-width forms of ASCII
 * punctuation and the half-width CJK punctuation. */
const fullWidthPunctuation = (cp: number): boolean =>
  (cp >= 0xff01 && cp <= 0xff0f) ||
  (cp >= 0xff1a && cp <= 0xff20) ||
  (cp >= 0xff3b && cp <= 0xff40) ||
  (cp >= 0xff5b && cp <= 0xff65);

/** What `iriWidth` answers when the text ends between the two halves of a surrogate pair. */
const SPLIT = -1;

/**
 * The width in code units (1 or 2) of the IRI character (not ASCII) at `i`, 0 when the character
 * there may not stand in an IRI (a lone surrogate among them), or SPLIT when `i` is the last code
 * unit of the text and a high surrogate (its pair may come with the next chunk).
 */
function iriWidth(text: string, i: number, query: boolean): number {
  const c = text.charCodeAt(i);
  if (c >= HIGH_SURROGATE && c < SURROGATE_END) {
    if (c >= LOW_SURROGATE) return 0;
    if (i + 1 === text.length) return SPLIT;
    const low = text.charCodeAt(i + 1);
    if (low < LOW_SURROGATE || low >= SURROGATE_END) return 0;
    return iriCodePoint(text.codePointAt(i)!, query) ? 2 : 0;
  }
  return iriCodePoint(c, query) ? 1 : 0;
}

/**
 * The URI form of an IRI (RFC 3987 §3.1 step 2): each character that is not ASCII written as
 * the percent-encoded octets of its UTF-8 form; an IRI of ASCII only is returned as it is. The
 * IRIs found hold no lone surrogate, so `encodeURIComponent` cannot throw here.
 */
function toUri(iri: string): string {
  let out = '';
  let at = 0;
  for (let i = 0; i < iri.length; i++) {
    if (iri.charCodeAt(i) < ASCII_END) continue;
    let j = i + 1;
    while (j < iri.length && iri.charCodeAt(j) >= ASCII_END) j++;
    out += iri.slice(at, i) + encodeURIComponent(iri.slice(i, j));
    at = j;
    i = j;
  }
  return at === 0 ? iri : out + iri.slice(at);
}

/** The options, read once. */
export interface Settings {
  readonly suffixes: boolean;
  /** Schemes found in undelimited text without "//" after the colon. */
  readonly bare: ReadonlySet<string>;
  readonly max: number;
  /** The schemes reported. */
  readonly schemes: ReadonlySet<string>;
  /** Whether any other scheme is reported too when "//" follows its colon (the default). */
  readonly slashes: boolean;
}

/** What a step of a candidate gives instead of a position: wait for more text, or nothing here. */
const WAIT = -2;
const NONE = -1;

/** A whitespace run being read: where it began, its line breaks (CR LF counts one). */
interface Space {
  readonly start: number;
  breaks: number;
  /** The last character read was CR (an LF right after it is the same line break). */
  cr: boolean;
  /** A hyphen stands right before the run. */
  readonly hyphen: boolean;
}

/** The phases of a delimited candidate, in order. */
const LEAD = 0; // whitespace after "<"
const PREFIX = 1; // "URL:"
const LEAD_AFTER_PREFIX = 2; // whitespace after "<URL:"
const SCHEME_NAME = 3;
const BODY = 4;

/** A URI being built from the slices of text between whitespace runs. */
class Builder {
  readonly #pieces: string[] = [];
  #length = 0;
  /** Offsets in the URI of the hyphens just before a line break. */
  readonly #hyphens: number[] = [];
  add(piece: string): void {
    this.#pieces.push(piece);
    this.#length += piece.length;
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

/** A `<…>` or `"…"` candidate (RFC 1738 Appendix, RFC 3986 Appendix C). Offsets are of the whole text. */
interface Delimited {
  readonly kind: 'delimited';
  /** Offset of the opening `<` or `"`. */
  readonly start: number;
  readonly close: number;
  phase: number;
  /** The next character to read. */
  k: number;
  /** The URI's first character; its scheme's colon (-1 for a suffix reference). */
  first: number;
  colon: number;
  readonly b: Builder;
  /** Where the piece being read began, and the end of the last URI character. */
  segment: number;
  last: number;
  query: boolean;
  space: Space | undefined;
}

/** An undelimited URI (RFC 3986 Appendix C "whitespace"), or a suffix reference (§4.5). */
interface Undelimited {
  readonly kind: 'undelimited';
  /** Its first character; its scheme's colon (-1 for a suffix reference). */
  readonly start: number;
  readonly colon: number;
  /** A suffix reference whose host (after "www." or "ftp.") is still being read. */
  host: boolean;
  k: number;
  readonly b: Builder;
  segment: number;
  /** "(" minus ")" and "[" minus "]": closers without an opener are punctuation. */
  open: number;
  square: number;
  query: boolean;
  space: Space | undefined;
}

const newSpace = (start: number, hyphen: boolean): Space => ({
  start,
  breaks: 0,
  cr: false,
  hyphen,
});

/** Whether `text` at `i` starts with `word` (ASCII, any case). */
function startsWithWord(text: string, i: number, word: string): boolean {
  if (i + word.length > text.length) return false;
  for (let k = 0; k < word.length; k++) {
    if ((text.charCodeAt(i + k) | CASE_BIT) !== word.charCodeAt(k)) return false;
  }
  return true;
}

/**
 * The labels after "www." or "ftp." of a suffix reference (RFC 3986 §4.5): at least two, none
 * empty (a final "." may end the sentence).
 */
function suffixHost(host: string): boolean {
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  const dot = name.indexOf('.');
  return dot > 0 && !name.endsWith('.') && !name.includes('..');
}

/**
 * Whether the URI `iri`, whose scheme's colon is at `colon`, has something after "scheme:", and
 * after "scheme://" when it has one. RFC 3986 §3 allows an empty hier-part, but in prose
 * `"about:"`, `"DAV:"` or `"ftp://"` name a scheme or a namespace; they identify no resource
 * to link to and are not reported (a reading, see the README).
 */
function hierPart(iri: string, colon: number): boolean {
  const rest = iri.length - colon - 1;
  const slashes = iri.charCodeAt(colon + 1) === SLASH && iri.charCodeAt(colon + 2) === SLASH;
  return rest > (slashes ? 2 : 0);
}

/** The scan, with its state between chunks. */
export class Scanner {
  private readonly s: Settings;
  private text = '';
  /** Offset in the whole text of `text[0]`. */
  private base = 0;
  private final = false;
  private found: FoundUri[] = [];
  /** The next character of the plain text to read. */
  private pos = 0;
  /** Where the run of scheme characters before `pos` begins (RFC 3986 §3.1 has no ":"). */
  private runStart = 0;
  /** An undelimited URI longer than maxLength is being skipped. */
  private skipping = false;
  private candidate: Delimited | Undelimited | undefined;

  constructor(settings: Settings) {
    this.s = settings;
  }

  /**
   * Reads `text`, which starts at offset `base` of the whole text and holds everything from
   * {@link keep} of the previous scan on; `final` when nothing comes after it. Returns the URIs
   * completed.
   */
  scan(text: string, base: number, final: boolean): FoundUri[] {
    this.text = text;
    this.base = base;
    this.final = final;
    this.found = [];
    this.loop();
    return this.found;
  }

  /** The first offset the next scan may read: what is before it can be let go. */
  get keep(): number {
    if (this.candidate !== undefined) return this.candidate.start;
    if (this.skipping) return this.pos;
    return Math.max(this.runStart, this.pos - this.s.max - 1);
  }

  private code(at: number): number {
    return this.text.charCodeAt(at - this.base);
  }

  private slice(from: number, to: number): string {
    return this.text.slice(from - this.base, to - this.base);
  }

  private get end(): number {
    return this.base + this.text.length;
  }

  /** Plain text goes on at `at`; no scheme begins before it. */
  private past(at: number): void {
    this.pos = at;
    this.runStart = at;
  }

  /** The width of the URI or IRI character at `at` (0: none there), or SPLIT (wait for more). */
  private width(at: number, query: boolean): number {
    if (at >= this.end) return 0;
    const c = this.code(at);
    if (c < ASCII_END) return is(c, URI) ? 1 : 0;
    const w = iriWidth(this.text, at - this.base, query);
    return w === SPLIT && this.final ? 0 : w;
  }

  private loop(): void {
    const s = this.s;
    while (true) {
      const candidate = this.candidate;
      if (candidate !== undefined) {
        const r =
          candidate.kind === 'delimited' ? this.delimited(candidate) : this.undelimited(candidate);
        if (r === WAIT) return;
        this.candidate = undefined;
        if (r === NONE) {
          // A delimited candidate's inside is read again as plain text; an undelimited one
          // goes on after its colon, a suffix reference after its first character.
          if (candidate.kind === 'delimited') this.past(candidate.start + 1);
          else if (candidate.colon >= 0) this.past(candidate.colon + 1);
          else this.pos = candidate.start + 1;
        } else if (!this.skipping) this.past(r);
        continue;
      }
      if (this.skipping && !this.skip()) return;
      const pos = this.plain();
      const end = this.end;
      if (pos >= end) return;
      const c = this.code(pos);
      if (c === LT || c === QUOTE) {
        this.candidate = this.newDelimited(pos, c === LT ? GT : QUOTE);
        continue;
      }
      if (c === COLON) {
        if (!this.colon(pos)) return;
        continue;
      }
      // "www." or "ftp." at the start of a word: a suffix reference (RFC 3986 §4.5), if asked for.
      const lower = c | CASE_BIT;
      if (
        s.suffixes &&
        (lower === LOWER_W || lower === LOWER_F) &&
        (pos === 0 || !is(this.code(pos - 1), SUFFIX_STOP))
      ) {
        if (end - pos < 4 && !this.final) return;
        const local = pos - this.base;
        if (startsWithWord(this.text, local, 'www.') || startsWithWord(this.text, local, 'ftp.')) {
          this.candidate = this.newUndelimited(pos, -1, pos + 4);
          continue;
        }
      }
      if (!is(c, SCHEME)) this.runStart = pos + 1;
      this.pos = pos + 1;
    }
  }

  /**
   * Reads plain text from `pos` up to the next character that may begin something (`<`, `"`,
   * `:`, and `w` or `f` when suffix references are asked for): its offset, or the end.
   */
  private plain(): number {
    const text = this.text;
    const base = this.base;
    const suffixes = this.s.suffixes;
    let runStart = this.runStart;
    let i = this.pos - base;
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === LT || c === QUOTE || c === COLON) break;
      if (suffixes && ((c | CASE_BIT) === LOWER_W || (c | CASE_BIT) === LOWER_F)) break;
      if (!is(c, SCHEME)) runStart = base + i + 1;
    }
    this.runStart = runStart;
    this.pos = base + i;
    return this.pos;
  }

  /** Skips the rest of an over-long undelimited URI; false when the text ends first. */
  private skip(): boolean {
    let pos = this.pos;
    let w = this.width(pos, true);
    while (w > 0) {
      pos += w;
      w = this.width(pos, true);
    }
    this.pos = pos;
    if (w === SPLIT || (pos === this.end && !this.final)) return false;
    this.skipping = false;
    this.past(pos);
    return true;
  }

  /** A ":" in plain text: the scheme before it may begin an undelimited URI. False: wait. */
  private colon(pos: number): boolean {
    const s = this.s;
    let from = this.runStart;
    if (pos - from > s.max) {
      this.past(pos + 1);
      return true;
    }
    // RFC 3986 §3.1: a scheme begins with a letter.
    while (from < pos && !is(this.code(from), ALPHA)) from++;
    const name = this.slice(from, pos).toLowerCase();
    if (from < pos && name !== 'url') {
      if (pos + 3 >= this.end && !this.final) return false;
      // What follows "scheme:" or "scheme://" begins with an ASCII character (a reading, see
      // the README): in text written without spaces between words, a scheme name followed by
      // letters of the script (`的news:形式`) is the name in a sentence, not an IRI.
      const slashes = this.code(pos + 1) === SLASH && this.code(pos + 2) === SLASH;
      const accept = slashes
        ? this.accepts(name, true) && is(this.code(pos + 3), URI)
        : s.bare.has(name) && this.accepts(name, false) && is(this.code(pos + 1), URI);
      if (accept) {
        this.candidate = this.newUndelimited(from, pos, pos + 1);
        return true;
      }
    }
    this.past(pos + 1);
    return true;
  }

  /** Whether the scheme `name` (lower case) is one to report (option `schemes`). */
  private accepts(name: string, slashes: boolean): boolean {
    return this.s.schemes.has(name) || (this.s.slashes && slashes);
  }

  private newDelimited(start: number, close: number): Delimited {
    return {
      kind: 'delimited',
      start,
      close,
      phase: close === GT ? LEAD : PREFIX,
      k: start + 1,
      first: start + 1,
      colon: -1,
      b: new Builder(),
      segment: start + 1,
      last: start + 1,
      query: false,
      space: undefined,
    };
  }

  private newUndelimited(start: number, colon: number, k: number): Undelimited {
    return {
      kind: 'undelimited',
      start,
      colon,
      host: colon < 0,
      k,
      b: new Builder(),
      segment: start,
      open: 0,
      square: 0,
      query: false,
      space: undefined,
    };
  }

  /** Reads whitespace from `k` into `space`, up to `limit`: where it stops. */
  private spaces(space: Space, k: number, limit: number): number {
    const end = Math.min(this.end, limit);
    while (k < end) {
      const c = this.code(k);
      if (!is(c, SPACE)) return k;
      if (c === LF) {
        if (!space.cr) space.breaks++;
        space.cr = false;
      } else {
        if (c === CR) space.breaks++;
        space.cr = c === CR;
      }
      k++;
    }
    return k;
  }

  /** Where the plain text goes on after `d`, NONE, or WAIT. */
  private delimited(d: Delimited): number {
    const limit = d.start + this.s.max + 1; // the span may not exceed maxLength
    if (d.phase !== BODY) {
      const r = this.delimitedHead(d, limit);
      if (r !== BODY) return r;
    }
    return this.delimitedBody(d, limit);
  }

  /** The whitespace, "URL:" and scheme before a delimited URI: BODY when they are read. */
  private delimitedHead(d: Delimited, limit: number): number {
    const end = this.end;
    const final = this.final;
    while (d.phase !== BODY) {
      if (d.phase === LEAD || d.phase === LEAD_AFTER_PREFIX) {
        // RFC 1738 Appendix: "<URL:" "with or without a trailing space".
        if (d.close === GT) {
          d.space ??= newSpace(d.k, false);
          d.k = this.spaces(d.space, d.k, limit);
          // Never wait for more than maxLength; a blank line ends the paragraph too.
          if (d.k >= limit || d.space.breaks > 1) return NONE;
          if (d.k === end) return final ? NONE : WAIT;
          d.space = undefined;
        }
        d.phase = d.phase === LEAD ? PREFIX : SCHEME_NAME;
        d.first = d.k;
      } else if (d.phase === PREFIX) {
        if (end - d.k < 4 && !final) return WAIT;
        const url = startsWithWord(this.text, d.k - this.base, 'url:');
        if (url) d.k += 4;
        d.phase = url ? LEAD_AFTER_PREFIX : SCHEME_NAME;
        d.first = d.k;
      } else {
        const r = this.delimitedScheme(d, limit);
        if (r !== BODY) return r;
        d.segment = d.first;
        d.phase = BODY;
      }
    }
    return BODY;
  }

  /** A delimited URI's scheme and ":" (RFC 3986 §3.1), or a suffix reference: BODY when read. */
  private delimitedScheme(d: Delimited, limit: number): number {
    const s = this.s;
    const end = this.end;
    let j = d.k;
    while (j < end && j < limit && is(this.code(j), SCHEME)) j++;
    d.k = j;
    if (j >= limit) return NONE;
    if (j === end) return this.final ? NONE : WAIT;
    if (j > d.first && is(this.code(d.first), ALPHA) && this.code(j) === COLON) {
      const name = this.slice(d.first, j).toLowerCase();
      if (!s.schemes.has(name)) {
        if (!s.slashes) return NONE;
        if (j + 2 >= end && !this.final) return WAIT;
        if (!(this.code(j + 1) === SLASH && this.code(j + 2) === SLASH)) return NONE;
      }
      d.colon = j;
      d.k = j + 1;
      d.last = j + 1;
      return BODY;
    }
    const local = d.first - this.base;
    const suffix =
      startsWithWord(this.text, local, 'www.') || startsWithWord(this.text, local, 'ftp.');
    if (!s.suffixes || !suffix) return NONE;
    d.last = j;
    return BODY;
  }

  /** The rest of a delimited URI, up to its closing delimiter. */
  private delimitedBody(d: Delimited, limit: number): number {
    const end = this.end;
    const final = this.final;
    while (true) {
      if (d.space !== undefined) {
        const space = d.space;
        d.k = this.spaces(space, d.k, limit);
        if (d.k >= limit) return NONE;
        if (d.k === end) return final ? NONE : WAIT;
        d.space = undefined;
        // A blank line ends the candidate; quotes hold a URI broken across lines only.
        if (space.breaks > 1) return NONE;
        if (space.breaks === 0) {
          if (d.close !== GT) return NONE;
          if (this.code(d.k) === GT) return this.delimitedDone(d, d.k);
          // RFC 3986 Appendix C takes out the whitespace of a line broken inside "<…>";
          // spaces within one line are part of what the writer meant (`<a b c>`), which is
          // not this URI: nothing is reported, and the text goes on after the spaces.
          return d.k;
        }
        d.b.add(this.slice(d.segment, space.start));
        if (space.hyphen) d.b.hyphen();
        d.segment = d.k;
        continue;
      }
      const k = d.k;
      if (k >= limit) return NONE;
      if (k === end) return final ? NONE : WAIT;
      const c = this.code(k);
      if (c === d.close) return this.delimitedDone(d, k);
      if (is(c, SPACE)) {
        d.space = newSpace(k, this.code(k - 1) === HYPHEN);
        continue;
      }
      const w = this.width(k, d.query);
      if (w === SPLIT) return WAIT;
      if (w === 0) return NONE;
      // RFC 3987 §2.2: iprivate characters in the query only.
      if (c === QUESTION) d.query = true;
      else if (c === HASH) d.query = false;
      d.k = k + w;
      d.last = d.k;
    }
  }

  /** A delimited URI closed at `close`: reported, or NONE. */
  private delimitedDone(d: Delimited, close: number): number {
    d.b.add(this.slice(d.segment, d.last));
    const [iri, alternative] = d.b.done();
    if (iri === '' || (d.colon >= 0 && !hierPart(iri, d.colon - d.first))) return NONE;
    if (d.colon < 0 && !this.hostOf(iri)) return NONE;
    const delimiter = d.close === GT ? 'angle' : 'quote';
    this.emit(iri, alternative, d.first, d.last, delimiter, d.colon < 0);
    return close + 1;
  }

  /** Whether the suffix reference `iri` has a host such as "www.example.org" (RFC 3986 §4.5). */
  private hostOf(iri: string): boolean {
    let j = 4;
    while (j < iri.length && is(iri.charCodeAt(j), HOSTCH)) j++;
    return suffixHost(iri.slice(4, j));
  }

  /** The rest of an undelimited URI: where the plain text goes on, NONE, or WAIT. */
  private undelimited(u: Undelimited): number {
    const s = this.s;
    const end = this.end;
    while (true) {
      if (u.space !== undefined) {
        // A line break right after a hyphen: the URI goes on after the indentation (RFC 1738
        // Appendix, RFC 3986 Appendix C), if that keeps it within maxLength.
        const space = u.space;
        u.k = this.spaces(space, u.k, u.start + s.max + 1);
        if (u.k - u.start > s.max) return this.undelimitedDone(u, space.start);
        if (u.k === end) return this.final ? this.undelimitedDone(u, space.start) : WAIT;
        const w = space.breaks === 1 ? this.width(u.k, u.query) : 0;
        if (w === SPLIT) return WAIT;
        u.space = undefined;
        if (w === 0) return this.undelimitedDone(u, space.start);
        u.b.add(this.slice(u.segment, space.start));
        u.b.hyphen();
        u.segment = u.k;
        continue;
      }
      const k = u.k;
      if (k === end) return this.final ? this.undelimitedDone(u, k) : WAIT;
      const c = this.code(k);
      if (u.host) {
        if (is(c, HOSTCH)) {
          if (k + 1 - u.start > s.max) return NONE; // never reported, never waited for
          u.k = k + 1;
          continue;
        }
        if (!suffixHost(this.slice(u.start + 4, k))) return NONE;
        u.host = false;
      }
      const w = this.width(k, u.query);
      if (w === SPLIT) return WAIT;
      if (w === 0) {
        if (is(c, SPACE) && this.code(k - 1) === HYPHEN) {
          u.space = newSpace(k, true);
          continue;
        }
        return this.undelimitedDone(u, k);
      }
      if (c === OPEN_PAREN) u.open++;
      else if (c === CLOSE_PAREN) u.open--;
      else if (c === OPEN_SQUARE) u.square++;
      else if (c === CLOSE_SQUARE) u.square--;
      else if (c === QUESTION) u.query = true;
      else if (c === HASH) u.query = false;
      u.k = k + w;
      if (u.k - u.start > s.max) {
        // Too long to report: skip to its end (the streaming form carries the skip over).
        this.skipping = true;
        this.pos = u.k;
        return u.k;
      }
    }
  }

  /** An undelimited URI that ends at `k`: reported (the plain text goes on at `k`), or NONE. */
  private undelimitedDone(u: Undelimited, k: number): number {
    if (u.host && !suffixHost(this.slice(u.start + 4, k))) return NONE;
    // Trailing sentence punctuation, and closers without an opener, are not taken (Appendix C).
    let end = k;
    let open = u.open;
    let square = u.square;
    while (end > u.segment) {
      const c = this.code(end - 1);
      if (is(c, PUNCT)) end--;
      else if (c === CLOSE_PAREN && open < 0) {
        open++;
        end--;
      } else if (c === CLOSE_SQUARE && square < 0) {
        square++;
        end--;
      } else break;
    }
    u.b.add(this.slice(u.segment, end));
    const [iri, alternative] = u.b.done();
    if (u.colon >= 0 && !hierPart(iri, u.colon - u.start)) return NONE;
    this.emit(iri, alternative, u.start, end, 'none', u.colon < 0);
    return k;
  }

  private emit(
    iri: string,
    alternative: string | undefined,
    start: number,
    end: number,
    delimiter: Delimiter,
    suffixed: boolean,
  ): void {
    const prefix = suffixed ? (startsWithWord(iri, 0, 'ftp.') ? 'ftp://' : 'http://') : '';
    this.found.push(
      Object.freeze({
        uri: toUri(prefix + iri),
        iri: prefix + iri,
        start,
        end,
        delimiter,
        alternative: alternative === undefined ? undefined : toUri(prefix + alternative),
        suffix: suffixed ? iri : undefined,
      }),
    );
  }
}
