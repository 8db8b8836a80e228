import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adCampaigns,
  adZones,
  donations,
  feeds,
  idempotencyKeys,
  stories,
  users,
  type TenantRow,
} from '../../db/schema/index.js';
import { IDEMPOTENCY_MESSAGES } from './idempotency.service.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer, registerReader } from '../../test/auth.js';
import { createCallers, createTenant, type Callers } from '../../test/factories.js';
import { adCampaignPayload } from '../../test/payloads.js';

let ctx: TestContext;
let alpha: TenantRow;
let callers: Callers;
let readerToken: string;
let readerId: number;
let otherReaderToken: string;
let offset = 0;
let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`;

beforeAll(async () => {
  ctx = await createTestApp({
    now: () => new Date(Date.now() + offset),
    feeds: { allowHosts: ['127.0.0.1'] },
  });
  const { db } = ctx.database;
  await createTenant(db, { slug: 'helionews' });
  alpha = await createTenant(db, { slug: 'alpha' });
  callers = await createCallers(db, alpha.id);
  const reader = await registerReader(ctx.app, { tenant: 'alpha' });
  readerToken = reader.token;
  readerId = reader.user.id;
  otherReaderToken = (await registerReader(ctx.app, { tenant: 'alpha' })).token;
});
afterAll(() => ctx.close());

interface Resource {
  name: string;
  url: string;
  table: PgTable;
  token: () => string;
  /** A fresh valid body, different each call. */
  body: () => Record<string, unknown>;
  /** The same request with another body. */
  other: (body: Record<string, unknown>) => Record<string, unknown>;
}

const RESOURCES: Resource[] = [
  {
    name: 'donations',
    url: '/api/user/donations',
    table: donations,
    token: () => readerToken,
    body: () => ({ amount: 25, description: `Gift ${unique()}` }),
    other: (body) => ({ ...body, amount: 30 }),
  },
  {
    name: 'articles',
    url: '/api/admin/articles',
    table: stories,
    token: () => callers.editor.token,
    body: () => ({ title: `Idempotent article ${unique()}` }),
    other: (body) => ({ ...body, title: `${String(body.title)} (changed)` }),
  },
  {
    name: 'ad campaigns',
    url: '/api/admin/ads/campaigns',
    table: adCampaigns,
    token: () => callers.tenantAdmin.token,
    body: () => adCampaignPayload({ name: `Campaign ${unique()}` }),
    other: (body) => ({ ...body, budget: 600 }),
  },
  {
    name: 'ad zones',
    url: '/api/admin/ads/zones',
    table: adZones,
    token: () => callers.tenantAdmin.token,
    body: () => ({ name: `Zone ${unique()}`, dimensions: '728x90', location: 'top_banner' }),
    other: (body) => ({ ...body, dimensions: '300x250' }),
  },
  {
    name: 'feeds',
    url: '/api/admin/rss/feeds',
    table: feeds,
    token: () => callers.editor.token,
    body: () => ({ url: `http://127.0.0.1:9/feed-${unique()}.xml`, title: 'Wire' }),
    other: (body) => ({ ...body, title: 'Another wire' }),
  },
  {
    name: 'users',
    url: '/api/admin/users',
    table: users,
    token: () => callers.tenantAdmin.token,
    body: () => {
      const name = `made_${unique()}`;
      return { email: `${name}@example.org`, username: name };
    },
    other: (body) => ({ ...body, username: `${String(body.username)}_x` }),
  },
];

