// toPath / fromPath: RFC 8089 Appendix D (system-specific operations), Appendix E.2 (drive
// letters), E.3 (UNC strings), Appendix C (Win32 namespaces), §5 (reserved names), §4 (UTF-8),
// §3 (only local files map to local paths).
import { parse } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { type FilePlatform, file, fromPath, toPath } from '../src/index.js';

const posix = { platform: 'posix' } as const;
const win32 = { platform: 'win32' } as const;

describe('the platform (issue 7: a default, and no silent POSIX)', () => {
  it('RFC 8089 Appendix D: without options, toPath and fromPath use the running platform', () => {
    const running: FilePlatform = process.platform === 'win32' ? 'win32' : 'posix';
    expect(toPath('file:///C:/a/b')).toBe(toPath('file:///C:/a/b', { platform: running }));
    expect(toPath('file:///C:/a/b', {})).toBe(toPath('file:///C:/a/b', { platform: running }));
    expect(fromPath(running === 'win32' ? 'C:\\a' : '/a').toString()).toBe(
      running === 'win32' ? 'file:///C:/a' : 'file:///a',
    );
  });

  it('RFC 8089 Appendix D: an unknown platform name is INVALID_ARGUMENT, never POSIX', () => {
    for (const platform of ['darwin', 'linux', 'Win32', '', 'posix ']) {
      const options = { platform } as unknown as { platform: FilePlatform };
      expect(expectUriError(() => toPath('file:///x', options), 'INVALID_ARGUMENT', 0).input).toBe(
        platform,
      );
      expectUriError(() => fromPath('/x', options), 'INVALID_ARGUMENT', 0);
    }
  });

  it('urikit: a path that is not text is INVALID_ARGUMENT, never a TypeError', () => {
    for (const path of [null, undefined, 5, {}, ['/x'], Symbol('/x')]) {
      expectUriError(() => fromPath(path as never, { platform: 'posix' }), 'INVALID_ARGUMENT', 0);
    }
  });
});

describe('toPath on POSIX (RFC 8089 Appendix D.1)', () => {
  it('RFC 8089 Appendix B: the three local forms give "/path/to/file"', () => {
    for (const uri of [
      'file:///path/to/file',
      'file:/path/to/file',
      'file://localhost/path/to/file',
    ]) {
      expect(toPath(uri, posix)).toBe('/path/to/file');
    }
  });

  it('RFC 8089 Appendix D.1: "file:///" is the root "/", a trailing "/" stays', () => {
    expect(toPath('file:///', posix)).toBe('/');
    expect(toPath('file:///a/', posix)).toBe('/a/');
    expect(toPath('file:///a//b', posix)).toBe('/a//b');
  });

  it('RFC 8089 §4: segments are percent-decoded UTF-8', () => {
    expect(toPath('file:///tmp/a%20b/caf%C3%A9', posix)).toBe('/tmp/a b/café');
    expect(toPath('file:///%3F%23%25', posix)).toBe('/?#%');
  });

  it('RFC 8089 Appendix D.1: POSIX has no drive letters: "/C:/x" is a name "C:", and no device names', () => {
    expect(toPath('file:///C:/x', posix)).toBe('/C:/x');
    expect(toPath('file:c:/x', posix)).toBe('/c:/x');
    expect(toPath('file:///C:', posix)).toBe('/C:');
    expect(toPath('file:///C:/CON/a:b', posix)).toBe('/C:/CON/a:b');
  });

  it('RFC 8089 Appendix D.1: a backslash is an ordinary POSIX name character', () => {
    expect(toPath('file:///a%5Cb', posix)).toBe('/a\\b');
  });

  it('RFC 3986 §3.5: the fragment is not part of the file name', () => {
    expect(toPath('file:///a.html#top', posix)).toBe('/a.html');
  });

  it('RFC 8089 §2: a Uri and parts are accepted as well as text', () => {
    expect(toPath(parse('file:///x'), posix)).toBe('/x');
    expect(toPath({ host: '', segments: ['a b'] }, posix)).toBe('/a b');
  });

  it('RFC 8089 §3: a non-local file URI has no POSIX path (FILE_REMOTE_HOST, at the host)', () => {
    const e = expectUriError(
      () => toPath('file://host.example.com/x', posix),
      'FILE_REMOTE_HOST',
      7,
    );
    expect(e.component).toBe('host');
    expectUriError(() => toPath('file:////server/x', posix), 'FILE_REMOTE_HOST', 9);
  });

  it('RFC 3986 §7.3: "%2F" cannot be part of a POSIX name (FILE_ENCODED_SEPARATOR, at the escape)', () => {
    const e = expectUriError(() => toPath('file:///a/b%2fc', posix), 'FILE_ENCODED_SEPARATOR', 11);
    expect(e.component).toBe('path');
  });

  it('RFC 3986 §7.3: "%00" cannot be part of a name (FILE_NUL, at the escape)', () => {
    expectUriError(() => toPath('file:///a%00', posix), 'FILE_NUL', 9);
  });

  it('RFC 8089 §2: there is no query in a file URI; "?" in a name is "%3F" (FILE_QUERY, at the "?")', () => {
    const e = expectUriError(() => toPath('file:///a?b', posix), 'FILE_QUERY', 9);
    expect(e.component).toBe('query');
  });

  it('RFC 8089 §2: a URI that is not a file URI fails as in file.parse', () => {
    expectUriError(() => toPath('file://h:1/x', posix), 'FILE_PORT_NOT_ALLOWED', 8);
    expectUriError(() => toPath('http://h/x', posix), 'WRONG_SCHEME', 0);
  });
});

