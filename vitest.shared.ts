import { fileURLToPath } from 'node:url';

const src = (name: string) =>
  fileURLToPath(new URL(`./packages/${name}/src/index.ts`, import.meta.url));

/**
 * Tests import workspace packages by name; point those names at the sources so a test run
 * never depends on a stale build. Package checks (publint, attw, size-limit) cover `dist/`.
 */
export const workspaceAlias: Record<string, string> = {
  '@urikit/core': src('core'),
  '@urikit/http': src('http'),
  '@urikit/ftp': src('ftp'),
  '@urikit/file': src('file'),
};
