/**
 * @urikit/idna: internationalized domain names for urikit. UTS #46 processing (the mapping
 * table of Unicode 17, nontransitional, CheckHyphens off, CheckBidi and CheckJoiners on,
 * UseSTD3ASCIIRules and VerifyDnsLength off: the "domain to ASCII" of browsers and of Node's
 * `url.domainToASCII`) through the `tr46` package; the reg-name mapping of `@urikit/iri`
 * (RFC 3987 §3.1, §3.2, §5.3.3); and findings for hosts that deceive: mixed scripts, whole-
 * script look-alikes, invalid A-labels (CVE-2024-12224), full-width dots.
 * @packageDocumentation
 */

import {
  defineErrors,
  defineFindings,
  invalidArgument,
  isIgnoredByIdna,
  percentDecode,
  requireString,
  type SecurityFinding,
  Uri,
  UriError,
} from '@urikit/core/plugin';
import { type HostMapping, Iri, iriToUri, parseIri } from '@urikit/iri';
// tr46 stays at ^6 (package.json): 7.0.0 reads 4 rows of UTS #46's IdnaTestV2.txt 17.0.0 wrong
// (validity criterion V7, UTS #46 §4.1) and needs Node >= 22.14; see the README's table.
import tr46 from 'tr46';
import { asciiForm, type LengthFault, lengthFaultBefore } from './length.js';
import { confusableSkeleton, scriptsOf } from './scripts.js';

const OPTIONS = {
  checkHyphens: false,
  checkBidi: true,
  checkJoiners: true,
  useSTD3ASCIIRules: false,
  transitionalProcessing: false,
  verifyDNSLength: false,
} as const;

/**
 * The error factory of this package: `IDNA_INVALID_DOMAIN` and `IDNA_TOO_LONG`, with their
 * rules.
 *
 * @example
 * ```ts
 * idnaErrors.codes.IDNA_INVALID_DOMAIN; // 'RFC 3987 §3.1'
 * idnaErrors.codes.IDNA_TOO_LONG; // 'RFC 5890 §2.3.2.1'
 * ```
 */
export const idnaErrors = defineErrors('IDNA', {
  INVALID_DOMAIN: 'RFC 3987 §3.1',
  TOO_LONG: 'RFC 5890 §2.3.2.1',
});

/**
 * The error codes of this package: `IDNA_INVALID_DOMAIN` (no ASCII form), `IDNA_TOO_LONG` (an
 * ASCII form with a label over 63 octets or a name over 253, RFC 5890 §2.3.2.1, RFC 1035
 * §2.3.4).
 */
export type IdnaErrorCode = 'IDNA_INVALID_DOMAIN' | 'IDNA_TOO_LONG';

const LENGTH_RULE = {
  label: 'a label over 63 octets (RFC 1035 §2.3.4)',
  name: 'a name over 253 octets (RFC 1035 §2.3.4)',
} as const;

function tooLong(domain: string, fault: LengthFault): never {
  return idnaErrors('TOO_LONG', domain, fault.index, 'host', LENGTH_RULE[fault.what]);
}

/**
 * UTS #46 processing (§4: map, normalize, break, convert and validate) of a name, its ASCII
 * form (§4.2 ToASCII) and its Unicode form (§4.3 ToUnicode); a fault when a DNS length is
 * broken (told before mapping, then exactly on the ASCII form); `undefined` when UTS #46
 * records an error.
 */
function convertDomain(
  domain: string,
): { ascii: string; unicode: string } | LengthFault | undefined {
  const early = lengthFaultBefore(domain);
  if (early !== undefined) return early;
  const r = tr46.toUnicode(withoutIgnored(domain), OPTIONS);
  if (r.error) return undefined;
  const ascii = asciiForm(domain, r.domain);
  return typeof ascii === 'string' ? { ascii, unicode: r.domain } : ascii;
}

