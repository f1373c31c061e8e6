// The file scheme by section of RFC 8089 (and RFC 1738 §3.10, which it updates), through the
// public routes: the registry, the plugin, parseFile. Expected values are read off the RFC text:
// its ABNF, its Appendix B and E example URIs and its prose.
import { check, createRegistry, parse, percentEncode, resolveWith, type Uri } from '@urikit/core';
import { errorOf, expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { type FileParts, file, parseFile, toPath } from '../src/index.js';

const registry = createRegistry([file]);
const parts = (p: Partial<FileParts> & Pick<FileParts, 'segments'>): FileParts => ({
  host: '',
  drive: undefined,
  query: undefined,
  fragment: undefined,
  ...p,
});
const read = (input: string) => registry.parse(input).parts;
const norm = (input: string) => registry.normalize(input).toString();
/** Every route that reads a file URI from text, with the error it throws. */
const routes = (input: string) =>
  [
    () => registry.parse(input),
    () => registry.normalize(input),
    () => registry.equivalent(input, 'file:///'),
    () => check(registry, input),
    () => file.parse(input),
    () => parseFile(input),
    () => toPath(input, { platform: 'posix' }),
  ]
    .map((route) => errorOf(route))
    .map((e) => [e.code, e.index]);

describe('RFC 8089 §2: file-URI = file-scheme ":" file-hier-part', () => {
  it('RFC 8089 Appendix B: "file:///path/to/file" is a local file with an empty authority', () => {
    expect(read('file:///path/to/file')).toEqual(parts({ segments: ['path', 'to', 'file'] }));
  });

  it('RFC 8089 Appendix B: "file:/path/to/file" (no authority) is the same local file', () => {
    expect(read('file:/path/to/file')).toEqual(read('file:///path/to/file'));
  });

  it('RFC 8089 Appendix B: "file://host.example.com/path/to/file" is a non-local file', () => {
    expect(read('file://host.example.com/path/to/file')).toEqual(
      parts({ host: 'host.example.com', segments: ['path', 'to', 'file'] }),
    );
  });

  it('RFC 8089 §2: "localhost" is "exactly as if no authority were present"', () => {
    expect(read('file://localhost/etc/x')).toEqual(read('file:///etc/x'));
  });

  it('RFC 3986 §3.2.2, §6.2.2: "localhost" in any spelling of the reg-name (case, escapes)', () => {
    expect(read('file://LocalHost/x').host).toBe('');
    expect(read('file://%6Cocalhost/x').host).toBe('');
  });

  it('RFC 1738 §3.10: "file://vms.host.edu/disk$user/my/notes/note12345.txt"', () => {
    expect(read('file://vms.host.edu/disk$user/my/notes/note12345.txt')).toEqual(
      parts({ host: 'vms.host.edu', segments: ['disk$user', 'my', 'notes', 'note12345.txt'] }),
    );
  });

  it('RFC 3986 §3.1: the scheme is case-insensitive ("FILE:///x")', () => {
    expect(read('FILE:///x').segments).toEqual(['x']);
  });

  it('RFC 8089 §2: the host stands as in the authority (case kept, IP literals with brackets)', () => {
    expect(read('file://Example.COM/x').host).toBe('Example.COM');
    expect(read('file://[1::8]/x').host).toBe('[1::8]');
    expect(read('file://192.0.2.1/x').host).toBe('192.0.2.1');
  });

  it('RFC 3986 §3.3: path-absolute allows empty segments after the first ("/a//b", "/a/")', () => {
    expect(read('file:///a//b').segments).toEqual(['a', '', 'b']);
    expect(read('file:///a/').segments).toEqual(['a', '']);
    expect(read('file:///').segments).toEqual(['']);
  });

  it('RFC 3986 §3.3: dot segments are kept in the parts as written', () => {
    expect(read('file:///.//a/').segments).toEqual(['.', '', 'a', '']);
  });

  it('RFC 3986 §3.4, §3.5: a query and a fragment are kept as written', () => {
    expect(read('file:///a?b%20c#d')).toEqual(
      parts({ segments: ['a'], query: 'b%20c', fragment: 'd' }),
    );
    expect(read('file:///a?').query).toBe('');
  });

  it('RFC 8089 §2: file-auth = "localhost" / host has no userinfo (Appendix E.1 is nonstandard): the core code USERINFO_NOT_ALLOWED', () => {
    const e = expectUriError(() => read('file://user@host/x'), 'USERINFO_NOT_ALLOWED', 7);
    expect(e.component).toBe('userinfo');
  });

  it('RFC 8089 §2: file-auth has no port ("file://host:80/x", "file://host:/x"), at the ":"', () => {
    const e = expectUriError(() => read('file://host:80/x'), 'FILE_PORT_NOT_ALLOWED', 11);
    expect(e.component).toBe('port');
    expect(e.message).toBe('RFC 8089 §2: port not allowed (at index 11: "file://host⟦:⟧80/x")');
    expectUriError(() => read('file://host:/x'), 'FILE_PORT_NOT_ALLOWED', 11);
    expectUriError(() => read('file://h:99999/x'), 'FILE_PORT_NOT_ALLOWED', 8);
  });

  it('RFC 8089 §2: the path is path-absolute: "file:a/b", "file:", "file://host" are not file URIs', () => {
    for (const [input, index] of [
      ['file:a/b', 5],
      ['file:', 5],
      ['file:?q', 5],
      ['file://host', 11],
      ['file://', 7],
      ['file:c:', 5],
      ['file:c:x', 5],
    ] as const) {
      const e = expectUriError(() => read(input), 'FILE_PATH_NOT_ABSOLUTE', index);
      expect(e.component).toBe('path');
    }
  });

  it('RFC 8089 §2: after a host the path is path-absolute, so "//" is refused ("file://host//x"), though RFC 3986 §3.3 path-abempty allows it', () => {
    expect(parse('file://host//x').path).toBe('//x');
    expectUriError(() => read('file://host//x'), 'FILE_PATH_NOT_ABSOLUTE', 12);
    expectUriError(() => read('file://localhost//x'), 'FILE_PATH_NOT_ABSOLUTE', 17);
  });

  it('RFC 3986 §3.1: a plugin refuses a URI of another scheme (core code WRONG_SCHEME)', () => {
    expectUriError(() => file.parse('http://a/b'), 'WRONG_SCHEME', 0);
    expectUriError(() => file.parse(parse('http://a/b')), 'WRONG_SCHEME', 0);
    expectUriError(() => registry.parse('http://a/b'), 'UNKNOWN_SCHEME', 0);
  });

  it('RFC 3986 §3: text that is not a URI fails with the core codes', () => {
    expectUriError(() => parseFile('//a/b'), 'MISSING_SCHEME', 0);
    expectUriError(() => parseFile('file:///a b'), 'INVALID_CHARACTER', 9);
  });

  it('RFC 8089 §2: a Uri is read like its text, and parts are frozen', () => {
    expect(file.parse(parse('file:///x'))).toEqual(read('file:///x'));
    const p = read('file:///a/b');
    expect(Object.isFrozen(p)).toBe(true);
    expect(Object.isFrozen(p.segments)).toBe(true);
  });
});

describe('RFC 8089 §4: file names are UTF-8, then percent-encoded', () => {
  it('RFC 8089 §4: "caf%C3%A9" decodes to "café"', () => {
    expect(read('file:///caf%C3%A9').segments).toEqual(['café']);
  });

  it('RFC 3986 §2.1: every pct-encoded octet is decoded in the segments, "%2F" too', () => {
    expect(read('file:///a%2Fb/%3F%23%25').segments).toEqual(['a/b', '?#%']);
  });

  it('RFC 8089 §4: octets that are not UTF-8 are INVALID_UTF8 at their place (a name, a UNC host, a host: RFC 3986 §3.2.2)', () => {
    expect(expectUriError(() => read('file:///ok/%FF'), 'INVALID_UTF8', 11).component).toBe('path');
    expectUriError(() => read('file:////%FF/x'), 'INVALID_UTF8', 9);
    expectUriError(() => read('file://%FF/x'), 'INVALID_UTF8', 7);
  });
});

describe('RFC 8089 Appendix E.2: DOS and Windows drive letters', () => {
  it('RFC 8089 E.2: "file:c:/path/to/file" (local-path = drive-letter path-absolute)', () => {
    expect(read('file:c:/path/to/file')).toEqual(
      parts({ drive: 'c', segments: ['path', 'to', 'file'] }),
    );
  });

  it('RFC 8089 E.2: "file:///c:/path/to/file" is the same file', () => {
    expect(read('file:///c:/path/to/file')).toEqual(read('file:c:/path/to/file'));
  });

  it("RFC 8089 E.2: the drive letter keeps its case (comparison is the file system's affair)", () => {
    expect(read('file:///C:/x').drive).toBe('C');
    expect(read('file:///c:/x').drive).toBe('c');
  });

  it('RFC 8089 E.2: a bare drive "/C:" has no segments, "/C:/" has one empty segment', () => {
    expect(read('file:///C:')).toEqual(parts({ drive: 'C', segments: [] }));
    expect(read('file:///C:/')).toEqual(parts({ drive: 'C', segments: [''] }));
  });

  it('RFC 8089 E.2.1: "/c:bar/baz.txt" has no drive letter (a drive is followed by "/")', () => {
    expect(read('file:///c:bar/baz.txt')).toEqual(parts({ segments: ['c:bar', 'baz.txt'] }));
  });

  it('RFC 3986 §2.3, §6.2.2.2: a percent-encoded drive letter is the same letter ("/%43:/x" is drive C)', () => {
    expect(read('file:///%43:/x')).toEqual(read('file:///C:/x'));
    expect(read('file:/%63:').drive).toBe('c');
    expect(read('file:%43:/x').drive).toBe('C');
  });

  it('RFC 3986 §2.2: a percent-encoded ":" is data, not a drive letter ("/C%3A/x")', () => {
    expect(read('file:///C%3A/x')).toEqual(parts({ segments: ['C:', 'x'] }));
  });

  it('RFC 8089 E.2: a drive letter after a host is read too ("file://example.net/C:/")', () => {
    expect(read('file://example.net/C:/')).toEqual(
      parts({ host: 'example.net', drive: 'C', segments: [''] }),
    );
  });

  it('RFC 3986 §5.2: relative resolution applies to file URIs (the plugin is hierarchical)', () => {
    expect(file.hierarchical).toBe(true);
    expect(file.defaultPort).toBeUndefined();
    expect(resolveWith(registry, 'file:///c:/foo.txt', 'bar.txt').toString()).toBe(
      'file:///c:/bar.txt',
    );
  });
});

describe('RFC 8089 Appendix E.2.2: the vertical line "|" in place of ":", on every route', () => {
  const expected = parts({ drive: 'c', segments: ['path', 'to', 'file'] });

  for (const input of [
    'file:///c|/path/to/file',
    'file:/c|/path/to/file',
    'file:c|/path/to/file',
    // RFC 3986 §3.1: the scheme in any case; the registry finds the lenient plugin all the same.
    'FILE:///c|/path/to/file',
    'File:c|/path/to/file',
  ]) {
    it(`RFC 8089 E.2.2: "${input}" reads as "c:" through registry.parse, file.parse and parseFile`, () => {
      expect(read(input)).toEqual(expected);
      expect(file.parse(input)).toEqual(expected);
      expect(parseFile(input)).toEqual(expected);
    });
  }

  it('RFC 8089 E.2.2: registry.normalize, file.normalize, equivalent, check and toPath read it too', () => {
    expect(norm('file:///C|/x')).toBe('file:///C:/x');
    expect(file.normalize('FILE:/C|/x').toString()).toBe('file:///C:/x');
    expect(registry.equivalent('file:///C|/x', 'file:///C:/x')).toBe(true);
    expect(check(registry, 'file:///C|/x')).toEqual([]);
    expect(toPath('file:///C|/x', { platform: 'win32' })).toBe('C:\\x');
  });

  it('RFC 8089 E.2.2: "file://host/c|/x" (auth-path = [ file-auth ] file-absolute)', () => {
    expect(read('file://host/c|/x')).toEqual(parts({ host: 'host', drive: 'c', segments: ['x'] }));
  });

  it('RFC 8089 E.2.2: a drive followed by "?", "#" or the end', () => {
    expect(read('file:///c|?q')).toEqual(parts({ drive: 'c', segments: [], query: 'q' }));
    expect(read('file:///c|#f').fragment).toBe('f');
    expect(read('file:///c|').drive).toBe('c');
  });

  it('RFC 3986 §2: "|" is not a URI character, so the core itself refuses the old form', () => {
    expectUriError(() => parse('file:///c|/x'), 'INVALID_CHARACTER', 9);
  });

  it('RFC 8089 E.2.2: only a drive letter followed by "|" and "/", "?", "#" or the end is read', () => {
    for (const [input, index] of [
      ['file:///w|m', 9],
      ['file:///cd|/x', 10],
      ['file://h?x/c|/', 12],
      ['file:////c|/x', 10],
    ] as const) {
      expectUriError(() => read(input), 'INVALID_CHARACTER', index);
    }
    // Not an E.2.2 form: "c|" stands in the authority, where "|" cannot be (WPT #607).
    expectUriError(() => read('file://c|/x'), 'INVALID_HOST', 8);
    expectUriError(() => file.parse('http://h/c|/'), 'INVALID_CHARACTER', 10);
  });
});

describe('RFC 8089 Appendix E.3: UNC strings', () => {
  it('RFC 8089 E.3.2: "file:////host.example.com/path/to/file" names the UNC host', () => {
    expect(read('file:////host.example.com/path/to/file')).toEqual(
      parts({ host: 'host.example.com', segments: ['path', 'to', 'file'] }),
    );
  });

  it('RFC 8089 E.3.2: "file://///host.example.com/path/to/file" (five slashes) too', () => {
    expect(read('file://///host.example.com/path/to/file')).toEqual(
      read('file:////host.example.com/path/to/file'),
    );
  });

  it('RFC 8089 E.3.1: the UNC host in the authority gives the same parts', () => {
    expect(read('file://host.example.com/Share/path/to/file.txt')).toEqual(
      read('file:////host.example.com/Share/path/to/file.txt'),
    );
  });

  it('RFC 8089 E.3.2: a UNC string in the path is never local, "localhost" included', () => {
    expect(read('file:////localhost/share/x').host).toBe('localhost');
  });

  it('RFC 8089 E.3.2: unc-authority = 2*3"/" file-host, then path-absolute', () => {
    for (const [input, index] of [
      ['file://////x/y', 10],
      ['file:////server', 9],
      ['file:////a:b/x', 9],
      ['file:////u@h/x', 9],
      ['file:////%5B::1%5D/x', 9],
    ] as const) {
      expect(expectUriError(() => read(input), 'FILE_INVALID_UNC_HOST', index).component).toBe(
        'path',
      );
    }
    expectUriError(() => read('file:////server//x'), 'FILE_PATH_NOT_ABSOLUTE', 16);
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
    expect(fmt({ host: 'h', segments: ['c:'] })).toBe('file://h/c%3A');
    expect(fmt({ segments: ['x', 'c:'] })).toBe('file:///x/c:');
  });

  it('RFC 8089 E.3.2: the UNC server "localhost" keeps the UNC-in-path form', () => {
    expect(fmt({ host: 'localhost', segments: ['share', 'x'] })).toBe('file:////localhost/share/x');
    expect(fmt({ host: '%6Cocalhost', segments: ['s'] })).toBe('file:////%6Cocalhost/s');
  });

  it('RFC 3986 §3.4, §3.5: query and fragment are written as given', () => {
    expect(fmt({ segments: ['x'], query: 'q', fragment: 'f' })).toBe('file:///x?q#f');
  });

  it('RFC 8089 E.2: drive-letter = ALPHA ":"; another drive is a bad value (INVALID_ARGUMENT)', () => {
    for (const drive of ['CD', '1', '', '%43', 'é']) {
      expectUriError(() => fmt({ drive, segments: [] }), 'INVALID_ARGUMENT', 0);
    }
  });

  it('RFC 8089 §2: parts that are not parts are a bad value (INVALID_ARGUMENT), never a TypeError', () => {
    for (const bad of [
      { segments: ['x'] },
      { host: '', segments: 'x' },
      { host: 1, segments: [] },
    ]) {
      expectUriError(() => file.format(bad as unknown as FileParts), 'INVALID_ARGUMENT', 0);
    }
    expectUriError(() => fmt({ segments: [1 as unknown as string] }), 'INVALID_ARGUMENT');
  });

  it('RFC 8089 §2: parts that cannot make a path-absolute are refused', () => {
    expectUriError(() => fmt({ segments: [] }), 'FILE_PATH_NOT_ABSOLUTE', 0);
    expectUriError(() => fmt({ segments: ['', 'x'] }), 'FILE_PATH_NOT_ABSOLUTE', 0);
    expectUriError(() => fmt({ host: 'h', segments: ['', ''] }), 'FILE_PATH_NOT_ABSOLUTE', 0);
  });

  it('RFC 3986 §3.2.2: a host that is not a reg-name or IP-literal is refused by serialize', () => {
    expectUriError(() => fmt({ host: 'a b', segments: [''] }), 'INVALID_HOST');
  });

  it('RFC 8089 §2: file.parse(file.format(p)) gives p back', () => {
    const p = parts({ host: 'h', drive: 'z', segments: ['a b', 'é', '.', ''], fragment: 'f' });
    expect(file.parse(file.format(p))).toEqual(p);
  });
});

describe('normalize: RFC 3986 §6.2.3 scheme-based normalization for file', () => {
  it('RFC 8089 §2: "file://localhost/etc/x" → "file:///etc/x"', () => {
    expect(norm('file://localhost/etc/x')).toBe('file:///etc/x');
    expect(norm('FILE://LocalHost/etc/x')).toBe('file:///etc/x');
    expect(norm('file://%6Cocalhost/etc/x')).toBe('file:///etc/x');
  });

  it('RFC 8089 Appendix B: "file:/path/to/file" → "file:///path/to/file"', () => {
    expect(norm('file:/path/to/file')).toBe('file:///path/to/file');
  });

  it('RFC 8089 E.2: "file:c:/path/to/file" → "file:///c:/path/to/file"; "/%43:" → "/C:"', () => {
    expect(norm('file:c:/path/to/file')).toBe('file:///c:/path/to/file');
    expect(norm('file:/%43:')).toBe('file:///C:');
  });

  it('RFC 8089 E.3.1, E.3.2: "file:////host.example.com/x" → "file://host.example.com/x"', () => {
    expect(norm('file:////host.example.com/x')).toBe('file://host.example.com/x');
    expect(norm('file://///Host.Example.COM/x')).toBe('file://host.example.com/x');
    expect(norm('file:////LocalHost/x')).toBe('file:////localhost/x');
  });

  it('RFC 3986 §6.2.2.1: the host is lower-cased, percent-encoding hex upper-cased', () => {
    expect(norm('file://Server.Example%c3%a9/x')).toBe('file://server.example%C3%A9/x');
  });

  it('RFC 3986 §6.2.2.2, RFC 8089 §2: a segment keeps percent-encoding only where it must', () => {
    expect(norm('file:///%7e/%41%2f/%24%3a')).toBe('file:///~/A%2F/$:');
    expect(norm('file:///caf%c3%a9')).toBe('file:///caf%C3%A9');
    expect(norm('file:///c%3A/x')).toBe('file:///c%3A/x');
  });

  it('RFC 8089 §2: case is kept in the path and in the drive letter ("MUST retain the case")', () => {
    expect(norm('file:///c:/Dir/File')).toBe('file:///c:/Dir/File');
  });

  it('RFC 3986 §6.2.2.3: dot segments are removed (escaped dots too), the drive is a segment (RFC 8089 E.2.1)', () => {
    expect(norm('file:///a/./b/../c')).toBe('file:///a/c');
    expect(norm('file:///a/%2E%2e/b')).toBe('file:///b');
    // E.2: a drive letter is one as written, first in the path: "Y:" after "." is a name, and
    // stays one (see the session 3 regressions below).
    expect(norm('file:///./Y:')).toBe('file:///Y%3A');
    expect(norm('file:///C:/../x')).toBe('file:///x');
    expect(norm('file:///C:/a/..')).toBe('file:///C:/');
  });

  it('RFC 3986 §6.2.3: query and fragment get the syntax-based step only', () => {
    expect(norm('file://localhost/x?a%41%2f#b%42')).toBe('file:///x?aA%2F#bB');
  });

  it('RFC 3986 §6.2.3: a URI already normal is returned as the same object', () => {
    const uri = parse('file:///etc/x');
    expect(registry.normalize(uri)).toBe(uri);
  });

  it('RFC 8089 §2: a URI that is not a file URI cannot be normalized as one', () => {
    expectUriError(() => norm('file://h:1/x'), 'FILE_PORT_NOT_ALLOWED', 8);
    expectUriError(() => norm('file://host//x'), 'FILE_PATH_NOT_ABSOLUTE', 12);
  });
});

// Issues 10 and 13: normalization must never move a URI to another host (RFC 3986 §6.1: it must
// not change the resource), and must be idempotent. Each failed before this rewrite.
describe('normalize never moves a URI to another host (RFC 8089 §2, Appendix E.3.2; RFC 3986 §6.1)', () => {
  const hostOf = (input: string) => read(input).host;

  it('RFC 8089 Appendix E.3.2, RFC 3986 §6.1: "file:///.//a/" stays local (never "file://a/")', () => {
    expect(norm('file:///.//a/')).toBe('file:///.//a/');
    expect(hostOf(norm('file:///.//a/'))).toBe('');
  });

  it('RFC 3986 §6.1: "file:/.//a/" → "file:///.//a/", whose normal form is itself (idempotent)', () => {
    expect(norm('file:/.//a/')).toBe('file:///.//a/');
    expect(norm(norm('file:/.//a/'))).toBe('file:///.//a/');
    expect(norm('file:/.//p')).toBe('file:///.//p');
    expect(norm(norm('file:/.//p'))).toBe(norm('file:/.//p'));
  });

  it('RFC 8089 §2, Appendix E.3.2: "file:///a/..//evil.example/share/x" stays local', () => {
    expect(norm('file:///a/..//evil.example/share/x')).toBe('file:///.//evil.example/share/x');
    expect(hostOf(norm('file:///a/..//evil.example/share/x'))).toBe('');
  });

  it('RFC 3986 §6.1: equivalent("file:///.//a/b", "file://a/b") is false', () => {
    expect(registry.equivalent('file:///.//a/b', 'file://a/b')).toBe(false);
    expect(file.equivalent('file:///a/..//evil.example/x', 'file://evil.example/x')).toBe(false);
  });

  it('RFC 8089 Appendix E.3.2: "file:///.//" (WPT #629) normalizes, and stays local', () => {
    expect(norm('file:///.//')).toBe('file:///.//');
    expect(hostOf('file:///.//')).toBe('');
  });

  it('RFC 8089 §2: "file://C:/" is refused on every route, never the host "c" (WPT #603)', () => {
    expect(routes('file://C:/')).toEqual(Array(7).fill(['FILE_PORT_NOT_ALLOWED', 8]));
    for (const route of [
      registry.parse,
      registry.normalize,
      (u: string | Uri, o?: { allowZoneId?: boolean }) => check(registry, u, o),
      file.normalize,
    ]) {
      expectUriError(() => route(parse('file://C:/')), 'FILE_PORT_NOT_ALLOWED', 8);
    }
  });

  it('RFC 8089 Appendix E.3.2: ".." never climbs over a UNC host ("file:////server/a/../../x" → "file://server/x")', () => {
    expect(norm('file:////server/a/../../x')).toBe('file://server/x');
    expect(norm('file://///server/../x')).toBe('file://server/x');
    expect(norm('file:////localhost/a/../../x')).toBe('file:////localhost/x');
  });

  it('RFC 3986 §5.2.2, RFC 8089 E.3.2: resolution never moves a URI to another host ("file:///a/b" + "../..//evil/x" is refused)', () => {
    // §5.2.2 keeps the base's empty authority; §5.2.4 gives the path "//evil/x"; §5.3 writes
    // "file:////evil/x", which E.3.2 reads as the UNC host "evil", named by neither input.
    expectUriError(
      () => resolveWith(registry, 'file:///a/b', '../..//evil/x'),
      'INVALID_COMPOSITION',
      7,
    );
    expectUriError(
      () => resolveWith(registry, 'file:///a/b', '/..//evil/x'),
      'INVALID_COMPOSITION',
      7,
    );
    // ".." over a UNC host written in the path would move to another server too.
    expectUriError(
      () => resolveWith(registry, 'file:////server/a/b', '../../other/x'),
      'INVALID_COMPOSITION',
      7,
    );
    // The same host, or a reference that names its own authority, still resolve.
    expect(resolveWith(registry, 'file:////server/a/b', '../c').toString()).toBe(
      'file:////server/c',
    );
    expect(resolveWith(registry, 'file:///a/b', '../c').toString()).toBe('file:///c');
    expect(resolveWith(registry, 'file:///a/b', '//evil/x').toString()).toBe('file://evil/x');
  });

  it('RFC 8089 §2: "//" left after a host keeps "/." ("file://h/a/..//b" → "file://h/.//b")', () => {
    expect(norm('file://h/a/..//b')).toBe('file://h/.//b');
    expect(hostOf(norm('file://h/a/..//b'))).toBe('h');
    expect(norm('file://localhost/a/..//b')).toBe('file:///.//b');
    expect(hostOf(norm('file://localhost/a/..//b'))).toBe('');
  });
});

describe("check: RFC 8089 §3, §5, Appendix C and RFC 3986 §7.3 findings (the core's shared URI_… first)", () => {
  const codes = (uri: string) => check(registry, uri).map((f) => f.code);
  const at = (uri: string) => check(registry, uri).map((f) => [f.code, f.index, f.component]);

  it('RFC 8089 §3: a local file URI with ordinary names has no finding', () => {
    expect(check(registry, 'file:///etc/hosts')).toEqual([]);
    expect(check(registry, 'file://localhost/etc/hosts')).toEqual([]);
  });

  it('RFC 8089 §2: "localhost" is the local machine, not a loopback host (the plugin skips URI_LOOPBACK)', () => {
    expect(file.definition.skip).toEqual(['URI_LOOPBACK']);
    expect(codes('file://LocalHost/x')).toEqual([]);
    // Other shared findings apply: a private address is a remote UNC server inside the network.
    expect(codes('file://10.0.0.1/share/x')).toEqual(['URI_PRIVATE_ADDRESS', 'FILE_REMOTE_HOST']);
    expect(codes('file://127.0.0.1/c$/x')).toEqual(['FILE_REMOTE_HOST']);
  });

  it('RFC 8089 §3: a non-local file (host or UNC string) is a warning, at the host', () => {
    expect(check(registry, 'file://host/x')).toEqual([
      {
        code: 'FILE_REMOTE_HOST',
        message: 'RFC 8089 §3: remote host',
        severity: 'warning',
        index: 7,
        component: 'host',
      },
    ]);
    expect(at('file:////server/share/x')).toEqual([['FILE_REMOTE_HOST', 9, 'path']]);
  });

  it('RFC 8089 Appendix C: a host ".", ".." or with "?" names a Win32 namespace (error)', () => {
    expect(at('file://./x')).toEqual([
      ['FILE_REMOTE_HOST', 7, 'host'],
      ['FILE_DEVICE_NAMESPACE', 7, 'host'],
    ]);
    expect(codes('file:////./COM1')).toEqual([
      'FILE_REMOTE_HOST',
      'FILE_DEVICE_NAMESPACE',
      'FILE_RESERVED_NAME',
    ]);
    expect(codes('file://%3F/C:/x')).toContain('FILE_DEVICE_NAMESPACE');
    expect(codes('file://../x')).toContain('FILE_DEVICE_NAMESPACE');
    expect(check(registry, 'file://./x')[1]?.severity).toBe('error');
  });

  it('RFC 8089 §5: a ".." segment (also written %2E%2E, then the core\'s URI_ENCODED_DOT_SEGMENT too) is a warning, at the segment', () => {
    expect(at('file:///a/../etc')).toEqual([['FILE_PARENT_SEGMENT', 10, 'path']]);
    expect(codes('file:///a/%2E%2E/etc')).toEqual([
      'URI_ENCODED_DOT_SEGMENT',
      'FILE_PARENT_SEGMENT',
    ]);
    expect(codes('file:///a/..b')).toEqual([]);
  });

  it('RFC 3986 §7.3: a decoded "/" or "\\" inside a name (or a UNC host in the path) is a warning; in the authority\'s host it is the core\'s URI_ENCODED_HOST_ASCII', () => {
    expect(at('file:///a/b%2Fc')).toEqual([['FILE_ENCODED_SEPARATOR', 11, 'path']]);
    expect(codes('file:///a%5cb')).toEqual(['FILE_ENCODED_SEPARATOR']);
    expect(at('file:////a%2Fb/x')).toEqual([
      ['FILE_REMOTE_HOST', 9, 'path'],
      ['FILE_ENCODED_SEPARATOR', 10, 'path'],
    ]);
    expect(at('file://a%2Fb/x')).toEqual([
      ['URI_ENCODED_HOST_ASCII', 8, 'host'],
      ['FILE_REMOTE_HOST', 7, 'host'],
    ]);
  });

  it("RFC 3986 §7.3: a NUL in a name is the core's URI_ENCODED_CONTROL, an error (toPath refuses it: FILE_NUL)", () => {
    expect(check(registry, 'file:///a%00b')).toEqual([
      {
        code: 'URI_ENCODED_CONTROL',
        message: 'RFC 3986 §7.2, §7.3: encoded control (%00)',
        severity: 'error',
        index: 9,
        component: 'path',
      },
    ]);
    expectUriError(() => toPath('file:///a%00b', { platform: 'posix' }), 'FILE_NUL', 9);
  });

  it('RFC 8089 §5: Windows device names (any case, any extension) and ":" data streams are reported, on every platform', () => {
    for (const name of [
      'CON',
      'nul',
      'COM1.txt',
      'LPT1',
      'aux.tar.gz',
      'Con .x',
      'CONIN$',
      'com²',
    ]) {
      expect(at(`file:///C:/${percentEncode(name, 'segment')}`), name).toEqual([
        ['FILE_RESERVED_NAME', 11, 'path'],
      ]);
    }
    expect(at('file:///C:/a/b.txt:stream')).toEqual([['FILE_RESERVED_NAME', 13, 'path']]);
    expect(codes('file:///C:/a/b.txt::$DATA')).toEqual(['FILE_RESERVED_NAME']);
    for (const name of ['CONSOLE', 'COM10', 'xcon', 'nul-x', 'a.con']) {
      expect(codes(`file:///C:/${name}`), name).toEqual([]);
    }
  });

  it('RFC 3986 §7: findings are frozen data, in the order they stand in the text', () => {
    const findings = check(registry, 'file://h/%00/..');
    expect(Object.isFrozen(findings)).toBe(true);
    expect(findings.every((f) => Object.isFrozen(f))).toBe(true);
    expect(findings.map((f) => [f.code, f.index])).toEqual([
      ['URI_ENCODED_CONTROL', 9],
      ['FILE_REMOTE_HOST', 7],
      ['FILE_PARENT_SEGMENT', 13],
    ]);
  });
});

describe('RFC 3986 §6.2.2.3 switched off: the file hook honours dots: false', () => {
  it('keeps dot segments when the caller asks', () => {
    const registry = createRegistry([file]);
    expect(registry.normalize('file:///a/./b/../c', { dots: false }).toString()).toBe(
      'file:///a/./b/../c',
    );
    expect(registry.normalize('file:///a/./b/../c').toString()).toBe('file:///a/c');
  });
});

// Session 3: what the 10^6-input fuzz run found (each failed before its fix).
describe('fuzz regressions: zone identifiers, escaped colons, UNC hosts (session 3)', () => {
  const zo = { allowZoneId: true } as const;

  it('RFC 6874 §2: a zone identifier the caller allowed is never refused later (normalize, equivalent, check, format)', () => {
    const x = 'file://[fe80::1%25eth0]/x';
    expect(registry.parse(x, zo).parts.host).toBe('[fe80::1%25eth0]');
    expect(registry.normalize(x, zo).toString()).toBe(x);
    expect(file.normalize(x, zo).toString()).toBe(x);
    // The generic steps and the file rules change something: the zone stays, its case too.
    expect(registry.normalize('FILE://[FE80::0:1%25Eth0]/a/./b/%2e%2E/c', zo).toString()).toBe(
      'file://[fe80::1%25Eth0]/a/c',
    );
    expect(registry.normalizeWithReport('file://[fe80::1%25eth0]/./x', zo).uri.toString()).toBe(x);
    expect(registry.equivalent(x, 'FILE://[FE80::1%25eth0]/a/../x', zo)).toBe(true);
    expect(registry.equivalent(x, 'file://[fe80::1%25eth1]/x', zo)).toBe(false);
    expect(check(registry, x, zo).map((f) => f.code)).toContain('FILE_REMOTE_HOST');
    expect(file.format(registry.parse(x, zo).parts).toString()).toBe(x);
    // Without the option the text is still refused, on every route (RFC 3986 §3.2.2).
    expectUriError(() => registry.normalize(x), 'ZONE_ID_NOT_ALLOWED', 15);
  });

  it('RFC 8089 Appendix E.2: a drive letter is ALPHA ":" as written; dot removal never makes a name ("c%3A", or "c:" after a dot segment) a drive', () => {
    for (const x of [
      'file:/%2E%2e/c%3A/x',
      'file:/./c%3A',
      'file:///a/../c:/x',
      'file:///./c:/x',
    ]) {
      const n = registry.normalize(x);
      expect([x, read(n.toString()).drive]).toEqual([x, undefined]);
      expect([x, norm(n.toString())]).toEqual([x, n.toString()]);
      // format(parse(x)) names the same file as x.
      expect([x, registry.equivalent(file.format(read(x)), x)]).toEqual([x, true]);
    }
    expect(norm('file:/%2E%2e/c%3A/x')).toBe('file:///c%3A/x');
    expect(norm('file:///a/../c:/x')).toBe('file:///c%3A/x');
    expect(norm('file:/%43:/../c%3A/C:/a')).toBe('file:///c%3A/C:/a');
    // The drive as written stays a drive, and ".." can still climb over it (E.2.1).
    expect(norm('file:///C:/a/../c%3A')).toBe('file:///C:/c:');
    expect(norm('file:///C:/../D:/x')).toBe('file:///D%3A/x');
  });

  it('RFC 8089 §4, E.3.2: a host or UNC host with an overlong UTF-8 escape is refused by every route, at the escape', () => {
    expect(routes('file://%C0%AF/share')).toEqual(Array(7).fill(['INVALID_UTF8', 7]));
    expect(routes('file:////%C0%AF/share')).toEqual(Array(7).fill(['INVALID_UTF8', 9]));
    expect(routes('file://///a%C0%AF/share')).toEqual(Array(7).fill(['INVALID_UTF8', 11]));
    expect(routes('file:///.//%C0%AF/share')).toEqual(Array(7).fill(['INVALID_UTF8', 11]));
  });

  it('RFC 8089 Appendix C: FILE_DEVICE_NAMESPACE points at the "?" or "*" of the host (its escape), at the host for dots', () => {
    const at = (uri: string, options?: { allowZoneId: true }) =>
      check(registry, uri, options)
        .filter((f) => f.code === 'FILE_DEVICE_NAMESPACE')
        .map((f) => [f.index, f.component]);
    expect(at('file://a%3Fb/x')).toEqual([[8, 'host']]);
    expect(at('file:////ab*/x')).toEqual([[11, 'path']]);
    expect(at('file://[fe80::1%25%3F]/x', zo)).toEqual([[18, 'host']]);
    expect(at('file://../x')).toEqual([[7, 'host']]);
    expectUriError(
      () => toPath('file://a%3Fb/x', { platform: 'win32' }),
      'FILE_DEVICE_NAMESPACE',
      8,
    );
  });
});

// Long paths take other code (decoded whole, then split, and the names of a generic normal form
// taken from the read before it): the same parts, errors and findings as short ones.
describe('long paths: linear time, the same reading (RFC 3986 §2.1, §5.2.4; RFC 8089 §4)', () => {
  const long = (unit: string, n = 120) => unit.repeat(n);

  it('RFC 8089 §4: long paths give the parts short ones give, whatever was read before', () => {
    const a = `file://h/${long('%2e%2e/')}x%2Fy/caf%C3%A9`;
    const b = `file://h/${long('../')}x%2Fy/caf%C3%A9`;
    const c = `file://h/${long('%2e%2e/')}x/caf%C3%A9`;
    const expected = (p: string) => [...Array(120).fill('..'), ...p.split('|')];
    for (const [x, names] of [
      [a, expected('x/y|café')],
      [b, expected('x/y|café')],
      [c, expected('x|café')],
      [c.replaceAll('%2e', '.'), expected('x|café')],
      [c, expected('x|café')],
      [a, expected('x/y|café')],
    ] as const) {
      expect([x, read(x).segments]).toEqual([x, names]);
    }
    expect(norm(c)).toBe('file://h/x/caf%C3%A9');
    expect(norm(a)).toBe('file://h/x%2Fy/caf%C3%A9');
  });

  it('RFC 8089 §4: INVALID_UTF8 in a long path at its place', () => {
    expectUriError(() => read(`file:///${long('a%2e/')}b%C0%AF`), 'INVALID_UTF8', 8 + 600 + 1);
    expectUriError(() => read(`file:///${long('a%2F/')}b%C0%AF`), 'INVALID_UTF8', 8 + 600 + 1);
  });

  it('RFC 3986 §7: check reports each finding once, at its first place, however long the path', () => {
    // "file:///a/" is 10 characters: the first ".." at 10, the first "%2F" after "../" at 13.
    const x = `file:///a/${long('../%2F/')}`;
    expect(check(registry, x).map((f) => [f.code, f.index])).toEqual([
      ['FILE_PARENT_SEGMENT', 10],
      ['FILE_ENCODED_SEPARATOR', 13],
    ]);
    expectUriError(() => toPath(x, { platform: 'posix' }), 'FILE_ENCODED_SEPARATOR', 13);
  });
});
