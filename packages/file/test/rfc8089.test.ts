// The file scheme by section of RFC 8089 (and RFC 1738 §3.10, which it updates). Expected
// values are read off the RFC text: its ABNF, its Appendix B/E example URIs and its prose.
import { parse, type Uri, UriError } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import { type FileParts, file, parseFile } from '../src/index.js';

const normalize = (uri: Uri): Uri => (file.normalize as (u: Uri) => Uri)(uri);
const check = (uri: string) => (file.check as (u: Uri) => readonly unknown[])(parse(uri));

/** The UriError `fn` throws (fails the test when it throws nothing or something else). */
function errorOf(fn: () => unknown): UriError {
  try {
    fn();
  } catch (e) {
    if (e instanceof UriError) return e;
    throw e;
  }
  throw new Error('expected a UriError');
}

const parts = (p: Partial<FileParts> & Pick<FileParts, 'segments'>): FileParts => ({
  host: '',
  drive: undefined,
  query: undefined,
  fragment: undefined,
  ...p,
});

describe('RFC 8089 §2: file-URI = file-scheme ":" file-hier-part', () => {
  it('RFC 8089 Appendix B: "file:///path/to/file" is a local file with an empty authority', () => {
    expect(parseFile('file:///path/to/file')).toEqual(parts({ segments: ['path', 'to', 'file'] }));
  });

  it('RFC 8089 Appendix B: "file:/path/to/file" (no authority) is the same local file', () => {
    expect(parseFile('file:/path/to/file')).toEqual(parseFile('file:///path/to/file'));
  });

  it('RFC 8089 Appendix B: "file://host.example.com/path/to/file" is a non-local file', () => {
    expect(parseFile('file://host.example.com/path/to/file')).toEqual(
      parts({ host: 'host.example.com', segments: ['path', 'to', 'file'] }),
    );
  });

  it('RFC 8089 §2: "localhost" is "exactly as if no authority were present": file://localhost/etc/x ≡ file:///etc/x', () => {
    expect(parseFile('file://localhost/etc/x')).toEqual(parseFile('file:///etc/x'));
    expect(parseFile('file://localhost/etc/x').host).toBe('');
  });

  it('RFC 3986 §3.2.2: "localhost" is matched in any case (hosts are case-insensitive)', () => {
    expect(parseFile('file://LocalHost/x').host).toBe('');
  });

  it('RFC 1738 §3.10: "file://vms.host.edu/disk$user/my/notes/note12345.txt"', () => {
    expect(parseFile('file://vms.host.edu/disk$user/my/notes/note12345.txt')).toEqual(
      parts({ host: 'vms.host.edu', segments: ['disk$user', 'my', 'notes', 'note12345.txt'] }),
    );
  });

  it('RFC 3986 §3.1: the scheme is case-insensitive ("FILE:///x")', () => {
    expect(parseFile('FILE:///x').segments).toEqual(['x']);
  });

  it('RFC 8089 §2: the host is kept as written (IP literals with brackets)', () => {
    expect(parseFile('file://Example.COM/x').host).toBe('Example.COM');
    expect(parseFile('file://[1::8]/x').host).toBe('[1::8]');
    expect(parseFile('file://192.0.2.1/x').host).toBe('192.0.2.1');
  });

  it('RFC 3986 §3.3: path-absolute allows empty segments after the first ("/a//b", "/a/")', () => {
    expect(parseFile('file:///a//b').segments).toEqual(['a', '', 'b']);
    expect(parseFile('file:///a/').segments).toEqual(['a', '']);
    expect(parseFile('file:///').segments).toEqual(['']);
  });

  it('RFC 3986 §3.4, §3.5: a query and a fragment are kept as written', () => {
    expect(parseFile('file:///a?b%20c#d')).toEqual(
      parts({ segments: ['a'], query: 'b%20c', fragment: 'd' }),
    );
    expect(parseFile('file:///a?').query).toBe('');
  });

  it('RFC 8089 §2: file-auth = "localhost" / host has no userinfo (Appendix E.1 is nonstandard)', () => {
    const e = errorOf(() => parseFile('file://user@host/x'));
    expect([e.code, e.index, e.component]).toEqual(['FILE_USERINFO_NOT_ALLOWED', 7, 'userinfo']);
  });

  it('RFC 8089 §2: file-auth has no port ("file://host:80/x", "file://host:/x")', () => {
    const e = errorOf(() => parseFile('file://host:80/x'));
    expect([e.code, e.index, e.component]).toEqual(['FILE_PORT_NOT_ALLOWED', 11, 'port']);
    expect(errorOf(() => parseFile('file://host:/x')).index).toBe(11);
  });

  it('RFC 8089 §2: the path is path-absolute: "file:a/b", "file:", "file://host" are not file URIs', () => {
    for (const [input, index] of [
      ['file:a/b', 5],
      ['file:', 5],
      ['file:?q', 5],
      ['file://host', 11],
      ['file://', 7],
    ] as const) {
      const e = errorOf(() => parseFile(input));
      expect([input, e.code, e.index, e.component]).toEqual([
        input,
        'FILE_PATH_NOT_ABSOLUTE',
        index,
        'path',
      ]);
    }
  });

  it('RFC 3986 §3.3: path-absolute has no empty first segment: "file://host//x" is refused', () => {
    const e = errorOf(() => parseFile('file://host//x'));
    expect([e.code, e.index]).toEqual(['FILE_PATH_NOT_ABSOLUTE', 12]);
    expect(errorOf(() => parseFile('file://localhost//x')).code).toBe('FILE_PATH_NOT_ABSOLUTE');
  });

  it('RFC 8089 §2: a URI of another scheme is not a file URI', () => {
    expect(errorOf(() => parseFile('http://a/b')).code).toBe('FILE_WRONG_SCHEME');
    expect(errorOf(() => file.parse(parse('//a/b'))).code).toBe('FILE_WRONG_SCHEME');
  });

  it('RFC 3986 §3: text that is not a URI fails with the core codes', () => {
    expect(errorOf(() => parseFile('//a/b')).code).toBe('MISSING_SCHEME');
    expect(errorOf(() => parseFile('file:///a b')).code).toBe('INVALID_CHARACTER');
  });

  it('RFC 8089 §2: a Uri from the core is accepted as well as text', () => {
    expect(parseFile(parse('file:///x'))).toEqual(parseFile('file:///x'));
    expect(file.parse(parse('file:///x'))).toEqual(parseFile('file:///x'));
  });

  it('RFC 8089 §2: parts are frozen', () => {
    const p = parseFile('file:///a/b');
    expect(Object.isFrozen(p)).toBe(true);
    expect(Object.isFrozen(p.segments)).toBe(true);
  });
});

