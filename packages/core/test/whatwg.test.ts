// "How would a browser read this?" (issue 10 §3): compareWhatwg against the web-platform-tests
// rows of ../shared/vectors/wpt.* (their WHATWG answer, and the file's own strict RFC 3986
// reading in its `rfc3986` block). Every row runs; rows this platform's URL reads otherwise than
// the WPT file, and rows where the file's RFC reading is not ours, are listed with the reason.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadVectors } from '../../../test-support/vectors.js';
import {
  check,
  compareWhatwg,
  createRegistry,
  normalize,
  parse,
  parseIPv6,
  percentDecode,
  tryParse,
  UriError,
  type WhatwgComparison,
} from '../src/index.js';

interface WptRow {
  input: string;
  base: string | null;
  href?: string;
  failure?: boolean;
  protocol?: string;
  username?: string;
  password?: string;
  hostname?: string;
  port?: string;
  pathname?: string;
  rfc3986: { input_valid: boolean; base_valid: boolean; resolved: string | null };
}

const rows = loadVectors<WptRow | string>('wpt.urltestdata').cases.filter(
  (c): c is WptRow => typeof c === 'object',
);
const compare = (row: WptRow): WhatwgComparison =>
  compareWhatwg(row.input, row.base === null ? {} : { base: row.base });

// Rows whose WPT answer is newer than some runtime's URL (observed with Node 20, whose URL
// predates these 2024 changes of the URL Standard; Node 24 follows every one of them). compareWhatwg
// reports what *this* runtime's URL reads, so the tests ask that URL first (feature detection,
// not a version number): where it reads a row as the WPT file does, the row is checked against
// the file; where it reads it otherwise, the row must be listed here, and compareWhatwg must
// report this runtime's reading.
const PLATFORM: Readonly<Record<string, string>> = {
  'non-special:opaque  ?hi': 'opaque paths: trailing spaces escaped (URL Standard 2024)',
  'non-special:opaque  #hi': 'opaque paths: trailing spaces escaped (URL Standard 2024)',
  'non-special:opaque \t\t  \t#hi': 'opaque paths: trailing spaces escaped (URL Standard 2024)',
  'non-special:opaque \t\t  #hi': 'opaque paths: trailing spaces escaped (URL Standard 2024)',
  'non-special:opaque\t\t  \r #hi': 'opaque paths: trailing spaces escaped (URL Standard 2024)',
  'http://a.b.c.xn--pokxncvks': 'IDNA: "xn--" labels no longer checked (UTS #46 CheckHyphens)',
  'http://10.0.0.xn--pokxncvks': 'IDNA: "xn--" labels no longer checked',
  'http://a.b.c.XN--pokxncvks': 'IDNA: "xn--" labels no longer checked',
  'http://a.b.c.Xn--pokxncvks': 'IDNA: "xn--" labels no longer checked',
  'http://10.0.0.XN--pokxncvks': 'IDNA: "xn--" labels no longer checked',
  'http://10.0.0.xN--pokxncvks': 'IDNA: "xn--" labels no longer checked',
  'file://xn--/p': 'IDNA: "xn--" labels no longer checked',
  'https://xn--/': 'IDNA: "xn--" labels no longer checked',
  'foo://host/ !"$%&\'()*+,-./:;<=>@[\\]^_`{|}~': 'path percent-encode set: "^" added (2024)',
  'wss://host/ !"$%&\'()*+,-./:;<=>@[\\]^_`{|}~': 'path percent-encode set: "^" added (2024)',
};

/** What this runtime's own URL reads (URL Standard §4.4 basic URL parser): href, or undefined. */
function hostReading(input: string, base: string | null): string | undefined {
  try {
    return (base === null ? new URL(input) : new URL(input, base)).href;
  } catch {
    return undefined;
  }
}

/** The WPT answer of a urltestdata row: its href, or undefined for a failure row. */
const wptAnswer = (row: WptRow): string | undefined => (row.failure ? undefined : row.href);

/** Whether this runtime's URL reads `input` otherwise than the WPT file's `answer`. */
const hostDiffers = (input: string, base: string | null, answer: string | undefined): boolean =>
  hostReading(input, base) !== answer;

