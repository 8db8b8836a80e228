import {
  MEMBERSHIP_MESSAGES,
  type AdminTier,
  type PublicTierList,
  type UserMembership,
} from '@helionews/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { members, memberSubscriptions, type TenantRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { freePort } from '../../test/server-process.js';
import { tenantRequests } from '../../test/auth.js';
import { createBackOffice, createUserWithSession, type CallerRole } from '../../test/factories.js';
import { startFakeStripe, type FakeStripe } from '../../test/stripe-server.js';

let ctx: TestContext;
let unreachable: TestContext;
let stripe: FakeStripe;
let alpha: TenantRow;
let tokens: Record<CallerRole, string>;
let monthly: AdminTier;
let yearlyOnly: AdminTier;
let archived: AdminTier;

const SECRET_KEY = 'sk_test_PublicRoutes0001';

beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await createTestApp({
    publicUrl: 'https://news.example.org',
    membership: { stripeApiBase: stripe.url },
  });
  ({ alpha, tokens } = await createBackOffice(ctx.database.db));
  const tier = async (body: Record<string, unknown>) => {
    const response = await call('POST', '/api/admin/membership/tiers', tokens.tenantAdmin, {
      description: 'More stories',
      benefits: ['Paid stories'],
      ...body,
    });
    expect(response.statusCode).toBe(201);
    return response.json<AdminTier>();
  };
  // Made out of position order: the list orders by position.
  yearlyOnly = await tier({ name: 'Yearly', yearly_price: 9000, position: 2 });
  monthly = await tier({ name: 'Supporter', monthly_price: 700, yearly_price: 7000, position: 1 });
  archived = await tier({ name: 'Old', monthly_price: 300, status: 'archived', position: 0 });
});
afterAll(async () => {
  await ctx.close();
  await unreachable?.close();
  await stripe.close();
});

const { call, headers } = tenantRequests(() => ctx.app);
const configure = () =>
  call('PUT', '/api/admin/membership/settings', tokens.tenantAdmin, {
    stripe_secret_key: SECRET_KEY,
    stripe_webhook_secret: 'whsec_PublicRoutesSecret',
  });
const unconfigure = () =>
  call('PUT', '/api/admin/membership/settings', tokens.tenantAdmin, { stripe_secret_key: null });

afterEach(() => {
  stripe.requests.length = 0;
});

describe('GET /api/membership/tiers', () => {
  it('lists the free tier first, then the active paid tiers by position, cached', async () => {
    const response = await call('GET', '/api/membership/tiers');
    expect(response.statusCode).toBe(200);
    const body = response.json<PublicTierList>();
    expect(body.tiers.map((t) => t.id)).toEqual([null, monthly.id, yearlyOnly.id]);
    expect(body.tiers[0]).toMatchObject({ name: 'Free', monthly_price: null });
    expect(body.tiers[1]).toEqual({
      id: monthly.id,
      name: 'Supporter',
      description: 'More stories',
      benefits: ['Paid stories'],
      monthly_price: 700,
      yearly_price: 7000,
      currency: 'usd',
    });
    expect(body.tiers.some((t) => t.id === archived.id)).toBe(false);
    expect(response.headers['cache-control']).toContain('public');
  });
});

