// The http and https schemes: RFC 9110 §4.2 (with RFC 1738 §3.3 and RFC 3986), the parts,
// the errors, format, and the helpers (RFC 6454 origin, RFC 9112 origin-form, path segments).
import { createRegistry, parse, UriError } from '@urikit/core';
import { errorOf, expectUriError } from '@urikit/testkit';
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

const registry = createRegistry([http, https]);

/** The parts of `http://<host>`, with some replaced (every key, in the order parse writes). */
const parts = (p: Partial<HttpParts> & Pick<HttpParts, 'host'>): HttpParts<'http'> =>
  ({
    scheme: p.scheme ?? 'http',
    userinfo: p.userinfo,
    host: p.host,
    port: p.port,
    path: p.path ?? '',
    query: p.query,
    fragment: p.fragment,
  }) as HttpParts<'http'>;

describe('the plugins', () => {
  it('RFC 9110 §4.2.1: http has the default port 80; RFC 1738 §3.3: "the port defaults to 80"', () => {
    expect([http.name, http.defaultPort, http.hierarchical]).toEqual(['http', 80, true]);
    expect(http.rules).toEqual({
      percent: true,
      dots: true,
      ipv6: true,
      rootPath: true,
      format: false,
    });
    expect(Object.isFrozen(http)).toBe(true);
  });

  it('RFC 9110 §4.2.2: https has the default port 443', () => {
    expect([https.name, https.defaultPort, https.hierarchical]).toEqual(['https', 443, true]);
  });

  it("RFC 9110 §4.2.4: the finding codes of http's own rules are listed on the plugins (RFC 3986 §7 is the core's), no error codes of their own", () => {
    expect(Object.keys(http.definition.findings?.codes ?? {})).toEqual(['HTTP_USERINFO']);
    expect(https.definition.findings).toBe(http.definition.findings);
    expect(http.definition.errors).toBeUndefined();
  });

  it('RFC 3986 §3.1: a registry of both finds each scheme in any case', () => {
    const r = registry.parse('HTTPS://example.com/a');
    expect(r.scheme).toBe('https');
    expect(r.parts.scheme).toBe('https');
    expect(r.parts.path).toBe('/a');
    expect(r.uri.toString()).toBe('HTTPS://example.com/a');
    expect(registry.parse('http://example.com').parts.port).toBeUndefined();
  });
});

