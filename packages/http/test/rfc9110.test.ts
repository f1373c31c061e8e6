// The http and https schemes: RFC 9110 §4.2 (with RFC 1738 §3.3 and RFC 3986), the parts,
// the scheme errors, format, and the helpers (RFC 6454 origin, RFC 9112 origin-form).
import { createRegistry, parse, UriError } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import {
  type HttpParts,
  http,
  https,
  origin,
  parseHttp,
  pathSegments,
  requestTarget,
} from '../src/index.js';

/** The `UriError` that `run` throws (fails the test when it throws nothing or something else). */
function errorOf(run: () => unknown): UriError {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(UriError);
    return e as UriError;
  }
  throw new Error('expected a UriError, nothing was thrown');
}

/** The parts of `http://<host>`, with some replaced (typed as http parts for `http.format`). */
const parts = (p: Partial<HttpParts> & Pick<HttpParts, 'host'>): HttpParts<'http'> =>
  ({
    scheme: 'http',
    userinfo: undefined,
    hostKind: 'reg-name',
    port: undefined,
    path: '',
    query: undefined,
    fragment: undefined,
    ...p,
  }) as HttpParts<'http'>;

/** Formats with the plugin of the parts' scheme. */
const formatAny = (p: HttpParts): string =>
  (p.scheme === 'http'
    ? http.format(p as HttpParts<'http'>)
    : https.format(p as HttpParts<'https'>)
  ).toString();

describe('the plugins', () => {
  it('RFC 9110 §4.2.1: http has the default port 80; RFC 1738 §3.3: "the port defaults to 80"', () => {
    expect(http.name).toBe('http');
    expect(http.defaultPort).toBe(80);
    expect(http.hierarchical).toBe(true);
    expect(Object.isFrozen(http)).toBe(true);
  });

  it('RFC 9110 §4.2.2: https has the default port 443', () => {
    expect(https.name).toBe('https');
    expect(https.defaultPort).toBe(443);
    expect(https.hierarchical).toBe(true);
  });

  it('RFC 3986 §3.1: a registry of both finds each scheme in any case', () => {
    const registry = createRegistry([http, https]);
    const r = registry.parse('HTTPS://example.com/a');
    expect(r.scheme).toBe('https');
    expect(r.parts.scheme).toBe('https');
    expect(r.parts.path).toBe('/a');
    expect(registry.parse('http://example.com').parts.port).toBeUndefined();
  });
});