// Where the file's literal RFC 3986 resolution is not ours: the core writes a path that would
// start with "//" without an authority as "/.//" (core README, "Choices where the RFC leaves
// room"), so that the output re-parses to the same components; "non-spec://path" would read
// "path" as an authority.
const RFC_READING: Readonly<Record<string, string>> = Object.fromEntries(
  ['/.//path', '/..//path', '..//path', 'a/..//path', 'path'].map((r) => [
    r,
    'RFC 3986 §5.2.4: a path "//path" after no authority is written "/.//path"',
  ]),
);

describe('compareWhatwg: web-platform-tests urltestdata.json', () => {
  it('the exception lists name rows of the file, and still hold', () => {
    const inputs = new Set(rows.map((r) => r.input));
    for (const input of [...Object.keys(PLATFORM), ...Object.keys(RFC_READING)]) {
      expect(inputs.has(input), input).toBe(true);
    }
    for (const row of rows) {
      if (RFC_READING[row.input] !== undefined && row.rfc3986.resolved !== null) {
        expect(compare(row).uri?.toString()).not.toBe(row.rfc3986.resolved);
      }
    }
  });

  it("this runtime's URL reads every row as the WPT file does, but the listed rows", () => {
    let agreeing = 0;
    for (const row of rows) {
      if (!hostDiffers(row.input, row.base, wptAnswer(row))) agreeing++;
      else expect(PLATFORM[row.input], `unlisted: ${row.input}`).toBeDefined();
    }
    // Whatever the runtime, nearly every row is one where its URL follows the file.
    expect(agreeing).toBeGreaterThan(rows.length - Object.keys(PLATFORM).length - 1);
  });

  it.each(rows.map((row, i) => [i, JSON.stringify(row.input), row] as const))(
    'URL Standard vs RFC 3986: row %i %s',
    (_, __, row) => {
      const r = compare(row);
      // The RFC 3986 reading is the file's (strict §5.2 resolution), but where listed.
      if (RFC_READING[row.input] === undefined) {
        expect(r.uri?.toString() ?? null).toBe(row.rfc3986.resolved);
      }
      expect(r.error === undefined).toBe(r.uri !== undefined);
      if (r.error !== undefined) expect(r.error).toBeInstanceOf(UriError);
      // The WHATWG reading is this runtime's URL: the file's answer where that URL follows the
      // file, its own reading on a listed row where it does not.
      const differs = hostDiffers(row.input, row.base, wptAnswer(row));
      if (differs) expect(PLATFORM[row.input], row.input).toBeDefined();
      expect(r.href).toBe(differs ? hostReading(row.input, row.base) : wptAnswer(row));
      const rfc = r.uri !== undefined;
      const whatwg = r.href !== undefined;
      if (rfc !== whatwg) {
        // One reading refuses what the other accepts: that, and nothing else, is reported.
        expect(r.status).toBe('differs');
        expect(r.differences).toEqual([
          { component: 'uri', rfc3986: r.uri?.toString(), whatwg: r.href },
        ]);
        return;
      }
      if (!rfc) {
        expect(r.status).toBe('same');
        expect(r.differences).toEqual([]);
        return;
      }
      // Both read it. Byte-identical results are the same reading.
      if (r.uri!.toString() === r.href) expect(r.status).toBe('same');
      expect(r.status).toBe(r.differences.length > 0 ? 'differs' : 'same');
      // The host and the port are checked against an oracle of their own, on the file's values.
      if (!differs && row.hostname !== undefined) {
        const hosts = r.differences.some((d) => d.component === 'host');
        const oracle = hostsDiffer(r.uri!.toString(), row.hostname);
        if (oracle !== undefined) expect(hosts, `host of ${row.input}`).toBe(oracle);
        const ports = r.differences.some((d) => d.component === 'port');
        expect(ports, `port of ${row.input}`).toBe(portsDiffer(r.uri!.toString(), row));
      }
    },
  );
});

