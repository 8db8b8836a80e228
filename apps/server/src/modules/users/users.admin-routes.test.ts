import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  type ActivityHistory,
  type AdminAccess,
  type AdminUser,
  type AdminUserListResponse,
  type NavigationCounts,
} from '@helionews/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessRequests,
  memberships,
  passwordResets,
  securityEvents,
  sessions,
  users,
  type TenantRow,
  type UserRow,
} from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer, nextClientAddress, registerReader } from '../../test/auth.js';
import { createMember, createTenantPair, createUserWithSession } from '../../test/factories.js';
import { USERS_MESSAGES } from './users.service.js';

let ctx: TestContext;
let alpha: TenantRow;
let beta: TenantRow;
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
  ({ alpha, beta } = await createTenantPair(db));
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

  it("lists this tenant's users: signed up here, members, applicants; platform admins to platform admins only", async () => {
    const body = (
      await call('GET', '/api/admin/users?page_size=1000', admin.token)
    ).json<AdminUserListResponse>();
    const names = body.users.map((u) => u.username);
    expect(names).toEqual(expect.arrayContaining(['alpha_reader_0', 'applicant', 'gone_reader']));
    expect(names).not.toContain('beta_reader');
    // A platform admin's account is not one of a tenant admin's users (issue 30, item 13).
    expect(names).not.toContain(platform.user.username);
    expect(body.users.some((u) => u.is_admin)).toBe(false);
    // 3 members + 4 readers + applicant + inactive
    expect(body.total).toBe(9);
    expect(body.users).toHaveLength(9);
    const seenByPlatform = (
      await call('GET', '/api/admin/users?page_size=1000', platform.token)
    ).json<AdminUserListResponse>();
    expect(seenByPlatform.total).toBe(10);
    expect(seenByPlatform.users.find((u) => u.id === platform.user.id)?.is_admin).toBe(true);
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
      'display_name',
      'email',
      'has_second_factor',
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
    // Everyone but 'plainname' and 'applicant' (and the platform admin, not shown here).
    expect(underscore.total).toBe(7);
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
    expect(active.total).toBe(8);
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
    expect(first).toMatchObject({ page: 1, page_size: 10, total: 9 });
    const page = (
      await call('GET', '/api/admin/users?page=3&page_size=4', admin.token)
    ).json<AdminUserListResponse>();
    expect(page).toMatchObject({ page: 3, page_size: 4, total: 9 });
    expect(page.users).toHaveLength(1);
    const beyond = (
      await call('GET', '/api/admin/users?page=9&page_size=4', admin.token)
    ).json<AdminUserListResponse>();
    expect(beyond).toMatchObject({ users: [], total: 9 });
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
    expect(access.sections).toEqual(['dashboard', 'articles', 'media']);

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

/* ---------------------------------------------------------------------------------------------
 * The rest of User Management: one user, create, identity, activation, deletion, and the rules.
 * ------------------------------------------------------------------------------------------- */

const PASSWORD = 'Lantern-harbor-47';

const as = (
  method: InjectOptions['method'],
  url: string,
  token: string | undefined,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method,
    url,
    headers: {
      'x-tenant-id': 'alpha',
      'user-agent': 'users-test/1.0',
      ...(token === undefined ? {} : bearer(token)),
      ...headers,
    },
    remoteAddress: nextClientAddress(),
    ...(payload && { payload }),
  });

const login = (email: string, password = PASSWORD) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-tenant-id': 'alpha' },
    payload: { email, password },
    remoteAddress: nextClientAddress(),
  });

const historyOf = async (id: number) =>
  (
    await as('GET', `/api/admin/activity?entity_type=user&entity_id=${id}`, admin.token)
  ).json<ActivityHistory>().activities;

const eventsOf = (type: string) =>
  ctx.database.db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.type, type as 'user_created'))
    .orderBy(desc(securityEvents.id));

let sequence = 0;
const fresh = () => `${Date.now().toString(36)}${(sequence += 1)}`;

/** A reader who signed up on alpha (and nowhere else), with a password and a live token. */
async function alphaReader() {
  const id = fresh();
  const reader = await registerReader(ctx.app, {
    tenant: 'alpha',
    username: `member_${id}`,
    email: `member-${id}@example.org`,
  });
  return {
    id: reader.user.id,
    email: reader.email,
    username: reader.username,
    token: reader.token,
  };
}

