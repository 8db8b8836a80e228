import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer, nextClientAddress, registerReader } from '../../test/auth.js';
import { createTenant } from '../../test/factories.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await createTenant(ctx.database.db, { slug: 'helionews' });
});
afterAll(() => ctx.close());

const post = (url: string, token: string | null, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    remoteAddress: nextClientAddress(),
    ...(payload && { payload }),
  });
const login = (email: string, password: string) =>
  post('/api/auth/login', null, { email, password });
const profileStatus = async (token: string) =>
  (await ctx.app.inject({ url: '/api/auth/user/profile', headers: bearer(token) })).statusCode;

describe('POST /api/auth/change-password', () => {
  it('needs the current password, refuses the same one, and keeps only this session', async () => {
    const account = await registerReader(ctx.app);
    const other = (await login(account.email, account.password)).json<{ access_token: string }>()
      .access_token;

    const wrong = await post('/api/auth/change-password', account.token, {
      current_password: 'not-my-password',
      new_password: 'Brand-new-secret-9',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'The current password is not correct' });

    const same = await post('/api/auth/change-password', account.token, {
      current_password: account.password,
      new_password: account.password,
    });
    expect(same.statusCode).toBe(422);

    const weak = await post('/api/auth/change-password', account.token, {
      current_password: account.password,
      new_password: 'password123',
    });
    expect(weak.statusCode).toBe(422);

    const changed = await post('/api/auth/change-password', account.token, {
      current_password: account.password,
      new_password: 'Brand-new-secret-9',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      detail: 'Your password has been changed. Other sessions have been signed out.',
    });
    expect(await profileStatus(account.token)).toBe(200);
    expect(await profileStatus(other)).toBe(401);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'Brand-new-secret-9')).statusCode).toBe(200);
  });

  it('is 401 without a session', async () => {
    const response = await post('/api/auth/change-password', null, {
      current_password: 'x',
      new_password: 'Brand-new-secret-9',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('revokes every session of the account, this one included', async () => {
    const account = await registerReader(ctx.app);
    const second = (await login(account.email, account.password)).json<{ access_token: string }>()
      .access_token;
    const response = await post('/api/auth/logout-all', account.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revoked_sessions: 2 });
    expect(await profileStatus(account.token)).toBe(401);
    expect(await profileStatus(second)).toBe(401);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });
});
