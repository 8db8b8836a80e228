import type { AdminAccess, AdminUser, AdminUserListResponse } from '@helionews/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessRequests,
  memberships,
  users,
  type TenantRow,
  type UserRow,
} from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer, registerReader } from '../../test/auth.js';
import { createMember, createTenant, createUserWithSession } from '../../test/factories.js';

let ctx: TestContext;
let alpha: TenantRow;
let admin: { user: UserRow; token: string };
let platform: { user: UserRow; token: string };
let editorToken: string;
let contributorToken: string;
let readerToken: string;
let dualId: number;
let plainId: number;
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
  // Contributor here and editor of beta: tenant admins of alpha see only the alpha role.
  const dual = await createMember(db, alpha.id, 'contributor');
  dualId = dual.user.id;
  contributorToken = dual.token;
  await db.insert(memberships).values({ tenantId: beta.id, userId: dualId, role: 'editor' });
  // A reader of no tenant: not one of alpha's users.
  readerToken = (await createUserWithSession(db)).token;
  // No underscore in its username or email: the newest user of alpha.
  plainId = (
    await registerReader(ctx.app, {
      tenant: 'alpha',
      username: 'plainname',
      email: 'plain@example.org',
    })
  ).user.id;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { 'x-tenant-id': 'alpha', ...bearer(token) },
    ...(payload && { payload }),
  });

const get = (url: string, token?: string, tenant = 'alpha') =>
  ctx.app.inject({
    url,
    headers: { 'x-tenant-id': tenant, ...(token === undefined ? {} : bearer(token)) },
  });

describe('GET /api/admin/users', () => {
  it('is for tenant admins and platform admins only', async () => {
    expect((await get('/api/admin/users')).statusCode).toBe(401);
    for (const token of [readerToken, contributorToken, editorToken]) {
      expect((await get('/api/admin/users', token)).statusCode).toBe(403);
    }
    expect((await get('/api/admin/users', admin.token)).statusCode).toBe(200);
    expect((await get('/api/admin/users', platform.token)).statusCode).toBe(200);
    // Alpha's admin holds no role on beta.
    expect((await get('/api/admin/users', admin.token, 'beta')).statusCode).toBe(403);
  });

  it("lists this tenant's users: signed up here, members, applicants and platform admins", async () => {
    const body = (
      await call('GET', '/api/admin/users?page_size=1000', admin.token)
    ).json<AdminUserListResponse>();
    const names = body.users.map((u) => u.username);
    expect(names).toEqual(expect.arrayContaining(['alpha_reader_0', 'applicant', 'gone_reader']));
    expect(names).not.toContain('beta_reader');
    // 3 members + platform admin + 4 readers + applicant + inactive
    expect(body.total).toBe(10);
    expect(body.users).toHaveLength(10);
    // Newest first.
    expect(body.users[0]?.id).toBe(plainId);
    const created = body.users.map((u) => u.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(body.users.find((u) => u.username === 'applicant')).toMatchObject({
      access_requested: true,
      roles: [],
    });
  });

  it("shows a tenant admin only this tenant's roles, a platform admin all of them", async () => {
    const find = async (token: string) =>
      (await get('/api/admin/users?page_size=1000', token))
        .json<AdminUserListResponse>()
        .users.find((u) => u.id === dualId);
    expect((await find(admin.token))?.roles).toEqual([{ tenant: 'alpha', role: 'contributor' }]);
    expect((await find(platform.token))?.roles).toEqual([
      { tenant: 'alpha', role: 'contributor' },
      { tenant: 'beta', role: 'editor' },
    ]);
    const shown = await find(admin.token);
    expect(Object.keys(shown ?? {}).sort()).toEqual([
      'access_requested',
      'created_at',
      'email',
      'id',
      'is_active',
      'is_admin',
      'last_login_at',
      'roles',
      'username',
    ]);
  });

  it('filters by search and status and pages', async () => {
    const search = (
      await call('GET', '/api/admin/users?search=alpha_reader', admin.token)
    ).json<AdminUserListResponse>();
    expect(search.total).toBe(3);
    const caseless = (
      await call('GET', '/api/admin/users?search=ALPHA_READER', admin.token)
    ).json<AdminUserListResponse>();
    expect(caseless.total).toBe(3);
    const byEmail = (
      await call('GET', '/api/admin/users?search=plain%40example', admin.token)
    ).json<AdminUserListResponse>();
    expect(byEmail.users.map((u) => u.id)).toEqual([plainId]);
    // % and _ are literal characters, not wildcards.
    const underscore = (
      await call('GET', '/api/admin/users?search=_', admin.token)
    ).json<AdminUserListResponse>();
    // Everyone but 'plainname' and 'applicant'.
    expect(underscore.total).toBe(8);
    const matched = underscore.users.map((u) => u.id);
    expect(matched).not.toContain(plainId);
    expect(matched).not.toContain(applicantId);
    const percent = (
      await call('GET', '/api/admin/users?search=%25', admin.token)
    ).json<AdminUserListResponse>();
    expect(percent.total).toBe(0);
    const active = (
      await call('GET', '/api/admin/users?status=active', admin.token)
    ).json<AdminUserListResponse>();
    expect(active.total).toBe(9);
    const pending = (
      await call('GET', '/api/admin/users?status=pending', admin.token)
    ).json<AdminUserListResponse>();
    expect(pending.users.map((u) => u.id)).toEqual([applicantId]);
    const inactive = (
      await call('GET', '/api/admin/users?status=inactive', admin.token)
    ).json<AdminUserListResponse>();
    expect(inactive.users.map((u) => u.id)).toEqual([inactiveId]);
    const first = (
      await call('GET', '/api/admin/users', admin.token)
    ).json<AdminUserListResponse>();
    expect(first).toMatchObject({ page: 1, page_size: 10, total: 10 });
    const page = (
      await call('GET', '/api/admin/users?page=3&page_size=4', admin.token)
    ).json<AdminUserListResponse>();
    expect(page).toMatchObject({ page: 3, page_size: 4, total: 10 });
    expect(page.users).toHaveLength(2);
    const beyond = (
      await call('GET', '/api/admin/users?page=9&page_size=4', admin.token)
    ).json<AdminUserListResponse>();
    expect(beyond).toMatchObject({ users: [], total: 10 });
    expect((await call('GET', '/api/admin/users?page_size=1000', admin.token)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/admin/users?status=banned', admin.token)).statusCode).toBe(422);
    expect((await call('GET', '/api/admin/users?page=0', admin.token)).statusCode).toBe(422);
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
