// Punycode (RFC 3492): encoding (§6.3) with a bound on the output, the encoder stopping as soon
// as what it wrote is longer than the caller allows (an A-label holds 63 octets, RFC 5890
// §2.3.2.1), so that its work is bounded by that length, not by the square of the input's; and
// decoding (§6.2). The module imports nothing: `@urikit/idna/punycode` gives it without the
// UTS #46 tables of the package's main entry.

// RFC 3492 §5: the parameter values for Punycode.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;
const LAST_CODE_POINT = 0x10ffff;
const DELIMITER = '-';
const LETTER_A = 0x61;
const LETTER_Z = 0x7a;
const UPPER_A = 0x41;
const UPPER_Z = 0x5a;
const DIGIT_ZERO = 0x30;
const DIGIT_NINE = 0x39;
const LETTERS = 26;

// RFC 3492 §5: digit values 0-25 are "a"-"z", 26-35 are "0"-"9" (lower case, as UTS #46 writes).
const digitOf = (d: number): string =>
  String.fromCharCode(d < LETTERS ? LETTER_A + d : DIGIT_ZERO + d - LETTERS);

// RFC 3492 §5: the digit value of a code point ("a"-"z" or "A"-"Z" 0-25, "0"-"9" 26-35), or
// `undefined` when it is not a basic digit.
function digitValueOf(c: number): number | undefined {
  if (c >= DIGIT_ZERO && c <= DIGIT_NINE) return c - DIGIT_ZERO + LETTERS;
  if (c >= LETTER_A && c <= LETTER_Z) return c - LETTER_A;
  if (c >= UPPER_A && c <= UPPER_Z) return c - UPPER_A;
  return undefined;
}

// RFC 3492 §6.1: the bias adaptation function.
function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

// RFC 3492 §6.3: a delta as a generalized variable-length integer, after `bias`.
function variableLength(delta: number, bias: number): string {
  let out = '';
  let q = delta;
  for (let k = BASE; ; k += BASE) {
    const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
    if (q < t) break;
    out += digitOf(t + ((q - t) % (BASE - t)));
    q = Math.floor((q - t) / (BASE - t));
  }
  return out + digitOf(q);
}

/**
 * The Punycode of a label's code points (RFC 3492 §6.3), or `undefined` as soon as it would be
 * longer than `max` characters. Each code point adds at least one character, so a label of more
 * than `max` code points is refused before any work, and the encoder's rounds (one per distinct
 * code point, each a pass over the label) are at most `max` passes over at most `max` points.
 */
export function punycodeEncode(points: readonly number[], max: number): string | undefined {
  if (points.length > max) return undefined;
  let out = '';
  for (const p of points) if (p < INITIAL_N) out += String.fromCharCode(p);
  const basic = out.length;
  if (basic > 0) out += DELIMITER;
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  for (let handled = basic; handled < points.length; ) {
    // The smallest code point not handled yet.
    let m = Number.MAX_SAFE_INTEGER;
    for (const p of points) if (p >= n && p < m) m = p;
    delta += (m - n) * (handled + 1);
    n = m;
    for (const p of points) {
      if (p < n) delta++;
      if (p !== n) continue;
      out += variableLength(delta, bias);
      if (out.length > max) return undefined;
      bias = adapt(delta, handled + 1, handled === basic);
      delta = 0;
      handled++;
    }
    delta++;
    n++;
  }
  return out;
}

/**
 * The code points a Punycode string (without "xn--") stands for (RFC 3492 §6.2), or `undefined`
 * when it is not one: a non-basic code point, a bad digit, an unfinished number, an overflow past
 * U+10FFFF (§6.4). No IDNA check: the result is what the string encodes, valid label or not.
 *
 * @example
 * ```ts
 * punycodeDecode('bcher-kva'); // 'bücher'
 * ```
 */
export function punycodeDecode(input: string): string | undefined {
  const end = input.lastIndexOf(DELIMITER);
  const output: number[] = [];
  for (let j = 0; j < Math.max(end, 0); j++) {
    const c = input.charCodeAt(j);
    if (c >= INITIAL_N) return undefined; // §6.2: the basic code points are ASCII
    output.push(c);
  }
  let n = INITIAL_N;
  let i = 0;
  let bias = INITIAL_BIAS;
  let at = end >= 0 ? end + 1 : 0;
  while (at < input.length) {
    const old = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (at >= input.length) return undefined;
      const digit = digitValueOf(input.charCodeAt(at++));
      if (digit === undefined) return undefined;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
      if (i > LAST_CODE_POINT * (output.length + 1)) return undefined; // §6.4 overflow
    }
    bias = adapt(i - old, output.length + 1, old === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > LAST_CODE_POINT) return undefined;
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}
