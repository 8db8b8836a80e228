import { Redis } from 'ioredis';

export class RedisConnectionError extends Error {
  override name = 'RedisConnectionError';
}

/** Connects eagerly so that a bad REDIS_URL fails at start-up, not on the first sign-in. */
export async function connectRedis(url: string): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    connectTimeout: 5_000,
  });
  // Reconnection is automatic; a lost connection must not crash the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    const where = new URL(url);
    where.password = '';
    throw new RedisConnectionError(`Cannot connect to Redis at ${where.host}: ${reason}`);
  }
  return client;
}
