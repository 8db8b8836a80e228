import {
  NEWSLETTER_MESSAGES,
  type ConfirmResult,
  type PublicNewsletterList,
  type UnsubscribeTarget,
  type UserNewsletters,
} from '@helionews/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newsletterDeliveries,
  newsletterSends,
  newsletters,
  newsletterSubscriptions,
  newsletterSuppressions,
  type NewsletterRow,
  type TenantRow,
} from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { bearer, nextClientAddress, registerReader } from '../../test/auth.js';
import { createTenant } from '../../test/factories.js';
import { createContentRepository } from '../content/content.repository.js';
import { SUBSCRIBE_RATE_LIMITS } from './newsletters.public-routes.js';
import { NEWSLETTERS_TAG } from './newsletters.service.js';

const SECRET = 'provider-webhook-secret-for-tests';
let ctx: TestContext;
let clock = new Date('2026-11-20T10:00:00Z');
let sequence = 0;

beforeAll(async () => {
  ctx = await createTestApp({
    now: () => clock,
    newsletters: { webhookSecret: SECRET },
  });
  // The platform's default publication: what a request naming none (a mail link, a form) reaches first.
  await createTenant(ctx.database.db, { slug: 'helionews' });
});
afterAll(() => ctx.close());

/** A publication of its own with newsletters, so each test starts from nothing. */
async function publication(
  rows: Partial<typeof newsletters.$inferInsert>[] = [{ name: 'Morning Briefing' }],
): Promise<{ tenant: TenantRow; list: NewsletterRow[] }> {
  sequence += 1;
  const tenant = await createTenant(ctx.database.db, { slug: `paper-${sequence}` });
  const list: NewsletterRow[] = [];
  for (const row of rows) {
    const [inserted] = await ctx.database.db
      .insert(newsletters)
      .values({
        tenantId: tenant.id,
        name: 'Briefing',
        senderName: 'Desk',
        senderEmail: 'desk@example.org',
        ...row,
      })
      .returning();
    if (inserted) list.push(inserted);
  }
  return { tenant, list };
}

const subscribe = (slug: string, payload: object, remoteAddress = nextClientAddress()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/newsletters/subscribe',
    headers: { 'x-tenant-id': slug },
    payload,
    remoteAddress,
  });

const postForm = (body: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/newsletters/subscribe',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: body,
    remoteAddress: nextClientAddress(),
  });

const subscriptionsOf = (tenantId: number, email: string) =>
  ctx.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(
      and(eq(newsletterSubscriptions.tenantId, tenantId), eq(newsletterSubscriptions.email, email)),
    );

