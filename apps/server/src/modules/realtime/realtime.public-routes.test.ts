import type { AddressInfo } from 'node:net';
import {
  realtimeHelloSchema,
  realtimeStoryEventSchema,
  type StoryListResponse,
} from '@helionews/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import type { TenantRow } from '../../db/schema/index.js';
import { securityHeaders } from '../../plugins/security.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer } from '../../test/auth.js';
import { openSecondNode } from '../../test/database.js';
import { createMember, createStory, createTenantPair } from '../../test/factories.js';
import { TOO_MANY_STREAMS } from './realtime.public-routes.js';
import {
  injectUntilHello,
  openSse,
  type SseEvent,
  type SseStream,
} from './realtime-client.test-support.js';

const MAX_STREAMS = 3;
const HEARTBEAT_MS = 150;
const REALTIME = { maxStreamsPerIp: MAX_STREAMS, heartbeatMs: HEARTBEAT_MS };

let ctx: TestContext;
let alpha: TenantRow;
let editors: Record<'alpha' | 'beta', string>;
let newestAlphaCursor: string;
let sequence = 0;
/** Streams a test opened; each is closed after it. */
const opened: SseStream[] = [];
/** Extra app nodes a test started; each is closed after it. */
const nodes: FastifyInstance[] = [];

const streamUrl = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/realtime/stream`;

async function listen(app: FastifyInstance): Promise<FastifyInstance> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

async function connect(
  tenant: string,
  options: { headers?: Record<string, string>; query?: string; app?: FastifyInstance } = {},
): Promise<SseStream> {
  const stream = await openSse(
    `${streamUrl(options.app ?? ctx.app)}?tenant=${tenant}${options.query ?? ''}`,
    options.headers,
  );
  opened.push(stream);
  return stream;
}

const isHello = (event: SseEvent) => event.event === 'hello';
const storyIdOf = (event: SseEvent) =>
  realtimeStoryEventSchema.parse(JSON.parse(event.data)).story.id;
const isStory = (id: number) => (event: SseEvent) =>
  event.event === 'story' && storyIdOf(event) === id;
const storiesBeforeHello = (stream: SseStream) =>
  stream.events.slice(0, stream.events.findIndex(isHello)).map(storyIdOf);

/** Publishes a story through the admin API, as an editor of the tenant. */
async function publish(tenant: 'alpha' | 'beta', title = `Story ${(sequence += 1)}`) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/articles',
    headers: { ...bearer(editors[tenant]), 'x-tenant-id': tenant },
    payload: {
      title,
      summary: `${title}, in short`,
      body_html: '<p>Text</p>',
      status: 'published',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>();
}

beforeAll(async () => {
  ctx = await createTestApp({ realtime: REALTIME });
  const { db } = ctx.database;
  const tenantPair = await createTenantPair(db);
  alpha = tenantPair.alpha;
  const { beta } = tenantPair;
  const newest = await createStory(db, alpha.id, { publishedAt: new Date(Date.now() - 60_000) });
  await createStory(db, alpha.id, { publishedAt: new Date(Date.now() - 3_600_000) });
  newestAlphaCursor = `${newest.publishedAt?.getTime()}-${newest.id}`;
  editors = {
    alpha: (await createMember(db, alpha.id, 'editor')).token,
    beta: (await createMember(db, beta.id, 'editor')).token,
  };
  await listen(ctx.app);
});

afterEach(async () => {
  for (const stream of opened.splice(0)) stream.close();
  for (const node of nodes.splice(0)) await node.close();
  // The server hears each close a moment later; the next test starts with every slot free.
  await vi.waitFor(() => expect(ctx.app.metrics.sources.realtimeStreams?.()).toBe(0));
});

afterAll(() => ctx.close());

describe('GET /api/realtime/stream', () => {
  it('opens an event stream with the headers every response carries, never cached or compressed', async () => {
    const stream = await connect('alpha', { headers: { 'accept-encoding': 'gzip, br' } });
    await stream.waitFor(isHello);
    expect(stream.status).toBe(200);
    expect(stream.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    expect(stream.headers['x-request-id']).toMatch(/^[\w.-]+$/);
    for (const [name, value] of Object.entries(securityHeaders())) {
      expect(stream.headers[name], name).toBe(value);
    }
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['x-cache']).toBeUndefined();
    expect(stream.text.startsWith('retry: 3000\n\n')).toBe(true);
    expect(stream.retry).toBe(3000);
  });

  it('says hello with nothing caught up and the newest story as the cursor to resume from', async () => {
    const stream = await connect('alpha');
    const hello = await stream.waitFor(isHello);
    expect(realtimeHelloSchema.parse(JSON.parse(hello.data))).toEqual({ caught_up: 0 });
    expect(hello.id).toBe(newestAlphaCursor);
    expect(stream.events).toHaveLength(1);
  });

  it('delivers a story published through the admin API within a second, as the list shows it', async () => {
    const stream = await connect('alpha');
    await stream.waitFor(isHello);
    const started = performance.now();
    const created = await publish('alpha', 'Breaking: the river is open again');
    // The editor's request also waits for the cached answers it changed to be re-rendered; the
    // readers' stream hears the story as soon as it is committed.
    const event = await stream.waitFor(isStory(created.id), 6_000, 'story event');
    expect((event.receivedAt ?? Infinity) - started).toBeLessThan(1_000);

    const { story } = realtimeStoryEventSchema.parse(JSON.parse(event.data));
    const list = await ctx.app.inject({ url: '/api/stories', headers: { 'x-tenant-id': 'alpha' } });
    const listed = list.json<StoryListResponse>().stories.find((s) => s.id === created.id);
    // The same allow-listed summary a list carries: no drafts' notes, no internal fields.
    expect(JSON.parse(event.data)).toEqual({ story: listed });
    expect(event.id).toBe(`${Date.parse(story.published_at)}-${created.id}`);
  });

  it("never sends a tenant another tenant's story", async () => {
    const atAlpha = await connect('alpha');
    const atBeta = await connect('beta');
    await Promise.all([atAlpha.waitFor(isHello), atBeta.waitFor(isHello)]);
    const betaStory = await publish('beta', 'Beta Herald exclusive');
    await atBeta.waitFor(isStory(betaStory.id), 1_000, "beta's story");
    const alphaStory = await publish('alpha');
    await atAlpha.waitFor(isStory(alphaStory.id), 1_000, "alpha's story");
    // Alpha's stream saw its own story only: beta's, published first, never came before it.
    expect(atAlpha.events.filter((e) => e.event === 'story').map(storyIdOf)).toEqual([
      alphaStory.id,
    ]);
    expect(atAlpha.text).not.toContain('Beta Herald');
  });

  it('replays exactly the stories missed, in order, after a reconnect with Last-Event-ID', async () => {
    const first = await connect('alpha');
    await first.waitFor(isHello);
    const before = await publish('alpha', 'Before the gap');
    const seen = await first.waitFor(isStory(before.id), 1_000);
    first.close();
    const missed: number[] = [];
    for (const title of ['Missed one', 'Missed two', 'Missed three']) {
      missed.push((await publish('alpha', title)).id);
    }
    const lastId = seen.id ?? '';

    const resumed = await connect('alpha', { headers: { 'last-event-id': lastId } });
    const hello = await resumed.waitFor(isHello);
    expect(storiesBeforeHello(resumed)).toEqual(missed);
    expect(JSON.parse(hello.data)).toEqual({ caught_up: 3 });
    // The hello's id is the last story replayed: the browser resumes from there next time.
    expect(hello.id).toBe(resumed.events[2]?.id);

    // The first connection of a page names its cursor in the query (EventSource sends no headers).
    const viaQuery = await connect('alpha', { query: `&last_event_id=${lastId}` });
    await viaQuery.waitFor(isHello);
    expect(storiesBeforeHello(viaQuery)).toEqual(missed);

    // The browser's own Last-Event-ID (its reconnect) is newer than the page's query.
    const both = await connect('alpha', {
      headers: { 'last-event-id': resumed.events[1]?.id ?? '' },
      query: `&last_event_id=${lastId}`,
    });
    await both.waitFor(isHello);
    expect(storiesBeforeHello(both)).toEqual(missed.slice(2));
  });

  it.each(['garbage', '12-', '-7', '1e3-4', '99999999999999999-1', "1-1' or '1'='1"])(
    'ignores a malformed Last-Event-ID (%s): no replay, never an error',
    async (value) => {
      const stream = await connect('alpha', { headers: { 'last-event-id': value } });
      const hello = await stream.waitFor(isHello);
      expect(stream.status).toBe(200);
      expect(JSON.parse(hello.data)).toEqual({ caught_up: 0 });
      expect(storiesBeforeHello(stream)).toEqual([]);
      const viaQuery = await connect('alpha', {
        query: `&last_event_id=${encodeURIComponent(value)}`,
      });
      expect(viaQuery.status).toBe(200);
      expect(JSON.parse((await viaQuery.waitFor(isHello)).data)).toEqual({ caught_up: 0 });
    },
  );

  it('sends a heartbeat comment every interval', async () => {
    const stream = await connect('alpha');
    await stream.waitFor(isHello);
    // Within the time three intervals take (and some slack), at least two heartbeats.
    await vi.waitFor(
      () =>
        expect(stream.comments.filter((c) => c === 'heartbeat').length).toBeGreaterThanOrEqual(2),
      { timeout: HEARTBEAT_MS * 3 + 100, interval: 10 },
    );
  });

  it('refuses the stream beyond the limit per address with 429, and frees a slot on close', async () => {
    const held: SseStream[] = [];
    for (let i = 0; i < MAX_STREAMS; i += 1) {
      const stream = await connect(i % 2 === 0 ? 'alpha' : 'beta');
      await stream.waitFor(isHello);
      held.push(stream);
    }
    const refused = await connect('alpha');
    await refused.ended;
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.headers['retry-after']).toBe('3');
    expect(JSON.parse(refused.text)).toEqual({ detail: TOO_MANY_STREAMS });

    held[0]?.close();
    // The server frees the slot once it hears the close: within a second, a new stream opens.
    const again = await vi.waitFor(
      async () => {
        const attempt = await connect('alpha');
        expect(attempt.status).toBe(200);
        return attempt;
      },
      { timeout: 1_000, interval: 20 },
    );
    await again.waitFor(isHello);
  });

  it('is a 404 for an unknown tenant, before any slot is taken', async () => {
    for (let i = 0; i < MAX_STREAMS + 1; i += 1) {
      const unknown = await connect('no-such-paper');
      await unknown.ended;
      expect(unknown.status).toBe(404);
    }
  });

  it('can be read through inject up to its hello, freeing the slot after (the isolation suite)', async () => {
    for (let i = 0; i < MAX_STREAMS + 1; i += 1) {
      const answer = await injectUntilHello(ctx.app, {
        url: '/api/realtime/stream?last_event_id=0-0',
        headers: { 'x-tenant-id': 'alpha' },
        remoteAddress: '203.0.113.9',
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toMatch(/^event: hello\nid: .+\ndata: \{"caught_up":\d+\}$/m);
      expect(answer.body).toContain(`id: ${newestAlphaCursor}\n`);
      expect(answer.body).not.toContain('Beta Herald');
    }
  });

  it('delivers a story the scheduler publishes with an earlier published_at, without an id', async () => {
    const stream = await connect('alpha');
    await stream.waitFor(isHello);
    const direct = await publish('alpha', 'Published directly');
    const directEvent = await stream.waitFor(isStory(direct.id), 1_000);
    // Due a minute ago: the scheduler publishes it at that time, before the story above.
    const late = await createStory(ctx.database.db, alpha.id, {
      status: 'scheduled',
      publishAt: new Date(Date.now() - 60_000),
      publishedAt: null,
      title: 'Due a minute ago',
    });
    expect((await ctx.app.jobs.each.scheduler.runOnce()).published).toBe(1);
    const event = await stream.waitFor(isStory(late.id), 1_000, 'scheduled story');
    // Older than what the client holds: no id, so its Last-Event-ID stays at the newest story.
    expect(event.id).toBeNull();
    expect(directEvent.id).not.toBeNull();
  });

  it('reaches a stream on another app node', async () => {
    const second = await openSecondNode(ctx.database);
    // PostgreSQL: a second pool and listener, as a second server has; PGlite: one in process.
    const nodeB = await buildApp({
      database: second ?? ctx.database,
      closeDatabaseOnClose: second !== null,
      realtime: REALTIME,
    });
    nodes.push(nodeB);
    await listen(nodeB);
    const stream = await connect('alpha', { app: nodeB });
    await stream.waitFor(isHello);
    const started = performance.now();
    const created = await publish('alpha', 'Heard on every node');
    await stream.waitFor(isStory(created.id), 1_000, 'story on node B');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('asks every client to reconnect and ends its stream when the app closes', async () => {
    const node = await listen(await buildApp({ database: ctx.database, realtime: REALTIME }));
    const streams = [await connect('alpha', { app: node }), await connect('beta', { app: node })];
    await Promise.all(streams.map((stream) => stream.waitFor(isHello)));
    const started = performance.now();
    await node.close();
    expect(performance.now() - started).toBeLessThan(2_000);
    for (const stream of streams) {
      await stream.ended;
      expect(stream.events.at(-1)?.event).toBe('reconnect');
    }
  });
});
