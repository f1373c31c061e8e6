// RFC 4248 (telnet URI scheme), RFC 1738 §3.1, §3.8, §5, §6 and RFC 3986, on the RFCs' own
// example URIs. Expected values come from the RFC text cited in each test name.
import { check, createRegistry, parse, relativizeWith, resolve, resolveWith } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { telnet, toSession } from '../src/index.js';

const registry = createRegistry([telnet]);

describe('parse', () => {
  it('RFC 3986 §1.1.2: telnet://192.0.2.16:80/ is a telnet URI with an IPv4 host and port 80', () => {
    expect(telnet.parse('telnet://192.0.2.16:80/')).toEqual({
      user: undefined,
      password: undefined,
      host: '192.0.2.16',
      port: 80,
      fragment: undefined,
    });
  });

  it('RFC 4248 §2: telnet://<user>:<password>@<host>:<port>/ gives each part', () => {
    const p = telnet.parse('telnet://user:password@host:23/');
    expect(p).toEqual({ user: 'user', password: 'password', host: 'host', port: 23 });
    expect(Object.isFrozen(p)).toBe(true);
  });

  it('RFC 4248 §2: the final "/" may be omitted; the port defaults to 23', () => {
    expect(telnet.parse('telnet://host')).toEqual(telnet.parse('telnet://host/'));
    expect(telnet.parse('telnet://host').port).toBeUndefined();
    expect(telnet.defaultPort).toBe(23);
    expect(toSession('telnet://host').port).toBe(23);
  });

  it('RFC 4248 §2: ":<password>" can be omitted, as well as the whole "<user>:<password>" part', () => {
    expect(telnet.parse('telnet://user@host/')).toEqual({ user: 'user', host: 'host' });
    expect(telnet.parse('telnet://user@host/').password).toBeUndefined();
    expect(telnet.parse('telnet://host/').user).toBeUndefined();
  });

  it('RFC 1738 §3.1: an empty user name or password is different from no user name or password', () => {
    // The RFC's own examples are ftp URLs; §3.1 is the common syntax telnet uses (§3.8).
    expect(telnet.parse('telnet://@host.com/').user).toBe('');
    expect(telnet.parse('telnet://@host.com/').password).toBeUndefined();
    expect(telnet.parse('telnet://host.com/').user).toBeUndefined();
    expect(telnet.parse('telnet://foo:@host.com/')).toEqual({
      user: 'foo',
      password: '',
      host: 'host.com',
    });
  });

  it('RFC 1738 §3.1: user and password are percent-decoded (strict UTF-8, RFC 3986 §2.5)', () => {
    const p = telnet.parse('telnet://a%3Ab%40c:d%2Fe%25f%C3%A9@h/');
    expect(p.user).toBe('a:b@c');
    expect(p.password).toBe('d/e%fé');
    expectUriError(() => telnet.parse('telnet://u:%C3@h/'), 'INVALID_UTF8', 11);
  });

  it('RFC 3986 §3.2.2: the host stays as written, an IP-literal with its brackets', () => {
    expect(telnet.parse('telnet://Host.EXAMPLE/').host).toBe('Host.EXAMPLE');
    expect(telnet.parse('telnet://[2001:DB8::1]:992/').host).toBe('[2001:DB8::1]');
  });

  it('RFC 3986 §3.5: the fragment is kept as written', () => {
    expect(telnet.parse('telnet://h/#a%20b').fragment).toBe('a%20b');
    expect(telnet.parse('telnet://h/#').fragment).toBe('');
  });

  it('RFC 1738 §5 port = digits vs RFC 3986 §3.2.3 port = *DIGIT: "telnet://h:/" is accepted, port absent', () => {
    expect(telnet.parse('telnet://h:/').port).toBeUndefined();
    expect(registry.normalize('telnet://h:/').toString()).toBe('telnet://h/');
  });
});

