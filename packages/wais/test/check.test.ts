// Security findings (RFC 1738 §6, §3.9) and the protocol mapping (RFC 4156 §2, RFC 1625).
import { check, createRegistry, parse } from '@urikit/core';
import { errorOf, expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { toRequest, wais } from '../src/index.js';

const codes = (input: string) => check(wais, input).map((f) => [f.code, f.index, f.severity]);

describe("check: RFC 1738 §6 and §3.9 (the core's shared findings first)", () => {
  it('RFC 1738 §6: a port other than 210 may reach another protocol (SMTP here): the core URI_OTHER_PROTOCOL_PORT', () => {
    const [f] = check(wais, 'wais://mail.example:25/db');
    expect(f).toEqual({
      code: 'URI_OTHER_PROTOCOL_PORT',
      message: 'RFC 3986 §7.2: other protocol port (25)',
      severity: 'error',
      index: 20,
      component: 'port',
    });
    expect(Object.isFrozen(f)).toBe(true);
    expect(codes('wais://h:8210/db')).toEqual([['URI_NON_DEFAULT_PORT', 9, 'info']]);
    expect(codes('wais://h:210/db')).toEqual([]);
    expect(codes('wais://h:/db')).toEqual([]);
  });

  it('RFC 1738 §6: an encoded CR, LF or NUL in the database, the wtype or the search is the core URI_ENCODED_CONTROL', () => {
    expect(codes('wais://h/db?a%0D%0AQUIT')).toEqual([['URI_ENCODED_CONTROL', 13, 'error']]);
    expect(codes('wais://h/d%00b')).toEqual([['URI_ENCODED_CONTROL', 10, 'error']]);
    expect(codes('wais://h/db/T%0a/x')).toEqual([['URI_ENCODED_CONTROL', 13, 'error']]);
    expect(check(wais, 'wais://h/db?a%0D%0AQUIT')[0]?.component).toBe('query');
    expect(check(wais, 'wais://h/d%00b')[0]?.component).toBe('path');
  });

  it('RFC 1738 §3.9: a wpath of control octets or not UTF-8 is binary: never a file name', () => {
    expect(codes('wais://h/db/TEXT/%0D%0A')).toEqual([
      ['URI_ENCODED_CONTROL', 17, 'error'],
      ['WAIS_BINARY_WPATH', 17, 'warning'],
    ]);
    expect(codes('wais://h/db/TEXT/%FF')).toEqual([['WAIS_BINARY_WPATH', 17, 'warning']]);
    expect(codes('wais://h/db/TEXT/%7F')).toEqual([['WAIS_BINARY_WPATH', 17, 'warning']]);
    expect(codes('wais://h/db/TEXT/0%20123%20%2Fpub%2Fa.txt')).toEqual([]);
    expect(wais.definition.findings?.codes).toEqual({
      WAIS_BINARY_WPATH: ['RFC 1738 §3.9', 'warning'],
    });
  });

  it("findings: the shared ones in the order of the text, then wais's, through a registry too", () => {
    const registry = createRegistry([wais]);
    const input = 'wais://h:119/d%0Ab/TEXT/%00';
    expect(check(registry, input).map((f) => f.code)).toEqual([
      'URI_OTHER_PROTOCOL_PORT',
      'URI_ENCODED_CONTROL',
      'WAIS_BINARY_WPATH',
    ]);
    expect(Object.isFrozen(check(registry, input))).toBe(true);
  });
});

describe('toRequest: RFC 4156 §2 over RFC 1625', () => {
  it('RFC 4156 §2: the database form is a database to search: the client prompts for words', () => {
    expect(toRequest('wais://example.com/src')).toEqual({
      type: 'prompt',
      host: 'example.com',
      port: 210,
      database: 'src',
    });
  });

  it('RFC 4156 §2: the search form searches the database for the search text', () => {
    const r = toRequest(parse('wais://example.com:8210/src?a+b%20c'));
    expect(r).toEqual({
      type: 'search',
      host: 'example.com',
      port: 8210,
      database: 'src',
      query: 'a+b c',
    });
    expect(Object.isFrozen(r)).toBe(true);
  });

  it('RFC 4156 §2: the document form retrieves document-id wpathBytes of type wtype', () => {
    const r = toRequest(wais.parse('wais://[::1]/src/TEXT/%0D%0A%00'));
    expect(r).toEqual({
      type: 'retrieve',
      host: '[::1]',
      port: 210,
      database: 'src',
      documentType: 'TEXT',
      documentId: new Uint8Array([13, 10, 0]),
    });
  });

  it('RFC 1738 §6: a decoded CR, LF or NUL in a text field is refused, never sent', () => {
    let e = errorOf(() => toRequest('wais://h/db?a%0D%0AQUIT'));
    expect([e.code, e.index, e.component]).toEqual(['WAIS_ENCODED_DELIMITER', 13, 'query']);
    e = errorOf(() => toRequest('wais://h/d%00b'));
    expect([e.code, e.index, e.component]).toEqual(['WAIS_ENCODED_DELIMITER', 10, 'path']);
    expectUriError(() => toRequest('wais://h/db/T%0A/x'), 'WAIS_ENCODED_DELIMITER', 13);
    const parts = { form: 'search', host: 'h', database: 'db', search: 'a\r\nb' } as const;
    expectUriError(() => toRequest(parts), 'WAIS_ENCODED_DELIMITER', 13);
  });

  it('takes only wais URIs', () => {
    expectUriError(() => toRequest('gopher://h/1'), 'WRONG_SCHEME', 0);
    expectUriError(() => toRequest('wais://h/'), 'WAIS_MISSING_DATABASE', 9);
    expectUriError(() => toRequest('wais://h/a b'), 'INVALID_CHARACTER', 10);
  });
});
