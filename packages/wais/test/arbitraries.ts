// Generated wais parts for the law suite: every form, escapes and delimiters in every field,
// empty versus absent search, non-ASCII text, and document-ids that are not UTF-8.
import fc from 'fast-check';
import type { WaisParts } from '../src/index.js';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The UTF-8 text of octets, `undefined` when they are not UTF-8 (RFC 3629). */
export const textOf = (bytes: Uint8Array): string | undefined => {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
};

/** Text with the characters RFC 1738 and RFC 3986 treat specially, controls and non-ASCII. */
export const text = (minLength = 0): fc.Arbitrary<string> =>
  fc.string({
    minLength,
    maxLength: 10,
    unit: fc.oneof(
      fc.constantFrom('/', '?', '#', '%', ';', ':', '@', '&', '=', '+', ' ', '~', '.', '\r', '\n'),
      fc.constantFrom('\0', 'é', '😀', '%41', '%2F', 'A', 'z', '0'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    ),
  });

export const host = fc.constantFrom(
  'example.com',
  'Quake.Think.COM',
  '192.0.2.7',
  '[::1]',
  '[2001:DB8::7]',
  'xn--bcher-kva.example',
);
export const port = fc.option(fc.integer({ min: 0, max: 65535 }), { nil: undefined });
export const fragment = fc.option(
  fc.stringMatching(/^(?:[a-zA-Z0-9~!$&'()*+,;=:@/?._-]|%[0-9A-Fa-f]{2})*$/),
  { nil: undefined },
);

/** Octets: random (rarely UTF-8) or the UTF-8 of generated text. */
export const octets = fc.oneof(
  fc.uint8Array({ maxLength: 12 }),
  text().map((s) => new TextEncoder().encode(s)),
);

export const waisParts: fc.Arbitrary<WaisParts> = fc.oneof(
  fc.record({
    form: fc.constant('database' as const),
    host,
    port,
    database: text(1),
    fragment,
  }),
  fc.record({
    form: fc.constant('search' as const),
    host,
    port,
    database: text(1),
    search: text(),
    fragment,
  }),
  fc
    .record({ host, port, database: text(1), wtype: text(), bytes: octets, fragment })
    .map(({ bytes, fragment, ...rest }) => ({
      form: 'document' as const,
      ...rest,
      wpath: textOf(bytes),
      wpathBytes: bytes,
      fragment,
    })),
);