/**
 * UTS #46 §4 step 1 removes the code points it ignores: removed here first, so that the mapping
 * reads only what stays (the same result; a name of a million soft hyphens costs one pass).
 */
function withoutIgnored(domain: string): string {
  let out = '';
  let last = 0;
  for (let i = 0; i < domain.length; i++) {
    const c = domain.codePointAt(i)!;
    const wide = c > 0xffff;
    if (c >= 0x80 && isIgnoredByIdna(c)) {
      out += domain.slice(last, i);
      last = i + (wide ? 2 : 1);
    }
    if (wide) i++;
  }
  return last === 0 ? domain : out + domain.slice(last);
}

/** {@link convertDomain}, its faults thrown. */
function processOrThrow(domain: string): { ascii: string; unicode: string } {
  const r = convertDomain(domain);
  if (r === undefined) return idnaErrors('INVALID_DOMAIN', domain, failAt(domain), 'host');
  if ('what' in r) return tooLong(domain, r);
  return r;
}

/** Where a domain name that UTS #46 refuses goes wrong: the first label refused on its own. */
function failAt(domain: string): number {
  let at = 0;
  for (const label of domain.split(/[.\u3002\uff0e\uff61]/)) {
    if (label !== '' && tr46.toASCII(label, OPTIONS) === null) return at;
    at += label.length + 1;
  }
  return 0;
}

/**
 * A domain name in its ASCII form (UTS #46 ToASCII, nontransitional, as browsers and Node's
 * `url.domainToASCII`): mapped (case folded, full-width forms and ideographic full stops
 * mapped), normalized to NFC, each non-ASCII label written as an A-label (`xn--…`). Throws
 * `UriError` `IDNA_INVALID_DOMAIN` when the name has no ASCII form (a disallowed character, a
 * label that breaks the bidi or joiner rules, an invalid A-label), at the first label refused;
 * `IDNA_TOO_LONG` when its ASCII form has a label over 63 octets or is over 253 (RFC 5890
 * §2.3.2.1, RFC 1035 §2.3.4; UTS #46 VerifyDnsLength, but for empty labels, which browsers
 * keep), told before any mapping when the text given is long enough to be sure of it.
 *
 * @example
 * ```ts
 * domainToAscii('Exämple.COM'); // 'xn--exmple-cua.com'
 * domainToAscii('faß.de'); // 'xn--fa-hia.de'
 * domainToAscii('evil。com'); // 'evil.com'
 * domainToAscii('xn--example-.org'); // throws IDNA_INVALID_DOMAIN
 * domainToAscii(`${'a'.repeat(64)}.com`); // throws IDNA_TOO_LONG
 * ```
 */
export function domainToAscii(domain: string): string {
  if (typeof domain !== 'string') {
    throw new UriError('INVALID_ARGUMENT', 'domainToAscii(domain: string)', '', 0);
  }
  return processOrThrow(domain).ascii;
}

/**
 * A domain name in its Unicode form (UTS #46 ToUnicode, nontransitional): A-labels decoded,
 * the rest mapped as by {@link domainToAscii}. Throws `UriError` `IDNA_INVALID_DOMAIN` when
 * the processing records an error (an A-label that decodes to nothing valid), `IDNA_TOO_LONG`
 * when its ASCII form breaks a DNS length, as {@link domainToAscii} (an A-label over 63
 * octets is refused before it is decoded).
 *
 * @example
 * ```ts
 * domainToUnicode('xn--exmple-cua.com'); // 'exämple.com'
 * domainToUnicode('xn--99zt52a.example.org'); // '納豆.example.org'
 * domainToUnicode('xn--example-.org'); // throws IDNA_INVALID_DOMAIN
 * domainToUnicode(`xn--${'99zt52a'.repeat(9)}`); // throws IDNA_TOO_LONG
 * ```
 */
export function domainToUnicode(domain: string): string {
  if (typeof domain !== 'string') {
    throw new UriError('INVALID_ARGUMENT', 'domainToUnicode(domain: string)', '', 0);
  }
  return processOrThrow(domain).unicode;
}