// The host a resolver is given, by each reading, compared as text (IPv6 by its pieces); for a
// non-ASCII name (IDNA applies) no answer.
function hostsDiffer(uri: string, hostname: string): boolean | undefined {
  const u = normalize(uri);
  let host = u.host ?? '';
  if (u.hostKind === 'ipv6') return `${parseIPv6(host)}` !== `${parseIPv6(hostname.slice(1, -1))}`;
  // A scheme WHATWG does not know keeps the host as written (an opaque host): compared as
  // RFC 3986 §6.2.2 normalizes it. A special scheme's host is decoded first.
  if (!['http', 'https', 'ws', 'wss', 'ftp', 'file'].includes(u.scheme!)) {
    const r = tryParse(`x://${hostname}`);
    return r.ok ? host !== normalize(r.value).host : undefined;
  }
  try {
    host = percentDecode(host);
  } catch {
    return undefined;
  }
  if (/[^\x20-\x7e]/.test(host)) return undefined;
  if (u.scheme === 'file' && host === 'localhost') host = '';
  return host !== hostname;
}

const DEFAULTS: Record<string, number> = { http: 80, https: 443, ws: 80, wss: 443, ftp: 21 };
function portsDiffer(uri: string, row: WptRow): boolean {
  const u = parse(uri);
  const def = DEFAULTS[u.scheme!.toLowerCase()];
  return (u.portNumber ?? def) !== (row.port ? Number(row.port) : def);
}

describe('compareWhatwg: the other WPT files', () => {
  it('wpt.resolve-rfc3986-agreeing: every row, where the two agree byte for byte, is "same"', () => {
    const agreeing = loadVectors<{ base: string | null; ref: string; expected: string }>(
      'wpt.resolve-rfc3986-agreeing',
    ).cases;
    expect(agreeing.length).toBeGreaterThan(200);
    for (const c of agreeing) {
      const r = compareWhatwg(c.ref, c.base === null ? {} : { base: c.base });
      if (hostDiffers(c.ref, c.base, c.expected)) {
        expect(PLATFORM[c.ref], c.ref).toBeDefined();
        expect(r.href, c.ref).toBe(hostReading(c.ref, c.base));
        continue;
      }
      expect([r.status, r.uri?.toString(), r.href], c.ref).toEqual([
        'same',
        c.expected,
        c.expected,
      ]);
    }
  });

  it('wpt.failures: WHATWG refuses every row; where RFC 3986 accepts it, that is the difference', () => {
    const failures = loadVectors<{
      input: string;
      base: string | null;
      rfc3986_input_valid: boolean;
    }>('wpt.failures').cases;
    let accepted = 0;
    for (const c of failures) {
      const r = compareWhatwg(c.input, c.base === null ? {} : { base: c.base });
      if (hostDiffers(c.input, c.base, undefined)) {
        expect(PLATFORM[c.input], c.input).toBeDefined();
        expect(r.href, c.input).toBe(hostReading(c.input, c.base));
        continue;
      }
      expect(r.href, c.input).toBeUndefined();
      if (r.uri !== undefined) {
        accepted++;
        expect(r.differences, c.input).toEqual([
          { component: 'uri', rfc3986: r.uri.toString(), whatwg: undefined },
        ]);
      } else {
        expect(r.status, c.input).toBe('same');
      }
    }
    // 148 of these inputs are valid RFC 3986 (the file's README); with their bases resolved.
    expect(accepted).toBeGreaterThan(100);
  });
});