describe('RFC 8089 §4: file names are UTF-8, then percent-encoded', () => {
  it('RFC 8089 §4: "caf%C3%A9" decodes to "café"', () => {
    expect(parseFile('file:///caf%C3%A9').segments).toEqual(['café']);
  });

  it('RFC 3986 §2.1: every pct-encoded octet is decoded in the segments, "%2F" too', () => {
    expect(parseFile('file:///a%2Fb/%3F%23%25').segments).toEqual(['a/b', '?#%']);
  });

  it('RFC 8089 §4: octets that are not UTF-8 are FILE_INVALID_TEXT, pointing into the path', () => {
    const e = errorOf(() => parseFile('file:///ok/%FF'));
    expect(e.code).toBe('FILE_INVALID_TEXT');
    expect(e.component).toBe('path');
    expect(e.index).toBeGreaterThanOrEqual(11);
    expect(e.index).toBeLessThanOrEqual(13);
  });
});

describe('RFC 8089 Appendix E.2: DOS and Windows drive letters', () => {
  it('RFC 8089 E.2: "file:c:/path/to/file" (local-path = [ drive-letter ] path-absolute)', () => {
    expect(parseFile('file:c:/path/to/file')).toEqual(
      parts({ drive: 'c', segments: ['path', 'to', 'file'] }),
    );
  });

  it('RFC 8089 E.2: "file:///c:/path/to/file" is the same file (already path-absolute)', () => {
    expect(parseFile('file:///c:/path/to/file')).toEqual(parseFile('file:c:/path/to/file'));
  });

  it("RFC 8089 E.2: the drive letter keeps its case (comparison is the file system's affair)", () => {
    expect(parseFile('file:///C:/x').drive).toBe('C');
    expect(parseFile('file:///c:/x').drive).toBe('c');
  });

  it('RFC 8089 E.2: a bare drive "/C:" has no segments, "/C:/" has one empty segment', () => {
    expect(parseFile('file:///C:')).toEqual(parts({ drive: 'C', segments: [] }));
    expect(parseFile('file:///C:/')).toEqual(parts({ drive: 'C', segments: [''] }));
  });

  it('RFC 8089 E.2.1: "/c:bar/baz.txt" has no drive letter (a drive is followed by "/")', () => {
    expect(parseFile('file:///c:bar/baz.txt')).toEqual(parts({ segments: ['c:bar', 'baz.txt'] }));
  });

  it('RFC 8089 E.2: "file:c:x" is neither path-absolute nor drive-letter path-absolute', () => {
    expect(errorOf(() => parseFile('file:c:x')).code).toBe('FILE_PATH_NOT_ABSOLUTE');
    expect(errorOf(() => parseFile('file:c:')).code).toBe('FILE_PATH_NOT_ABSOLUTE');
  });

  it('RFC 3986 §2.1: a percent-encoded ":" is data, not a drive letter ("/C%3A/x")', () => {
    expect(parseFile('file:///C%3A/x')).toEqual(parts({ segments: ['C:', 'x'] }));
  });

  it('RFC 8089 E.2: a drive letter after a host is read too ("file://example.net/C:/")', () => {
    expect(parseFile('file://example.net/C:/')).toEqual(
      parts({ host: 'example.net', drive: 'C', segments: [''] }),
    );
  });

  it('RFC 3986 §5.2: relative resolution applies to file URIs (the plugin is hierarchical)', () => {
    expect(file.hierarchical).toBe(true);
    expect(file.defaultPort).toBeUndefined();
  });
});

