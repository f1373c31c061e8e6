// The laws every urikit scheme plugin keeps (@urikit/testkit), on RFC 3966's own examples (§6)
// and §4's equivalences first, with generated parts: global and local numbers with visual
// separators, hex digits of either case, "*" and "#"; ext, isub, phone-context (a domain or a
// global prefix) and other parameters, bare or with escapes, in any order and case.
import { pluginLaws, protocolLaws, uriFragment } from '@urikit/testkit';
import fc from 'fast-check';
import { dialString, type TelParameter, type TelParts, tel } from '../src/index.js';

const DIGITS = '0123456789';
const SEPARATORS = '-.()';
const ALPHANUM = `${DIGITS}abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ`;
const HEX = '0123456789ABCDEFabcdef';
const char = (set: string) => fc.constantFrom(...set);

// A number as written and its digits (§3 phonedigit / phonedigit-hex; "#" written %23).
interface Written {
  readonly written: string;
  readonly digit: string;
}
const separator: fc.Arbitrary<Written> = char(SEPARATORS).map((c) => ({ written: c, digit: '' }));
const digit: fc.Arbitrary<Written> = char(DIGITS).map((c) => ({ written: c, digit: c }));
const hexDigit: fc.Arbitrary<Written> = fc.oneof(
  char(HEX).map((c) => ({ written: c, digit: c.toUpperCase() })),
  fc.constant({ written: '*', digit: '*' }),
  fc.constant({ written: '%23', digit: '#' }),
);
const number = (global: boolean) =>
  fc
    .tuple(
      fc.array(fc.oneof(global ? digit : hexDigit, separator), { maxLength: 8 }),
      global ? digit : hexDigit,
      fc.array(fc.oneof(global ? digit : hexDigit, separator), { maxLength: 8 }),
    )
    .map(([a, d, b]) => [...a, d, ...b])
    .map((units) => ({
      number: (global ? '+' : '') + units.map((u) => u.written).join(''),
      digits: units.map((u) => u.digit).join(''),
    }));

