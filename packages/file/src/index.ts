/**
 * @urikit/file: the file URI scheme of RFC 8089 (which updates RFC 1738 §3.10) with its
 * Appendix E lenient forms, as a urikit scheme plugin, and conversion between file URIs and
 * POSIX or Windows paths.
 * @packageDocumentation
 */
import {
  choiceOption,
  decodeIn,
  defineErrors,
  defineFindings,
  defineScheme,
  type ErrorCodeOf,
  escapeAt,
  type FindingCodesOf,
  findOctet,
  invalidArgument,
  normalizeHost,
  percentDecode,
  percentEncode,
  readServer,
  schemeUri,
  serialize,
  type Uri,
  type UriComponentName,
} from '@urikit/core/plugin';

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

const isAlpha = (c: number): boolean => (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;

// E.2: a drive-letter = ALPHA ":" as written (an escaped ":" is data, RFC 3986 §2.2), the letter
// maybe percent-encoded (an encoded unreserved character is that character, §2.3), followed by
// "/" or the end. The index after the ":" of a drive letter at `i` of `path`, else -1.
function driveAt(path: string, i: number): number {
  let c = path.charCodeAt(i);
  let j = i + 1;
  if (c === 0x25) {
    c = escapeAt(path, i);
    j = i + 3;
  }
  if (!isAlpha(c) || path.charCodeAt(j) !== 0x3a) return -1;
  j++;
  return j === path.length || path.charCodeAt(j) === 0x2f ? j : -1;
}

const isDrive = (name: string | undefined): boolean =>
  name?.length === 2 && name.charCodeAt(1) === 0x3a && isAlpha(name.charCodeAt(0));

/**
 * The path of a file URI, read once and checked (§2, E.2, E.3.2): the UNC host of E.3.2 and the
 * index in the path where it starts, the drive letter (decoded), and the index in the path where
 * the first name starts (-1 after a bare drive "/C:").
 */
interface Shape {
  readonly unc: string | undefined;
  readonly uncAt: number;
  readonly drive: string | undefined;
  readonly from: number;
}

function shape(uri: Uri): Shape {
  const path = uri.path;
  const n = path.length;
  // The index after the "/" that starts the path-absolute (0 for a rootless "c:/x").
  let start = 1;
  let unc: string | undefined;
  let uncAt = 0;
  if (path.charCodeAt(0) !== 0x2f) {
    // E.2: local-path = drive-letter path-absolute ("file:c:/x"), only without an authority.
    const j = uri.host === undefined ? driveAt(path, 0) : -1;
    if (j < 0 || j === n) fail('PATH_NOT_ABSOLUTE', uri, uri.offsetOf('path'), 'path');
    start = 0;
  } else if (path.charCodeAt(1) === 0x2f) {
    // §2: after a host the path is path-absolute; after an empty authority, "//" starts a UNC
    // string (E.3.2: unc-authority = 2*3"/" file-host, file-host a reg-name or IPv4address).
    const at = uri.offsetOf('path');
    if (uri.host) fail('PATH_NOT_ABSOLUTE', uri, at + 1, 'path');
    uncAt = path.charCodeAt(2) === 0x2f ? 3 : 2;
    const e = path.indexOf('/', uncAt);
    unc = path.slice(uncAt, e);
    if (e <= uncAt || /[:@]/.test(unc)) fail('INVALID_UNC_HOST', uri, at + uncAt, 'path');
    if (path.charCodeAt(e + 1) === 0x2f) fail('PATH_NOT_ABSOLUTE', uri, at + e + 1, 'path');
    start = e + 1;
  }
  const j = driveAt(path, start);
  const c = path.charCodeAt(start);
  return {
    unc,
    uncAt,
    drive: j < 0 ? undefined : String.fromCharCode(c === 0x25 ? escapeAt(path, start) : c),
    from: j < 0 ? start : j === n ? -1 : j + 1,
  };
}

// The names of a path from `from` on, each percent-decoded as UTF-8 (§4; INVALID_UTF8 at its
// place in the URI). "%2F" stays inside its name, so a name is decoded on its own; long text
// without "%2F" is decoded whole, then split (one pass over a long path).
function names(uri: Uri, path: string, from: number): readonly string[] {
  if (from < 0) return [];
  const n = path.length;
  const escaped = path.indexOf('%', from) >= 0;
  if (n - from > 200) {
    const rest = path.slice(from);
    // (A regular expression finds "%2F" fastest: a literal, one pass.)
    if (!escaped || !/%2f/i.test(rest)) {
      return freeze((escaped ? decodeIn(uri, 'path', from) : rest).split('/'));
    }
  }
  const out: string[] = [];
  for (let i = from, end = 0; end < n; i = end + 1) {
    end = path.indexOf('/', i);
    if (end < 0) end = n;
    out.push(escaped ? decodeIn(uri, 'path', i, end) : path.slice(i, end));
  }
  return out;
}

const invalid = (what: string, value: unknown): never => {
  throw invalidArgument(`@urikit/file: ${what}`, value);
};

// §2: "localhost" is the local machine, in any spelling of that reg-name (RFC 3986 §6.2.2).
// Nine characters, or up to 27 with escapes ("%6C%6F…").
function isLocalhost(host: string): boolean {
  const n = host.length;
  return n === 9
    ? host.toLowerCase() === 'localhost'
    : n < 28 && host.indexOf('%') >= 0 && normalizeHost(host) === 'localhost';
}

function read(uri: Uri): FileParts {
  let host = '';
  const text = uri.hostText;
  if (text !== undefined) {
    // §2: file-auth = "localhost" / host, no port; no userinfo (E.1 is nonstandard); a
    // reg-name's octets are UTF-8 (RFC 3986 §3.2.2, RFC 8089 §4).
    if (uri.port !== undefined) fail('PORT_NOT_ALLOWED', uri, uri.offsetOf('port') - 1, 'port');
    if (uri.userinfo !== undefined) {
      readServer(uri, { rule: 'RFC 8089 §2', userinfo: 'none', emptyHost: true });
    }
    if (text.indexOf('%') >= 0) decodeIn(uri, 'host');
    if (!isLocalhost(text)) host = text;
  }
  const { unc, uncAt, drive, from } = shape(uri);
  const path = uri.path;
  if (unc !== undefined) {
    // E.3.2: the UNC host is a reg-name, its octets UTF-8 (RFC 3986 §3.2.2).
    if (unc.indexOf('%') >= 0) decodeIn(uri, 'path', uncAt, uncAt + unc.length);
    host = unc;
  }
  // A fresh object: the core freezes it on its way to the user (the names are frozen here).
  return {
    host,
    drive,
    // §4: names are UTF-8, then percent-encoded (INVALID_UTF8 otherwise, at its place).
    segments: freeze(names(uri, path, from)),
    query: uri.query,
    fragment: uri.fragment,
  };
}

// The text of a path after the host: the drive, then each name percent-encoded where a segment
// needs it, a first name "c:" without a drive written "c%3A" so that it stays a name (E.2).
function pathOf(drive: string | undefined, segments: readonly string[]): string {
  let path = drive === undefined ? '' : `/${drive}:`;
  for (let k = 0; k < segments.length; k++) {
    const s = percentEncode(segments[k]!, 'segment');
    path += k || drive !== undefined || !isDrive(s) ? `/${s}` : `/${s[0]}%3A`;
  }
  return path;
}

// The Uri of a normal host and a path (after the host); the UNC server "localhost" keeps the
// E.3.2 form: in the authority it would mean local. A zone identifier (RFC 6874) in the host
// reached here through parse, so the caller allowed it.
function compose(
  host: string,
  path: string,
  query: string | undefined,
  fragment: string | undefined,
): Uri {
  // §2: path-absolute; a first empty segment would start a UNC string (E.3.2).
  if (!path || path.charCodeAt(1) === 0x2f) fail('PATH_NOT_ABSOLUTE', path, 0);
  const unc = isLocalhost(host);
  return serialize(
    {
      scheme: 'file',
      host: unc ? '' : host,
      path: unc ? `//${host}${path}` : path,
      query,
      fragment,
    },
    ZONES,
  );
}

const ZONES = { allowZoneId: true } as const;

function format({ host, drive, segments, query, fragment }: FileParts): Uri {
  if (typeof host !== 'string' || !Array.isArray(segments))
    invalid('parts need host, segments', host);
  if (drive !== undefined && !isDrive(`${drive}:`)) invalid('a drive is one letter', drive);
  return compose(host, pathOf(drive, segments), query, fragment);
}

// RFC 3986 §5.2.4 over the names after the host, the drive letter first (a drive letter is a
// segment, E.2.1; a UNC host is none, so ".." never climbs over it). The drive is kept only
// where it stood: a name that dot removal brings to the front stays a name (E.2: a drive letter
// is one as written). Returns `segments` itself when there is no dot segment.
function removeDots(
  drive: string | undefined,
  segments: readonly string[],
): [string | undefined, readonly string[]] {
  const n = segments.length;
  let k = 0;
  while (k < n && segments[k] !== '.' && segments[k] !== '..') k++;
  if (k === n) return [drive, segments];
  const out = segments.slice(0, k);
  let d = drive;
  for (; k < n; k++) {
    const s = segments[k]!;
    if (s === '..') {
      if (out.length) out.pop();
      else d = undefined;
    } else if (s !== '.') {
      out.push(s);
      continue;
    }
    if (k === n - 1) out.push('');
  }
  return [d, out];
}

// E.2.2: "file:c|/", "file:/c|/", "file:///c|/" and "file://host/c|/" are read with ":" for
// "|" ("replace the vertical line with a colon"): a drive letter at the start of the path,
// followed by "/", "?", "#" or the end. Same length, so that offsets stay right.
function prepare(text: string): string {
  if (text.indexOf('|') < 0) return text;
  const m = /^file:(?:\/\/[^/?#]*\/|\/)?[a-z]\|(?![^/?#])/i.exec(text);
  return m ? `${text.slice(0, m[0].length - 1)}:${text.slice(m[0].length)}` : text;
}

type Hit = (
  code: Parameters<typeof fail>[0] | Parameters<typeof finding>[0],
  index: number,
  component: UriComponentName,
) => void;

// RFC 3986 §7.3: a decoded NUL cuts a name, a decoded separator ("/", and "\\" on Windows)
// changes it. The index in `text` of the first escape of each, -1 for none (one object, reused).
const found = { nul: -1, separator: -1 };
function escapes(text: string, win: boolean): typeof found {
  let nul = -1;
  let separator = -1;
  for (let i = text.indexOf('%'); i >= 0; i = text.indexOf('%', i + 3)) {
    const b = escapeAt(text, i);
    if (b === 0 && nul < 0) nul = i;
    else if ((b === 0x2f || (win && b === 0x5c)) && separator < 0) separator = i;
    else continue;
    if (nul >= 0 && separator >= 0) break;
  }
  found.nul = nul;
  found.separator = separator;
  return found;
}

// Appendix C: a host of dots or holding "?" or "*" (escaped or not) would start a Win32
// namespace ("\\.\", "\\?\"): the index of the "?" or "*" (of its escape), 0 for dots, else -1.
function namespaceAt(host: string): number {
  const i = findOctet(host, (o) => o === 0x3f || o === 0x2a);
  return i < 0 && /^(\.|%2e)+$/i.test(host) ? 0 : i;
}

// §5: on Windows, a device name (CON, PRN, AUX, NUL, COM0-9, LPT0-9 and ¹²³, CONIN$, CONOUT$, in
// any case, before any extension or trailing spaces), ":" (an NTFS data stream), <>"|?* and
// controls.
function reserved(name: string): boolean {
  return (
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused.
    /[:<>"|?*\x01-\x1f]/.test(name) ||
    /^(con(in\$|out\$)?|prn|aux|nul|(com|lpt)[0-9¹²³]) *(\.|$)/i.test(name)
  );
}

// What a file system may make of the host and the names of a file URI (RFC 3986 §7.3, RFC 8089
// §5, Appendix C), in text order: at the start of the name, or at the escape. Each code once, at
// its first place (as the core's findings), so that a hostile path gives a few findings.
function scan(uri: Uri, parts: FileParts, win: boolean, hit: Hit): void {
  const { unc, uncAt, from } = shape(uri);
  const path = uri.path;
  const pathAt = uri.offsetOf('path');
  if (parts.host) {
    const component = unc === undefined ? 'host' : 'path';
    const at = unc === undefined ? uri.offsetOf('host') : pathAt + uncAt;
    const text = unc ?? (uri.hostText as string);
    hit('REMOTE_HOST', at, component);
    const device = namespaceAt(text);
    if (device >= 0) hit('DEVICE_NAMESPACE', at + device, component);
    // A NUL comes first, wherever it is in the host.
    const { nul, separator } = escapes(text, win);
    if (nul >= 0) hit('NUL', at + nul, component);
    if (separator >= 0) hit('ENCODED_SEPARATOR', at + separator, component);
  }
  if (from < 0) return;
  // The first escaped NUL and separator of the names, where they stand in the path.
  const rest = path.slice(from);
  let { nul, separator } = escapes(rest, win);
  let parent = false;
  let named = !win;
  const { segments } = parts;
  for (let k = 0, i = 0; k < segments.length; k++) {
    if (parent && named && nul < 0 && separator < 0) return;
    let end = rest.indexOf('/', i);
    if (end < 0) end = rest.length;
    const at = pathAt + from + i;
    const name = segments[k]!;
    if (!parent && name === '..') {
      parent = true;
      hit('PARENT_SEGMENT', at, 'path');
    }
    if (nul >= 0 && nul < end) {
      hit('NUL', pathAt + from + nul, 'path');
      nul = -1;
    }
    if (separator >= 0 && separator < end) {
      hit('ENCODED_SEPARATOR', pathAt + from + separator, 'path');
      separator = -1;
    }
    if (!named && reserved(name)) {
      named = true;
      hit('RESERVED_NAME', at, 'path');
    }
    i = end + 1;
  }
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
  // The host a client reads (the authority's, or a UNC host in the path, E.3.2): a registry
  // refuses a resolution whose target reads another one.
  hostPart: 'host',
  // RFC 8089 §2 as values; `format` writes the rest (the host in the authority, `file:///x`).
  normalizeParts(parts, options) {
    // RFC 3986 §5.2.4 on the names after the host (see removeDots). Escaped dots are dots
    // (§2.3): the names are decoded.
    let { drive, segments } = parts;
    if (options?.dots !== false) [drive, segments] = removeDots(drive, segments);
    // A path starting "//" would read as a UNC host (E.3.2), or break path-absolute after a
    // host (§2): "/." keeps it where it was, and remove_dot_segments gives it back.
    if (drive === undefined && segments[0] === '' && segments.length > 1) {
      segments = ['.', ...segments];
    }
    // §6.2.2.1, §6.2.2.2 on a UNC host, which the syntax-based step did not see (it stands in
    // the path); the authority's host is normal already.
    const host = parts.host === '' ? '' : normalizeHost(parts.host);
    if (host === parts.host && drive === parts.drive && segments === parts.segments) return parts;
    return { ...parts, host, drive, segments };
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

const PLATFORMS = ['posix', 'win32'] as const;

// Whether the platform of `options` (default: the running one) is Windows.
function windows(options: FilePathOptions | undefined): boolean {
  const platform = choiceOption(options, 'platform', PLATFORMS, '@urikit/file');
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
  const uri = schemeUri(file, input);
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
 * `INVALID_ARGUMENT` for an unknown platform or a path that is not text.
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
  if (typeof path !== 'string') invalid('a path is text', path);
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
