import { defineProject } from 'vitest/config';
import { workspaceAlias } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: 'create-urikit-scheme',
    include: ['test/**/*.test.ts'],
    // Files share their worker's module graph (see vitest.shared.ts).
    isolate: false,
    // A test that asserts nothing fails.
    expect: { requireAssertions: true },
  },
});
