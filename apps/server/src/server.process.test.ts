import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Runs the real entry point (TypeScript through tsx) as an operator would. */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'helionews-server-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function startServer(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--conditions=development', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        ADMIN_PASSWORD: 'process-test-password',
        INIT_CWD: dataDir,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(check: () => boolean, timeoutMs = 30_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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

  it('serves, refuses a second process on the same data, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const dir = path.join(dataDir, 'c');
    const server = startServer({ PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'info' });
    await waitFor(() => server.output().stdout.includes('HelioNews is running at'));
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
  });
});
