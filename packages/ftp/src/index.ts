/**
 * @urikit/ftp: the ftp URI scheme of RFC 1738 §3.2, read with RFC 3986 and RFC 959.
 * @packageDocumentation
 */
import {
  decodeIn,
  defineErrors,
  defineFindings,
  defineScheme,
  type ErrorCodesOf,
  type FindingCodesOf,
  formatLogin,
  normalizePercentEncoding,
  percentEncode,
  readServer,
  schemeUri,
  serialize,
  type Uri,
  type UriComponentName,
} from '@urikit/core/plugin';

/**
 * The transfer type of `;type=<typecode>` (RFC 1738 §3.2.2): `'a'` (ASCII), `'i'` (image,
 * binary) or `'d'` (directory listing). Lower case in parts: RFC 959 §5.3 reads `A` as `a`.
 *
 * @example
 * ```ts
 * const code: FtpTypecode | undefined = ftp.parse('ftp://h/f.zip;type=I').typecode;
 * code; // 'i'
 * ```
 */
export type FtpTypecode = 'a' | 'i' | 'd';

/**
 * The parts of an ftp URI (RFC 1738 §3.2):
 * `ftp://<user>:<password>@<host>:<port>/<cwd1>/…/<cwdN>/<name>;type=<typecode>`. User,
 * password, directories and name are percent-decoded (UTF-8); host and fragment are as written.
 * Absent is `undefined`, empty is `''` (RFC 1738 §3.1: `ftp://@host.com/` has an empty user,
 * `ftp://host.com/` none). Frozen.
 *
 * @example
 * ```ts
 * const parts: FtpParts = ftp.parse('ftp://myname@host.dom/%2Fetc/motd');
 * parts.directories; // ['/etc']
 * parts.name; // 'motd'
 * ```
 */
export interface FtpParts {
  /** The user name, decoded; `''` when empty (`ftp://@h/`), `undefined` when absent. */
  readonly user?: string | undefined;
  /** The password, decoded; `''` when empty (`ftp://u:@h/`); needs a user (RFC 1738 §3.1). */
  readonly password?: string | undefined;
  /** The host as it stands in the authority (`[::1]` keeps its brackets); never empty. */
  readonly host: string;
  /** The port; `undefined` when absent or empty, and then 21 applies (RFC 1738 §3.2). */
  readonly port?: number | undefined;
  /** Each `<cwd>`, decoded: one `CWD` each, in order (RFC 1738 §3.2.2); may be `''`. */
  readonly directories: readonly string[];
  /** The last segment without `;type=…`, decoded; `''` for a directory (trailing "/"). */
  readonly name: string;
  /** The transfer type, `undefined` without `;type=` (RFC 1738 §3.2.3). */
  readonly typecode?: FtpTypecode | undefined;
  /** The fragment as written, without "#" (RFC 3986 §3.5: never sent to the server). */
  readonly fragment?: string | undefined;
}

/**
 * One FTP command (RFC 959 §4.1) of the sequence an ftp URI stands for (RFC 1738 §3.2.1,
 * §3.2.2).
 *
 * @example
 * ```ts
 * const [first]: readonly FtpCommand[] = commands('ftp://h/pub/f;type=a');
 * first; // { command: 'CWD', argument: 'pub' }
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
 * const options: FtpCommandOptions = { anonymous: { password: 'me@example.org' } };
 * commands('ftp://h/f', options).length; // 3
 * ```
 */
export interface FtpCommandOptions {
  /**
   * The anonymous convention of RFC 1738 §3.2.1, applied only when the URI has no user:
   * `{ password }` sends `USER anonymous` then `PASS <password>` (the user's e-mail address);
   * `true` sends `USER anonymous` alone. Without it, a URI without a user sends neither.
   */
  readonly anonymous?: boolean | { readonly password: string } | undefined;
}

const freeze = Object.freeze;

const fail = defineErrors('FTP', {
  QUERY_NOT_ALLOWED: 'RFC 1738 §3.2',
  INVALID_TYPECODE: 'RFC 1738 §3.2.2',
  COMMAND_INJECTION: 'RFC 1738 §6',
});

// ftp's own findings. A password (RFC 3986 §7.5) and a port of another protocol (RFC 1738 §6)
// are among the findings every scheme shares (`URI_…`), the core's, which `check` reports first.
const finding = defineFindings('FTP', {
  COMMAND_INJECTION: ['RFC 1738 §6', 'error'],
  PARENT_DIRECTORY: ['RFC 1738 §3.2.2', 'warning'],
});

