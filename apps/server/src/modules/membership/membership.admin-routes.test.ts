import {
  MEMBERSHIP_MESSAGES,
  type AdminTier,
  type MembershipSettings,
  type PublicTierList,
} from '@helionews/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, members, memberSubscriptions, type TenantRow } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { tenantRequests } from '../../test/auth.js';
import { createBackOffice, createUserWithSession, type CallerRole } from '../../test/factories.js';
import { contentVersionOf } from '../../test/queries.js';

let ctx: TestContext;
let alpha: TenantRow;
let tokens: Record<CallerRole, string>;
const logged: string[] = [];

const SECRET_KEY = 'sk_test_AlphaSecretKey4242';
const WEBHOOK_SECRET = 'whsec_AlphaWebhookSecret99';

beforeAll(async () => {
  ctx = await createTestApp({
    publicUrl: 'https://news.example.org',
    logger: {
      level: 'info',
      stream: { write: (line: string) => void logged.push(line) },
    },
  });
  ({ alpha, tokens } = await createBackOffice(ctx.database.db));
});
afterAll(() => ctx.close());

const { call } = tenantRequests(() => ctx.app);
let sequence = 0;
const tierInput = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    name: `Supporter ${sequence}`,
    description: 'Every story, no limits',
    benefits: ['All paid stories', 'The weekly letter'],
    monthly_price: 500,
    yearly_price: 5000,
    currency: 'eur',
    position: sequence,
    ...overrides,
  };
};
const createTier = async (overrides: Record<string, unknown> = {}) => {
  const response = await call(
    'POST',
    '/api/admin/membership/tiers',
    tokens.tenantAdmin,
    tierInput(overrides),
  );
  expect(response.statusCode).toBe(201);
  return response.json<AdminTier>();
};

