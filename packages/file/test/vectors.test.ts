// Third-party vectors (../shared/vectors, see its README): every row that touches the file scheme,
// through the public routes a user calls (the registry, toPath, fromPath). A row we answer
// differently is listed in an exception list with the reason and with OUR outcome: the tests
// assert that each exception still names a row, that we give exactly that outcome, and that it
// still differs from theirs, so an exception can neither rot nor hide a change.
import { createRegistry, relativizeWith, resolveWith, type Uri, UriError } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import { loadVectors } from '../../../test-support/vectors.js';
import { type FileParts, type FilePlatform, file, fromPath, toPath } from '../src/index.js';

const registry = createRegistry([file]);

/** The outcome of `fn` as a string: its value, or "error CODE". */
function outcome(fn: () => string | Uri): string {
  try {
    return `${fn()}`;
  } catch (e) {
    if (e instanceof UriError) return `error ${e.code}`;
    throw e;
  }
}

/** An exception: our outcome for the row, and why it differs from theirs. */
type Exception = readonly [ours: string, reason: string];

/** Each exception names a row, we give exactly `ours` for it, and theirs is something else. */
function exceptionsHold<R>(
  exceptions: Record<string, Exception>,
  find: (key: string) => R | undefined,
  ours: (row: R) => string,
  theirs: (row: R) => string,
): void {
  for (const [key, [expected]] of Object.entries(exceptions)) {
    const row = find(key);
    expect(row, `${key}: no such row`).toBeDefined();
    const got = ours(row as R);
    expect(got, key).toBe(expected);
    expect(got, `${key}: no longer differs`).not.toBe(theirs(row as R));
  }
}

