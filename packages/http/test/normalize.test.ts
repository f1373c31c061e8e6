// The scheme-based normalization hook (RFC 3986 §6.2.3 with RFC 9110 §4.2.3), called directly.
import { parse, type Uri, UriError } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import { http, https } from '../src/index.js';

const plugin = (uri: Uri) => (uri.scheme?.toLowerCase() === 'https' ? https : http);
const normalize = (text: string): string => {
  const uri = parse(text, { allowZoneId: true });
  const hook = plugin(uri).normalize;
  if (hook === undefined) throw new Error('the plugin has no normalize hook');
  return hook(uri).toString();
};

describe('RFC 3986 §6.2.3: the http normal form', () => {
  it.each([
    'http://example.com',
    'http://example.com/',
    'http://example.com:/',
    'http://example.com:80/',
  ])('RFC 3986 §6.2.3: %s → http://example.com/', (text) => {
    expect(normalize(text)).toBe('http://example.com/');
  });

  it('RFC 3986 §6.2.3: "http://example.com/?" keeps its empty query', () => {
    expect(normalize('http://example.com/?')).toBe('http://example.com/?');
    expect(normalize('http://example.com?')).toBe('http://example.com/?');
  });

  it('RFC 3986 §6.2.3: an empty fragment is kept too', () => {
    expect(normalize('http://example.com#')).toBe('http://example.com/#');
  });
});

describe('RFC 9110 §4.2.3: http(s) normalization and comparison', () => {
  it.each([
    'http://example.com:80/~smith/home.html',
    'http://EXAMPLE.com/%7Esmith/home.html',
    'http://EXAMPLE.com:/%7esmith/home.html',
  ])('RFC 9110 §4.2.3: %s → http://example.com/~smith/home.html', (text) => {
    expect(normalize(text)).toBe('http://example.com/~smith/home.html');
  });

  it('RFC 9110 §4.2.3: an empty path before a query becomes "/": http://A.COM:80?q → http://a.com/?q', () => {
    expect(normalize('http://A.COM:80?q')).toBe('http://a.com/?q');
  });

  it('RFC 9110 §4.2.2, §4.2.3: https drops port 443: HTTPS://A.COM:443?q → https://a.com/?q', () => {
    expect(normalize('HTTPS://A.COM:443?q')).toBe('https://a.com/?q');
    expect(normalize('https://example.com:443')).toBe('https://example.com/');
  });

  it("RFC 9110 §4.2.3: another scheme's default port is not the default", () => {
    expect(normalize('https://a:80/')).toBe('https://a:80/');
    expect(normalize('http://a:443/')).toBe('http://a:443/');
  });

  it('RFC 3986 §3.2.3: a port is a decimal number: ":0080" is the default, ":08080" is 8080', () => {
    expect(normalize('http://a:0080/')).toBe('http://a/');
    expect(normalize('http://a:08080/')).toBe('http://a:8080/');
  });

  it('RFC 9110 §4.2.3: "all other components are compared in a case-sensitive manner"', () => {
    expect(normalize('http://a/AbC?XyZ#QqQ')).toBe('http://a/AbC?XyZ#QqQ');
    expect(normalize('http://UsEr@a/')).toBe('http://UsEr@a/');
  });

  it('RFC 9110 §4.2.3: characters other than reserved are decoded in every component', () => {
    expect(normalize('http://%7Euser@a/%7e%2D?%41%5f#%2e')).toBe('http://~user@a/~-?A_#.');
  });

  it('RFC 9110 §4.2.3, RFC 3986 §6.2.2.1: reserved escapes stay, with upper-case hex digits', () => {
    expect(normalize('http://a/a%2fb%3f?x=%26#%23')).toBe('http://a/a%2Fb%3F?x=%26#%23');
  });

  it('RFC 3986 §6.2.2.1: the host is lower-cased, its escapes keep upper-case hex digits', () => {
    expect(normalize('http://%41%42.Example/')).toBe('http://ab.example/');
    expect(normalize('http://CAF%c3%a9.example/')).toBe('http://caf%C3%A9.example/');
    expect(normalize('http://[2001:DB8::A]/')).toBe('http://[2001:db8::a]/');
  });

  it('RFC 6874 §2: a zone identifier the URI was parsed with survives', () => {
    expect(normalize('http://[fe80::1%25eth0]:80')).toBe('http://[fe80::1%25eth0]/');
  });

  it('RFC 3986 §6.2.2.3: dot segments are the core normalize step, the hook leaves them', () => {
    expect(normalize('http://a/b/../c/./d')).toBe('http://a/b/../c/./d');
  });

  it('RFC 3986 §6.2.3: a URI already in normal form comes back as the same object', () => {
    const uri = parse('http://example.com/a?b#c');
    expect(http.normalize?.(uri)).toBe(uri);
  });

  it('RFC 3986 §6.2.3: normalizing twice changes nothing more', () => {
    for (const text of ['HTTP://A.COM:80?q', 'https://%7Eu@X:443#%7e', 'http://a:08080']) {
      const once = normalize(text);
      expect(normalize(once)).toBe(once);
    }
  });

  it('RFC 9110 §4.2.1: a URI that is not a valid http URI is an error, not a guess', () => {
    let error: unknown;
    try {
      http.normalize?.(parse('http:///a'));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UriError);
    expect((error as UriError).code).toBe('HTTP_EMPTY_HOST');
  });
});

describe('RFC 6874 §2 with RFC 9110 §4.2.3: zone identifiers', () => {
  it('RFC 6874 §2: the address is lower-cased, the zone identifier keeps its case', () => {
    const uri = parse('http://[FE80::A%25EN1]/', { allowZoneId: true });
    expect(http.normalize?.(uri).toString()).toBe('http://[fe80::a%25EN1]/');
  });
});
