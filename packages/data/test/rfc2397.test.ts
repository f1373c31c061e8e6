// RFC 2397 (the "data" URL scheme) on its own examples, with the media types of RFC 2045 §5.1,
// the base64 of RFC 4648 §4 and the security considerations of RFC 2397 §4. Expected values
// come from the RFC text cited in each test name.
import { check, createRegistry, parse, resolveWith } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { ACTIVE_MEDIA_TYPES, type DataParts, data, decodeData } from '../src/index.js';

const registry = createRegistry([data]);
const text = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

// RFC 2397 §4: "A two-color icon", its lines joined.
const GIF = `data:image/gif;base64,${[
  'R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAw',
  'AAAC8IyPqcvt3wCcDkiLc7C0qwyGHhSWpjQu5yqmCYsapyuvUUlvONmOZtfzgFz',
  'ByTB10QgxOR0TqBQejhRNzOfkVJ+5YiUqrXF5Y5lKh/DeuNcP5yLWGsEbtLiOSp',
  'a/TPg7JpJHxyendzWTBfX0cxOnKPjgBzi4diinWGdkF8kjdfnycQZXZeYGejmJl',
  'ZeGl9i2icVqaNVailT6F5iJ90m6mvuTS4OK05M0vDk0Q4XUtwvKOzrcd3iq9uis',
  'F81M1OIcR7lEewwcLp7tuNNkM3uNna3F2JQFo97Vriy/Xl4/f1cf5VWzXyym7PH',
  'hhx4dbgYKAAA7',
].join('')}`;

describe('RFC 2397 §4: the examples', () => {
  it('RFC 2397 §4: data:,A%20brief%20note is text/plain;charset=US-ASCII "A brief note"', () => {
    const p = data.parse('data:,A%20brief%20note');
    expect(p).toEqual({
      mediaType: 'text/plain',
      parameters: { charset: 'US-ASCII' },
      base64: false,
      data: 'A%20brief%20note',
    });
    expect(Object.isFrozen(p) && Object.isFrozen(p.parameters)).toBe(true);
    expect(text(decodeData('data:,A%20brief%20note'))).toBe('A brief note');
  });

  it('RFC 2397 §4: the two-color GIF icon is image/gif, base64, and starts "GIF87a"', () => {
    const p = data.parse(GIF);
    expect([p.mediaType, p.parameters, p.base64]).toEqual(['image/gif', {}, true]);
    const bytes = decodeData(GIF);
    expect(text(bytes.subarray(0, 6))).toBe('GIF87a');
    // RFC 4648 §4: 364 characters, no padding, are 273 octets; a GIF ends with ";" (0x3B, GIF87a).
    expect(bytes.length).toBe(273);
    expect(bytes[272]).toBe(0x3b);
  });

  it('RFC 2397 §4: charset=iso-8859-7 with the octets %be%d3%be', () => {
    const u = 'data:text/plain;charset=iso-8859-7,%be%d3%be';
    expect(data.parse(u).parameters).toEqual({ charset: 'iso-8859-7' });
    expect([...decodeData(u)]).toEqual([0xbe, 0xd3, 0xbe]);
  });

  it('RFC 2397 §4: application/vnd-xxx-query: the data may hold "," and "/"', () => {
    const p = data.parse('data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local');
    expect(p.mediaType).toBe('application/vnd-xxx-query');
    expect(p.data).toBe('select_vcount,fcol_from_fieldtable/local');
  });
});

