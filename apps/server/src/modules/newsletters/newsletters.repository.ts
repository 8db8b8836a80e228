import { likePattern } from '../search/search-text.js';
import type { SubscriptionStatus, SuppressionReason } from '@helionews/contracts';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  newsletterDeliveries,
  newsletterSends,
  newsletters,
  newsletterSubscriptions,
  newsletterSuppressions,
  type NewsletterRow,
  type NewsletterSubscriptionRow,
  type NewsletterSuppressionRow,
} from '../../db/schema/index.js';

/** A newsletter's writable fields (the back-office form). */
export type NewsletterValues = Pick<
  typeof newsletters.$inferInsert,
  | 'name'
  | 'description'
  | 'senderName'
  | 'senderEmail'
  | 'replyTo'
  | 'cadence'
  | 'digestHour'
  | 'digestWeekday'
  | 'subscribeOnSignup'
  | 'isPublic'
>;

export interface SubscriberCountsRow {
  pending: number;
  active: number;
  unsubscribed: number;
}

export interface NewsletterWithCounts extends NewsletterRow {
  counts: SubscriberCountsRow;
}

const subs = newsletterSubscriptions;

interface SubscriberFilter {
  status?: SubscriptionStatus | undefined;
  q?: string | undefined;
}

/** The subscribers list's rows: a newsletter's, by status and part of the address. */
const subscribersWhere = (tenantId: number, newsletterId: number, filter: SubscriberFilter) =>
  and(
    eq(subs.tenantId, tenantId),
    eq(subs.newsletterId, newsletterId),
    filter.status ? eq(subs.status, filter.status) : undefined,
    filter.q ? ilike(subs.email, likePattern(filter.q.toLowerCase())) : undefined,
  );

/** The suppressions list's rows: the publication's, by part of the address. */
const suppressionsWhere = (tenantId: number, q: string | undefined) =>
  and(
    eq(newsletterSuppressions.tenantId, tenantId),
    q ? ilike(newsletterSuppressions.email, likePattern(q.toLowerCase())) : undefined,
  );