describe('parse: RFC 9110 §4.2.1 http-URI = "http" "://" authority path-abempty [ "?" query ]', () => {
  it('RFC 9112 §3.2.1: http://www.example.org/where?q=now', () => {
    expect(parseHttp('http://www.example.org/where?q=now')).toEqual(
      parts({ host: 'www.example.org', path: '/where', query: 'q=now' }),
    );
  });

  it('RFC 9112 §3.2.2: http://www.example.org/pub/WWW/TheProject.html', () => {
    expect(parseHttp('http://www.example.org/pub/WWW/TheProject.html')).toEqual(
      parts({ host: 'www.example.org', path: '/pub/WWW/TheProject.html' }),
    );
  });

  it('RFC 3986 §1.1.2: http://www.ietf.org/rfc/rfc2396.txt', () => {
    expect(parseHttp('http://www.ietf.org/rfc/rfc2396.txt')).toEqual(
      parts({ host: 'www.ietf.org', path: '/rfc/rfc2396.txt' }),
    );
  });

  it('RFC 9110 §4.2.2: https-URI with a port: https://example.com:8443/a', () => {
    expect(parseHttp('https://example.com:8443/a')).toEqual(
      parts({ scheme: 'https', host: 'example.com', port: 8443, path: '/a' }),
    );
  });

  it('RFC 3986 §3.2.2: an IPv6 host without its brackets, as the core gives it', () => {
    expect(parseHttp('http://[2001:db8::7]:8080/c')).toEqual(
      parts({ host: '2001:db8::7', hostKind: 'ipv6', port: 8080, path: '/c' }),
    );
  });

  it('RFC 3986 §3.2.2: IPv4address and IPvFuture hosts', () => {
    expect(parseHttp('http://192.0.2.16:80/')).toEqual(
      parts({ host: '192.0.2.16', hostKind: 'ipv4', port: 80, path: '/' }),
    );
    expect(parseHttp('http://[v7.host]/')).toEqual(
      parts({ host: 'v7.host', hostKind: 'ipvfuture', path: '/' }),
    );
  });

  it('RFC 3986 §3.1: the scheme is read in any case and given in lower case', () => {
    expect(parseHttp('HTTP://Example.COM/A').scheme).toBe('http');
    expect(parseHttp('hTtPs://Example.COM/A').scheme).toBe('https');
    // The host and path stay as written: parse is not normalization (RFC 3986 §6.2.2).
    expect(parseHttp('HTTP://Example.COM/A').host).toBe('Example.COM');
    expect(parseHttp('HTTP://Example.COM/A').path).toBe('/A');
  });

  it('RFC 3986 §5.3: absent and empty components stay apart', () => {
    const none = parseHttp('http://a');
    expect(none.path).toBe('');
    expect(none.query).toBeUndefined();
    expect(none.fragment).toBeUndefined();
    expect(parseHttp('http://a?').query).toBe('');
    expect(parseHttp('http://a#').fragment).toBe('');
    expect(parseHttp('http://@a/').userinfo).toBe('');
    expect(parseHttp('http://a/').userinfo).toBeUndefined();
  });

  it('RFC 3986 §3.2.3, §6.2.3: an empty port is no port (the default applies)', () => {
    expect(parseHttp('http://example.com:/').port).toBeUndefined();
  });

  it('RFC 3986 §3.2.3: port = *DIGIT is a decimal number, leading zeros and all', () => {
    expect(parseHttp('http://a:0080/').port).toBe(80);
    expect(parseHttp('http://a:0/').port).toBe(0);
    expect(parseHttp('http://a:65535/').port).toBe(65535);
  });

  it('RFC 9110 §4.2.4: userinfo is parsed and kept (check reports it)', () => {
    expect(parseHttp('http://user:pass@host/').userinfo).toBe('user:pass');
  });

  it('RFC 9110 §4.2.5: the fragment is kept in the parts', () => {
    expect(parseHttp('http://a/b#frag').fragment).toBe('frag');
  });

  it('RFC 3986 §2.1: parts are the text as written (percent-encoding kept)', () => {
    const p = parseHttp('http://a%2Db/x%2Fy%20z?a=%26#%23');
    expect(p.host).toBe('a%2Db');
    expect(p.path).toBe('/x%2Fy%20z');
    expect(p.query).toBe('a=%26');
    expect(p.fragment).toBe('%23');
  });

  it('RFC 9110 §4.2.1: the parts are frozen', () => {
    expect(Object.isFrozen(parseHttp('http://a/'))).toBe(true);
  });

  it('RFC 9110 §4.2: a plugin reads a Uri the same way parseHttp does', () => {
    const uri = parse('https://a:1/b?c#d');
    expect(https.parse(uri)).toEqual(parseHttp(uri));
  });
});

