// Security findings of gopher URIs (RFC 1738 §6, RFC 4266 §3): gopher has no finding of its own;
// ports of other services and NUL octets are among the findings every scheme shares (the
// core's URI_…, with the default port 70), reported on every route.
import { check, createRegistry } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { gopher, gopherLegacy } from '../src/index.js';

const registry = createRegistry([gopher]);
const codes = (u: string) => check(registry, u).map((f) => f.code);

describe('RFC 1738 §6: a port other than the default', () => {
  it('reports nothing for the default port, written or not', () => {
    expect(check(registry, 'gopher://example.com/1')).toEqual([]);
    expect(check(registry, 'gopher://example.com:70/1')).toEqual([]);
    expect(check(registry, 'gopher://example.com:/1')).toEqual([]);
  });

  it('notes any other port (URI_NON_DEFAULT_PORT, at the port)', () => {
    const [f] = check(registry, 'gopher://example.com:7070/1');
    expect(f).toEqual({
      code: 'URI_NON_DEFAULT_PORT',
      message: 'RFC 1738 §6: non default port (7070)',
      severity: 'info',
      index: 21,
      component: 'port',
    });
    expect(Object.isFrozen(f)).toBe(true);
  });

  it('gopher aimed at SMTP (the RFC 1738 §6 example) and other services is URI_OTHER_PROTOCOL_PORT, an error', () => {
    // The reserved space (0–1023): SMTP, POP3, NNTP, IMAP, HTTP…
    for (const port of [25, 110, 119, 143, 80, 0, 1023]) {
      expect(codes(`gopher://mail.example.com:${port}/0x`), `${port}`).toEqual([
        'URI_OTHER_PROTOCOL_PORT',
      ]);
    }
    // Line-based services above it that gopher requests are known to reach.
    for (const port of [6667, 6379, 11211, 9000, 3306, 5432, 10050]) {
      expect(codes(`gopher://h:${port}/0x`), `${port}`).toEqual(['URI_OTHER_PROTOCOL_PORT']);
    }
    expect(check(registry, 'gopher://mail.example.com:25/0x')[0]?.severity).toBe('error');
    expect(codes('gopher://h:1024/1')).toEqual(['URI_NON_DEFAULT_PORT']);
  });
});

describe('NUL octets', () => {
  it('RFC 4266 §2.1 allows NUL in a selector; check reports it (URI_ENCODED_CONTROL), where it is', () => {
    const findings = check(registry, 'gopher://h/0a%00b');
    expect(findings).toEqual([
      {
        code: 'URI_ENCODED_CONTROL',
        message: 'RFC 3986 §7.2, §7.3: encoded control (%00)',
        severity: 'error',
        index: 13,
        component: 'path',
      },
    ]);
  });

  it('in the search, the Gopher+ string, or the query part of the gopher-path', () => {
    expect(check(registry, 'gopher://h/7a%09%00')[0]?.index).toBe(16);
    expect(check(registry, 'gopher://h/7a%09b%09%00')[0]?.index).toBe(20);
    expect(check(registry, 'gopher://h/0a?%00')[0]).toMatchObject({
      index: 14,
      component: 'query',
    });
  });

  it("RFC 4266 §2.9: CR LF in the Gopher+ string (a form's data block) is reported too", () => {
    expect(codes('gopher://h/1a%09%09%0D%0A')).toEqual(['URI_ENCODED_CONTROL']);
  });

  it('port and NUL together, in text order', () => {
    expect(codes('gopher://h:25/0%00')).toEqual(['URI_OTHER_PROTOCOL_PORT', 'URI_ENCODED_CONTROL']);
  });
});

describe('the findings route', () => {
  it('check parses first: an invalid gopher URI throws', () => {
    expectUriError(() => check(registry, 'gopher://h/0%0A'), 'GOPHER_INVALID_SELECTOR', 12);
  });

  it('the legacy plugin reports the same findings', () => {
    expect(check(gopherLegacy, 'gopher://h:25/7a?%00').map((f) => f.code)).toEqual([
      'URI_OTHER_PROTOCOL_PORT',
      'URI_ENCODED_CONTROL',
    ]);
  });

  it('RFC 1738 §6: gopher declares no finding of its own (no rule written twice), and lists its errors', () => {
    expect(gopher.definition.findings).toBeUndefined();
    expect(gopher.definition.check).toBeUndefined();
    expect(gopher.definition.errors?.codes).toEqual({
      GOPHER_MISSING_SLASH: 'RFC 4266 §2.1',
      GOPHER_INVALID_TYPE: 'RFC 4266 §2.1',
      GOPHER_INVALID_SELECTOR: 'RFC 4266 §2.1',
      GOPHER_INVALID_SEARCH: 'RFC 1738 §6',
      GOPHER_PLUS_WITHOUT_SEARCH: 'RFC 4266 §2.3',
    });
  });
});
