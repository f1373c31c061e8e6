/**
 * @urikit/file: the file URI scheme of RFC 8089 (which updates RFC 1738 §3.10) with its
 * Appendix E lenient forms, as a urikit scheme plugin, and conversion between file URIs and
 * POSIX or Windows paths.
 * @packageDocumentation
 */
import {
  decodeIn,
  defineErrors,
  defineFindings,
  defineScheme,
  type ErrorCodeOf,
  type FindingCodesOf,
  indexOfEscaped,
  normalizeHost,
  parse,
  pathSegments,
  percentDecode,
  percentEncode,
  readServer,
  removeDotSegments,
  serialize,
  Uri,
  type UriComponentName,
  UriError,
} from '@urikit/core';

/**
 * The parts of a file URI (RFC 8089 §2: `file://<host>/<path>`, RFC 1738 §3.10). The spellings
 * of one file give the same parts: `file:/x`, `file:///x` and `file://localhost/x` (§2,
 * Appendix B), `file:C:/x`, `file:///C:/x`, `file:///%43:/x` and `file:///C|/x` (Appendix E.2,
 * E.2.2), `file:////server/x` and `file://server/x` (Appendix E.3.1, E.3.2).
 *
 * @example
 * ```ts
 * file.parse('file:///C:/Program%20Files/a.txt');
 * // { host: '', drive: 'C', segments: ['Program Files', 'a.txt'], query: undefined, fragment: undefined }
 * file.parse('file:////server/share/x').host; // 'server'
 * ```
 */
export interface FileParts {
  /**
   * `''` for a local file (no authority, an empty one, or `localhost` in any spelling: RFC
   * 8089 §2); otherwise the host as it stands in the authority (an IP-literal keeps its
   * brackets), or the UNC host of a `file:////host/…` path (Appendix E.3.2), not decoded.
   * `'localhost'` here is the UNC server of that name (`file:////localhost/…`).
   */
  readonly host: string;
  /** The DOS/Windows drive letter, decoded (`'C'` for `/C:/…` and `/%43:/…`, Appendix E.2). */
  readonly drive?: string | undefined;
  /**
   * The path segments after the host and the drive, percent-decoded as UTF-8 (RFC 8089 §4):
   * `['a', 'b']` for `/a/b`, `['']` for `/`, `[]` for a bare drive (`/C:`). `%2F` stays inside
   * its segment (`'a/b'`); dot segments are kept as written.
   */
  readonly segments: readonly string[];
  /** The query as written; RFC 8089 §2 has none, so {@link toPath} refuses it. */
  readonly query?: string | undefined;
  /** The fragment as written (RFC 3986 §3.5); not part of the file name. */
  readonly fragment?: string | undefined;
}

/**
 * The file-name conventions of {@link toPath} and {@link fromPath}. Example:
 * `const platform: FilePlatform = 'win32'`.
 */
export type FilePlatform = 'posix' | 'win32';

/**
 * Options of {@link toPath} and {@link fromPath}. Without a platform, the running one is used
 * (`'win32'` when `process.platform` is `'win32'`, otherwise, browsers included, `'posix'`).
 * Example: `toPath(uri, { platform: 'posix' })`.
 */
export interface FilePathOptions {
  readonly platform?: FilePlatform | undefined;
}

const freeze = Object.freeze;

const fail = defineErrors('FILE', {
  PORT_NOT_ALLOWED: 'RFC 8089 §2',
  PATH_NOT_ABSOLUTE: 'RFC 8089 §2',
  INVALID_UNC_HOST: 'RFC 8089 §E.3.2',
  INVALID_PATH: 'RFC 8089 §2',
  QUERY: 'RFC 8089 §2',
  REMOTE_HOST: 'RFC 8089 §3',
  DEVICE_NAMESPACE: 'RFC 8089 §C',
  ENCODED_SEPARATOR: 'RFC 3986 §7.3',
  NUL: 'RFC 3986 §7.3',
  RESERVED_NAME: 'RFC 8089 §5',
});

const finding = defineFindings('FILE', {
  REMOTE_HOST: ['RFC 8089 §3', 'warning'],
  DEVICE_NAMESPACE: ['RFC 8089 §C', 'error'],
  PARENT_SEGMENT: ['RFC 8089 §5', 'warning'],
  ENCODED_SEPARATOR: ['RFC 3986 §7.3', 'warning'],
  RESERVED_NAME: ['RFC 8089 §5', 'warning'],
});

