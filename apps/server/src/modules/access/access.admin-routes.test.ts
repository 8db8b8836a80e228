import type { AdminAccess, NotificationListResponse, UnreadCount } from '@helionews/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRequests, activities, memberships, type TenantRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer, nextClientAddress, registerReader } from '../../test/auth.js';
import {
  createMember,
  createTenant,
  createTenantPair,
  createUserWithSession,
} from '../../test/factories.js';

let ctx: TestContext;
let alpha: TenantRow;
let beta: TenantRow;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ alpha, beta } = await createTenantPair(ctx.database.db, {
    alpha: { displayName: 'Alpha Times' },
    beta: { displayName: 'Beta Herald' },
  }));
});
afterAll(() => ctx.close());

const as = (token: string, tenant: string, method: 'GET' | 'POST', url: string) =>
  ctx.app.inject({
    method,
    url,
    headers: { 'x-tenant-id': tenant, ...bearer(token) },
    remoteAddress: nextClientAddress(),
  });

describe('GET /api/admin/access', () => {
  it('tells each role which sections it opens, in navigation order', async () => {
    const { db } = ctx.database;
    const sectionsOf = async (token: string) =>
      (await as(token, 'alpha', 'GET', '/api/admin/access')).json<AdminAccess>();

    const contributor = await sectionsOf((await createMember(db, alpha.id, 'contributor')).token);
    expect(contributor.role).toBe('contributor');
    expect(contributor.sections).toEqual(['dashboard', 'articles', 'media']);

    const editor = await sectionsOf((await createMember(db, alpha.id, 'editor')).token);
    expect(editor.sections).toEqual([
      'dashboard',
      'articles',
      'media',
      'categories',
      'tags',
      'sitePages',
      'stories',
      'comments',
      'rss',
      'newsScheduler',
      'newsletters',
      'members',
      'ads',
    ]);

    const tenantAdmin = await sectionsOf((await createMember(db, alpha.id, 'admin')).token);
    expect(tenantAdmin.sections).toHaveLength(21);
    expect(tenantAdmin.sections).toContain('membership');
    expect(tenantAdmin.sections).toContain('sso');
    expect(tenantAdmin.sections).not.toContain('tenants');

    const platform = await sectionsOf((await createUserWithSession(db, { isAdmin: true })).token);
    expect(platform.role).toBe('platform_admin');
    expect(platform.sections).toHaveLength(22);
    expect(platform.can_switch_tenants).toBe(true);

    const reader = await sectionsOf((await createUserWithSession(db)).token);
    expect(reader).toMatchObject({ role: null, sections: [], can_switch_tenants: false });
  });

  it('lets an editor of one publication be a reader of another, and switch only among its own', async () => {
    const { db } = ctx.database;
    const { user, token } = await createMember(db, alpha.id, 'editor');
    const atBeta = (await as(token, 'beta', 'GET', '/api/admin/access')).json<AdminAccess>();
    expect(atBeta.role).toBeNull();
    expect(atBeta.can_switch_tenants).toBe(false);
    expect((await as(token, 'beta', 'GET', '/api/admin/notifications')).statusCode).toBe(403);

    await db
      .insert(memberships)
      .values({ tenantId: beta.id, userId: user.id, role: 'contributor' });
    const now = (await as(token, 'beta', 'GET', '/api/admin/access')).json<AdminAccess>();
    expect(now.role).toBe('contributor');
    expect(now.can_switch_tenants).toBe(true);
    expect(now.memberships.map((m) => [m.tenant_slug, m.role])).toEqual([
      ['alpha', 'editor'],
      ['beta', 'contributor'],
    ]);
  });

  it('is 401 without a session', async () => {
    const response = await ctx.app.inject({ url: '/api/admin/access' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/admin/access/sign-in', () => {
  it('records a back-office sign-in as activity for members, not for readers', async () => {
    const { db } = ctx.database;
    const member = await createMember(db, alpha.id, 'editor');
    const reader = await createUserWithSession(db);
    expect((await as(member.token, 'alpha', 'POST', '/api/admin/access/sign-in')).statusCode).toBe(
      200,
    );
    expect((await as(reader.token, 'alpha', 'POST', '/api/admin/access/sign-in')).statusCode).toBe(
      200,
    );
    const rows = await db
      .select()
      .from(activities)
      .where(and(eq(activities.tenantId, alpha.id), eq(activities.action, 'sign_in')));
    expect(rows.map((row) => row.actorId)).toEqual([member.user.id]);
    expect(rows[0]).toMatchObject({ entityType: 'session', entityLabel: member.user.username });
  });
});

describe('POST /api/admin/access/request', () => {
  it("asks once, and tells the tenant's admins (not its editors) in their bell", async () => {
    const { db } = ctx.database;
    const gamma = await createTenant(db, { slug: 'gamma' });
    const gammaAdmin = await createMember(db, gamma.id, 'admin');
    const gammaEditor = await createMember(db, gamma.id, 'editor');
    const applicant = await registerReader(ctx.app, { tenant: 'gamma' });

    for (let i = 0; i < 2; i += 1) {
      const response = await as(applicant.token, 'gamma', 'POST', '/api/admin/access/request');
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({
        detail: 'Your request has been sent to the administrators of this publication',
      });
    }
    const requests = await db
      .select()
      .from(accessRequests)
      .where(eq(accessRequests.tenantId, gamma.id));
    expect(requests).toHaveLength(1);

    const bell = await as(gammaAdmin.token, 'gamma', 'GET', '/api/admin/notifications');
    const list = bell.json<NotificationListResponse>();
    expect(list.unread_count).toBe(1);
    expect(list.notifications[0]).toMatchObject({
      type: 'access_requested',
      data: { username: applicant.username },
      link: '/admin/users',
      read_at: null,
    });
    const editorCount = await as(
      gammaEditor.token,
      'gamma',
      'GET',
      '/api/admin/notifications/unread-count',
    );
    expect(editorCount.json<UnreadCount>().unread_count).toBe(0);

    const access = await as(applicant.token, 'gamma', 'GET', '/api/admin/access');
    expect(access.json<AdminAccess>()).toMatchObject({ role: null, access_requested: true });
  });
});
