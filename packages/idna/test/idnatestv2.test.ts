// Unicode's conformance file for UTS #46 (test/fixtures/IdnaTestV2.txt, version 17.0.0; its
// source is named in its first lines) run against domainToAscii and domainToUnicode with the
// flags this package chose: Transitional_Processing, CheckHyphens and UseSTD3ASCIIRules off,
// CheckBidi and CheckJoiners on (what browsers and Node do), and VerifyDnsLength on for the
// upper bounds only (RFC 5890 §2.3.2.1: a label over 63 octets; RFC 1035 §2.3.4: a name over
// 253), not for empty labels, which browsers keep. The file's header says which status codes a
// setting turns off: they are ignored, nothing else is; the length bounds are told from the
// file's own ASCII form of the row.
import { readFileSync } from 'node:fs';
import { UriError } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import { domainToAscii, domainToUnicode } from '../src/index.js';

interface Row {
  line: number;
  source: string;
  toUnicode: string;
  toUnicodeStatus: string[];
  toAsciiN: string;
  toAsciiNStatus: string[];
}

const unescapeField = (s: string) =>
  s
    .replace(/\\u([0-9A-Fa-f]{4})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
    .replace(/\\x\{([0-9A-Fa-f]+)\}/g, (_, h: string) =>
      String.fromCodePoint(Number.parseInt(h, 16)),
    );
const field = (s: string) => (s === '""' ? '' : unescapeField(s));
const statuses = (s: string) =>
  s === ''
    ? undefined
    : s
        .replace(/^\[|\]$/g, '')
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);

