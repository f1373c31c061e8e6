// The @example blocks of the security and WHATWG modules run as written (the test kit's runner).
import { examples } from '@urikit/testkit';
import * as core from '../src/plugin.js';

for (const file of ['security.ts', 'whatwg.ts']) {
  examples(new URL(`../src/${file}`, import.meta.url), {
    modules: { '@urikit/core': core },
    context: { ...core },
  });
}
