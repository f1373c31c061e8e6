// Extraction that never invents a URL (issue 24 item 3): an IRI in running text is found whole
// (RFC 3987 §2.2, its URI form by §3.1), only the schemes asked for are reported, and whitespace
// inside "<…>" is taken out only where a line wraps (RFC 3986 Appendix C). Expected URI forms
// are checked against the WHATWG URL parser of Node (`new URL`), an implementation of its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRegistry, isUri } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedDir } from '../../../test-support/vectors.js';
import {
  createExtractor,
  type ExtractOptions,
  extract,
  type FoundUri,
  IANA_PERMANENT_SCHEMES,
} from '../src/index.js';

const iris = (found: readonly FoundUri[]) => found.map((f) => f.iri);

describe('RFC 3987: an IRI in running text is found whole', () => {
  it('RFC 3987 §2.2 and §3.1: "see https://example.com/ünïcode/page now" gives the IRI and its URI form, never https://example.com/', () => {
    const text = 'see https://example.com/ünïcode/page now';
    const found = extract(text);
    expect(found).toHaveLength(1);
    const [f] = found;
    expect(f?.iri).toBe('https://example.com/ünïcode/page');
    expect(text.slice(f!.start, f!.end)).toBe('https://example.com/ünïcode/page');
    // §3.1 step 2: each non-ASCII character as the %-escapes of its UTF-8 octets (ü = C3 BC,
    // ï = C3 AF); the WHATWG parser writes the same path.
    expect(f?.uri).toBe('https://example.com/%C3%BCn%C3%AFcode/page');
    expect(f?.uri).toBe(new URL(f!.iri).href);
    expect(isUri(f!.uri)).toBe(true);
  });

  it('RFC 3987 §3.1: the example "http://r&#xE9;sum&#xE9;.example.org" (é as %C3%A9), delimited and not', () => {
    for (const text of ['<http://résumé.example.org>', 'at http://résumé.example.org.']) {
      const [f] = extract(text);
      expect(f?.iri).toBe('http://résumé.example.org');
      expect(f?.uri).toBe('http://r%C3%A9sum%C3%A9.example.org');
    }
  });

  it('RFC 3987 §2.2: characters outside the BMP (a surrogate pair) are one character, even split across chunks', () => {
    const text = 'x http://example.org/😀/a y';
    const extractor = createExtractor();
    const at = text.indexOf('😀') + 1; // between the two halves of the pair
    const found = [...extractor.write(text.slice(0, at)), ...extractor.write(text.slice(at))];
    found.push(...extractor.end());
    expect(iris(found)).toEqual(['http://example.org/😀/a']);
    expect(found[0]?.uri).toBe('http://example.org/%F0%9F%98%80/a');
    // A lone surrogate is no character (RFC 3987 §2.2 ucschar): it ends the IRI.
    expect(iris(extract('http://example.org/a\ud800b'))).toEqual(['http://example.org/a']);
  });

  it('RFC 3987 §2.2: iprivate only in the query (U+E000 in the path ends the IRI)', () => {
    expect(iris(extract('http://example.org/p?q=\ue000 '))).toEqual([
      'http://example.org/p?q=\ue000',
    ]);
    expect(iris(extract('http://example.org/p\ue000 '))).toEqual(['http://example.org/p']);
  });

  it('README reading: spaces and punctuation that are not ASCII end an IRI (。、」” NBSP), RFC 3987 §4.1 bidi controls too', () => {
    // RFC 1738 in Chinese (../shared/seeds/rfc1738-zh.txt, line 59): the full stop after the URL.
    expect(
      iris(extract('在URL:http://www.acl.lanl.gov/URI/archive/uri-archive.index.html。')),
    ).toEqual(['http://www.acl.lanl.gov/URI/archive/uri-archive.index.html']);
    expect(iris(extract('“http://example.org/ü”, and'))).toEqual(['http://example.org/ü']);
    expect(iris(extract('「http://example.org/a」'))).toEqual(['http://example.org/a']);
    expect(iris(extract('http://example.org/a\u00a0b'))).toEqual(['http://example.org/a']);
    expect(iris(extract('http://example.org/a\u202eb'))).toEqual(['http://example.org/a']);
  });

  it('README reading: after "scheme:" or "scheme://" in undelimited text, an ASCII character (的news:形式 is a sentence)', () => {
    expect(extract('的news:形式成为标志新闻文章的首选方法。')).toEqual([]);
    expect(extract('使用http://协议')).toEqual([]);
    // Delimited, the IRI may begin with any IRI character.
    expect(iris(extract('<http://例え.jp/>'))).toEqual(['http://例え.jp/']);
  });
});

