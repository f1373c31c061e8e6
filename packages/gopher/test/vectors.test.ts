// Third-party vectors (../shared/vectors, see its README) that touch gopher: every row that
// mentions the scheme runs. A row (or a field of a row) we do not follow is in an exception list
// with its reason; the test checks that the row still exists and that our answer still differs,
// so an exception can neither rot nor hide a pass.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRegistry, resolve, resolveWith, UriError } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import { loadVectors, sharedDir } from '../../../test-support/vectors.js';
import { gopher } from '../src/index.js';

const registry = createRegistry([gopher]);
const mentionsGopher = (row: unknown) => JSON.stringify(row).toLowerCase().includes('gopher');

/** The error code `f` throws, or `undefined` when it returns. */
function codeOf(f: () => unknown): string | undefined {
  try {
    f();
    return undefined;
  } catch (e) {
    if (e instanceof UriError) return e.code;
    throw e;
  }
}

describe('perl-uri.scheme-specific (libwww-perl URI t/gopher.t)', () => {
  interface Row {
    scheme: string;
    input: string;
    origin: string;
    expected: Record<string, unknown>;
  }
  const rows = loadVectors<Row>('perl-uri.scheme-specific').cases.filter(
    (r) => r.scheme === 'gopher',
  );
  // Our parts in Perl's field names: Perl fills in the default port; absent is null.
  const ours = (input: string): Record<string, unknown> => {
    const p = registry.parse(input).parts;
    return {
      host: p.host,
      port: p.port ?? gopher.defaultPort,
      gopher_type: p.type,
      selector: p.selector ?? null,
      search: p.search ?? null,
    };
  };
  // Field-level disagreements: origin → field → [our value, reason].
  const selectorEmpty = [
    '',
    'RFC 4266 §2.1: "the Gopher selector string may be an empty string": the top-level selector is "", Perl gives undef',
  ] as const;
  const exceptions: Record<string, Record<string, readonly [unknown, string]>> = {
    't/gopher.t:19': { selector: selectorEmpty },
    't/gopher.t:21': { selector: selectorEmpty },
    't/gopher.t:23': { selector: selectorEmpty },
    't/gopher.t:25': { selector: selectorEmpty },
    't/gopher.t:27': { selector: selectorEmpty },
  };
  // Whole rows we refuse: origin → [our error code, reason].
  const refused: Record<string, readonly [string, string]> = {
    't/gopher.t:31': [
      'INVALID_CHARACTER',
      'a literal TAB is not an RFC 3986 URI (SCHEMES.md §1); Perl escapes it first. The %09 form (t/gopher.t:33) passes',
    ],
  };

  it('has the gopher rows', () => {
    expect(rows.length).toBe(8);
  });

  it.each(rows.map((r) => [r.origin, r] as const))('%s', (origin, row) => {
    const refusal = refused[origin];
    if (refusal !== undefined) {
      expect(
        codeOf(() => registry.parse(row.input)),
        refusal[1],
      ).toBe(refusal[0]);
      return;
    }
    const got = ours(row.input);
    const differs = exceptions[origin] ?? {};
    for (const [field, expected] of Object.entries(row.expected)) {
      const exception = differs[field];
      if (exception === undefined) {
        expect(got[field], `${row.input} ${field}`).toEqual(expected);
      } else {
        expect(got[field], exception[1]).toEqual(exception[0]);
        expect(got[field], `exception still differs: ${row.input} ${field}`).not.toEqual(expected);
      }
    }
  });

  it('every exception and refusal still matches a row', () => {
    const origins = new Set(rows.map((r) => r.origin));
    for (const origin of [...Object.keys(exceptions), ...Object.keys(refused)]) {
      expect(origins.has(origin), origin).toBe(true);
    }
  });
});