// RFC 1738 §6, RFC 959 §5.3: a command line ends at CRLF, so a CR, LF (or NUL) in an
// argument ends it early and starts another command. In a URI they are written %0D, %0A, %00
// (any case). Returns the offset of the first in `text`, or -1.
// CORE-CANDIDATE: every plugin of a line-based protocol (gopher, telnet, nntp) needs "where is
// the first escape of CR, LF or NUL in this component".
const lineBreak = (text = ''): number => {
  for (let i = text.indexOf('%0'); i >= 0; i = text.indexOf('%0', i + 1)) {
    // The next character is a hex digit (RFC 3986 §2.1); 0x20 folds its case.
    const c = text.charCodeAt(i + 2) | 0x20;
    if (c === 0x30 || c === 0x61 || c === 0x64) return i;
  }
  return -1;
};

// Where the first line break of a command argument stands in the URI: every character of the
// userinfo and of the path ends up in an argument, none of the host or fragment does.
const injection = (uri: Uri): [number, UriComponentName] | undefined => {
  const i = lineBreak(uri.userinfo);
  if (i >= 0) return [uri.offsetOf('userinfo') + i, 'userinfo'];
  const j = lineBreak(uri.path);
  return j < 0 ? undefined : [uri.offsetOf('path') + j, 'path'];
};

// The url-path of RFC 1738 §3.2.2 for these parts: "/" before each cwd and the name, ";"
// escaped in them as "/" is (both reserved, "must be encoded"), "?" and "%" as RFC 3986 needs,
// every other character literal; then ";type=<typecode>". `format` writes it, `normalize`
// rewrites a path into it (normalPath).
const writePath = (directories: readonly string[], name: string, typecode?: string): string => {
  let path = '';
  for (const segment of directories) path += `/${percentEncode(segment, 'segment', ';')}`;
  path += `/${percentEncode(name, 'segment', ';')}`;
  return typecode === undefined ? path : `${path};type=${typecode}`;
};

// Where a ";type=<typecode>" written as is (RFC 1738 §5: "A" | "I" | "D" | "a" | "i" | "d")
// ends the last segment of `path`, or -1. After the core's step (escapes of unreserved
// characters decoded) a typecode is always written so; in parse, most often.
const typecodeAt = (path: string): number => {
  const n = path.length;
  const code = path.charCodeAt(n - 1) | 0x20;
  return (code === 0x61 || code === 0x69 || code === 0x64) &&
    path.startsWith(';type=', n - 7) &&
    path.lastIndexOf('/') < n - 7
    ? n - 7
    : -1;
};

// RFC 1738 §3.1 login by the core's rules: user and password split at the first ":" and each
// decoded, the host, a port of at most 65535.
const SERVER = { rule: 'RFC 1738 §3.2', userinfo: 'login' } as const;

// The directories of a url-path with one segment or none.
const NONE: readonly string[] = freeze([]);

/**
 * The ftp scheme plugin (RFC 1738 §3.2): default port 21, hierarchical. Its methods take text
 * or a `Uri` and run the whole route (RFC 3986, then the ftp rules): `parse`, `tryParse`,
 * `format`, `normalize`, `normalizeWithReport`, `equivalent`, `check`.
 *
 * @example
 * ```ts
 * ftp.parse('ftp://ftp.is.co.za/rfc/rfc1808.txt').directories; // ['rfc']
 * ftp.format({ host: 'host.dom', directories: ['/etc'], name: 'motd' }).toString(); // 'ftp://host.dom/%2Fetc/motd'
 * ftp.normalize('FTP://Host.COM:21').toString(); // 'ftp://host.com/'
 * ftp.equivalent('ftp://h/f;type=I', 'ftp://H:21/f;type=i'); // true
 * ftp.parse('http://h/x'); // throws WRONG_SCHEME
 * ```
 */
