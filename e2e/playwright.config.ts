import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Journeys run against the built product (`npm run build`) on a throw-away embedded database,
 * in Debian's Chromium. Nothing downloads a browser; the server binds to 127.0.0.1 only.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3199);
export const E2E_ADMIN = { email: 'admin@helionews.local', password: 'e2e-admin-password' };
// Created when the config is first evaluated; the server seeds it fresh on every run.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(
  path.join(os.tmpdir(), 'helionews-e2e-'),
));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `node ${path.join(root, 'apps/server/dist/server.js')}`,
    url: `http://127.0.0.1:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Page views reach the analytics tables within half a second.
      ANALYTICS_FLUSH_MS: '500',
      // Feeds served by a test's own server on 127.0.0.1, polled every second.
      FEEDS_ALLOW_HOSTS: '127.0.0.1',
      FEEDS_INTERVAL_MS: '1000',
    },
  },
});
