// The attack classes every scheme shares (RFC 3986 §7, RFC 1738 §6), in one place: each plugin's
// `check` (and `registry.check`) reports them before the scheme's own findings, so that no
// plugin writes one of these rules again. The host is read as a resolver and a WHATWG parser
// read it (escapes decoded, the UTS #46 mapping: ignored code points removed, full-width forms
// and other code points mapped to ASCII mapped; IPv4 numbers in every C spelling), so that "is
// this host internal?" gets the resolver's answer.

import { CHECK_OPTIONS, readOptions } from './arguments.js';
import { findOctet } from './blocks.js';
import {
  defineFindings,
  type SecurityFinding,
  type Severity,
  type UriComponentName,
} from './errors.js';
import { readHost } from './host-reading.js';
import { parseIPv6 } from './ip.js';
import { asUri, K_REFERENCE } from './parse.js';
import { percentDecodeBytes } from './percent.js';
import type { Uri } from './uri.js';
import { compareWhatwg, readingOf } from './whatwg.js';

/**
 * The findings of {@link inspect}, every scheme's `check` and `registry.check`, with the rule
 * and severity of each (`uriFindings.codes.URI_PASSWORD` is `['RFC 3986 §7.5', 'warning']`).
 * SECURITY.md at the root of the repository has the table, an example of each and the schemes
 * each applies to.
 *
 * @example
 * ```ts
 * uriFindings.codes.URI_AMBIGUOUS_IPV4; // ['RFC 3986 §7.4', 'error']
 * uriFindings('PASSWORD', 9, 'userinfo').message; // 'RFC 3986 §7.5: password'
 * ```
 */
export const uriFindings = defineFindings('URI', {
  DECEPTIVE_USERINFO: ['RFC 3986 §7.6', 'error'],
  PASSWORD: ['RFC 3986 §7.5', 'warning'],
  AMBIGUOUS_IPV4: ['RFC 3986 §7.4', 'error'],
  IPV4_IN_IPV6: ['RFC 4291 §2.5.5', 'warning'],
  LOOPBACK: ['RFC 1122 §3.2.1.3, RFC 4291 §2.5.3, RFC 6761 §6.3', 'warning'],
  PRIVATE_ADDRESS: ['RFC 1918 §3, RFC 6598 §7, RFC 4193 §3', 'warning'],
  LINK_LOCAL: ['RFC 3927 §2.1, RFC 4291 §2.5.6', 'warning'],
  UNSPECIFIED_ADDRESS: ['RFC 1122 §3.2.1.3, RFC 4291 §2.5.2', 'warning'],
  ENCODED_HOST_ASCII: ['RFC 3986 §3.2.2', 'error'],
  HOST_NOT_UTF8: ['RFC 3986 §3.2.2', 'error'],
  IGNORED_HOST_CHARACTER: ['RFC 3986 §7.6; UTS #46 §4 step 1', 'error'],
  ENCODED_DOT_SEGMENT: ['RFC 3986 §7.3', 'error'],
  DOUBLE_ENCODED: ['RFC 3986 §2.4', 'warning'],
  ENCODED_CONTROL: ['RFC 3986 §7.2, §7.3', 'error'],
  NON_DEFAULT_PORT: ['RFC 1738 §6', 'info'],
  OTHER_PROTOCOL_PORT: ['RFC 3986 §7.2', 'error'],
  WHATWG_DIFFERS: ['RFC 3986 §3', 'warning'],
  WHATWG_UNAVAILABLE: ['RFC 3986 §3', 'info'],
} satisfies Record<string, readonly [`RFC ${number} §${string}`, Severity]>);

/**
 * The codes of the findings every scheme shares (`URI_…`), a union: `switch (f.code)` narrows.
 *
 * @example
 * ```ts
 * const code: UriFindingCode = inspect('http://[::1]/')[0]!.code;
 * code; // 'URI_LOOPBACK'
 * ```
 */
export type UriFindingCode = keyof typeof uriFindings.codes;
type Short = UriFindingCode extends `URI_${infer S}` ? S : never;

