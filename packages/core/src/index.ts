/**
 * @urikit/core: RFC 3986 generic syntax (parse, validate, serialize, resolve, normalize, compare)
 * and the scheme registry, for users. Scheme plugin authors import `@urikit/core/plugin`, which
 * adds `defineScheme` and the building blocks.
 * @packageDocumentation
 */
export { check } from './check.js';
export {
  type CoreErrorCode,
  type ErrorCodeOf,
  type Result,
  type RuleRef,
  type SecurityFinding,
  type Severity,
  type UriComponentName,
  UriError,
} from './errors.js';
export {
  type FixupOptions,
  type FixupResult,
  fixup,
  type Repair,
  type RepairKind,
} from './fixup.js';
export { isIgnoredByIdna } from './host-reading.js';
export {
  formatIPv6,
  isIPv4,
  isIPv6,
  isIPvFuture,
  parseIPv4,
  parseIPv6,
} from './ip.js';
export {
  checkLenient,
  type Lenient,
  type LenientOptions,
  normalizeLenient,
  parseLenient,
} from './lenient.js';
export {
  type EquivalentOptions,
  equivalent,
  type NormalizationRule,
  type NormalizeOptions,
  type NormalizeReport,
  normalize,
  normalizeWithReport,
  tryEquivalent,
  tryNormalize,
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
  percentEncodeBytes,
} from './percent.js';
export { createRegistry, type Parsed, type Registry } from './registry.js';
export {
  relativizeWith,
  resolveWith,
  tryRelativizeWith,
  tryResolveWith,
} from './registry-routes.js';
export { type RelativizeOptions, relativize, tryRelativize } from './relativize.js';
export { type ResolveOptions, removeDotSegments, resolve, tryResolve } from './resolve.js';
export type {
  AnySchemePlugin,
  CheckOptions,
  ErrorCodesOf,
  FindingCodesOf,
  PartsOf,
  SchemeParseOptions,
  SchemePlugin,
} from './scheme.js';
export {
  type InspectOptions,
  inspect,
  type UriFindingCode,
  uriFindings,
} from './security.js';
export {
  type HostKind,
  type SerializeOptions,
  serialize,
  Uri,
  type UriComponents,
} from './uri.js';
export {
  compareWhatwg,
  type WhatwgComparison,
  type WhatwgDifference,
  type WhatwgOptions,
} from './whatwg.js';
