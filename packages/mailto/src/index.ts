/**
 * @urikit/mailto: the mailto URI scheme, RFC 6068 (which updates RFC 1738 §3.5).
 * @packageDocumentation
 */
import {
  codes,
  decodeIn,
  defineErrors,
  defineFindings,
  defineScheme,
  dotAtomEnd,
  escapeAt,
  indexOfEscaped,
  percentDecode,
  percentEncode,
  schemeUri,
  serialize,
  type Uri,
  UriError,
} from '@urikit/core/plugin';

/** One header field: the name in lower case, the value decoded. */
type Field = readonly [name: string, value: string];

/**
 * The parts of a mailto URI (RFC 6068 §2): the addresses and the header fields, decoded. Every
 * `to` hfield is folded into `to` (`mailto:a@x?to=b@y` reads as `mailto:a@x,b@y`); the other
 * hfields stay in `headers`, in order, names in lower case. The conveniences are the first
 * value of each field a mail client keeps (RFC 6068 §4): views of `headers`, which `format`
 * writes (a convenience is written only when `headers` lacks its field).
 *
 * @example
 * ```ts
 * const parts: MailtoParts = mailto.parse('mailto:joe@example.com?cc=bob@example.com&body=hello');
 * parts.to; // ['joe@example.com']
 * parts.headers; // [['cc', 'bob@example.com'], ['body', 'hello']]
 * parts.body; // 'hello'
 * ```
 */
export interface MailtoParts {
  /** Every address, decoded, in order: the path's, then each `to` hfield's. */
  readonly to: readonly string[];
  /** The other hfields in order, `[name, value]`: name lower-cased, both decoded. */
  readonly headers: readonly Field[];
  /** The first `subject`. */
  readonly subject?: string | undefined;
  /** The first `body`: the text of the message (line breaks as written, `\r\n` by §5). */
  readonly body?: string | undefined;
  /** The first `cc`. */
  readonly cc?: string | undefined;
  /** The first `bcc` (`check` reports it: RFC 6068 §7). */
  readonly bcc?: string | undefined;
  /** The first `keywords`. */
  readonly keywords?: string | undefined;
  /** The first `in-reply-to`. */
  readonly inReplyTo?: string | undefined;
  /** The first `references`. */
  readonly references?: string | undefined;
  /** The fragment as written, without "#" (RFC 6068 §2: meaningless, ignored). */
  readonly fragment?: string | undefined;
}

/**
 * The message template a mail client shows for a mailto URI (RFC 6068 §3, §7), made by
 * {@link toMessage}. Values are decoded text, as §7 says they are shown.
 *
 * @example
 * ```ts
 * const m: MailtoMessage = toMessage('mailto:a@x?subject=Hi&from=evil@y&x-spam=1');
 * m.fields; // [['To', 'a@x'], ['Subject', 'Hi']]
 * m.ignored; // [['from', 'evil@y']]
 * m.unknown; // [['x-spam', '1']]
 * ```
 */
export interface MailtoMessage {
  /** The header fields to use: one `To:` with every address first, then the safe ones. */
  readonly fields: readonly Field[];
  /** The body with CRLF line breaks (RFC 5322 §2.3), `''` when there is none. */
  readonly body: string;
  /** Fields RFC 6068 §3 says MUST be ignored (From, Date, Resent-*, Content-*, …): dropped. */
  readonly ignored: readonly Field[];
  /** Fields not known to be safe (§3 "especially suspect", §4): dropped, listed to be shown. */
  readonly unknown: readonly Field[];
}

const freeze = Object.freeze;

const fail = defineErrors('MAILTO', {
  AUTHORITY: 'RFC 6068 §2',
  INVALID_ADDRESS: 'RFC 6068 §2',
  UNENCODED: 'RFC 6068 §2',
  MISSING_EQUALS: 'RFC 6068 §2',
  INVALID_HFNAME: 'RFC 5322 §3.6.8',
  HEADER_INJECTION: 'RFC 6068 §5',
});

