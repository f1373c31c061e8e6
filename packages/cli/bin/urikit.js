#!/usr/bin/env node
// The `urikit` command (package.json "bin"). The command is dist/cli.js, one bundled module
// (scripts/bundle.mjs); this committed file only loads it, so that the bin exists before the
// first build and a fresh `pnpm install` links it (a bin inside dist/ could not be linked then).
import '../dist/cli.js';
