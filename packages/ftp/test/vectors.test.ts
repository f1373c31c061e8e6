// Third-party vectors (../shared/vectors, see its README) through the public route a user takes:
// a registry holding the ftp plugin. Every row of every file that touches the ftp scheme runs;
// a file with no such row is listed with that reason, and the test checks that it still has
// none. A row we do not follow is in an exception list with its reason and our own answer; the
// test checks that each exception still matches a row, still differs, and gives that answer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRegistry, resolveWith, UriError } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import { loadVectors, sharedDir } from '../../../test-support/vectors.js';
import { commands, type FtpParts, ftp } from '../src/index.js';

const registry = createRegistry([ftp]);

/** Whether a row touches the ftp scheme: a URI of it anywhere in the row, or `scheme: 'ftp'`. */
function touchesFtp(value: unknown): boolean {
  if (typeof value === 'string') return value.slice(0, 4).toLowerCase() === 'ftp:';
  if (Array.isArray(value)) return value.some(touchesFtp);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(
      ([k, v]) =>
        (k === 'scheme' && typeof v === 'string' && v.toLowerCase() === 'ftp') || touchesFtp(v),
    );
  }
  return false;
}
const ftpRows = <C>(name: string): C[] => loadVectors<C>(name).cases.filter(touchesFtp);

/** The files run below, with the number of ftp rows each holds. */
const RUN: Record<string, number> = {
  'ruby-uri.scheme-specific': 12,
  'perl-uri.scheme-specific': 2,
  'rfc-misc.examples': 5,
  'rfc3986.parse': 1,
  'fluent-uri.parse': 2,
  'fluent-uri.validity': 3,
  'fast-uri.parse': 2,
  'wpt.urltestdata': 10,
  'wpt.failures': 2,
  'wpt.resolve-rfc3986-agreeing': 2,
};
/** Files issue 13 found never loaded: none has an ftp row, so none is run here. */
const NOT_RUN: Record<string, string> = {
  'perl-uri.split': 'URI::Split (RFC 3986 Appendix B): scheme-less references and one "s:" URI',
  'perl-uri.join': 'URI.pm joins of "uri:" and "s:" URIs',
  'fast-uri.parse-fixtures': 'mailto, http, ws, wss and urn URIs',
  'fast-uri.serialize': 'http, mailto, ws, wss and urn components',
  'uri-js.parse': 'mailto, urn, ws, wss and generic "uri:" URIs',
  'uri-js.serialize': 'mailto, ws, wss, urn and generic "uri:" components',
};

describe('shared vectors: every file with an ftp row runs', () => {
  const index = JSON.parse(readFileSync(join(sharedDir, 'vectors', 'INDEX.json'), 'utf8')) as {
    files: { file: string }[];
  };
  const names = index.files.map((f) => f.file.replace(/\.json$/, ''));

  it('RFC 1738 §3.2: each vector file with an ftp row has an adapter here, with its row count', () => {
    const touching = Object.fromEntries(
      names.map((n) => [n, ftpRows(n).length] as const).filter(([, n]) => n > 0),
    );
    expect(touching).toEqual(RUN);
  });

  it.each(Object.entries(NOT_RUN))(
    'RFC 1738 §3.2: %s is not run: %s (still no ftp row)',
    (name) => {
      expect(names).toContain(name);
      expect(ftpRows(name)).toHaveLength(0);
    },
  );
});

// ---------------------------------------------------------------------------------------------

interface SchemeCase {
  scheme: string;
  input?: string;
  build?: Record<string, string | number | null>;
  expected: Record<string, unknown> | string;
  origin: string;
  rfc3986_valid_input?: boolean;
}

/**
 * The fields the Ruby and Perl suites assert, from the registry's parse. Their `path` is the
 * RFC 1738 url-path without the "/" that separates it from the host, %2F decoded: our
 * `directories` and `name` joined by "/" (`//foo` and `/%2Ffoo` share it; their commands do
 * not, see below).
 */