const finding = defineFindings('MAILTO', {
  BCC: ['RFC 6068 §7', 'warning'],
  IGNORED_HEADER: ['RFC 6068 §3', 'warning'],
  UNKNOWN_HEADER: ['RFC 6068 §3', 'warning'],
  DUPLICATE_HEADER: ['RFC 6068 §2', 'warning'],
});

// The fields a mail client keeps (RFC 6068 §3, §4; RFC 5322 §3.6.3–§3.6.5); each but `to` has
// a convenience part, named in camel case. The lists among them merge when repeated.
const SAFE = ['to', 'subject', 'body', 'cc', 'bcc', 'keywords', 'in-reply-to', 'references'];
const CONVENIENCE = SAFE.slice(1).map(
  (n) => [n, n.replace(/-./g, (m) => m[1]!.toUpperCase()) as keyof MailtoParts] as const,
);
const LISTS = ['to', 'cc', 'bcc', 'keywords'];
// RFC 6068 §3: originator (RFC 5322 §3.6.1, §3.6.2), routing, trace (§3.6.7) and MIME fields.
const IGNORED = 'from sender reply-to date apparently-to return-path received mime-version'.split(
  ' ',
);
const ignoredField = (n: string) =>
  IGNORED.includes(n) || n.startsWith('resent-') || n.startsWith('content-');

// A set of ASCII characters, as a table by code.
function charSet(chars: string): Uint8Array {
  const set = new Uint8Array(128);
  for (let k = 0; k < chars.length; k++) set[chars.charCodeAt(k)] = 1;
  return set;
}

// RFC 6068 §2 item 1: the characters that are percent-encoded where they stand, written as they
// are only as delimiters: in an address "&", "/", ";", "=" (a `to` hfvalue adds an hfvalue's
// "?"); in an hfname "/" and "?" (the other characters of §2 item 1 RFC 3986 keeps out of a
// query).
const IN_ADDRESS = /* @__PURE__ */ charSet('&/;=');
const IN_HFNAME = /* @__PURE__ */ charSet('/?');
const IN_TO_HFVALUE = /* @__PURE__ */ charSet('&/;=?');
// What ends an hfvalue: the "&" after it, or a character §2 wants encoded there.
const HFVALUE_STOP = /* @__PURE__ */ charSet('&/=?');
// RFC 6068 §5: the octets that would end or cut a header line.
const CONTROLS = [codes.cr, codes.lf, codes.nul];
// RFC 5322 §3.2.3 atext that a URI holds as it is and §2 item 1 leaves unencoded.
const COMMON_ATEXT = /* @__PURE__ */ charSet(
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!$'*+-_~",
);

// The path starts after "mailto:" (RFC 6068 §2), whatever the case of the scheme name.
const PATH_START = 7;

/**
 * The reader of one mailto URI (RFC 6068 §2): its whole text (indexes are the URI's own), the
 * component being read (errors point into it) and the characters that component holds only
 * percent-encoded. One reader per `parse`: nothing outlives it.
 */
class Reader {
  component: 'path' | 'query' = 'path';
  reserved: Uint8Array = IN_ADDRESS;
  /** The addresses read (§2: the path's, then each `to` hfield's) and the other fields. */
  to: string[] | undefined = undefined;
  headers: Field[] | undefined = undefined;
  constructor(
    readonly uri: Uri,
    readonly text: string,
  ) {}

  stop(code: Parameters<typeof fail>[0], k: number, detail?: string): never {
    return fail(code, this.uri, k, this.component, detail);
  }

  want(k: number, what: string): never {
    return this.stop('INVALID_ADDRESS', k, `${what} expected`);
  }

