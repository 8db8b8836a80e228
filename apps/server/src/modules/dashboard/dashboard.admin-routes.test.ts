import type {
  ArticlesByCategory,
  DashboardSummary,
  NavigationCounts,
  RecentActivity,
  WeeklyActivity,
} from '@helionews/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessRequests,
  comments,
  activities,
  memberships,
  users,
  type TenantRow,
} from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer } from '../../test/auth.js';
import {
  createCategory,
  createMember,
  createStory,
  createTenantPair,
  createUserWithSession,
  type CallerRole,
} from '../../test/factories.js';

// The week shown is 2026-11-14 .. 2026-11-20 (UTC), today included.
const NOW = new Date('2026-11-20T15:00:00.000Z');
const daysAgo = (days: number, hour = 12) => new Date(Date.UTC(2026, 10, 20 - days, hour, 0, 0));
const WEEK_START = new Date('2026-11-14T00:00:00.000Z');
const JUST_BEFORE_WEEK = new Date('2026-11-13T23:59:59.999Z');

let ctx: TestContext;
let alpha: TenantRow;
let beta: TenantRow;
const tokens = {} as Record<CallerRole, string>;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => NOW });
  const { db } = ctx.database;
  ({ alpha, beta } = await createTenantPair(db));

  // Alpha: three categories, shown in position order (not in the order they were created).
  const desk = await createCategory(db, alpha.id, { slug: 'desk', name: 'Desk', position: 2 });
  await createCategory(db, alpha.id, { slug: 'empty', name: 'Empty', position: 3 });
  const world = await createCategory(db, alpha.id, { slug: 'world', name: 'World', position: 1 });
  const old = daysAgo(10);
  // Editorial stories (articles).
  await createStory(db, alpha.id, { categoryId: desk.id, publishedAt: daysAgo(0), createdAt: old });
  await createStory(db, alpha.id, { categoryId: desk.id, publishedAt: daysAgo(2), createdAt: old });
  await createStory(db, alpha.id, {
    categoryId: desk.id,
    publishedAt: daysAgo(30),
    createdAt: daysAgo(40),
  });
  await createStory(db, alpha.id, {
    categoryId: world.id,
    status: 'pending',
    publishedAt: null,
    createdAt: daysAgo(3),
  });
  await createStory(db, alpha.id, { status: 'draft', publishedAt: null, createdAt: daysAgo(1) });
  await createStory(db, alpha.id, {
    status: 'scheduled',
    publishedAt: null,
    createdAt: WEEK_START,
  });
  await createStory(db, alpha.id, {
    status: 'draft',
    publishedAt: null,
    createdAt: JUST_BEFORE_WEEK,
  });
  // Feed stories.
  for (let i = 0; i < 2; i += 1) {
    await createStory(db, alpha.id, {
      origin: 'feed',
      status: 'pending',
      publishedAt: null,
      createdAt: daysAgo(1),
    });
  }
  await createStory(db, alpha.id, {
    origin: 'feed',
    categoryId: desk.id,
    publishedAt: JUST_BEFORE_WEEK,
    createdAt: old,
  });
  await createStory(db, alpha.id, {
    origin: 'feed',
    categoryId: desk.id,
    publishedAt: WEEK_START,
    createdAt: old,
  });

  // Beta's canaries: none of these may count for alpha.
  const betaDesk = await createCategory(db, beta.id, { slug: 'desk', name: 'Desk', position: 1 });
  for (let i = 0; i < 5; i += 1) {
    await createStory(db, beta.id, {
      categoryId: betaDesk.id,
      status: 'pending',
      publishedAt: null,
      createdAt: daysAgo(1),
    });
  }
  await createStory(db, beta.id, {
    categoryId: betaDesk.id,
    publishedAt: daysAgo(0),
    createdAt: daysAgo(0),
  });

  tokens.reader = (await createUserWithSession(db)).token;
  tokens.contributor = (await createMember(db, alpha.id, 'contributor')).token;
  tokens.editor = (await createMember(db, alpha.id, 'editor')).token;
  const admin = await createMember(db, alpha.id, 'admin');
  tokens.tenantAdmin = admin.token;
  tokens.platformAdmin = (await createUserWithSession(db, { isAdmin: true })).token;
  await createMember(db, beta.id, 'admin');

  const gone = await createUserWithSession(db);
  await db.insert(activities).values([
    {
      tenantId: alpha.id,
      actorId: admin.user.id,
      action: 'sign_in',
      entityType: 'session',
      createdAt: daysAgo(0, 8),
    },
    {
      tenantId: alpha.id,
      actorId: admin.user.id,
      action: 'update',
      entityType: 'tenant',
      entityId: alpha.id,
      entityLabel: 'Alpha',
      createdAt: daysAgo(0, 9),
    },
    {
      tenantId: alpha.id,
      actorId: gone.user.id,
      action: 'publish',
      entityType: 'story',
      entityId: 77,
      entityLabel: 'Gone but recorded',
      createdAt: daysAgo(0, 10),
    },
    {
      tenantId: alpha.id,
      actorId: admin.user.id,
      action: 'update',
      entityType: 'site_settings',
      entityLabel: 'Alpha',
      createdAt: new Date('2026-11-17T23:59:59.999Z'),
    },
    {
      tenantId: alpha.id,
      actorId: admin.user.id,
      action: 'sign_in',
      entityType: 'session',
      createdAt: WEEK_START,
    },
    {
      tenantId: alpha.id,
      actorId: null,
      action: 'create',
      entityType: 'tenant',
      entityLabel: 'Old',
      createdAt: JUST_BEFORE_WEEK,
    },
    {
      tenantId: alpha.id,
      actorId: null,
      action: 'create',
      entityType: 'tenant',
      entityLabel: 'Older',
      createdAt: daysAgo(9),
    },
    ...[8, 9, 10].map((hour) => ({
      tenantId: beta.id,
      actorId: null,
      action: 'sign_in' as const,
      entityType: 'session',
      entityLabel: 'CANARY',
      createdAt: daysAgo(0, hour),
    })),
  ]);
  // The actor's account is deleted afterwards: the row stays, without an actor.
  await db.delete(users).where(eq(users.id, gone.user.id));

  const waiting = await createUserWithSession(db);
  const member = await createMember(db, alpha.id, 'editor');
  // Also a contributor of beta: one account, counted once on the platform.
  await db
    .insert(memberships)
    .values({ tenantId: beta.id, userId: member.user.id, role: 'contributor' });
  const inactive = await createUserWithSession(db, { isActive: false });
  const platformApplicant = await createUserWithSession(db, { isAdmin: true });
  await db.insert(accessRequests).values([
    { tenantId: alpha.id, userId: waiting.user.id },
    // Granted since: no longer pending.
    { tenantId: alpha.id, userId: member.user.id },
    // Deactivated, or a platform admin already: nothing to decide.
    { tenantId: alpha.id, userId: inactive.user.id },
    { tenantId: alpha.id, userId: platformApplicant.user.id },
    // Beta's canaries.
    ...(await Promise.all([1, 2, 3].map(() => createUserWithSession(db)))).map((u) => ({
      tenantId: beta.id,
      userId: u.user.id,
    })),
  ]);
});
afterAll(() => ctx.close());