/** The confirmation link of the last mail to `to`. */
function confirmLink(to: string): URL {
  const mail = ctx.mail.filter((message) => message.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const match = /(https?:\/\/\S+\/newsletters\/confirm\?token=[\w.%-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error('no confirmation link in the mail');
  return new URL(match[1]);
}

/** The confirmation page's call: on the publication of the link's site (its /tenant/{slug}). */
const confirm = (token: string, slug = `paper-${sequence}`) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/newsletters/confirm?token=${encodeURIComponent(token)}`,
    headers: { 'x-tenant-id': slug },
  });

describe('GET /api/newsletters', () => {
  it('lists the public newsletters of the publication only, and an edit shows at once', async () => {
    const { tenant } = await publication([
      { name: 'Morning Briefing', description: 'Every morning', cadence: 'daily' },
      { name: 'Staff only', isPublic: false },
    ]);
    const other = await publication([{ name: 'Other paper letter' }]);
    const list = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/newsletters',
          headers: { 'x-tenant-id': tenant.slug },
        })
      ).json<PublicNewsletterList>();
    const first = await list();
    expect(first.newsletters.map((n) => [n.name, n.description, n.cadence])).toEqual([
      ['Morning Briefing', 'Every morning', 'daily'],
    ]);
    expect(JSON.stringify(first)).not.toContain(other.list[0]?.name);
    // Cached: a change the content version does not hear of is not seen...
    await ctx.database.db
      .update(newsletters)
      .set({ name: 'Evening Briefing' })
      .where(eq(newsletters.tenantId, tenant.id));
    expect((await list()).newsletters[0]?.name).toBe('Morning Briefing');
    // ...and once the version moves for the newsletters' tag (as every admin write does), it is.
    await createContentRepository(ctx.database.db).bumpVersion(tenant.id, [NEWSLETTERS_TAG]);
    await expect.poll(async () => (await list()).newsletters[0]?.name).toBe('Evening Briefing');
  });
});

describe('POST /api/newsletters/subscribe', () => {
  it('mails a confirmation link that confirms, idempotently, within 48 hours', async () => {
    const { tenant, list } = await publication();
    const email = `ada-${sequence}@example.org`;
    const answer = await subscribe(tenant.slug, { email: email.toUpperCase() });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ detail: NEWSLETTER_MESSAGES.subscribeAccepted });
    const [row] = await subscriptionsOf(tenant.id, email);
    expect(row).toMatchObject({ status: 'pending', source: 'form', newsletterId: list[0]?.id });

    const link = confirmLink(email);
    expect(link.pathname).toBe(`/tenant/${tenant.slug}/newsletters/confirm`);
    const token = link.searchParams.get('token') ?? '';
    expect(token.startsWith(`${tenant.id}.`)).toBe(true);
    // Only the token's hash is kept.
    expect(row?.confirmTokenHash).not.toContain(token.split('.')[1]);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    expect(confirmed.json<ConfirmResult>()).toEqual({
      result: 'confirmed',
      newsletters: ['Morning Briefing'],
    });
    const [active] = await subscriptionsOf(tenant.id, email);
    expect(active?.status).toBe('active');
    expect(active?.confirmedAt?.toISOString()).toBe(clock.toISOString());
    // Opened again (a reload): the same answer.
    expect((await confirm(token)).json<ConfirmResult>().result).toBe('confirmed');
    // Asked of another publication, the link is no link.
    expect((await confirm(token, 'helionews')).json<ConfirmResult>().result).toBe('invalid');
  });

  it("writes the confirmation mail in the reader's language", async () => {
    const { tenant } = await publication();
    const email = `lea-${sequence}@example.org`;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletters/subscribe',
      headers: { 'x-tenant-id': tenant.slug, 'accept-language': 'fr-CA,fr;q=0.9' },
      payload: { email },
      remoteAddress: nextClientAddress(),
    });
    const mail = ctx.mail.filter((message) => message.to === email).at(-1);
    expect(mail?.subject).toBe(`Confirmez votre abonnement à ${tenant.displayName}`);
    expect(mail?.text).toContain('Morning Briefing');
    expect(mail?.html).toContain('Confirmer mon abonnement');
  });

  it('answers an expired or unknown link with invalid', async () => {
    const { tenant } = await publication();
    const email = `late-${sequence}@example.org`;
    await subscribe(tenant.slug, { email });
    const token = confirmLink(email).searchParams.get('token') ?? '';
    const start = clock;
    clock = new Date(start.getTime() + 49 * 60 * 60 * 1000);
    try {
      expect((await confirm(token)).json<ConfirmResult>()).toEqual({
        result: 'invalid',
        newsletters: [],
      });
    } finally {
      clock = start;
    }
    expect((await confirm(`${tenant.id}.${'x'.repeat(43)}`)).json<ConfirmResult>().result).toBe(
      'invalid',
    );
    expect((await confirm('nonsense')).json<ConfirmResult>().result).toBe('invalid');
    const [row] = await subscriptionsOf(tenant.id, email);
    expect(row?.status).toBe('pending');
  });

  it('gives the same answer for a new, pending, active, unsubscribed and suppressed address', async () => {
    const { tenant, list } = await publication();
    const newsletterId = list[0]?.id ?? 0;
    const db = ctx.database.db;
    const base = { tenantId: tenant.id, newsletterId, unsubscribeToken: '' };
    const addresses = {
      fresh: `fresh-${sequence}@example.org`,
      pending: `pending-${sequence}@example.org`,
      active: `active-${sequence}@example.org`,
      left: `left-${sequence}@example.org`,
      suppressed: `suppressed-${sequence}@example.org`,
    };
    await db.insert(newsletterSubscriptions).values([
      { ...base, email: addresses.pending, status: 'pending', unsubscribeToken: `${tenant.id}.a` },
      { ...base, email: addresses.active, status: 'active', unsubscribeToken: `${tenant.id}.b` },
      {
        ...base,
        email: addresses.left,
        status: 'unsubscribed',
        unsubscribeToken: `${tenant.id}.c`,
      },
    ]);
    await db
      .insert(newsletterSuppressions)
      .values({ tenantId: tenant.id, email: addresses.suppressed, reason: 'bounce' });

    const answers = [];
    for (const email of Object.values(addresses)) {
      const response = await subscribe(tenant.slug, { email });
      answers.push([response.statusCode, response.body]);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.[0]).toBe(202);

    const mailed = new Set(ctx.mail.map((mail) => mail.to));
    expect(mailed.has(addresses.fresh)).toBe(true);
    expect(mailed.has(addresses.pending)).toBe(true);
    expect(mailed.has(addresses.left)).toBe(true);
    expect(mailed.has(addresses.active)).toBe(false);
    expect(mailed.has(addresses.suppressed)).toBe(false);
    // One who left stays out until they follow the link themselves.
    expect((await subscriptionsOf(tenant.id, addresses.left))[0]?.status).toBe('unsubscribed');
    expect(await subscriptionsOf(tenant.id, addresses.suppressed)).toEqual([]);
  });

  it('subscribes to the sign-up newsletters by default, and refuses unknown or private ids', async () => {
    const { tenant, list } = await publication([
      { name: 'Daily', subscribeOnSignup: true },
      { name: 'Weekly' },
      { name: 'Private', isPublic: false },
    ]);
    const [daily, weekly, hidden] = list;
    const email = `choice-${sequence}@example.org`;
    await subscribe(tenant.slug, { email });
    expect((await subscriptionsOf(tenant.id, email)).map((row) => row.newsletterId)).toEqual([
      daily?.id,
    ]);
    const both = await subscribe(tenant.slug, { email, newsletter_ids: [weekly?.id] });
    expect(both.statusCode).toBe(202);
    expect(ctx.mail.at(-1)?.text).toContain('Weekly');

    const refused = await subscribe(tenant.slug, { email, newsletter_ids: [hidden?.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ detail: NEWSLETTER_MESSAGES.unknownNewsletter });
    const other = await publication();
    const foreign = await subscribe(tenant.slug, { email, newsletter_ids: [other.list[0]?.id] });
    expect(foreign.statusCode).toBe(422);
    expect((await subscribe(tenant.slug, { email: 'not-an-address' })).statusCode).toBe(422);
  });

  it('takes an HTML form naming its publication and answers 303 to the check-inbox page', async () => {
    const { tenant, list } = await publication([{ name: 'A' }, { name: 'B' }, { name: 'C' }]);
    const email = `form-${sequence}@example.org`;
    const ids = list.map((row) => row.id);
    const response = await postForm(
      `email=${encodeURIComponent(email)}&newsletter_ids=${ids[0]},${ids[1]}&newsletter_ids=${ids[2]}&tenant=${tenant.slug}`,
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/tenant/${tenant.slug}/newsletters/check-inbox`);
    const rows = await subscriptionsOf(tenant.id, email);
    expect(rows.map((row) => row.newsletterId).sort()).toEqual([...ids].sort());
    expect(confirmLink(email).pathname).toBe(`/tenant/${tenant.slug}/newsletters/confirm`);

    // The header's publication, when a script sent the form: no prefix.
    const withHeader = await postForm(`email=${encodeURIComponent(`h-${email}`)}`, {
      'x-tenant-id': tenant.slug,
    });
    expect(withHeader.headers.location).toBe('/newsletters/check-inbox');

    const bad = await postForm(`email=nope&tenant=${tenant.slug}`);
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe(`/tenant/${tenant.slug}/newsletters/check-inbox?error=email`);

    const unknown = await postForm(`email=${encodeURIComponent(email)}&tenant=no-such-paper`);
    expect(unknown.statusCode).toBe(404);
  });

  it('limits requests per address and per source with 429', async () => {
    const { tenant } = await publication();
    const email = `busy-${sequence}@example.org`;
    const statuses: number[] = [];
    for (let i = 0; i <= SUBSCRIBE_RATE_LIMITS.perAddress.max; i += 1)
      statuses.push((await subscribe(tenant.slug, { email })).statusCode);
    expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);

    const source = nextClientAddress();
    const fromOne: number[] = [];
    for (let i = 0; i <= SUBSCRIBE_RATE_LIMITS.perSource.max; i += 1)
      fromOne.push((await subscribe(tenant.slug, { email: `s${i}-${email}` }, source)).statusCode);
    expect(fromOne.at(-2)).toBe(202);
    expect(fromOne.at(-1)).toBe(429);
  });
});

