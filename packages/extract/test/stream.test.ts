// The streaming form finds what the one-shot form finds, whatever the chunks; the offsets
// always point at the URI as printed; the scan is linear (RFC 3986 Appendix C asks nothing
// about time, the house rules do: no backtracking on untrusted input).

import { expectUriError } from '@urikit/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createExtractor, type ExtractOptions, extract, type FoundUri } from '../src/index.js';

// Pieces of text that exercise every rule: delimiters, prefixes, schemes, whitespace and line
// breaks (CR LF split across chunks too), punctuation, hyphens, non-URI characters.
const PIECES = [
  '<',
  '>',
  '"',
  'URL:',
  'url: ',
  'http',
  '://',
  'www.',
  'ftp.',
  'mailto:',
  'news:',
  ':',
  'a',
  'b.c',
  'x-y',
  '-',
  '\n',
  '\r\n',
  '\r',
  ' ',
  '   ',
  '\t',
  '.',
  ',',
  ';',
  '!',
  '?',
  "'",
  '(',
  ')',
  '[',
  ']',
  'é',
  '%20',
  '/',
  '#',
  '\n\n',
  'Note:',
  'example.org',
  '/path',
  '?q=1',
  '@',
];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }).map((a) => a.join(''));
const options = fc.record({
  suffixes: fc.boolean(),
  maxLength: fc.constantFrom(undefined, 6, 12, 40),
});

function streamed(t: string, cuts: number[], o: ExtractOptions): FoundUri[] {
  const extractor = createExtractor(o);
  const out: FoundUri[] = [];
  let at = 0;
  for (const cut of [...new Set(cuts.map((c) => c % (t.length + 1)))].sort((a, b) => a - b)) {
    out.push(...extractor.write(t.slice(at, cut)));
    at = cut;
  }
  out.push(...extractor.write(t.slice(at)));
  out.push(...extractor.end());
  return out;
}

const plain = (o: ExtractOptions) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as ExtractOptions;

