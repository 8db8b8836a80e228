import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startServerProcess,
  stopServerProcesses,
  waitFor as waitUntil,
} from './test/server-process.js';

/** Runs the real entry point (TypeScript through tsx) as an operator would. */
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'helionews-server-'));
});
afterAll(async () => {
  stopServerProcesses();
  await rm(dataDir, { recursive: true, force: true });
});

function startServer(env: Record<string, string>) {
  const server = startServerProcess({
    initCwd: dataDir,
    adminPassword: 'process-test-password',
    env,
  });
  return { ...server, exited: server.exited.then(({ code }) => code) };
}

const waitFor = (check: () => boolean, timeoutMs = 60_000) => waitUntil(check, timeoutMs);

const expectOneClearLine = (stderr: string, text: string) => {
  const lines = stderr
    .split('\n')
    .filter(
      (line) =>
        line.trim() && !line.includes('ExperimentalWarning') && !line.includes('--trace-warnings'),
    );
  expect(lines).toEqual([`HelioNews could not start: ${text}`]);
  expect(stderr).not.toMatch(/^\s+at /m);
};

describe('server start-up and shutdown', () => {
  it('names a bad variable in one line and exits 1', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: path.join(dataDir, 'a') });
    expect(await server.exited).toBe(1);
    expectOneClearLine(
      server.output().stderr,
      'Invalid configuration: PORT must be a port number (got "eighty")',
    );
  });

  it('explains an unreachable DATABASE_URL without a stack trace', async () => {
    const server = startServer({
      PORT: String(await freePort()),
      DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/news',
    });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).not.toContain('secret');
    expectOneClearLine(stderr, stderr.trim().replace('HelioNews could not start: ', ''));
    expect(stderr).toMatch(
      /^HelioNews could not start: Cannot connect to the database at postgres:\/\/nobody@127\.0\.0\.1:1\/news: /,
    );
  });

  it('explains a port already in use', async () => {
    const port = await freePort();
    const blocker = net.createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    try {
      const server = startServer({ PORT: String(port), DATA_DIR: path.join(dataDir, 'b') });
      expect(await server.exited).toBe(1);
      expectOneClearLine(
        server.output().stderr,
        `Port ${port} on 127.0.0.1 is already in use: stop the other process or set PORT to a free port`,
      );
    } finally {
      blocker.close();
    }
  });

  it('serves one of two started at once on the same data, and shuts down cleanly on SIGTERM', async () => {
    const dir = path.join(dataDir, 'c');
    // Two servers on the same DATA_DIR at the same moment: the lock lets exactly one through.
    // No drain delay: this test is about the exit itself (ops/sigterm.process.test.ts drains).
    const [a, b] = await Promise.all(
      [1, 2].map(async () => {
        const port = await freePort();
        const env = {
          PORT: String(port),
          DATA_DIR: dir,
          LOG_LEVEL: 'info',
          // Every request gets its line (by default only failed and slow ones do).
          LOG_REQUESTS: 'all',
          SHUTDOWN_DRAIN_MS: '0',
        };
        return { port, ...startServer(env) };
      }),
    );
    if (!a || !b) throw new Error('two servers were started');
    // Each either prints its banner or exits; a waiter that is no longer needed stops polling.
    const outcome = async (candidate: typeof a) => {
      let exited = false;
      void candidate.exited.then(() => (exited = true));
      await waitFor(
        () => exited || candidate.output().stdout.includes('HelioNews is running at'),
        85_000,
      );
      return exited ? ('exited' as const) : ('running' as const);
    };
    const outcomes = await Promise.all([outcome(a), outcome(b)]);
    expect([...outcomes].sort()).toEqual(['exited', 'running']);
    const [server, loser] = outcomes[0] === 'running' ? [a, b] : [b, a];
    expect(await loser.exited).toBe(1);
    expectOneClearLine(
      loser.output().stderr,
      `The embedded database in ${dir} is in use by another HelioNews process (pid ${server.child.pid}): stop it, or set DATA_DIR to another folder`,
    );
    const { port } = server;
    expect(server.output().stdout).toContain('Admin account created: admin@helionews.local');

    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok' });
    const info = await fetch(`http://127.0.0.1:${port}/api/tenant/info`);
    expect(await info.json()).toMatchObject({ slug: 'helionews', display_name: 'HelioNews' });

    // Request logs never carry a password or a token.
    await fetch(`http://127.0.0.1:${port}/reset-password?token=very-secret-reset-token`);
    await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer very-secret-bearer' },
      body: JSON.stringify({ email: 'admin@helionews.local', password: 'process-test-password' }),
    });
    await waitFor(() => server.output().stdout.includes('/api/auth/login'));
    expect(server.output().stdout).toContain('/reset-password?token=[redacted]');
    for (const secret of [
      'very-secret-reset-token',
      'very-secret-bearer',
      'process-test-password',
    ]) {
      expect(server.output().stdout).not.toContain(secret);
    }

    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dir });
    expect(await second.exited).toBe(1);
    expect(second.output().stderr).toMatch(/is in use by another HelioNews process/);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dir, 'helionews.pid'))).toBe(false);
    // A first start creates the embedded cluster in a child process (ADR 014): 8 s on a quiet
    // machine, several times that while the web tests run beside it.
  }, 120_000);
});