describe('POST /api/membership/checkout', () => {
  it('is for signed-in readers (401)', async () => {
    const response = await call('POST', '/api/membership/checkout', undefined, {
      tier_id: monthly.id,
      interval: 'month',
    });
    expect(response.statusCode).toBe(401);
  });

  it('is a 409 while the publication takes no payments', async () => {
    await unconfigure();
    const reader = await createUserWithSession(ctx.database.db);
    const response = await call('POST', '/api/membership/checkout', reader.token, {
      tier_id: monthly.id,
      interval: 'month',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.notConfigured });
    expect(stripe.requests).toEqual([]);
  });

  it('creates the customer once and a subscription Checkout Session with inline price_data', async () => {
    await configure();
    const reader = await createUserWithSession(ctx.database.db);
    const response = await call('POST', '/api/membership/checkout', reader.token, {
      tier_id: monthly.id,
      interval: 'month',
    });
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^${stripe.url}/checkout/cs_test_`));

    const [customerCall, sessionCall] = stripe.requests;
    expect(customerCall).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      apiKey: SECRET_KEY,
      body: { email: reader.user.email, metadata: { user_id: String(reader.user.id) } },
    });
    const customerId = [...stripe.customers.keys()].at(-1);
    expect(sessionCall?.path).toBe('/v1/checkout/sessions');
    expect(sessionCall?.body).toMatchObject({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: String(reader.user.id),
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '700',
            recurring: { interval: 'month' },
            product_data: { name: 'Supporter' },
          },
        },
      ],
      metadata: {
        tenant_id: String(alpha.id),
        user_id: String(reader.user.id),
        tier_id: String(monthly.id),
        interval: 'month',
      },
      success_url:
        'https://news.example.org/tenant/alpha/membership/welcome?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://news.example.org/tenant/alpha/membership',
    });
    const [member] = await ctx.database.db
      .select()
      .from(members)
      .where(and(eq(members.tenantId, alpha.id), eq(members.userId, reader.user.id)));
    expect(member?.stripeCustomerId).toBe(customerId);

    // A second Checkout reuses the customer.
    stripe.requests.length = 0;
    const again = await call('POST', '/api/membership/checkout', reader.token, {
      tier_id: yearlyOnly.id,
      interval: 'year',
    });
    expect(again.statusCode).toBe(200);
    expect(stripe.requests.map((r) => r.path)).toEqual(['/v1/checkout/sessions']);
    expect(stripe.requests[0]?.body).toMatchObject({ customer: customerId });
  });

  it('answers a form post with 303 to the Checkout page', async () => {
    await configure();
    const reader = await createUserWithSession(ctx.database.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/membership/checkout',
      headers: { ...headers(reader.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `tier_id=${monthly.id}&interval=year`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(new RegExp(`^${stripe.url}/checkout/cs_test_`));
    expect(stripe.requests.at(-1)?.body).toMatchObject({
      line_items: [{ price_data: { unit_amount: '7000', recurring: { interval: 'year' } } }],
    });
  });

  it("takes a form's publication from its tenant field: a form sends no X-Tenant-ID", async () => {
    await configure();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/membership/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `tenant=${alpha.slug}&tier_id=${monthly.id}&interval=month&email=form%40example.com`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(new RegExp(`^${stripe.url}/checkout/cs_test_`));
    const made = stripe.requests.at(-1);
    // The publication's own keys, and the way back to its own pages under /tenant/{slug}.
    expect(made?.apiKey).toBe(SECRET_KEY);
    expect(made?.body).toMatchObject({
      customer_email: 'form@example.com',
      success_url: `https://news.example.org/tenant/${alpha.slug}/membership/welcome?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `https://news.example.org/tenant/${alpha.slug}/membership`,
    });
  });

  it('refuses an unknown tier (404), an archived one (409), a missing price (422)', async () => {
    await configure();
    const reader = await createUserWithSession(ctx.database.db);
    const checkout = (body: object) => call('POST', '/api/membership/checkout', reader.token, body);
    const unknown = await checkout({ tier_id: 999_999, interval: 'month' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.unknownTier });
    const old = await checkout({ tier_id: archived.id, interval: 'month' });
    expect(old.statusCode).toBe(409);
    expect(old.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.tierArchived });
    const noPrice = await checkout({ tier_id: yearlyOnly.id, interval: 'month' });
    expect(noPrice.statusCode).toBe(422);
    expect(noPrice.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.noPrice });
    expect((await checkout({ tier_id: monthly.id, interval: 'week' })).statusCode).toBe(422);
    expect(stripe.requests).toEqual([]);
  });

  it('refuses a reader who already pays (409)', async () => {
    await configure();
    const reader = await createUserWithSession(ctx.database.db);
    await ctx.database.db
      .insert(members)
      .values({ tenantId: alpha.id, userId: reader.user.id, stripeCustomerId: 'cus_paid_1' });
    await ctx.database.db.insert(memberSubscriptions).values({
      tenantId: alpha.id,
      userId: reader.user.id,
      tierId: monthly.id,
      stripeSubscriptionId: 'sub_paid_1',
      stripeCustomerId: 'cus_paid_1',
      status: 'active',
    });
    const response = await call('POST', '/api/membership/checkout', reader.token, {
      tier_id: monthly.id,
      interval: 'month',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.alreadySubscribed });
  });

  it('answers 502 when Stripe cannot be reached', async () => {
    unreachable = await createTestApp({
      membership: { stripeApiBase: `http://127.0.0.1:${await freePort()}` },
    });
    const office = await createBackOffice(unreachable.database.db);
    const inject = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
      unreachable.app.inject({
        method,
        url,
        headers: { 'x-tenant-id': 'alpha', authorization: `Bearer ${token}` },
        payload,
      });
    await inject('PUT', '/api/admin/membership/settings', office.tokens.tenantAdmin, {
      stripe_secret_key: SECRET_KEY,
    });
    const tier = await inject('POST', '/api/admin/membership/tiers', office.tokens.tenantAdmin, {
      name: 'Supporter',
      monthly_price: 500,
    });
    const response = await inject('POST', '/api/membership/checkout', office.tokens.reader, {
      tier_id: tier.json<AdminTier>().id,
      interval: 'month',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.stripeUnavailable });
  });
});

