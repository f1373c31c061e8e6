#!/usr/bin/env node
// The create-urikit-scheme command (npm create urikit-scheme@latest <folder>).
import { main } from './main.js';

process.exitCode = await main({
  argv: process.argv.slice(2),
  cwd: process.cwd(),
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