describe('parse errors', () => {
  it('RFC 9110 §4.2.1: "http:/a" has no authority: HTTP_MISSING_AUTHORITY after the ":"', () => {
    const e = errorOf(() => parseHttp('http:/a'));
    expect([e.code, e.index, e.component]).toEqual(['HTTP_MISSING_AUTHORITY', 5, 'host']);
    expect(e.message).toContain('RFC 9110 §4.2.1');
  });

  it('RFC 9110 §4.2.1: "http:a", "https:" and "HTTP:/" have no authority either', () => {
    expect([
      errorOf(() => parseHttp('http:a')).code,
      errorOf(() => parseHttp('http:a')).index,
    ]).toEqual(['HTTP_MISSING_AUTHORITY', 5]);
    expect(errorOf(() => parseHttp('https:')).index).toBe(6);
    expect(errorOf(() => http.parse(parse('HTTP:/'))).code).toBe('HTTP_MISSING_AUTHORITY');
  });

  it('RFC 9110 §4.2.1: "http:///a" has an empty host: HTTP_EMPTY_HOST where the host should be', () => {
    const e = errorOf(() => parseHttp('http:///a'));
    expect([e.code, e.index, e.component]).toEqual(['HTTP_EMPTY_HOST', 7, 'host']);
    expect(e.message).toContain('RFC 9110 §4.2.1');
  });

  it('RFC 9110 §4.2.2: an empty host after userinfo or before a port is rejected too', () => {
    expect([
      errorOf(() => parseHttp('http://u@:80/')).code,
      errorOf(() => parseHttp('http://u@:80/')).index,
    ]).toEqual(['HTTP_EMPTY_HOST', 9]);
    expect(errorOf(() => parseHttp('https://:443')).index).toBe(8);
    expect(errorOf(() => parseHttp('http://?q')).code).toBe('HTTP_EMPTY_HOST');
    expect(errorOf(() => parseHttp('http://#f')).code).toBe('HTTP_EMPTY_HOST');
  });

  it('RFC 9293 §3.1: a port above 65535 is HTTP_INVALID_PORT at the first digit', () => {
    const e = errorOf(() => parseHttp('http://a:65536/'));
    expect([e.code, e.index, e.component]).toEqual(['HTTP_INVALID_PORT', 9, 'port']);
    expect(errorOf(() => parseHttp('http://[::1]:99999/')).index).toBe(13);
    expect(errorOf(() => parseHttp('http://u@h:123456789012345678901234567890/')).index).toBe(11);
  });

  it('RFC 9110 §4.2: another scheme is HTTP_WRONG_SCHEME at 0', () => {
    const e = errorOf(() => parseHttp('ftp://a/'));
    expect([e.code, e.index, e.component]).toEqual(['HTTP_WRONG_SCHEME', 0, 'scheme']);
    expect(errorOf(() => http.parse(parse('https://a/'))).code).toBe('HTTP_WRONG_SCHEME');
    expect(errorOf(() => https.parse(parse('http://a/'))).code).toBe('HTTP_WRONG_SCHEME');
  });

  it('RFC 3986 §3: a relative reference is not a URI (the core says MISSING_SCHEME)', () => {
    expect(errorOf(() => parseHttp('//a/b')).code).toBe('MISSING_SCHEME');
    expect(errorOf(() => http.parse(parse('//a/b'))).code).toBe('HTTP_WRONG_SCHEME');
  });

  it('RFC 3986 §3.2.2: the generic syntax is the core\'s: "http://a b/" is INVALID_HOST', () => {
    expect(errorOf(() => parseHttp('http://a b/')).code).toBe('INVALID_HOST');
  });
});

describe('format', () => {
  it('RFC 9112 §3.2.1: the parts of http://www.example.org/where?q=now give it back', () => {
    const p = parts({ host: 'www.example.org', path: '/where', query: 'q=now' });
    expect(http.format(p).toString()).toBe('http://www.example.org/where?q=now');
  });

  it('RFC 3986 §3.2.2: an IP-literal host is put in brackets', () => {
    expect(
      http.format(parts({ host: '::1', hostKind: 'ipv6', port: 8080, path: '/' })).toString(),
    ).toBe('http://[::1]:8080/');
    expect(http.format(parts({ host: 'v7.host', hostKind: 'ipvfuture' })).toString()).toBe(
      'http://[v7.host]',
    );
  });

  it('RFC 9110 §4.2.2: https parts, with userinfo, query and fragment', () => {
    const p = parts({
      scheme: 'https',
      userinfo: 'u',
      host: 'h',
      port: 1,
      path: '/p',
      query: '',
      fragment: 'f',
    });
    expect(formatAny(p)).toBe('https://u@h:1/p?#f');
  });

  it('RFC 9110 §4.2.1: format refuses what parse refuses (empty host, port > 65535, scheme)', () => {
    expect(errorOf(() => http.format(parts({ host: '' }))).code).toBe('HTTP_EMPTY_HOST');
    expect(errorOf(() => http.format(parts({ host: 'a', port: 70000 }))).code).toBe(
      'HTTP_INVALID_PORT',
    );
    // (The types refuse https parts for http.format: a JavaScript caller gets an error.)
    const httpsParts = parts({ scheme: 'https', host: 'a' });
    expect(errorOf(() => http.format(httpsParts)).code).toBe('HTTP_WRONG_SCHEME');
  });

  it('RFC 3986 §3.3: parts are URI text, so a character that must be encoded is an error', () => {
    expect(errorOf(() => http.format(parts({ host: 'a', path: '/a b' }))).code).toBe(
      'INVALID_CHARACTER',
    );
    expect(errorOf(() => http.format(parts({ host: 'a', path: 'b' }))).code).toBe(
      'INVALID_COMPOSITION',
    );
  });

  it('RFC 3986 §5.3: format(parse(x)) is x for URIs written in one way only', () => {
    for (const text of [
      'http://a',
      'http://a/?#',
      'https://u:p@[::1]:0/a%2Fb?q=1&r=%26#top',
      'http://192.0.2.16:80/',
    ]) {
      expect(formatAny(parseHttp(text))).toBe(text);
    }
  });
});

