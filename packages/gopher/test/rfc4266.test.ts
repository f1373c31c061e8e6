// RFC 4266 (the gopher URI scheme; the same text as RFC 1738 §3.4.1–§3.4.9) section by section,
// with its own examples: RFC 4266 gives Gopher+ strings, not whole URIs, so each is put in a
// URI on example.com. The whole-URI example is RFC 2396 §1.3's.
import { createRegistry } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { type GopherParts, gopher, toRequest } from '../src/index.js';

const registry = createRegistry([gopher]);
const parts = (u: string): GopherParts => registry.parse(u).parts;
const bytes = (b: Uint8Array | undefined) => (b === undefined ? b : [...b]);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

describe('RFC 4266 §2.1: gopher://<host>:<port>/<gopher-path>', () => {
  it('RFC 4266 §2.1: if :<port> is omitted, the port defaults to 70', () => {
    expect(gopher.defaultPort).toBe(70);
    expect(parts('gopher://example.com/1').port).toBeUndefined();
    expect(parts('gopher://example.com:7070/1').port).toBe(7070);
    expect(toRequest('gopher://example.com/1').port).toBe(70);
    expect(registry.equivalent('gopher://example.com:70/1', 'gopher://example.com/1')).toBe(true);
  });

  it('RFC 4266 §2.1: the whole gopher-path may be empty, then "/" is optional and the type is "1"', () => {
    for (const u of ['gopher://example.com', 'gopher://example.com/', 'gopher://example.com/1']) {
      const p = parts(u);
      expect(p.type, u).toBe('1');
      expect(p.selector, u).toBe('');
      expect(bytes(p.selectorBytes), u).toEqual([]);
      expect(p.search, u).toBeUndefined();
      expect(p.gopherPlus, u).toBeUndefined();
    }
  });

  it('RFC 4266 §2.1: gopher://h, gopher://h/ and gopher://h/1 are one resource', () => {
    const forms = ['gopher://example.com', 'gopher://example.com/', 'gopher://example.com/1'];
    for (const a of forms) {
      expect(registry.normalize(a).toString()).toBe('gopher://example.com/1');
      for (const b of forms) expect(registry.equivalent(a, b), `${a} ${b}`).toBe(true);
    }
  });

  it('RFC 4266 §2.1: <gophertype> is a single character; only an empty gopher-path defaults to "1"', () => {
    expect(parts('gopher://example.com/0')).toMatchObject({ type: '0', selector: '' });
    expect(registry.equivalent('gopher://example.com/0', 'gopher://example.com')).toBe(false);
    expect(parts('gopher://example.com/Ilogo.gif').type).toBe('I');
    expect(parts('gopher://example.com/%3F').type).toBe('?');
    expect(parts('gopher://example.com//x').type).toBe('/');
    expect(parts('gopher://example.com/%25').type).toBe('%');
  });

  it('RFC 1436 Appendix: a type is one ASCII character but TAB, CR, LF and NUL (UNASCII)', () => {
    expectUriError(() => gopher.parse('gopher://example.com/%09x'), 'GOPHER_INVALID_TYPE', 21);
    expectUriError(() => gopher.parse('gopher://example.com/%0D'), 'GOPHER_INVALID_TYPE', 21);
    expectUriError(() => gopher.parse('gopher://example.com/%0a'), 'GOPHER_INVALID_TYPE', 21);
    expectUriError(() => gopher.parse('gopher://example.com/%00'), 'GOPHER_INVALID_TYPE', 21);
    // One octet of a UTF-8 sequence is no character.
    expectUriError(() => gopher.parse('gopher://example.com/%C3%A9'), 'GOPHER_INVALID_TYPE', 21);
    expect(parts('gopher://example.com/%20x').type).toBe(' ');
    expect(parts('gopher://example.com/%7F').type).toBe('\x7f');
    expect(parts('gopher://example.com/%01').type).toBe('\x01');
    expectUriError(
      () => gopher.format({ ...parts('gopher://example.com/'), type: '01' }),
      'GOPHER_INVALID_TYPE',
      0,
    );
  });

  it('RFC 2396 §1.3: gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles', () => {
    // RFC 4266 §2.1: "some Gopher <selector> strings begin with a copy of the <gophertype>".
    expect(parts('gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles')).toEqual({
      host: 'spinaltap.micro.umn.edu',
      port: undefined,
      type: '0',
      selector: '0/Weather/California/Los Angeles',
      selectorBytes: new Uint8Array(ascii('0/Weather/California/Los Angeles')),
      search: undefined,
      searchBytes: undefined,
      gopherPlus: undefined,
      gopherPlusBytes: undefined,
      fragment: undefined,
    });
  });

  it('RFC 4266 §2.1: a selector is a sequence of octets, not necessarily UTF-8', () => {
    const p = parts('gopher://example.com/9caf%E9%00');
    expect(p.selector).toBeUndefined();
    expect(bytes(p.selectorBytes)).toEqual([0x63, 0x61, 0x66, 0xe9, 0]);
    expect(parts('gopher://example.com/0caf%C3%A9').selector).toBe('café');
  });

  it('RFC 4266 §2.1–§2.3: selector, search and Gopher+ string each have both views of their octets', () => {
    // Escapes of ASCII octets, of UTF-8 beyond ASCII, and of octets that are not UTF-8, in each field.
    const p = parts('gopher://example.com/7a%2Fb%09caf%C3%A9%09%FF%0D%0A');
    expect([p.selector, p.search, p.gopherPlus]).toEqual(['a/b', 'café', undefined]);
    expect(bytes(p.selectorBytes)).toEqual(ascii('a/b'));
    expect(bytes(p.searchBytes)).toEqual([0x63, 0x61, 0x66, 0xc3, 0xa9]);
    expect(bytes(p.gopherPlusBytes)).toEqual([0xff, 13, 10]);
    const q = parts('gopher://example.com/7%E9%09x%2b%09%3F');
    expect([q.selector, q.search, q.gopherPlus]).toEqual([undefined, 'x+', '?']);
    expect(bytes(q.selectorBytes)).toEqual([0xe9]);
  });

  it('RFC 4266 §2.1: selectors exclude LF and CR (the first TAB ends the selector)', () => {
    expectUriError(
      () => gopher.parse('gopher://example.com/0a%0D%0AQUIT'),
      'GOPHER_INVALID_SELECTOR',
      23,
    );
    expectUriError(
      () => gopher.parse('gopher://example.com/0a%0ab'),
      'GOPHER_INVALID_SELECTOR',
      23,
    );
    expect(parts('gopher://example.com/7a%09b')).toMatchObject({ selector: 'a', search: 'b' });
    // format cannot write a TAB into a selector: it would be read back as the separator.
    expectUriError(
      () => gopher.format({ ...parts('gopher://example.com/'), selector: 'a\tb' }),
      'GOPHER_INVALID_SELECTOR',
      1,
    );
  });

  it('RFC 4266 §2.1: the selector may be empty: the top-level directory', () => {
    expect(parts('gopher://example.com/1').selector).toBe('');
    expect(toRequest('gopher://example.com/1').text).toBe('\r\n');
  });

  it('RFC 4266 §2.1: within the gopher-path, no characters are reserved', () => {
    // "/" is a plain octet: an escaped one is the same octet.
    expect(parts('gopher://example.com/0a%2Fb').selector).toBe('a/b');
    expect(registry.equivalent('gopher://example.com/0a%2Fb', 'gopher://example.com/0a/b')).toBe(
      true,
    );
    // "?" belongs to the selector (Rec.), and so does the rest of the query.
    expect(parts('gopher://example.com/0a?b=c&d').selector).toBe('a?b=c&d');
    expect(parts('gopher://example.com/%3Fx')).toMatchObject({ type: '?', selector: 'x' });
    expect(parts('gopher://example.com/?x')).toMatchObject({ type: '?', selector: 'x' });
    // Sub-delims mean nothing either.
    expect(
      registry.equivalent('gopher://example.com/0%3B%3D%26', 'gopher://example.com/0;=&'),
    ).toBe(true);
  });

  it('RFC 4266 §2.1: the gopher-path follows a "/": a query right after the host is refused', () => {
    expectUriError(() => gopher.parse('gopher://example.com?x'), 'GOPHER_MISSING_SLASH', 20);
    expectUriError(() => gopher.parse('gopher://example.com:70?x#f'), 'GOPHER_MISSING_SLASH', 23);
  });

  it('RFC 4266 §2.1: there is no userinfo, and the host is required', () => {
    expectUriError(() => gopher.parse('gopher://me@example.com/1'), 'USERINFO_NOT_ALLOWED', 9);
    expectUriError(() => gopher.parse('gopher:///1'), 'EMPTY_HOST', 9);
    expectUriError(() => gopher.parse('gopher:/1'), 'MISSING_AUTHORITY', 7);
    expectUriError(() => gopher.parse('gopher:1'), 'MISSING_AUTHORITY', 7);
  });
});

