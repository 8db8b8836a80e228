import { MEMBERSHIP_MESSAGES, type AdminTier, type UserMembership } from '@helionews/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberEvents,
  members,
  memberSubscriptions,
  stripeEvents,
  users,
  type TenantRow,
} from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { tenantRequests } from '../../test/auth.js';
import { createBackOffice, createUserWithSession, type CallerRole } from '../../test/factories.js';
import { contentVersionOf } from '../../test/queries.js';
import { startFakeStripe, type FakeStripe } from '../../test/stripe-server.js';

let ctx: TestContext;
let stripe: FakeStripe;
let alpha: TenantRow;
let tokens: Record<CallerRole, string>;
let tier: AdminTier;
let sequence = 0;

const WEBHOOK_SECRET = 'whsec_WebhookTests0001';
const WEBHOOK = '/api/membership/stripe/webhook/alpha';

const deliver = async (payload: string, signature: string | undefined, url = WEBHOOK) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature !== undefined && { 'stripe-signature': signature }),
    },
    payload,
  });

beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await createTestApp({
    publicUrl: 'https://news.example.org',
    membership: { stripeApiBase: stripe.url },
  });
  ({ alpha, tokens } = await createBackOffice(ctx.database.db));
  stripe.setWebhook(
    async (payload, signature) => (await deliver(payload, signature)).statusCode,
    WEBHOOK_SECRET,
  );
  await call('PUT', '/api/admin/membership/settings', tokens.tenantAdmin, {
    stripe_secret_key: 'sk_test_WebhookTests0001',
    stripe_webhook_secret: WEBHOOK_SECRET,
  });
  tier = (
    await call('POST', '/api/admin/membership/tiers', tokens.tenantAdmin, {
      name: 'Supporter',
      monthly_price: 800,
      yearly_price: 8000,
    })
  ).json<AdminTier>();
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

const { call } = tenantRequests(() => ctx.app);

/** A reader who has a Stripe customer of alpha (as a first Checkout leaves them). */
async function customer(language?: string) {
  sequence += 1;
  const reader = await createUserWithSession(ctx.database.db);
  if (language) {
    await ctx.database.db
      .update(users)
      .set({ preferences: { language } })
      .where(eq(users.id, reader.user.id));
  }
  const customerId = `cus_webhook_${sequence}`;
  await ctx.database.db
    .insert(members)
    .values({ tenantId: alpha.id, userId: reader.user.id, stripeCustomerId: customerId });
  return { ...reader, customerId };
}

const subscriptionRow = async (stripeSubscriptionId: string) => {
  const [row] = await ctx.database.db
    .select()
    .from(memberSubscriptions)
    .where(
      and(
        eq(memberSubscriptions.tenantId, alpha.id),
        eq(memberSubscriptions.stripeSubscriptionId, stripeSubscriptionId),
      ),
    );
  return row;
};
const historyOf = async (userId: number) =>
  (
    await ctx.database.db
      .select()
      .from(memberEvents)
      .where(and(eq(memberEvents.tenantId, alpha.id), eq(memberEvents.userId, userId)))
      .orderBy(memberEvents.id)
  ).map((row) => row.type);
const membershipOf = async (token: string) =>
  (await call('GET', '/api/auth/user/membership', token)).json<UserMembership>();
const eventCount = async () =>
  (await ctx.database.db.select().from(stripeEvents).where(eq(stripeEvents.tenantId, alpha.id)))
    .length;

