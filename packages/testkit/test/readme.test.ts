// The examples of the README and of checkPluginLaws' TSDoc run as written. The README's blocks
// register suites (pluginLaws, protocolLaws), so they run while this file's suites are
// collected (`suites: true`). node:test's `test` runs its function at once here: the example's
// assertion (node:assert's, the real one) runs.
import { deepStrictEqual } from 'node:assert';
import * as core from '@urikit/core';
import * as httpModule from '@urikit/http';
import * as nntpModule from '@urikit/nntp';
import * as testkit from '../src/index.js';
import * as laws from '../src/laws.js';

const modules = {
  'node:test': { test: (_name: string, run: () => void) => run() },
  'node:assert': { deepStrictEqual },
  '@urikit/core': core,
  '@urikit/http': httpModule,
  '@urikit/nntp': nntpModule,
  '@urikit/testkit': testkit,
  '@urikit/testkit/laws': laws,
};

testkit.examples(new URL('../README.md', import.meta.url), { modules, suites: true, atLeast: 4 });
testkit.examples(new URL('../src/plugin-laws.ts', import.meta.url), { modules });
