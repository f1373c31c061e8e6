// Issue 23, S4: a typecode in parts is one of "a", "i", "d" (RFC 1738 §3.2.2); any other value
// would be written after ";type=" and read back as more of the url-path, steering the commands.
import { UriError } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commands, type FtpParts, ftp } from '../src/index.js';

const base = { host: 'h', directories: ['pub'], name: 'f' } as const;
const withCode = (typecode: unknown): FtpParts => ({ ...base, typecode }) as FtpParts;

describe('issue 23 S4: the typecode of parts (RFC 1738 §3.2.2)', () => {
  it('RFC 1738 §3.2.2: a typecode holding a path is FTP_INVALID_TYPECODE, never CWD .. commands', () => {
    // Before: CWD pub, CWD f;type=a, CWD .., CWD .., CWD etc, RETR passwd.
    const parts = withCode('a/../../etc/passwd');
    expectUriError(() => commands(parts), 'FTP_INVALID_TYPECODE', 0);
    expectUriError(() => ftp.format(parts), 'FTP_INVALID_TYPECODE', 0);
  });

  it('RFC 1738 §3.2.2: a typecode holding another ";type=" is FTP_INVALID_TYPECODE, never another name', () => {
    // Before: ftp://h/pub/f;type=d;type=a, read as the name "f;type=d" with typecode "a".
    expectUriError(() => ftp.format(withCode('d;type=a')), 'FTP_INVALID_TYPECODE', 0);
    expectUriError(() => commands(withCode('d;type=a')), 'FTP_INVALID_TYPECODE', 0);
  });

  it('RFC 1738 §3.2.2, §5: parts hold the typecode in lower case; "A", "", " a" and other types are refused', () => {
    for (const bad of ['A', 'I', 'D', '', ' a', 'a ', 'ai', 'x', 0, 1, true, null, {}, ['a']]) {
      expectUriError(() => ftp.format(withCode(bad)), 'FTP_INVALID_TYPECODE', 0);
    }
    // The three codes (§3.2.2) and an absent one are written as before.
    expect(ftp.format(withCode(undefined)).toString()).toBe('ftp://h/pub/f');
    expect(ftp.format(withCode('a')).toString()).toBe('ftp://h/pub/f;type=a');
    expect(ftp.format(withCode('i')).toString()).toBe('ftp://h/pub/f;type=i');
    expect(ftp.format(withCode('d')).toString()).toBe('ftp://h/pub/f;type=d');
    expect(commands(withCode('d')).map((c) => c.command)).toEqual(['CWD', 'NLST']);
  });

  it('RFC 1738 §3.2.2: for every string or value as typecode, format refuses it or writes exactly the parts given', () => {
    const typecode = fc.oneof(
      fc.constantFrom('a', 'i', 'd', 'A', 'I', 'D', 'a;type=d', 'a/../x', 'a%2F', 'a?', 'a#'),
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.string({
        unit: fc.constantFrom('a', 'i', 'd', ';', '/', '=', 't', '%', '.'),
        maxLength: 8,
      }),
      fc.anything(),
    );
    fc.assert(
      fc.property(typecode, (code) => {
        const parts = withCode(code);
        const valid = code === undefined || code === 'a' || code === 'i' || code === 'd';
        try {
          const uri = ftp.format(parts);
          expect(valid).toBe(true);
          // What is written reads back as the same directories, name and typecode.
          const back = ftp.parse(uri);
          expect([back.directories, back.name, back.typecode]).toEqual([['pub'], 'f', code]);
          const sent = commands(parts);
          expect(sent.filter((c) => c.command === 'CWD').map((c) => c.argument)).toEqual(['pub']);
        } catch (e) {
          expect(e).toBeInstanceOf(UriError);
          expect(valid).toBe(false);
          expect((e as UriError).code).toBe('FTP_INVALID_TYPECODE');
        }
      }),
      { numRuns: 2000 },
    );
  });
});
