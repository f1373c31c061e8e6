// RFC 6455 (The WebSocket Protocol) §3 WebSocket URIs, §4.1 the client's opening handshake,
// §10.6 confidentiality, read with RFC 3986. Expected values come from the RFC text cited in
// each test name.
import { check, createRegistry, resolve, resolveWith } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { hostHeader, parseWs, resourceName, toEndpoint, ws, wss } from '../src/index.js';

const registry = createRegistry([ws, wss]);

describe('RFC 6455 §3: ws-URI = "ws:" "//" host [ ":" port ] path [ "?" query ]', () => {
  it('RFC 6455 §4.1 item 2: ws://example.com/chat has host example.com and path /chat', () => {
    const p = ws.parse('ws://example.com/chat');
    expect(p).toEqual({ host: 'example.com', path: '/chat', secure: false });
    expect(p.port).toBeUndefined();
    expect(p.query).toBeUndefined();
    expect(Object.isFrozen(p)).toBe(true);
  });

  it('RFC 6455 §3: port, path-abempty and query as written (RFC 3986 §3.2.3, §3.3, §3.4)', () => {
    expect(wss.parse('wss://[2001:DB8::1]:8443/a%2Fb/c?x=1&y')).toEqual({
      host: '[2001:DB8::1]',
      port: 8443,
      path: '/a%2Fb/c',
      query: 'x=1&y',
      secure: true,
    });
    expect(ws.parse('ws://h').path).toBe('');
    expect(ws.parse('ws://h/?').query).toBe('');
  });

  it('RFC 6455 §3: "the default for "ws" is port 80, while the default for "wss" is port 443"', () => {
    expect(ws.defaultPort).toBe(80);
    expect(wss.defaultPort).toBe(443);
    // The port part is the one written; the default applies where it is absent.
    expect(ws.parse('ws://h:80/').port).toBe(80);
    expect(toEndpoint('ws://h/').port).toBe(80);
    expect(toEndpoint('wss://h/').port).toBe(443);
    expect(toEndpoint('wss://h:80/').port).toBe(80);
  });

  it('RFC 6455 §3: the URI is "secure" if the scheme matches "wss" case-insensitively', () => {
    expect(parseWs('WSS://h/').secure).toBe(true);
    expect(parseWs('wSs://h/').secure).toBe(true);
    expect(parseWs('Ws://h/').secure).toBe(false);
    expect(ws.name).toBe('ws');
    expect(wss.name).toBe('wss');
  });

  it('RFC 6455 §3: the host is required (RFC 3986 §3.2.2 host, a client needs one to connect, §4.1)', () => {
    expectUriError(() => ws.parse('ws:/chat'), 'MISSING_AUTHORITY', 3);
    expectUriError(() => ws.parse('ws:///chat'), 'EMPTY_HOST', 5);
    expectUriError(() => wss.parse('wss://:443/'), 'EMPTY_HOST', 6);
  });

  it('RFC 6455 §3: the grammar has no userinfo; one is refused at its first character', () => {
    const e = expectUriError(
      () => ws.parse('ws://user:pw@example.com/'),
      'USERINFO_NOT_ALLOWED',
      5,
    );
    expect(e.message).toMatch(/^RFC 6455 §3/);
    expectUriError(() => wss.parse('wss://@example.com/'), 'USERINFO_NOT_ALLOWED', 6);
  });

  it('RFC 6455 §3: "Fragment identifiers … MUST NOT be used on these URIs": refused at the "#"', () => {
    const e = expectUriError(
      () => ws.parse('ws://example.com/chat#top'),
      'WS_FRAGMENT_NOT_ALLOWED',
      21,
    );
    expect(e.message).toMatch(/^RFC 6455 §3: fragment not allowed/);
    expectUriError(() => wss.parse('wss://h#'), 'WS_FRAGMENT_NOT_ALLOWED', 7);
    expectUriError(() => registry.normalize('ws://h/?q#'), 'WS_FRAGMENT_NOT_ALLOWED', 9);
    expectUriError(() => registry.equivalent('ws://h/#a', 'ws://h/'), 'WS_FRAGMENT_NOT_ALLOWED', 7);
  });

  it('RFC 6455 §3: "#" not starting a fragment "MUST be escaped as %23"', () => {
    expect(ws.parse('ws://h/a%23b').path).toBe('/a%23b');
    expect(resourceName('ws://h/a%23b?c%23')).toBe('/a%23b?c%23');
  });

  it('RFC 6455 §3: a port above 65535 is refused (RFC 9293 §3.1)', () => {
    expectUriError(() => ws.parse('ws://h:65536/'), 'PORT_OUT_OF_RANGE', 7);
  });
});

