import type { AuthResponse } from '@helionews/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResets, securityEvents, tenants } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer, nextClientAddress, postRequests, registerReader } from '../../test/auth.js';
import { createMember, createTenant, createUserWithSession } from '../../test/factories.js';

let offset = 0;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    now: () => new Date(Date.now() + offset),
    publicUrl: 'https://news.example.org',
  });
  await createTenant(ctx.database.db, { slug: 'helionews', displayName: 'HelioNews' });
  await createTenant(ctx.database.db, { slug: 'space', displayName: 'Orbital Dispatch' });
});
afterAll(() => ctx.close());

const post = postRequests(() => ctx.app);
const forgot = (email: string, headers: Record<string, string> = {}, from?: string) =>
  post('/api/auth/forgot-password', { email }, headers, from);
const reset = (token: string, newPassword: string) =>
  post('/api/auth/reset-password', { token, new_password: newPassword });

/**
 * Waits for the mail the app sends after answering, and returns the token of its link; with
 * `after`, for a newer mail than the one that carried that token.
 */
async function tokenFromMail(
  to: string,
  after?: string,
): Promise<{ token: string; subject: string; text: string; html: string }> {
  // Waits for the newest mail to `to` that has no link or a new one; a mail without a link ends
  // the wait (and fails below) as soon as it is seen.
  const { mail, token } = await vi.waitFor(
    () => {
      const newest = ctx.mail.findLast((m) => m.to === to);
      if (!newest) throw new Error(`no mail to ${to}`);
      const match = /https:\/\/news\.example\.org\/reset-password\?token=([\w-]+)/.exec(
        newest.text,
      );
      if (match?.[1] !== undefined && match[1] === after) throw new Error(`no new mail to ${to}`);
      return { mail: newest, token: match?.[1] };
    },
    { timeout: 1_000, interval: 20 },
  );
  if (!token) throw new Error('no link in the mail');
  return { token, subject: mail.subject, text: mail.text, html: mail.html };
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same whether or not the account exists, and mails only real ones', async () => {
    const reader = await registerReader(ctx.app);
    const known = await forgot(reader.email);
    const unknown = await forgot('nobody-here@example.org');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({
      detail: 'If an account exists for that email, a reset link is on its way',
    });
    expect(unknown.json()).toEqual(known.json());
    const mail = await tokenFromMail(reader.email);
    expect(mail.subject).toBe('Reset your HelioNews password');
    expect(mail.html).toContain('Choose a new password');
    expect(ctx.mail.some((m) => m.to === 'nobody-here@example.org')).toBe(false);

    const [stored] = await ctx.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, reader.user.id));
    if (!stored) throw new Error('no reset row');
    expect(stored.tokenHash).not.toBe(mail.token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeCloseTo(3_600_000, -4);
  });

  it("writes in the reader's language and names the publication", async () => {
    const reader = await registerReader(ctx.app);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/user/preferences',
      payload: { language: 'fr' },
      headers: bearer(reader.token),
    });
    await forgot(reader.email, { 'x-tenant-id': 'space' });
    const mail = await tokenFromMail(reader.email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Orbital Dispatch');
    expect(mail.text).toContain('Choisir un nouveau mot de passe');
  });

  it('falls back to the browser language for a reader without a preference', async () => {
    const reader = await registerReader(ctx.app);
    await forgot(reader.email, { 'accept-language': 'de-DE,de;q=0.9' });
    expect((await tokenFromMail(reader.email)).subject).toBe(
      'Setzen Sie Ihr HelioNews-Passwort zurück',
    );
  });

  it("lets one address ask 4 times an hour for an email, never blocking the owner's own request", async () => {
    const reader = await registerReader(ctx.app);
    const stranger = nextClientAddress();
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await forgot(reader.email, {}, stranger)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 429]);
    // The same email in other letters is the same email.
    expect((await forgot(reader.email.toUpperCase(), {}, stranger)).statusCode).toBe(429);
    // Strangers elsewhere, each within their own limit, do not add up against the owner.
    for (let i = 0; i < 3; i++) expect((await forgot(reader.email)).statusCode).toBe(202);
    const before = ctx.mail.length;
    const owner = await forgot(reader.email, {}, nextClientAddress());
    expect(owner.statusCode).toBe(202);
    await tokenFromMail(reader.email);
    await expect.poll(() => ctx.mail.length).toBeGreaterThan(before);
  });

  it('throttles one address asking for many emails, answering the same for real and unknown ones', async () => {
    const reader = await registerReader(ctx.app);
    const sender = nextClientAddress();
    const answers = [];
    for (let i = 0; i < 10; i++) {
      const email = i === 4 ? reader.email : `someone-${i}-${Date.now()}@example.org`;
      answers.push(await forgot(email, {}, sender));
    }
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(202));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const refused = await forgot(`one-more-${Date.now()}@example.org`, {}, sender);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json<{ detail: string }>().detail).toMatch(/^Too many requests: try again in /);
    // Another address is not held back by it.
    expect((await forgot(reader.email)).statusCode).toBe(202);
  });
});