describe('GET /api/admin/users sorting', () => {
  it('sorts by username, email, creation and last sign-in, both ways, stably', async () => {
    const { db } = ctx.database;
    const [early, late] = [await alphaReader(), await alphaReader()];
    await db
      .update(users)
      .set({ lastLoginAt: new Date('2026-01-02T00:00:00Z') })
      .where(eq(users.id, early.id));
    await db
      .update(users)
      .set({ lastLoginAt: new Date('2026-11-20T00:00:00Z') })
      .where(eq(users.id, late.id));
    const order = async (sort: string) =>
      (
        await as('GET', `/api/admin/users?page_size=1000&sort=${sort}`, admin.token)
      ).json<AdminUserListResponse>().users;

    const byName = (await order('username')).map((u) => u.username);
    const caseless = [...byName].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
    expect(byName).toEqual(caseless);
    expect((await order('-username')).map((u) => u.username)).toEqual([...caseless].reverse());

    const byEmail = (await order('-email')).map((u) => u.email.toLowerCase());
    expect(byEmail).toEqual([...byEmail].sort().reverse());

    const oldest = (await order('created_at')).map((u) => u.created_at);
    expect(oldest).toEqual([...oldest].sort());

    // Signed-in accounts first, whichever way; never signed in last.
    const recent = await order('-last_login_at');
    const signedIn = recent.filter((u) => u.last_login_at !== null);
    expect(recent.slice(0, signedIn.length)).toEqual(signedIn);
    expect(signedIn.map((u) => u.last_login_at)).toEqual(
      signedIn
        .map((u) => u.last_login_at)
        .sort()
        .reverse(),
    );
    expect(signedIn.findIndex((u) => u.id === late.id)).toBeLessThan(
      signedIn.findIndex((u) => u.id === early.id),
    );
    const first = await order('last_login_at');
    expect(first[0]?.last_login_at).not.toBeNull();
    expect(first.at(-1)?.last_login_at).toBeNull();
    expect(first.findIndex((u) => u.id === early.id)).toBeLessThan(
      first.findIndex((u) => u.id === late.id),
    );

    expect((await as('GET', '/api/admin/users?sort=password', admin.token)).statusCode).toBe(422);
  });
});

describe('GET /api/admin/users/{id}', () => {
  it("answers one user with the roles the caller may see, 404 for another tenant's", async () => {
    const own = await as('GET', `/api/admin/users/${dualId}`, admin.token);
    expect(own.statusCode).toBe(200);
    expect(own.json<AdminUser>()).toMatchObject({
      id: dualId,
      roles: [{ tenant: 'alpha', role: 'contributor' }],
    });
    expect(own.body).not.toMatch(/password/i);
    const all = await as('GET', `/api/admin/users/${dualId}`, platform.token);
    expect(all.json<AdminUser>().roles).toEqual([
      { tenant: 'alpha', role: 'contributor' },
      { tenant: 'beta', role: 'editor' },
    ]);

    const [betaOnly] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'beta_reader'));
    const foreign = await as('GET', `/api/admin/users/${betaOnly?.id}`, admin.token);
    const missing = await as('GET', '/api/admin/users/987654321', admin.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect(foreign.json()).toEqual({ detail: ADMIN_MESSAGES.userNotFound });
    expect((await as('GET', `/api/admin/users/${betaOnly?.id}`, platform.token)).statusCode).toBe(
      200,
    );

    expect((await as('GET', `/api/admin/users/${dualId}`, undefined)).statusCode).toBe(401);
    expect((await as('GET', `/api/admin/users/${dualId}`, editorToken)).statusCode).toBe(403);
    expect((await as('GET', '/api/admin/users/abc', admin.token)).statusCode).toBe(422);
  });
});