const get = (url: string, token?: string, tenant = 'alpha') =>
  ctx.app.inject({
    url,
    headers: { 'x-tenant-id': tenant, ...(token === undefined ? {} : bearer(token)) },
  });

const ENDPOINTS = [
  '/api/admin/dashboard/summary',
  '/api/admin/dashboard/navigation-counts',
  '/api/admin/dashboard/weekly-activity',
  '/api/admin/dashboard/articles-by-category',
  '/api/admin/dashboard/recent-activity',
];
const SCOPED = ENDPOINTS.filter((url) => !url.endsWith('navigation-counts'));

describe('who may read the dashboard', () => {
  it.each(ENDPOINTS)('%s: every back-office role of the tenant, nobody else', async (url) => {
    expect((await get(url)).statusCode).toBe(401);
    const reader = await get(url, tokens.reader);
    expect(reader.statusCode).toBe(403);
    for (const role of ['contributor', 'editor', 'tenantAdmin', 'platformAdmin'] as const) {
      expect((await get(url, tokens[role])).statusCode, role).toBe(200);
    }
    // Alpha's admin holds no role on beta.
    expect((await get(url, tokens.tenantAdmin, 'beta')).statusCode).toBe(403);
    expect((await get(url, tokens.contributor, 'beta')).statusCode).toBe(403);
  });
});

