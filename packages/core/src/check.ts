// The security findings of a URI through a registry or one plugin (RFC 3986 §7 and each
// scheme's Security Considerations). A free function, not a method: an app that never asks for
// findings ships none of their tables (the shared findings, the WHATWG comparison).

import { CHECK_OPTIONS, invalidArgument, readOptions } from './arguments.js';
import type { SecurityFinding } from './errors.js';
import { asUri, K_URI } from './parse.js';
import { preparedFor, type Registry } from './registry.js';
import {
  type AnySchemePlugin,
  type CheckOptions,
  type FindingCodesOf,
  ownUri,
  readParts,
} from './scheme.js';
import { findingsOf, type UriFindingCode } from './security.js';
import type { Uri } from './uri.js';

const freeze = Object.freeze;

// The findings of a URI of `plugin`'s scheme: the shared ones, then the scheme's own.
function schemeFindings(
  plugin: AnySchemePlugin,
  uri: Uri,
  options: CheckOptions | undefined,
): readonly SecurityFinding[] {
  const d = plugin.definition;
  const parts = readParts(plugin, uri);
  const mine = d.check === undefined ? [] : d.check(parts, uri);
  const port = { defaultPort: plugin.defaultPort, whatwg: options?.whatwg };
  const shared = findingsOf(uri, port, d.skip);
  return mine.length === 0 ? shared : freeze([...shared, ...mine]);
}

// A registry or a plugin (false for a value whose keys cannot be asked for: a revoked Proxy).
function isSchemes(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  try {
    return 'plugins' in value !== 'definition' in value;
  } catch {
    return false;
  }
}

const isPlugin = (value: Registry | AnySchemePlugin): value is AnySchemePlugin =>
  'definition' in value;

/**
 * The security findings for `input` (RFC 3986 §7), after the same parsing as `parse` through
 * `schemes`, a registry or one plugin (an invalid URI throws `UriError`): those every scheme
 * shares (`URI_…`, in text order, with the plugin's default port; see `inspect`), then the
 * plugin's own. Through a registry, a scheme no plugin handles gets the shared ones only (no
 * port finding: its default port is not known); one plugin refuses another scheme
 * (`WRONG_SCHEME`). `{ whatwg: true }` adds `URI_WHATWG_DIFFERS` where this runtime's WHATWG
 * `URL` reads the text otherwise. Empty when there is nothing to report. Frozen.
 *
 * @example
 * ```ts
 * const registry = createRegistry([http]);
 * check(registry, 'http://127.0.0.1:25/').map((f) => f.code); // ['URI_LOOPBACK', 'URI_OTHER_PROTOCOL_PORT']
 * check(http, 'http://user@example.com/').map((f) => f.code); // ['HTTP_USERINFO']
 * ```
 */
export function check<P extends AnySchemePlugin>(
  schemes: Registry<P> | P,
  input: string | Uri,
  given?: CheckOptions,
): readonly SecurityFinding<FindingCodesOf<P> | UriFindingCode>[] {
  const options = readOptions(given, CHECK_OPTIONS, 'check');
  const zones = options?.allowZoneId === true;
  if (!isSchemes(schemes)) {
    throw invalidArgument('check: the schemes are a registry or a scheme plugin', schemes);
  }
  if (isPlugin(schemes)) {
    return schemeFindings(schemes, ownUri(schemes, input, zones), options) as never;
  }
  const uri = asUri(preparedFor(schemes.plugins, input), K_URI, zones);
  const plugin = schemes.get(uri.scheme as string);
  return (
    plugin === undefined ? findingsOf(uri, options) : schemeFindings(plugin, uri, options)
  ) as never;
}