describe('parse: RFC 9110 §4.2.1 http-URI = "http" "://" authority path-abempty [ "?" query ]', () => {
  it('RFC 9112 §3.2.1: http://www.example.org/where?q=now', () => {
    expect(registry.parse('http://www.example.org/where?q=now').parts).toEqual(
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

  it('RFC 3986 §3.2.2: an IP-literal host keeps its brackets; its kind is on the Uri', () => {
    const r = registry.parse('http://[2001:db8::7]:8080/c');
    expect(r.parts).toEqual(parts({ host: '[2001:db8::7]', port: 8080, path: '/c' }));
    expect(r.parts).not.toHaveProperty('hostKind');
    expect(r.uri.hostKind).toBe('ipv6');
    expect(parseHttp('http://[v7.host]/').host).toBe('[v7.host]');
    expect(parseHttp('http://192.0.2.16:80/')).toEqual(
      parts({ host: '192.0.2.16', port: 80, path: '/' }),
    );
  });

  it('RFC 9110 §4.2.1: parts are a frozen object with every key, always in one order', () => {
    for (const text of ['http://a', 'https://u@[::1]:1/p?q#f']) {
      const p = parseHttp(text);
      expect(Object.isFrozen(p)).toBe(true);
      expect(Object.keys(p)).toEqual([
        'scheme',
        'userinfo',
        'host',
        'port',
        'path',
        'query',
        'fragment',
      ]);
    }
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
    expect([none.path, none.query, none.fragment, none.userinfo]).toEqual([
      '',
      undefined,
      undefined,
      undefined,
    ]);
    expect(parseHttp('http://a?').query).toBe('');
    expect(parseHttp('http://a#').fragment).toBe('');
    expect(parseHttp('http://@a/').userinfo).toBe('');
  });

  it('RFC 3986 §3.2.3, §6.2.3: an empty port is no port (the default applies)', () => {
    expect(parseHttp('http://example.com:/').port).toBeUndefined();
  });

  it('RFC 3986 §3.2.3: port = *DIGIT is a decimal number, leading zeros and all', () => {
    expect(parseHttp('http://a:0080/').port).toBe(80);
    expect(parseHttp('http://a:0/').port).toBe(0);
    expect(parseHttp('http://a:65535/').port).toBe(65535);
  });

  it('RFC 9110 §4.2.4: userinfo is parsed and kept as written (check reports it)', () => {
    expect(parseHttp('http://us%65r:pa%3Ass@host/').userinfo).toBe('us%65r:pa%3Ass');
  });

  it('RFC 9110 §4.2.5: the fragment is kept in the parts', () => {
    expect(parseHttp('http://a/b#frag').fragment).toBe('frag');
  });

  it('RFC 3986 §2.1: parts are the text as written (percent-encoding kept)', () => {
    const p = parseHttp('http://a%2Db/x%2Fy%20z?a=%26#%23');
    expect([p.host, p.path, p.query, p.fragment]).toEqual(['a%2Db', '/x%2Fy%20z', 'a=%26', '%23']);
  });

  it('RFC 9110 §4.2: a plugin reads a Uri, a string and the registry route alike', () => {
    const uri = parse('https://a:1/b?c#d');
    expect(https.parse(uri)).toEqual(parseHttp('https://a:1/b?c#d'));
    expect(registry.parse(uri).parts).toEqual(https.parse('https://a:1/b?c#d'));
  });

  it('RFC 6874 §2: a zone identifier only where the caller asks (allowZoneId), as the core', () => {
    const text = 'http://[fe80::1%25en0]:8080/';
    expectUriError(() => parseHttp(text), 'ZONE_ID_NOT_ALLOWED', 15);
    expectUriError(() => registry.parse(text), 'ZONE_ID_NOT_ALLOWED', 15);
    expect(parseHttp(text, { allowZoneId: true }).host).toBe('[fe80::1%25en0]');
    expect(registry.parse(text, { allowZoneId: true }).parts.host).toBe('[fe80::1%25en0]');
    // A Uri is taken as it is: the caller already asked when it was parsed.
    expect(http.parse(parse(text, { allowZoneId: true })).port).toBe(8080);
  });
});

describe('parse errors: the core codes of readServer at the offending character', () => {
  it('RFC 9110 §4.2.1: "http:/a" has no authority: MISSING_AUTHORITY after the ":"', () => {
    const e = expectUriError(() => parseHttp('http:/a'), 'MISSING_AUTHORITY', 5);
    expect(e.component).toBe('host');
    expect(e.message).toMatch(/^RFC 9110 §4\.2\.1: missing authority/);
  });

  it('RFC 9110 §4.2.1: "http:a", "https:" and "HTTP:/" have no authority either', () => {
    expectUriError(() => parseHttp('http:a'), 'MISSING_AUTHORITY', 5);
    const e = expectUriError(() => parseHttp('https:'), 'MISSING_AUTHORITY', 6);
    expect(e.message).toMatch(/^RFC 9110 §4\.2\.2: /);
    expectUriError(() => http.parse(parse('HTTP:/')), 'MISSING_AUTHORITY', 5);
  });

  it('RFC 9110 §4.2.1: "http:///a" has an empty host: EMPTY_HOST where the host should be', () => {
    const e = expectUriError(() => parseHttp('http:///a'), 'EMPTY_HOST', 7);
    expect(e.component).toBe('host');
    expect(e.message).toMatch(/^RFC 9110 §4\.2\.1: empty host/);
  });

  it('RFC 9110 §4.2.2: an empty host after userinfo or before a port is refused too', () => {
    expectUriError(() => parseHttp('http://u@:80/'), 'EMPTY_HOST', 9);
    expectUriError(() => parseHttp('https://:443'), 'EMPTY_HOST', 8);
    expectUriError(() => parseHttp('http://?q'), 'EMPTY_HOST', 7);
    expectUriError(() => parseHttp('http://#f'), 'EMPTY_HOST', 7);
  });

  it('RFC 9293 §3.1: a port above 65535 is PORT_OUT_OF_RANGE at its first digit', () => {
    const e = expectUriError(() => parseHttp('http://a:65536/'), 'PORT_OUT_OF_RANGE', 9);
    expect(e.component).toBe('port');
    expectUriError(() => parseHttp('http://[::1]:99999/'), 'PORT_OUT_OF_RANGE', 13);
    expectUriError(
      () => parseHttp('http://u@h:123456789012345678901234567890/'),
      'PORT_OUT_OF_RANGE',
      11,
    );
  });

  it("RFC 3986 §3.1: another scheme is the core's WRONG_SCHEME at 0", () => {
    const e = expectUriError(() => parseHttp('ftp://a/'), 'WRONG_SCHEME', 0);
    expect(e.component).toBe('scheme');
    expectUriError(() => http.parse(parse('https://a/')), 'WRONG_SCHEME', 0);
    expectUriError(() => https.parse('http://a/'), 'WRONG_SCHEME', 0);
    expectUriError(() => parseHttp('httpx://a/'), 'WRONG_SCHEME', 0);
    expectUriError(() => parseHttp('xxxxs://a/'), 'WRONG_SCHEME', 0);
    // Through a registry of both, a scheme it lacks is UNKNOWN_SCHEME.
    expectUriError(() => registry.parse('ftp://a/'), 'UNKNOWN_SCHEME', 0);
  });

  it('RFC 3986 §3: a relative reference is not a URI (MISSING_SCHEME, as text or as a Uri)', () => {
    expectUriError(() => parseHttp('//a/b'), 'MISSING_SCHEME', 0);
    expectUriError(() => http.parse(parse('//a/b')), 'MISSING_SCHEME', 0);
  });

  it('RFC 3986 §3.2.2: the generic syntax is the core\'s: "http://a b/" is INVALID_HOST at the space', () => {
    expectUriError(() => parseHttp('http://a b/'), 'INVALID_HOST', 8);
  });

  it('urikit: a value that is not a string or a Uri is INVALID_ARGUMENT, never a TypeError', () => {
    expectUriError(() => parseHttp(42 as never), 'INVALID_ARGUMENT');
    expectUriError(() => parseHttp(null as never), 'INVALID_ARGUMENT');
    expectUriError(() => origin({} as never), 'INVALID_ARGUMENT');
  });
});

describe('format', () => {
  it('RFC 9112 §3.2.1: the parts of http://www.example.org/where?q=now give it back', () => {
    const p = parts({ host: 'www.example.org', path: '/where', query: 'q=now' });
    expect(http.format(p).toString()).toBe('http://www.example.org/where?q=now');
  });

  it('RFC 3986 §3.2.2: an IP-literal host is written as given, brackets and all', () => {
    expect(http.format(parts({ host: '[::1]', port: 8080, path: '/' })).toString()).toBe(
      'http://[::1]:8080/',
    );
    expect(http.format(parts({ host: '[v7.host]' })).toString()).toBe('http://[v7.host]');
  });

  it('RFC 9110 §4.2.2: https parts, with userinfo, an empty query and a fragment', () => {
    const p = {
      ...parts({ host: 'h', userinfo: 'u', port: 1, path: '/p', query: '', fragment: 'f' }),
      scheme: 'https' as const,
    };
    expect(https.format(p).toString()).toBe('https://u@h:1/p?#f');
  });

  it('RFC 9110 §4.2.1: format refuses what parse refuses: an empty host, a port past 65535, another scheme', () => {
    expectUriError(() => http.format(parts({ host: '' })), 'EMPTY_HOST', 7);
    // A port that is not 0-65535 is a bad value handed to the API (the core's serialize).
    expectUriError(() => http.format(parts({ host: 'a', port: 70000 })), 'INVALID_ARGUMENT');
    expectUriError(() => http.format(parts({ host: 'a', port: 1.5 })), 'INVALID_ARGUMENT');
    // The types refuse https parts for http.format: a JavaScript caller gets the core's code.
    const httpsParts = parts({ scheme: 'https', host: 'a' });
    expectUriError(() => http.format(httpsParts), 'WRONG_SCHEME', 0);
  });

  it('RFC 3986 §3.3: parts are URI text, so a character that must be encoded is an error', () => {
    expectUriError(() => http.format(parts({ host: 'a', path: '/a b' })), 'INVALID_CHARACTER', 10);
    expectUriError(() => http.format(parts({ host: 'a', path: 'b' })), 'INVALID_COMPOSITION', 8);
    expectUriError(() => http.format(parts({ host: '[::1' })), 'INVALID_IP_LITERAL');
  });

  it("RFC 6874 §2: a zone identifier in parts is refused by format, as by the core's serialize", () => {
    const p = parseHttp('http://[fe80::1%25en0]/', { allowZoneId: true });
    expectUriError(() => http.format(p as HttpParts<'http'>), 'ZONE_ID_NOT_ALLOWED');
  });

  it('RFC 3986 §5.3: format(parse(x)) is x, character for character', () => {
    for (const text of [
      'http://a',
      'http://a/?#',
      'http://u:p@[::1]:0/a%2Fb?q=1&r=%26#top',
      'http://192.0.2.16:80/',
      'http://Example.COM/%7e',
    ]) {
      expect(http.format(http.parse(text)).toString()).toBe(text);
    }
  });

  it('RFC 3986 §3.2.3: the port is a number, so its leading zeros are not written back', () => {
    expect(http.format(http.parse('http://a:0080/')).toString()).toBe('http://a:80/');
  });

  it('RFC 3986 §3.2.2: a bare IPv6 address is not the spelling of parts (parse gives brackets)', () => {
    const e = expectUriError(() => http.format(parts({ host: '::1' })), 'INVALID_HOST', 0);
    expect(e.input).toBe('::1');
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
    ].map((u) => origin(u));
    expect(list).toEqual([
      'http://example.com',
      'http://example.com:8080',
      'http://www.example.com',
      'https://example.com:80',
      'https://example.com',
      'http://example.org',
      'http://ietf.org',
    ]);
  });

  it('RFC 6454 §4, §6.2: lower-case scheme and host, default port omitted, no userinfo', () => {
    expect(origin('HTTPS://user@Example.COM:443/a?b#c')).toBe('https://example.com');
    expect(origin('http://[::1]:8080/')).toBe('http://[::1]:8080');
    expect(origin('http://a:0080/')).toBe('http://a');
    expect(origin('http://a:08080/')).toBe('http://a:8080');
  });

  it('RFC 6454 §4 with RFC 3986 §6.2.2: the host in its normal form (normalizeHost)', () => {
    expect(origin('http://%41%42.Example/')).toBe('http://ab.example');
    expect(origin('http://CAF%c3%a9.example/')).toBe('http://caf%C3%A9.example');
    expect(origin('http://[2001:DB8:0:0:0:0:0:1]/')).toBe('http://[2001:db8::1]');
    expect(origin('http://[FE80::1%25En0]/', { allowZoneId: true })).toBe('http://[fe80::1%25En0]');
  });

  it('RFC 6454 §6.2: from a Uri or from parts', () => {
    expect(origin(parse('http://A:1/'))).toBe('http://a:1');
    expect(origin(parts({ scheme: 'https', host: 'B', port: 443 }))).toBe('https://b');
  });

  it('RFC 6874 §2: text with a zone identifier needs allowZoneId, as everywhere', () => {
    expectUriError(() => origin('http://[fe80::1%25en0]/'), 'ZONE_ID_NOT_ALLOWED', 15);
  });

  it('RFC 9110 §4.2.1: origin of a URI that is not a valid http URI throws its UriError', () => {
    expectUriError(() => origin('http:///'), 'EMPTY_HOST', 7);
    expectUriError(() => origin('ftp://a/'), 'WRONG_SCHEME', 0);
  });
});

describe('requestTarget (RFC 9112 §3.2.1 origin-form)', () => {
  it('RFC 9112 §3.2.1: http://www.example.org/where?q=now is requested as /where?q=now', () => {
    expect(requestTarget('http://www.example.org/where?q=now')).toBe('/where?q=now');
  });

  it('RFC 9112 §11.1: parts are checked as format checks them, so no CR or LF splits a request', () => {
    // A path with CR LF would end the request line and start a header of the attacker's.
    expectUriError(
      () => requestTarget(parts({ host: 'a', path: '/x\r\nHost: evil' })),
      'INVALID_CHARACTER',
      10,
    );
    expectUriError(() => requestTarget(parts({ host: 'a', query: 'q\n' })), 'INVALID_CHARACTER');
    expectUriError(() => origin(parts({ host: 'a\r\nX: y' })), 'INVALID_HOST');
    expectUriError(
      () => origin({ ...parts({ host: 'a' }), scheme: 'ftp' } as never),
      'WRONG_SCHEME',
    );
    expect(requestTarget(parts({ host: 'a', path: '/x%0D%0A' }))).toBe('/x%0D%0A');
  });

  it('RFC 9112 §3.2.1: an empty path is sent as "/" (also before a query)', () => {
    expect(requestTarget('http://a')).toBe('/');
    expect(requestTarget('http://a?q')).toBe('/?q');
    expect(requestTarget('http://a?')).toBe('/?');
  });

  it('RFC 9110 §4.2.5: the fragment is not sent; the rest is as written', () => {
    expect(requestTarget('http://a/x/../%7e?b#c')).toBe('/x/../%7e?b');
    expect(requestTarget(parts({ host: 'a', path: '//b', query: 'c' }))).toBe('//b?c');
    expect(requestTarget(parse('https://u:p@a:1/p?q#f'))).toBe('/p?q');
  });
});

describe('pathSegments (the core block, on http input)', () => {
  it('RFC 3986 §3.3, §2.5: segments are decoded as UTF-8; "%2F" stays inside its segment', () => {
    expect(pathSegments('http://h/a%2Fb/caf%C3%A9/')).toEqual(['a/b', 'café', '']);
    expect(pathSegments(parse('http://h/a%20b'))).toEqual(['a b']);
    expect(pathSegments(parts({ host: 'h', path: '//x%3Fy' }))).toEqual(['', 'x?y']);
  });

  it('RFC 3986 §3.3: no segments for an empty path, one empty segment for "/"', () => {
    expect(pathSegments('http://h')).toEqual([]);
    expect(pathSegments('http://h/')).toEqual(['']);
    expect(Object.isFrozen(pathSegments('http://h/a'))).toBe(true);
  });

  it('RFC 3986 §2.5: octets that are not UTF-8 throw INVALID_UTF8 at the escape', () => {
    expectUriError(() => pathSegments('http://h/a/%FF'), 'INVALID_UTF8', 11);
    // Parts have no text: the index is in `//` + path.
    const e = expectUriError(
      () => pathSegments(parts({ host: 'h', path: '/%C3' })),
      'INVALID_UTF8',
      3,
    );
    expect(e.input).toBe('///%C3');
  });

  it('RFC 9110 §4.2.1: the http rules apply to text and Uri input', () => {
    expectUriError(() => pathSegments('http:///a'), 'EMPTY_HOST', 7);
    expectUriError(() => pathSegments(parse('ftp://h/a')), 'WRONG_SCHEME', 0);
    expectUriError(() => pathSegments('//h/a'), 'MISSING_SCHEME', 0);
    expectUriError(() => pathSegments('http://[fe80::1%25en0]/a'), 'ZONE_ID_NOT_ALLOWED', 15);
    expect(pathSegments('http://[fe80::1%25en0]/a', { allowZoneId: true })).toEqual(['a']);
  });

  it('RFC 3986 §3.3: a path in parts that is not URI text is refused', () => {
    expect(errorOf(() => pathSegments(parts({ host: 'h', path: '/a b' }))).code).toBe(
      'INVALID_CHARACTER',
    );
  });
});

describe('UriError only', () => {
  it('RFC 3986 §7: every helper throws UriError, not TypeError, for hostile input', () => {
    for (const f of [parseHttp, origin, requestTarget, pathSegments] as ((x: never) => unknown)[]) {
      expect(errorOf(() => f('http://\u0000' as never))).toBeInstanceOf(UriError);
    }
  });
});