  /** The octet at k (an escape gives its octet: the core checked escapes), -1 at `end`. */
  octet(k: number, end: number): number {
    if (k >= end) return -1;
    const t = this.text;
    let c = t.charCodeAt(k);
    if (c === codes.percentSign) c = escapeAt(t, k);
    else if (this.reserved[c] === 1) this.stop('UNENCODED', k, `"${t[k]}"`);
    // §5: no line break (the body is read elsewhere), no NUL: header injection.
    if (c === codes.nul || c === codes.lf || c === codes.cr) this.stop('HEADER_INJECTION', k);
    return c;
  }

  /** Where the octet after the one at k starts. */
  next(k: number): number {
    return k + (this.text.charCodeAt(k) === codes.percentSign ? 3 : 1);
  }

  /** The text [s, e) decoded (RFC 6068 §2 items 4, 5: UTF-8; errors at their place). */
  decoded(s: number, e: number): string {
    const base = this.uri.offsetOf(this.component);
    return decodeIn(this.uri, this.component, s - base, e - base);
  }
}

// `list` with `item` at its end (a list is made at its first item).
function add<T>(list: T[] | undefined, item: T): T[] {
  if (list === undefined) return [item];
  list.push(item);
  return list;
}

// RFC 5322 §3.2.3 dot-atom-text from k (the core's dotAtomEnd; RFC 6532 §3.2: UTF-8 octets are
// atext), each of its octets read in order first (what §2 item 1 and §5 refuse is reported at
// its character); returns where it ends.
function dotAtom(r: Reader, k: number, e: number): number {
  const t = r.text;
  const found = dotAtomEnd(t, k, e, true);
  const end = found < 0 ? -1 - found : found;
  for (let j = k; j <= end && j < e; j = r.next(j)) {
    // What `octet` may refuse: a raw character §2 item 1 wants encoded, or a "%0…" (§5).
    const c = t.charCodeAt(j);
    if (c === codes.percentSign ? t.charCodeAt(j + 1) === codes.digit0 : r.reserved[c] === 1) {
      r.octet(j, e);
    }
  }
  if (found < 0) r.want(end, 'atext');
  return found;
}

// RFC 5322 §3.2.4 quoted-string from the DQUOTE at k: qtext (RFC 6532 §3.2: and UTF-8) and
// quoted-pairs, no FWS (RFC 6068 §2 item 3); returns where it ends.
function quotedString(r: Reader, k: number, e: number): number {
  k = r.next(k);
  for (let c = r.octet(k, e); c !== codes.quotationMark; c = r.octet(k, e)) {
    if (c === codes.backslash) {
      // quoted-pair = "\" (VCHAR / WSP)
      k = r.next(k);
      c = r.octet(k, e);
      if (c !== codes.horizontalTab && (c < codes.space || c === codes.delete))
        r.want(k, 'quoted-pair');
    } else if (
      c !== codes.exclamationMark &&
      (c <= codes.quotationMark || c === codes.backslash || c === codes.delete)
    ) {
      r.want(k, 'qtext');
    }
    k = r.next(k);
  }
  return r.next(k);
}

// RFC 6068 §2: domain = "[" *dtext-no-obs "]", dtext being printable US-ASCII but "[", "]" and
// "\" (RFC 5322 §3.4.1); returns where it ends.
function domainLiteral(r: Reader, k: number, e: number): number {
  k = r.next(k);
  for (let c = r.octet(k, e); c !== codes.rightSquareBracket; c = r.octet(k, e)) {
    const dtext =
      c > codes.space && c <= codes.tilde && c !== codes.leftSquareBracket && c !== codes.backslash;
    if (!dtext) r.want(k, 'dtext');
    k = r.next(k);
  }
  return r.next(k);
}

