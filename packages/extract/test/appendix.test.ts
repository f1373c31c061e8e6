// The examples of the texts that describe URIs in running text, quoted with their line breaks
// and indentation: RFC 1738 "APPENDIX: Recommendations for URLs in Context" (and its own
// reference list, which follows the recommendation), draft-fielding-url-syntax-05 (1997)
// Appendix E, RFC 3986 Appendix C (Appendix E of the 2003 draft), and RFC 3986 §4.5 (Appendix
// F, "Abbreviated URIs", of the 2003 draft). Expected values are the ones those texts list, or
// follow from the sentence of the text cited in the test's name.
import { isUri } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import { extract, type FoundUri } from '../src/index.js';

const uris = (found: readonly FoundUri[]) => found.map((f) => f.uri);

// The text between the offsets: the URI as printed, whitespace inside delimiters included.
const spans = (text: string, found: readonly FoundUri[]) =>
  found.map((f) => text.slice(f.start, f.end));

describe('RFC 1738 APPENDIX: Recommendations for URLs in Context', () => {
  // RFC 1738, page 23, as printed (indented by six spaces, lines broken inside the URLs).
  const text = `      Yes, Jim, I found it under <URL:ftp://info.cern.ch/pub/www/doc;
      type=d> but you can probably pick it up from <URL:ftp://ds.in
      ternic.net/rfc>.  Note the warning in <URL:http://ds.internic.
      net/instructions/overview.html#WARNING>.`;

  it('RFC 1738 Appendix: the three URLs of the example, line breaks and indentation taken out', () => {
    expect(uris(extract(text))).toEqual([
      'ftp://info.cern.ch/pub/www/doc;type=d',
      'ftp://ds.internic.net/rfc',
      'http://ds.internic.net/instructions/overview.html#WARNING',
    ]);
    for (const uri of uris(extract(text))) expect(isUri(uri), uri).toBe(true);
  });

  it('RFC 1738 Appendix: the "<URL:" wrapper "does not form part of the URL"; offsets span the URL as printed', () => {
    const found = extract(text);
    expect(spans(text, found)).toEqual([
      'ftp://info.cern.ch/pub/www/doc;\n      type=d',
      'ftp://ds.in\n      ternic.net/rfc',
      'http://ds.internic.\n      net/instructions/overview.html#WARNING',
    ]);
    expect(found.every((f) => f.delimiter === 'angle')).toBe(true);
    expect(text.slice(found[0]!.start - 5, found[0]!.start)).toBe('<URL:');
    expect(text[found[0]!.end]).toBe('>');
  });

  it('RFC 1738 References: <URL:…> broken before a "/" on the next, indented, line', () => {
    // RFC 1738 §References [2], as printed.
    const ref = `   [2] Anklesaria, F., Lindner, P., McCahill, M., Torrey, D.,
       Johnson, D., and B. Alberti, "Gopher+: Upward compatible
       enhancements to the Internet Gopher protocol",
       University of Minnesota, July 1993.
       <URL:ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol
       /Gopher+/Gopher+.txt>`;
    expect(uris(extract(ref))).toEqual([
      'ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt',
    ]);
  });

  it('RFC 1738 Appendix: "the identifier would be placed within the brackets as well" (a #fragment stays)', () => {
    expect(uris(extract('see <URL:http://a.example/doc#part2>.'))).toEqual([
      'http://a.example/doc#part2',
    ]);
  });

  it('RFC 1738 Appendix: a line break right after a hyphen: the whitespace around it is ignored, and the hyphen may or may not be part of the URL', () => {
    const hyphen = `the table is at <URL:http://www.example.org/ietf-
      uri/table.html> today`;
    const [found] = extract(hyphen);
    expect(found?.uri).toBe('http://www.example.org/ietf-uri/table.html');
    expect(found?.alternative).toBe('http://www.example.org/ietfuri/table.html');
  });
});

describe('draft-fielding-url-syntax-05 (1997) Appendix E: Recommendations for Delimiting URLs in Context', () => {
  // The example of Appendix E, as printed in the draft.
  const text = `      Yes, Jim, I found it under "http://www.w3.org/pub/WWW/",
      but you can probably pick it up from <ftp://ds.internic.
      net/rfc/>.  Note the warning in <http://ds.internic.net/
      instructions/overview.html#WARNING>.`;

  it('Appendix E: double-quotes, angle brackets without "URL:", lines broken inside', () => {
    expect(uris(extract(text))).toEqual([
      'http://www.w3.org/pub/WWW/',
      'ftp://ds.internic.net/rfc/',
      'http://ds.internic.net/instructions/overview.html#WARNING',
    ]);
    expect(extract(text).map((f) => f.delimiter)).toEqual(['quote', 'angle', 'angle']);
  });
});