describe('RFC 4266 §2.2–§2.3: search strings and Gopher+ strings', () => {
  it('RFC 4266 §2.2: the selector is followed by %09 and the search string', () => {
    const p = parts('gopher://example.com/7find%09gopher%20holes');
    expect(p).toMatchObject({ type: '7', selector: 'find', search: 'gopher holes' });
    expect(bytes(p.searchBytes)).toEqual(ascii('gopher holes'));
    expect(p.gopherPlus).toBeUndefined();
    // "the Gopher client sends the <selector> string (after decoding), a tab, and the search string"
    expect(toRequest('gopher://example.com/7find%09gopher%20holes').text).toBe(
      'find\tgopher holes\r\n',
    );
  });

  it('RFC 4266 §2.2: "+" in a search is a plus sign, never a space', () => {
    expect(parts('gopher://example.com/7find%09a+b').search).toBe('a+b');
    expect(
      registry.equivalent('gopher://example.com/7f%09a+b', 'gopher://example.com/7f%09a%20b'),
    ).toBe(false);
  });

  it('RFC 4266 §2.2: an empty search is a search, and differs from none', () => {
    const p = parts('gopher://example.com/7find%09');
    expect(p.search).toBe('');
    expect(bytes(p.searchBytes)).toEqual([]);
    expect(parts('gopher://example.com/7find').search).toBeUndefined();
    expect(toRequest('gopher://example.com/7find%09').text).toBe('find\t\r\n');
    expect(registry.equivalent('gopher://example.com/7find%09', 'gopher://example.com/7find')).toBe(
      false,
    );
  });

  it('RFC 4266 §2.2: a search holds no CR or LF (RFC 1738 §6: it would end the request line)', () => {
    expectUriError(
      () => gopher.parse('gopher://example.com/7find%09x%0D%0ARCPT'),
      'GOPHER_INVALID_SEARCH',
      30,
    );
    expectUriError(
      () => gopher.format({ ...parts('gopher://example.com/7'), search: 'a\tb' }),
      'GOPHER_INVALID_SEARCH',
      1,
    );
  });

  it('RFC 4266 §2.3: a second %09 and the Gopher+ string; the search may be empty', () => {
    const p = parts('gopher://example.com/1dir%09%09+');
    expect(p).toMatchObject({ selector: 'dir', search: '', gopherPlus: '+' });
    // "send the Gopher selector, followed by a tab and the search string (which may be empty),
    // followed by a tab and the Gopher+ commands"
    expect(toRequest('gopher://example.com/1dir%09%09+').text).toBe('dir\t\t+\r\n');
  });

  it('RFC 4266 §2.3: "the %09<search> string must be supplied": format refuses a Gopher+ string alone', () => {
    expectUriError(
      () => gopher.format({ ...parts('gopher://example.com/1dir'), gopherPlus: '+' }),
      'GOPHER_PLUS_WITHOUT_SEARCH',
      0,
    );
  });

  it('RFC 4266 §2.3: only the first two %09 split; the Gopher+ string keeps the rest', () => {
    const p = parts('gopher://example.com/1a%09b%09c%09d');
    expect(p).toMatchObject({ selector: 'a', search: 'b', gopherPlus: 'c\td' });
  });

  it('RFC 4266 §2.4: a Gopher+ string of only "+" (default view) or "?" (a form)', () => {
    expect(parts('gopher://example.com/1x%09%09+').gopherPlus).toBe('+');
    expect(parts('gopher://example.com/1x%09%09%3F').gopherPlus).toBe('?');
    // A literal "?" starts the URI's query, but it is still the Gopher+ string.
    expect(parts('gopher://example.com/1x%09%09?').gopherPlus).toBe('?');
    // RFC 3986 §3.3: written "%3F" so that the path does not end there.
    expect(
      gopher.format({ ...parts('gopher://example.com/1x%09%09+'), gopherPlus: '?' }).toString(),
    ).toBe('gopher://example.com/1x%09%09%3F');
  });

  it('RFC 4266 §2.6: "!" (all attributes of an item) and "$" (of all items in a directory)', () => {
    expect(parts('gopher://example.com/0x%09%09!').gopherPlus).toBe('!');
    expect(parts('gopher://example.com/1x%09%09$').gopherPlus).toBe('$');
    expect(toRequest('gopher://example.com/1x%09%09$').text).toBe('x\t\t$\r\n');
  });

  it('RFC 4266 §2.7: "!+ABSTRACT" and "!+ABSTRACT%20+SMELL"', () => {
    expect(parts('gopher://example.com/0x%09%09!+ABSTRACT').gopherPlus).toBe('!+ABSTRACT');
    expect(parts('gopher://example.com/0x%09%09!+ABSTRACT%20+SMELL').gopherPlus).toBe(
      '!+ABSTRACT +SMELL',
    );
  });

  it('RFC 4266 §2.8: "+application/postscript%20Es_ES", an alternate view', () => {
    const u = 'gopher://example.com/0x%09%09+application/postscript%20Es_ES';
    expect(parts(u).gopherPlus).toBe('+application/postscript Es_ES');
    expect(registry.normalize(u).toString()).toBe(u);
  });

  it('RFC 4266 §2.9: a filled-out form: the Gopher+ string holds the data block, CR LF included', () => {
    const u = 'gopher://example.com/1form%09%09+%091%0D%0A+-1%0D%0Ayes%0D%0Ano%0D%0A.%0D%0A';
    const p = parts(u);
    expect(p).toMatchObject({ selector: 'form', search: '' });
    expect(p.gopherPlus).toBe('+\t1\r\n+-1\r\nyes\r\nno\r\n.\r\n');
    // What the client sends: the data block ends the request; no second CR LF.
    expect(toRequest(u).text).toBe('form\t\t+\t1\r\n+-1\r\nyes\r\nno\r\n.\r\n');
    expect(registry.normalize(u).toString()).toBe(u);
  });

  it('RFC 4266 §2.9: its example request (no search field) comes from the fields present', () => {
    // The RFC's request "<a_gopher_selector><tab>+<tab>1<cr><lf>…" has no search field, though
    // §2.3 requires one in the URI. Split by the grammar, the URI without an empty search reads
    // "+" as the search: the octets sent are still exactly the RFC's.
    const u = 'gopher://example.com/1form%09+%091%0D%0A+-1%0D%0Ayes%0D%0A.%0D%0A';
    expect(parts(u)).toMatchObject({ search: '+', gopherPlus: '1\r\n+-1\r\nyes\r\n.\r\n' });
    expect(toRequest(u).text).toBe('form\t+\t1\r\n+-1\r\nyes\r\n.\r\n');
  });
});

describe('RFC 3986 and the fragment', () => {
  it('RFC 3986 §3.5: the fragment is kept as written and never sent', () => {
    expect(parts('gopher://example.com/0a#top%20x').fragment).toBe('top%20x');
    expect(toRequest('gopher://example.com/0a#top').text).toBe('a\r\n');
    expect(parts('gopher://example.com/0a%09b#c')).toMatchObject({ search: 'b', fragment: 'c' });
  });

  it('RFC 3986 §2: a literal TAB is no URI at all (the core refuses it before the plugin)', () => {
    expectUriError(() => gopher.parse('gopher://example.com/7foo\tbar'), 'INVALID_CHARACTER', 25);
  });
});