const hasAceLabel = (name: string) => /(^|\.)xn--/i.test(name);

/**
 * The IDNA mapping of reg-names for `@urikit/iri` (`iriToUri`, `uriToIri`, `normalizeIri`,
 * `equivalentIri`: the `hosts` option). `toAscii` percent-decodes the reg-name (strict UTF-8,
 * RFC 3987 §3.1 applies to the characters, escaped or not), then {@link domainToAscii}; a name
 * that maps to nothing, or to ASCII that no reg-name holds (a space, "%", "/"…), is refused
 * (`IDNA_INVALID_DOMAIN`). `toUnicode` only touches a name with an
 * A-label (§3.2: "MAY convert punycode-encoded domain name labels"), and only when ToUnicode
 * records no error and the name goes back to the same ASCII form; otherwise the name stays as
 * it is.
 *
 * @example
 * ```ts
 * iriToUri('http://exämple.com/ä', { hosts: idnaHosts }); // 'http://xn--exmple-cua.com/%C3%A4'
 * uriToIri('http://xn--rsum-bpad.example.org/', { hosts: idnaHosts }); // 'http://résumé.example.org/'
 * uriToIri('http://xn--example-.org/', { hosts: idnaHosts }); // 'http://xn--example-.org/'
 * ```
 */
export const idnaHosts: HostMapping = Object.freeze({
  toAscii(regName: string): string {
    const name = percentDecode(regName);
    const ascii = domainToAscii(name);
    // A name IDNA maps to nothing, or to ASCII no reg-name holds (U+3000 and U+00A0 map to
    // " ", "％" to "%"), is no domain name: refused, not escaped (RFC 3986 §3.2.2).
    let bad = ascii === '' && name !== '' ? 0 : -1;
    for (let i = 0; i < ascii.length && bad < 0; i++) if (!REG_NAME.test(ascii[i]!)) bad = i;
    if (bad >= 0)
      idnaErrors('INVALID_DOMAIN', regName, failAt(name), 'host', JSON.stringify(ascii));
    return ascii;
  },
  toUnicode(regName: string): string {
    requireString(regName, 'idnaHosts.toUnicode(regName: string)');
    // A name over a DNS length is no domain name (RFC 5890 §2.3.2.1): left as it is, undecoded,
    // told before anything else reads it.
    if (lengthFaultBefore(regName) !== undefined) return regName;
    if (!hasAceLabel(regName) || regName.indexOf('%') >= 0) return regName;
    const r = convertDomain(regName);
    if (r === undefined || 'what' in r) return regName;
    const again = convertDomain(r.unicode);
    if (again === undefined || 'what' in again || again.ascii !== r.ascii) return regName;
    return r.unicode;
  },
});

