import { defineConfig } from 'vitest/config';

/** One Vitest run over every workspace that has unit or integration tests. */
export default defineConfig({
  test: {
    // The server has two projects, `server` and `server-isolated` (apps/server/vitest.shared.ts):
    // `--project 'server*'` runs both.
    projects: [
      'packages/contracts',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.isolated.config.ts',
      'apps/web',
    ],
    // Server test files each open their own database: two at a time fits a 2-core machine.
    maxWorkers: 2,
  },
});
