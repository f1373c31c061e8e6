// Generated gopher parts for the law suite: octet fields given as text (with the characters
// that need escaping in a gopher-path, non-ASCII and NUL) or as raw octets (often not UTF-8),
// empty against absent search and Gopher+ string, hosts of every kind, ports, fragments.
import fc from 'fast-check';
import type { GopherParts } from '../src/index.js';

const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** The octets as UTF-8 text, `undefined` when they are not UTF-8 (as the parts' string views). */
export const textOf = (bytes: Uint8Array): string | undefined => {
  try {
    return decoder.decode(bytes);
  } catch {
    return undefined;
  }
};

const TAB = 9;
const LF = 10;
const CR = 13;

/** One octet field: both views, as `parse` gives them. */
interface Field {
  readonly text: string | undefined;
  readonly bytes: Uint8Array;
}

const piece = fc.oneof(
  fc.constantFrom(
    '?',
    '#',
    '%',
    '%09',
    '%2F',
    ' ',
    '/',
    '+',
    ';',
    '=',
    '&',
    ':',
    '@',
    '[',
    ']',
    '.',
    '..',
    '/./',
    '~',
    '\0',
    '\t',
    '\r\n',
    'é',
    '😀',
    '1',
  ),
  fc.string({ unit: 'binary', maxLength: 4 }),
);

/** Text and octet fields; `forbidden` octets (TAB, CR, LF) are left out of selector and search. */
const field = (forbidden: readonly number[]): fc.Arbitrary<Field> =>
  fc
    .oneof(
      fc
        .array(piece, { maxLength: 5 })
        .map((pieces) => pieces.join(''))
        .filter(wellFormed)
        .map((s) => ({ text: s, bytes: utf8(s) })),
      fc.uint8Array({ maxLength: 6 }).map((bytes) => ({ text: textOf(bytes), bytes })),
    )
    .filter(({ bytes }) => !bytes.some((b) => forbidden.includes(b)));

/** No lone surrogate (it has no UTF-8 form: `percentEncode` refuses it, INVALID_UNICODE). */
const wellFormed = (s: string): boolean => {
  try {
    encodeURIComponent(s);
    return true;
  } catch {
    return false;
  }
};

const absentOr = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });

/** Parts as `gopher.parse` returns them, for `parse(format(p))` and the normalization laws. */
export const gopherParts: fc.Arbitrary<GopherParts> = fc
  .record({
    host: fc.constantFrom(
      'example.com',
      'Example.COM',
      'gopher.floodgap.com',
      '127.0.0.1',
      '[::1]',
      '[2001:db8::7]',
      '[v7.x]',
      'h%C3%BC',
    ),
    port: absentOr(fc.oneof(fc.constant(70), fc.integer({ min: 0, max: 65535 }))),
    // RFC 1436 Appendix: Type ::= UNASCII (ASCII but TAB, CR, LF, NUL), controls included.
    type: fc
      .integer({ min: 1, max: 0x7f })
      .filter((c) => c !== 9 && c !== 10 && c !== 13)
      .map((c) => String.fromCharCode(c)),
    selector: field([TAB, CR, LF]),
    search: absentOr(field([TAB, CR, LF])),
    plus: absentOr(field([])),
    fragment: absentOr(fc.constantFrom('', 'top', 'a%20b', '/?x', '%09')),
  })
  .map(
    ({ host, port, type, selector, search, plus, fragment }): GopherParts =>
      Object.freeze({
        host,
        port,
        type,
        selector: selector.text,
        selectorBytes: selector.bytes,
        search: search?.text,
        searchBytes: search?.bytes,
        // RFC 4266 §2.3: a Gopher+ string comes only after a search, possibly empty.
        gopherPlus: search && plus?.text,
        gopherPlusBytes: search && plus?.bytes,
        fragment,
      }),
  );