describe('POST /api/admin/users', () => {
  it('creates an account with roles here and mails a set-password link, never a password', async () => {
    const mailsBefore = ctx.mail.length;
    const response = await as('POST', '/api/admin/users', admin.token, {
      email: 'New.Writer@Example.org',
      username: 'new_writer',
      roles: [{ tenant: 'alpha', role: 'editor' }],
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<AdminUser>();
    expect(created).toMatchObject({
      email: 'New.Writer@Example.org',
      username: 'new_writer',
      is_admin: false,
      is_active: true,
      roles: [{ tenant: 'alpha', role: 'editor' }],
      access_requested: false,
      last_login_at: null,
    });
    expect(response.body).not.toMatch(/password/i);

    // One mail, to the new user, with a single-use link and no password in it.
    expect(ctx.mail).toHaveLength(mailsBefore + 1);
    const mail = ctx.mail.at(-1);
    expect(mail?.to).toBe('New.Writer@Example.org');
    expect(mail?.subject).toContain('set your password');
    expect(mail?.text).toContain('new_writer');
    expect(mail?.text).toContain('expires in 7 days');
    // A welcome, not a reset: its button sets a first password, on the page's welcome wording.
    expect(mail?.text).not.toContain('Choose a new password');
    const token = /\/reset-password\?token=([\w-]+)&welcome=1\n/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(mail?.text).toContain(`Set your password: http://`);
    expect(mail?.html).toContain(
      `/reset-password?token=${token}&amp;welcome=1" style="background:`,
    );
    expect(mail?.html).toMatch(/<a href="[^"]+&amp;welcome=1"[^>]*>Set your password<\/a>/);
    // The link is the only secret in it: no password or other credential-like string.
    const withoutLink = (mail?.text ?? '').replaceAll(`/reset-password?token=${token}`, '');
    expect(withoutLink).not.toMatch(/[\w-]{16,}/);
    const [link] = await ctx.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, created.id));
    const lifetime = (link?.expiresAt.getTime() ?? 0) - (link?.createdAt.getTime() ?? 0);
    expect(Math.round(lifetime / 86_400_000)).toBe(7);

    // Nobody can sign in before the link is used; the link sets the password once.
    expect((await login('new.writer@example.org')).statusCode).toBe(401);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { 'x-tenant-id': 'alpha' },
      payload: { token, new_password: PASSWORD },
      remoteAddress: nextClientAddress(),
    });
    expect(reset.statusCode).toBe(200);
    // An editor is staff: the page leads on to /admin/login.
    expect(reset.json()).toEqual({
      detail: 'Your password has been changed. Sign in with the new one.',
      account: 'staff',
    });
    const signIn = await login('new.writer@example.org');
    expect(signIn.statusCode).toBe(200);
    const access = (
      await as('GET', '/api/admin/access', signIn.json<{ access_token: string }>().access_token)
    ).json<AdminAccess>();
    expect(access.role).toBe('editor');

    // Signed up on alpha: one of alpha's users; its creation is in its history and the log.
    const list = (
      await as('GET', '/api/admin/users?search=new_writer', admin.token)
    ).json<AdminUserListResponse>();
    expect(list.users.map((u) => u.id)).toEqual([created.id]);
    const history = await historyOf(created.id);
    expect(history.map((a) => a.action)).toEqual(['create']);
    expect(history[0]).toMatchObject({
      entity_type: 'user',
      entity_label: 'new_writer',
      actor: { id: admin.user.id },
      details: { roles: 'alpha:editor', is_admin: false },
    });
    const [event] = await eventsOf('user_created');
    expect(event).toMatchObject({
      tenantId: alpha.id,
      userId: created.id,
      userAgent: 'users-test/1.0',
      details: { by_id: admin.user.id, roles: 'alpha:editor', is_admin: false },
    });
    expect(event?.ip).toMatch(/^127\./);
  });

  it('writes the mail in the language the creator’s browser asks for', async () => {
    const response = await as(
      'POST',
      '/api/admin/users',
      admin.token,
      { email: 'redacteur@example.org', username: 'redacteur' },
      { 'accept-language': 'fr-FR,fr;q=0.9' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<AdminUser>().roles).toEqual([]);
    expect(ctx.mail.at(-1)?.subject).toContain('choisissez votre mot de passe');
  });

  it('greets a new account by its display name, and tells it the username it signs in with', async () => {
    const response = await as('POST', '/api/admin/users', admin.token, {
      email: 'nora@example.org',
      username: 'nora.w',
      display_name: 'Nora Wells',
    });
    expect(response.statusCode).toBe(201);
    const mail = ctx.mail.at(-1);
    expect(mail?.to).toBe('nora@example.org');
    expect(mail?.text).toMatch(/^Hello Nora Wells,$/m);
    expect(mail?.text).toContain('with the username nora.w');
  });

  it('refuses taken names, other tenants’ roles and platform rights to tenant admins', async () => {
    const post = (token: string, payload: object) => as('POST', '/api/admin/users', token, payload);
    const mailsBefore = ctx.mail.length;
    const emailTaken = await post(admin.token, {
      email: 'NEW.WRITER@example.org',
      username: 'someone_else',
    });
    expect(emailTaken.statusCode).toBe(409);
    expect(emailTaken.json()).toEqual({ detail: ADMIN_MESSAGES.emailTaken });
    const usernameTaken = await post(admin.token, {
      email: 'someone@example.org',
      username: 'NEW_WRITER',
    });
    expect(usernameTaken.statusCode).toBe(409);
    expect(usernameTaken.json()).toEqual({ detail: ADMIN_MESSAGES.usernameTaken });
    const otherTenant = await post(admin.token, {
      email: 'someone@example.org',
      username: 'someone',
      roles: [{ tenant: 'beta', role: 'editor' }],
    });
    expect(otherTenant.statusCode).toBe(403);
    expect(otherTenant.json()).toEqual({ detail: ADMIN_MESSAGES.otherTenantRole });
    const platformFlag = await post(admin.token, {
      email: 'someone@example.org',
      username: 'someone',
      is_admin: true,
    });
    expect(platformFlag.statusCode).toBe(403);
    expect(platformFlag.json()).toEqual({ detail: ADMIN_MESSAGES.platformAdminOnly });
    expect(
      (
        await post(admin.token, {
          email: 'someone@example.org',
          username: 'someone',
          roles: [{ tenant: 'nowhere', role: 'editor' }],
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await post(admin.token, { email: 'not-an-email', username: 'someone' })).statusCode,
    ).toBe(422);
    expect(
      (
        await post(admin.token, {
          email: 'someone@example.org',
          username: 'someone',
          password: 'x',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await post(editorToken, { email: 'someone@example.org', username: 'someone' })).statusCode,
    ).toBe(403);
    // Nothing was created, nothing mailed.
    expect(ctx.mail).toHaveLength(mailsBefore);
    expect(await ctx.database.db.select().from(users).where(eq(users.username, 'someone'))).toEqual(
      [],
    );
  });

  it('lets platform admins create platform admins with roles on any tenant', async () => {
    const response = await as('POST', '/api/admin/users', platform.token, {
      email: 'chief@example.org',
      username: 'chief',
      roles: [
        { tenant: 'alpha', role: 'admin' },
        { tenant: 'beta', role: 'editor' },
      ],
      is_admin: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<AdminUser>()).toMatchObject({
      is_admin: true,
      roles: [
        { tenant: 'alpha', role: 'admin' },
        { tenant: 'beta', role: 'editor' },
      ],
    });
  });
});

describe('PUT /api/admin/users/{id}: email and username', () => {
  it('changes what is sent only, refuses taken names, and records it', async () => {
    const member = await alphaReader();
    const renamed = await as('PUT', `/api/admin/users/${member.id}`, admin.token, {
      username: `renamed_${member.id}`,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<AdminUser>()).toMatchObject({
      username: `renamed_${member.id}`,
      email: member.email,
    });
    const moved = await as('PUT', `/api/admin/users/${member.id}`, admin.token, {
      email: `moved-${member.id}@example.org`,
    });
    expect(moved.json<AdminUser>()).toMatchObject({
      username: `renamed_${member.id}`,
      email: `moved-${member.id}@example.org`,
    });
    // The new email signs in; the old one no longer does.
    expect((await login(`moved-${member.id}@example.org`)).statusCode).toBe(200);
    expect((await login(member.email)).statusCode).toBe(401);

    const taken = await as('PUT', `/api/admin/users/${member.id}`, admin.token, {
      email: 'new.writer@EXAMPLE.org',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: ADMIN_MESSAGES.emailTaken });
    const takenName = await as('PUT', `/api/admin/users/${member.id}`, admin.token, {
      username: 'New_Writer',
    });
    expect(takenName.statusCode).toBe(409);
    expect(takenName.json()).toEqual({ detail: ADMIN_MESSAGES.usernameTaken });
    // Its own name in another case is not "taken".
    expect(
      (
        await as('PUT', `/api/admin/users/${member.id}`, admin.token, {
          username: `RENAMED_${member.id}`,
        })
      ).statusCode,
    ).toBe(200);

    const history = await historyOf(member.id);
    expect(history.map((a) => a.action)).toEqual(['update', 'update', 'update']);
    expect(history[2]?.details).toEqual({
      username: `renamed_${member.id}`,
      previous_username: member.username,
    });
    expect(history[1]?.details).toEqual({ email: `moved-${member.id}@example.org` });
  });

  it("keeps a tenant admin off the identity of shared and platform admins' accounts", async () => {
    const shared = await as('PUT', `/api/admin/users/${dualId}`, admin.token, {
      email: 'taken-over@example.org',
    });
    expect(shared.statusCode).toBe(403);
    expect(shared.json()).toEqual({ detail: USERS_MESSAGES.sharedIdentity });
    // A platform admin's account is not one of the tenant's: a 404, like a missing one.
    const platformAccount = await as('PUT', `/api/admin/users/${platform.user.id}`, admin.token, {
      email: 'taken-over@example.org',
    });
    expect(platformAccount.statusCode).toBe(404);
    expect(platformAccount.json()).toEqual({ detail: ADMIN_MESSAGES.userNotFound });
    // Roles on this tenant stay theirs to grant.
    expect(
      (
        await as('PUT', `/api/admin/users/${dualId}`, admin.token, {
          roles: [{ tenant: 'alpha', role: 'editor' }],
        })
      ).json<AdminUser>().roles,
    ).toEqual([{ tenant: 'alpha', role: 'editor' }]);
    const byPlatform = await as('PUT', `/api/admin/users/${dualId}`, platform.token, {
      username: 'dual_member',
    });
    expect(byPlatform.json<AdminUser>().username).toBe('dual_member');
  });

  it('records role changes as security events', async () => {
    const member = await alphaReader();
    await as('PUT', `/api/admin/users/${member.id}`, admin.token, {
      roles: [{ tenant: 'alpha', role: 'contributor' }],
    });
    const [event] = await eventsOf('role_changed');
    expect(event).toMatchObject({
      userId: member.id,
      tenantId: alpha.id,
      details: { roles: 'alpha:contributor', scope: 'alpha', by_id: admin.user.id },
    });
  });
});

describe('PUT and POST /api/admin/users: display_name', () => {
  it('creates an account with a display name, trimmed, and lists and shows it', async () => {
    const response = await as('POST', '/api/admin/users', admin.token, {
      email: 'carla@example.org',
      username: 'carla.contrib',
      display_name: '  Carla   Contreras ',
      roles: [{ tenant: 'alpha', role: 'contributor' }],
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<AdminUser>();
    expect(created).toMatchObject({ username: 'carla.contrib', display_name: 'Carla Contreras' });
    const detail = await as('GET', `/api/admin/users/${created.id}`, admin.token);
    expect(detail.json<AdminUser>().display_name).toBe('Carla Contreras');
    const listed = (
      await as('GET', '/api/admin/users?search=carla.contrib', admin.token)
    ).json<AdminUserListResponse>();
    expect(listed.users.map((u) => [u.username, u.display_name])).toEqual([
      ['carla.contrib', 'Carla Contreras'],
    ]);
    // Without one, it is null: the username stands in.
    const plain = await as('POST', '/api/admin/users', admin.token, {
      email: 'nameless@example.org',
      username: 'nameless',
    });
    expect(plain.json<AdminUser>().display_name).toBeNull();
  });

  it('sets, changes and clears it with an empty string, and records each change', async () => {
    const member = await alphaReader();
    const url = `/api/admin/users/${member.id}`;
    expect(
      (await as('PUT', url, admin.token, { display_name: 'Marta Lindqvist' })).json<AdminUser>(),
    ).toMatchObject({ username: member.username, display_name: 'Marta Lindqvist' });
    // The same name again changes nothing.
    expect(
      (await as('PUT', url, admin.token, { display_name: 'Marta Lindqvist' })).statusCode,
    ).toBe(200);
    const cleared = await as('PUT', url, admin.token, { display_name: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<AdminUser>().display_name).toBeNull();
    expect((await as('GET', url, admin.token)).json<AdminUser>().display_name).toBeNull();

    const history = await historyOf(member.id);
    expect(history.map((a) => a.details)).toEqual([
      { display_name: null },
      { display_name: 'Marta Lindqvist' },
    ]);
  });

  it('refuses a name that is too long, not text, or holds control characters (422)', async () => {
    const member = await alphaReader();
    const url = `/api/admin/users/${member.id}`;
    for (const display_name of ['x'.repeat(81), 42, 'Carla\u0007', 'Carla \u202Esaretnoc']) {
      const response = await as('PUT', url, admin.token, { display_name });
      expect(response.statusCode, JSON.stringify(display_name)).toBe(422);
    }
    const created = await as('POST', '/api/admin/users', admin.token, {
      email: 'toolong@example.org',
      username: 'toolong',
      display_name: 'y'.repeat(81),
    });
    expect(created.statusCode).toBe(422);
    expect(created.body).toContain('display_name');
    expect(created.body).toContain('must be at most 80 characters');
    expect((await as('GET', url, admin.token)).json<AdminUser>().display_name).toBeNull();
  });

  it('refuses a name with an unpaired UTF-16 surrogate (422) on update and creation', async () => {
    const member = await alphaReader();
    const url = `/api/admin/users/${member.id}`;
    for (const display_name of ['Carla \ud800', '\udfffCarla', 'Ca\udc00\ud800rla']) {
      const response = await as('PUT', url, admin.token, { display_name });
      expect(response.statusCode, JSON.stringify(display_name)).toBe(422);
      expect(response.json<{ errors: { field: string }[] }>().errors).toEqual([
        { field: 'body.display_name', message: 'must not contain an unpaired UTF-16 surrogate' },
      ]);
    }
    const created = await as('POST', '/api/admin/users', admin.token, {
      email: 'surrogate@example.org',
      username: 'surrogate',
      display_name: 'Half \udbff',
    });
    expect(created.statusCode).toBe(422);
    expect((await as('GET', url, admin.token)).json<AdminUser>().display_name).toBeNull();
    expect(await historyOf(member.id)).toEqual([]);
    // A pair is one character: a name with an emoji is taken.
    const emoji = await as('PUT', url, admin.token, { display_name: 'Carla \u{1f31f}' });
    expect(emoji.json<AdminUser>().display_name).toBe('Carla \u{1f31f}');
  });

  it("is part of the account's identity: a tenant admin changes it on the tenant's own only", async () => {
    const shared = await as('PUT', `/api/admin/users/${dualId}`, admin.token, {
      display_name: 'Someone Else',
    });
    expect(shared.statusCode).toBe(403);
    expect(shared.json()).toEqual({ detail: USERS_MESSAGES.sharedIdentity });
    const byPlatform = await as('PUT', `/api/admin/users/${dualId}`, platform.token, {
      display_name: 'Dual Member',
    });
    expect(byPlatform.json<AdminUser>().display_name).toBe('Dual Member');
  });
});

describe('deactivation and activation', () => {
  it('revokes live tokens at once, refuses sign-in clearly, and activation restores it', async () => {
    const member = await alphaReader();
    await as('PUT', `/api/admin/users/${member.id}`, admin.token, {
      roles: [{ tenant: 'alpha', role: 'contributor' }],
    });
    const second = (await login(member.email)).json<{ access_token: string }>().access_token;
    const profile = (token: string) =>
      ctx.app.inject({ url: '/api/auth/user/profile', headers: bearer(token) });
    expect((await profile(member.token)).statusCode).toBe(200);
    expect((await profile(second)).statusCode).toBe(200);

    const off = await as('POST', `/api/admin/users/${member.id}/deactivate`, admin.token);
    expect(off.statusCode).toBe(200);
    expect(off.json<AdminUser>()).toMatchObject({ id: member.id, is_active: false });
    // Both live tokens: the very next request is refused.
    expect((await profile(member.token)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(401);
    expect((await as('GET', '/api/admin/access', second)).statusCode).toBe(401);
    const live = await ctx.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, member.id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    const refused = await login(member.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: AUTH_MESSAGES.accountDisabled });
    // Listed as inactive; deactivating again changes nothing.
    const inactive = (
      await as('GET', '/api/admin/users?status=inactive&page_size=1000', admin.token)
    ).json<AdminUserListResponse>();
    expect(inactive.users.map((u) => u.id)).toContain(member.id);
    expect(
      (await as('POST', `/api/admin/users/${member.id}/deactivate`, admin.token)).statusCode,
    ).toBe(200);

    const on = await as('POST', `/api/admin/users/${member.id}/activate`, admin.token);
    expect(on.statusCode).toBe(200);
    expect(on.json<AdminUser>().is_active).toBe(true);
    // Old sessions stay revoked; signing in works again.
    expect((await profile(member.token)).statusCode).toBe(401);
    const back = await login(member.email);
    expect(back.statusCode).toBe(200);
    expect((await profile(back.json<{ access_token: string }>().access_token)).statusCode).toBe(
      200,
    );

    const history = await historyOf(member.id);
    expect(history.map((a) => a.action)).toEqual(['activate', 'deactivate', 'update']);
    expect(history[1]?.details).toEqual({ sessions_revoked: 2 });
    const [deactivated] = await eventsOf('user_deactivated');
    expect(deactivated).toMatchObject({
      userId: member.id,
      tenantId: alpha.id,
      details: { sessions_revoked: 2, by_id: admin.user.id },
    });
    const [activated] = await eventsOf('user_activated');
    expect(activated?.userId).toBe(member.id);
  });

  it('refuses one’s own account, shared accounts, platform admins and other tenants’ users', async () => {
    const self = await as('POST', `/api/admin/users/${admin.user.id}/deactivate`, admin.token);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ detail: ADMIN_MESSAGES.ownAccount });
    const shared = await as('POST', `/api/admin/users/${dualId}/deactivate`, admin.token);
    expect(shared.statusCode).toBe(403);
    expect(shared.json()).toEqual({ detail: USERS_MESSAGES.sharedDeactivate });
    const platformAccount = await as(
      'POST',
      `/api/admin/users/${platform.user.id}/deactivate`,
      admin.token,
    );
    expect(platformAccount.statusCode).toBe(404);
    expect(platformAccount.json()).toEqual({ detail: ADMIN_MESSAGES.userNotFound });
    // The applicant signed up on beta: not alpha's to deactivate either.
    const [betaOnly] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'beta_reader'));
    for (const action of ['activate', 'deactivate']) {
      expect(
        (await as('POST', `/api/admin/users/${betaOnly?.id}/${action}`, admin.token)).statusCode,
      ).toBe(404);
      expect(
        (await as('POST', `/api/admin/users/${dualId}/${action}`, editorToken)).statusCode,
      ).toBe(403);
      expect((await as('POST', `/api/admin/users/${dualId}/${action}`, undefined)).statusCode).toBe(
        401,
      );
    }
    // A platform admin may deactivate the shared account (and bring it back).
    expect(
      (await as('POST', `/api/admin/users/${dualId}/deactivate`, platform.token)).json<AdminUser>()
        .is_active,
    ).toBe(false);
    expect(
      (await as('POST', `/api/admin/users/${dualId}/activate`, platform.token)).json<AdminUser>()
        .is_active,
    ).toBe(true);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes an account of this tenant alone, with its sessions, and records it', async () => {
    const member = await alphaReader();
    const response = await as('DELETE', `/api/admin/users/${member.id}`, admin.token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await as('GET', `/api/admin/users/${member.id}`, admin.token)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/auth/user/profile', headers: bearer(member.token) }))
        .statusCode,
    ).toBe(401);
    expect((await login(member.email)).statusCode).toBe(401);
    const history = await historyOf(member.id);
    expect(history.map((a) => a.action)).toEqual(['delete']);
    expect(history[0]).toMatchObject({ entity_label: member.username });
    const [event] = await eventsOf('user_deleted');
    expect(event).toMatchObject({
      userId: null,
      details: { user_id: member.id, username: member.username, by_id: admin.user.id },
    });
    expect((await as('DELETE', `/api/admin/users/${member.id}`, admin.token)).statusCode).toBe(404);
  });

  it('refuses shared accounts, platform admins, one’s own account and strangers to tenant admins', async () => {
    const shared = await as('DELETE', `/api/admin/users/${dualId}`, admin.token);
    expect(shared.statusCode).toBe(403);
    expect(shared.json<{ detail: string }>().detail).toBe(USERS_MESSAGES.sharedDelete);
    expect(shared.json<{ detail: string }>().detail).toMatch(/Revoke its role/);
    // Signed up on beta, asked alpha for access: alpha's admin may only answer the request.
    const applicant = await registerReader(ctx.app, { tenant: 'beta' });
    await ctx.database.db
      .insert(accessRequests)
      .values({ tenantId: alpha.id, userId: applicant.user.id });
    expect(
      (await as('DELETE', `/api/admin/users/${applicant.user.id}`, admin.token)).statusCode,
    ).toBe(403);
    const platformAccount = await as('DELETE', `/api/admin/users/${platform.user.id}`, admin.token);
    expect(platformAccount.statusCode).toBe(404);
    expect(platformAccount.json()).toEqual({ detail: ADMIN_MESSAGES.userNotFound });
    const self = await as('DELETE', `/api/admin/users/${admin.user.id}`, admin.token);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ detail: ADMIN_MESSAGES.ownAccount });
    const [betaOnly] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'beta_reader'));
    expect((await as('DELETE', `/api/admin/users/${betaOnly?.id}`, admin.token)).statusCode).toBe(
      404,
    );
    expect((await as('DELETE', `/api/admin/users/${dualId}`, editorToken)).statusCode).toBe(403);
    expect((await as('DELETE', `/api/admin/users/${dualId}`, undefined)).statusCode).toBe(401);
    // All still there.
    expect((await as('GET', `/api/admin/users/${dualId}`, admin.token)).statusCode).toBe(200);
    expect((await as('GET', `/api/admin/users/${applicant.user.id}`, admin.token)).statusCode).toBe(
      200,
    );
  });
});

describe("a platform admin's account", () => {
  it("is a 404 to a publication's admin, whatever they ask of it, and theirs to platform admins", async () => {
    const url = `/api/admin/users/${platform.user.id}`;
    const asked = [
      await as('GET', url, admin.token),
      await as('PUT', url, admin.token, { display_name: 'Renamed' }),
      await as('PUT', url, admin.token, { roles: [{ tenant: 'alpha', role: 'editor' }] }),
      await as('POST', `${url}/deactivate`, admin.token),
      await as('POST', `${url}/activate`, admin.token),
      await as('DELETE', url, admin.token),
    ];
    for (const response of asked) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: ADMIN_MESSAGES.userNotFound });
    }
    // Nor found by searching for it.
    const search = (
      await as(
        'GET',
        `/api/admin/users?search=${encodeURIComponent(platform.user.email)}`,
        admin.token,
      )
    ).json<AdminUserListResponse>();
    expect(search).toMatchObject({ users: [], total: 0 });

    // Nothing changed, and a platform admin reads all of it.
    const seen = await as('GET', url, platform.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<AdminUser>()).toMatchObject({
      id: platform.user.id,
      is_admin: true,
      is_active: true,
      username: platform.user.username,
    });
    expect(seen.json<AdminUser>()).toHaveProperty('last_login_at');
  });
});

