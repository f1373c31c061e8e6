/**
 * @urikit/ftp: the ftp URI scheme of RFC 1738 §3.2, read with the generic syntax of RFC 3986.
 * @packageDocumentation
 */
import {
  defineScheme,
  type EncodeComponent,
  parse,
  percentDecode,
  percentEncode,
  type SecurityFinding,
  type Severity,
  serialize,
  type Uri,
  type UriComponentName,
  UriError,
} from '@urikit/core';

/**
 * The `;type=` code of RFC 1738 §3.2.2: `'a'` (ASCII), `'i'` (image, binary) or `'d'` (directory
 * listing). Always lower-case in parts: `;type=I` is read as `'i'` (RFC 959 §5.3 treats `A`
 * and `a` alike).
 *
 * @example
 * ```ts
 * const code: FtpTypecode | undefined = parseFtp('ftp://h/f.zip;type=I').typecode // 'i'
 * ```
 */
export type FtpTypecode = 'a' | 'i' | 'd';

/**
 * The parts of an ftp URI (RFC 1738 §3.2): `ftp://<user>:<password>@<host>:<port>/<cwd1>/…/<cwdN>/<name>;type=<typecode>`.
 * `user`, `password`, `directories` and `name` are percent-decoded text; `host` and `fragment`
 * are the text as written in the URI. Absent is `undefined`, never `''` (RFC 1738 §3.1:
 * `ftp://@host.com/` has an empty user, `ftp://host.com/` has none).
 *
 * @example
 * ```ts
 * parseFtp('ftp://myname@host.dom/%2Fetc/motd')
 * // { user: 'myname', password: undefined, host: 'host.dom', port: undefined,
 * //   directories: ['/etc'], name: 'motd', typecode: undefined, fragment: undefined }
 * ```
 */
export interface FtpParts {
  /** The user name, decoded; `''` when empty (`ftp://@h/`), `undefined` when absent. */
  readonly user?: string | undefined;
  /** The password, decoded; `''` when empty (`ftp://u:@h/`). Needs a `user` (RFC 1738 §3.1). */
  readonly password?: string | undefined;
  /** The host as written (an IP-literal keeps its brackets), never empty. */
  readonly host: string;
  /** The port, `undefined` when absent or empty: then 21 applies (RFC 1738 §3.2). */
  readonly port?: number | undefined;
  /** Each `<cwd>` segment, decoded: one `CWD` each, in order (RFC 1738 §3.2.2); may be `''`. */
  readonly directories: readonly string[];
  /** The last segment without `;type=`, decoded; `''` for a directory (trailing "/"). */
  readonly name: string;
  /** The transfer type, `undefined` when `;type=` is absent (RFC 1738 §3.2.3). */
  readonly typecode?: FtpTypecode | undefined;
  /** The fragment as written, without "#" (RFC 3986 §3.5: not sent to the server). */
  readonly fragment?: string | undefined;
}

/**
 * One FTP command (RFC 959 §4.1) of the sequence an ftp URI stands for (RFC 1738 §3.2.1, §3.2.2).
 *
 * @example
 * ```ts
 * const [first]: readonly FtpCommand[] = commands('ftp://h/pub/f;type=a')
 * first // { command: 'CWD', argument: 'pub' }
 * ```
 */
export interface FtpCommand {
  readonly command: 'USER' | 'PASS' | 'CWD' | 'TYPE' | 'RETR' | 'NLST';
  /** The argument, decoded; absent for an `NLST` of the current directory. */
  readonly argument?: string;
}

/**
 * Options of {@link commands}.
 *
 * @example
 * ```ts
 * const options: FtpCommandOptions = { anonymous: { password: 'me@example.org' } }
 * commands('ftp://h/f', options) // USER anonymous, PASS me@example.org, RETR f
 * ```
 */
export interface FtpCommandOptions {
  /**
   * The anonymous convention of RFC 1738 §3.2.1, applied only when the URI has no user:
   * `{ password }` sends `USER anonymous` then `PASS <password>` (the user's e-mail address);
   * `true` sends `USER anonymous` alone (answer the server's password request yourself).
   * Without it, a URI without a user gives no `USER`/`PASS` at all.
   */
  readonly anonymous?: boolean | { readonly password: string } | undefined;
}

const freeze = Object.freeze;