describe('createExtractor', () => {
  it('RFC 3986 Appendix C: chunked text gives the URIs of the whole text, at the same offsets', () => {
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 8 }), options, (t, cuts, o) => {
        const opts = plain(o);
        expect(streamed(t, cuts, opts)).toEqual(extract(t, opts));
      }),
      { numRuns: 1500 },
    );
  });

  it('RFC 1738 Appendix: the example written one character at a time', () => {
    const t =
      'Yes, Jim, I found it under <URL:ftp://info.cern.ch/pub/www/doc;\r\n      type=d> but ' +
      'you can probably pick it up from <URL:ftp://ds.in\r\n      ternic.net/rfc>.';
    const one = streamed(
      t,
      [...t].map((_, i) => i),
      {},
    );
    expect(one).toEqual(extract(t));
    expect(one.map((f) => f.uri)).toEqual([
      'ftp://info.cern.ch/pub/www/doc;type=d',
      'ftp://ds.internic.net/rfc',
    ]);
  });

  it('keeps a bounded tail between chunks (maxLength), whatever the input', () => {
    const extractor = createExtractor({ maxLength: 100 });
    // A megabyte of scheme characters with no colon, then of URI characters after a scheme:
    // neither can become a URI of at most 100 characters, and nothing piles up.
    for (let i = 0; i < 100; i++) expect(extractor.write('a'.repeat(10_000))).toEqual([]);
    expect(extractor.write('://x')).toEqual([]);
    expect(extractor.write(` http://${'b'.repeat(10_000)}`)).toEqual([]);
    for (let i = 0; i < 100; i++) expect(extractor.write('c'.repeat(10_000))).toEqual([]);
    const found = extractor.write(' <http://example.com/>');
    expect(found.map((f) => f.uri)).toEqual(['http://example.com/']);
    expect(found[0]?.start).toBe(1_000_000 + 4 + 1 + 7 + 10_000 + 1_000_000 + 2);
    expect(extractor.end()).toEqual([]);
    expect(() => extractor.write('x')).toThrow(Error);
  });

  it('never waits for more than maxLength: long whitespace after "<", a long host, a long break after a hyphen', () => {
    // Each of these would keep the extractor waiting (and its buffer growing) if it waited for
    // the candidate to end; what it holds between chunks stays within maxLength (+ 5).
    const cases: [string, string, ExtractOptions][] = [
      ['<', ' ', {}],
      ['<URL:', '\t', {}],
      ['see www.', 'a', { suffixes: true }],
      ['<www.', 'b', { suffixes: true }],
      ['<', 'x', {}],
      ['http://example.com/a-', ' ', {}],
    ];
    for (const [start, filler, options] of cases) {
      const extractor = createExtractor({ ...options, maxLength: 1000 });
      extractor.write(start);
      for (let i = 0; i < 200; i++) {
        extractor.write(filler.repeat(10_000));
        expect(extractor.held, JSON.stringify(start)).toBeLessThanOrEqual(1005);
      }
      const found = [...extractor.write(' <http://example.org/> '), ...extractor.end()];
      expect(found.map((f) => f.uri).pop()).toBe('http://example.org/');
    }
  });

  it('issue 23 S3: whitespace after an open "<" or """ counts against maxLength; the text held stays bounded', () => {
    // RFC 3986 Appendix C lets a delimited URI hold the whitespace of a wrapped line, so an
    // unclosed "<" followed by whitespace is a candidate until maxLength characters have gone by;
    // then it is given up (its inside read again as plain text), and nothing more is held.
    const maxLength = 1000;
    const cases: [string, string, string[]][] = [
      ['<http://a/', ' \t ', ['http://a/']],
      ['<http://a/', '\n', ['http://a/']],
      ['<', ' \t', []],
      ['<URL:', ' ', []],
      ['"http://a/\n', ' ', ['http://a/']],
      ['see http://a/b-\n', ' ', ['http://a/b-']],
    ];
    for (const [head, unit, expected] of cases) {
      for (const size of [1, 7, 4096]) {
        const extractor = createExtractor({ maxLength });
        const found = [...extractor.write(head)];
        let most = extractor.held;
        const chunk = unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
        for (let written = 0; written < 64 * 1024; written += size) {
          found.push(...extractor.write(chunk));
          most = Math.max(most, extractor.held);
        }
        found.push(...extractor.end());
        expect(most, `${JSON.stringify(head)} in chunks of ${size}`).toBeLessThanOrEqual(
          maxLength + 5,
        );
        expect(found.map((f) => f.uri)).toEqual(expected);
        // The whole string gives the same, at the same offsets.
        const whole = head + unit.repeat(Math.ceil((64 * 1024) / unit.length));
        expect(extract(whole, { maxLength }).map((f) => f.uri)).toEqual(expected);
      }
    }
  });

  it('issue 23 S3: a URI cut by every chunk boundary is still found whole, the text held never above maxLength + 5', () => {
    const t = `x <http://www.example.org/${'a\n  '.repeat(200)}b> "mailto:a@b.example" ${'c'.repeat(300)}`;
    const extractor = createExtractor({ maxLength: 2000 });
    const found: FoundUri[] = [];
    for (const ch of t) {
      found.push(...extractor.write(ch));
      expect(extractor.held).toBeLessThanOrEqual(2005);
    }
    found.push(...extractor.end());
    expect(found).toEqual(extract(t, { maxLength: 2000 }));
    expect(found.map((f) => f.uri)).toEqual([
      `http://www.example.org/${'a'.repeat(200)}b`,
      'mailto:a@b.example',
    ]);
  });

  it('the option maxLength: a longer URI is not reported, by either form', () => {
    const long = `see http://example.com/${'a'.repeat(50)} and <http://example.com/${'b'.repeat(50)}> and http://example.com/`;
    expect(extract(long, { maxLength: 40 }).map((f) => f.uri)).toEqual(['http://example.com/']);
    expect(extract(long).length).toBe(3);
    expectUriError(() => extract('x', { maxLength: 0 }), 'INVALID_ARGUMENT');
  });
});