function view(input: string): Record<string, unknown> {
  const { uri, parts } = registry.parse(input);
  const p = parts as FtpParts;
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
const pick = (actual: Record<string, unknown>, fields: string[]) =>
  Object.fromEntries(fields.map((f) => [f, actual[f]]));
const codeOf = (run: () => unknown): string => {
  try {
    run();
    return 'no error';
  } catch (e) {
    if (e instanceof UriError) return e.code;
    throw e;
  }
};

describe('ruby-uri.scheme-specific (ftp rows): RFC 1738 §3.2.2 path rules, typecode', () => {
  const rows = ftpRows<SchemeCase>('ruby-uri.scheme-specific');

  for (const row of rows.filter((r) => r.input !== undefined)) {
    const input = row.input as string;
    const expected = row.expected as Record<string, unknown>;
    it(`RFC 1738 §3.2 (${row.origin}): ${input}`, () => {
      if (expected.error === true) {
        // RFC 1738 §3.2: ftpurl = "ftp://" login …: no authority, no ftp URL.
        expect(codeOf(() => registry.parse(input))).toBe('MISSING_AUTHORITY');
        return;
      }
      expect(pick(view(input), Object.keys(expected))).toEqual(expected);
    });
  }

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
      const parts: FtpParts = {
        user,
        password,
        host: String(b.host),
        port: b.port === null ? undefined : Number(b.port),
        directories: segments,
        name,
        typecode: b.typecode as 'i',
      };
      expect(ftp.format(parts).toString()).toBe(row.expected);
    });
  }
});

// Perl's URI::ftp fills in the anonymous convention (RFC 1738 §3.2.1) as if the URI said it.
const PERL_EXCEPTIONS: Record<string, { reason: string; ours: Record<string, unknown> | string }> =
  {
    'ftp://ftp.example.com/path': {
      reason:
        'RFC 1738 §3.1, §3.2.1: the URI has no user; "anonymous" is a convention a client may apply (commands(uri, { anonymous })), not part of the URI',
      ours: { user: null, password: null },
    },
    'ftp://gisle@aas.no:secret@ftp.example.com/path': {
      reason:
        'RFC 3986 §3.2.1: a raw "@" cannot stand in a userinfo (Perl parses leniently; the file marks the input invalid); the authority reads as host "aas.no" with a port "secret@…"',
      ours: 'INVALID_PORT',
    },
  };

describe('perl-uri.scheme-specific (ftp rows): default port, anonymous defaults', () => {
  const rows = ftpRows<SchemeCase>('perl-uri.scheme-specific');

  it('RFC 1738 §3.2: every Perl exception matches a row', () => {
    for (const key of Object.keys(PERL_EXCEPTIONS)) {
      expect(rows.map((r) => r.input)).toContain(key);
    }
  });

  for (const row of rows) {
    const input = row.input as string;
    const expected = row.expected as Record<string, unknown>;
    const exception = PERL_EXCEPTIONS[input];
    it(`RFC 1738 §3.2 (${row.origin}): ${input}${exception ? ` — exception: ${exception.reason}` : ''}`, () => {
      if (typeof exception?.ours === 'string') {
        expect(row.rfc3986_valid_input).toBe(false);
        expect(codeOf(() => registry.parse(input))).toBe(exception.ours);
        return;
      }
      expect(row.rfc3986_valid_input).toBe(true);
      const actual = view(input);
      const excepted = Object.keys(exception?.ours ?? {});
      const fields = Object.keys(expected).filter((f) => !excepted.includes(f));
      expect(pick(actual, fields)).toEqual(pick(expected, fields));
      if (exception !== undefined) {
        // Our answer, which still differs from Perl's; the opt-in convention gives Perl's values.
        expect(pick(actual, excepted)).toEqual(exception.ours);
        expect(pick(actual, excepted)).not.toEqual(pick(expected, excepted));
        expect(
          commands(input, { anonymous: { password: String(expected.password) } }).slice(0, 2),
        ).toEqual([
          { command: 'USER', argument: expected.user },
          { command: 'PASS', argument: expected.password },
        ]);
      }
    });
  }
});

describe('rfc-misc.examples (RFC 1738 ftp rows)', () => {
  for (const row of ftpRows<{
    input: string;
    valid: boolean;
    rfc3986_valid: boolean;
    origin: string;
  }>('rfc-misc.examples')) {
    it(`RFC 1738 §3.2 (${row.origin}): ${row.input} is valid, and format gives it back`, () => {
      expect(row.valid && row.rfc3986_valid).toBe(true);
      expect(ftp.format(registry.parse(row.input).parts).toString()).toBe(row.input);
    });
  }
});

