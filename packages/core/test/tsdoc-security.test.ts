// The @example blocks of the security and WHATWG modules run as written (the test kit's runner).

import { http } from '@urikit/http';
import { examples } from '@urikit/testkit';
import * as core from '../src/plugin.js';

for (const file of ['security.ts', 'whatwg.ts']) {
  examples(new URL(`../src/${file}`, import.meta.url), {
    modules: { '@urikit/core': core },
    context: { ...core },
  });
}

// check is the free function over a registry or a plugin (http, as a user would install it).
examples(new URL('../src/check.ts', import.meta.url), {
  modules: { '@urikit/core': core },
  context: { ...core, http },
});