const post = (resource: Resource, body: object, key?: string, token = resource.token()) =>
  ctx.app.inject({
    method: 'POST',
    url: resource.url,
    payload: body,
    headers: {
      'x-tenant-id': 'alpha',
      ...bearer(token),
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
  });

const rows = async (table: PgTable) => {
  const [row] = await ctx.database.db.select({ value: count() }).from(table);
  return Number(row?.value ?? 0);
};

describe.each(RESOURCES)('Idempotency-Key on POST $url', (resource) => {
  it('replays the first answer to a retry and creates nothing new', async () => {
    const key = `retry-${unique()}`;
    const body = resource.body();
    const before = await rows(resource.table);
    const first = await post(resource, body, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    const retry = await post(resource, body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(retry.json()).toEqual(first.json());
    expect(retry.body).toBe(first.body);
    // Key order in the JSON body does not make it another request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect((await post(resource, reordered, key)).body).toBe(first.body);
    expect(await rows(resource.table)).toBe(before + 1);
  });

  it('refuses the same key with another body (422) and creates nothing', async () => {
    const key = `other-${unique()}`;
    const body = resource.body();
    expect((await post(resource, body, key)).statusCode).toBe(201);
    const before = await rows(resource.table);
    const other = await post(resource, resource.other(body), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ detail: IDEMPOTENCY_MESSAGES.keyReused });
    expect(await rows(resource.table)).toBe(before);
  });

  it('changes nothing without the header', async () => {
    const before = await rows(resource.table);
    const body = resource.body();
    const first = await post(resource, body);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    const again = await post(resource, resource.name === 'donations' ? body : resource.body());
    expect(again.statusCode).toBe(201);
    expect(again.json()).not.toEqual(first.json());
    expect(await rows(resource.table)).toBe(before + 2);
  });

  it("keeps callers apart: another caller's same key is a new request", async () => {
    const key = `shared-${unique()}`;
    const token = resource.name === 'donations' ? otherReaderToken : callers.platformAdmin.token;
    const before = await rows(resource.table);
    const mine = await post(resource, resource.body(), key);
    const theirs = await post(resource, resource.body(), key, token);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotency-replayed']).toBeUndefined();
    expect(theirs.json()).not.toEqual(mine.json());
    expect(await rows(resource.table)).toBe(before + 2);
  });

  it('lets concurrent duplicates create one: the others wait their turn (409) or replay', async () => {
    const key = `race-${unique()}`;
    const body = resource.body();
    const before = await rows(resource.table);
    const answers = await Promise.all([1, 2, 3, 4].map(() => post(resource, body, key)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toEqual({ detail: IDEMPOTENCY_MESSAGES.inFlight });
    }
    const created = answers.filter(
      (a) => a.statusCode === 201 && a.headers['idempotency-replayed'] === undefined,
    );
    expect(created).toHaveLength(1);
    expect(await rows(resource.table)).toBe(before + 1);
    // Once the first has answered, a retry replays it.
    const retry = await post(resource, body, key);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.body).toBe(created[0]?.body);
  });
});

describe('Idempotency-Key rules', () => {
  const donationsResource = RESOURCES[0] as Resource;

  it('accepts 1 to 255 printable ASCII characters and refuses anything else with 422', async () => {
    const body = { amount: 5 };
    for (const bad of ['x'.repeat(256), 'tab\there', 'caf\u00e9']) {
      const response = await post(donationsResource, body, bad).catch(() => null);
      // Node refuses some header bytes itself; what it lets through gets a 422 from the plugin.
      if (response === null) continue;
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail: IDEMPOTENCY_MESSAGES.invalidKey });
    }
    expect((await post(donationsResource, body, 'x'.repeat(255))).statusCode).toBe(201);
    expect((await post(donationsResource, body, '~ !')).statusCode).toBe(201);
  });

  it('stores final 4xx answers but never 409 or 5xx, so those can be retried', async () => {
    const feedsResource = RESOURCES.find((r) => r.name === 'feeds') as Resource;
    const taken = feedsResource.body();
    expect((await post(feedsResource, taken)).statusCode).toBe(201);
    const key = `conflict-${unique()}`;
    const duplicate = { ...taken };
    const conflictAnswer = await post(feedsResource, duplicate, key);
    expect(conflictAnswer.statusCode).toBe(409);
    const [row] = await ctx.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(row).toBeUndefined();
    expect((await post(feedsResource, duplicate, key)).headers['idempotency-replayed']).toBe(
      undefined,
    );

    // A 422 of the service (a category of another tenant) is final: replayed.
    const missing = { ...feedsResource.body(), category_id: 999_999 };
    const refusedKey = `refused-${unique()}`;
    const refused = await post(feedsResource, missing, refusedKey);
    expect(refused.statusCode).toBe(422);
    const again = await post(feedsResource, missing, refusedKey);
    expect(again.statusCode).toBe(422);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toBe(refused.body);
  });

  it('keeps the scope and fingerprint, never the raw client address', async () => {
    const key = `stored-${unique()}`;
    await post(donationsResource, { amount: 7 }, key);
    const [row] = await ctx.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(row).toMatchObject({
      tenantId: alpha.id,
      method: 'POST',
      route: '/api/user/donations',
      statusCode: 201,
    });
    expect(row?.scope).toMatch(/^user:\d+$/);
    expect(row?.requestHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.completedAt).toBeInstanceOf(Date);
  });

  it('forgets keys after 24 hours: the same key then runs the request again', async () => {
    const key = `expiry-${unique()}`;
    const body = { amount: 9 };
    const before = await rows(donations);
    offset = 0;
    expect((await post(donationsResource, body, key)).statusCode).toBe(201);
    offset = 23 * 3_600_000;
    expect((await post(donationsResource, body, key)).headers['idempotency-replayed']).toBe('true');
    offset = 25 * 3_600_000;
    const later = await post(donationsResource, { amount: 10 }, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotency-replayed']).toBeUndefined();
    expect(await rows(donations)).toBe(before + 2);
    offset = 0;
  });

  it('takes over a key whose first request never answered (its node died)', async () => {
    const key = `abandoned-${unique()}`;
    await ctx.database.db.insert(idempotencyKeys).values({
      tenantId: alpha.id,
      scope: `user:${readerId}`,
      key,
      method: 'POST',
      route: '/api/user/donations',
      requestHash: 'pending-elsewhere',
      createdAt: new Date(Date.now() - 2 * 60_000),
    });
    const response = await post(donationsResource, { amount: 11 }, key);
    expect(response.statusCode).toBe(201);
  });
});

describe('API documentation', () => {
  it('documents the header on every route that honours it, and on no other', async () => {
    const spec = (await ctx.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    }>();
    const documented = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) =>
          (operation.parameters ?? []).some(
            (parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key',
          ),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(
      [
        'POST /api/admin/ads/campaigns',
        'POST /api/admin/ads/zones',
        'POST /api/admin/articles',
        'POST /api/admin/rss/feeds',
        'POST /api/admin/users',
        'POST /api/stories/{id}/comments',
        'POST /api/user/donations',
      ].sort(),
    );
  });
});
