/**
 * @urikit/telnet: the telnet URI scheme (RFC 4248, first RFC 1738 §3.8) as a urikit scheme
 * plugin: `telnet://<user>:<password>@<host>:<port>/`.
 * @packageDocumentation
 */
import {
  defineErrors,
  defineFindings,
  defineScheme,
  formatLogin,
  indexOfEscaped,
  readServer,
  schemeUri,
  serialize,
  type Uri,
} from '@urikit/core/plugin';

/**
 * The parts of a telnet URI (RFC 4248 §2). Absent is `undefined`; an empty user or password
 * (`telnet://@h`, `telnet://u:@h`) is `''` (RFC 1738 §3.1). Frozen.
 *
 * @example
 * ```ts
 * telnet.parse('telnet://joe:s%3Acret@H.example:2323/#x').password; // 's:cret'
 * telnet.parse('telnet://@h').user; // ''
 * telnet.parse('telnet://h').user; // undefined
 * ```
 */
export interface TelnetParts {
  /** The user name, percent-decoded (UTF-8). */
  readonly user?: string | undefined;
  /** The password, percent-decoded (UTF-8); only with a user. */
  readonly password?: string | undefined;
  /** The host as it stands in the authority (an IP-literal keeps its brackets), not decoded. */
  readonly host: string;
  /** The port as written, `undefined` when absent or empty (then 23 applies). */
  readonly port?: number | undefined;
  /** The fragment as written, without "#". */
  readonly fragment?: string | undefined;
}

const fail = defineErrors('TELNET', {
  INVALID_PATH: 'RFC 4248 §2',
  QUERY_NOT_ALLOWED: 'RFC 4248 §2',
  CONTROL_CHARACTER: 'RFC 1738 §6',
});

// telnet's own finding. A password (RFC 3986 §3.2.1, §7.5) and another port (RFC 1738 §6) are
// among the findings every scheme shares (`URI_…`), the core's, which `check` reports first.
const finding = defineFindings('TELNET', {
  CLEARTEXT: ['RFC 4248 §3', 'info'],
});

const CLEARTEXT = Object.freeze([finding('CLEARTEXT', 0, 'scheme')]);

// The octets that end or cut a line of the login dialogue: CR, LF, NUL (RFC 1738 §6).
const LINE_CONTROLS = Object.freeze([0x0d, 0x0a, 0x00]);

/**
 * The telnet scheme plugin (RFC 4248): default port 23, not hierarchical. `parse` refuses a
 * path other than `''` or `'/'`, a query, and a decoded CR, LF or NUL in the user or password;
 * `normalize` writes the canonical `/`; `check` reports cleartext, after the core's shared
 * findings (a password, another port, …).
 *
 * @example
 * ```ts
 * const registry = createRegistry([telnet]);
 * registry.normalize('TELNET://Host:23').toString(); // 'telnet://host/'
 * telnet.format({ user: 'a@b', host: 'h' }).toString(); // 'telnet://a%40b@h/'
 * ```
 */
export const telnet = defineScheme({
  name: 'telnet',
  defaultPort: 23,
  // RFC 1738 §2.3 names ftp, http and file as hierarchical; a telnet URL has no path at all.
  hierarchical: false,
  // RFC 4248 §2: the final "/" may be omitted; the normal form writes it.
  rules: { rootPath: true },
  errors: fail,
  findings: finding,
  parse(uri: Uri): TelnetParts {
    const { user, password, host, port } = readServer(uri, {
      rule: 'RFC 4248 §2',
      userinfo: 'login',
    });
    // RFC 1738 §6 (Rec.): a decoded CR, LF or NUL would reach the login prompt. A valid URI
    // writes them only as %0D, %0A, %00: the "%" is the offending character.
    const info = uri.userinfo;
    const control = info === undefined ? -1 : indexOfEscaped(info, LINE_CONTROLS);
    if (control >= 0) {
      fail('CONTROL_CHARACTER', uri, uri.offsetOf('userinfo') + control, 'userinfo');
    }
    // RFC 1738 §5: telneturl = "telnet://" login [ "/" ]. After an authority a path is empty or
    // starts with "/" (RFC 3986 §3.3): what follows that "/" is the offence.
    if (uri.path.length > 1) fail('INVALID_PATH', uri, uri.offsetOf('path') + 1, 'path');
    if (uri.query !== undefined) {
      fail('QUERY_NOT_ALLOWED', uri, uri.offsetOf('query') - 1, 'query');
    }
    // A fresh object: the core freezes it on its way to the user.
    return { user, password, host, port, fragment: uri.fragment };
  },
  format: (p: TelnetParts): Uri =>
    serialize({
      scheme: 'telnet',
      userinfo: formatLogin(p.user, p.password),
      host: p.host,
      port: p.port,
      path: '/',
      fragment: p.fragment,
    }),
  // RFC 4248 §3: telnet normally sends the login and the whole session in the clear.
  check: () => CLEARTEXT,
});

/**
 * What a telnet client connects to, and the login it may suggest (RFC 4248 §2). Frozen.
 *
 * @example
 * ```ts
 * const { host, port, loginHint } = toSession('telnet://joe@h:2323');
 * [host, port, loginHint?.user]; // ['h', 2323, 'joe']
 * ```
 */
export interface TelnetSession {
  /** The host to connect to: as in the parts, an IP-literal without its brackets. */
  readonly host: string;
  /** The port: the URI's, or 23. */
  readonly port: number;
  /**
   * The user name and password the URI suggests, `undefined` without a user. Advisory only
   * (RFC 4248 §2): show it to the person; never type it into the session automatically.
   */
  readonly loginHint: { readonly user: string; readonly password: string | undefined } | undefined;
}

/**
 * The connection target and the advisory login hint of a telnet URI (RFC 4248 §2), from text,
 * a `Uri` or parts (parts are checked as `format` does: a CR, LF or NUL is a `UriError`, never
 * sent).
 *
 * @example
 * ```ts
 * toSession('telnet://guest@[2001:db8::1]').host; // '2001:db8::1'
 * toSession('telnet://guest@h').loginHint; // { user: 'guest', password: undefined }
 * toSession({ host: 'h', port: 2323 }).port; // 2323
 * ```
 */
export function toSession(input: string | Uri | TelnetParts): TelnetSession {
  const p = telnet.parse(schemeUri(telnet, input));
  const { host, user } = p;
  return Object.freeze({
    host: host.startsWith('[') ? host.slice(1, -1) : host,
    port: p.port ?? 23,
    loginHint: user === undefined ? undefined : Object.freeze({ user, password: p.password }),
  });
}
