import type { CategoryListResponse, StoryListResponse, TenantInfo } from '@helionews/contracts';
import type { FastifyInstance } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import type { CategoryRow, StoryRow, TenantRow } from '../db/schema/index.js';
import { createMemoryMailer } from '../lib/mailer.js';
import { bearer, registerReader } from '../test/auth.js';
import { createTestDatabase, openSecondNode } from '../test/database.js';
import {
  createCategory,
  createMember,
  createStory,
  createTenant,
  createUserWithSession,
} from '../test/factories.js';
import { decodedBody } from '../test/responses.js';
import { PRIVATE_CACHE_CONTROL, READ_CACHE_CONTROL } from './read-cache.js';

/**
 * Two app nodes on one database: on PGlite they share the one in-process connection (and its
 * notifications); on PostgreSQL (TEST_DATABASE_URL) the second gets pools and a listener of its
 * own, as a second server would.
 */
let database: DatabaseHandle;
let secondDatabase: DatabaseHandle | null = null;
let nodeA: FastifyInstance;
let nodeB: FastifyInstance;
let home: TenantRow;
let rival: TenantRow;
let desk: CategoryRow;
let lead: StoryRow;
let editorToken: string;
let platformToken: string;
/** An edge cache stand-in that records the purges node A sends it. */
let edge: http.Server;
const purges: { method: string; tags: string; secret: string }[] = [];
const EDGE_SECRET = 'edge-secret-of-this-suite';

beforeAll(async () => {
  database = await createTestDatabase();
  secondDatabase = await openSecondNode(database);
  const { db } = database;
  home = await createTenant(db, { slug: 'helionews', displayName: 'Helio News' });
  rival = await createTenant(db, { slug: 'rival', displayName: 'Rival Post' });
  desk = await createCategory(db, home.id, { slug: 'desk', name: 'Desk' });
  await createCategory(db, rival.id, { slug: 'desk', name: 'Rival desk' });
  for (let i = 0; i < 20; i += 1) {
    await createStory(db, home.id, { categoryId: desk.id, title: `Home story ${i}` });
  }
  lead = await createStory(db, home.id, { categoryId: desk.id, title: 'Lead story' });
  await createStory(db, rival.id, { title: 'Rival exclusive' });
  editorToken = (await createMember(db, home.id, 'editor')).token;
  platformToken = (await createUserWithSession(db, { isAdmin: true })).token;

  edge = http.createServer((request, response) => {
    purges.push({
      method: request.method ?? '',
      tags: String(request.headers['xkey-purge'] ?? ''),
      secret: String(request.headers['x-purge-secret'] ?? ''),
    });
    response.end('purged');
  });
  await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
  const edgeUrl = `http://127.0.0.1:${(edge.address() as AddressInfo).port}/`;
  const build = async (handle: DatabaseHandle, edgePurge?: { urls: string[]; secret: string }) => {
    const app = await buildApp({ database: handle, mailer: createMemoryMailer(), edgePurge });
    await app.ready();
    return app;
  };
  nodeA = await build(database, { urls: [edgeUrl], secret: EDGE_SECRET });
  nodeB = await build(secondDatabase ?? database);
});

afterAll(async () => {
  await nodeB.close();
  await nodeA.close();
  await secondDatabase?.close();
  await database.close();
  await new Promise((resolve) => edge.close(resolve));
});

const read = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers });

const renameCategory = async (name: string) => {
  const response = await nodeA.inject({
    method: 'PUT',
    url: `/api/admin/categories/${desk.id}`,
    headers: { 'x-tenant-id': 'helionews', ...bearer(editorToken) },
    payload: { name },
  });
  expect(response.statusCode).toBe(200);
};

/** Polls until `check` holds (another node hears of a bump through NOTIFY), at most 1 s. */
async function within1s(check: () => Promise<boolean>): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('not seen within 1 s');
    },
    { timeout: 1_000, interval: 10 },
  );
}