/** Options of {@link inspect}. */
export interface InspectOptions {
  /**
   * The scheme's default port (RFC 3986 §6.2.3): `URI_NON_DEFAULT_PORT` and
   * `URI_OTHER_PROTOCOL_PORT` need it, and are not reported without it.
   */
  readonly defaultPort?: number | undefined;
  /**
   * Also compare with the WHATWG URL reading (`compareWhatwg`): `URI_WHATWG_DIFFERS` for each
   * component read differently, `URI_WHATWG_UNAVAILABLE` where the platform has no `URL`.
   * Off by default: the check stays cheap.
   */
  readonly whatwg?: boolean | undefined;
  /** Accept an RFC 6874 zone identifier in string input (as `parse`). */
  readonly allowZoneId?: boolean | undefined;
}

/**
 * The security findings every scheme shares, for a URI or relative reference (RFC 3986 §7,
 * RFC 1738 §6): a user name that reads as a host (§7.6), a password (§7.5), a host that a
 * resolver or a browser reads as an IPv4 address written otherwise than in four decimals
 * (§7.4), an IPv4 address inside an IPv6 one, loopback, private, link-local and unspecified
 * addresses in any spelling (the same answer as the resolver's: `0x7f.1`, `2130706433`,
 * `[::ffff:127.0.0.1]`, `localhost` are loopback; code points UTS #46 ignores, such as the soft
 * hyphen in `loc%C2%ADalhost`, are removed first and reported), escaped delimiters and non-UTF-8
 * octets in a reg-name, encoded dot segments and double escapes in a path, an encoded CR, LF or NUL in any
 * component, and, given the scheme's default port, the port of another protocol. Frozen, each
 * with its `index` and `component`, in text order. `registry.check` and every plugin's `check`
 * report these first. Throws `UriError` for an input that is not a URI reference.
 *
 * @example
 * ```ts
 * inspect('http://0x7f.1/').map((f) => f.code); // ['URI_AMBIGUOUS_IPV4', 'URI_LOOPBACK']
 * inspect('http://[::ffff:10.0.0.1]/').map((f) => f.code); // ['URI_IPV4_IN_IPV6', 'URI_PRIVATE_ADDRESS']
 * inspect('ftp://h:25/', { defaultPort: 21 })[0]?.code; // 'URI_OTHER_PROTOCOL_PORT'
 * inspect('http://loc%C2%ADalhost/').map((f) => f.code); // ['URI_LOOPBACK', 'URI_IGNORED_HOST_CHARACTER']
 * inspect('http://example.com/a/b'); // []
 * ```
 */
export function inspect(
  input: string | Uri,
  options?: InspectOptions,
): readonly SecurityFinding<UriFindingCode>[] {
  const o = readOptions(options, CHECK_OPTIONS, 'inspect');
  return findingsOf(asUri(input, K_REFERENCE, o?.allowZoneId === true), o);
}

// Ports above the reserved space (RFC 1738 §6) of services that read a request line of another
// protocol as their own commands, and that cross-protocol requests are known to be aimed at:
// MySQL, PostgreSQL, Redis, IRC, FastCGI/PHP-FPM, Zabbix agent, memcached.
const PROTOCOL_PORTS = [3306, 5432, 6379, 6667, 9000, 10050, 11211];

// CR, LF, NUL: "protocol delimiters" (§7.2) and the end of a C string (§7.3).
const isControl = (o: number): boolean => o === 13 || o === 10 || o === 0;

// The WHATWG IPv4 number parser (URL Standard §3.5; inet_aton(3)): "0x" hex, "0" octal, else
// decimal; `undefined` when not a number.
function ipv4Part(s: string): number | undefined {
  let radix = 10;
  if (s[0] === '0' && s[1] === 'x') {
    radix = 16;
    s = s.slice(2);
  } else if (s.length > 1 && s[0] === '0') {
    radix = 8;
    s = s.slice(1);
  }
  let value = 0;
  for (const ch of s) {
    const digit = Number.parseInt(ch, radix);
    if (Number.isNaN(digit)) return undefined;
    value = value * radix + digit;
  }
  return value;
}

