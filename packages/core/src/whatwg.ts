// "How would a browser read this?": the WHATWG URL Standard's reading of a URI (through the
// platform's own `URL`, no dependency) set against RFC 3986's, component by component. What
// either reading only re-spells (case, default ports, escapes of unreserved characters, "." and
// ".." segments, an empty http path) is not a difference; a different scheme, user, host, port,
// path, query or fragment is, and so is one reading refusing what the other accepts.

import { readOptions, WHATWG_OPTIONS } from './arguments.js';
import { type UriComponentName, UriError } from './errors.js';
import { parseIPv6 } from './ip.js';
import { normalize } from './normalize.js';
import { asUri, K_REFERENCE, K_URI } from './parse.js';
import { normalizeEscapes, percentDecode, percentDecodeBytes } from './percent.js';
import { resolve } from './resolve.js';
import type { Uri } from './uri.js';

/**
 * @internal The host (or user name) as a resolver reads it: escapes decoded as UTF-8, NFKC,
 * lower case, the ideographic full stop a dot (UTS #46). `undefined` when not UTF-8.
 */
export function readingOf(text: string): string | undefined {
  let s: string;
  try {
    s = percentDecode(text);
  } catch {
    return undefined;
  }
  return s.normalize('NFKC').toLowerCase().replaceAll('\u3002', '.');
}

/** Where the two readings differ: `'uri'` when one of them refuses the input. */
export interface WhatwgDifference {
  /** The component read differently, or `'uri'` when one reading refuses the input. */
  readonly component: UriComponentName | 'uri';
  /** The RFC 3986 reading (normalized, §6.2.2); for `'uri'`, the URI, `undefined` if refused. */
  readonly rfc3986: string | undefined;
  /** The WHATWG reading; for `'uri'`, the `href`, `undefined` if refused. */
  readonly whatwg: string | undefined;
}

/** What {@link compareWhatwg} found. */
export interface WhatwgComparison {
  /** `'unavailable'` when the platform has no global `URL`; then nothing else is known. */
  readonly status: 'same' | 'differs' | 'unavailable';
  /** The RFC 3986 reading (resolved against `base`), `undefined` when RFC 3986 refuses it. */
  readonly uri: Uri | undefined;
  /** Why RFC 3986 refuses the input (a `UriError`), else `undefined`. */
  readonly error: UriError | undefined;
  /** The WHATWG `href`, `undefined` when the WHATWG parser fails (or is unavailable). */
  readonly href: string | undefined;
  /** The components read differently, in URI order; empty when `status` is not `'differs'`. */
  readonly differences: readonly WhatwgDifference[];
}

/** Options of {@link compareWhatwg}. */
export interface WhatwgOptions {
  /** A base URI: the input is then a reference, resolved by RFC 3986 §5.2 and by WHATWG. */
  readonly base?: string | Uri | undefined;
  /** Accept an RFC 6874 zone identifier on the RFC 3986 side (WHATWG refuses them). */
  readonly allowZoneId?: boolean | undefined;
}

interface WhatwgUrl {
  readonly href: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
}
type UrlConstructor = new (input: string, base?: string) => WhatwgUrl;

// The special schemes of the URL Standard (§4.1) and their default ports.
const SPECIAL = new Map<string, number | undefined>([
  ['http', 80],
  ['https', 443],
  ['ws', 80],
  ['wss', 443],
  ['ftp', 21],
  ['file', undefined],
]);

// Escapes of unreserved characters decoded, the others' hex in upper case (§6.2.2.1-2); "/."
// before "//" dropped (both readings write it to keep a path from reading as an authority).
const form = (text: string): string => {
  const s = normalizeEscapes(text, true, true, false);
  return s.startsWith('/.//') ? s.slice(2) : s;
};
// The octets of decoded text, for userinfo (WHATWG encodes ";" "=" ":" that RFC 3986 allows).
const octets = (text: string): string => percentDecodeBytes(text).join();

const ascii = (s: string): boolean => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return false;
  return true;
};

// A host as both readings may write it: an IPv6 address by its pieces, a name label by label,
// decoded for a special scheme (WHATWG decodes, then applies IDNA). A label with non-ASCII text
// is taken to be its IDNA "xn--" form: such labels and the number of labels are compared, so
// "a%EF%BC%8Eb" (U+FF0E) is one label for RFC 3986 and two, "a.b", for WHATWG (UTS #46).
function hostKey(host: string, special: boolean): string {
  if (host.charCodeAt(0) === 0x5b) {
    const inner = host.slice(1, -1);
    return inner.startsWith('v') || inner.startsWith('V')
      ? host.toLowerCase()
      : `${parseIPv6(inner.split('%')[0]!)}`;
  }
  let text = normalizeEscapes(host, true, true, true);
  if (special) {
    try {
      text = percentDecode(text).toLowerCase();
    } catch {}
  }
  return text
    .split('.')
    .map((label) => (label.startsWith('xn--') || !ascii(label) ? 'xn--' : label))
    .join('.');
}

