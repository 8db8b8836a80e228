import type {
  AdminAccess,
  AdminUser,
  AdminUserListResponse,
  AnalyticsOverview,
} from '@helionews/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRequests, users, type TenantRow, type UserRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer, registerReader } from '../../test/auth.js';
import { createMember, createTenant, createUserWithSession } from '../../test/factories.js';

let ctx: TestContext;
let alpha: TenantRow;
let admin: { user: UserRow; token: string };
let platform: { user: UserRow; token: string };
let editorToken: string;
let applicantId: number;
let inactiveId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  await createTenant(db, { slug: 'helionews' });
  alpha = await createTenant(db, { slug: 'alpha' });
  const beta = await createTenant(db, { slug: 'beta' });
  admin = await createMember(db, alpha.id, 'admin');
  editorToken = (await createMember(db, alpha.id, 'editor')).token;
  await createMember(db, beta.id, 'editor');
  platform = await createUserWithSession(db, { isAdmin: true });
  for (let i = 0; i < 3; i += 1)
    await registerReader(ctx.app, { tenant: 'alpha', username: `alpha_reader_${i}` });
  await registerReader(ctx.app, { tenant: 'beta', username: 'beta_reader' });
  const applicant = await registerReader(ctx.app, { tenant: 'beta', username: 'applicant' });
  applicantId = applicant.user.id;
  await db.insert(accessRequests).values({ tenantId: alpha.id, userId: applicantId });
  const inactive = await registerReader(ctx.app, { tenant: 'alpha', username: 'gone_reader' });
  inactiveId = inactive.user.id;
  await db.update(users).set({ isActive: false }).where(eq(users.id, inactiveId));
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { 'x-tenant-id': 'alpha', ...bearer(token) },
    ...(payload && { payload }),
  });