describe('unsubscribe', () => {
  async function subscribed() {
    const { tenant, list } = await publication();
    const email = `reader-${sequence}@example.org`;
    const token = `${tenant.id}.${'u'.repeat(40)}${sequence.toString().padStart(3, '0')}`;
    await ctx.database.db.insert(newsletterSubscriptions).values({
      tenantId: tenant.id,
      newsletterId: list[0]?.id ?? 0,
      email,
      status: 'active',
      unsubscribeToken: token,
      confirmedAt: clock,
    });
    return { tenant, email, token };
  }
  const oneClick = (url: string, body = 'List-Unsubscribe=One-Click') =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });

  it('shows what a link is about, masked, without changing it', async () => {
    const { tenant, email, token } = await subscribed();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/newsletters/unsubscribe?token=${token}`,
      headers: { 'x-tenant-id': tenant.slug },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<UnsubscribeTarget>()).toEqual({
      newsletter: 'Morning Briefing',
      email: `r***@example.org`,
      subscribed: true,
    });
    expect((await subscriptionsOf(tenant.id, email))[0]?.status).toBe('active');
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `/api/newsletters/unsubscribe?token=${tenant.id}.${'z'.repeat(43)}`,
      headers: { 'x-tenant-id': tenant.slug },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: NEWSLETTER_MESSAGES.invalidToken });
  });

  it('unsubscribes with one click (RFC 8058), no sign-in, and again idempotently', async () => {
    const { tenant, email, token } = await subscribed();
    const response = await oneClick(`/unsubscribe?token=${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(NEWSLETTER_MESSAGES.unsubscribed);
    const [row] = await subscriptionsOf(tenant.id, email);
    expect(row?.status).toBe('unsubscribed');
    expect(row?.unsubscribedAt?.toISOString()).toBe(clock.toISOString());
    expect((await oneClick(`/unsubscribe?token=${token}`)).statusCode).toBe(200);
    expect((await oneClick(`/unsubscribe?token=${tenant.id}.${'q'.repeat(43)}`)).statusCode).toBe(
      404,
    );
    const multipart = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/${tenant.slug}/unsubscribe?token=${token}`,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload:
        '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
  });

  it("answers the page's own form with 303, under the request's /tenant prefix", async () => {
    const { tenant, email, token } = await subscribed();
    const page = await oneClick(
      `/tenant/${tenant.slug}/unsubscribe?token=${token}`,
      'List-Unsubscribe=One-Click&from=page',
    );
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`/tenant/${tenant.slug}/newsletters/unsubscribed`);
    expect((await subscriptionsOf(tenant.id, email))[0]?.status).toBe('unsubscribed');
    const unknown = `${tenant.id}.${'w'.repeat(43)}`;
    const invalid = await oneClick(
      `/unsubscribe?token=${unknown}`,
      'List-Unsubscribe=One-Click&from=page',
    );
    expect(invalid.statusCode).toBe(303);
    expect(invalid.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(unknown)}`);
    expect((await oneClick(`/unsubscribe?token=${token}`, 'other=1')).statusCode).toBe(400);
  });
});