describe('dashboard figures of the current tenant', () => {
  it('summarises stories by origin and status, this week and the members', async () => {
    const response = await get('/api/admin/dashboard/summary', tokens.editor);
    expect(response.statusCode).toBe(200);
    expect(response.json<DashboardSummary>()).toEqual({
      scope: 'tenant',
      stories: { total: 11, published: 5, pending: 3, scheduled: 1, draft: 2 },
      articles: { total: 7, published: 3, pending: 1, draft: 2 },
      feed_stories: { total: 4, pending: 2 },
      categories: { total: 3 },
      // contributor, editor, admin and the granted editor
      members: { total: 4 },
      // created since 2026-11-14T00:00Z: the pending one, a draft and the scheduled one
      new_articles_this_week: 3,
      // published today, two days ago, and the feed story at the first instant of the week
      published_this_week: 3,
      activity_this_week: 5,
    });
  });

  it("gives a contributor the figures of their own lists only: their articles, no stories'", async () => {
    const summary = (
      await get('/api/admin/dashboard/summary', tokens.contributor)
    ).json<DashboardSummary>();
    // The seeded articles are nobody's; the Stories list is closed to contributors.
    expect(summary.articles).toEqual({ total: 0, published: 0, pending: 0, draft: 0 });
    expect(summary.stories).toEqual({
      total: null,
      published: null,
      pending: null,
      scheduled: null,
      draft: null,
    });
    expect(summary.feed_stories).toEqual({ total: null, pending: null });
  });

  it('gives seven UTC days, oldest first, zero-filled, each row on its own day', async () => {
    const week = (
      await get('/api/admin/dashboard/weekly-activity', tokens.editor)
    ).json<WeeklyActivity>();
    expect(week.scope).toBe('tenant');
    expect(week.days.map((d) => [d.date, d.activity, d.published, d.sign_ins])).toEqual([
      ['2026-11-14', 1, 1, 1],
      ['2026-11-15', 0, 0, 0],
      ['2026-11-16', 0, 0, 0],
      ['2026-11-17', 1, 0, 0],
      ['2026-11-18', 0, 1, 0],
      ['2026-11-19', 0, 0, 0],
      ['2026-11-20', 3, 1, 1],
    ]);
  });

  it('breaks stories down by category in position order, empty ones included, uncategorized last', async () => {
    const body = (
      await get('/api/admin/dashboard/articles-by-category', tokens.contributor)
    ).json<ArticlesByCategory>();
    expect(body).toEqual({
      scope: 'tenant',
      categories: [
        { slug: 'world', name: 'World', total: 1, published: 0, pending: 1 },
        { slug: 'desk', name: 'Desk', total: 5, published: 5, pending: 0 },
        { slug: 'empty', name: 'Empty', total: 0, published: 0, pending: 0 },
        { slug: null, name: null, total: 5, published: 0, pending: 2 },
      ],
    });
  });

  it('lists recent activity newest first with its actor, capped by limit', async () => {
    const two = (
      await get('/api/admin/dashboard/recent-activity?limit=2', tokens.contributor)
    ).json<RecentActivity>();
    expect(two.activities).toHaveLength(2);
    expect(two.activities[0]).toMatchObject({
      action: 'publish',
      entity_type: 'story',
      entity_id: 77,
      entity_label: 'Gone but recorded',
      actor: null,
      tenant_slug: 'alpha',
      created_at: '2026-11-20T10:00:00.000Z',
    });
    expect(two.activities[1]).toMatchObject({
      action: 'update',
      entity_type: 'tenant',
      entity_id: alpha.id,
      actor: { id: expect.any(Number), username: expect.stringMatching(/^user_/) },
    });

    const all = (
      await get('/api/admin/dashboard/recent-activity', tokens.tenantAdmin)
    ).json<RecentActivity>();
    // Default limit 10; alpha has 7 rows.
    expect(all.activities.map((a) => a.created_at)).toEqual(
      [...all.activities.map((a) => a.created_at)].sort().reverse(),
    );
    expect(all.activities).toHaveLength(7);
    expect(all.activities.every((a) => a.tenant_slug === 'alpha')).toBe(true);
    expect(JSON.stringify(all)).not.toContain('CANARY');

    for (const limit of [0, 51, 'x']) {
      const response = await get(
        `/api/admin/dashboard/recent-activity?limit=${limit}`,
        tokens.editor,
      );
      expect(response.statusCode).toBe(422);
    }
    expect(
      (await get('/api/admin/dashboard/recent-activity?limit=50', tokens.editor)).statusCode,
    ).toBe(200);
  });

  it("shows a platform admin the figures of the tenant named, not alpha's", async () => {
    const summary = (
      await get('/api/admin/dashboard/summary', tokens.platformAdmin, 'beta')
    ).json<DashboardSummary>();
    expect(summary.stories).toEqual({ total: 6, published: 1, pending: 5, scheduled: 0, draft: 0 });
    expect(summary.members.total).toBe(2);
    expect(summary.activity_this_week).toBe(3);
    const counts = (
      await get('/api/admin/dashboard/navigation-counts', tokens.platformAdmin, 'beta')
    ).json<NavigationCounts>();
    expect(counts).toEqual({
      user_management_pending: 3,
      articles_pending: 5,
      stories_pending: 0,
      ads_campaigns_pending: 0,
      comments_pending: 0,
    });
  });
});

