// Security findings of RFC 1738 §6 and RFC 3986 §7 as data, each with where it is: the core's
// shared findings (URI_…, with the default port 21), then ftp's own.
import { check, createRegistry, type SecurityFinding, type UriFindingCode } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { type FtpFindingCode, ftp } from '../src/index.js';

const registry = createRegistry([ftp]);
/** Each finding as "code:severity@index/component", through both routes (they must agree). */
const found = (text: string): string[] => {
  const findings: readonly SecurityFinding<FtpFindingCode | UriFindingCode>[] = check(ftp, text);
  expect(check(registry, text)).toEqual(findings);
  return findings.map((f) => `${f.code}:${f.severity}@${f.index}/${f.component}`);
};

describe('RFC 1738 §6, RFC 3986 §7: security findings', () => {
  it('RFC 1738 §6 / RFC 3986 §7.5: a password in the URI is the core URI_PASSWORD (warning), at its first character', () => {
    expect(found('ftp://u:secret@h/f')).toEqual(['URI_PASSWORD:warning@8/userinfo']);
    expect(found('ftp://:p@h/')).toEqual(['URI_PASSWORD:warning@7/userinfo']);
    // RFC 3986 §3.2.1: "an empty string after the ':' indicates no password".
    expect(found('ftp://foo:@host.com/')).toEqual([]);
    expect(found('ftp://u@h/f')).toEqual([]);
  });

  it('RFC 1738 §6: an encoded CR, LF or NUL in a command argument is FTP_COMMAND_INJECTION (error), after the core URI_ENCODED_CONTROL', () => {
    expect(found('ftp://h/f%0D%0ADELE%20x')).toEqual([
      'URI_ENCODED_CONTROL:error@9/path',
      'FTP_COMMAND_INJECTION:error@9/path',
    ]);
    expect(found('ftp://u%0A@h/f')).toEqual([
      'URI_ENCODED_CONTROL:error@7/userinfo',
      'FTP_COMMAND_INJECTION:error@7/userinfo',
    ]);
    expect(found('ftp://h/d%00/f')).toContain('FTP_COMMAND_INJECTION:error@9/path');
    expect(found('ftp://h/f%0d')).toContain('FTP_COMMAND_INJECTION:error@9/path');
    // Not in an argument (host, fragment): the core's finding only. Not a line end (TAB,
    // %0B, %0E): nothing.
    expect(found('ftp://h%0A/f#%0D')).toEqual([
      'URI_ENCODED_CONTROL:error@7/host',
      'URI_ENCODED_CONTROL:error@13/fragment',
    ]);
    expect(found('ftp://h/f%09%0B%0E')).toEqual([]);
  });

  it('RFC 1738 §6: a port other than 21 is the core URI_OTHER_PROTOCOL_PORT below 1024, URI_NON_DEFAULT_PORT above', () => {
    expect(found('ftp://h:25/f')).toEqual(['URI_OTHER_PROTOCOL_PORT:error@8/port']);
    expect(found('ftp://h:0/f')).toEqual(['URI_OTHER_PROTOCOL_PORT:error@8/port']);
    expect(found('ftp://h:2121/f')).toEqual(['URI_NON_DEFAULT_PORT:info@8/port']);
    expect(found('ftp://h:21/f')).toEqual([]);
    expect(found('ftp://h:021/f')).toEqual([]);
    expect(found('ftp://h:/f')).toEqual([]);
  });

  it('RFC 1738 §3.2.2: a decoded ".." step is FTP_PARENT_DIRECTORY (warning): CWD .. leaves the directory', () => {
    expect(found('ftp://h/a/../f')).toEqual(['FTP_PARENT_DIRECTORY:warning@10/path']);
    // Escaped, it is the core's URI_ENCODED_DOT_SEGMENT too (RFC 3986 §7.3).
    expect(found('ftp://h/%2E%2E/f')).toEqual([
      'URI_ENCODED_DOT_SEGMENT:error@8/path',
      'FTP_PARENT_DIRECTORY:warning@8/path',
    ]);
    expect(found('ftp://h/pub/%2Fpub%2F..%2Fetc/passwd')).toEqual([
      'URI_ENCODED_DOT_SEGMENT:error@12/path',
      'FTP_PARENT_DIRECTORY:warning@12/path',
    ]);
    expect(found('ftp://h/pub/..')).toEqual(['FTP_PARENT_DIRECTORY:warning@12/path']);
    expect(found('ftp://h/pub/..;type=d')).toEqual(['FTP_PARENT_DIRECTORY:warning@12/path']);
    expect(found('ftp://h/..a/b../...')).toEqual([]);
    expect(found('ftp://h/..a/b../.../%2E')).toEqual(['URI_ENCODED_DOT_SEGMENT:error@20/path']);
  });

  it('RFC 1738 §6: findings add up in a fixed order, are frozen, and each message starts with its rule', () => {
    const findings = check(ftp, 'ftp://u:p@h:23/../x%0A');
    expect(findings.map((f) => `${f.code}@${f.index}`)).toEqual([
      'URI_PASSWORD@8',
      'URI_OTHER_PROTOCOL_PORT@12',
      'URI_ENCODED_CONTROL@19',
      'FTP_COMMAND_INJECTION@19',
      'FTP_PARENT_DIRECTORY@15',
    ]);
    expect(Object.isFrozen(findings)).toBe(true);
    for (const f of findings) {
      expect(Object.isFrozen(f)).toBe(true);
      expect(f.message).toMatch(/^RFC \d+ §/);
    }
    for (const f of findings.slice(3)) expect(f.message).toMatch(/^RFC 1738 §(6|3\.2\.2): /);
    expect(check(ftp, 'ftp://ftp.is.co.za/rfc/rfc1808.txt')).toEqual([]);
  });

  it('RFC 1738 §3.2: check parses first and throws the UriError of an invalid ftp URI', () => {
    expectUriError(() => check(ftp, 'ftp://h/a?q'), 'FTP_QUERY_NOT_ALLOWED', 9);
    expectUriError(() => check(registry, 'ftp:x'), 'MISSING_AUTHORITY', 4);
  });
});
