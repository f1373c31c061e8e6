// Third-party ftp vectors (../shared/vectors, see its README) through one adapter per file.
// Every ftp row runs. A row (or a field of a row) we do not follow is listed in an exception
// list with the reason; the test asserts that the row still exists and that our answer really
// differs, so an exception can neither rot nor hide a pass.
import { parse, tryParse, type Uri, UriError } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import { loadVectors } from '../../../test-support/vectors.js';
import { commands, type FtpParts, ftp, parseFtp } from '../src/index.js';

interface SchemeCase {
  scheme: string;
  input?: string;
  build?: Record<string, string | number | null>;
  expected: Record<string, unknown> | string;
  origin: string;
}

const normalize = (uri: Uri): Uri => (ftp.normalize ? ftp.normalize(uri) : uri);

/**
 * The fields the Ruby and Perl suites assert, computed from our parts. Their `path` is the
 * RFC 1738 url-path without the "/" that separates it from the host, with %2F decoded: our
 * `directories` and `name` joined by "/" (see the note on "//foo" below).
 */
function view(uri: Uri, p: FtpParts): Record<string, unknown> {
  return {
    scheme: uri.scheme,
    userinfo: uri.userinfo ?? null,
    user: p.user ?? null,
    password: p.password ?? null,
    host: p.host,
    port: p.port ?? ftp.defaultPort,
    path: [...p.directories, p.name].join('/'),
    typecode: p.typecode ?? null,
  };
}

function pick(actual: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f, actual[f]]));
}

describe('ruby-uri.scheme-specific (ftp rows): RFC 1738 §3.2.2 path rules, typecode', () => {
  const rows = loadVectors<SchemeCase>('ruby-uri.scheme-specific').cases.filter(
    (c) => c.scheme === 'ftp',
  );

  it('RFC 1738 §3.2: the file still has its 12 ftp rows', () => {
    expect(rows).toHaveLength(12);
  });

  for (const row of rows.filter((r) => r.input !== undefined)) {
    const input = row.input as string;
    const expected = row.expected as Record<string, unknown>;
    it(`RFC 1738 §3.2 (${row.origin}): ${input}`, () => {
      if (expected.error === true) {
        // RFC 1738 §3.2: ftpurl = "ftp://" login …: no authority, no ftp URL.
        expect(() => parseFtp(input)).toThrow(UriError);
        return;
      }
      const uri = parse(input);
      const actual = view(uri, parseFtp(uri));
      expect(pick(actual, Object.keys(expected))).toEqual(expected);
    });
  }

  // Ruby reports "/foo/bar/file.ext" for both "//foo/…" and "/%2Ffoo/…" (its path drops the
  // separating "/" and decodes %2F). Under RFC 1738 §3.2.2 the two URIs give different
  // commands ("CWD" + "CWD foo" against "CWD /foo"); our parts keep them apart while the Ruby
  // view of them agrees, so these rows pass, and this test pins the difference.
  it('RFC 1738 §3.2.2: "//foo" and "/%2Ffoo" share Ruby\'s path but not their CWD commands', () => {
    const a = commands('ftp://ftp.example.com//foo/bar/file.ext');
    const b = commands('ftp://ftp.example.com/%2Ffoo/bar/file.ext');
    expect(a.slice(0, 2)).toEqual([
      { command: 'CWD', argument: '' },
      { command: 'CWD', argument: 'foo' },
    ]);
    expect(b[0]).toEqual({ command: 'CWD', argument: '/foo' });
  });

  for (const row of rows.filter((r) => r.build !== undefined)) {
    it(`RFC 1738 §3.2.2 (${row.origin}): build ${JSON.stringify(row.build)}`, () => {
      const b = row.build as Record<string, string | number | null>;
      const [user, password] = String(b.userinfo).split(':');
      // Ruby's path "/path/file.zip" is absolute: its first cwd starts with "/" (sent as %2F).
      const segments = String(b.path).split('/');
      if (segments[0] === '') segments.splice(0, 2, `/${segments[1]}`);
      const name = segments.pop() as string;
      const p: FtpParts = {
        user,
        password,
        host: String(b.host),
        port: b.port === null ? undefined : Number(b.port),
        directories: segments,
        name,
        typecode: b.typecode as 'i',
      };
      expect(ftp.format(p).toString()).toBe(row.expected);
    });
  }
});