describe('RFC 3986 §3.1: only the schemes asked for are reported', () => {
  const quoted = ['"user:password"', '"this:that"', '"scheme:"', '"DAV:"', '"about:"'];

  it('issue 24: the quoted prose of draft-fielding-uri-rfc2396bis-01 is not reported, alone or in a sentence', () => {
    for (const q of quoted) {
      expect(extract(q), q).toEqual([]);
      expect(extract(`the ${q} form, and ${q}.`), q).toEqual([]);
    }
  });

  it('IANA permanent schemes by default (about: is one: with something after the colon it is a URI)', () => {
    expect(IANA_PERMANENT_SCHEMES).toContain('about');
    expect(IANA_PERMANENT_SCHEMES).toContain('dav');
    expect(Object.isFrozen(IANA_PERMANENT_SCHEMES)).toBe(true);
    expect(iris(extract('"about:blank" <dav:x> "this:that" "x-y:z"'))).toEqual([
      'about:blank',
      'dav:x',
    ]);
    // Any other scheme with "//" (RFC 3986 §3.2: an authority), delimited or not.
    expect(iris(extract('see foo://example.org/x and <bar://y>'))).toEqual([
      'foo://example.org/x',
      'bar://y',
    ]);
  });

  it('README reading: nothing after "scheme:" or "scheme://" is not reported (RFC 3986 §3 allows an empty hier-part)', () => {
    expect(extract('<about:> "DAV:" "ftp://" <http://> http:// mailto:')).toEqual([]);
    expect(iris(extract('<about:blank> "ftp://a"'))).toEqual(['about:blank', 'ftp://a']);
  });

  it('option schemes: only those (any case), "//" or not', () => {
    const o: ExtractOptions = { schemes: ['HTTP', 'this'] };
    expect(iris(extract('"this:that" ftp://a/ foo://b/ http://c/', o))).toEqual([
      'this:that',
      'http://c/',
    ]);
    expect(extract('http://a/', { schemes: [] })).toEqual([]);
    expectUriError(
      () => extract('x', { schemes: 'http' as unknown as string[] }),
      'INVALID_ARGUMENT',
    );
  });

  it('option registry: the schemes of a registry of @urikit/core', () => {
    const registry = createRegistry([]);
    expect(extract('http://a/ <mailto:b@c.example>', { registry })).toEqual([]);
    const text = 'http://a/ ftp://b/ <mailto:c@d.example>';
    expect(iris(extract(text, { registry: { schemes: ['ftp', 'mailto'] } }))).toEqual([
      'ftp://b/',
      'mailto:c@d.example',
    ]);
  });
});

describe('RFC 3986 Appendix C: whitespace inside "<…>" only where a line wraps', () => {
  it('issue 24: <https://example.org/a b c> in chat is neither https://example.org/abc nor https://example.org/a', () => {
    expect(extract('<https://example.org/a b c>')).toEqual([]);
    expect(extract('look: <https://example.org/a b c> ok?')).toEqual([]);
    // The same URI wrapped at the end of a line, indented on the next: taken out.
    expect(iris(extract('<https://example.org/a\n   b\r\n c>'))).toEqual([
      'https://example.org/abc',
    ]);
  });
});

describe('the seeds (../shared/seeds): no quoted prose reported', () => {
  const dir = join(sharedDir, 'seeds');
  const files = readdirSync(dir).filter((f) => f.endsWith('.txt'));
  const iana = new Set(IANA_PERMANENT_SCHEMES);

  it('every seed file is read (five texts)', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
  });

  for (const file of files) {
    it(`RFC 3986 §3.1: ${file} gives only URIs of a scheme asked for, with something after the scheme`, () => {
      const text = readFileSync(join(dir, file), 'utf8');
      const found = extract(text);
      expect(found.length).toBeGreaterThan(0);
      for (const f of found) {
        const colon = f.iri.indexOf(':');
        const scheme = f.iri.slice(0, colon).toLowerCase();
        const rest = f.iri.slice(colon + 1);
        expect(iana.has(scheme) || rest.startsWith('//'), f.iri).toBe(true);
        expect(rest !== '' && rest !== '//', f.iri).toBe(true);
        expect(['user:password', 'this:that', 'scheme:', 'DAV:', 'about:']).not.toContain(f.iri);
      }
    });
  }

  it('issue 24: the five quoted tokens stand in the 2003 draft, and none is reported', () => {
    const text = readFileSync(join(dir, 'draft-fielding-uri-rfc2396bis-01-2003.txt'), 'utf8');
    const found = iris(extract(text));
    for (const q of ['"user:password"', '"this:that"', '"scheme:"', '"DAV:"', '"about:"']) {
      expect(text).toContain(q);
      expect(found).not.toContain(q.slice(1, -1));
    }
    // Its own example URIs (§1.3) are found.
    expect(found).toContain('ftp://ftp.is.co.za/rfc/rfc1808.txt');
    expect(found).toContain('mailto:John.Doe@example.com');
  });
});