describe('offsets and characters', () => {
  it('RFC 3986 Appendix C: the text between start and end, whitespace taken out, is the URI (with http:// or ftp:// before a suffix)', () => {
    fc.assert(
      fc.property(text, options, (t, o) => {
        let last = 0;
        for (const f of extract(t, plain(o))) {
          expect(f.start).toBeGreaterThanOrEqual(last);
          expect(f.end).toBeGreaterThan(f.start);
          last = f.end;
          const span = t.slice(f.start, f.end).replace(/[ \t\n\v\f\r]+/g, '');
          expect(f.suffix === undefined ? f.iri : f.suffix).toBe(span);
          // RFC 3986 §2: only the characters a URI may hold.
          expect(f.uri).toMatch(/^[A-Za-z][A-Za-z0-9+.-]*:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/);
          expect(Object.isFrozen(f)).toBe(true);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('offsets count UTF-16 code units of the whole text', () => {
    const t = '😀 é <http://example.com/>';
    const [f] = extract(t);
    expect(t.slice(f!.start, f!.end)).toBe('http://example.com/');
    expect(f!.start).toBe(6);
  });

  it('the sweep: options that cannot be read, or of the wrong type, are INVALID_ARGUMENT', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const throwing = Object.defineProperty({}, 'maxLength', {
      get() {
        throw new RangeError('a getter that throws');
      },
    });
    for (const options of [proxy, throwing, 5, Symbol('s'), null]) {
      expectUriError(() => extract('x', options as never), 'INVALID_ARGUMENT');
      expectUriError(() => createExtractor(options as never), 'INVALID_ARGUMENT');
    }
    for (const list of [proxy, 'http', [1], null]) {
      expectUriError(() => extract('x', { schemes: list as never }), 'INVALID_ARGUMENT');
      expectUriError(() => extract('x', { bareSchemes: list as never }), 'INVALID_ARGUMENT');
      expectUriError(
        () => extract('x', { registry: { schemes: list } as never }),
        'INVALID_ARGUMENT',
      );
    }
    expectUriError(() => extract('x', { registry: proxy as never }), 'INVALID_ARGUMENT');
  });

  it('refuses what is not text', () => {
    expectUriError(() => extract(42 as unknown as string), 'INVALID_ARGUMENT');
    expectUriError(() => createExtractor().write(null as unknown as string), 'INVALID_ARGUMENT');
  });
});

describe('linear time (no backtracking)', () => {
  // A quadratic scan of these million-character texts would take minutes; a linear one takes
  // milliseconds. The bound is loose on purpose (a slow machine passes, a quadratic scan fails).
  const inputs: [string, string][] = [
    ['unclosed "<a:" openers', '<a:'.repeat(333_333)],
    ['unclosed quotes', '"a:b'.repeat(250_000)],
    ['one long scheme-like word then a colon', `${'a'.repeat(1_000_000)}:`],
    ['colons between scheme characters', 'a:'.repeat(500_000)],
    ['a long URI of closers', `http://x/${')'.repeat(1_000_000)}`],
    ['hyphen line breaks', `http://x/${'a-\n '.repeat(250_000)}`],
    ['angle brackets full of whitespace', `<http://x/${' \n'.repeat(400_000)}`],
    ['suffix-like words', 'www.a '.repeat(200_000)],
  ];
  for (const [name, input] of inputs) {
    it(`scans ${name} (${input.length.toLocaleString('en')} characters) in linear time`, () => {
      const t0 = performance.now();
      extract(input, { suffixes: true });
      extract(input, { suffixes: true, maxLength: 1_000_000_000 });
      expect(performance.now() - t0).toBeLessThan(5000);
    });
  }
});