describe('compareWhatwg: hand-checked readings', () => {
  const diff = (input: string, base?: string) =>
    compareWhatwg(input, base === undefined ? {} : { base }).differences.map((d) => [
      d.component,
      d.rfc3986,
      d.whatwg,
    ]);

  it('RFC 3986 §7.4: an IPv4 address in another spelling is another host for a browser', () => {
    expect(diff('http://0x7f.1/')).toEqual([['host', '0x7f.1', '127.0.0.1']]);
    expect(diff('http://2130706433/')).toEqual([['host', '2130706433', '127.0.0.1']]);
    expect(diff('http://192.0x00A80001')).toEqual([['host', '192.0x00a80001', '192.168.0.1']]);
    // A scheme WHATWG does not know keeps an opaque host: the same reading.
    expect(diff('foo://0x7f.1/')).toEqual([]);
  });

  it('RFC 3986 §3.2.2: a full-width dot or a soft hyphen is part of an RFC 3986 label, not of a WHATWG one', () => {
    expect(diff('http://127%EF%BC%8E0.0.1/')).toEqual([['host', '127%EF%BC%8E0.0.1', '127.0.0.1']]);
    expect(diff('https://a%C2%ADb/')).toEqual([['host', 'a%C2%ADb', 'ab']]);
    // An IDN is its IDNA form for both.
    expect(diff('http://b%C3%BCcher.example/')).toEqual([]);
  });

  it('RFC 3986 §3: what WHATWG repairs, RFC 3986 refuses (and the reverse)', () => {
    expect(diff('http://a\\b/')).toEqual([['uri', undefined, 'http://a/b/']]);
    expect(diff(' http://example.com/')).toEqual([['uri', undefined, 'http://example.com/']]);
    expect(diff('http://1.2.3.256/')).toEqual([['uri', 'http://1.2.3.256/', undefined]]);
    expect(diff('http://[v1.x]/')).toEqual([['uri', 'http://[v1.x]/', undefined]]);
    expect(diff('http://a:65536/')).toEqual([['uri', 'http://a:65536/', undefined]]);
  });

  it('RFC 3986 §3.3: a special scheme without "//" has a host for WHATWG, none for RFC 3986', () => {
    expect(diff('http:/example.com/')).toEqual([
      ['host', undefined, 'example.com'],
      ['path', '/example.com/', '/'],
    ]);
    expect(diff('http:///example.com/')).toEqual([
      ['host', '', 'example.com'],
      ['path', '/example.com/', '/'],
    ]);
  });

  it('RFC 3986 §5.2.2: "http:g" is strict for RFC 3986, relative for WHATWG (§5.4.2)', () => {
    expect(diff('http:g', 'http://a/b/c/d;p?q')).toEqual([
      ['host', undefined, 'a'],
      ['path', 'g', '/b/c/g'],
    ]);
  });

  it('RFC 8089 E.2: WHATWG keeps a drive letter that ".." would climb over', () => {
    expect(diff('file:///C:/../x')).toEqual([['path', '/x', '/C:/x']]);
  });

  it('RFC 3986 §6.2: re-spellings are the same reading', () => {
    for (const input of [
      'HTTP://EXAMPLE.COM:80',
      'http://example.com/a/%2e%2E/b',
      'http://example.com/%7Euser',
      'http://[0:0::1]/',
      'http://[::ffff:127.0.0.1]/',
      'https://u:@h/',
      'file://localhost/etc/hosts',
      "http://h/?'",
      'foo:/.//p',
      'mailto:a@example.com',
    ]) {
      expect(compareWhatwg(input).status, input).toBe('same');
    }
  });

  it('RFC 3986 §3: an input that is no string or Uri is INVALID_ARGUMENT; a refused one a result', () => {
    expect(() => compareWhatwg(42 as never)).toThrow(UriError);
    expect(() => compareWhatwg('http://a/', { base: {} as never })).toThrow(UriError);
    const r = compareWhatwg('../g');
    expect([r.status, r.error?.code]).toEqual(['same', 'MISSING_SCHEME']);
    expect(compareWhatwg(parse('http://0x7f.1/')).differences[0]?.component).toBe('host');
  });
});

describe('without a global URL', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('URL Standard: status "unavailable", and check says so instead of staying silent', () => {
    vi.stubGlobal('URL', undefined);
    const r = compareWhatwg('http://0x7f.1/');
    expect([r.status, r.href, r.differences]).toEqual(['unavailable', undefined, []]);
    expect(r.uri?.toString()).toBe('http://0x7f.1/');
    const found = check(createRegistry([]), 'x://h/', { whatwg: true });
    expect(found.map((f) => [f.code, f.severity, f.index])).toEqual([
      ['URI_WHATWG_UNAVAILABLE', 'info', undefined],
    ]);
  });
});
