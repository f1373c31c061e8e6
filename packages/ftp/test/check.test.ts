// The check hook: security findings of RFC 1738 §6 and RFC 3986 §7 as data.
import { parse, type SecurityFinding, UriError } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import { ftp } from '../src/index.js';

const check = (text: string): readonly SecurityFinding[] => {
  if (ftp.check === undefined) throw new Error('the ftp plugin has a check hook');
  return ftp.check(parse(text));
};
const codes = (text: string) => check(text).map((f) => `${f.code}:${f.severity}`);

describe('RFC 1738 §6, RFC 3986 §7: security findings', () => {
  it('RFC 1738 §6 / RFC 3986 §7.5: a password in the URI is FTP_PASSWORD (warning)', () => {
    expect(codes('ftp://u:secret@h/f')).toEqual(['FTP_PASSWORD:warning']);
    expect(codes('ftp://foo:@host.com/')).toEqual(['FTP_PASSWORD:warning']);
    expect(codes('ftp://u@h/f')).toEqual([]);
  });

  it('RFC 1738 §6: a decoded CR, LF or NUL in a command argument is FTP_COMMAND_INJECTION (error)', () => {
    expect(codes('ftp://h/f%0D%0ADELE%20x')).toEqual(['FTP_COMMAND_INJECTION:error']);
    expect(codes('ftp://u%0A@h/f')).toEqual(['FTP_COMMAND_INJECTION:error']);
    expect(codes('ftp://h/d%00/f')).toEqual(['FTP_COMMAND_INJECTION:error']);
    expect(codes('ftp://h/f%09')).toEqual([]);
  });

  it('RFC 1738 §6: a non-default port below 1024 is FTP_WELL_KNOWN_PORT (warning)', () => {
    expect(codes('ftp://h:25/f')).toEqual(['FTP_WELL_KNOWN_PORT:warning']);
    expect(codes('ftp://h:0/f')).toEqual(['FTP_WELL_KNOWN_PORT:warning']);
    expect(codes('ftp://h:21/f')).toEqual([]);
    expect(codes('ftp://h:1024/f')).toEqual([]);
  });

  it('RFC 1738 §3.2.2: a decoded ".." path step is FTP_PARENT_DIRECTORY (warning): CWD .. leaves the directory', () => {
    expect(codes('ftp://h/a/../f')).toEqual(['FTP_PARENT_DIRECTORY:warning']);
    expect(codes('ftp://h/%2E%2E/f')).toEqual(['FTP_PARENT_DIRECTORY:warning']);
    expect(codes('ftp://h/%2Fpub%2F..%2Fetc/passwd')).toEqual(['FTP_PARENT_DIRECTORY:warning']);
    expect(codes('ftp://h/pub/..')).toEqual(['FTP_PARENT_DIRECTORY:warning']);
    expect(codes('ftp://h/..a/b..')).toEqual([]);
  });

  it('RFC 1738 §6: findings add up, are frozen, and each message names its section', () => {
    const findings = check('ftp://u:p@h:23/../x%0A');
    expect(findings.map((f) => f.code)).toEqual([
      'FTP_PASSWORD',
      'FTP_COMMAND_INJECTION',
      'FTP_WELL_KNOWN_PORT',
      'FTP_PARENT_DIRECTORY',
    ]);
    expect(Object.isFrozen(findings)).toBe(true);
    for (const f of findings) {
      expect(Object.isFrozen(f)).toBe(true);
      expect(f.message).toMatch(/RFC \d+ §\d/);
    }
    expect(check('ftp://ftp.is.co.za/rfc/rfc1808.txt')).toEqual([]);
  });

  it('RFC 1738 §3.2: check reads the URI first and throws its UriError when it is not a valid ftp URI', () => {
    expect(() => check('ftp://h/a?q')).toThrow(UriError);
  });
});
