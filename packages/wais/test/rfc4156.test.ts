// RFC 4156 §2 (the wais scheme as RFC 1738 §3.9 defined it), test by test, on the RFCs' forms
// and on the wais URLs the 1993 URL draft cites.
import { createRegistry, resolveWith } from '@urikit/core';
import { errorOf, expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { type WaisDocumentParts, wais } from '../src/index.js';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('RFC 4156 §2: the three forms', () => {
  it('RFC 4156 §2: wais://<host>:<port>/<database> designates a database for searching', () => {
    expect(wais.parse('wais://example.com:8210/src')).toEqual({
      form: 'database',
      host: 'example.com',
      port: 8210,
      database: 'src',
    });
  });

  it('RFC 4156 §2: wais://<host>:<port>/<database>?<search> designates a particular search', () => {
    expect(wais.parse('wais://example.com/src?who%20is%20who')).toEqual({
      form: 'search',
      host: 'example.com',
      database: 'src',
      search: 'who is who',
    });
  });

  it('RFC 4156 §2: wais://<host>:<port>/<database>/<wtype>/<wpath> designates one document', () => {
    expect(wais.parse('wais://example.com/src/TEXT/0%20123%20%2Fpub%2Fa.txt')).toEqual({
      form: 'document',
      host: 'example.com',
      database: 'src',
      wtype: 'TEXT',
      wpath: '0 123 /pub/a.txt',
      wpathBytes: new TextEncoder().encode('0 123 /pub/a.txt'),
    });
  });

  it('RFC 4156 §2: if :<port> is omitted, the port defaults to 210', () => {
    expect(wais.defaultPort).toBe(210);
    expect(wais.parse('wais://example.com/src').port).toBeUndefined();
    expect(wais.equivalent('wais://example.com/src', 'wais://example.com:210/src')).toBe(true);
    expect(wais.normalize('wais://example.com:210/src').toString()).toBe('wais://example.com/src');
  });

  it('1993 URL draft, references: wais://quake.think.com/wais-discussion-archives?lynch', () => {
    expect(wais.parse('wais://quake.think.com/wais-discussion-archives?lynch')).toEqual({
      form: 'search',
      host: 'quake.think.com',
      database: 'wais-discussion-archives',
      search: 'lynch',
    });
    expect(wais.parse('wais://nnsc.nsf.net/internet-drafts?yeong').search).toBe('yeong');
  });
});

describe('RFC 4156 §2, RFC 1738 §3.9 and §5: what each part holds', () => {
  it('RFC 1738 §3.9: the wpath is the document-id, opaque octets that need not be UTF-8', () => {
    const p = wais.parse('wais://h/db/TEXT/%00%FF%0D%0Ax');
    expect(p.wpathBytes).toEqual(bytes(0, 0xff, 13, 10, 0x78));
    expect(p.wpath).toBeUndefined();
    expect(wais.format(p).toString()).toBe('wais://h/db/TEXT/%00%FF%0D%0Ax');
  });

  it('RFC 1738 §3.9: a wpath without escapes is its characters, each one octet', () => {
    const p = wais.parse('wais://h/db/TEXT/doc-1;v=2') as WaisDocumentParts;
    expect(p.wpath).toBe('doc-1;v=2');
    expect(p.wpathBytes).toEqual(new TextEncoder().encode('doc-1;v=2'));
    expect(Object.isFrozen(p.wpathBytes)).toBe(false);
    // A database and a search decode their escapes as UTF-8 (RFC 4156 §2, RFC 3986 §2.5).
    expect(wais.parse('wais://h/caf%C3%A9?a%2Bb%20c')).toMatchObject({
      database: 'café',
      search: 'a+b c',
    });
  });

  it('RFC 4156 §2 (Rec.): a missing path and an empty database are errors', () => {
    expectUriError(() => wais.parse('wais://h'), 'WAIS_MISSING_DATABASE', 8);
    expectUriError(() => wais.parse('wais://h/'), 'WAIS_MISSING_DATABASE', 9);
    expectUriError(() => wais.parse('wais://h/?x'), 'WAIS_MISSING_DATABASE', 9);
  });

  it('RFC 4156 §2: an empty wtype or wpath is what RFC 1738 §5 allows (*uchar)', () => {
    expect(wais.parse('wais://h/db//')).toEqual({
      form: 'document',
      host: 'h',
      database: 'db',
      wtype: '',
      wpath: '',
      wpathBytes: bytes(),
    });
  });

  it('RFC 4156 §2: any other shape is an error at the offending character', () => {
    const e = errorOf(() => wais.parse('wais://h/db/TEXT/a/b'));
    expect([e.code, e.index, e.component]).toEqual(['WAIS_INVALID_PATH', 18, 'path']);
    expect(e.message).toMatch(/^RFC 4156 §2: /);
    expectUriError(() => wais.parse('wais://h/db/TEXT#f'), 'WAIS_INVALID_PATH', 16);
    expectUriError(() => wais.parse('wais://h/db/T/x?'), 'WAIS_QUERY_NOT_ALLOWED', 15);
  });

  it('1993 URL draft: the length form database/wtype/digits/path is not RFC 4156 §2', () => {
    expectUriError(() => wais.parse('wais://h/db/TEXT/1234/x'), 'WAIS_INVALID_PATH', 21);
    // Written as RFC 4156 asks, the length is part of the opaque document-id.
    expect(wais.parse('wais://h/db/TEXT/1234%2Fx').wpath).toBe('1234/x');
  });

  it('RFC 1738 §2.2: "+" is not a space, in a search or anywhere', () => {
    expect(wais.parse('wais://h/db?a+b').search).toBe('a+b');
    expect(wais.parse('wais://h/a+b').database).toBe('a+b');
    expect(wais.equivalent('wais://h/db?a+b', 'wais://h/db?a%20b')).toBe(false);
  });

  it('RFC 3986 §6.2.3: db and db? differ: an empty search is a search', () => {
    expect(wais.parse('wais://h/db?')).toEqual({
      form: 'search',
      host: 'h',
      database: 'db',
      search: '',
    });
    expect(wais.equivalent('wais://h/db', 'wais://h/db?')).toBe(false);
  });
});

describe('RFC 1738 §5: format writes what the grammar asks', () => {
  it('RFC 1738 §5: database, wtype and wpath are *uchar: ; : @ & = / ? are encoded', () => {
    const uri = wais.format({
      form: 'document',
      host: 'h',
      database: 'a;b:c',
      wtype: 'x@y&z=',
      wpath: 'p/q?r#s t',
      wpathBytes: new TextEncoder().encode('p/q?r#s t'),
    });
    expect(uri.toString()).toBe('wais://h/a%3Bb%3Ac/x%40y%26z%3D/p%2Fq%3Fr%23s%20t');
  });

  it('RFC 1738 §5: a search may hold ; : @ & = but not / or ?', () => {
    const uri = wais.format({
      form: 'search',
      host: 'h',
      database: 'db',
      search: 'a;b:c@d&e=f/g?h',
    });
    expect(uri.toString()).toBe('wais://h/db?a;b:c@d&e=f%2Fg%3Fh');
  });

  it('RFC 1738 §2.2: an octet the scheme does not reserve means the same written or encoded', () => {
    expect(wais.normalize('wais://h/d%3bb/T/%40').toString()).toBe('wais://h/d%3Bb/T/%40');
    expect(wais.normalize('wais://h/d;b/T/@').toString()).toBe('wais://h/d%3Bb/T/%40');
    expect(wais.normalize('wais://h/db?a%2Bb%3Dc').toString()).toBe('wais://h/db?a+b=c');
    expect(wais.normalize('wais://h/%64b').toString()).toBe('wais://h/db');
  });

  it('RFC 6874: an IPv6 zone accepted on input (allowZoneId) stays accepted by normalize', () => {
    // The syntax-based form (RFC 3986 §6.2.2, the core's part of §6.2.3): the core does not run
    // the scheme's format step on a host with a zone identifier (contract v3).
    const options = { allowZoneId: true };
    expect(wais.normalize('wais://[fe80::1%25eth0]:210/s%72c;', options).toString()).toBe(
      'wais://[fe80::1%25eth0]/src;',
    );
  });

  it('normalize returns its input when it is already normal', () => {
    const registry = createRegistry([wais]);
    const uri = registry.parse('wais://h/db?x').uri;
    expect(registry.normalize(uri)).toBe(uri);
    expect(wais.normalizeWithReport('wais://h/d;b').changed).toEqual(['scheme']);
  });

  it('format takes the wpath text alone, and refuses two views that differ', () => {
    const parts = { form: 'document', host: 'h', database: 'db', wtype: 'TEXT', wpath: 'doc 1' };
    expect(wais.format(parts as never).toString()).toBe('wais://h/db/TEXT/doc%201');
    const p = wais.parse('wais://h/db/TEXT/a') as WaisDocumentParts;
    expectUriError(() => wais.format({ ...p, wpath: 'b' }), 'WAIS_WPATH_MISMATCH');
    expectUriError(() => wais.format({ ...p, wpath: undefined }), 'WAIS_WPATH_MISMATCH');
  });

  it('RFC 4156 §2: format refuses parts that are no wais URI', () => {
    expectUriError(
      () => wais.format({ form: 'database', host: 'h', database: '' }),
      'WAIS_MISSING_DATABASE',
    );
    expectUriError(() => wais.format({ form: 'database', host: '', database: 'db' }), 'EMPTY_HOST');
  });
});

describe('RFC 1738 §2.3: not hierarchical', () => {
  it('SCHEMES.md §0: relative resolution through a registry refuses, dot segments stay', () => {
    const registry = createRegistry([wais]);
    expect(wais.hierarchical).toBe(false);
    expectUriError(() => resolveWith(registry, 'wais://h/db/TEXT/x', 'y'), 'NOT_HIERARCHICAL');
    expect(wais.normalize('wais://h/db/./x').toString()).toBe('wais://h/db/./x');
  });
});