describe('POST /api/auth/reset-password/check', () => {
  const check = (token: string) => post('/api/auth/reset-password/check', { token });
  const invalid = { detail: 'This reset link is invalid, expired or already used' };

  it('says a fresh link works, and until when, without using it up', async () => {
    const reader = await registerReader(ctx.app);
    await forgot(reader.email);
    const { token } = await tokenFromMail(reader.email);
    const answer = await check(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { expires_at } = answer.json<{ valid: true; expires_at: string }>();
    expect(new Date(expires_at).getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect((await check(token)).statusCode).toBe(200);
    expect((await reset(token, 'Brand-new-lantern-58')).statusCode).toBe(200);
  });

  it('says a used, ended, expired or unknown link does not work', async () => {
    const reader = await registerReader(ctx.app);
    await forgot(reader.email);
    const first = await tokenFromMail(reader.email);
    await forgot(reader.email);
    const second = await tokenFromMail(reader.email, first.token);
    // Ended by the newer link.
    expect((await check(first.token)).json()).toEqual(invalid);
    expect((await check(first.token)).statusCode).toBe(400);
    // Used.
    expect((await reset(second.token, 'Brand-new-lantern-58')).statusCode).toBe(200);
    expect((await check(second.token)).statusCode).toBe(400);
    // Expired.
    await forgot(reader.email);
    const third = await tokenFromMail(reader.email, second.token);
    offset = 61 * 60_000;
    try {
      expect((await check(third.token)).json()).toEqual(invalid);
    } finally {
      offset = 0;
    }
    // Unknown.
    expect((await check('x'.repeat(43))).statusCode).toBe(400);
  });
});

describe('links that an account change ends', () => {
  /** A platform admin's call to the users API. */
  const adminCall = async (method: 'PUT' | 'POST', url: string, payload?: object) => {
    adminToken ??= (await createUserWithSession(ctx.database.db, { isAdmin: true })).token;
    return ctx.app.inject({ method, url, payload, headers: bearer(adminToken) });
  };
  let adminToken: string | undefined;

  it('ends an earlier link when a newer one is sent', async () => {
    const reader = await registerReader(ctx.app);
    await forgot(reader.email);
    const first = await tokenFromMail(reader.email);
    await forgot(reader.email);
    const second = await tokenFromMail(reader.email, first.token);
    expect(second.token).not.toBe(first.token);
    expect((await reset(first.token, 'Brand-new-lantern-58')).statusCode).toBe(400);
    expect((await reset(second.token, 'Brand-new-lantern-58')).statusCode).toBe(200);
  });

  it("ends every link when an admin changes the account's email", async () => {
    const reader = await registerReader(ctx.app);
    await forgot(reader.email);
    const mailed = await tokenFromMail(reader.email);
    const changed = await adminCall('PUT', `/api/admin/users/${reader.user.id}`, {
      email: `moved-${reader.user.id}@example.org`,
    });
    expect(changed.statusCode).toBe(200);
    const attempt = await reset(mailed.token, 'Taken-over-lantern-58');
    expect(attempt.statusCode).toBe(400);
    expect(attempt.json()).toEqual({
      detail: 'This reset link is invalid, expired or already used',
    });
    // The account still signs in with its own password, at its new address.
    const login = await post('/api/auth/login', {
      email: `moved-${reader.user.id}@example.org`,
      password: reader.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps links working when an admin changes only the username', async () => {
    const reader = await registerReader(ctx.app);
    await forgot(reader.email);
    const mailed = await tokenFromMail(reader.email);
    const changed = await adminCall('PUT', `/api/admin/users/${reader.user.id}`, {
      username: `renamed_${reader.user.id}`,
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(mailed.token, 'Brand-new-lantern-58')).statusCode).toBe(200);
  });

  it('ends every link when the account is deactivated, and reactivation does not revive them', async () => {
    const reader = await registerReader(ctx.app);
    await forgot(reader.email);
    const mailed = await tokenFromMail(reader.email);
    const url = `/api/admin/users/${reader.user.id}`;
    expect((await adminCall('POST', `${url}/deactivate`)).statusCode).toBe(200);
    expect((await reset(mailed.token, 'Taken-over-lantern-58')).statusCode).toBe(400);
    expect((await adminCall('POST', `${url}/activate`)).statusCode).toBe(200);
    expect((await reset(mailed.token, 'Taken-over-lantern-58')).statusCode).toBe(400);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, signs out every session and consumes the link', async () => {
    const reader = await registerReader(ctx.app);
    await forgot(reader.email);
    const { token } = await tokenFromMail(reader.email);

    const done = await reset(token, 'Brand-new-lantern-58');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      detail: 'Your password has been changed. Sign in with the new one.',
      account: 'reader',
    });

    expect(
      (await ctx.app.inject({ url: '/api/auth/user/profile', headers: bearer(reader.token) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { email: reader.email, password: reader.password }))
        .statusCode,
    ).toBe(401);
    const fresh = await post('/api/auth/login', {
      email: reader.email,
      password: 'Brand-new-lantern-58',
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<AuthResponse>().access_token).toBeTruthy();

    const again = await reset(token, 'Another-new-lantern-59');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'This reset link is invalid, expired or already used' });

    const events = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, reader.user.id));
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['password_reset_requested', 'password_reset_completed']),
    );
  });

  it('tells staff (a platform admin or a member of any publication) to sign in at /admin/login', async () => {
    const { db } = ctx.database;
    const space = (await db.select().from(tenants).where(eq(tenants.slug, 'space')))[0];
    if (!space) throw new Error('no space tenant');
    const contributor = await createMember(db, space.id, 'contributor');
    const platformAdmin = await createUserWithSession(db, { isAdmin: true });
    // Asked from the default publication: a role on any publication makes the account staff.
    for (const { user } of [contributor, platformAdmin]) {
      await forgot(user.email);
      const { token } = await tokenFromMail(user.email);
      const done = await reset(token, 'Brand-new-lantern-58');
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({
        detail: 'Your password has been changed. Sign in with the new one.',
        account: 'staff',
      });
    }
  });

  it('refuses an expired link', async () => {
    offset = 0;
    const reader = await registerReader(ctx.app);
    await forgot(reader.email);
    const { token } = await tokenFromMail(reader.email);
    offset = 61 * 60_000;
    const response = await reset(token, 'Brand-new-lantern-58');
    offset = 0;
    expect(response.statusCode).toBe(400);
    expect(
      (await post('/api/auth/login', { email: reader.email, password: reader.password }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const response = await reset('x'.repeat(43), 'Brand-new-lantern-58');
    expect(response.statusCode).toBe(400);
  });

  it('refuses a common new password without using up the link', async () => {
    const reader = await registerReader(ctx.app);
    await forgot(reader.email);
    const { token } = await tokenFromMail(reader.email);
    const weak = await reset(token, 'password1');
    expect(weak.statusCode).toBe(422);
    expect(weak.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('body.new_password');
    expect((await reset(token, 'Brand-new-lantern-58')).statusCode).toBe(200);
  });
});
