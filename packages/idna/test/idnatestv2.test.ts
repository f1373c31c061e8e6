// Unicode's conformance file for UTS #46 (test/fixtures/IdnaTestV2.txt, version 17.0.0; its
// source is named in its first lines) run against domainToAscii and domainToUnicode with the
// flags this package chose: Transitional_Processing, CheckHyphens, UseSTD3ASCIIRules and
// VerifyDnsLength off, CheckBidi and CheckJoiners on (what browsers and Node do). The file's
// header says which status codes a setting turns off: they are ignored, nothing else is.
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

const rows = load();
const outcome = (f: () => string) => {
  try {
    return f();
  } catch (error) {
    if (!(error instanceof UriError)) throw error;
    expect(error.code).toBe('IDNA_INVALID_DOMAIN');
    return null;
  }
};

describe('UTS #46 conformance (IdnaTestV2.txt 17.0.0), the reading of RFC 3987 §3.1 ToASCII used here', () => {
  it('RFC 3987 §3.1: the file holds the 6391 test rows of Unicode 17.0.0', () => {
    expect(rows.length).toBe(6391);
  });

  it('RFC 3987 §3.1 (UTS #46 §4.2 ToASCII, nontransitional): every row', () => {
    const wrong: string[] = [];
    for (const r of rows) {
      if (EXCEPTIONS[r.source]?.operation === 'toAscii') continue;
      const expected = errors(r.toAsciiNStatus).length > 0 ? null : r.toAsciiN;
      const got = outcome(() => domainToAscii(r.source));
      if (got !== expected)
        wrong.push(`line ${r.line}: ${JSON.stringify(r.source)} → ${got}, not ${expected}`);
    }
    expect(wrong).toEqual([]);
  });

  it('RFC 3987 §3.2 (UTS #46 §4.3 ToUnicode): every row', () => {
    const wrong: string[] = [];
    for (const r of rows) {
      if (EXCEPTIONS[r.source]?.operation === 'toUnicode') continue;
      const expected = errors(r.toUnicodeStatus).length > 0 ? null : r.toUnicode;
      const got = outcome(() => domainToUnicode(r.source));
      if (got !== expected)
        wrong.push(`line ${r.line}: ${JSON.stringify(r.source)} → ${got}, not ${expected}`);
    }
    expect(wrong).toEqual([]);
  });

  it('RFC 3987 §3.1: each exception still matches a row of the file', () => {
    const sources = new Set(rows.map((r) => r.source));
    for (const source of Object.keys(EXCEPTIONS)) expect(sources.has(source), source).toBe(true);
    expect(Object.keys(EXCEPTIONS)).toEqual([]);
  });

  // A few rows by name, so that a failure reads well.
  const named: [string, string | null][] = [
    ['faß.de', 'xn--fa-hia.de'], // deviation character kept: nontransitional
    ['Bücher.de', 'xn--bcher-kva.de'],
    ['a\u200cb', null], // ZWNJ without context: CheckJoiners (C1)
    ['a\u094d\u200cb', 'xn--ab-fsf604u'], // ZWNJ after a virama: allowed
    ['xn--u-ccb', null], // V1: not NFC after decoding
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
