/**
 * @urikit/cli: the `urikit` command, and what it is made of for use from code: `run` (the
 * command itself, on streams of your choice), `get` and `set` (the templates and assignments of
 * `urikit get` and `urikit set`), and the exit statuses.
 * @packageDocumentation
 */
export { EXIT } from './help.js';
export { type InputStream, type Io, type OutputStream, run } from './main.js';
export {
  type Assignment,
  compileTemplate,
  get,
  type Name,
  type Piece,
  parseAssignment,
  set,
  type Template,
} from './template.js';
