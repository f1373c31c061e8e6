/**
 * `@urikit/testkit/laws`: the laws every urikit scheme plugin and protocol helper keeps, checked
 * without a test runner (this entry imports no vitest): the laws broken come back as data, so
 * that node:test, jest and vitest users call them alike.
 * @packageDocumentation
 */
export {
  checkPluginLaws,
  type LawOptions,
  type LawSamples,
  type LawViolation,
  type PluginLaw,
  type PluginLawId,
  pluginLawTable,
} from './plugin-laws.js';
export {
  checkProtocolLaws,
  type ProtocolLawId,
  type ProtocolSamples,
  type ProtocolViolation,
  protocolLawTable,
} from './protocol-laws.js';
