import type { AuthResponse, UserProfile } from '@helionews/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { securityEvents, sessions, users } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer, nextClientAddress, postRequests, registerReader } from '../../test/auth.js';
import { createTenant } from '../../test/factories.js';
import type * as Passwords from '../../lib/passwords.js';

/** Counts argon2 hashes, to show registration hashes whether or not the email is taken. */
const hashCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    hashPassword: (password: string) => {
      hashCalls.count += 1;
      return original.hashPassword(password);
    },
  };
});

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await createTenant(ctx.database.db, { slug: 'helionews', displayName: 'HelioNews' });
});
afterAll(() => ctx.close());

const post = postRequests(() => ctx.app);
const profile = (token: string) =>
  ctx.app.inject({ url: '/api/auth/user/profile', headers: bearer(token) });

const RECEIVED = {
  detail: 'Check your email: we have sent a message to that address about your account.',
};

/** The newest mail to `to`, waited for: registration mails go out after the answer. */
const mailTo = (to: string) =>
  vi.waitFor(
    () => {
      const mail = ctx.mail.findLast((m) => m.to === to);
      if (!mail) throw new Error(`no mail to ${to}`);
      return mail;
    },
    { timeout: 1_000, interval: 20 },
  );

/** The answer's parts a caller could compare: status, body, and headers but the per-request ones. */
const answerOf = (response: { statusCode: number; body: string; headers: object }) => {
  const perRequest = ['date', 'x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset'];
  const headers = Object.fromEntries(
    Object.entries(response.headers as Record<string, unknown>)
      .filter(([name]) => !perRequest.includes(name))
      // The style nonce is new with every answer, whatever it says.
      .map(([name, value]) => [
        name,
        name === 'content-security-policy' && typeof value === 'string'
          ? value.replace(/'nonce-[^']+'/, 'nonce')
          : value,
      ]),
  );
  return { status: response.statusCode, body: response.body, headers };
};

describe('POST /api/auth/register', () => {
  it('creates the account, welcomes it by mail, and it signs in; the hash is never shown', async () => {
    const response = await post('/api/auth/register', {
      email: '  Ada.Lovelace@Example.ORG ',
      username: 'ada.l',
      password: 'Analytical-Engine-1843',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(RECEIVED);
    expect(response.body).not.toMatch(/argon2|password|token/i);

    const welcome = await mailTo('ada.lovelace@example.org');
    expect(welcome.subject).toBe('Welcome to HelioNews');
    expect(welcome.text).toContain('Your HelioNews account with the username ada.l is ready.');
    expect(welcome.text).not.toContain('Analytical-Engine-1843');

    const login = await post('/api/auth/login', {
      email: 'ada.lovelace@example.org',
      password: 'Analytical-Engine-1843',
    });
    expect(login.statusCode).toBe(200);
    const body = login.json<AuthResponse>();
    expect(body.user).toMatchObject({
      email: 'ada.lovelace@example.org',
      username: 'ada.l',
      is_admin: false,
      is_active: true,
      preferences: {},
    });
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

  it('answers a taken email exactly as a new one, creates nothing and mails the owner instead', async () => {
    const owner = await registerReader(ctx.app, { email: 'grace@example.org' });
    const before = await ctx.database.db.select({ id: users.id }).from(users);
    const taken = await post(
      '/api/auth/register',
      { email: 'GRACE@example.org', username: 'grace_two', password: 'Compiler-pioneer-1952' },
      { 'accept-language': 'fr-CA,fr;q=0.9' },
    );
    const fresh = await post(
      '/api/auth/register',
      {
        email: 'grace.new@example.org',
        username: 'grace_three',
        password: 'Compiler-pioneer-1952',
      },
      { 'accept-language': 'fr-CA,fr;q=0.9' },
    );
    expect(answerOf(taken)).toEqual(answerOf(fresh));
    expect(taken.statusCode).toBe(202);
    expect(taken.json()).toEqual(RECEIVED);

    // Only the new email made an account; the taken one's password opens nothing.
    const after = await ctx.database.db.select({ id: users.id }).from(users);
    expect(after).toHaveLength(before.length + 1);
    const intruder = await post('/api/auth/login', {
      email: 'grace@example.org',
      password: 'Compiler-pioneer-1952',
    });
    expect(intruder.statusCode).toBe(401);
    const ownLogin = await post('/api/auth/login', {
      email: 'grace@example.org',
      password: owner.password,
    });
    expect(ownLogin.statusCode).toBe(200);

    // The owner hears of it, in the asker's language as they stored none; the newcomer is welcomed.
    const notice = await mailTo('grace@example.org');
    expect(notice.subject).toBe('Quelqu’un a tenté de s’inscrire sur HelioNews avec votre adresse');
    expect(notice.text).toContain('aucun nouveau compte n’a été créé');
    expect(notice.text).toContain('/reset-password');
    expect(notice.text).toContain('/login');
    expect((await mailTo('grace.new@example.org')).subject).toBe('Bienvenue sur HelioNews');

    const [event] = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, owner.user.id), eq(securityEvents.type, 'registration')))
      .orderBy(desc(securityEvents.id))
      .limit(1);
    expect(event).toMatchObject({
      type: 'registration',
      details: { email: 'grace@example.org', outcome: 'existing_account' },
    });
  });

  it('does the same hash work for a taken email as for a new one, and takes about as long', async () => {
    await registerReader(ctx.app, { email: 'timing@example.org' });
    const attempt = async (email: string, username: string) => {
      const hashesBefore = hashCalls.count;
      const started = performance.now();
      const response = await post('/api/auth/register', {
        email,
        username,
        password: 'Lantern-harbor-47',
      });
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(202);
      return { elapsed, hashes: hashCalls.count - hashesBefore };
    };
    const total = { taken: 0, fresh: 0 };
    for (let round = 0; round < 6; round += 1) {
      // Each kind goes first in every other round (whichever comes first is the slower on a
      // loaded machine), so that the load weighs on both alike.
      const takenFirst = round % 2 === 0;
      const tryTaken = () => attempt('timing@example.org', `timing_taken_${round}`);
      const tryFresh = () => attempt(`timing${round}@example.org`, `timing_new_${round}`);
      const first = await (takenFirst ? tryTaken() : tryFresh());
      const second = await (takenFirst ? tryFresh() : tryTaken());
      const [taken, fresh] = takenFirst ? [first, second] : [second, first];
      expect(taken.hashes).toBe(1);
      expect(fresh.hashes).toBe(1);
      total.taken += taken.elapsed;
      total.fresh += fresh.elapsed;
    }
    // argon2id (tens of ms) dominates both answers; without it a taken email's answer would come
    // back an order of magnitude sooner. The bounds are loose: the test machine is shared.
    const ratio = total.taken / total.fresh;
    expect(ratio).toBeGreaterThan(0.33);
    expect(ratio).toBeLessThan(3);
  });

  it('refuses a taken username, whatever its case, for a new and a taken email alike', async () => {
    const hopper = await registerReader(ctx.app, { username: 'Hopper' });
    for (const email of ['other@example.org', hopper.email]) {
      const response = await post('/api/auth/register', {
        email,
        username: 'hopper',
        password: 'Compiler-pioneer-1952',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: 'This username is already taken' });
    }
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
    expect(response.statusCode).toBe(202);
    const login = await post('/api/auth/login', {
      email: 'sneaky@example.org',
      password: 'Lantern-harbor-47',
    });
    expect(login.json<AuthResponse>().user).toMatchObject({ is_admin: false, is_active: true });
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
    const success = events.findLast((e) => e.type === 'login_success');
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
