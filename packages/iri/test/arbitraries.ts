// Generated IRI references for the property tests, and an independent oracle: the ABNF of
// RFC 3987 §2.2 transcribed into one regular expression, rule by rule.
import fc from 'fast-check';

// --- RFC 3987 §2.2, as a regular expression (validity only: any parse counts) ---------------
const UCSCHAR =
  '\\u{A0}-\\u{D7FF}\\u{F900}-\\u{FDCF}\\u{FDF0}-\\u{FFEF}\\u{10000}-\\u{1FFFD}\\u{20000}-\\u{2FFFD}' +
  '\\u{30000}-\\u{3FFFD}\\u{40000}-\\u{4FFFD}\\u{50000}-\\u{5FFFD}\\u{60000}-\\u{6FFFD}' +
  '\\u{70000}-\\u{7FFFD}\\u{80000}-\\u{8FFFD}\\u{90000}-\\u{9FFFD}\\u{A0000}-\\u{AFFFD}' +
  '\\u{B0000}-\\u{BFFFD}\\u{C0000}-\\u{CFFFD}\\u{D0000}-\\u{DFFFD}\\u{E1000}-\\u{EFFFD}';
const IPRIVATE = '\\u{E000}-\\u{F8FF}\\u{F0000}-\\u{FFFFD}\\u{100000}-\\u{10FFFD}';
const iunreserved = `[A-Za-z0-9\\-._~${UCSCHAR}]`;
const pct = '%[0-9A-Fa-f]{2}';
const subDelims = "[!$&'()*+,;=]";
const ipchar = `(?:${iunreserved}|${pct}|${subDelims}|[:@])`;
const isegment = `${ipchar}*`;
const isegmentNz = `${ipchar}+`;
const isegmentNzNc = `(?:${iunreserved}|${pct}|${subDelims}|@)+`;
const ipathAbempty = `(?:/${isegment})*`;
const ipathAbsolute = `/(?:${isegmentNz}(?:/${isegment})*)?`;
const ipathNoscheme = `${isegmentNzNc}(?:/${isegment})*`;
const ipathRootless = `${isegmentNz}(?:/${isegment})*`;
const iquery = `(?:${ipchar}|[${IPRIVATE}]|[/?])*`;
const ifragment = `(?:${ipchar}|[/?])*`;
const decOctet = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])';
const ipv4 = `${decOctet}\\.${decOctet}\\.${decOctet}\\.${decOctet}`;
const h16 = '[0-9A-Fa-f]{1,4}';
const ls32 = `(?:${h16}:${h16}|${ipv4})`;
const before = (n: number) => `(?:(?:${h16}:){0,${n}}${h16})?`;
const ipv6 = [
  `(?:${h16}:){6}${ls32}`,
  `::(?:${h16}:){5}${ls32}`,
  `(?:${h16})?::(?:${h16}:){4}${ls32}`,
  `${before(1)}::(?:${h16}:){3}${ls32}`,
  `${before(2)}::(?:${h16}:){2}${ls32}`,
  `${before(3)}::${h16}:${ls32}`,
  `${before(4)}::${ls32}`,
  `${before(5)}::${h16}`,
  `${before(6)}::`,
].join('|');
const ipvFuture = "v[0-9A-Fa-f]+\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]+";
const ipLiteral = `\\[(?:${ipv6}|${ipvFuture})\\]`;
const iregName = `(?:${iunreserved}|${pct}|${subDelims})*`;
const ihost = `(?:${ipLiteral}|${ipv4}|${iregName})`;
const iuserinfo = `(?:${iunreserved}|${pct}|${subDelims}|:)*`;
const iauthority = `(?:${iuserinfo}@)?${ihost}(?::[0-9]*)?`;
const ihierPart = `(?://${iauthority}${ipathAbempty}|${ipathAbsolute}|${ipathRootless}|)`;
const scheme = '[A-Za-z][A-Za-z0-9+\\-.]*';
const IRI = `${scheme}:${ihierPart}(?:\\?${iquery})?(?:#${ifragment})?`;
const irelativePart = `(?://${iauthority}${ipathAbempty}|${ipathAbsolute}|${ipathNoscheme}|)`;
const irelativeRef = `${irelativePart}(?:\\?${iquery})?(?:#${ifragment})?`;

const IRI_REFERENCE_RE = new RegExp(`^(?:${IRI}|${irelativeRef})$`, 'u');
const IRI_RE = new RegExp(`^${IRI}$`, 'u');

