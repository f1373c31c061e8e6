// The README's examples and the TSDoc @example blocks run as tests (@urikit/testkit): a line
// `expr; // value` asserts, `expr; // throws CODE` asserts the error.
import * as core from '@urikit/core';
import * as http from '@urikit/http';
import { examples } from '@urikit/testkit';
import * as mod from '../src/index.js';

const modules = { '@urikit/core': core, '@urikit/http': http, '@urikit/ws': mod };

examples(new URL('../README.md', import.meta.url), { modules });
examples(new URL('../src/index.ts', import.meta.url), {
  modules,
  context: { ...mod, check: core.check, createRegistry: core.createRegistry },
  atLeast: 11,
});