describe('ruby-uri.scheme-specific (generic parse of the RFC 2396 §1.3 example)', () => {
  interface Row {
    scheme: string;
    input: string;
    expected: { host: string; port: number | null; path: string };
  }
  const rows = loadVectors<Row>('ruby-uri.scheme-specific').cases.filter(
    (r) => r.scheme === 'gopher',
  );

  it('has the gopher row', () => {
    expect(rows.length).toBe(1);
  });

  it.each(rows.map((r) => [r.input, r] as const))('%s', (input, row) => {
    const { uri, parts } = registry.parse(input);
    expect(uri.host).toBe(row.expected.host);
    expect(uri.portNumber ?? null).toBe(row.expected.port);
    expect(uri.path).toBe(row.expected.path);
    // Our reading of the same path: RFC 4266 §2.1, a selector that repeats the type.
    expect(parts).toMatchObject({ type: '0', selector: '0/Weather/California/Los Angeles' });
  });
});

describe('wpt (WHATWG URL tests, the rows whose RFC 3986 reading is the same)', () => {
  // RFC 4266 §2.1 requires "//host": these are not gopher URIs, though RFC 3986 parses and
  // resolves them. The generic answer is checked, and our refusal.
  const noAuthority = new Set(['gopher:/example.com/', 'gopher:example.com/']);

  interface ResolveRow {
    base: string | null;
    ref: string;
    expected: string;
  }
  const resolveRows = loadVectors<ResolveRow>('wpt.resolve-rfc3986-agreeing').cases.filter(
    mentionsGopher,
  );

  it('has the gopher rows', () => {
    expect(resolveRows.length).toBe(6);
  });

  it.each(resolveRows.map((r) => [`${r.base} + ${r.ref}`, r] as const))('resolve %s', (_, row) => {
    const generic = row.base === null ? row.ref : resolve(row.base, row.ref).toString();
    expect(generic).toBe(row.expected);
    if (noAuthority.has(row.expected)) {
      expect(codeOf(() => resolveWith(registry, row.base ?? row.ref, row.ref))).toBe(
        'MISSING_AUTHORITY',
      );
    } else {
      expect(resolveWith(registry, row.base ?? row.ref, row.ref).toString()).toBe(row.expected);
    }
  });

  interface UrlRow {
    input: string;
    base: string | null;
    hostname?: string;
    port?: string;
    pathname?: string;
    rfc3986?: { same_as_href: boolean | null; resolved: string | null };
  }
  const urlRows = loadVectors<UrlRow>('wpt.urltestdata').cases.filter(
    (r) => typeof r === 'object' && mentionsGopher(r),
  );

  it('has the gopher rows, each with the same answer under RFC 3986', () => {
    expect(urlRows.length).toBe(6);
    for (const r of urlRows) expect(r.rfc3986?.same_as_href, r.input).toBe(true);
  });

  it.each(urlRows.map((r) => [r.input, r] as const))('%s', (input, row) => {
    if (noAuthority.has(input)) {
      expect(codeOf(() => registry.parse(input))).toBe('MISSING_AUTHORITY');
      return;
    }
    const { uri, parts } = registry.parse(input);
    expect(uri.host).toBe(row.hostname);
    expect(parts.port === undefined ? '' : String(parts.port)).toBe(row.port);
    expect(uri.path).toBe(row.pathname);
    expect(parts).toMatchObject({ type: '1', selector: '' });
  });
});

describe('rfc-misc.examples', () => {
  it('still has no gopher row (RFC 4266 gives no whole URI; when one appears, run it here)', () => {
    const rows = loadVectors('rfc-misc.examples').cases.filter(mentionsGopher);
    expect(rows).toEqual([]);
  });
});

describe('every vector file is looked at', () => {
  it('the files that mention gopher are exactly the ones run above', () => {
    const dir = join(sharedDir, 'vectors');
    const mentioning = readdirSync(dir)
      .filter((f) => f.endsWith('.json') && f !== 'INDEX.json')
      .filter((f) => readFileSync(join(dir, f), 'utf8').toLowerCase().includes('gopher'))
      .sort();
    expect(mentioning).toEqual([
      'perl-uri.scheme-specific.json',
      'ruby-uri.scheme-specific.json',
      'wpt.resolve-rfc3986-agreeing.json',
      'wpt.urltestdata.json',
    ]);
  });
});