const fail = (
  code: string,
  rule: string,
  text: string,
  at: number,
  component?: UriComponentName,
): never => {
  throw new UriError(`FTP_${code}`, `RFC ${rule}`, text, at, component);
};

// RFC 1738 §3.2.2: "The components are decoded prior to their use in the FTP protocol." Decoded
// octets must be UTF-8 (RFC 3986 §2.5); others are an error, the bytes stay in the Uri.
const decode = (text: string, raw: string, at: number, component: UriComponentName): string => {
  try {
    return percentDecode(raw);
  } catch (e) {
    return fail(
      'INVALID_TEXT',
      '3986 §2.5: not UTF-8',
      text,
      at + (e as UriError).index,
      component,
    );
  }
};

// RFC 1738 §6, RFC 959 §4.1.3: a command line ends at CRLF, so a CR, LF (or NUL) inside an
// argument would end it early and start another command.
const control = (s: string): boolean => s.includes('\r') || s.includes('\n') || s.includes('\0');

function read(uri: Uri): FtpParts {
  const text = uri.toString();
  const { hostText: host, userinfo, port: portText, path } = uri;
  // RFC 1738 §3.2, §5: ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]. The scheme is
  // "ftp" in some case, so the authority starts at offset 6.
  if (host === undefined)
    return fail('MISSING_AUTHORITY', '1738 §3.2: ftp://host', text, 4, 'host');
  const pathAt = 6 + (uri.authority as string).length;
  // RFC 1738 §3.1: the host is required.
  if (host === '') {
    const at = pathAt - (portText === undefined ? 0 : portText.length + 1);
    fail('EMPTY_HOST', '1738 §3.1: empty host', text, at, 'host');
  }
  let user: string | undefined;
  let password: string | undefined;
  if (userinfo !== undefined) {
    // RFC 1738 §3.1: user [ ":" password ] "@"; a ":" inside either is encoded.
    const colon = userinfo.indexOf(':');
    user = decode(text, colon < 0 ? userinfo : userinfo.slice(0, colon), 6, 'userinfo');
    if (colon >= 0) password = decode(text, userinfo.slice(colon + 1), 7 + colon, 'userinfo');
  }
  // RFC 3986 §3.2.3, §6.2.3: an empty port is none; RFC 9293 §3.1: a port has 16 bits.
  const port = portText ? Number(portText) : undefined;
  if (port !== undefined && port > 65535) {
    fail(
      'INVALID_PORT',
      '9293 §3.1: port > 65535',
      text,
      pathAt - (portText as string).length,
      'port',
    );
  }
  // RFC 1738 §3.2 has no query: a "?" in a name is written %3F.
  if (uri.query !== undefined) {
    fail('QUERY_NOT_ALLOWED', '1738 §3.2: no query', text, pathAt + path.length, 'query');
  }
  const directories: string[] = [];
  let name = '';
  let typecode: FtpTypecode | undefined;
  // RFC 1738 §3.2.2: the url-path follows the "/" that ends the authority; an omitted url-path
  // reads like an empty one.
  if (path !== '') {
    const segments = path.slice(1).split('/');
    let last = segments.pop() as string;
    let i = pathAt + 1;
    for (const segment of segments) {
      directories.push(decode(text, segment, i, 'path'));
      i += segment.length + 1;
    }
    // RFC 1738 §3.2.2: ";type=<typecode>" ends the last segment (a ";" in a name is encoded).
    // RFC 1738 §5: ftptype = "A" | "I" | "D" | "a" | "i" | "d"; RFC 959 §5.3: "A" is "a".
    const k = last.lastIndexOf(';type=');
    if (k >= 0) {
      const code = last.slice(k + 6).toLowerCase();
      if (code.length !== 1 || !'aid'.includes(code)) {
        fail('INVALID_TYPECODE', '1738 §3.2.2: typecode a, i or d', text, i + k + 6, 'path');
      }
      typecode = code as FtpTypecode;
      last = last.slice(0, k);
    }
    name = decode(text, last, i, 'path');
  }
  return freeze({
    user,
    password,
    host,
    port,
    directories: freeze(directories),
    name,
    typecode,
    fragment: uri.fragment,
  });
}

