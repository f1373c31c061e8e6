// toPath / fromPath: RFC 8089 Appendix D (system-specific operations), Appendix E.2 (drive
// letters), E.3 (UNC strings), §4 (UTF-8), §3 (only local files map to local paths).
import { parse, UriError } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import { fromPath, toPath } from '../src/index.js';

const posix = { platform: 'posix' } as const;
const win32 = { platform: 'win32' } as const;

function errorOf(fn: () => unknown): UriError {
  try {
    fn();
  } catch (e) {
    if (e instanceof UriError) return e;
    throw e;
  }
  throw new Error('expected a UriError');
}

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

  it('RFC 8089 Appendix D.1: a tilde is just a tilde', () => {
    expect(toPath('file:///~/x', posix)).toBe('/~/x');
  });

  it('RFC 8089 Appendix D.1: POSIX has no drive letters: "/C:/x" is a name "C:"', () => {
    expect(toPath('file:///C:/x', posix)).toBe('/C:/x');
    expect(toPath('file:c:/x', posix)).toBe('/c:/x');
    expect(toPath('file:///C:', posix)).toBe('/C:');
  });

  it('RFC 8089 Appendix D.1: a backslash is an ordinary POSIX name character', () => {
    expect(toPath('file:///a%5Cb', posix)).toBe('/a\\b');
  });

  it('RFC 3986 §3.5: the fragment is not part of the file name', () => {
    expect(toPath('file:///a.html#top', posix)).toBe('/a.html');
  });

  it('RFC 8089 §2: a Uri is accepted as well as text', () => {
    expect(toPath(parse('file:///x'), posix)).toBe('/x');
  });

  it('RFC 8089 §3: a non-local file URI has no POSIX path (FILE_REMOTE_HOST)', () => {
    const e = errorOf(() => toPath('file://host.example.com/x', posix));
    expect([e.code, e.index, e.component]).toEqual(['FILE_REMOTE_HOST', 7, 'host']);
    expect(errorOf(() => toPath('file:////server/x', posix)).index).toBe(9);
  });

  it('RFC 3986 §7.3: "%2F" cannot be part of a POSIX name (FILE_ENCODED_SEPARATOR at the "%")', () => {
    const e = errorOf(() => toPath('file:///a/b%2fc', posix));
    expect([e.code, e.index, e.component]).toEqual(['FILE_ENCODED_SEPARATOR', 11, 'path']);
  });

  it('RFC 3986 §7.3: "%00" cannot be part of a name (FILE_NUL at the "%")', () => {
    const e = errorOf(() => toPath('file:///a%00', posix));
    expect([e.code, e.index]).toEqual(['FILE_NUL', 9]);
  });

  it('RFC 8089 §2: there is no query in a file URI; "?" in a name is "%3F" (FILE_QUERY)', () => {
    const e = errorOf(() => toPath('file:///a?b', posix));
    expect([e.code, e.index, e.component]).toEqual(['FILE_QUERY', 9, 'query']);
  });

  it('RFC 8089 §2: a URI that is not a file URI fails as in parseFile', () => {
    expect(errorOf(() => toPath('file://h:1/x', posix)).code).toBe('FILE_PORT_NOT_ALLOWED');
    expect(errorOf(() => toPath('http://h/x', posix)).code).toBe('FILE_WRONG_SCHEME');
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

  it('RFC 3986 §7.3: "%5C" and "%2F" cannot be part of a Windows name', () => {
    const e = errorOf(() => toPath('file:///C:/a%5cb', win32));
    expect([e.code, e.index]).toEqual(['FILE_ENCODED_SEPARATOR', 12]);
    expect(errorOf(() => toPath('file:///C:/a%2Fb', win32)).code).toBe('FILE_ENCODED_SEPARATOR');
    expect(errorOf(() => toPath('file:///C:/a%00', win32)).code).toBe('FILE_NUL');
    // The index is the first separator, whichever it is; a NUL anywhere comes first.
    expect(errorOf(() => toPath('file:///C:/a%5Cb%2Fc', win32)).index).toBe(12);
    expect(errorOf(() => toPath('file:///C:/a%2Fb%00', win32)).code).toBe('FILE_NUL');
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
      const e = errorOf(() => fromPath(path, posix));
      expect([path, e.code, e.index]).toEqual([path, 'FILE_INVALID_PATH', 0]);
    }
  });

  it('RFC 3986 §7.3: a NUL cannot be put in a file URI (FILE_NUL)', () => {
    const e = errorOf(() => fromPath('/a\0b', posix));
    expect([e.code, e.index]).toEqual(['FILE_NUL', 2]);
  });

  it('RFC 8089 §2: "//x" would start with an empty segment (FILE_PATH_NOT_ABSOLUTE)', () => {
    expect(errorOf(() => fromPath('//x', posix)).code).toBe('FILE_PATH_NOT_ABSOLUTE');
  });
});

describe('fromPath on Windows (RFC 8089 Appendix D.2, E.2, E.3.1)', () => {
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
    for (const path of ['\\\\?\\C:\\x', '\\\\.\\COM1', '\\\\?\\UNC\\server\\share']) {
      expect(errorOf(() => fromPath(path, win32)).code).toBe('FILE_INVALID_PATH');
    }
  });

  it('RFC 8089 §2: relative and drive-relative paths are refused (FILE_INVALID_PATH)', () => {
    for (const path of ['C:', 'C:foo', 'foo\\bar', '\\\\server', '\\\\\\x', '']) {
      expect([path, errorOf(() => fromPath(path, win32)).code]).toEqual([
        path,
        'FILE_INVALID_PATH',
      ]);
    }
  });

  it('RFC 8089 E.3.1: a server name is encoded as a reg-name (RFC 3986 §3.2.2)', () => {
    expect(uri('\\\\my server\\s')).toBe('file://my%20server/s');
    expect(toPath(uri('\\\\my server\\s'), win32)).toBe('\\\\my server\\s');
  });
});
