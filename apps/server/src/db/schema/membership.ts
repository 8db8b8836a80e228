import {
  BILLING_INTERVALS,
  MEMBER_EVENT_TYPES,
  MEMBERSHIP_CURRENCIES,
  PAID_SUBSCRIPTION_STATUSES,
  TIER_STATUSES,
} from '@helionews/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  actorUserColumn,
  generatedId,
  ownerUserColumn,
  tenantIdColumn,
  tenantRowForeignKey,
  timestampDefaultNow,
} from './columns.js';
import { storyAccess } from './categories.js';
import { stories } from './stories.js';
import { tenants } from './tenants.js';

/* Members and paid subscriptions (issue 33; contracts/membership.ts says what each value means). */

export const tierStatus = pgEnum('membership_tier_status', TIER_STATUSES);
export const membershipCurrency = pgEnum('membership_currency', MEMBERSHIP_CURRENCIES);
export const billingInterval = pgEnum('billing_interval', BILLING_INTERVALS);
export const paidSubscriptionStatus = pgEnum(
  'member_subscription_status',
  PAID_SUBSCRIPTION_STATUSES,
);
export const memberEventType = pgEnum('member_event_type', MEMBER_EVENT_TYPES);

/** A publication's paid tiers (the free tier is every registered reader, and has no row). */
export const membershipTiers = pgTable(
  'membership_tiers',
  {
    id: generatedId(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    /** Smallest currency unit; null: not sold at that interval. */
    monthlyPrice: integer('monthly_price'),
    yearlyPrice: integer('yearly_price'),
    currency: membershipCurrency('currency').notNull().default('usd'),
    status: tierStatus('status').notNull().default('active'),
    position: integer('position').notNull().default(0),
    createdAt: timestampDefaultNow('created_at'),
    updatedAt: timestampDefaultNow('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check(
      'membership_tiers_price',
      sql`${t.monthlyPrice} is not null or ${t.yearlyPrice} is not null`,
    ),
  ],
);
export type MembershipTierRow = typeof membershipTiers.$inferSelect;

/**
 * One row per publication that set membership up. The Stripe secret key and webhook secret are
 * write-only: no mapper reads them out, and the logger redacts them (ADR 031).
 */
export const membershipSettings = pgTable('membership_settings', {
  tenantId: bigint('tenant_id', { mode: 'number' })
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  stripePublishableKey: text('stripe_publishable_key'),
  stripeSecretKey: text('stripe_secret_key'),
  stripeWebhookSecret: text('stripe_webhook_secret'),
  previewParagraphs: smallint('preview_paragraphs').notNull().default(3),
  meterMembers: smallint('meter_members').notNull().default(0),
  meterAnonymous: smallint('meter_anonymous').notNull().default(0),
  defaultAccess: storyAccess('default_access').notNull().default('public'),
  updatedAt: timestampDefaultNow('updated_at'),
});
export type MembershipSettingsRow = typeof membershipSettings.$inferSelect;

/**
 * A reader's membership of one publication: the Stripe customer (made at their first Checkout),
 * and a complimentary tier an admin granted (`comp_tier_id`, until `comp_until` or for good).
 * A registered reader without a row is a free member.
 */
export const members = pgTable(
  'members',
  {
    tenantId: tenantIdColumn(),
    userId: ownerUserColumn('user_id'),
    stripeCustomerId: text('stripe_customer_id'),
    compTierId: bigint('comp_tier_id', { mode: 'number' }),
    compUntil: timestamp('comp_until', { withTimezone: true }),
    compedBy: actorUserColumn('comped_by'),
    createdAt: timestampDefaultNow('created_at'),
    updatedAt: timestampDefaultNow('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    uniqueIndex('members_tenant_customer_key').on(t.tenantId, t.stripeCustomerId),
  ],
);
export type MemberRow = typeof members.$inferSelect;

/**
 * A Stripe subscription of a member, as its webhooks last described it. Events arrive in any
 * order: `stripe_updated_at` (the event's `created`) keeps an older event from undoing a newer.
 */
export const memberSubscriptions = pgTable(
  'member_subscriptions',
  {
    id: generatedId(),
    tenantId: tenantIdColumn(),
    userId: ownerUserColumn('user_id'),
    tierId: bigint('tier_id', { mode: 'number' }),
    stripeSubscriptionId: text('stripe_subscription_id').notNull(),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    status: paidSubscriptionStatus('status').notNull().default('incomplete'),
    interval: billingInterval('interval'),
    /** Smallest currency unit per interval, for the monthly recurring revenue. */
    amount: integer('amount'),
    currency: text('currency'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    stripeUpdatedAt: timestamp('stripe_updated_at', { withTimezone: true }),
    createdAt: timestampDefaultNow('created_at'),
    updatedAt: timestampDefaultNow('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('member_subscriptions_tenant_stripe_key').on(t.tenantId, t.stripeSubscriptionId),
    index('member_subscriptions_tenant_user_idx').on(t.tenantId, t.userId),
  ],
);
export type MemberSubscriptionRow = typeof memberSubscriptions.$inferSelect;

/** Every Stripe event a publication received, once: its id is the key (processed once). */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    tenantId: tenantIdColumn(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The event's own `created`. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    receivedAt: timestampDefaultNow('received_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.eventId] })],
);

/** A member's history: what the detail page lists and the charts count. */
export const memberEvents = pgTable(
  'member_events',
  {
    id: generatedId(),
    tenantId: tenantIdColumn(),
    userId: ownerUserColumn('user_id'),
    type: memberEventType('type').notNull(),
    tierId: bigint('tier_id', { mode: 'number' }),
    tierName: text('tier_name'),
    amount: integer('amount'),
    currency: text('currency'),
    at: timestampDefaultNow('at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('member_events_tenant_user_idx').on(t.tenantId, t.userId, t.at),
    index('member_events_tenant_type_idx').on(t.tenantId, t.type, t.at),
  ],
);
export type MemberEventRow = typeof memberEvents.$inferSelect;

/**
 * The meter: each members/paid story a signed-in free member opened in a month, once. The month's
 * count is the rows of (tenant, user, month).
 */
export const meteredReads = pgTable(
  'metered_reads',
  {
    tenantId: tenantIdColumn(),
    userId: ownerUserColumn('user_id'),
    /** The first day of the month (UTC). */
    month: date('month').notNull(),
    storyId: bigint('story_id', { mode: 'number' }).notNull(),
    readAt: timestampDefaultNow('read_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.month, t.storyId] }),
    tenantRowForeignKey('metered_reads_story_fk', [t.tenantId, t.storyId], stories),
  ],
);
