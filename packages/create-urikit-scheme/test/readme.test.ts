// The README's examples and the TSDoc @example blocks run as tests (@urikit/testkit).
import { examples } from '@urikit/testkit';
import * as mod from '../src/index.js';

const modules = { 'create-urikit-scheme': mod };

examples(new URL('../README.md', import.meta.url), { modules });
for (const file of ['options.ts', 'template.ts']) {
  examples(new URL(`../src/${file}`, import.meta.url), { modules, context: mod });
}
