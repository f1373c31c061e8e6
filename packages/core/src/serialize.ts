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

/** Where an RFC 6874 zone identifier starts in a bare IPv6 host ("%25…"), or its end. */
const zoneStart = (host: string): number => {
  const z = host.indexOf('%');
  return z < 0 ? host.length : z;
};

function composition(text: string, index: number, rule: string, component: UriComponentName) {
  return new UriError('INVALID_COMPOSITION', `RFC 3986 ${rule}`, text, index, component);
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
    if (!Number.isInteger(rawPort) || rawPort < 0 || rawPort > 65535) {
      throw new UriError(
        'INVALID_ARGUMENT',
        `RFC 3986 §3.2.3: a port number is a whole number 0-65535, not ${rawPort}`,
        String(rawPort),
        0,
        'port',
      );
    }
    port = String(rawPort);
  } else {
    port = rawPort;
  }
  let bracketed = false;
  if (host !== undefined) {
    if (host.charCodeAt(0) === 0x5b) bracketed = true;
    else if (host.includes(':') && validateIPv6(host, 0, zoneStart(host)) < 0) {
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

  // Each component against its own rule, where it stands in the text, so that a delimiter
  // inside a component ("@" in a userinfo, "?" in a path) is reported where it is.
  if (
    scheme !== undefined &&
    (scheme === '' || scanScheme(text, 0, scheme.length) < scheme.length)
  ) {
    throw errorAt(text, scanScheme(text, 0, scheme.length), 'scheme');
  }
  if (host === undefined && (userinfo !== undefined || port !== undefined)) {
    const name = userinfo !== undefined ? 'userinfo' : 'port';
    throw composition(text, 0, '§3.2: a userinfo or port needs a host', name);
  }
  const spans: [UriComponentName, string | undefined, number, number][] = [
    ['userinfo', userinfo, userinfoAt, IN_USERINFO],
    ['host', bracketed ? undefined : host, hostAt, IN_REG_NAME],
    ['path', path, pathAt, IN_PATH],
    ['query', query, queryAt, IN_QUERY],
    ['fragment', fragment, fragmentAt, IN_QUERY],
  ];
  for (const [name, value, at, mask] of spans) {
    if (value === undefined) continue;
    const end = at + value.length;
    const stop = scanPart(text, at, end, mask);
    if (stop < end) throw errorAt(text, stop, name);
  }
  if (host === undefined) {
    if (path.charCodeAt(0) === 0x2f && path.charCodeAt(1) === 0x2f) {
      throw composition(
        text,
        pathAt,
        '§3.3: a path cannot start with "//" without an authority',
        'path',
      );
    }
    if (scheme === undefined) {
      const stop = scanPart(text, pathAt, pathAt + path.length, IN_SEGMENT_NC);
      if (text.charCodeAt(stop) === 0x3a) {
        throw composition(text, stop, '§4.2: ":" in the first segment of a relative path', 'path');
      }
    }
  } else if (path !== '' && path.charCodeAt(0) !== 0x2f) {
    throw composition(
      text,
      pathAt,
      '§3.3: after an authority the path must start with "/"',
      'path',
    );
  }
  // The rest: the host's kind (an IP-literal checked as the parser checks it) and the port's
  // digits. Every component has been checked where it stands, so nothing is parsed again.
  let bare = host;
  let hostKind: HostKind | undefined;
  if (host !== undefined) {
    if (bracketed) {
      const close = host.indexOf(']');
      if (close !== host.length - 1) {
        throw new UriError(
          'INVALID_IP_LITERAL',
          close < 0 ? 'RFC 3986 §3.2.2 IP-literal: no "]"' : 'RFC 3986 §3.2.2 IP-literal',
          text,
          close < 0 ? hostAt + host.length : hostAt + close + 1,
          'host',
        );
      }
      hostKind = checkIpLiteral(text, hostAt + 1, hostAt + close, options?.allowZoneId === true);
      if (hostKind === undefined) throw lastError(text);
      bare = host.slice(1, close);
    } else {
      hostKind = regNameKind(text, hostAt, hostAt + host.length);
    }
    if (port !== undefined) {
      const at = hostAt + host.length + 1;
      const stop = scanPort(text, at, at + port.length);
      if (stop < at + port.length) throw errorAt(text, stop, 'port');
    }
  }
  return createUri(text, scheme, userinfo, bare, hostKind, port, path, query, fragment);
}
