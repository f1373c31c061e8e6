#!/usr/bin/env node
// The `urikit` command (package.json "bin"). Everything is in main.ts; this file only runs it.
import { allWritten, run } from './main.js';

const status = await run(process.argv.slice(2));
// Output written with writeSync is all out: exit now, rather than wait for the engine's
// background work (optimizing compilations of code that will not run again: tens of ms).
// Output through a stream (a terminal) is left to drain as usual.
if (allWritten()) process.exit(status);
process.exitCode = status;