describe('platform scope', () => {
  it.each(SCOPED)('%s?scope=platform is refused to everyone but platform admins', async (url) => {
    for (const role of ['contributor', 'editor', 'tenantAdmin'] as const) {
      const response = await get(`${url}?scope=platform`, tokens[role]);
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Only platform admins can see figures for every publication',
      });
    }
    expect((await get(`${url}?scope=platform`, tokens.platformAdmin)).statusCode).toBe(200);
    expect((await get(`${url}?scope=everything`, tokens.platformAdmin)).statusCode).toBe(422);
  });

  it('adds up every tenant for platform admins', async () => {
    const summary = (
      await get('/api/admin/dashboard/summary?scope=platform', tokens.platformAdmin)
    ).json<DashboardSummary>();
    expect(summary).toEqual({
      scope: 'platform',
      stories: { total: 17, published: 6, pending: 8, scheduled: 1, draft: 2 },
      articles: { total: 13, published: 4, pending: 6, draft: 2 },
      feed_stories: { total: 4, pending: 2 },
      categories: { total: 4 },
      // alpha's 4 (one also on beta), beta's admin, and the two platform admins
      members: { total: 7 },
      new_articles_this_week: 9,
      published_this_week: 4,
      activity_this_week: 8,
    });

    const week = (
      await get('/api/admin/dashboard/weekly-activity?scope=platform', tokens.platformAdmin)
    ).json<WeeklyActivity>();
    expect(week.days.at(-1)).toEqual({
      date: '2026-11-20',
      activity: 6,
      published: 2,
      sign_ins: 4,
    });

    const byCategory = (
      await get('/api/admin/dashboard/articles-by-category?scope=platform', tokens.platformAdmin)
    ).json<ArticlesByCategory>();
    // Categories of the same slug and name add up across tenants.
    expect(byCategory.categories).toEqual([
      { slug: 'desk', name: 'Desk', total: 11, published: 6, pending: 5 },
      { slug: 'world', name: 'World', total: 1, published: 0, pending: 1 },
      { slug: 'empty', name: 'Empty', total: 0, published: 0, pending: 0 },
      { slug: null, name: null, total: 5, published: 0, pending: 2 },
    ]);

    const recent = (
      await get('/api/admin/dashboard/recent-activity?scope=platform', tokens.platformAdmin)
    ).json<RecentActivity>();
    expect(recent.activities).toHaveLength(10);
    expect(new Set(recent.activities.map((a) => a.tenant_slug))).toEqual(
      new Set(['alpha', 'beta']),
    );
  });
});