describe('rfc3986.parse and fluent-uri.parse (ftp rows): the RFC 3986 components, read as ftp parts', () => {
  it('RFC 3986 §1.1.2: "ftp://ftp.is.co.za/rfc/rfc1808.txt" is a file rfc1808.txt in the directory rfc', () => {
    const [row] = ftpRows<{ input: string; valid: boolean }>('rfc3986.parse');
    expect(row?.valid).toBe(true);
    expect(registry.parse(row!.input).parts).toStrictEqual({
      user: undefined,
      password: undefined,
      host: 'ftp.is.co.za',
      port: undefined,
      directories: ['rfc'],
      name: 'rfc1808.txt',
      typecode: undefined,
      fragment: undefined,
    });
  });

  for (const row of ftpRows<Record<string, string | boolean | null>>('fluent-uri.parse')) {
    it(`RFC 3986 §3 (${row.origin}): ${row.input}`, () => {
      expect(row.valid).toBe(true);
      const { uri, parts } = registry.parse(row.input as string);
      for (const f of [
        'scheme',
        'userinfo',
        'host',
        'port',
        'path',
        'query',
        'fragment',
      ] as const) {
        if (f in row) expect(f === 'host' ? uri.hostText : (uri[f] ?? null), f).toBe(row[f]);
      }
      // RFC 1738 §3.1, §3.2.2: the same text as ftp parts.
      expect(parts.user ?? null).toBe(row.userinfo);
      expect(parts.host).toBe(row.host);
      expect(`/${[...parts.directories, parts.name].join('/')}`).toBe(row.path);
    });
  }
});

describe('fluent-uri.validity and fast-uri.parse (ftp rows): RFC 3986 validity decides', () => {
  // Our code for each input the files call invalid; the index is fluent-uri's where it has one.
  const CODES: Record<string, string> = {
    'ftp://[vF.]': 'INVALID_IPVFUTURE',
    'ftp://[vF.%20]': 'INVALID_IPVFUTURE',
    'ftp://[fe80::abcd%eth0]': 'ZONE_ID_NOT_ALLOWED',
    'ftp:\\\\evil.com/': 'INVALID_CHARACTER',
  };

  for (const row of ftpRows<{ input: string; valid: boolean; error_index: number; origin: string }>(
    'fluent-uri.validity',
  )) {
    it(`RFC 3986 §3.2.2 (${row.origin}): ${row.input} is refused at ${row.error_index}`, () => {
      expect(row.valid).toBe(false);
      const r = registry.tryParse(row.input);
      expect(r.ok ? 'parsed' : [r.error.code, r.error.index]).toEqual([
        CODES[row.input],
        row.error_index,
      ]);
    });
  }

  for (const row of ftpRows<{ input: string; rfc3986_valid_input: boolean; origin: string }>(
    'fast-uri.parse',
  )) {
    it(`RFC 3986 §3.2 (${row.origin}): ${row.input}`, () => {
      const r = registry.tryParse(row.input);
      expect(r.ok).toBe(row.rfc3986_valid_input);
      if (!r.ok) expect([r.error.code, r.error.index]).toEqual([CODES[row.input], 4]);
    });
  }
});

