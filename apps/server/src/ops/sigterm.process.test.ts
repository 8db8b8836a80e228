import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startServerProcess,
  stopServerProcesses,
  waitFor as waitUntil,
} from '../test/server-process.js';

/**
 * SIGTERM on the real entry point (TypeScript through tsx, embedded PGlite), as an orchestrator
 * sends it: readiness turns 503 at once, the node serves on during the drain delay, every request
 * under way is answered, realtime streams are told to reconnect, and it exits 0 within 10 s.
 */
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'helionews-sigterm-'));
});
afterAll(async () => {
  stopServerProcesses();
  await rm(dataDir, { recursive: true, force: true });
});

const startServer = (env: Record<string, string>) =>
  startServerProcess({ initCwd: dataDir, adminPassword: 'sigterm-test-password', env });

/** Start-up on a busy CI machine (first start: the embedded initdb) can take most of a minute. */
const waitFor = (check: () => boolean, timeoutMs = 80_000) => waitUntil(check, timeoutMs, 50);

/**
 * A sign-in whose body arrives in two halves, `gapMs` apart: in flight all that time without
 * costing the server anything. Resolves to the status code once the answer is read.
 */
function slowSignIn(port: number, password: string, gapMs: number) {
  const body = JSON.stringify({ email: 'admin@helionews.local', password });
  const half = Math.floor(body.length / 2);
  let sendRest: () => void = () => undefined;
  const status = new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, half));
    sendRest = () => request.end(body.slice(half));
  });
  const sent = new Promise<void>((resolve) => setTimeout(resolve, 200)).then(() => undefined);
  return { status, sent, finish: () => setTimeout(() => sendRest(), gapMs) };
}

/** Reads a text/event-stream into `events` (the event names) until the server ends it. */
async function openStream(url: string) {
  const events: string[] = [];
  const response = await fetch(url, { headers: { accept: 'text/event-stream' } });
  expect(response.status).toBe(200);
  const body = response.body;
  if (!body) throw new Error('no stream body');
  const ended = (async () => {
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of body) {
      text += decoder.decode(chunk as Uint8Array, { stream: true });
      for (;;) {
        const end = text.indexOf('\n\n');
        if (end < 0) break;
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        const name = /^event: (.+)$/m.exec(block)?.[1];
        if (name) events.push(name);
      }
    }
  })();
  return { events, ended };
}

describe('SIGTERM', () => {
  it('drains: readiness 503 at once, requests under way answered, streams told to reconnect, exit 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startServer({
      PORT: String(port),
      DATA_DIR: path.join(dataDir, 'drain'),
      SHUTDOWN_DRAIN_MS: '3000',
    });
    await waitFor(() => server.output().stdout.includes('HelioNews is running at'));
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);

    const stream = await openStream(`${base}/api/realtime/stream`);
    await waitFor(() => stream.events.includes('hello'));

    // In flight at the signal: sign-ins whose bodies are half sent (their second halves come
    // 800 ms after it), and a burst of reads the server is still answering.
    const signIns = Array.from({ length: 8 }, () => slowSignIn(port, 'sigterm-test-password', 800));
    await Promise.all(signIns.map((signIn) => signIn.sent));
    const pages = ['/api/tenant/info', '/api/stories', '/api/categories', '/api/health'];
    const reads = Array.from({ length: 16 }, (_, n) =>
      fetch(`${base}${pages[n % pages.length]}`).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    for (const signIn of signIns) signIn.finish();

    // Readiness turns 503 at once, naming the reason: the first answer after the signal says so,
    // as fast as a liveness check sent with it (both wait only for the reads queued before them;
    // on a loaded 2-CPU machine that queue alone can take most of a second).
    const [ready, health] = await Promise.all(
      ['/api/ready', '/api/health'].map((url) =>
        fetch(`${base}${url}`).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as unknown,
          after: Date.now() - signalledAt,
        })),
      ),
    );
    expect(ready).toMatchObject({ status: 503, body: { detail: 'The server is shutting down' } });
    expect(health?.status).toBe(200);
    expect((ready?.after ?? Infinity) - (health?.after ?? 0)).toBeLessThan(200);
    // Long before the drain delay (3 s) ends.
    expect(ready?.after).toBeLessThan(2_000);

    // A request arriving during the drain delay is still served.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const late = await fetch(`${base}/api/tenant/info`);
    expect(late.status).toBe(200);
    expect(await late.json()).toMatchObject({ slug: 'helionews' });

    expect(await Promise.all(reads)).toEqual(reads.map(() => 200));
    const signedIn = await Promise.all(signIns.map((signIn) => signIn.status));
    expect(signedIn).toEqual(signIns.map(() => 200));

    await stream.ended;
    expect(stream.events.at(-1)).toBe('reconnect');

    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(10_000);
    // The drain delay was honoured before the listener closed.
    expect(at - signalledAt).toBeGreaterThanOrEqual(3_000);
    expect(existsSync(path.join(dataDir, 'drain', 'helionews.pid'))).toBe(false);
    expect(server.output().stderr).not.toMatch(/error/i);
  }, 180_000);

  it('during start-up, before it listens, stops cleanly and frees the data directory', async () => {
    // The data of the test above: the database exists, so opening it is a step of seconds.
    const dir = path.join(dataDir, 'drain');
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dir });
    // The lock file is the first thing start-up writes: the database opens and migrates after it.
    const lockFile = path.join(dir, 'helionews.pid');
    await waitFor(
      () => existsSync(lockFile) && readFileSync(lockFile, 'utf8') === String(server.child.pid),
    );
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(server.output().stdout).not.toContain('HelioNews is running at');
    expect(server.output().stderr).toContain('HelioNews stopped during start-up (SIGTERM)');
    expect(existsSync(path.join(dir, 'helionews.pid'))).toBe(false);

    // The same data starts normally afterwards.
    const again = startServer({ PORT: String(port), DATA_DIR: dir, SHUTDOWN_DRAIN_MS: '0' });
    await waitFor(() => again.output().stdout.includes('HelioNews is running at'));
    again.child.kill('SIGTERM');
    expect((await again.exited).code).toBe(0);
  }, 180_000);
});
