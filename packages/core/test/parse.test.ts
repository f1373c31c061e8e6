import { describe, expect, it } from 'vitest';
import {
  isAbsoluteUri,
  isRelativeReference,
  isUri,
  isUriReference,
  parse,
  serialize,
  tryParse,
  type Uri,
  UriError,
} from '../src/index.js';

/** The seven components of a Uri, `undefined` where absent. */
function parts(uri: Uri) {
  return {
    scheme: uri.scheme,
    userinfo: uri.userinfo,
    host: uri.host,
    port: uri.port,
    path: uri.path,
    query: uri.query,
    fragment: uri.fragment,
  };
}

/** The UriError that parsing `input` raises (fails the test when it parses). */
function errorOf(input: string, options?: Parameters<typeof parse>[1]): UriError {
  const r = tryParse(input, options);
  if (r.ok) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  expect(r.error).toBeInstanceOf(UriError);
  expect(r.error.input).toBe(input);
  return r.error;
}

describe('RFC 3986 §3: the component example', () => {
  it('RFC 3986 §3: foo://example.com:8042/over/there?name=ferret#nose', () => {
    const uri = parse('foo://example.com:8042/over/there?name=ferret#nose');
    expect(parts(uri)).toEqual({
      scheme: 'foo',
      userinfo: undefined,
      host: 'example.com',
      port: '8042',
      path: '/over/there',
      query: 'name=ferret',
      fragment: 'nose',
    });
    expect(uri.authority).toBe('example.com:8042');
    expect(uri.portNumber).toBe(8042);
  });

  it('RFC 3986 §3: urn:example:animal:ferret:nose has no authority and a rootless path', () => {
    expect(parts(parse('urn:example:animal:ferret:nose'))).toEqual({
      scheme: 'urn',
      userinfo: undefined,
      host: undefined,
      port: undefined,
      path: 'example:animal:ferret:nose',
      query: undefined,
      fragment: undefined,
    });
  });
});

describe('RFC 3986 §1.1.2: example URIs', () => {
  it.each([
    ['ftp://ftp.is.co.za/rfc/rfc1808.txt', 'ftp', 'ftp.is.co.za', '/rfc/rfc1808.txt'],
    ['http://www.ietf.org/rfc/rfc2396.txt', 'http', 'www.ietf.org', '/rfc/rfc2396.txt'],
    ['ldap://[2001:db8::7]/c=GB?objectClass?one', 'ldap', '2001:db8::7', '/c=GB'],
    ['mailto:John.Doe@example.com', 'mailto', undefined, 'John.Doe@example.com'],
    [
      'news:comp.infosystems.www.servers.unix',
      'news',
      undefined,
      'comp.infosystems.www.servers.unix',
    ],
    ['tel:+1-816-555-1212', 'tel', undefined, '+1-816-555-1212'],
    ['telnet://192.0.2.16:80/', 'telnet', '192.0.2.16', '/'],
    [
      'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
      'urn',
      undefined,
      'oasis:names:specification:docbook:dtd:xml:4.1.2',
    ],
  ])('RFC 3986 §1.1.2: %s', (input, scheme, host, path) => {
    const uri = parse(input, { kind: 'uri' });
    expect(uri.scheme).toBe(scheme);
    expect(uri.host).toBe(host);
    expect(uri.path).toBe(path);
    expect(uri.toString()).toBe(input);
  });

  it('RFC 3986 §1.1.2: the ldap example keeps "?" inside the query', () => {
    const uri = parse('ldap://[2001:db8::7]/c=GB?objectClass?one');
    expect(uri.query).toBe('objectClass?one');
    expect(uri.hostKind).toBe('ipv6');
    expect(uri.hostText).toBe('[2001:db8::7]');
  });

  it('RFC 3986 §1.1.2: telnet://192.0.2.16:80/ has an IPv4 host and port 80', () => {
    const uri = parse('telnet://192.0.2.16:80/');
    expect(uri.hostKind).toBe('ipv4');
    expect(uri.port).toBe('80');
    expect(uri.portNumber).toBe(80);
  });
});

describe('RFC 3986 Appendix B: the component split', () => {
  it('RFC 3986 Appendix B: http://www.ics.uci.edu/pub/ietf/uri/#Related', () => {
    expect(parts(parse('http://www.ics.uci.edu/pub/ietf/uri/#Related'))).toEqual({
      scheme: 'http',
      userinfo: undefined,
      host: 'www.ics.uci.edu',
      port: undefined,
      path: '/pub/ietf/uri/',
      query: undefined,
      fragment: 'Related',
    });
  });
});

