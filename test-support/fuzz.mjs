// The fuzz engine of urikit: seeded input generators and the laws every package keeps, shared by
// `pnpm fuzz` (scripts/fuzz.mjs, packages built in `dist/`) and the short run of the test suite
// (packages/testkit/test/fuzz.test.ts, packages from their sources). Plain JavaScript with JSDoc
// types, so that Node 20 runs it without a build step; test-support/fuzz.d.mts types it for the
// tests. It imports no urikit package: the caller hands in the modules.
//
// Every input is made from (seed, package, index) alone, by a generator of its own: a run can be
// replayed whole (`--seed`) or one input at a time (`--seed --package --index`), and nothing is
// kept from one input to the next but counters (memory stays flat over millions of inputs).

import { COMPONENTS, oracleParse } from './rfc3986-oracle.mjs';

// --- Seeded randomness --------------------------------------------------------------------------

/** A 32-bit hash step (the finalizer of MurmurHash3), for deriving seeds. */
function mix(h) {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The seed of one input: the run's seed, the package's name and the input's index.
 *
 * @param {number} seed
 * @param {string} name
 * @param {number} index
 */
export function inputSeed(seed, name, index) {
  let h = mix(seed ^ 0x9e3779b9);
  for (let i = 0; i < name.length; i++) h = mix(h ^ name.charCodeAt(i));
  h = mix(h ^ (index & 0xffffffff));
  return mix(h ^ Math.floor(index / 2 ** 32));
}

/** sfc32, a small fast generator with a 128-bit state. */
export class Rng {
  /** @param {number} seed */
  constructor(seed) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 12; i++) this.next();
  }
  /** A uniform 32-bit unsigned integer. */
  next() {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }
  /** An integer in [0, n). @param {number} n */
  int(n) {
    return this.next() % n;
  }
  /** True with probability p. @param {number} p */
  chance(p) {
    return this.next() < p * 4294967296;
  }
  /**
   * One element of a non-empty array.
   * @template T
   * @param {readonly T[]} xs
   * @returns {T}
   */
  pick(xs) {
    return /** @type {T} */ (xs[this.next() % xs.length]);
  }
}

// --- Alphabets of RFC 3986 ----------------------------------------------------------------------

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const ALPHA = `${LOWER}${LOWER.toUpperCase()}`;
const DIGIT = '0123456789';
const HEX = '0123456789abcdefABCDEF';
const UNRESERVED = `${ALPHA}${DIGIT}-._~`;
const SUB_DELIMS = "!$&'()*+,;=";
const GEN_DELIMS = ':/?#[]@';
const isUnreserved = (c) => UNRESERVED.includes(c);

const hex2 = (code) => code.toString(16).toUpperCase().padStart(2, '0');

/** "%XX" of an octet, hex digits in a random case. */
const escaped = (rng, code) => {
  const h = hex2(code);
  return `%${rng.chance(0.3) ? h.toLowerCase() : h}`;
};

/** Letters of `s` in a random case, each with probability p of flipping. */
const randomCase = (rng, s, p = 0.5) => {
  let out = '';
  for (const c of s) {
    out += rng.chance(p) ? (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) : c;
  }
  return out;
};

const repeat = (rng, max, make) => {
  let out = '';
  const n = rng.int(max + 1);
  for (let i = 0; i < n; i++) out += make();
  return out;
};

// Escapes worth generating: unreserved (decoded by normalization), reserved (never decoded),
// controls that end protocol lines, octets that are not UTF-8, UTF-8 sequences, double escapes.
const ESCAPES = [
  '%41',
  '%7e',
  '%7E',
  '%2d',
  '%5F',
  '%2e',
  '%2E',
  '%30',
  '%2F',
  '%2f',
  '%3A',
  '%3F',
  '%23',
  '%5B',
  '%5D',
  '%40',
  '%21',
  '%25',
  '%20',
  '%00',
  '%0D',
  '%0A',
  '%0d%0a',
  '%09',
  '%7F',
  '%FF',
  '%C3',
  '%c3%a9',
  '%E2%82%AC',
  '%E2%80%AE',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%C0%AF',
  '%252e',
  '%252F',
  '%3B',
  '%3D',
  '%26',
  '%2B',
  '%2C',
];

// --- (a) The grammar of RFC 3986 Appendix A -----------------------------------------------------

/**
 * Per-scheme vocabulary: pieces of the scheme's own syntax (its RFC's delimiters and keywords),
 * dropped into segments and queries so that a good share of the inputs reach the plugin's
 * deeper rules. Unknown schemes get none.
 * @type {Record<string, readonly string[]>}
 */
const VOCABULARY = {
  http: ['index.html', '%7Euser', 'a=b&c=d', 'search?q', 'x.y'],
  https: ['index.html', '%7Euser', 'a=b&c=d', 'x.y'],
  ftp: [';type=a', ';type=i', ';type=d', ';type=A', ';type=', ';type=x', '%2Fetc', '%2F', 'motd'],
  file: ['C:', 'c|', '%43:', 'c%3A', 'localhost', 'LocalHost', 'server', 'COM1', 'CON', 'nul.txt'],
  gopher: ['1', '0', '7', '1sel', '0a%09b', '%09', '%09%09+', '%0D%0A', '$', '!', 'h'],
  mailto: ['user@example.com', 'a@b', '%40', ',', 'subject=x', 'body=y', 'to=a@b', 'cc=', '&'],
  news: ['*', 'comp.lang.c', 'msgid@host', 'a.b', '%3C', '%3E'],
  nntp: ['comp.lang.c', '123', 'group', '*', 'a.b'],
  prospero: [';type=TEXT', ';version=1', '%3B', '=', ';a=b', 'hsoname'],
  telnet: ['user', 'user:pass', '23', ''],
  wais: ['db', 'TEXT', 'wpath', 'src', 'query+words'],
  // RFC 6455 §3, RFC 3966 §3 and §6, RFC 8141 §2, RFC 2397 §3 (issue 26's plugins)
  ws: ['chat', 'socket', 'a=b', 'feed'],
  wss: ['chat', 'socket', 'a=b', 'feed'],
  tel: [
    '+1-201-555-0123',
    '+12015550123',
    '7042;phone-context=example.com',
    '863-1234;phone-context=+1-914-555',
    ';ext=1',
    ';isub=2',
    '(201)555.0123',
  ],
  urn: ['example:a123,z456', 'isbn:0-395-36341-1', '?+r', '?=q', '%2C', 'X-local:a'],
  data: [
    ',A%20brief',
    'text/plain;charset=US-ASCII,x',
    ';base64,QUE=',
    ',',
    'image/gif;base64,R0lG',
  ],
};

const DEFAULT_PORTS = ['80', '443', '21', '70', '23', '119', '210', '1525', '25', '0'];

/** A reg-name: labels of unreserved characters and escapes, or an IPv4-looking name. */
function regName(rng, vocab) {
  switch (rng.int(8)) {
    case 0:
      return '';
    case 1: // RFC 3986 §7.4: IPv4 spellings that are reg-names (hex, octal, short, decimal)
      return rng.pick([
        '0x7f.1',
        '0x7F000001',
        '017700000001',
        '2130706433',
        '127.1',
        '127.0.1',
        '01.2.3.4',
        '1.2.3.256',
        '1.2.3.4.',
        '0177.0.0.1',
        '%31.1.1.1',
        '1.1.1.%31',
        '%31%32%37.0.0.1',
        'localhost',
        'LOCALHOST',
        '%6Cocalhost',
      ]);
    case 2:
      if (vocab.length) return rng.pick(vocab).replace(/[^A-Za-z0-9.%-]/g, '');
      return 'h';
    default: {
      const labels = 1 + rng.int(3);
      const out = [];
      for (let i = 0; i < labels; i++) {
        out.push(
          repeat(rng, 6, () => {
            const r = rng.int(20);
            if (r < 14) return rng.pick(`${LOWER}${DIGIT}`);
            if (r < 16) return rng.pick(ALPHA);
            if (r < 17) return rng.pick(SUB_DELIMS);
            if (r < 18) return rng.pick('-_~');
            return rng.chance(0.6)
              ? escaped(rng, rng.pick(UNRESERVED).charCodeAt(0))
              : rng.pick(ESCAPES);
          }) || 'a',
        );
      }
      return out.join('.');
    }
  }
}

