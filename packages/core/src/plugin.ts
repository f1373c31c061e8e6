/**
 * @urikit/core/plugin: what a scheme plugin author needs, beside everything of `@urikit/core`:
 * `defineScheme`, the error and finding factories, and the building blocks several schemes
 * share (a server authority, host normalization, decoded path segments, escaped octets, RFC 5322
 * atoms, the character codes by name), so that no plugin writes a rule of RFC 3986 again.
 * @packageDocumentation
 */

export {
  choiceOption,
  invalidArgument,
  type OptionKind,
  type OptionSpec,
  readField,
  readOption,
  readOptions,
  requireString,
} from './arguments.js';
export {
  asciiText,
  decodeIn,
  decodeOctets,
  findOctet,
  formatLogin,
  indexOfCommandInjection,
  indexOfEscaped,
  indexOfInvalidGroupChar,
  normalizeHost,
  type Octets,
  pathSegments,
  readServer,
  type Server,
  type ServerPolicy,
} from './blocks.js';
export { codes } from './codes.js';
export { defineErrors, defineFindings, type ErrorFactory, type FindingFactory } from './errors.js';
export * from './index.js';
export { LENIENT_OPTIONS } from './lenient.js';
export { escapeAt, respellEscapes } from './percent.js';
export { dotAtomEnd, isAtext } from './rfc5322.js';
export { defineScheme, type SchemeDefinition, type SchemeRules, schemeUri } from './scheme.js';