/** The RFC 8089 path of parts, for comparing with path fields. */
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
  const platform = (os: Row['os']) =>
    ({ platform: ({ unix: 'posix', win32: 'win32', mac: 'mac' } as const)[os] }) as {
      platform: FilePlatform;
    };
  const ours = (r: Row) => outcome(() => toPath(r.uri, platform(r.os)));
  const theirs = (r: Row) => r.expected_path ?? 'no mapping';

  const relative =
    'a relative reference, not a file URI (RFC 8089 §2; RFC 3986 §4.3 needs a scheme)';
  const EXCEPTIONS: Record<string, Exception> = {
    // URI::file maps relative references to relative paths. toPath takes a file URI; a relative
    // reference is resolved against a base first (resolveWith).
    'foo/bar unix': ['error MISSING_SCHEME', relative],
    'foo/bar win32': ['error MISSING_SCHEME', relative],
    '. unix': ['error MISSING_SCHEME', relative],
    '. win32': ['error MISSING_SCHEME', relative],
    '.. unix': ['error MISSING_SCHEME', relative],
    '.. win32': ['error MISSING_SCHEME', relative],
    '%2E unix': ['error MISSING_SCHEME', relative],
    '%2E win32': ['error MISSING_SCHEME', relative],
    '../%2E%2E unix': ['error MISSING_SCHEME', relative],
    '../%2E%2E win32': ['error MISSING_SCHEME', relative],
    // URI::file turns a host into "//host/…" on Unix. RFC 8089 §3: only a local file URI can be
    // dependably translated to a local path; we refuse rather than guess.
    'file://foo3445x/bar unix': ['error FILE_REMOTE_HOST', 'non-local file on POSIX (RFC 8089 §3)'],
    // "file://a:/" is host "a" with an empty port under RFC 3986 §3.2.3; URI::file reads the
    // authority as a drive letter (a pre-RFC 8089 habit). RFC 8089 §2 has no port.
    'file://a:/ unix': ['error FILE_PORT_NOT_ALLOWED', 'host "a" + empty port (RFC 8089 §2)'],
    'file://a:/ win32': ['error FILE_PORT_NOT_ALLOWED', 'host "a" + empty port (RFC 8089 §2)'],
  };
  // Classic Mac OS paths (RFC 8089 Appendix D.3) are out of scope: toPath refuses the platform.
  for (const r of rows.filter((x) => x.os === 'mac')) {
    EXCEPTIONS[key(r)] = ['error INVALID_ARGUMENT', 'Mac OS paths are not mapped (Appendix D.3)'];
  }

  it('RFC 8089 Appendix D: the file has its 36 rows, 12 of them Mac OS (D.3, not mapped)', () => {
    expect(rows).toHaveLength(36);
    expect(Object.keys(EXCEPTIONS)).toHaveLength(25);
  });

  it('RFC 8089 §2, §3, Appendix D.3: every exception names a row, with our outcome, which differs', () => {
    exceptionsHold(EXCEPTIONS, (k) => rows.find((r) => key(r) === k), ours, theirs);
  });

  for (const row of rows.filter((r) => !(key(r) in EXCEPTIONS))) {
    it(`RFC 8089 Appendix D (${row.os}): ${row.uri} → ${row.expected_path}`, () => {
      expect(ours(row)).toBe(theirs(row));
      // reversible = URI::file->new(path, os) gives back this exact URI.
      if (row.reversible) {
        expect(fromPath(row.expected_path as string, platform(row.os)).toString()).toBe(row.uri);
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
  const EXCEPTIONS: Record<string, Exception> = {
    'file://localhost:30/file': [
      'error FILE_PORT_NOT_ALLOWED',
      'port dropped by Ruby; refused here (RFC 8089 §2)',
    ],
    'file://foo:pass@example.com/file': [
      'error USERINFO_NOT_ALLOWED',
      'userinfo dropped by Ruby; refused here (RFC 8089 §2, E.1 nonstandard)',
    ],
  };

  /** The fields the Ruby suite asserts, from the registry's parse and normalize. */
  function view(input: string): Record<string, unknown> {
    const { uri, parts } = registry.parse(input);
    return {
      host: parts.host,
      port: null,
      user: null,
      password: null,
      path: pathOf(parts),
      // Ruby keeps "file:c:/path/to/file" opaque: its rootless RFC 3986 path, which we read as
      // the drive-letter form of RFC 8089 E.2 (checked below).
      opaque: uri.path.startsWith('/') ? null : uri.path,
      to_s: registry.normalize(input).toString(),
    };
  }
  const ours = (r: Row) => outcome(() => JSON.stringify(view(r.input)));

  it('RFC 8089 §2: the file has its 8 file rows', () => {
    expect(rows).toHaveLength(8);
  });

  it('RFC 8089 §2: every exception names a row, with our outcome, which differs', () => {
    exceptionsHold(
      EXCEPTIONS,
      (k) => rows.find((r) => r.input === k),
      ours,
      (r) => JSON.stringify(r.expected),
    );
  });

  for (const row of rows.filter((r) => !(r.input in EXCEPTIONS))) {
    it(`RFC 8089 §2 (${row.origin}): ${row.input}`, () => {
      const actual = view(row.input);
      const fields = Object.keys(row.expected);
      expect(Object.fromEntries(fields.map((f) => [f, actual[f]]))).toEqual(row.expected);
    });
  }

  it('RFC 8089 E.2: the opaque "file:c:/path/to/file" is the drive-letter form to us', () => {
    expect(registry.parse('file:c:/path/to/file').parts.drive).toBe('c');
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

  it('RFC 8089 Appendix B, E: the file has its 9 file rows, all listed above', () => {
    expect(rows.map((r) => r.input).sort()).toEqual(Object.keys(NAMES).sort());
  });

  for (const row of rows) {
    it(`RFC 8089 §2 (${row.origin}): ${row.input} (${row.description})`, () => {
      expect(row.valid).toBe(true);
      const p = registry.parse(row.input).parts;
      expect([p.host, pathOf(p)]).toEqual(NAMES[row.input]);
    });
  }
});

// ---------------------------------------------------------------------------------------------
describe('fluent-uri.parse (file row): RFC 3986 components of a file URI', () => {
  interface Row {
    input: string;
    host: string;
    path: string;
    port: string | null;
  }
  const rows = loadVectors<Row>('fluent-uri.parse').cases.filter((c) =>
    c.input.startsWith('file:'),
  );

  it('RFC 8089 §2: "file:///etc/hosts" has an empty host and the path "/etc/hosts"', () => {
    expect(rows).toHaveLength(1);
    for (const row of rows) {
      const { uri, parts } = registry.parse(row.input);
      expect([uri.host, uri.path, uri.port ?? null]).toEqual([row.host, row.path, row.port]);
      expect(parts.segments).toEqual(['etc', 'hosts']);
    }
  });
});

// ---------------------------------------------------------------------------------------------
describe('rfc3986.resolve (file rows): RFC 8089 Appendix E.2.1 drive letters and resolution', () => {
  interface Row {
    base: string;
    ref: string;
    expected: string;
  }
  const rows = loadVectors<Row>('rfc3986.resolve').cases.filter((c) => c.base.startsWith('file:'));

  it('RFC 8089 E.2.1: generic resolution treats the drive letter as a segment', () => {
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(resolveWith(registry, row.base, row.ref).toString()).toBe(row.expected);
    }
  });
});

// ---------------------------------------------------------------------------------------------
describe('ruby-uri.make-relative (file rows): relativize through the registry', () => {
  interface Row {
    base: string;
    target: string;
    expected: string;
    roundtrip_ok: boolean;
  }
  const rows = loadVectors<Row>('ruby-uri.make-relative').cases.filter((c) =>
    c.base.startsWith('file:'),
  );

  it("RFC 3986 §5.2: the reference resolves back to the target, and is Ruby's", () => {
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const r = relativizeWith(registry, row.base, row.target);
      expect(row.roundtrip_ok).toBe(true);
      expect(registry.equivalent(resolveWith(registry, row.base, r), row.target)).toBe(true);
      expect(r.toString()).toBe(row.expected);
    }
  });
});

// ---------------------------------------------------------------------------------------------
describe('perl-uri.canonical (file rows): URI.pm repairs "[" and "]" in paths', () => {
  interface Row {
    input: string;
    expected: string;
  }
  const rows = loadVectors<Row>('perl-uri.canonical').cases.filter((c) =>
    c.input.startsWith('file:'),
  );
  const ours = (r: Row) => outcome(() => registry.normalize(r.input));
  // RFC 3986 §3.3: "[" and "]" are gen-delims a path cannot hold; URI.pm encodes them, a strict
  // parser refuses the input.
  const reason = '"[" or "]" in a path: not RFC 3986 (§3.3); URI.pm escapes them';
  const EXCEPTIONS: Record<string, Exception> = Object.fromEntries(
    rows.map((r) => [r.input, ['error INVALID_CHARACTER', reason]]),
  );

  it('RFC 3986 §3.3: the file has its 5 file rows, each an exception with our outcome', () => {
    expect(rows).toHaveLength(5);
    exceptionsHold(
      EXCEPTIONS,
      (k) => rows.find((r) => r.input === k),
      ours,
      (r) => r.expected,
    );
  });

  it('RFC 8089 §2: their repaired form is a file URI, normal but for "localhost"', () => {
    for (const row of rows) {
      const normal = registry.normalize(row.expected).toString();
      expect(normal).toBe(row.expected.replace('file://localhost/', 'file:///'));
    }
  });
});

// ---------------------------------------------------------------------------------------------
describe('wpt.failures (file rows): inputs WHATWG URL refuses', () => {
  interface Row {
    input: string;
    base: string | null;
    rfc3986_input_valid: boolean;
  }
  const rows = loadVectors<Row>('wpt.failures').cases.filter((c) => c.input.startsWith('file:'));
  const ours = (r: Row) => outcome(() => registry.normalize(r.input));

  /** WHATWG applies IDNA and forbidden host code points to the decoded host. */
  const EXCEPTIONS: Record<string, Exception> = {
    'file://%43%7C/': ['file://c%7C/', 'pct-encoded "|" is valid in a reg-name (RFC 3986 §3.2.2)'],
    'file://%C2%AD/p': ['file://%C2%AD/p', 'no IDNA mapping of the host (RFC 3986 §3.2.2)'],
  };

  it('RFC 3986 §3: the file has 11 file rows; those RFC 3986 refuses, the core refuses', () => {
    expect(rows).toHaveLength(11);
    for (const r of rows.filter((x) => !x.rfc3986_input_valid)) {
      expect(ours(r), r.input).toMatch(/^error [A-Z0-9_]+$/);
      expect(ours(r).startsWith('error FILE_'), r.input).toBe(false);
    }
  });

  it('RFC 8089 §2: the valid ones are refused by the file rules, except the listed ones', () => {
    exceptionsHold(
      EXCEPTIONS,
      (k) => rows.find((r) => r.input === k),
      ours,
      () => 'error',
    );
    const refused = rows.filter((r) => r.rfc3986_input_valid && !(r.input in EXCEPTIONS));
    expect(refused.map((r) => [r.input, ours(r)])).toEqual([
      ['file://example:1/', 'error FILE_PORT_NOT_ALLOWED'],
      ['file://%43%3A', 'error FILE_PATH_NOT_ABSOLUTE'],
      ['file://%43%7C', 'error FILE_PATH_NOT_ABSOLUTE'],
      ['file://C%7C', 'error FILE_PATH_NOT_ABSOLUTE'],
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('wpt.resolve-rfc3986-agreeing (file rows): resolveWith', () => {
  interface Row {
    base: string | null;
    ref: string;
    expected: string;
  }
  const rows = loadVectors<Row>('wpt.resolve-rfc3986-agreeing').cases.filter((c) =>
    (c.base ?? c.ref).startsWith('file:'),
  );
  const key = (r: Row) => `${r.ref} against ${r.base}`;
  const ours = (r: Row) =>
    outcome(() =>
      r.base === null ? registry.parse(r.ref).uri : resolveWith(registry, r.base, r.ref),
    );

  /** Results (or bases) that are RFC 3986 URIs but not RFC 8089 file URIs. */
  const EXCEPTIONS: Record<string, Exception> = {
    'file://spider/// against null': [
      'error FILE_PATH_NOT_ABSOLUTE',
      '"//" after a host: RFC 8089 §2 requires path-absolute (RFC 3986 §3.3 path-abempty allows it)',
    ],
    'file:////foo against null': [
      'error FILE_INVALID_UNC_HOST',
      'UNC host "foo" with no path after it (RFC 8089 E.3.2)',
    ],
    '/////mouse against file:///elephant': [
      'error FILE_INVALID_UNC_HOST',
      'result "file://///mouse": UNC host "mouse" with no path after it (RFC 8089 E.3.2)',
    ],
    '/..//localhost//pig against file://lion/': [
      'error FILE_PATH_NOT_ABSOLUTE',
      'result "file://lion//localhost//pig": "//" after a host (RFC 8089 §2)',
    ],
    'file:///.// against file:////': [
      'error FILE_INVALID_UNC_HOST',
      'base "file:////": a UNC string with an empty host (RFC 8089 E.3.2)',
    ],
  };

  it('RFC 3986 §5.2: the file has 46 rows of the file scheme', () => {
    expect(rows).toHaveLength(46);
  });

  it('RFC 8089 §2, E.3.2: every exception names a row, with our outcome, which differs', () => {
    exceptionsHold(
      EXCEPTIONS,
      (k) => rows.find((r) => key(r) === k),
      ours,
      (r) => r.expected,
    );
  });

  for (const row of rows.filter((r) => !(key(r) in EXCEPTIONS))) {
    it(`RFC 3986 §5.2, RFC 8089 §2: ${key(row)} → ${row.expected}`, () => {
      expect(ours(row)).toBe(row.expected);
    });
  }
});

// ---------------------------------------------------------------------------------------------
describe('wpt.urltestdata (file cases): WHATWG href against the registry normal form', () => {
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
  // RFC 3986 §3.1, §4.3: a valid reference that starts with a scheme is a URI (the grammar, not
  // urikit's answer, decides the category).
  const isAbsolute = (c: Row) => /^[a-z][a-z0-9+.-]*:/i.test(c.input);

  // The selection, counted, from the vector file's own fields:
  // A. absolute file URIs valid under RFC 3986: registry.normalize(input) against the href;
  // B. relative references whose strict RFC 3986 resolution is the href (same_as_href):
  //    registry.normalize(resolveWith(registry, base, input)) against the href;
  // C. inputs that RFC 3986 refuses (backslashes, "|", spaces, controls): the core refuses them
  //    too (WHATWG repairs them), but for the "|" drive form of RFC 8089 E.2.2, which the file
  //    plugin reads as WHATWG does;
  // D. relative references whose WHATWG resolution differs from RFC 3986 §5.2: resolveWith
  //    gives the strict RFC 3986 answer (rfc3986.resolved), or the file rules refuse it.
  const A = fileish.filter((c) => c.rfc3986.input_valid && isAbsolute(c));
  const B = fileish.filter(
    (c) => c.rfc3986.input_valid && !isAbsolute(c) && c.rfc3986.same_as_href,
  );
  const C = fileish.filter((c) => !c.rfc3986.input_valid);
  const D = fileish.filter(
    (c) => c.rfc3986.input_valid && !isAbsolute(c) && !c.rfc3986.same_as_href,
  );

  const ours = (c: Row): string =>
    outcome(() =>
      registry.normalize(
        isAbsolute(c) ? c.input : resolveWith(registry, c.base as string, c.input),
      ),
    );
  const theirs = (c: Row): string => (c.failure ? 'error' : (c.href as string));

  const emptyPath = 'empty path: RFC 8089 §2 requires path-absolute';
  const rootless =
    'rootless path: RFC 8089 §2 requires path-absolute (E.2 only for a drive letter)';
  const withBase =
    'WHATWG uses the file base for "file:" + empty path; under RFC 3986 §4.3 it is an absolute URI with an empty path (RFC 8089 §2)';
  const slashes =
    '"//" after an authority: RFC 8089 §2 requires path-absolute (RFC 3986 §3.3 path-abempty would allow it)';
  /** Selected cases (by index in the file) we answer differently, with our outcome and why. */
  const EXCEPTIONS: Record<number, Exception> = {
    127: ['error FILE_PATH_NOT_ABSOLUTE', `"file://test": ${emptyPath}`],
    128: ['error FILE_PATH_NOT_ABSOLUTE', `"file://localhost": ${emptyPath}`],
    577: ['error FILE_PATH_NOT_ABSOLUTE', `"file://": ${emptyPath}`],
    608: ['error FILE_PATH_NOT_ABSOLUTE', `"file:": ${emptyPath}`],
    609: ['error FILE_PATH_NOT_ABSOLUTE', `"file:?q=v": ${emptyPath}`],
    610: ['error FILE_PATH_NOT_ABSOLUTE', `"file:#frag": ${emptyPath}`],
    132: ['error FILE_PATH_NOT_ABSOLUTE', `"file:test": ${rootless}`],
    266: ['error FILE_PATH_NOT_ABSOLUTE', `"file:...": ${rootless}`],
    267: ['error FILE_PATH_NOT_ABSOLUTE', `"file:..": ${rootless}`],
    268: ['error FILE_PATH_NOT_ABSOLUTE', `"file:a": ${rootless}`],
    269: ['error FILE_PATH_NOT_ABSOLUTE', `"file:.": ${rootless}`],
    270: ['error FILE_PATH_NOT_ABSOLUTE', `"file:.": ${rootless}`],
    630: ['error FILE_PATH_NOT_ABSOLUTE', `"file:.//p": ${rootless}`],
    558: ['error FILE_PATH_NOT_ABSOLUTE', `"file:": ${withBase}`],
    560: ['error FILE_PATH_NOT_ABSOLUTE', `"file:?x": ${withBase}`],
    562: ['error FILE_PATH_NOT_ABSOLUTE', `"file:#x": ${withBase}`],
    600: [
      'file:///C:/',
      '"file:C:/" with base "file://host/": WHATWG takes the base host; a local drive here (RFC 8089 E.2)',
    ],
    601: [
      'file:///C:/',
      '"file:/C:/" with base "file://host/": WHATWG takes the base host; local here (RFC 8089 §2)',
    ],
    603: [
      'error FILE_PORT_NOT_ALLOWED',
      '"file://C:/": host "C" with an empty port (RFC 3986 §3.2.3); RFC 8089 §2 has no port (WHATWG reads a drive letter). Never the host "c"',
    ],
    567: ['error FILE_PATH_NOT_ABSOLUTE', `"file://spider///": ${slashes}`],
    571: ['error FILE_PATH_NOT_ABSOLUTE', `"file://localhost//a//../..//": ${slashes}`],
    621: ['error FILE_PATH_NOT_ABSOLUTE', `"file://localhost//a//../..//foo": ${slashes}`],
    622: ['error FILE_PATH_NOT_ABSOLUTE', `"file://localhost////foo": ${slashes}`],
    576: [
      'error FILE_PATH_NOT_ABSOLUTE',
      `"/..//localhost//pig" against "file://lion/" gives "file://lion//localhost//pig": ${slashes}`,
    ],
    623: [
      'error FILE_INVALID_UNC_HOST',
      '"file:////foo": a UNC string (RFC 8089 E.3.2) whose host "foo" has no path after it; WHATWG reads the local path "//foo"',
    ],
    572: [
      'error FILE_INVALID_UNC_HOST',
      '"/////mouse" against "file:///elephant" gives "file://///mouse": a UNC host "mouse" with no path (RFC 8089 E.3.2)',
    ],
    625: [
      'file://one/two',
      '"file:////one/two": RFC 8089 E.3.2 reads the UNC host "one", normally written in the authority (E.3.1); WHATWG keeps a local path "//one/two"',
    ],
    628: ['file://one/two', '"////one/two" against "file:///": as #625 (RFC 8089 E.3.1, E.3.2)'],
    629: [
      'file:///.//',
      '"file:///.//": dot segments removed (RFC 3986 §5.2.4) with "/." kept so that the path stays local; WHATWG writes "file:////", which RFC 8089 E.3.2 reads as a UNC string (issue 13)',
    ],
    631: [
      'file:///.//p',
      '"file:/.//p": as #629: "file:////p" would name the UNC host "p" (RFC 8089 E.3.2); the normal form stays local (issue 13)',
    ],
    543: [
      'file://c%7C/',
      '"file://%43%7C/": a pct-encoded "|" is valid in a reg-name (RFC 3986 §3.2.2)',
    ],
    729: [
      'file://a%C2%ADb/p',
      '"file://a%C2%ADb/p": no IDNA mapping of the host (RFC 3986 §3.2.2)',
    ],
    732: ['file://%C2%AD/p', '"file://%C2%AD/p": no IDNA mapping of the host (RFC 3986 §3.2.2)'],
    614: [
      'file:///Y%3A',
      '"file:///./Y:": RFC 8089 E.2 reads a drive letter where it is written, first in the path; here it is a name after ".", and normalization keeps it a name (as for "/./Y%3A", which has the same parts). WHATWG makes it a drive after dot removal',
    ],
    619: ['file:///y%3A', '"file:///./y:": as #614 (RFC 8089 E.2)'],
  };

  /** D cases that the file rules refuse after strict RFC 3986 resolution. */
  const REFUSED_AFTER_RESOLUTION: Record<number, Exception> = {
    124: ['error FILE_PATH_NOT_ABSOLUTE', '"//" gives "file://": an empty path (RFC 8089 §2)'],
    553: [
      'error FILE_PORT_NOT_ALLOWED',
      '"//d:" gives "file://d:": host "d", empty port (RFC 8089 §2)',
    ],
    554: [
      'error FILE_PORT_NOT_ALLOWED',
      '"//d:/.." gives "file://d:/": host "d", empty port (RFC 8089 §2)',
    ],
    575: [
      'error FILE_PATH_NOT_ABSOLUTE',
      '"//localhost//pig" gives "file://localhost//pig": "//" after a host (RFC 8089 §2)',
    ],
    602: [
      'error FILE_PORT_NOT_ALLOWED',
      '"//C:/" gives "file://C:/": host "C", empty port (RFC 8089 §2), never the host "c"',
    ],
  };

  it('RFC 8089 §2 vs WHATWG URL: the selection is counted: 135 file cases = 57 (A) + 27 (B) + 42 (C) + 9 (D)', () => {
    expect([fileish.length, A.length, B.length, C.length, D.length]).toEqual([135, 57, 27, 42, 9]);
  });

  /** C cases in the "|" drive form of RFC 8089 E.2.2, which the file plugin reads (prepare). */
  const VERTICAL_LINE = [135, 136, 606];

  it('RFC 3986 §3 (C): every input RFC 3986 refuses is refused by the registry too, with a core code', () => {
    for (const c of C.filter((x) => !VERTICAL_LINE.includes(x.i))) {
      const got = outcome(() =>
        isAbsolute(c)
          ? registry.parse(c.input).uri
          : resolveWith(registry, c.base as string, c.input),
      );
      expect([c.i, /^error (?!FILE_)[A-Z0-9_]+$/.test(got)]).toEqual([c.i, true]);
    }
  });

  it('RFC 8089 E.2.2 (C): the "|" drive forms WHATWG repairs, the registry reads to the same href', () => {
    for (const i of VERTICAL_LINE) {
      const c = C.find((x) => x.i === i) as Row;
      expect(c.input).toMatch(/^file:[/]*[a-z]\|/i);
      expect(registry.normalize(c.input).toString()).toBe(c.href);
    }
  });

  it('RFC 8089 §2 vs WHATWG URL: every exception names a selected case, with our outcome, which differs', () => {
    const selected = new Map([...A, ...B].map((c) => [String(c.i), c]));
    exceptionsHold(
      EXCEPTIONS,
      (k) => selected.get(k),
      ours,
      (c) =>
        // Both refusing is agreement, whatever the codes.
        c.failure && ours(c).startsWith('error') ? ours(c) : theirs(c),
    );
  });

  it('RFC 3986 §5.2 (D): resolveWith gives the strict RFC 3986 answer, or the file rules refuse it', () => {
    const byIndex = new Map(D.map((c) => [String(c.i), c]));
    exceptionsHold(
      REFUSED_AFTER_RESOLUTION,
      (k) => byIndex.get(k),
      (c) => outcome(() => resolveWith(registry, c.base as string, c.input)),
      (c) => c.rfc3986.resolved as string,
    );
    for (const c of D.filter((x) => !(x.i in REFUSED_AFTER_RESOLUTION))) {
      expect([c.i, resolveWith(registry, c.base as string, c.input).toString()]).toEqual([
        c.i,
        c.rfc3986.resolved,
      ]);
    }
  });

  for (const c of [...A, ...B].filter((x) => !(x.i in EXCEPTIONS))) {
    it(`RFC 8089 §2 (wpt #${c.i}): ${JSON.stringify(c.input)}${c.base ? ` against ${c.base}` : ''} → ${theirs(c)}`, () => {
      const got = ours(c);
      if (c.failure) expect(got).toMatch(/^error [A-Z0-9_]+$/);
      else expect(got).toBe(c.href);
    });
  }
});

// Issue 13: #613 and #618 are plain passing rows (the loop above runs them). #614 and #619 are
// exceptions since session 3: a drive letter is one as written (RFC 8089 E.2), and "/./Y:" has
// the parts of "/./Y%3A" (a name "Y:" after "."), which must not become a drive.
it('RFC 3986 §6.2.2.3, RFC 8089 E.2 (wpt #613, #614, #618, #619): dot segments go, a name never becomes a drive', () => {
  expect(
    ['file:///./Y', 'file:///./Y:', 'file:///./y', 'file:///./y:', 'file:///./Y%3A'].map((u) =>
      registry.normalize(u).toString(),
    ),
  ).toEqual(['file:///Y', 'file:///Y%3A', 'file:///y', 'file:///y%3A', 'file:///Y%3A']);
  expect(registry.parse(registry.normalize('file:///./Y:')).parts.drive).toBe(undefined);
  expect(registry.parse(registry.normalize('file:///Y:/.')).parts.drive).toBe('Y');
});
