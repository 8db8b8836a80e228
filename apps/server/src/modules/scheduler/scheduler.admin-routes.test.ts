import type { RescheduleResult, ScheduleResponse } from '@helionews/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  stories,
  type CategoryRow,
  type NewStoryRow,
  type TenantRow,
} from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { contentVersionOf } from '../../test/queries.js';
import { bearer } from '../../test/auth.js';
import {
  createCategory,
  createMember,
  createStory,
  createTenantPair,
  createUserWithSession,
} from '../../test/factories.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let ctx: TestContext;
let alpha: TenantRow;
let beta: TenantRow;
let desk: CategoryRow;
const tokens = {} as Record<'platform' | 'admin' | 'editor' | 'contributor' | 'reader', string>;
/** Base time of the stories: the next whole hour, so that ranges in the tests are exact. */
let base: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  ({ alpha, beta } = await createTenantPair(db, {
    alpha: { siteSettings: { time_zone: 'Asia/Tokyo' } },
  }));
  desk = await createCategory(db, alpha.id, { slug: 'space-desk', name: 'Space desk' });
  tokens.platform = (await createUserWithSession(db, { isAdmin: true })).token;
  tokens.admin = (await createMember(db, alpha.id, 'admin')).token;
  tokens.editor = (await createMember(db, alpha.id, 'editor')).token;
  tokens.contributor = (await createMember(db, alpha.id, 'contributor')).token;
  tokens.reader = (await createUserWithSession(db)).token;
  base = Math.ceil(Date.now() / HOUR) * HOUR + 2 * HOUR;
});
afterAll(() => ctx.close());

const at = (offsetMs: number) => new Date(base + offsetMs);

function scheduled(tenantId: number, publishAt: Date, overrides: Partial<NewStoryRow> = {}) {
  return createStory(ctx.database.db, tenantId, {
    status: 'scheduled',
    publishAt,
    publishedAt: null,
    ...overrides,
  });
}

function published(
  tenantId: number,
  unpublishAt: Date | null,
  overrides: Partial<NewStoryRow> = {},
) {
  return createStory(ctx.database.db, tenantId, {
    status: 'published',
    publishedAt: new Date(Date.now() - DAY),
    unpublishAt,
    ...overrides,
  });
}

const get = (query: string, token?: string, tenant = 'alpha') =>
  ctx.app.inject({
    url: `/api/admin/news-scheduler${query}`,
    headers: { 'x-tenant-id': tenant, ...(token === undefined ? {} : bearer(token)) },
  });

const put = (id: number, payload: object, token?: string, tenant = 'alpha') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/news-scheduler/${id}`,
    payload,
    headers: { 'x-tenant-id': tenant, ...(token === undefined ? {} : bearer(token)) },
  });

const range = (from: Date, to: Date) =>
  `?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;

const versionOf = (tenantId: number) => contentVersionOf(ctx.database.db, tenantId);

async function storyOf(id: number) {
  const [row] = await ctx.database.db.select().from(stories).where(eq(stories.id, id));
  if (!row) throw new Error(`story ${id} is gone`);
  return row;
}

async function scheduleActivities(storyId: number) {
  return ctx.database.db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.entityType, 'story'),
        eq(activities.entityId, storyId),
        eq(activities.action, 'schedule'),
      ),
    );
}