describe('errors', () => {
  it('RFC 1738 §5 telneturl = "telnet://" login [ "/" ]: any other path is refused at its first character', () => {
    expectUriError(() => telnet.parse('telnet://h/x'), 'TELNET_INVALID_PATH', 11);
    expectUriError(() => telnet.parse('telnet://u@[::1]:23//'), 'TELNET_INVALID_PATH', 20);
    // What the normal form would decode (%2E is "."), the input's own offset still names.
    expectUriError(() => registry.normalize('telnet://h/%2E'), 'TELNET_INVALID_PATH', 11);
  });

  it('RFC 1738 §5, RFC 4248 §2: a telnet URL has no query; the "?" is the offence', () => {
    expectUriError(() => telnet.parse('telnet://h?'), 'TELNET_QUERY_NOT_ALLOWED', 10);
    expectUriError(() => telnet.parse('telnet://h/?login=x'), 'TELNET_QUERY_NOT_ALLOWED', 11);
  });

  it('RFC 1738 §6 (Rec.): a decoded CR, LF or NUL in user or password is refused at its "%"', () => {
    expectUriError(() => telnet.parse('telnet://root%0D%0Arm@h/'), 'TELNET_CONTROL_CHARACTER', 13);
    expectUriError(() => telnet.parse('telnet://u:p%0A@h/'), 'TELNET_CONTROL_CHARACTER', 12);
    expectUriError(() => telnet.parse('telnet://u:%00@h/'), 'TELNET_CONTROL_CHARACTER', 11);
    expectUriError(() => telnet.parse('telnet://u%0d@h/'), 'TELNET_CONTROL_CHARACTER', 10);
    // Other octets of the same shape are not controls: %0B is VT, %30 is "0", %D0%B0 is "а".
    expect(telnet.parse('telnet://a%0B%30%D0%B0@h/').user).toBe('a\u000b0а');
    // format checks what it writes with parse.
    expectUriError(() => telnet.format({ user: 'u\r\nx', host: 'h' }), 'TELNET_CONTROL_CHARACTER');
  });

  it('RFC 1738 §3.1: the authority is required and its host non-empty; RFC 9293 §3.1 port range', () => {
    expectUriError(() => telnet.parse('telnet:/h'), 'MISSING_AUTHORITY');
    expectUriError(() => telnet.parse('telnet://u@/'), 'EMPTY_HOST', 11);
    expectUriError(() => telnet.parse('telnet://h:99999'), 'PORT_OUT_OF_RANGE', 11);
    expectUriError(() => telnet.parse('http://h/'), 'WRONG_SCHEME', 0);
  });
});

describe('format', () => {
  it('RFC 1738 §3.1: ":", "@" and "/" in user and password are encoded; the canonical "/" is written', () => {
    const uri = telnet.format({ user: 'a:b@c/d', password: 'e:f@g/h%', host: 'h' });
    expect(uri.toString()).toBe('telnet://a%3Ab%40c%2Fd:e%3Af%40g%2Fh%25@h/');
    expect(telnet.parse(uri)).toEqual({ user: 'a:b@c/d', password: 'e:f@g/h%', host: 'h' });
  });

  it('RFC 1738 §3.1: empty and absent user and password are written apart', () => {
    expect(telnet.format({ user: '', host: 'h' }).toString()).toBe('telnet://@h/');
    expect(telnet.format({ user: 'u', password: '', host: 'h' }).toString()).toBe('telnet://u:@h/');
    expect(telnet.format({ host: 'h', port: 23, fragment: '' }).toString()).toBe('telnet://h:23/#');
    // RFC 1738 §3.1: a password cannot be given without a user.
    expectUriError(() => telnet.format({ password: 'p', host: 'h' }), 'INVALID_ARGUMENT');
  });

  it('RFC 3986 §3.2.1: non-ASCII user names are written as UTF-8 escapes', () => {
    expect(telnet.format({ user: 'José', host: '[::1]' }).toString()).toBe(
      'telnet://Jos%C3%A9@[::1]/',
    );
  });
});

