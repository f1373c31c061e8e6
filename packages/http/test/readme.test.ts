// The examples at the top of README.md, run as written.
import { createRegistry, parse, UriError } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import {
  type HttpScheme,
  http,
  https,
  origin,
  parseHttp,
  pathSegments,
  requestTarget,
} from '../src/index.js';

describe('README examples', () => {
  it('RFC 9110 §4.2.2: a registry of http and https parses an https URI', () => {
    const registry = createRegistry([http, https]);
    const { scheme, parts } = registry.parse('https://example.com:8443/a%20b?q=1#top');
    expect(scheme).toBe('https');
    expect(parts).toEqual({
      scheme: 'https',
      userinfo: undefined,
      host: 'example.com',
      hostKind: 'reg-name',
      port: 8443,
      path: '/a%20b',
      query: 'q=1',
      fragment: 'top',
    });
  });

  it('RFC 9110 §4.2.1: http:///a is HTTP_EMPTY_HOST at index 7', () => {
    let error: unknown;
    try {
      parseHttp('http:///a');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UriError);
    expect([(error as UriError).code, (error as UriError).index]).toEqual(['HTTP_EMPTY_HOST', 7]);
  });

  it('RFC 9110 §4.2.3: the normalization examples', () => {
    expect(http.normalize?.(parse('HTTP://A.COM:80?q')).toString()).toBe('http://a.com/?q');
    expect(https.normalize?.(parse('https://Example.com:443/%7Esmith')).toString()).toBe(
      'https://example.com/~smith',
    );
  });

  it('RFC 3986 §7: the check example', () => {
    expect(http.check?.(parse('http://www.example.com&story@0x7f.1:25/'))).toEqual([
      { code: 'HTTP_USERINFO', severity: 'warning', message: 'RFC 9110 §4.2.4: userinfo' },
      {
        code: 'HTTP_USERINFO_DECEPTION',
        severity: 'error',
        message: 'RFC 3986 §7.6: userinfo deception',
      },
      {
        code: 'HTTP_WELL_KNOWN_PORT',
        severity: 'warning',
        message: 'RFC 3986 §7.2: well known port',
      },
      { code: 'HTTP_AMBIGUOUS_IPV4', severity: 'error', message: 'RFC 3986 §7.4: ambiguous ipv4' },
    ]);
  });

  it('RFC 6454 §6.2, RFC 9112 §3.2.1, RFC 3986 §3.3: the helper examples', () => {
    expect(origin('HTTPS://user@Example.COM:443/a?b#c')).toBe('https://example.com');
    expect(requestTarget('http://example.com?q=1#top')).toBe('/?q=1');
    expect(pathSegments('http://h/a%2Fb/caf%C3%A9')).toEqual(['a/b', 'café']);
    expect(
      http
        .format({ scheme: 'http', host: '::1', hostKind: 'ipv6', port: 8080, path: '/' })
        .toString(),
    ).toBe('http://[::1]:8080/');
  });

  it('RFC 9110 §4.2.1, §4.2.2: the TSDoc examples of src/index.ts', () => {
    const scheme: HttpScheme = parseHttp('HTTPS://example.com/').scheme;
    expect(scheme).toBe('https');
    expect(parseHttp('http://[::1]:8080/a%20b?q#f')).toEqual({
      scheme: 'http',
      userinfo: undefined,
      host: '::1',
      hostKind: 'ipv6',
      port: 8080,
      path: '/a%20b',
      query: 'q',
      fragment: 'f',
    });
    const registry = createRegistry([http, https]);
    expect(registry.parse('http://example.com/a?b').parts.path).toBe('/a');
    expect(http.normalize?.(parse('HTTP://Example.COM:80?q')).toString()).toBe(
      'http://example.com/?q',
    );
    expect(
      https
        .format({ scheme: 'https', host: 'example.com', hostKind: 'reg-name', path: '/' })
        .toString(),
    ).toBe('https://example.com/');
    expect(https.normalize?.(parse('https://example.com:443')).toString()).toBe(
      'https://example.com/',
    );
    expect(parseHttp('https://example.com:8443/a').port).toBe(8443);
    expect(origin('http://[::1]:8080/')).toBe('http://[::1]:8080');
    expect(requestTarget('http://example.com/a%20b/c')).toBe('/a%20b/c');
    expect(pathSegments('http://h/a%2Fb/caf%C3%A9/')).toEqual(['a/b', 'café', '']);
  });
});