describe('POST /api/membership/portal', () => {
  it('is a 404 for a reader without a billing account', async () => {
    await configure();
    const reader = await createUserWithSession(ctx.database.db);
    const response = await call('POST', '/api/membership/portal', reader.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.noBillingAccount });
    expect((await call('POST', '/api/membership/portal')).statusCode).toBe(401);
  });

  it("opens the customer's portal, back to the profile", async () => {
    await configure();
    const reader = await createUserWithSession(ctx.database.db);
    await ctx.database.db
      .insert(members)
      .values({ tenantId: alpha.id, userId: reader.user.id, stripeCustomerId: 'cus_portal_1' });
    const response = await call('POST', '/api/membership/portal', reader.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ url: string }>().url).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));
    expect(stripe.requests.at(-1)).toMatchObject({
      path: '/v1/billing_portal/sessions',
      body: {
        customer: 'cus_portal_1',
        return_url: 'https://news.example.org/tenant/alpha/profile',
      },
    });
  });
});

describe('GET /api/auth/user/membership', () => {
  const membershipOf = async (token: string) => {
    const response = await call('GET', '/api/auth/user/membership', token);
    expect(response.statusCode).toBe(200);
    const body = response.json<UserMembership>();
    expect(Object.keys(body).sort()).toEqual(
      ['cancel_at_period_end', 'renews_at', 'status', 'tier'].sort(),
    );
    return body;
  };
  const subscription = (userId: number, values: Partial<typeof memberSubscriptions.$inferInsert>) =>
    ctx.database.db.insert(memberSubscriptions).values({
      tenantId: alpha.id,
      userId,
      tierId: monthly.id,
      stripeSubscriptionId: `sub_status_${userId}_${values.status ?? 'active'}`,
      stripeCustomerId: `cus_status_${userId}`,
      ...values,
    });

  it('is 401 signed out, free for a reader with nothing', async () => {
    expect((await call('GET', '/api/auth/user/membership')).statusCode).toBe(401);
    const reader = await createUserWithSession(ctx.database.db);
    const body = await membershipOf(reader.token);
    expect(body).toMatchObject({ status: 'free', renews_at: null, cancel_at_period_end: false });
    expect(body.tier.id).toBeNull();
  });

  it('is paid, past_due, canceled as the subscription is', async () => {
    const reader = await createUserWithSession(ctx.database.db);
    const periodEnd = new Date('2027-01-15T00:00:00Z');
    await subscription(reader.user.id, {
      status: 'active',
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: true,
    });
    expect(await membershipOf(reader.token)).toMatchObject({
      status: 'paid',
      tier: { id: monthly.id, name: 'Supporter' },
      renews_at: periodEnd.toISOString(),
      cancel_at_period_end: true,
    });
    await ctx.database.db
      .update(memberSubscriptions)
      .set({ status: 'past_due' })
      .where(eq(memberSubscriptions.userId, reader.user.id));
    expect((await membershipOf(reader.token)).status).toBe('past_due');
    await ctx.database.db
      .update(memberSubscriptions)
      .set({ status: 'canceled' })
      .where(eq(memberSubscriptions.userId, reader.user.id));
    const ended = await membershipOf(reader.token);
    expect(ended).toMatchObject({ status: 'canceled', renews_at: null });
    expect(ended.tier.id).toBeNull();
  });

  it('is comped while a comp runs, before a paid subscription', async () => {
    const reader = await createUserWithSession(ctx.database.db);
    await subscription(reader.user.id, { status: 'active' });
    const until = new Date(Date.now() + 86_400_000);
    await ctx.database.db.insert(members).values({
      tenantId: alpha.id,
      userId: reader.user.id,
      compTierId: yearlyOnly.id,
      compUntil: until,
    });
    expect(await membershipOf(reader.token)).toMatchObject({
      status: 'comped',
      tier: { id: yearlyOnly.id },
      renews_at: until.toISOString(),
    });
    // An expired comp no longer counts.
    await ctx.database.db
      .update(members)
      .set({ compUntil: new Date(Date.now() - 1000) })
      .where(eq(members.userId, reader.user.id));
    expect((await membershipOf(reader.token)).status).toBe('paid');
  });
});
