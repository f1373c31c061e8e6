// The README's examples and the TSDoc @example blocks run as tests (@urikit/testkit).
import * as core from '@urikit/core';
import * as http from '@urikit/http';
import * as iri from '@urikit/iri';
import { examples } from '@urikit/testkit';
import * as mod from '../src/index.js';
import * as punycode from '../src/punycode.js';

const modules = {
  '@urikit/core': core,
  '@urikit/http': http,
  '@urikit/iri': iri,
  '@urikit/idna': mod,
  '@urikit/idna/punycode': punycode,
};

examples(new URL('../README.md', import.meta.url), { modules });
examples(new URL('../src/index.ts', import.meta.url), {
  modules,
  context: { ...core, ...iri, ...mod, http: http.http, https: http.https },
  atLeast: 5,
});
examples(new URL('../src/punycode.ts', import.meta.url), {
  modules,
  context: punycode,
  atLeast: 1,
});
