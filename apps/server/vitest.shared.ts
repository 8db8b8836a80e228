import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The test files that replace a module with `vi.mock`. Everything else shares one module graph
 * per worker (`isolate: false`), where a mock would not take if an earlier file had loaded the
 * module and would leak into later files: these few run in a project of their own, each file in
 * a fresh graph. Found by reading the files, so a new test that mocks a module joins by itself.
 */
export function filesThatMockModules(): string[] {
  const found: string[] = [];
  const visit = (directory: string): void => {
    for (const entry of readdirSync(path.join(here, directory), { withFileTypes: true })) {
      const relative = path.posix.join(directory, entry.name);
      if (entry.isDirectory()) visit(relative);
      else if (
        entry.name.endsWith('.test.ts') &&
        /\bvi\.(?:do)?mock\(/.test(readFileSync(path.join(here, relative), 'utf8'))
      ) {
        found.push(relative);
      }
    }
  };
  visit('src');
  return found.sort();
}

/** One of the server's two Vitest projects: `server`, or `server-isolated` for the files above. */
export function serverProject(isolated: boolean): ViteUserConfig {
  const mocking = filesThatMockModules();
  return defineConfig({
    resolve: {
      alias: {
        '@helionews/contracts': fileURLToPath(
          new URL('../../packages/contracts/src/index.ts', import.meta.url),
        ),
      },
    },
    test: {
      name: isolated ? 'server-isolated' : 'server',
      environment: 'node',
      include: isolated ? mocking : ['src/**/*.test.ts'],
      // `*.redis.test.ts` need a real Redis: they join the run when TEST_REDIS_URL names one (CI's
      // second pass), and are not collected at all otherwise, rather than reported as skipped.
      exclude: [
        ...configDefaults.exclude,
        ...(process.env.TEST_REDIS_URL ? [] : ['src/**/*.redis.test.ts']),
        ...(isolated ? [] : mocking),
      ],
      // A fresh module graph for every file cost 313 s of imports in a 792 s run of this project
      // where `node -e 0` took 140 ms; the files open their own app and database and close them,
      // so they can share one graph per worker.
      isolate: isolated,
      // Before every file, shared graph or not: per-file counters of test support start again.
      setupFiles: ['src/test/each-file.ts'],
      // Set where `node -e 0` took 50 ms, and doubled for CI machines 2.3 times slower, where a
      // test of a hundred sign-ins ran past 30 s beside the browser journeys: a test that passes
      // is no slower.
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });
}
