import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packages = fileURLToPath(new URL('./packages/', import.meta.url));

/**
 * Tests import workspace packages by name; point those names at the sources so a test run
 * never depends on a stale build. Package checks (publint, attw, size-limit) cover `dist/`.
 * Every folder of `packages/` is found here: a new package needs no edit of this file.
 */
export const workspaceAlias: Record<string, string> = Object.fromEntries(
  readdirSync(packages, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(`${packages}${d.name}/package.json`))
    .flatMap((d) => {
      const pkg = JSON.parse(readFileSync(`${packages}${d.name}/package.json`, 'utf8'));
      const src = `${packages}${d.name}/src/`;
      // A subpath export ("./plugin" → dist/plugin.js) first: an alias matches as a prefix.
      const subpaths = Object.keys(pkg.exports ?? {})
        .filter((key) => key !== '.' && key !== './package.json')
        .map((key) => [`${pkg.name}/${key.slice(2)}`, `${src}${key.slice(2)}.ts`]);
      return [...subpaths, [pkg.name as string, `${src}index.ts`]];
    }),
);

// Every package's tests run with `isolate: false`: the test files of a worker share one module
// graph instead of importing the sources, fast-check and the vector files again for each file
// (that import was 195 s of the suite's 268 s on 2 cores; 88 s in all without it). This holds
// because no package keeps module-level mutable state and no test changes a global it does not
// restore.
