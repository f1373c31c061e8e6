/**
 * @urikit/tel: the `tel` URI scheme for telephone numbers (RFC 3966) as a urikit scheme plugin:
 * `tel:+1-201-555-0123`, `tel:7042;phone-context=example.com`.
 * @packageDocumentation
 */
import {
  defineErrors,
  defineFindings,
  defineScheme,
  invalidArgument,
  type SchemePlugin,
  type SecurityFinding,
  schemeUri,
  serialize,
  type Uri,
} from '@urikit/core/plugin';

/**
 * A parameter of a tel URI (RFC 3966 §3 `par`): `ext`, `isub`, `phone-context` or another one
 * (§5.4). Frozen.
 *
 * @example
 * ```ts
 * const [ext, bare]: readonly TelParameter[] = tel.parse('tel:+1-201-555-0123;EXT=12;x').parameters;
 * [ext?.name, ext?.value, bare?.value]; // ['EXT', '12', undefined]
 * ```
 */
export interface TelParameter {
  /** The name as written (`pname`); compared case-insensitively (§4). */
  readonly name: string;
  /** The value as written (percent-encoding kept), without "="; `undefined` for a bare name. */
  readonly value: string | undefined;
}

/**
 * The parts of a tel URI (RFC 3966 §3: `"tel:" telephone-subscriber`). Frozen; absent is
 * `undefined`.
 *
 * @example
 * ```ts
 * tel.parse('tel:+1-201-555-0123'); // { number: '+1-201-555-0123', global: true, digits: '12015550123', parameters: [], fragment: undefined }
 * tel.parse('tel:7042;phone-context=example.com').parameters; // [{ name: 'phone-context', value: 'example.com' }]
 * ```
 */
export interface TelParts {
  /** The number as written, up to the first ";": `+1-201-555-0123`, `863-1234`, `*31%23`. */
  readonly number: string;
  /** §5.1.4: `true` for a global number (it starts with "+"), `false` for a local one (§5.1.5). */
  readonly global: boolean;
  /**
   * The number without "+" and without visual separators (§5.1.1), hex digits in upper case
   * (§5.1.3), `%23` read as "#": `12015550123`, `8631234`, `*31#`.
   */
  readonly digits: string;
  /** The parameters in the order written (§3 `*par`), never with two of one name (any case). */
  readonly parameters: readonly TelParameter[];
  /** The fragment as written, without "#". */
  readonly fragment?: string | undefined;
}

// The characters of the RFC 3966 §3 grammar, by name (US-ASCII).
const code = Object.freeze({
  percentSign: 0x25,
  apostrophe: 0x27,
  leftParenthesis: 0x28,
  rightParenthesis: 0x29,
  asterisk: 0x2a,
  plusSign: 0x2b,
  hyphen: 0x2d,
  fullStop: 0x2e,
  slash: 0x2f,
  digit0: 0x30,
  digit9: 0x39,
  colon: 0x3a,
  semicolon: 0x3b,
  equalsSign: 0x3d,
  uppercaseA: 0x41,
  uppercaseF: 0x46,
  uppercaseZ: 0x5a,
  leftSquareBracket: 0x5b,
  rightSquareBracket: 0x5d,
  underscore: 0x5f,
  lowercaseA: 0x61,
  lowercaseF: 0x66,
  lowercaseZ: 0x7a,
  exclamationMark: 0x21,
  dollarSign: 0x24,
  ampersand: 0x26,
  tilde: 0x7e,
});
// "#" (0x23) in a URI starts its fragment: in the number it is written as its escape (RFC 3986
// §2.2).
const ESCAPED_NUMBER_SIGN = '%23';

const isDigit = (c: number): boolean => c >= code.digit0 && c <= code.digit9;
const isAlpha = (c: number): boolean =>
  (c >= code.uppercaseA && c <= code.uppercaseZ) || (c >= code.lowercaseA && c <= code.lowercaseZ);
const isAlphanum = (c: number): boolean => isDigit(c) || isAlpha(c);
// §3 HEXDIG (RFC 5234: case-insensitive).
const isHex = (c: number): boolean =>
  isDigit(c) ||
  (c >= code.uppercaseA && c <= code.uppercaseF) ||
  (c >= code.lowercaseA && c <= code.lowercaseF);
// §3 visual-separator = "-" / "." / "(" / ")".
const isSeparator = (c: number): boolean =>
  c === code.hyphen ||
  c === code.fullStop ||
  c === code.leftParenthesis ||
  c === code.rightParenthesis;