/** dec-octet, and the IPv4address of four. */
const decOctet = (rng) =>
  String(
    rng.pick([
      0,
      1,
      9,
      10,
      99,
      100,
      127,
      169,
      172,
      192,
      199,
      200,
      249,
      250,
      254,
      255,
      rng.int(256),
    ]),
  );
const ipv4 = (rng) => `${decOctet(rng)}.${decOctet(rng)}.${decOctet(rng)}.${decOctet(rng)}`;

const h16 = (rng) =>
  rng.chance(0.2)
    ? rng.pick(['0', '0000', 'ffff', 'FFFF', 'fe80', '2001', 'db8', '1'])
    : repeat(rng, 3, () => rng.pick(HEX)) + rng.pick(HEX);

/** One of the nine IPv6address forms of §3.2.2 (sometimes with an RFC 6874 zone, or broken). */
function ipv6(rng) {
  const ls32 = () => (rng.chance(0.3) ? ipv4(rng) : `${h16(rng)}:${h16(rng)}`);
  const groups = (n) => Array.from({ length: n }, () => h16(rng)).join(':');
  let text;
  const form = rng.int(9);
  if (form === 0) text = `${groups(6)}:${ls32()}`;
  else {
    // [ *(form-2)( h16 ":" ) h16 ] "::" then (7 - form) more pieces
    const before = rng.int(form);
    const head = before === 0 ? '' : groups(before);
    const tail = [
      `${groups(5)}:${ls32()}`,
      `${groups(4)}:${ls32()}`,
      `${groups(3)}:${ls32()}`,
      `${groups(2)}:${ls32()}`,
      `${groups(1)}:${ls32()}`,
      ls32(),
      h16(rng),
      '',
    ][form - 1];
    text = `${head}::${tail}`;
  }
  if (rng.chance(0.15)) {
    text = rng.pick([
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::FFFF:7f00:1',
      '::127.0.0.1',
      'fe80::1',
      'FC00::1',
      '64:ff9b::1.2.3.4',
      '0:0:0:0:0:0:0:1',
      '2001:DB8:0:0:0:0:0:1',
    ]);
  }
  if (rng.chance(0.05)) text += `%25${rng.pick(['eth0', 'EN1', '%61b', '1', 'x%2F', ''])}`;
  if (rng.chance(0.03))
    text = rng.pick([`${text}:`, `${text}::`, `:${text}`, `${text}:1:2:3:4:5:6:7:8`]);
  if (rng.chance(0.03)) {
    // One piece too many around "::" (eight written, or seven and an IPv4 tail), or "::" twice.
    const pieces = Array.from({ length: 7 + rng.int(3) }, () => h16(rng));
    pieces.splice(rng.int(pieces.length + 1), 0, rng.pick(['', '', ':']));
    text = pieces.join(':').replace(/:{3,}/, '::');
    if (rng.chance(0.2)) text = text.replace(/[^:]*:[^:]*$/, ipv4(rng));
  }
  return text;
}

/** The host of an authority (§3.2.2) and its port (§3.2.3). */
function hostPort(rng, vocab, defaults) {
  let host;
  const r = rng.int(20);
  if (r < 4) host = ipv4(rng);
  else if (r < 7) host = `[${ipv6(rng)}]`;
  else if (r < 8)
    host = `[v${repeat(rng, 2, () => rng.pick(HEX))}${rng.pick(HEX)}.${rng.pick(['x', 'A:b', '!', 'z~'])}]`;
  else host = regName(rng, vocab);
  if (rng.chance(0.3)) {
    const port = rng.pick([
      '',
      ...defaults,
      '0',
      '080',
      '00021',
      '65535',
      '65536',
      '99999',
      '4294967297',
      String(rng.int(65536)),
      '11211',
    ]);
    host += `:${port}`;
  }
  return host;
}

/** userinfo = *( unreserved / pct-encoded / sub-delims / ":" ) */
const userinfo = (rng) =>
  rng.pick([
    'user',
    'user:pass',
    'u:',
    ':',
    '',
    'a%40b',
    'user:p%3Aw',
    'evil.example.com',
    'good.example%2F',
    '%75ser',
    'x:y:z',
    "a!$&'()*+,;=b",
  ]);

/** A segment: pchars, escapes, dot segments and the scheme's words. */
function segment(rng, vocab, noColon) {
  const r = rng.int(20);
  if (r === 0) return '';
  if (r === 1) return rng.pick(['.', '..', '%2e', '%2E%2e', '.%2e', '%2e.', '%252e%252e']);
  if (r < 4 && vocab.length) return rng.pick(vocab);
  let out = repeat(rng, 7, () => {
    const k = rng.int(24);
    if (k < 14) return rng.pick(`${ALPHA}${DIGIT}`);
    if (k < 16) return rng.pick('-._~');
    if (k < 18) return rng.pick(SUB_DELIMS);
    if (k < 19) return noColon ? '@' : rng.pick(':@');
    if (k < 21) return escaped(rng, rng.pick(UNRESERVED).charCodeAt(0));
    return rng.pick(ESCAPES);
  });
  if (out === '') out = 'a';
  return noColon ? out.replaceAll(':', '@') : out;
}

/** path-abempty = *( "/" segment ) */
const pathAbempty = (rng, vocab) => repeat(rng, 5, () => `/${segment(rng, vocab, false)}`);

/** query = *( pchar / "/" / "?" ), the fragment likewise. */
function queryText(rng, vocab) {
  return repeat(rng, 4, () => {
    const r = rng.int(10);
    if (r < 2) return rng.pick(['/', '?', '=', '&', ';', '+']);
    return segment(rng, vocab, false);
  });
}

/** The query and fragment, each present or not. */
function tail(rng, vocab) {
  let out = '';
  if (rng.chance(0.3)) out += `?${queryText(rng, vocab)}`;
  if (rng.chance(0.2)) out += `#${queryText(rng, vocab)}`;
  return out;
}

/** scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), for the core's inputs. */
function anyScheme(rng) {
  if (rng.chance(0.6)) {
    return rng.pick([
      'http',
      'https',
      'ftp',
      'file',
      'mailto',
      'urn',
      'a',
      'foo',
      'x+y.z-1',
      'HTTP',
      'Fo0',
    ]);
  }
  return rng.pick(ALPHA) + repeat(rng, 6, () => rng.pick(`${ALPHA}${DIGIT}+-.`));
}

/**
 * hier-part (§3) after `scheme:`: "//" authority path-abempty / path-absolute / path-rootless /
 * path-empty.
 */
function hierPart(rng, vocab, defaults) {
  const r = rng.int(20);
  if (r < 12) {
    const ui = rng.chance(0.2) ? `${userinfo(rng)}@` : '';
    return `//${ui}${hostPort(rng, vocab, defaults)}${pathAbempty(rng, vocab)}`;
  }
  if (r < 15)
    return `/${rng.chance(0.8) ? segment(rng, vocab, false) || 'a' : ''}${pathAbempty(rng, vocab)}`;
  if (r < 19) return `${segment(rng, vocab, false) || 'a'}${pathAbempty(rng, vocab)}`;
  // path-empty, or a word of the scheme alone as its whole path (a tel number, a URN):
  // schemes with no "/" in their paths need it to be reached at all.
  return vocab.length > 0 && rng.chance(0.5) ? rng.pick(vocab) : '';
}

/**
 * A relative reference (§4.2): "//" authority path-abempty / path-absolute / path-noscheme /
 * path-empty, with a query and a fragment or not. Dot segments are frequent: these are the
 * references given to `resolve`.
 *
 * @param {Rng} rng
 */
