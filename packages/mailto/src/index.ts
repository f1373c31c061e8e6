/**
 * @urikit/mailto: the mailto URI scheme, RFC 6068 (which updates RFC 1738 §3.5).
 * @packageDocumentation
 */
import {
  asciiText,
  decodeIn,
  defineErrors,
  defineFindings,
  defineScheme,
  dotAtomEnd,
  escapeAt,
  percentDecode,
  percentEncode,
  respellEscapes,
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
const CONVENIENCE = SAFE.slice(1).map((n): [string, string] => [
  n.replace(/-./g, (m) => m[1]!.toUpperCase()),
  n,
]);
const LISTS = ['to', 'cc', 'bcc', 'keywords'];
// RFC 6068 §3: originator (RFC 5322 §3.6.1, §3.6.2), routing, trace (§3.6.7) and MIME fields.
const IGNORED = 'from sender reply-to date apparently-to return-path received mime-version'.split(
  ' ',
);
const ignoredField = (n: string) =>
  IGNORED.includes(n) || n.startsWith('resent-') || n.startsWith('content-');

// RFC 5322 §3.2.3 atext as a common address holds it: 1 what a URI holds in an address as it
// is (5 a capital letter), 2 what it holds only escaped ("&", "/", "=", "?", §2 item 1; "#",
// "%", "^", "`", "{", "|", "}", which RFC 3986 does not allow).
const PLAIN = new Uint8Array(128);
for (let c = 33; c < 127; c++) {
  const ch = String.fromCharCode(c);
  PLAIN[c] = /[A-Z]/.test(ch) ? 5 : /[\w!$'*+~-]/.test(ch) ? 1 : /[#%&/=?^`{|}]/.test(ch) ? 2 : 0;
}

// The characters §2 item 1 wants percent-encoded where they stand, as bits of (code - 38):
// "&" 0, "/" 9, ";" 21, "=" 23, "?" 25.
const IN_ADDRESS = 0xa00201; // & / ; =
const IN_NAME = 0x2000200; // / ?

// The reader's state (parsing is synchronous and never re-entered): the whole text of the URI
// (read where it stands: indexes are the URI's own, and the characters of a flat string cost
// less to read than those of a slice of it), the component read and where it starts.
let u: Uri;
let t = '';
let comp: 'path' | 'query' = 'path';
let base = 0;
let reserved = 0;

const stop = (code: Parameters<typeof fail>[0], k: number, detail?: string): never =>
  fail(code, u, k, comp, detail);
const want = (k: number, what: string): never => stop('INVALID_ADDRESS', k, `${what} expected`);
// The octet at k (an escape gives its octet: the core checked escapes), -1 at `end`.
function octet(k: number, end: number): number {
  if (k >= end) return -1;
  let c = t.charCodeAt(k);
  if (c === 37) c = escapeAt(t, k);
  else if (c > 37 && c < 64 && (reserved >> (c - 38)) & 1) stop('UNENCODED', k, `"${t[k]}"`);
  // §5: no line break (the body is read elsewhere), no NUL: header injection.
  if (c === 0 || c === 10 || c === 13) stop('HEADER_INJECTION', k);
  return c;
}
// Where the octet after the one at k starts.
const next = (k: number) => k + (t.charCodeAt(k) === 37 ? 3 : 1);

// RFC 5322 §3.2.3 dot-atom-text from k (the core's dotAtomEnd; RFC 6532 §3.2: UTF-8 octets are
// atext), each of its octets read in order first (what §2 and §5 refuse, at the character);
// returns where it ends.
function dotAtom(k: number, e: number): number {
  const r = dotAtomEnd(t, k, e, true);
  const end = r < 0 ? -1 - r : r;
  for (let j = k; j <= end && j < e; j++) {
    // What `octet` may refuse: "%0…" (CR, LF, NUL) or a raw character from "&" to "?".
    const c = t.charCodeAt(j);
    if (c === 37 ? t.charCodeAt(j + 1) === 48 : c > 37 && c < 64) octet(j, e);
    if (c === 37) j += 2;
  }
  if (r < 0) want(end, 'atext');
  return r;
}

// Whether the address `plain` read last holds an escape (then it is decoded).
let decode = false;

// How the path and the query `read` read last differ from what `normalize` writes (`spell` of
// the parts), and that URI: 0 not at all (each character one `spell` writes as it is or a
// separator, each escape one it keeps, in capitals; no `to` hfield, no lone "?"), 1 only in the
// capital letters of a domain or an hfname, 2 otherwise or not known (a quoted local part, an
// address read octet by octet, an hfname not known...): `respell` decides.
let pathForm = 0;
let queryForm = 0;
let formOf: Uri | undefined;

// Where the common address from s ends (at "," or e), read in one pass: dot-atom-text or a
// quoted-string of qtext (RFC 5322 §3.2.3, §3.2.4; RFC 6532 §3.2: UTF-8 octets are atext and
// qtext), "@", dot-atom-text; -1 for any other (a quoted-pair, an escaped "." or "@", a
// character §2 wants encoded, a domain literal...): `address` reads it, octet by octet.
function plain(s: number, e: number): number {
  const w = t;
  let at = -1;
  let start = true; // at the start of an atom
  let k = s;
  decode = w.startsWith('%22', s);
  if (decode) {
    at = quoted(s, e);
    if (at < 0) return -1;
    k = at + 1;
  }
  let caps = 0; // bit 4: a capital letter since the "@" (then the domain has one)
  for (; k < e; k++) {
    const c = w.charCodeAt(k);
    const p = c < 128 ? PLAIN[c]! : 0;
    if ((p & 1) !== 0) {
      start = false;
      caps |= p;
    } else if (c === 37) {
      // UTF-8 is checked where the address is decoded.
      const o = escapeAt(w, k);
      if (o < 128 && PLAIN[o] !== 2) {
        if (PLAIN[o] === 0) return -1;
        pathForm = 2; // the escape of a character written as it is
      }
      if (w.charCodeAt(k + 1) > 96 || w.charCodeAt(k + 2) > 96) pathForm = 2;
      decode = true;
      start = false;
      k += 2;
    } else if (c === 44) break;
    else if (start || (c !== 46 && (c !== 64 || at >= 0))) return -1;
    else {
      start = true;
      if (c === 64) {
        at = k;
        caps = 0;
      }
    }
  }
  if (at < 0 || start) return -1;
  if (caps > 4 && pathForm === 0) pathForm = 1;
  return k;
}

// Where the "@" after the quoted local part of qtext from s (a common address that starts with
// "%22") stands, -1 when there is none or the local part holds something else.
function quoted(s: number, e: number): number {
  const w = t;
  pathForm = 2; // `respell` reads a quoted local part
  // The quoted local part up to its closing DQUOTE (the core checked the escapes; UTF-8 is
  // checked where the address is decoded), then "@".
  let k = s + 3;
  for (;;) {
    if (k >= e) return -1;
    const c = w.charCodeAt(k);
    if (c === 37) {
      const o = escapeAt(w, k);
      k += 3;
      if (o === 34) break;
      if (o < 33 || o === 92 || o === 127) return -1;
    } else if (c === 44 || (c > 37 && c < 64 && (reserved >> (c - 38)) & 1)) return -1;
    else k++;
  }
  return k < e && w.charCodeAt(k) === 64 ? k : -1;
}

// §2: addr-spec = local-part "@" domain, without CFWS, obs- forms or NO-WS-CTL (items 2, 3).
function address(s: number, e: number): string {
  pathForm = 2;
  let k = s;
  if (octet(k, e) === 34) {
    // RFC 5322 §3.2.4 quoted-string: qtext and quoted-pairs; no FWS (item 3)
    k = next(k);
    for (let c = octet(k, e); c !== 34; c = octet(k, e)) {
      if (c === 92) {
        k = next(k);
        c = octet(k, e);
        if (c !== 9 && (c < 32 || c === 127)) want(k, 'quoted-pair');
      } else if (c !== 33 && (c < 35 || c === 92 || c === 127)) want(k, 'qtext');
      k = next(k);
    }
    k = next(k);
  } else k = dotAtom(k, e);
  // The "@" outside the quoted local part separates: `%22not@me%22@example.org` is one address.
  if (octet(k, e) !== 64) want(k, '"@"');
  k = next(k);
  if (octet(k, e) === 91) {
    // §2 domain literal: "[" *dtext-no-obs "]"
    k = next(k);
    for (let c = octet(k, e); c !== 93; c = octet(k, e)) {
      if (c < 33 || c > 126 || c === 91 || c === 92) want(k, 'dtext');
      k = next(k);
    }
    k = next(k);
  } else k = dotAtom(k, e);
  if (k < e) want(k, '"," or the end');
  return text(s, e); // §2 items 4 and 5: UTF-8
}

// §2: to = addr-spec *("," addr-spec), split on the literal ","; `%2C` is data. Returns `to`
// with the addresses added (a new array, made at its size, when `to` is undefined).
function addresses(s: number, e: number, to: string[] | undefined): string[] | undefined {
  if (s === e) return to;
  for (let from = s; ; ) {
    let end = plain(from, e);
    let a: string;
    if (end >= 0) a = decode ? text(from, end) : building ? t.slice(from, end) : '';
    else {
      end = t.indexOf(',', from);
      if (end < 0 || end > e) end = e;
      a = address(from, end);
    }
    if (!building) {
      // validate: the address was checked (and decoded, for its UTF-8); nothing is kept.
    } else if (to === undefined) to = [a];
    else to.push(a);
    if (end === e) return to;
    from = end + 1;
  }
}

// Decoded text of [s, e) of the component (strict UTF-8, errors at their place in the URI);
// percentDecode gives text without an escape back as it is.
function text(s: number, e: number): string {
  // validate: escapes of ASCII octets alone always decode (every "%" of a URI starts an escape,
  // and only an octet from 0x80 on, "%8…" to "%F…", can break UTF-8): nothing to decode.
  if (!building) {
    let k = t.indexOf('%', s);
    while (k >= 0 && k < e && t.charCodeAt(k + 1) < 0x38) k = t.indexOf('%', k + 3);
    if (k < 0 || k >= e) return '';
  }
  try {
    return percentDecode(t.slice(s, e));
  } catch {
    return decodeIn(u, comp, s - base, e - base);
  }
}

// The fields a mail client keeps, by the length of their names ("cc" aside: "to" is as long).
const BY_LENGTH: string[] = [];
for (const n of SAFE) BY_LENGTH[n.length] ??= n;

// The name of a field a mail client keeps (SAFE) when the hfname q[s, eq) is one, in any case
// and without an escape (`In-Reply-To` is 'in-reply-to'): no string made, no lower-casing. A
// name written with a capital letter makes `queryForm` 1 (at least).
function known(q: string, s: number, eq: number): string | undefined {
  const n = eq - s;
  const name = n === 2 && (q.charCodeAt(s) | 32) === 99 ? 'cc' : BY_LENGTH[n];
  if (name === undefined) return undefined;
  let cased = 0;
  for (let k = 0; k < n; k++) {
    // A letter in either case, or "-" (a raw CR, the code that differs from "-" in the bit of
    // case, is not in a URI).
    const d = q.charCodeAt(s + k) ^ name.charCodeAt(k);
    if ((d & ~32) !== 0) return undefined;
    cased |= d;
  }
  if (cased !== 0 && queryForm === 0) queryForm = 1;
  return name;
}

// Whether the hfname [s, eq) of a query is "to", in any case and spelling ("%74O").
function isTo(q: string, s: number, eq: number): boolean {
  const c = q.charCodeAt(s);
  if (eq - s === 2) return (c | 32) === 116 && (q.charCodeAt(s + 1) | 32) === 111;
  return (
    eq - s < 7 &&
    (c === 37 || (c | 32) === 116) &&
    percentDecode(q.slice(s, eq)).toLowerCase() === 'to'
  );
}

const NONE: readonly never[] = freeze([]);

// Whether `read` builds the parts (parse) or only checks the rules (validate).
let building = true;

// The rules of RFC 6068 §2 and §5, and the parts when `build` (the plugin's parse); without
// it, the rules alone (its validate: values still decoded, for their UTF-8, but nothing kept).
// Either way, what `normalize` needs to know of the URI's spelling (pathForm, queryForm).
function read(uri: Uri, build: boolean): MailtoParts | undefined {
  // RFC 6068 §2: mailtoURI = "mailto:" [ to ] [ hfields ]; the "//" starts at 7.
  if (uri.host !== undefined) fail('AUTHORITY', uri, 7, 'host');
  // The path starts after "mailto:", the query (when there is one) after the path and "?".
  const w = uri.toString();
  const pe = 7 + uri.path.length;
  const q = uri.query;
  u = uri;
  t = w;
  comp = 'path';
  base = 7;
  reserved = IN_ADDRESS;
  formOf = undefined;
  building = build;
  pathForm = 0;
  // §2: a lone "?" holds no hfield (`normalize` drops it).
  queryForm = q === '' ? 2 : 0;
  let to = addresses(7, pe, undefined);
  let headers: Field[] | undefined;
  // The first value of each convenience field.
  let subject: string | undefined;
  let body: string | undefined;
  let cc: string | undefined;
  let bcc: string | undefined;
  let keywords: string | undefined;
  let inReplyTo: string | undefined;
  let references: string | undefined;
  // §2: hfields = "?" hfield *( "&" hfield ); a lone "?" holds none.
  if (q) {
    comp = 'query';
    base = pe + 1;
    const qe = base + q.length;
    for (let s = base; s <= qe; ) {
      // hfield = hfname "=" hfvalue: an "=" before the "&" that ends the hfield.
      let eq = s;
      for (; eq < qe; eq++) {
        const c = w.charCodeAt(eq);
        if (c === 61) break;
        if (c === 38) stop('MISSING_EQUALS', eq);
      }
      if (eq === qe) stop('MISSING_EQUALS', eq);
      // §2, RFC 5322 §3.6.8: an hfname is a field-name (printable ASCII but ":"), any case.
      let name = known(w, s, eq);
      if (name === undefined) {
        queryForm = 2;
        reserved = IN_NAME;
        if (eq === s) stop('INVALID_HFNAME', s);
        for (let k = s; k < eq; k = next(k)) {
          const c = octet(k, eq);
          if (c < 33 || c > 126 || c === 58) stop('INVALID_HFNAME', k);
        }
        name = percentDecode(w.slice(s, eq)).toLowerCase();
      }
      let e = eq + 1;
      if (name === 'to') {
        // §2: "mailto:a?to=b" is "mailto:a,b" ("?" is not in a path, but is in a query).
        queryForm = 2;
        e = w.indexOf('&', e);
        if (e < 0 || e > qe) e = qe;
        reserved = IN_ADDRESS | IN_NAME;
        to = addresses(eq + 1, e, to);
      } else {
        // §2: "?", "=", "&", "/", "#", "[", "]" are encoded in an hfvalue; §5: %0D, %0A only
        // in the body, %00 nowhere. Up to the "&" that ends it.
        let escapes = false;
        for (; e < qe; e++) {
          const c = w.charCodeAt(e);
          if (c === 38) break;
          if (c === 37) {
            const h = w.charCodeAt(e + 1);
            const l = w.charCodeAt(e + 2);
            const d = l | 32;
            if (h === 48 && (d === 48 || (name !== 'body' && (d === 97 || d === 100)))) {
              stop('HEADER_INJECTION', e);
            }
            // `normalize` keeps an escape in capitals of an octet not written as it is (an
            // octet from 0x80 on, "8" to "F" first, always).
            if (h > 96 || l > 96) queryForm = 2;
            else if (h < 56 && LITERAL[(h - 48) * 16 + l - (l < 58 ? 48 : 55)]) queryForm = 2;
            escapes = true;
            e += 2;
          } else if (c === 47 || c === 61 || c === 63) stop('UNENCODED', e, `"${w[e]}"`);
          else if (c === 59) queryForm = 2; // ";", which `normalize` escapes
        }
        const value = escapes ? text(eq + 1, e) : build ? w.slice(eq + 1, e) : '';
        if (!build) {
          s = e + 1;
          continue;
        }
        const field = freeze([name, value] as const);
        if (headers === undefined) headers = [field];
        else headers.push(field);
        if (name === 'subject') subject ??= value;
        else if (name === 'body') body ??= value;
        else if (name === 'cc') cc ??= value;
        else if (name === 'bcc') bcc ??= value;
        else if (name === 'keywords') keywords ??= value;
        else if (name === 'in-reply-to') inReplyTo ??= value;
        else if (name === 'references') references ??= value;
      }
      s = e + 1;
    }
  }
  formOf = uri;
  if (!build) return undefined;
  // A fresh object: the core freezes it on its way to the user.
  return {
    to: to === undefined ? NONE : freeze(to),
    headers: headers === undefined ? NONE : freeze(headers),
    subject,
    body,
    cc,
    bcc,
    keywords,
    inReplyTo,
    references,
    fragment: uri.fragment,
  };
}

// §2 item 1, §5: "%", what a URI cannot hold, "/ ? # [ ]" and "& ; =" are encoded, in an
// address (and the separator ",") and in an hfname or hfvalue alike. A space is %20, a "+" a "+".
const encodeAddress = (a: string) => percentEncode(a, 'segment', '&;=,');
const encodeField = (v: string) => percentEncode(v, 'query', '/?&;=');

// The path and query of addresses and fields, escaped as §2 and §5 require.
function spell(to: readonly string[], fields: readonly Field[]) {
  const path = to.map(encodeAddress).join(',');
  // [''] would read back as []: no address is empty (§2).
  if (to.length > 0 && path === '') fail('INVALID_ADDRESS', 'mailto:', 7, 'path');
  const query = fields.map(([n, v]) => `${encodeField(n)}=${encodeField(v)}`).join('&');
  return { scheme: 'mailto', path, query: fields.length ? query : undefined };
}

function write(p: MailtoParts): Uri {
  const fields = [...(p.headers ?? [])];
  for (const [key, name] of CONVENIENCE) {
    const value = p[key as keyof MailtoParts] as string | undefined;
    if (value === undefined) continue;
    const field = fields.find((h) => h[0].toLowerCase() === name);
    if (field === undefined) fields.push([name, value]);
    else if (field[1] !== value) {
      throw new UriError('INVALID_ARGUMENT', `${key} differs from headers`, value, 0);
    }
  }
  return serialize({ ...spell(p.to ?? [], fields), fragment: p.fragment });
}

// What `spell` writes literally in an hfname or hfvalue, per ASCII code (RFC 6068 §2 item 1).
const LITERAL = new Uint8Array(128);
for (let c = 0; c < 128; c++) LITERAL[c] = encodeField(String.fromCharCode(c)).length === 1 ? 1 : 0;

// What `lower` gathers (normalize is synchronous and never re-entered): for a short text,
// `acc` then the text from `done` on; for a long one, a copy of its octets (the text is ASCII,
// as respellEscapes writes it), folded in place, with no string per change.
let acc = '';
let done = 0;
let folded: Uint8Array | undefined;

// The capital letters of w[s, e) in lower case, escapes kept (their hex digits are upper case).
function lower(w: string, s: number, e: number): void {
  for (let k = s; k < e; k++) {
    const c = w.charCodeAt(k);
    if (c === 37) k += 2;
    else if (c > 64 && c < 91) {
      if (w.length > 512) {
        if (folded === undefined) {
          folded = new Uint8Array(w.length);
          for (let j = 0; j < w.length; j++) folded[j] = w.charCodeAt(j);
        }
        folded[k] = c | 32;
        continue;
      }
      // The run of the text up to the next escape, at once.
      let j = k + 1;
      while (j < e && w.charCodeAt(j) !== 37) j++;
      acc += w.slice(done, k) + w.slice(k, j).toLowerCase();
      done = j;
      k = j - 1;
    }
  }
}

// Where the domain of the address w[s, e) starts, as `spell` writes it ("@" literal, '"' and
// "\" escaped): after the "@" that ends the local part, which a quoted string may hold (RFC
// 5322 §3.2.4: up to its closing DQUOTE, a quoted-pair "\" taking the octet after it).
function domainAt(w: string, s: number, e: number): number {
  let k = s;
  if (w.startsWith('%22', k)) {
    for (k += 3; k < e && !w.startsWith('%22', k); k += w.charCodeAt(k) === 37 ? 3 : 1) {
      if (w.startsWith('%5C', k)) k += 3;
    }
  }
  const at = w.indexOf('@', k);
  return at < 0 || at > e ? e : at + 1;
}

// What `spell` writes for addresses (bit 1, split on the literal ",") or hfields (bit 2, split
// on "&" and "="), from text `read` accepted and without decoding it: each octet escaped exactly
// when `spell` escapes it, then the domains of the addresses (RFC 5321 §2.4, RFC 4343; the local
// part is case-sensitive) and the hfnames in lower case. The text itself when it is so already.
function respell(q: string, bit: 1 | 2, cased?: boolean): string {
  // (`cased`: `read` found only capital letters to fold.)
  const w = cased
    ? q
    : bit === 1
      ? respellEscapes(q, 'segment', '&;=,', ',')
      : respellEscapes(q, 'query', '/?&;=', '&=');
  acc = '';
  done = 0;
  folded = undefined;
  for (let s = 0, e = 0; s < w.length; s = e + 1) {
    e = w.indexOf(bit === 1 ? ',' : '&', s);
    if (e < 0) e = w.length;
    if (bit === 1) lower(w, domainAt(w, s, e), e);
    else {
      const eq = w.indexOf('=', s);
      lower(w, s, eq < 0 || eq > e ? e : eq);
    }
  }
  if (folded !== undefined) {
    const out = asciiText(folded);
    folded = undefined;
    return out;
  }
  if (done === 0) return w;
  const out = acc + w.slice(done);
  acc = '';
  return out;
}

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
  parse: (uri: Uri): MailtoParts => read(uri, true)!,
  validate: (uri: Uri): void => {
    read(uri, false);
  },
  format: write,
  normalize(uri) {
    // `spell` of the parts, written from the text: the addresses of the path and of the `to`
    // hfields in the path, the other hfields in the query.
    const { path, query } = uri;
    // Most URIs are written so already: `read` tells it, in the pass that reads the parts. The
    // route has just read the URI as written, which is this one unless the generic steps
    // changed it (an escape in lower case or of an unreserved character); then this one is
    // read again, to the same octets.
    if (uri !== formOf) read(uri, false);
    const ps = pathForm;
    const qs = queryForm;
    if (ps + qs === 0) return uri;
    let p = ps === 0 ? path : respell(path, 1, ps === 1);
    let q = query || undefined; // a lone "?" holds no hfield
    if (qs === 1) q = respell(q!, 2, true);
    else if (q !== undefined && qs !== 0) {
      let e = 0;
      let to = false;
      for (let s = 0; s <= q.length && !to; s = e + 1) {
        e = q.indexOf('&', s);
        if (e < 0) e = q.length;
        to = isTo(q, s, q.indexOf('=', s));
      }
      if (!to) q = respell(q, 2);
      else {
        const fields: string[] = [];
        for (let s = 0; s <= q.length; s = e + 1) {
          e = q.indexOf('&', s);
          if (e < 0) e = q.length;
          const eq = q.indexOf('=', s);
          if (!isTo(q, s, eq)) fields.push(respell(q.slice(s, e), 2));
          else {
            const a = respell(q.slice(eq + 1, e), 1);
            if (a !== '') p = p === '' ? a : `${p},${a}`;
          }
        }
        q = fields.length > 0 ? fields.join('&') : undefined;
      }
    }
    return p === path && q === query ? uri : uri.with({ scheme: 'mailto', path: p, query: q });
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