describe('RFC 6455 §3: the resource name', () => {
  it('RFC 6455 §3: "/" if the path is empty, the path, "?" and the query if it is non-empty', () => {
    expect(resourceName('ws://example.com')).toBe('/');
    expect(resourceName('ws://example.com/chat')).toBe('/chat');
    expect(resourceName('ws://example.com?a=1')).toBe('/?a=1');
    expect(resourceName('wss://example.com/a/b?c')).toBe('/a/b?c');
    // "?" only "if the query component is non-empty".
    expect(resourceName('ws://example.com/chat?')).toBe('/chat');
  });

  it('RFC 6455 §4.1 item 2: "ws://example.com/chat" gives the request line "GET /chat HTTP/1.1"', () => {
    expect(`GET ${resourceName('ws://example.com/chat')} HTTP/1.1`).toBe('GET /chat HTTP/1.1');
  });

  it('takes text, a Uri and parts alike; parts are checked as format checks them', () => {
    const uri = registry.parse('ws://h/x?y').uri;
    expect(resourceName(uri)).toBe('/x?y');
    expect(resourceName({ host: 'h', path: '/x', query: 'y', secure: false })).toBe('/x?y');
    expect(resourceName({ host: 'h', path: '', secure: true })).toBe('/');
    expectUriError(
      () => resourceName({ host: 'h', path: 'x', secure: false }),
      'INVALID_COMPOSITION',
    );
    expectUriError(
      () => resourceName({ host: 'h', path: '/\r\nX', secure: false }),
      'INVALID_CHARACTER',
    );
    expectUriError(() => resourceName(42 as never), 'INVALID_ARGUMENT');
    expectUriError(() => resourceName('http://h/'), 'WRONG_SCHEME', 0);
  });
});

describe('RFC 6455 §4.1: the opening handshake', () => {
  it('RFC 6455 §1.2, §4.1 item 4: ws://server.example.com/chat gives Host server.example.com, resource /chat', () => {
    expect(hostHeader('ws://server.example.com/chat')).toBe('server.example.com');
    expect(resourceName('ws://server.example.com/chat')).toBe('/chat');
    expect(toEndpoint('ws://server.example.com/chat')).toEqual({
      host: 'server.example.com',
      port: 80,
      resourceName: '/chat',
      secure: false,
      hostHeader: 'server.example.com',
    });
  });

  it('RFC 6455 §4.1 item 4: ":" port only "when not using the default port"', () => {
    expect(hostHeader('ws://example.com:80/')).toBe('example.com');
    expect(hostHeader('ws://example.com:443/')).toBe('example.com:443');
    expect(hostHeader('wss://example.com:443/')).toBe('example.com');
    expect(hostHeader('wss://example.com:80/')).toBe('example.com:80');
    expect(hostHeader('ws://example.com:8080/')).toBe('example.com:8080');
    expect(hostHeader('ws://example.com:/')).toBe('example.com');
  });

  it('RFC 6455 §4.1 item 4, RFC 3986 §3.2.2: an IPv6 host keeps its brackets in Host, not in /host/', () => {
    expect(hostHeader('wss://[2001:DB8:0:0::1]:8443/')).toBe('[2001:db8::1]:8443');
    expect(toEndpoint('ws://[::1]/').host).toBe('::1');
    expect(hostHeader('ws://Example.COM/')).toBe('example.com');
  });

  it('RFC 6455 §4.1: the endpoint is frozen', () => {
    expect(Object.isFrozen(toEndpoint('wss://h/'))).toBe(true);
  });
});