describe('wpt.failures and wpt.resolve-rfc3986-agreeing (ftp rows): the RFC 3986 answers', () => {
  for (const row of ftpRows<{ input: string; base: string | null; rfc3986_input_valid: boolean }>(
    'wpt.failures',
  )) {
    it(`RFC 3986 §3.2.2: ${row.input} fails in WHATWG but is a valid ftp URI (pct-encoded reg-name)`, () => {
      expect(row.base).toBeNull();
      expect(row.rfc3986_input_valid).toBe(true);
      expect(registry.parse(row.input).parts.host).toBe(row.input.slice(6, -1));
    });
  }

  for (const row of ftpRows<{ base: string | null; ref: string; expected: string }>(
    'wpt.resolve-rfc3986-agreeing',
  )) {
    it(`RFC 3986 §5.2: ${row.ref} against ${row.base} → ${row.expected}`, () => {
      expect(resolveWith(registry, row.base ?? row.ref, row.ref).toString()).toBe(row.expected);
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
}

// WHATWG treats ftp as a "special" scheme; much of its ftp behaviour is not RFC 3986's.
const WPT_EXCEPTIONS: Record<string, { reason: string; ours: string }> = {
  'ftp:/example.com/ @ http://example.org/foo/bar': {
    reason:
      'WHATWG reads "ftp:/x" as "ftp://x"; under RFC 3986 §3.3 it has no authority (RFC 1738 §3.2)',
    ours: 'MISSING_AUTHORITY',
  },
  'ftp:example.com/ @ http://example.org/foo/bar': {
    reason:
      'WHATWG reads "ftp:x" as "ftp://x"; under RFC 3986 §3.3 it has no authority (RFC 1738 §3.2)',
    ours: 'MISSING_AUTHORITY',
  },
  'ftp:/example.com/ @ null': {
    reason:
      'WHATWG reads "ftp:/x" as "ftp://x"; under RFC 3986 §3.3 it has no authority (RFC 1738 §3.2)',
    ours: 'MISSING_AUTHORITY',
  },
  'ftp:example.com/ @ null': {
    reason:
      'WHATWG reads "ftp:x" as "ftp://x"; under RFC 3986 §3.3 it has no authority (RFC 1738 §3.2)',
    ours: 'MISSING_AUTHORITY',
  },
  'ftp://example.com%80/ @ null': {
    reason:
      'RFC 3986 §3.2.2 allows pct-encoded octets in a reg-name (the file: rfc3986.input_valid); WHATWG decodes hosts and fails on non-UTF-8',
    ours: 'ftp://example.com%80/',
  },
  'ftp://example.com%A0/ @ null': {
    reason:
      'RFC 3986 §3.2.2 allows pct-encoded octets in a reg-name (the file: rfc3986.input_valid); WHATWG decodes hosts and fails on non-UTF-8',
    ours: 'ftp://example.com%A0/',
  },
  'ftp://%e2%98%83 @ null': {
    reason:
      'WHATWG applies IDNA (xn--n3h); RFC 3986 §6.2.2.1 normalization only upper-cases the hex digits, RFC 1738 §3.2.2 adds the "/"',
    ours: 'ftp://%E2%98%83/',
  },
};

/** Our answer for a WHATWG row, by the registry: the normal form of the resolved URI, or the error code. */
function ours(row: WptCase): string {
  try {
    const uri = row.base === null ? row.input : resolveWith(registry, row.base, row.input);
    return registry.normalize(uri).toString();
  } catch (e) {
    if (e instanceof UriError) return e.code;
    throw e;
  }
}

describe('wpt.urltestdata (ftp rows): where RFC 3986 with RFC 1738 and WHATWG agree, and where not', () => {
  const rows = ftpRows<WptCase>('wpt.urltestdata');
  const key = (r: WptCase) => `${r.input} @ ${r.base}`;

  it('RFC 3986 §6.2.3 vs WHATWG URL: every exception matches a row', () => {
    const keys = rows.map(key);
    for (const k of Object.keys(WPT_EXCEPTIONS)) expect(keys).toContain(k);
  });

  for (const row of rows) {
    const exception = WPT_EXCEPTIONS[key(row)];
    const theirs = row.failure ? 'failure' : (row.href as string);
    if (exception !== undefined) {
      it(`exception (${exception.reason}): ${key(row)} → ${exception.ours}`, () => {
        expect(ours(row)).toBe(exception.ours);
        expect(exception.ours).not.toBe(theirs);
      });
      continue;
    }
    it(`RFC 3986 §6.2.3 / RFC 1738 §3.2: ${key(row)} → ${theirs}`, () => {
      expect(ours(row)).toBe(theirs);
      if (row.protocol === 'ftp:') {
        const { parts } = registry.parse(row.input);
        expect(parts.host).toBe(row.hostname);
        // WHATWG reports the default port as "".
        expect(parts.port === ftp.defaultPort ? '' : String(parts.port ?? '')).toBe(row.port);
      }
    });
  }
});
