// The README's examples, exactly as written there, with the results it states.
import { createRegistry, parse, type Uri } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import {
  type FilePathOptions,
  type FilePlatform,
  file,
  fromPath,
  parseFile,
  toPath,
} from '../src/index.js';

describe('README examples (RFC 8089)', () => {
  it('RFC 8089 §2: a registry with the file plugin; localhost is this machine', () => {
    const registry = createRegistry([file]);
    const { parts } = registry.parse('file://localhost/etc/hosts');
    expect(parts.host).toBe('');
    expect(parts.segments).toEqual(['etc', 'hosts']);
  });

  it('RFC 8089 E.2, E.2.2: parseFile reads drive letters', () => {
    expect(parseFile('file:///C:/Program%20Files/app.exe')).toEqual({
      host: '',
      drive: 'C',
      segments: ['Program Files', 'app.exe'],
      query: undefined,
      fragment: undefined,
    });
    expect(parseFile('file:///c|/old/style').drive).toBe('c');
  });

  it('RFC 8089 Appendix D: toPath', () => {
    expect(toPath('file:///etc/hosts', { platform: 'posix' })).toBe('/etc/hosts');
    expect(toPath('file:///C:/Program%20Files/app.exe', { platform: 'win32' })).toBe(
      'C:\\Program Files\\app.exe',
    );
    expect(toPath('file://server/share/a.txt', { platform: 'win32' })).toBe(
      '\\\\server\\share\\a.txt',
    );
  });

  it('RFC 8089 Appendix D, E.3.1: fromPath', () => {
    expect(fromPath('/tmp/a b#1.txt', { platform: 'posix' }).toString()).toBe(
      'file:///tmp/a%20b%231.txt',
    );
    expect(fromPath('C:\\Users\\me', { platform: 'win32' }).toString()).toBe('file:///C:/Users/me');
    expect(fromPath('\\\\server\\share\\x', { platform: 'win32' }).toString()).toBe(
      'file://server/share/x',
    );
  });

  it('RFC 8089 §2, RFC 3986 §6.2.3, RFC 8089 §3: format, normalize, check', () => {
    expect(file.format({ host: '', drive: 'C', segments: ['a b'] }).toString()).toBe(
      'file:///C:/a%20b',
    );
    expect(file.normalize?.(parse('FILE://LocalHost/etc/x')).toString()).toBe('file:///etc/x');
    expect(file.check?.(parse('file://fileserver/share/x'))).toEqual([
      {
        code: 'FILE_REMOTE_HOST',
        message: 'RFC 8089 §3: remote host',
        severity: 'warning',
      },
    ]);
  });

  it('RFC 8089 §2: no default port, hierarchical', () => {
    expect(file.defaultPort).toBeUndefined();
    expect(file.hierarchical).toBe(true);
  });

  it('README path table (RFC 8089 Appendix D, RFC 3986 §7.3)', () => {
    const rows: [string, string, string][] = [
      ['file:///etc/hosts', '/etc/hosts', '\\etc\\hosts'],
      ['file:///C:/x', '/C:/x', 'C:\\x'],
      ['file:///C:', '/C:', 'C:\\'],
      ['file://server/share/x', 'FILE_REMOTE_HOST', '\\\\server\\share\\x'],
      ['file://server/C:/x', 'FILE_REMOTE_HOST', '\\\\server\\C:\\x'],
      ['file:///a%2Fb', 'FILE_ENCODED_SEPARATOR', 'FILE_ENCODED_SEPARATOR'],
      ['file:///a%5Cb', '/a\\b', 'FILE_ENCODED_SEPARATOR'],
      ['file:///a?b', 'FILE_QUERY', 'FILE_QUERY'],
    ];
    const run = (uri: string | Uri, platform: 'posix' | 'win32') => {
      try {
        return toPath(uri, { platform });
      } catch (e) {
        return (e as { code: string }).code;
      }
    };
    for (const [uri, posix, win32] of rows) {
      expect([uri, run(uri, 'posix'), run(uri, 'win32')]).toEqual([uri, posix, win32]);
    }
  });

  it('RFC 8089 §2, Appendix D, E.2, E.3: the TSDoc examples of src/index.ts', () => {
    expect(parseFile('file:///C:/Program%20Files/a.txt')).toEqual({
      host: '',
      drive: 'C',
      segments: ['Program Files', 'a.txt'],
      query: undefined,
      fragment: undefined,
    });
    expect(parseFile('file://server/share/x').host).toBe('server');
    const platform: FilePlatform = 'win32';
    const options: FilePathOptions = { platform: 'posix' };
    expect([platform, options.platform]).toEqual(['win32', 'posix']);
    expect(createRegistry([file]).parse('file://localhost/etc/hosts').parts.segments).toEqual([
      'etc',
      'hosts',
    ]);
    expect(parseFile('file:c:/path/to/file').drive).toBe('c');
    expect(parseFile('file:////host.example.com/x').host).toBe('host.example.com');
    expect(() => parseFile('file://h:80/x')).toThrow(
      expect.objectContaining({ code: 'FILE_PORT_NOT_ALLOWED' }),
    );
    expect(toPath('file:///etc/hosts', { platform: 'posix' })).toBe('/etc/hosts');
    expect(toPath('file:///C:/Program%20Files/x', { platform: 'win32' })).toBe(
      'C:\\Program Files\\x',
    );
    expect(toPath('file://server/share/x.txt', { platform: 'win32' })).toBe(
      '\\\\server\\share\\x.txt',
    );
    expect(() => toPath('file://server/share/x.txt', { platform: 'posix' })).toThrow(
      expect.objectContaining({ code: 'FILE_REMOTE_HOST' }),
    );
  });
});