describe('RFC 2397 §2, §3: syntax', () => {
  it('RFC 2397 §2: an omitted media type is text/plain;charset=US-ASCII; ";charset=…" alone keeps text/plain', () => {
    expect(data.parse('data:,x').parameters).toEqual({ charset: 'US-ASCII' });
    expect(data.parse('data:;charset=utf-8,x')).toMatchObject({
      mediaType: 'text/plain',
      parameters: { charset: 'utf-8' },
    });
    expect(data.parse('data:;base64,SGk=')).toMatchObject({
      mediaType: 'text/plain',
      parameters: { charset: 'US-ASCII' },
      base64: true,
    });
    // A type written out has only the parameters written.
    expect(data.parse('data:text/plain,x').parameters).toEqual({});
  });

  it('RFC 2045 §5.1: type, subtype and attribute names are case-insensitive (lower-cased), values as written', () => {
    expect(data.parse('data:Text/HTML;Charset=UTF-8;Name=A%20b,x')).toMatchObject({
      mediaType: 'text/html',
      parameters: { charset: 'UTF-8', name: 'A%20b' },
    });
    expect(data.parse('data:;BASE64,SGk=').base64).toBe(true);
  });

  it('RFC 2397 §3: the first "," ends the head; "?" in the data is data, "#" starts the fragment', () => {
    const p = data.parse('data:,a,b?c=d#e');
    expect([p.data, p.fragment]).toEqual(['a,b?c=d', 'e']);
    expect(text(decodeData('data:,a,b?c=d#e'))).toBe('a,b?c=d');
  });

  it('RFC 2397 §3, RFC 2045 §5.1: errors point at the offending character', () => {
    expectUriError(() => data.parse('data:text/plain'), 'DATA_MISSING_COMMA', 15);
    expectUriError(() => data.parse('data:text/plain#,x'), 'DATA_MISSING_COMMA', 15);
    expectUriError(() => data.parse('data:text/plain?a,b'), 'DATA_INVALID_MEDIA_TYPE', 15);
    expectUriError(() => data.parse('data:text/pl/ain,x'), 'DATA_INVALID_MEDIA_TYPE', 12);
    expectUriError(() => data.parse('data:;charset,x'), 'DATA_INVALID_PARAMETER', 13);
    expectUriError(() => data.parse('data:;a(=b,x'), 'DATA_INVALID_PARAMETER', 7);
    expectUriError(() => data.parse('http:,x'), 'WRONG_SCHEME', 0);
  });

  it('RFC 6838 §4.3: a parameter given twice, in any case, is an error at the second', () => {
    expectUriError(() => data.parse('data:;charset=a;CHARSET=b,x'), 'DATA_DUPLICATE_PARAMETER', 16);
  });
});

describe('RFC 4648 §4: base64', () => {
  it('RFC 4648 §10: the test vectors decode, padded or not', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['Zg==', 'f'],
      ['Zm8=', 'fo'],
      ['Zm9v', 'foo'],
      ['Zm9vYg==', 'foob'],
      ['Zm9vYmE=', 'fooba'],
      ['Zm9vYmFy', 'foobar'],
    ];
    for (const [b64, plain] of vectors) {
      expect(text(decodeData(`data:;base64,${b64}`)), b64).toBe(plain);
      expect(text(decodeData(`data:;base64,${b64.replace(/=+$/, '')}`)), b64).toBe(plain);
    }
  });

  it('RFC 4648 §3.3: a character outside the alphabet is an error at its index, escapes read as their octet', () => {
    expectUriError(() => data.parse('data:;base64,Zm9v%0AYmFy'), 'DATA_INVALID_BASE64', 17);
    expectUriError(() => data.parse('data:;base64,Zm-v'), 'DATA_INVALID_BASE64', 15);
    expect(text(decodeData('data:;base64,Zm9v%59mFy'))).toBe('foobar');
  });

  it('RFC 4648 §3.2: padding only at the end, completing a group of four', () => {
    expectUriError(
      () => data.parse('data:;base64,Zg=='.replace('==', '=')),
      'DATA_INVALID_BASE64',
      15,
    );
    expectUriError(() => data.parse('data:;base64,Zg===='), 'DATA_INVALID_BASE64', 17);
    expectUriError(() => data.parse('data:;base64,Zg==Zg=='), 'DATA_INVALID_BASE64', 17);
    expectUriError(() => data.parse('data:;base64,Zm9vY'), 'DATA_INVALID_BASE64', 18);
  });
});