// RFC 1738 §3.1: ":", "@" and "/" in a user or password are encoded; §3.2.2: "/" and ";" in a
// name or cwd are encoded. percentEncode does the rest of each set.
const encode = (value: string, component: EncodeComponent, also: string): string =>
  percentEncode(value, component).replaceAll(also, also === ':' ? '%3A' : '%3B');

/**
 * The ftp scheme plugin (RFC 1738 §3.2): default port 21, relative resolution applies.
 *
 * @example
 * ```ts
 * const registry = createRegistry([ftp])
 * registry.parse('ftp://ftp.is.co.za/rfc/rfc1808.txt').parts.directories // ['rfc']
 * ftp.format({ host: 'host.dom', directories: ['/etc'], name: 'motd' }).toString()
 * // 'ftp://host.dom/%2Fetc/motd'
 * ftp.normalize?.(parse('FTP://Host.COM:21')).toString() // 'ftp://host.com/'
 * ```
 */
export const ftp = defineScheme({
  name: 'ftp',
  defaultPort: 21,
  parse: read,
  format(parts: FtpParts): Uri {
    const { user, password, port, typecode } = parts;
    if (password !== undefined && user === undefined) {
      fail('PASSWORD_WITHOUT_USER', '1738 §3.1: password needs user', password, 0);
    }
    const uri = serialize({
      scheme: 'ftp',
      userinfo:
        user === undefined
          ? user
          : encode(user, 'userinfo', ':') +
            (password === undefined ? '' : `:${encode(password, 'userinfo', ':')}`),
      host: parts.host,
      // As text, so that serialize checks it is digits (RFC 3986 §3.2.3).
      port: port === undefined ? port : `${port}`,
      path: `/${[...parts.directories, parts.name].map((s) => encode(s, 'segment', ';')).join('/')}${typecode ? `;type=${typecode}` : ''}`,
      fragment: parts.fragment,
    });
    // The ftp rules (empty host, port range, typecode) are the parser's: read the result back.
    read(uri);
    return uri;
  },
  normalize(uri: Uri): Uri {
    // RFC 3986 §6.2.3 with RFC 1738 §3.2; returns `uri` itself when nothing changes.
    const { hostText: host, port, path } = uri;
    const code = path.slice(-1);
    const changes = {
      // RFC 3986 §6.2.2.1: scheme and host are case-insensitive, percent-encoding hex upper-case.
      scheme: 'ftp',
      host: host
        ?.split('%')
        .map((s, i) =>
          i ? s.slice(0, 2).toUpperCase() + s.slice(2).toLowerCase() : s.toLowerCase(),
        )
        .join('%'),
      // RFC 3986 §6.2.3, RFC 1738 §3.2: an empty port and 21 go; a decimal port loses its
      // leading zeros (RFC 3986 §3.2.3); one out of range is left for parse to reject.
      port:
        port === '' || Number(port) === 21
          ? undefined
          : port && Number(port) <= 65535
            ? `${Number(port)}`
            : port,
      // RFC 1738 §3.2.2: an omitted url-path is an empty one; RFC 959 §5.3: "I" is "i".
      path:
        host !== undefined && path === ''
          ? '/'
          : path.endsWith(`;type=${code}`) && 'AID'.includes(code)
            ? path.slice(0, -1) + code.toLowerCase()
            : path,
    };
    return changes.scheme === uri.scheme &&
      changes.host === host &&
      changes.port === port &&
      changes.path === path
      ? uri
      : uri.with(changes);
  },
  check(uri: Uri): readonly SecurityFinding[] {
    const { user, password, port, directories, name } = read(uri);
    const path = [...directories, name];
    const findings: SecurityFinding[] = [];
    const add = (code: string, severity: Severity, rule: string) =>
      findings.push(freeze({ code: `FTP_${code}`, message: `RFC ${rule}`, severity }));
    if (password !== undefined) add('PASSWORD', 'warning', '1738 §6, 3986 §7.5: password in URI');
    if ([`${user}${password}`, ...path].some(control)) {
      add('COMMAND_INJECTION', 'error', '1738 §6: CR, LF or NUL in an FTP command');
    }
    if (port !== undefined && port !== 21 && port < 1024) {
      add('WELL_KNOWN_PORT', 'warning', '1738 §6: port of another protocol');
    }
    if (path.some((s) => `/${s}/`.includes('/../'))) {
      add('PARENT_DIRECTORY', 'warning', '1738 §3.2.2: CWD .. leaves the directory');
    }
    return freeze(findings);
  },
});