describe('RFC 8089 Appendix E.2.2: the vertical line "|" in place of ":"', () => {
  const expected = parts({ drive: 'c', segments: ['path', 'to', 'file'] });

  for (const input of [
    'file:///c|/path/to/file',
    'file:/c|/path/to/file',
    'file:c|/path/to/file',
  ]) {
    it(`RFC 8089 E.2.2: "${input}" reads as "c:"`, () => {
      expect(parseFile(input)).toEqual(expected);
    });
  }

  it('RFC 8089 E.2.2: "file://host/c|/x" (auth-path = [ file-auth ] file-absolute)', () => {
    expect(parseFile('file://host/c|/x')).toEqual(
      parts({ host: 'host', drive: 'c', segments: ['x'] }),
    );
  });

  it('RFC 3986 §2: "|" is not a URI character, so the core itself refuses the old form', () => {
    expect(errorOf(() => parse('file:///c|/x')).code).toBe('INVALID_CHARACTER');
  });

  it('RFC 8089 E.2.2: only a drive letter followed by "|" and "/" (or the end) is updated', () => {
    for (const input of ['file:///w|m', 'file:///cd|/x', 'file://h?x/c|/', 'http://h/c|/']) {
      expect(errorOf(() => parseFile(input)).code).toBe('INVALID_CHARACTER');
    }
  });
});

describe('RFC 8089 Appendix E.3: UNC strings', () => {
  it('RFC 8089 E.3.2: "file:////host.example.com/path/to/file" names the UNC host', () => {
    expect(parseFile('file:////host.example.com/path/to/file')).toEqual(
      parts({ host: 'host.example.com', segments: ['path', 'to', 'file'] }),
    );
  });

  it('RFC 8089 E.3.2: "file://///host.example.com/path/to/file" (five slashes) too', () => {
    expect(parseFile('file://///host.example.com/path/to/file')).toEqual(
      parseFile('file:////host.example.com/path/to/file'),
    );
  });

  it('RFC 8089 E.3.1: the UNC host in the authority gives the same parts', () => {
    expect(parseFile('file://host.example.com/Share/path/to/file.txt')).toEqual(
      parseFile('file:////host.example.com/Share/path/to/file.txt'),
    );
  });

  it('RFC 8089 E.3.2: a UNC string in the path is never local, "localhost" included', () => {
    expect(parseFile('file:////localhost/share/x').host).toBe('localhost');
  });

  it('RFC 8089 E.3.2: unc-authority = 2*3"/" file-host, then path-absolute', () => {
    for (const [input, index] of [
      ['file://////x/y', 10],
      ['file:////server', 9],
      ['file:////a:b/x', 9],
      ['file:////u@h/x', 9],
    ] as const) {
      const e = errorOf(() => parseFile(input));
      expect([input, e.code, e.index]).toEqual([input, 'FILE_INVALID_UNC_HOST', index]);
    }
    expect(errorOf(() => parseFile('file:////server//x')).code).toBe('FILE_PATH_NOT_ABSOLUTE');
  });
});

