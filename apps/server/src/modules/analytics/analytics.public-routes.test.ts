import type { AnalyticsContent, AnalyticsUsers } from '@helionews/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsDevices,
  analyticsPageViews,
  analyticsReferrers,
  analyticsSearchMisses,
  analyticsSecrets,
  analyticsVisitors,
  sessions,
  users,
  type StoryRow,
  type TenantRow,
} from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer } from '../../test/auth.js';
import {
  createCategory,
  createMember,
  createStory,
  createTenant,
  createTenantPair,
  createUserWithSession,
} from '../../test/factories.js';

const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const TABLET =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const ON = { logoUpload: false, tenantSwitching: false, analytics: true };
const OFF = { logoUpload: false, tenantSwitching: false, analytics: false };

let clock = new Date('2026-11-18T10:00:00.000Z');
let ctx: TestContext;
let alpha: TenantRow;
let beta: TenantRow;
let quiet: TenantRow;
let world: StoryRow;
let science: StoryRow;
let adminToken: string;
let editorToken: string;
let betaAdminToken: string;

const at = (iso: string) => {
  clock = new Date(iso);
};

function view(
  tenant: string,
  body: Record<string, unknown>,
  options: { ip?: string; ua?: string; host?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/analytics/views',
    remoteAddress: options.ip ?? '198.51.100.7',
    headers: {
      'x-tenant-id': tenant,
      'user-agent': options.ua ?? DESKTOP,
      host: options.host ?? 'news.example.org',
    },
    payload: body,
  });
}

const admin = (url: string, token = adminToken, tenant = 'alpha') =>
  ctx.app.inject({ url, headers: { 'x-tenant-id': tenant, ...bearer(token) } });

async function allAnalyticsRows() {
  const { db } = ctx.database;
  return {
    pageViews: await db.select().from(analyticsPageViews),
    visitors: await db.select().from(analyticsVisitors),
    referrers: await db.select().from(analyticsReferrers),
    devices: await db.select().from(analyticsDevices),
    searchMisses: await db.select().from(analyticsSearchMisses),
  };
}

beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock, analyticsFlushMs: 60_000 });
  const { db } = ctx.database;
  ({ alpha, beta } = await createTenantPair(db, {
    alpha: { features: ON },
    beta: { features: ON },
  }));
  quiet = await createTenant(db, { slug: 'quiet', features: OFF });
  const politics = await createCategory(db, alpha.id, { slug: 'politics', name: 'Politics' });
  const tech = await createCategory(db, alpha.id, { slug: 'tech', name: 'Tech' });
  world = await createStory(db, alpha.id, { title: 'World news today', categoryId: politics.id });
  science = await createStory(db, alpha.id, { title: 'A comet returns', categoryId: tech.id });
  adminToken = (await createMember(db, alpha.id, 'admin')).token;
  editorToken = (await createMember(db, alpha.id, 'editor')).token;
  betaAdminToken = (await createMember(db, beta.id, 'admin')).token;
});
afterAll(() => ctx.close());