describe('RFC 3986 §5.3 / §3: undefined is not empty', () => {
  it('RFC 3986 §3.4: "http://a?" has an empty query, "http://a" has none', () => {
    expect(parse('http://a?').query).toBe('');
    expect(parse('http://a').query).toBeUndefined();
  });
  it('RFC 3986 §3.5: "a#" has an empty fragment', () => {
    expect(parse('a#').fragment).toBe('');
    expect(parse('a').fragment).toBeUndefined();
  });
  it('RFC 3986 §3.2.3: "http://a:/" has an empty port, portNumber undefined', () => {
    const uri = parse('http://a:/');
    expect(uri.port).toBe('');
    expect(uri.portNumber).toBeUndefined();
  });
  it('RFC 3986 §3.2.1: "//@h" has an empty userinfo', () => {
    expect(parse('//@h').userinfo).toBe('');
    expect(parse('//h').userinfo).toBeUndefined();
  });
  it('RFC 3986 §3.2.2: "file:///etc" has an empty host (a reg-name), "file:/etc" has none', () => {
    const withAuthority = parse('file:///etc');
    expect(withAuthority.host).toBe('');
    expect(withAuthority.hostKind).toBe('reg-name');
    expect(parse('file:/etc').host).toBeUndefined();
    expect(parse('file:/etc').hostKind).toBeUndefined();
  });
  it('RFC 3986 §4.2: the empty string is a valid relative reference with an empty path', () => {
    expect(parts(parse(''))).toEqual({
      scheme: undefined,
      userinfo: undefined,
      host: undefined,
      port: undefined,
      path: '',
      query: undefined,
      fragment: undefined,
    });
  });
});

describe('RFC 3986 §3.2.2: host kinds, first match wins', () => {
  it.each([
    ['http://1.2.3.4/', 'ipv4', '1.2.3.4'],
    ['http://255.255.255.255/', 'ipv4', '255.255.255.255'],
    ['http://1.2.3.256/', 'reg-name', '1.2.3.256'],
    ['http://01.2.3.4/', 'reg-name', '01.2.3.4'],
    ['http://1.2.3/', 'reg-name', '1.2.3'],
    ['http://1.2.3.4.5/', 'reg-name', '1.2.3.4.5'],
    ['http://0x7f.1/', 'reg-name', '0x7f.1'],
    ['http://example.com/', 'reg-name', 'example.com'],
    ['http://[::1]/', 'ipv6', '::1'],
    ['http://[v7.x:y]/', 'ipvfuture', 'v7.x:y'],
    ['http://[V7.x]/', 'ipvfuture', 'V7.x'],
  ])('RFC 3986 §3.2.2: %s → %s', (input, kind, host) => {
    const uri = parse(input);
    expect(uri.hostKind).toBe(kind);
    expect(uri.host).toBe(host);
  });

  it('RFC 3986 §3.2.2: reg-name may hold pct-encoded octets and sub-delims', () => {
    const uri = parse("http://a%20b!$&'()*+,;=.c/");
    expect(uri.host).toBe("a%20b!$&'()*+,;=.c");
  });

  it('RFC 3986 §3.2.2: hostText keeps the brackets of an IP-literal', () => {
    expect(parse('//[2001:db8::7]:80').hostText).toBe('[2001:db8::7]');
    expect(parse('//example.com').hostText).toBe('example.com');
  });

  it('RFC 6874: a zone identifier is refused by default and accepted with allowZoneId', () => {
    const e = errorOf('http://[fe80::1%25eth0]/');
    expect(e.code).toBe('ZONE_ID_NOT_ALLOWED');
    expect(e.index).toBe(15);
    const uri = parse('http://[fe80::1%25eth0]/', { allowZoneId: true });
    expect(uri.host).toBe('fe80::1%25eth0');
    expect(uri.hostKind).toBe('ipv6');
    expect(errorOf('http://[fe80::1%25]/', { allowZoneId: true }).code).toBe('INVALID_IPV6');
    expect(errorOf('http://[fe80::1%eth0]/', { allowZoneId: true }).code).toBe('INVALID_IPV6');
  });
});

describe('RFC 3986 §3.3: paths', () => {
  it.each([
    ['http://a', ''],
    ['http://a/', '/'],
    ['mailto:x@y', 'x@y'],
    ['/a/b', '/a/b'],
    ['a/b:c', 'a/b:c'],
    ['./a:b', './a:b'],
    ['a:/b', '/b'],
    ['g;x=1/../y', 'g;x=1/../y'],
  ])('RFC 3986 §3.3: %s has path %s', (input, path) => {
    expect(parse(input).path).toBe(path);
  });

  it('RFC 3986 §3.3: "//" starts an authority, so "///a" has an empty host and path "/a"', () => {
    const uri = parse('///a');
    expect(uri.host).toBe('');
    expect(uri.path).toBe('/a');
  });
});