describe('format: RFC 8089 §2 form, RFC 3986 §2.1 escaping', () => {
  const fmt = (p: Partial<FileParts> & Pick<FileParts, 'segments'>) =>
    file.format(parts(p)).toString();

  it('RFC 8089 Appendix B: a local file is written with an empty authority', () => {
    expect(fmt({ segments: ['path', 'to', 'file'] })).toBe('file:///path/to/file');
  });

  it('RFC 8089 Appendix B: a non-local file has its host in the authority', () => {
    expect(fmt({ host: 'host.example.com', segments: ['path', 'to', 'file'] })).toBe(
      'file://host.example.com/path/to/file',
    );
  });

  it('RFC 8089 E.2: the drive letter is the first segment ("file:///C:/x")', () => {
    expect(fmt({ drive: 'C', segments: ['x'] })).toBe('file:///C:/x');
    expect(fmt({ drive: 'C', segments: [] })).toBe('file:///C:');
  });

  it('RFC 3986 §3.3: what a segment cannot hold is percent-encoded ("/", "?", "#", "%", space)', () => {
    expect(fmt({ segments: ['a b', 'x#y?z%', 'a/b'] })).toBe('file:///a%20b/x%23y%3Fz%25/a%2Fb');
  });

  it('RFC 3986 §3.3: pchar characters stay literal ("$", ":", "@", "~")', () => {
    expect(fmt({ segments: ['disk$user', 'a:b@c~'] })).toBe('file:///disk$user/a:b@c~');
  });

  it('RFC 8089 §4: non-ASCII is UTF-8, then percent-encoded', () => {
    expect(fmt({ segments: ['café'] })).toBe('file:///caf%C3%A9');
  });

  it('RFC 8089 E.2: a first segment "c:" without a drive is written "c%3A" so it stays a name', () => {
    expect(fmt({ segments: ['c:', 'x'] })).toBe('file:///c%3A/x');
    expect(fmt({ segments: ['x', 'c:'] })).toBe('file:///x/c:');
  });

  it('RFC 8089 E.3.2: the UNC server "localhost" keeps the UNC-in-path form', () => {
    expect(fmt({ host: 'localhost', segments: ['share', 'x'] })).toBe('file:////localhost/share/x');
  });

  it('RFC 3986 §3.4, §3.5: query and fragment are written as given', () => {
    expect(fmt({ segments: ['x'], query: 'q', fragment: 'f' })).toBe('file:///x?q#f');
  });

  it('RFC 8089 E.2: drive-letter = ALPHA ":" (FILE_INVALID_DRIVE otherwise)', () => {
    expect(errorOf(() => fmt({ drive: 'CD', segments: [] })).code).toBe('FILE_INVALID_DRIVE');
    expect(errorOf(() => fmt({ drive: '1', segments: [] })).code).toBe('FILE_INVALID_DRIVE');
    expect(errorOf(() => fmt({ drive: '', segments: [] })).code).toBe('FILE_INVALID_DRIVE');
  });

  it('RFC 8089 §2: parts that cannot make a path-absolute are refused', () => {
    expect(errorOf(() => fmt({ segments: [] })).code).toBe('FILE_PATH_NOT_ABSOLUTE');
    expect(errorOf(() => fmt({ segments: ['', 'x'] })).code).toBe('FILE_PATH_NOT_ABSOLUTE');
  });

  it('RFC 3986 §3.2.2: a host that is not a reg-name or IP-literal is refused by serialize', () => {
    expect(errorOf(() => fmt({ host: 'a b', segments: [''] })).code).toBe('INVALID_HOST');
  });

  it('RFC 8089 §2: parseFile(format(p)) gives p back', () => {
    const p = parts({ host: 'h', drive: 'z', segments: ['a b', 'é', ''], fragment: 'f' });
    expect(parseFile(file.format(p))).toEqual(p);
  });
});

