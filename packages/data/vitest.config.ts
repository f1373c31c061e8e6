import { defineProject } from 'vitest/config';
import { workspaceAlias } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: 'data',
    include: ['test/**/*.test.ts'],
    // A test that asserts nothing fails.
    expect: { requireAssertions: true },
  },
});
