// 1,000 hostile inputs for the playground's browser test, the same on every run (a seeded
// generator): pieces that have broken URI parsers (bad escapes, brackets, lone surrogates,
// bidi and invisible characters, controls, full-width digits, IPv4 spellings, dot segments,
// backslashes, long runs) put together behind every scheme the page reads, and a few long ones.
export const HOSTILE_COUNT = 1000;

const SCHEMES = [
  'http://',
  'https://',
  'ftp://',
  'gopher://',
  'mailto:',
  'news:',
  'nntp://',
  'telnet://',
  'wais://',
  'file://',
  'prospero://',
  'x:',
  '',
  '//',
];
const PIECES = [
  '%',
  '%0',
  '%zz',
  '%00',
  '%0D%0A',
  '%2e%2E/',
  '%252e',
  '%C0%AE',
  '%FF',
  '%E2%80%AE',
  '[',
  ']',
  '[::1]',
  '[v1.x]',
  '[fe80::1%25eth0]',
  '[::ffff:127.0.0.1]',
  '[1:2:3:4:5:6:7:8:9]',
  '@',
  '@@',
  ':',
  '::',
  ':99999999',
  ':-1',
  '#',
  '##',
  '?',
  '&',
  '=',
  ';type=d',
  '\\',
  '\\\\',
  '../',
  './',
  '/..',
  '//',
  '.',
  '0x7f.1',
  '2130706433',
  '１２７．０．０．１',
  'loc\u00ADalhost',
  '\u0000',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u007f',
  '\u202e',
  '\u200b',
  '\u2060',
  '\ufeff',
  '\ud800',
  '\udc00',
  '\ud83d\ude00',
  'é',
  'ü',
  'ß',
  'ı',
  'ｅｘａｍｐｌｅ',
  '例え',
  'שלום',
  'аррӏе',
  'xn--',
  'xn--bcher-kva',
  'xn--a-',
  'xn--zz',
  'a.b.c',
  'user:pw',
  'CON',
  'C:',
  'C|',
  'localhost',
  '<',
  '>',
  '"',
  "'",
  '`',
  '{',
  '}',
  '|',
  '^',
  '*',
  '$',
  '!',
  '(',
  ')',
  '+',
  ',',
  '~',
  '-',
  '_',
  '?to=a@b&cc=c@d&body=%0D%0A',
  '/7find%09x',
  '/src/TEXT/%00',
  '/g/1',
  '.com',
];

/** A small deterministic generator (mulberry32). */
function generator(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hostileInputs(count = HOSTILE_COUNT) {
  const random = generator(27);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const inputs = [];
  for (let i = 0; i < count; i++) {
    if (i % 100 === 99) {
      // a long one: 2,000 characters and more of one piece
      inputs.push(pick(SCHEMES) + pick(PIECES).repeat(2000));
      continue;
    }
    let s = pick(SCHEMES);
    const n = 1 + Math.floor(random() * 8);
    for (let j = 0; j < n; j++) s += random() < 0.3 ? 'a' : pick(PIECES);
    inputs.push(s);
  }
  return inputs;
}
