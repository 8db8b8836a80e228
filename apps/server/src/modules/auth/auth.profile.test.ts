import type { AuthResponse, UserProfile } from '@helionews/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer, nextClientAddress, registerReader } from '../../test/auth.js';
import { createTenant } from '../../test/factories.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await createTenant(ctx.database.db, { slug: 'helionews', displayName: 'HelioNews' });
});
afterAll(() => ctx.close());

const getProfile = (token: string) =>
  ctx.app.inject({ url: '/api/auth/user/profile', headers: bearer(token) });
const putProfile = (token: string | null, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/auth/user/profile',
    headers: token === null ? {} : bearer(token),
    payload: payload as object,
  });
const storedName = async (id: number) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]?.displayName;

describe('POST /api/auth/register: display_name', () => {
  it('is optional: null without one, trimmed with one', async () => {
    const plain = await registerReader(ctx.app);
    expect(plain.user.display_name).toBeNull();

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'carla@example.org',
        username: 'carla.contrib',
        password: 'Lantern-harbor-47',
        display_name: ' Carla Contreras ',
      },
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBe(202);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'carla@example.org', password: 'Lantern-harbor-47' },
      remoteAddress: nextClientAddress(),
    });
    const body = login.json<AuthResponse>();
    expect(body.user.display_name).toBe('Carla Contreras');
    expect((await getProfile(body.access_token)).json<UserProfile>().display_name).toBe(
      'Carla Contreras',
    );
  });

  it('refuses a name over 80 characters with the field named (422)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'long@example.org',
        username: 'long_name',
        password: 'Lantern-harbor-47',
        display_name: 'n'.repeat(81),
      },
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('display_name');
  });
});

describe('PUT /api/auth/user/profile', () => {
  it('needs a signed-in user', async () => {
    expect((await putProfile(null, { display_name: 'Nobody' })).statusCode).toBe(401);
  });

  it("sets the caller's own display name, trimmed, and GET shows it", async () => {
    const reader = await registerReader(ctx.app);
    const response = await putProfile(reader.token, { display_name: '  Ada   Lovelace  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json<UserProfile>()).toMatchObject({
      id: reader.user.id,
      username: reader.username,
      display_name: 'Ada Lovelace',
    });
    expect((await getProfile(reader.token)).json<UserProfile>().display_name).toBe('Ada Lovelace');
    expect(await storedName(reader.user.id)).toBe('Ada Lovelace');
  });

  it('clears it with an empty string or null; sending nothing changes nothing', async () => {
    const reader = await registerReader(ctx.app);
    await putProfile(reader.token, { display_name: 'Grace Hopper' });
    expect((await putProfile(reader.token, {})).json<UserProfile>().display_name).toBe(
      'Grace Hopper',
    );
    const cleared = await putProfile(reader.token, { display_name: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<UserProfile>().display_name).toBeNull();
    expect(await storedName(reader.user.id)).toBeNull();

    await putProfile(reader.token, { display_name: 'Grace Hopper' });
    expect(
      (await putProfile(reader.token, { display_name: null })).json<UserProfile>(),
    ).toMatchObject({ display_name: null });
  });

  it.each([
    ['too long', { display_name: 'x'.repeat(81) }, 'must be at most 80 characters'],
    ['a control character', { display_name: 'Ada\u0007' }, 'may not contain control characters'],
    ['a direction override', { display_name: '\u202EecalevoL' }, 'control characters'],
    ['not text', { display_name: 42 }, 'display_name'],
    ['another field', { username: 'someone_else' }, 'username'],
    ['another field beside it', { display_name: 'Ada', is_admin: true }, 'is_admin'],
  ])('refuses %s (422) and keeps the stored name', async (_what, payload, message) => {
    const reader = await registerReader(ctx.app);
    await putProfile(reader.token, { display_name: 'Kept Name' });
    const response = await putProfile(reader.token, payload);
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(message);
    expect(await storedName(reader.user.id)).toBe('Kept Name');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, reader.user.id));
    expect(row?.isAdmin).toBe(false);
    expect(row?.username).toBe(reader.username);
  });

  it('counts characters as people see them: 80 emoji fit', async () => {
    const reader = await registerReader(ctx.app);
    const name = '🌻'.repeat(80);
    const response = await putProfile(reader.token, { display_name: name });
    expect(response.statusCode).toBe(200);
    expect(await storedName(reader.user.id)).toBe(name);
  });
});
