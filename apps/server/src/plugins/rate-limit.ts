import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../lib/http-errors.js';

export interface RateLimitPluginOptions {
  /** Shared counters across app nodes; in-process counters without it. */
  redis: Redis | null;
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
    ...(options.redis ? { redis: options.redis } : {}),
    nameSpace: options.nameSpace ?? 'helionews-rate-limit-',
    skipOnError: false,
    onExceeded: (request, key) => {
      limited.set(request, key);
    },
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many requests: try again in ${context.after}`, context.ttl / 1000),
  });
  const { onLimited } = options;
  if (onLimited) {
    app.addHook('onError', async (request) => {
      const key = limited.get(request);
      if (key === undefined) return;
      limited.delete(request);
      await onLimited(request, key);
    });
  }
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
