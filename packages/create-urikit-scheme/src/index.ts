/**
 * create-urikit-scheme: writes a urikit scheme plugin package (`npm create
 * urikit-scheme@latest my-scheme`), standalone or, for `pnpm new-scheme`, as a package of the
 * urikit repository. The command is `create-urikit-scheme`; this entry is its generator.
 * @packageDocumentation
 */
export { type MainIo, main, USAGE } from './main.js';
export {
  checkPort,
  checkSchemeName,
  defaultPackageName,
  identifierOf,
  optionError,
  ownVersions,
  type SchemeInput,
  type SchemeOptionCode,
  type SchemeOptions,
  schemeOptions,
  type TestRunner,
  typeNameOf,
  type Versions,
  workspaceVersions,
} from './options.js';
export { askOptions, type Known, type PromptIo } from './prompt.js';
export { schemeFiles } from './template.js';
export { writeScheme } from './write.js';
