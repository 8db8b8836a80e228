import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import type { TenantRow, StoryRow } from '../db/schema/index.js';
import { createIntervalRunner } from '../lib/interval-runner.js';
import { createMemoryMailer } from '../lib/mailer.js';
import { createAppMetrics } from '../lib/metrics.js';
import { openSse } from '../modules/realtime/realtime-client.test-support.js';
import { createTestApp, type TestContext } from '../test/app.js';
import { nextClientAddress, registerReader } from '../test/auth.js';
import { createStory, createTenant } from '../test/factories.js';
import { createMetricsServer, hasBearerToken } from './metrics.js';

const TOKEN = 'scrape-token-0123456789abcdef';
const authorized = { authorization: `Bearer ${TOKEN}` };

let ctx: TestContext;
let alpha: TenantRow;
let story: StoryRow;

beforeAll(async () => {
  // The scheduler's job ticks every 20 ms once a test starts it (none does but the job metrics').
  ctx = await createTestApp({ metricsToken: TOKEN, scheduler: { intervalMs: 20 } });
  alpha = await createTenant(ctx.database.db, { slug: 'alpha', displayName: 'Alpha' });
  story = await createStory(ctx.database.db, alpha.id, { title: 'Metrics story' });
});

afterAll(async () => {
  await ctx.close();
});

/** The scrape, as Prometheus reads it. */
async function scrape(app: FastifyInstance = ctx.app): Promise<string> {
  const response = await app.inject({ url: '/metrics', headers: authorized });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/**
 * The value of the sample `name` whose labels include `labels` (0 when there is none): the
 * exposition format's `name{a="b",...} value` lines, whatever the order of the labels.
 */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = new Map(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => present.get(key) === value)) {
      return Number(match[3]);
    }
  }
  return 0;
}

const read = (url: string) => ctx.app.inject({ url, headers: { 'x-tenant-id': 'alpha' } });

