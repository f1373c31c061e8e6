/**
 * urikit: every scheme plugin of urikit and a ready registry of all of them, with the core's
 * API (`parse`, `resolve`, `normalize`, …) re-exported, for users who do not want to pick.
 * Each export is a plain re-export and the package is `sideEffects: false`: a bundler that is
 * asked for one plugin ships that plugin and the core only.
 * @packageDocumentation
 */
export * from '@urikit/core';
export { data } from '@urikit/data';
export { file } from '@urikit/file';
export { ftp } from '@urikit/ftp';
export { gopher } from '@urikit/gopher';
export { http, https } from '@urikit/http';
export { mailto } from '@urikit/mailto';
export { news } from '@urikit/news';
export { nntp } from '@urikit/nntp';
export { prospero } from '@urikit/prospero';
export { tel } from '@urikit/tel';
export { telnet } from '@urikit/telnet';
export { urn } from '@urikit/urn';
export { wais } from '@urikit/wais';
export { ws, wss } from '@urikit/ws';
export { plugins, registry, type UrikitPlugin, type UrikitRegistry } from './registry.js';