// §3 mark = "-" / "_" / "." / "!" / "~" / "*" / "'" / "(" / ")".
const isMark = (c: number): boolean =>
  c === code.hyphen ||
  c === code.underscore ||
  c === code.fullStop ||
  c === code.exclamationMark ||
  c === code.tilde ||
  c === code.asterisk ||
  c === code.apostrophe ||
  c === code.leftParenthesis ||
  c === code.rightParenthesis;
// §3 param-unreserved = "[" / "]" / "/" / ":" / "&" / "+" / "$".
const isParamUnreserved = (c: number): boolean =>
  c === code.leftSquareBracket ||
  c === code.rightSquareBracket ||
  c === code.slash ||
  c === code.colon ||
  c === code.ampersand ||
  c === code.plusSign ||
  c === code.dollarSign;
// §3 paramchar = param-unreserved / unreserved / pct-encoded (the "%" of an escape; the core
// has checked that two hex digits follow it, RFC 3986 §2.1).
const isParamchar = (c: number): boolean =>
  isAlphanum(c) || isMark(c) || isParamUnreserved(c) || c === code.percentSign;
// §3 pname = 1*( alphanum / "-" ).
const isPnameChar = (c: number): boolean => isAlphanum(c) || c === code.hyphen;

const fail = defineErrors('TEL', {
  INVALID_NUMBER: 'RFC 3966 §3',
  INVALID_PARAMETER: 'RFC 3966 §3',
  INVALID_PARAMETER_VALUE: 'RFC 3966 §3',
  INVALID_EXTENSION: 'RFC 3966 §3',
  INVALID_PHONE_CONTEXT: 'RFC 3966 §3',
  DUPLICATE_PARAMETER: 'RFC 3966 §3',
  MISSING_PHONE_CONTEXT: 'RFC 3966 §5.1.5',
  QUERY_NOT_ALLOWED: 'RFC 3966 §3',
});

const finding = defineFindings('TEL', {
  GLOBAL_PHONE_CONTEXT: ['RFC 3966 §3', 'warning'],
  PARAMETER_ORDER: ['RFC 3966 §3', 'info'],
});

/**
 * The codes of tel's own errors, a union (the core's, `INVALID_CHARACTER` and the like, come
 * with theirs).
 *
 * @example
 * ```ts
 * const code: TelErrorCode = 'TEL_MISSING_PHONE_CONTEXT';
 * tel.tryParse('tel:7042').ok; // false
 * ```
 */
export type TelErrorCode = keyof typeof fail.codes;

/**
 * The codes of tel's own findings, a union.
 *
 * @example
 * ```ts
 * const codes: string[] = check(tel, 'tel:+1-201-555-0123;phone-context=example.com').map((f) => f.code);
 * codes; // ['TEL_GLOBAL_PHONE_CONTEXT']
 * ```
 */
export type TelFindingCode = keyof typeof finding.codes;

// Where a URI's tel text is: the path (RFC 3986 §3.3), at its offset in the input.
interface Span {
  readonly uri: Uri;
  readonly text: string;
  readonly base: number;
}

// fail at an index of the tel text.
const stop = (s: Span, name: Parameters<typeof fail>[0], at: number, detail?: string): never =>
  fail(name, s.uri, s.base + at, 'path', detail);

// §3 global-number-digits = "+" *phonedigit DIGIT *phonedigit; local-number-digits =
// *phonedigit-hex (HEXDIG / "*" / "#") *phonedigit-hex. Reads the number from 0 to `end` (the
// first ";") and returns its digits (§5.1.1 separators left out, §5.1.3 hex in upper case).
function readNumber(s: Span, end: number, global: boolean): string {
  const t = s.text;
  let digits = '';
  for (let i = global ? 1 : 0; i < end; i++) {
    const c = t.charCodeAt(i);
    if (isSeparator(c)) continue;
    if (isDigit(c)) digits += t[i];
    else if (global)
      stop(
        s,
        'INVALID_NUMBER',
        i,
        'a global number has digits and visual separators only (§5.1.4)',
      );
    else if (isHex(c) || c === code.asterisk) digits += t[i]!.toUpperCase();
    else if (t.startsWith(ESCAPED_NUMBER_SIGN, i)) {
      digits += '#';
      i += 2;
    } else stop(s, 'INVALID_NUMBER', i, 'not a phonedigit-hex');
  }
  if (digits === '') stop(s, 'INVALID_NUMBER', end, 'a number has at least one digit');
  return digits;
}

