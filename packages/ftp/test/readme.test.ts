// The examples of README.md, as written there: they must keep working.
import { createRegistry, parse } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import {
  commands,
  type FtpCommand,
  type FtpCommandOptions,
  type FtpTypecode,
  ftp,
  parseFtp,
} from '../src/index.js';

describe('README examples (RFC 1738 §3.2)', () => {
  it('RFC 1738 §3.2.2: parse through a registry', () => {
    const registry = createRegistry([ftp]);
    const { parts } = registry.parse('ftp://myname@host.dom/%2Fetc/motd;type=a');
    expect(parts).toEqual({
      user: 'myname',
      password: undefined,
      host: 'host.dom',
      port: undefined,
      directories: ['/etc'],
      name: 'motd',
      typecode: 'a',
      fragment: undefined,
    });
  });

  it('RFC 1738 §3.1: parseFtp, empty user vs no user', () => {
    expect(parseFtp('ftp://@host.com/').user).toBe('');
    expect(parseFtp('ftp://host.com/').user).toBe(undefined);
    expect(parseFtp('ftp://foo:@host.com/').password).toBe('');
  });

  it('RFC 1738 §3.2.1, §3.2.2: commands', () => {
    expect(commands('ftp://myname@host.dom//etc/motd')).toEqual([
      { command: 'USER', argument: 'myname' },
      { command: 'CWD', argument: '' },
      { command: 'CWD', argument: 'etc' },
      { command: 'RETR', argument: 'motd' },
    ]);
    expect(
      commands('ftp://ftp.example.org/pub/;type=d', {
        anonymous: { password: 'me@example.org' },
      }),
    ).toEqual([
      { command: 'USER', argument: 'anonymous' },
      { command: 'PASS', argument: 'me@example.org' },
      { command: 'CWD', argument: 'pub' },
      { command: 'NLST' },
    ]);
  });

  it('RFC 1738 §3.2.2: format escapes "/" and ";"', () => {
    expect(
      ftp
        .format({ host: 'host.dom', directories: ['/etc', 'a;b'], name: 'motd', typecode: 'i' })
        .toString(),
    ).toBe('ftp://host.dom/%2Fetc/a%3Bb/motd;type=i');
  });

  it('RFC 3986 §6.2.3: normalize hook', () => {
    expect(ftp.normalize?.(parse('FTP://Host.Example:21/pub/f;type=I')).toString()).toBe(
      'ftp://host.example/pub/f;type=i',
    );
    expect(ftp.normalize?.(parse('ftp://host.example')).toString()).toBe('ftp://host.example/');
  });

  it('RFC 1738 §6: check', () => {
    expect(ftp.check?.(parse('ftp://u:secret@h:25/a%0D%0ADELE%20x'))).toEqual([
      {
        code: 'FTP_PASSWORD',
        severity: 'warning',
        message: 'RFC 1738 §6: password',
      },
      {
        code: 'FTP_COMMAND_INJECTION',
        severity: 'error',
        message: 'RFC 1738 §6: command injection',
      },
      {
        code: 'FTP_WELL_KNOWN_PORT',
        severity: 'warning',
        message: 'RFC 1738 §6: well known port',
      },
    ]);
  });

  it('RFC 1738 §3.2: the TSDoc examples of src/index.ts', () => {
    const registry = createRegistry([ftp]);
    expect(registry.parse('ftp://ftp.is.co.za/rfc/rfc1808.txt').parts.directories).toEqual(['rfc']);
    expect(ftp.format({ host: 'host.dom', directories: ['/etc'], name: 'motd' }).toString()).toBe(
      'ftp://host.dom/%2Fetc/motd',
    );
    expect(ftp.normalize?.(parse('FTP://Host.COM:21')).toString()).toBe('ftp://host.com/');
    expect(parseFtp('ftp://myname@host.dom/%2Fetc/motd')).toEqual({
      user: 'myname',
      password: undefined,
      host: 'host.dom',
      port: undefined,
      directories: ['/etc'],
      name: 'motd',
      typecode: undefined,
      fragment: undefined,
    });
    expect(parseFtp('ftp://info.cern.ch/pub/www/doc;type=d').typecode).toBe('d');
    expect(
      commands('ftp://host.dom/pub/;type=d', { anonymous: { password: 'me@example.org' } }),
    ).toEqual([
      { command: 'USER', argument: 'anonymous' },
      { command: 'PASS', argument: 'me@example.org' },
      { command: 'CWD', argument: 'pub' },
      { command: 'NLST' },
    ]);
  });

  it('RFC 1738 §3.2.2: the TSDoc examples of the types', () => {
    const code: FtpTypecode | undefined = parseFtp('ftp://h/f.zip;type=I').typecode;
    expect(code).toBe('i');
    const [first]: readonly FtpCommand[] = commands('ftp://h/pub/f;type=a');
    expect(first).toEqual({ command: 'CWD', argument: 'pub' });
    const options: FtpCommandOptions = { anonymous: { password: 'me@example.org' } };
    expect(commands('ftp://h/f', options)).toEqual([
      { command: 'USER', argument: 'anonymous' },
      { command: 'PASS', argument: 'me@example.org' },
      { command: 'RETR', argument: 'f' },
    ]);
  });
});