describe('admin membership tiers', () => {
  it('admits admins and platform admins only', async () => {
    const tier = await createTier();
    for (const role of ['reader', 'contributor', 'editor'] as const) {
      expect((await call('GET', '/api/admin/membership/tiers', tokens[role])).statusCode).toBe(403);
      expect(
        (await call('POST', '/api/admin/membership/tiers', tokens[role], tierInput())).statusCode,
      ).toBe(403);
      expect(
        (await call('PUT', `/api/admin/membership/tiers/${tier.id}`, tokens[role], tierInput()))
          .statusCode,
      ).toBe(403);
      expect(
        (await call('DELETE', `/api/admin/membership/tiers/${tier.id}`, tokens[role])).statusCode,
      ).toBe(403);
      expect((await call('GET', '/api/admin/membership/settings', tokens[role])).statusCode).toBe(
        403,
      );
      expect(
        (await call('PUT', '/api/admin/membership/settings', tokens[role], { meter_members: 2 }))
          .statusCode,
      ).toBe(403);
    }
    expect((await call('GET', '/api/admin/membership/tiers')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/membership/tiers', tokens.tenantAdmin)).statusCode).toBe(
      200,
    );
    expect(
      (await call('GET', '/api/admin/membership/tiers', tokens.platformAdmin)).statusCode,
    ).toBe(200);
  });

  it('creates, changes and deletes a tier, recording each and bumping the content version', async () => {
    const before = await contentVersionOf(ctx.database.db, alpha.id);
    const tier = await createTier({ name: 'Patron' });
    expect(tier).toMatchObject({
      name: 'Patron',
      monthly_price: 500,
      yearly_price: 5000,
      currency: 'eur',
      status: 'active',
      member_count: 0,
    });
    expect(await contentVersionOf(ctx.database.db, alpha.id)).toBe(before + 1);

    const updated = await call(
      'PUT',
      `/api/admin/membership/tiers/${tier.id}`,
      tokens.platformAdmin,
      tierInput({ name: 'Patron plus', yearly_price: null, status: 'archived' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json<AdminTier>()).toMatchObject({
      name: 'Patron plus',
      yearly_price: null,
      status: 'archived',
    });
    const listed = (await call('GET', '/api/admin/membership/tiers', tokens.tenantAdmin)).json<{
      tiers: AdminTier[];
    }>();
    expect(listed.tiers.find((t) => t.id === tier.id)?.status).toBe('archived');

    const deleted = await call(
      'DELETE',
      `/api/admin/membership/tiers/${tier.id}`,
      tokens.tenantAdmin,
    );
    expect(deleted.statusCode).toBe(204);
    expect(
      (await call('DELETE', `/api/admin/membership/tiers/${tier.id}`, tokens.tenantAdmin))
        .statusCode,
    ).toBe(404);
    expect(await contentVersionOf(ctx.database.db, alpha.id)).toBe(before + 3);

    const rows = await ctx.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'membership_tier'), eq(activities.entityId, tier.id)));
    expect(rows.map((row) => row.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses a tier without any price (422)', async () => {
    const response = await call(
      'POST',
      '/api/admin/membership/tiers',
      tokens.tenantAdmin,
      tierInput({ monthly_price: null, yearly_price: null }),
    );
    expect(response.statusCode).toBe(422);
  });

  it('refuses to delete a tier with paid or comped members (409), and counts them', async () => {
    const paidTier = await createTier();
    const compTier = await createTier();
    const payer = await createUserWithSession(ctx.database.db);
    const comped = await createUserWithSession(ctx.database.db);
    await ctx.database.db.insert(members).values([
      { tenantId: alpha.id, userId: payer.user.id, stripeCustomerId: 'cus_admin_test_1' },
      { tenantId: alpha.id, userId: comped.user.id, compTierId: compTier.id },
    ]);
    await ctx.database.db.insert(memberSubscriptions).values({
      tenantId: alpha.id,
      userId: payer.user.id,
      tierId: paidTier.id,
      stripeSubscriptionId: 'sub_admin_test_1',
      stripeCustomerId: 'cus_admin_test_1',
      status: 'active',
    });
    for (const tier of [paidTier, compTier]) {
      const refused = await call(
        'DELETE',
        `/api/admin/membership/tiers/${tier.id}`,
        tokens.tenantAdmin,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: MEMBERSHIP_MESSAGES.tierHasMembers });
    }
    const listed = (await call('GET', '/api/admin/membership/tiers', tokens.tenantAdmin)).json<{
      tiers: AdminTier[];
    }>();
    expect(listed.tiers.find((t) => t.id === paidTier.id)?.member_count).toBe(1);
    expect(listed.tiers.find((t) => t.id === compTier.id)?.member_count).toBe(1);
  });

  it('keeps another publication out: its tier is a 404 here', async () => {
    const theirs = await call(
      'POST',
      '/api/admin/membership/tiers',
      tokens.platformAdmin,
      tierInput(),
      'beta',
    );
    expect(theirs.statusCode).toBe(201);
    const id = theirs.json<AdminTier>().id;
    expect(
      (await call('PUT', `/api/admin/membership/tiers/${id}`, tokens.tenantAdmin, tierInput()))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/admin/membership/tiers/${id}`, tokens.tenantAdmin)).statusCode,
    ).toBe(404);
  });
});

describe('admin membership settings', () => {
  it('keeps the Stripe secrets write-only: set and last four, never the value, never logged', async () => {
    const initial = await call('GET', '/api/admin/membership/settings', tokens.tenantAdmin);
    expect(initial.statusCode).toBe(200);
    expect(initial.json<MembershipSettings>()).toMatchObject({
      stripe_secret_key_set: false,
      stripe_secret_key_last4: null,
      stripe_webhook_secret_set: false,
      webhook_url: 'https://news.example.org/api/membership/stripe/webhook/alpha',
    });
    const tiersBefore = (await call('GET', '/api/membership/tiers')).json<PublicTierList>();
    expect(tiersBefore.payments_enabled).toBe(false);

    const saved = await call('PUT', '/api/admin/membership/settings', tokens.tenantAdmin, {
      stripe_publishable_key: 'pk_test_AlphaPublic',
      stripe_secret_key: SECRET_KEY,
      stripe_webhook_secret: WEBHOOK_SECRET,
      preview_paragraphs: 2,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<MembershipSettings>()).toMatchObject({
      stripe_publishable_key: 'pk_test_AlphaPublic',
      stripe_secret_key_set: true,
      stripe_secret_key_last4: '4242',
      stripe_webhook_secret_set: true,
      preview_paragraphs: 2,
    });
    const read = await call('GET', '/api/admin/membership/settings', tokens.platformAdmin);
    for (const response of [saved, read]) {
      expect(response.body).not.toContain(SECRET_KEY);
      expect(response.body).not.toContain(WEBHOOK_SECRET);
      expect(Object.keys(response.json<object>()).sort()).toEqual(
        [
          'default_access',
          'meter_anonymous',
          'meter_members',
          'preview_paragraphs',
          'stripe_publishable_key',
          'stripe_secret_key_last4',
          'stripe_secret_key_set',
          'stripe_webhook_secret_set',
          'webhook_url',
        ].sort(),
      );
    }
    // Leaving a key out keeps it; the pricing page now offers payments.
    const kept = await call('PUT', '/api/admin/membership/settings', tokens.tenantAdmin, {
      meter_members: 3,
    });
    expect(kept.json<MembershipSettings>().stripe_secret_key_set).toBe(true);
    expect(
      (await call('GET', '/api/membership/tiers')).json<PublicTierList>().payments_enabled,
    ).toBe(true);

    const rows = await ctx.database.db
      .select()
      .from(activities)
      .where(eq(activities.entityType, 'membership_settings'));
    expect(rows.length).toBe(2);
    expect(JSON.stringify(rows)).not.toContain(SECRET_KEY);
    expect(logged.join('\n')).not.toContain(SECRET_KEY);
    expect(logged.join('\n')).not.toContain(WEBHOOK_SECRET);

    // null clears a key.
    const cleared = await call('PUT', '/api/admin/membership/settings', tokens.tenantAdmin, {
      stripe_secret_key: null,
    });
    expect(cleared.json<MembershipSettings>()).toMatchObject({
      stripe_secret_key_set: false,
      stripe_secret_key_last4: null,
      stripe_webhook_secret_set: true,
    });
  });

  it('refuses a key of the wrong kind (422)', async () => {
    const response = await call('PUT', '/api/admin/membership/settings', tokens.tenantAdmin, {
      stripe_secret_key: 'pk_test_NotASecret',
    });
    expect(response.statusCode).toBe(422);
  });
});
