/**
 * @urikit/urn: the urn URI scheme (RFC 8141) as a urikit scheme plugin:
 * `urn:<NID>:<NSS>[?+<r-component>][?=<q-component>][#<f-component>]`.
 * @packageDocumentation
 */
import {
  defineErrors,
  defineFindings,
  defineScheme,
  requireString,
  schemeUri,
  serialize,
  type Uri,
} from '@urikit/core/plugin';
import { FORMAL_NAMESPACES } from './namespaces.js';

export { FORMAL_NAMESPACES } from './namespaces.js';

/**
 * The parts of a URN (RFC 8141 §2), each as written: escapes are kept, never decoded (§3.1).
 * Absent is `undefined`; the grammar allows no empty r- or q-component, and an empty
 * f-component (`urn:a:b#`) is `''`. Frozen.
 *
 * @example
 * ```ts
 * const p = urn.parse('urn:example:a123,z456?+abc?=xyz#789');
 * [p.nid, p.nss, p.rComponent, p.qComponent, p.fragment]; // ['example', 'a123,z456', 'abc', 'xyz', '789']
 * urn.parse('urn:example:a#').fragment; // ''
 * ```
 */
export interface UrnParts {
  /** The namespace identifier as written (case-insensitive, §3.1). */
  readonly nid: string;
  /** The namespace-specific string as written: escapes kept, case-sensitive (§3.1). */
  readonly nss: string;
  /** The r-component after "?+", as written (§2.3.1). */
  readonly rComponent?: string | undefined;
  /** The q-component after "?=", as written (§2.3.2). */
  readonly qComponent?: string | undefined;
  /** The f-component after "#", as written (§2.3.3). */
  readonly fragment?: string | undefined;
}

const fail = /* @__PURE__ */ defineErrors('URN', {
  AUTHORITY_NOT_ALLOWED: 'RFC 8141 §2',
  INVALID_NID: 'RFC 8141 §2',
  EMPTY_NSS: 'RFC 8141 §2',
  INVALID_NSS: 'RFC 8141 §2',
  INVALID_QUERY: 'RFC 8141 §2',
  INVALID_R_COMPONENT: 'RFC 8141 §2.3.1',
  INVALID_Q_COMPONENT: 'RFC 8141 §2.3.2',
});

const finding = /* @__PURE__ */ defineFindings('URN', {
  UNREGISTERED_NAMESPACE: ['RFC 8141 §5.1', 'info'],
});

const HYPHEN = 0x2d;
const SLASH = 0x2f;
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const EQUALS = 0x3d;
const QUESTION_MARK = 0x3f;
const PLUS = 0x2b;
const ASCII_CASE_BIT = 0x20;
const LOWER_A = 0x61;
const LOWER_Z = 0x7a;

// RFC 8141 §2: alphanum = ALPHA / DIGIT.
const isAlphanum = (c: number): boolean =>
  (c >= DIGIT_0 && c <= DIGIT_9) ||
  ((c | ASCII_CASE_BIT) >= LOWER_A && (c | ASCII_CASE_BIT) <= LOWER_Z);

const NID_MAX = 32;
const NID_RULE = 'a NID is 2 to 32 letters, digits and "-", a letter or digit first and last';

/**
 * Where `text` (up to `end`) breaks RFC 8141 §2 `NID = (alphanum) 0*30(ldh) (alphanum)`, or -1:
 * the first character that is not `ldh` (a "-" first), the 33rd character, a "-" last, or 0
 * for a NID shorter than 2.
 */
function badNid(text: string, end: number): number {
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (!isAlphanum(c) && (c !== HYPHEN || i === 0)) return i;
    if (i === NID_MAX) return i;
  }
  if (end < 2) return 0;
  return text.charCodeAt(end - 1) === HYPHEN ? end - 1 : -1;
}

/**
 * Whether `text` is an RFC 8141 §2 NID (`example`, `isbn`, `urn-7`); `false` for anything else,
 * a value that is not text included.
 *
 * @example
 * ```ts
 * isNid('urn-7'); // true
 * isNid('a'); // false
 * ```
 */
export const isNid = (text: string): boolean =>
  typeof text === 'string' && badNid(text, text.length) < 0;

// RFC 8141 §2: r-component and q-component = pchar *( pchar / "/" / "?" ): not empty, and
// neither "/" nor "?" first (the URI's query holds only pchar, "/" and "?").
const badComponentStart = (text: string, at: number): boolean =>
  at >= text.length || text.charCodeAt(at) === SLASH || text.charCodeAt(at) === QUESTION_MARK;

