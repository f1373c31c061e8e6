// The README's examples and the TSDoc @example blocks run as tests (@urikit/testkit).
import * as core from '@urikit/core';
import { examples } from '@urikit/testkit';
import * as gopher from '../src/gopher.js';
import * as mod from '../src/index.js';
import * as lenient from '../src/lenient.js';

const modules = {
  '@urikit/core': core,
  urikit: mod,
  'urikit/gopher': gopher,
  'urikit/lenient': lenient,
};

examples(new URL('../README.md', import.meta.url), { modules });
examples(new URL('../src/registry.ts', import.meta.url), {
  modules,
  context: { ...mod },
  atLeast: 2,
});
examples(new URL('../src/lenient.ts', import.meta.url), {
  modules,
  context: { ...lenient },
  atLeast: 3,
});