export function relativeRef(rng, vocab = []) {
  const r = rng.int(20);
  let path;
  if (r < 2) path = `//${hostPort(rng, vocab, DEFAULT_PORTS)}${pathAbempty(rng, vocab)}`;
  else if (r < 6) path = `/${segment(rng, vocab, false)}${pathAbempty(rng, vocab)}`;
  else if (r < 12) path = `${segment(rng, vocab, true) || 'g'}${pathAbempty(rng, vocab)}`;
  else if (r < 16)
    path = repeat(rng, 4, () => rng.pick(['../', './', '..', '.', 'g/', '%2e%2e/'])) || '..';
  else if (r < 17) path = rng.pick(['g:h', 'http:g', `${anyScheme(rng)}:x`]);
  else path = '';
  return path + tail(rng, vocab);
}

/**
 * A URI-reference from the grammar of RFC 3986 Appendix A: `scheme` given (any case), or a
 * random scheme or a relative reference when it is undefined.
 *
 * @param {Rng} rng
 * @param {string | undefined} scheme
 */
export function grammarInput(rng, scheme) {
  const vocab = (scheme && VOCABULARY[scheme.toLowerCase()]) || [];
  if (scheme === undefined && rng.chance(0.15)) return relativeRef(rng, vocab);
  let s = scheme ?? anyScheme(rng);
  if (rng.chance(0.15)) s = randomCase(rng, s);
  const shape = scheme === undefined ? undefined : SHAPES[scheme.toLowerCase()];
  if (shape !== undefined && rng.chance(0.5)) return `${s}:${shape(rng, vocab)}`;
  return `${s}:${hierPart(rng, vocab, DEFAULT_PORTS)}${tail(rng, vocab)}`;
}

/** Text in a few characters of a field: letters, digits, a sub-delim or an escape now and then. */
const word = (rng, vocab) =>
  rng.chance(0.3) && vocab.length ? rng.pick(vocab) : segment(rng, vocab, false);
const server = (rng, vocab, port) =>
  hostPort(rng, vocab, [port]).replace(/^\[.*%25[^\]]*\]/, '[::1]'); // zones: a few are enough
const login = (rng) => (rng.chance(0.25) ? `${userinfo(rng)}@` : '');
const list = (rng, max, make, sep) => Array.from({ length: 1 + rng.int(max) }, make).join(sep);

/**
 * The shapes of each scheme's own syntax (its RFC's), built from the pieces of the grammar above,
 * so that half of a plugin's grammar inputs have the form the plugin reads (the other half, and
 * the mutations, test what it refuses).
 * @type {Record<string, (rng: Rng, vocab: readonly string[]) => string>}
 */
const SHAPES = {
  // RFC 1738 §3.2: ftp://user:password@host:port/cwd1/.../name;type=X
  ftp: (rng, v) =>
    `//${login(rng)}${server(rng, v, '21')}${repeat(rng, 3, () => `/${word(rng, v)}`)}${rng.chance(0.5) ? `;type=${rng.pick(['a', 'i', 'd', 'A', 'x', ''])}` : ''}`,
  // RFC 8089 §2 and Appendix E: local, remote, drive letters, UNC
  file: (rng, v) =>
    rng.pick(['///', '//localhost/', '/', '', '//', '////server/', `//${server(rng, v, '')}/`]) +
    (rng.chance(0.3) ? `${rng.pick(['C:', 'c|', '%43:', 'z:'])}/` : '') +
    list(rng, 4, () => word(rng, v), '/'),
  // RFC 4266 §2.1: gopher://host:port/<type><selector>%09<search>%09<gopher+>
  gopher: (rng, v) =>
    `//${server(rng, v, '70')}${rng.chance(0.8) ? `/${rng.pick(['0', '1', '7', '9', 'h', '+', ''])}${word(rng, v)}${rng.chance(0.3) ? `%09${word(rng, v)}${rng.chance(0.3) ? `%09${word(rng, v)}` : ''}` : ''}` : ''}`,
  // RFC 6068 §2: mailto:addr,addr?hfield=hvalue&hfield=hvalue, qchar = unreserved /
  // pct-encoded / some-delims
  mailto: (rng) => {
    const qchars = (extra) =>
      repeat(rng, 8, () => {
        const r = rng.int(24);
        if (r < 20) return rng.pick(`${ALPHA}${DIGIT}`);
        if (r < 23) return rng.pick(`-_~${extra}`);
        return rng.pick([
          '%20',
          '%2C',
          '%3F',
          '%26',
          '%3D',
          '%40',
          '%C3%A9',
          '%0D%0A',
          '%25',
          '%22',
          '%FF',
          '%2e',
        ]);
      }) || 'a';
    const address = () =>
      rng.chance(0.05)
        ? qchars("!$'()*+,;:@")
        : `${qchars("!$'*+")}@${rng.chance(0.1) ? regName(rng, []) : list(rng, 3, () => repeat(rng, 6, () => rng.pick(`${LOWER}${DIGIT}`)) || 'x', '.')}`;
    const field = () =>
      `${rng.pick(['to', 'cc', 'bcc', 'subject', 'body', 'In-Reply-To', 'x%20y', 'From'])}=${qchars("!$'()*+,;:@/?")}`;
    return (
      (rng.chance(0.9) ? list(rng, 3, address, ',') : '') +
      (rng.chance(0.5) ? `?${list(rng, 3, field, '&')}` : '')
    );
  },
  // RFC 5538 §2.1: news:group, news:*, news:message-id, news://server/group
  news: (rng, v) =>
    rng.chance(0.3)
      ? `//${server(rng, v, '119')}/${rng.pick(['comp.lang.c', '*', `${word(rng, v)}@${regName(rng, v) || 'h'}`])}`
      : rng.pick([
          '*',
          'comp.infosystems.www',
          `${word(rng, v)}.${word(rng, v)}`,
          `${word(rng, v)}@${regName(rng, v) || 'h'}`,
        ]),
  // RFC 5538 §2.2: nntp://server:port/group/article-number
  nntp: (rng, v) =>
    `//${server(rng, v, '119')}/${rng.pick(['comp.lang.c', 'a.b', word(rng, v)])}${rng.chance(0.5) ? `/${rng.pick(['1', '123', '0', '4294967296', word(rng, v)])}` : ''}`,
  // RFC 4157 §2: prospero://host:port/hsoname;field=value
  prospero: (rng, v) =>
    `//${server(rng, v, '1525')}/${list(rng, 3, () => word(rng, v), '/')}${repeat(rng, 2, () => `;${word(rng, v)}=${word(rng, v)}`)}`,
  // RFC 4248 §2: telnet://user:password@host:port/
  telnet: (rng, v) => `//${login(rng)}${server(rng, v, '23')}${rng.pick(['', '/', '/x'])}`,
  // RFC 4156 §2: wais://host:port/database, /database?search, /database/wtype/wpath
  wais: (rng, v) =>
    `//${server(rng, v, '210')}/${word(rng, v)}${rng.pick(['', `?${word(rng, v)}`, `/${word(rng, v)}/${word(rng, v)}`])}`,
};

// --- (b) Mutations of corpus lines --------------------------------------------------------------

const SPLICES = [
  '//',
  '///',
  '@',
  ':',
  '[',
  ']',
  '[::1]',
  '[v1.x]',
  '?',
  '#',
  '%',
  '%2',
  '%25',
  '%2e%2e/',
  '/../',
  '/./',
  '/.//',
  ':80',
  ':',
  '%00',
  '%0D%0A',
  '\\',
  ' ',
  '\t',
  '\n',
  '127.0.0.1',
  '0x7f.1',
  '@evil.example',
  '%40',
  '%2F',
  '..',
];
const INSERTS = `${GEN_DELIMS}${SUB_DELIMS}%%%.-_~aZ09 \\"<>^\`{|}\u0000\u007f\u00e9\uff0e`;

/** The text after the scheme of a line, with `scheme` put in front. */
function withScheme(rng, line, scheme) {
  if (scheme === undefined) return line;
  const colon = line.indexOf(':');
  const rest =
    colon > 0 && /^[A-Za-z][A-Za-z0-9+.-]*$/.test(line.slice(0, colon))
      ? line.slice(colon + 1)
      : line;
  return `${rng.chance(0.1) ? randomCase(rng, scheme) : scheme}:${rest}`;
}

