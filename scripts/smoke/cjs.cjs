// The smoke of every universal package through `require` (a CommonJS caller; Node ≥ 20.19
// loads an ES module with require), from the folder where the packed packages are installed.
const { runChecks, UNIVERSAL } = require('./checks.mjs');

const modules = {};
for (const name of UNIVERSAL) modules[name] = require(name);
const failures = runChecks(modules, (line) => console.log(line));
if (failures > 0) throw new Error(`smoke (require): ${failures} failure(s)`);
console.log(`smoke (require): ${UNIVERSAL.length} packages ok`);
