// The README's examples and the TSDoc @example blocks run as tests (@urikit/testkit).
import * as core from '@urikit/core';
import * as http from '@urikit/http';
import { examples } from '@urikit/testkit';
import * as mod from '../src/index.js';

const modules = { '@urikit/core': core, '@urikit/http': http, '@urikit/iri': mod };
const context = { ...core, ...mod, iriErrors: mod.iriErrors, iriFindings: mod.iriFindings };

examples(new URL('../README.md', import.meta.url), { modules });
for (const file of ['iri.ts', 'convert.ts', 'operations.ts', 'check.ts']) {
  examples(new URL(`../src/${file}`, import.meta.url), { modules, context });
}