describe('RFC 3986 §6.2.3: normalization and equivalence (as http, RFC 9110 §4.2.3)', () => {
  it('RFC 3986 §6.2.2, §6.2.3: case, unreserved escapes, the default port, an empty path', () => {
    expect(registry.normalize('WS://Example.COM:80').toString()).toBe('ws://example.com/');
    expect(registry.normalize('wss://example.com:443/%7Ea/./b').toString()).toBe(
      'wss://example.com/~a/b',
    );
    expect(registry.normalize('wss://h:80/').toString()).toBe('wss://h:80/');
    expect(registry.equivalent('ws://example.com', 'ws://EXAMPLE.com:80/')).toBe(true);
  });

  it('RFC 3986 §6.2.3: ws and wss URIs are never equivalent; an empty query stays', () => {
    expect(registry.equivalent('ws://h/', 'wss://h/')).toBe(false);
    expect(registry.equivalent('ws://h:443/', 'wss://h/')).toBe(false);
    expect(registry.equivalent('ws://h/?', 'ws://h/')).toBe(false);
  });

  it('RFC 3986 §5.2: ws URIs are hierarchical; a fragment-only reference makes a URI §3 refuses', () => {
    expect(ws.hierarchical).toBe(true);
    expect(resolveWith(registry, 'ws://h/a/b', '../c?d').toString()).toBe('ws://h/c?d');
    expect(resolve('ws://h/a', '#f').toString()).toBe('ws://h/a#f');
    expectUriError(() => resolveWith(registry, 'ws://h/a', '#f'), 'WS_FRAGMENT_NOT_ALLOWED', 8);
  });
});

describe('format', () => {
  it('RFC 6455 §3: the secure flag chooses the scheme; each plugin writes its own', () => {
    expect(
      ws.format({ host: 'h', port: 8080, path: '/a', query: 'b', secure: false }).toString(),
    ).toBe('ws://h:8080/a?b');
    expect(wss.format({ host: '[::1]', path: '', secure: true }).toString()).toBe('wss://[::1]');
    expectUriError(
      () => ws.format({ host: 'h', path: '', secure: true } as never),
      'INVALID_ARGUMENT',
    );
    expectUriError(() => ws.format({ host: '::1', path: '', secure: false }), 'INVALID_HOST');
    expectUriError(() => ws.format({ host: '', path: '', secure: false }), 'EMPTY_HOST');
  });
});

describe('RFC 6455 §10.6: security findings', () => {
  it('RFC 6455 §10.6: a ws URI to a host that is not loopback is cleartext (a warning)', () => {
    const [f, ...rest] = check(registry, 'ws://example.com/chat');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({
      code: 'WS_CLEARTEXT',
      severity: 'warning',
      index: 0,
      component: 'scheme',
    });
    expect(f?.message).toMatch(/^RFC 6455 §10\.6: cleartext/);
  });

  it('RFC 6455 §10.6: wss is never cleartext; ws to a loopback host stays on the machine', () => {
    expect(check(registry, 'wss://example.com/')).toEqual([]);
    // Loopback in any spelling is the core's URI_LOOPBACK (RFC 1122 §3.2.1.3, RFC 6761 §6.3).
    for (const u of [
      'ws://127.0.0.1/',
      'ws://127.8.9.10/',
      'ws://[::1]/',
      'ws://localhost/',
      'ws://0x7f.1/',
    ]) {
      const codes = check(registry, u).map((x) => x.code);
      expect(codes, u).toContain('URI_LOOPBACK');
      expect(codes, u).not.toContain('WS_CLEARTEXT');
    }
    expect(check(registry, 'ws://10.0.0.1/').map((x) => x.code)).toEqual([
      'URI_PRIVATE_ADDRESS',
      'WS_CLEARTEXT',
    ]);
  });
});
