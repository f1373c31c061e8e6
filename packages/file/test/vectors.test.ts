// Third-party file vectors (../shared/vectors, see its README) through one adapter per file.
// Every file row runs. A row we do not follow is listed in an exception list with the reason;
// the tests assert that each excepted row still exists and that our answer really differs, so
// an exception can neither rot nor hide a pass.
import { parse, tryParse, type Uri, UriError } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import { loadVectors } from '../../../test-support/vectors.js';
import { type FileParts, file, fromPath, parseFile, toPath } from '../src/index.js';

const normalize = (uri: Uri): Uri => (file.normalize as (u: Uri) => Uri)(uri);

/** The outcome of `fn` as a string: its value, or "error CODE". */
function outcome(fn: () => string): string {
  try {
    return fn();
  } catch (e) {
    if (e instanceof UriError) return `error ${e.code}`;
    throw e;
  }
}

/** The RFC 8089 path of parts, undecoded only where the vectors never encode. */
const pathOf = (p: FileParts): string =>
  (p.drive ? `/${p.drive}:` : '') + p.segments.map((s) => `/${s}`).join('');

// ---------------------------------------------------------------------------------------------
describe('perl-uri.file-path: file URI → unix / win32 path (RFC 8089 Appendix D)', () => {
  interface Row {
    uri: string;
    os: 'unix' | 'win32' | 'mac';
    expected_path: string | null;
    reversible: boolean;
  }
  const rows = loadVectors<Row>('perl-uri.file-path').cases;
  const key = (r: Row) => `${r.uri} ${r.os}`;
  const platform = (os: Row['os']) => ({ platform: os === 'unix' ? 'posix' : 'win32' }) as const;

  /** Classic Mac OS paths (colon-separated) are out of scope: only POSIX and Win32 are mapped. */
  const MAC = rows.filter((r) => r.os === 'mac').map(key);

  /** Rows we answer differently from URI::file, with the reason. */
  const EXCEPTIONS: Record<string, string> = {
    // URI::file maps relative references to relative paths. toPath takes a file URI (RFC 8089
    // §2: path-absolute); a relative reference is resolved against a base by the core first.
    'foo/bar unix': 'relative reference, not a file URI (RFC 8089 §2)',
    'foo/bar win32': 'relative reference, not a file URI (RFC 8089 §2)',
    '. unix': 'relative reference, not a file URI (RFC 8089 §2)',
    '. win32': 'relative reference, not a file URI (RFC 8089 §2)',
    '.. unix': 'relative reference, not a file URI (RFC 8089 §2)',
    '.. win32': 'relative reference, not a file URI (RFC 8089 §2)',
    '%2E unix': 'relative reference, not a file URI (RFC 8089 §2)',
    '%2E win32': 'relative reference, not a file URI (RFC 8089 §2)',
    '../%2E%2E unix': 'relative reference, not a file URI (RFC 8089 §2)',
    '../%2E%2E win32': 'relative reference, not a file URI (RFC 8089 §2)',
    // URI::file turns a host into "//host/…" on Unix. RFC 8089 §3: only a local file URI can be
    // dependably translated to a local path; we refuse (FILE_REMOTE_HOST) rather than guess.
    'file://foo3445x/bar unix': 'non-local file on POSIX: FILE_REMOTE_HOST (RFC 8089 §3)',
    // "file://a:/" is host "a" with an empty port under RFC 3986 §3.2; URI::file reads the
    // authority as a drive letter (a pre-RFC 8089 habit). RFC 8089 §2 has no port: an error.
    'file://a:/ unix': 'authority "a:" is host + empty port: FILE_PORT_NOT_ALLOWED (RFC 8089 §2)',
    'file://a:/ win32': 'authority "a:" is host + empty port: FILE_PORT_NOT_ALLOWED (RFC 8089 §2)',
  };

  it('RFC 8089 Appendix D: the file still has its 36 rows, 12 of them Mac OS (D.3, not mapped)', () => {
    expect(rows).toHaveLength(36);
    expect(MAC).toHaveLength(12);
  });

  it('RFC 8089 §2, §3: every exception names a row that exists, and we really answer it differently', () => {
    for (const k of Object.keys(EXCEPTIONS)) {
      const row = rows.find((r) => key(r) === k) as Row;
      expect(row, k).toBeDefined();
      expect(outcome(() => toPath(row.uri, platform(row.os)))).not.toBe(row.expected_path);
    }
  });

  for (const row of rows.filter((r) => r.os !== 'mac' && !(key(r) in EXCEPTIONS))) {
    it(`RFC 8089 Appendix D (${row.os}): ${row.uri} → ${row.expected_path}`, () => {
      const options = platform(row.os);
      expect(toPath(row.uri, options)).toBe(row.expected_path);
      // reversible = URI::file->new(path, os) gives back this exact URI.
      if (row.reversible) {
        expect(fromPath(row.expected_path as string, options).toString()).toBe(row.uri);
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------
describe('ruby-uri.scheme-specific (file rows): RFC 8089, localhost → ""', () => {
  interface Row {
    scheme: string;
    input: string;
    expected: Record<string, unknown>;
    origin: string;
  }
  const rows = loadVectors<Row>('ruby-uri.scheme-specific').cases.filter(
    (c) => c.scheme === 'file',
  );

  /** Ruby's URI::File drops a userinfo and a port; RFC 8089 §2 has neither, so we refuse. */
  const EXCEPTIONS: Record<string, string> = {
    'file://localhost:30/file': 'port dropped by Ruby; FILE_PORT_NOT_ALLOWED here (RFC 8089 §2)',
    'file://foo:pass@example.com/file':
      'userinfo dropped by Ruby; FILE_USERINFO_NOT_ALLOWED here (RFC 8089 §2, E.1 nonstandard)',
  };

  /** The fields the Ruby suite asserts, from our parts. */
  function view(input: string): Record<string, unknown> {
    const uri = parse(input);
    const p = parseFile(uri);
    return {
      host: p.host,
      port: null,
      user: null,
      password: null,
      path: pathOf(p),
      // Ruby keeps "file:c:/path/to/file" opaque: its rootless RFC 3986 path, which we read
      // as the drive-letter form of RFC 8089 E.2 (checked below).
      opaque: uri.path.startsWith('/') ? null : uri.path,
      to_s: normalize(uri).toString(),
    };
  }

  it('RFC 8089 §2: the file still has its 8 file rows', () => {
    expect(rows).toHaveLength(8);
  });

  it('RFC 8089 §2: every exception names a row that exists, and we really refuse it', () => {
    for (const input of Object.keys(EXCEPTIONS)) {
      expect(rows.some((r) => r.input === input)).toBe(true);
      expect(() => parseFile(input)).toThrow(UriError);
    }
  });

  for (const row of rows.filter((r) => !(r.input in EXCEPTIONS))) {
    it(`RFC 8089 §2 (${row.origin}): ${row.input}`, () => {
      const actual = view(row.input);
      const fields = Object.keys(row.expected);
      expect(Object.fromEntries(fields.map((f) => [f, actual[f]]))).toEqual(row.expected);
    });
  }

  it('RFC 8089 E.2: the opaque "file:c:/path/to/file" is the drive-letter form to us', () => {
    expect(parseFile('file:c:/path/to/file').drive).toBe('c');
  });
});

// ---------------------------------------------------------------------------------------------
describe('rfc-misc.examples (file rows): RFC 1738 §3.10 and RFC 8089 example URIs', () => {
  interface Row {
    input: string;
    valid: boolean;
    origin: string;
    description: string;
  }
  const rows = loadVectors<Row>('rfc-misc.examples').cases.filter((c) =>
    c.input.startsWith('file:'),
  );

  /** What each example names, read off the RFC text (section in the row's origin). */
  const NAMES: Record<string, [host: string, path: string]> = {
    'file://vms.host.edu/disk$user/my/notes/note12345.txt': [
      'vms.host.edu',
      '/disk$user/my/notes/note12345.txt',
    ],
    'file:///path/to/file': ['', '/path/to/file'],
    'file:/path/to/file': ['', '/path/to/file'],
    'file://host.example.com/path/to/file': ['host.example.com', '/path/to/file'],
    'file:c:/path/to/file': ['', '/c:/path/to/file'],
    'file:///c:/path/to/file.txt': ['', '/c:/path/to/file.txt'],
    'file:///c:/foo.txt': ['', '/c:/foo.txt'],
    'file:////host.example.com/path/to/file': ['host.example.com', '/path/to/file'],
    'file://///host.example.com/path/to/file': ['host.example.com', '/path/to/file'],
  };

  it('RFC 8089 Appendix B, E: the file still has its 9 file rows, all listed above', () => {
    expect(rows.map((r) => r.input).sort()).toEqual(Object.keys(NAMES).sort());
  });

  for (const row of rows) {
    it(`RFC 8089 §2 (${row.origin}): ${row.input} (${row.description})`, () => {
      expect(row.valid).toBe(true);
      const p = parseFile(row.input);
      expect([p.host, pathOf(p)]).toEqual(NAMES[row.input]);
    });
  }
});

// ---------------------------------------------------------------------------------------------
describe('wpt.urltestdata (file cases): WHATWG href against our normalized file URI', () => {
  interface Row {
    input: string;
    base: string | null;
    href?: string;
    failure?: boolean;
    rfc3986: { input_valid: boolean; resolved: string | null; same_as_href: boolean | null };
  }
  const all = loadVectors<Row>('wpt.urltestdata').cases.map((c, i) => ({ ...c, i }));
  const fileish = all.filter(
    (c) =>
      c.input.toLowerCase().trimStart().startsWith('file:') ||
      (c.base?.startsWith('file:') ?? false),
  );
  const isAbsolute = (c: Row) => tryParse(c.input, { kind: 'uri' }).ok;

  // The selection, counted:
  // A. absolute file URIs valid under RFC 3986: the input itself goes through normalize and is
  //    compared with the WHATWG href (a WHATWG failure must be an error here too);
  // B. relative references against a file base whose strict RFC 3986 resolution is exactly the
  //    WHATWG href (same_as_href): the resolved URI goes through the same comparison.
  const A = fileish.filter((c) => c.rfc3986.input_valid && isAbsolute(c));
  const B = fileish.filter(
    (c) => c.rfc3986.input_valid && !isAbsolute(c) && c.rfc3986.same_as_href,
  );
  // Out of scope, counted:
  // C. inputs that RFC 3986 refuses (backslashes, "|", spaces, controls): WHATWG repairs them,
  //    a strict URI parser must not (the E.2.2 "|" update is parseFile's, see rfc8089.test.ts);
  // D. relative references whose WHATWG resolution differs from RFC 3986 §5.2 (special-scheme
  //    rules for file: drive letters, host carried from the base): resolution is the core's.
  const C = fileish.filter((c) => !c.rfc3986.input_valid);
  const D = fileish.filter(
    (c) => c.rfc3986.input_valid && !isAbsolute(c) && !c.rfc3986.same_as_href,
  );

  const ours = (c: Row): string =>
    outcome(() =>
      normalize(parse(isAbsolute(c) ? c.input : (c.rfc3986.resolved as string))).toString(),
    );
  const theirs = (c: Row): string => (c.failure ? 'error' : (c.href as string));

  /** Selected cases we answer differently, by index in the file, with the reason. */
  const EXCEPTIONS: Record<number, string> = {
    // RFC 8089 §2: the path is path-absolute; WHATWG turns an empty or rootless path into "/…".
    127: '"file://test": empty path (RFC 8089 §2 path-absolute)',
    128: '"file://localhost": empty path (RFC 8089 §2 path-absolute)',
    266: '"file:...": rootless path (RFC 8089 §2 path-absolute)',
    267: '"file:..": rootless path (RFC 8089 §2 path-absolute)',
    268: '"file:a": rootless path (RFC 8089 §2 path-absolute)',
    269: '"file:.": rootless path (RFC 8089 §2 path-absolute)',
    270: '"file:.": rootless path (RFC 8089 §2 path-absolute)',
    577: '"file://": empty path (RFC 8089 §2 path-absolute)',
    608: '"file:": empty path (RFC 8089 §2 path-absolute)',
    609: '"file:?q=v": empty path (RFC 8089 §2 path-absolute)',
    610: '"file:#frag": empty path (RFC 8089 §2 path-absolute)',
    630: '"file:.//p": rootless path (RFC 8089 §2 path-absolute)',
    // WHATWG resolves "file:" + rootless/empty path against a file base (its special-scheme
    // rule); under RFC 3986 §4.3 the input is already an absolute URI with a rootless path.
    132: '"file:test" with a file base: WHATWG uses the base; rootless path here (RFC 8089 §2)',
    558: '"file:" with a file base: WHATWG uses the base; empty path here (RFC 8089 §2)',
    560: '"file:?x" with a file base: WHATWG uses the base; empty path here (RFC 8089 §2)',
    562: '"file:#x" with a file base: WHATWG uses the base; empty path here (RFC 8089 §2)',
    600: '"file:C:/" with base "file://host/": WHATWG takes the base host; local drive here (RFC 8089 E.2)',
    601: '"file:/C:/" with base "file://host/": WHATWG takes the base host; local here (RFC 8089 §2)',
    // RFC 8089 §2: no port. WHATWG reads "file://C:/" as a drive letter.
    603: '"file://C:/": host "C" + empty port, FILE_PORT_NOT_ALLOWED (RFC 8089 §2)',
    // RFC 3986 §3.3 / RFC 8089 §2: path-absolute has no empty first segment after a host;
    // WHATWG keeps the slashes as an empty-named directory.
    567: '"file://spider///": empty first segment (RFC 8089 §2 path-absolute)',
    571: '"file://localhost//a//../..//": empty first segment after localhost (RFC 8089 §2)',
    621: '"file://localhost//a//../..//foo": empty first segment after localhost (RFC 8089 §2)',
    622: '"file://localhost////foo": empty first segment after localhost (RFC 8089 §2)',
    // RFC 8089 E.3.2: an empty authority followed by "//host" is a UNC string.
    623: '"file:////foo": UNC host "foo" without a share path (RFC 8089 E.3.2)',
    625: '"file:////one/two": UNC string, normalized to "file://one/two" (RFC 8089 E.3.1, E.3.2)',
    628: '"////one/two" against "file:///": UNC string, normalized to "file://one/two" (RFC 8089 E.3.2)',
    572: '"/////mouse" against "file:///elephant": UNC host without a share path (RFC 8089 E.3.2)',
    576: '"/..//localhost//pig" against "file://lion/": empty first segment after a host (RFC 8089 §2)',
    // Dot segments are removed by the core's syntax-based step (RFC 3986 §6.2.2.3), not by the
    // scheme hook that runs here.
    613: '"file:///./Y": dot segment, removed by RFC 3986 §6.2.2.3 in the core',
    614: '"file:///./Y:": dot segment, removed by RFC 3986 §6.2.2.3 in the core',
    618: '"file:///./y": dot segment, removed by RFC 3986 §6.2.2.3 in the core',
    619: '"file:///./y:": dot segment, removed by RFC 3986 §6.2.2.3 in the core',
    629: '"file:///.//" against "file:////": dot segment, removed by RFC 3986 §6.2.2.3 in the core',
    631: '"file:/.//p": dot segment, removed by RFC 3986 §6.2.2.3 in the core',
    // WHATWG applies IDNA / forbidden host code points to the percent-decoded host; RFC 3986
    // §3.2.2 allows any pct-encoded octet in a reg-name.
    543: '"file://%43%7C/": pct-encoded "|" in a reg-name is valid (RFC 3986 §3.2.2)',
    729: '"file://a%C2%ADb/p": no IDNA mapping of the host (RFC 3986 §3.2.2)',
    732: '"file://%C2%AD/p": no IDNA mapping of the host (RFC 3986 §3.2.2)',
  };

  it('RFC 8089 §2 vs WHATWG URL: the selection is counted: 135 file cases = 57 (A) + 27 (B) + 42 (C) + 9 (D)', () => {
    expect([fileish.length, A.length, B.length, C.length, D.length]).toEqual([135, 57, 27, 42, 9]);
  });

  it('RFC 3986 §3 (C): every input RFC 3986 refuses is refused by the core parser too', () => {
    for (const c of C) expect(tryParse(c.input).ok, c.input).toBe(false);
  });

  it('RFC 8089 §2 vs WHATWG URL: every exception names a selected case, and we really answer it differently', () => {
    const selected = new Map([...A, ...B].map((c) => [c.i, c]));
    for (const i of Object.keys(EXCEPTIONS).map(Number)) {
      const c = selected.get(i);
      expect(c, `case ${i}`).toBeDefined();
      const a = ours(c as Row);
      const b = theirs(c as Row);
      expect(a.startsWith('error') && b === 'error' ? 'both refuse' : a, `case ${i}`).not.toBe(
        b === 'error' ? 'both refuse' : b,
      );
    }
  });

  for (const c of [...A, ...B].filter((x) => !(x.i in EXCEPTIONS))) {
    it(`RFC 8089 §2 (wpt #${c.i}): ${JSON.stringify(c.input)}${c.base ? ` against ${c.base}` : ''} → ${theirs(c)}`, () => {
      const a = ours(c);
      if (c.failure) expect(a).toMatch(/^error /);
      else expect(a).toBe(c.href);
    });
  }
});
