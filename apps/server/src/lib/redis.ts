import type { Redis, RedisOptions } from 'ioredis';

export class RedisConnectionError extends Error {
  override name = 'RedisConnectionError';
}

/**
 * A command that gets no answer within this long fails (and the caller falls back to per-node
 * counters): a Redis that hangs must not hang sign-in.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Client options for counters that must never hold a request up: no offline queue (a command
 * while disconnected fails at once instead of waiting for a reconnection), a short command
 * timeout, no resending of commands lost with a connection. Reconnection stays automatic.
 */
export const REDIS_CLIENT_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  maxRetriesPerRequest: 0,
  connectTimeout: 5_000,
  // Reconnect quickly at first, then every 2 s at most, for ever.
  retryStrategy: (times) => Math.min(times * 100, 2_000),
};

/**
 * A client that connects (and reconnects) in the background; see REDIS_CLIENT_OPTIONS. ioredis
 * loads here, so a node without REDIS_URL never loads it.
 */
export async function createRedisClient(url: string, options: RedisOptions = {}): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  const client = new RedisClient(url, { ...REDIS_CLIENT_OPTIONS, ...options });
  // Reconnection is automatic; a lost connection must not crash the process.
  client.on('error', () => undefined);
  return client;
}

/** Connects eagerly so that a bad REDIS_URL fails at start-up, not on the first sign-in. */
export async function connectRedis(url: string): Promise<Redis> {
  const client = await createRedisClient(url, { lazyConnect: true });
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

export interface RedisGuardLogger {
  warn: (object: object, message: string) => void;
  info: (object: object, message: string) => void;
}

/**
 * Runs counter operations on Redis while it answers and on per-node memory while it does not
 * (ADR 004): the site keeps serving when Redis goes away, and shared counting resumes when it
 * returns. One warning per outage, one notice when it ends.
 */
export interface RedisGuard {
  run<T>(onRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T>;
  /** False while Redis is considered down (for readiness details and tests). */
  readonly healthy: boolean;
}

export function createRedisGuard(
  redis: Redis,
  options: {
    log: RedisGuardLogger;
    /** After a failure, Redis is not tried again for this long (unless it reconnects first). */
    retryAfterMs?: number;
    now?: () => number;
  },
): RedisGuard {
  const retryAfterMs = options.retryAfterMs ?? 5_000;
  const now = options.now ?? Date.now;
  let down = false;
  let retryAt = 0;

  const markDown = (reason: string) => {
    retryAt = now() + retryAfterMs;
    if (down) return;
    down = true;
    options.log.warn(
      { redis: 'down', reason },
      'Redis is unreachable: rate limits and sign-in lockouts count on this node alone until it returns',
    );
  };
  const markUp = () => {
    if (!down) return;
    down = false;
    options.log.info({ redis: 'up' }, 'Redis is back: rate limits and lockouts are shared again');
  };
  // A fresh connection is worth trying at once.
  redis.on('ready', () => {
    retryAt = 0;
  });

  return {
    get healthy() {
      return !down;
    },
    async run(onRedis, inMemory) {
      if (redis.status !== 'ready') {
        markDown(`connection ${redis.status}`);
        return inMemory();
      }
      if (down && now() < retryAt) return inMemory();
      let result: Awaited<ReturnType<typeof onRedis>>;
      try {
        result = await onRedis();
      } catch (error) {
        markDown(error instanceof Error ? error.message : String(error));
        return inMemory();
      }
      markUp();
      return result;
    },
  };
}