describe('user_management_pending', () => {
  it('counts accounts from /admin/register with no role here, as status=pending lists them', async () => {
    const counts = async () =>
      (
        await as('GET', '/api/admin/dashboard/navigation-counts', admin.token)
      ).json<NavigationCounts>().user_management_pending;
    const pending = async () =>
      (
        await as('GET', '/api/admin/users?status=pending&page_size=1000', admin.token)
      ).json<AdminUserListResponse>();
    const before = await counts();
    expect(before).toBe((await pending()).total);

    // What /admin/register does: sign up, then ask this tenant for a role.
    const newcomer = await alphaReader();
    const asked = await as('POST', '/api/admin/access/request', newcomer.token);
    expect(asked.statusCode).toBe(202);
    expect(await counts()).toBe(before + 1);
    expect((await pending()).users.map((u) => u.id)).toContain(newcomer.id);

    // Deactivated: nothing to decide; activated again: waiting again.
    await as('POST', `/api/admin/users/${newcomer.id}/deactivate`, admin.token);
    expect(await counts()).toBe(before);
    expect((await pending()).users.map((u) => u.id)).not.toContain(newcomer.id);
    await as('POST', `/api/admin/users/${newcomer.id}/activate`, admin.token);
    expect(await counts()).toBe(before + 1);

    // A role granted: no longer pending.
    await as('PUT', `/api/admin/users/${newcomer.id}`, admin.token, {
      roles: [{ tenant: 'alpha', role: 'contributor' }],
    });
    expect(await counts()).toBe(before);
    expect((await pending()).total).toBe(before);
  });
});

