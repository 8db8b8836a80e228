import {
  DELIVERY_STATUSES,
  NEWSLETTER_CADENCES,
  SEND_STATUSES,
  SUBSCRIPTION_STATUSES,
  SUPPRESSION_REASONS,
} from '@helionews/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
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
  tenantIdColumn,
  tenantRowForeignKey,
  timestampDefaultNow,
} from './columns.js';

export const newsletterCadence = pgEnum('newsletter_cadence', NEWSLETTER_CADENCES);
export const subscriptionStatus = pgEnum('newsletter_subscription_status', SUBSCRIPTION_STATUSES);
export const sendStatus = pgEnum('newsletter_send_status', SEND_STATUSES);
export const deliveryStatus = pgEnum('newsletter_delivery_status', DELIVERY_STATUSES);
export const suppressionReason = pgEnum('newsletter_suppression_reason', SUPPRESSION_REASONS);

/** A publication's newsletters (issue 32): who sends it, and when (each story, or a digest). */
export const newsletters = pgTable(
  'newsletters',
  {
    id: generatedId(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    replyTo: text('reply_to'),
    cadence: newsletterCadence('cadence').notNull().default('each_story'),
    /** Digests: the hour (0-23) in the publication's time zone, and the weekday (0 Sunday). */
    digestHour: smallint('digest_hour').notNull().default(7),
    digestWeekday: smallint('digest_weekday').notNull().default(1),
    subscribeOnSignup: boolean('subscribe_on_signup').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(true),
    createdAt: timestampDefaultNow('created_at'),
    updatedAt: timestampDefaultNow('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('newsletters_digest_hour', sql`${t.digestHour} between 0 and 23`),
    check('newsletters_digest_weekday', sql`${t.digestWeekday} between 0 and 6`),
  ],
);
export type NewsletterRow = typeof newsletters.$inferSelect;

/**
 * One address on one newsletter. `pending` until its confirmation link is opened (the link's
 * token is stored as its SHA-256 only, and expires); `active` receives; `unsubscribed` is kept so
 * the address is not mailed again. `unsubscribe_token` is the per-recipient unguessable token of
 * every message's List-Unsubscribe link (`{tenant_id}.` and 256 random bits, base64url); the
 * confirmation token has the same form, and only its hash is kept.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: generatedId(),
    tenantId: tenantIdColumn(),
    newsletterId: bigint('newsletter_id', { mode: 'number' }).notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** The reader's account, when the address is theirs (kept null once it is deleted). */
    userId: actorUserColumn('user_id'),
    status: subscriptionStatus('status').notNull().default('pending'),
    /** form | account | import | signup */
    source: text('source').notNull().default('form'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: timestampDefaultNow('created_at'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    updatedAt: timestampDefaultNow('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    tenantRowForeignKey(
      'newsletter_subscriptions_newsletter_fk',
      [t.tenantId, t.newsletterId],
      newsletters,
    ),
    uniqueIndex('newsletter_subscriptions_tenant_newsletter_email_key').on(
      t.tenantId,
      t.newsletterId,
      t.email,
    ),
    // A send's recipients, in id order (the enqueue pages through them).
    index('newsletter_subscriptions_tenant_newsletter_status_idx').on(
      t.tenantId,
      t.newsletterId,
      t.status,
      t.id,
    ),
    // A reader's own subscriptions (profile).
    index('newsletter_subscriptions_tenant_user_idx').on(t.tenantId, t.userId),
    // The links in mail. Each token starts with its publication's id (`{tenant_id}.{random}`),
    // so a link is looked up within one publication, and every key still leads with it (ADR 012).
    uniqueIndex('newsletter_subscriptions_tenant_unsubscribe_token_key').on(
      t.tenantId,
      t.unsubscribeToken,
    ),
    index('newsletter_subscriptions_tenant_confirm_token_idx')
      .on(t.tenantId, t.confirmTokenHash)
      .where(sql`${t.confirmTokenHash} is not null`),
    check('newsletter_subscriptions_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);
export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/**
 * One mailing of a newsletter: a story, or a digest of the period's stories. The message is
 * rendered once when the send starts (`html`, `text`, with the recipient's unsubscribe link as a
 * placeholder); a digest's `period_key` (e.g. `daily:2026-11-29`) is unique per newsletter, so
 * however many nodes run the scheduler, a period gets one digest.
 */
export const newsletterSends = pgTable(
  'newsletter_sends',
  {
    id: generatedId(),
    tenantId: tenantIdColumn(),
    newsletterId: bigint('newsletter_id', { mode: 'number' }).notNull(),
    /** story | digest */
    kind: text('kind').notNull().default('story'),
    storyId: bigint('story_id', { mode: 'number' }),
    periodKey: text('period_key'),
    subject: text('subject').notNull(),
    html: text('html'),
    text: text('text'),
    status: sendStatus('status').notNull().default('scheduled'),
    sendAt: timestampDefaultNow('send_at'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    total: integer('total').notNull().default(0),
    createdBy: actorUserColumn('created_by'),
    createdAt: timestampDefaultNow('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    tenantRowForeignKey(
      'newsletter_sends_newsletter_fk',
      [t.tenantId, t.newsletterId],
      newsletters,
    ),
    index('newsletter_sends_tenant_newsletter_created_idx').on(
      t.tenantId,
      t.newsletterId,
      t.createdAt.desc(),
    ),
    // What the delivery engine looks at: sends due or under way.
    index('newsletter_sends_tenant_status_send_at_idx')
      .on(t.tenantId, t.status, t.sendAt)
      .where(sql`${t.status} in ('scheduled', 'sending')`),
    uniqueIndex('newsletter_sends_tenant_newsletter_period_key')
      .on(t.tenantId, t.newsletterId, t.periodKey)
      .where(sql`${t.periodKey} is not null`),
  ],
);
export type NewsletterSendRow = typeof newsletterSends.$inferSelect;

/**
 * One recipient of one send, unique per (send, address): exactly one copy. A node claims a
 * queued row by setting `claimed_until` (SKIP LOCKED); a row still `queued` when its claim ran out
 * (the node died) is claimed again and goes with the same `message_id`, so a mail store can drop
 * the copy.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: generatedId(),
    tenantId: tenantIdColumn(),
    sendId: bigint('send_id', { mode: 'number' }).notNull(),
    subscriptionId: bigint('subscription_id', { mode: 'number' }),
    email: text('email').notNull(),
    unsubscribeToken: text('unsubscribe_token'),
    messageId: text('message_id').notNull(),
    status: deliveryStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampDefaultNow('next_attempt_at'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastAnswer: text('last_answer'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestampDefaultNow('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    tenantRowForeignKey('newsletter_deliveries_send_fk', [t.tenantId, t.sendId], newsletterSends),
    uniqueIndex('newsletter_deliveries_tenant_send_email_key').on(t.tenantId, t.sendId, t.email),
    // The queue of one send, in the order it is claimed.
    index('newsletter_deliveries_tenant_send_queued_idx')
      .on(t.tenantId, t.sendId, t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'queued'`),
    // A send's counts and its failures.
    index('newsletter_deliveries_tenant_send_status_idx').on(t.tenantId, t.sendId, t.status),
  ],
);
export type NewsletterDeliveryRow = typeof newsletterDeliveries.$inferSelect;

/** Addresses a publication never mails again: a permanent bounce, a complaint, or by hand. */
export const newsletterSuppressions = pgTable(
  'newsletter_suppressions',
  {
    id: generatedId(),
    tenantId: tenantIdColumn(),
    /** Lower-cased. */
    email: text('email').notNull(),
    reason: suppressionReason('reason').notNull(),
    detail: text('detail'),
    createdAt: timestampDefaultNow('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('newsletter_suppressions_tenant_email_key').on(t.tenantId, t.email),
  ],
);
export type NewsletterSuppressionRow = typeof newsletterSuppressions.$inferSelect;
