#!/usr/bin/env node
// The `urikit` command (package.json "bin"). Everything is in main.ts; this file only runs it.
import { run } from './main.js';

process.exitCode = await run(process.argv.slice(2));