/**
 * How the WHATWG URL Standard (browsers, Node, Deno, Bun: the platform's global `URL`) reads
 * `input`, against RFC 3986: the components read differently (scheme, userinfo, host, port,
 * path, query, fragment), or one reading refusing what the other accepts (`component: 'uri'`).
 * Re-spellings are not differences: case, default ports, escapes of unreserved characters, dot
 * segments (`%2e` too), an empty path of a special scheme, IPv6 text, `file://localhost`.
 * `status` is `'unavailable'` where there is no global `URL`. With `base`, the input is a
 * reference resolved by each (RFC 3986 §5.2 strict). Throws only for an input that is not a
 * string or `Uri` (`INVALID_ARGUMENT`); a refused input is a result, not an error.
 *
 * @example
 * ```ts
 * compareWhatwg('http://0x7f.1/').differences; // [{ component: 'host', rfc3986: '0x7f.1', whatwg: '127.0.0.1' }]
 * compareWhatwg('http://example.com:80/a/%2e%2E/b').status; // 'same'
 * compareWhatwg('http://a\\b/').differences[0]?.component; // 'uri'
 * compareWhatwg('http://1.2.3.256/').href; // undefined
 * compareWhatwg('../g', { base: 'http://a/b/c/d' }).href; // 'http://a/b/g'
 * ```
 */
export function compareWhatwg(input: string | Uri, given?: WhatwgOptions): WhatwgComparison {
  const options = readOptions(given, WHATWG_OPTIONS, 'compareWhatwg');
  const base = options?.base;
  const zones = options?.allowZoneId === true;
  const ref = typeof input === 'string' ? input : asUri(input, K_REFERENCE, zones);
  if (base !== undefined && typeof base !== 'string') asUri(base, K_REFERENCE, zones);
  let uri: Uri | undefined;
  let error: UriError | undefined;
  try {
    uri =
      base === undefined ? asUri(ref, K_URI, zones) : resolve(base, ref, { allowZoneId: zones });
    if (uri.scheme === undefined) {
      throw new UriError(
        'MISSING_SCHEME',
        'RFC 3986 §3: a URI has a scheme',
        `${uri}`,
        0,
        'scheme',
      );
    }
  } catch (e) {
    if (!(e instanceof UriError)) throw e;
    uri = undefined;
    error = e;
  }
  const URL = (globalThis as { URL?: UrlConstructor }).URL;
  if (typeof URL !== 'function') {
    return Object.freeze({ status: 'unavailable', uri, error, href: undefined, differences: [] });
  }
  let url: WhatwgUrl | undefined;
  try {
    url = new URL(`${ref}`, base === undefined ? undefined : `${base}`);
  } catch {
    url = undefined;
  }
  const differences: WhatwgDifference[] = [];
  const differ = (component: WhatwgDifference['component'], a?: string, b?: string) =>
    differences.push(Object.freeze({ component, rfc3986: a, whatwg: b }));
  if (uri === undefined || url === undefined) {
    if (uri !== url) differ('uri', uri?.toString(), url?.href);
  } else {
    const n = normalize(uri);
    const scheme = n.scheme!;
    const special = SPECIAL.has(scheme);
    const def = SPECIAL.get(scheme);
    const href = url.href;
    const hash = href.indexOf('#');
    const before = hash < 0 ? href : href.slice(0, hash);
    const q = before.indexOf('?');
    if (url.protocol !== `${scheme}:`) differ('scheme', scheme, url.protocol.slice(0, -1));
    const ui = n.userinfo ?? '';
    const colon = ui.indexOf(':');
    const user = colon < 0 ? ui : ui.slice(0, colon);
    const password = colon < 0 ? '' : ui.slice(colon + 1);
    if (octets(user) !== octets(url.username) || octets(password) !== octets(url.password)) {
      const w = url.username + (url.password ? `:${url.password}` : '');
      differ('userinfo', n.userinfo, w || undefined);
    }
    // RFC 8089 §2: "localhost" is the empty authority of a file URI, as in WHATWG.
    let host = n.hostText ?? '';
    if (scheme === 'file' && host === 'localhost') host = '';
    if (hostKey(host, special) !== hostKey(url.hostname, special)) {
      differ('host', n.hostText, url.hostname);
    }
    const port = n.portNumber ?? def;
    if (port !== (url.port === '' ? def : Number(url.port))) {
      differ('port', n.port, url.port || undefined);
    }
    const path = special && n.path === '' ? '/' : n.path;
    if (form(path) !== form(url.pathname)) differ('path', n.path, url.pathname);
    // WHATWG escapes "'" in the query of a special scheme (the special-query percent-encode set).
    const query = n.query === undefined || !special ? n.query : n.query.replaceAll("'", '%27');
    const wq = q < 0 ? undefined : before.slice(q + 1);
    if (query === undefined ? wq !== undefined : wq === undefined || form(query) !== form(wq)) {
      differ('query', n.query, wq);
    }
    const wf = hash < 0 ? undefined : href.slice(hash + 1);
    const f = n.fragment;
    if (f === undefined ? wf !== undefined : wf === undefined || form(f) !== form(wf)) {
      differ('fragment', f, wf);
    }
  }
  return Object.freeze({
    status: differences.length > 0 ? 'differs' : 'same',
    uri,
    error,
    href: url?.href,
    differences: Object.freeze(differences),
  });
}
