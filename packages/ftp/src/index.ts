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

// A message names the rule and the code: "RFC 1738 §3.2.2: invalid typecode" for
// FTP_INVALID_TYPECODE at "1738 3.2.2". `input` is the URI (or the text) that broke it.
const fail = (
  code: string,
  section: string,
  input: string | Uri,
  at: number,
  component?: UriComponentName,
): never => {
  throw new UriError(`FTP_${code}`, message(code, section), `${input}`, at, component);
};
const message = (code: string, section: string): string =>
  `RFC ${section.replace(' ', ' §')}: ${code.replaceAll('_', ' ').toLowerCase()}`;

// RFC 1738 §6, RFC 959 §4.1.3: a command line ends at CRLF, so a CR, LF (or NUL) inside an
// argument would end it early and start another command. In URI text they can only be written
// %0D, %0A, %00; every character of the userinfo and the path ends up in an argument. Returns
// the offset of the first of them in the userinfo, else in the path, or -1.
const injection = ({ userinfo = '', path, authority = '' }: Uri): number => {
  const i = userinfo.search(/%0[0ad]/i);
  const j = path.search(/%0[0ad]/i);
  return i < 0 ? (j < 0 ? j : 6 + authority.length + j) : 6 + i;
};

// Percent-decoding of a part that is there (`undefined` stays so); the text is known to be UTF-8.
const decode = <T extends string | undefined>(s: T): T => (s && percentDecode(s)) as T;

function read(uri: Uri): FtpParts {
  const { hostText: host, userinfo, port: digits, portNumber: port, path, authority } = uri;
  // RFC 1738 §3.2, §5: ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]. The scheme is
  // "ftp" in some case, so the userinfo starts at offset 6.
  if (authority === undefined) fail('MISSING_AUTHORITY', '1738 3.2', uri, 4, 'host');
  const pathAt = 6 + (authority as string).length;
  // RFC 1738 §3.1: the host is required.
  if (!host) fail('EMPTY_HOST', '1738 3.1', uri, 7 + (userinfo?.length ?? -1), 'host');
  // RFC 1738 §3.2.2: "The components are decoded prior to their use in the FTP protocol."
  // Decoded octets must be UTF-8 (RFC 3986 §2.5); others are an error, the bytes stay in the
  // Uri. No UTF-8 sequence holds a "/" or ":" octet: checking a run of parts at once checks each
  // part, and the error points at the "%" that starts the bad sequence.
  const utf8 = (raw: string, at: number, component: UriComponentName) => {
    try {
      percentDecode(raw);
    } catch (e) {
      fail('INVALID_TEXT', '3986 2.5', uri, at + (e as UriError).index, component);
    }
  };
  utf8(userinfo ?? '', 6, 'userinfo');
  // RFC 3986 §3.2.3, §6.2.3: an empty port is none; RFC 9293 §3.1: a port has 16 bits.
  if ((port as number) > 65535) {
    fail('INVALID_PORT', '9293 3.1', uri, pathAt - (digits as string).length, 'port');
  }
  // RFC 1738 §3.2 has no query: a "?" in a name is written %3F.
  if (uri.query !== undefined) {
    fail('QUERY_NOT_ALLOWED', '1738 3.2', uri, pathAt + path.length, 'query');
  }
  // RFC 1738 §3.1: user [ ":" password ] "@"; a ":" inside either is encoded.
  const [, user, password] = userinfo?.match(/^([^:]*)(?::(.*))?$/) ?? [];
  // RFC 1738 §3.2.2: the url-path follows the "/" that ends the authority; an omitted url-path
  // reads like an empty one.
  const directories = path.split('/').slice(1);
  const last = directories.pop() ?? '';
  const lastAt = path.length - last.length;
  utf8(path.slice(0, lastAt), pathAt, 'path');
  // RFC 1738 §3.2.2: ";type=<typecode>" ends the last segment (a ";" in a name is encoded); the
  // last ";type=" counts. RFC 1738 §5: ftptype = "A" | "I" | "D" | "a" | "i" | "d"; RFC 959
  // §5.3: "A" is "a".
  const [, name = last, code] = last.match(/^(.*);type=(.*)$/) ?? [];
  if (code !== undefined && !/^[aid]$/i.test(code)) {
    fail('INVALID_TYPECODE', '1738 3.2.2', uri, pathAt + path.length - code.length, 'path');
  }
  utf8(name, pathAt + lastAt, 'path');
  return freeze({
    user: decode(user),
    password: decode(password),
    host: host as string,
    port,
    directories: freeze(directories.map(decode) as string[]),
    name: decode(name),
    typecode: code?.toLowerCase() as FtpTypecode | undefined,
    fragment: uri.fragment,
  });
}