/**
 * The error codes of this package (`'FILE_PORT_NOT_ALLOWED'`, …), beside the core's. Example:
 * `if (error.code === 'FILE_RESERVED_NAME') …`.
 */
export type FileErrorCode = ErrorCodeOf<typeof fail>;

// E.2: a first segment drive-letter = ALPHA ":", followed by "/" or the end, the letter maybe
// percent-encoded (an encoded unreserved character is that character, RFC 3986 §2.3).
const DRIVE = /^\/([a-z]|%[46][1-9a-f]|%[57][0-9a]):(?![^/])/i;
const isDrive = (name: string | undefined): boolean => /^[a-z]:$/i.test(name as string);

// A path-absolute: its drive, its raw segments, and the index of the "/" before the first.
function split(rest: string): [string | undefined, string[], number] {
  const m = DRIVE.exec(rest);
  const from = m ? m[0].length : 0;
  return [
    m ? percentDecode(m[1]!) : undefined,
    from < rest.length ? rest.slice(from + 1).split('/') : [],
    from,
  ];
}

// The path of a file URI, checked (§2, E.2, E.3.2): the UNC host of E.3.2 if any, the
// path-absolute after it ("/" put before a rootless "c:/x"), where that starts in the text, and
// its drive, raw segments and their start (see split).
function layout(
  uri: Uri,
): [string | undefined, string, number, string | undefined, string[], number] {
  let path = uri.path;
  let at = uri.offsetOf('path');
  let unc: string | undefined;
  if (path[0] !== '/') {
    // E.2: local-path = drive-letter path-absolute ("file:c:/x"), only without an authority.
    path = `/${path}`;
    if (uri.host !== undefined || path[DRIVE.exec(path)?.[0].length ?? -1] !== '/') {
      fail('PATH_NOT_ABSOLUTE', uri, at, 'path');
    }
    at--;
  } else if (path[1] === '/') {
    // §2: after a host the path is path-absolute; after an empty authority, "//" starts a UNC
    // string (E.3.2: unc-authority = 2*3"/" file-host, file-host a reg-name or IPv4address).
    if (uri.host) fail('PATH_NOT_ABSOLUTE', uri, at + 1, 'path');
    const s = path[2] === '/' ? 3 : 2;
    const e = path.indexOf('/', s);
    unc = path.slice(s, e);
    if (e < 0 || !unc || /[:@]/.test(unc)) fail('INVALID_UNC_HOST', uri, at + s, 'path');
    if (path[e + 1] === '/') fail('PATH_NOT_ABSOLUTE', uri, at + e + 1, 'path');
    path = path.slice(e);
    at += e;
  }
  return [unc, path, at, ...split(path)];
}

const invalid = (what: string, value: unknown): never => {
  throw new UriError('INVALID_ARGUMENT', `@urikit/file: ${what}`, `${value}`, 0);
};

// §2: "localhost" is the local machine, in any spelling of that reg-name (RFC 3986 §6.2.2).
const isLocalhost = (host: string): boolean =>
  host[0] !== '[' && normalizeHost(host) === 'localhost';

function read(uri: Uri): FileParts {
  let host = '';
  if (uri.host !== undefined) {
    // §2: file-auth = "localhost" / host, no port; no userinfo (E.1 is nonstandard); a
    // reg-name's octets are UTF-8 (RFC 3986 §3.2.2, RFC 8089 §4).
    if (uri.port !== undefined) fail('PORT_NOT_ALLOWED', uri, uri.offsetOf('port') - 1, 'port');
    host = readServer(uri, { rule: 'RFC 8089 §2', userinfo: 'none', emptyHost: true }).host;
    decodeIn(uri, 'host');
  }
  const [unc, , , drive, raw] = layout(uri);
  return freeze({
    host: unc ?? (isLocalhost(host) ? '' : host),
    drive,
    // §4: names are UTF-8, then percent-encoded (INVALID_UTF8 otherwise, at its place).
    segments: freeze(raw.length ? pathSegments(uri).slice(-raw.length) : []),
    query: uri.query,
    fragment: uri.fragment,
  });
}

