/**
 * @urikit/file: the file URI scheme of RFC 8089 (which updates RFC 1738 §3.10), read with the
 * generic syntax of RFC 3986, and conversion between file URIs and POSIX or Windows paths.
 * @packageDocumentation
 */
import {
  defineScheme,
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
 * The parts of a file URI (RFC 8089 §2: `file://<host>/<path>`, RFC 1738 §3.10). Every accepted
 * spelling of one file gives the same parts: `file:/x`, `file:///x` and `file://localhost/x`
 * (Appendix B, §2), `file:C:/x`, `file:///C:/x` and `file:///C|/x` (Appendix E.2, E.2.2),
 * `file:////server/x` and `file://server/x` (Appendix E.3.1, E.3.2).
 *
 * @example
 * ```ts
 * parseFile('file:///C:/Program%20Files/a.txt')
 * // { host: '', drive: 'C', segments: ['Program Files', 'a.txt'], query: undefined, fragment: undefined }
 * parseFile('file://server/share/x').host // 'server'
 * ```
 */
export interface FileParts {
  /**
   * `''` for a local file (no authority, an empty one, or `localhost` in any case: RFC 8089
   * §2); otherwise the host as written (an IP-literal keeps its brackets). `localhost` here is
   * the UNC server of that name, written `file:////localhost/…` (Appendix E.3.2).
   */
  readonly host: string;
  /** The DOS/Windows drive letter as written (`'C'` for `/C:/…`, Appendix E.2), if any. */
  readonly drive?: string | undefined;
  /**
   * The path segments after the drive, percent-decoded (UTF-8, RFC 8089 §4): `['a', 'b']` for
   * `/a/b`, `['']` for `/`, `[]` for a bare drive (`/C:`).
   */
  readonly segments: readonly string[];
  /** The query as written; RFC 8089 §2 has none, so {@link toPath} refuses it. */
  readonly query?: string | undefined;
  /** The fragment as written (RFC 3986 §3.5); not part of the file name. */
  readonly fragment?: string | undefined;
}

/** The file-name conventions of {@link toPath} and {@link fromPath}. @example `const p: FilePlatform = 'win32'` */
export type FilePlatform = 'posix' | 'win32';

/**
 * Options of {@link toPath} and {@link fromPath}. The platform is required: this library also
 * runs in browsers, and a file URI means different names on POSIX and Windows.
 *
 * @example
 * ```ts
 * const options: FilePathOptions = { platform: 'posix' }
 * ```
 */
export interface FilePathOptions {
  readonly platform: FilePlatform;
}

const freeze = Object.freeze;

// A message names the rule and the code: "RFC 8089 §2: port not allowed" for
// FILE_PORT_NOT_ALLOWED at "8089 2". `input` is the URI (or the text) that broke it.
const message = (code: string, section: string): string =>
  `RFC ${section.replace(' ', ' §')}: ${code.replaceAll('_', ' ').toLowerCase()}`;
const fail = (
  code: string,
  section: string,
  input: string | Uri,
  at: number,
  component?: UriComponentName,
): never => {
  throw new UriError(`FILE_${code}`, message(code, section), `${input}`, at, component);
};

// RFC 8089 §2: the path is path-absolute (RFC 3986 §3.3).
const notAbsolute = (input: string | Uri, at: number): never =>
  fail('PATH_NOT_ABSOLUTE', '8089 2', input, at, 'path');

// RFC 8089 E.2: drive-letter = ALPHA ":", as a whole segment.
const isDrive = (s: string | undefined): s is string => /^[a-z]:$/i.test(s as string);

// The file-URI rules of RFC 8089 §2 with Appendix E.2 and E.3.2, over a generic Uri.
function read(uri: Uri): FileParts {
  const { scheme, userinfo, port, hostText } = uri;
  if (scheme?.toLowerCase() !== 'file') fail('WRONG_SCHEME', '8089 2', uri, 0, 'scheme');
  // RFC 8089 §2: file-auth = "localhost" / host: no userinfo (E.1 is nonstandard), no port.
  if (userinfo !== undefined) fail('USERINFO_NOT_ALLOWED', '8089 2', uri, 7, 'userinfo');
  // Where the path starts: after "file:" and "//" host (there is no userinfo).
  let at = hostText === undefined ? 5 : 7 + hostText.length;
  if (port !== undefined) fail('PORT_NOT_ALLOWED', '8089 2', uri, at, 'port');
  let host = hostText?.toLowerCase() === 'localhost' ? '' : (hostText ?? '');
  let path = uri.path;
  if (path[0] !== '/') {
    // RFC 8089 E.2: local-path = [ drive-letter ] path-absolute ("file:c:/path/to/file").
    if (hostText !== undefined || !/^[a-z]:\//i.test(path)) notAbsolute(uri, at);
    path = `/${path}`;
    at--;
  } else if (path[1] === '/' && hostText === '') {
    // RFC 8089 E.3.2: auth-path = unc-authority path-absolute, unc-authority = 2*3"/" file-host.
    const s = path[2] === '/' ? 3 : 2;
    const e = path.indexOf('/', s);
    host = path.slice(s, e);
    if (e < 0 || !/^[^:@]+$/.test(host))
      fail('INVALID_UNC_HOST', '8089 E.3.2', uri, at + s, 'path');
    path = path.slice(e);
    at += e;
  }
  // RFC 3986 §3.3: path-absolute = "/" [ segment-nz *( "/" segment ) ].
  if (path[1] === '/') notAbsolute(uri, at + 1);
  // RFC 8089 §4: names are UTF-8 before percent-encoding; other octets are an error here. A
  // UTF-8 sequence never holds a "/" octet, so checking the whole path checks every segment.
  try {
    percentDecode(path);
  } catch (e) {
    fail('INVALID_TEXT', '8089 4', uri, at + (e as UriError).index, 'path');
  }
  const segments = path.slice(1).split('/');
  // RFC 8089 E.2: a first segment that is exactly a drive letter ("/C:", "/C:/…").
  const drive = isDrive(segments[0]) ? (segments.shift() as string)[0] : undefined;
  return freeze({
    host,
    drive,
    segments: freeze(segments.map((r) => percentDecode(r))),
    query: uri.query,
    fragment: uri.fragment,
  });
}

function format({ host, drive, segments, query, fragment }: FileParts): Uri {
  const text = segments.join('/');
  if (drive !== undefined && !isDrive(`${drive}:`)) fail('INVALID_DRIVE', '8089 E.2', drive, 0);
  // Without a drive, a leading empty segment would read as a UNC host (E.3.2).
  if (!drive && segments.length > 1 && segments[0] === '') notAbsolute(text, 0);
  // RFC 3986 §2.1, §3.3: encode what a segment cannot hold; a first segment "c:" without a drive
  // is written "c%3A" so that it does not read as one (E.2).
  const path =
    (drive ? `/${drive}:` : '') +
    segments
      .map((s, k) => `/${k || drive || !isDrive(s) ? percentEncode(s, 'segment') : `${s[0]}%3A`}`)
      .join('');
  // The UNC server "localhost" keeps the E.3.2 form: in the authority it would mean local (§2).
  const unc = host.toLowerCase() === 'localhost';
  const uri = serialize({
    scheme: 'file',
    host: unc ? '' : host,
    path: unc ? `//${host}${path}` : path,
    query,
    fragment,
  });
  read(uri);
  return uri;
}

/**
 * The file scheme plugin (RFC 8089, RFC 1738 §3.10): no default port, relative resolution
 * applies. `normalize` writes the RFC 8089 §2 form (`file:///x` for `file:/x` and
 * `file://localhost/x`, `file:///C:/x` for `file:C:/x`, `file://server/x` for `file:////server/x`),
 * lower-cases the host and keeps percent-encoding only where a segment needs it.
 *
 * @example
 * ```ts
 * const registry = createRegistry([file])
 * registry.parse('file://localhost/etc/hosts').parts.segments // ['etc', 'hosts']
 * file.format({ host: '', drive: 'C', segments: ['a b'] }).toString() // 'file:///C:/a%20b'
 * file.normalize?.(parse('FILE://LocalHost/etc/x')).toString()         // 'file:///etc/x'
 * ```
 */
export const file = defineScheme({
  name: 'file',
  parse: read,
  format,
  normalize(uri: Uri): Uri {
    const parts = read(uri);
    // RFC 3986 §6.2.2.1: the host is case-insensitive, percent-encoding hex is upper-case.
    const host = parts.host.toLowerCase().replace(/%../g, (h) => h.toUpperCase());
    const out = format({ ...parts, host });
    return out.equals(uri) ? uri : out;
  },
  check(uri: Uri): readonly SecurityFinding[] {
    const { host, segments } = read(uri);
    const findings: SecurityFinding[] = [];
    const add = (code: string, section: string, severity: Severity = 'warning') =>
      findings.push(freeze({ code: `FILE_${code}`, message: message(code, section), severity }));
    // Segments joined by a character none of the tests below looks for.
    const names = segments.join('\n');
    // RFC 8089 §3, §5: a file on another machine.
    if (host) add('REMOTE_HOST', '8089 3');
    // RFC 8089 §5: a ".." segment names the parent directory.
    if (segments.includes('..')) add('PARENT_SEGMENT', '8089 5');
    // RFC 3986 §7.3: a decoded "/" or "\" in a name changes the path it names, NUL cuts it.
    if (/[/\\]/.test(names)) add('ENCODED_SEPARATOR', '3986 7.3');
    if (names.includes('\0')) add('NUL', '3986 7.3', 'error');
    return freeze(findings);
  },
});

/** The `Uri` of `input`: text gets the E.2.2 update ("|" after a drive letter becomes ":"). */
function fileUri(input: string | Uri): Uri {
  // RFC 8089 E.2.2: "file:c|/", "file:/c|/", "file:///c|/", "file://host/c|/" are read with ":"
  // for "|": a drive letter at the start of the path, followed by "/", "?", "#" or the end.
  return typeof input === 'string'
    ? parse(input.replace(/^(file:(?:\/\/[^/?#]*\/|\/)?[a-z])\|(?=[/?#]|$)/i, '$1:'), {
        kind: 'uri',
      })
    : input;
}

/**
 * Parses a file URI (text or `Uri`) into its {@link FileParts}. Text may use the "|" drive
 * form of RFC 8089 Appendix E.2.2 (`file:///C|/x`), which RFC 3986 does not allow: it is read as
 * `file:///C:/x`. Throws `UriError`: the RFC 3986 codes of `parse`, or `FILE_*` codes (README).
 *
 * @example
 * ```ts
 * parseFile('file:c:/path/to/file').drive          // 'c'
 * parseFile('file:////host.example.com/x').host    // 'host.example.com'
 * parseFile('file://h:80/x')                       // throws UriError 'FILE_PORT_NOT_ALLOWED'
 * ```
 */
export function parseFile(input: string | Uri): FileParts {
  return read(fileUri(input));
}

/**
 * The file name a file URI stands for on `options.platform`. POSIX: `/a/b`, a local file only.
 * Windows: `C:\a\b` for a drive, `\\server\share\b` for a host (UNC), `\a\b` (the current
 * drive's root) otherwise. The fragment is ignored. Throws `UriError`: `FILE_QUERY` for a query,
 * `FILE_REMOTE_HOST` for a host on POSIX, `FILE_ENCODED_SEPARATOR` for a `%2F` (or `%5C` on
 * Windows) in a segment, `FILE_NUL` for `%00`, and the codes of {@link parseFile}.
 *
 * @example
 * ```ts
 * toPath('file:///etc/hosts', { platform: 'posix' })                 // '/etc/hosts'
 * toPath('file:///C:/Program%20Files/x', { platform: 'win32' })      // 'C:\\Program Files\\x'
 * toPath('file://server/share/x.txt', { platform: 'win32' })         // '\\\\server\\share\\x.txt'
 * toPath('file://server/share/x.txt', { platform: 'posix' })         // throws 'FILE_REMOTE_HOST'
 * ```
 */
export function toPath(input: string | Uri, options: FilePathOptions): string {
  const uri = fileUri(input);
  const text = uri.toString();
  const { host, drive, segments } = read(uri);
  const win = options.platform === 'win32';
  const sep = win ? '\\' : '/';
  // RFC 8089 §2 has no query; a "?" in a name is written %3F.
  if (uri.query !== undefined) fail('QUERY', '8089 2', uri, text.indexOf('?'), 'query');
  // RFC 8089 §3: only a local file URI translates dependably to a local path.
  if (host && !win) fail('REMOTE_HOST', '8089 3', uri, text.indexOf(host, 7), 'host');
  // RFC 3986 §7.3: a decoded NUL would cut the name, a decoded separator change it. Before the
  // fragment (there is no query), only the host and the path can hold a "%".
  const before = text.split('#')[0] as string;
  const nul = before.indexOf('%00');
  const separator = before.search(win ? /%2F|%5C/i : /%2F/i);
  if (nul >= 0) fail('NUL', '3986 7.3', uri, nul, 'path');
  if (separator >= 0) fail('ENCODED_SEPARATOR', '3986 7.3', uri, separator, 'path');
  let path = segments.map((s) => sep + s).join('');
  // RFC 8089 E.2: the drive starts a Windows path (after a UNC host), or is a POSIX name.
  // A bare local drive "C:" is drive-relative on Windows: "/C:" is read as its root "C:\".
  if (drive) path = win && !host ? `${drive}:${path || sep}` : `${sep}${drive}:${path}`;
  // RFC 8089 E.3.1: the host is the UNC server.
  return win && host ? `\\\\${percentDecode(host)}${path}` : path;
}

/**
 * The file URI of an absolute path (RFC 8089 §2, §4: segments percent-encoded as UTF-8, every
 * character a segment cannot hold encoded). POSIX: `/a/b`. Windows: `C:\a\b` (or `C:/a/b`),
 * `\\server\share\b` (UNC, Appendix E.3.1), `\a\b`. Throws `UriError` `FILE_INVALID_PATH` for a
 * relative path and for Win32 namespace paths (`\\?\`, `\\.\`: RFC 8089 Appendix C maps none),
 * `FILE_NUL` for a NUL character.
 *
 * @example
 * ```ts
 * fromPath('/tmp/a b#1.txt', { platform: 'posix' }).toString()   // 'file:///tmp/a%20b%231.txt'
 * fromPath('C:\\Users\\me', { platform: 'win32' }).toString()    // 'file:///C:/Users/me'
 * fromPath('\\\\server\\share\\x', { platform: 'win32' }).toString() // 'file://server/share/x'
 * ```
 */
export function fromPath(path: string, options: FilePathOptions): Uri {
  const win = options.platform === 'win32';
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
  if (rest[0] !== sep) fail('INVALID_PATH', '8089 2', path, 0);
  const nul = path.indexOf('\0');
  if (nul >= 0) fail('NUL', '3986 7.3', path, nul);
  const segments = rest.slice(1).split(sep);
  // A POSIX or UNC path's first segment "c:" is the drive of RFC 8089 E.2 (Appendix D.2).
  if (!drive && (host || !win) && isDrive(segments[0])) {
    drive = segments[0][0];
    segments.shift();
  }
  return format({ host: percentEncode(host, 'host'), drive, segments });
}