/** The `Uri` of `input`, which must be an ftp URI (RFC 1738 §3.2; the scheme in any case). */
const ftpUri = (input: string | Uri): Uri => {
  const uri = typeof input === 'string' ? parse(input, { kind: 'uri' }) : input;
  if (uri.scheme?.toLowerCase() !== 'ftp') {
    fail('WRONG_SCHEME', '1738 §3.2: not ftp', uri.toString(), 0, 'scheme');
  }
  return uri;
};

/**
 * Parses an ftp URI (text or `Uri`) into its {@link FtpParts}. Throws `UriError`: the RFC 3986
 * codes of `parse`, or `FTP_*` codes (see the README).
 *
 * @example
 * ```ts
 * parseFtp('ftp://info.cern.ch/pub/www/doc;type=d').typecode // 'd'
 * parseFtp('ftp://@host.com/').user                        // ''
 * parseFtp('ftp://host.com/').user                         // undefined
 * ```
 */
export function parseFtp(input: string | Uri): FtpParts {
  return read(ftpUri(input));
}

/** Offset of the first %0D, %0A or %00 in `s`, or -1 (RFC 1738 §6). */
const controlAt = (s: string): number => {
  for (let i = s.indexOf('%0'); i >= 0; i = s.indexOf('%0', i + 1)) {
    if ('0aAdD'.includes(s.charAt(i + 2))) return i;
  }
  return -1;
};

/**
 * The FTP commands an ftp URI stands for (RFC 1738 §3.2.1, §3.2.2): `USER` and `PASS` when the
 * URI has a user (or `options.anonymous` applies), one `CWD` per directory (an empty one too:
 * how a server takes an empty `CWD` is its own affair), `TYPE A`/`TYPE I` for `;type=a`/`i`,
 * then `RETR <name>`, or `NLST [<name>]` for `;type=d` or an empty name. Throws `UriError`
 * `FTP_COMMAND_INJECTION` when a decoded argument holds CR, LF or NUL (RFC 1738 §6), with the
 * index of its `%0D`/`%0A`/`%00`.
 *
 * @example
 * ```ts
 * commands('ftp://myname@host.dom/%2Fetc/motd')
 * // [{ command: 'USER', argument: 'myname' }, { command: 'CWD', argument: '/etc' },
 * //  { command: 'RETR', argument: 'motd' }]
 * commands('ftp://host.dom/pub/;type=d', { anonymous: { password: 'me@example.org' } })
 * // USER anonymous, PASS me@example.org, CWD pub, NLST
 * ```
 */
export function commands(input: string | Uri, options?: FtpCommandOptions): readonly FtpCommand[] {
  const uri = ftpUri(input);
  const parts = read(uri);
  const out: FtpCommand[] = [];
  const add = (command: FtpCommand['command'], argument?: string) => {
    if (argument !== undefined && control(argument)) {
      // RFC 1738 §6: point at the %0D, %0A or %00 in the userinfo or the path.
      const text = uri.toString();
      const raw = uri.userinfo ?? '';
      const i = controlAt(raw);
      const j = controlAt(uri.path);
      const at = i >= 0 ? 6 + i : j >= 0 ? 6 + (uri.authority as string).length + j : -1;
      fail(
        'COMMAND_INJECTION',
        '1738 §6: CR, LF or NUL in an FTP command',
        at < 0 ? argument : text,
        Math.max(at, 0),
      );
    }
    out.push(freeze(argument === undefined ? { command } : { command, argument }));
  };
  const anonymous = options?.anonymous;
  let { user, password } = parts;
  const { typecode, name } = parts;
  // RFC 1738 §3.2.1: the anonymous convention, only when the caller asks for it.
  if (user === undefined && anonymous) {
    user = 'anonymous';
    password = anonymous === true ? undefined : anonymous.password;
  }
  if (user !== undefined) add('USER', user);
  if (password !== undefined) add('PASS', password);
  for (const directory of parts.directories) add('CWD', directory);
  if (typecode === 'a' || typecode === 'i') add('TYPE', typecode.toUpperCase());
  if (typecode === 'd' || name === '') add('NLST', name || undefined);
  else add('RETR', name);
  return freeze(out);
}
