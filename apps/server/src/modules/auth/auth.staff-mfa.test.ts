import type {
  AdminAccess,
  AdminTenant,
  SignInHistory,
  TotpSetupResponse,
} from '@helionews/contracts';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  memberships,
  mfaChallenges,
  securityEvents,
  sessions,
  userTotp,
} from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { accountRequests, registerReader } from '../../test/auth.js';
import {
  createMember,
  createSession,
  createTenant,
  createUserWithSession,
} from '../../test/factories.js';

/**
 * Issue 35: a publication's "Staff must use a second factor" rule (one hook in the admin scope),
 * an administrator removing an account's second factors, the sign-in history and the deletion of
 * dead challenges and sessions, against a real database.
 */
let ctx: TestContext;
let strict: { id: number; slug: string };
let relaxed: { id: number; slug: string };

const call = accountRequests(() => ctx.app);

/** Sets up and confirms an authenticator app for the session's account; answers its secret. */
async function enrolTotp(token: string): Promise<string> {
  const setup = await call('POST', '/api/auth/2fa/totp/setup', { token });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<TotpSetupResponse>();
  const confirmed = await call('POST', '/api/auth/2fa/totp/confirm', {
    token,
    payload: { code: await generate({ secret }) },
  });
  expect(confirmed.statusCode).toBe(200);
  return secret;
}

const access = async (token: string, tenant: string) => {
  const response = await call('GET', '/api/admin/access', { token, tenant });
  expect(response.statusCode).toBe(200);
  return response.json<AdminAccess>();
};

