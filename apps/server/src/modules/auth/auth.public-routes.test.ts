import type { AuthResponse, UserProfile } from '@helionews/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents, sessions, users } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer, nextClientAddress, postRequests, registerReader } from '../../test/auth.js';
import { createTenant } from '../../test/factories.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await createTenant(ctx.database.db, { slug: 'helionews', displayName: 'HelioNews' });
});
afterAll(() => ctx.close());

const post = postRequests(() => ctx.app);
const profile = (token: string) =>
  ctx.app.inject({ url: '/api/auth/user/profile', headers: bearer(token) });

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in and never shows the hash', async () => {
    const response = await post('/api/auth/register', {
      email: '  Ada.Lovelace@Example.ORG ',
      username: 'ada.l',
      password: 'Analytical-Engine-1843',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<AuthResponse>();
    expect(body.token_type).toBe('bearer');
    expect(body.access_token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toMatchObject({
      email: 'ada.lovelace@example.org',
      username: 'ada.l',
      is_admin: false,
      is_active: true,
      preferences: {},
    });
    expect(response.body).not.toMatch(/argon2|password/i);

    const me = await profile(body.access_token);
    expect(me.statusCode).toBe(200);
    expect(Object.keys(me.json<UserProfile>()).sort()).toEqual(
      [
        'created_at',
        'display_name',
        'email',
        'id',
        'is_active',
        'is_admin',
        'preferences',
        'username',
      ].sort(),
    );
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    await registerReader(ctx.app, { email: 'grace@example.org' });
    const response = await post('/api/auth/register', {
      email: 'GRACE@example.org',
      username: 'grace_two',
      password: 'Compiler-pioneer-1952',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'An account with this email already exists' });
  });

  it('refuses a taken username, whatever its case', async () => {
    await registerReader(ctx.app, { username: 'Hopper' });
    const response = await post('/api/auth/register', {
      email: 'other@example.org',
      username: 'hopper',
      password: 'Compiler-pioneer-1952',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'This username is already taken' });
  });

  it.each([
    [{ username: 'ab' }, 'body.username'],
    [{ username: 'has space' }, 'body.username'],
    [{ username: 'x'.repeat(33) }, 'body.username'],
    [{ email: 'not-an-email' }, 'body.email'],
    [{ password: 'short' }, 'body.password'],
    [{ password: 'p'.repeat(129) }, 'body.password'],
    [{ password: 'password123' }, 'body.password'],
    [{ password: 'Qwertyuiop' }, 'body.password'],
  ])('rejects %o with 422 naming %s', async (override, field) => {
    const response = await post('/api/auth/register', {
      email: `valid${Math.random()}@example.org`,
      username: `valid_${Math.random().toString(36).slice(2, 10)}`,
      password: 'Lantern-harbor-47',
      ...override,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(
      field,
    );
  });

  it('accepts any Unicode password of 8 characters or more', async () => {
    const reader = await registerReader(ctx.app, { password: 'пароль-мой-日本' });
    const login = await post('/api/auth/login', {
      email: reader.email,
      password: 'пароль-мой-日本',
    });
    expect(login.statusCode).toBe(200);
  });

  it('ignores an attempt to register as an admin', async () => {
    const response = await post('/api/auth/register', {
      email: 'sneaky@example.org',
      username: 'sneaky',
      password: 'Lantern-harbor-47',
      is_admin: true,
      is_active: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<AuthResponse>().user).toMatchObject({ is_admin: false, is_active: true });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password', async () => {
    const reader = await registerReader(ctx.app);
    const response = await post('/api/auth/login', {
      email: reader.email.toUpperCase(),
      password: reader.password,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<AuthResponse>();
    expect(body).toMatchObject({ token_type: 'bearer', user: { email: reader.email } });
    expect(body.access_token).not.toBe(reader.token);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const reader = await registerReader(ctx.app);
    const wrong = await post('/api/auth/login', {
      email: reader.email,
      password: 'not-the-password',
    });
    const unknown = await post('/api/auth/login', {
      email: 'nobody@example.org',
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Incorrect email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a deactivated account with 403 and stops its tokens at once', async () => {
    const reader = await registerReader(ctx.app);
    await ctx.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, reader.user.id));
    const response = await post('/api/auth/login', {
      email: reader.email,
      password: reader.password,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'This account has been deactivated' });
    expect((await profile(reader.token)).statusCode).toBe(401);
  });

  it('locks an account for an address after five failures there: a brute force of 50 never succeeds', async () => {
    const reader = await registerReader(ctx.app);
    const attacker = nextClientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      const password = attempt === 30 ? reader.password : `guess-${attempt}-xyz`;
      const response = await post(
        '/api/auth/login',
        { email: reader.email, password },
        {},
        attacker,
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      }
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    expect(statuses).not.toContain(200);

    const events = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, reader.user.id));
    expect(events.filter((e) => e.type === 'login_failure')).toHaveLength(5);
    const locked = events.filter((e) => e.type === 'account_locked');
    expect(locked).toHaveLength(1);
    expect(locked[0]?.details).toMatchObject({ scope: 'account_source' });
    expect(locked[0]?.ip).toBe(attacker);
    expect(JSON.stringify(events)).not.toContain('guess-');

    // The lockout is the attacker's alone: the owner, from another address, signs in.
    const owner = await post('/api/auth/login', { email: reader.email, password: reader.password });
    expect(owner.statusCode).toBe(200);
  });

  it('logs successes and failures with the client address, without secrets', async () => {
    const reader = await registerReader(ctx.app);
    await post(
      '/api/auth/login',
      { email: reader.email, password: 'wrong-password-1' },
      { 'user-agent': 'TestBrowser/1.0' },
    );
    await post(
      '/api/auth/login',
      { email: reader.email, password: reader.password },
      { 'user-agent': 'TestBrowser/1.0' },
    );
    const events = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, reader.user.id));
    expect(events.map((e) => [e.type, e.severity])).toEqual(
      expect.arrayContaining([
        ['login_failure', 'warning'],
        ['login_success', 'info'],
      ]),
    );
    const success = events.find((e) => e.type === 'login_success');
    expect(success?.userAgent).toBe('TestBrowser/1.0');
    expect(success?.ip).toMatch(/^127\.1\./);
    expect(JSON.stringify(events)).not.toContain(reader.password);
    expect(JSON.stringify(events)).not.toContain('wrong-password-1');
  });
});