describe('normalize: RFC 3986 §6.2.3 scheme-based normalization for file', () => {
  const norm = (input: string) => normalize(parse(input)).toString();

  it('RFC 8089 §2: "file://localhost/etc/x" → "file:///etc/x"', () => {
    expect(norm('file://localhost/etc/x')).toBe('file:///etc/x');
    expect(norm('FILE://LocalHost/etc/x')).toBe('file:///etc/x');
  });

  it('RFC 8089 Appendix B: "file:/path/to/file" → "file:///path/to/file"', () => {
    expect(norm('file:/path/to/file')).toBe('file:///path/to/file');
  });

  it('RFC 8089 E.2: "file:c:/path/to/file" → "file:///c:/path/to/file"', () => {
    expect(norm('file:c:/path/to/file')).toBe('file:///c:/path/to/file');
  });

  it('RFC 8089 E.3.1, E.3.2: "file:////host.example.com/x" → "file://host.example.com/x"', () => {
    expect(norm('file:////host.example.com/x')).toBe('file://host.example.com/x');
    expect(norm('file://///host.example.com/x')).toBe('file://host.example.com/x');
    expect(norm('file:////LocalHost/x')).toBe('file:////localhost/x');
  });

  it('RFC 3986 §6.2.2.1: the host is lower-cased, percent-encoding hex upper-cased', () => {
    expect(norm('file://Server.Example%c3%a9/x')).toBe('file://server.example%C3%A9/x');
  });

  it('RFC 3986 §6.2.2.2, RFC 8089 §2: a segment keeps percent-encoding only where it must', () => {
    expect(norm('file:///%7e/%41%2f/%24%3a')).toBe('file:///~/A%2F/$:');
    expect(norm('file:///caf%c3%a9')).toBe('file:///caf%C3%A9');
  });

  it('RFC 8089 §2: case is kept in the path and in the drive letter ("MUST retain the case")', () => {
    expect(norm('file:///c:/Dir/File')).toBe('file:///c:/Dir/File');
  });

  it('RFC 3986 §6.2.3: query and fragment are left as they are', () => {
    expect(norm('file://localhost/x?a%41#b%42')).toBe('file:///x?a%41#b%42');
  });

  it('RFC 3986 §6.2.3: a URI already normal is returned as the same object', () => {
    const uri = parse('file:///etc/x');
    expect(normalize(uri)).toBe(uri);
  });

  it('RFC 3986 §6.1: normalization is idempotent', () => {
    for (const input of ['file:c:/x', 'file://LOCALHOST/%7e', 'file://///h/s/%c3%a9']) {
      const once = normalize(parse(input));
      expect(normalize(once)).toBe(once);
    }
  });

  it('RFC 8089 §2: a URI that is not a file URI cannot be normalized as one', () => {
    expect(errorOf(() => normalize(parse('file://h:1/x'))).code).toBe('FILE_PORT_NOT_ALLOWED');
  });
});

describe('check: RFC 8089 §5 and RFC 3986 §7 security findings', () => {
  const codes = (uri: string) => check(uri).map((f) => (f as { code: string }).code);

  it('RFC 8089 §3: a local file URI with ordinary names has no finding', () => {
    expect(check('file:///etc/hosts')).toEqual([]);
    expect(check('file://localhost/etc/hosts')).toEqual([]);
  });

  it('RFC 8089 §3, §5: a non-local file (host or UNC string) is a warning', () => {
    expect(check('file://host/x')).toEqual([
      {
        code: 'FILE_REMOTE_HOST',
        message: expect.stringContaining('RFC 8089 §3'),
        severity: 'warning',
      },
    ]);
    expect(codes('file:////server/share/x')).toEqual(['FILE_REMOTE_HOST']);
  });

  it('RFC 8089 §5: a ".." segment (also written %2E%2E) is a warning', () => {
    expect(codes('file:///a/../etc')).toEqual(['FILE_PARENT_SEGMENT']);
    expect(codes('file:///a/%2E%2E/etc')).toEqual(['FILE_PARENT_SEGMENT']);
    expect(codes('file:///a/..b')).toEqual([]);
  });

  it('RFC 3986 §7.3: a decoded "/" or "\\" inside a name is a warning', () => {
    expect(codes('file:///a%2Fb')).toEqual(['FILE_ENCODED_SEPARATOR']);
    expect(codes('file:///a%5cb')).toEqual(['FILE_ENCODED_SEPARATOR']);
  });

  it('RFC 3986 §7.3: a NUL in a name is an error', () => {
    expect(check('file:///a%00b')).toEqual([
      { code: 'FILE_NUL', message: expect.stringContaining('RFC 3986 §7.3'), severity: 'error' },
    ]);
  });

  it('RFC 3986 §7: findings are frozen data', () => {
    const findings = check('file://h/%00/..');
    expect(Object.isFrozen(findings)).toBe(true);
    expect(findings.every((f) => Object.isFrozen(f))).toBe(true);
    expect(findings.map((f) => (f as { code: string }).code)).toEqual([
      'FILE_REMOTE_HOST',
      'FILE_PARENT_SEGMENT',
      'FILE_NUL',
    ]);
  });
});