// RFC 6068 §2: addr-spec = local-part "@" domain, without CFWS, obs- forms or NO-WS-CTL (items
// 2, 3), read octet by octet after decoding; returns the address decoded.
function readAddress(r: Reader, s: number, e: number): string {
  let k = r.octet(s, e) === codes.quotationMark ? quotedString(r, s, e) : dotAtom(r, s, e);
  // The "@" outside the quoted local part separates: `%22not@me%22@example.org` is one address.
  if (r.octet(k, e) !== codes.atSign) r.want(k, '"@"');
  k = r.next(k);
  k = r.octet(k, e) === codes.leftSquareBracket ? domainLiteral(r, k, e) : dotAtom(r, k, e);
  if (k < e) r.want(k, '"," or the end');
  return r.decoded(s, e);
}

// Whether [s, e) is a common address written as it reads: dot-atom-text "@" dot-atom-text
// (RFC 5322 §3.2.3) of letters, digits and "!$'*+-_~" alone, so that nothing is to decode and
// nothing is refused by §2 item 1 or §5 (any other address is read octet by octet).
function isCommonAddress(t: string, s: number, e: number): boolean {
  let at = -1;
  let atomStart = true;
  for (let k = s; k < e; k++) {
    const c = t.charCodeAt(k);
    if (COMMON_ATEXT[c] === 1) atomStart = false;
    else if (atomStart || (c !== codes.dot && (c !== codes.atSign || at >= 0))) return false;
    else {
      atomStart = true;
      if (c === codes.atSign) at = k;
    }
  }
  return at >= 0 && !atomStart;
}

// RFC 6068 §2: to = addr-spec *("," addr-spec), split on the literal ","; `%2C` is data. Adds
// the addresses of [s, e) to `to`.
function readAddresses(r: Reader, s: number, e: number): void {
  if (s === e) return;
  for (let from = s; ; ) {
    let end = r.text.indexOf(',', from);
    if (end < 0 || end > e) end = e;
    const common = isCommonAddress(r.text, from, end);
    r.to = add(r.to, common ? r.text.slice(from, end) : readAddress(r, from, end));
    if (end === e) return;
    from = end + 1;
  }
}

// hfield = hfname "=" hfvalue (RFC 6068 §2): the "=" of the hfield from s, before the "&" that
// ends it.
function equalsOf(r: Reader, s: number, qe: number): number {
  let k = s;
  for (; k < qe; k++) {
    const c = r.text.charCodeAt(k);
    if (c === codes.equalsTo) return k;
    if (c === codes.ampersand) break;
  }
  return r.stop('MISSING_EQUALS', k);
}

// RFC 6068 §2, RFC 5322 §3.6.8: an hfname is a field-name (printable US-ASCII but ":"), with
// "/" and "?" percent-encoded; compared in any case (RFC 5322 §1.2.2): returned decoded, in
// lower case.
function readHfname(r: Reader, s: number, eq: number): string {
  r.reserved = IN_HFNAME;
  if (eq === s) r.stop('INVALID_HFNAME', s);
  for (let k = s; k < eq; k = r.next(k)) {
    const c = r.octet(k, eq);
    if (c <= codes.space || c >= codes.delete || c === codes.colon) r.stop('INVALID_HFNAME', k);
  }
  return percentDecode(r.text.slice(s, eq)).toLowerCase();
}

// Where the hfvalue from s ends (the "&" after it, or qe). §2: "?", "=", "/" are encoded in an
// hfvalue ("#", "[", "]" too, which RFC 3986 keeps out of a query); §5: %0D and %0A only in the
// body, %00 nowhere. The first rule broken is reported.
function hfvalueEnd(r: Reader, name: string, s: number, qe: number): number {
  const t = r.text;
  let e = s;
  while (e < qe && HFVALUE_STOP[t.charCodeAt(e)] !== 1) e++;
  const injected = indexOfEscaped(t.slice(s, e), name === 'body' ? [codes.nul] : CONTROLS);
  if (injected >= 0) r.stop('HEADER_INJECTION', s + injected);
  if (e < qe && t.charCodeAt(e) !== codes.ampersand) r.stop('UNENCODED', e, `"${t[e]}"`);
  return e;
}