// Pieces of text for the properties: ASCII that drives the scan, and characters that are not
// ASCII (letters that an IRI holds, punctuation and spaces that end one, a surrogate pair, a
// lone surrogate, a private-use character).
const PIECES = [
  '<',
  '>',
  '"',
  'URL:',
  'http',
  'about',
  'user',
  '://',
  ':',
  'mailto:',
  'a',
  'b.c',
  '-',
  '\n',
  '\r\n',
  ' ',
  '\t',
  '.',
  ',',
  ')',
  '(',
  '?',
  '#',
  '/',
  '%41',
  'ü',
  'ï',
  '中',
  '。',
  '”',
  '\u00a0',
  '😀',
  '\ud83d',
  '\ue000',
  'www.',
  'x.org',
];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 50 }).map((a) => a.join(''));
const options = fc.record({
  suffixes: fc.boolean(),
  maxLength: fc.constantFrom(undefined, 8, 30),
});
const plain = (o: { suffixes: boolean; maxLength: number | undefined }): ExtractOptions =>
  o.maxLength === undefined ? { suffixes: o.suffixes } : o;

/** The URI form of an IRI, by the test's own reading of RFC 3987 §3.1: UTF-8, then %HH. */
function uriForm(iri: string): string {
  let out = '';
  for (const ch of iri) {
    if (ch.codePointAt(0)! < 0x80) out += ch;
    else
      for (const byte of new TextEncoder().encode(ch)) out += `%${byte.toString(16).toUpperCase()}`;
  }
  return out;
}

/** Characters that end an IRI in text by RFC 3987 §2.2 and the README's reading. */
const ENDS = new Set([' ', '\t', '\n', '\r', '<', '>', '"', '。', '”', '\u00a0', '\ud83d']);
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', "'", ')', ']']);

describe('issue 24: no URL in the output that is not in the text (its IRI or URI form)', () => {
  it('RFC 3986 Appendix C, RFC 3987 §3.1: each URI found is the text at its offsets (whitespace of a wrapped line out), in IRI or URI form, and no shorter than the text allows', () => {
    fc.assert(
      fc.property(text, options, (t, o) => {
        for (const f of extract(t, plain(o))) {
          const span = t.slice(f.start, f.end);
          // The IRI is the span, with only whitespace that holds a line break taken out
          // (or, undelimited, after a hyphen); a suffix reference gets http:// or ftp://.
          const written = f.suffix ?? f.iri;
          let joined = '';
          for (let i = 0; i < span.length; i++) {
            if (!' \t\n\r'.includes(span[i]!)) joined += span[i];
          }
          expect(written).toBe(joined);
          if (span !== written) expect(/[\n\r]/.test(span), JSON.stringify(span)).toBe(true);
          expect(f.uri).toBe(uriForm(f.iri));
          // Whole: an undelimited IRI stops at the end of the text, at a character that ends
          // it, or at trailing punctuation followed by one; a delimited one at its delimiter.
          if (f.delimiter === 'none') {
            let j = f.end;
            while (j < t.length && TRAILING.has(t[j]!)) j++;
            const next = t[j];
            // RFC 3987 §2.2: a private-use character outside the query ends it too.
            const query = f.iri.lastIndexOf('?') > f.iri.lastIndexOf('#');
            const ends =
              next === undefined ||
              (ENDS.has(next) && !(next === '\ud83d' && t[j + 1] === '\ude00')) ||
              (next === '\ue000' && !query);
            expect(ends, JSON.stringify([t, f.iri])).toBe(true);
          } else {
            // The closing delimiter, after any whitespace (RFC 3986 Appendix C).
            let j = f.end;
            while (' \t\n\r'.includes(t[j] ?? 'x')) j++;
            expect(t[j]).toBe(f.delimiter === 'angle' ? '>' : '"');
          }
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('the streaming form finds what the whole text gives, for random chunkings (surrogate pairs and CR LF split too)', () => {
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 10 }), options, (t, cuts, o) => {
        const extractor = createExtractor(plain(o));
        const found: FoundUri[] = [];
        let at = 0;
        for (const cut of [...new Set(cuts.map((c) => c % (t.length + 1)))].sort((a, b) => a - b)) {
          found.push(...extractor.write(t.slice(at, cut)));
          at = cut;
          // Issue 23 S3: the text held between chunks stays within maxLength (+ 5).
          expect(extractor.held).toBeLessThanOrEqual((o.maxLength ?? 8192) + 5);
        }
        found.push(...extractor.write(t.slice(at)), ...extractor.end());
        expect(found).toEqual(extract(t, plain(o)));
      }),
      { numRuns: 3000 },
    );
  });
});
