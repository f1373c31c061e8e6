// The findings every scheme shares (issue 10 §2), one class at a time, named by the rule each
// comes from: inspect(), and the same findings first on every plugin's check. The table with
// an example of each is SECURITY.md (security-table.test.ts runs it).
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  check,
  createRegistry,
  defineScheme,
  inspect,
  isIgnoredByIdna,
  parse,
  readServer,
  serialize,
  uriFindings,
} from '../src/plugin.js';

const codes = (input: string, defaultPort?: number) =>
  inspect(input, defaultPort === undefined ? {} : { defaultPort }).map((f) => f.code);
const where = (input: string, defaultPort?: number) =>
  inspect(input, defaultPort === undefined ? {} : { defaultPort }).map((f) => [
    f.code,
    f.index,
    f.component,
  ]);

describe('RFC 3986 §7.6: a user name that reads as a host', () => {
  it('the example of §7.6, at the userinfo', () => {
    expect(where('ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm')).toEqual([
      ['URI_DECEPTIVE_USERINFO', 6, 'userinfo'],
      ['URI_PRIVATE_ADDRESS', 42, 'host'],
    ]);
  });

  it('a "." written, escaped or full-width, or "localhost", in the user name only', () => {
    for (const u of ['a.b', 'paypal%2Ecom', 'paypal%2ecom', 'a%EF%BC%8Eb', 'LocalHost', 'x.y:pw']) {
      expect(codes(`http://${u}@evil.example/`), u).toContain('URI_DECEPTIVE_USERINFO');
    }
    for (const u of ['user', 'user:p.w', 'user%2F', '%FF.x']) {
      expect(codes(`http://${u}@evil.example/`), u).not.toContain('URI_DECEPTIVE_USERINFO');
    }
  });
});

describe('RFC 3986 §7.5, §3.2.1: a password', () => {
  it('any data after the first ":", at its first character; an empty one is no password', () => {
    expect(where('ftp://u:secret@h/')).toEqual([['URI_PASSWORD', 8, 'userinfo']]);
    expect(where('ftp://:p:q@h/')).toEqual([['URI_PASSWORD', 7, 'userinfo']]);
    expect(codes('ftp://u:@h/')).toEqual([]);
    expect(codes('ftp://u@h/')).toEqual([]);
    expect(inspect('ftp://u:p@h/')[0]?.severity).toBe('warning');
  });
});

