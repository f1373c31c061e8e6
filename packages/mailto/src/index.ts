/**
 * @urikit/mailto: the mailto URI scheme, RFC 6068 (which updates RFC 1738 §3.5).
 * @packageDocumentation
 */
import {
  decodeIn,
  defineErrors,
  defineFindings,
  defineScheme,
  parse,
  percentDecode,
  percentEncode,
  serialize,
  Uri,
  UriError,
} from '@urikit/core';

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

// RFC 5322 §3.2.3 atext (RFC 6532 §3.2: and UTF-8 beyond ASCII): printable, not a special.
const ATEXT = Array.from(
  { length: 128 },
  (_, c) => c > 32 && c < 127 && !'"(),.:;<>@[\\]'.includes(String.fromCharCode(c)),
);
const atext = (c: number) => c > 127 || (c > 32 && ATEXT[c] === true);

// The characters §2 item 1 wants percent-encoded where they stand, as bits of (code - 38):
// "&" 0, "/" 9, ";" 21, "=" 23, "?" 25.
const IN_ADDRESS = 0xa00201; // & / ; =
const IN_NAME = 0x2000200; // / ?

// The reader's state: one component of one URI (parsing is synchronous and never re-entered).
let u: Uri;
let t = '';
let comp: 'path' | 'query' = 'path';
let base = 0;
let i = 0;
let reserved = 0;

const stop = (code: Parameters<typeof fail>[0], k = i, detail?: string): never =>
  fail(code, u, base + k, comp, detail);
const want = (what: string): never => stop('INVALID_ADDRESS', i, `${what} expected`);
const hex = (c: number) => (c & 15) + (c > 57 ? 9 : 0);

// The octet at i (an escape gives its octet: the core checked escapes), -1 at `end`.
// CORE-CANDIDATE: an octet reader over a component with URI offsets, and the RFC 5322 atext /
// dot-atom-text / quoted-string scanners below: news Message-IDs (RFC 5536 §3.1.3) need them too.
function octet(end: number): number {
  if (i >= end) return -1;
  let c = t.charCodeAt(i);
  if (c === 37) c = hex(t.charCodeAt(i + 1)) * 16 + hex(t.charCodeAt(i + 2));
  else if (c > 37 && c < 64 && (reserved >> (c - 38)) & 1) stop('UNENCODED', i, `"${t[i]}"`);
  // §5: no line break (the body is read elsewhere), no NUL: header injection.
  if (c === 0 || c === 10 || c === 13) stop('HEADER_INJECTION');
  return c;
}
const next = () => {
  i += t.charCodeAt(i) === 37 ? 3 : 1;
};

// RFC 5322 §3.2.3 dot-atom-text = 1*atext *("." 1*atext)
function dotAtom(e: number): void {
  for (;;) {
    if (!atext(octet(e))) want('atext');
    while (atext(octet(e))) next();
    if (octet(e) !== 46) return;
    next();
  }
}

// §2: addr-spec = local-part "@" domain, without CFWS, obs- forms or NO-WS-CTL (items 2, 3).
function address(s: number, e: number): string {
  i = s;
  if (octet(e) === 34) {
    // RFC 5322 §3.2.4 quoted-string: qtext and quoted-pairs; no FWS (item 3)
    next();
    for (let c = octet(e); c !== 34; c = octet(e)) {
      if (c === 92) {
        next();
        c = octet(e);
        if (c !== 9 && (c < 32 || c === 127)) want('quoted-pair');
      } else if (c !== 33 && (c < 35 || c === 92 || c === 127)) want('qtext');
      next();
    }
    next();
  } else dotAtom(e);
  // The "@" outside the quoted local part separates: `%22not@me%22@example.org` is one address.
  if (octet(e) !== 64) want('"@"');
  next();
  if (octet(e) === 91) {
    // §2 domain literal: "[" *dtext-no-obs "]"
    next();
    for (let c = octet(e); c !== 93; c = octet(e)) {
      if (c < 33 || c > 126 || c === 91 || c === 92) want('dtext');
      next();
    }
    next();
  } else dotAtom(e);
  if (i < e) want('"," or the end');
  return text(s, e); // §2 items 4 and 5: UTF-8
}

// §2: to = addr-spec *("," addr-spec), split on the literal ","; `%2C` is data.
function addresses(s: number, e: number, to: string[]): void {
  if (s === e) return;
  for (let from = s; ; from = i + 1) {
    const end = t.indexOf(',', from);
    to.push(address(from, end < 0 || end > e ? e : end));
    if (i === e) return;
  }
}

const NAMES = SAFE.slice(1);
// Decoded text of [s, e) of the component (strict UTF-8, errors at their place in the URI).
const text = (s: number, e: number) => {
  const raw = t.slice(s, e);
  return raw.includes('%') ? decodeIn(u, comp, s, e) : raw;
};

