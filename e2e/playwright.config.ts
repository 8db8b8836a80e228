import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { scaled } from './time-scale';

/**
 * Journeys run against the built product (`npm run build`) on a throw-away embedded database,
 * in Debian's Chromium. Nothing downloads a browser; the server binds to 127.0.0.1 only.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3199);
const adminPort = port + 1;
/** Where the membership journey runs its fake Stripe (apps/server/src/test/stripe-server.ts). */
export const E2E_STRIPE_PORT = port + 10;
export const E2E_ADMIN = { email: 'admin@helionews.local', password: 'e2e-admin-password' };
// Created when the config is first evaluated; each server seeds its own fresh on every run.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(
  path.join(os.tmpdir(), 'helionews-e2e-'),
));
const adminDataDir = (process.env.E2E_ADMIN_DATA_DIR ??= mkdtempSync(
  path.join(os.tmpdir(), 'helionews-e2e-admin-'),
));

/**
 * One server per project, each with its own embedded database, so that the reader journeys and
 * the back-office journeys run side by side (two workers) without seeing each other's writes;
 * within a project the journeys run one at a time, as they share their server's data.
 */
function server(serverPort: number, serverDataDir: string) {
  return {
    command: `node ${path.join(root, 'apps/server/dist/server.js')}`,
    url: `http://127.0.0.1:${serverPort}/api/ready`,
    reuseExistingServer: false,
    timeout: scaled(120_000),
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: serverDataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Page views reach the analytics tables within half a second.
      ANALYTICS_FLUSH_MS: '500',
      // Feeds served by a test's own server on 127.0.0.1, polled every second.
      FEEDS_ALLOW_HOSTS: '127.0.0.1',
      FEEDS_INTERVAL_MS: '1000',
      // Identity providers a journey runs on 127.0.0.1 (admin/sso.spec.ts: single sign-on).
      OIDC_ALLOW_HOSTS: '127.0.0.1',
      // Journeys that stand for readers at other addresses say so in X-Forwarded-For, so that
      // the per-address limits (20 registrations an hour) count them apart from the others.
      TRUST_PROXY: '127.0.0.1',
      // Stripe's API as the membership journey's local fake answers it (test-only: README).
      STRIPE_API_BASE: `http://127.0.0.1:${E2E_STRIPE_PORT}`,
    },
  };
}

/** Back-office journeys that change nothing, run by the reader project (see `projects`). */
const READ_ONLY_ADMIN_JOURNEYS = ['admin/console.spec.ts'];
const READER_IGNORES = /admin\/(?!console\.spec\.ts$)/;

const browser = {
  viewport: { width: 1280, height: 800 },
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
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two servers and two Chromiums share CI's two cores: a journey that runs axe three or four
  // times on a back-office page took 30 s there (CI of stop 37), so journeys get a minute and a
  // wait for one element 15 s, each scaled for CI's slower machines (time-scale.ts).
  timeout: scaled(60_000),
  expect: { timeout: scaled(15_000) },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalTeardown: './global-teardown.ts',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The back-office console walk only reads: it runs here, against the reader's server, so that
    // the two projects take about as long as each other (the back-office journeys are the longer).
    {
      name: 'reader',
      testIgnore: READER_IGNORES,
      workers: 1,
      use: { ...browser, baseURL: `http://127.0.0.1:${port}` },
    },
    {
      name: 'admin',
      testMatch: 'admin/**/*.spec.ts',
      testIgnore: READ_ONLY_ADMIN_JOURNEYS,
      workers: 1,
      use: { ...browser, baseURL: `http://127.0.0.1:${adminPort}` },
    },
  ],
  webServer: [server(port, dataDir), server(adminPort, adminDataDir)],
});