describe('RFC 3986 §4: kinds of reference', () => {
  it('RFC 3986 §4.1: a URI-reference is a URI or a relative reference', () => {
    expect(isUriReference('http://a/b')).toBe(true);
    expect(isUriReference('../b')).toBe(true);
    expect(isUriReference('//a')).toBe(true);
    expect(isUriReference('a b')).toBe(false);
  });
  it('RFC 3986 §4.2: relative references have no scheme', () => {
    expect(isRelativeReference('//a/b')).toBe(true);
    expect(isRelativeReference('?q')).toBe(true);
    expect(isRelativeReference('#f')).toBe(true);
    expect(isRelativeReference('a:b')).toBe(false);
  });
  it('RFC 3986 §4.3: an absolute-URI has a scheme and no fragment', () => {
    expect(isAbsoluteUri('http://a/b?q')).toBe(true);
    expect(isAbsoluteUri('http://a/b#f')).toBe(false);
    expect(errorOf('http://a/b#f', { kind: 'absolute' })).toMatchObject({
      code: 'UNEXPECTED_FRAGMENT',
      index: 10,
    });
  });
  it('RFC 3986 §3: a URI requires a scheme', () => {
    expect(isUri('a:')).toBe(true);
    expect(isUri('//a')).toBe(false);
    expect(errorOf('//a', { kind: 'uri' })).toMatchObject({ code: 'MISSING_SCHEME', index: 0 });
    expect(errorOf('foo', { kind: 'uri' })).toMatchObject({ code: 'MISSING_SCHEME', index: 3 });
  });
  it('RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), kept as written', () => {
    expect(parse('A+b-C.9:x').scheme).toBe('A+b-C.9');
    expect(errorOf('3ttp://a', { kind: 'uri' })).toMatchObject({
      code: 'INVALID_SCHEME',
      index: 0,
    });
    expect(errorOf('ht_tp://a', { kind: 'uri' })).toMatchObject({
      code: 'INVALID_SCHEME',
      index: 2,
    });
    expect(errorOf(':a', { kind: 'uri' })).toMatchObject({ code: 'INVALID_SCHEME', index: 0 });
  });
  it('RFC 3986 §4.2: a relative reference cannot have ":" in its first segment', () => {
    const e = errorOf('1a:b');
    expect(e.code).toBe('INVALID_SCHEME');
    expect(e.index).toBe(2);
    expect(e.message).toContain('§4.2');
    expect(errorOf(':')).toMatchObject({ code: 'INVALID_SCHEME', index: 0 });
  });
});

