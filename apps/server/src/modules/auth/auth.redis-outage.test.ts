import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRedisClient } from '../../lib/redis.js';
import { nextClientAddress } from '../../test/auth.js';
import {
  closeAfterEach,
  expectLockoutPerNode,
  outageApp,
  outageWarnings,
} from '../../test/redis-outage.js';

/**
 * Redis going away while the app runs (issue 12): rate limits and lockouts fall back to this
 * node's memory with one warning, no request hangs or fails, and Redis is used again once back.
 */
closeAfterEach();

describe('Redis unreachable while the app runs', () => {
  it('keeps answering with per-node limits and lockouts, and warns once', async () => {
    // Nothing listens on port 1: every connection attempt is refused, again and again.
    const { app, logs } = await outageApp(
      await createRedisClient('redis://127.0.0.1:1'),
      `helionews-test:${randomBytes(4).toString('hex')}:`,
    );
    const started = performance.now();
    await expectLockoutPerNode(app);

    // The per-address registration limit (20 an hour) still holds, counted on this node.
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          email: `outage-${i}-${Date.now()}@example.org`,
          username: `outage_${i}_${Date.now().toString(36)}`,
          password: 'Outage-account-2026',
        },
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
    // Nothing waited for Redis (with an offline queue, each would wait for reconnections).
    expect(performance.now() - started).toBeLessThan(60_000);
    expect(outageWarnings(logs)).toHaveLength(1);
    expect(outageWarnings(logs)[0]?.level).toBe(40);
  });
});
