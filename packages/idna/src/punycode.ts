// Punycode encoding (RFC 3492 §6.3), with a bound on the output: the encoder stops as soon as
// what it wrote is longer than the caller allows (an A-label holds 63 octets, RFC 5890
// §2.3.2.1), so that its work is bounded by that length, not by the square of the input's.

// RFC 3492 §5: the parameter values for Punycode.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;
const DELIMITER = '-';
const LETTER_A = 0x61;
const DIGIT_ZERO = 0x30;
const LETTERS = 26;

// RFC 3492 §5: digit values 0-25 are "a"-"z", 26-35 are "0"-"9" (lower case, as UTS #46 writes).
const digitOf = (d: number): string =>
  String.fromCharCode(d < LETTERS ? LETTER_A + d : DIGIT_ZERO + d - LETTERS);

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