describe('RFC 2397 §4: decodeData and its size limit', () => {
  it('RFC 2397 §4: maxBytes refuses larger data before decoding it, at the data', () => {
    expect(decodeData('data:,abc', { maxBytes: 3 }).length).toBe(3);
    expectUriError(() => decodeData('data:,abc', { maxBytes: 2 }), 'DATA_TOO_LARGE', 6);
    expectUriError(
      () => decodeData('data:;base64,Zm9vYmFy', { maxBytes: 5 }),
      'DATA_TOO_LARGE',
      13,
    );
    expect(decodeData('data:;base64,Zm9vYmFy', { maxBytes: 6 }).length).toBe(6);
    // An escape is one octet.
    expect(decodeData('data:,%41%42', { maxBytes: 2 }).length).toBe(2);
    for (const bad of [-1, 1.5, Number.NaN, '2']) {
      expectUriError(() => decodeData('data:,a', { maxBytes: bad as number }), 'INVALID_ARGUMENT');
    }
  });

  it('RFC 2397 §3: decodeData takes text, a Uri and parts (checked as format checks them)', () => {
    expect(text(decodeData(parse('data:,hi')))).toBe('hi');
    const parts: DataParts = {
      mediaType: 'text/plain',
      parameters: {},
      base64: true,
      data: 'aGk=',
    };
    expect(text(decodeData(parts))).toBe('hi');
    expectUriError(() => decodeData({ ...parts, data: 'a' }), 'DATA_INVALID_BASE64');
    expectUriError(
      () => decodeData('data:,%FF' as string).length === 1 && decodeData('nope'),
      'MISSING_SCHEME',
    );
  });
});

describe('RFC 3986 §6.2.3: normalization and equivalence', () => {
  it('RFC 3986 §6.2.2.2: data:,A%41 normalizes to data:,AA (the core contract example)', () => {
    expect(registry.normalize('data:,A%41').toString()).toBe('data:,AA');
    expect(registry.equivalent('data:,A%41', 'data:,AA')).toBe(true);
  });

  it('RFC 2397 §2, RFC 2046 §4.1.2: the default media type is left out of the normal form', () => {
    expect(registry.normalize('data:text/plain;charset=US-ASCII,x').toString()).toBe('data:,x');
    expect(registry.normalize('data:TEXT/plain;charset=us-ascii,x').toString()).toBe('data:,x');
    expect(registry.normalize('data:text/plain,x').toString()).toBe('data:,x');
    expect(registry.normalize('data:;charset=utf-8,x').toString()).toBe(
      'data:text/plain;charset=UTF-8,x',
    );
  });

  it('RFC 2045 §5.1: parameters sorted, names lower-cased; only charset values change case', () => {
    expect(registry.normalize('data:Image/PNG;Z=Q;a=B;Charset=utf-8,x').toString()).toBe(
      'data:image/png;a=B;charset=UTF-8;z=Q,x',
    );
    expect(registry.equivalent('data:text/plain;a=B,x', 'data:text/plain;a=b,x')).toBe(false);
  });

  it('RFC 2397 §3: the data is compared as octets: escapes of reserved characters too', () => {
    expect(registry.normalize('data:,a%2Cb%3f%20').toString()).toBe('data:,a,b?%20');
    expect(registry.equivalent('data:,a%2Cb', 'data:,a,b')).toBe(true);
    expect(registry.equivalent('data:,a%2Fb', 'data:,a/b')).toBe(true);
  });

  it('RFC 4648 §4: base64 is written padded, escapes decoded', () => {
    expect(registry.normalize('data:;base64,Zm9vYg').toString()).toBe('data:;base64,Zm9vYg==');
    expect(registry.normalize('data:;base64,%2b%2F8%3d').toString()).toBe('data:;base64,+/8=');
  });

  it('RFC 2397 §1: base64 and URL-encoded octets of the same data are equivalent; normal forms keep each encoding', () => {
    expect(registry.equivalent(GIF, `data:image/gif,${percentOf(decodeData(GIF))}`)).toBe(true);
    expect(registry.equivalent('data:;base64,Zm9vYmFy', 'data:,foobar')).toBe(true);
    expect(registry.equivalent('data:;base64,Zm9vYmFy', 'data:,foobaz')).toBe(false);
    expect(registry.normalize('data:;base64,Zm9vYmFy').toString()).toBe('data:;base64,Zm9vYmFy');
  });

  it('RFC 3986 §6.1: the fragment counts unless ignored', () => {
    expect(registry.equivalent('data:,x#a', 'data:,x')).toBe(false);
    expect(registry.equivalent('data:,x#a', 'data:,x', { ignoreFragment: true })).toBe(true);
  });
});

