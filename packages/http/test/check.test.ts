// Security findings of the check hook (RFC 9110 §4.2.4, RFC 3986 §7), reported as data.
import { parse, type SecurityFinding, UriError } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import { http, https } from '../src/index.js';

const check = (text: string): readonly SecurityFinding[] => {
  const uri = parse(text);
  const plugin = uri.scheme?.toLowerCase() === 'https' ? https : http;
  if (plugin.check === undefined) throw new Error('the plugin has no check hook');
  return plugin.check(uri);
};
const codes = (text: string) => check(text).map((f) => f.code);

describe('check', () => {
  it('RFC 9110 §4.2: a plain URI has no findings; the list is frozen', () => {
    const found = check('https://www.example.com/a?b#c');
    expect(found).toEqual([]);
    expect(Object.isFrozen(found)).toBe(true);
  });

  it('RFC 9110 §4.2.4: userinfo is deprecated: HTTP_USERINFO, a warning', () => {
    expect(check('http://user@example.com/')).toEqual([
      { code: 'HTTP_USERINFO', severity: 'warning', message: 'RFC 9110 §4.2.4: userinfo' },
    ]);
    expect(codes('http://@example.com/')).toEqual(['HTTP_USERINFO']);
  });

  it('RFC 3986 §7.5, §3.2.1: a password in the URI is HTTP_PASSWORD, an error', () => {
    const found = check('http://user:secret@example.com/');
    expect(found.map((f) => [f.code, f.severity])).toEqual([
      ['HTTP_USERINFO', 'warning'],
      ['HTTP_PASSWORD', 'error'],
    ]);
    expect(found[1]?.message).toBe('RFC 3986 §7.5: password');
    expect(codes('http://:@example.com/')).toEqual(['HTTP_USERINFO', 'HTTP_PASSWORD']);
  });

  it('RFC 3986 §7.6: a userinfo that reads as a host is HTTP_USERINFO_DECEPTION, an error', () => {
    // The example of §7.6, with the http scheme.
    const found = check('http://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm');
    expect(found.map((f) => [f.code, f.severity])).toEqual([
      ['HTTP_USERINFO', 'warning'],
      ['HTTP_USERINFO_DECEPTION', 'error'],
    ]);
    expect(found[1]?.message).toBe('RFC 3986 §7.6: userinfo deception');
    // The "http://www.example.com&story@10.0.0.1/" form of the issue, and an encoded ".".
    expect(codes('http://www.example.com&story@10.0.0.1/')).toContain('HTTP_USERINFO_DECEPTION');
    expect(codes('http://paypal%2Ecom@evil.example/')).toContain('HTTP_USERINFO_DECEPTION');
    // Only the user name counts: a "." in the password is not a host lookalike.
    expect(codes('http://user:p.w@example.com/')).not.toContain('HTTP_USERINFO_DECEPTION');
    expect(codes('http://user@example.com/')).not.toContain('HTTP_USERINFO_DECEPTION');
  });

  it('RFC 3986 §7.2: a non-default port below 1024 is HTTP_WELL_KNOWN_PORT, a warning', () => {
    expect(check('http://example.com:25/')).toEqual([
      {
        code: 'HTTP_WELL_KNOWN_PORT',
        severity: 'warning',
        message: 'RFC 3986 §7.2: well known port',
      },
    ]);
    expect(codes('http://a:0/')).toEqual(['HTTP_WELL_KNOWN_PORT']);
    expect(codes('http://a:1023/')).toEqual(['HTTP_WELL_KNOWN_PORT']);
    expect(codes('http://a:443/')).toEqual(['HTTP_WELL_KNOWN_PORT']);
    expect(codes('https://a:80/')).toEqual(['HTTP_WELL_KNOWN_PORT']);
  });

  it('RFC 3986 §7.2: the default port and ports from 1024 up are not reported', () => {
    expect(codes('http://a:80/')).toEqual([]);
    expect(codes('https://a:443/')).toEqual([]);
    expect(codes('http://a:1024/')).toEqual([]);
    expect(codes('http://a:8080/')).toEqual([]);
    expect(codes('http://a:/')).toEqual([]);
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
    ['%30x7f.1', 'a percent-encoded numeric host'],
    ['%E9.0x7f', 'a last label in hex after octets that are not UTF-8'],
  ])('RFC 3986 §7.4: http://%s/ (%s) is HTTP_AMBIGUOUS_IPV4, an error', (host) => {
    const found = check(`http://${host}/`);
    expect(found.map((f) => [f.code, f.severity])).toContainEqual(['HTTP_AMBIGUOUS_IPV4', 'error']);
    expect(found.find((f) => f.code === 'HTTP_AMBIGUOUS_IPV4')?.message).toBe(
      'RFC 3986 §7.4: ambiguous ipv4',
    );
  });

  it.each([
    '127.0.0.1',
    'example.com',
    'example.com.',
    '1a',
    '0x7g',
    '1e5',
    '123.example',
    '[::1]',
    '[::ffff:127.0.0.1]',
    '[v1.0]',
  ])('RFC 3986 §3.2.2: http://%s/ is not an ambiguous IPv4 host', (host) => {
    expect(codes(`http://${host}/`)).not.toContain('HTTP_AMBIGUOUS_IPV4');
  });

  it('RFC 3986 §3.2.2: percent-encoded ASCII in a reg-name is HTTP_PERCENT_ENCODED_HOST, a warning', () => {
    expect(check('http://ex%61mple.com/')).toEqual([
      {
        code: 'HTTP_PERCENT_ENCODED_HOST',
        severity: 'warning',
        message: 'RFC 3986 §3.2.2: percent encoded host',
      },
    ]);
    // "@" encoded in the host: the host is not "evil.com" (and not "trusted.com").
    expect(codes('http://trusted.com%40evil.com/')).toEqual(['HTTP_PERCENT_ENCODED_HOST']);
    // UTF-8 octets of a non-ASCII name are what pct-encoding in a host is for.
    expect(codes('http://caf%C3%A9.example/')).toEqual([]);
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

  it('RFC 9110 §4.2.1: check on a URI that is not a valid http URI throws its UriError', () => {
    expect(() => http.check?.(parse('http:///'))).toThrow(UriError);
  });
});