describe('POST /api/analytics/views', () => {
  it('answers 204 without a cookie and records nothing while the tenant has analytics off', async () => {
    at('2026-11-18T10:00:00.000Z');
    const response = await view('quiet', { path: '/', referrer: 'https://elsewhere.example/' });
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
    await ctx.app.analyticsFlush();
    const rows = await allAnalyticsRows();
    expect(Object.values(rows).flat()).toEqual([]);
    expect(quiet.features.analytics).toBe(false);
  });

  it('refuses malformed beacons with 422', async () => {
    expect((await view('alpha', {})).statusCode).toBe(422);
    expect((await view('alpha', { path: 'no-slash' })).statusCode).toBe(422);
    expect((await view('alpha', { path: `/${'a'.repeat(600)}` })).statusCode).toBe(422);
    const bad = await view('alpha', { path: '/', referrer: 42 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ detail: expect.any(String) });
  });

  it('ignores bots and empty user agents', async () => {
    expect((await view('beta', { path: '/' }, { ua: BOT })).statusCode).toBe(204);
    expect((await view('beta', { path: '/' }, { ua: '' })).statusCode).toBe(204);
    await ctx.app.analyticsFlush();
    expect(Object.values(await allAnalyticsRows()).flat()).toEqual([]);
  });

  it('counts the same visitor twice a day as one visitor with two views, with no cookie', async () => {
    at('2026-11-18T11:00:00.000Z');
    const first = await view('beta', { path: '/?utm_source=x#top' }, { ip: '203.0.113.50' });
    const second = await view('beta', { path: '/' }, { ip: '203.0.113.50' });
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(204);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.body).toBe('');
    }
    await ctx.app.analyticsFlush();
    const visitors = await ctx.database.db
      .select()
      .from(analyticsVisitors)
      .where(eq(analyticsVisitors.tenantId, beta.id));
    expect(visitors).toHaveLength(1);
    expect(visitors[0]).toMatchObject({ day: '2026-11-18', views: 2 });
    const pages = await ctx.database.db
      .select()
      .from(analyticsPageViews)
      .where(eq(analyticsPageViews.tenantId, beta.id));
    expect(pages).toEqual([
      { tenantId: beta.id, day: '2026-11-18', path: '/', storyId: 0, views: 2 },
    ]);
  });

  it('gives the same visitor another hash the next day, and in another tenant', async () => {
    at('2026-11-19T09:00:00.000Z');
    await view('beta', { path: '/' }, { ip: '203.0.113.50' });
    await view('alpha', { path: '/' }, { ip: '203.0.113.50' });
    await ctx.app.analyticsFlush();
    const rows = await ctx.database.db.select().from(analyticsVisitors);
    const betaRows = rows.filter((r) => r.tenantId === beta.id);
    expect(betaRows.map((r) => r.day).sort()).toEqual(['2026-11-18', '2026-11-19']);
    const [day1, day2] = betaRows.map((r) => r.visitorHash);
    expect(day1).not.toBe(day2);
    const alphaHash = rows.find((r) => r.tenantId === alpha.id && r.day === '2026-11-19');
    expect(alphaHash?.visitorHash).not.toBe(
      betaRows.find((r) => r.day === '2026-11-19')?.visitorHash,
    );
    // A secret row exists; the hash is neither the address nor derived without it.
    expect(await ctx.database.db.select().from(analyticsSecrets)).toHaveLength(1);
  });

  it('never stores the client address or the User-Agent', async () => {
    const serialized = JSON.stringify(await allAnalyticsRows());
    expect(serialized).not.toContain('203.0.113.50');
    expect(serialized).not.toContain('198.51.100.7');
    expect(serialized).not.toContain('Mozilla');
    expect(serialized).not.toContain('Chrome');
  });
});

