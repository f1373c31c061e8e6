// The README's examples and the TSDoc examples of the source run as written.
import * as core from '@urikit/core';
import { examples } from '@urikit/testkit';
import * as mod from '../src/index.js';

const modules = { '@urikit/core': core, '@urikit/mailto': mod };
examples(new URL('../README.md', import.meta.url), { modules });
examples(new URL('../src/index.ts', import.meta.url), {
  modules,
  context: { mailto: mod.mailto, toMessage: mod.toMessage, check: core.check },
  atLeast: 4,
});
