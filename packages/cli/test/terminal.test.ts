// Issue 23, C1: what the command writes for a person never holds a character a terminal acts on
// rather than shows: C0 controls and DEL (ISO 6429; ESC starts escape sequences) as control
// pictures, C1 controls (ISO 6429 §5.2: U+009B is CSI, U+009D OSC) and the bidi formatting
// characters of Unicode UAX #9 §2 (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) as
// <U+XXXX>. NDJSON carries the exact text, with those characters written as \u escapes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visible } from '../src/report.js';
import { ndjson, urikit } from './helpers.js';

const C1 = Array.from({ length: 32 }, (_, i) => 0x80 + i);
const BIDI = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e];
const ISOLATES = [0x2066, 0x2067, 0x2068, 0x2069];
const HIDDEN = [...C1, ...BIDI, ...ISOLATES];

/** The first character of `text` a terminal would act on (other than the line feed), or -1. */
function firstActive(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x0a) || c === 0x7f || HIDDEN.includes(c)) return c;
  }
  return -1;
}

describe('issue 23 C1: terminal output shows controls as escapes', () => {
  it('ISO 6429 §5.2, UAX #9 §2: visible() writes every C1 and bidi control as <U+XXXX>, C0 and DEL as pictures', () => {
    for (const c of HIDDEN) {
      const hex = c.toString(16).toUpperCase().padStart(4, '0');
      expect(visible(`a${String.fromCharCode(c)}b`)).toBe(`a<U+${hex}>b`);
    }
    expect(visible('\x00\x1b\x1f\x7f')).toBe('\u2400\u241b\u241f\u2421');
    // Neighbours of the ranges are text: U+00A0, U+200D (ZWJ), U+2029, U+202F, U+2065, U+206A.
    const text = '\u00a0\u200d\u2029\u202f\u2065\u206a é 𝄞';
    expect(visible(text)).toBe(text);
  });

  it('RFC 3986 §3.3: an error report shows U+009B (8-bit CSI) and U+202E (RLO) escaped, the caret under the escape', async () => {
    // Before: the report echoed both raw on standard error.
    const r = await urikit(['parse', 'http://a/\u009b31m\u202eevil']);
    expect(r.status).toBe(1);
    expect(firstActive(r.stderr)).toBe(-1);
    const [, line, mark] = r.stderr.split('\n');
    expect(line).toBe('  http://a/<U+009B>31m<U+202E>evil');
    expect(line!.slice(mark!.indexOf('^'))).toMatch(/^<U\+009B>/);
    expect(r.stderr).toContain('"<U+009B>" (U+009B) not allowed');
    // Further in: the caret stays under its character after an escape wider than one column.
    const s = await urikit(['parse', 'http://a/%E2%80%AE\u202e\u202e']);
    const [, line2, mark2] = s.stderr.split('\n');
    expect(line2!.slice(mark2!.indexOf('^'))).toBe('<U+202E><U+202E>');
  });

  it('UAX #9 §2: decoded parts (a mailto subject) are shown escaped by parse, exact in --json', async () => {
    const input = 'mailto:a@example.org?subject=%E2%80%AEtxt.exe%C2%9B';
    const r = await urikit(['parse', input]);
    expect(firstActive(r.stdout)).toBe(-1);
    expect(r.stdout).toContain('"\\u202etxt.exe\\u009b"');
    const j = await urikit(['parse', '--json', input]);
    expect(firstActive(j.stdout)).toBe(-1);
    const parts = ndjson(j.stdout)[0]!.parts as { subject: string };
    expect(parts.subject).toBe('\u202etxt.exe\u009b');
  });

  it("ISO 6429 §5.2: get '{decoded:path}' writes ESC ] … BEL (OSC) and C1 escaped, on a pipe as on a terminal", async () => {
    // Before: written raw to a pipe (a terminal that later shows it acts on it).
    const args = ['get', '{decoded:path}', 'http://a/%1B%5D0;x%07%C2%9D0;y%C2%9C%E2%81%A6'];
    for (const ttyOut of [false, true]) {
      const r = await urikit(args, { ttyOut });
      expect(r.stdout).toBe('/\u241b]0;x\u2407<U+009D>0;y<U+009C><U+2066>\n');
    }
    // The data itself is in --json (C1 and bidi as \u escapes of the same characters).
    const j = await urikit(['get', '--json', ...args.slice(1)]);
    expect(firstActive(j.stdout)).toBe(-1);
    expect(ndjson(j.stdout)[0]!.output).toBe('/\x1b]0;x\x07\u009d0;y\u009c\u2066');
  });

  it('every human output of parse, check, normalize, get and extract holds no control a terminal acts on, for any input', async () => {
    const active = fc.constantFrom(
      ...[0x00, 0x07, 0x09, 0x0d, 0x1b, 0x7f, ...HIDDEN].map((c) => String.fromCharCode(c)),
      '%1B',
      '%C2%9B',
      '%E2%80%AE',
      '%07',
    );
    const piece = fc.oneof(active, fc.constantFrom('http://', 'mailto:', 'a', '/', '?', '=', '@'));
    const input = fc.array(piece, { maxLength: 12 }).map((p) => p.join(''));
    await fc.assert(
      fc.asyncProperty(
        input,
        fc.constantFrom('parse', 'check', 'normalize', 'get', 'extract'),
        async (text, command) => {
          const args =
            command === 'get'
              ? ['get', '{decoded:path}{decoded:query}{decoded:user}', text]
              : command === 'extract'
                ? ['extract', '-']
                : [command, text];
          const r = await urikit(args, command === 'extract' ? { stdin: `see ${text}\n` } : {});
          expect(firstActive(r.stdout)).toBe(-1);
          expect(firstActive(r.stderr)).toBe(-1);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('issue 24 item 5: findings on a valid URI are labelled by severity, never "error"', () => {
  it('RFC 3986 §7.2: check labels a finding of severity error "danger"; NDJSON keeps the severity', async () => {
    const r = await urikit(['check', 'http://example.com:21/']);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('  danger  URI_OTHER_PROTOCOL_PORT:');
    expect(r.stdout).not.toMatch(/^\s+error\b/m);
    const j = await urikit(['check', '--json', 'http://example.com:21/']);
    const [finding] = ndjson(j.stdout)[0]!.findings as { severity: string }[];
    expect(finding!.severity).toBe('error');
  });
});