function load(): Row[] {
  const text = readFileSync(new URL('./fixtures/IdnaTestV2.txt', import.meta.url), 'utf8');
  const rows: Row[] = [];
  text.split('\n').forEach((line, n) => {
    const data = line.replace(/#.*/, '').trim();
    if (data === '') return;
    const c = data.split(';').map((x) => x.trim());
    const source = field(c[0]!);
    const toUnicode = c[1] === '' ? source : field(c[1]!);
    const toUnicodeStatus = statuses(c[2]!) ?? [];
    const toAsciiN = c[3] === '' ? toUnicode : field(c[3]!);
    const toAsciiNStatus = statuses(c[4]!) ?? toUnicodeStatus;
    rows.push({ line: n + 1, source, toUnicode, toUnicodeStatus, toAsciiN, toAsciiNStatus });
  });
  return rows;
}

// The header of the file: "VerifyDnsLength: A4_1, A4_2", "CheckHyphens: V2, V3",
// "UseSTD3ASCIIRules: U1", and X4_2, the toUnicode form of A4_2 for an empty label.
const IGNORED = new Set(['A4_1', 'A4_2', 'X4_2', 'V2', 'V3', 'U1']);
const errors = (s: string[]) => s.filter((x) => !IGNORED.has(x));

/** Rows we answer differently, with the reason (none today; the test keeps the list honest). */
const EXCEPTIONS: Record<string, { operation: 'toAscii' | 'toUnicode'; reason: string }> = {};

/** RFC 5890 §2.3.2.1, RFC 1035 §2.3.4: a label over 63 octets, a name (root dot aside) over 253. */
function overDnsLength(ascii: string): boolean {
  const name = ascii.endsWith('.') ? ascii.slice(0, -1) : ascii;
  return name.length > 253 || name.split('.').some((label) => label.length > 63);
}

/** What a row expects: the text, or the error code. */
function expected(errorStatus: string[], text: string, asciiForm: string): string {
  if (errorStatus.length > 0) return 'IDNA_INVALID_DOMAIN';
  return overDnsLength(asciiForm) ? 'IDNA_TOO_LONG' : text;
}

const rows = load();
const outcome = (f: () => string) => {
  try {
    return f();
  } catch (error) {
    if (!(error instanceof UriError)) throw error;
    return error.code;
  }
};
// A row with an error and an ASCII form over a DNS length may be refused for either: the length
// is told first when the text given is long enough to be sure of it (RFC 5890 §2.3.2.1).
const agrees = (got: string, want: string, asciiForm: string) =>
  got === want ||
  (want === 'IDNA_INVALID_DOMAIN' && got === 'IDNA_TOO_LONG' && overDnsLength(asciiForm));

describe('UTS #46 conformance (IdnaTestV2.txt 17.0.0), the reading of RFC 3987 §3.1 ToASCII used here', () => {
  it('RFC 3987 §3.1: the file holds the 6391 test rows of Unicode 17.0.0', () => {
    expect(rows.length).toBe(6391);
  });

  it('RFC 3987 §3.1 (UTS #46 §4.2 ToASCII, nontransitional): every row', () => {
    const wrong: string[] = [];
    for (const r of rows) {
      if (EXCEPTIONS[r.source]?.operation === 'toAscii') continue;
      const want = expected(errors(r.toAsciiNStatus), r.toAsciiN, r.toAsciiN);
      const got = outcome(() => domainToAscii(r.source));
      if (!agrees(got, want, r.toAsciiN))
        wrong.push(`line ${r.line}: ${JSON.stringify(r.source)} → ${got}, not ${want}`);
    }
    expect(wrong).toEqual([]);
  });

  it('RFC 3987 §3.2 (UTS #46 §4.3 ToUnicode): every row', () => {
    const wrong: string[] = [];
    for (const r of rows) {
      if (EXCEPTIONS[r.source]?.operation === 'toUnicode') continue;
      const want = expected(errors(r.toUnicodeStatus), r.toUnicode, r.toAsciiN);
      const got = outcome(() => domainToUnicode(r.source));
      if (!agrees(got, want, r.toAsciiN))
        wrong.push(`line ${r.line}: ${JSON.stringify(r.source)} → ${got}, not ${want}`);
    }
    expect(wrong).toEqual([]);
  });

  it('RFC 5890 §2.3.2.1: every row whose ASCII form is over a DNS length carries A4_1 or A4_2', () => {
    const long = rows.filter((r) => overDnsLength(r.toAsciiN));
    expect(long.length).toBeGreaterThan(10);
    for (const r of long) {
      expect(
        r.toAsciiNStatus.some((s) => s === 'A4_1' || s === 'A4_2'),
        `line ${r.line}`,
      ).toBe(true);
    }
  });

  it('RFC 3987 §3.1: each exception still matches a row of the file', () => {
    const sources = new Set(rows.map((r) => r.source));
    for (const source of Object.keys(EXCEPTIONS)) expect(sources.has(source), source).toBe(true);
    expect(Object.keys(EXCEPTIONS)).toEqual([]);
  });

  // A few rows by name, so that a failure reads well.
  const named: [string, string][] = [
    ['faß.de', 'xn--fa-hia.de'], // deviation character kept: nontransitional
    ['Bücher.de', 'xn--bcher-kva.de'],
    ['a\u200cb', 'IDNA_INVALID_DOMAIN'], // ZWNJ without context: CheckJoiners (C1)
    ['a\u094d\u200cb', 'xn--ab-fsf604u'], // ZWNJ after a virama: allowed
    ['xn--u-ccb', 'IDNA_INVALID_DOMAIN'], // V1: not NFC after decoding
    // A4_2, RFC 5890 §2.3.2.1: 56 ASCII characters and "ä" make an A-label of 64 octets.
    ['1234567890ä1234567890123456789012345678901234567890123456', 'IDNA_TOO_LONG'],
    ['a.b-.c', 'a.b-.c'], // CheckHyphens off (V3)
    ['a.b．c。d｡', 'a.b.c.d.'], // full-width, ideographic and halfwidth full stops separate labels
  ];
  for (const [source, expected] of named) {
    it(`RFC 3987 §3.1 (UTS #46): ${JSON.stringify(source)} → ${expected}`, () => {
      expect(rows.some((r) => r.source === source)).toBe(true);
      expect(outcome(() => domainToAscii(source))).toBe(expected);
    });
  }
});
