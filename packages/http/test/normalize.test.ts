// Normalization and equivalence of http(s) URIs (RFC 3986 §6.2.3 with RFC 9110 §4.2.3), through
// the one route users take: registry.normalize / registry.equivalent (= plugin.normalize ...).
import { createRegistry, parse } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { http, https } from '../src/index.js';

const registry = createRegistry([http, https]);
const normalize = (text: string): string => registry.normalize(text).toString();

describe('RFC 3986 §6.2.3: the http normal form', () => {
  it.each([
    'http://example.com',
    'http://example.com/',
    'http://example.com:/',
    'http://example.com:80/',
  ])('RFC 3986 §6.2.3: %s → http://example.com/', (text) => {
    expect(normalize(text)).toBe('http://example.com/');
    expect(http.normalize(text).toString()).toBe('http://example.com/');
  });

  it('RFC 3986 §6.2.3: "http://example.com/?" keeps its empty query', () => {
    expect(normalize('http://example.com/?')).toBe('http://example.com/?');
    expect(normalize('http://example.com?')).toBe('http://example.com/?');
    expect(registry.equivalent('http://example.com/?', 'http://example.com/')).toBe(false);
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
    expect(registry.equivalent(text, 'http://example.com:80/~smith/home.html')).toBe(true);
  });

  it('RFC 9110 §4.2.3: an empty path before a query becomes "/": http://A.COM:80?q → http://a.com/?q', () => {
    expect(normalize('http://A.COM:80?q')).toBe('http://a.com/?q');
  });

  it('RFC 9110 §4.2.2, §4.2.3: https drops port 443: HTTPS://A.COM:443?q → https://a.com/?q', () => {
    expect(normalize('HTTPS://A.COM:443?q')).toBe('https://a.com/?q');
    expect(https.normalize('https://example.com:443').toString()).toBe('https://example.com/');
  });

  it("RFC 9110 §4.2.3: another scheme's default port is not the default", () => {
    expect(normalize('https://a:80/')).toBe('https://a:80/');
    expect(normalize('http://a:443/')).toBe('http://a:443/');
  });

  it('RFC 3986 §3.2.3: a port is a decimal number: ":0080" is the default, ":08080" is 8080', () => {
    expect(normalize('http://a:0080/')).toBe('http://a/');
    expect(normalize('http://a:08080/')).toBe('http://a:8080/');
    expect(normalize('http://a:00')).toBe('http://a:0/');
    expect(registry.equivalent('http://a:08080', 'http://a:8080/')).toBe(true);
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
  });

  it('RFC 3986 §6.2.3 with RFC 5952 §4: an IPv6 host in its one text', () => {
    expect(normalize('http://[2001:DB8::A]/')).toBe('http://[2001:db8::a]/');
    expect(normalize('http://[2001:db8:0:0:0:0:0:1]')).toBe('http://[2001:db8::1]/');
    expect(registry.equivalent('http://[2001:DB8::1]/', 'http://[2001:db8:0:0:0:0:0:1]/')).toBe(
      true,
    );
  });

  it('RFC 6874 §2: a zone identifier, where the caller asks for it, keeps its case', () => {
    expect(registry.normalize('http://[FE80::A%25EN1]:80', { allowZoneId: true }).toString()).toBe(
      'http://[fe80::a%25EN1]/',
    );
    expectUriError(() => registry.normalize('http://[FE80::A%25EN1]/'), 'ZONE_ID_NOT_ALLOWED', 15);
    // A Uri is taken as it is.
    const uri = parse('http://[fe80::1%25eth0]', { allowZoneId: true });
    expect(http.normalize(uri).toString()).toBe('http://[fe80::1%25eth0]/');
  });

  it('RFC 3986 §6.2.2.3: dot segments are removed on the same route', () => {
    expect(normalize('http://a/b/../c/./d')).toBe('http://a/c/d');
    expect(normalize('http://a/..')).toBe('http://a/');
  });

  it('RFC 3986 §6.2.3: normalizing twice changes nothing more', () => {
    for (const text of ['HTTP://A.COM:80?q', 'https://%7Eu@X:443#%7e', 'http://a:08080']) {
      const once = normalize(text);
      expect(normalize(once)).toBe(once);
    }
  });

  it('RFC 3986 §6.1: fragments left out of the comparison on request', () => {
    expect(registry.equivalent('http://a/#x', 'http://A:80/#y')).toBe(false);
    expect(registry.equivalent('http://a/#x', 'http://A:80/#y', { ignoreFragment: true })).toBe(
      true,
    );
  });

  it('RFC 3986 §6.2.3: URIs of two schemes are never equivalent', () => {
    expect(registry.equivalent('http://a/', 'https://a/')).toBe(false);
    expect(registry.equivalent('http://a:443/', 'https://a/')).toBe(false);
  });

  it('RFC 9110 §4.2.1: a URI that is not a valid http URI is an error on every route, not a guess', () => {
    expectUriError(() => registry.normalize('http:///a'), 'EMPTY_HOST', 7);
    expectUriError(() => http.normalize('HTTP:///a'), 'EMPTY_HOST', 7);
    expectUriError(() => registry.equivalent('http:///a', 'http:///a'), 'EMPTY_HOST', 7);
    expectUriError(() => registry.equivalent('http://a/', 'http:/a'), 'MISSING_AUTHORITY', 5);
    expectUriError(() => http.normalize('https://a/'), 'WRONG_SCHEME', 0);
  });
});

describe('the scheme rule: only what RFC 9110 §4.2.3 adds to the core route', () => {
  it('RFC 3986 §6.2.3: the empty path is a declared rule (rootPath), not a hook', () => {
    expect(http.rules.rootPath).toBe(true);
    expect(http.definition.normalizeParts).toBeUndefined();
  });

  it('RFC 9110 §4.2.3: the syntax-based form is the normal form, the same as format writes', () => {
    // rules.format false: the parts are the generic components, so format(parse(G(u))) is G(u).
    expect(http.rules.format).toBe(false);
    for (const text of ['HTTP://A:80', 'http://a/%7e/./b?%41#%42', 'http://[::FFFF:1.2.3.4]:80']) {
      const n = http.normalize(text);
      expect(http.normalize(http.format(http.parse(n))).toString(), text).toBe(n.toString());
    }
  });

  it('RFC 3986 §6.2.3: a URI already in normal form comes back as the same object', () => {
    for (const text of ['http://example.com/a?b#c', 'http://[::1]:8080/', 'http://a:0/']) {
      const uri = parse(text);
      expect(http.normalize(uri)).toBe(uri);
      expect(registry.normalize(uri)).toBe(uri);
    }
  });

  it('RFC 9110 §4.2.3: an empty path is "/", after an authority only', () => {
    expect(http.normalize('http://a').toString()).toBe('http://a/');
    expect(http.normalize('http://a?q').toString()).toBe('http://a/?q');
    expect(registry.equivalent('http://a', 'http://a/')).toBe(true);
  });

  it('RFC 3986 §6.2.3: the report says which step changed what', () => {
    expect(registry.normalizeWithReport('HTTP://A:80').changed).toEqual(['case', 'port', 'scheme']);
    // The core writes a port without leading zeros: not the hook's work.
    expect(registry.normalizeWithReport('http://a:08080/').changed).toEqual(['port']);
    expect(registry.normalizeWithReport('http://A:08080').changed).toEqual([
      'case',
      'port',
      'scheme',
    ]);
    expect(registry.normalizeWithReport('http://a/').changed).toEqual([]);
  });
});