// RFC 6068 §2: hfields = "?" hfield *( "&" hfield ) in [s, qe): each `to` hfield's addresses
// join `to` ("mailto:a?to=b" is "mailto:a,b"), the others go to `headers`, in order.
function readHfields(r: Reader, s: number, qe: number): void {
  r.component = 'query';
  while (s <= qe) {
    const eq = equalsOf(r, s, qe);
    const name = readHfname(r, s, eq);
    let e: number;
    if (name === 'to') {
      // "?" is not in a path, but is in a query: one more character to encode.
      e = r.text.indexOf('&', eq + 1);
      if (e < 0 || e > qe) e = qe;
      r.reserved = IN_TO_HFVALUE;
      readAddresses(r, eq + 1, e);
    } else {
      e = hfvalueEnd(r, name, eq + 1, qe);
      r.headers = add(r.headers, freeze([name, r.decoded(eq + 1, e)] as const));
    }
    s = e + 1;
  }
}

const NONE: readonly never[] = freeze([]);

// The parts of a mailto URI: the rules of RFC 6068 §2 and §5, in one pass per component.
function read(uri: Uri): MailtoParts {
  // RFC 6068 §2: mailtoURI = "mailto:" [ to ] [ hfields ]; the "//" starts at 7.
  if (uri.host !== undefined) fail('AUTHORITY', uri, PATH_START, 'host');
  const r = new Reader(uri, uri.toString());
  const pe = PATH_START + uri.path.length;
  readAddresses(r, PATH_START, pe);
  // §2: a lone "?" holds no hfield.
  const q = uri.query;
  if (q) readHfields(r, pe + 1, pe + 1 + q.length);
  return partsOf(r.to ?? NONE, r.headers ?? NONE, uri.fragment);
}

// The parts of what `read` read, the conveniences being the first value of each field that has
// one (RFC 6068 §4: the one a mail client keeps). A fresh object: the core freezes it.
function partsOf(
  to: readonly string[],
  headers: readonly Field[],
  fragment: string | undefined,
): MailtoParts {
  let subject: string | undefined;
  let body: string | undefined;
  let cc: string | undefined;
  let bcc: string | undefined;
  let keywords: string | undefined;
  let inReplyTo: string | undefined;
  let references: string | undefined;
  for (let k = 0; k < headers.length; k++) {
    const [name, value] = headers[k]!;
    if (name === 'subject') subject ??= value;
    else if (name === 'body') body ??= value;
    else if (name === 'cc') cc ??= value;
    else if (name === 'bcc') bcc ??= value;
    else if (name === 'keywords') keywords ??= value;
    else if (name === 'in-reply-to') inReplyTo ??= value;
    else if (name === 'references') references ??= value;
  }
  return {
    to: freeze(to),
    headers: freeze(headers),
    subject,
    body,
    cc,
    bcc,
    keywords,
    inReplyTo,
    references,
    fragment,
  };
}

// §2 item 1, §5: "%", what a URI cannot hold, "/ ? # [ ]" and "& ; =" are encoded, in an
// address (and the separator ",") and in an hfname or hfvalue alike. A space is %20, a "+" a "+".
const encodeAddress = (a: string) => percentEncode(a, 'segment', '&;=,');
const encodeField = (v: string) => percentEncode(v, 'query', '/?&;=');