describe('toPath on Windows (RFC 8089 Appendix D.2, E.2, E.3)', () => {
  it('RFC 8089 Appendix D.2: the drive letter is the first segment', () => {
    expect(toPath('file:///C:/Program%20Files/x.txt', win32)).toBe('C:\\Program Files\\x.txt');
    expect(toPath('file:c:/path/to/file', win32)).toBe('c:\\path\\to\\file');
  });

  it('RFC 8089 E.2.2: "file:///c|/path/to/file" gives "c:\\path\\to\\file"', () => {
    expect(toPath('file:///c|/path/to/file', win32)).toBe('c:\\path\\to\\file');
  });

  it('RFC 8089 E.2: "/C:/" and a bare "/C:" are the root of the drive', () => {
    expect(toPath('file:///C:/', win32)).toBe('C:\\');
    expect(toPath('file:///C:', win32)).toBe('C:\\');
  });

  it('RFC 3986 §2.3, §6.2.2.2: an encoded drive letter is the same drive: toPath("file:/%43:") is toPath("file:/C:")', () => {
    expect(toPath('file:/%43:', win32)).toBe(toPath('file:/C:', win32));
    expect(toPath('file:/%43:', win32)).toBe('C:\\');
    expect(toPath('file:///%63:/x', win32)).toBe('c:\\x');
  });

  it('RFC 8089 E.3.1: a host is the UNC server ("\\\\host.example.com\\Share\\path\\to\\file.txt")', () => {
    expect(toPath('file://host.example.com/Share/path/to/file.txt', win32)).toBe(
      '\\\\host.example.com\\Share\\path\\to\\file.txt',
    );
  });

  it('RFC 8089 E.3.2: the UNC-in-path forms give the same UNC string', () => {
    expect(toPath('file:////host.example.com/path/to/file', win32)).toBe(
      '\\\\host.example.com\\path\\to\\file',
    );
    expect(toPath('file://///host.example.com/path/to/file', win32)).toBe(
      '\\\\host.example.com\\path\\to\\file',
    );
    expect(toPath('file:////localhost/c$/x', win32)).toBe('\\\\localhost\\c$\\x');
  });

  it('RFC 8089 E.2, E.3.1: a drive letter after a host follows the UNC server ("\\\\server\\C:\\x")', () => {
    expect(toPath('file://server/C:/x', win32)).toBe('\\\\server\\C:\\x');
    expect(toPath('file://server/C:', win32)).toBe('\\\\server\\C:');
    expect(fromPath('\\\\server\\C:\\x', win32).toString()).toBe('file://server/C:/x');
  });

  it('RFC 8089 §2: "localhost" is local: no UNC server', () => {
    expect(toPath('file://localhost/C:/x', win32)).toBe('C:\\x');
  });

  it('RFC 8089 Appendix D.2: a path without a drive is rooted on the current drive', () => {
    expect(toPath('file:///foo/bar', win32)).toBe('\\foo\\bar');
    expect(toPath('file:///', win32)).toBe('\\');
  });

  it('RFC 8089 §4: a percent-encoded UNC server name is decoded', () => {
    expect(toPath('file://h%C3%A9/s/x', win32)).toBe('\\\\hé\\s\\x');
  });

  it('RFC 3986 §7.3: "%5C" and "%2F" cannot be part of a Windows name (at the escape; a NUL in the same name first)', () => {
    expectUriError(() => toPath('file:///C:/a%5cb', win32), 'FILE_ENCODED_SEPARATOR', 12);
    expectUriError(() => toPath('file:///C:/a%2Fb', win32), 'FILE_ENCODED_SEPARATOR', 12);
    expectUriError(() => toPath('file:///C:/a%00', win32), 'FILE_NUL', 12);
    expectUriError(() => toPath('file:///C:/a/b%5Cc%2Fd', win32), 'FILE_ENCODED_SEPARATOR', 14);
    expectUriError(() => toPath('file:///C:/a%2Fb%00', win32), 'FILE_NUL', 16);
    expectUriError(() => toPath('file:///C:/a%2Fb/%00', win32), 'FILE_ENCODED_SEPARATOR', 12);
    expectUriError(() => toPath('file://a%5Cb/s', win32), 'FILE_ENCODED_SEPARATOR', 8);
  });
});