/**
 * @internal How a WHATWG parser and inet_aton read a host (after {@link readHost}): when its
 * last label "ends in a number" (URL Standard §3.5), the address as a 32-bit number, or -1 when
 * it is no address (WHATWG refuses the host); `undefined` when it is a name.
 */
export function ipv4Of(name: string): number | undefined {
  const parts = name.split('.');
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  const last = parts[parts.length - 1]!;
  if (last === '' || (!/^\d+$/.test(last) && ipv4Part(last) === undefined)) return undefined;
  if (parts.length > 4) return -1;
  let address = 0;
  for (let i = 0; i < parts.length; i++) {
    const n = parts[i] === '' ? undefined : ipv4Part(parts[i]!);
    if (n === undefined) return -1;
    if (i < parts.length - 1) {
      if (n > 255) return -1;
      address += n * 256 ** (3 - i);
    } else {
      if (n >= 256 ** (4 - i)) return -1;
      address += n;
    }
  }
  return address;
}

const dotted = (a: number): string =>
  `${a >>> 24}.${(a >>> 16) & 255}.${(a >>> 8) & 255}.${a & 255}`;

// The special-purpose class of an IPv4 address (RFC 6890 §2.2.2), or undefined.
function classOf4(a: number): Short | undefined {
  const x = a >>> 24;
  const y = (a >>> 16) & 255;
  if (x === 127) return 'LOOPBACK';
  if (x === 0) return 'UNSPECIFIED_ADDRESS';
  if (x === 169 && y === 254) return 'LINK_LOCAL';
  // RFC 1918 §3: 10/8, 172.16/12, 192.168/16; RFC 6598 §7: 100.64/10 (shared, carrier side).
  if (
    x === 10 ||
    (x === 172 && (y & 0xf0) === 16) ||
    (x === 192 && y === 168) ||
    (x === 100 && (y & 0xc0) === 64)
  ) {
    return 'PRIVATE_ADDRESS';
  }
  return undefined;
}

/** What a finding is reported with: its code, place, component and the text it is about. */
type Add = (
  code: Short,
  at: number | undefined,
  component: UriComponentName | undefined,
  detail?: string,
) => void;

/** @internal {@link inspect} on a `Uri`, leaving out the codes in `skip` (a plugin's). */
export function findingsOf(
  uri: Uri,
  options?: InspectOptions,
  skip?: readonly string[],
): readonly SecurityFinding<UriFindingCode>[] {
  const out: SecurityFinding<UriFindingCode>[] = [];
  const add: Add = (code, at, component, detail) => {
    if (skip === undefined || !skip.includes(`URI_${code}`)) {
      out.push(uriFindings(code, at, component, detail));
    }
  };
  userinfoFindings(uri, add);
  hostFindings(uri, add);
  portFindings(uri, options, add);
  pathFindings(uri, add);
  controlFindings(uri, add);
  if (options?.whatwg === true) whatwgFindings(uri, add);
  // In text order; at one place, in the order above.
  return Object.freeze(out.sort((a, b) => (a.index ?? 0) - (b.index ?? 0)));
}

// §7.6, §3.2.1: a user name that reads as a host, a password.
function userinfoFindings(uri: Uri, add: Add): void {
  const ui = uri.userinfo;
  if (ui !== undefined) {
    const at = uri.offsetOf('userinfo');
    const colon = ui.indexOf(':');
    // §7.6: "cnn.example.com&story=breaking_news@10.0.0.1": a user name that reads as a host.
    const user = readingOf(colon < 0 ? ui : ui.slice(0, colon));
    if (user !== undefined && (user.includes('.') || user === 'localhost')) {
      add('DECEPTIVE_USERINFO', at, 'userinfo');
    }
    // §3.2.1: an empty string after the ":" is no password.
    if (colon >= 0 && colon < ui.length - 1) add('PASSWORD', at + colon + 1, 'userinfo');
  }
}

// §7.4, RFC 6890: the host's address class, written plainly or in disguise.
function hostFindings(uri: Uri, add: Add): void {
  const host = uri.host;
  if (!host) return;
  const at = uri.offsetOf('host');
  const kind = uri.hostKind;
  if (kind === 'ipv4') addressFinding(add, classOf4(ipv4Of(host)!), at, host);
  else if (kind === 'ipv6') ipv6Findings(host, at, add);
  else if (kind === 'reg-name') regNameFindings(host, at, add);
}

