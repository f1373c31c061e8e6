import { IN_PATH, IN_QUERY, IN_REG_NAME, IN_SEGMENT_NC, IN_USERINFO } from './chars.js';
import { type UriComponentName, UriError } from './errors.js';
import { validateIPv6 } from './ip.js';
import {
  checkIpLiteral,
  errorAt,
  lastError,
  regNameKind,
  scanPart,
  scanPort,
  scanScheme,
} from './parse.js';
import { createUri, type HostKind, type Uri } from './uri.js';

/**
 * The components of a URI reference, as text in the form they take inside a URI
 * (percent-encoded). `undefined` (or a missing key) means absent; `''` means present and empty
 * (RFC 3986 §5.3). `host` takes an IP-literal with its brackets (`[::1]`, `[v1.x]`); a bare
 * IPv6 address (`::1`) is bracketed for you.
 */
export interface UriComponents {
  readonly scheme?: string | undefined;
  readonly userinfo?: string | undefined;
  readonly host?: string | undefined;
  readonly port?: string | number | undefined;
  readonly path?: string | undefined;
  readonly query?: string | undefined;
  readonly fragment?: string | undefined;
}

/** Options of `serialize`. */
export interface SerializeOptions {
  /** Accept an RFC 6874 zone identifier in an IPv6 host (see `ParseOptions.allowZoneId`). */
  readonly allowZoneId?: boolean | undefined;
}

function composition(text: string, index: number, rule: string, component: UriComponentName) {
  return new UriError('INVALID_COMPOSITION', rule, text, index, component);
}

/**
 * Puts components together as RFC 3986 §5.3 does, after checking each one against its ABNF
 * and checking that they fit together. A component that cannot stand where it is asked to is
 * an error (`UriError`), never a silently different URI:
 * - a path that is not empty and does not start with "/" after an authority (§3.3);
 * - a path starting with "//" without an authority (it would read as one, §3.3);
 * - a first path segment holding ":" without a scheme or authority (§4.2);
 * - a userinfo or port without a host (§3.2).
 *
 * `index` in the error is an offset in the composed text (`error.input`).
 *
 * @example
 * ```ts
 * serialize({ scheme: 'http', host: '::1', port: 8080, path: '/a' }).toString() // 'http://[::1]:8080/a'
 * serialize({ scheme: 'http', host: 'a', path: 'b' }) // throws UriError 'INVALID_COMPOSITION'
 * ```
 */
export function serialize(components: UriComponents, options?: SerializeOptions): Uri {
  const { scheme, userinfo, query, fragment } = components;
  const path = components.path ?? '';
  let host = components.host;
  const rawPort = components.port;
  let port: string | undefined;
  if (typeof rawPort === 'number') {
    if (!Number.isSafeInteger(rawPort) || rawPort < 0) {
      throw new RangeError(`serialize: port must be a non-negative integer, got ${rawPort}`);
    }
    port = String(rawPort);
  } else {
    port = rawPort;
  }
  let bracketed = false;
  if (host !== undefined) {
    if (host.charCodeAt(0) === 0x5b) bracketed = true;
    else if (host.includes(':') && validateIPv6(host, 0, host.length) < 0) {
      host = `[${host}]`;
      bracketed = true;
    }
  }

  // §5.3 recomposition, remembering where each component starts.
  let text = '';
  if (scheme !== undefined) text = `${scheme}:`;
  const userinfoAt = text.length + 2;
  if (host !== undefined) {
    text += `//${userinfo === undefined ? '' : `${userinfo}@`}${host}`;
    if (port !== undefined) text += `:${port}`;
  }
  const hostAt = userinfoAt + (userinfo === undefined ? 0 : userinfo.length + 1);
  const pathAt = text.length;
  text += path;
  const queryAt = text.length + 1;
  if (query !== undefined) text += `?${query}`;
  const fragmentAt = text.length + 1;
  if (fragment !== undefined) text += `#${fragment}`;

  // Each component against its own rule.
  if (scheme !== undefined) {
    const stop = scanScheme(text, 0, scheme.length);
    if (stop < scheme.length || scheme === '') {
      throw new UriError(
        'INVALID_SCHEME',
        'RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )',
        text,
        stop,
        'scheme',
      );
    }
  }
  let hostKind: HostKind | undefined;
  if (host === undefined) {
    if (userinfo !== undefined || port !== undefined) {
      throw composition(
        text,
        0,
        'RFC 3986 §3.2: a userinfo or a port needs a host (authority = [ userinfo "@" ] host [ ":" port ])',
        userinfo !== undefined ? 'userinfo' : 'port',
      );
    }
  } else {
    if (userinfo !== undefined) {
      const end = userinfoAt + userinfo.length;
      const stop = scanPart(text, userinfoAt, end, IN_USERINFO);
      if (stop < end) throw errorAt(text, stop, 'userinfo');
    }
    const hostEnd = hostAt + host.length;
    if (bracketed) {
      if (host.length < 2 || host.charCodeAt(host.length - 1) !== 0x5d) {
        throw new UriError(
          'INVALID_IP_LITERAL',
          'RFC 3986 §3.2.2: IP-literal = "[" ( IPv6address / IPvFuture ) "]"',
          text,
          hostEnd,
          'host',
        );
      }
      hostKind = checkIpLiteral(text, hostAt + 1, hostEnd - 1, options?.allowZoneId === true);
      if (hostKind === undefined) throw lastError(text);
    } else {
      const stop = scanPart(text, hostAt, hostEnd, IN_REG_NAME);
      if (stop < hostEnd) throw errorAt(text, stop, 'host');
      hostKind = regNameKind(text, hostAt, hostEnd);
    }
    if (port !== undefined) {
      const end = hostEnd + 1 + port.length;
      const stop = scanPort(text, hostEnd + 1, end);
      if (stop < end) throw errorAt(text, stop, 'port');
    }
    if (path !== '' && path.charCodeAt(0) !== 0x2f) {
      throw composition(
        text,
        pathAt,
        'RFC 3986 §3.3: after an authority the path must be empty or start with "/"',
        'path',
      );
    }
  }
  const pathEnd = pathAt + path.length;
  if (host === undefined && path.charCodeAt(0) === 0x2f && path.charCodeAt(1) === 0x2f) {
    throw composition(
      text,
      pathAt,
      'RFC 3986 §3.3: without an authority the path cannot start with "//" (it would read as an authority)',
      'path',
    );
  }
  let stop = pathAt;
  if (host === undefined && scheme === undefined) {
    stop = scanPart(text, pathAt, pathEnd, IN_SEGMENT_NC);
    if (stop < pathEnd && text.charCodeAt(stop) === 0x3a) {
      throw composition(
        text,
        stop,
        'RFC 3986 §4.2: without a scheme the first path segment cannot hold ":" (it would read as a scheme; write "./" before it)',
        'path',
      );
    }
  }
  stop = scanPart(text, stop, pathEnd, IN_PATH);
  if (stop < pathEnd) throw errorAt(text, stop, 'path');
  if (query !== undefined) {
    const end = queryAt + query.length;
    stop = scanPart(text, queryAt, end, IN_QUERY);
    if (stop < end) throw errorAt(text, stop, 'query');
  }
  if (fragment !== undefined) {
    stop = scanPart(text, fragmentAt, text.length, IN_QUERY);
    if (stop < text.length) throw errorAt(text, stop, 'fragment');
  }

  return createUri(
    text,
    scheme,
    userinfo,
    bracketed && host !== undefined ? host.slice(1, -1) : host,
    hostKind,
    port,
    path,
    query,
    fragment,
  );
}
