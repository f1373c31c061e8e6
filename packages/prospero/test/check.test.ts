// Security findings (RFC 1738 §6) and the protocol mapping (RFC 4157 §2, RFC 1738 §3.11).
import { check, createRegistry, parse } from '@urikit/core';
import { errorOf, expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { prospero, toRequest } from '../src/index.js';

const codes = (input: string) => check(prospero, input).map((f) => [f.code, f.index, f.severity]);

describe("check: RFC 1738 §6 (the core's shared findings; prospero has none of its own)", () => {
  it('RFC 1738 §6: a port other than 1525 may reach another protocol (SMTP here): URI_OTHER_PROTOCOL_PORT', () => {
    const [f] = check(prospero, 'prospero://host.dom:25/x');
    expect(f).toEqual({
      code: 'URI_OTHER_PROTOCOL_PORT',
      message: 'RFC 3986 §7.2: other protocol port (25)',
      severity: 'error',
      index: 20,
      component: 'port',
    });
    expect(codes('prospero://host.dom:4000/x')).toEqual([['URI_NON_DEFAULT_PORT', 20, 'info']]);
    expect(codes('prospero://host.dom:1525/x')).toEqual([]);
    expect(codes('prospero://host.dom//pros/name;OBJECT-VERSION=2')).toEqual([]);
  });

  it('RFC 1738 §6: an encoded CR or LF in the hsoname, or CR, LF or NUL in a field: URI_ENCODED_CONTROL', () => {
    expect(codes('prospero://h/a%0Db')).toEqual([['URI_ENCODED_CONTROL', 14, 'error']]);
    expect(codes('prospero://h/x;n=a%0ab')).toEqual([['URI_ENCODED_CONTROL', 18, 'error']]);
    expect(codes('prospero://h/x;n=%00')).toEqual([['URI_ENCODED_CONTROL', 17, 'error']]);
    expect(prospero.definition.findings).toBeUndefined();
  });

  it('RFC 4157 §2: userinfo is no finding but an error, on the check route too', () => {
    expectUriError(() => check(prospero, 'prospero://u:p@h/x'), 'USERINFO_NOT_ALLOWED', 11);
  });

  it('findings come in the order of the text, frozen, through a registry too', () => {
    const found = check(createRegistry([prospero]), 'prospero://h:6667/a%0A');
    expect(found.map((f) => f.code)).toEqual(['URI_OTHER_PROTOCOL_PORT', 'URI_ENCODED_CONTROL']);
    expect(Object.isFrozen(found)).toBe(true);
  });
});

describe('toRequest: the directory query of RFC 4157 §2', () => {
  it('RFC 4157 §2: ask the server at host:port (1525) for hsoname with its fields', () => {
    const q = toRequest('prospero://host.dom//pros/name;OBJECT-VERSION=3;x=y');
    expect(q).toEqual({
      host: 'host.dom',
      port: 1525,
      hsoname: '/pros/name',
      hsonameBytes: new TextEncoder().encode('/pros/name'),
      version: '3',
      fields: [
        ['OBJECT-VERSION', '3'],
        ['x', 'y'],
      ],
    });
    expect(Object.isFrozen(q)).toBe(true);
  });

  it('takes a string, a Uri or parts', () => {
    const p = prospero.parse('prospero://host.dom:4000/%FF');
    expect(toRequest(p).port).toBe(4000);
    expect([...toRequest(p).hsonameBytes]).toEqual([255]);
    expect(toRequest(parse('prospero://h/x')).version).toBeUndefined();
  });

  it('RFC 1738 §6: a decoded CR, LF or NUL is refused, never sent', () => {
    const e = errorOf(() => toRequest('prospero://h/a%0D%0Ab'));
    expect([e.code, e.index, e.component]).toEqual(['PROSPERO_ENCODED_DELIMITER', 14, 'path']);
    expectUriError(() => toRequest('prospero://h/x;n=%00'), 'PROSPERO_ENCODED_DELIMITER', 17);
    const p = prospero.parse('prospero://h/x');
    const parts = { ...p, fields: [['n', 'a\nb']] as const };
    expectUriError(() => toRequest(parts), 'PROSPERO_ENCODED_DELIMITER', 18);
  });

  it('takes only prospero URIs', () => {
    expectUriError(() => toRequest('wais://h/db'), 'WRONG_SCHEME', 0);
    expectUriError(() => toRequest('prospero://h'), 'PROSPERO_MISSING_PATH', 12);
  });
});
