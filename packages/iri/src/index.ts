/**
 * @urikit/iri: Internationalized Resource Identifiers (RFC 3987) on top of @urikit/core:
 * parsing and validation, the mappings IRI → URI (§3.1) and URI → IRI (§3.2), resolution,
 * normalization and comparison that agree with the URI route, and bidi findings (§4.2).
 * @packageDocumentation
 */
export { checkIri, finding as iriFindings, type IriFindingCode } from './check.js';
export { type ConvertOptions, type HostMapping, iriToUri, uriToIri } from './convert.js';
export {
  fail as iriErrors,
  Iri,
  type IriErrorCode,
  type IriKind,
  type IriParseOptions,
  isAbsoluteIri,
  isIri,
  isIriReference,
  parseIri,
  tryParseIri,
} from './iri.js';
export {
  type EquivalentIriOptions,
  equivalentIri,
  type NormalizeIriOptions,
  normalizeIri,
  resolveIri,
} from './operations.js';