describe('RFC 3986 §7.4: an IPv4 address in a spelling other than four decimals', () => {
  it.each([
    ['0x7f.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['017700000001', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['0x7F000001', '127.0.0.1'],
    ['0X7f.0x0.0x0.0x1', '127.0.0.1'],
    ['127.0.0.1.', '127.0.0.1'],
    ['%30x7f.1', '127.0.0.1'],
    ['127%EF%BC%8E0.0.1', '127.0.0.1'],
    ['%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1', '127.0.0.1'],
    ['0', '0.0.0.0'],
    ['0x8.8.8.8', '8.8.8.8'],
    ['4294967295', '255.255.255.255'],
  ])('http://%s/ is the address %s, as WHATWG and inet_aton read it', (host, address) => {
    const found = inspect(`http://${host}/`);
    expect(found[0]).toEqual({
      code: 'URI_AMBIGUOUS_IPV4',
      message: `RFC 3986 §7.4: ambiguous ipv4 (${address})`,
      severity: 'error',
      index: 7,
      component: 'host',
    });
  });

  it.each([
    '1.2.3.256',
    '4294967296',
    '1.2.3.4.5',
    'foo.09',
    'foo.0x4',
    '09.2.3.4',
    '%E9.0x7f',
    'foo.0X1F',
  ])('http://%s/ ends in a number but is no address (WHATWG refuses it)', (host) => {
    const found = inspect(`http://${host}/`).find((f) => f.code === 'URI_AMBIGUOUS_IPV4');
    expect(found?.message).toMatch(/\(no address\)$/);
  });

  it.each([
    '127.0.0.1',
    'example.com',
    'example.com.',
    '1a',
    '0x7g',
    '1e5',
    '123.example',
    'a..',
    '.',
    'foo.09..',
    '[::1]',
    '[v1.0]',
  ])('RFC 3986 §3.2.2: http://%s/ is not ambiguous', (host) => {
    expect(codes(`http://${host}/`)).not.toContain('URI_AMBIGUOUS_IPV4');
  });
});

describe("RFC 6890: internal addresses in any spelling (the resolver's answer)", () => {
  it.each([
    ['127.0.0.1', 'URI_LOOPBACK'],
    ['127.255.255.254', 'URI_LOOPBACK'],
    ['0x7f.1', 'URI_LOOPBACK'],
    ['2130706433', 'URI_LOOPBACK'],
    ['127.1', 'URI_LOOPBACK'],
    ['[::1]', 'URI_LOOPBACK'],
    ['[0:0:0:0:0:0:0:1]', 'URI_LOOPBACK'],
    ['[::ffff:127.0.0.1]', 'URI_LOOPBACK'],
    ['[::ffff:7f00:1]', 'URI_LOOPBACK'],
    ['[::127.0.0.1]', 'URI_LOOPBACK'],
    ['localhost', 'URI_LOOPBACK'],
    ['LOCALHOST.', 'URI_LOOPBACK'],
    ['api.localhost', 'URI_LOOPBACK'],
    ['%6Cocalhost', 'URI_LOOPBACK'],
    ['10.1.2.3', 'URI_PRIVATE_ADDRESS'],
    ['172.16.0.1', 'URI_PRIVATE_ADDRESS'],
    ['172.31.255.255', 'URI_PRIVATE_ADDRESS'],
    ['192.168.0.1', 'URI_PRIVATE_ADDRESS'],
    ['3232235521', 'URI_PRIVATE_ADDRESS'],
    ['100.64.0.1', 'URI_PRIVATE_ADDRESS'],
    ['[fd00::1]', 'URI_PRIVATE_ADDRESS'],
    ['[::ffff:192.168.1.1]', 'URI_PRIVATE_ADDRESS'],
    ['169.254.169.254', 'URI_LINK_LOCAL'],
    ['0xa9.0xfe.0xa9.0xfe', 'URI_LINK_LOCAL'],
    ['[fe80::1]', 'URI_LINK_LOCAL'],
    ['[febf::1]', 'URI_LINK_LOCAL'],
    ['0.0.0.0', 'URI_UNSPECIFIED_ADDRESS'],
    ['0', 'URI_UNSPECIFIED_ADDRESS'],
    ['[::]', 'URI_UNSPECIFIED_ADDRESS'],
  ])('http://%s/ is %s', (host, code) => {
    expect(codes(`http://${host}/`)).toContain(code);
  });

  it('RFC 6874: the address of a zoned literal is classed without its zone', () => {
    const found = inspect('http://[fe80::1%25eth0]/', { allowZoneId: true });
    expect(found.map((f) => f.code)).toEqual(['URI_LINK_LOCAL']);
  });

  it.each([
    '8.8.8.8',
    '172.32.0.1',
    '172.15.0.1',
    '100.128.0.1',
    '169.255.0.1',
    '1.0.0.0',
    '[2001:db8::1]',
    '[fec0::1]',
    '[::2]',
    'localhost.example',
    'notlocalhost',
    'example.com',
  ])('http://%s/ is none of them', (host) => {
    expect(
      codes(`http://${host}/`).filter((c) => /LOOPBACK|PRIVATE|LINK_LOCAL|UNSPECIFIED/.test(c)),
    ).toEqual([]);
  });

  it('RFC 4291 §2.5.5: IPv4-mapped and IPv4-compatible addresses, with the embedded address', () => {
    expect(where('http://[::ffff:8.8.8.8]/')).toEqual([['URI_IPV4_IN_IPV6', 7, 'host']]);
    expect(codes('http://[::ffff:10.0.0.1]/')).toEqual(['URI_IPV4_IN_IPV6', 'URI_PRIVATE_ADDRESS']);
    expect(codes('http://[::8.8.8.8]/')).toEqual(['URI_IPV4_IN_IPV6']);
    expect(inspect('http://[::ffff:a00:1]/')[0]?.message).toBe(
      'RFC 4291 §2.5.5: ipv4 in ipv6 (10.0.0.1)',
    );
    // :: and ::1 are not IPv4-compatible addresses.
    expect(codes('http://[::1]/')).toEqual(['URI_LOOPBACK']);
  });
});

describe('RFC 3986 §3.2.2: escapes in a reg-name', () => {
  it('an escaped ASCII character (a delimiter, a dot, a letter), at the first escape', () => {
    expect(where('http://trusted.example%40evil.example/')).toEqual([
      ['URI_ENCODED_HOST_ASCII', 22, 'host'],
    ]);
    for (const host of [
      'a%2Fb',
      'good.example%2Eevil.example',
      '%65vil.example',
      'a%3Ab',
      'a%5Cb',
    ]) {
      expect(codes(`http://${host}/`), host).toEqual(['URI_ENCODED_HOST_ASCII']);
    }
  });

  it('a character NFKC maps to ASCII (full-width "％", dots, letters): ASCII in disguise', () => {
    expect(codes('http://%EF%BC%85%EF%BC%94%EF%BC%91.com/')).toEqual(['URI_ENCODED_HOST_ASCII']);
    expect(codes('http://a%EF%BC%8Eb/')).toEqual(['URI_ENCODED_HOST_ASCII']);
    expect(codes('http://%EF%BD%85vil.example/')).toEqual(['URI_ENCODED_HOST_ASCII']);
    // "＠" (U+FF20): NFKC "@", which UTS #46 leaves to the WHATWG parser to refuse.
    expect(codes('http://good.example%EF%BC%A0evil.example/')).toEqual(['URI_ENCODED_HOST_ASCII']);
    // UTF-8 of a non-ASCII name is what escapes in a host are for.
    expect(codes('http://caf%C3%A9.example/')).toEqual([]);
    expect(codes('http://b%C3%BCcher.example/')).toEqual([]);
  });

  it('octets that are not UTF-8, at the first escape', () => {
    expect(where('http://%FF.example/')).toEqual([['URI_HOST_NOT_UTF8', 7, 'host']]);
    expect(where('http://a%C3/')).toEqual([['URI_HOST_NOT_UTF8', 8, 'host']]);
  });
});

// The URL Standard's host parser decodes a host and runs UTS #46 "domain to ASCII" on it: code
// points the mapping ignores (§4 Processing step 1) are removed, mapped ones mapped (§5). The
// address findings read the host so (SECURITY.md: "The host as the resolver reads it").
describe('UTS #46 §4 step 1, RFC 3986 §7.6: what a browser ignores in a host', () => {
  it('an ignored code point does not hide an internal address (issue 23, S2)', () => {
    const link = ['URI_AMBIGUOUS_IPV4', 'URI_LINK_LOCAL', 'URI_IGNORED_HOST_CHARACTER'];
    expect(codes('http://169.254.169.254%E2%81%A0/latest/meta-data/')).toEqual(link);
    expect(codes('http://169.254.169.254/')).toEqual(['URI_LINK_LOCAL']);
    expect(codes('http://loc%C2%ADalhost/')).toEqual([
      'URI_LOOPBACK',
      'URI_IGNORED_HOST_CHARACTER',
    ]);
    const loop = ['URI_AMBIGUOUS_IPV4', 'URI_LOOPBACK', 'URI_IGNORED_HOST_CHARACTER'];
    expect(codes('http://127.0.0.1%EF%BB%BF/')).toEqual(loop); // U+FEFF
    expect(codes('http://0x7f.1%EF%B8%80/')).toEqual(loop); // U+FE00, a variation selector
    expect(codes('http://127.0.0.1%F3%A0%84%80/')).toEqual(loop); // U+E0100
    expect(codes('http://1%E1%A0%8B0.0.0.1/')).toEqual([
      'URI_AMBIGUOUS_IPV4',
      'URI_PRIVATE_ADDRESS',
      'URI_IGNORED_HOST_CHARACTER',
    ]); // U+180B, a Mongolian variation selector
  });

  it('the finding is at the escape of the first ignored code point, with its number', () => {
    expect(where('http://exa%C2%ADmple.com/')).toEqual([
      ['URI_IGNORED_HOST_CHARACTER', 10, 'host'],
    ]);
    const [f] = inspect('http://a%E2%80%8Bb%C2%ADc/');
    expect(f).toMatchObject({ index: 8, severity: 'error' });
    expect(f!.message).toBe('RFC 3986 §7.6; UTS #46 §4 step 1: ignored host character (U+200B)');
    // U+200D ZERO WIDTH JOINER is no ignored code point (a deviation, which CheckJoiners refuses).
    expect(codes('http://exa%E2%80%8Dmple.com/')).toEqual([]);
  });

  it('UTS #46 §5: code points mapped to ASCII digits and dots make the address they spell', () => {
    // "１２７．０．０．１", full-width (U+FF11…, U+FF0E).
    const full =
      '%EF%BC%91%EF%BC%92%EF%BC%97%EF%BC%8E%EF%BC%90%EF%BC%8E%EF%BC%90%EF%BC%8E%EF%BC%91';
    expect(codes(`http://${full}/`)).toEqual([
      'URI_AMBIGUOUS_IPV4',
      'URI_LOOPBACK',
      'URI_ENCODED_HOST_ASCII',
    ]);
    // "⑩" (U+2469) maps to "10"; "𝟏" (U+1D7CF, mathematical bold) to "1"; "ｌｏｃａｌｈｏｓｔ".
    expect(codes('http://%E2%91%A9.0.0.1/')).toContain('URI_PRIVATE_ADDRESS');
    expect(codes('http://127.0.0.%F0%9D%9F%8F/')).toContain('URI_LOOPBACK');
    const local =
      '%EF%BD%8C%EF%BD%8F%EF%BD%83%EF%BD%81%EF%BD%8C%EF%BD%88%EF%BD%8F%EF%BD%93%EF%BD%94';
    expect(codes(`http://${local}/`)).toEqual(['URI_LOOPBACK', 'URI_ENCODED_HOST_ASCII']);
  });

  it('isIgnoredByIdna: the ignored code points of the UTS #46 mapping table (Unicode 17.0.0)', () => {
    // The list of issue 23, and the ranges Unicode 16 and 17 made ignored (Hangul fillers …).
    const ignored = [0xad, 0x34f, 0x180b, 0x180f, 0x200b, 0x2060, 0x2064, 0xfe00, 0xfe0f, 0xfeff];
    for (const c of [...ignored, 0x1bca0, 0x1bca3, 0xe0100, 0xe01ef, 0x115f, 0x3164, 0xffa0]) {
      expect(isIgnoredByIdna(c), c.toString(16)).toBe(true);
    }
    for (const c of [0x61, 0x2e, 0x200c, 0x200d, 0xff0e, 0xe9, 0x1bca4, 0xe01f0, 0x10ffff, -1]) {
      expect(isIgnoredByIdna(c), c.toString(16)).toBe(false);
    }
    // A predicate answers false for what is no code point (issue 23, E3).
    for (const v of ['\u00ad', 173.5, Number.NaN, null, Symbol('x'), { valueOf: () => 173 }]) {
      expect(isIgnoredByIdna(v as never)).toBe(false);
    }
  });
});

// The oracle the issue used: Node's WHATWG URL reading of the host. Where it is an internal
// address, check reports its class; an ignored code point is reported wherever it is.
const INTERNAL_HOSTS = [
  '127.0.0.1',
  '169.254.169.254',
  '10.0.0.1',
  '192.168.1.1',
  '172.16.0.1',
  '100.64.0.1',
  '0.0.0.0',
  '0x7f.1',
  '2130706433',
  '0177.0.0.1',
  'localhost',
  'a.localhost',
];
// The ignored code points issue 23 lists (not read from the table under test), and code points
// that UTS #46 maps to ASCII digits, letters and dots, found by the oracle itself below.
const IGNORED = [
  0xad, 0x34f, 0x180b, 0x180c, 0x180d, 0x180e, 0x180f, 0x200b, 0x2060, 0x2064, 0xfe00, 0xfe0f,
  0xfeff, 0x1bca0, 0x1bca3, 0xe0100, 0xe01ef,
];
const MAPPED: Record<string, number[]> = {
  '.': [0x3002, 0xff0e, 0xff61],
  '0': [0xff10, 0x1d7ce, 0x2070, 0x24ea, 0x1fbf0],
  '1': [0xff11, 0x1d7cf, 0xb9, 0x2460, 0x2081],
  '7': [0xff17, 0x1d7d5, 0x2077],
  x: [0xff58, 0x1d431, 0x24e7, 0x2093],
  l: [0xff4c, 0x2113, 0x24db, 0x1d425],
  o: [0xff4f, 0xba, 0x2134, 0x1d428],
};

/** The class of a host as Node's URL reads it, or undefined when it is no internal address. */
function oracle(text: string): string | undefined {
  let host: string;
  try {
    host = new URL(text).hostname;
  } catch {
    return undefined;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return 'URI_LOOPBACK';
  const m = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(host);
  if (m === null) return undefined;
  const [x, y] = [Number(m[1]), Number(m[2])];
  if (x === 127) return 'URI_LOOPBACK';
  if (x === 0) return 'URI_UNSPECIFIED_ADDRESS';
  if (x === 169 && y === 254) return 'URI_LINK_LOCAL';
  if (x === 10 || (x === 172 && y >= 16 && y < 32) || (x === 192 && y === 168)) {
    return 'URI_PRIVATE_ADDRESS';
  }
  if (x === 100 && y >= 64 && y < 128) return 'URI_PRIVATE_ADDRESS';
  return undefined;
}

describe('UTS #46 §4, RFC 3986 §7.6 (property): the address a browser reads is the one check reports', () => {
  const edit = fc.record({
    at: fc.nat(),
    kind: fc.constantFrom('ignored', 'mapped', 'any'),
    pick: fc.nat(),
    any: fc.integer({ min: 0x80, max: 0x10ffff }).filter((c) => c < 0xd800 || c > 0xdfff),
  });
  test.prop([fc.constantFrom(...INTERNAL_HOSTS), fc.array(edit, { minLength: 1, maxLength: 6 })], {
    numRuns: 3000,
  })('an internal address with ignored and mapped code points mixed in', (base, edits) => {
    const points = Array.from(base);
    let hasIgnored = false;
    for (const e of edits) {
      const i = e.at % (points.length + 1);
      if (e.kind === 'ignored') {
        points.splice(i, 0, String.fromCodePoint(IGNORED[e.pick % IGNORED.length]!));
        hasIgnored = true;
      } else if (e.kind === 'mapped' && i < points.length && MAPPED[points[i]!] !== undefined) {
        const forms = MAPPED[points[i]!]!;
        points[i] = String.fromCodePoint(forms[e.pick % forms.length]!);
      } else if (e.kind === 'any') {
        points.splice(i, 0, String.fromCodePoint(e.any));
        hasIgnored ||= IGNORED.includes(e.any);
      }
    }
    const text = `http://${encodeURIComponent(points.join(''))}/`; // only letters, digits, dots
    const found = inspect(text).map((f) => f.code);
    const want = oracle(text);
    if (want !== undefined) expect(found, text).toContain(want);
    if (hasIgnored) expect(found, text).toContain('URI_IGNORED_HOST_CHARACTER');
  });
});

describe('RFC 3986 §7.3, §2.4: the path', () => {
  it.each([
    '%2e%2e',
    '%2E%2E',
    '.%2e',
    '%2e.',
    '%2e',
    '..%2F',
    '..%2fetc',
    '%2e%2e%5cwindows',
    'a%2F..%2Fb',
    '%c0%ae%c0%ae',
    '..%c0%af',
    '..%C1%9C',
  ])('an encoded dot segment: /a/%s/b, at the segment', (segment) => {
    expect(where(`http://h/a/${segment}/b`)).toEqual([['URI_ENCODED_DOT_SEGMENT', 11, 'path']]);
  });

  it('not a literal dot segment, nor escapes around other text', () => {
    for (const path of ['/a/../b', '/./b', '/%2e%2e%2e/', '/a%2eb/', '/..a/', '/%2ex/', '/x%2F/']) {
      expect(codes(`http://h${path}`), path).toEqual([]);
    }
  });

  it('a double escape ("%25" then two hex digits) in the path, at the "%"', () => {
    expect(where('http://h/a/%252e%252e/b')).toEqual([['URI_DOUBLE_ENCODED', 11, 'path']]);
    expect(codes('http://h/100%25')).toEqual([]);
    expect(codes('http://h/%25zz')).toEqual([]);
    expect(codes('http://h/?u=http%253A%252F%252F')).toEqual([]);
  });
});

describe('RFC 3986 §7.2, §7.3: an encoded CR, LF or NUL', () => {
  it('in any component, the first of each, at the escape', () => {
    expect(where('http://u%0D@h%0a/p%00?q%0D#f%0A')).toEqual([
      ['URI_ENCODED_CONTROL', 8, 'userinfo'],
      ['URI_ENCODED_CONTROL', 13, 'host'],
      ['URI_ENCODED_CONTROL', 18, 'path'],
      ['URI_ENCODED_CONTROL', 23, 'query'],
      ['URI_ENCODED_CONTROL', 28, 'fragment'],
    ]);
    expect(inspect('http://h/a%0D%0Ab')[0]?.message).toBe(
      'RFC 3986 §7.2, §7.3: encoded control (%0D)',
    );
    expect(codes('http://h/a%09%0B%0C%20')).toEqual([]);
  });
});

describe('RFC 1738 §6, RFC 3986 §7.2: the port of another protocol', () => {
  it("needs the scheme's default port; another port is noted, one of another protocol an error", () => {
    expect(codes('x://h:25/')).toEqual([]);
    expect(where('x://h:25/', 80)).toEqual([['URI_OTHER_PROTOCOL_PORT', 6, 'port']]);
    expect(inspect('x://h:25/', { defaultPort: 80 })[0]?.severity).toBe('error');
    for (const port of [0, 1, 443, 1023, 3306, 5432, 6379, 6667, 9000, 10050, 11211]) {
      expect(codes(`x://h:${port}/`, 80), `${port}`).toEqual(['URI_OTHER_PROTOCOL_PORT']);
    }
    for (const port of [1024, 8080, 8443, 65535]) {
      expect(codes(`x://h:${port}/`, 80), `${port}`).toEqual(['URI_NON_DEFAULT_PORT']);
    }
    expect(inspect('x://h:8080/', { defaultPort: 80 })[0]?.severity).toBe('info');
    expect(codes('x://h:80/', 80)).toEqual([]);
    expect(codes('x://h:0080/', 80)).toEqual([]);
    expect(codes('x://h:/', 80)).toEqual([]);
  });
});

describe('inspect: the route', () => {
  it('RFC 3986 §4.1: text or a Uri, a URI or a relative reference; frozen findings in text order', () => {
    const text = 'http://a.b:c@0x7f.1:25/%2e%2e/%252e?%00';
    const found = inspect(text, { defaultPort: 80 });
    expect(found.map((f) => [f.code, f.index])).toEqual([
      ['URI_DECEPTIVE_USERINFO', 7],
      ['URI_PASSWORD', 11],
      ['URI_AMBIGUOUS_IPV4', 13],
      ['URI_LOOPBACK', 13],
      ['URI_OTHER_PROTOCOL_PORT', 20],
      ['URI_ENCODED_DOT_SEGMENT', 23],
      ['URI_DOUBLE_ENCODED', 30],
      ['URI_ENCODED_CONTROL', 36],
    ]);
    expect(Object.isFrozen(found)).toBe(true);
    for (const f of found) expect(Object.isFrozen(f)).toBe(true);
    expect(inspect(parse(text), { defaultPort: 80 })).toEqual(found);
    expect(codes('../%2e%2e/x')).toEqual(['URI_ENCODED_DOT_SEGMENT']);
    expect(codes('//127.0.0.1/')).toEqual(['URI_LOOPBACK']);
  });

  it('RFC 3986 §3: an invalid input throws its UriError; a zone needs allowZoneId', () => {
    expect(() => inspect('http://a b/')).toThrow('RFC 3986');
    expect(() => inspect('http://[fe80::1%25x]/')).toThrow();
    expect(() => inspect(42 as never)).toThrow();
  });

  it('the table of codes: each with its rule ("RFC n §…") and severity', () => {
    const table = uriFindings.codes;
    expect(Object.keys(table)).toHaveLength(18);
    for (const [code, [rule, severity]] of Object.entries(table)) {
      expect(code).toMatch(/^URI_[A-Z0-9_]+$/);
      expect(rule).toMatch(/^RFC \d+ §/);
      expect(['info', 'warning', 'error']).toContain(severity);
    }
  });
});

describe('every route agrees: plugin.check and registry.check report the shared findings first', () => {
  const finding = (code: 'OWN') => ({
    code: `BOX_${code}`,
    message: 'RFC 9999 §2: own',
    severity: 'info' as const,
    index: 0,
    component: 'scheme' as const,
  });
  const box = defineScheme({
    name: 'box',
    defaultPort: 4000,
    parse: (uri) => readServer(uri, { rule: 'RFC 9999 §2' }),
    format: (p: { host: string }) => serialize({ scheme: 'box', host: p.host, path: '' }),
    check: () => Object.freeze([finding('OWN')]),
  });
  const quiet = defineScheme({
    name: 'quiet',
    defaultPort: 1,
    skip: ['URI_LOOPBACK', 'URI_OTHER_PROTOCOL_PORT'],
    parse: (uri) => readServer(uri, { rule: 'RFC 9999 §2' }),
    format: (p: { host: string }) => serialize({ scheme: 'quiet', host: p.host, path: '' }),
  });
  const registry = createRegistry([box, quiet]);

  it("with the plugin's default port, then the plugin's own", () => {
    const text = 'box://u:p@127.0.0.1:25';
    const expected = ['URI_PASSWORD', 'URI_LOOPBACK', 'URI_OTHER_PROTOCOL_PORT', 'BOX_OWN'];
    expect(check(box, text).map((f) => f.code)).toEqual(expected);
    expect(check(registry, text).map((f) => f.code)).toEqual(expected);
    expect(check(registry, parse(text)).map((f) => f.code)).toEqual(expected);
    expect(check(box, 'box://h:4000').map((f) => f.code)).toEqual(['BOX_OWN']);
  });

  it('a plugin leaves out the shared findings it declares not to apply (skip)', () => {
    expect(check(quiet, 'quiet://localhost:25').map((f) => f.code)).toEqual([]);
    expect(check(quiet, 'quiet://10.0.0.1:2000').map((f) => f.code)).toEqual([
      'URI_PRIVATE_ADDRESS',
      'URI_NON_DEFAULT_PORT',
    ]);
  });

  it('a scheme no plugin handles gets the shared findings, without ports', () => {
    expect(check(registry, 'x://u:p@0x7f.1:25/%2e%2e').map((f) => f.code)).toEqual([
      'URI_PASSWORD',
      'URI_AMBIGUOUS_IPV4',
      'URI_LOOPBACK',
      'URI_ENCODED_DOT_SEGMENT',
    ]);
    expect(() => check(registry, '//h/')).toThrow();
  });

  it('{ whatwg: true } adds where a browser reads the URI differently, on every route', () => {
    const found = check(registry, 'box://h:4000', { whatwg: true });
    expect(found.map((f) => f.code)).toEqual(['BOX_OWN']);
    const numeric = check(registry, 'ws://0x7f.1/', { whatwg: true });
    expect(numeric.map((f) => [f.code, f.index, f.component])).toEqual([
      ['URI_AMBIGUOUS_IPV4', 5, 'host'],
      ['URI_LOOPBACK', 5, 'host'],
      ['URI_WHATWG_DIFFERS', 5, 'host'],
    ]);
    expect(numeric[2]?.message).toBe('RFC 3986 §3: whatwg differs (host "0x7f.1" → "127.0.0.1")');
    const refused = check(registry, 'ws://1.2.3.256/', { whatwg: true });
    expect(refused.map((f) => [f.code, f.index, f.component])).toEqual([
      ['URI_WHATWG_DIFFERS', 0, undefined],
      ['URI_AMBIGUOUS_IPV4', 5, 'host'],
    ]);
  });
});