// Perl's URI::ftp fills in the anonymous convention (RFC 1738 §3.2.1) as if the URI said it.
// We keep parts to what the URI says and apply the convention only on request, in commands().
const PERL_FIELD_EXCEPTIONS: Record<string, { fields: string[]; reason: string }> = {
  'ftp://ftp.example.com/path': {
    fields: ['user', 'password'],
    reason:
      'RFC 1738 §3.1/§3.2.1: the URI has no user; "anonymous" is a convention a client may apply (commands(uri, { anonymous })), not part of the URI',
  },
};
const PERL_CASE_EXCEPTIONS: Record<string, string> = {
  'ftp://gisle@aas.no:secret@ftp.example.com/path':
    'RFC 3986 §3.2.1: a raw "@" cannot stand in a userinfo (Perl parses leniently); the URI is invalid',
};

describe('perl-uri.scheme-specific (ftp rows): default port, anonymous defaults', () => {
  const rows = loadVectors<SchemeCase>('perl-uri.scheme-specific').cases.filter(
    (c) => c.scheme === 'ftp',
  );
  const inputs = rows.map((r) => r.input);

  it('RFC 1738 §3.2: every Perl exception names a row that still exists', () => {
    for (const key of [
      ...Object.keys(PERL_FIELD_EXCEPTIONS),
      ...Object.keys(PERL_CASE_EXCEPTIONS),
    ]) {
      expect(inputs).toContain(key);
    }
    expect(rows).toHaveLength(2);
  });

  for (const row of rows) {
    const input = row.input as string;
    const expected = row.expected as Record<string, unknown>;
    const caseReason = PERL_CASE_EXCEPTIONS[input];
    if (caseReason !== undefined) {
      it(`exception (${caseReason}): ${input} is rejected`, () => {
        expect(tryParse(input).ok).toBe(false);
        expect(() => parseFtp(input)).toThrow(UriError);
      });
      continue;
    }
    const fieldException = PERL_FIELD_EXCEPTIONS[input];
    const skipped = fieldException?.fields ?? [];
    it(`RFC 1738 §3.2 (${row.origin}): ${input}`, () => {
      const uri = parse(input);
      const actual = view(uri, parseFtp(uri));
      const fields = Object.keys(expected).filter((f) => !skipped.includes(f));
      expect(pick(actual, fields)).toEqual(pick(expected, fields));
      if (fieldException !== undefined) {
        // The excepted fields really differ; the opt-in convention gives Perl's values.
        for (const f of skipped) expect(actual[f]).not.toEqual(expected[f]);
        expect(
          commands(uri, { anonymous: { password: String(expected.password) } }).slice(0, 2),
        ).toEqual([
          { command: 'USER', argument: expected.user },
          { command: 'PASS', argument: expected.password },
        ]);
      }
    });
  }
});

describe('rfc-misc.examples (RFC 1738 ftp rows)', () => {
  const rows = loadVectors<{ input: string; valid: boolean; origin: string }>(
    'rfc-misc.examples',
  ).cases.filter((c) => c.input.startsWith('ftp:'));

  it('RFC 1738 §3.1, §3.2.2: the file still has its 5 ftp rows', () => {
    expect(rows).toHaveLength(5);
  });

  for (const row of rows) {
    it(`RFC 1738 §3.2 (${row.origin}): ${row.input} is ${row.valid ? 'valid' : 'invalid'}, and format gives it back`, () => {
      expect(row.valid).toBe(true);
      const p = parseFtp(row.input);
      expect(ftp.format(p).toString()).toBe(row.input);
    });
  }
});

