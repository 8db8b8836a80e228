import type { DeliveryCounts } from '@helionews/contracts';
import { and, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/handle.js';
import { DEFAULT_PREVIEW_PARAGRAPHS } from '../../lib/teaser.js';
import {
  membershipSettings,
  newsletterDeliveries,
  newsletterSends,
  newsletters,
  stories,
  tenants,
  users,
  type NewsletterRow,
  type NewsletterSendRow,
  type StoryRow,
  type TenantRow,
} from '../../db/schema/index.js';

/** A send as the back-office lists it: the row, its newsletter's name and its author's. */
export interface SendListRow {
  send: NewsletterSendRow;
  newsletterName: string;
  createdBy: string | null;
}

/** One claimed delivery, as the engine sends it. */
export interface ClaimedDelivery {
  tenantId: number;
  id: number;
  sendId: number;
  email: string;
  unsubscribeToken: string | null;
  messageId: string;
  attempts: number;
}

/** What became of one delivery, as the engine records it. */
export interface DeliveryResult {
  id: number;
  answer: string;
}

export const EMPTY_COUNTS: DeliveryCounts = {
  queued: 0,
  sent: 0,
  failed: 0,
  bounced: 0,
  suppressed: 0,
};

/** A send of this many deliveries or more refreshes the table's statistics when it starts. */
const ANALYZE_AFTER_ROWS = 1_000;
/** Subscriptions enqueued by one statement when a send starts. */
const ENQUEUE_CHUNK = 500;

const ids = (values: readonly number[]) =>
  `{${values.map((value) => Math.trunc(value)).join(',')}}`;

/**
 * The sends and their deliveries. The back-office's reads and writes name the tenant; the
 * engine's scans run across tenants (every node runs them) and lock what they take with
 * FOR UPDATE SKIP LOCKED, so that two nodes never take the same send or delivery (ADR 029).
 */
export function createNewsletterSendsRepository(db: Executor) {
  /**
   * What a try of claimed deliveries came to: each still-queued row gets `assignments`, its
   * server's answer, and gives its claim back.
   */
  async function settleQueued(
    tenantId: number,
    results: readonly DeliveryResult[],
    now: Date,
    assignments: SQL,
  ): Promise<void> {
    if (results.length === 0) return;
    await db.execute(sql`
      update newsletter_deliveries d
      set ${assignments}, last_answer = v.answer, claimed_until = null,
        updated_at = ${now.toISOString()}::timestamptz
      from json_to_recordset(${JSON.stringify(results)}::json) as v(id bigint, answer text)
      where d.tenant_id = ${tenantId} and d.id = v.id and d.status = 'queued'`);
  }

  return {
    async newsletter(tenantId: number, id: number): Promise<NewsletterRow | null> {
      const [row] = await db
        .select()
        .from(newsletters)
        .where(and(eq(newsletters.tenantId, tenantId), eq(newsletters.id, id)));
      return row ?? null;
    },

    async tenant(tenantId: number): Promise<TenantRow | null> {
      const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
      return row ?? null;
    },

    /**
     * The paragraphs a members/paid story's teaser keeps in this publication's messages: its
     * membership settings', the default when it set none (issue 33).
     */
    async previewParagraphs(tenantId: number): Promise<number> {
      const [row] = await db
        .select({ previewParagraphs: membershipSettings.previewParagraphs })
        .from(membershipSettings)
        .where(eq(membershipSettings.tenantId, tenantId));
      return row?.previewParagraphs ?? DEFAULT_PREVIEW_PARAGRAPHS;
    },

    /** A story of the tenant that readers can read now; null otherwise. */
    async publishedStory(tenantId: number, storyId: number, now: Date): Promise<StoryRow | null> {
      const [row] = await db
        .select()
        .from(stories)
        .where(
          and(
            eq(stories.tenantId, tenantId),
            eq(stories.id, storyId),
            eq(stories.status, 'published'),
            lte(stories.publishedAt, now),
          ),
        );
      return row ?? null;
    },

    async latestPublishedStory(tenantId: number, now: Date): Promise<StoryRow | null> {
      const [row] = await db
        .select()
        .from(stories)
        .where(
          and(
            eq(stories.tenantId, tenantId),
            eq(stories.status, 'published'),
            lte(stories.publishedAt, now),
          ),
        )
        .orderBy(desc(stories.publishedAt), desc(stories.id))
        .limit(1);
      return row ?? null;
    },

    /** The tenant's stories published in (since, until], oldest first, at most `limit`. */
    async storiesPublishedBetween(
      tenantId: number,
      since: Date,
      until: Date,
      limit: number,
    ): Promise<StoryRow[]> {
      return db
        .select()
        .from(stories)
        .where(
          and(
            eq(stories.tenantId, tenantId),
            eq(stories.status, 'published'),
            sql`${stories.publishedAt} > ${since.toISOString()}::timestamptz`,
            lte(stories.publishedAt, until),
          ),
        )
        .orderBy(stories.publishedAt, stories.id)
        .limit(limit);
    },

    async insertSend(values: typeof newsletterSends.$inferInsert): Promise<NewsletterSendRow> {
      const [row] = await db.insert(newsletterSends).values(values).returning();
      if (!row) throw new Error('newsletter send insert returned nothing');
      return row;
    },

    /** A digest for its period, unless one exists already (any node may try): null then. */
    async insertDigestOnce(
      values: typeof newsletterSends.$inferInsert,
    ): Promise<NewsletterSendRow | null> {
      const [row] = await db
        .insert(newsletterSends)
        .values(values)
        .onConflictDoNothing({
          target: [
            newsletterSends.tenantId,
            newsletterSends.newsletterId,
            newsletterSends.periodKey,
          ],
          where: sql`${newsletterSends.periodKey} is not null`,
        })
        .returning();
      return row ?? null;
    },

    /** The newest digest of a newsletter: where the next one's stories start. */
    async lastDigestAt(tenantId: number, newsletterId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: newsletterSends.createdAt })
        .from(newsletterSends)
        .where(
          and(
            eq(newsletterSends.tenantId, tenantId),
            eq(newsletterSends.newsletterId, newsletterId),
            eq(newsletterSends.kind, 'digest'),
          ),
        )
        .orderBy(desc(newsletterSends.createdAt))
        .limit(1);
      return row?.at ?? null;
    },

    /** Every newsletter with a daily or weekly digest, with its tenant. */
    async digestNewsletters(): Promise<{ newsletter: NewsletterRow; tenant: TenantRow }[]> {
      return db
        .select({ newsletter: newsletters, tenant: tenants })
        .from(newsletters)
        .innerJoin(tenants, eq(tenants.id, newsletters.tenantId))
        .where(inArray(newsletters.cadence, ['daily', 'weekly']));
    },

    async send(tenantId: number, id: number): Promise<SendListRow | null> {
      const [row] = await selectSends(db)
        .where(and(eq(newsletterSends.tenantId, tenantId), eq(newsletterSends.id, id)))
        .limit(1);
      return row ?? null;
    },

    async listSends(
      tenantId: number,
      newsletterId: number | undefined,
      window: { limit: number; offset: number },
    ): Promise<SendListRow[]> {
      return selectSends(db)
        .where(
          and(
            eq(newsletterSends.tenantId, tenantId),
            newsletterId === undefined ? undefined : eq(newsletterSends.newsletterId, newsletterId),
          ),
        )
        .orderBy(desc(newsletterSends.createdAt), desc(newsletterSends.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    async countSends(tenantId: number, newsletterId: number | undefined): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(newsletterSends)
        .where(
          and(
            eq(newsletterSends.tenantId, tenantId),
            newsletterId === undefined ? undefined : eq(newsletterSends.newsletterId, newsletterId),
          ),
        );
      return Number(row?.value ?? 0);
    },

    /** Each send's deliveries by status. */
    async counts(
      tenantId: number,
      sendIds: readonly number[],
    ): Promise<Map<number, DeliveryCounts>> {
      const result = new Map<number, DeliveryCounts>();
      if (sendIds.length === 0) return result;
      const rows = await db
        .select({
          sendId: newsletterDeliveries.sendId,
          status: newsletterDeliveries.status,
          value: count(),
        })
        .from(newsletterDeliveries)
        .where(
          and(
            eq(newsletterDeliveries.tenantId, tenantId),
            inArray(newsletterDeliveries.sendId, [...sendIds]),
          ),
        )
        .groupBy(newsletterDeliveries.sendId, newsletterDeliveries.status);
      for (const row of rows) {
        const counts = result.get(row.sendId) ?? { ...EMPTY_COUNTS };
        counts[row.status] = Number(row.value);
        result.set(row.sendId, counts);
      }
      return result;
    },

    /** A send's deliveries that did not go, the newest first. */
    async failures(tenantId: number, sendId: number, limit: number) {
      return db
        .select({
          email: newsletterDeliveries.email,
          status: newsletterDeliveries.status,
          attempts: newsletterDeliveries.attempts,
          lastAnswer: newsletterDeliveries.lastAnswer,
          updatedAt: newsletterDeliveries.updatedAt,
        })
        .from(newsletterDeliveries)
        .where(
          and(
            eq(newsletterDeliveries.tenantId, tenantId),
            eq(newsletterDeliveries.sendId, sendId),
            inArray(newsletterDeliveries.status, ['failed', 'bounced', 'suppressed']),
          ),
        )
        .orderBy(desc(newsletterDeliveries.updatedAt), desc(newsletterDeliveries.id))
        .limit(limit);
    },

    /** A send that has not finished stops: what is still queued stays unsent. */
    async cancel(tenantId: number, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(newsletterSends)
        .set({ status: 'canceled', finishedAt: now })
        .where(
          and(
            eq(newsletterSends.tenantId, tenantId),
            eq(newsletterSends.id, id),
            inArray(newsletterSends.status, ['scheduled', 'sending']),
          ),
        )
        .returning({ id: newsletterSends.id });
      return rows.length > 0;
    },

    /** Failed deliveries queued again from their first attempt, and the send under way again. */
    async retryFailed(tenantId: number, id: number, now: Date): Promise<number> {
      const requeued = await db
        .update(newsletterDeliveries)
        .set({
          status: 'queued',
          attempts: 0,
          nextAttemptAt: now,
          claimedUntil: null,
          updatedAt: now,
        })
        .where(
          and(
            eq(newsletterDeliveries.tenantId, tenantId),
            eq(newsletterDeliveries.sendId, id),
            eq(newsletterDeliveries.status, 'failed'),
          ),
        )
        .returning({ id: newsletterDeliveries.id });
      if (requeued.length > 0) {
        await db
          .update(newsletterSends)
          .set({ status: 'sending', finishedAt: null })
          .where(and(eq(newsletterSends.tenantId, tenantId), eq(newsletterSends.id, id)));
      }
      return requeued.length;
    },

    /* The engine ------------------------------------------------------------------------------ */

    /**
     * Locks one scheduled send whose time has come (any tenant), skipping those another node
     * holds; call inside the transaction that starts it.
     */
    async claimDueSend(now: Date): Promise<NewsletterSendRow | null> {
      const [row] = await db
        .select()
        .from(newsletterSends)
        .where(and(eq(newsletterSends.status, 'scheduled'), lte(newsletterSends.sendAt, now)))
        .orderBy(newsletterSends.sendAt, newsletterSends.id)
        .limit(1)
        .for('update', { skipLocked: true });
      return row ?? null;
    },

    async storyOf(tenantId: number, storyId: number): Promise<StoryRow | null> {
      const [row] = await db
        .select()
        .from(stories)
        .where(and(eq(stories.tenantId, tenantId), eq(stories.id, storyId)));
      return row ?? null;
    },

    /**
     * One delivery row per active subscription of the newsletter, each with the subscription's
     * unsubscribe token and a Message-ID fixed for good; suppressed addresses are recorded as
     * such and never queued. Rows already there stay (ON CONFLICT DO NOTHING). Answers the total.
     */
    async enqueue(
      send: Pick<NewsletterSendRow, 'tenantId' | 'id' | 'newsletterId'>,
      domain: string,
      now: Date,
    ): Promise<number> {
      // In chunks of ENQUEUE_CHUNK subscriptions, in the order of their ids, the event loop
      // free between them: on embedded PGlite a statement runs on the thread that serves
      // readers, and 100,000 rows in one held it for seconds.
      let after = 0;
      for (;;) {
        const result = await db.execute(sql`
          with chunk as (
            select s.tenant_id, s.id, s.email, s.unsubscribe_token
            from newsletter_subscriptions s
            where s.tenant_id = ${send.tenantId} and s.id > ${after}
              and s.newsletter_id = ${send.newsletterId} and s.status = 'active'
            order by s.id
            limit ${ENQUEUE_CHUNK}),
          added as (
            insert into newsletter_deliveries
              (tenant_id, send_id, subscription_id, email, unsubscribe_token, message_id, status,
               last_answer, next_attempt_at, updated_at)
            select c.tenant_id, ${send.id}, c.id, c.email, c.unsubscribe_token,
              '<nl.' || c.tenant_id || '.' || ${send.id}::bigint || '.' || c.id || '@' || ${domain}::text || '>',
              (case when x.id is null then 'queued' else 'suppressed' end)::newsletter_delivery_status,
              case when x.id is null then null else 'suppressed: ' || x.reason end,
              ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
            from chunk c
            left join newsletter_suppressions x on x.tenant_id = c.tenant_id and x.email = c.email
            order by c.id
            on conflict (tenant_id, send_id, email) do nothing)
          select max(id) as "last", count(*) as "rows" from chunk`);
        const [chunk] = rowsOf<{ last: string | number | null; rows: string | number }>(result);
        if (!chunk || chunk.last === null || Number(chunk.rows) < ENQUEUE_CHUNK) break;
        after = Number(chunk.last);
        await new Promise((resolve) => setImmediate(resolve));
      }
      const [row] = await db
        .select({ value: count() })
        .from(newsletterDeliveries)
        .where(
          and(
            eq(newsletterDeliveries.tenantId, send.tenantId),
            eq(newsletterDeliveries.sendId, send.id),
          ),
        );
      const total = Number(row?.value ?? 0);
      // The planner learns of the send's rows now rather than at autovacuum's next turn (a
      // minute later, and only when enough of the table changed; never on PGlite). Without it,
      // the queued rows of a new send count as none, and each settling update was planned as a
      // hash of every queued row of the tenant: 100,000 read for each batch of a big send, 300
      // messages a second. A small sample is enough to count them, and quick.
      if (total >= ANALYZE_AFTER_ROWS) {
        await db.execute(sql`set local default_statistics_target = 10`);
        await db.execute(sql`analyze newsletter_deliveries`);
      }
      return total;
    },

    async startSend(
      send: Pick<NewsletterSendRow, 'tenantId' | 'id'>,
      values: { subject: string; html: string; text: string; total: number; now: Date },
    ): Promise<void> {
      await db
        .update(newsletterSends)
        .set({
          status: 'sending',
          subject: values.subject,
          html: values.html,
          text: values.text,
          total: values.total,
          startedAt: values.now,
        })
        .where(and(eq(newsletterSends.tenantId, send.tenantId), eq(newsletterSends.id, send.id)));
    },

    /** A send that cannot start (its story is gone): failed, with no delivery. */
    async failSend(send: Pick<NewsletterSendRow, 'tenantId' | 'id'>, now: Date): Promise<void> {
      await db
        .update(newsletterSends)
        .set({ status: 'failed', startedAt: now, finishedAt: now })
        .where(and(eq(newsletterSends.tenantId, send.tenantId), eq(newsletterSends.id, send.id)));
    },

    /** Whether any send (any tenant) is scheduled or under way. */
    async hasOpenSends(): Promise<boolean> {
      const [row] = await db
        .select({ id: newsletterSends.id })
        .from(newsletterSends)
        .where(inArray(newsletterSends.status, ['scheduled', 'sending']))
        .limit(1);
      return row !== undefined;
    },

    /** Sends under way (any tenant), the oldest first. */
    async sendingSends(limit: number): Promise<NewsletterSendRow[]> {
      return db
        .select()
        .from(newsletterSends)
        .where(eq(newsletterSends.status, 'sending'))
        .orderBy(newsletterSends.sendAt, newsletterSends.id)
        .limit(limit);
    },

    /**
     * Takes up to `limit` queued deliveries of a send that are due and not held: each gets a
     * lease until `claimedUntil` and one more attempt. Rows another node is taking are skipped.
     */
    async claimDeliveries(
      tenantId: number,
      sendId: number,
      limit: number,
      now: Date,
      claimedUntil: Date,
    ): Promise<ClaimedDelivery[]> {
      const result = await db.execute(sql`
        update newsletter_deliveries d
        set claimed_until = ${claimedUntil.toISOString()}::timestamptz, attempts = d.attempts + 1
        where d.tenant_id = ${tenantId} and d.id in (
          select q.id from newsletter_deliveries q
          where q.tenant_id = ${tenantId} and q.send_id = ${sendId} and q.status = 'queued'
            and q.next_attempt_at <= ${now.toISOString()}::timestamptz
            and (q.claimed_until is null or q.claimed_until < ${now.toISOString()}::timestamptz)
            and exists (
              select 1 from newsletter_sends s
              where s.tenant_id = q.tenant_id and s.id = q.send_id and s.status = 'sending')
          order by q.next_attempt_at, q.id
          limit ${limit}
          for update skip locked)
        returning d.tenant_id as "tenantId", d.id, d.send_id as "sendId", d.email,
          d.unsubscribe_token as "unsubscribeToken", d.message_id as "messageId", d.attempts`);
      return rowsOf<ClaimedDelivery>(result).map((row) => ({
        ...row,
        tenantId: Number(row.tenantId),
        id: Number(row.id),
        sendId: Number(row.sendId),
        attempts: Number(row.attempts),
      }));
    },

    /** Accepted by the mail server: sent, with its answer. */
    markSent(tenantId: number, results: readonly DeliveryResult[], now: Date): Promise<void> {
      return settleQueued(
        tenantId,
        results,
        now,
        sql`status = 'sent', sent_at = ${now.toISOString()}::timestamptz`,
      );
    },

    /** Refused for good (or too many times): failed, with the server's answer. */
    markFailed(tenantId: number, results: readonly DeliveryResult[], now: Date): Promise<void> {
      return settleQueued(tenantId, results, now, sql`status = 'failed'`);
    },

    /** Refused for now: queued again, not before `retryAt`. */
    markRetry(
      tenantId: number,
      results: readonly DeliveryResult[],
      now: Date,
      retryAt: Date,
    ): Promise<void> {
      return settleQueued(
        tenantId,
        results,
        now,
        sql`next_attempt_at = ${retryAt.toISOString()}::timestamptz`,
      );
    },

    /** Claimed and never tried (the node stops): given back, the attempt not counted. */
    async release(tenantId: number, deliveryIds: readonly number[]): Promise<void> {
      if (deliveryIds.length === 0) return;
      await db.execute(sql`
        update newsletter_deliveries
        set claimed_until = null, attempts = greatest(attempts - 1, 0)
        where tenant_id = ${tenantId} and id = any(${ids(deliveryIds)}::bigint[])
          and status = 'queued'`);
    },

    /**
     * Sends under way with nothing left queued end, honestly: `sent` when nothing failed,
     * `failed` when nothing went, `partially_failed` otherwise.
     */
    async finishDrained(now: Date): Promise<number> {
      const result = await db.execute(sql`
        with drained as (
          select s2.tenant_id, s2.id from newsletter_sends s2
          where s2.status = 'sending' and not exists (
            select 1 from newsletter_deliveries q
            where q.tenant_id = s2.tenant_id and q.send_id = s2.id and q.status = 'queued')
        ), tally as (
          select r.tenant_id, r.id,
            count(d.id) filter (where d.status = 'sent') as sent,
            count(d.id) filter (where d.status in ('failed', 'bounced')) as failed
          from drained r
          left join newsletter_deliveries d on d.tenant_id = r.tenant_id and d.send_id = r.id
          group by r.tenant_id, r.id
        )
        update newsletter_sends s
        set status = (case
            when c.failed = 0 then 'sent'
            when c.sent = 0 then 'failed'
            else 'partially_failed' end)::newsletter_send_status,
          finished_at = ${now.toISOString()}::timestamptz
        from tally c
        where s.tenant_id = c.tenant_id and s.id = c.id and s.status = 'sending'
        returning s.id`);
      return rowsOf(result).length;
    },
  };
}

export type NewsletterSendsRepository = ReturnType<typeof createNewsletterSendsRepository>;

function selectSends(db: Executor) {
  return db
    .select({
      send: newsletterSends,
      newsletterName: newsletters.name,
      createdBy: users.username,
    })
    .from(newsletterSends)
    .innerJoin(
      newsletters,
      and(
        eq(newsletters.tenantId, newsletterSends.tenantId),
        eq(newsletters.id, newsletterSends.newsletterId),
      ),
    )
    .leftJoin(users, eq(users.id, newsletterSends.createdBy))
    .$dynamic();
}
