// The ready registry of every scheme plugin of urikit. In a module of its own, so that a
// bundler that is asked for one plugin (`import { gopher } from 'urikit'`) drops this module,
// and with it the other plugins: the package is `sideEffects: false`, and both calls below are
// marked pure for bundlers that look no further than the statement.
import { createRegistry, type Registry } from '@urikit/core';
import { data } from '@urikit/data';
import { file } from '@urikit/file';
import { ftp } from '@urikit/ftp';
import { gopher } from '@urikit/gopher';
import { http, https } from '@urikit/http';
import { mailto } from '@urikit/mailto';
import { news } from '@urikit/news';
import { nntp } from '@urikit/nntp';
import { prospero } from '@urikit/prospero';
import { tel } from '@urikit/tel';
import { telnet } from '@urikit/telnet';
import { urn } from '@urikit/urn';
import { wais } from '@urikit/wais';
import { ws, wss } from '@urikit/ws';

/**
 * Every scheme plugin of urikit: the ten schemes of RFC 1738 read with their current RFCs, in
 * the order of RFC 1738 §3.2–§3.11 (http with https), then the schemes people meet most after
 * them (issue 26): ws and wss (RFC 6455), tel (RFC 3966), urn (RFC 8141) and data (RFC 2397).
 * Frozen.
 *
 * @example
 * ```ts
 * plugins.map((p) => p.name); // ['ftp', 'http', 'https', 'gopher', 'mailto', 'news', 'nntp', 'telnet', 'wais', 'file', 'prospero', 'ws', 'wss', 'tel', 'urn', 'data']
 * ```
 */
export const plugins = /* @__PURE__ */ Object.freeze([
  ftp,
  http,
  https,
  gopher,
  mailto,
  news,
  nntp,
  telnet,
  wais,
  file,
  prospero,
  ws,
  wss,
  tel,
  urn,
  data,
] as const);

/** The plugins of {@link plugins}, as a union: what {@link UrikitRegistry} parses to. */
export type UrikitPlugin = (typeof plugins)[number];

/** The type of {@link registry}: parsing gives a union discriminated by `scheme`. */
export type UrikitRegistry = Registry<UrikitPlugin>;

/**
 * A registry of every scheme plugin of urikit (`createRegistry(plugins)` from `@urikit/core`):
 * `parse`, `tryParse`, `normalize`, `normalizeWithReport`, `equivalent`, `check`, `resolve` and
 * `relativize` with the rules of the URI's scheme, and the generic syntax for a scheme no
 * plugin handles. Immutable; importing it has no side effect.
 *
 * @example
 * ```ts
 * registry.parse('gopher://example.com/0about.txt').parts.selector; // 'about.txt'
 * registry.normalize('HTTP://Example.COM:80').toString(); // 'http://example.com/'
 * registry.equivalent('ftp://host:21/x', 'FTP://HOST/x'); // true
 * registry.parse('tel:+1-816-555-1212').parts.digits; // '18165551212'
 * registry.parse('sip:alice@atlanta.example.com'); // throws UNKNOWN_SCHEME
 * ```
 */
export const registry: UrikitRegistry = /* @__PURE__ */ createRegistry(plugins);
