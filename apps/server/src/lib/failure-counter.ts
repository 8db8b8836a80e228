import type { Redis } from 'ioredis';
import type { RedisGuard } from './redis.js';

export interface FailureCount {
  count: number;
  /** Milliseconds until the window ends and the count starts again from 0. */
  resetInMs: number;
}

/**
 * Counts failures per key within a fixed window (sign-in failures per account). Shared through
 * Redis when configured, so every app node sees the same count; in memory otherwise.
 */
export interface FailureCounter {
  peek(key: string): Promise<FailureCount>;
  increment(key: string): Promise<FailureCount>;
  clear(key: string): Promise<void>;
}

export function createMemoryFailureCounter(
  windowMs: number,
  now: () => number = Date.now,
): FailureCounter {
  const entries = new Map<string, { count: number; expires: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expires <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async peek(key) {
      const entry = live(key);
      return entry
        ? { count: entry.count, resetInMs: entry.expires - now() }
        : { count: 0, resetInMs: 0 };
    },
    async increment(key) {
      const entry = live(key) ?? { count: 0, expires: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      // Bound the memory an attacker can make us hold with made-up emails.
      if (entries.size > 100_000) {
        for (const [k, v] of entries) if (v.expires <= now()) entries.delete(k);
      }
      return { count: entry.count, resetInMs: entry.expires - now() };
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

type ExecReplies = [error: Error | null, result: unknown][] | null;

/** The replies of a MULTI, or the error of the first failed command (so callers can fall back). */
export function checked(replies: ExecReplies): [error: Error | null, result: unknown][] {
  if (!replies) throw new Error('Redis transaction aborted');
  for (const [error] of replies) if (error) throw error;
  return replies;
}

export function createRedisFailureCounter(
  redis: Redis,
  windowMs: number,
  prefix = 'helionews:failures:',
): FailureCounter {
  return {
    async peek(key) {
      const replies = checked(
        await redis
          .multi()
          .get(prefix + key)
          .pttl(prefix + key)
          .exec(),
      );
      return {
        count: Number(replies[0]?.[1] ?? 0),
        resetInMs: Math.max(0, Number(replies[1]?.[1] ?? 0)),
      };
    },
    async increment(key) {
      const replies = checked(
        await redis
          .multi()
          .incr(prefix + key)
          .pexpire(prefix + key, windowMs, 'NX')
          .pttl(prefix + key)
          .exec(),
      );
      return {
        count: Number(replies[0]?.[1] ?? 1),
        resetInMs: Math.max(0, Number(replies[2]?.[1] ?? windowMs)),
      };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Redis while it answers, this node's memory while it does not (see `createRedisGuard`). Counts
 * made during an outage stay on the node that made them; Redis's own counts resume afterwards.
 */
export function createResilientFailureCounter(
  guard: RedisGuard,
  shared: FailureCounter,
  local: FailureCounter,
): FailureCounter {
  return {
    peek: (key) =>
      guard.run(
        () => shared.peek(key),
        () => local.peek(key),
      ),
    increment: (key) =>
      guard.run(
        () => shared.increment(key),
        () => local.increment(key),
      ),
    async clear(key) {
      await local.clear(key);
      await guard.run(
        () => shared.clear(key),
        async () => undefined,
      );
    },
  };
}