// Issue 10: results in a Win32 namespace (RFC 8089 Appendix C defines no mapping for them, and
// fromPath refuses them), Windows device names and NTFS data streams (RFC 8089 §5).
describe('toPath on Windows refuses Win32 namespaces, device names and data streams', () => {
  it('RFC 8089 Appendix C: "file://./x", "file:////./COM1", "file://%3F/C:/x" would be "\\\\.\\…" or "\\\\?\\…"', () => {
    for (const [uri, index, component] of [
      ['file://./x', 7, 'host'],
      ['file:////./COM1', 9, 'path'],
      ['file://%3F/C:/x', 7, 'host'],
      ['file://///./x', 10, 'path'],
      ['file://../x', 7, 'host'],
      ['file://%2E/x', 7, 'host'],
    ] as const) {
      const e = expectUriError(() => toPath(uri, win32), 'FILE_DEVICE_NAMESPACE', index);
      expect([uri, e.component]).toEqual([uri, component]);
    }
  });

  it('RFC 8089 Appendix C: no result of toPath starts a Win32 namespace ("\\\\.\\", "\\\\?\\", "\\??\\")', () => {
    expectUriError(() => toPath('file:///%3F%3F/C:/x', win32), 'FILE_RESERVED_NAME', 8);
    expectUriError(() => toPath('file:///%5C%5C.%5Cx', win32), 'FILE_ENCODED_SEPARATOR', 8);
    expectUriError(() => toPath('file:////%3F/UNC/x', win32), 'FILE_DEVICE_NAMESPACE', 9);
    for (const uri of ['file:///.//./x', 'file:/.//./x', 'file://.%20/x', 'file:///./%3F/x']) {
      let path = '';
      try {
        path = toPath(uri, win32);
      } catch (e) {
        path = (e as Error).name;
      }
      expect([uri, /^\\\\[.?]\\|^\\\?\?\\/.test(path)]).toEqual([uri, false]);
    }
  });

  it('RFC 8089 §5: device names, in any case and with an extension, are FILE_RESERVED_NAME', () => {
    for (const name of [
      'CON',
      'NUL',
      'COM1.txt',
      'LPT1',
      'prn',
      'Aux.c',
      'nul.tar.gz',
      'CON%20.txt',
      'conout$',
      'COM%C2%B9',
    ]) {
      expectUriError(() => toPath(`file:///C:/dir/${name}`, win32), 'FILE_RESERVED_NAME', 15);
    }
    expectUriError(() => toPath('file://server/share/CON', win32), 'FILE_RESERVED_NAME', 20);
    for (const name of ['CONSOLE', 'COM10', 'LPT', 'xnul', 'con-x', 'a.con']) {
      expect(toPath(`file:///C:/${name}`, win32)).toBe(`C:\\${name}`);
    }
  });

  it('RFC 8089 §5: ":" in a name (an NTFS alternate data stream) is FILE_RESERVED_NAME', () => {
    expectUriError(() => toPath('file:///C:/a/b.txt:stream', win32), 'FILE_RESERVED_NAME', 13);
    expectUriError(() => toPath('file:///C:/a/b.txt::$DATA', win32), 'FILE_RESERVED_NAME', 13);
    expectUriError(() => toPath('file:///C:/a/b.txt%3Astream', win32), 'FILE_RESERVED_NAME', 13);
    // A first segment "c:" written c%3A is a name, not a drive: on Windows it cannot be one.
    expectUriError(() => toPath('file:///c%3A/x', win32), 'FILE_RESERVED_NAME', 8);
  });

  it('RFC 8089 §5: <>"|?* and control characters cannot be in a Windows name', () => {
    for (const name of ['a%3Cb', 'a%3E', '%22', 'a%7Cb', 'a%3Fb', 'a*b', 'a%01b', 'a%1F']) {
      expectUriError(() => toPath(`file:///C:/${name}`, win32), 'FILE_RESERVED_NAME', 11);
    }
  });
});