describe('navigation counts', () => {
  it('count what waits for a decision here, and rise with new pending items', async () => {
    const before = (
      await get('/api/admin/dashboard/navigation-counts', tokens.contributor)
    ).json<NavigationCounts>();
    // Nothing of the contributor's own is pending, and the other lists are closed to them.
    expect(before).toEqual({
      user_management_pending: 0,
      articles_pending: 0,
      stories_pending: 0,
      ads_campaigns_pending: 0,
      comments_pending: 0,
    });
    expect(
      (await get('/api/admin/dashboard/navigation-counts', tokens.tenantAdmin)).json(),
    ).toEqual({
      user_management_pending: 1,
      articles_pending: 1,
      stories_pending: 2,
      ads_campaigns_pending: 0,
      comments_pending: 0,
    });

    const { db } = ctx.database;
    await createStory(db, alpha.id, { status: 'pending', publishedAt: null });
    await createStory(db, alpha.id, { origin: 'feed', status: 'pending', publishedAt: null });
    await createStory(db, alpha.id, { origin: 'feed', status: 'rejected', publishedAt: null });
    await createStory(db, beta.id, { origin: 'feed', status: 'pending', publishedAt: null });
    // A reader's comment waiting for moderation here, one that readers see, and one elsewhere.
    const commented = await createStory(db, alpha.id);
    const betaStory = await createStory(db, beta.id);
    const commenter = await createUserWithSession(db);
    await db.insert(comments).values([
      { tenantId: alpha.id, storyId: commented.id, authorId: commenter.user.id, body: 'Held' },
      {
        tenantId: alpha.id,
        storyId: commented.id,
        authorId: commenter.user.id,
        body: 'Shown',
        status: 'approved',
      },
      { tenantId: beta.id, storyId: betaStory.id, authorId: commenter.user.id, body: 'Beta' },
    ]);
    const applicant = await createUserWithSession(db);
    await db.insert(accessRequests).values({ tenantId: alpha.id, userId: applicant.user.id });

    const after = (
      await get('/api/admin/dashboard/navigation-counts', tokens.editor)
    ).json<NavigationCounts>();
    // User Management is for tenant admins: an editor's badge stays at 0.
    expect(after).toEqual({
      user_management_pending: 0,
      articles_pending: 2,
      stories_pending: 3,
      ads_campaigns_pending: 0,
      comments_pending: 1,
    });
    // Comment moderation is for editors: a contributor's badge stays at 0.
    expect(
      (await get('/api/admin/dashboard/navigation-counts', tokens.contributor)).json(),
    ).toMatchObject({ comments_pending: 0 });
    expect(
      (await get('/api/admin/dashboard/navigation-counts', tokens.tenantAdmin)).json(),
    ).toMatchObject({ user_management_pending: 2 });
  });
});