const REG_NAME = /[-.\w~!$&'()*+,;=]/;

function textOf(input: string | Uri | Iri): string {
  if (typeof input === 'string' || input instanceof Iri) return `${input}`;
  // A Uri by its brand (`instanceof Uri` never runs a Proxy's traps): a look-alike is refused.
  if (input instanceof Uri) return input.toString();
  throw invalidArgument('toAsciiHost(input: string | Uri | Iri)', input);
}

/**
 * A URI or IRI reference with its reg-name in ASCII form (IDNA, `idnaHosts.toAscii`) and its
 * other non-ASCII characters UTF-8 percent-encoded (RFC 3987 §3.1), as a core `Uri`: what a
 * registry compares so that an IDN and its A-label are one host (RFC 3987 §5.3.3).
 *
 * @example
 * ```ts
 * toAsciiHost('http://exämple.com/').toString(); // 'http://xn--exmple-cua.com/'
 * toAsciiHost('http://ex%C3%A4mple.com/').toString(); // 'http://xn--exmple-cua.com/'
 * const registry = createRegistry([http, https]);
 * registry.equivalent(toAsciiHost('http://exämple.com/'), toAsciiHost('http://xn--exmple-cua.com')); // true
 * ```
 */
export function toAsciiHost(input: string | Uri | Iri): Uri {
  const iri = input instanceof Iri ? input : textOf(input); // an Iri is not validated again
  return parseIri(iriToUri(iri, { hosts: idnaHosts })).toUri();
}

/**
 * The finding factory of {@link checkHost}; its codes are {@link IdnaFindingCode}, each with its
 * rule and severity.
 *
 * @example
 * ```ts
 * idnaFindings.codes.IDNA_INVALID_A_LABEL; // ['RFC 5890 §2.3.2.1', 'error']
 * ```
 */
export const idnaFindings = defineFindings('IDNA', {
  INVALID_DOMAIN: ['RFC 3987 §3.1', 'error'],
  INVALID_A_LABEL: ['RFC 5890 §2.3.2.1', 'error'],
  FULLWIDTH_DOT: ['RFC 3490 §3.1', 'warning'],
  MIXED_SCRIPT: ['RFC 3987 §7.5', 'warning'],
  CONFUSABLE: ['RFC 3986 §7.6', 'warning'],
  IGNORED_CHARACTER: ['RFC 3986 §7.6; UTS #46 §4 step 1', 'error'],
  TOO_LONG: ['RFC 5890 §2.3.2.1', 'error'],
});

/**
 * The codes {@link checkHost} reports:
 * - `IDNA_INVALID_DOMAIN` (error): the reg-name has no ASCII form (ToASCII fails, RFC 3987
 *   §3.1: "the IRI cannot be resolved");
 * - `IDNA_INVALID_A_LABEL` (error): an `xn--` label that is no A-label (RFC 5890 §2.3.2.1):
 *   Punycode that does not decode, decodes to ASCII only or to nothing (`xn--example-` is
 *   "example": CVE-2024-12224), or to a label UTS #46 refuses;
 * - `IDNA_FULLWIDTH_DOT` (warning): U+3002, U+FF0E or U+FF61, which IDNA reads as "."
 *   (RFC 3490 §3.1), so `evil。com` is `evil.com`;
 * - `IDNA_MIXED_SCRIPT` (warning): a label that mixes scripts (RFC 3987 §7.5), other than Latin
 *   with Han and Japanese kana, Bopomofo, or Hangul (UTS #39 "highly restrictive");
 * - `IDNA_CONFUSABLE` (warning): a label all of whose letters are Cyrillic or Greek letters that
 *   look like Latin ones (RFC 3986 §7.6), such as Cyrillic `аррӏе`, read "apple";
 * - `IDNA_IGNORED_CHARACTER` (error): a code point UTS #46 ignores (§4 Processing step 1:
 *   removed), such as the soft hyphen U+00AD or the word joiner U+2060, so that
 *   `loc%C2%ADalhost` is `localhost` to a resolver and a browser; the first one, by its number;
 * - `IDNA_TOO_LONG` (error): an ASCII form with a label over 63 octets or over 253 in all
 *   (RFC 5890 §2.3.2.1, RFC 1035 §2.3.4); then the labels are not read further.
 */
export type IdnaFindingCode =
  | 'IDNA_INVALID_DOMAIN'
  | 'IDNA_INVALID_A_LABEL'
  | 'IDNA_FULLWIDTH_DOT'
  | 'IDNA_MIXED_SCRIPT'
  | 'IDNA_CONFUSABLE'
  | 'IDNA_IGNORED_CHARACTER'
  | 'IDNA_TOO_LONG';

/**
 * Findings about the reg-name of a URI or IRI reference (a string, a `Uri` or an `Iri`; an
 * invalid one throws `UriError`): see {@link IdnaFindingCode}. Each finding points at the
 * label it is about (at the host when the host is percent-encoded). IP literals, IPv4 hosts
 * and empty hosts have none.
 *
 * @example
 * ```ts
 * checkHost('http://example.com/').length; // 0
 * checkHost('http://xn--example-.org/').map((f) => f.code); // ['IDNA_INVALID_A_LABEL']
 * checkHost('http://evil。com/').map((f) => f.code); // ['IDNA_FULLWIDTH_DOT']
 * checkHost('http://pаypal.com/').map((f) => f.code); // ['IDNA_MIXED_SCRIPT']
 * checkHost('http://аррӏе.com/').map((f) => f.code); // ['IDNA_CONFUSABLE']
 * ```
 */
export function checkHost(input: string | Uri | Iri): readonly SecurityFinding<IdnaFindingCode>[] {
  const iri = input instanceof Iri ? input : parseIri(textOf(input));
  const out: SecurityFinding<IdnaFindingCode>[] = [];
  const host = iri.host;
  if (iri.hostKind !== 'reg-name' || host === undefined || host === '') return Object.freeze(out);
  const start = iri.offsetOf('host');
  let name: string;
  try {
    name = percentDecode(host);
  } catch {
    return Object.freeze(out); // octets that are not UTF-8: not a domain name
  }
  // Offsets in the decoded name are offsets in the text only when nothing was escaped.
  const at = (i: number) => (name === host ? start + i : start);
  const ignored = firstIgnored(name);
  if (ignored >= 0) {
    const u = name.codePointAt(ignored)!.toString(16).toUpperCase().padStart(4, '0');
    out.push(idnaFindings('IGNORED_CHARACTER', at(ignored), 'host', `U+${u}`));
  }
  // RFC 5890 §2.3.2.1: told before the labels are decoded, so that their work stays bounded.
  const early = lengthFaultBefore(name);
  if (early !== undefined) {
    out.push(idnaFindings('TOO_LONG', at(early.index), 'host', LENGTH_RULE[early.what]));
    return Object.freeze(out);
  }
  let invalidLabel = false;
  let from = 0;
  for (let i = 0; i <= name.length; i++) {
    const c = name.charCodeAt(i);
    const dot = c === 0x3002 || c === 0xff0e || c === 0xff61;
    if (dot) out.push(idnaFindings('FULLWIDTH_DOT', at(i), 'host'));
    if (i < name.length && c !== 0x2e && !dot) continue;
    let label = name.slice(from, i);
    if (/^xn--/i.test(label)) {
      const r = tr46.toUnicode(label, OPTIONS);
      const ok = !r.error && tr46.toASCII(r.domain, OPTIONS) === label.toLowerCase();
      if (!ok) {
        invalidLabel = true;
        out.push(idnaFindings('INVALID_A_LABEL', at(from), 'host', JSON.stringify(label)));
      }
      label = ok ? r.domain : '';
    }
    const scripts = scriptsOf(label);
    if (scripts.mixed) {
      out.push(idnaFindings('MIXED_SCRIPT', at(from), 'host', scripts.names.join(' + ')));
    }
    const skeleton = confusableSkeleton(label);
    if (skeleton !== undefined) {
      out.push(idnaFindings('CONFUSABLE', at(from), 'host', `looks like "${skeleton}"`));
    }
    from = i + 1;
  }
  const whole = invalidLabel ? null : convertDomain(name);
  if (whole === undefined) out.push(idnaFindings('INVALID_DOMAIN', start, 'host'));
  else if (whole !== null && 'what' in whole) {
    out.push(idnaFindings('TOO_LONG', at(whole.index), 'host', LENGTH_RULE[whole.what]));
  }
  return Object.freeze(out);
}

/** Where the first code point UTS #46 ignores is in `name` (§4 step 1), or -1. */
function firstIgnored(name: string): number {
  for (let i = 0; i < name.length; i++) {
    const c = name.codePointAt(i)!;
    if (isIgnoredByIdna(c)) return i;
    if (c > 0xffff) i++;
  }
  return -1;
}
