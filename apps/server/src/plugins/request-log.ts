import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Which requests get a line in the log (LOG_REQUESTS): `slow` (the default) logs the requests
 * that failed (5xx, 503 aside: a node starting or draining says so on purpose) and those slower
 * than SLOW_REQUEST_MS; `all` logs every request; a fraction (`0.01`) logs that share of the
 * others too, picked at random. Fastify's own two lines per request are off: at thousands of
 * requests a second they were a fifth of a cached answer's cost (issue 22).
 */
export type RequestLogMode = 'slow' | 'all' | number;

export interface RequestLogOptions {
  mode: RequestLogMode;
  slowMs: number;
  /** The random source of sampling (tests pass their own). */
  random?: () => number;
}

/** LOG_REQUESTS and SLOW_REQUEST_MS unset (config.ts has the same defaults). */
export const DEFAULT_REQUEST_LOG = {
  mode: 'slow',
  slowMs: 1_000,
} as const satisfies RequestLogOptions;

/**
 * One line per logged request, when it has been answered: method, address (secrets redacted by
 * the `req` serializer), status and time, under its request id.
 */
async function requestLogPlugin(app: FastifyInstance, options: RequestLogOptions): Promise<void> {
  const { mode, slowMs } = options;
  const random = options.random ?? Math.random;
  const sampled =
    mode === 'all' ? () => true : mode === 'slow' ? () => false : () => random() < mode;
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const responseTime = reply.elapsedTime;
    const failed = status >= 500 && status !== 503;
    const slow = responseTime >= slowMs;
    if (failed || slow || sampled()) {
      const record = { req: request, res: reply, responseTime };
      if (failed) request.log.error(record, 'request failed');
      else if (slow) request.log.warn(record, 'slow request');
      else request.log.info(record, 'request completed');
    }
    done();
  });
}

export default fp(requestLogPlugin, { name: 'request-log' });