// §3 domainname = *( domainlabel "." ) toplabel [ "." ]; a label is alphanum, with "-" inside
// only; the toplabel starts with ALPHA. The index of the first offence in [from, to), or -1.
function domainOffence(t: string, from: number, to: number): number {
  let end = to;
  if (end > from && t.charCodeAt(end - 1) === code.fullStop) end--; // the optional final "."
  let top = from;
  for (let label = from; label <= end; ) {
    const dot = t.indexOf('.', label);
    const stopAt = dot < 0 || dot >= end ? end : dot;
    if (stopAt === label || t.charCodeAt(label) === code.hyphen) return label;
    for (let i = label; i < stopAt; i++) if (!isPnameChar(t.charCodeAt(i))) return i;
    if (t.charCodeAt(stopAt - 1) === code.hyphen) return stopAt - 1;
    top = label;
    label = stopAt + 1;
    if (stopAt === end) break;
  }
  return isAlpha(t.charCodeAt(top)) ? -1 : top;
}

// §3 context = ";phone-context=" descriptor; descriptor = domainname / global-number-digits.
function checkContext(s: Span, from: number, to: number): void {
  const t = s.text;
  if (t.charCodeAt(from) !== code.plusSign) {
    const bad = domainOffence(t, from, to);
    if (bad >= 0) stop(s, 'INVALID_PHONE_CONTEXT', bad, 'not a domainname');
    return;
  }
  let digit = false;
  for (let i = from + 1; i < to; i++) {
    const c = t.charCodeAt(i);
    if (isDigit(c)) digit = true;
    else if (!isSeparator(c)) stop(s, 'INVALID_PHONE_CONTEXT', i, 'not global-number-digits');
  }
  if (!digit) stop(s, 'INVALID_PHONE_CONTEXT', to, 'global-number-digits have a digit');
}

// §3 extension = ";ext=" 1*phonedigit (at least one DIGIT: see the README's readings).
function checkExtension(s: Span, from: number, to: number): void {
  let digit = false;
  for (let i = from; i < to; i++) {
    const c = s.text.charCodeAt(i);
    if (isDigit(c)) digit = true;
    else if (!isSeparator(c)) stop(s, 'INVALID_EXTENSION', i, 'not a phonedigit');
  }
  if (!digit) stop(s, 'INVALID_EXTENSION', to, 'an extension has a digit');
}

// The names of the parameters §3 gives a grammar of their own, lower case.
const EXT = 'ext';
const ISUB = 'isub';
const CONTEXT = 'phone-context';

// §3 parameter = ";" pname [ "=" pvalue ], pvalue = 1*paramchar; `at` is the ";". `isub`
// (§5.2) takes paramchar too (the published `1*uric` would take ";", which ends a parameter:
// see the README's readings); `ext` and `phone-context` their own grammar. Returns the
// parameter and where it ends.
function readParameter(s: Span, at: number): { parameter: TelParameter; end: number } {
  const t = s.text;
  let i = at + 1;
  while (i < t.length && isPnameChar(t.charCodeAt(i))) i++;
  if (i === at + 1) stop(s, 'INVALID_PARAMETER', i, 'a pname is 1*( alphanum / "-" )');
  const name = t.slice(at + 1, i);
  if (i === t.length || t.charCodeAt(i) === code.semicolon) {
    const lower = name.toLowerCase();
    if (lower === EXT || lower === CONTEXT || lower === ISUB) {
      stop(s, 'INVALID_PARAMETER_VALUE', i, `"${name}" needs "=" and a value`);
    }
    return { parameter: { name, value: undefined }, end: i };
  }
  if (t.charCodeAt(i) !== code.equalsSign)
    stop(s, 'INVALID_PARAMETER', i, 'a pname is 1*( alphanum / "-" )');
  const from = i + 1;
  let to = from;
  while (to < t.length && t.charCodeAt(to) !== code.semicolon) {
    if (!isParamchar(t.charCodeAt(to))) stop(s, 'INVALID_PARAMETER_VALUE', to, 'not a paramchar');
    to += t.charCodeAt(to) === code.percentSign ? 3 : 1;
  }
  if (to === from) stop(s, 'INVALID_PARAMETER_VALUE', from, 'a pvalue is 1*paramchar');
  const lower = name.toLowerCase();
  if (lower === EXT) checkExtension(s, from, to);
  else if (lower === CONTEXT) checkContext(s, from, to);
  return { parameter: { name, value: t.slice(from, to) }, end: to };
}

