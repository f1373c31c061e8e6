// The smoke of every universal package through `import`, in whatever runtime runs this file
// (Node, Deno, Bun), from the folder where the packed packages are installed. A failure throws,
// so that every runtime exits with a non-zero status.
import { runChecks, UNIVERSAL } from './checks.mjs';

const modules = {};
for (const name of UNIVERSAL) modules[name] = await import(name);
const failures = runChecks(modules, (line) => console.log(line));
if (failures > 0) throw new Error(`smoke (import): ${failures} failure(s)`);
console.log(`smoke (import): ${UNIVERSAL.length} packages ok`);
