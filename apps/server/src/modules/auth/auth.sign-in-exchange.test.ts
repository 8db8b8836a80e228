import type { SignInExchangeResponse } from '@helionews/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents, signInCodes, users } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer, nextClientAddress, registerReader, signInExchange } from '../../test/auth.js';
import { createTenant } from '../../test/factories.js';

/**
 * POST /auth/sso/exchange: the one-time code an identity provider's callback leaves (single
 * sign-on, Google, Facebook) is exchanged for the session once, within its minute, on the
 * publication that issued it. The callbacks are their modules' tests; here the code is stored as
 * a callback stores it.
 */
let ctx: TestContext;
let alphaId: number;
let betaId: number;
let nowMs = Date.now();

beforeAll(async () => {
  ctx = await createTestApp({ now: () => new Date(nowMs) });
  await createTenant(ctx.database.db, { slug: 'helionews' });
  alphaId = (await createTenant(ctx.database.db, { slug: 'alpha' })).id;
  betaId = (await createTenant(ctx.database.db, { slug: 'beta' })).id;
});
afterAll(() => ctx.close());

let serial = 0;
/** A code as a callback leaves it: its hash stored for the account, live for a minute. */
async function storedCode(
  userId: number,
  tenantId: number,
  overrides: { expiresAt?: Date; returnTo?: string | null } = {},
) {
  serial += 1;
  const code = `code-${serial}-${Math.random().toString(36).slice(2)}`;
  await ctx.database.db.insert(signInCodes).values({
    userId,
    tenantId,
    codeHash: hashToken(code),
    method: 'sso',
    returnTo: overrides.returnTo === undefined ? '/admin/articles' : overrides.returnTo,
    expiresAt: overrides.expiresAt ?? new Date(nowMs + 60_000),
  });
  return code;
}

const exchange = signInExchange(() => ctx.app);

async function readerId(email: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
}

describe('POST /api/auth/sso/exchange', () => {
  it('answers the session and where the sign-in started, once', async () => {
    const reader = await registerReader(ctx.app, { tenant: 'alpha' });
    const id = await readerId(reader.email);
    const code = await storedCode(id, alphaId);

    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    const body = first.json<SignInExchangeResponse>();
    expect(body).toMatchObject({
      token_type: 'bearer',
      return_to: '/admin/articles',
      user: { email: reader.email },
    });
    // The session works.
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user/profile',
      headers: { 'x-tenant-id': 'alpha', ...bearer(body.access_token) },
    });
    expect(profile.statusCode).toBe(200);
    // The sign-in is recorded with the provider that vouched for it.
    const events = await ctx.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, id));
    const signIns = events.filter((event) => event.type === 'login_success');
    expect(signIns.map((event) => event.details)).toContainEqual({ via: 'sso' });

    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      detail: 'This sign-in has expired or was already used. Please sign in again.',
    });
  });

  it('refuses an expired code, another publication’s code and an unknown one', async () => {
    const reader = await registerReader(ctx.app, { tenant: 'alpha' });
    const id = await readerId(reader.email);

    const expired = await storedCode(id, alphaId, { expiresAt: new Date(nowMs - 1) });
    expect((await exchange(expired)).statusCode).toBe(400);

    const betas = await storedCode(id, betaId);
    expect((await exchange(betas, 'alpha')).statusCode).toBe(400);
    // Still whole on its own publication: the refusal elsewhere did not use it.
    expect((await exchange(betas, 'beta')).statusCode).toBe(200);

    expect((await exchange('never-issued')).statusCode).toBe(400);
  });

  it('refuses a code that has lived past its minute', async () => {
    const reader = await registerReader(ctx.app, { tenant: 'alpha' });
    const code = await storedCode(await readerId(reader.email), alphaId, { returnTo: null });
    nowMs += 61_000;
    try {
      expect((await exchange(code)).statusCode).toBe(400);
    } finally {
      nowMs -= 61_000;
    }
  });

  it('refuses a deactivated account and a body without a code', async () => {
    const reader = await registerReader(ctx.app, { tenant: 'alpha' });
    const id = await readerId(reader.email);
    const code = await storedCode(id, alphaId);
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    expect((await exchange(code)).statusCode).toBe(400);

    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sso/exchange',
      headers: { 'x-tenant-id': 'alpha' },
      remoteAddress: nextClientAddress(),
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
  });
});
