import type { Donation, DonationListResponse } from '@helionews/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer, registerReader } from '../../test/auth.js';
import { createTenant } from '../../test/factories.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await createTenant(ctx.database.db, { slug: 'helionews' });
  await createTenant(ctx.database.db, { slug: 'space' });
});
afterAll(() => ctx.close());

const donate = (token: string, payload: object, tenant = 'helionews') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/donations',
    payload,
    headers: { ...bearer(token), 'x-tenant-id': tenant },
  });
const list = (token: string, tenant = 'helionews') =>
  ctx.app.inject({
    url: '/api/user/donations',
    headers: { ...bearer(token), 'x-tenant-id': tenant },
  });

describe('donations', () => {
  it('records donations and lists them newest first', async () => {
    const reader = await registerReader(ctx.app);
    const first = await donate(reader.token, {
      amount: 25,
      description: 'Keep up the climate desk',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json<Donation>()).toMatchObject({
      amount: 25,
      currency: 'USD',
      description: 'Keep up the climate desk',
    });
    await donate(reader.token, { amount: 10.5 });
    const body = (await list(reader.token)).json<DonationListResponse>();
    expect(body.total).toBe(2);
    expect(body.donations.map((d) => d.amount)).toEqual([10.5, 25]);
    expect(body.donations[0]?.description).toBe('');
  });

  it("keeps each reader's and each publication's donations apart", async () => {
    const alice = await registerReader(ctx.app);
    const bob = await registerReader(ctx.app);
    await donate(alice.token, { amount: 5 });
    await donate(alice.token, { amount: 7 }, 'space');
    expect((await list(bob.token)).json<DonationListResponse>().donations).toEqual([]);
    expect(
      (await list(alice.token)).json<DonationListResponse>().donations.map((d) => d.amount),
    ).toEqual([5]);
    expect(
      (await list(alice.token, 'space'))
        .json<DonationListResponse>()
        .donations.map((d) => d.amount),
    ).toEqual([7]);
  });

  it.each([
    [{ amount: 0 }, 'body.amount'],
    [{ amount: -5 }, 'body.amount'],
    [{ amount: 10.123 }, 'body.amount'],
    [{ amount: 100_000.01 }, 'body.amount'],
    [{ amount: '12.50' }, 'body.amount'],
    [{}, 'body.amount'],
    [{ amount: 5, description: 'x'.repeat(501) }, 'body.description'],
  ])('rejects %o with 422', async (payload, field) => {
    const reader = await registerReader(ctx.app);
    const response = await donate(reader.token, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(
      field,
    );
  });

  it('accepts the largest allowed amount exactly', async () => {
    const reader = await registerReader(ctx.app);
    const response = await donate(reader.token, { amount: 100_000 });
    expect(response.json<Donation>().amount).toBe(100_000);
  });

  it('needs a signed-in reader', async () => {
    expect((await ctx.app.inject({ url: '/api/user/donations' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/user/donations', payload: { amount: 5 } }))
        .statusCode,
    ).toBe(401);
  });
});
