// Scripts of a label (UTS #24 Script property, through the regular expressions of the
// platform: no table ships here) and whole-script look-alikes of Latin (a short list).

// Scripts a label is tested against, most frequent first. Characters of Common and Inherited
// (digits, "-", combining marks) belong to every script; a letter of a script not listed here
// counts as "Other".
const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Bopomofo',
  'Arabic',
  'Hebrew',
  'Armenian',
  'Georgian',
  'Thai',
  'Devanagari',
  'Bengali',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Gujarati',
  'Gurmukhi',
  'Oriya',
  'Sinhala',
  'Lao',
  'Khmer',
  'Myanmar',
  'Tibetan',
  'Ethiopic',
  'Cherokee',
  'Mongolian',
  'Syriac',
  'Thaana',
].map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);

const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;

/** The script of one character, `undefined` for Common and Inherited. */
function scriptOf(ch: string): string | undefined {
  if (SHARED.test(ch)) return undefined;
  for (const [name, re] of SCRIPTS) if (re.test(ch)) return name;
  return 'Other';
}

// The mixtures UTS #39 §5.2 "highly restrictive" allows: Latin with Han and kana, with Han and
// Bopomofo, with Han and Hangul.
const ALLOWED = [
  ['Han', 'Hiragana', 'Katakana'],
  ['Han', 'Bopomofo'],
  ['Han', 'Hangul'],
];

/** The scripts of a label, and whether they form a mixture the restrictive profile refuses. */
export function scriptsOf(label: string): { mixed: boolean; names: string[] } {
  const names: string[] = [];
  for (const ch of label) {
    if (ch.charCodeAt(0) < 0x80 && !/[A-Za-z]/.test(ch)) continue;
    const s = scriptOf(ch);
    if (s !== undefined && !names.includes(s)) names.push(s);
  }
  if (names.length < 2) return { mixed: false, names };
  const rest = names.filter((n) => n !== 'Latin');
  const mixed = !ALLOWED.some((set) => rest.every((n) => set.includes(n)));
  return { mixed, names };
}

// Cyrillic and Greek letters (lower case: IDNA maps to it) that look like Latin letters, with
// the Latin letter each looks like.
const LOOKS_LIKE = new Map<string, string>(
  Object.entries({
    а: 'a',
    е: 'e',
    о: 'o',
    р: 'p',
    с: 'c',
    у: 'y',
    х: 'x',
    ѕ: 's',
    і: 'i',
    ј: 'j',
    һ: 'h',
    ԁ: 'd',
    ԛ: 'q',
    ԝ: 'w',
    ӏ: 'l',
    ο: 'o',
    ι: 'i',
    ν: 'v',
    κ: 'k',
    υ: 'u',
    ρ: 'p',
    χ: 'x',
    ϲ: 'c',
    ϳ: 'j',
    α: 'a',
  }),
);

/**
 * The Latin label a label looks like, when all its letters are Cyrillic (or all Greek) and
 * each looks like a Latin letter; `undefined` otherwise.
 */
export function confusableSkeleton(label: string): string | undefined {
  const { names } = scriptsOf(label);
  if (names.length !== 1 || (names[0] !== 'Cyrillic' && names[0] !== 'Greek')) return undefined;
  let out = '';
  for (const ch of label.toLowerCase()) {
    if (SHARED.test(ch)) {
      out += ch;
      continue;
    }
    const latin = LOOKS_LIKE.get(ch);
    if (latin === undefined) return undefined;
    out += latin;
  }
  return out;
}
