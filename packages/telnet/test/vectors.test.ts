// Third-party vectors (../shared/vectors, see its README): every row that touches telnet runs.
// A row we do not follow is in an exception list with its reason; the test checks that the row
// still exists and that our answer really differs, so an exception can neither rot nor hide.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRegistry, parse, resolveWith } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import { loadVectors, sharedDir } from '../../../test-support/vectors.js';
import { telnet } from '../src/index.js';

const registry = createRegistry([telnet]);
const touches = (row: unknown) => JSON.stringify(row).toLowerCase().includes('telnet:');

describe('shared vectors: which files touch telnet', () => {
  it('RFC 4248: the telnet rows are where this suite expects them, and nowhere else', () => {
    const index = JSON.parse(readFileSync(join(sharedDir, 'vectors', 'INDEX.json'), 'utf8')) as {
      files: { file: string }[];
    };
    const found: Record<string, number> = {};
    for (const { file } of index.files) {
      const n = loadVectors(file.replace(/\.json$/, '')).cases.filter(touches).length;
      if (n > 0) found[file] = n;
    }
    expect(found).toEqual({
      'fluent-uri.parse.json': 1,
      'rfc3986.parse.json': 1,
      'ruby-uri.scheme-specific.json': 1,
      'wpt.resolve-rfc3986-agreeing.json': 1,
      'wpt.urltestdata.json': 1,
    });
    // The files issue 8 names for the wave-2 schemes hold no telnet row today.
    expect(found['perl-uri.scheme-specific.json']).toBeUndefined();
    expect(found['rfc-misc.examples.json']).toBeUndefined();
  });
});

interface ParseCase {
  input: string;
  valid: boolean;
  userinfo?: string | null;
  host?: string | null;
  port?: string | null;
  path?: string;
  query?: string | null;
  fragment?: string | null;
  origin: string;
}

describe('rfc3986.parse and fluent-uri.parse (telnet rows)', () => {
  const rows = [
    ...loadVectors<ParseCase>('rfc3986.parse').cases.filter(touches),
    ...loadVectors<ParseCase>('fluent-uri.parse').cases.filter(touches),
  ];
  for (const row of rows) {
    it(`RFC 3986 §1.1.2 (${row.origin}): ${row.input} is a valid telnet URI`, () => {
      expect(row.valid).toBe(true);
      const { uri, parts } = registry.parse(row.input);
      if (row.host !== undefined) {
        expect(parts.host).toBe(row.host);
        expect(parts.port).toBe(row.port == null ? undefined : Number(row.port));
        expect(parts.user).toBe(row.userinfo ?? undefined);
        expect(uri.path).toBe(row.path);
        expect(uri.query ?? null).toBe(row.query);
        expect(parts.fragment ?? null).toBe(row.fragment);
      }
      expect(telnet.format(parts).toString()).toBe(row.input);
    });
  }
});

describe('ruby-uri.scheme-specific (telnet rows)', () => {
  const rows = loadVectors<{
    scheme: string;
    input: string;
    expected: { host: string; port: number | null; path: string };
    origin: string;
  }>('ruby-uri.scheme-specific').cases.filter((c) => c.scheme === 'telnet');

  it('RFC 4248 §2: the file still has its 1 telnet row', () => {
    expect(rows).toHaveLength(1);
  });
  for (const row of rows) {
    // Ruby has no telnet class, so its port is the explicit one, as ours: null ≙ undefined.
    it(`RFC 4248 §2 (${row.origin}): ${row.input}`, () => {
      const { uri, parts } = registry.parse(row.input);
      expect({ host: parts.host, port: parts.port ?? null, path: uri.path }).toEqual(row.expected);
    });
  }
});

type WhatwgFields = Record<
  'username' | 'password' | 'hostname' | 'port' | 'pathname' | 'search' | 'hash',
  string | undefined
>;

/** The WHATWG view of our parts (its empty string stands for absent). */
function whatwgView(input: string): WhatwgFields {
  const { uri, parts } = registry.parse(input);
  return {
    username: parts.user ?? '',
    password: parts.password ?? '',
    hostname: parts.host,
    port: parts.port === undefined ? '' : String(parts.port),
    pathname: uri.path,
    search: '',
    hash: parts.fragment ? `#${parts.fragment}` : '',
  };
}
const pick = (o: Partial<WhatwgFields>): WhatwgFields => ({
  username: o.username,
  password: o.password,
  hostname: o.hostname,
  port: o.port,
  pathname: o.pathname,
  search: o.search,
  hash: o.hash,
});

describe('wpt.resolve-rfc3986-agreeing (telnet rows)', () => {
  const rows = loadVectors<{
    base: string | null;
    ref: string;
    expected: string;
    whatwg: WhatwgFields;
  }>('wpt.resolve-rfc3986-agreeing').cases.filter(touches);

  it('RFC 3986 §5: the file still has its 1 telnet row', () => {
    expect(rows).toHaveLength(1);
  });
  for (const row of rows) {
    it(`RFC 4248 §2: ${row.ref} (base ${row.base}) → ${row.expected}, with WHATWG's components`, () => {
      const target = row.base === null ? parse(row.ref) : resolveWith(registry, row.base, row.ref);
      expect(target.toString()).toBe(row.expected);
      expect(whatwgView(row.expected)).toEqual(pick(row.whatwg));
    });
  }
});

interface WptCase extends Partial<WhatwgFields> {
  input: string;
  base: string | null;
  href: string;
}

// WHATWG URL knows default ports only for its "special" schemes; telnet is not one of them.
const WPT_EXCEPTIONS: Record<string, string> = {
  'telnet://user:pass@foobar.com:23/ @ null':
    'RFC 4248 §2 makes 23 the default port and RFC 3986 §6.2.3 drops it: our normal form is telnet://user:pass@foobar.com/; WHATWG keeps ":23" (telnet is not special)',
};

describe('wpt.urltestdata (telnet rows)', () => {
  const rows = loadVectors<WptCase>('wpt.urltestdata').cases.filter(touches);
  const key = (r: WptCase) => `${r.input} @ ${r.base}`;

  it('RFC 3986 §6.2.3 vs WHATWG URL: 1 telnet row, each exception names a row that exists', () => {
    expect(rows).toHaveLength(1);
    for (const k of Object.keys(WPT_EXCEPTIONS)) expect(rows.map(key)).toContain(k);
  });

  for (const row of rows) {
    const reason = WPT_EXCEPTIONS[key(row)];
    it(`RFC 4248 §2: ${key(row)} parses to WHATWG's components`, () => {
      expect(row.base).toBeNull();
      expect(whatwgView(row.input)).toEqual(pick(row));
    });
    if (reason !== undefined) {
      it(`exception (${reason}): ${key(row)}`, () => {
        expect(registry.normalize(row.input).toString()).not.toBe(row.href);
        expect(registry.normalize(row.input).toString()).toBe('telnet://user:pass@foobar.com/');
      });
    } else {
      it(`RFC 3986 §6.2.3: ${key(row)} normalizes to ${row.href}`, () => {
        expect(registry.normalize(row.input).toString()).toBe(row.href);
      });
    }
  }
});
