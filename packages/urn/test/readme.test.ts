// The README's examples and the TSDoc @example blocks run as tests (@urikit/testkit).
import * as core from '@urikit/core';
import * as http from '@urikit/http';
import { examples } from '@urikit/testkit';
import * as mod from '../src/index.js';

const modules = { '@urikit/core': core, '@urikit/http': http, '@urikit/urn': mod };

examples(new URL('../README.md', import.meta.url), { modules });
examples(new URL('../src/index.ts', import.meta.url), {
  modules,
  context: { ...mod, createRegistry: core.createRegistry },
  atLeast: 5,
});
examples(new URL('../src/namespaces.ts', import.meta.url), { modules, context: mod });