export function createNewslettersRepository(db: Executor) {
  const ofTenant = (tenantId: number, id: number) =>
    and(eq(newsletters.tenantId, tenantId), eq(newsletters.id, id));

  /** Subscriber counts per newsletter; pending ones count only while their link is valid. */
  const countsOf = async (
    tenantId: number,
    ids: number[],
    now: Date,
  ): Promise<Map<number, SubscriberCountsRow>> => {
    const counts = new Map<number, SubscriberCountsRow>();
    if (ids.length === 0) return counts;
    const rows = await db
      .select({
        newsletterId: subs.newsletterId,
        pending: sql<number>`count(*) filter (where ${subs.status} = 'pending' and ${subs.confirmExpiresAt} > ${now})`,
        active: sql<number>`count(*) filter (where ${subs.status} = 'active')`,
        unsubscribed: sql<number>`count(*) filter (where ${subs.status} = 'unsubscribed')`,
      })
      .from(subs)
      .where(and(eq(subs.tenantId, tenantId), inArray(subs.newsletterId, ids)))
      .groupBy(subs.newsletterId);
    for (const row of rows) {
      counts.set(row.newsletterId, {
        pending: Number(row.pending),
        active: Number(row.active),
        unsubscribed: Number(row.unsubscribed),
      });
    }
    return counts;
  };

  const withCounts = async (
    tenantId: number,
    rows: NewsletterRow[],
    now: Date,
  ): Promise<NewsletterWithCounts[]> => {
    const counts = await countsOf(
      tenantId,
      rows.map((row) => row.id),
      now,
    );
    return rows.map((row) => ({
      ...row,
      counts: counts.get(row.id) ?? { pending: 0, active: 0, unsubscribed: 0 },
    }));
  };

  return {
    /** The tenant's newsletters in the order they were made (the reader list keeps it). */
    list(tenantId: number, only: { publicOnly?: boolean } = {}): Promise<NewsletterRow[]> {
      return db
        .select()
        .from(newsletters)
        .where(
          and(
            eq(newsletters.tenantId, tenantId),
            only.publicOnly ? eq(newsletters.isPublic, true) : undefined,
          ),
        )
        .orderBy(asc(newsletters.id));
    },

    async listWithCounts(tenantId: number, now: Date): Promise<NewsletterWithCounts[]> {
      const rows = await this.list(tenantId);
      return withCounts(tenantId, rows, now);
    },

    async findWithCounts(
      tenantId: number,
      id: number,
      now: Date,
    ): Promise<NewsletterWithCounts | undefined> {
      const [row] = await db.select().from(newsletters).where(ofTenant(tenantId, id));
      if (!row) return undefined;
      const [found] = await withCounts(tenantId, [row], now);
      return found;
    },

    async find(tenantId: number, id: number): Promise<NewsletterRow | undefined> {
      const [row] = await db.select().from(newsletters).where(ofTenant(tenantId, id));
      return row;
    },

    async insert(tenantId: number, values: NewsletterValues): Promise<NewsletterRow> {
      const [row] = await db
        .insert(newsletters)
        .values({ tenantId, ...values })
        .returning();
      if (!row) throw new Error('newsletter insert returned nothing');
      return row;
    },

    async update(
      tenantId: number,
      id: number,
      values: NewsletterValues,
      now: Date,
    ): Promise<NewsletterRow | undefined> {
      const [row] = await db
        .update(newsletters)
        .set({ ...values, updatedAt: now })
        .where(ofTenant(tenantId, id))
        .returning();
      return row;
    },

    /** Its subscriptions, sends and deliveries go with it (the foreign keys cascade). */
    async delete(tenantId: number, id: number): Promise<NewsletterRow | undefined> {
      const [row] = await db.delete(newsletters).where(ofTenant(tenantId, id)).returning();
      return row;
    },

    /* Subscriptions ------------------------------------------------------------------------- */

    /** The address's subscriptions to these newsletters of the tenant. */
    subscriptionsOf(
      tenantId: number,
      email: string,
      newsletterIds?: number[],
    ): Promise<NewsletterSubscriptionRow[]> {
      return db
        .select()
        .from(subs)
        .where(
          and(
            eq(subs.tenantId, tenantId),
            eq(subs.email, email),
            newsletterIds ? inArray(subs.newsletterId, newsletterIds) : undefined,
          ),
        );
    },

    /** A new subscription (the unique index decides a race: the existing row is returned). */
    async insertSubscription(
      values: typeof subs.$inferInsert,
    ): Promise<NewsletterSubscriptionRow | undefined> {
      const [row] = await db.insert(subs).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** A confirmation request of the form: the token's hash, until when it is valid. */
    async requestConfirmation(
      tenantId: number,
      id: number,
      changes: { confirmTokenHash: string; confirmExpiresAt: Date; status?: 'pending' },
      now: Date,
    ): Promise<void> {
      await db
        .update(subs)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(subs.tenantId, tenantId), eq(subs.id, id)));
    },

    /** The subscriptions a confirmation link names, with their newsletter's name. */
    byConfirmToken(
      tenantId: number,
      tokenHash: string,
    ): Promise<{ subscription: NewsletterSubscriptionRow; newsletter: string }[]> {
      return db
        .select({ subscription: subs, newsletter: newsletters.name })
        .from(subs)
        .innerJoin(
          newsletters,
          and(eq(newsletters.tenantId, subs.tenantId), eq(newsletters.id, subs.newsletterId)),
        )
        .where(and(eq(subs.tenantId, tenantId), eq(subs.confirmTokenHash, tokenHash)))
        .orderBy(asc(newsletters.id));
    },

    /** Confirms these subscriptions: active from now, unless they already were. */
    async confirm(tenantId: number, ids: number[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(subs)
        .set({
          status: 'active',
          confirmedAt: sql`case when ${subs.status} = 'active' then ${subs.confirmedAt} else ${now}::timestamptz end`,
          unsubscribedAt: null,
          updatedAt: now,
        })
        .where(and(eq(subs.tenantId, tenantId), inArray(subs.id, ids)));
    },

    /** The subscription an unsubscribe link names, with its newsletter's name. */
    async byUnsubscribeToken(
      tenantId: number,
      token: string,
    ): Promise<{ subscription: NewsletterSubscriptionRow; newsletter: string } | undefined> {
      const [row] = await db
        .select({ subscription: subs, newsletter: newsletters.name })
        .from(subs)
        .innerJoin(
          newsletters,
          and(eq(newsletters.tenantId, subs.tenantId), eq(newsletters.id, subs.newsletterId)),
        )
        .where(and(eq(subs.tenantId, tenantId), eq(subs.unsubscribeToken, token)));
      return row;
    },

    /**
     * Unsubscribes these subscriptions (those not already out); a confirmation link still
     * pending no longer brings them back.
     */
    async unsubscribe(tenantId: number, ids: number[], now: Date): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .update(subs)
        .set({
          status: 'unsubscribed',
          unsubscribedAt: now,
          confirmTokenHash: null,
          confirmExpiresAt: null,
          updatedAt: now,
        })
        .where(
          and(eq(subs.tenantId, tenantId), inArray(subs.id, ids), ne(subs.status, 'unsubscribed')),
        )
        .returning({ id: subs.id });
      return rows.length;
    },

    /** Makes a subscription active at once (a signed-in reader's own address, or an import). */
    async activate(
      tenantId: number,
      id: number,
      changes: { source: string; userId?: number | null },
      now: Date,
    ): Promise<void> {
      await db
        .update(subs)
        .set({
          status: 'active',
          source: changes.source,
          ...(changes.userId !== undefined && { userId: changes.userId }),
          confirmedAt: sql`case when ${subs.status} = 'active' then ${subs.confirmedAt} else ${now}::timestamptz end`,
          unsubscribedAt: null,
          confirmTokenHash: null,
          confirmExpiresAt: null,
          updatedAt: now,
        })
        .where(and(eq(subs.tenantId, tenantId), eq(subs.id, id)));
    },

    /** One page of a newsletter's subscribers, newest first. */
    listSubscribers(
      tenantId: number,
      newsletterId: number,
      filter: SubscriberFilter,
      window: { limit: number; offset: number },
    ): Promise<NewsletterSubscriptionRow[]> {
      return db
        .select()
        .from(subs)
        .where(subscribersWhere(tenantId, newsletterId, filter))
        .orderBy(desc(subs.createdAt), desc(subs.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    async countSubscribers(
      tenantId: number,
      newsletterId: number,
      filter: SubscriberFilter,
    ): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(subs)
        .where(subscribersWhere(tenantId, newsletterId, filter));
      return Number(row?.total ?? 0);
    },

    /** Every subscriber of a newsletter, oldest first (the export). */
    allSubscribers(tenantId: number, newsletterId: number): Promise<NewsletterSubscriptionRow[]> {
      return db
        .select()
        .from(subs)
        .where(and(eq(subs.tenantId, tenantId), eq(subs.newsletterId, newsletterId)))
        .orderBy(asc(subs.id));
    },

    /** When each subscriber of a newsletter joined and left (the growth chart). */
    joinedAndLeft(
      tenantId: number,
      newsletterId: number,
    ): Promise<{ confirmedAt: Date | null; unsubscribedAt: Date | null; status: string }[]> {
      return db
        .select({
          confirmedAt: subs.confirmedAt,
          unsubscribedAt: subs.unsubscribedAt,
          status: subs.status,
        })
        .from(subs)
        .where(
          and(
            eq(subs.tenantId, tenantId),
            eq(subs.newsletterId, newsletterId),
            isNotNull(subs.confirmedAt),
          ),
        );
    },

    /** The subscriptions of these addresses to one newsletter (an import's lookup). */
    subscriptionsByEmails(
      tenantId: number,
      newsletterId: number,
      emails: string[],
    ): Promise<NewsletterSubscriptionRow[]> {
      if (emails.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(subs)
        .where(
          and(
            eq(subs.tenantId, tenantId),
            eq(subs.newsletterId, newsletterId),
            inArray(subs.email, emails),
          ),
        );
    },

    /** Active subscriptions of an import, in one statement per batch. */
    async insertActive(rows: (typeof subs.$inferInsert)[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(subs)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: subs.id });
      return inserted.length;
    },

    /** Activates pending subscriptions of an import (not unsubscribed ones). */
    async activatePending(
      tenantId: number,
      newsletterId: number,
      ids: number[],
      now: Date,
    ): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .update(subs)
        .set({
          status: 'active',
          source: 'import',
          confirmedAt: now,
          confirmTokenHash: null,
          confirmExpiresAt: null,
          updatedAt: now,
        })
        .where(
          and(
            eq(subs.tenantId, tenantId),
            eq(subs.newsletterId, newsletterId),
            inArray(subs.id, ids),
            eq(subs.status, 'pending'),
          ),
        )
        .returning({ id: subs.id });
      return rows.length;
    },

    /* Suppressions -------------------------------------------------------------------------- */

    async isSuppressed(tenantId: number, email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: newsletterSuppressions.id })
        .from(newsletterSuppressions)
        .where(
          and(
            eq(newsletterSuppressions.tenantId, tenantId),
            eq(newsletterSuppressions.email, email),
          ),
        );
      return row !== undefined;
    },

    /** Which of these addresses the tenant suppressed. */
    async suppressedAmong(tenantId: number, emails: string[]): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const rows = await db
        .select({ email: newsletterSuppressions.email })
        .from(newsletterSuppressions)
        .where(
          and(
            eq(newsletterSuppressions.tenantId, tenantId),
            inArray(newsletterSuppressions.email, emails),
          ),
        );
      return new Set(rows.map((row) => row.email));
    },

    /** Suppresses an address; the first reason stays (undefined: it already was). */
    async suppress(
      tenantId: number,
      email: string,
      reason: SuppressionReason,
      detail: string | null,
    ): Promise<NewsletterSuppressionRow | undefined> {
      const [row] = await db
        .insert(newsletterSuppressions)
        .values({ tenantId, email, reason, detail })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    listSuppressions(
      tenantId: number,
      q: string | undefined,
      window: { limit: number; offset: number },
    ): Promise<NewsletterSuppressionRow[]> {
      return db
        .select()
        .from(newsletterSuppressions)
        .where(suppressionsWhere(tenantId, q))
        .orderBy(desc(newsletterSuppressions.createdAt), desc(newsletterSuppressions.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    async countSuppressions(tenantId: number, q: string | undefined): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(newsletterSuppressions)
        .where(suppressionsWhere(tenantId, q));
      return Number(row?.total ?? 0);
    },

    async deleteSuppression(
      tenantId: number,
      id: number,
    ): Promise<NewsletterSuppressionRow | undefined> {
      const [row] = await db
        .delete(newsletterSuppressions)
        .where(
          and(eq(newsletterSuppressions.tenantId, tenantId), eq(newsletterSuppressions.id, id)),
        )
        .returning();
      return row;
    },

    /**
     * A bounce the provider reported: the address's latest delivery marked sent since `since`
     * becomes bounced (the send's counts then tell it). Returns whether one was found.
     */
    async markLatestDeliveryBounced(
      tenantId: number,
      email: string,
      since: Date,
      answer: string,
      now: Date,
    ): Promise<boolean> {
      const latest = db
        .select({ id: newsletterDeliveries.id })
        .from(newsletterDeliveries)
        .innerJoin(
          newsletterSends,
          and(
            eq(newsletterSends.tenantId, newsletterDeliveries.tenantId),
            eq(newsletterSends.id, newsletterDeliveries.sendId),
          ),
        )
        .where(
          and(
            eq(newsletterDeliveries.tenantId, tenantId),
            eq(newsletterDeliveries.email, email),
            eq(newsletterDeliveries.status, 'sent'),
            or(gt(newsletterDeliveries.sentAt, since), gt(newsletterDeliveries.updatedAt, since)),
          ),
        )
        .orderBy(desc(newsletterDeliveries.sentAt), desc(newsletterDeliveries.id))
        .limit(1);
      const rows = await db
        .update(newsletterDeliveries)
        .set({ status: 'bounced', lastAnswer: answer, updatedAt: now })
        .where(
          and(
            eq(newsletterDeliveries.tenantId, tenantId),
            inArray(newsletterDeliveries.id, latest),
          ),
        )
        .returning({ id: newsletterDeliveries.id });
      return rows.length > 0;
    },
  };
}

export type NewslettersRepository = ReturnType<typeof createNewslettersRepository>;