describe('GET /api/admin/analytics/content and /users', () => {
  const RANGE = '?from=2026-11-20&to=2026-11-22';

  beforeAll(async () => {
    const { db } = ctx.database;
    // Alpha, day 1 (2026-11-20): visitor A reads World twice (desktop, from a search engine
    // then from this site), visitor B reads Science on a phone, visitor C the front page on a tablet.
    at('2026-11-20T08:00:00.000Z');
    await view(
      'alpha',
      { path: `/story/${world.id}`, referrer: 'https://www.search.example/q?x=1' },
      { ip: '192.0.2.1' },
    );
    await view(
      'alpha',
      { path: `/story/${world.id}/detail`, referrer: 'https://news.example.org/' },
      { ip: '192.0.2.1' },
    );
    await view(
      'alpha',
      {
        path: `/tenant/alpha/story/${science.id}?from=home`,
        referrer: 'https://social.example/post',
      },
      { ip: '192.0.2.2', ua: PHONE },
    );
    await view('alpha', { path: '/' }, { ip: '192.0.2.3', ua: TABLET });
    // Day 3 (2026-11-22): visitor A again (a new hash that day) reads Science; a bot is ignored.
    at('2026-11-22T23:59:00.000Z');
    await view(
      'alpha',
      { path: `/story/${science.id}`, referrer: 'https://search.example/' },
      { ip: '192.0.2.1' },
    );
    await view('alpha', { path: `/story/${science.id}` }, { ip: '192.0.2.9', ua: BOT });
    // Beta's canaries on the same days: never in alpha's figures.
    at('2026-11-20T12:00:00.000Z');
    for (let i = 0; i < 5; i += 1) {
      await view(
        'beta',
        { path: '/story/999999', referrer: 'https://canary.example/' },
        { ip: `192.0.2.${100 + i}`, ua: PHONE },
      );
    }
    // A search with no results on alpha (page 1), asked twice: answers that found nothing are
    // not kept in the response cache, so the second is counted too (and by the page that shows
    // it: the search page's HTML is not cached either).
    for (const url of [
      '/api/search?q=%20Zebra%20%20Quasar%20',
      '/api/search?q=%20Zebra%20%20Quasar%20',
    ]) {
      const miss = await ctx.app.inject({ url, headers: { 'x-tenant-id': 'alpha' } });
      expect(miss.json()).toMatchObject({ total: 0 });
      expect(miss.headers['cache-control']).toBe('no-store');
    }
    await ctx.app.inject({
      url: '/api/search?q=zebra%20quasar',
      headers: { 'x-tenant-id': 'beta' },
    });
    await ctx.app.analyticsFlush();

    // Users: two readers registered on alpha on day 1 and day 2, one on beta; one signed in on
    // day 2 and used a session on day 3, another used a session only on day 3.
    const created = async (tenantId: number, iso: string) => {
      const made = await createUserWithSession(db);
      await db
        .update(users)
        .set({ registeredTenantId: tenantId, createdAt: new Date(iso) })
        .where(eq(users.id, made.user.id));
      await db
        .update(sessions)
        .set({
          createdAt: new Date('2026-10-01T00:00:00Z'),
          lastUsedAt: new Date('2026-10-01T00:00:00Z'),
        })
        .where(eq(sessions.userId, made.user.id));
      return made.user;
    };
    const first = await created(alpha.id, '2026-11-20T09:00:00Z');
    const second = await created(alpha.id, '2026-11-21T23:30:00Z');
    await created(beta.id, '2026-11-21T10:00:00Z');
    await created(alpha.id, '2026-11-25T10:00:00Z');
    await db
      .update(sessions)
      .set({
        createdAt: new Date('2026-11-21T08:00:00Z'),
        lastUsedAt: new Date('2026-11-22T08:00:00Z'),
      })
      .where(eq(sessions.userId, first.id));
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date('2026-11-22T18:00:00Z') })
      .where(eq(sessions.userId, second.id));
    // The members' own sessions (created just now, in real time) fall outside the range.
    at('2026-11-25T12:00:00.000Z');
  });

  it('adds up the generated views exactly', async () => {
    const response = await admin(`/api/admin/analytics/content${RANGE}`);
    expect(response.statusCode).toBe(200);
    const content = response.json<AnalyticsContent>();
    expect(content).toEqual({
      range: { from: '2026-11-20', to: '2026-11-22' },
      enabled: true,
      totals: { views: 5, visitors: 4, zero_result_searches: 2 },
      days: [
        { day: '2026-11-20', views: 4, visitors: 3 },
        { day: '2026-11-21', views: 0, visitors: 0 },
        { day: '2026-11-22', views: 1, visitors: 1 },
      ],
      top_stories: [
        { story_id: Math.min(world.id, science.id), title: expect.any(String), views: 2 },
        { story_id: Math.max(world.id, science.id), title: expect.any(String), views: 2 },
      ],
      top_pages: [
        { path: `/story/${science.id}`, views: 2 },
        { path: '/', views: 1 },
        { path: `/story/${world.id}`, views: 1 },
        { path: `/story/${world.id}/detail`, views: 1 },
      ].sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : 1)),
      top_categories: [
        { slug: 'politics', name: 'Politics', views: 2 },
        { slug: 'tech', name: 'Tech', views: 2 },
      ],
      referrers: [
        { domain: 'search.example', views: 2 },
        { domain: 'social.example', views: 1 },
      ],
      devices: [
        { device: 'desktop', views: 3 },
        { device: 'mobile', views: 1 },
        { device: 'tablet', views: 1 },
      ],
      zero_result_searches: [{ term: 'zebra quasar', count: 2 }],
    });
    const titles = Object.fromEntries(content.top_stories.map((s) => [s.story_id, s.title]));
    expect(titles).toEqual({ [world.id]: 'World news today', [science.id]: 'A comet returns' });
  });

  it('counts new users, active users and visitors per day', async () => {
    const response = await admin(`/api/admin/analytics/users${RANGE}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<AnalyticsUsers>()).toEqual({
      range: { from: '2026-11-20', to: '2026-11-22' },
      enabled: true,
      totals: { new_users: 2, active_users: 2, visitors: 4 },
      days: [
        { day: '2026-11-20', new_users: 1, active_users: 0, visitors: 3 },
        { day: '2026-11-21', new_users: 1, active_users: 1, visitors: 0 },
        { day: '2026-11-22', new_users: 0, active_users: 2, visitors: 1 },
      ],
    });
  });

  it('shows each tenant only its own figures', async () => {
    const content = (
      await admin(`/api/admin/analytics/content${RANGE}`, betaAdminToken, 'beta')
    ).json<AnalyticsContent>();
    expect(content.totals).toEqual({ views: 5, visitors: 5, zero_result_searches: 1 });
    expect(content.referrers).toEqual([{ domain: 'canary.example', views: 5 }]);
    expect(content.top_stories).toEqual([{ story_id: 999999, title: null, views: 5 }]);
    // Alpha's admin holds no role on beta.
    expect(
      (await admin(`/api/admin/analytics/content${RANGE}`, adminToken, 'beta')).statusCode,
    ).toBe(403);
  });

  it('is for tenant admins', async () => {
    expect(
      (
        await ctx.app.inject({
          url: '/api/admin/analytics/users',
          headers: { 'x-tenant-id': 'alpha' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await admin('/api/admin/analytics/users', editorToken)).statusCode).toBe(403);
    expect((await admin('/api/admin/analytics/content/export', editorToken)).statusCode).toBe(403);
  });

  it('defaults to the last 30 days and refuses bad ranges', async () => {
    const content = (await admin('/api/admin/analytics/content')).json<AnalyticsContent>();
    expect(content.range).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(content.days).toHaveLength(30);
    // 2026-11-19 (one), 2026-11-20 (four), 2026-11-22 (one).
    expect(content.totals.views).toBe(6);
    expect(
      (await admin('/api/admin/analytics/users?from=2026-11-22&to=2026-11-20')).statusCode,
    ).toBe(422);
    expect(
      (await admin('/api/admin/analytics/users?from=2025-01-01&to=2026-11-20')).statusCode,
    ).toBe(422);
    // `from` alone: up to today, or 366 days when today is further.
    const old = (await admin('/api/admin/analytics/users?from=2020-01-01')).json<AnalyticsUsers>();
    expect(old.range).toEqual({ from: '2020-01-01', to: '2020-12-31' });
    const recent = (
      await admin('/api/admin/analytics/users?from=2026-11-20')
    ).json<AnalyticsUsers>();
    expect(recent.range).toEqual({ from: '2026-11-20', to: '2026-11-25' });
    // `to` alone: the 30 days before it.
    const before = (await admin('/api/admin/analytics/users?to=2026-11-10')).json<AnalyticsUsers>();
    expect(before.range).toEqual({ from: '2026-10-12', to: '2026-11-10' });
    expect((await admin('/api/admin/analytics/content?to=yesterday')).statusCode).toBe(422);
    const year = (
      await admin('/api/admin/analytics/users?from=2025-11-24&to=2026-11-24')
    ).json<AnalyticsUsers>();
    expect(year.days).toHaveLength(366);
  });

  it('exports the range as CSV attachments', async () => {
    const users = await admin(`/api/admin/analytics/users/export${RANGE}`);
    expect(users.statusCode).toBe(200);
    expect(users.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(users.headers['content-disposition']).toBe(
      'attachment; filename="analytics-users-2026-11-20-to-2026-11-22.csv"',
    );
    expect(users.body).toBe(
      [
        'day,new_users,active_users,visitors',
        '2026-11-20,1,0,3',
        '2026-11-21,1,1,0',
        '2026-11-22,0,2,1',
        'total,2,2,4',
        '',
      ].join('\r\n'),
    );
    const content = await admin(`/api/admin/analytics/content/export${RANGE}`);
    expect(content.headers['content-disposition']).toContain(
      'analytics-content-2026-11-20-to-2026-11-22.csv',
    );
    const sections = content.body.trimEnd().split('\r\n\r\n');
    expect(sections[0]).toBe(
      [
        'day,views,visitors',
        '2026-11-20,4,3',
        '2026-11-21,0,0',
        '2026-11-22,1,1',
        'total,5,4',
      ].join('\r\n'),
    );
    expect(sections).toContain('device,views\r\ndesktop,3\r\nmobile,1\r\ntablet,1');
    expect(sections).toContain('referrer,views\r\nsearch.example,2\r\nsocial.example,1');
    expect(sections).toContain('search_without_results,searches\r\nzebra quasar,2');
    expect(content.body).toContain(`${world.id},World news today,2`);
  });

  it('documents both exports as text/csv, not JSON, in the OpenAPI document', async () => {
    const document = (await ctx.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        { get?: { responses?: Record<string, { content?: Record<string, unknown> }> } }
      >;
    }>();
    for (const name of ['users', 'content']) {
      const ok = document.paths[`/api/admin/analytics/${name}/export`]?.get?.responses?.['200'];
      expect(Object.keys(ok?.content ?? {}), name).toEqual(['text/csv']);
      expect(ok?.content?.['text/csv']).toEqual({ schema: { type: 'string' } });
    }
    // The JSON reports stay JSON.
    const report = document.paths['/api/admin/analytics/users']?.get?.responses?.['200'];
    expect(Object.keys(report?.content ?? {})).toEqual(['application/json']);
  });
});

describe('the recorder', () => {
  it('writes what it holds when the app closes', async () => {
    const own = await createTestApp({ analyticsFlushMs: 60_000 });
    const { db } = own.database;
    await createTenant(db, { slug: 'helionews' });
    const tenant = await createTenant(db, { slug: 'closing', features: ON });
    const sent = await own.app.inject({
      method: 'POST',
      url: '/api/analytics/views',
      headers: { 'x-tenant-id': 'closing', 'user-agent': DESKTOP },
      payload: { path: '/category/world' },
    });
    expect(sent.statusCode).toBe(204);
    // Nothing is written before a flush...
    expect(await db.select().from(analyticsPageViews)).toEqual([]);
    // ...and closing flushes (preClose), before the database goes.
    await own.app.close();
    const rows = await db.select().from(analyticsPageViews);
    expect(rows).toMatchObject([{ tenantId: tenant.id, path: '/category/world', views: 1 }]);
    await own.database.close();
    own.redis?.disconnect();
  });
});
