import type {
  ArticlesByCategory,
  DashboardSummary,
  NavigationCounts,
  RecentActivity,
  WeeklyActivity,
} from '@helionews/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRequests, activities, type TenantRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer } from '../../test/auth.js';
import {
  createCategory,
  createMember,
  createStory,
  createTenant,
  createUserWithSession,
} from '../../test/factories.js';

const NOW = new Date('2026-11-20T15:00:00.000Z');
const daysAgo = (days: number, hour = 12) => new Date(Date.UTC(2026, 10, 20 - days, hour, 0, 0));

let ctx: TestContext;
let alpha: TenantRow;
let beta: TenantRow;
let contributor: string;
let tenantAdmin: string;
let platformAdmin: string;

beforeAll(async () => {
  ctx = await createTestApp({ now: () => NOW });
  const { db } = ctx.database;
  await createTenant(db, { slug: 'helionews' });
  alpha = await createTenant(db, { slug: 'alpha' });
  beta = await createTenant(db, { slug: 'beta' });
  const desk = await createCategory(db, alpha.id, { slug: 'desk', name: 'Desk', position: 1 });
  await createCategory(db, alpha.id, { slug: 'empty', name: 'Empty', position: 2 });
  await createStory(db, alpha.id, { categoryId: desk.id, publishedAt: daysAgo(0) });
  await createStory(db, alpha.id, { categoryId: desk.id, publishedAt: daysAgo(2) });
  await createStory(db, alpha.id, { categoryId: desk.id, publishedAt: daysAgo(30) });
  await createStory(db, alpha.id, { status: 'pending', publishedAt: null });
  await createStory(db, alpha.id, { status: 'draft', publishedAt: null, createdAt: daysAgo(1) });
  await createStory(db, alpha.id, { origin: 'feed', status: 'pending', publishedAt: null });
  await createStory(db, alpha.id, { origin: 'feed', status: 'pending', publishedAt: null });
  // Beta's canaries: none of these may count for alpha.
  const betaDesk = await createCategory(db, beta.id, { slug: 'desk', name: 'Desk', position: 1 });
  for (let i = 0; i < 5; i += 1) {
    await createStory(db, beta.id, {
      categoryId: betaDesk.id,
      status: 'pending',
      publishedAt: null,
    });
  }
  await createStory(db, beta.id, { categoryId: betaDesk.id, publishedAt: daysAgo(0) });

  contributor = (await createMember(db, alpha.id, 'contributor')).token;
  const admin = await createMember(db, alpha.id, 'admin');
  tenantAdmin = admin.token;
  platformAdmin = (await createUserWithSession(db, { isAdmin: true })).token;

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
      entityLabel: 'Alpha',
      createdAt: daysAgo(0, 9),
    },
    {
      tenantId: alpha.id,
      actorId: admin.user.id,
      action: 'update',
      entityType: 'site_settings',
      entityLabel: 'Alpha',
      createdAt: daysAgo(3, 23),
    },
    {
      tenantId: alpha.id,
      actorId: null,
      action: 'create',
      entityType: 'tenant',
      entityLabel: 'Old',
      createdAt: daysAgo(9),
    },
    {
      tenantId: beta.id,
      actorId: null,
      action: 'update',
      entityType: 'tenant',
      entityLabel: 'CANARY',
      createdAt: daysAgo(0),
    },
  ]);
  const waiting = await createUserWithSession(db);
  const member = await createMember(db, alpha.id, 'editor');
  await db.insert(accessRequests).values([
    { tenantId: alpha.id, userId: waiting.user.id },
    // Granted since: no longer pending.
    { tenantId: alpha.id, userId: member.user.id },
    { tenantId: beta.id, userId: waiting.user.id },
  ]);
});
afterAll(() => ctx.close());

const get = (url: string, token: string, tenant = 'alpha') =>
  ctx.app.inject({ url, headers: { 'x-tenant-id': tenant, ...bearer(token) } });

