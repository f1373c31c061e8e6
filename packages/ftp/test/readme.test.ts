// The examples of README.md and of the TSDoc comments of src/index.ts, run as written: a line
// `expr; // value` asserts the value, `expr; // throws CODE` the error code.
import * as core from '@urikit/core';
import { examples } from '@urikit/testkit';
import * as ftpModule from '../src/index.js';

examples(new URL('../README.md', import.meta.url), {
  modules: { '@urikit/core': core, '@urikit/ftp': ftpModule },
});

examples(new URL('../src/index.ts', import.meta.url), {
  modules: {},
  context: { ...ftpModule, check: core.check },
  atLeast: 7,
});
