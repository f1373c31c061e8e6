// Security findings through the http plugin: the core's shared findings (RFC 3986 §7, with the
// default ports 80 and 443; every class has its own tests in the core and a row in SECURITY.md),
// then http's own (RFC 9110 §4.2.4), each with the index and component it is about.
import { check, createRegistry, parse, type UriFindingCode } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { type HttpFindingCode, http, https } from '../src/index.js';

const registry = createRegistry([http, https]);
const findings = (text: string) => check(registry, text);
const codes = (text: string) => findings(text).map((f) => f.code);
/** [code, index, component] of each finding. */
const where = (text: string) => findings(text).map((f) => [f.code, f.index, f.component]);

describe('check', () => {
  it('RFC 9110 §4.2: a plain URI has no findings; the list is frozen', () => {
    const found = findings('https://www.example.com/a?b#c');
    expect(found).toEqual([]);
    expect(Object.isFrozen(found)).toBe(true);
  });

  it('RFC 9110 §4.2.4: userinfo is deprecated: HTTP_USERINFO, a warning, at the userinfo', () => {
    expect(findings('http://user@example.com/')).toEqual([
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

  it('RFC 3986 §7.5, §3.2.1: a password is the core URI_PASSWORD, at its first character, before HTTP_USERINFO', () => {
    expect(where('http://user:secret@example.com/')).toEqual([
      ['URI_PASSWORD', 12, 'userinfo'],
      ['HTTP_USERINFO', 7, 'userinfo'],
    ]);
    // §3.2.1: "an empty string after the ':' indicates no password".
    expect(codes('http://:@example.com/')).toEqual(['HTTP_USERINFO']);
  });

  it('RFC 3986 §7.6: the example of §7.6 with the http scheme (a user name that reads as a host, a private address)', () => {
    expect(where('http://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm')).toEqual([
      ['URI_DECEPTIVE_USERINFO', 7, 'userinfo'],
      ['URI_PRIVATE_ADDRESS', 43, 'host'],
      ['HTTP_USERINFO', 7, 'userinfo'],
    ]);
    // Only the user name counts: a "." in the password is not a host lookalike.
    expect(codes('http://user:p.w@example.com/')).toEqual(['URI_PASSWORD', 'HTTP_USERINFO']);
  });

  it('RFC 3986 §7.2, RFC 1738 §6: ports are measured against 80 for http and 443 for https', () => {
    expect(where('http://example.com:25/')).toEqual([['URI_OTHER_PROTOCOL_PORT', 19, 'port']]);
    expect(codes('http://a:443/')).toEqual(['URI_OTHER_PROTOCOL_PORT']);
    expect(codes('https://a:80/')).toEqual(['URI_OTHER_PROTOCOL_PORT']);
    expect(codes('http://a:6379/')).toEqual(['URI_OTHER_PROTOCOL_PORT']);
    expect(codes('http://a:8080/')).toEqual(['URI_NON_DEFAULT_PORT']);
    expect(findings('http://a:8080/')[0]?.severity).toBe('info');
    for (const text of ['http://a:80/', 'http://a:0080/', 'https://a:443/', 'http://a:/']) {
      expect(codes(text), text).toEqual([]);
    }
  });

  it('RFC 3986 §7.4: a numeric host in another spelling is ambiguous, and internal if the resolver says so', () => {
    expect(codes('http://0x7f.1/')).toEqual(['URI_AMBIGUOUS_IPV4', 'URI_LOOPBACK']);
    expect(codes('http://%30x7f.1/')).toEqual([
      'URI_AMBIGUOUS_IPV4',
      'URI_LOOPBACK',
      'URI_ENCODED_HOST_ASCII',
    ]);
    expect(codes('http://foo.09/')).toEqual(['URI_AMBIGUOUS_IPV4']);
    expect(codes('http://example.com./')).toEqual([]);
  });

  it('RFC 3986 §3.2.2: an escape of an ASCII octet in a reg-name is URI_ENCODED_HOST_ASCII, at the "%"', () => {
    expect(where('http://ex%61mple.com/')).toEqual([['URI_ENCODED_HOST_ASCII', 9, 'host']]);
    expect(where('http://trusted.com%40evil.com/')).toEqual([
      ['URI_ENCODED_HOST_ASCII', 18, 'host'],
    ]);
    // UTF-8 octets of a non-ASCII name are what pct-encoding in a host is for.
    expect(codes('http://caf%C3%A9.example/')).toEqual([]);
  });

  it("RFC 3986 §7: shared findings in text order, then http's; frozen, with their rule first", () => {
    const found = findings('https://a.b:c@%31.1:25/');
    expect(found.map((f) => f.code)).toEqual([
      'URI_DECEPTIVE_USERINFO',
      'URI_PASSWORD',
      'URI_AMBIGUOUS_IPV4',
      'URI_ENCODED_HOST_ASCII',
      'URI_OTHER_PROTOCOL_PORT',
      'HTTP_USERINFO',
    ]);
    expect(Object.isFrozen(found)).toBe(true);
    for (const f of found) {
      expect(Object.isFrozen(f)).toBe(true);
      expect(f.message).toMatch(/^RFC \d+ §/);
    }
    expect(check(https, 'https://a.b:c@%31.1:25/')).toEqual(found);
  });

  it('URL Standard: { whatwg: true } adds where a browser reads the URI differently', () => {
    expect(where('http://0x7f.1/').map(([c]) => c)).not.toContain('URI_WHATWG_DIFFERS');
    const found = check(registry, 'http://0x7f.1/', { whatwg: true });
    expect(found.map((f) => [f.code, f.index, f.component])).toContainEqual([
      'URI_WHATWG_DIFFERS',
      7,
      'host',
    ]);
    expect(check(registry, 'http://example.com/a/%2e%2E/b', { whatwg: true })).toEqual([
      expect.objectContaining({ code: 'URI_ENCODED_DOT_SEGMENT' }),
    ]);
  });

  it('RFC 9110 §4.2: the plugin, the registry and a parsed Uri give the same findings', () => {
    const text = 'http://u:p@h:21/';
    expect(check(http, text)).toEqual(findings(text));
    expect(check(http, parse(text))).toEqual(findings(text));
  });

  it('RFC 9110 §4.2.1: check of a URI that is not a valid http URI throws its UriError', () => {
    expectUriError(() => check(http, 'http:///'), 'EMPTY_HOST', 7);
    expectUriError(() => findings('http://a:70000/'), 'PORT_OUT_OF_RANGE', 9);
  });

  it('RFC 3986 §7: the finding codes are a union type', () => {
    const code: HttpFindingCode | UriFindingCode = findings('http://u@h/')[0]!.code;
    switch (code) {
      case 'HTTP_USERINFO':
        expect(code).toBe('HTTP_USERINFO');
        break;
      default:
        throw new Error(`unexpected ${code}`);
    }
  });
});
