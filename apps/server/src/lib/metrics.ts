/**
 * Prometheus metrics of one app instance. Each `buildApp` makes its own registry (tests build
 * many apps in one process), and modules receive it through their options; `/metrics` serves it
 * (see plugins/metrics.ts). Names follow Prometheus conventions: `_total` counters, `_seconds`
 * histograms, base units.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** A connection pool's clients, read when scraped. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * Figures read at scrape time from whoever holds them (set once the owner exists: the metrics are
 * created before the database pool and the realtime service are wired to them).
 */
export interface MetricSources {
  /** Open realtime streams on this node. */
  realtimeStreams?: () => number;
  /** The PostgreSQL pool; absent (or null) on the embedded database, which has no pool. */
  dbPool?: () => PoolStats | null;
}

export interface AppMetrics {
  readonly registry: Registry;
  /** Read when scraped: see MetricSources. */
  readonly sources: MetricSources;
  /** Every answered request: method, route pattern (never the raw URL), status code. */
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  /** Reader response cache: result is hit, stale (served while re-rendered), miss or skip. */
  readonly cacheLookups: Counter<'result'>;
  /** Background re-renders of stale copies that failed (the copy stayed). */
  readonly cacheRevalidationFailures: Counter;
  /** Page renders refused with 503 and Retry-After because the render queue was full. */
  readonly renderRefused: Counter;
  /** Database query time by kind of database (pglite or postgres). */
  readonly dbQueryDuration: Histogram<'database'>;
  /** Connection pool of PostgreSQL: total, idle and waiting clients (set when scraped). */
  readonly dbPoolConnections: Gauge<'state'>;
  /** How late a periodic job ran against its schedule, and when it last completed a tick. */
  readonly jobLag: Histogram<'job'>;
  readonly jobLastRun: Gauge<'job'>;
  readonly jobFailures: Counter<'job'>;
  /** Open realtime (SSE) streams on this node (read from `sources.realtimeStreams` when set). */
  readonly realtimeStreams: Gauge;
  /** Failed sign-ins by reason, and lockouts by scope (account-and-source, account). */
  readonly loginFailures: Counter<'reason'>;
  readonly lockouts: Counter<'scope'>;
}

/** What a periodic job records (lib/interval-runner.ts). */
export type JobMetrics = Pick<AppMetrics, 'jobLag' | 'jobLastRun' | 'jobFailures'>;

export interface CreateAppMetricsOptions {
  /**
   * Process metrics (memory, CPU, event loop lag, handles, GC), prefixed `helionews_`. For the
   * real server only: each call starts an event-loop delay monitor and a GC observer that live as
   * long as the process, which tests (many apps per process) must not pile up.
   */
  defaultMetrics?: boolean;
}

export function createAppMetrics(options: CreateAppMetricsOptions = {}): AppMetrics {
  const registry = new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry, prefix: 'helionews_' });
  const registers = [registry];
  const sources: MetricSources = {};
  return {
    registry,
    sources,
    httpRequests: new Counter({
      name: 'helionews_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    httpRequestDuration: new Histogram({
      name: 'helionews_http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    cacheLookups: new Counter({
      name: 'helionews_read_cache_lookups_total',
      help: 'Reader response cache lookups, by result (hit, stale, miss, skip)',
      labelNames: ['result'],
      registers,
    }),
    cacheRevalidationFailures: new Counter({
      name: 'helionews_read_cache_revalidation_failures_total',
      help: 'Background re-renders of stale cached answers that failed (the last good copy stayed)',
      registers,
    }),
    renderRefused: new Counter({
      name: 'helionews_render_refused_total',
      help: 'Page renders refused with 503 and Retry-After because the render queue was full',
      registers,
    }),
    dbQueryDuration: new Histogram({
      name: 'helionews_db_query_duration_seconds',
      help: 'Database query time',
      labelNames: ['database'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    dbPoolConnections: new Gauge({
      name: 'helionews_db_pool_connections',
      help: 'PostgreSQL pool clients by state (total, idle, waiting)',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = sources.dbPool?.();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    }),
    jobLag: new Histogram({
      name: 'helionews_job_lag_seconds',
      help: 'How late a periodic job tick started against its schedule',
      labelNames: ['job'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
      registers,
    }),
    jobLastRun: new Gauge({
      name: 'helionews_job_last_run_timestamp_seconds',
      help: 'When a periodic job last finished a tick (Unix time)',
      labelNames: ['job'],
      registers,
    }),
    jobFailures: new Counter({
      name: 'helionews_job_failures_total',
      help: 'Failures in periodic job ticks (a failed batch or feed fetch, or a tick that threw)',
      labelNames: ['job'],
      registers,
    }),
    realtimeStreams: new Gauge({
      name: 'helionews_realtime_streams_open',
      help: 'Realtime news streams open on this node',
      registers,
      collect() {
        const read = sources.realtimeStreams;
        if (read) this.set(read());
      },
    }),
    loginFailures: new Counter({
      name: 'helionews_login_failures_total',
      help: 'Failed sign-ins, by reason',
      labelNames: ['reason'],
      registers,
    }),
    lockouts: new Counter({
      name: 'helionews_login_lockouts_total',
      help: 'Sign-in lockouts started, by scope',
      labelNames: ['scope'],
      registers,
    }),
  };
}
