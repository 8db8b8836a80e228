import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Counter, Histogram } from 'prom-client';
import type { AppMetrics } from '../lib/metrics.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Keeps the route's own requests out of the request metrics (the scrape itself). */
    skipMetrics?: boolean;
  }
}

export const METRICS_PATH = '/metrics';
/** The route label of requests no route matched: never the raw URL (one series per URL). */
export const UNMATCHED_ROUTE = 'unmatched';

export interface MetricsPluginOptions {
  metrics: AppMetrics;
  /**
   * Serves /metrics on this app to `Authorization: Bearer <token>` (METRICS_TOKEN). Null or
   * absent: /metrics is not served here (it is a 404, like any unknown path).
   */
  token?: string | null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries the token, compared in constant time (digests of equal length). */
export function hasBearerToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(token));
}

/** The registry in Prometheus' text format, never cached anywhere. */
async function sendMetrics(metrics: AppMetrics, reply: FastifyReply) {
  const body = await metrics.registry.metrics();
  return reply
    .header('content-type', metrics.registry.contentType)
    .header('cache-control', 'no-store')
    .send(body);
}

/** The /metrics route on `app`; with `token`, only for requests that carry it. */
function registerMetricsRoute(app: FastifyInstance, metrics: AppMetrics, token: string | null) {
  app.get(
    METRICS_PATH,
    // Not in the API documentation: for the operators' Prometheus, not for API clients.
    { config: { skipMetrics: true }, schema: { hide: true } },
    async (request, reply) => {
      if (token !== null && !hasBearerToken(request, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .header('cache-control', 'no-store')
          .send({ detail: 'A valid metrics token is required' });
      }
      return sendMetrics(metrics, reply);
    },
  );
}

interface RequestSeries {
  count: Counter.Internal;
  duration: Histogram.Internal<'method' | 'route' | 'status'>;
}

/**
 * Request rate and latency per method, route pattern and status, for every answer this app gives
 * (cache hits sent straight to the socket included: onResponse runs for them too). The series of
 * each label combination is looked up once and kept.
 */
async function metricsPlugin(app: FastifyInstance, options: MetricsPluginOptions) {
  const { metrics } = options;
  const series = new Map<string, RequestSeries>();
  const seriesOf = (method: string, route: string, status: string): RequestSeries => {
    const key = `${method} ${route} ${status}`;
    let found = series.get(key);
    if (!found) {
      const labels = { method, route, status };
      found = {
        count: metrics.httpRequests.labels(labels),
        duration: metrics.httpRequestDuration.labels(labels),
      };
      series.set(key, found);
    }
    return found;
  };

  app.addHook('onResponse', (request, reply, done) => {
    const { config, url } = request.routeOptions;
    if (!config.skipMetrics) {
      const entry = seriesOf(request.method, url ?? UNMATCHED_ROUTE, String(reply.statusCode));
      entry.count.inc();
      entry.duration.observe(reply.elapsedTime / 1000);
    }
    done();
  });

  if (options.token) registerMetricsRoute(app, metrics, options.token);
}

export default fp(metricsPlugin, { name: 'metrics' });

export interface MetricsServerOptions {
  metrics: AppMetrics;
  /** Also required on the metrics port when set (METRICS_TOKEN with METRICS_PORT). */
  token?: string | null;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The listener of METRICS_PORT: /metrics and nothing else (every other path is a 404), apart from
 * the main port, so that only the network that reaches this port can scrape.
 */
export async function createMetricsServer(options: MetricsServerOptions): Promise<FastifyInstance> {
  const server = Fastify({ logger: options.logger ?? false });
  server.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not Found' }));
  registerMetricsRoute(server, options.metrics, options.token ?? null);
  await server.ready();
  return server;
}