describe('normalization and equivalence', () => {
  it('RFC 4248 §2 (Rec.): a missing path equals "/", and the normal form writes "/"', () => {
    expect(registry.normalize('telnet://h').toString()).toBe('telnet://h/');
    expect(registry.equivalent('telnet://h', 'telnet://h/')).toBe(true);
    const report = registry.normalizeWithReport('telnet://h');
    expect(report.changed).toContain('scheme');
  });

  it('RFC 3986 §6.2.2.1, §6.2.3: host case and ":23" are the core\'s; userinfo case is kept', () => {
    expect(registry.normalize('TELNET://Guest@HOST.Example:23').toString()).toBe(
      'telnet://Guest@host.example/',
    );
    expect(registry.equivalent('telnet://Guest@h/', 'telnet://guest@h/')).toBe(false);
  });

  it('RFC 1738 §3.1: empty and absent user or password stay distinct', () => {
    expect(registry.equivalent('telnet://@h/', 'telnet://h/')).toBe(false);
    expect(registry.equivalent('telnet://u:@h/', 'telnet://u@h/')).toBe(false);
    expect(registry.normalize('telnet://@h').toString()).toBe('telnet://@h/');
    expect(registry.normalize('telnet://u:@h').toString()).toBe('telnet://u:@h/');
  });

  it('RFC 1738 §3.1, §5: only ":", "@" and "/" are reserved in a login, so other escapes are the same user', () => {
    expect(registry.normalize('telnet://a%3bb%3D:%26@h/').toString()).toBe('telnet://a;b=:&@h/');
    expect(registry.equivalent('telnet://a%3Bb@h/', 'telnet://a;b@h/')).toBe(true);
    // An escaped ":" is part of the user; a literal one starts the password.
    expect(registry.equivalent('telnet://a%3Ab@h/', 'telnet://a:b@h/')).toBe(false);
    expect(registry.normalize('telnet://a%3ab@h/').toString()).toBe('telnet://a%3Ab@h/');
  });

  it('RFC 1738 §3.1: a raw ":" after the first belongs to the password (RFC 3986 §3.2.1); the normal form writes %3A, as format does', () => {
    expect(telnet.parse('telnet://u:p:w@h/').password).toBe('p:w');
    expect(registry.normalize('telnet://u:p:w@h/').toString()).toBe('telnet://u:p%3Aw@h/');
    expect(registry.equivalent('telnet://u:p:w@h/', 'telnet://u:p%3Aw@h/')).toBe(true);
  });

  it('RFC 1738 §3.1: the normal form of any login is the userinfo format writes for its parts', () => {
    const token = fc.constantFrom(
      'a',
      'B',
      ':',
      '%3A',
      '%3a',
      '%40',
      '%2F',
      '%3B',
      ';',
      '%26',
      '%41',
      '%C3%A9',
      '%25',
      '%20',
      '!',
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 8 }), (tokens) => {
        const text = `telnet://${tokens.join('')}@h/`;
        const once = registry.normalize(text);
        expect(once.userinfo).toBe(telnet.format(telnet.parse(once)).userinfo);
        expect(registry.equivalent(telnet.format(telnet.parse(text)), text)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('RFC 3986 §6.1: fragments count unless ignored', () => {
    expect(registry.equivalent('telnet://h/#a', 'telnet://h/')).toBe(false);
    expect(registry.equivalent('telnet://h/#a', 'telnet://h', { ignoreFragment: true })).toBe(true);
  });

  it('RFC 1738 §2.3: telnet is not hierarchical; registry resolution refuses, the generic one stays', () => {
    expect(telnet.hierarchical).toBe(false);
    expectUriError(() => resolveWith(registry, 'telnet://h/', 'x'), 'NOT_HIERARCHICAL');
    expect(resolveWith(registry, 'telnet://h/', '//other/').toString()).toBe('telnet://other/');
    expect(resolve(parse('telnet://h/'), 'x').toString()).toBe('telnet://h/x');
    expect(relativizeWith(registry, 'telnet://h/', 'telnet://H:23/#f').toString()).toBe(
      'telnet://H:23/#f',
    );
  });
});

describe('security', () => {
  it('RFC 4248 §3: every telnet URI gets the cleartext finding (info)', () => {
    const [f, ...rest] = check(registry, 'telnet://h/');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ code: 'TELNET_CLEARTEXT', severity: 'info', index: 0 });
    expect(f?.message).toMatch(/^RFC 4248 §3: cleartext/);
  });

  it('RFC 3986 §3.2.1, RFC 1738 §6: a password is the core URI_PASSWORD at its first character; an empty one is none', () => {
    const password = check(registry, 'telnet://user:secret@h/').find((f) =>
      f.code.endsWith('WORD'),
    );
    expect(password).toMatchObject({
      code: 'URI_PASSWORD',
      severity: 'warning',
      index: 14,
      component: 'userinfo',
    });
    expect(password?.message).toMatch(/^RFC 3986 §7\.5: password/);
    // §3.2.1: "unless the data after the colon is the empty string (indicating no password)".
    expect(check(registry, 'telnet://user:@h/').map((f) => f.code)).toEqual(['TELNET_CLEARTEXT']);
  });

  it('RFC 1738 §6, RFC 3986 §7.2: a port other than 23 is the core URI_OTHER_PROTOCOL_PORT below 1024 (error), URI_NON_DEFAULT_PORT above (info)', () => {
    const [f] = check(registry, 'telnet://192.0.2.16:80/');
    expect(f).toMatchObject({ code: 'URI_OTHER_PROTOCOL_PORT', severity: 'error', index: 20 });
    expect(f?.message).toBe('RFC 3986 §7.2: other protocol port (80)');
    const [g] = check(registry, 'telnet://h:2323');
    expect(g).toMatchObject({ code: 'URI_NON_DEFAULT_PORT', severity: 'info', index: 11 });
    expect(check(registry, 'telnet://h:23').map((x) => x.code)).toEqual(['TELNET_CLEARTEXT']);
  });

  it("RFC 3986 §7: findings are frozen: the shared ones in the order of the text, then telnet's", () => {
    const all = check(registry, 'telnet://u:p@h:25/');
    expect(all.map((f) => f.code)).toEqual([
      'URI_PASSWORD',
      'URI_OTHER_PROTOCOL_PORT',
      'TELNET_CLEARTEXT',
    ]);
    expect(all.map((f) => f.index)).toEqual([11, 15, 0]);
    expect(Object.isFrozen(all)).toBe(true);
  });
});

describe('protocol mapping', () => {
  it('RFC 4248 §2: the session target is host and port (23 by default), the login only a hint', () => {
    expect(toSession('telnet://joe:pw@host.example:2323/')).toEqual({
      host: 'host.example',
      port: 2323,
      loginHint: { user: 'joe', password: 'pw' },
    });
    expect(toSession('telnet://host.example').loginHint).toBeUndefined();
    expect(toSession('telnet://@h').loginHint).toEqual({ user: '', password: undefined });
  });

  it('RFC 3986 §3.2.2: an IP-literal is connected to without its brackets', () => {
    expect(toSession(parse('telnet://[2001:db8::1]/')).host).toBe('2001:db8::1');
    expect(toSession('telnet://192.0.2.16:80/')).toEqual({
      host: '192.0.2.16',
      port: 80,
      loginHint: undefined,
    });
  });

  it('RFC 1738 §6: parts holding CR, LF or NUL are refused, never turned into a session', () => {
    expectUriError(
      () => toSession({ host: 'h', user: 'u', password: 'p\r\nrm -rf' }),
      'TELNET_CONTROL_CHARACTER',
    );
    expectUriError(() => toSession({ host: 'h', user: '\0' }), 'TELNET_CONTROL_CHARACTER');
    expect(toSession({ host: 'h', user: 'u' }).loginHint).toEqual({
      user: 'u',
      password: undefined,
    });
  });

  it('RFC 3986 §3.1: a URI of another scheme is refused', () => {
    expectUriError(() => toSession('ssh://h/'), 'WRONG_SCHEME');
    expect(Object.isFrozen(toSession('telnet://u@h').loginHint)).toBe(true);
  });
});