describe('RFC 3986 Appendix C: Delimiting a URI in Context', () => {
  it('Appendix C: "within double-quotes", "angle brackets", "or just by using whitespace"', () => {
    const text = `usually
   within double-quotes "http://example.com/", angle brackets
   <http://example.com/>, or just by using whitespace:

      http://example.com/

   These wrappers do not form part of the URI.`;
    const found = extract(text);
    expect(uris(found)).toEqual([
      'http://example.com/',
      'http://example.com/',
      'http://example.com/',
    ]);
    expect(found.map((f) => f.delimiter)).toEqual(['quote', 'angle', 'none']);
    // Without line breaks, each URI is exactly the text between its offsets.
    expect(spans(text, found)).toEqual(uris(found));
  });

  it('Appendix C: the example text "contains the URI references" listed after it', () => {
    const text = `      Yes, Jim, I found it under "http://www.w3.org/Addressing/",
      but you can probably pick it up from <ftp://foo.example.
      com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
      ietf/uri/historical.html#WARNING>.`;
    expect(uris(extract(text))).toEqual([
      'http://www.w3.org/Addressing/',
      'ftp://foo.example.com/rfc/',
      'http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING',
    ]);
  });

  it('Appendix C: "The prefix "URL:" (with or without a trailing space)" is stripped', () => {
    expect(uris(extract('<URL: http://example.com/> and <url:http://example.org/>'))).toEqual([
      'http://example.com/',
      'http://example.org/',
    ]);
    // Before an undelimited URI too (RFC 1738 Appendix: a prefix that is not part of the URL).
    const [bare] = extract('see URL:http://example.net/x.');
    expect(bare?.uri).toBe('http://example.net/x');
    expect(bare?.start).toBe(8);
  });

  it('Appendix C: angle brackets are the style "for a reference that contains embedded whitespace"', () => {
    // Where the text wraps a line: the whitespace around the break is taken out.
    expect(uris(extract('<http://example.com/a\n b\r\n\tc>'))).toEqual(['http://example.com/abc']);
    // Spaces within one line are not a wrapped line: `a b c` is what the writer meant, which is
    // no URI, and neither `…/abc` nor `…/a` is reported (issue 24: no URL that is not in the text).
    expect(uris(extract('<http://example.com/a b\tc>'))).toEqual([]);
    expect(uris(extract('<https://example.org/a b c>'))).toEqual([]);
    // Spaces before the closing bracket change nothing.
    expect(uris(extract('<http://example.com/a  >'))).toEqual(['http://example.com/a']);
    // In quotes, only whitespace that breaks a line belongs to the URI: words on one line do not.
    expect(uris(extract('"see http://example.com/ now"'))).toEqual(['http://example.com/']);
    expect(uris(extract('"http://example.com/a\n   b"'))).toEqual(['http://example.com/ab']);
  });

  it('Appendix C: a line break right after a hyphen: "ignore all whitespace around the line break", the hyphen may or may not be part of the URI', () => {
    const text = `Note the warning in <http://www.ics.uci.edu/pub/ietf/uri/histor-
      ical.html#WARNING>.`;
    const [found] = extract(text);
    expect(found?.uri).toBe('http://www.ics.uci.edu/pub/ietf/uri/histor-ical.html#WARNING');
    expect(found?.alternative).toBe('http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING');
    // Undelimited too: the URI goes on after the indentation of the next line.
    const bare = extract('see http://www.example.org/ietf-   \n    uri/x.html, then');
    expect(uris(bare)).toEqual(['http://www.example.org/ietf-uri/x.html']);
    expect(bare[0]?.alternative).toBe('http://www.example.org/ietfuri/x.html');
    // A line break after anything else ends an undelimited URI.
    expect(uris(extract('see http://www.example.org/ietf\n    uri/x.html'))).toEqual([
      'http://www.example.org/ietf',
    ]);
    expect(extract('<http://a.example/b>')[0]?.alternative).toBeUndefined();
  });

  it('Appendix C: punctuation marks "that might be mistaken for part of the URI" are not taken', () => {
    const text =
      'See http://example.com/a. Or http://example.com/b, http://example.com/c; ' +
      "http://example.com/d: http://example.com/e! http://example.com/f? 'http://example.com/g'";
    expect(uris(extract(text))).toEqual([
      'http://example.com/a',
      'http://example.com/b',
      'http://example.com/c',
      'http://example.com/d',
      'http://example.com/e',
      'http://example.com/f',
      'http://example.com/g',
    ]);
    // A parenthesis or bracket that closes one opened in the URI is part of it; one that closes
    // the sentence's is not.
    expect(uris(extract('(see http://example.com/wiki/A_(b))'))).toEqual([
      'http://example.com/wiki/A_(b)',
    ]);
    expect(uris(extract('[1] [http://example.com/]'))).toEqual(['http://example.com/']);
    expect(uris(extract('http://[2001:db8::7]/x.'))).toEqual(['http://[2001:db8::7]/x']);
    // Inside delimiters, the delimiters decide: a final "." is part of the URI.
    expect(uris(extract('<http://example.com/a.>'))).toEqual(['http://example.com/a.']);
  });

  it('Appendix C: the wrappers delimit; characters no URI holds (RFC 3986 §2) end an undelimited one', () => {
    expect(
      uris(extract('http://example.com/a"b http://example.com/c<d> http://example.com/e\u201d')),
    ).toEqual(['http://example.com/a', 'http://example.com/c', 'http://example.com/e']);
  });

  it('RFC 3986 §3.1: undelimited text needs "scheme://", or a scheme used without an authority (RFC 3986 §1.1.2)', () => {
    const text =
      'Re: Note: mailto:John.Doe@example.com, news:comp.infosystems.www.servers.unix and ' +
      'tel:+1-816-555-1212 or urn:oasis:names:specification:docbook:dtd:xml:4.1.2; ' +
      'ldap://[2001:db8::7]/c=GB?objectClass?one and foo:bar and telnet://192.0.2.16:80/.';
    expect(uris(extract(text))).toEqual([
      'mailto:John.Doe@example.com',
      'news:comp.infosystems.www.servers.unix',
      'tel:+1-816-555-1212',
      'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
      'ldap://[2001:db8::7]/c=GB?objectClass?one',
      'telnet://192.0.2.16:80/',
    ]);
    expect(uris(extract('foo:bar and <foo:bar>', { bareSchemes: ['foo'] }))).toEqual([
      'foo:bar',
      'foo:bar',
    ]);
    expect(uris(extract('http:// and mailto: alone'))).toEqual([]);
    // Inside the wrappers, the schemes asked for (option schemes): by default the IANA
    // permanent ones, and any scheme followed by "//".
    expect(uris(extract('<foo:bar> "x-y:z" <x-y://z>'))).toEqual(['x-y://z']);
    expect(uris(extract('<foo:bar> "x-y:z"', { schemes: ['foo', 'X-Y'] }))).toEqual([
      'foo:bar',
      'x-y:z',
    ]);
  });

  it('Appendix C: a blank line ends a delimited candidate; what is not a URI inside <…> is left to the undelimited rule', () => {
    expect(uris(extract('<http://example.com/a\n\nb> text'))).toEqual(['http://example.com/a']);
    expect(uris(extract('<b>http://example.com/</b> <user@example.com>'))).toEqual([
      'http://example.com/',
    ]);
    expect(uris(extract('<a href="http://example.com/x">'))).toEqual(['http://example.com/x']);
  });
});