describe('the signed-in reader', () => {
  it('reads and chooses their newsletters, and sign-up newsletters join on registration', async () => {
    const { tenant, list } = await publication([
      { name: 'Daily', subscribeOnSignup: true },
      { name: 'Weekly' },
      { name: 'Private', isPublic: false },
    ]);
    const [daily, weekly, hidden] = list;
    const reader = await registerReader(ctx.app, { tenant: tenant.slug });
    const email = reader.email.toLowerCase();
    const signedUp = await subscriptionsOf(tenant.id, email);
    expect(signedUp.map((row) => [row.newsletterId, row.status, row.source])).toEqual([
      [daily?.id, 'active', 'signup'],
    ]);

    const headers = { 'x-tenant-id': tenant.slug, ...bearer(reader.token) };
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user/newsletters',
      headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<UserNewsletters>()).toMatchObject({
      newsletters: [{ name: 'Daily' }, { name: 'Weekly' }],
      newsletter_ids: [daily?.id],
    });

    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/user/newsletters',
      headers,
      payload: { newsletter_ids: [weekly?.id] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json<UserNewsletters>().newsletter_ids).toEqual([weekly?.id]);
    const rows = await subscriptionsOf(tenant.id, email);
    const byNewsletter = new Map(rows.map((row) => [row.newsletterId, row]));
    expect(byNewsletter.get(daily?.id ?? 0)?.status).toBe('unsubscribed');
    expect(byNewsletter.get(weekly?.id ?? 0)).toMatchObject({
      status: 'active',
      source: 'account',
      userId: reader.user.id,
    });
    // No confirmation mail for the account's own address.
    expect(ctx.mail.filter((mail) => mail.to === email && /confirm/i.test(mail.subject))).toEqual(
      [],
    );

    const privateId = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/user/newsletters',
      headers,
      payload: { newsletter_ids: [hidden?.id] },
    });
    expect(privateId.statusCode).toBe(422);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user/newsletters',
      headers: { 'x-tenant-id': tenant.slug },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/newsletters/events', () => {
  const event = (slug: string, payload: object, secret?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/newsletters/events',
      headers: { 'x-tenant-id': slug, ...(secret !== undefined && { 'x-webhook-secret': secret }) },
      payload,
    });

  it('refuses a wrong or missing secret with 401', async () => {
    const { tenant } = await publication();
    const payload = { type: 'complaint', email: 'x@example.org' };
    for (const secret of [undefined, 'wrong', `${SECRET}x`]) {
      const response = await event(tenant.slug, payload, secret);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: NEWSLETTER_MESSAGES.webhookSecret });
    }
  });

  it('suppresses on a permanent bounce or complaint and marks the latest delivery bounced', async () => {
    const { tenant, list } = await publication();
    const email = `bouncy-${sequence}@example.org`;
    const [send] = await ctx.database.db
      .insert(newsletterSends)
      .values({ tenantId: tenant.id, newsletterId: list[0]?.id ?? 0, subject: 'Hello' })
      .returning();
    await ctx.database.db.insert(newsletterDeliveries).values({
      tenantId: tenant.id,
      sendId: send?.id ?? 0,
      email,
      messageId: `<m-${sequence}@example.org>`,
      status: 'sent',
      sentAt: new Date(clock.getTime() - 60_000),
    });
    const soft = await event(tenant.slug, { type: 'bounce', email, permanent: false }, SECRET);
    expect(soft.json()).toEqual({ suppressed: false });
    const hard = await event(tenant.slug, { type: 'bounce', email, permanent: true }, SECRET);
    expect(hard.statusCode).toBe(200);
    expect(hard.json()).toEqual({ suppressed: true });
    const again = await event(
      tenant.slug,
      { type: 'complaint', email: email.toUpperCase() },
      SECRET,
    );
    expect(again.json()).toEqual({ suppressed: true });

    const suppressions = await ctx.database.db
      .select()
      .from(newsletterSuppressions)
      .where(eq(newsletterSuppressions.tenantId, tenant.id));
    expect(suppressions.map((row) => [row.email, row.reason])).toEqual([[email, 'bounce']]);
    const [delivery] = await ctx.database.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.tenantId, tenant.id));
    expect(delivery?.status).toBe('bounced');
    // From now on the address gets no confirmation mail either.
    const before = ctx.mail.length;
    await subscribe(tenant.slug, { email });
    expect(ctx.mail.length).toBe(before);
  });

  it('is not there (404) without NEWSLETTER_WEBHOOK_SECRET', async () => {
    const bare = await createTestApp();
    try {
      await createTenant(bare.database.db, { slug: 'helionews' });
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/newsletters/events',
        headers: { 'x-webhook-secret': '' },
        payload: { type: 'complaint', email: 'x@example.org' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
