import {
  errorResponseSchema,
  healthResponseSchema,
  readyResponseSchema,
} from '@helionews/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-errors.js';
import { ShuttingDownError } from '../../ops/shutdown.js';

export interface SystemRoutesOptions {
  ping: () => Promise<void>;
  /** Why the node cannot serve everything yet (a piece still loading), or null. */
  notReady?: () => string | null;
}

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (
  app,
  { ping, notReady },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process is up',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const, uptime_seconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary:
          'Readiness: the database answers, everything a start loads has loaded, and the node is not shutting down',
        response: { 200: readyResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request) => {
      try {
        await ping();
      } catch (error) {
        // Draining after SIGTERM: still serving, but a proxy should send new work elsewhere.
        if (error instanceof ShuttingDownError) throw new HttpError(503, error.message);
        request.log.warn({ err: error }, 'readiness check failed');
        throw new HttpError(503, 'Database is not reachable');
      }
      const waiting = notReady?.();
      if (waiting) throw new HttpError(503, waiting);
      return { status: 'ready' as const, database: 'ok' as const };
    },
  );
};
