// Security findings of RFC 1738 §6 and RFC 3986 §7 as data, each with where it is.
import { createRegistry, type SecurityFinding } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { type FtpFindingCode, ftp } from '../src/index.js';

const registry = createRegistry([ftp]);
/** Each finding as "code:severity@index/component", through both routes (they must agree). */
const found = (text: string): string[] => {
  const findings: readonly SecurityFinding<FtpFindingCode>[] = ftp.check(text);
  expect(registry.check(text)).toEqual(findings);
  return findings.map((f) => `${f.code}:${f.severity}@${f.index}/${f.component}`);
};

describe('RFC 1738 §6, RFC 3986 §7: security findings', () => {
  it('RFC 1738 §6 / RFC 3986 §7.5: a password in the URI is FTP_PASSWORD (warning), at its ":"', () => {
    expect(found('ftp://u:secret@h/f')).toEqual(['FTP_PASSWORD:warning@7/userinfo']);
    expect(found('ftp://foo:@host.com/')).toEqual(['FTP_PASSWORD:warning@9/userinfo']);
    expect(found('ftp://:p@h/')).toEqual(['FTP_PASSWORD:warning@6/userinfo']);
    expect(found('ftp://u@h/f')).toEqual([]);
  });

  it('RFC 1738 §6: an encoded CR, LF or NUL in a command argument is FTP_COMMAND_INJECTION (error), at the first', () => {
    expect(found('ftp://h/f%0D%0ADELE%20x')).toEqual(['FTP_COMMAND_INJECTION:error@9/path']);
    expect(found('ftp://u%0A@h/f')).toEqual(['FTP_COMMAND_INJECTION:error@7/userinfo']);
    expect(found('ftp://h/d%00/f')).toEqual(['FTP_COMMAND_INJECTION:error@9/path']);
    expect(found('ftp://h/f%0d')).toEqual(['FTP_COMMAND_INJECTION:error@9/path']);
    // Not in an argument (host, fragment), or not a line end (TAB, %0B, %0E).
    expect(found('ftp://h%0A/f#%0D')).toEqual([]);
    expect(found('ftp://h/f%09%0B%0E')).toEqual([]);
  });

  it('RFC 1738 §6: a port below 1024 other than 21 is FTP_WELL_KNOWN_PORT (warning), at the port', () => {
    expect(found('ftp://h:25/f')).toEqual(['FTP_WELL_KNOWN_PORT:warning@8/port']);
    expect(found('ftp://h:0/f')).toEqual(['FTP_WELL_KNOWN_PORT:warning@8/port']);
    expect(found('ftp://h:21/f')).toEqual([]);
    expect(found('ftp://h:021/f')).toEqual([]);
    expect(found('ftp://h:1024/f')).toEqual([]);
    expect(found('ftp://h:/f')).toEqual([]);
  });

  it('RFC 1738 §3.2.2: a decoded ".." step is FTP_PARENT_DIRECTORY (warning): CWD .. leaves the directory', () => {
    expect(found('ftp://h/a/../f')).toEqual(['FTP_PARENT_DIRECTORY:warning@10/path']);
    expect(found('ftp://h/%2E%2E/f')).toEqual(['FTP_PARENT_DIRECTORY:warning@8/path']);
    expect(found('ftp://h/pub/%2Fpub%2F..%2Fetc/passwd')).toEqual([
      'FTP_PARENT_DIRECTORY:warning@12/path',
    ]);
    expect(found('ftp://h/pub/..')).toEqual(['FTP_PARENT_DIRECTORY:warning@12/path']);
    expect(found('ftp://h/pub/..;type=d')).toEqual(['FTP_PARENT_DIRECTORY:warning@12/path']);
    expect(found('ftp://h/..a/b../.../%2E')).toEqual([]);
  });

  it('RFC 1738 §6: findings add up in a fixed order, are frozen, and each message starts with its rule', () => {
    const findings = ftp.check('ftp://u:p@h:23/../x%0A');
    expect(findings.map((f) => `${f.code}@${f.index}`)).toEqual([
      'FTP_PASSWORD@7',
      'FTP_COMMAND_INJECTION@19',
      'FTP_WELL_KNOWN_PORT@12',
      'FTP_PARENT_DIRECTORY@15',
    ]);
    expect(Object.isFrozen(findings)).toBe(true);
    for (const f of findings) {
      expect(Object.isFrozen(f)).toBe(true);
      expect(f.message).toMatch(/^RFC 1738 §(6|3\.2\.2): /);
    }
    expect(ftp.check('ftp://ftp.is.co.za/rfc/rfc1808.txt')).toEqual([]);
  });

  it('RFC 1738 §3.2: check parses first and throws the UriError of an invalid ftp URI', () => {
    expectUriError(() => ftp.check('ftp://h/a?q'), 'FTP_QUERY_NOT_ALLOWED', 9);
    expectUriError(() => registry.check('ftp:x'), 'MISSING_AUTHORITY', 4);
  });
});
