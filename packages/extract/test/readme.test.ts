// The README's examples and the TSDoc @example blocks run as tests (@urikit/testkit).
import * as core from '@urikit/core';
import { examples } from '@urikit/testkit';
import * as mod from '../src/index.js';

const modules = { '@urikit/core': core, '@urikit/extract': mod };

examples(new URL('../README.md', import.meta.url), { modules });
examples(new URL('../src/index.ts', import.meta.url), { modules, context: { ...mod }, atLeast: 4 });
