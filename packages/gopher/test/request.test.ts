// The protocol mapping (RFC 4266 §2.1–§2.3, §2.9): the request line a gopher client sends, as
// octets and as text, never with an injected CR, LF or TAB.
import { parse } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { type GopherParts, gopher, gopherLegacy, toRequest } from '../src/index.js';

const line = (u: string | GopherParts) => [...toRequest(u).bytes];
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

describe('toRequest', () => {
  it('RFC 4266 §2.1: selector CR LF; the type is not sent', () => {
    const r = toRequest('gopher://example.com/0about.txt');
    expect(r).toEqual({
      host: 'example.com',
      port: 70,
      type: '0',
      bytes: new Uint8Array(ascii('about.txt\r\n')),
      text: 'about.txt\r\n',
      findings: [],
    });
    expect(Object.isFrozen(r)).toBe(true);
  });

  it('RFC 4266 §2.2: selector TAB search CR LF', () => {
    expect(line('gopher://h/7find%09a%20b')).toEqual(ascii('find\ta b\r\n'));
  });

  it('RFC 4266 §2.2 over RFC 1436 §3.7: an empty selector still sends its TAB before the search', () => {
    expect(toRequest('gopher://h/7%09x').text).toBe('\tx\r\n');
  });

  it('RFC 4266 §2.3: selector TAB search TAB gopher+ CR LF', () => {
    expect(line('gopher://h/1d%09%09+application/pdf')).toEqual(ascii('d\t\t+application/pdf\r\n'));
  });

  it('octets that are not UTF-8 are sent as they are; the text view is then undefined', () => {
    const r = toRequest('gopher://h/9caf%E9%09%FF');
    expect([...r.bytes]).toEqual([0x63, 0x61, 0x66, 0xe9, 9, 0xff, 13, 10]);
    expect(r.text).toBeUndefined();
    expect(toRequest('gopher://h/0caf%C3%A9').text).toBe('café\r\n');
  });

  it('RFC 1738 §6: a CR or LF that would inject a command is refused, never sent', () => {
    expectUriError(
      () => toRequest('gopher://mail.example.com:25/0HELO%20x%0D%0AMAIL%20FROM'),
      'GOPHER_INVALID_SELECTOR',
      38,
    );
    expectUriError(() => toRequest('gopher://h/7a%09b%0Ac'), 'GOPHER_INVALID_SEARCH', 17);
  });

  it('parts handed in are checked the same way (TAB, CR, LF)', () => {
    const base = gopher.parse('gopher://h/1');
    expectUriError(() => toRequest({ ...base, selector: 'a\r\nQUIT' }), 'GOPHER_INVALID_SELECTOR');
    expectUriError(() => toRequest({ ...base, selector: 'a\tb' }), 'GOPHER_INVALID_SELECTOR');
    expectUriError(() => toRequest({ ...base, search: 'x\ny' }), 'GOPHER_INVALID_SEARCH');
    expectUriError(() => toRequest({ ...base, search: 'x\ty' }), 'GOPHER_INVALID_SEARCH');
    expectUriError(() => toRequest({ ...base, gopherPlus: '+' }), 'GOPHER_PLUS_WITHOUT_SEARCH');
    expect(line({ ...base, type: '7', selector: 'find', search: 'x' })).toEqual(
      ascii('find\tx\r\n'),
    );
    const bytes = new Uint8Array([0xff, 0]);
    expect(line({ ...base, selector: undefined, selectorBytes: bytes })).toEqual([0xff, 0, 13, 10]);
  });

  it('RFC 4266 §2.9: the Gopher+ string may carry TAB, CR and LF: a form is sent as written', () => {
    expect(line('gopher://h/1f%09%09+%091%0D%0A+-1%0D%0Av%0D%0A.%0D%0A')).toEqual(
      ascii('f\t\t+\t1\r\n+-1\r\nv\r\n.\r\n'),
    );
  });

  it('warns of a NUL octet (and of the port) in its findings', () => {
    const r = toRequest('gopher://h:25/0a%00b');
    expect([...r.bytes]).toEqual([97, 0, 98, 13, 10]);
    expect(r.findings.map((f) => f.code)).toEqual([
      'URI_OTHER_PROTOCOL_PORT',
      'URI_ENCODED_CONTROL',
    ]);
    expect(r.port).toBe(25);
  });

  it('connects to an IP-literal without its brackets', () => {
    expect(toRequest('gopher://[2001:db8::7]:7070/1').host).toBe('2001:db8::7');
  });

  it('takes a Uri, and the reading of a plugin', () => {
    expect(toRequest(parse('gopher://h/0a?b')).text).toBe('a?b\r\n');
    expect(toRequest('gopher://h/7a?b', gopherLegacy).text).toBe('a\tb\r\n');
    // Another value as the reading is INVALID_ARGUMENT, never a TypeError.
    for (const reading of [null, {}, 'gopher']) {
      expectUriError(() => toRequest('gopher://h/1', reading as never), 'INVALID_ARGUMENT', 0);
    }
  });

  it('refuses what is no gopher URI', () => {
    expectUriError(() => toRequest('http://h/'), 'WRONG_SCHEME', 0);
    expectUriError(() => toRequest('gopher://u@h/'), 'USERINFO_NOT_ALLOWED', 9);
  });
});