describe('the Stripe webhook', () => {
  it('takes a Checkout through to a paid membership, with a welcome mail in the reader’s language', async () => {
    const reader = await customer('fr');
    const checkout = await call('POST', '/api/membership/checkout', reader.token, {
      tier_id: tier.id,
      interval: 'year',
    });
    expect(checkout.statusCode).toBe(200);
    const sessionId = [...stripe.sessions.keys()].at(-1) ?? '';
    const mailsBefore = ctx.mail.length;
    const versionBefore = await contentVersionOf(ctx.database.db, alpha.id);
    const subscription = await stripe.completeCheckout(sessionId);
    expect(stripe.webhooks.slice(-2).map((w) => [w.event.type, w.status])).toEqual([
      ['checkout.session.completed', 200],
      ['customer.subscription.created', 200],
    ]);
    expect(await subscriptionRow(String(subscription.id))).toMatchObject({
      userId: reader.user.id,
      tierId: tier.id,
      status: 'active',
      interval: 'year',
      amount: 8000,
      currency: 'usd',
      cancelAtPeriodEnd: false,
    });
    expect(await membershipOf(reader.token)).toMatchObject({
      status: 'paid',
      tier: { id: tier.id },
      cancel_at_period_end: false,
    });
    expect(await historyOf(reader.user.id)).toEqual(['subscribed']);
    const mails = ctx.mail.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(reader.user.email);
    expect(mails[0]?.subject).toContain('Bienvenue');
    // Entitlement is per request: nothing shared is invalidated.
    expect(await contentVersionOf(ctx.database.db, alpha.id)).toBe(versionBefore);

    // The portal's cancel, then the period's end.
    await stripe.requestCancel(String(subscription.id));
    expect((await membershipOf(reader.token)).cancel_at_period_end).toBe(true);
    await stripe.endSubscription(String(subscription.id));
    expect((await membershipOf(reader.token)).status).toBe('canceled');
    expect(await historyOf(reader.user.id)).toEqual(['subscribed', 'cancel_requested', 'canceled']);
    expect(ctx.mail.at(-1)?.subject).toContain('pris fin');
  });

  it("pays and cancels from the fake's own pages, as the browser journey will", async () => {
    const reader = await customer();
    const checkout = await call('POST', '/api/membership/checkout', reader.token, {
      tier_id: tier.id,
      interval: 'month',
    });
    const checkoutUrl = checkout.json<{ url: string }>().url;
    const checkoutPage = await (await fetch(checkoutUrl)).text();
    expect(checkoutPage).toContain('>Pay</button>');
    const pay = /action="([^"]+)"/.exec(checkoutPage)?.[1] ?? '';
    const paid = await fetch(new URL(pay, checkoutUrl), { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(
      /^https:\/\/news\.example\.org\/tenant\/alpha\/membership\/welcome\?session_id=cs_test_/,
    );
    expect((await membershipOf(reader.token)).status).toBe('paid');

    const portal = await call('POST', '/api/membership/portal', reader.token);
    const portalUrl = portal.json<{ url: string }>().url;
    const portalPage = await (await fetch(portalUrl)).text();
    expect(portalPage).toContain('>Cancel subscription</button>');
    const cancel = /action="([^"]+)"/.exec(portalPage)?.[1] ?? '';
    const canceled = await fetch(new URL(cancel, portalUrl), {
      method: 'POST',
      redirect: 'manual',
    });
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get('location')).toBe('https://news.example.org/tenant/alpha/profile');
    expect(await membershipOf(reader.token)).toMatchObject({
      status: 'paid',
      cancel_at_period_end: true,
    });
  });

  it('takes an anonymous form (JavaScript off) through Checkout to the account of the address given there, made when there is none', async () => {
    const { headers } = tenantRequests(() => ctx.app);
    const anonymousCheckout = async (email?: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/membership/checkout',
        headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: `tier_id=${tier.id}&interval=month${email ? `&email=${encodeURIComponent(email)}` : ''}`,
      });
      expect(response.statusCode).toBe(303);
      const created = stripe.requests.at(-1)?.body ?? {};
      expect(created).not.toHaveProperty('customer');
      expect(created).not.toHaveProperty('client_reference_id');
      expect(created.metadata).not.toHaveProperty('user_id');
      const checkoutUrl = String(response.headers.location);
      const page = await (await fetch(checkoutUrl)).text();
      expect(page).toContain('name="email"');
      return { checkoutUrl, pay: /action="([^"]+)"/.exec(page)?.[1] ?? '' };
    };
    const userOf = async (email: string) =>
      (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0];

    // A new address: typed on Checkout's page; the account is made, registered on alpha.
    const fresh = await anonymousCheckout();
    const paid = await fetch(new URL(fresh.pay, fresh.checkoutUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=new.reader%40example.org',
    });
    expect(paid.status).toBe(303);
    const made = await userOf('new.reader@example.org');
    expect(made).toMatchObject({ registeredTenantId: alpha.id });
    const [subscription] = await ctx.database.db
      .select()
      .from(memberSubscriptions)
      .where(eq(memberSubscriptions.userId, made?.id ?? 0));
    // The period's end came from the subscription Stripe holds (its own event came second).
    expect(subscription).toMatchObject({ status: 'active', tierId: tier.id, interval: 'month' });
    expect(subscription?.currentPeriodEnd?.getTime()).toBeGreaterThan(Date.now());

    // A known address, given on the pricing page: the subscription joins that account.
    const known = await createUserWithSession(ctx.database.db);
    const second = await anonymousCheckout(known.user.email);
    await fetch(new URL(second.pay, second.checkoutUrl), { method: 'POST', redirect: 'manual' });
    expect(await membershipOf(known.token)).toMatchObject({
      status: 'paid',
      tier: { id: tier.id },
    });

    // JSON without a token is still a sign-in matter.
    const json = await call('POST', '/api/membership/checkout', undefined, {
      tier_id: tier.id,
      interval: 'month',
    });
    expect(json.statusCode).toBe(401);
  });

  it('processes an event id once: a redelivery answers 200 and changes nothing', async () => {
    const reader = await customer();
    const object = stripe.subscriptionObject({
      customer: reader.customerId,
      metadata: { tier_id: String(tier.id) },
    });
    const first = stripe.signedEvent('customer.subscription.created', object);
    expect((await deliver(first.payload, first.signature)).statusCode).toBe(200);
    const count = await eventCount();
    const mails = ctx.mail.length;
    const history = await historyOf(reader.user.id);
    // Stripe retries with the same event; in between, the row was changed by hand.
    await ctx.database.db
      .update(memberSubscriptions)
      .set({ status: 'past_due' })
      .where(eq(memberSubscriptions.stripeSubscriptionId, String(object.id)));
    const again = await deliver(first.payload, first.signature);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true });
    expect(await eventCount()).toBe(count);
    expect((await subscriptionRow(String(object.id)))?.status).toBe('past_due');
    expect(ctx.mail.length).toBe(mails);
    expect(await historyOf(reader.user.id)).toEqual(history);
  });

  it('keeps the newest state whatever the order: updated before created', async () => {
    const reader = await customer();
    const base = { customer: reader.customerId, metadata: { tier_id: String(tier.id) } };
    const object = stripe.subscriptionObject({ ...base, status: 'incomplete' });
    const created = stripe.signedEvent('customer.subscription.created', object, {
      created: 1_900_000_000,
    });
    const updated = stripe.signedEvent(
      'customer.subscription.updated',
      { ...object, status: 'active', cancel_at_period_end: true },
      { created: 1_900_000_100 },
    );
    expect((await deliver(updated.payload, updated.signature)).statusCode).toBe(200);
    expect((await deliver(created.payload, created.signature)).statusCode).toBe(200);
    expect(await subscriptionRow(String(object.id))).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      tierId: tier.id,
    });
    expect((await membershipOf(reader.token)).status).toBe('paid');
  });

  it('keeps the newest state whatever the order: deleted before updated', async () => {
    const reader = await customer();
    const base = { customer: reader.customerId, metadata: { tier_id: String(tier.id) } };
    const object = stripe.subscriptionObject(base);
    const created = stripe.signedEvent('customer.subscription.created', object, {
      created: 1_900_001_000,
    });
    const updated = stripe.signedEvent(
      'customer.subscription.updated',
      { ...object, cancel_at_period_end: true },
      { created: 1_900_001_100 },
    );
    const deleted = stripe.signedEvent(
      'customer.subscription.deleted',
      { ...object, status: 'canceled', ended_at: 1_900_001_200 },
      { created: 1_900_001_200 },
    );
    for (const event of [created, deleted, updated])
      expect((await deliver(event.payload, event.signature)).statusCode).toBe(200);
    expect((await subscriptionRow(String(object.id)))?.status).toBe('canceled');
    expect((await membershipOf(reader.token)).status).toBe('canceled');
    expect(await historyOf(reader.user.id)).toEqual(['subscribed', 'canceled']);
  });

  it('records an event of an unknown customer, answers 200 and changes nothing', async () => {
    const object = stripe.subscriptionObject({
      customer: 'cus_nobody_here',
      metadata: { tier_id: String(tier.id) },
    });
    const before = await eventCount();
    const event = stripe.signedEvent('customer.subscription.created', object);
    const response = await deliver(event.payload, event.signature);
    expect(response.statusCode).toBe(200);
    expect(await eventCount()).toBe(before + 1);
    expect(await subscriptionRow(String(object.id))).toBeUndefined();
  });

  it('refuses a bad or missing signature, an unknown publication, a publication without a secret (400), changing nothing', async () => {
    const reader = await customer();
    const object = stripe.subscriptionObject({ customer: reader.customerId });
    const forged = stripe.signedEvent('customer.subscription.created', object, {
      secret: 'whsec_SomebodyElse000',
    });
    const good = stripe.signedEvent('customer.subscription.created', object);
    const before = await eventCount();
    const tampered = good.payload.replace('"active"', '"past_due"');
    const answers = [
      await deliver(forged.payload, forged.signature),
      await deliver(good.payload, undefined),
      await deliver(tampered, good.signature),
      await deliver(good.payload, 't=1,v1=deadbeef'),
      await deliver(good.payload, good.signature, '/api/membership/stripe/webhook/nowhere'),
      // beta has no webhook secret.
      await deliver(good.payload, good.signature, '/api/membership/stripe/webhook/beta'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.badSignature });
    }
    expect(await eventCount()).toBe(before);
    expect(await subscriptionRow(String(object.id))).toBeUndefined();
  });

  it('marks a failed payment past_due, records it and mails the member', async () => {
    const reader = await customer('de');
    const object = stripe.subscriptionObject({
      customer: reader.customerId,
      metadata: { tier_id: String(tier.id) },
    });
    await stripe.sendEvent('customer.subscription.created', object);
    stripe.subscriptions.set(String(object.id), object);
    const mails = ctx.mail.length;
    const failed = await stripe.sendEvent('invoice.payment_failed', {
      id: 'in_failed_1',
      object: 'invoice',
      customer: reader.customerId,
      billing_reason: 'subscription_cycle',
      amount_due: 800,
      amount_paid: 0,
      currency: 'usd',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: object.id, metadata: object.metadata },
      },
    });
    expect(failed.status).toBe(200);
    expect((await subscriptionRow(String(object.id)))?.status).toBe('past_due');
    expect((await membershipOf(reader.token)).status).toBe('past_due');
    expect(await historyOf(reader.user.id)).toEqual(['subscribed', 'payment_failed']);
    const sent = ctx.mail.slice(mails);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(reader.user.email);
    expect(sent[0]?.subject).toContain('fehlgeschlagen');

    // The retried invoice is paid: active again, and a renewal in the history.
    await stripe.sendEvent('invoice.paid', {
      id: 'in_failed_1',
      object: 'invoice',
      customer: reader.customerId,
      billing_reason: 'subscription_cycle',
      amount_paid: 800,
      currency: 'usd',
      parent: { type: 'subscription_details', subscription_details: { subscription: object.id } },
    });
    expect((await subscriptionRow(String(object.id)))?.status).toBe('active');
    expect(await historyOf(reader.user.id)).toEqual(['subscribed', 'payment_failed', 'renewed']);
  });

  it('records a plan change', async () => {
    const reader = await customer();
    const other = (
      await call('POST', '/api/admin/membership/tiers', tokens.tenantAdmin, {
        name: 'Patron',
        monthly_price: 2000,
      })
    ).json<AdminTier>();
    const object = stripe.subscriptionObject({
      customer: reader.customerId,
      metadata: { tier_id: String(tier.id) },
    });
    await stripe.sendEvent('customer.subscription.created', object);
    await stripe.sendEvent('customer.subscription.updated', {
      ...object,
      metadata: { tier_id: String(other.id) },
    });
    expect((await subscriptionRow(String(object.id)))?.tierId).toBe(other.id);
    expect(await historyOf(reader.user.id)).toEqual(['subscribed', 'plan_changed']);
  });
});
