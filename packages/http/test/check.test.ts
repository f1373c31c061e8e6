// Security findings of the check hook (RFC 9110 §4.2.4, RFC 3986 §7), reported as data through
// the registry route, each with the index and component it is about.
import { createRegistry, parse } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { type HttpFindingCode, http, https } from '../src/index.js';

const registry = createRegistry([http, https]);
const check = (text: string) => registry.check(text);
const codes = (text: string) => check(text).map((f) => f.code);
/** [code, index, component] of each finding. */
const where = (text: string) => check(text).map((f) => [f.code, f.index, f.component]);

describe('check', () => {
  it('RFC 9110 §4.2: a plain URI has no findings; the list is frozen', () => {
    const found = check('https://www.example.com/a?b#c');
    expect(found).toEqual([]);
    expect(Object.isFrozen(found)).toBe(true);
  });

  it('RFC 9110 §4.2.4: userinfo is deprecated: HTTP_USERINFO, a warning, at the userinfo', () => {
    expect(check('http://user@example.com/')).toEqual([
      {
        code: 'HTTP_USERINFO',
        severity: 'warning',
        message: 'RFC 9110 §4.2.4: userinfo',
        index: 7,
        component: 'userinfo',
      },
    ]);
    expect(where('https://@example.com/')).toEqual([['HTTP_USERINFO', 8, 'userinfo']]);
  });

  it('RFC 3986 §7.5, §3.2.1: a password in the URI is HTTP_PASSWORD, an error, at the ":"', () => {
    const found = check('http://user:secret@example.com/');
    expect(found.map((f) => [f.code, f.severity, f.index])).toEqual([
      ['HTTP_USERINFO', 'warning', 7],
      ['HTTP_PASSWORD', 'error', 11],
    ]);
    expect(found[1]?.message).toBe('RFC 3986 §7.5: password');
    expect(where('http://:@example.com/')).toEqual([
      ['HTTP_USERINFO', 7, 'userinfo'],
      ['HTTP_PASSWORD', 7, 'userinfo'],
    ]);
  });

  it('RFC 3986 §7.6: a userinfo that reads as a host is HTTP_USERINFO_DECEPTION, an error', () => {
    // The example of §7.6, with the http scheme: the first "." of the user name.
    const found = check('http://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm');
    expect(found.map((f) => [f.code, f.severity, f.index, f.component])).toEqual([
      ['HTTP_USERINFO', 'warning', 7, 'userinfo'],
      ['HTTP_USERINFO_DECEPTION', 'error', 10, 'userinfo'],
    ]);
    expect(found[1]?.message).toBe('RFC 3986 §7.6: userinfo deception');
    expect(codes('http://www.example.com&story@10.0.0.1/')).toContain('HTTP_USERINFO_DECEPTION');
    // An encoded "." counts, in either case of hex digit.
    expect(where('http://paypal%2Ecom@evil.example/')[1]).toEqual([
      'HTTP_USERINFO_DECEPTION',
      13,
      'userinfo',
    ]);
    expect(codes('http://paypal%2ecom@evil.example/')).toContain('HTTP_USERINFO_DECEPTION');
    // Only the user name counts: a "." in the password is not a host lookalike.
    expect(codes('http://user:p.w@example.com/')).toEqual(['HTTP_USERINFO', 'HTTP_PASSWORD']);
    expect(codes('http://user@example.com/')).toEqual(['HTTP_USERINFO']);
    expect(codes('http://user%2F@example.com/')).toEqual(['HTTP_USERINFO']);
  });

  it('RFC 3986 §7.2: a non-default port below 1024 is HTTP_WELL_KNOWN_PORT, a warning, at the port', () => {
    expect(check('http://example.com:25/')).toEqual([
      {
        code: 'HTTP_WELL_KNOWN_PORT',
        severity: 'warning',
        message: 'RFC 3986 §7.2: well known port',
        index: 19,
        component: 'port',
      },
    ]);
    expect(codes('http://a:0/')).toEqual(['HTTP_WELL_KNOWN_PORT']);
    expect(codes('http://a:1023/')).toEqual(['HTTP_WELL_KNOWN_PORT']);
    expect(codes('http://a:443/')).toEqual(['HTTP_WELL_KNOWN_PORT']);
    expect(where('https://a:80/')).toEqual([['HTTP_WELL_KNOWN_PORT', 10, 'port']]);
  });

  it('RFC 3986 §7.2: the default port and ports from 1024 up are not reported', () => {
    for (const text of [
      'http://a:80/',
      'http://a:0080/',
      'https://a:443/',
      'http://a:1024/',
      'http://a:8080/',
      'http://a:/',
    ]) {
      expect(codes(text), text).toEqual([]);
    }
  });

  it.each([
    ['0x7f.1', 'hex and a 24-bit part'],
    ['2130706433', 'one 32-bit decimal number'],
    ['017700000001', 'one octal number'],
    ['127.1', 'two parts'],
    ['0x7F000001', 'one hex number'],
    ['10.0.1', 'three parts'],
    ['012.0.0.1', 'a leading-zero (octal) part'],
    ['127.0.0.1.', 'dotted-decimal with a trailing "."'],
    ['1.2.3.256', 'a part above 255 (a failure for the WHATWG parser)'],
    ['foo.09', 'a last label of digits (the WHATWG parser fails)'],
    ['foo.0x', 'a last label "0x"'],
    ['foo.0X1F', 'a last label in upper-case hex'],
    ['%30x7f.1', 'a percent-encoded numeric host'],
    ['%E9.0x7f', 'a last label in hex after octets that are not UTF-8'],
  ])('RFC 3986 §7.4: http://%s/ (%s) is HTTP_AMBIGUOUS_IPV4, an error, at the host', (host) => {
    const found = check(`http://${host}/`).find((f) => f.code === 'HTTP_AMBIGUOUS_IPV4');
    expect(found).toEqual({
      code: 'HTTP_AMBIGUOUS_IPV4',
      severity: 'error',
      message: 'RFC 3986 §7.4: ambiguous ipv4',
      index: 7,
      component: 'host',
    });
  });

  it.each([
    '127.0.0.1',
    'example.com',
    'example.com.',
    '1a',
    '0x7g',
    '1e5',
    '123.example',
    'a..',
    '.',
    '..',
    'x',
    '[::1]',
    '[::ffff:127.0.0.1]',
    '[v1.0]',
  ])('RFC 3986 §3.2.2: http://%s/ is not an ambiguous IPv4 host', (host) => {
    expect(codes(`http://${host}/`)).not.toContain('HTTP_AMBIGUOUS_IPV4');
  });

  it('RFC 3986 §3.2.2: an escape of an ASCII octet in a reg-name is HTTP_PERCENT_ENCODED_HOST, at the "%"', () => {
    expect(check('http://ex%61mple.com/')).toEqual([
      {
        code: 'HTTP_PERCENT_ENCODED_HOST',
        severity: 'warning',
        message: 'RFC 3986 §3.2.2: percent encoded host',
        index: 9,
        component: 'host',
      },
    ]);
    // "@" encoded in the host: the host is not "evil.com" (and not "trusted.com").
    expect(where('http://trusted.com%40evil.com/')).toEqual([
      ['HTTP_PERCENT_ENCODED_HOST', 18, 'host'],
    ]);
    // UTF-8 octets of a non-ASCII name are what pct-encoding in a host is for.
    expect(codes('http://caf%C3%A9.example/')).toEqual([]);
    expect(codes('http://caf%C3%A9%2e%41/')).toEqual(['HTTP_PERCENT_ENCODED_HOST']);
  });

  it('RFC 3986 §7: findings are frozen and come in a fixed order', () => {
    const found = check('http://a.b:c@0x7f.1:25/');
    expect(found.map((f) => f.code)).toEqual([
      'HTTP_USERINFO',
      'HTTP_PASSWORD',
      'HTTP_USERINFO_DECEPTION',
      'HTTP_WELL_KNOWN_PORT',
      'HTTP_AMBIGUOUS_IPV4',
    ]);
    for (const f of found) expect(Object.isFrozen(f)).toBe(true);
  });

  it('RFC 9110 §4.2.2: https reports with the same HTTP_ codes (one implementation, one parts type)', () => {
    const found = check('https://a.b:c@%31.1:25/');
    expect(found.map((f) => f.code)).toEqual([
      'HTTP_USERINFO',
      'HTTP_PASSWORD',
      'HTTP_USERINFO_DECEPTION',
      'HTTP_WELL_KNOWN_PORT',
      'HTTP_PERCENT_ENCODED_HOST',
      'HTTP_AMBIGUOUS_IPV4',
    ]);
    expect(Object.isFrozen(found)).toBe(true);
    for (const f of found) {
      expect(Object.isFrozen(f)).toBe(true);
      expect(f.message).toMatch(/^RFC \d+ §/);
    }
    expect(https.check('https://a.b:c@%31.1:25/')).toEqual(found);
  });

  it('RFC 9110 §4.2: the plugin, the registry and a parsed Uri give the same findings', () => {
    const text = 'http://u:p@h:21/';
    expect(http.check(text)).toEqual(check(text));
    expect(http.check(parse(text))).toEqual(check(text));
  });

  it('RFC 9110 §4.2.1: check of a URI that is not a valid http URI throws its UriError', () => {
    expectUriError(() => http.check('http:///'), 'EMPTY_HOST', 7);
    expectUriError(() => check('http://a:70000/'), 'PORT_OUT_OF_RANGE', 9);
  });

  it('RFC 3986 §7: the finding codes are a union type', () => {
    const code: HttpFindingCode = check('http://u@h/')[0]!.code;
    switch (code) {
      case 'HTTP_USERINFO':
        expect(code).toBe('HTTP_USERINFO');
        break;
      default:
        throw new Error(`unexpected ${code}`);
    }
  });
});