/**
 * A corpus line given the package's scheme, then one to four mutations: a character inserted,
 * deleted or replaced, a delimiter spliced in, a slice repeated, the case of a letter flipped,
 * or the end cut off.
 *
 * @param {Rng} rng
 * @param {string} line
 * @param {string | undefined} scheme
 */
export function mutateLine(rng, line, scheme) {
  let s = withScheme(rng, line, scheme);
  const n = 1 + rng.int(4);
  for (let i = 0; i < n; i++) {
    const at = rng.int(s.length + 1);
    switch (rng.int(7)) {
      case 0:
        s = s.slice(0, at) + rng.pick(INSERTS) + s.slice(at);
        break;
      case 1:
        s = s.slice(0, at) + s.slice(at + 1 + rng.int(3));
        break;
      case 2:
        s = s.slice(0, at) + rng.pick(INSERTS) + s.slice(at + 1);
        break;
      case 3:
        s = s.slice(0, at) + rng.pick(SPLICES) + s.slice(at);
        break;
      case 4: {
        const len = 1 + rng.int(8);
        s = s.slice(0, at + len) + s.slice(at, at + len) + s.slice(at + len);
        break;
      }
      case 5:
        s = s.slice(0, at) + randomCase(rng, s.slice(at, at + 1), 1) + s.slice(at + 1);
        break;
      default:
        if (rng.chance(0.3)) s = s.slice(0, at);
    }
  }
  return s;
}

// --- (c) Random strings -------------------------------------------------------------------------

// Non-ASCII worth trying: Latin-1, no-break space, full-width and ideographic dots and slashes,
// case mappings that change the length (İ, ß) or map to ASCII (K Kelvin, ſ long s, ı dotless i),
// bidi and zero-width controls, a BOM, an emoji (a surrogate pair), lone surrogates.
const NON_ASCII = [
  'é',
  'ü',
  '\u00a0',
  '\u3002',
  '\uff0e',
  '\uff0f',
  '\uff20',
  '\u2044',
  '\u0130',
  'ß',
  '\u212a',
  '\u017f',
  '\u0131',
  '\u202e',
  '\u200b',
  '\ufeff',
  '\ud83d\ude00',
  '\ud800',
  '\udfff',
  '\udbff',
  '\u0000',
];

/**
 * A random string after the package's scheme: printable ASCII weighted to the delimiters,
 * controls, non-ASCII and lone surrogates.
 *
 * @param {Rng} rng
 * @param {string | undefined} scheme
 */
export function randomInput(rng, scheme) {
  let s = '';
  if (scheme !== undefined) {
    s = rng.pick([`${scheme}:`, `${scheme}://`, `${scheme.toUpperCase()}://`, `${scheme}:/`]);
    if (rng.chance(0.03))
      s = rng.pick(['', ' ', `${scheme}`, `${scheme}\u0000:`]) + s.slice(scheme.length);
  }
  const n = rng.int(32);
  for (let i = 0; i < n; i++) {
    const r = rng.int(20);
    if (r < 8) s += String.fromCharCode(0x20 + rng.int(95));
    else if (r < 12) s += rng.pick(`${GEN_DELIMS}${SUB_DELIMS}%`);
    else if (r < 14) s += `%${rng.pick(HEX)}${rng.pick(HEX)}`;
    else if (r < 16) s += String.fromCharCode(rng.chance(0.9) ? rng.int(0x20) : 0x7f);
    else if (r < 19) s += rng.pick(NON_ASCII);
    else s += String.fromCharCode(rng.int(0x10000));
  }
  return s;
}

// --- Independent helpers for the laws -----------------------------------------------------------

/**
 * The eight 16-bit groups of an IPv6 address in text (without brackets or zone), or undefined.
 * Written here, not taken from the core, so that the host law does not trust what it checks.
 */