export const ftp = defineScheme({
  name: 'ftp',
  defaultPort: 21,
  // RFC 1738 §3.2.2: the url-path and its "/" may be omitted; both forms send the same
  // commands, "/" is the one written.
  rules: { rootPath: true },
  errors: fail,
  findings: finding,
  parse(uri: Uri): FtpParts {
    // RFC 1738 §3.2, §5: ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]], login being
    // §3.1's [ user [ ":" password ] "@" ] host [ ":" port ]; user and password decoded.
    // (RFC 3986 §3.2.1 lets a raw ":" follow the first: it is the password's.)
    const { user, password, host, port } = readServer(uri, SERVER);
    // RFC 1738 §3.2 has no query; under RFC 3986 §3.4 a "?" starts one (in a name it is %3F).
    if (uri.query !== undefined) fail('QUERY_NOT_ALLOWED', uri, uri.offsetOf('query') - 1, 'query');
    // RFC 1738 §3.2.2: <cwd1>/…/<cwdN>/<name>, each decoded before use; an omitted url-path
    // reads as an empty one. After an authority the path is empty or starts with "/".
    const path = uri.path;
    const n = path.length;
    const directories: string[] = [];
    let name = '';
    let typecode: FtpTypecode | undefined;
    if (n > 0) {
      // One pass: the segments between the "/", each decoded where it holds an escape, and
      // whether the last one holds a ";".
      let from = 1;
      let escaped = false;
      let semicolon = false;
      for (let i = 1; i < n; i++) {
        const c = path.charCodeAt(i);
        if (c === 0x2f) {
          directories.push(escaped ? decodeIn(uri, 'path', from, i) : path.slice(from, i));
          from = i + 1;
          escaped = semicolon = false;
        } else if (c === 0x25) escaped = true;
        else if (c === 0x3b) semicolon = true;
      }
      // RFC 1738 §3.2.2: ";type=<typecode>" ends the last segment (a ";" inside a name is
      // encoded); RFC 959 §5.3 reads "A" as "a".
      if (semicolon) {
        typecode =
          typecodeAt(path) < 0
            ? typecodeOf(uri, path, from)
            : (path[n - 1]!.toLowerCase() as FtpTypecode);
      }
      // The decoded ";type=X" is 7 characters; without escapes it is written so.
      if (!escaped) name = path.slice(from, typecode === undefined ? n : n - 7);
      else {
        name = decodeIn(uri, 'path', from);
        if (typecode !== undefined) name = name.slice(0, -7);
      }
    }
    // A fresh object: the core freezes it on its way to the user.
    return {
      user,
      password,
      host,
      port,
      directories: directories.length === 0 ? NONE : freeze(directories),
      name,
      typecode,
      fragment: uri.fragment,
    };
  },
  format({ user, password, host, port, directories, name, typecode, fragment }: FtpParts): Uri {
    // RFC 1738 §3.2.2: the typecode is one of "a", "i", "d" (lower case in parts, as parse gives
    // them); any other text would be written after ";type=" and read back as more of the path
    // ("a/../x" as directories, "d;type=a" as another name), steering the commands.
    if (typecode !== undefined && !isTypecode(typecode)) {
      fail(
        'INVALID_TYPECODE',
        typeof typecode === 'string' ? typecode : typeof typecode,
        0,
        'path',
      );
    }
    return serialize({
      scheme: 'ftp',
      // RFC 1738 §3.1: ":", "@" and "/" in a user or password are encoded.
      userinfo: formatLogin(user, password),
      host,
      port,
      path: writePath(directories, name, typecode),
      fragment,
    });
  },
  check({ directories, name }: FtpParts, uri: Uri) {
    const out = [];
    // RFC 1738 §6: an encoded CR, LF or NUL that reaches a command (see commands()).
    const at = injection(uri);
    if (at) out.push(finding('COMMAND_INJECTION', ...at));
    // RFC 1738 §3.2.2: a decoded ".." step (also %2E%2E, or %2F..%2F inside one cwd) makes
    // "CWD .." leave the directory the URI seems to name. At the first such segment.
    const path = uri.path;
    let from = 1;
    for (let k = 0; k <= directories.length; k++) {
      const segment = k < directories.length ? directories[k]! : name;
      if (segment.includes('..') && `/${segment}/`.includes('/../')) {
        out.push(finding('PARENT_DIRECTORY', uri.offsetOf('path') + from, 'path'));
        break;
      }
      from = path.indexOf('/', from) + 1;
    }
    return freeze(out);
  },
});

// RFC 1738 §3.2.2: the typecodes of parts, "a", "i" or "d" (RFC 959 §5.3 reads "A" as "a").
const isTypecode = (value: unknown): value is FtpTypecode =>
  value === 'a' || value === 'i' || value === 'd';

