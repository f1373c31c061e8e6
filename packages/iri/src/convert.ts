// The mappings between IRIs and URIs: IRI → URI (RFC 3987 §3.1), URI → IRI (§3.2).

import {
  escapeAt,
  isAbsoluteUri,
  isUri,
  isUriReference,
  type OptionSpec,
  parse,
  readOptions,
  Uri,
  UriError,
} from '@urikit/core/plugin';
import { classify, codePointAt, encodePoint, PCT, UCS } from './chars.js';
import { encodeNonAscii, Iri, type IriKind, readIri, ruleOf } from './iri.js';

// The options of iriToUri and uriToIri, read once at the entry (the core's readOptions).
const CONVERT_OPTIONS: OptionSpec = { hosts: 'value', kind: 'value' };

/**
 * How reg-names that are domain names are written in each form (RFC 3987 §3.1, §3.2,
 * §5.3.3): `@urikit/idna` exports one (`idnaHosts`, UTS #46). Without it, a reg-name is
 * mapped like every other component: its non-ASCII characters UTF-8 percent-encoded.
 */
export interface HostMapping {
  /**
   * A reg-name as an IRI writes it (non-ASCII characters and escapes) to the ASCII reg-name
   * of the URI (RFC 3987 §3.1, ToASCII). Throws `UriError` when it has none.
   */
  toAscii(regName: string): string;
  /**
   * A URI's reg-name, its escapes of IRI characters already decoded, to the ireg-name of its
   * IRI (RFC 3987 §3.2, ToUnicode), or the reg-name itself when it cannot be shown safely.
   */
  toUnicode(regName: string): string;
}

/** Options of {@link iriToUri} and {@link uriToIri}. */
export interface ConvertOptions {
  /** Which production the input must match: `'reference'` (the default), `'iri'`, `'absolute'`. */
  readonly kind?: IriKind | undefined;
  /** The reg-name mapping (IDNA); see {@link HostMapping}. */
  readonly hosts?: HostMapping | undefined;
}

const CHECK = { reference: isUriReference, iri: isUri, absolute: isAbsoluteUri } as const;

/**
 * Maps an IRI reference to the URI reference it stands for (RFC 3987 §3.1): each character
 * in ucschar or iprivate becomes its UTF-8 octets, percent-encoded with upper-case hex, and
 * nothing else changes: an escape already there (`%20`, `%c3%a9`) stays as written, ASCII is
 * kept, the text is not normalized (§3.1 step 1 c). The input is validated first (an invalid
 * IRI throws `UriError`, as `parseIri`). With `hosts` (`idnaHosts` of `@urikit/idna`), a
 * reg-name is mapped by it (ToASCII) instead. Idempotent, and the identity on URIs.
 *
 * @example
 * ```ts
 * iriToUri('http://www.example.org/red%09rosé#red'); // 'http://www.example.org/red%09ros%C3%A9#red'
 * iriToUri('http://example.com/%20ü'); // 'http://example.com/%20%C3%BC'
 * iriToUri('http://a b/'); // throws INVALID_HOST
 * ```
 */
export function iriToUri(iri: string | Iri, given?: ConvertOptions): string {
  const options = readOptions(given, CONVERT_OPTIONS, 'iriToUri');
  const hosts = options?.hosts;
  const kind = options?.kind ?? 'reference';
  if (typeof iri === 'string' && hosts === undefined) return convert(iri, kind);
  const v = iri instanceof Iri ? iri : checked(iri as string, kind);
  if (hosts === undefined || v.hostKind !== 'reg-name' || v.host === '') {
    return encodeNonAscii(v.toString());
  }
  const text = v.toString();
  const from = v.offsetOf('host');
  const to = from + v.host!.length;
  const host = mapped(() => hosts.toAscii(v.host!), text, from);
  const out = encodeNonAscii(text.slice(0, from)) + host + encodeNonAscii(text.slice(to));
  // The mapping's answer must be a reg-name that keeps the other components where they were.
  const u = parse(out);
  if (u.hostText !== host) {
    throw new UriError(
      'INVALID_HOST',
      'RFC 3987 §3.1: ToASCII gave no reg-name',
      out,
      from,
      'host',
    );
  }
  return out;
}

/** The answer of a host mapping; its `UriError` placed at its offset in the whole text. */
function mapped(map: () => string, text: string, from: number): string {
  try {
    return map();
  } catch (error) {
    if (!(error instanceof UriError)) throw error;
    throw new UriError(error.code, ruleOf(error), text, from + error.index, 'host');
  }
}

function checked(text: string, kind: IriKind): Iri {
  const r = readIri(text, kind);
  if (r instanceof UriError) throw r;
  return r;
}

/**
 * The fast route of iriToUri: encode while scanning, validate the result with the core's
 * predicate; only an input with a forbidden or private-use character, or an invalid one, is
 * read again (slowly) to say exactly what is wrong and where.
 */
