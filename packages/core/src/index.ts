/**
 * @urikit/core: RFC 3986 generic syntax (parse, validate, serialize, resolve, normalize, compare)
 * and the scheme registry.
 * @packageDocumentation
 */
export { type CoreErrorCode, type UriComponentName, UriError } from './errors.js';
export {
  formatIPv6,
  isIPv4,
  isIPv6,
  isIPvFuture,
  parseIPv4,
  parseIPv6,
} from './ip.js';
export {
  type EquivalentOptions,
  equivalent,
  type NormalizationRule,
  type NormalizeOptions,
  type NormalizeReport,
  normalize,
  normalizeWithReport,
} from './normalize.js';
export {
  isAbsoluteUri,
  isRelativeReference,
  isUri,
  isUriReference,
  type ParseKind,
  type ParseOptions,
  type ParseResult,
  parse,
  tryParse,
} from './parse.js';
export {
  type EncodeComponent,
  hasPercentEncoding,
  isWellFormedPercentEncoding,
  normalizePercentEncoding,
  percentDecode,
  percentDecodeBytes,
  percentEncode,
} from './percent.js';
export {
  type AnySchemePlugin,
  createRegistry,
  defineScheme,
  type Parsed,
  type PartsOf,
  type Registry,
  type SchemeDefinition,
  type SchemePlugin,
  type SecurityFinding,
  type Severity,
} from './registry.js';
export { relativize } from './relativize.js';
export { type ResolveOptions, removeDotSegments, resolve } from './resolve.js';
export { type SerializeOptions, serialize, type UriComponents } from './serialize.js';
export { type HostKind, Uri } from './uri.js';