type Rq = readonly [r: string | undefined, q: string | undefined];
const NO_RQ: Rq = Object.freeze([undefined, undefined] as const);

/**
 * RFC 8141 §2 rq-components = [ "?+" r-component ] [ "?=" q-component ], read from the URI's
 * query (the text after the first "?"). The r-component ends at the first "?=" (§2.3.1).
 */
function readRq(uri: Uri): Rq {
  const query = uri.query;
  if (query === undefined) return NO_RQ;
  const at = uri.offsetOf('query');
  const first = query.charCodeAt(0);
  // §2: "a '?' that is not immediately followed by '=' or '+'" is a syntax error.
  if (first !== PLUS && first !== EQUALS) return fail('INVALID_QUERY', uri, at - 1, 'query');
  if (first === EQUALS) {
    if (badComponentStart(query, 1)) fail('INVALID_Q_COMPONENT', uri, at + 1, 'query');
    return [undefined, query.slice(1)];
  }
  const q = query.indexOf('?=', 1);
  if (badComponentStart(query, 1) || q === 1) fail('INVALID_R_COMPONENT', uri, at + 1, 'query');
  if (q < 0) return [query.slice(1), undefined];
  if (badComponentStart(query, q + 2)) fail('INVALID_Q_COMPONENT', uri, at + q + 2, 'query');
  return [query.slice(1, q), query.slice(q + 2)];
}

function parse(uri: Uri): UrnParts {
  // RFC 8141 §2: assigned-name = "urn" ":" NID ":" NSS: no authority.
  if (uri.hostText !== undefined) {
    fail('AUTHORITY_NOT_ALLOWED', uri, uri.offsetOf('userinfo') - 2, 'host');
  }
  const path = uri.path;
  const at = uri.offsetOf('path');
  const colon = path.indexOf(':');
  const nidEnd = colon < 0 ? path.length : colon;
  const bad = badNid(path, nidEnd);
  if (bad >= 0) fail('INVALID_NID', uri, at + bad, 'path', NID_RULE);
  // §2: NSS = pchar *(pchar / "/"): at least one character, not "/" first; the rest is what
  // an RFC 3986 path without authority holds.
  if (colon < 0 || colon === path.length - 1) fail('EMPTY_NSS', uri, at + path.length, 'path');
  if (path.charCodeAt(colon + 1) === SLASH) fail('INVALID_NSS', uri, at + colon + 1, 'path');
  const [rComponent, qComponent] = readRq(uri);
  // A fresh object: the core freezes it on its way to the user.
  return {
    nid: path.slice(0, colon),
    nss: path.slice(colon + 1),
    rComponent,
    qComponent,
    fragment: uri.fragment,
  };
}

// The query text of the rq-components (§2): "+r", "+r?=q", "=q", or none.
function queryOf(r: string | undefined, q: string | undefined): string | undefined {
  if (r === undefined) return q === undefined ? undefined : `=${q}`;
  // §2.3.1: an r-component holding "?=" would read as the start of a q-component.
  if (r.includes('?=')) fail('INVALID_R_COMPONENT', r, r.indexOf('?='));
  return q === undefined ? `+${r}` : `+${r}?=${q}`;
}

const optional = (value: string | undefined, what: string): string | undefined =>
  value === undefined ? undefined : requireString(value, what);

function format(p: UrnParts): Uri {
  const nid = requireString(p.nid, 'urn.format: nid is a string');
  const nss = requireString(p.nss, 'urn.format: nss is a string');
  const r = optional(p.rComponent, 'urn.format: rComponent is a string');
  const q = optional(p.qComponent, 'urn.format: qComponent is a string');
  // §2: a NID with ":" or another character would read as other parts.
  const bad = badNid(nid, nid.length);
  if (bad >= 0) fail('INVALID_NID', nid, bad, 'path', NID_RULE);
  return serialize({
    scheme: 'urn',
    path: `${nid}:${nss}`,
    query: queryOf(r, q),
    fragment: optional(p.fragment, 'urn.format: fragment is a string'),
  });
}

/**
 * What RFC 8141 §5 makes of a NID: `'formal'` (registered with IANA, §5.1: one of
 * {@link FORMAL_NAMESPACES}), `'informal'` (`urn-<number>`, §5.2), `'experimental'` (`X-…`, the
 * RFC 3406 §3.1 form RFC 8141 §5.1 leaves out of formal NIDs) or `'unregistered'`.
 *
 * @example
 * ```ts
 * namespaceKind('ISBN'); // 'formal'
 * namespaceKind('urn-7'); // 'informal'
 * namespaceKind('x-local'); // 'experimental'
 * namespaceKind('acme'); // 'unregistered'
 * ```
 */