describe('origin (RFC 6454)', () => {
  it('RFC 6454 §3.2.1: http://example.com/, http://example.com:80/ and http://example.com/path/file have one origin', () => {
    expect(origin('http://example.com/')).toBe('http://example.com');
    expect(origin('http://example.com:80/')).toBe('http://example.com');
    expect(origin('http://example.com/path/file')).toBe('http://example.com');
  });

  it('RFC 6454 §3.2.1: the listed URIs each have a different origin', () => {
    const list = [
      'http://example.com/',
      'http://example.com:8080/',
      'http://www.example.com/',
      'https://example.com:80/',
      'https://example.com/',
      'http://example.org/',
      'http://ietf.org/',
    ].map(origin);
    expect(new Set(list).size).toBe(list.length);
    expect(list[1]).toBe('http://example.com:8080');
    expect(list[3]).toBe('https://example.com:80');
  });

  it('RFC 6454 §4, §6.2: lower-case scheme and host, default port omitted, no userinfo', () => {
    expect(origin('HTTPS://user@Example.COM:443/a?b#c')).toBe('https://example.com');
    expect(origin('http://[::1]:8080/')).toBe('http://[::1]:8080');
    expect(origin('http://a:0080/')).toBe('http://a');
  });

  it('RFC 6454 §6.2: from a Uri or from parts', () => {
    expect(origin(parse('http://A:1/'))).toBe('http://a:1');
    expect(origin(parts({ scheme: 'https', host: 'B', port: 443 }))).toBe('https://b');
  });
});

describe('requestTarget (RFC 9112 §3.2.1 origin-form)', () => {
  it('RFC 9112 §3.2.1: http://www.example.org/where?q=now is requested as /where?q=now', () => {
    expect(requestTarget('http://www.example.org/where?q=now')).toBe('/where?q=now');
  });

  it('RFC 9112 §3.2.1: an empty path is sent as "/" (also before a query)', () => {
    expect(requestTarget('http://a')).toBe('/');
    expect(requestTarget('http://a?q')).toBe('/?q');
    expect(requestTarget('http://a?')).toBe('/?');
  });

  it('RFC 9110 §4.2.5: the fragment is not sent; the rest is as written', () => {
    expect(requestTarget('http://a/x/../%7e?b#c')).toBe('/x/../%7e?b');
    expect(requestTarget(parts({ host: 'a', path: '//b', query: 'c' }))).toBe('//b?c');
  });
});

describe('pathSegments', () => {
  it('RFC 3986 §3.3, §2.5: segments are decoded as UTF-8; "%2F" stays inside its segment', () => {
    expect(pathSegments('http://h/a%2Fb/caf%C3%A9/')).toEqual(['a/b', 'café', '']);
  });

  it('RFC 3986 §3.3: no segments for an empty path, one empty segment for "/"', () => {
    expect(pathSegments('http://h')).toEqual([]);
    expect(pathSegments('http://h/')).toEqual(['']);
    expect(Object.isFrozen(pathSegments('http://h/a'))).toBe(true);
  });

  it('RFC 3986 §2.5: octets that are not UTF-8 throw INVALID_UTF8', () => {
    expect(errorOf(() => pathSegments('http://h/%FF')).code).toBe('INVALID_UTF8');
  });
});