const addressFinding = (add: Add, code: Short | undefined, at: number, text: string): void => {
  if (code !== undefined) add(code, at, 'host', text);
};

// RFC 4291: the IPv6 address classes, and an IPv4 address inside one.
function ipv6Findings(host: string, at: number, add: Add): void {
  const zone = host.indexOf('%');
  const p = parseIPv6(zone < 0 ? host : host.slice(0, zone))!;
  const v4 = (p[6]! << 16) | p[7]!;
  const head = p[0]! | p[1]! | p[2]! | p[3]! | p[4]!;
  // §2.5.5.2 ::ffff:0:0/96 mapped; §2.5.5.1 ::/96 compatible, its IPv4 address not 0/8.
  if (head === 0 && (p[5] === 0xffff || (p[5] === 0 && v4 >>> 24 !== 0))) {
    add('IPV4_IN_IPV6', at, 'host', dotted(v4));
    addressFinding(add, classOf4(v4), at, dotted(v4));
  } else if (head === 0 && p[5] === 0 && v4 >>> 0 < 2) {
    addressFinding(add, v4 === 1 ? 'LOOPBACK' : 'UNSPECIFIED_ADDRESS', at, host);
  } else if ((p[0]! & 0xffc0) === 0xfe80) {
    add('LINK_LOCAL', at, 'host', host);
  } else if ((p[0]! & 0xfe00) === 0xfc00) {
    add('PRIVATE_ADDRESS', at, 'host', host);
  }
}

// §3.2.2, §7.4: a reg-name as the resolver reads it.
function regNameFindings(host: string, at: number, add: Add): void {
  // §3.2.2, §2.3: escapes in a reg-name are for the UTF-8 octets of non-ASCII text. An ASCII
  // character escaped ("%2E", "%40", "%61"), or written as one NFKC maps to ASCII (U+FF0E,
  // U+FF41), is hidden from a reader of the text and read by the resolver. CR, LF and NUL
  // are URI_ENCODED_CONTROL's.
  let hidden = -1;
  let escapes = 0;
  for (let i = host.indexOf('%'); i >= 0; i = host.indexOf('%', i + 3)) {
    const o = Number.parseInt(host.slice(i + 1, i + 3), 16);
    if (hidden < 0 && o < 0x80 && !isControl(o)) hidden = i;
    escapes++;
  }
  // The name as the resolver reads it (URL Standard §3.5, UTS #46 §4 step 1 and §5): a code
  // point UTS #46 ignores ("loc%C2%ADalhost", "127.0.0.1%EF%BB%BF") is removed, one it maps
  // to ASCII letters, digits or dots ("%EF%BC%91" U+FF11) mapped, before the address is read.
  const reading = readHost(host);
  const name = reading?.name;
  if (name === undefined) add('HOST_NOT_UTF8', at + host.indexOf('%'), 'host');
  else if (hidden < 0) {
    // NFKC maps to ASCII all UTS #46 maps there and more ("＠", "／"): ASCII in disguise.
    const folded = readingOf(host) ?? '';
    let ascii = 0;
    for (let i = 0; i < folded.length; i++) {
      const c = folded.charCodeAt(i);
      if (c < 0x80 && !isControl(c)) ascii++;
    }
    if (ascii > host.length - 3 * escapes) hidden = host.indexOf('%');
  }
  // §7.4: "0x7f.1", "2130706433", "0177.0.0.1", "127.1", "1.2.3.256": not dotted decimal.
  const a = ipv4Of(name ?? host.toLowerCase());
  if (a !== undefined) {
    add('AMBIGUOUS_IPV4', at, 'host', a < 0 ? 'no address' : dotted(a));
    if (a >= 0) addressFinding(add, classOf4(a), at, dotted(a));
  } else if (/(^|\.)localhost\.?$/.test(name ?? '')) {
    add('LOOPBACK', at, 'host', name);
  }
  if (hidden >= 0) add('ENCODED_HOST_ASCII', at + hidden, 'host');
  if (reading !== undefined && reading.ignoredAt >= 0) {
    const u = reading.ignored.toString(16).toUpperCase().padStart(4, '0');
    add('IGNORED_HOST_CHARACTER', at + reading.ignoredAt, 'host', `U+${u}`);
  }
}