describe('the last platform admin', () => {
  it('is never deactivated, deleted or demoted; nobody deactivates or deletes themself', async () => {
    const { db } = ctx.database;
    const admins = await db.select().from(users).where(eq(users.isAdmin, true));
    // Every other platform admin goes, by a platform admin's hand (allowed while one remains).
    for (const other of admins.filter((u) => u.id !== platform.user.id)) {
      const gone = await as('DELETE', `/api/admin/users/${other.id}`, platform.token);
      expect(gone.statusCode, other.username).toBe(204);
    }

    for (const [method, url, payload] of [
      ['POST', `/api/admin/users/${platform.user.id}/deactivate`, undefined],
      ['DELETE', `/api/admin/users/${platform.user.id}`, undefined],
      ['PUT', `/api/admin/users/${platform.user.id}`, { is_admin: false }],
    ] as const) {
      const refused = await as(method, url, platform.token, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(409);
      expect(refused.json()).toEqual({ detail: ADMIN_MESSAGES.lastPlatformAdmin });
    }

    // With a second platform admin, one's own account is still one's own.
    const second = await createUserWithSession(db, { isAdmin: true });
    const self = await as(
      'POST',
      `/api/admin/users/${platform.user.id}/deactivate`,
      platform.token,
    );
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ detail: ADMIN_MESSAGES.ownAccount });
    expect(
      (await as('DELETE', `/api/admin/users/${platform.user.id}`, platform.token)).json(),
    ).toEqual({ detail: ADMIN_MESSAGES.ownAccount });
    // The other one may demote this one; then it is the last, and no one demotes it.
    const demoted = await as('PUT', `/api/admin/users/${platform.user.id}`, second.token, {
      is_admin: false,
    });
    expect(demoted.json<AdminUser>().is_admin).toBe(false);
    const [event] = await eventsOf('role_changed');
    expect(event).toMatchObject({ userId: platform.user.id, details: { is_admin: false } });
    const last = await as('POST', `/api/admin/users/${second.user.id}/deactivate`, second.token);
    expect(last.json()).toEqual({ detail: ADMIN_MESSAGES.lastPlatformAdmin });
    const [still] = await db.select().from(users).where(eq(users.id, second.user.id));
    expect(still).toMatchObject({ isAdmin: true, isActive: true });
  });
});