describe('RFC 2397 §3: format', () => {
  it('RFC 2397 §3: format writes the head and the data as given, leaving the default out', () => {
    expect(
      data
        .format({
          mediaType: 'text/plain',
          parameters: { charset: 'US-ASCII' },
          base64: false,
          data: 'a?b',
        })
        .toString(),
    ).toBe('data:,a?b');
    expect(
      data
        .format({
          mediaType: 'image/png',
          parameters: { x: '1' },
          base64: true,
          data: 'AA==',
          fragment: '',
        })
        .toString(),
    ).toBe('data:image/png;x=1;base64,AA==#');
  });

  it('RFC 2045 §5.1: parts that cannot be written are refused, never changed', () => {
    const ok: DataParts = { mediaType: 'text/plain', parameters: {}, base64: false, data: 'x' };
    expectUriError(() => data.format({ ...ok, mediaType: 'text' }), 'DATA_INVALID_MEDIA_TYPE', 4);
    expectUriError(
      () => data.format({ ...ok, parameters: { a: 'b;c' } }),
      'DATA_INVALID_PARAMETER',
      1,
    );
    expectUriError(
      () => data.format({ ...ok, parameters: { 'a b': 'c' } }),
      'DATA_INVALID_PARAMETER',
      1,
    );
    expectUriError(
      () => data.format({ ...ok, parameters: { a: '' } }),
      'DATA_INVALID_PARAMETER',
      0,
    );
    expectUriError(() => data.format({ ...ok, data: 'a#b' }), 'INVALID_CHARACTER');
    expectUriError(() => data.format({ ...ok, base64: 'yes' as never }), 'INVALID_ARGUMENT');
    expectUriError(() => data.format({ ...ok, parameters: null as never }), 'INVALID_ARGUMENT');
  });
});

describe('RFC 2397 §4: security', () => {
  it('RFC 2397 §4: active content types are a warning at the media type', () => {
    for (const type of [
      'text/html',
      'image/svg+xml',
      'application/javascript',
      'application/xhtml+xml',
    ]) {
      expect(ACTIVE_MEDIA_TYPES).toContain(type);
      expect(check(registry, `data:${type},x`), type).toEqual([
        {
          code: 'DATA_ACTIVE_CONTENT',
          message: `RFC 2397 §4: active content (${type})`,
          severity: 'warning',
          index: 5,
          component: 'path',
        },
      ]);
    }
    expect(check(registry, 'DATA:Text/HTML;base64,PGI+').map((f) => f.code)).toEqual([
      'DATA_ACTIVE_CONTENT',
    ]);
    for (const quiet of [
      'data:,x',
      GIF,
      'data:text/plain;charset=utf-8,x',
      'data:application/json,%7B%7D',
    ]) {
      expect(check(registry, quiet), quiet).toEqual([]);
    }
  });

  it('RFC 2397 §3: not hierarchical: nothing resolves against a data URL but a fragment', () => {
    expect(data.hierarchical).toBe(false);
    expectUriError(() => resolveWith(registry, 'data:,x', 'y'), 'NOT_HIERARCHICAL');
    expect(resolveWith(registry, 'data:,x', '#f').toString()).toBe('data:,x#f');
  });
});

// The octets as URL-encoded data, every octet escaped (RFC 3986 §2.1).
function percentOf(bytes: Uint8Array): string {
  return [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
}