describe('GET /api/admin/news-scheduler', () => {
  it('is for editors, tenant admins and platform admins of the tenant', async () => {
    expect((await get('')).statusCode).toBe(401);
    expect((await get('', tokens.reader)).statusCode).toBe(403);
    expect((await get('', tokens.contributor)).statusCode).toBe(403);
    for (const token of [tokens.editor, tokens.admin, tokens.platform]) {
      expect((await get('', token)).statusCode).toBe(200);
    }
    // Alpha's editor and admin hold no role on beta.
    expect((await get('', tokens.editor, 'beta')).statusCode).toBe(403);
    expect((await get('', tokens.admin, 'beta')).statusCode).toBe(403);
    expect((await get('', tokens.platform, 'beta')).statusCode).toBe(200);
  });

  it('lists publications and unpublications in the range, in time order, with the tenant time zone', async () => {
    const from = at(100 * DAY);
    const to = at(107 * DAY);
    const late = await scheduled(alpha.id, at(100 * DAY + 9 * HOUR), {
      title: 'Late launch',
      categoryId: desk.id,
      unpublishAt: at(103 * DAY),
    });
    const early = await scheduled(alpha.id, at(100 * DAY + HOUR), { title: 'Early launch' });
    const takedown = await published(alpha.id, at(101 * DAY), { title: 'Old news' });
    // Outside the range, not the scheduler's, or another tenant's: none of them shows.
    await scheduled(alpha.id, at(107 * DAY), { title: 'At the end: excluded' });
    await scheduled(alpha.id, at(99 * DAY), { title: 'Before the range' });
    await createStory(ctx.database.db, alpha.id, {
      status: 'draft',
      publishAt: at(102 * DAY),
      title: 'A draft with a date',
    });
    await createStory(ctx.database.db, alpha.id, {
      status: 'archived',
      unpublishAt: at(102 * DAY),
      title: 'Already taken down',
    });
    await scheduled(beta.id, at(102 * DAY), { title: 'Beta secret' });

    const response = await get(range(from, to), tokens.editor);
    expect(response.statusCode).toBe(200);
    const body = response.json<ScheduleResponse>();
    expect(body.from).toBe(from.toISOString());
    expect(body.to).toBe(to.toISOString());
    expect(body.time_zone).toBe('Asia/Tokyo');
    expect(body.entries.map((e) => [e.title, e.kind, e.at])).toEqual([
      ['Early launch', 'publish', at(100 * DAY + HOUR).toISOString()],
      ['Late launch', 'publish', at(100 * DAY + 9 * HOUR).toISOString()],
      ['Old news', 'unpublish', at(101 * DAY).toISOString()],
      ['Late launch', 'unpublish', at(103 * DAY).toISOString()],
    ]);
    expect(body.entries[1]).toEqual({
      story_id: late.id,
      kind: 'publish',
      at: at(100 * DAY + 9 * HOUR).toISOString(),
      title: 'Late launch',
      status: 'scheduled',
      origin: 'editorial',
      category: { id: desk.id, slug: 'space-desk', name: 'Space desk' },
      publish_at: at(100 * DAY + 9 * HOUR).toISOString(),
      unpublish_at: at(103 * DAY).toISOString(),
    });
    expect(body.entries[0]?.story_id).toBe(early.id);
    expect(body.entries[2]).toMatchObject({ story_id: takedown.id, status: 'published' });
    expect(response.body).not.toContain('Beta secret');

    // A platform admin acting for beta sees beta's entry and none of alpha's.
    const atBeta = (await get(range(from, to), tokens.platform, 'beta')).json<ScheduleResponse>();
    expect(atBeta.entries.map((e) => e.title)).toEqual(['Beta secret']);
    expect(atBeta.time_zone).toBe('UTC');
  });

  it('defaults to 31 days from now and refuses reversed or overlong ranges', async () => {
    const before = Date.now();
    const body = (await get('', tokens.editor)).json<ScheduleResponse>();
    const from = Date.parse(body.from);
    expect(from).toBeGreaterThanOrEqual(before);
    expect(from).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(body.to) - from).toBe(31 * DAY);

    const onlyFrom = (
      await get(`?from=${encodeURIComponent(at(0).toISOString())}`, tokens.editor)
    ).json<ScheduleResponse>();
    expect(onlyFrom.to).toBe(at(31 * DAY).toISOString());

    const tooLong = await get(range(at(0), at(92 * DAY + 1)), tokens.editor);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json<{ detail: string }>().detail).toContain(
      'The range may span at most 92 days',
    );
    expect((await get(range(at(0), at(92 * DAY)), tokens.editor)).statusCode).toBe(200);
    const reversed = await get(range(at(DAY), at(0)), tokens.editor);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json<{ detail: string }>().detail).toContain('to must be after from');
    expect((await get('?from=tomorrow', tokens.editor)).statusCode).toBe(422);
  });

  it('accepts times with an offset and reads them as the same instant', async () => {
    const story = await scheduled(alpha.id, at(200 * DAY));
    // 09:00 in Tokyo is 00:00 UTC.
    const day = at(200 * DAY)
      .toISOString()
      .slice(0, 10);
    const next = at(201 * DAY)
      .toISOString()
      .slice(0, 10);
    const body = (
      await get(
        `?from=${encodeURIComponent(`${day}T09:00:00+09:00`)}&to=${encodeURIComponent(`${next}T09:00:00+09:00`)}`,
        tokens.editor,
      )
    ).json<ScheduleResponse>();
    expect(body.from).toBe(`${day}T00:00:00.000Z`);
    expect(body.entries.map((e) => e.story_id)).toContain(story.id);
  });
});