// RFC 1738 §3.1: ":", "@" and "/" in a user or password are encoded; §3.2.2: "/" and ";" in a
// name or cwd are encoded. percentEncode does the rest of each set.
const encode = (value: string, component: EncodeComponent, also: string): string =>
  percentEncode(value, component).replaceAll(also, encodeURIComponent(also));

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
  format({ user, password, host, port, directories, name, typecode, fragment }: FtpParts): Uri {
    if (password !== undefined && user === undefined) {
      fail('PASSWORD_WITHOUT_USER', '1738 3.1', password, 0);
    }
    const uri = serialize({
      scheme: 'ftp',
      userinfo:
        user === undefined
          ? user
          : encode(user, 'userinfo', ':') +
            (password === undefined ? '' : `:${encode(password, 'userinfo', ':')}`),
      host,
      // As text, so that serialize checks it is digits (RFC 3986 §3.2.3).
      port: port?.toString(),
      path: `/${[...directories, name].map((s) => encode(s, 'segment', ';')).join('/')}${typecode ? `;type=${typecode}` : ''}`,
      fragment,
    });
    // The ftp rules (empty host, port range, typecode) are the parser's: read the result back.
    read(uri);
    return uri;
  },
  normalize(uri: Uri): Uri {
    // RFC 3986 §6.2.3 with RFC 1738 §3.2; returns `uri` itself when nothing changes.
    const { hostText: host, port, portNumber: n, path } = uri;
    const out = uri.with({
      // RFC 3986 §6.2.2.1: scheme and host are case-insensitive, percent-encoding hex upper-case.
      scheme: 'ftp',
      host: host?.toLowerCase().replace(/%../g, (h) => h.toUpperCase()),
      // RFC 3986 §6.2.3, RFC 1738 §3.2: an empty port and 21 go; a decimal port loses its
      // leading zeros (RFC 3986 §3.2.3); one out of range is left for parse to reject.
      port: n === undefined || n === 21 ? undefined : n > 65535 ? port : `${n}`,
      // RFC 1738 §3.2.2: an omitted url-path is an empty one; RFC 959 §5.3: "I" is "i".
      path:
        host !== undefined && path === ''
          ? '/'
          : path.replace(/;type=[AID]$/, (t) => t.toLowerCase()),
    });
    return out.equals(uri) ? uri : out;
  },
  check(uri: Uri): readonly SecurityFinding[] {
    const { password, port, directories, name } = read(uri);
    const findings: SecurityFinding[] = [];
    const add = (code: string, section: string, severity: Severity = 'warning') =>
      findings.push(freeze({ code: `FTP_${code}`, message: message(code, section), severity }));
    // RFC 1738 §6, RFC 3986 §7.5: the password is exposed.
    if (password !== undefined) add('PASSWORD', '1738 6');
    if (injection(uri) >= 0) add('COMMAND_INJECTION', '1738 6', 'error');
    // RFC 1738 §6: the port of another protocol.
    if ((port as number) < 1024 && port !== 21) add('WELL_KNOWN_PORT', '1738 6');
    // RFC 1738 §3.2.2: "CWD .." leaves the directory the URI seems to name.
    if (`/${[...directories, name].join('/')}/`.includes('/../'))
      add('PARENT_DIRECTORY', '1738 3.2.2');
    return freeze(findings);
  },
});

/** The `Uri` of `input`, which must be an ftp URI (RFC 1738 §3.2; the scheme in any case). */
const ftpUri = (input: string | Uri): Uri => {
  const uri = typeof input === 'string' ? parse(input, { kind: 'uri' }) : input;
  if (uri.scheme?.toLowerCase() !== 'ftp') fail('WRONG_SCHEME', '1738 3.2', uri, 0, 'scheme');
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
  const { user, password, directories, name, typecode } = read(uri);
  const at = injection(uri);
  if (at >= 0) fail('COMMAND_INJECTION', '1738 6', uri, at);
  // RFC 1738 §3.2.1: the anonymous convention, only when the caller asks for it.
  const anonymous = user === undefined && options?.anonymous;
  const [login, pass] = anonymous
    ? ['anonymous', anonymous === true ? undefined : anonymous.password]
    : [user, password];
  // A password given by the caller is sent as it is: a raw CR, LF or NUL in it is refused too.
  const k = pass?.search(/[\r\n\0]/) ?? -1;
  if (k >= 0) fail('COMMAND_INJECTION', '1738 6', pass as string, k);
  const out: FtpCommand[] = [];
  const add = (command: FtpCommand['command'], argument?: string) =>
    out.push(freeze(argument === undefined ? { command } : { command, argument }));
  if (login !== undefined) add('USER', login);
  if (pass !== undefined) add('PASS', pass);
  for (const directory of directories) add('CWD', directory);
  if (typecode === 'a' || typecode === 'i') add('TYPE', typecode.toUpperCase());
  add(typecode === 'd' || !name ? 'NLST' : 'RETR', name || undefined);
  return freeze(out);
}