describe('tokens', () => {
  it('revokes the presented token on logout', async () => {
    const reader = await registerReader(ctx.app);
    const other = await post('/api/auth/login', { email: reader.email, password: reader.password });
    const otherToken = other.json<AuthResponse>().access_token;

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(reader.token),
    });
    expect(logout.statusCode).toBe(204);
    expect((await profile(reader.token)).statusCode).toBe(401);
    expect((await profile(otherToken)).statusCode).toBe(200);
  });

  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('x'.repeat(43))]) {
      const response = await ctx.app.inject({ url: '/api/auth/user/profile', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Not authenticated' });
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(
      401,
    );
  });

  it('stores only hashes of tokens', async () => {
    const reader = await registerReader(ctx.app);
    const rows = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, reader.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(reader.token);
  });
});

describe('PUT /api/auth/user/preferences', () => {
  it('merges what is sent into what is stored', async () => {
    const reader = await registerReader(ctx.app);
    const put = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/user/preferences',
        payload,
        headers: bearer(reader.token),
      });
    expect((await put({ language: 'fr', theme: 'dark' })).json()).toEqual({
      language: 'fr',
      theme: 'dark',
    });
    const second = await put({ newsletter: true, followed_categories: ['world', 'science'] });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      language: 'fr',
      theme: 'dark',
      newsletter: true,
      followed_categories: ['world', 'science'],
    });
    expect((await profile(reader.token)).json<UserProfile>().preferences).toEqual(second.json());
  });

  it.each([
    { colour: 'blue' },
    { language: 'xx' },
    { theme: 'sepia' },
    { newsletter: 'yes' },
    { followed_categories: ['Not A Slug'] },
  ])('rejects %o with 422', async (payload) => {
    const reader = await registerReader(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/user/preferences',
      payload,
      headers: bearer(reader.token),
    });
    expect(response.statusCode).toBe(422);
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/user/preferences',
      payload: { theme: 'dark' },
    });
    expect(response.statusCode).toBe(401);
  });
});
