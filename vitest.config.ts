import { defineConfig } from 'vitest/config';

/** One Vitest run over every workspace that has unit or integration tests. */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
    // Server test files each open their own database: two at a time fits a 2-core machine.
    maxWorkers: 2,
  },
});