// RFC 3966 §3, §5.1.5: the telephone-subscriber of a URI, read from its path.
function readTel(uri: Uri): TelParts {
  // §3: "tel:" telephone-subscriber, an opaque path: no authority, no "?" anywhere (§3: it is
  // escaped in parameter values).
  if (uri.host !== undefined) {
    fail('INVALID_NUMBER', uri, uri.offsetOf('host') - 2, 'path', 'tel has no "//" authority');
  }
  if (uri.query !== undefined) fail('QUERY_NOT_ALLOWED', uri, uri.offsetOf('query') - 1, 'query');
  const s: Span = { uri, text: uri.path, base: uri.offsetOf('path') };
  const t = s.text;
  const global = t.charCodeAt(0) === code.plusSign;
  const semicolon = t.indexOf(';');
  const numberEnd = semicolon < 0 ? t.length : semicolon;
  const digits = readNumber(s, numberEnd, global);
  const parameters: TelParameter[] = [];
  // §3: "Each parameter name ("pname"), the ISDN subaddress, the 'extension', and the 'context'
  // MUST NOT appear more than once" (names compared case-insensitively, §4).
  const seen = new Set<string>();
  for (let at = numberEnd; at < t.length; ) {
    const { parameter, end } = readParameter(s, at);
    const lower = parameter.name.toLowerCase();
    if (seen.has(lower)) stop(s, 'DUPLICATE_PARAMETER', at, `"${parameter.name}"`);
    seen.add(lower);
    parameters.push(Object.freeze(parameter));
    at = end;
  }
  // §5.1.5: "Local numbers MUST have a 'phone-context' parameter": missing at the number's end.
  if (!global && !seen.has(CONTEXT)) stop(s, 'MISSING_PHONE_CONTEXT', numberEnd);
  // A fresh object: the core freezes it on its way to the user.
  return {
    number: t.slice(0, numberEnd),
    global,
    digits,
    parameters: Object.freeze(parameters),
    fragment: uri.fragment,
  };
}

// §4: "The 'global-number-digits' and the 'local-number-digits' must be equal, after removing
// all visual separators": the number written as its digits ("#" escaped, RFC 3986 §2.2).
const numberOf = (p: TelParts): string =>
  (p.global ? '+' : '') + p.digits.replaceAll('#', ESCAPED_NUMBER_SIGN);

// A value with the visual separators of §3 left out.
function withoutSeparators(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) if (!isSeparator(value.charCodeAt(i))) out += value[i];
  return out;
}

// §4: a parameter in its canonical spelling: the name in lower case ("URI comparisons are
// case-insensitive"); `phone-context` "compared as a host name if it is a 'domainname' or digit
// by digit if it is 'global-number-digits'", after removing visual separators, and `ext` digit
// by digit likewise; any other value in lower case.
function canonicalParameter({ name, value }: TelParameter): TelParameter {
  const lower = name.toLowerCase();
  if (value === undefined) return Object.freeze({ name: lower, value });
  const own =
    lower === EXT || (lower === CONTEXT && value.charCodeAt(0) === code.plusSign)
      ? withoutSeparators(value)
      : value.toLowerCase();
  return Object.freeze({ name: lower, value: own });
}

// §3: "The 'isdn-subaddress' or 'extension' MUST appear first, if present, followed by the
// 'context' parameter, if present, followed by any other parameters in lexicographical order."
// isub before ext where both are (the order of RFC 3261 §19.1.6).
const rank = (lowerName: string): number =>
  lowerName === ISUB ? 0 : lowerName === EXT ? 1 : lowerName === CONTEXT ? 2 : 3;
const compareNames = (a: string, b: string): number =>
  rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);

// The scheme's own normal form (§4, §3): the number as its digits, the parameters canonical and
// in the order of §3, so that two URIs §4 calls equivalent have one normal form.
function normalizeTel(p: TelParts): TelParts {
  const parameters = p.parameters
    .map(canonicalParameter)
    .sort((a, b) => compareNames(a.name, b.name));
  return {
    number: numberOf(p),
    global: p.global,
    digits: p.digits,
    parameters: Object.freeze(parameters),
    fragment: p.fragment,
  };
}

// Whether parts read back from what format wrote are the parts given.
function sameParts(a: TelParts, b: TelParts): boolean {
  if (
    a.number !== b.number ||
    a.global !== b.global ||
    a.digits !== b.digits ||
    a.fragment !== b.fragment ||
    a.parameters.length !== b.parameters.length
  ) {
    return false;
  }
  return a.parameters.every(
    (x, k) => x.name === b.parameters[k]?.name && x.value === b.parameters[k]?.value,
  );
}

