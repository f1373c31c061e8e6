// The README's examples and the TSDoc @example blocks of the sources, run as written, with the
// values their comments state (@urikit/testkit's example runner).
import * as core from '@urikit/core';
import { examples } from '@urikit/testkit';
import * as mod from '../src/index.js';

const modules = { '@urikit/core': core, '@urikit/file': mod };

examples(new URL('../README.md', import.meta.url), { modules });
examples(new URL('../src/index.ts', import.meta.url), {
  modules,
  context: { ...mod, createRegistry: core.createRegistry },
  atLeast: 5,
});
