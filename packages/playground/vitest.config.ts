import { defineProject } from 'vitest/config';
import { workspaceAlias } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: 'playground',
    include: ['test/**/*.test.ts'],
    // Files share their worker's module graph (see vitest.shared.ts).
    isolate: false,
  },
});