interface WptCase {
  input: string;
  base: string | null;
  href?: string;
  protocol?: string;
  hostname?: string;
  port?: string;
  failure?: boolean;
  rfc3986: { resolved: string | null };
}

// WHATWG treats ftp as a "special" scheme; most of its ftp behaviour is not RFC 3986's.
const WPT_EXCEPTIONS: Record<string, string> = {
  'ftp:/example.com/ @ http://example.org/foo/bar':
    'WHATWG reads "ftp:/x" as "ftp://x"; under RFC 3986 §3.3 it has no authority: FTP_MISSING_AUTHORITY',
  'ftp:example.com/ @ http://example.org/foo/bar':
    'WHATWG reads "ftp:x" as "ftp://x"; under RFC 3986 §3.3 it has no authority: FTP_MISSING_AUTHORITY',
  'ftp:/example.com/ @ null':
    'WHATWG reads "ftp:/x" as "ftp://x"; under RFC 3986 §3.3 it has no authority: FTP_MISSING_AUTHORITY',
  'ftp:example.com/ @ null':
    'WHATWG reads "ftp:x" as "ftp://x"; under RFC 3986 §3.3 it has no authority: FTP_MISSING_AUTHORITY',
  'ftp://example.com%80/ @ null':
    'RFC 3986 §3.2.2 allows pct-encoded octets in a reg-name and we keep the host as written; WHATWG decodes hosts and fails on non-UTF-8',
  'ftp://example.com%A0/ @ null':
    'RFC 3986 §3.2.2 allows pct-encoded octets in a reg-name and we keep the host as written; WHATWG decodes hosts and fails on non-UTF-8',
  'ftp://%e2%98%83 @ null':
    'WHATWG applies IDNA (xn--n3h); RFC 3986 §6.2.2 normalization only upper-cases the hex digits: "ftp://%E2%98%83/"',
};

/** Our answer for a WHATWG row: the scheme-normalized URI text, or "failure". */
function ours(row: WptCase): string {
  const r = tryParse(row.rfc3986.resolved ?? row.input, { kind: 'uri' });
  if (!r.ok) return 'failure';
  try {
    parseFtp(r.uri);
  } catch (e) {
    if (e instanceof UriError) return 'failure';
    throw e;
  }
  // Host hex digits as RFC 3986 §6.2.2.1 has them (the core's part of normalization).
  return normalize(r.uri).toString();
}

describe('wpt.urltestdata (protocol "ftp:"): the rows where RFC 3986 and WHATWG agree', () => {
  const rows = loadVectors<WptCase>('wpt.urltestdata').cases.filter(
    (c) => c.protocol === 'ftp:' || (c.failure && c.input.startsWith('ftp:')),
  );
  const key = (r: WptCase) => `${r.input} @ ${r.base}`;

  it('RFC 3986 §6.2.3 vs WHATWG URL: 9 ftp rows, 2 agree, 7 are listed exceptions that still exist', () => {
    expect(rows).toHaveLength(9);
    const keys = rows.map(key);
    for (const k of Object.keys(WPT_EXCEPTIONS)) expect(keys).toContain(k);
    expect(rows.filter((r) => WPT_EXCEPTIONS[key(r)] === undefined)).toHaveLength(2);
  });

  for (const row of rows) {
    const reason = WPT_EXCEPTIONS[key(row)];
    const theirs = row.failure ? 'failure' : (row.href as string);
    if (reason !== undefined) {
      it(`exception (${reason}): ${key(row)}`, () => {
        expect(ours(row)).not.toBe(theirs);
      });
      continue;
    }
    it(`RFC 3986 §6.2.3 / RFC 1738 §3.2: ${key(row)} → ${theirs}`, () => {
      expect(ours(row)).toBe(theirs);
      const p = parseFtp(row.input);
      expect(p.host).toBe(row.hostname);
      // WHATWG reports the default port as "".
      expect(p.port === ftp.defaultPort ? '' : String(p.port ?? '')).toBe(row.port);
    });
  }
});
