// The browser bundle's entry (esbuild, platform "browser"): the packages of BROWSER and the
// checks, whose result the page leaves on globalThis for scripts/smoke/browser.mjs to read.
import * as core from '@urikit/core';
import * as extract from '@urikit/extract';
import * as idna from '@urikit/idna';
import * as iri from '@urikit/iri';
import * as urikit from 'urikit';
import { runChecks } from './checks.mjs';

const lines = [];
const modules = {
  '@urikit/core': core,
  urikit,
  '@urikit/extract': extract,
  '@urikit/iri': iri,
  '@urikit/idna': idna,
};
const failures = runChecks(modules, (line) => lines.push(line));
globalThis.urikitSmoke = { failures, lines, packages: Object.keys(modules) };
