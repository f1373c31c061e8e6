import { fileURLToPath } from 'node:url';

/**
 * Tests import workspace packages by name; point those names at the sources so a test run
 * never depends on a stale build. Package checks (publint, attw, size-limit) cover `dist/`.
 */
export const workspaceAlias: Record<string, string> = {
  '@urikit/core': fileURLToPath(new URL('./packages/core/src/index.ts', import.meta.url)),
};
