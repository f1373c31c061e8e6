// RFC 5322 atoms, read from URI text (escapes are the octets they stand for): the rule mailto
// addresses (RFC 6068 §2) and news Message-IDs (RFC 5536 §3.1.3) share.

import { invalidArgument, requireString } from './arguments.js';
import { asciiCaseBit, codes, firstNonAscii } from './codes.js';
import { escapeAt } from './percent.js';

// RFC 5322 §3.2.3 atext over ASCII: the printable characters but the specials (a pure
// initializer: a bundle that does not use these blocks leaves it out).
const ATEXT = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  for (let c = codes.exclamationMark; c < codes.delete; c++) t[c] = 1;
  for (const ch of '"(),.:;<>@[\\]') t[ch.charCodeAt(0)] = 0;
  return t;
})();

/**
 * Whether an octet (or character code) is RFC 5322 §3.2.3 `atext`: an ASCII letter or digit or
 * one of ``!#$%&'*+-/=?^_`{|}~``, the printable characters but the specials. With `utf8` (RFC
 * 6532 §3.2, internationalized mail), every code above 127 is atext too: its UTF-8 is checked
 * where the text is decoded.
 *
 * @example
 * ```ts
 * isAtext(0x61); // true
 * isAtext(0x40); // false
 * isAtext(0xc3); // false
 * isAtext(0xc3, true); // true
 * ```
 */
export function isAtext(octet: number, utf8 = false): boolean {
  if (typeof octet !== 'number') return false;
  return octet >= firstNonAscii ? utf8 === true : octet >= 0 && ATEXT[octet] === 1;
}

/**
 * Where the RFC 5322 §3.2.3 `dot-atom-text` (`1*atext *("." 1*atext)`) that starts at
 * `text[start]` ends: the index of the first character at or before `end` that continues it no
 * more. `text` is URI text: an escape (`%2E`) reads as the octet it stands for, and a "%" that
 * starts no escape ends the atom. A "." always asks for an atom after it: when an atom is
 * missing (at `start`, after a ".", at `end`), the result is `-1 - i`, `i` being where it should
 * start. `utf8` as for {@link isAtext}. A mailto address (RFC 6068 §2) and a news Message-ID
 * (RFC 5536 §3.1.3) read their local part and domain with it.
 *
 * @example
 * ```ts
 * dotAtomEnd('john.q.public@example.com'); // 13
 * dotAtomEnd('a%2Eb@c'); // 5
 * dotAtomEnd('a..b'); // -3
 * dotAtomEnd('a.'); // -3
 * dotAtomEnd('x@caf%C3%A9', 2); // 5
 * dotAtomEnd('x@caf%C3%A9', 2, 11, true); // 11
 * ```
 */
export function dotAtomEnd(text: string, start = 0, end?: number, utf8 = false): number {
  requireString(text, 'dotAtomEnd(text: string, start?, end?, utf8?)');
  end ??= text.length;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) {
    throw invalidArgument('dotAtomEnd(text, start?: integer, end?: integer, utf8?)', text);
  }
  let k = start;
  for (;;) {
    const from = k;
    let c = 0;
    while (k < end) {
      c = text.charCodeAt(k);
      if (c !== codes.percentSign) {
        // Letters and digits, most of an atom, at once.
        if (((c | asciiCaseBit) - codes.lowercaseA) >>> 0 >= 26 && (c - codes.digit0) >>> 0 >= 10) {
          if (c >= firstNonAscii ? !utf8 : ATEXT[c] !== 1) break;
        }
        k++;
      } else {
        c = escapeAt(text, k);
        if (c >= firstNonAscii ? !utf8 : c < 0 || ATEXT[c] !== 1) break;
        k += 3;
      }
    }
    if (k === from) return -1 - k;
    if (k >= end || c !== codes.dot) return k;
    k += text.charCodeAt(k) === codes.percentSign ? 3 : 1;
  }
}
