// The README's examples and the TSDoc @example blocks run as tests (@urikit/testkit).
import * as core from '@urikit/core';
import { examples } from '@urikit/testkit';
import { Ajv } from 'ajv';
import * as ajv2020 from 'ajv/dist/2020.js';
import * as mod from '../src/index.js';

const modules = { '@urikit/core': core, 'ajv/dist/2020.js': ajv2020, '@urikit/json-schema': mod };

examples(new URL('../README.md', import.meta.url), { modules });
examples(new URL('../src/index.ts', import.meta.url), {
  modules,
  context: { ...mod, Ajv },
  atLeast: 3,
});
