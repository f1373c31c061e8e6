// The laws every scheme plugin keeps (@urikit/testkit), on the RFC's own examples and on
// generated parts; then the ftp properties: normalization keeps the FTP commands, and no
// string makes `commands` throw anything but UriError.
import { createRegistry, UriError } from '@urikit/core';
import { onlyUriError, pluginLaws, protocolLaws } from '@urikit/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commands, type FtpParts, ftp } from '../src/index.js';

const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });

/** Decoded text: any code point, and the characters RFC 1738 §3.1 and §3.2.2 make special. */
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.string({
    unit: fc.constantFrom(
      '/',
      ';',
      '%',
      '%2F',
      ':',
      '@',
      '?',
      '#',
      '.',
      '..',
      ';type=i',
      'type=a',
      '=',
      ' ',
      'é',
      '日本',
      '\u{1F600}',
      '\r\n',
      '\u0000',
      'A',
      'z',
    ),
    maxLength: 5,
  }),
);
const host = fc.oneof(
  fc.domain(),
  fc.ipV4(),
  fc.ipV6().map((a) => `[${a}]`),
  fc.constantFrom('Example.COM', 'h', '%C3%A9x', '[v1.x]', '[::1]', 'xn--n3h'),
);
const fragment = fc.string({
  unit: fc.constantFrom('a', 'Z', '/', '?', ':', '@', '%41', '%0A', '!', '$', '-', ';', '.'),
  maxLength: 6,
});

/** Parts as parse returns them; a password only with a user (RFC 1738 §3.1). */
const parts: fc.Arbitrary<FtpParts> = fc
  .record({
    user: opt(fc.oneof(fc.constant(''), text)),
    password: opt(fc.oneof(fc.constant(''), text)),
    host,
    port: opt(fc.oneof(fc.integer({ min: 0, max: 65535 }), fc.constantFrom(21, 0, 25))),
    directories: fc.array(fc.oneof(fc.constant(''), text), { maxLength: 4 }),
    name: text,
    typecode: opt(fc.constantFrom('a' as const, 'i' as const, 'd' as const)),
    fragment: opt(fragment),
  })
  .map((p) => ({ ...p, password: p.user === undefined ? undefined : p.password }));

const valid = [
  // RFC 1738 §3.1, §3.2.2, the appendix and References, and RFC 3986 §1.1.2.
  'ftp://ftp.is.co.za/rfc/rfc1808.txt',
  'ftp://myname@host.dom/%2Fetc/motd',
  'ftp://myname@host.dom/etc/motd',
  'ftp://myname@host.dom//etc/motd',
  'ftp://info.cern.ch/pub/www/doc;type=d',
  'ftp://ds.internic.net/rfc/rfc1436.txt;type=a',
  'ftp://@host.com/',
  'ftp://host.com/',
  'ftp://foo:@host.com/',
  'FTP://U:P@[2001:DB8::7]:2121/a/../b%7e/c;type=I#frag',
  'ftp://h',
  'ftp://h:/x/f%3Btype=i;type=d',
  'ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm',
];

pluginLaws(ftp, {
  valid,
  invalid: [
    ['ftp:example', 'MISSING_AUTHORITY', 4],
    ['ftp:/etc/motd', 'MISSING_AUTHORITY', 4],
    ['ftp:///x', 'EMPTY_HOST', 6],
    ['ftp://u@/x', 'EMPTY_HOST', 8],
    ['ftp://h:65536/', 'PORT_OUT_OF_RANGE', 8],
    ['ftp://%FF@h/', 'INVALID_UTF8', 6],
    ['ftp://h/dir/caf%E9', 'INVALID_UTF8', 15],
    ['ftp://h/a?b', 'FTP_QUERY_NOT_ALLOWED', 9],
    ['FTP://h?', 'FTP_QUERY_NOT_ALLOWED', 7],
    ['ftp://h/f;type=x', 'FTP_INVALID_TYPECODE', 15],
    ['ftp://h/d/f;type=%62', 'FTP_INVALID_TYPECODE', 17],
    ['ftp://h/f;type=a;x', 'FTP_INVALID_TYPECODE', 15],
    // RFC 3986 §2.1, the core's rule: at the first character that is not a hex digit.
    ['ftp://h%/', 'INVALID_PERCENT_ENCODING', 8],
  ],
  equivalent: [
    ['ftp://h', 'ftp://h/'],
    ['FTP://Host.COM:21/pub', 'ftp://host.com/pub'],
    ['ftp://h:/x', 'ftp://h:021/x'],
    ['ftp://h:02121/x', 'ftp://h:2121/x'],
    ['ftp://h/f;type=I', 'ftp://h/f;type=i'],
    ['ftp://h/f;type=%61', 'ftp://h/f;%74ype=A'],
    ['ftp://h/%7Eu/f', 'ftp://h/~u/f'],
    ['ftp://h/a/../b', 'ftp://h/b'],
    ['ftp://[2001:DB8::1]/', 'ftp://[2001:db8:0:0:0:0:0:1]/'],
  ],
  different: [
    ['ftp://h/%2Fetc/motd', 'ftp://h//etc/motd'],
    ['ftp://h/etc/motd', 'ftp://h//etc/motd'],
    ['ftp://h/f;type=i', 'ftp://h/f%3Btype=i'],
    ['ftp://h/f;type=i', 'ftp://h/f;TYPE=i'],
    ['ftp://h/f;type=a', 'ftp://h/f;type=i'],
    ['ftp://h/f', 'ftp://h/F'],
    ['ftp://u@h/', 'ftp://U@h/'],
    ['ftp://@h/', 'ftp://h/'],
    ['ftp://u:@h/', 'ftp://u@h/'],
    ['ftp://h:2121/', 'ftp://h/'],
  ],
  parts,
});