beforeAll(async () => {
  ctx = await createTestApp();
  await createTenant(ctx.database.db, { slug: 'helionews' });
  strict = await createTenant(ctx.database.db, { slug: 'strict', displayName: 'Strict Daily' });
  relaxed = await createTenant(ctx.database.db, { slug: 'relaxed' });
  // Its own admin turns the rule on in Tenant Settings.
  const admin = await createMember(ctx.database.db, strict.id, 'admin');
  const saved = await call('PUT', '/api/admin/tenant-settings', {
    token: admin.token,
    tenant: 'strict',
    payload: { security: { require_staff_mfa: true } },
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json<AdminTenant>().security).toEqual({ require_staff_mfa: true });
});
afterAll(() => ctx.close());

describe('the staff second-factor rule', () => {
  it('is off by default, shown to admins and never to readers', async () => {
    const admin = await createMember(ctx.database.db, relaxed.id, 'admin');
    const settings = await call('GET', '/api/admin/tenant-settings', {
      token: admin.token,
      tenant: 'relaxed',
    });
    expect(settings.json<AdminTenant>().security).toEqual({ require_staff_mfa: false });
    const info = await call('GET', '/api/tenant/info', { tenant: 'strict' });
    expect(info.statusCode).toBe(200);
    expect(info.body).not.toContain('require_staff_mfa');
  });

  it('refuses staff without a second factor every route but their access, until they enrol', async () => {
    const editor = await createMember(ctx.database.db, strict.id, 'editor');
    const refused = await call('GET', '/api/admin/categories', {
      token: editor.token,
      tenant: 'strict',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: expect.stringContaining('two-step verification'),
      code: 'mfa_enrollment_required',
    });
    expect(
      (await call('GET', '/api/admin/dashboard/summary', { token: editor.token, tenant: 'strict' }))
        .statusCode,
    ).toBe(403);
    // The shell's access answers, and says where to go.
    expect(await access(editor.token, 'strict')).toMatchObject({
      role: 'editor',
      mfa_enrollment_required: true,
    });
    expect(
      (await call('POST', '/api/admin/access/sign-in', { token: editor.token, tenant: 'strict' }))
        .statusCode,
    ).toBe(200);

    await enrolTotp(editor.token);
    const admitted = await call('GET', '/api/admin/categories', {
      token: editor.token,
      tenant: 'strict',
    });
    expect(admitted.statusCode).toBe(200);
    expect(await access(editor.token, 'strict')).toMatchObject({ mfa_enrollment_required: false });
  });

  it('applies to a tenant admin, and to platform admins acting on that publication only', async () => {
    const admin = await createMember(ctx.database.db, strict.id, 'admin');
    const put = await call('PUT', '/api/admin/tenant-settings', {
      token: admin.token,
      tenant: 'strict',
      payload: { security: { require_staff_mfa: false } },
    });
    expect(put.json()).toMatchObject({ code: 'mfa_enrollment_required' });

    const platform = await createUserWithSession(ctx.database.db, { isAdmin: true });
    const onStrict = await call('GET', '/api/admin/users', {
      token: platform.token,
      tenant: 'strict',
    });
    expect(onStrict.statusCode).toBe(403);
    expect(onStrict.json()).toMatchObject({ code: 'mfa_enrollment_required' });
    const onRelaxed = await call('GET', '/api/admin/users', {
      token: platform.token,
      tenant: 'relaxed',
    });
    expect(onRelaxed.statusCode).toBe(200);
  });

  it('leaves other publications alone: a member of both works on the one without the rule', async () => {
    const member = await createMember(ctx.database.db, relaxed.id, 'editor');
    await ctx.database.db
      .insert(memberships)
      .values({ tenantId: strict.id, userId: member.user.id, role: 'contributor' });
    expect(
      (await call('GET', '/api/admin/categories', { token: member.token, tenant: 'relaxed' }))
        .statusCode,
    ).toBe(200);
    expect(await access(member.token, 'relaxed')).toMatchObject({
      mfa_enrollment_required: false,
    });
    const onStrict = await call('GET', '/api/admin/categories', {
      token: member.token,
      tenant: 'strict',
    });
    expect(onStrict.json()).toMatchObject({ code: 'mfa_enrollment_required' });
  });

  it('does not concern readers: no role, the usual answers', async () => {
    const reader = await registerReader(ctx.app, { tenant: 'strict' });
    expect(await access(reader.token, 'strict')).toMatchObject({
      role: null,
      mfa_enrollment_required: false,
    });
    const refused = await call('GET', '/api/admin/categories', {
      token: reader.token,
      tenant: 'strict',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).not.toHaveProperty('code');
    expect(
      (await call('GET', '/api/auth/user/profile', { token: reader.token, tenant: 'strict' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('DELETE /api/admin/users/{id}/2fa', () => {
  /** A staff member of `relaxed` with an authenticator app, and a second session of theirs. */
  async function securedEditor() {
    const editor = await createMember(ctx.database.db, relaxed.id, 'editor');
    await enrolTotp(editor.token);
    const other = await createSession(ctx.database.db, editor.user.id);
    return { ...editor, other };
  }
  const remove = (token: string, id: number, tenant = 'relaxed') =>
    call('DELETE', `/api/admin/users/${id}/2fa`, { token, tenant });

  it('removes the factors, signs the account out everywhere, mails the owner and audits', async () => {
    const admin = await createMember(ctx.database.db, relaxed.id, 'admin');
    const editor = await securedEditor();
    const listed = await call('GET', `/api/admin/users/${editor.user.id}`, {
      token: admin.token,
      tenant: 'relaxed',
    });
    expect(listed.json()).toMatchObject({ has_second_factor: true });
    const mails = ctx.mail.length;

    const removed = await remove(admin.token, editor.user.id);
    expect(removed.statusCode).toBe(204);

    expect(
      await ctx.database.db.select().from(userTotp).where(eq(userTotp.userId, editor.user.id)),
    ).toEqual([]);
    const live = (
      await ctx.database.db.select().from(sessions).where(eq(sessions.userId, editor.user.id))
    ).filter((row) => row.revokedAt === null);
    expect(live).toEqual([]);
    for (const token of [editor.token, editor.other]) {
      expect((await call('GET', '/api/auth/user/profile', { token })).statusCode).toBe(401);
    }
    await expect.poll(() => ctx.mail.length).toBe(mails + 1);
    const mail = ctx.mail.at(-1);
    expect(mail?.to).toBe(editor.user.email);
    expect(mail?.subject).toContain('Two-step verification was removed');
    expect(mail?.text).toContain('/admin/login');

    const [event] = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.type, 'second_factor_removed_by_admin'));
    expect(event).toMatchObject({
      tenantId: relaxed.id,
      userId: editor.user.id,
      details: { by_id: admin.user.id, sessions_revoked: 2 },
    });
    const audit = (
      await ctx.database.db.select().from(activities).where(eq(activities.entityId, editor.user.id))
    ).find((row) => row.details.change === 'second_factors_removed');
    expect(audit).toMatchObject({ actorId: admin.user.id, entityType: 'user', action: 'update' });

    const after = await call('GET', `/api/admin/users/${editor.user.id}`, {
      token: admin.token,
      tenant: 'relaxed',
    });
    expect(after.json()).toMatchObject({ has_second_factor: false });
    expect((await remove(admin.token, editor.user.id)).statusCode).toBe(409);
  });

  it('is 404 for an account of another publication and 403 for roles that may not', async () => {
    const editor = await securedEditor();
    const elsewhere = await createTenant(ctx.database.db, { slug: 'elsewhere' });
    const otherAdmin = await createMember(ctx.database.db, elsewhere.id, 'admin');
    expect((await remove(otherAdmin.token, editor.user.id, 'elsewhere')).statusCode).toBe(404);
    const colleague = await createMember(ctx.database.db, relaxed.id, 'editor');
    expect((await remove(colleague.token, editor.user.id)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/users/${editor.user.id}/2fa`)).statusCode).toBe(401);

    // A reader of the publication is not its staff: only a platform admin may.
    const reader = await registerReader(ctx.app, { tenant: 'relaxed' });
    await enrolTotp(reader.token);
    const admin = await createMember(ctx.database.db, relaxed.id, 'admin');
    expect((await remove(admin.token, reader.user.id)).statusCode).toBe(403);
    const platform = await createUserWithSession(ctx.database.db, { isAdmin: true });
    expect((await remove(platform.token, reader.user.id)).statusCode).toBe(204);
    expect((await remove(platform.token, platform.user.id)).statusCode).toBe(409);
  });
});

describe('GET /api/auth/sign-ins', () => {
  it("answers the account's sign-ins and failed attempts, newest first", async () => {
    const reader = await registerReader(ctx.app);
    const wrong = await call('POST', '/api/auth/login', {
      payload: { email: reader.email, password: 'not-the-password-1' },
    });
    expect(wrong.statusCode).toBe(401);
    const response = await call('GET', '/api/auth/sign-ins', { token: reader.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { sign_ins } = response.json<SignInHistory>();
    expect(sign_ins).toEqual([
      {
        at: expect.any(String),
        ip: expect.any(String),
        user_agent: 'lightMyRequest',
        method: 'password',
        success: false,
      },
      expect.objectContaining({ method: 'password', success: true }),
    ]);
    expect((await call('GET', '/api/auth/sign-ins')).statusCode).toBe(401);
  });

  it('names the second factor and keeps the last 20', async () => {
    const reader = await registerReader(ctx.app);
    const [row] = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, reader.user.id));
    expect(row).toBeDefined();
    await ctx.database.db.insert(securityEvents).values(
      Array.from({ length: 25 }, (_, i) => ({
        type: 'login_success' as const,
        severity: 'info' as const,
        tenantId: null,
        userId: reader.user.id,
        ip: '203.0.113.9',
        userAgent: 'Test/1.0',
        details: { second_factor: 'totp' },
        createdAt: new Date(Date.now() + (i + 1) * 1000),
      })),
    );
    const { sign_ins } = (
      await call('GET', '/api/auth/sign-ins', { token: reader.token })
    ).json<SignInHistory>();
    expect(sign_ins).toHaveLength(20);
    expect(sign_ins[0]).toMatchObject({ method: 'totp', success: true, user_agent: 'Test/1.0' });
  });
});

describe('the sign-in housekeeping job', () => {
  it('deletes challenges dead for a day and sessions dead for 30 days, nothing live', async () => {
    const { user } = await createUserWithSession(ctx.database.db);
    const day = 86_400_000;
    const ago = (ms: number) => new Date(Date.now() - ms);
    const challenge = (name: string, expiresAt: Date, usedAt: Date | null) => ({
      userId: user.id,
      tenantId: relaxed.id,
      tokenHash: hashToken(`${name}-${user.id}`),
      expiresAt,
      usedAt,
    });
    await ctx.database.db
      .insert(mfaChallenges)
      .values([
        challenge('expired', ago(2 * day), null),
        challenge('used', ago(-day), ago(2 * day)),
        challenge('recent', ago(60_000), null),
        challenge('live', ago(-60_000), null),
      ]);
    const session = (name: string, expiresAt: Date, revokedAt: Date | null) => ({
      userId: user.id,
      tokenHash: hashToken(`session-${name}-${user.id}`),
      expiresAt,
      revokedAt,
    });
    await ctx.database.db
      .insert(sessions)
      .values([
        session('expired', ago(31 * day), null),
        session('revoked', ago(-day), ago(31 * day)),
        session('recently-revoked', ago(-day), ago(day)),
      ]);

    const deleted = await ctx.app.jobs.each.authHousekeeping.runOnce();
    expect(deleted.challenges).toBeGreaterThanOrEqual(2);
    expect(deleted.sessions).toBeGreaterThanOrEqual(2);

    const left = await ctx.database.db
      .select({ tokenHash: mfaChallenges.tokenHash })
      .from(mfaChallenges)
      .where(eq(mfaChallenges.userId, user.id));
    expect(left.map((row) => row.tokenHash).sort()).toEqual(
      [hashToken(`recent-${user.id}`), hashToken(`live-${user.id}`)].sort(),
    );
    const kept = await ctx.database.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    // The factory's live session and the one revoked a day ago stay.
    expect(kept).toHaveLength(2);
    expect(kept.map((row) => row.tokenHash)).toContain(
      hashToken(`session-recently-revoked-${user.id}`),
    );
    expect((await ctx.app.jobs.each.authHousekeeping.runOnce()).challenges).toBe(0);
  });
});
