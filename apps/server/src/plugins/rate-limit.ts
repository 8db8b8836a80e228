import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../lib/http-errors.js';

export interface RateLimitPluginOptions {
  /** Shared counters across app nodes; in-process counters without it. */
  redis: Redis | null;
  /** Key prefix in Redis (tests isolate runs with it). */
  nameSpace?: string;
}

/**
 * Registers @fastify/rate-limit without a global limit: each route that needs one declares it in
 * `config.rateLimit`. Exceeding it is a 429 `{"detail"}` with Retry-After.
 */
async function rateLimitPlugin(app: FastifyInstance, options: RateLimitPluginOptions) {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis } : {}),
    nameSpace: options.nameSpace ?? 'helionews-rate-limit-',
    skipOnError: false,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many requests: try again in ${context.after}`, context.ttl / 1000),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