describe('PUT /api/admin/news-scheduler/:id', () => {
  it('lets editors, tenant admins and platform admins move a publication, and no one else', async () => {
    const story = await scheduled(alpha.id, at(10 * DAY));
    expect((await put(story.id, { publish_at: at(11 * DAY).toISOString() })).statusCode).toBe(401);
    for (const token of [tokens.reader, tokens.contributor]) {
      expect(
        (await put(story.id, { publish_at: at(11 * DAY).toISOString() }, token)).statusCode,
      ).toBe(403);
    }
    for (const [index, token] of [tokens.editor, tokens.admin, tokens.platform].entries()) {
      const target = at((11 + index) * DAY).toISOString();
      const response = await put(story.id, { publish_at: target }, token);
      expect(response.statusCode).toBe(200);
      expect(response.json<RescheduleResult>().publish_at).toBe(target);
    }
    expect((await storyOf(story.id)).publishAt?.toISOString()).toBe(at(13 * DAY).toISOString());
    expect(
      (await put(story.id, { publish_at: at(14 * DAY).toISOString() }, tokens.editor, 'beta'))
        .statusCode,
    ).toBe(403);
  });

  it("answers 404 for another tenant's story, whoever asks, and leaves it alone", async () => {
    const foreign = await scheduled(beta.id, at(10 * DAY), { title: 'Beta plan' });
    for (const token of [tokens.editor, tokens.admin, tokens.platform]) {
      const response = await put(foreign.id, { publish_at: at(12 * DAY).toISOString() }, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Scheduled story not found' });
    }
    expect(
      (await put(987654321, { publish_at: at(12 * DAY).toISOString() }, tokens.editor)).body,
    ).toBe(JSON.stringify({ detail: 'Scheduled story not found' }));
    expect((await storyOf(foreign.id)).publishAt?.toISOString()).toBe(at(10 * DAY).toISOString());
    expect(await scheduleActivities(foreign.id)).toEqual([]);
  });

  it('moves both times, records who did it, and leaves the content version alone', async () => {
    const story = await scheduled(alpha.id, at(20 * DAY), {
      title: 'Moon landing',
      categoryId: desk.id,
    });
    const version = await versionOf(alpha.id);
    const response = await put(
      story.id,
      { publish_at: at(21 * DAY).toISOString(), unpublish_at: at(28 * DAY).toISOString() },
      tokens.editor,
    );
    expect(response.statusCode).toBe(200);
    const result = response.json<RescheduleResult>();
    expect(result).toEqual({
      story_id: story.id,
      publish_at: at(21 * DAY).toISOString(),
      unpublish_at: at(28 * DAY).toISOString(),
      entries: [
        expect.objectContaining({ kind: 'publish', at: at(21 * DAY).toISOString() }),
        expect.objectContaining({ kind: 'unpublish', at: at(28 * DAY).toISOString() }),
      ],
    });
    const row = await storyOf(story.id);
    expect(row.status).toBe('scheduled');
    expect(row.publishAt?.toISOString()).toBe(at(21 * DAY).toISOString());
    expect(row.unpublishAt?.toISOString()).toBe(at(28 * DAY).toISOString());
    // Nothing readers see changed: the runner bumps the version when the story goes live.
    expect(await versionOf(alpha.id)).toBe(version);

    const [activity, ...others] = await scheduleActivities(story.id);
    expect(others).toEqual([]);
    expect(activity).toMatchObject({
      tenantId: alpha.id,
      action: 'schedule',
      entityLabel: 'Moon landing',
      details: {
        publish_at: at(21 * DAY).toISOString(),
        unpublish_at: at(28 * DAY).toISOString(),
        previous_publish_at: at(20 * DAY).toISOString(),
        previous_unpublish_at: null,
      },
    });
    expect(activity?.actorId).not.toBeNull();

    // The same times again change nothing and record nothing.
    await put(story.id, { publish_at: at(21 * DAY).toISOString() }, tokens.editor);
    expect(await scheduleActivities(story.id)).toHaveLength(1);

    // null clears the unpublication.
    const cleared = (
      await put(story.id, { unpublish_at: null }, tokens.editor)
    ).json<RescheduleResult>();
    expect(cleared.unpublish_at).toBeNull();
    expect(cleared.entries.map((e) => e.kind)).toEqual(['publish']);
  });

  it('moves the unpublication of a published story, but not its publication', async () => {
    const story = await published(alpha.id, at(5 * DAY));
    const moved = await put(story.id, { unpublish_at: at(6 * DAY).toISOString() }, tokens.admin);
    expect(moved.statusCode).toBe(200);
    expect(moved.json<RescheduleResult>().entries).toEqual([
      expect.objectContaining({ kind: 'unpublish', at: at(6 * DAY).toISOString() }),
    ]);

    const republish = await put(story.id, { publish_at: at(7 * DAY).toISOString() }, tokens.admin);
    expect(republish.statusCode).toBe(409);
    expect(republish.json()).toEqual({
      detail: 'Only scheduled stories can have their publication moved',
    });
    // Before it went live: refused.
    const beforeLive = await put(
      story.id,
      { unpublish_at: new Date(Date.now() - 2 * DAY).toISOString() },
      tokens.admin,
    );
    expect(beforeLive.statusCode).toBe(422);
  });

  it('refuses times in the past and an unpublication before the publication', async () => {
    const story = await scheduled(alpha.id, at(30 * DAY), { unpublishAt: at(33 * DAY) });
    const past = await put(
      story.id,
      { publish_at: new Date(Date.now() - HOUR).toISOString() },
      tokens.editor,
    );
    expect(past.statusCode).toBe(422);
    expect(past.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
      { field: 'body.publish_at', message: 'publish_at must be in the future' },
    ]);

    const pastTakedown = await put(
      story.id,
      { unpublish_at: new Date(Date.now() - HOUR).toISOString() },
      tokens.editor,
    );
    expect(pastTakedown.statusCode).toBe(422);
    expect(pastTakedown.json<{ errors: { field: string; message: string }[] }>().errors[0]).toEqual(
      { field: 'body.unpublish_at', message: 'unpublish_at must be in the future' },
    );

    const reversed = await put(
      story.id,
      { unpublish_at: at(29 * DAY).toISOString() },
      tokens.editor,
    );
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
      { field: 'body.unpublish_at', message: 'unpublish_at must be after publish_at' },
    ]);
    // Moving the publication past the planned unpublication is the same mistake.
    const pushed = await put(story.id, { publish_at: at(34 * DAY).toISOString() }, tokens.editor);
    expect(pushed.statusCode).toBe(422);
    expect(pushed.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
      { field: 'body.publish_at', message: 'unpublish_at must be after publish_at' },
    ]);

    const row = await storyOf(story.id);
    expect(row.publishAt?.toISOString()).toBe(at(30 * DAY).toISOString());
    expect(row.unpublishAt?.toISOString()).toBe(at(33 * DAY).toISOString());
    expect(await scheduleActivities(story.id)).toEqual([]);
  });

  it('is a 404 for stories that are not scheduled or published, and validates the body', async () => {
    for (const status of ['draft', 'pending', 'rejected', 'archived'] as const) {
      const story = await createStory(ctx.database.db, alpha.id, { status, publishAt: at(DAY) });
      const response = await put(
        story.id,
        { publish_at: at(2 * DAY).toISOString() },
        tokens.editor,
      );
      expect(response.statusCode).toBe(404);
    }
    const story = await scheduled(alpha.id, at(40 * DAY));
    expect((await put(story.id, { status: 'published' }, tokens.editor)).statusCode).toBe(422);
    expect((await put(story.id, { publish_at: 'next week' }, tokens.editor)).statusCode).toBe(422);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/admin/news-scheduler/abc',
          payload: {},
          headers: { 'x-tenant-id': 'alpha', ...bearer(tokens.editor) },
        })
      ).statusCode,
    ).toBe(422);
  });
});

describe('API documentation', () => {
  it('documents both routes with their query, parameters and answers', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json<{
      paths: Record<string, Record<string, { parameters?: { name: string }[]; responses: object }>>;
    }>().paths;
    const list = paths['/api/admin/news-scheduler']?.get;
    expect(list?.parameters?.map((p) => p.name)).toEqual(['from', 'to']);
    expect(Object.keys(list?.responses ?? {})).toEqual(expect.arrayContaining(['200', '422']));
    const move = paths['/api/admin/news-scheduler/{id}']?.put;
    expect(Object.keys(move?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '404', '409', '422']),
    );
  });
});
