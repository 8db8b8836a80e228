import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { connectRedis } from '../../lib/redis.js';
import { nextClientAddress } from '../../test/auth.js';
import {
  cleanups,
  closeAfterEach,
  expectLockoutPerNode,
  login,
  outageApp,
  outageWarnings,
} from '../../test/redis-outage.js';

/**
 * Redis going away and coming back (issue 12), on a real Redis (TEST_REDIS_URL): the server
 * project includes `*.redis.test.ts` files only when that variable names one (vitest config).
 */
closeAfterEach();

/** A TCP relay to the real Redis that the test can cut and restore. */
async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  return {
    port,
    /** Redis "goes down": open connections drop and new ones are refused. */
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    async restore() {
      await listen(port);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) throw new Error('*.redis.test.ts files run only with TEST_REDIS_URL set');

describe('Redis going down and coming back (TEST_REDIS_URL)', () => {
  it('falls back while it is down and counts in Redis again once it returns', async () => {
    const target = new URL(redisUrl);
    const relay = await relayTo(target);
    cleanups.push(() => relay.close());
    const direct = await connectRedis(redisUrl);
    cleanups.push(async () => {
      const keys = await direct.keys(`${namespace}*`);
      if (keys.length > 0) await direct.del(...keys);
      direct.disconnect();
    });
    const namespace = `helionews-test:${randomBytes(4).toString('hex')}:`;
    const relayed = new URL(redisUrl);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    const client = await connectRedis(relayed.toString());
    const { app, logs } = await outageApp(client, namespace);
    const failureKeys = async () => direct.keys(`${namespace}login-failures:*`);

    // Up: failures are counted in Redis.
    await login(app, `before-${Date.now()}@example.org`, 'wrong-password-1', nextClientAddress());
    expect((await failureKeys()).length).toBeGreaterThan(0);
    const keysBefore = (await failureKeys()).length;

    // Down: every answer still comes, the lockout holds on this node, nothing reaches Redis.
    await relay.cut();
    await expectLockoutPerNode(app);
    expect((await failureKeys()).length).toBe(keysBefore);
    expect(outageWarnings(logs)).toHaveLength(1);

    // Back: the client reconnects by itself, and counting goes to Redis again.
    await relay.restore();
    await vi.waitFor(() => expect(client.status).toBe('ready'), { timeout: 10_000, interval: 100 });
    const email = `after-${Date.now()}@example.org`;
    await login(app, email, 'wrong-password-1', nextClientAddress());
    expect((await failureKeys()).some((key) => key.includes(email))).toBe(true);
    expect(logs.filter((line) => line.redis === 'up')).toHaveLength(1);
    expect(outageWarnings(logs)).toHaveLength(1);
  });
});