describe('RFC 3986 Appendix A: errors carry a code, an index and the rule', () => {
  it.each([
    ['http://a b/', 'INVALID_HOST', 8, 'host'],
    ['http://a/b c', 'INVALID_CHARACTER', 10, 'path'],
    ['http://a/b?c d', 'INVALID_CHARACTER', 12, 'query'],
    ['http://a/b#c#d', 'INVALID_CHARACTER', 12, 'fragment'],
    ['http://a/b#c d', 'INVALID_CHARACTER', 12, 'fragment'],
    ['http://u[@a/', 'INVALID_CHARACTER', 8, 'userinfo'],
    ['http://a:8o/', 'INVALID_PORT', 10, 'port'],
    ['http://a/%zz', 'INVALID_PERCENT_ENCODING', 10, 'path'],
    ['http://a/%4', 'INVALID_PERCENT_ENCODING', 11, 'path'],
    ['http://a/%4z', 'INVALID_PERCENT_ENCODING', 11, 'path'],
    ['http://a%/', 'INVALID_PERCENT_ENCODING', 9, 'host'],
    ['http://[::1/', 'INVALID_IP_LITERAL', 11, 'host'],
    ['http://[]/', 'INVALID_IP_LITERAL', 8, 'host'],
    ['http://[::1]x/', 'INVALID_IP_LITERAL', 12, 'host'],
    ['http://[v1]/', 'INVALID_IPVFUTURE', 10, 'host'],
    ['http://a/é', 'INVALID_CHARACTER', 9, 'path'],
    ['http://a/\u0000', 'INVALID_CHARACTER', 9, 'path'],
    ['http://a\\b', 'INVALID_HOST', 8, 'host'],
  ])('RFC 3986 Appendix A: %j → %s at %d', (input, code, index, component) => {
    const e = errorOf(input);
    expect(e.code).toBe(code);
    expect(e.index).toBe(index);
    expect(e.component).toBe(component);
    expect(e.message).toMatch(/RFC (3986|6874) §/);
    expect(e.message).toContain(`index ${index}`);
  });

  it('RFC 3986 §3.2.3: a "%" in a port is INVALID_PORT at the "%", even in a well-formed escape', () => {
    for (const input of ['http://a:%31/', 'http://a:8%30/', 'http://a:%zz/']) {
      const e = errorOf(input);
      expect([e.code, e.index], input).toEqual(['INVALID_PORT', input.indexOf('%')]);
    }
  });

  // A "%" in a scheme is the fault itself (scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ),
  // §3.1), not a malformed escape: "%2B" is well formed (a defect found by these tests, fixed).
  it('RFC 3986 §3.1: serialize refuses an escape in a scheme as INVALID_SCHEME at the "%"', () => {
    let error: unknown;
    try {
      serialize({ scheme: 'foo%2Bbar', path: 'value' });
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ code: 'INVALID_SCHEME', index: 3 });
  });

  it('RFC 3986 §3.2.2: an invalid IPv6address is INVALID_IPV6 inside the brackets', () => {
    const e = errorOf('http://[1:2:3:4:5:6:7:8:9]/');
    expect(e.code).toBe('INVALID_IPV6');
    expect(e.index).toBeGreaterThanOrEqual(8);
    expect(e.index).toBeLessThanOrEqual(25);
  });

  it('an error message shows a bounded excerpt, even for a megabyte of input', () => {
    const input = `http://a/${'x'.repeat(1_000_000)} `;
    const e = errorOf(input);
    expect(e.index).toBe(input.length - 1);
    expect(e.message.length).toBeLessThan(400);
  });

  it('parse throws the same UriError that tryParse returns', () => {
    expect(() => parse('http://a b')).toThrow(UriError);
    try {
      parse('http://a b');
    } catch (e) {
      expect(e).toMatchObject({ name: 'UriError', code: 'INVALID_HOST', index: 8 });
    }
  });

  it('non-string input is a UriError INVALID_ARGUMENT, never another exception', () => {
    expect(() => parse(42 as unknown as string)).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', index: 0 }),
    );
    const r = tryParse(null as unknown as string);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('INVALID_ARGUMENT');
    expect(() => parse(Object.create(null) as string)).toThrow(UriError);
    expect(isUri(null as unknown as string)).toBe(false);
  });
});

describe('the Uri value', () => {
  it('RFC 3986 §5.3: toString gives back exactly the input', () => {
    for (const s of ['HTTP://A/%7e?', '//@:', '#', '?#', 'x:/.././', 'a:%2F']) {
      expect(parse(s).toString()).toBe(s);
    }
  });

  it('is immutable: components are read-only', () => {
    const uri = parse('http://a/b');
    expect(() => {
      (uri as unknown as { path: string }).path = '/x';
    }).toThrow(TypeError);
    expect(uri.path).toBe('/b');
  });

  it('has no public constructor', () => {
    const Ctor = parse('a:b').constructor as new (...args: unknown[]) => unknown;
    // Nothing but UriError from a public entry (issue 23 E2): INVALID_ARGUMENT, not a TypeError.
    expect(() => new Ctor(Symbol('x'), 'a:b')).toThrow(
      expect.objectContaining({ name: 'UriError', code: 'INVALID_ARGUMENT' }),
    );
  });

  it('with() returns a new validated Uri and leaves the original alone', () => {
    const uri = parse('http://a/b?q#f');
    const next = uri.with({ query: undefined, host: 'example.com', port: 8080 });
    expect(next.toString()).toBe('http://example.com:8080/b#f');
    expect(uri.toString()).toBe('http://a/b?q#f');
    expect(() => uri.with({ path: 'relative' })).toThrow(UriError);
  });

  it('with() keeps an IPvFuture host as an IP-literal', () => {
    const uri = parse('http://[v1.x]/a');
    expect(uri.with({ path: '/b' }).toString()).toBe('http://[v1.x]/b');
  });

  it('equals compares the text; JSON.stringify writes the text', () => {
    expect(parse('a:b').equals(parse('a:b'))).toBe(true);
    expect(parse('a:b').equals(parse('A:b'))).toBe(false);
    expect(JSON.stringify({ u: parse('a:b') })).toBe('{"u":"a:b"}');
  });

  it('isAbsolute tells a URI from a relative reference', () => {
    expect(parse('a:b').isAbsolute).toBe(true);
    expect(parse('b').isAbsolute).toBe(false);
  });
});