// §3 paramchar text (no "[" "]", which RFC 3986 allows in no path), escapes of any octet.
const paramchar = fc
  .array(
    fc.oneof(
      { weight: 5, arbitrary: char(`${ALPHANUM}-_.!~*'()/:&+$`) },
      { weight: 1, arbitrary: fc.tuple(char(HEX), char(HEX)).map(([a, b]) => `%${a}${b}`) },
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((a) => a.join(''));
const phonedigits = fc
  .tuple(fc.array(fc.oneof(char(DIGITS), char(SEPARATORS)), { maxLength: 5 }), char(DIGITS))
  .map(([a, d]) => [...a, d].join(''));
// §3 domainname: labels of alphanum with inner "-", a toplabel starting with ALPHA, a final ".".
const label = fc
  .tuple(char(ALPHANUM), fc.array(char(`${ALPHANUM}-`), { maxLength: 3 }), char(ALPHANUM))
  .map(([a, mid, b]) => a + mid.join('') + b);
const domain = fc
  .tuple(
    fc.array(label, { maxLength: 2 }),
    char('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    fc.option(label, { nil: undefined }),
    fc.boolean(),
  )
  .map(([labels, top, rest, dot]) => [...labels, top + (rest ?? '')].join('.') + (dot ? '.' : ''));
const context = fc.oneof(
  domain,
  phonedigits.map((d) => `+${d}`),
);
const RESERVED = ['ext', 'isub', 'phone-context'];
const pname = fc
  .array(char(`${ALPHANUM}-`), { minLength: 1, maxLength: 8 })
  .map((a) => a.join(''))
  .filter((n) => !RESERVED.includes(n.toLowerCase()));
const spelled = (name: string) =>
  fc.constantFrom(name, name.toUpperCase(), name[0]!.toUpperCase() + name.slice(1));

const parameters = (global: boolean): fc.Arbitrary<TelParameter[]> =>
  fc
    .tuple(
      fc.option(fc.tuple(spelled('ext'), phonedigits), { nil: undefined }),
      fc.option(fc.tuple(spelled('isub'), paramchar), { nil: undefined }),
      // §5.1.5: a local number has a phone-context; a global one rarely (a finding).
      global
        ? fc.option(fc.tuple(spelled('phone-context'), context), { nil: undefined, freq: 4 })
        : fc.tuple(spelled('phone-context'), context),
      fc.uniqueArray(fc.tuple(pname, fc.option(paramchar, { nil: undefined })), {
        maxLength: 3,
        selector: ([n]) => n.toLowerCase(),
      }),
    )
    .chain(([ext, isub, ctx, others]) => {
      const all = [ext, isub, ctx, ...others]
        .filter((x) => x !== undefined)
        .map(([name, value]) => Object.freeze({ name, value }));
      // Every parameter, in any order (§4: the order is insignificant).
      return fc.shuffledSubarray(all, { minLength: all.length });
    });

const parts: fc.Arbitrary<TelParts> = fc.boolean().chain((global) =>
  fc
    .record({
      global: fc.constant(global),
      n: number(global),
      parameters: parameters(global),
      fragment: uriFragment,
    })
    .map(({ n, parameters: ps, fragment }) => ({
      number: n.number,
      global,
      digits: n.digits,
      parameters: Object.freeze(ps),
      fragment,
    })),
);

const valid = [
  // RFC 3966 §6
  'tel:+1-201-555-0123',
  'tel:7042;phone-context=example.com',
  'tel:863-1234;phone-context=+1-914-555',
  // §3, §5.1.3, §5.2, §5.3, §5.4: hex, "*", "#" (%23), isub, ext, other parameters
  'tel:*31%23;phone-context=example.com',
  'tel:aBc-(12).3;phone-context=Example.COM.',
  'tel:+1-201-555-0123;ext=1234',
  'tel:+358-555-1234567;isub=1411;postd=pp22',
  'tel:5678-1234;phone-context=+81-3;ext=42;enumdi',
  'TEL:+1.201.555.0123;Foo=B%61r#top',
  'tel:+1-201-555-0123;phone-context=example.com',
];

pluginLaws(tel, {
  valid,
  invalid: [
    ['tel:7042', 'TEL_MISSING_PHONE_CONTEXT', 8],
    ['tel:7042;ext=1', 'TEL_MISSING_PHONE_CONTEXT', 8],
    ['tel:', 'TEL_INVALID_NUMBER', 4],
    ['tel:+', 'TEL_INVALID_NUMBER', 5],
    ['tel:+-()', 'TEL_INVALID_NUMBER', 8],
    ['tel:+1-800-LAWYERS', 'TEL_INVALID_NUMBER', 11],
    ['tel:+1*2', 'TEL_INVALID_NUMBER', 6],
    ['tel:12g;phone-context=example.com', 'TEL_INVALID_NUMBER', 6],
    ['tel:1%31;phone-context=example.com', 'TEL_INVALID_NUMBER', 5],
    ['tel://example.com/1', 'TEL_INVALID_NUMBER', 4],
    ['tel:+1?x', 'TEL_QUERY_NOT_ALLOWED', 6],
    ['tel:+1;;x', 'TEL_INVALID_PARAMETER', 7],
    ['tel:+1;a_b=1', 'TEL_INVALID_PARAMETER', 8],
    ['tel:+1;a=', 'TEL_INVALID_PARAMETER_VALUE', 9],
    ['tel:+1;a=b=c', 'TEL_INVALID_PARAMETER_VALUE', 10],
    ['tel:+1;a=b,c', 'TEL_INVALID_PARAMETER_VALUE', 10],
    ['tel:+1;isub', 'TEL_INVALID_PARAMETER_VALUE', 11],
    ['tel:+1;ext=1a', 'TEL_INVALID_EXTENSION', 12],
    ['tel:+1;ext=-', 'TEL_INVALID_EXTENSION', 12],
    ['tel:1;phone-context=a..b', 'TEL_INVALID_PHONE_CONTEXT', 22],
    ['tel:1;phone-context=a.1b', 'TEL_INVALID_PHONE_CONTEXT', 22],
    ['tel:1;phone-context=a-.b', 'TEL_INVALID_PHONE_CONTEXT', 21],
    ['tel:1;phone-context=+1a', 'TEL_INVALID_PHONE_CONTEXT', 22],
    ['tel:+1;ext=1;EXT=2', 'TEL_DUPLICATE_PARAMETER', 12],
    ['tel:1;phone-context=a.b;Phone-Context=c.d', 'TEL_DUPLICATE_PARAMETER', 23],
    ['tel:+1;x;X=1', 'TEL_DUPLICATE_PARAMETER', 8],
  ],
  equivalent: [
    // §4: visual separators removed, case-insensitive, parameters in any order
    ['tel:+1-201-555-0123', 'tel:+12015550123'],
    ['tel:+1-201-555-0123', 'tel:+1.201.555.0123'],
    ['tel:+1-201-555-0123', 'TEL:+1(201)555-0123'],
    ['tel:7042;phone-context=example.com', 'tel:7042;PHONE-CONTEXT=EXAMPLE.COM'],
    ['tel:863-1234;phone-context=+1-914-555', 'tel:8631234;phone-context=+1914555'],
    ['tel:7042;ext=1;phone-context=example.com', 'tel:7042;phone-context=example.com;ext=1'],
    ['tel:ab-cd;phone-context=example.com', 'tel:ABCD;phone-context=example.com'],
    ['tel:+1;ext=1-2;isub=x', 'tel:+1;isub=X;ext=12'],
    ['tel:+1;b=2;a=1', 'tel:+1;A=1;B=2'],
    ['tel:+1;x=%7e', 'tel:+1;x=~'],
  ],
  different: [
    // §4: global and local apart, a parameter in one only, other digits or contexts
    ['tel:+7042', 'tel:7042;phone-context=example.com'],
    ['tel:+1-201-555-0123;ext=1', 'tel:+1-201-555-0123'],
    ['tel:7042;phone-context=example.com', 'tel:7042;phone-context=example.org'],
    ['tel:+1;ext=12', 'tel:+1;ext=21'],
    ['tel:+1;x', 'tel:+1;x=1'],
    ['tel:+1#a', 'tel:+1'],
    ['tel:+12', 'tel:+21'],
  ],
  parts,
});

// What a dialler dials holds only the number's digits: the same from text, a Uri and parts, and
// no CR, LF or NUL whatever hostile text the parts carry (format refuses it first).
protocolLaws(tel, dialString, { valid, sent: (d) => [d], parts });
