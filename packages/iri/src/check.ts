// Findings about valid IRIs: the bidi structure of RFC 3987 §4.2 (two SHOULDs, so findings,
// not errors) and text not in NFC (§5.3.2.2: IRIs SHOULD be created in NFC).

import {
  defineFindings,
  type SecurityFinding,
  type UriComponentName,
  UriError,
} from '@urikit/core/plugin';
import { codePointAt } from './chars.js';
import { Iri, readIri } from './iri.js';

/**
 * The finding factory of `checkIri` (exported as `iriFindings`); its codes are
 * {@link IriFindingCode}, each with its rule and severity.
 *
 * @example
 * ```ts
 * iriFindings.codes.IRI_BIDI_EDGES; // ['RFC 3987 §4.2', 'warning']
 * ```
 */
export const finding = defineFindings('IRI', {
  BIDI_MIXED: ['RFC 3987 §4.2', 'warning'],
  BIDI_EDGES: ['RFC 3987 §4.2', 'warning'],
  NOT_NFC: ['RFC 3987 §5.3.2.2', 'info'],
});

/**
 * The codes `checkIri` reports: `IRI_BIDI_MIXED` (a component with both right-to-left and
 * left-to-right letters, §4.2 rule 1), `IRI_BIDI_EDGES` (a component with right-to-left letters
 * that does not start and end with one, §4.2 rule 2), `IRI_NOT_NFC` (a component not in
 * Normalization Form C, §5.3.2.2).
 */
export type IriFindingCode = 'IRI_BIDI_MIXED' | 'IRI_BIDI_EDGES' | 'IRI_NOT_NFC';

const LETTER = /\p{L}/u;

/**
 * The strong direction of a code point: 1 for a right-to-left letter, -1 for a left-to-right
 * one, 0 otherwise. JavaScript has no Bidi_Class property, so this is the approximation
 * "letters (General_Category L) of the right-to-left blocks are R or AL, other letters are L";
 * digits, marks, punctuation and symbols are weak or neutral.
 */
function direction(cp: number): number {
  if (!LETTER.test(String.fromCodePoint(cp))) return 0;
  const rtl =
    (cp >= 0x0590 && cp <= 0x08ff) ||
    (cp >= 0xfb1d && cp <= 0xfdff) ||
    (cp >= 0xfe70 && cp <= 0xfefe) ||
    (cp >= 0x10800 && cp <= 0x10fff) ||
    (cp >= 0x1e800 && cp <= 0x1efff);
  return rtl ? 1 : -1;
}

/**
 * The bidi and NFC findings of an IRI (RFC 3987 §4.2, §5.3.2.2), for the components §4.2
 * names and the finer ones it allows: the iuserinfo, each label of the ireg-name, each path
 * segment and each of its dot-separated parts (a resource name and its extension), each name
 * and value of the query (split at "&", ";" and "="), and the fragment. Each finding has the
 * index where the component starts. Throws `UriError` for an invalid IRI.
 *
 * @example
 * ```ts
 * checkIri('http://ab.CDEFGH.ij/kl').length; // 0
 * checkIri('http://example.com/אב1').map((f) => f.code); // ['IRI_BIDI_EDGES']
 * checkIri('http://example.com/aא').map((f) => f.code); // ['IRI_BIDI_MIXED', 'IRI_BIDI_EDGES']
 * ```
 */
export function checkIri(input: string | Iri): readonly SecurityFinding<IriFindingCode>[] {
  const iri = input instanceof Iri ? input : readIri(input, 'reference');
  if (iri instanceof UriError) throw iri;
  const text = iri.toString();
  const out: SecurityFinding<IriFindingCode>[] = [];
  const parts = (component: UriComponentName, value: string | undefined, seps: string) => {
    if (value === undefined) return;
    const base = iri.offsetOf(component);
    let from = 0;
    for (let i = 0; i <= value.length; i++) {
      if (i < value.length && seps.indexOf(value[i]!) < 0) continue;
      if (i > from) inspect(text, base + from, base + i, component, out);
      from = i + 1;
    }
  };
  parts('userinfo', iri.userinfo, '');
  if (iri.hostKind === 'reg-name') parts('host', iri.host, '.');
  parts('path', iri.path, '/.');
  parts('query', iri.query, '&;=');
  parts('fragment', iri.fragment, '');
  return Object.freeze(out);
}

function inspect(
  text: string,
  from: number,
  to: number,
  component: UriComponentName,
  out: SecurityFinding<IriFindingCode>[],
): void {
  let ascii = true;
  for (let i = from; i < to && ascii; i++) ascii = text.charCodeAt(i) < 0x80;
  if (ascii) return;
  const piece = text.slice(from, to);
  let rtl = false;
  let ltr = false;
  let first = 0;
  let lastDir = 0;
  for (let i = 0; i < piece.length; i++) {
    const cp = codePointAt(piece, i);
    const d = direction(cp);
    if (i === 0) first = d;
    lastDir = d;
    if (d > 0) rtl = true;
    else if (d < 0) ltr = true;
    if (cp > 0xffff) i++;
  }
  if (rtl && ltr) out.push(finding('BIDI_MIXED', from, component, JSON.stringify(piece)));
  if (rtl && (first <= 0 || lastDir <= 0)) {
    out.push(finding('BIDI_EDGES', from, component, JSON.stringify(piece)));
  }
  if (piece.normalize('NFC') !== piece) {
    out.push(finding('NOT_NFC', from, component, JSON.stringify(piece)));
  }
}