describe('dashboard figures of the current tenant', () => {
  it('summarises stories by origin and status, this week and the members', async () => {
    const response = await get('/api/admin/dashboard/summary', contributor);
    expect(response.statusCode).toBe(200);
    expect(response.json<DashboardSummary>()).toEqual({
      scope: 'tenant',
      stories: { total: 7, published: 3, pending: 3, scheduled: 0, draft: 1 },
      articles: { total: 5, published: 3, pending: 1, draft: 1 },
      feed_stories: { total: 2, pending: 2 },
      categories: { total: 2 },
      members: { total: 3 },
      new_articles_this_week: expect.any(Number),
      published_this_week: 2,
      activity_this_week: 3,
    });
  });

  it('counts what waits for a decision, for the badges', async () => {
    const response = await get('/api/admin/dashboard/navigation-counts', contributor);
    expect(response.json<NavigationCounts>()).toEqual({
      user_management_pending: 1,
      articles_pending: 1,
      stories_pending: 2,
      ads_campaigns_pending: 0,
    });
  });

  it('gives seven UTC days, oldest first, zero-filled', async () => {
    const week = (
      await get('/api/admin/dashboard/weekly-activity', contributor)
    ).json<WeeklyActivity>();
    expect(week.days.map((d) => d.date)).toEqual([
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(week.days.map((d) => [d.activity, d.published, d.sign_ins])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 0],
      [2, 1, 1],
    ]);
  });

  it('breaks stories down by category, empty ones included, uncategorized last', async () => {
    const body = (
      await get('/api/admin/dashboard/articles-by-category', contributor)
    ).json<ArticlesByCategory>();
    expect(body.categories).toEqual([
      { slug: 'desk', name: 'Desk', total: 3, published: 3, pending: 0 },
      { slug: 'empty', name: 'Empty', total: 0, published: 0, pending: 0 },
      { slug: null, name: null, total: 4, published: 0, pending: 3 },
    ]);
  });

  it('lists recent activity newest first with its actor, capped by limit', async () => {
    const body = (
      await get('/api/admin/dashboard/recent-activity?limit=2', contributor)
    ).json<RecentActivity>();
    expect(body.activities.map((a) => [a.action, a.entity_type, a.tenant_slug])).toEqual([
      ['update', 'tenant', 'alpha'],
      ['sign_in', 'session', 'alpha'],
    ]);
    expect(body.activities[0]?.actor?.username).toMatch(/^user_/);
    expect(
      JSON.stringify(
        (await get('/api/admin/dashboard/recent-activity?limit=50', contributor)).json(),
      ),
    ).not.toContain('CANARY');
    expect(
      (await get('/api/admin/dashboard/recent-activity?limit=51', contributor)).statusCode,
    ).toBe(422);
    const defaults = (
      await get('/api/admin/dashboard/recent-activity', tenantAdmin)
    ).json<RecentActivity>();
    expect(defaults.activities).toHaveLength(4);
  });
});

describe('platform scope', () => {
  it('is refused to everyone but platform admins', async () => {
    for (const token of [contributor, tenantAdmin]) {
      const response = await get('/api/admin/dashboard/summary?scope=platform', token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Only platform admins can see figures for every publication',
      });
    }
  });

  it('adds up every tenant for platform admins', async () => {
    const summary = (
      await get('/api/admin/dashboard/summary?scope=platform', platformAdmin)
    ).json<DashboardSummary>();
    expect(summary.scope).toBe('platform');
    expect(summary.stories.total).toBe(13);
    expect(summary.stories.pending).toBe(8);
    const byCategory = (
      await get('/api/admin/dashboard/articles-by-category?scope=platform', platformAdmin)
    ).json<ArticlesByCategory>();
    expect(byCategory.categories[0]).toEqual({
      slug: 'desk',
      name: 'Desk',
      total: 9,
      published: 4,
      pending: 5,
    });
    const recent = (
      await get('/api/admin/dashboard/recent-activity?scope=platform', platformAdmin)
    ).json<RecentActivity>();
    expect(recent.activities.map((a) => a.tenant_slug)).toContain('beta');
  });
});
