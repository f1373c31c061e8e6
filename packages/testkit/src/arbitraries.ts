// Generators for the parts of a scheme plugin, for property tests with fast-check: the text a
// field may hold (the characters RFC 1738 §2.2 and RFC 3986 §2.2 treat specially, controls,
// non-ASCII), server hosts and ports (RFC 1738 §3.1), fragments as written (RFC 3986 §3.5) and
// octets that need not be UTF-8. Written once here for every plugin's law suite.
import fc from 'fast-check';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The UTF-8 text of octets, `undefined` when they are not UTF-8 (RFC 3629): the text view of
 * an octet field.
 *
 * @example
 * ```ts
 * textOf(new Uint8Array([0x63, 0x61, 0x66, 0xc3, 0xa9])); // 'café'
 * textOf(new Uint8Array([0xff])); // undefined
 * ```
 */
export function textOf(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** The units {@link fieldText} draws from, besides one random code unit. */
const SPECIAL = [
  // delimiters of RFC 3986 §2.2 and RFC 1738 §2.2, "%" alone, space, the unreserved marks
  ...['/', '//', '?', '#', '%', ';', ':', '@', '&', '=', '+', ' ', '~', '.', '..', ','],
  // controls a protocol line must never receive, non-ASCII, escape-looking text, letters
  ...['\r', '\n', '\t', '\0', 'é', '😀', '%41', '%2F', '%3B', 'A', 'z', '0'],
];

/**
 * Text for a decoded field of parts: up to `maxLength` units, each a delimiter, a control, a
 * non-ASCII character, escape-looking text ("%41") or one random code unit (lone surrogates
 * included). `exclude` drops units the field cannot hold at all (for example `'\0'`).
 *
 * @example
 * ```ts
 * fc.sample(fieldText({ minLength: 1, exclude: ['\0'] }), 3).every((s) => s.length > 0 && !s.includes('\0')); // true
 * ```
 */
export function fieldText(
  options: { minLength?: number; maxLength?: number; exclude?: readonly string[] } = {},
): fc.Arbitrary<string> {
  const exclude = options.exclude ?? [];
  const units = SPECIAL.filter((u) => !exclude.some((x) => u.includes(x)));
  const random = fc
    .string({ unit: 'binary', minLength: 1, maxLength: 1 })
    .filter((u) => !exclude.some((x) => u.includes(x)));
  return fc.string({
    minLength: options.minLength ?? 0,
    maxLength: options.maxLength ?? 10,
    unit: fc.oneof(fc.constantFrom(...units), random),
  });
}

/**
 * A server host as it stands in an authority (RFC 1738 §3.1, RFC 3986 §3.2.2): reg-names in
 * mixed case, an IDNA A-label, IPv4, and IPv6 literals in brackets (upper-case hex included).
 */
export const serverHost: fc.Arbitrary<string> = fc.constantFrom(
  'example.com',
  'Quake.Think.COM',
  'xn--bcher-kva.example',
  '192.0.2.7',
  '[::1]',
  '[2001:DB8::7]',
);

/** A port of the parts: a number 0–65535, or `undefined` (absent). */
export const serverPort: fc.Arbitrary<number | undefined> = fc.option(
  fc.integer({ min: 0, max: 65535 }),
  { nil: undefined },
);

/** A fragment as written (RFC 3986 §3.5 `*( pchar / "/" / "?" )`), or `undefined`. */
export const uriFragment: fc.Arbitrary<string | undefined> = fc.option(
  fc.stringMatching(/^(?:[a-zA-Z0-9~!$&'()*+,;=:@/?._-]|%[0-9A-Fa-f]{2})*$/),
  { nil: undefined },
);

/** Octets for an octet field: random bytes (rarely UTF-8), or the UTF-8 of {@link fieldText}. */
export const octets: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.uint8Array({ maxLength: 12 }),
  fieldText().map((s) => new TextEncoder().encode(s)),
);

const hexOf = (octet: number, upper: boolean): string => {
  const h = octet.toString(16).padStart(2, '0');
  return upper ? h.toUpperCase() : h;
};

/**
 * Another spelling of URI text that a scheme must read the same way (RFC 3986 §2.1, §6.2.2):
 * with `rnd` deciding, each character not in `keep` is escaped, each escape of a character
 * `decodable` allows is decoded, and each escape's hex digits take either case. `text` is valid
 * URI text (every "%" starts an escape). For a normalization law: every spelling must read as
 * the same parts and normalize to one text.
 *
 * @example
 * ```ts
 * spellAgain('a%2fb', () => 0, '/', /^[a-z]$/); // '%61%2F%62'
 * spellAgain('a%62', () => 1, '', /^[a-z]$/); // 'a%62'
 * ```
 */
export function spellAgain(
  text: string,
  rnd: () => number,
  keep: string,
  decodable: RegExp,
): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '%') {
      const o = Number.parseInt(text.slice(i + 1, i + 3), 16);
      i += 2;
      out +=
        o < 128 && decodable.test(String.fromCharCode(o)) && rnd() % 2 === 0
          ? String.fromCharCode(o)
          : `%${hexOf(o, rnd() % 2 === 0)}`;
    } else if (!keep.includes(ch) && rnd() % 3 === 0) {
      out += `%${hexOf(ch.charCodeAt(0), rnd() % 2 === 0)}`;
    } else out += ch;
  }
  return out;
}
