// Every ```ts example of README.md runs as written (the test kit's runner): a line
// `expr; // value` asserts that `expr` equals the literal that starts the comment, and
// `expr; // throws CODE` asserts a UriError with that code.
import * as http from '@urikit/http';
import * as idna from '@urikit/idna';
import { examples } from '@urikit/testkit';
import * as core from '../src/index.js';
import * as plugin from '../src/plugin.js';

examples(new URL('../README.md', import.meta.url), {
  modules: {
    '@urikit/core': core,
    '@urikit/core/plugin': plugin,
    '@urikit/http': http,
    '@urikit/idna': idna,
  },
  atLeast: 6,
});