// RFC 1738 §3.2.2: the typecode of a last segment (path[from…]) with a ";" that does not end in
// ";type=X" as written: the last ";type=" counts, its literal matched as written but for escapes
// of unreserved characters, which are those characters (RFC 3986 §2.3, §6.2.2.2: ";%74ype=%61"
// is ";type=a"; ";" and "=" are reserved, "%3B" and "%3D" are data).
function typecodeOf(uri: Uri, path: string, from: number): FtpTypecode | undefined {
  const last = normalizePercentEncoding(path.slice(from));
  const cut = last.lastIndexOf(';type=');
  if (cut < 0) return undefined;
  const code = last.slice(cut + 6);
  // RFC 1738 §5: ftptype = "A" | "I" | "D" | "a" | "i" | "d"; RFC 959 §5.3: "A" is "a".
  if (code.length !== 1 || 'aidAID'.indexOf(code) < 0) {
    // The code starts after the "=" of that ";type=", whose ";" has as many ";" after it in
    // the text as written.
    let j = path.length;
    for (let k = code.split(';').length; k > 0; k--) j = path.lastIndexOf(';', j - 1);
    fail('INVALID_TYPECODE', uri, uri.offsetOf('path') + path.indexOf('=', j) + 1, 'path');
  }
  return code.toLowerCase() as FtpTypecode;
}

/**
 * The error codes of the ftp plugin (the core's codes come on top).
 *
 * @example
 * ```ts
 * const r = ftp.tryParse('ftp://h/f;type=x');
 * if (!r.ok) r.error.code; // 'FTP_INVALID_TYPECODE'
 * ```
 */
export type FtpErrorCode = ErrorCodesOf<typeof ftp>;

/**
 * The codes of ftp's own findings; `ftp.check` reports the core's shared ones
 * (`UriFindingCode`: a password, a port of another protocol, …) before them.
 *
 * @example
 * ```ts
 * const codes: (FtpFindingCode | UriFindingCode)[] = check(ftp, 'ftp://u:p@h/a/../f').map((f) => f.code);
 * codes; // ['URI_PASSWORD', 'FTP_PARENT_DIRECTORY']
 * ```
 */
export type FtpFindingCode = FindingCodesOf<typeof ftp>;

/**
 * The FTP commands an ftp URI stands for (RFC 1738 §3.2.1, §3.2.2), read from text, a `Uri`
 * or parts: `USER` and `PASS` when the URI has a user (or `options.anonymous` applies), one
 * `CWD` per directory (an empty one too), `TYPE A`/`TYPE I` for `;type=a`/`i`, then
 * `RETR <name>`, or `NLST [<name>]` for `;type=d` or an empty name. Frozen. Throws `UriError`:
 * the codes of `ftp.parse`, and `FTP_COMMAND_INJECTION` when an argument would hold CR, LF or
 * NUL (RFC 1738 §6), at the `%0D`/`%0A`/`%00` (for the anonymous password, at the character).
 *
 * @example
 * ```ts
 * commands('ftp://myname@host.dom/%2Fetc/motd'); // [{ command: 'USER', argument: 'myname' }, { command: 'CWD', argument: '/etc' }, { command: 'RETR', argument: 'motd' }]
 * commands('ftp://host.dom/pub/;type=d', { anonymous: { password: 'me@example.org' } }).map((c) => c.command); // ['USER', 'PASS', 'CWD', 'NLST']
 * commands('ftp://h/a%0D%0ADELE%20b'); // throws FTP_COMMAND_INJECTION
 * ```
 */
export function commands(
  input: string | Uri | FtpParts,
  options?: FtpCommandOptions,
): readonly FtpCommand[] {
  const uri = schemeUri(ftp, input);
  const { user, password, directories, name, typecode } = ftp.parse(uri);
  const at = injection(uri);
  if (at) fail('COMMAND_INJECTION', uri, ...at);
  // RFC 1738 §3.2.1: the anonymous convention, only when the caller asks for it.
  const anonymous = user === undefined && options?.anonymous;
  const login = anonymous ? 'anonymous' : user;
  const pass = anonymous ? (anonymous === true ? undefined : anonymous.password) : password;
  // A password given by the caller is sent as it is: a raw CR, LF or NUL in it is refused too.
  for (let i = 0; i < (pass?.length ?? 0); i++) {
    const c = pass!.charCodeAt(i);
    if (c === 13 || c === 10 || c === 0) fail('COMMAND_INJECTION', pass!, i);
  }
  const out: FtpCommand[] = [];
  const add = (command: FtpCommand['command'], argument?: string) =>
    out.push(freeze(argument === undefined ? { command } : { command, argument }));
  if (login !== undefined) add('USER', login);
  if (pass !== undefined) add('PASS', pass);
  for (const directory of directories) add('CWD', directory);
  // RFC 959 §4.1.2 writes the TYPE codes in upper case.
  if (typecode === 'a' || typecode === 'i') add('TYPE', typecode.toUpperCase());
  add(typecode === 'd' || !name ? 'NLST' : 'RETR', name || undefined);
  return freeze(out);
}
