// Properties with fast-check: parse∘format is the identity on parts, normalization is
// idempotent and keeps the FTP command sequence, and no string makes anything but UriError escape.
import { fc, test } from '@fast-check/vitest';
import { parse, tryParse, type Uri, UriError } from '@urikit/core';
import { describe, expect } from 'vitest';
import { commands, type FtpParts, ftp, parseFtp } from '../src/index.js';

const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const normalize = (uri: Uri): Uri => (ftp.normalize ? ftp.normalize(uri) : uri);

/** Decoded text: any code point, and the characters RFC 1738 §3.1/§3.2.2 make special. */
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.string({
    unit: fc.constantFrom(
      '/',
      ';',
      '%',
      ':',
      '@',
      '?',
      '#',
      '.',
      '..',
      ';type=i',
      '%2F',
      ' ',
      'é',
      '\r\n',
    ),
    maxLength: 5,
  }),
);
const host = fc.oneof(
  fc.domain(),
  fc.ipV4(),
  fc.ipV6().map((a) => `[${a}]`),
  fc.constantFrom('Example.COM', 'h', '%C3%A9x', '[v1.x]'),
);
const fragment = fc.string({
  unit: fc.constantFrom('a', 'Z', '/', '?', ':', '@', '%41', '!', '$', '-', ';'),
  maxLength: 6,
});

/** Parts with every key present, as parse returns them. */
const partsArb: fc.Arbitrary<FtpParts> = fc
  .record({
    user: opt(text),
    password: opt(text),
    host,
    port: opt(fc.integer({ min: 0, max: 65535 })),
    directories: fc.array(text, { maxLength: 4 }),
    name: text,
    typecode: opt(fc.constantFrom('a' as const, 'i' as const, 'd' as const)),
    fragment: opt(fragment),
  })
  // RFC 1738 §3.1: a password needs a user.
  // fast-check records have no prototype; parts are plain objects.
  .map((p) => ({ ...p, password: p.user === undefined ? undefined : p.password }));

/** Valid ftp URI text with the variations normalization deals with (RFC 3986 §6.2.2, §6.2.3). */
const ftpText = fc
  .record({
    scheme: fc.constantFrom('ftp', 'FTP', 'fTp'),
    userinfo: opt(fc.constantFrom('u', 'u:p', '', ':', '%41:b%0A')),
    host: fc.constantFrom('h', 'Host.Example', '%c3%a9X', '[2001:DB8::A]', '10.0.0.1'),
    port: opt(fc.constantFrom('', '21', '021', '2121', '0', '00080', '65535')),
    segments: fc.array(fc.constantFrom('a', '..', '%2F', '', 'B;x', '%2e', 'f;type=', 'g%3b'), {
      maxLength: 3,
    }),
    typecode: opt(fc.constantFrom('a', 'A', 'i', 'I', 'd', 'D')),
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
  })
  .filter((t) => {
    // Keep the texts whose last segment is a valid ftp path (";type=" + a code, or none).
    try {
      parseFtp(t);
      return true;
    } catch {
      return false;
    }
  });

const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .string({
      unit: fc.constantFrom(
        'ftp:',
        '//',
        '/',
        '%',
        '%0A',
        '%FF',
        '%2F',
        ';type=',
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
      maxLength: 12,
    })
    .map((s) => `ftp://${s}`),
);

/** Runs `fn`; a thrown value other than UriError fails the property. */
function onlyUriError(fn: () => unknown): void {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(UriError);
  }
}

describe('properties (RFC 1738 §3.2, RFC 3986 §6.2.3)', () => {
  test.prop([partsArb], { numRuns: 1000 })(
    'RFC 1738 §3.2.2: parse(format(parts)) deep-equals parts',
    (p) => {
      const uri = ftp.format(p);
      expect(parse(uri.toString()).toString()).toBe(uri.toString());
      expect(ftp.parse(uri)).toStrictEqual(p);
      expect(parseFtp(uri.toString())).toStrictEqual(p);
    },
  );

  test.prop([ftpText], { numRuns: 1000 })(
    'RFC 1738 §3.2: format(parse(text)) reads back as the same parts',
    (t) => {
      const p = parseFtp(t);
      expect(parseFtp(ftp.format(p))).toStrictEqual(p);
    },
  );

  test.prop(
    [
      fc.oneof(
        ftpText,
        partsArb.map((p) => ftp.format(p).toString()),
      ),
    ],
    { numRuns: 1000 },
  )('RFC 3986 §6.2.3: normalization is idempotent and keeps the FTP commands and the port', (t) => {
    const uri = parse(t);
    const once = normalize(uri);
    expect(normalize(once)).toBe(once);
    expect(once.toString()).toBe(normalize(parse(once.toString())).toString());
    const before = parseFtp(uri);
    const after = parseFtp(once);
    expect(after.port ?? 21).toBe(before.port ?? 21);
    expect(after.host.toLowerCase()).toBe(before.host.toLowerCase());
    let expected: unknown;
    try {
      expected = commands(uri);
    } catch (e) {
      expect((e as UriError).code).toBe('FTP_COMMAND_INJECTION');
      expect(() => commands(once)).toThrow(UriError);
      return;
    }
    expect(commands(once)).toEqual(expected);
  });

  test.prop([hostile], { numRuns: 3000 })(
    'RFC 3986 §7 robustness: any string gives parts or a UriError from parseFtp, commands and check',
    (s) => {
      onlyUriError(() => parseFtp(s));
      onlyUriError(() => commands(s, { anonymous: { password: s } }));
      const r = tryParse(s, { kind: 'uri' });
      if (r.ok && ftp.check) {
        const uri = r.uri;
        onlyUriError(() => ftp.check?.(uri));
        onlyUriError(() => normalize(uri));
      }
    },
  );
});
