/**
 * @urikit/cli: the `urikit` command, and what it is made of for use from code: `run` (the
 * command itself, on streams of your choice), `get` and `set` (the templates and assignments of
 * `urikit get` and `urikit set`), `trimQuery` and `sortQuery` (`--trim` and `--sort-query`),
 * the exit statuses and the command's own error codes.
 * @packageDocumentation
 */
export { ERRORS } from './help.js';
export { EXIT, type InputStream, type Io, type OutputStream, run } from './main.js';
export {
  type Assignment,
  compileTemplate,
  get,
  type Name,
  type Piece,
  parseAssignment,
  type QueryOptions,
  set,
  sortQuery,
  type Template,
  type TrimPattern,
  trimPattern,
  trimQuery,
} from './template.js';