describe('RFC 3986 §4.5 Suffix Reference (Appendix F "Abbreviated URIs" of the 2003 draft)', () => {
  const text = 'The standards are at www.w3.org/Addressing/ and ftp.example.org; ask www.local.';

  it('§4.5: off by default: "primarily intended for human interpretation rather than for machines"', () => {
    expect(extract(text)).toEqual([]);
  });

  it('§4.5: with suffixes, www.w3.org/Addressing/ is completed with "http://" ("most registered names beginning with "www""), ftp. with "ftp://"', () => {
    const found = extract(text, { suffixes: true });
    expect(uris(found)).toEqual(['http://www.w3.org/Addressing/', 'ftp://ftp.example.org']);
    expect(found.map((f) => f.suffix)).toEqual(['www.w3.org/Addressing/', 'ftp.example.org']);
    expect(spans(text, found)).toEqual(['www.w3.org/Addressing/', 'ftp.example.org']);
  });

  it('§4.5: a suffix inside delimiters, and never in the middle of a URI or a word', () => {
    expect(uris(extract('<www.w3.org/Addressing/> "www.example.com"', { suffixes: true }))).toEqual(
      ['http://www.w3.org/Addressing/', 'http://www.example.com'],
    );
    expect(
      uris(extract('http://www.w3.org/ user@www.example.com awww.example.com', { suffixes: true })),
    ).toEqual(['http://www.w3.org/']);
  });
});