// The URI of parts: the addresses in the path, the fields in the query, escaped as §2 and §5
// require (the canonical spelling: the normal form is what this writes).
function write(p: MailtoParts): Uri {
  const fields = [...(p.headers ?? [])];
  for (const [name, key] of CONVENIENCE) {
    const value = p[key] as string | undefined;
    if (value === undefined) continue;
    const field = fields.find((h) => h[0].toLowerCase() === name);
    if (field === undefined) fields.push([name, value]);
    else if (field[1] !== value) {
      throw new UriError('INVALID_ARGUMENT', `${key} differs from headers`, value, 0);
    }
  }
  const to = p.to ?? [];
  const path = to.map(encodeAddress).join(',');
  // [''] would read back as []: no address is empty (§2).
  if (to.length > 0 && path === '') fail('INVALID_ADDRESS', 'mailto:', PATH_START, 'path');
  const query = fields.map(([n, v]) => `${encodeField(n)}=${encodeField(v)}`).join('&');
  return serialize({
    scheme: 'mailto',
    path,
    query: fields.length > 0 ? query : undefined,
    fragment: p.fragment,
  });
}

const isCapital = (c: number) => c >= codes.uppercaseA && c <= codes.uppercaseZ;

// `s` with its ASCII capital letters in lower case, the other characters as they are.
function lowerAscii(s: string): string {
  let out = '';
  let done = 0;
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (isCapital(c)) {
      // The run of capitals at once.
      let j = k + 1;
      while (j < s.length && isCapital(s.charCodeAt(j))) j++;
      out += s.slice(done, k) + s.slice(k, j).toLowerCase();
      done = j;
      k = j - 1;
    }
  }
  return done === 0 ? s : out + s.slice(done);
}

// The address with its domain in lower case: a domain is compared in any case (RFC 5321 §2.4,
// RFC 4343 §3: ASCII letters; Unicode case is IDNA mapping's), domain literals too; the local
// part is case-sensitive (RFC 5321 §2.4). The domain follows the "@" that ends the local part,
// which a quoted string may hold (RFC 5322 §3.2.4: up to its closing DQUOTE, a quoted-pair "\"
// taking the character after it).
function lowerDomain(address: string): string {
  let k = 0;
  if (address.charCodeAt(0) === codes.quotationMark) {
    for (k = 1; k < address.length && address.charCodeAt(k) !== codes.quotationMark; k++) {
      if (address.charCodeAt(k) === codes.backslash) k++;
    }
  }
  const at = address.indexOf('@', k) + 1;
  const domain = address.slice(at);
  const lower = lowerAscii(domain);
  return lower === domain ? address : address.slice(0, at) + lower;
}

// Whether the hfname [s, eq) of a query `parse` accepted is "to", in any case and spelling.
const isTo = (q: string, s: number, eq: number): boolean =>
  eq - s >= 2 && eq - s <= 6 && percentDecode(q.slice(s, eq)).toLowerCase() === 'to';

/**
 * The mailto scheme plugin (RFC 6068): no authority, not hierarchical, no default port.
 * `normalize` writes the one form `format` gives (domains in lower case, `to` hfields folded
 * into the path, header names in lower case, only the escapes §2 requires); `check` reports
 * `bcc`, ignored, unknown and repeated header fields.
 *
 * @example
 * ```ts
 * mailto.parse('mailto:a@x?subject=caf%C3%A9').subject; // 'café'
 * mailto.normalize('mailto:?TO=Joe@Example.COM&Subject=1%2B1').toString(); // 'mailto:Joe@example.com?subject=1+1'
 * mailto.format({ to: ['a@x'], headers: [['body', 'l1\r\nl2']] }).toString(); // 'mailto:a@x?body=l1%0D%0Al2'
 * check(mailto, 'mailto:a@x?bcc=b@y').map((f) => f.code); // ['MAILTO_BCC']
 * ```
 */
