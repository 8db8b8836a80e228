import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { format } from '@lukeed/ms';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { checked } from '../lib/failure-counter.js';
import { tooManyRequests } from '../lib/http-errors.js';
import type { RedisGuard } from '../lib/redis.js';

/** A limit that counts requests by `keyGenerator` within `timeWindow` milliseconds. */
export interface AdditionalRateLimit {
  max: number;
  timeWindow: number;
  /** What the limit counts by; give it a prefix of its own (e.g. 'forgot:'). */
  keyGenerator: (request: FastifyRequest) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A further limit for a route whose `config.rateLimit` already counts by something else (the
     * plugin runs one limit per route). Use it as a `preHandler`: the body is parsed by then, so
     * it may count by a field. It refuses with the same 429, Retry-After and security event.
     */
    additionalRateLimit(limit: AdditionalRateLimit): preHandlerAsyncHookHandler;
  }
}

export interface RateLimitPluginOptions {
  /** Shared counters across app nodes; in-process counters without it. */
  redis: Redis | null;
  /**
   * Decides between Redis and this node's memory while Redis is unreachable; required with
   * `redis` (one guard per app, so an outage is logged once).
   */
  redisGuard?: RedisGuard | null;
  /** Key prefix in Redis (tests isolate runs with it). */
  nameSpace?: string;
  /**
   * Told of every request refused by a limit (a 'rate_limited' security event), with the key the
   * limit counts by (the client address, or what the route's key generator chose). Awaited
   * before the 429 goes out.
   */
  onLimited?: (request: FastifyRequest, key: string) => Promise<void>;
}

/**
 * Registers @fastify/rate-limit without a global limit: each route that needs one declares it in
 * `config.rateLimit`. Exceeding it is a 429 `{"detail"}` with Retry-After.
 */
async function rateLimitPlugin(app: FastifyInstance, options: RateLimitPluginOptions) {
  // onExceeded cannot wait for anything: it marks the request, and the error hook reports it.
  const limited = new WeakMap<FastifyRequest, string>();
  await app.register(fastifyRateLimit, {
    global: false,
    // Without Redis, the plugin's own in-memory store. With it, a store that falls back to
    // memory per node while Redis is down (skipOnError would drop the limits altogether).
    ...(options.redis && options.redisGuard
      ? {
          store: resilientStore(
            options.redis,
            options.redisGuard,
            options.nameSpace ?? 'helionews-rate-limit-',
          ),
        }
      : {}),
    skipOnError: false,
    onExceeded: (request, key) => {
      limited.set(request, key);
    },
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many requests: try again in ${context.after}`, context.ttl / 1000),
  });
  const { onLimited } = options;
  app.decorate('additionalRateLimit', (limit: AdditionalRateLimit) => {
    const check = app.createRateLimit(limit);
    return async (request: FastifyRequest) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      await onLimited?.(request, result.key);
      throw tooManyRequests(
        `Too many requests: try again in ${format(result.ttlInSeconds * 1000, true)}`,
        result.ttlInSeconds,
      );
    };
  });
  if (onLimited) {
    app.addHook('onError', async (request) => {
      const key = limited.get(request);
      if (key === undefined) return;
      limited.delete(request);
      await onLimited(request, key);
    });
  }
}

interface StoreResult {
  current: number;
  ttl: number;
}

/** Fixed windows per key in this process, bounded like the plugin's own LRU store. */
class MemoryWindows {
  private readonly entries = new Map<string, { current: number; expires: number }>();

  constructor(private readonly maxKeys = 10_000) {}

  incr(key: string, timeWindow: number): StoreResult {
    const at = Date.now();
    let entry = this.entries.get(key);
    if (!entry || entry.expires <= at) {
      entry = { current: 0, expires: at + timeWindow };
      this.entries.delete(key);
      if (this.entries.size >= this.maxKeys) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
      this.entries.set(key, entry);
    }
    entry.current += 1;
    return { current: entry.current, ttl: entry.expires - at };
  }
}

/**
 * A rate-limit store counting in Redis (INCR with a window set on the first hit, as the plugin's
 * own Redis store) while the guard says Redis answers, and in this node's memory otherwise.
 */
function resilientStore(redis: Redis, guard: RedisGuard, nameSpace: string) {
  return class ResilientStore implements FastifyRateLimitStore {
    private readonly local = new MemoryWindows();

    constructor(
      _options: unknown,
      private readonly prefix: string = nameSpace,
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: StoreResult) => void,
      timeWindow: number,
    ): void {
      const name = this.prefix + key;
      guard
        .run(
          async () => {
            const replies = checked(
              await redis.multi().incr(name).pexpire(name, timeWindow, 'NX').pttl(name).exec(),
            );
            return {
              current: Number(replies[0]?.[1] ?? 1),
              ttl: Math.max(0, Number(replies[2]?.[1] ?? timeWindow)),
            };
          },
          async () => this.local.incr(name, timeWindow),
        )
        .then(
          (result) => callback(null, result),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route as routeInfo (its own Redis store keys on it the same way).
      // Limits made with createRateLimit have no route: their keys carry their own prefix.
      const { method = '', url = 'manual' } = (
        routeOptions as unknown as { routeInfo: { method?: string; url?: string } }
      ).routeInfo;
      return new ResilientStore(undefined, `${this.prefix}${method}${url}-`);
    }
  };
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
