/**
 * The U-label of an A-label: Punycode decoding (RFC 3492 §6.2) of the labels of a host that
 * start with the ACE prefix "xn--" (RFC 5890 §2.3.2.1). The playground shows a host's Unicode
 * form with it: `@urikit/idna` (whose UTS #46 tables are 62 KB gzip) does not fit the page's
 * 60 KB budget, and browsers have no `domainToUnicode`. This is display only: the label is not
 * checked against IDNA2008 or UTS #46 (the page says so), and a label that does not decode is
 * shown as it is written.
 */

// RFC 3492 §5: parameter values for Punycode.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;
const LAST_CODE_POINT = 0x10ffff;
const DELIMITER = '-';
const ACE_PREFIX = 'xn--';
/** RFC 1034 §3.1, RFC 5890 §2.3.2.1: a label is at most 63 octets; a longer one is no A-label. */
const MAX_LABEL = 63;

const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const LOWER_A = 0x61;
const LOWER_Z = 0x7a;
const UPPER_A = 0x41;
const UPPER_Z = 0x5a;
/** The value of "0" as a Punycode digit: "a"–"z" are 0–25, "0"–"9" are 26–35 (RFC 3492 §5). */
const DIGIT_VALUE_OF_0 = 26;

/** RFC 3492 §5: the digit value of a code point, or `undefined` when it is not a basic digit. */
function digitValue(c: number): number | undefined {
  if (c >= DIGIT_0 && c <= DIGIT_9) return c - DIGIT_0 + DIGIT_VALUE_OF_0;
  if (c >= LOWER_A && c <= LOWER_Z) return c - LOWER_A;
  if (c >= UPPER_A && c <= UPPER_Z) return c - UPPER_A;
  return undefined;
}

/** RFC 3492 §6.1: bias adaptation. */
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

/**
 * RFC 3492 §6.2: the code points a Punycode string (without "xn--") stands for, or `undefined`
 * when it is not one (a non-basic code point, a bad digit, an overflow past U+10FFFF).
 * @example
 * decodePunycode('bcher-kva'); // 'bücher'
 */
export function decodePunycode(input: string): string | undefined {
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
      const digit = digitValue(input.charCodeAt(at++));
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

/**
 * A host with each A-label ("xn--…", any case) replaced by its decoded U-label; a label that
 * does not decode, or is longer than a DNS label can be, stays as written.
 * @example
 * toUnicodeLabels('xn--bcher-kva.example'); // 'bücher.example'
 */
export function toUnicodeLabels(host: string): string {
  return host
    .split('.')
    .map((label) => {
      if (label.length > MAX_LABEL) return label;
      if (label.slice(0, ACE_PREFIX.length).toLowerCase() !== ACE_PREFIX) return label;
      return decodePunycode(label.slice(ACE_PREFIX.length)) ?? label;
    })
    .join('.');
}