function ipv6Groups(text) {
  let head = text;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  const extra = [];
  if (v4) {
    head = text.slice(0, v4.index);
    extra.push(((+v4[1] << 8) | +v4[2]).toString(16), ((+v4[3] << 8) | +v4[4]).toString(16));
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const parts = head.split('::');
  if (parts.length > 2) return undefined;
  const left = parts[0] ? parts[0].split(':') : [];
  const right = parts.length === 2 ? (parts[1] ? parts[1].split(':') : []) : [];
  right.push(...extra);
  if (parts.length === 1) left.push(...right.splice(0));
  const fill = 8 - left.length - right.length;
  if (fill < 0 || (parts.length === 1 && fill !== 0)) return undefined;
  return [...left, ...Array(fill).fill('0'), ...right]
    .map((g) => parseInt(g, 16).toString(16))
    .join(':');
}

/** Percent-decodes every escape to the octet it stands for (as a Latin-1 character). */
const decodeAll = (s) =>
  s.replace(/%([0-9A-Fa-f]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));

/**
 * What a host names, for comparing a URI's host with its normal form's: the address of an IP
 * literal (a zone identifier kept with its case, RFC 6874), the lower-case text of an
 * IPvFuture, and for an IPv4address or reg-name its octets lower-cased (escapes decoded, so that
 * `%31.1.1.1` and `1.1.1.1` name one host, §6.2.2.2). `localHost` maps `localhost` to `''`
 * (RFC 8089 §2, for file).
 *
 * @param {string | undefined} hostText the host as it stands in the authority
 */
export function hostKey(hostText, localHost = false) {
  if (hostText === undefined) return '(none)';
  if (hostText.startsWith('[v') || hostText.startsWith('[V')) return hostText.toLowerCase();
  if (hostText.startsWith('[')) {
    const inner = hostText.slice(1, -1);
    const zone = inner.indexOf('%');
    const addr = zone < 0 ? inner : inner.slice(0, zone);
    const groups = ipv6Groups(addr.toLowerCase()) ?? addr.toLowerCase();
    return zone < 0 ? `[${groups}]` : `[${groups}%${decodeAll(inner.slice(zone + 3))}]`;
  }
  const name = decodeAll(hostText).replace(/[A-Z]/g, (c) => c.toLowerCase());
  return localHost && name === 'localhost' ? '' : name;
}

/**
 * Deep equality as the test kit's `toEqual` reads it: a property whose value is `undefined` is
 * the same as no property; arrays and typed arrays compare element by element.
 */
export function deepEqual(a, b) {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (ArrayBuffer.isView(a) || ArrayBuffer.isView(b)) {
    if (!ArrayBuffer.isView(a) || !ArrayBuffer.isView(b) || a.byteLength !== b.byteLength)
      return false;
    const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
    const y = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
    return x.every((v, i) => v === y[i]);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  const ka = Object.keys(a).filter((k) => a[k] !== undefined);
  const kb = Object.keys(b).filter((k) => b[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => kb.includes(k) && deepEqual(a[k], b[k]));
}

/** The components of a Uri, for comparing a result with its text parsed again. */
const components = (u) => ({
  scheme: u.scheme,
  userinfo: u.userinfo,
  host: u.host,
  hostKind: u.hostKind,
  port: u.port,
  path: u.path,
  query: u.query,
  fragment: u.fragment,
});

/** The first component where two component records differ, or undefined. */
function firstDifference(a, b) {
  for (const c of COMPONENTS)
    if (a[c] !== b[c]) return `${c}: ${JSON.stringify(a[c])} vs ${JSON.stringify(b[c])}`;
  return undefined;
}

/**
 * Another spelling of the normal form `n`, equivalent to it by the rules of RFC 3986 §6.2.2
 * (and §6.2.3 where the scheme has a default port): the scheme and host in another case, the hex
 * digits of escapes in lower case, unreserved characters percent-encoded (§2.3; not where the
 * scheme turns that rule off), "./" and "x/../" put into a path that starts with "/" (where the
 * scheme removes dot segments), the default port or an empty port written out.
 */
function variant(rng, n, rules, defaultPort) {
  const encodeSome = (s, p) => {
    if (!rules.percent) return s;
    let out = '';
    for (const c of s) out += isUnreserved(c) && rng.chance(p) ? escaped(rng, c.charCodeAt(0)) : c;
    return out;
  };
  const lowerHex = (s) =>
    s.replace(/%[0-9A-F]{2}/g, (e) => (rng.chance(0.5) ? e.toLowerCase() : e));
  let out = `${randomCase(rng, n.scheme ?? '', 0.5)}:`;
  if (n.scheme === undefined) out = '';
  if (n.host !== undefined) {
    out += '//';
    if (n.userinfo !== undefined) out += `${encodeSome(lowerHex(n.userinfo), 0.2)}@`;
    const kind = n.hostKind;
    if (kind === 'ipv6' || kind === 'ipvfuture') {
      const zone = n.host.indexOf('%');
      const addr = zone < 0 ? n.host : n.host.slice(0, zone);
      out += `[${randomCase(rng, addr, 0.5)}${zone < 0 ? '' : lowerHex(n.host.slice(zone))}]`;
    } else {
      out += encodeSome(randomCase(rng, lowerHex(n.host), 0.3), 0.15);
    }
    if (n.port !== undefined) out += `:${n.port}`;
    else if (defaultPort !== undefined && n.host !== '' && rng.chance(0.3)) {
      out += rng.chance(0.5) ? `:${defaultPort}` : ':';
    }
  }
  // In a relative reference a dot segment stays literal: §5.2.4 removes only literal ones, so
  // ".%2E" is another reference (the core keeps such escapes in its normal form).
  let path =
    n.scheme === undefined
      ? lowerHex(n.path)
          .split('/')
          .map((seg) => (seg === '.' || seg === '..' ? seg : encodeSome(seg, 0.15)))
          .join('/')
      : encodeSome(lowerHex(n.path), 0.15);
  if (rules.dots && path.startsWith('/') && rng.chance(0.4)) {
    const slashes = [];
    for (let i = 0; i < path.length; i++) if (path[i] === '/') slashes.push(i);
    const at = rng.pick(slashes) + 1;
    const dots = rules.percent ? ['./', 'x/../', '%2E/', 'x/%2e%2E/'] : ['./', 'x/../'];
    path = path.slice(0, at) + rng.pick(dots) + path.slice(at);
  }
  out += path;
  if (n.query !== undefined) out += `?${encodeSome(lowerHex(n.query), 0.15)}`;
  if (n.fragment !== undefined) out += `#${encodeSome(lowerHex(n.fragment), 0.15)}`;
  return out;
}

// --- The laws -----------------------------------------------------------------------------------

/** The laws, in the order they are reported. */
export const LAWS = /** @type {const} */ ([
  'only-UriError',
  'index-in-input',
  'round-trip',
  'same-error-every-route',
  'plugin-registry-agree',
  'wrong-scheme',
  'normalize-idempotent',
  'normalize-reparses',
  'normalize-keeps-host',
  'normalize-report',
  'equivalent-reflexive',
  'equivalent-symmetric',
  'equivalent-transitive',
  'equivalent-normal-form',
  'resolve-reparses',
  'parse-format',
  'format-parse',
  'findings',
  'oracle',
  'uriparser',
]);

/** The base a relative reference is resolved against (RFC 3986 §5.4). */
const BASE = 'http://a/b/c/d;p?q';

/** The scheme plugins a package module exports (values made by `defineScheme`). */
export function pluginsOf(module) {
  return Object.values(module).filter(
    (v) =>
      v !== null &&
      typeof v === 'object' &&
      typeof v.name === 'string' &&
      typeof v.parse === 'function' &&
      typeof v.format === 'function' &&
      typeof v.definition === 'object',
  );
}

/** A string as it is shown in a report: JSON-escaped, cut at 300 characters. */
export const show = (s) => JSON.stringify(s.length > 300 ? `${s.slice(0, 300)}…` : s);

/**
 * @typedef {object} Violation
 * @property {string} law
 * @property {string} package
 * @property {number} index the input's index in the package's stream
 * @property {string} input
 * @property {string} detail
 */

/**
 * @typedef {object} DisagreementClass
 * @property {number} count
 * @property {string} example the first input of the class
 * @property {string} detail
 * @property {string | undefined} decision why the RFC decides it (undefined: undecided, a violation)
 */

/**
 * @typedef {object} PackageReport
 * @property {string} name
 * @property {number} inputs
 * @property {{ grammar: number, corpus: number, random: number }} sources
 * @property {number} valid inputs `parse` accepted (RFC 3986)
 * @property {number} accepted inputs the scheme's plugin accepted too (core: = valid)
 * @property {Record<string, { checked: number, failed: number }>} laws
 * @property {Violation[]} violations the first few of each law
 * @property {Record<string, Record<string, DisagreementClass>>} differential by oracle, by class
 * @property {number} ms
 */

/**
 * A differential partner: another reading of the same inputs, compared with `parse`.
 * @typedef {object} Differential
 * @property {'oracle' | 'uriparser'} name
 * @property {(inputs: string[]) => unknown[]} read its reading of each input
 * @property {(input: string, core: Record<string, unknown> | undefined, theirs: unknown) =>
 *   { cls: string, detail: string, decision: string | undefined } | undefined} compare
 */

/** The oracle of test-support/rfc3986-oracle.mjs as a differential partner. */
export const rfc3986Oracle = /** @type {Differential} */ ({
  name: 'oracle',
  read: (inputs) => inputs.map((s) => oracleParse(s)),
  compare(input, core, theirs) {
    const o = /** @type {Record<string, unknown> | undefined} */ (theirs);
    if ((core === undefined) !== (o === undefined)) {
      return {
        cls:
          core === undefined
            ? 'validity: oracle accepts, parse refuses'
            : 'validity: parse accepts, oracle refuses',
        detail: `input ${show(input)}`,
        decision: undefined,
      };
    }
    if (core === undefined || o === undefined) return undefined;
    const diff = firstDifference(core, o);
    return diff === undefined
      ? undefined
      : { cls: `component ${diff.slice(0, diff.indexOf(':'))}`, detail: diff, decision: undefined };
  },
});

/**
 * Runs `count` inputs of one package through every law and returns the counts.
 *
 * @param {object} options
 * @param {Record<string, any>} options.core the `@urikit/core` module
 * @param {string} options.name the package's name (`@urikit/http`)
 * @param {Record<string, any> | undefined} options.module the package's module (undefined: core)
 * @param {number} options.seed
 * @param {number} options.count
 * @param {number} [options.start] the index of the first input (default 0)
 * @param {readonly string[]} options.corpus lines to mutate
 * @param {readonly Differential[]} [options.differentials]
 * @param {number} [options.keep] violations kept per law (default 5)
 * @param {(v: Violation) => void} [options.onViolation]
 * @param {(done: number) => void} [options.onProgress]
 * @param {(index: number, input: string) => void} [options.onInput] each input, as it is made
 * @returns {PackageReport}
 */
export function fuzzPackage(options) {
  const { core, name, module, seed, count, corpus } = options;
  const start = options.start ?? 0;
  const keep = options.keep ?? 5;
  const differentials = options.differentials ?? [];
  const { UriError, createRegistry } = core;
  const plugins = module === undefined ? [] : pluginsOf(module);
  if (module !== undefined && plugins.length === 0)
    throw new Error(`${name}: no scheme plugin exported`);
  // One registry per plugin: a package may export two plugins of one scheme (gopher's legacy
  // reading), which one registry would refuse.
  const targets = plugins.length
    ? plugins.map((plugin) => ({ plugin, registry: createRegistry([plugin]), scheme: plugin.name }))
    : [{ plugin: undefined, registry: undefined, scheme: undefined }];

  /** @type {PackageReport} */
  const report = {
    name,
    inputs: 0,
    sources: { grammar: 0, corpus: 0, random: 0 },
    valid: 0,
    accepted: 0,
    laws: Object.fromEntries(LAWS.map((law) => [law, { checked: 0, failed: 0 }])),
    violations: [],
    differential: Object.fromEntries(differentials.map((d) => [d.name, {}])),
    ms: 0,
  };
  const kept = Object.fromEntries(LAWS.map((law) => [law, 0]));

  let index = 0;
  let input = '';
  const fail = (law, detail) => {
    report.laws[law].failed++;
    const v = { law, package: name, index, input, detail };
    options.onViolation?.(v);
    if (kept[law]++ < keep) report.violations.push(v);
  };
  /** Counts a check of `law`, and a failure when `ok` is false. */
  const law = (l, ok, detail) => {
    report.laws[l].checked++;
    if (!ok) fail(l, typeof detail === 'function' ? detail() : detail);
    return ok;
  };

  /**
   * Calls `run`: it may return, or throw a UriError whose index lies inside its input. When `x`
   * is given (the one string the operation read), the error's input is that string (or a
   * same-length rewrite of it: a plugin's `prepare`), so that the index points into what the
   * caller wrote. Anything else is a violation.
   * @returns {{ ok: true, value: any } | { ok: false, error: any }}
   */
  const call = (what, run, x) => {
    report.laws['only-UriError'].checked++;
    try {
      return { ok: true, value: run() };
    } catch (error) {
      const name = () => (typeof what === 'function' ? what() : what);
      if (!(error instanceof UriError)) {
        fail(
          'only-UriError',
          `${name()} threw ${error?.name ?? typeof error}: ${error?.message ?? String(error)}`,
        );
        return { ok: false, error: undefined };
      }
      const i = error.index;
      law(
        'index-in-input',
        Number.isInteger(i) &&
          i >= 0 &&
          i <= error.input.length &&
          (x === undefined || (i <= x.length && error.input.length === x.length)),
        () =>
          `${name()}: ${error.code} at ${i} in ${show(error.input)}${x === undefined ? '' : `, not the input (${x.length} characters)`}`,
      );
      return { ok: false, error };
    }
  };
  /** Whether two failed calls failed alike (same code, same index). */
  const sameError = (a, b) =>
    !a.ok &&
    b.error !== undefined &&
    a.error.code === b.error.code &&
    a.error.index === b.error.index;
  const describe = (r) =>
    r.ok
      ? 'no error'
      : r.error === undefined
        ? 'a foreign error'
        : `${r.error.code} at ${r.error.index}`;

  // Differential batches: inputs and parse's components, read by each partner a batch at a time.
  const BATCH = 4096;
  let batchInputs = [];
  let batchCore = [];
  let batchIndex = [];
  const flush = () => {
    if (batchInputs.length === 0) return;
    for (const d of differentials) {
      const theirs = d.read(batchInputs);
      const classes = report.differential[d.name];
      for (let i = 0; i < batchInputs.length; i++) {
        report.laws[d.name].checked++;
        const r = d.compare(batchInputs[i], batchCore[i], theirs[i]);
        if (r === undefined) continue;
        if (classes[r.cls] === undefined) {
          classes[r.cls] = {
            count: 0,
            example: batchInputs[i],
            detail: r.detail,
            decision: r.decision,
          };
        }
        const c = classes[r.cls];
        c.count++;
        if (r.decision === undefined) {
          const saved = [index, input];
          index = batchIndex[i];
          input = batchInputs[i];
          fail(d.name, `${r.cls}: ${r.detail}`);
          [index, input] = saved;
        }
      }
    }
    batchInputs = [];
    batchCore = [];
    batchIndex = [];
  };

  /** Hands a further generated text (a §6.2.2 spelling, another input, a reference) to the partners. */
  const differ = (text) => {
    if (differentials.length === 0) return;
    const r = core.tryParse(text);
    batchInputs.push(text);
    batchCore.push(r.ok ? components(r.value) : undefined);
    batchIndex.push(index);
  };

  /**
   * Equivalence over a set of valid members: reflexive, symmetric, transitive. `eq` compares
   * two members (never throws for valid ones: a throw is a violation of only-UriError).
   */
  const relation = (members, eq) => {
    const m = members.length;
    const M = [];
    for (let i = 0; i < m; i++) {
      M.push([]);
      for (let j = 0; j < m; j++) {
        const r = call(
          () => `equivalent(${show(members[i])}, ${show(members[j])})`,
          () => eq(members[i], members[j]),
        );
        M[i].push(r.ok ? r.value : undefined);
      }
    }
    for (let i = 0; i < m; i++) {
      law(
        'equivalent-reflexive',
        M[i][i] === true,
        () => `not equivalent to itself: ${show(members[i])}`,
      );
      for (let j = i + 1; j < m; j++) {
        law(
          'equivalent-symmetric',
          M[i][j] === M[j][i],
          () => `${show(members[i])} ~ ${show(members[j])} is ${M[i][j]}, the reverse ${M[j][i]}`,
        );
      }
    }
    for (let i = 0; i < m; i++) {
      for (let j = 0; j < m; j++) {
        if (i === j || M[i][j] !== true) continue;
        for (let k = 0; k < m; k++) {
          if (k === i || k === j || M[j][k] !== true) continue;
          law(
            'equivalent-transitive',
            M[i][k] === true,
            () =>
              `${show(members[i])} ~ ${show(members[j])} ~ ${show(members[k])} but not ${show(members[i])} ~ ${show(members[k])}`,
          );
        }
      }
    }
    return M;
  };

  /** The normalization laws on a valid `u` (a string or a Uri), with `norm` the route's normalize. */
  const normalizeLaws = (u, norm, reparse, hostOf, text, withReport, prepared = String(u)) => {
    const r = call(
      () => `normalize(${text})`,
      () => norm(u),
    );
    if (!r.ok) {
      fail('normalize-idempotent', `normalize refused a valid input: ${describe(r)}`);
      return undefined;
    }
    const n = r.value;
    const ns = n.toString();
    const again = call(
      () => `normalize(${show(ns)})`,
      () => norm(ns),
    );
    const twice = call('normalize(normal form as Uri)', () => norm(n));
    law(
      'normalize-idempotent',
      again.ok && twice.ok && again.value.toString() === ns && twice.value.toString() === ns,
      () =>
        `${show(ns)} normalizes to ${again.ok ? show(again.value.toString()) : describe(again)} (as a Uri: ${twice.ok ? show(twice.value.toString()) : describe(twice)})`,
    );
    const back = call(
      () => `parse(${show(ns)})`,
      () => reparse(ns),
    );
    law(
      'normalize-reparses',
      back.ok && firstDifference(components(n), components(back.value)) === undefined,
      () =>
        `normal form ${show(ns)}: ${back.ok ? firstDifference(components(n), components(back.value)) : describe(back)}`,
    );
    if (withReport !== undefined) {
      // normalizeWithReport: the same URI, and a rule named exactly when something changed.
      const w = call('normalizeWithReport', () => withReport(u));
      const input = prepared;
      law(
        'normalize-report',
        w.ok && w.value.uri.toString() === ns && (w.value.changed.length === 0) === (ns === input),
        () =>
          w.ok
            ? `${show(input)} → ${show(w.value.uri.toString())}, changed: [${w.value.changed.join(', ')}] (normalize: ${show(ns)})`
            : describe(w),
      );
    }
    const before = hostOf(u);
    const after = hostOf(n);
    if (before !== undefined && after !== undefined) {
      law(
        'normalize-keeps-host',
        before === after,
        () => `host ${show(before)} became ${show(after)} in ${show(ns)}`,
      );
    }
    return n;
  };

  /** The laws of the core alone (the `@urikit/core` package). */
  const coreLaws = (rng, x, parsed, zoned) => {
    const u = parsed;
    const zo = zoned ? { allowZoneId: true } : undefined;
    const hostOf = (v) => {
      const uri = typeof v === 'string' ? core.parse(v, { allowZoneId: true }) : v;
      return hostKey(uri.hostText);
    };
    const options = u.scheme === undefined ? { base: BASE, ...zo } : zo;
    // Zone identifiers reach here parsed with allowZoneId: the options route must agree.
    const norm = (v) => core.normalize(v, zo);
    const n = normalizeLaws(
      u,
      norm,
      (s) => core.parse(s, { allowZoneId: true }),
      hostOf,
      show(x),
      (v) => core.normalizeWithReport(v, zo),
    );
    if (n !== undefined) {
      const withOptions = call('normalize(u, {})', () => core.normalize(u, {}));
      law(
        'normalize-idempotent',
        withOptions.ok && withOptions.value.toString() === n.toString(),
        () =>
          `normalize(u) ${show(n.toString())} but normalize(u, {}) ${withOptions.ok ? show(withOptions.value.toString()) : describe(withOptions)}`,
      );
    }
    {
      const members = [x];
      if (n !== undefined) members.push(n.toString());
      if (n !== undefined) {
        const d = variant(rng, n, { percent: true, dots: true }, undefined);
        differ(d);
        if (core.tryParse(d, zo).ok) members.push(d);
      }
      const other = grammarInput(rng, u.scheme);
      differ(other);
      const o = core.tryParse(other, zo);
      if (o.ok && (o.value.scheme === undefined) === (u.scheme === undefined)) members.push(other);
      const eq = (a, b) => core.equivalent(a, b, options);
      const M = relation(members, eq);
      const same = call('equivalent(x, parse(x))', () =>
        core.equivalent(x, core.parse(x, zo), options),
      );
      law(
        'equivalent-reflexive',
        same.ok && same.value === true,
        () => `equivalent(x, parse(x)) is ${same.ok ? same.value : describe(same)}`,
      );
      if (n !== undefined) {
        law(
          'equivalent-normal-form',
          M[0][1] === true,
          () => `not equivalent to its normal form ${show(members[1])}`,
        );
        if (members.length > 2 && members[2] !== other) {
          law(
            'equivalent-normal-form',
            M[1][2] === true,
            () =>
              `normal form ${show(members[1])} not equivalent to the §6.2.2 spelling ${show(members[2])}`,
          );
        }
      }
    }
    // §5: the resolved URI re-parses to the same components.
    const base = u.scheme === undefined ? BASE : u;
    const ref = u.scheme === undefined ? u : relativeRef(rng);
    if (typeof ref === 'string') differ(ref);
    const res = call('resolve', () => core.resolve(base, ref));
    if (res.ok) {
      const text = res.value.toString();
      const back = call(
        () => `parse(${show(text)})`,
        () => core.parse(text, { allowZoneId: true }),
      );
      law(
        'resolve-reparses',
        back.ok && firstDifference(components(res.value), components(back.value)) === undefined,
        () =>
          `resolve(${show(String(base))}, ${show(ref.toString())}) = ${show(text)}: ${back.ok ? firstDifference(components(res.value), components(back.value)) : describe(back)}`,
      );
    }
  };

  /** The laws of a scheme plugin, through its registry. */
  const pluginLaws = (rng, x, target) => {
    const { plugin, registry } = target;
    // Text of another scheme (a mutation may change it) takes the registry's generic route,
    // and the plugin refuses it (WRONG_SCHEME): only the absence of foreign errors is a law.
    const ownScheme = x.slice(0, plugin.name.length + 1).toLowerCase() === `${plugin.name}:`;
    if (!ownScheme) {
      call('registry.tryParse', () => registry.tryParse(x), x);
      call('registry.normalize', () => registry.normalize(x), x);
      call('check(registry)', () => core.check(registry, x), x);
      call('registry.equivalent(x, x)', () => registry.equivalent(x, x), x);
      // The plugin's doors refuse another scheme (WRONG_SCHEME is the core's), text or Uri.
      const u = core.tryParse(x);
      const inputs = u.ok ? [x, u.value] : [x];
      for (const v of inputs) {
        const text = String(v);
        for (const [what, run] of [
          ['plugin.parse', () => plugin.parse(v)],
          ['plugin.normalize', () => plugin.normalize(v)],
          ['check(plugin)', () => core.check(plugin, v)],
        ]) {
          const r = call(what, run, text);
          if (u.ok) {
            // A relative reference has no scheme at all: MISSING_SCHEME says that as well.
            const codes =
              u.value.scheme === undefined ? ['WRONG_SCHEME', 'MISSING_SCHEME'] : ['WRONG_SCHEME'];
            law(
              'wrong-scheme',
              !r.ok && codes.includes(r.error?.code),
              () =>
                `${what}(${typeof v === 'string' ? 'text' : 'Uri'}) of ${u.value.scheme === undefined ? 'a relative reference' : 'a URI of another scheme'}: ${describe(r)}`,
            );
          }
        }
      }
      return;
    }
    const prepared = plugin.definition.prepare?.(x) ?? x;
    const rp = call('registry.tryParse', () => registry.tryParse(x), x);
    if (!rp.ok) {
      fail('only-UriError', `registry.tryParse threw: ${describe(rp)}`);
      return;
    }
    const res = rp.value.ok
      ? { ok: true, value: rp.value.value }
      : { ok: false, error: rp.value.error };
    if (!res.ok) {
      const i = res.error.index;
      law(
        'index-in-input',
        i >= 0 && i <= x.length && i <= res.error.input.length,
        () => `registry.tryParse: ${res.error.code} at ${i}`,
      );
    }
    // One route, whichever door: the plugin's own parse agrees with the registry's.
    const pp = call('plugin.tryParse', () => plugin.tryParse(x), x);
    law(
      'plugin-registry-agree',
      pp.ok &&
        pp.value.ok === res.ok &&
        (res.ok ||
          (pp.value.error.code === res.error.code && pp.value.error.index === res.error.index)),
      () =>
        `registry.tryParse: ${describe(res)}, plugin.tryParse: ${pp.ok ? describe(pp.value.ok ? pp.value : { ok: false, error: pp.value.error }) : describe(pp)}`,
    );
    if (!res.ok) {
      // The scheme's rules apply on every route, with the same code at the same place.
      let zoned;
      for (const [what, run] of [
        ['registry.normalize', () => registry.normalize(x)],
        ['check(registry)', () => core.check(registry, x)],
        ['plugin.parse', () => plugin.parse(x)],
        ['registry.equivalent(x, x)', () => registry.equivalent(x, x)],
      ]) {
        const r = call(what, run, x);
        law(
          'same-error-every-route',
          sameError(res, r),
          () => `registry.parse: ${describe(res)}; ${what}: ${describe(r)}`,
        );
      }
      if (res.error.code === 'ZONE_ID_NOT_ALLOWED') {
        // RFC 6874 zone identifiers, when asked for: the normalization laws on the Uri.
        const z = call(
          'registry.parse(x, { allowZoneId: true })',
          () => registry.parse(x, { allowZoneId: true }),
          x,
        );
        if (z.ok) zoned = z.value.uri;
      }
      if (zoned !== undefined) {
        const hostOf = (v) =>
          hostKey((typeof v === 'string' ? core.parse(v, { allowZoneId: true }) : v).hostText);
        const zo = { allowZoneId: true };
        normalizeLaws(
          zoned,
          (v) => registry.normalize(v, zo),
          (s) => core.parse(s, zo),
          hostOf,
          show(x),
          (v) => registry.normalizeWithReport(v, zo),
        );
      }
      return;
    }
    report.accepted++;
    const { uri, parts } = res.value;
    law(
      'round-trip',
      uri.toString() === prepared,
      () => `registry.parse(x).uri is ${show(uri.toString())}`,
    );

    // The plugin laws of the test kit: parse(format(p)) deep-equals p; format(parse(u)) ≡ u.
    const f = call('plugin.format(parts)', () => plugin.format(parts));
    if (!f.ok) fail('parse-format', `format(parse(x).parts) failed: ${describe(f)}`);
    else {
      const p2 = call('plugin.parse(format(p))', () => plugin.parse(f.value));
      law(
        'parse-format',
        p2.ok && deepEqual(p2.value, parts),
        () =>
          `format gives ${show(f.value.toString())}, whose parts differ: ${p2.ok ? JSON.stringify(p2.value) : describe(p2)} vs ${JSON.stringify(parts)}`,
      );
      const e = call('registry.equivalent(format(p), x)', () => registry.equivalent(f.value, x));
      law(
        'format-parse',
        e.ok && e.value === true,
        () =>
          `format(parse(x)) = ${show(f.value.toString())} is ${e.ok ? 'not equivalent' : describe(e)}`,
      );
    }

    // Normalization: idempotent, re-parsing to its components, never moving to another host.
    const isFile = plugin.name === 'file';
    const hostOf = (v) => {
      if (isFile) {
        const p = call('registry.parse', () => registry.parse(v));
        return p.ok ? hostKey(p.value.parts.host, true) : undefined;
      }
      return hostKey((typeof v === 'string' ? registry.parse(v).uri : v).hostText);
    };
    const n = normalizeLaws(
      x,
      (v) => registry.normalize(v),
      (s) => core.parse(s),
      hostOf,
      show(x),
      (v) => registry.normalizeWithReport(v),
      prepared,
    );
    if (n !== undefined) {
      const pn = call('plugin.normalize', () => plugin.normalize(x), x);
      law(
        'plugin-registry-agree',
        pn.ok && pn.value.toString() === n.toString(),
        () =>
          `registry.normalize: ${show(n.toString())}, plugin.normalize: ${pn.ok ? show(pn.value.toString()) : describe(pn)}`,
      );
      const valid = call('registry.tryParse(normal form)', () => registry.tryParse(n));
      law(
        'normalize-reparses',
        valid.ok && valid.value.ok && n.scheme === plugin.name,
        () =>
          `normal form ${show(n.toString())} is refused by the scheme: ${valid.ok && !valid.value.ok ? `${valid.value.error.code} at ${valid.value.error.index}` : 'wrong scheme'}`,
      );
    }

    // Equivalence: reflexive, symmetric, transitive; the normal form and a §6.2.2 spelling of it
    // in the input's class.
    const members = [x];
    if (n !== undefined) {
      members.push(n.toString());
      const d = variant(rng, n, plugin.rules, plugin.defaultPort);
      differ(d);
      const dr = call('registry.tryParse(variant)', () => registry.tryParse(d));
      if (dr.ok && dr.value.ok) members.push(d);
    }
    const other = rng.chance(0.5) ? grammarInput(rng, plugin.name) : mutateLine(rng, x, undefined);
    differ(other);
    const or = call('registry.tryParse(other)', () => registry.tryParse(other));
    const hasOther = or.ok && or.value.ok;
    if (hasOther) members.push(other);
    const M = relation(members, (a, b) => registry.equivalent(a, b));
    const same = call('registry.equivalent(x, uri)', () => registry.equivalent(x, uri));
    law(
      'equivalent-reflexive',
      same.ok && same.value === true,
      () => `equivalent(x, its Uri) is ${same.ok ? same.value : describe(same)}`,
    );
    if (n !== undefined) {
      law(
        'equivalent-normal-form',
        M[0][1] === true,
        () => `not equivalent to its normal form ${show(members[1])}`,
      );
      if (members.length > (hasOther ? 3 : 2)) {
        law(
          'equivalent-normal-form',
          M[1][2] === true,
          () =>
            `normal form ${show(members[1])} not equivalent to the §6.2.2 spelling ${show(members[2])}`,
        );
      }
    }

    // Findings: frozen data, the plugin's codes, positions inside the input.
    const c = call('check(registry)', () => core.check(registry, x), x);
    if (c.ok) {
      // The plugin's own codes, and the ones every scheme shares (the core's `URI_…`).
      const declared = plugin.definition.findings?.codes;
      const shared = core.uriFindings?.codes ?? {};
      const prefix = `${plugin.name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_`;
      const findings = c.value;
      let problem;
      if (!Object.isFrozen(findings)) problem = 'the findings array is not frozen';
      for (const fd of findings) {
        if (!Object.isFrozen(fd)) problem = `${fd.code} is not frozen`;
        else if (
          !Object.hasOwn(shared, fd.code) &&
          (declared ? !Object.hasOwn(declared, fd.code) : !fd.code.startsWith(prefix))
        ) {
          problem = `undeclared code ${fd.code}`;
        } else if (!/^RFC \d+ §/.test(fd.message))
          problem = `${fd.code}: message ${show(fd.message)}`;
        else if (
          fd.index !== undefined &&
          !(Number.isInteger(fd.index) && fd.index >= 0 && fd.index <= x.length)
        )
          problem = `${fd.code} at ${fd.index} in ${x.length} characters`;
      }
      law('findings', problem === undefined, () => problem);
    } else {
      fail('findings', `check refused an input parse accepts: ${describe(c)}`);
    }

    // §5 through the registry: the result re-parses to the same components.
    const ref = relativeRef(rng, VOCABULARY[plugin.name] ?? []);
    differ(ref);
    const rr = call(
      () => `resolveWith(registry, x, ${show(ref)})`,
      () => core.resolveWith(registry, x, ref),
    );
    if (rr.ok) {
      const text = rr.value.toString();
      const back = call(
        () => `parse(${show(text)})`,
        () => core.parse(text),
      );
      law(
        'resolve-reparses',
        back.ok && firstDifference(components(rr.value), components(back.value)) === undefined,
        () =>
          `resolve(x, ${show(ref)}) = ${show(text)}: ${back.ok ? firstDifference(components(rr.value), components(back.value)) : describe(back)}`,
      );
    }
  };

  const t0 = performance.now();
  const end = start + count;
  for (index = start; index < end; index++) {
    const rng = new Rng(inputSeed(seed, name, index));
    const target = targets.length === 1 ? targets[0] : rng.pick(targets);
    const scheme = target.scheme;
    const source = rng.int(8);
    if (source < 4 || corpus.length === 0) {
      input = grammarInput(rng, scheme);
      report.sources.grammar++;
    } else if (source < 6) {
      input = mutateLine(rng, rng.pick(corpus), scheme);
      report.sources.corpus++;
    } else {
      input = randomInput(rng, scheme);
      report.sources.random++;
    }
    report.inputs++;
    options.onInput?.(index, input);
    const x = input;

    // RFC 3986 first: only UriError, the text kept as written.
    const t = call('tryParse', () => core.tryParse(x), x);
    let parsed;
    if (t.ok) {
      if (t.value.ok) parsed = t.value.value;
      else
        law(
          'index-in-input',
          t.value.error.index >= 0 && t.value.error.index <= x.length,
          () => `tryParse: ${t.value.error.code} at ${t.value.error.index}`,
        );
    } else fail('only-UriError', 'tryParse threw');
    if (parsed !== undefined) {
      report.valid++;
      law(
        'round-trip',
        parsed.toString() === x,
        () => `parse(x).toString() is ${show(parsed.toString())}`,
      );
    }
    if (differentials.length) {
      batchInputs.push(x);
      batchCore.push(parsed === undefined ? undefined : components(parsed));
      batchIndex.push(index);
    }

    if (target.plugin !== undefined) {
      pluginLaws(rng, x, target);
    } else if (parsed !== undefined) {
      report.accepted++;
      coreLaws(rng, x, parsed, false);
    } else {
      // The core's routes refuse alike; RFC 6874 zones, when asked for, get the laws too.
      const e = t.ok && !t.value.ok ? t.value : undefined;
      if (e !== undefined) {
        const opts = { base: BASE };
        for (const [what, run] of [
          ['normalize', () => core.normalize(x)],
          ['equivalent(x, x)', () => core.equivalent(x, x, opts)],
        ]) {
          const r = call(what, run, x);
          law(
            'same-error-every-route',
            sameError(e, r),
            () => `tryParse: ${describe(e)}; ${what}: ${describe(r)}`,
          );
        }
        if (e.error.code === 'ZONE_ID_NOT_ALLOWED') {
          const z = call(
            'parse(x, { allowZoneId: true })',
            () => core.parse(x, { allowZoneId: true }),
            x,
          );
          if (z.ok) coreLaws(rng, x, z.value, true);
        }
      }
    }
    if (batchInputs.length >= BATCH) flush();
    if (options.onProgress && (index - start + 1) % 65536 === 0)
      options.onProgress(index - start + 1);
  }
  flush();
  report.ms = performance.now() - t0;
  return report;
}
