// The README's examples and the TSDoc @example blocks of the source run as tests.
import * as core from '@urikit/core';
import { examples } from '@urikit/testkit';
import * as mod from '../src/index.js';

examples(new URL('../README.md', import.meta.url), {
  modules: { '@urikit/core': core, '@urikit/prospero': mod },
});

examples(new URL('../src/index.ts', import.meta.url), {
  modules: { '@urikit/core': core, '@urikit/prospero': mod },
  context: { ...core, ...mod },
  atLeast: 5,
});
