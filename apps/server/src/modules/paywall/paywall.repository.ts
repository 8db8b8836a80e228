import { and, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { StoryAccess } from '@helionews/contracts';
import type { Executor } from '../../db/client.js';
import { DEFAULT_PREVIEW_PARAGRAPHS } from '../../lib/teaser.js';
import {
  members,
  memberSubscriptions,
  membershipSettings,
  meteredReads,
  stories,
} from '../../db/schema/index.js';

/** What the paywall reads of a published story: its access level and its whole body. */
export interface PaywalledStory {
  id: number;
  access: StoryAccess;
  bodyHtml: string;
}

/** The publication's paywall settings; the table's defaults when it set none. */
export interface PaywallSettings {
  previewParagraphs: number;
  meterMembers: number;
  meterAnonymous: number;
}

/** The first day of `at`'s month (UTC), as the `date` metered_reads stores. */
export function monthOf(at: Date): string {
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/**
 * The membership tables, read directly (the membership module writes them): settings, a reader's
 * subscriptions and comp, the meter. Every query filters by tenant.
 */
export function createPaywallRepository(db: Executor) {
  return {
    async findPublishedStory(tenantId: number, id: number): Promise<PaywalledStory | null> {
      const [row] = await db
        .select({ id: stories.id, access: stories.access, bodyHtml: stories.bodyHtml })
        .from(stories)
        .where(
          and(eq(stories.tenantId, tenantId), eq(stories.id, id), eq(stories.status, 'published')),
        )
        .limit(1);
      return row ?? null;
    },

    async settings(tenantId: number): Promise<PaywallSettings> {
      const [row] = await db
        .select({
          previewParagraphs: membershipSettings.previewParagraphs,
          meterMembers: membershipSettings.meterMembers,
          meterAnonymous: membershipSettings.meterAnonymous,
        })
        .from(membershipSettings)
        .where(eq(membershipSettings.tenantId, tenantId));
      return (
        row ?? { previewParagraphs: DEFAULT_PREVIEW_PARAGRAPHS, meterMembers: 0, meterAnonymous: 0 }
      );
    },

    /**
     * Whether the reader holds a paid tier now: a subscription that pays (active, or past_due
     * while Stripe retries) with its period not over, or a comp without an end or ending later.
     */
    async hasPaidTier(tenantId: number, userId: number, now: Date): Promise<boolean> {
      const [subscription] = await db
        .select({ id: memberSubscriptions.id })
        .from(memberSubscriptions)
        .where(
          and(
            eq(memberSubscriptions.tenantId, tenantId),
            eq(memberSubscriptions.userId, userId),
            inArray(memberSubscriptions.status, ['active', 'past_due']),
            gt(memberSubscriptions.currentPeriodEnd, now),
          ),
        )
        .limit(1);
      if (subscription) return true;
      const [comp] = await db
        .select({ userId: members.userId })
        .from(members)
        .where(
          and(
            eq(members.tenantId, tenantId),
            eq(members.userId, userId),
            sql`${members.compTierId} is not null`,
            or(isNull(members.compUntil), gt(members.compUntil, now)),
          ),
        )
        .limit(1);
      return Boolean(comp);
    },

    async meteredCount(tenantId: number, userId: number, month: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(meteredReads)
        .where(
          and(
            eq(meteredReads.tenantId, tenantId),
            eq(meteredReads.userId, userId),
            eq(meteredReads.month, month),
          ),
        );
      return row?.value ?? 0;
    },

    async hasMeteredRead(
      tenantId: number,
      userId: number,
      month: string,
      storyId: number,
    ): Promise<boolean> {
      const [row] = await db
        .select({ storyId: meteredReads.storyId })
        .from(meteredReads)
        .where(
          and(
            eq(meteredReads.tenantId, tenantId),
            eq(meteredReads.userId, userId),
            eq(meteredReads.month, month),
            eq(meteredReads.storyId, storyId),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /**
     * Counts a story against the month's meter unless the month is used up: one statement, so two
     * requests at once cannot both take the last read (the count and the insert are one). True
     * when the row exists afterwards (counted now or before).
     */
    async takeMeteredRead(
      tenantId: number,
      userId: number,
      month: string,
      storyId: number,
      limit: number,
    ): Promise<boolean> {
      const taken = await db.execute<{ story_id: number }>(sql`
        insert into metered_reads (tenant_id, user_id, month, story_id)
        select ${tenantId}, ${userId}, ${month}::date, ${storyId}
        where (select count(*) from metered_reads
               where tenant_id = ${tenantId} and user_id = ${userId} and month = ${month}::date)
              < ${limit}
        on conflict do nothing
        returning story_id`);
      if (rowsOf(taken).length > 0) return true;
      return this.hasMeteredRead(tenantId, userId, month, storyId);
    },
  };
}

/** node-postgres answers `{ rows }`, PGlite too; both through Drizzle's `execute`. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export type PaywallRepository = ReturnType<typeof createPaywallRepository>;