/** RFC 3987: the ABNF of §2.2, and no bidirectional formatting character (§4.1). */
export function oracle(text: string, kind: 'reference' | 'iri'): boolean {
  if (/\p{Bidi_Control}/u.test(text)) return false;
  try {
    return (kind === 'iri' ? IRI_RE : IRI_REFERENCE_RE).test(text);
  } catch {
    return false; // a lone surrogate makes some engines refuse the string
  }
}

// --- generators ------------------------------------------------------------------------------
const pick = (s: string[]) => fc.constantFrom(...s);
const NON_ASCII = [
  'é',
  'ü',
  'ß',
  'Ä',
  '例',
  'え',
  '𐌀',
  '🍣',
  'α',
  'Ω',
  'א',
  'ب',
  '\u00a0',
  '\u0301',
  'ｇ',
  '\uFF0E',
];
const ESCAPES = [
  '%C3%A9',
  '%c3%bc',
  '%E2%80%AE',
  '%e2%80%8b',
  '%FF',
  '%C3',
  '%41',
  '%2F',
  '%2e',
  '%7E',
  '%25',
  '%F0%9F%8D%A3',
  '%EE%80%80',
];
const ASCII = [...'abcXYZ019-._~', ..."!$&'()*+,;=", ':', '@'];

const piece = (extra: string[] = []) =>
  fc
    .array(
      fc.oneof(
        { weight: 4, arbitrary: pick(ASCII) },
        { weight: 3, arbitrary: pick(NON_ASCII) },
        { weight: 2, arbitrary: pick(ESCAPES) },
        { weight: 1, arbitrary: pick(extra.length ? extra : ['a']) },
      ),
      { maxLength: 6 },
    )
    .map((a) => a.join(''));

const noColonAt = (s: string) => s.replace(/[:@]/g, '');
const segment = fc.oneof(
  { weight: 6, arbitrary: piece() },
  { weight: 1, arbitrary: pick(['.', '..', '']) },
);
const host = fc.oneof(
  { weight: 5, arbitrary: piece().map((s) => s.replace(/[:@]/g, '')) },
  {
    weight: 1,
    arbitrary: pick(['[::1]', '[2001:DB8::1]', '127.0.0.1', '[v1.x]', 'EXAMPLE.com', '']),
  },
);

/** A generated IRI reference (valid by construction, checked with the oracle). */
export const iriReference = fc
  .record({
    scheme: fc.option(pick(['http', 'HTTP', 'https', 'foo', 'x']), { nil: undefined }),
    authority: fc.option(
      fc.record({
        userinfo: fc.option(
          piece().map((s) => s.replace(/@/g, '')),
          { nil: undefined },
        ),
        host,
        port: fc.option(pick(['', '80', '8080', '0443']), { nil: undefined }),
      }),
      { nil: undefined },
    ),
    absolute: fc.boolean(),
    segments: fc.array(segment, { maxLength: 5 }),
    query: fc.option(piece(['\uE000', '\u{F0000}', '/', '?']), { nil: undefined }),
    fragment: fc.option(piece(['/', '?']), { nil: undefined }),
  })
  .map((r) => {
    let text = r.scheme === undefined ? '' : `${r.scheme}:`;
    let path = r.segments.join('/');
    if (r.authority !== undefined) {
      const a = r.authority;
      text += `//${a.userinfo === undefined ? '' : `${a.userinfo}@`}${a.host}${a.port === undefined ? '' : `:${a.port}`}`;
      if (path !== '' || r.absolute) path = `/${path}`;
    } else {
      if (r.absolute) path = `/${path}`;
      if (path.startsWith('//')) path = `/.${path}`;
      if (r.scheme === undefined) {
        const slash = path.indexOf('/');
        const first = slash < 0 ? path : path.slice(0, slash);
        if (first.includes(':')) path = noColonAt(first) + path.slice(first.length);
      }
    }
    text += path;
    if (r.query !== undefined) text += `?${r.query}`;
    if (r.fragment !== undefined) text += `#${r.fragment}`;
    return text;
  })
  .filter((t) => oracle(t, 'reference'));

/** A generated IRI (with a scheme). */
export const iri = iriReference.filter((t) => oracle(t, 'iri'));

/** Strings from an alphabet that makes the grammar's edges likely. */
export const anyText = fc.string({
  unit: fc.constantFrom(
    ...'aZ09-._~!$&\'()*+,;=:@/?#[]% <>"{}|\\^`v',
    ...NON_ASCII,
    '\uE000',
    '\u202E',
    '\u200E',
    '\u0085',
    '\uFDD0',
    '\uFFFE',
    '\uD800',
    '\uDC00',
    '\u{E0001}',
    '%C3',
    '%41',
    'http:',
    '//',
  ),
  maxLength: 24,
});