// RFC 1738 §6: the port of another protocol, or another port than the scheme's.
function portFindings(uri: Uri, options: InspectOptions | undefined, add: Add): void {
  const port = uri.portNumber;
  const standard = options?.defaultPort;
  if (port !== undefined && standard !== undefined && port !== standard) {
    const other = port < 1024 || PROTOCOL_PORTS.includes(port);
    add(
      other ? 'OTHER_PROTOCOL_PORT' : 'NON_DEFAULT_PORT',
      uri.offsetOf('port'),
      'port',
      `${port}`,
    );
  }
}

// §7.3: an escaped dot segment, a double-encoded escape.
function pathFindings(uri: Uri, add: Add): void {
  const path = uri.path;
  const pathAt = uri.offsetOf('path');
  for (let from = 0; from <= path.length; ) {
    const slash = path.indexOf('/', from) >>> 0;
    const segment = path.slice(from, slash);
    if (segment.includes('%') && decodesToDotSegment(segment)) {
      add('ENCODED_DOT_SEGMENT', pathAt + from, 'path');
      break;
    }
    from = slash + 1;
  }
  for (let i = path.indexOf('%25'); i >= 0; i = path.indexOf('%25', i + 1)) {
    if (/^[0-9a-f]{2}$/i.test(path.slice(i + 3, i + 5))) {
      add('DOUBLE_ENCODED', pathAt + i, 'path');
      break;
    }
  }
}

// §7.3: an encoded CR, LF, NUL or other control in any component.
function controlFindings(uri: Uri, add: Add): void {
  for (const c of ['userinfo', 'host', 'path', 'query', 'fragment'] as const) {
    const text = c === 'host' ? uri.hostText : uri[c];
    const i = text === undefined ? -1 : findOctet(text, isControl);
    if (i >= 0) add('ENCODED_CONTROL', uri.offsetOf(c) + i, c, text!.slice(i, i + 3));
  }
}

// Where this runtime's WHATWG URL reads the text otherwise.
function whatwgFindings(uri: Uri, add: Add): void {
  const w = compareWhatwg(uri);
  if (w.status === 'unavailable') add('WHATWG_UNAVAILABLE', undefined, undefined);
  for (const d of w.differences) {
    const c = d.component === 'uri' ? undefined : d.component;
    const text = (v: string | undefined) => (v === undefined ? 'none' : JSON.stringify(v));
    add(
      'WHATWG_DIFFERS',
      c === undefined ? 0 : uri.offsetOf(c),
      c,
      c === undefined
        ? 'the WHATWG URL parser refuses it'
        : `${c} ${text(d.rfc3986)} → ${text(d.whatwg)}`,
    );
  }
}

// Whether a path segment holding escapes decodes to a dot segment, or to text with one between
// "/" or "\" (RFC 3986 §7.3: "%2e%2e", ".%2E", "..%2f", "%c0%ae%c0%ae" in overlong UTF-8).
function decodesToDotSegment(segment: string): boolean {
  const octets = percentDecodeBytes(segment);
  let dots = 0;
  let other = false;
  for (let k = 0; k <= octets.length; k++) {
    let o = octets[k];
    // Overlong UTF-8 "." "/" "\" (C0 AE, C0 AF, C1 9C), which lenient decoders accept.
    const next = octets[k + 1];
    if ((o === 0xc0 && (next === 0xae || next === 0xaf)) || (o === 0xc1 && next === 0x9c)) {
      o = next === 0xae ? 0x2e : 0x2f;
      k++;
    }
    if (o === undefined || o === 0x2f || o === 0x5c) {
      if (!other && (dots === 1 || dots === 2)) return true;
      dots = 0;
      other = false;
    } else if (o === 0x2e) {
      dots++;
    } else {
      other = true;
    }
  }
  return false;
}
