// The examples of README.md and the @example blocks of src/index.ts, run as written
// (@urikit/testkit): a line `expr; // value` asserts, `expr; // throws CODE` asserts the error.
import * as core from '@urikit/core';
import { examples } from '@urikit/testkit';
import * as mod from '../src/index.js';

const modules = { '@urikit/core': core, '@urikit/http': mod };

examples(new URL('../README.md', import.meta.url), { modules });
examples(new URL('../src/index.ts', import.meta.url), {
  modules,
  context: { ...mod, check: core.check },
  atLeast: 9,
});