export function namespaceKind(
  nid: string,
): 'formal' | 'informal' | 'experimental' | 'unregistered' {
  const id = requireString(nid, 'namespaceKind(nid: string)').toLowerCase();
  if (FORMAL_NAMESPACES.includes(id)) return 'formal';
  if (id.startsWith('urn-') && isNumber(id, 4)) return 'informal';
  if (id.startsWith('x-')) return 'experimental';
  return 'unregistered';
}

// §5.2: <number> is assigned by IANA: digits, not starting with 0.
function isNumber(text: string, from: number): boolean {
  if (from >= text.length || text.charCodeAt(from) === DIGIT_0) return false;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < DIGIT_0 || c > DIGIT_9) return false;
  }
  return true;
}

/**
 * Whether `nid` is a formal URN namespace registered with IANA (RFC 8141 §5.1, §6.2), in any
 * case (§3.1). The list is this package's snapshot ({@link FORMAL_NAMESPACES}).
 *
 * @example
 * ```ts
 * isFormalNamespace('UUID'); // true
 * isFormalNamespace('urn-7'); // false (informal, §5.2)
 * ```
 */
export const isFormalNamespace = (nid: string): boolean => namespaceKind(nid) === 'formal';

const NONE = Object.freeze([]) as readonly never[];

/**
 * The urn scheme plugin (RFC 8141): not hierarchical, no default port. `normalize` lower-cases
 * the scheme and the NID and upper-cases escapes' hex digits, and decodes nothing (§3.1);
 * `equivalent` compares the assigned-name only (`urn:NID:NSS`), ignoring r-, q- and
 * f-components (§3.1); `check` reports a NID that is neither registered nor informal.
 *
 * @example
 * ```ts
 * const registry = createRegistry([urn]);
 * registry.normalize('URN:EXAMPLE:a123%2cz456?+abc').toString(); // 'urn:example:a123%2Cz456?+abc'
 * registry.equivalent('urn:example:a123,z456', 'urn:EXAMPLE:a123,z456#789'); // true
 * registry.equivalent('urn:example:a123,z456', 'urn:example:a123%2Cz456'); // false
 * ```
 */
export const urn = /* @__PURE__ */ defineScheme({
  name: 'urn',
  // RFC 8141 §2: an NSS may hold "/", yet no relative reference resolves against a URN.
  hierarchical: false,
  // §3.1: "%-escaped characters … are not decoded" for URN-equivalence; hex case is normalized.
  rules: { percent: false },
  errors: fail,
  findings: finding,
  parse,
  format,
  // §3.1 step 2: the NID is case-insensitive.
  normalizeParts(p: UrnParts): UrnParts {
    const nid = p.nid.toLowerCase();
    if (nid === p.nid) return p;
    return {
      nid,
      nss: p.nss,
      rComponent: p.rComponent,
      qComponent: p.qComponent,
      fragment: p.fragment,
    };
  },
  // §3.1: URN-equivalence compares the assigned-name; r-, q- and f-components take no part.
  equivalent: (a: UrnParts, b: UrnParts): boolean => a.nid === b.nid && a.nss === b.nss,
  check(p: UrnParts, uri: Uri) {
    const kind = namespaceKind(p.nid);
    if (kind === 'formal' || kind === 'informal') return NONE;
    return Object.freeze([finding('UNREGISTERED_NAMESPACE', uri.offsetOf('path'), 'path', kind)]);
  },
});

/**
 * The assigned-name of a URN in its normal form (RFC 8141 §2, §3.1): `urn:` + the NID in lower
 * case + `:` + the NSS with escapes' hex in upper case. Two URNs are URN-equivalent exactly when
 * their assigned-names are the same text, so it serves as a key (a `Map`, a database column).
 * Takes text, a `Uri` or parts (checked as `format` checks them).
 *
 * @example
 * ```ts
 * assignedName('URN:ISBN:0-395-36341-1?=x#y'); // 'urn:isbn:0-395-36341-1'
 * assignedName({ nid: 'Example', nss: 'a%2cb' }); // 'urn:example:a%2Cb'
 * ```
 */
export function assignedName(input: string | Uri | UrnParts): string {
  const p = urn.parse(urn.normalize(schemeUri(urn, input)));
  return `urn:${p.nid}:${p.nss}`;
}
