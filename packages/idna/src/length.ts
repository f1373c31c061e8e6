// DNS lengths (RFC 5890 §2.3.2.1: "A-labels ... 63 octets"; RFC 1035 §2.3.4: names of 255
// octets on the wire, 253 characters as text; UTS #46 §4.2 VerifyDnsLength), told twice:
// - before mapping and decoding, on the text as given, by a bound that never refuses a name
//   whose ASCII form fits, so that an oversize name costs constant time and the quadratic steps
//   (Punycode, the joiner and bidi rules) only ever see short labels;
// - exactly, on the ASCII form, while each label is encoded (with a bounded encoder).

import { isIgnoredByIdna } from '@urikit/core';
import { punycodeEncode } from './punycode.js';

/** RFC 5890 §2.3.2.1, RFC 1035 §2.3.4: the longest label, in octets. */
export const MAX_LABEL = 63;
/** RFC 1035 §2.3.4 (UTS #46 VerifyDnsLength): the longest name as text, root dot excluded. */
export const MAX_NAME = 253;
const ACE_PREFIX = 'xn--';
// NFC turns at most 4 code points into one: the longest canonical decomposition (U+1F82) has 4.
const MAX_COMPOSED = 4;
const FULL_STOP = 0x2e;
const IDEOGRAPHIC_FULL_STOP = 0x3002;
const FULLWIDTH_FULL_STOP = 0xff0e;
const HALFWIDTH_IDEOGRAPHIC_FULL_STOP = 0xff61;

/** UTS #46 §4 step 3: the characters that end a label (the last three are mapped to "."). */
export const isLabelSeparator = (c: number): boolean =>
  c === FULL_STOP ||
  c === IDEOGRAPHIC_FULL_STOP ||
  c === FULLWIDTH_FULL_STOP ||
  c === HALFWIDTH_IDEOGRAPHIC_FULL_STOP;

/** A length refused: which bound, and where its label starts in the text given. */
export interface LengthFault {
  readonly what: 'label' | 'name';
  readonly index: number;
}

/**
 * Before mapping: a fault when the name's ASCII form certainly breaks a DNS length. Counted
 * are the code points UTS #46 does not ignore. Each maps to at least one code point and NFC
 * composes at most 4 into one, so a label of `w` such code points has at least `w / 4` after
 * mapping, and its A-label at least 4 more ("xn--"); an ASCII label is as long as its text
 * (mapping only lowers its case, and no ASCII composes into ASCII). Stops at the first fault.
 */
export function lengthFaultBefore(domain: string): LengthFault | undefined {
  const nonAsciiBound = MAX_COMPOSED * (MAX_LABEL - ACE_PREFIX.length);
  // A trailing root dot is not counted (one more label's worth of slack).
  const nameBound = MAX_COMPOSED * (MAX_NAME + 1);
  let start = 0;
  let label = 0;
  let name = 0;
  let ascii = true;
  for (let i = 0; i < domain.length; i++) {
    const c = domain.codePointAt(i)!;
    const at = i;
    if (c > 0xffff) i++;
    if (isLabelSeparator(c)) {
      start = i + 1;
      label = 0;
      ascii = true;
      name++;
      continue;
    }
    if (c >= 0x80 && isIgnoredByIdna(c)) continue;
    if (c >= 0x80) ascii = false;
    label++;
    name++;
    if (label > (ascii ? MAX_LABEL : nonAsciiBound)) return { what: 'label', index: start };
    if (name > nameBound) return { what: 'name', index: at };
  }
  return undefined;
}

const isAscii = (s: string): boolean => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return false;
  return true;
};

/** Where the `k`-th label (from 0) of the text given starts. */
function labelStart(domain: string, k: number): number {
  let i = 0;
  for (let seen = 0; seen < k && i < domain.length; i++) {
    if (isLabelSeparator(domain.charCodeAt(i))) seen++;
  }
  return i;
}

/**
 * The ASCII form of a name that UTS #46 processing turned into `unicode` (labels joined by
 * "."; §4.2 ToASCII step 2: each label holding non-ASCII becomes "xn--" and its Punycode), or
 * the fault of the first label or of the name over a DNS length (RFC 5890 §2.3.2.1, RFC 1035
 * §2.3.4), placed in `domain`, the text given. Labels are counted in `unicode` as in
 * `domain`: UTS #46 makes no "." but of the separators.
 */
export function asciiForm(domain: string, unicode: string): string | LengthFault {
  const labels = unicode.split('.');
  let total = 0;
  for (let k = 0; k < labels.length; k++) {
    const label = labels[k]!;
    let ascii = label;
    if (!isAscii(label)) {
      const points = Array.from(label, (ch) => ch.codePointAt(0)!);
      const code = punycodeEncode(points, MAX_LABEL - ACE_PREFIX.length);
      if (code === undefined) return { what: 'label', index: labelStart(domain, k) };
      ascii = ACE_PREFIX + code;
    }
    if (ascii.length > MAX_LABEL) return { what: 'label', index: labelStart(domain, k) };
    labels[k] = ascii;
    // The root label (empty, last) and its dot are not counted.
    const root = k === labels.length - 1 && ascii === '' && k > 0;
    total += root ? 0 : ascii.length + (k > 0 ? 1 : 0);
    if (total > MAX_NAME) return { what: 'name', index: labelStart(domain, k) };
  }
  return labels.join('.');
}
