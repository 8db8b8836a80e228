import type { SsrRenderRequest, SsrRenderResult } from '@helionews/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppMetrics } from '../../lib/metrics.js';
import type { WebBundle } from '../../lib/web-bundle.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createTenant } from '../../test/factories.js';
import { MAX_CONCURRENT_RENDERS, RENDER_RETRY_AFTER_SECONDS } from './pages.routes.js';

/**
 * A renderer that takes 30 ms per page (a timer: the CPU of a render runs on a worker thread in
 * production, never on the thread that answers cached pages) and counts what it renders.
 */
const renders = { inFlight: 0, most: 0, done: 0, locations: [] as string[] };
const template =
  '<!doctype html><html lang="en"><head><!--ssr-head--><title>x</title><!--/ssr-head--><!--ssr-styles--></head>' +
  '<body><div id="root"><!--ssr-html--></div><!--ssr-state--></body></html>';
const bundle: WebBundle = {
  distDir: '/nonexistent',
  template,
  readerTemplate: template,
  inlineScriptHashes: [],
  loadRenderer: async () => () => ({
    noScriptNotice: () => 'The back-office needs JavaScript.',
    async render(request: SsrRenderRequest): Promise<SsrRenderResult> {
      renders.inFlight += 1;
      renders.most = Math.max(renders.most, renders.inFlight);
      renders.locations.push(request.location);
      await new Promise((resolve) => setTimeout(resolve, 30));
      renders.inFlight -= 1;
      renders.done += 1;
      return {
        status: 200,
        head: '<title>Page</title>',
        styles: '',
        html: `<main>${request.location}</main>`,
        state: '',
        language: request.language,
        mode: 'islands',
      };
    },
  }),
};

/** Renders allowed to wait here (RENDER_QUEUE_LIMIT, which main.ts passes the same way). */
const QUEUE_LIMIT = 20;

let ctx: TestContext;
/** This app's metrics, read as /metrics would serve them. */
const metrics = createAppMetrics();

beforeAll(async () => {
  ctx = await createTestApp({ webBundle: bundle, render: { queueLimit: QUEUE_LIMIT }, metrics });
  await createTenant(ctx.database.db, { slug: 'helionews', displayName: 'HelioNews' });
});

afterAll(async () => {
  await ctx?.close();
});

/** helionews_render_refused_total as the registry reports it. */
async function refusedCount(): Promise<number> {
  const metric = await metrics.registry.getSingleMetric('helionews_render_refused_total')?.get();
  return metric?.values[0]?.value ?? 0;
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.99) - 1] ?? Number.NaN;
}

/**
 * The bound a flooded reader's p99 must keep: 100 ms (issue 31), or, on a machine so busy that
 * the same readers take longer than 25 ms without any flood, four times their quiet p99, so the
 * test measures the flood and not the machine (a test that flakes is a defect).
 */
async function p99Bound(pages: string[]): Promise<number> {
  const quiet = await readerLatencies(pages, Promise.resolve());
  return Math.max(100, 4 * p99(quiet));
}

function resetCounts() {
  Object.assign(renders, { inFlight: 0, most: 0, done: 0, locations: [] });
}

/** Sends `urls` `connections` at a time, as that many clients would; resolves with the answers. */
async function flood(urls: string[], connections: number) {
  const statuses: number[] = [];
  const retryAfter = new Set<string>();
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < urls.length) {
        const url = urls[next++] ?? '/';
        const response = await get(url);
        statuses.push(response.statusCode);
        if (response.statusCode === 503) retryAfter.add(String(response.headers['retry-after']));
      }
    }),
  );
  return { statuses, retryAfter };
}

/** Latencies of cached pages, one after the other, until `until` settles (200 at least). */
async function readerLatencies(pages: string[], until: Promise<unknown>): Promise<number[]> {
  let over = false;
  void until.finally(() => {
    over = true;
  });
  const samples: number[] = [];
  for (let i = 0; !over || samples.length < 200; i += 1) {
    if (samples.length > 20_000) throw new Error('the flood never ended');
    // A reader's next request comes after a turn of the event loop (its network), not within
    // the same one: in process, a loop of hits alone would never let the timers run.
    await new Promise((resolve) => setImmediate(resolve));
    const start = performance.now();
    const response = await get(pages[i % pages.length] ?? '/');
    samples.push(performance.now() - start);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-cache']).toBe('HIT');
  }
  return samples;
}

it(`renders at most ${MAX_CONCURRENT_RENDERS} pages at once; the others wait and are served`, async () => {
  resetCounts();
  const urls = Array.from({ length: 12 }, (_, i) => `/category/desk-${i}`);
  const responses = await Promise.all(urls.map((url) => get(url)));
  expect(responses.map((response) => response.statusCode)).toEqual(urls.map(() => 200));
  responses.forEach((response, i) => expect(response.body).toContain(`<main>${urls[i]}</main>`));
  expect(renders.done).toBe(12);
  expect(renders.most).toBe(MAX_CONCURRENT_RENDERS);
});

describe('a flood of unique addresses (issue 31, item 5)', () => {
  const cached = ['/', '/story/1', '/category/world'];

  beforeAll(async () => {
    for (const url of cached) expect((await get(url)).statusCode).toBe(200);
  });

  it('answers 1,000 junk addresses from one entry per page, and cached pages stay fast', async () => {
    resetCounts();
    const junk = Array.from({ length: 1000 }, (_, i) =>
      i % 2 === 0 ? `/search?q=moon&a=${i}` : `/story/7?utm_source=x${i}&page=${i}`,
    );
    const bound = await p99Bound(cached);
    const flooding = flood(junk, 50);
    const latencies = await readerLatencies(cached, flooding);
    const { statuses } = await flooding;

    expect(statuses.filter((status) => status === 200)).toHaveLength(1000);
    // One render per page: the junk never reached the renderer, nor made entries of its own.
    expect(renders.done).toBe(2);
    expect(renders.locations.sort()).toEqual(['/search?q=moon', '/story/7']);
    const again = await get('/story/7?fbclid=abc');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.body).toContain('<main>/story/7</main>');
    expect(p99(latencies)).toBeLessThanOrEqual(bound);
  });

  it('refuses renders beyond its queue with 503 and Retry-After, and cached pages stay fast', async () => {
    resetCounts();
    const refusedBefore = await refusedCount();
    // Pages that are all different (each one a render): only the queue's worth are rendered.
    const distinct = Array.from({ length: 1000 }, (_, i) => `/search?q=word-${i}`);
    const bound = await p99Bound(cached);
    const flooding = flood(distinct, 100);
    const latencies = await readerLatencies(cached, flooding);
    const { statuses, retryAfter } = await flooding;

    const refused = statuses.filter((status) => status === 503).length;
    expect(refused).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1000 - refused);
    expect(renders.done).toBe(1000 - refused);
    expect([...retryAfter]).toEqual([String(RENDER_RETRY_AFTER_SECONDS)]);
    expect(renders.most).toBe(MAX_CONCURRENT_RENDERS);
    expect(p99(latencies)).toBeLessThanOrEqual(bound);
    // Each refusal is counted for /metrics, and nothing else is.
    expect((await refusedCount()) - refusedBefore).toBe(refused);

    // A refused page is not remembered as refused: asked again, it is rendered.
    const refusedPage = await get('/search?q=word-999');
    expect([200]).toContain(refusedPage.statusCode);
  });
});