function read(uri: Uri): MailtoParts {
  // RFC 6068 §2: mailtoURI = "mailto:" [ to ] [ hfields ]; the "//" starts at 7.
  if (uri.host !== undefined) fail('AUTHORITY', uri, 7, 'host');
  u = uri;
  comp = 'path';
  t = uri.path;
  base = 7;
  reserved = IN_ADDRESS;
  const to: string[] = [];
  const headers: Field[] = [];
  addresses(0, t.length, to);
  const q = uri.query;
  // §2: hfields = "?" hfield *( "&" hfield ); a lone "?" holds none.
  if (q) {
    comp = 'query';
    t = q;
    base = uri.offsetOf('query');
    for (let s = 0; s <= q.length; ) {
      let e = q.indexOf('&', s);
      if (e < 0) e = q.length;
      // hfield = hfname "=" hfvalue
      const eq = q.indexOf('=', s);
      if (eq < 0 || eq > e) stop('MISSING_EQUALS', e);
      // §2, RFC 5322 §3.6.8: an hfname is a field-name (printable ASCII but ":"), any case.
      reserved = IN_NAME;
      if (eq === s) stop('INVALID_HFNAME', s);
      for (i = s; i < eq; next()) {
        const c = octet(eq);
        if (c < 33 || c > 126 || c === 58) stop('INVALID_HFNAME');
      }
      const name = percentDecode(q.slice(s, eq)).toLowerCase();
      if (name === 'to') {
        // §2: "mailto:a?to=b" is "mailto:a,b" ("?" is not in a path, but is in a query).
        reserved = IN_ADDRESS | IN_NAME;
        addresses(eq + 1, e, to);
      } else {
        // §2: "?", "=", "&", "/", "#", "[", "]" are encoded in an hfvalue; §5: %0D, %0A only
        // in the body, %00 nowhere.
        for (let k = eq + 1; k < e; k++) {
          const c = q.charCodeAt(k);
          if (c === 37) {
            const d = q.charCodeAt(k + 2) | 32;
            if (q[k + 1] === '0' && (d === 48 || (name !== 'body' && (d === 97 || d === 100)))) {
              stop('HEADER_INJECTION', k);
            }
            k += 2;
          } else if (c === 47 || c === 61 || c === 63) stop('UNENCODED', k, `"${q[k]}"`);
        }
        headers.push(freeze([name, text(eq + 1, e)] as const));
      }
      s = e + 1;
    }
  }
  // The first value of each convenience field.
  const first: (string | undefined)[] = [];
  for (let h = 0; h < headers.length; h++) {
    const k = NAMES.indexOf(headers[h]![0]);
    if (k >= 0) first[k] ??= headers[h]![1];
  }
  return freeze({
    to: freeze(to),
    headers: freeze(headers),
    subject: first[0],
    body: first[1],
    cc: first[2],
    bcc: first[3],
    keywords: first[4],
    inReplyTo: first[5],
    references: first[6],
    fragment: uri.fragment,
  });
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

// RFC 5321 §2.4, RFC 4343: the domain is case-insensitive (ASCII letters); the local part is not.
const lowerDomain = (a: string) => {
  let k = 0;
  if (a[0] === '"') for (k = 1; a[k] !== '"'; k++) if (a[k] === '\\') k++;
  k = a.indexOf('@', k);
  return a.slice(0, k) + a.slice(k).replace(/[A-Z]+/g, (m) => m.toLowerCase());
};

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
 * mailto.check('mailto:a@x?bcc=b@y').map((f) => f.code); // ['MAILTO_BCC']
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
  format: write,
  normalize(uri, parts) {
    const { path, query } = spell(parts.to.map(lowerDomain), parts.headers);
    if (path === uri.path && query === uri.query) return uri;
    const f = uri.fragment;
    // Text format wrote, valid by construction: parsed, not composed again.
    return parse(
      `mailto:${path}${query === undefined ? '' : `?${query}`}${f === undefined ? '' : `#${f}`}`,
    );
  },
  check(parts, uri) {
    // Where each field starts: the hfields of the query, but the `to` ones, in order.
    const q = uri.query ?? '';
    const at: number[] = [];
    for (let s = 0; s < q.length; s = q.indexOf('&', s) + 1 || q.length) {
      if (percentDecode(q.slice(s, q.indexOf('=', s))).toLowerCase() !== 'to') {
        at.push(uri.offsetOf('query') + s);
      }
    }
    const seen = new Set<string>();
    const out = parts.headers.flatMap(([n], k) => {
      const x = [at[k], 'query', `"${n}"`] as const;
      const found = [];
      if (seen.has(n)) found.push(finding('DUPLICATE_HEADER', ...x));
      seen.add(n);
      if (n === 'bcc') found.push(finding('BCC', at[k], 'query'));
      else if (ignoredField(n)) found.push(finding('IGNORED_HEADER', ...x));
      else if (!SAFE.includes(n)) found.push(finding('UNKNOWN_HEADER', ...x));
      return found;
    });
    return freeze(out);
  },
});

/**
 * The message template a mail client builds from a mailto URI (RFC 6068 §3, §4, RFC 5322): one
 * `To:` with every address (§2), then the safe fields in order (Subject, Cc, Bcc, Keywords,
 * In-Reply-To, References; a repeated Cc, Bcc or Keywords merged, another repeated field's first
 * value kept), the body with CRLF line breaks. The fields §3 says MUST be ignored and the
 * unknown ones are left out and listed. Show the whole template before sending (§7).
 *
 * @example
 * ```ts
 * const m = toMessage('mailto:a@x?to=b@y&subject=Hi&body=1%0A2&cc=c@z&cc=d@z');
 * m.fields; // [['To', 'a@x, b@y'], ['Subject', 'Hi'], ['Cc', 'c@z, d@z']]
 * m.body; // '1\r\n2'
 * ```
 */
export function toMessage(input: string | Uri | MailtoParts): MailtoMessage {
  const p = typeof input === 'string' || input instanceof Uri ? mailto.parse(input) : input;
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
