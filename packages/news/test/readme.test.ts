// The examples of README.md, run as written (@urikit/testkit).
import * as core from '@urikit/core';
import { examples } from '@urikit/testkit';
import * as news from '../src/index.js';

examples(new URL('../README.md', import.meta.url), {
  modules: { '@urikit/core': core, '@urikit/news': news },
});