describe('GET /api/admin/users', () => {
  it("lists this tenant's users: signed up here, members, applicants and platform admins", async () => {
    const body = (
      await call('GET', '/api/admin/users?page_size=1000', admin.token)
    ).json<AdminUserListResponse>();
    const names = body.users.map((u) => u.username);
    expect(names).toEqual(expect.arrayContaining(['alpha_reader_0', 'applicant', 'gone_reader']));
    expect(names).not.toContain('beta_reader');
    // 2 members + platform admin + 3 readers + applicant + inactive
    expect(body.total).toBe(8);
    expect(body.users.find((u) => u.username === 'applicant')).toMatchObject({
      access_requested: true,
      roles: [],
    });
  });

  it('filters by search and status and pages', async () => {
    const search = (
      await call('GET', '/api/admin/users?search=alpha_reader', admin.token)
    ).json<AdminUserListResponse>();
    expect(search.total).toBe(3);
    const underscore = (
      await call('GET', '/api/admin/users?search=_', admin.token)
    ).json<AdminUserListResponse>();
    expect(underscore.total).toBeGreaterThan(0);
    const pending = (
      await call('GET', '/api/admin/users?status=pending', admin.token)
    ).json<AdminUserListResponse>();
    expect(pending.users.map((u) => u.id)).toEqual([applicantId]);
    const inactive = (
      await call('GET', '/api/admin/users?status=inactive', admin.token)
    ).json<AdminUserListResponse>();
    expect(inactive.users.map((u) => u.id)).toEqual([inactiveId]);
    const page = (
      await call('GET', '/api/admin/users?page=2&page_size=5', admin.token)
    ).json<AdminUserListResponse>();
    expect(page).toMatchObject({ page: 2, page_size: 5, total: 8 });
    expect(page.users).toHaveLength(3);
    expect((await call('GET', '/api/admin/users?page_size=1001', admin.token)).statusCode).toBe(
      422,
    );
    expect((await call('GET', '/api/admin/users', editorToken)).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('lets a tenant admin grant a role here, which ends the pending request', async () => {
    const response = await call('PUT', `/api/admin/users/${applicantId}`, admin.token, {
      roles: [{ tenant: 'alpha', role: 'contributor' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminUser>()).toMatchObject({
      roles: [{ tenant: 'alpha', role: 'contributor' }],
      access_requested: false,
    });
    const token = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: {
          email: (await ctx.database.db.select().from(users).where(eq(users.id, applicantId)))[0]
            ?.email,
          password: 'Lantern-harbor-47',
        },
      })
    ).json<{ access_token: string }>().access_token;
    const access = (await call('GET', '/api/admin/access', token)).json<AdminAccess>();
    expect(access.sections).toEqual(['dashboard', 'articles']);

    const revoked = await call('PUT', `/api/admin/users/${applicantId}`, admin.token, {
      roles: [],
    });
    expect(revoked.json<AdminUser>().roles).toEqual([]);
  });

  it("refuses a tenant admin other tenants' roles, platform rights and strangers", async () => {
    // The applicant's role here was revoked and their request answered: a stranger to alpha now.
    expect(
      (await call('PUT', `/api/admin/users/${applicantId}`, admin.token, { roles: [] })).statusCode,
    ).toBe(404);
    const other = await call('PUT', `/api/admin/users/${inactiveId}`, admin.token, {
      roles: [{ tenant: 'beta', role: 'admin' }],
    });
    expect(other.statusCode).toBe(403);
    const platformFlag = await call('PUT', `/api/admin/users/${inactiveId}`, admin.token, {
      is_admin: true,
    });
    expect(platformFlag.statusCode).toBe(403);
    const betaReader = (
      await call('GET', '/api/admin/users?page_size=1000', platform.token)
    ).json<AdminUserListResponse>();
    expect(betaReader.users.some((u) => u.username === 'beta_reader')).toBe(false);
    const unknown = await call('PUT', '/api/admin/users/99999', admin.token, { roles: [] });
    expect(unknown.statusCode).toBe(404);
    const badTenant = await call('PUT', `/api/admin/users/${applicantId}`, platform.token, {
      roles: [{ tenant: 'nowhere', role: 'editor' }],
    });
    expect(badTenant.statusCode).toBe(422);
  });

  it('lets platform admins grant anywhere and name platform admins, but not unmake themselves', async () => {
    const both = await call('PUT', `/api/admin/users/${applicantId}`, platform.token, {
      roles: [
        { tenant: 'alpha', role: 'editor' },
        { tenant: 'beta', role: 'admin' },
      ],
      is_admin: true,
    });
    expect(both.json<AdminUser>()).toMatchObject({
      is_admin: true,
      roles: [
        { tenant: 'alpha', role: 'editor' },
        { tenant: 'beta', role: 'admin' },
      ],
    });
    const self = await call('PUT', `/api/admin/users/${platform.user.id}`, platform.token, {
      is_admin: false,
    });
    expect(self.statusCode).toBe(409);
  });
});

describe('GET /api/admin/analytics/overview', () => {
  it("counts this tenant's users, active ones and admins, and its categories", async () => {
    const body = (
      await call('GET', '/api/admin/analytics/overview', admin.token)
    ).json<AnalyticsOverview>();
    expect(body.users.total).toBeGreaterThanOrEqual(8);
    expect(body.users.active).toBe(body.users.total - 1);
    expect(body.users.admin).toBeGreaterThanOrEqual(2);
    expect(body.categories.total).toBe(0);
    expect(body.system.status).toBe('online');
    expect(Date.parse(body.system.last_updated)).not.toBeNaN();
    expect((await call('GET', '/api/admin/analytics/overview', editorToken)).statusCode).toBe(403);
    expect(
      (await call('GET', '/api/admin/analytics/overview?scope=platform', admin.token)).statusCode,
    ).toBe(403);
    const all = (
      await call('GET', '/api/admin/analytics/overview?scope=platform', platform.token)
    ).json<AnalyticsOverview>();
    expect(all.users.total).toBeGreaterThan(body.users.total);
  });
});