describe('the reader API through the read cache', () => {
  it.each(['/api/stories', `/api/stories/__lead__`, '/api/categories', '/api/tenant/info'])(
    'answers %s with a miss, then the same body from memory',
    async (template) => {
      const url = template.replace('__lead__', String(lead.id));
      const first = await read(nodeA, url);
      const second = await read(nodeA, url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-cache']).toBe('MISS');
      expect(second.headers['x-cache']).toBe('HIT');
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers['cache-control']).toBe(READ_CACHE_CONTROL);
      expect(second.headers['x-request-id']).toBeDefined();
    },
  );

  it('sends a hit with the security headers, its own request id and an exact length', async () => {
    const url = `/api/stories/${lead.id}`;
    const miss = await read(nodeA, `${url}?fields=all`, { 'accept-encoding': 'br' });
    const hit = await read(nodeA, `${url}?fields=all`, {
      'accept-encoding': 'br',
      'x-request-id': 'hit-trace-1',
    });
    expect(miss.headers['x-cache']).toBe('MISS');
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['x-request-id']).toBe('hit-trace-1');
    // The same policy, with a nonce of its own: every response gets a fresh one (ADR 015).
    const policy = (headers: typeof hit.headers) => String(headers['content-security-policy']);
    const withoutNonce = (csp: string) => csp.replace(/'nonce-[^']+'/, "'nonce-N'");
    expect(withoutNonce(policy(hit.headers))).toBe(withoutNonce(policy(miss.headers)));
    expect(policy(hit.headers)).toMatch(/style-src 'self' 'nonce-[\w-]{16,}'/);
    expect(policy(hit.headers)).not.toBe(policy(miss.headers));
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect(hit.headers.vary).toBe('Accept-Encoding, X-Tenant-ID');
    expect(hit.headers['content-type']).toBe(miss.headers['content-type']);
    expect(hit.headers['content-encoding']).toBe(miss.headers['content-encoding']);
    expect(Number(hit.headers['content-length'])).toBe(hit.rawPayload.length);
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);

    const head = await nodeA.inject({ method: 'HEAD', url: `${url}?fields=all` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-cache']).toBe('HIT');
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });

  it('answers a malformed query with 422, never from the cache', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await read(nodeA, '/api/stories?page=zero');
      expect(response.statusCode).toBe(422);
      expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    }
  });

  it('sends br, gzip and identity bodies that decode to the same JSON', async () => {
    const url = '/api/stories?page_size=50';
    const bodies: string[] = [];
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await read(nodeA, url, { 'accept-encoding': accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      bodies.push(decodedBody(response));
    }
    const [br, gzip, identity] = bodies.map((body) => JSON.parse(body) as StoryListResponse);
    expect(identity?.stories).toHaveLength(21);
    expect(br).toEqual(identity);
    expect(gzip).toEqual(identity);
  });

  it('answers 304 Not Modified when the ETag still matches', async () => {
    const first = await read(nodeA, '/api/categories');
    const again = await read(nodeA, '/api/categories', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('serves signed-in callers the same public answer', async () => {
    const anonymous = await read(nodeA, '/api/categories');
    const signedIn = await read(nodeA, '/api/categories', bearer(editorToken));
    expect(signedIn.headers['x-cache']).toBe('HIT');
    expect(signedIn.body).toBe(anonymous.body);
  });

  it("never serves one tenant's cached answer to another", async () => {
    const url = '/api/stories?page_size=100';
    const homeList = await read(nodeA, url);
    expect(homeList.headers['x-cache']).toBe('MISS');
    expect((await read(nodeA, url)).headers['x-cache']).toBe('HIT');
    const rivalList = await read(nodeA, url, { 'x-tenant-id': 'rival' });
    expect(rivalList.headers['x-cache']).toBe('MISS');
    expect(rivalList.json<StoryListResponse>().stories.map((s) => s.title)).toEqual([
      'Rival exclusive',
    ]);
    const rivalAgain = await read(nodeA, url, { 'x-tenant-id': 'rival' });
    expect(rivalAgain.headers['x-cache']).toBe('HIT');
    expect(rivalAgain.body).toBe(rivalList.body);
    expect(rivalAgain.body).not.toBe(homeList.body);
  });

  it('never caches what depends on the caller, and says so', async () => {
    const reader = await registerReader(nodeA);
    for (let i = 0; i < 2; i += 1) {
      const me = await read(nodeA, '/api/auth/user/profile', bearer(reader.token));
      expect(me.statusCode).toBe(200);
      expect(me.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      expect(me.headers['x-cache']).toBeUndefined();
    }
    const missing = await read(nodeA, '/api/stories/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('computes 20 concurrent misses of one page once', async () => {
    const before = nodeA.readCache.stats();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => read(nodeA, '/api/stories?page=2&page_size=5')),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(responses.filter((r) => r.headers['x-cache'] === 'MISS')).toHaveLength(1);
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    const after = nodeA.readCache.stats();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(19);
  });

  it("re-renders what the write changed before it answers: the writer's next read is the change", async () => {
    expect((await read(nodeA, '/api/categories')).headers['x-cache']).toBe('HIT');
    await renameCategory('Front desk');
    const after = await read(nodeA, '/api/categories');
    // Re-rendered in the background while the write waited for it: a hit, with the new name.
    expect(after.headers['x-cache']).toBe('HIT');
    expect(after.json<CategoryListResponse>().categories.map((c) => c.name)).toEqual([
      'Front desk',
    ]);
    const stories = await read(nodeA, '/api/stories');
    expect(stories.headers['x-cache']).toBe('HIT');
    expect(stories.json<StoryListResponse>().stories[0]?.category?.name).toBe('Front desk');
    // The other tenant's entries were not touched.
    expect((await read(nodeA, '/api/categories', { 'x-tenant-id': 'rival' })).statusCode).toBe(200);
  });
});

describe('an edge cache in front', () => {
  it('is soft-purged of what an edit changed, by tag, once the node serves the change', async () => {
    const page = await read(nodeA, '/api/categories');
    expect(page.headers['surrogate-key']).toBe(`t${home.id} t${home.id}:nav`);
    expect(page.headers['cache-tag']).toBe(`t${home.id},t${home.id}:nav`);
    purges.length = 0;
    await renameCategory('Edge desk');
    await vi.waitFor(() => expect(purges.length).toBeGreaterThan(0));
    const tags = purges.flatMap((purge) => purge.tags.split(' '));
    expect(tags).toEqual(
      expect.arrayContaining([
        `t${home.id}:nav`,
        `t${home.id}:category:${desk.id}`,
        `t${home.id}:*`,
      ]),
    );
    // Only this publication's answers, never the whole edge.
    expect(tags.every((tag) => tag.startsWith(`t${home.id}:`))).toBe(true);
    expect(purges.every((purge) => purge.method === 'PURGE' && purge.secret === EDGE_SECRET)).toBe(
      true,
    );
  });
});

describe('two app nodes on one database', () => {
  it('a change made through one node is served by the other within a second', async () => {
    await read(nodeB, '/api/categories');
    expect((await read(nodeB, '/api/categories')).headers['x-cache']).toBe('HIT');
    await renameCategory('Night desk');
    await within1s(async () => {
      const response = await read(nodeB, '/api/categories');
      return response.json<CategoryListResponse>().categories[0]?.name === 'Night desk';
    });
    expect((await read(nodeB, '/api/categories')).headers['x-cache']).toBe('HIT');
  });

  it('a renamed tenant is seen on the other node too (its tenant cache is dropped)', async () => {
    const info = async () =>
      (await read(nodeB, '/api/tenant/info', { 'x-tenant-id': 'rival' })).json<TenantInfo>();
    expect((await info()).display_name).toBe('Rival Post');
    const response = await nodeA.inject({
      method: 'PUT',
      url: `/api/admin/tenants/${rival.id}`,
      headers: bearer(platformToken),
      payload: { display_name: 'Rival Evening Post' },
    });
    expect(response.statusCode).toBe(200);
    await within1s(async () => (await info()).display_name === 'Rival Evening Post');
  });

  it('a cached entry of one node is never served after a bump heard by it', async () => {
    const url = `/api/stories/${lead.id}`;
    await read(nodeB, url);
    const cached = await read(nodeB, url);
    expect(cached.headers['x-cache']).toBe('HIT');
    const archive = await nodeA.inject({
      method: 'PUT',
      url: `/api/admin/categories/${desk.id}`,
      headers: { 'x-tenant-id': 'helionews', ...bearer(editorToken) },
      payload: { name: 'Archive desk' },
    });
    expect(archive.statusCode).toBe(200);
    await within1s(
      async () =>
        (await read(nodeB, url)).json<{ category: { name: string } }>().category.name ===
        'Archive desk',
    );
  });
});