function format({ host, drive, segments, query, fragment }: FileParts): Uri {
  if (typeof host !== 'string' || !Array.isArray(segments))
    invalid('parts need host, segments', host);
  if (drive !== undefined && !isDrive(`${drive}:`)) invalid('a drive is one letter', drive);
  let path = drive === undefined ? '' : `/${drive}:`;
  segments.forEach((segment, k) => {
    const s = percentEncode(segment, 'segment');
    // A first segment "c:" without a drive is written "c%3A", so that it stays a name (E.2).
    path += `/${k || drive || !isDrive(s) ? s : `${s[0]}%3A`}`;
  });
  // §2: path-absolute; a first empty segment would start a UNC string (E.3.2).
  if (!path || path[1] === '/') fail('PATH_NOT_ABSOLUTE', path, 0);
  // The UNC server "localhost" keeps the E.3.2 form: in the authority it would mean local.
  const unc = isLocalhost(host);
  return serialize({
    scheme: 'file',
    host: unc ? '' : host,
    path: unc ? `//${host}${path}` : path,
    query,
    fragment,
  });
}

// E.2.2: "file:c|/", "file:/c|/", "file:///c|/" and "file://host/c|/" are read with ":" for
// "|" ("replace the vertical line with a colon"): a drive letter at the start of the path,
// followed by "/", "?", "#" or the end. Same length, so that offsets stay right.
function prepare(text: string): string {
  const m = /^file:(?:\/\/[^/?#]*\/|\/)?[a-z]\|(?![^/?#])/i.exec(text);
  return m ? `${text.slice(0, m[0].length - 1)}:${text.slice(m[0].length)}` : text;
}

type Hit = (
  code: Parameters<typeof fail>[0] | Parameters<typeof finding>[0],
  index: number,
  component: UriComponentName,
) => void;

// What a file system may make of the host and the names of a file URI (RFC 3986 §7.3, RFC 8089
// §5, Appendix C), in text order: at the start of the name, or at the escape.
function scan(uri: Uri, parts: FileParts, win: boolean, hit: Hit): void {
  const [unc, , off, , raw, from] = layout(uri);
  let at = unc ? off - unc.length : uri.offsetOf('host');
  const component = unc ? 'path' : 'host';
  // RFC 3986 §7.3: a decoded NUL cuts a name, a decoded separator changes it (at its escape).
  // A NUL comes first, wherever it is in the name.
  const check = (value: string, where: UriComponentName): void => {
    const nul = indexOfEscaped(value, [0]);
    if (nul >= 0) hit('NUL', at + nul, where);
    const separator = indexOfEscaped(value, win ? [47, 92] : [47]);
    if (separator >= 0) hit('ENCODED_SEPARATOR', at + separator, where);
  };
  if (parts.host) {
    hit('REMOTE_HOST', at, component);
    const text = unc ?? (uri.hostText as string);
    // Appendix C: "\\.\" and "\\?\" start Win32 namespaces, which have no file URI.
    if (/^\.+$|[?*]/.test(percentDecode(text))) hit('DEVICE_NAMESPACE', at, component);
    check(text, component);
  }
  at = off + from + 1;
  parts.segments.forEach((name, k) => {
    if (name === '..') hit('PARENT_SEGMENT', at, 'path');
    check(raw[k]!, 'path');
    // §5: on Windows, a device name (CON, PRN, AUX, NUL, COM0-9, LPT0-9 and ¹²³, CONIN$,
    // CONOUT$, in any case, before any extension or trailing spaces), ":" (an NTFS data
    // stream), <>"|?* and controls.
    if (
      win &&
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused.
      (/[:<>"|?*\x01-\x1f]/.test(name) ||
        /^(con(in\$|out\$)?|prn|aux|nul|(com|lpt)[0-9¹²³]) *(\.|$)/i.test(name))
    ) {
      hit('RESERVED_NAME', at, 'path');
    }
    at += raw[k]!.length + 1;
  });
}

/**
 * The file scheme plugin (RFC 8089, RFC 1738 §3.10): no default port, hierarchical (relative
 * references resolve against file URIs, RFC 3986 §5.2). Text may use the `|` drive form of
 * Appendix E.2.2 (`file:///C|/x`) on every route. `normalize` writes the RFC 8089 §2 form
 * (`file:///x` for `file:/x` and `file://localhost/x`, `file:///C:/x` for `file:C:/x`,
 * `file://server/x` for `file:////server/x`) and never moves a URI to another host.
 *
 * @example
 * ```ts
 * const registry = createRegistry([file]);
 * registry.parse('file://localhost/etc/hosts').parts.segments; // ['etc', 'hosts']
 * file.parse('file:///c|/x').drive; // 'c'
 * file.format({ host: '', drive: 'C', segments: ['a b'] }).toString(); // 'file:///C:/a%20b'
 * file.normalize('FILE://LocalHost/etc/x').toString(); // 'file:///etc/x'
 * file.normalize('file:/.//a/').toString(); // 'file:///.//a/'
 * file.parse('file://h:80/x'); // throws FILE_PORT_NOT_ALLOWED
 * ```
 */
export const file = defineScheme({
  name: 'file',
  // Dot segments are the hook's (RFC 3986 §6.2.2.3 after the UNC host, see normalize).
  rules: { dots: false },
  errors: fail,
  findings: finding,
  prepare,
  parse: read,
  format,
  normalize(uri, parts, options) {
    // RFC 3986 §5.2.4 on the path after the host: a UNC host (E.3.2) is no segment, so ".."
    // never climbs over it; a drive letter is one (E.2.1). Escaped dots are dots (§2.3).
    const path = layout(uri)[1];
    let rest =
      options?.dots === false
        ? path
        : removeDotSegments(
            path
              .split('/')
              .map((s) => (/^(\.|%2e)+$/i.test(s) ? percentDecode(s) : s))
              .join('/'),
          );
    // A path starting "//" would read as a UNC host (E.3.2), or break path-absolute after a
    // host (§2): "/." keeps it where it was, and remove_dot_segments gives it back.
    if (rest[1] === '/') rest = `/.${rest}`;
    const [drive, raw] = split(rest);
    const normal = format({
      host: normalizeHost(parts.host),
      drive,
      segments: raw.map(percentDecode),
      query: uri.query,
      fragment: uri.fragment,
    });
    return normal.equals(uri) ? uri : normal;
  },
  // RFC 8089 §2: "localhost" is the local machine, "exactly as if no authority were present",
  // not a loopback host to connect to (a remote host is FILE_REMOTE_HOST).
  skip: ['URI_LOOPBACK'],
  check(parts, uri) {
    const out: ReturnType<typeof finding>[] = [];
    // In the order they stand in the text. An encoded NUL anywhere (URI_ENCODED_CONTROL) and an
    // escaped separator in the authority's host (URI_ENCODED_HOST_ASCII) are the core's.
    scan(uri, parts, true, (code, at, component) => {
      if (code !== 'NUL' && (code !== 'ENCODED_SEPARATOR' || component !== 'host')) {
        out.push(finding(code as Parameters<typeof finding>[0], at, component));
      }
    });
    return freeze(out);
  },
});

/**
 * The finding codes of {@link file}'s `check` (`'FILE_REMOTE_HOST'`, …). Example:
 * `findings.some((f) => f.code === 'FILE_NUL')`.
 */
export type FileFindingCode = FindingCodesOf<typeof file>;

/**
 * The parts of a file URI (text or `Uri`): `file.parse`, under the name of the previous
 * releases. Throws `UriError`: the core's codes or `FILE_*` codes (README).
 *
 * @example
 * ```ts
 * parseFile('file:c:/path/to/file').drive; // 'c'
 * parseFile('file:////host.example.com/x').host; // 'host.example.com'
 * parseFile('file://h:80/x'); // throws FILE_PORT_NOT_ALLOWED
 * ```
 */
export function parseFile(input: string | Uri): FileParts {
  return file.parse(input);
}

// Whether the platform of `options` (default: the running one) is Windows.
function windows(options: FilePathOptions | undefined): boolean {
  const platform = options?.platform;
  if (platform !== undefined && platform !== 'posix' && platform !== 'win32') {
    invalid('a platform is "posix" or "win32"', platform);
  }
  return (
    (platform ?? (globalThis as { process?: { platform?: string } }).process?.platform) === 'win32'
  );
}

/**
 * The file name a file URI (text, `Uri` or parts) stands for. POSIX: `/a/b`, a local file only.
 * Windows: `C:\a\b` for a drive, `\\server\share\b` for a host (UNC), `\a\b` (the current
 * drive's root) otherwise. The fragment is ignored. Throws `UriError`: `FILE_QUERY`;
 * `FILE_REMOTE_HOST` for a host on POSIX; `FILE_NUL` and `FILE_ENCODED_SEPARATOR` for `%00`
 * and `%2F` (and `%5C` on Windows) in a name; on Windows `FILE_DEVICE_NAMESPACE` (a result
 * starting `\\.\` or `\\?\`) and `FILE_RESERVED_NAME` (a device name such as `CON` or
 * `COM1.txt`, a `:` that would name an NTFS data stream, `<>"|?*` or a control);
 * `INVALID_ARGUMENT` for a platform other than `'posix'` and `'win32'`; and the codes of
 * `file.parse`.
 *
 * @example
 * ```ts
 * toPath('file:///etc/hosts', { platform: 'posix' }); // '/etc/hosts'
 * toPath('file:///C:/Program%20Files/x', { platform: 'win32' }); // 'C:\\Program Files\\x'
 * toPath('file:/%43:', { platform: 'win32' }); // 'C:\\'
 * toPath('file://server/share/x.txt', { platform: 'win32' }); // '\\\\server\\share\\x.txt'
 * toPath('file://server/share/x.txt', { platform: 'posix' }); // throws FILE_REMOTE_HOST
 * toPath('file:////./COM1', { platform: 'win32' }); // throws FILE_DEVICE_NAMESPACE
 * toPath('file:///C:/a/b.txt:stream', { platform: 'win32' }); // throws FILE_RESERVED_NAME
 * ```
 */
export function toPath(input: string | Uri | FileParts, options?: FilePathOptions): string {
  const win = windows(options);
  const uri =
    typeof input === 'string'
      ? parse(prepare(input), { kind: 'uri' })
      : input instanceof Uri
        ? input
        : file.format(input);
  const parts = file.parse(uri);
  // §2 has no query: whether "?b" was meant as part of the name cannot be known.
  if (uri.query !== undefined) fail('QUERY', uri, uri.offsetOf('query') - 1, 'query');
  scan(uri, parts, win, (code, at, component) => {
    // POSIX: only a local file maps to a local path (§3); Windows: a host is the UNC server.
    if (code !== 'PARENT_SEGMENT' && (!win || code !== 'REMOTE_HOST')) {
      fail(code as Parameters<typeof fail>[0], uri, at, component);
    }
  });
  const sep = win ? '\\' : '/';
  const { host, drive, segments } = parts;
  let path = segments.map((s) => sep + s).join('');
  // E.2: the drive starts a Windows path (after a UNC host), or is a POSIX name; a bare local
  // drive "/C:" is the root of the drive ("C:" alone would be drive-relative).
  if (drive) path = win && !host ? `${drive}:${path || sep}` : `${sep}${drive}:${path}`;
  // E.3.1: the host is the UNC server, decoded (§4).
  return host ? `\\\\${percentDecode(host)}${path}` : path;
}

/**
 * The file URI of an absolute path (RFC 8089 §2, §4: names UTF-8, then percent-encoded where a
 * segment needs it). POSIX: `/a/b`. Windows: `C:\a\b` (or `C:/a/b`), `\\server\share\b` (UNC,
 * Appendix E.3.1), `\a\b`. Throws `UriError`: `FILE_INVALID_PATH` for a relative path and for
 * Win32 namespace paths (`\\?\`, `\\.\`: Appendix C defines no mapping), `FILE_NUL` for a NUL,
 * `INVALID_ARGUMENT` for an unknown platform.
 *
 * @example
 * ```ts
 * fromPath('/tmp/a b#1.txt', { platform: 'posix' }).toString(); // 'file:///tmp/a%20b%231.txt'
 * fromPath('C:\\Users\\me', { platform: 'win32' }).toString(); // 'file:///C:/Users/me'
 * fromPath('\\\\server\\share\\x', { platform: 'win32' }).toString(); // 'file://server/share/x'
 * fromPath('\\\\.\\COM1', { platform: 'win32' }); // throws FILE_INVALID_PATH
 * ```
 */
export function fromPath(path: string, options?: FilePathOptions): Uri {
  const win = windows(options);
  const sep = win ? '\\' : '/';
  let rest = win ? path.replaceAll('/', sep) : path;
  let host = '';
  let drive: string | undefined;
  if (win && rest.startsWith('\\\\')) {
    const e = rest.indexOf(sep, 2);
    host = rest.slice(2, e);
    // No server, a Win32 namespace ("\\?\", "\\.\") or no path after the server: not UNC.
    rest = e < 0 || /^[?.]?$/.test(host) ? '' : rest.slice(e);
  } else if (win && isDrive(rest.slice(0, 2))) {
    drive = rest[0];
    rest = rest.slice(2);
  }
  if (rest[0] !== sep) fail('INVALID_PATH', path, 0);
  const nul = path.indexOf('\0');
  if (nul >= 0) fail('NUL', path, nul);
  const segments = rest.slice(1).split(sep);
  // A POSIX or UNC path's first segment "c:" is the drive of RFC 8089 E.2 (Appendix D.2).
  if (!drive && (host || !win) && isDrive(segments[0])) drive = segments.shift()![0];
  return file.format({ host: percentEncode(host, 'host'), drive, segments });
}