describe('/metrics access', () => {
  it('needs the bearer token: 401 {detail} without it or with a wrong one', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-0123456789abcdef' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ]) {
      const response = await ctx.app.inject({ url: '/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toEqual({ detail: 'A valid metrics token is required' });
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers the Prometheus text format to the token, never cached', async () => {
    const response = await ctx.app.inject({ url: '/metrics', headers: authorized });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-cache']).toBeUndefined();
    expect(response.body).toContain('# TYPE helionews_http_requests_total counter');
    expect(response.body).toContain('# TYPE helionews_http_request_duration_seconds histogram');
    // Tests never start the process metrics (their monitors outlive an app).
    expect(response.body).not.toContain('helionews_process_resident_memory_bytes');
  });

  it('is a 404 on an app without a token (and on the main port when METRICS_PORT is set)', async () => {
    const app = await buildApp({ database: ctx.database, mailer: createMemoryMailer() });
    await app.ready();
    try {
      for (const headers of [{}, authorized]) {
        const response = await app.inject({ url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
      }
      expect(app.routeTable.some((route) => route.url === '/metrics')).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('compares the token whatever its length, and only as a Bearer credential', () => {
    const request = (authorization?: string) =>
      ({ headers: authorization === undefined ? {} : { authorization } }) as never;
    expect(hasBearerToken(request(`Bearer ${TOKEN}`), TOKEN)).toBe(true);
    expect(hasBearerToken(request(`bearer ${TOKEN}`), TOKEN)).toBe(true);
    expect(hasBearerToken(request('Bearer a'), TOKEN)).toBe(false);
    expect(hasBearerToken(request(`Bearer ${TOKEN}${TOKEN}`), TOKEN)).toBe(false);
    expect(hasBearerToken(request(), TOKEN)).toBe(false);
  });
});

describe('the metrics listener (METRICS_PORT)', () => {
  it('serves /metrics and nothing else, with the token when one is set', async () => {
    const open = await createMetricsServer({ metrics: ctx.app.metrics });
    const guarded = await createMetricsServer({ metrics: ctx.app.metrics, token: TOKEN });
    try {
      const scraped = await open.inject({ url: '/metrics' });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.body).toContain('helionews_http_requests_total');
      for (const url of ['/', '/api/health', '/api/stories', '/metrics/x']) {
        expect((await open.inject({ url })).statusCode, url).toBe(404);
      }
      expect((await guarded.inject({ url: '/metrics' })).statusCode).toBe(401);
      expect((await guarded.inject({ url: '/metrics', headers: authorized })).statusCode).toBe(200);
    } finally {
      await open.close();
      await guarded.close();
    }
  });
});

describe('request metrics', () => {
  it('count every answer by method, route pattern and status, with its duration', async () => {
    const before = await scrape();
    const list = { method: 'GET', route: '/api/stories', status: '200' };
    const one = { method: 'GET', route: '/api/stories/:id', status: '200' };
    expect((await read('/api/stories')).statusCode).toBe(200);
    expect((await read('/api/stories?page=1')).statusCode).toBe(200);
    expect((await read(`/api/stories/${story.id}`)).statusCode).toBe(200);
    expect((await read('/api/stories/999999999')).statusCode).toBe(404);
    const after = await scrape();

    expect(sample(after, 'helionews_http_requests_total', list)).toBe(
      sample(before, 'helionews_http_requests_total', list) + 2,
    );
    expect(sample(after, 'helionews_http_requests_total', one)).toBe(
      sample(before, 'helionews_http_requests_total', one) + 1,
    );
    expect(
      sample(after, 'helionews_http_requests_total', { ...one, status: '404' }) -
        sample(before, 'helionews_http_requests_total', { ...one, status: '404' }),
    ).toBe(1);
    expect(sample(after, 'helionews_http_request_duration_seconds_count', list)).toBe(
      sample(before, 'helionews_http_request_duration_seconds_count', list) + 2,
    );
    expect(sample(after, 'helionews_http_request_duration_seconds_sum', list)).toBeGreaterThan(
      sample(before, 'helionews_http_request_duration_seconds_sum', list),
    );
    // The raw URLs never become labels: every route label is a registered pattern.
    const patterns = new Set(ctx.app.routeTable.map((route) => route.url));
    const routes = new Set([...after.matchAll(/route="([^"]*)"/g)].map((m) => m[1] ?? ''));
    expect(routes.has('/api/stories/:id')).toBe(true);
    expect([...routes].filter((route) => route !== 'unmatched' && !patterns.has(route))).toEqual(
      [],
    );
    expect(after).not.toContain('page=1');
  });

  it('label requests no route matched as "unmatched", never by their URL', async () => {
    const labels = { method: 'GET', route: 'unmatched', status: '404' };
    const before = sample(await scrape(), 'helionews_http_requests_total', labels);
    for (const url of ['/no-such-page-7d1f', '/api/no-such-route-7d1f', '/%7Eodd-7d1f']) {
      await ctx.app.inject({ url });
    }
    const after = await scrape();
    expect(sample(after, 'helionews_http_requests_total', labels)).toBe(before + 3);
    expect(after).not.toContain('7d1f');
  });

  it('leave the scrapes themselves out', async () => {
    await scrape();
    await ctx.app.inject({ url: '/metrics' });
    const text = await scrape();
    expect(text).not.toMatch(/route="\/metrics"/);
  });
});

describe('read cache metrics', () => {
  it('count a miss, then a hit for the same reader request', async () => {
    const before = await scrape();
    const url = `/api/stories?page=1&page_size=7`;
    const first = await read(url);
    const second = await read(url);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    const after = await scrape();
    const delta = (result: string) =>
      sample(after, 'helionews_read_cache_lookups_total', { result }) -
      sample(before, 'helionews_read_cache_lookups_total', { result });
    expect(delta('miss')).toBe(1);
    expect(delta('hit')).toBe(1);
    // The hit, sent straight to the socket, is a request like any other.
    const list = { method: 'GET', route: '/api/stories', status: '200' };
    expect(
      sample(after, 'helionews_http_requests_total', list) -
        sample(before, 'helionews_http_requests_total', list),
    ).toBe(2);
  });

  it('count no lookup for a request refused before it (an unknown publication)', async () => {
    const lookups = (text: string) =>
      ['hit', 'miss', 'skip'].reduce(
        (sum, result) => sum + sample(text, 'helionews_read_cache_lookups_total', { result }),
        0,
      );
    const all = lookups(await scrape());
    // The tenant hook answers 404 before the cache looks.
    const response = await ctx.app.inject({
      url: '/api/stories',
      headers: { 'x-tenant-id': 'nobody-here' },
    });
    expect(response.statusCode).toBe(404);
    expect(lookups(await scrape())).toBe(all);
  });
});

describe('database metrics', () => {
  it('time the queries of the app', async () => {
    const kind = ctx.database.kind;
    const before = sample(await scrape(), 'helionews_db_query_duration_seconds_count', {
      database: kind,
    });
    await read(`/api/stories/${story.id}?fresh=${Date.now()}`);
    await ctx.app.inject({ url: '/api/ready' });
    const after = await scrape();
    expect(
      sample(after, 'helionews_db_query_duration_seconds_count', { database: kind }),
    ).toBeGreaterThan(before);
    expect(
      sample(after, 'helionews_db_query_duration_seconds_sum', { database: kind }),
    ).toBeGreaterThan(0);
  });

  it('report the PostgreSQL pool when scraped (the embedded database has none)', async () => {
    const text = await scrape();
    if (ctx.database.kind === 'postgres') {
      expect(sample(text, 'helionews_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(text).toMatch(/^helionews_db_pool_connections\{state="idle"\} \d+$/m);
      expect(text).toMatch(/^helionews_db_pool_connections\{state="waiting"\} \d+$/m);
    } else {
      expect(text).not.toMatch(/^helionews_db_pool_connections\{/m);
    }
  });

  it('stop timing when the app closes (another app on the database keeps its own)', async () => {
    const metrics = createAppMetrics();
    const app = await buildApp({ database: ctx.database, mailer: createMemoryMailer(), metrics });
    await app.ready();
    await app.inject({ url: '/api/ready' });
    await app.close();
    const count = () =>
      metrics.dbQueryDuration
        .get()
        .then(
          (data) =>
            data.values.find(
              (value) => value.metricName === 'helionews_db_query_duration_seconds_count',
            )?.value ?? 0,
        );
    const closed = await count();
    expect(closed).toBeGreaterThan(0);
    await ctx.app.inject({ url: '/api/ready' });
    expect(await count()).toBe(closed);
  });
});

describe('sign-in metrics', () => {
  it('count a failed sign-in by reason', async () => {
    const reader = await registerReader(ctx.app, { tenant: 'alpha' });
    const before = await scrape();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-tenant-id': 'alpha' },
      payload: { email: reader.email, password: 'Not-the-password-1' },
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBe(401);
    const after = await scrape();
    const failures = (text: string) =>
      sample(text, 'helionews_login_failures_total', { reason: 'wrong_password' });
    expect(failures(after)).toBe(failures(before) + 1);
  });
});

describe('realtime metrics', () => {
  it('count the open streams, and count one down when it closes', async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const open = () => scrape().then((text) => sample(text, 'helionews_realtime_streams_open'));
    expect(await open()).toBe(0);
    const stream = await openSse(`http://127.0.0.1:${port}/api/realtime/stream`, {
      'x-tenant-id': 'alpha',
    });
    await stream.waitFor((event) => event.event === 'hello');
    expect(await open()).toBe(1);
    stream.close();
    // The server hears the close a moment later.
    await expect.poll(open, { timeout: 1_000, interval: 25 }).toBe(0);
  });
});

describe('job metrics', () => {
  it('record lag, last run and failures of each scheduler tick', async () => {
    // The app's own job, which records into the app's metrics.
    const scheduler = ctx.app.jobs.each.scheduler;
    const startedAt = Date.now() / 1000;
    scheduler.start();
    // A scrape taken once at least two ticks are recorded.
    const text = await vi.waitFor(
      async () => {
        const scraped = await scrape();
        expect(
          sample(scraped, 'helionews_job_lag_seconds_count', { job: 'scheduler' }),
        ).toBeGreaterThanOrEqual(2);
        return scraped;
      },
      { timeout: 2_000, interval: 20 },
    );
    await scheduler.stop();
    expect(
      sample(text, 'helionews_job_lag_seconds_count', { job: 'scheduler' }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(text, 'helionews_job_lag_seconds_sum', { job: 'scheduler' }),
    ).toBeGreaterThanOrEqual(0);
    const lastRun = sample(text, 'helionews_job_last_run_timestamp_seconds', { job: 'scheduler' });
    expect(lastRun).toBeGreaterThanOrEqual(Math.floor(startedAt));
    expect(lastRun).toBeLessThanOrEqual(Date.now() / 1000 + 1);
    expect(text).toMatch(/^helionews_job_failures_total\{job="scheduler"\} 0$/m);
  });

  it('measure how late a tick started, and count ticks that failed or threw', async () => {
    const metrics = createAppMetrics();
    const lag = async (name: string) =>
      (await metrics.jobLag.get()).values.find((entry) => entry.metricName === name)?.value ?? 0;
    let ticks = 0;
    const runner = createIntervalRunner(
      async () => {
        ticks += 1;
        if (ticks === 1) {
          // Blocks the event loop once this tick is over: the next tick starts about 100 ms late.
          setTimeout(() => {
            const until = Date.now() + 100;
            while (Date.now() < until) {
              // busy
            }
          }, 0);
        }
        if (ticks === 3) throw new Error('tick failed');
        return { failed: ticks === 2 ? 2 : 0 };
      },
      10,
      { name: 'probe', metrics, failures: (result) => result.failed },
    );
    runner.start();
    await vi.waitFor(() => expect(ticks).toBeGreaterThanOrEqual(3), {
      timeout: 2_000,
      interval: 10,
    });
    await runner.stop();
    const timed = ticks;
    await runner.runOnce();
    // Only the timer's ticks have a schedule to be late against; runOnce() adds no lag sample.
    expect(await lag('helionews_job_lag_seconds_count')).toBe(timed);
    expect(await lag('helionews_job_lag_seconds_sum')).toBeGreaterThanOrEqual(0.08);
    // Two failures reported by the second tick, and the third tick that threw.
    expect((await metrics.jobFailures.get()).values).toEqual([
      expect.objectContaining({ labels: { job: 'probe' }, value: 3 }),
    ]);
    const [lastRun] = (await metrics.jobLastRun.get()).values;
    expect(lastRun?.labels).toEqual({ job: 'probe' });
    expect(lastRun?.value).toBeGreaterThan(Date.now() / 1000 - 60);
  });
});