function convert(text: string, kind: IriKind): string {
  let out = '';
  let last = 0;
  let doubt = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    if (text.charCodeAt(i) < 0x80) continue;
    const cp = codePointAt(text, i);
    if (classify(cp) !== UCS) doubt = true;
    out += text.slice(last, i) + encodePoint(cp);
    if (cp > 0xffff) i++;
    last = i + 1;
  }
  if (last !== 0) out += text.slice(last);
  else out = text;
  const valid = CHECK[kind];
  if (valid === undefined) checked(text, kind);
  if (doubt || !valid(out)) checked(text, kind);
  return out;
}

// Characters RFC 3987 §6.1 tells to avoid, left percent-encoded by uriToIri: format characters
// (Cf: invisible, bidi controls among them) and separators (Z: spaces that look like nothing).
const HIDDEN = /[\p{Cf}\p{Z}]/u;

/**
 * Maps a URI reference to an IRI reference (RFC 3987 §3.2): escapes that form well-formed
 * UTF-8 (RFC 3629: no overlong form, no surrogate) of a character that an IRI may hold are
 * decoded. An escape stays when it encodes ASCII (a reserved character, "%", or anything
 * else: the mapping never changes what the ASCII of the URI says), when it is not part of
 * well-formed UTF-8 (§3.2 step 3), or when its character is not appropriate (step 4): not
 * ucschar, a bidirectional formatting character (§4.1), a format character or a space
 * separator (§6.1), or a private-use character. An escape of a non-ASCII octet that stays is
 * written with upper-case hex, as the procedure re-encodes it. With `hosts`, a reg-name is
 * mapped by it (ToUnicode). `iriToUri(uriToIri(u))` is `u` again, hex case aside.
 *
 * @example
 * ```ts
 * uriToIri('http://www.example.org/D%C3%BCrst'); // 'http://www.example.org/Dürst'
 * uriToIri('http://www.example.org/D%FCrst'); // 'http://www.example.org/D%FCrst'
 * uriToIri('http://xn--99zt52a.example.org/%e2%80%ae'); // 'http://xn--99zt52a.example.org/%E2%80%AE'
 * uriToIri('http://a/%2F%41'); // 'http://a/%2F%41'
 * ```
 */
export function uriToIri(uri: string | Uri, given?: ConvertOptions): string {
  const options = readOptions(given, CONVERT_OPTIONS, 'uriToIri');
  const u =
    uri instanceof Uri ? uri : parse(uri as string, { kind: kindOf(options?.kind ?? 'reference') });
  const text = u.toString();
  const hosts = options?.hosts;
  if (hosts !== undefined && u.hostKind === 'reg-name' && u.host !== '') {
    const from = u.offsetOf('host');
    const to = from + u.host!.length;
    const host = mapped(() => hosts.toUnicode(decode(u.host!)), text, from);
    const out = decode(text.slice(0, from)) + host + decode(text.slice(to));
    // The mapping's answer must be an ireg-name that keeps the other components in place.
    const iri = checked(out, 'reference');
    if (iri.host !== host) {
      throw new UriError(
        'INVALID_HOST',
        'RFC 3987 §3.2: ToUnicode gave no ireg-name',
        out,
        from,
        'host',
      );
    }
    return out;
  }
  return decode(text);
}

function kindOf(kind: IriKind): 'reference' | 'uri' | 'absolute' {
  return kind === 'iri' ? 'uri' : kind;
}

/** Decodes the escapes of `text` that form allowed non-ASCII characters (see uriToIri). */
function decode(text: string): string {
  let i = text.indexOf('%');
  if (i < 0) return text;
  let out = '';
  let last = 0;
  while (i >= 0) {
    const b = escapeAt(text, i);
    if (b < 0x80) {
      i = text.indexOf('%', i + 3);
      continue;
    }
    // The length of the UTF-8 sequence the lead octet announces, and the range of its
    // second octet (RFC 3629 §4: no overlong form, no surrogate, nothing above U+10FFFF).
    let len = 0;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) len = 2;
    else if (b >= 0xe0 && b <= 0xef) {
      len = 3;
      if (b === 0xe0) lo = 0xa0;
      else if (b === 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      len = 4;
      if (b === 0xf0) lo = 0x90;
      else if (b === 0xf4) hi = 0x8f;
    }
    let cp = len === 2 ? b & 0x1f : len === 3 ? b & 0x0f : b & 0x07;
    let k = 1;
    for (; k < len; k++) {
      const c = escapeAt(text, i + 3 * k);
      if (c < (k === 1 ? lo : 0x80) || c > (k === 1 ? hi : 0xbf)) break;
      cp = (cp << 6) | (c & 0x3f);
    }
    const whole = len > 0 && k === len;
    const size = whole ? 3 * len : 3;
    const ch = whole ? String.fromCodePoint(cp) : '';
    const keep = !whole || classify(cp) !== UCS || HIDDEN.test(ch);
    out += text.slice(last, i) + (keep ? upper(text, i, size) : ch);
    i += size;
    last = i;
    i = text.indexOf('%', i);
  }
  return out + text.slice(last);
}

/** The escapes `text[i, i + size)` with upper-case hex. */
function upper(text: string, i: number, size: number): string {
  let out = '';
  for (let k = i; k < i + size; k += 3) out += PCT[escapeAt(text, k)]!;
  return out;
}