// §3: "tel:" number *( ";" pname [ "=" pvalue ] ), then the fragment. What is written must read
// back as the parts (so that a ";" in a value or a number that its flags deny is refused).
function formatTel(p: TelParts): Uri {
  let path = `${p.number}`;
  for (const { name, value } of p.parameters) {
    path += value === undefined ? `;${name}` : `;${name}=${value}`;
  }
  const uri = serialize({ scheme: 'tel', path, fragment: p.fragment });
  if (!sameParts(readTel(uri), p)) {
    throw invalidArgument('tel.format: parts that read back as given (RFC 3966 §3)', p);
  }
  return uri;
}

// The index in `path` of the ";" of parameter `k`: values hold no ";" (§3 paramchar).
function semicolonOf(path: string, k: number): number {
  let at = path.indexOf(';');
  for (let n = 0; n < k; n++) at = path.indexOf(';', at + 1);
  return at;
}

// tel's own findings, in text order: a phone-context on a global number (§3: global-number has
// no `context`; §5.1.4: the number is already globally unique), parameters out of §3's order.
function checkTel(p: TelParts, uri: Uri): readonly SecurityFinding<TelFindingCode>[] {
  const found: SecurityFinding<TelFindingCode>[] = [];
  const base = uri.offsetOf('path');
  const names = p.parameters.map((x) => x.name.toLowerCase());
  if (p.global && names.includes(CONTEXT)) {
    found.push(
      finding('GLOBAL_PHONE_CONTEXT', base + semicolonOf(uri.path, names.indexOf(CONTEXT)), 'path'),
    );
  }
  // §3 order: isub and ext (either first), phone-context, the others by name.
  const rankOrder = (n: string) => Math.max(rank(n), 1);
  const k = names.findIndex(
    (n, i) =>
      i > 0 &&
      (rankOrder(n) < rankOrder(names[i - 1]!) ||
        (rank(n) === 3 && rank(names[i - 1]!) === 3 && n < names[i - 1]!)),
  );
  if (k > 0) found.push(finding('PARAMETER_ORDER', base + semicolonOf(uri.path, k), 'path'));
  found.sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  return Object.freeze(found);
}

/**
 * The tel scheme plugin (RFC 3966): no authority, not hierarchical. `parse` reads global and
 * local numbers and their parameters (`phone-context` required for a local number, §5.1.5);
 * `normalize` writes the number without visual separators and the parameters canonical, in the
 * order of §3, so that `equivalent` is RFC 3966 §4's comparison; `check` reports a phone-context
 * on a global number and parameters out of order.
 *
 * @example
 * ```ts
 * const registry = createRegistry([tel]);
 * registry.normalize('tel:+1-201-555-0123').toString(); // 'tel:+12015550123'
 * registry.equivalent('tel:7042;phone-context=example.com', 'TEL:7042;PHONE-CONTEXT=EXAMPLE.COM'); // true
 * tel.parse('tel:7042'); // throws TEL_MISSING_PHONE_CONTEXT
 * ```
 */
export const tel: SchemePlugin<'tel', TelParts, TelErrorCode, TelFindingCode> = defineScheme({
  name: 'tel',
  // RFC 3966 §3: an opaque telephone-subscriber, no hierarchy to resolve a path against.
  hierarchical: false,
  errors: fail,
  findings: finding,
  parse: readTel,
  format: formatTel,
  normalizeParts: normalizeTel,
  check: checkTel,
});

/**
 * What a dialler dials for a tel URI (text, a `Uri` or parts): "+" and the digits of a global
 * number, the digits of a local one (to be dialled within its `phone-context`, §5.1.5), visual
 * separators left out (§5.1.1), "#" and "*" kept. Parameters are not dialled: an extension is
 * an identifier, not dialling instructions (§5.3), and RFC 3966 describes no dial strings (§1).
 *
 * @example
 * ```ts
 * dialString('tel:+1-201-555-0123'); // '+12015550123'
 * dialString('tel:863-1234;phone-context=+1-914-555'); // '8631234'
 * dialString('tel:*31%23;phone-context=example.com'); // '*31#'
 * ```
 */
export function dialString(input: string | Uri | TelParts): string {
  const p = tel.parse(schemeUri(tel, input));
  return (p.global ? '+' : '') + p.digits;
}

/**
 * The parameter of parts named `name` (compared case-insensitively, RFC 3966 §4), or
 * `undefined`.
 *
 * @example
 * ```ts
 * findParameter(tel.parse('tel:7042;Phone-Context=example.com'), 'phone-context')?.value; // 'example.com'
 * findParameter(tel.parse('tel:+1-201-555-0123'), 'ext'); // undefined
 * ```
 */
export function findParameter(parts: TelParts, name: string): TelParameter | undefined {
  const lower = name.toLowerCase();
  return parts.parameters.find((x) => x.name.toLowerCase() === lower);
}
