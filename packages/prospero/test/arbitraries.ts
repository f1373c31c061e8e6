// Generated prospero parts for the law suite: hsonames of any octets but NUL (UTF-8 or not),
// fields with delimiters, escapes, empty names and values, repeated names, non-ASCII.
import fc from 'fast-check';
import type { ProsperoField, ProsperoParts } from '../src/index.js';

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
      fc.constantFrom('/', '//', '?', '#', '%', ';', ':', '@', '&', '=', '+', ' ', '~', '.', '..'),
      fc.constantFrom('\r', '\n', '\0', 'é', '😀', '%3B', '%2F', 'A', 'z', '0'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    ),
  });

const host = fc.constantFrom('host.dom', 'Host.DOM', '192.0.2.7', '[::1]', '[2001:DB8::7]');
const port = fc.option(fc.integer({ min: 0, max: 65535 }), { nil: undefined });
const fragment = fc.option(
  fc.stringMatching(/^(?:[a-zA-Z0-9~!$&'()*+,;=:@/?._-]|%[0-9A-Fa-f]{2})*$/),
  { nil: undefined },
);
// Octets: random (rarely UTF-8) or the UTF-8 of generated text; never NUL (refused, Rec.).
const octets = fc
  .oneof(
    fc.uint8Array({ maxLength: 12 }),
    text().map((s) => new TextEncoder().encode(s)),
  )
  .map((bytes) => bytes.filter((b) => b !== 0));
const name = fc.oneof(fc.constantFrom('OBJECT-VERSION', 'object-version', '__proto__'), text());

/** The null-prototype view of fields: the first value of each name. */
export const mapOf = (fields: readonly ProsperoField[]): Record<string, string> => {
  const map: Record<string, string> = Object.create(null);
  for (const [n, v] of fields) if (!(n in map)) map[n] = v;
  return map;
};

export const prosperoParts: fc.Arbitrary<ProsperoParts> = fc
  .record({
    host,
    port,
    bytes: octets,
    fields: fc.array(fc.tuple(name, text()), { maxLength: 4 }),
    fragment,
  })
  .map(({ host, port, bytes, fields, fragment }) => ({
    host,
    port,
    hsoname: textOf(bytes),
    hsonameBytes: bytes,
    fields,
    fieldMap: mapOf(fields),
    fragment,
  }));
