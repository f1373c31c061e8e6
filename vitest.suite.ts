import { defineConfig } from 'vitest/config';
import { workspaceAlias } from './vitest.shared.ts';

/**
 * The whole suite in one run (`pnpm test`, CI): the same test files and settings as the
 * per-package projects of vitest.config.ts (`npx vitest run --project core`), gathered into
 * two projects. Each project has its own module graph, transforms and workers, so eighteen
 * projects imported vitest, fast-check and the sources eighteen times over (`pnpm test` on 2
 * cores, vitest 4: 80 s of CPU in two projects, 181 s in eighteen; vitest's summed import time
 * 64 s instead of 230 s). The two keep what differs
 * between the packages' configs: every package but the core sets `requireAssertions` (the
 * core has type-level tests that assert nothing at run time).
 */
const core = 'packages/core/test/**/*.test.ts';

export default defineConfig({
  resolve: { alias: workspaceAlias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          include: [core],
          // Files share their worker's module graph (see vitest.shared.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'packages',
          include: ['packages/*/test/**/*.test.ts'],
          exclude: [core, '**/node_modules/**'],
          isolate: false,
          // A test that asserts nothing fails.
          expect: { requireAssertions: true },
        },
      },
    ],
  },
});