/** Valid ftp text with the variations normalization deals with (RFC 3986 §6.2.2, §6.2.3). */
const ftpText = fc
  .record({
    scheme: fc.constantFrom('ftp', 'FTP', 'fTp'),
    userinfo: opt(fc.constantFrom('u', 'u:p', '', ':', '%41:b%0A', 'U%7e', 'u:p:w', '%3b%2C:%3a:')),
    host: fc.constantFrom('h', 'Host.Example', '%c3%a9X', '[2001:DB8::A]', '10.0.0.1'),
    port: opt(fc.constantFrom('', '21', '021', '2121', '0', '00080', '65535')),
    segments: fc.array(
      fc.constantFrom(
        'a',
        '%2F',
        '',
        'B;x',
        '%7e',
        'f;type=',
        'g%3b',
        '%41%2e',
        ';',
        '%26:%40',
        '%2c@',
      ),
      { maxLength: 3 },
    ),
    typecode: opt(fc.constantFrom('a', 'A', 'i', 'I', 'd', 'D', '%61', '%49')),
    slash: fc.boolean(),
    fragment: opt(fragment),
  })
  .map((r) => {
    const path =
      r.segments.length > 0 || r.typecode !== undefined || r.slash
        ? `/${r.segments.join('/')}${r.typecode === undefined ? '' : `;type=${r.typecode}`}`
        : '';
    return `${r.scheme}://${r.userinfo === undefined ? '' : `${r.userinfo}@`}${r.host}${
      r.port === undefined ? '' : `:${r.port}`
    }${path}${r.fragment === undefined ? '' : `#${r.fragment}`}`;
  });

const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .array(
      fc.constantFrom(
        'ftp:',
        '//',
        '/',
        '%',
        '%0A',
        '%FF',
        '%2F',
        ';type=',
        ';%74ype=',
        'x',
        ':',
        '@',
        '[',
        ']',
        '?',
        '#',
        '9',
        '\u0000',
      ),
      { maxLength: 12 },
    )
    .map((s) => `ftp://${s.join('')}`),
);

describe('ftp properties (RFC 1738 §3.2, RFC 3986 §6.2.3)', () => {
  const registry = createRegistry([ftp]);

  it('RFC 1738 §3.2.2: the generated texts are valid ftp URIs (the generator reaches the code)', () => {
    const samples = fc.sample(ftpText, 300);
    const ok = samples.filter((t) => ftp.tryParse(t).ok).length;
    // Only a last segment ending in ";type=" (no code) makes a sample invalid.
    expect(ok).toBe(samples.filter((t) => !(t.split('#')[0] as string).endsWith(';type=')).length);
    expect(ok).toBeGreaterThan(200);
  });

  it('RFC 3986 §6.2.3: normalization without dot segments keeps the FTP commands and the server', () => {
    fc.assert(
      fc.property(ftpText, (t) => {
        const r = registry.tryParse(t);
        if (!r.ok) {
          expect(r.error.code).toBe('FTP_INVALID_TYPECODE');
          return;
        }
        const once = registry.normalize(t);
        const before = r.value.parts;
        const after = ftp.parse(once);
        expect(after.port ?? 21).toBe(before.port ?? 21);
        expect(after.host.toLowerCase()).toBe(before.host.toLowerCase());
        let expected: readonly unknown[];
        try {
          expected = commands(t);
        } catch (e) {
          expect((e as UriError).code).toBe('FTP_COMMAND_INJECTION');
          expect(() => commands(once)).toThrow(UriError);
          return;
        }
        expect(commands(once)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('RFC 1738 §2.2, §3.1, §3.2.2: the normal form writes user, password and url-path as format does', () => {
    fc.assert(
      fc.property(ftpText, (t) => {
        const r = registry.tryParse(t);
        if (!r.ok) return;
        const once = registry.normalize(t);
        const written = ftp.format(ftp.parse(once));
        expect(once.path).toBe(written.path);
        expect(once.userinfo).toBe(written.userinfo);
        // And so format(parse(x)) is equivalent to x (the fuzzer's format-parse law).
        expect(registry.equivalent(ftp.format(r.value.parts), t)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('RFC 1738 §3.2.2: commands of parts and of their formatted URI agree', () => {
    fc.assert(
      fc.property(parts, (p) => {
        onlyUriError(() => expect(commands(p)).toEqual(commands(ftp.format(p).toString())));
      }),
      { numRuns: 300 },
    );
  });

  it('RFC 3986 §7 robustness: any string gives commands or a UriError with an index inside its input', () => {
    fc.assert(
      fc.property(hostile, fc.string(), (s, password) => {
        onlyUriError(() => commands(s, { anonymous: { password } }));
        onlyUriError(() => commands(s));
      }),
      { numRuns: 1000 },
    );
  });
});

// RFC 959 §4.1 with RFC 1738 §6: each command is one line; no argument holds CR, LF or NUL.
protocolLaws(ftp, commands, {
  valid,
  sent: (list) => list.map((c) => c.argument),
  parts,
});