describe('fromPath on POSIX (RFC 8089 §2, §4, Appendix D.1)', () => {
  const uri = (path: string) => fromPath(path, posix).toString();

  it('RFC 8089 Appendix B: an absolute path gives the traditional form "file:///…"', () => {
    expect(uri('/path/to/file')).toBe('file:///path/to/file');
    expect(uri('/')).toBe('file:///');
    expect(uri('/a/')).toBe('file:///a/');
  });

  it('RFC 3986 §3.3: what a segment cannot hold is percent-encoded ("#", "?", "%", space)', () => {
    expect(uri('/tmp/a b#1?x%.txt')).toBe('file:///tmp/a%20b%231%3Fx%25.txt');
  });

  it('RFC 8089 §4: non-ASCII is UTF-8, then percent-encoded', () => {
    expect(uri('/café')).toBe('file:///caf%C3%A9');
  });

  it('RFC 8089 Appendix D.2: a first segment "C:" maps to the drive-letter segment', () => {
    expect(uri('/C:/x')).toBe('file:///C:/x');
    expect(uri('/C:')).toBe('file:///C:');
  });

  it('RFC 8089 §2: a relative path has no file URI (FILE_INVALID_PATH)', () => {
    for (const path of ['a/b', '', './a', '~/a']) {
      expectUriError(() => fromPath(path, posix), 'FILE_INVALID_PATH', 0);
    }
  });

  it('RFC 3986 §7.3: a NUL cannot be put in a file URI (FILE_NUL)', () => {
    expectUriError(() => fromPath('/a\0b', posix), 'FILE_NUL', 2);
  });

  it('RFC 8089 §2: "//x" would start with an empty segment (FILE_PATH_NOT_ABSOLUTE)', () => {
    expectUriError(() => fromPath('//x', posix), 'FILE_PATH_NOT_ABSOLUTE');
  });
});

describe('fromPath on Windows (RFC 8089 Appendix D.2, E.2, E.3.1, Appendix C)', () => {
  const uri = (path: string) => fromPath(path, win32).toString();

  it('RFC 8089 Appendix D.2: "C:\\Users\\me" and "C:/Users/me" give "file:///C:/Users/me"', () => {
    expect(uri('C:\\Users\\me')).toBe('file:///C:/Users/me');
    expect(uri('C:/Users/me')).toBe('file:///C:/Users/me');
    expect(uri('c:\\')).toBe('file:///c:/');
  });

  it('RFC 8089 E.3.1: "\\\\host.example.com\\Share\\path\\to\\file.txt" → "file://host.example.com/Share/path/to/file.txt"', () => {
    expect(uri('\\\\host.example.com\\Share\\path\\to\\file.txt')).toBe(
      'file://host.example.com/Share/path/to/file.txt',
    );
  });

  it('RFC 8089 E.3.2: the UNC server "localhost" is written in the path, not as local', () => {
    expect(uri('\\\\localhost\\c$\\x')).toBe('file:////localhost/c$/x');
  });

  it('RFC 8089 Appendix D.2: a rooted path without a drive', () => {
    expect(uri('\\foo\\bar')).toBe('file:///foo/bar');
  });

  it('RFC 3986 §3.3: names are percent-encoded ("%", space, "#")', () => {
    expect(uri('C:\\a b\\100%#1')).toBe('file:///C:/a%20b/100%25%231');
  });

  it('RFC 8089 Appendix C: Win32 namespaces ("\\\\?\\", "\\\\.\\") are not mapped (FILE_INVALID_PATH)', () => {
    for (const path of ['\\\\?\\C:\\x', '\\\\.\\COM1', '\\\\?\\UNC\\server\\share', '//./x']) {
      expectUriError(() => fromPath(path, win32), 'FILE_INVALID_PATH', 0);
    }
  });

  it('RFC 8089 §2: relative and drive-relative paths are refused (FILE_INVALID_PATH)', () => {
    for (const path of ['C:', 'C:foo', 'foo\\bar', '\\\\server', '\\\\\\x', '']) {
      expectUriError(() => fromPath(path, win32), 'FILE_INVALID_PATH', 0);
    }
  });

  it('RFC 8089 E.3.1: a server name is encoded as a reg-name (RFC 3986 §3.2.2)', () => {
    expect(uri('\\\\my server\\s')).toBe('file://my%20server/s');
    expect(toPath(uri('\\\\my server\\s'), win32)).toBe('\\\\my server\\s');
  });

  it('RFC 8089 §2: what fromPath gives is a file URI of the plugin (it re-parses)', () => {
    expect(file.parse(fromPath('C:\\a', win32))).toEqual({
      host: '',
      drive: 'C',
      segments: ['a'],
      query: undefined,
      fragment: undefined,
    });
  });
});
