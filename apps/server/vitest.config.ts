import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@helionews/contracts': fileURLToPath(
        new URL('../../packages/contracts/src/index.ts', import.meta.url),
      ),
    },
  },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // `*.redis.test.ts` need a real Redis: they join the run when TEST_REDIS_URL names one (CI's
    // second pass), and are not collected at all otherwise, rather than reported as skipped.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_REDIS_URL ? [] : ['src/**/*.redis.test.ts']),
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