export const mailto = defineScheme({
  name: 'mailto',
  hierarchical: false,
  // RFC 6068 §5: a body writes its line breaks "%0D%0A"; a CR, LF or NUL anywhere else (an
  // address, a header name or value) is already refused (MAILTO_HEADER_INJECTION), so the
  // shared finding would only flag the spelling the RFC requires.
  skip: ['URI_ENCODED_CONTROL'],
  errors: fail,
  findings: finding,
  parse: read,
  // The normal form is what `format` writes for the parts (RFC 3986 §6.2.3): `to` hfields in
  // the path, hfnames in lower case (parse reads them so), only the escapes §2 requires.
  format: write,
  // The scheme's own rule on values: domains in lower case, the local part as it is.
  normalizeParts(parts) {
    const to = parts.to.map(lowerDomain);
    return to.every((a, k) => a === parts.to[k]) ? parts : { ...parts, to: freeze(to) };
  },
  check(parts, uri) {
    const headers = parts.headers;
    if (headers.length === 0) return NONE;
    // Where each field starts: the hfields of the query, but the `to` ones, in order.
    const q = uri.query ?? '';
    const base = uri.offsetOf('query');
    const seen = new Set<string>();
    const out: ReturnType<typeof finding>[] = [];
    let k = 0;
    for (let s = 0, e = 0; s <= q.length && k < headers.length; s = e + 1) {
      e = q.indexOf('&', s);
      if (e < 0) e = q.length;
      if (isTo(q, s, q.indexOf('=', s))) continue;
      const n = headers[k++]![0];
      const at = base + s;
      if (seen.has(n)) out.push(finding('DUPLICATE_HEADER', at, 'query', `"${n}"`));
      seen.add(n);
      if (n === 'bcc') out.push(finding('BCC', at, 'query'));
      else if (ignoredField(n)) out.push(finding('IGNORED_HEADER', at, 'query', `"${n}"`));
      else if (!SAFE.includes(n)) out.push(finding('UNKNOWN_HEADER', at, 'query', `"${n}"`));
    }
    return out.length === 0 ? NONE : freeze(out);
  },
});

/**
 * The message template a mail client builds from a mailto URI (RFC 6068 §3, §4, RFC 5322): one
 * `To:` with every address (§2), then the safe fields in order (Subject, Cc, Bcc, Keywords,
 * In-Reply-To, References; a repeated Cc, Bcc or Keywords merged, another repeated field's first
 * value kept), the body with CRLF line breaks. The fields §3 says MUST be ignored and the
 * unknown ones are left out and listed. Show the whole template before sending (§7). From text,
 * a `Uri` or parts; parts are checked as `format` checks them, so a CR or LF in a header field
 * is `MAILTO_HEADER_INJECTION` (§5), never a line of the template.
 *
 * @example
 * ```ts
 * const m = toMessage('mailto:a@x?to=b@y&subject=Hi&body=1%0A2&cc=c@z&cc=d@z');
 * m.fields; // [['To', 'a@x, b@y'], ['Subject', 'Hi'], ['Cc', 'c@z, d@z']]
 * m.body; // '1\r\n2'
 * ```
 */
export function toMessage(input: string | Uri | MailtoParts): MailtoMessage {
  // Parts are checked as `format` checks them (a CR or LF in a header name or value is
  // MAILTO_HEADER_INJECTION): nothing reaches the template unchecked.
  const p = mailto.parse(schemeUri(mailto, input));
  const fields: [string, string][] = [];
  const ignored: Field[] = [];
  const unknown: Field[] = [];
  let body: string | undefined;
  for (const [n, v] of [['to', p.to.join(', ')] as const, ...p.headers]) {
    const name = n.toLowerCase();
    if (name === 'body') body ??= v;
    else if (!SAFE.includes(name)) (ignoredField(name) ? ignored : unknown).push(freeze([n, v]));
    else if (v !== '') {
      const title = name.replace(/(^|-)./g, (m) => m.toUpperCase());
      const field = fields.find((f) => f[0] === title);
      if (field === undefined) fields.push([title, v]);
      else if (LISTS.includes(name)) field[1] += `, ${v}`;
    }
  }
  return freeze({
    fields: freeze(fields.map((f) => freeze(f))),
    body: (body ?? '').split(/\r\n?|\n/).join('\r\n'),
    ignored: freeze(ignored),
    unknown: freeze(unknown),
  });
}
