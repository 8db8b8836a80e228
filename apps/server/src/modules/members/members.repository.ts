import type { MemberEventType, MemberStatus } from '@helionews/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  memberEvents,
  members,
  memberSubscriptions,
  membershipTiers,
  meteredReads,
  users,
} from '../../db/schema/index.js';
import { likePattern } from '../search/search-text.js';

const compTiers = alias(membershipTiers, 'comp_tier');
const subTiers = alias(membershipTiers, 'sub_tier');

/** What the list filters by (the status is derived, see `readersOf`). */
export interface MemberFilter {
  status?: MemberStatus | undefined;
  tier?: number | undefined;
  q?: string | undefined;
}

/** One reader of a publication with their standing, as the list and the detail read it. */
export interface MemberRecord {
  id: number;
  email: string;
  username: string;
  displayName: string | null;
  status: MemberStatus;
  tierId: number | null;
  tierName: string | null;
  interval: 'month' | 'year' | null;
  renewsAt: Date | null;
  compUntil: Date | null;
  joinedAt: Date;
  cancelAtPeriodEnd: boolean;
  stripeCustomerId: string | null;
}

const toDate = (value: unknown): Date | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value
      : new Date(String(value));

/**
 * Members' data, read straight from the membership tables (the Stripe module writes the
 * subscriptions; this one reads them). A publication's readers are the accounts that signed up on
 * it and those with a `members` row of it.
 */
export function createMembersRepository(db: Executor) {
  /**
   * The readers of a tenant with their derived standing: comped while a comp lasts, else the
   * state of their current subscription (an active one first, then a past-due one, then the
   * latest), else free. `at` is the moment comps are judged at.
   */
  function readersOf(tenantId: number, at: Date) {
    const current = sql`(select s2.id from ${memberSubscriptions} s2 where s2.tenant_id = ${tenantId} and s2.user_id = ${users.id} order by (s2.status = 'active') desc, (s2.status = 'past_due') desc, s2.created_at desc, s2.id desc limit 1)`;
    const compActive = sql`(${members.compTierId} is not null and (${members.compUntil} is null or ${members.compUntil} > ${at.toISOString()}::timestamptz))`;
    const status = sql<MemberStatus>`case when ${compActive} then 'comped' when ${memberSubscriptions.status} = 'active' then 'paid' when ${memberSubscriptions.status} = 'past_due' then 'past_due' when ${memberSubscriptions.status} = 'canceled' then 'canceled' else 'free' end`;
    const billed = sql`${memberSubscriptions.status} in ('active', 'past_due')`;
    return db.$with('readers').as(
      db
        .select({
          id: users.id,
          email: users.email,
          username: users.username,
          displayName: users.displayName,
          status: status.as('status'),
          tierId: sql<
            number | null
          >`case when ${compActive} then ${members.compTierId} when ${billed} then ${memberSubscriptions.tierId} else null end`.as(
            'tier_id',
          ),
          tierName: sql<
            string | null
          >`case when ${compActive} then ${compTiers.name} when ${billed} then ${subTiers.name} else null end`.as(
            'tier_name',
          ),
          interval: sql<
            'month' | 'year' | null
          >`case when ${compActive} then null when ${billed} then ${memberSubscriptions.interval} else null end`.as(
            'billing_interval',
          ),
          renewsAt:
            sql<Date | null>`case when ${compActive} then null when ${billed} then ${memberSubscriptions.currentPeriodEnd} else null end`.as(
              'renews_at',
            ),
          compUntil:
            sql<Date | null>`case when ${compActive} then ${members.compUntil} else null end`.as(
              'comp_until',
            ),
          joinedAt:
            sql<Date>`least(${users.createdAt}, coalesce(${members.createdAt}, ${users.createdAt}))`.as(
              'joined_at',
            ),
          cancelAtPeriodEnd:
            sql<boolean>`coalesce(${memberSubscriptions.cancelAtPeriodEnd}, false)`.as(
              'cancel_at_period_end',
            ),
          stripeCustomerId: sql<string | null>`${members.stripeCustomerId}`.as(
            'stripe_customer_id',
          ),
        })
        .from(users)
        .leftJoin(members, and(eq(members.tenantId, tenantId), eq(members.userId, users.id)))
        .leftJoin(
          memberSubscriptions,
          and(
            eq(memberSubscriptions.tenantId, tenantId),
            sql`${memberSubscriptions.id} = ${current}`,
          ),
        )
        .leftJoin(
          compTiers,
          and(eq(compTiers.tenantId, tenantId), eq(compTiers.id, members.compTierId)),
        )
        .leftJoin(
          subTiers,
          and(eq(subTiers.tenantId, tenantId), eq(subTiers.id, memberSubscriptions.tierId)),
        )
        .where(or(eq(users.registeredTenantId, tenantId), isNotNull(members.userId))),
    );
  }

  function conditionsOf(
    readers: ReturnType<typeof readersOf>,
    filter: MemberFilter,
  ): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(sql`${readers.status} = ${filter.status}`);
    if (filter.tier !== undefined) conditions.push(sql`${readers.tierId} = ${filter.tier}`);
    if (filter.q) {
      const pattern = likePattern(filter.q);
      conditions.push(
        sql`(${readers.email} ilike ${pattern} or ${readers.username} ilike ${pattern} or coalesce(${readers.displayName}, '') ilike ${pattern})`,
      );
    }
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  const normalize = (row: Record<string, unknown>): MemberRecord => ({
    id: Number(row.id),
    email: String(row.email),
    username: String(row.username),
    displayName: (row.displayName as string | null) ?? null,
    status: row.status as MemberStatus,
    tierId: row.tierId === null || row.tierId === undefined ? null : Number(row.tierId),
    tierName: (row.tierName as string | null) ?? null,
    interval: (row.interval as 'month' | 'year' | null) ?? null,
    renewsAt: toDate(row.renewsAt),
    compUntil: toDate(row.compUntil),
    joinedAt: toDate(row.joinedAt) ?? new Date(0),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd === true,
    stripeCustomerId: (row.stripeCustomerId as string | null) ?? null,
  });

  return {
    async list(
      tenantId: number,
      at: Date,
      filter: MemberFilter,
      window: { limit: number; offset: number },
    ): Promise<MemberRecord[]> {
      const readers = readersOf(tenantId, at);
      const rows = await db
        .with(readers)
        .select()
        .from(readers)
        .where(conditionsOf(readers, filter))
        .orderBy(desc(readers.joinedAt), desc(readers.id))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map((row) => normalize(row));
    },

    async count(tenantId: number, at: Date, filter: MemberFilter): Promise<number> {
      const readers = readersOf(tenantId, at);
      const [row] = await db
        .with(readers)
        .select({ n: count() })
        .from(readers)
        .where(conditionsOf(readers, filter));
      return row?.n ?? 0;
    },

    /** Counts of readers by standing. */
    async countByStatus(tenantId: number, at: Date): Promise<Map<MemberStatus, number>> {
      const readers = readersOf(tenantId, at);
      const rows = await db
        .with(readers)
        .select({ status: readers.status, n: count() })
        .from(readers)
        .groupBy(readers.status);
      return new Map(rows.map((row) => [row.status, Number(row.n)]));
    },

    async find(tenantId: number, at: Date, userId: number): Promise<MemberRecord | null> {
      const readers = readersOf(tenantId, at);
      const [row] = await db.with(readers).select().from(readers).where(eq(readers.id, userId));
      return row ? normalize(row) : null;
    },

    async history(tenantId: number, userId: number, limit = 200) {
      return db
        .select()
        .from(memberEvents)
        .where(and(eq(memberEvents.tenantId, tenantId), eq(memberEvents.userId, userId)))
        .orderBy(desc(memberEvents.at), desc(memberEvents.id))
        .limit(limit);
    },

    async meteredReadsIn(tenantId: number, userId: number, month: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(meteredReads)
        .where(
          and(
            eq(meteredReads.tenantId, tenantId),
            eq(meteredReads.userId, userId),
            eq(meteredReads.month, month),
          ),
        );
      return row?.n ?? 0;
    },

    async tier(tenantId: number, tierId: number) {
      const [row] = await db
        .select()
        .from(membershipTiers)
        .where(and(eq(membershipTiers.tenantId, tenantId), eq(membershipTiers.id, tierId)));
      return row ?? null;
    },

    async tiers(tenantId: number) {
      return db
        .select()
        .from(membershipTiers)
        .where(eq(membershipTiers.tenantId, tenantId))
        .orderBy(asc(membershipTiers.position), asc(membershipTiers.id));
    },

    async memberRow(tenantId: number, userId: number) {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.tenantId, tenantId), eq(members.userId, userId)));
      return row ?? null;
    },

    /** Makes the reader a member of the tenant if they were not, and sets or clears their comp. */
    async setComp(
      tenantId: number,
      userId: number,
      comp: { tierId: number | null; until: Date | null; by: number | null },
      at: Date,
    ) {
      await db
        .insert(members)
        .values({
          tenantId,
          userId,
          compTierId: comp.tierId,
          compUntil: comp.until,
          compedBy: comp.by,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: [members.tenantId, members.userId],
          set: { compTierId: comp.tierId, compUntil: comp.until, compedBy: comp.by, updatedAt: at },
        });
    },

    /** Makes the reader a member of the tenant (a free one) if they were not; true if so. */
    async attach(tenantId: number, userId: number, at: Date): Promise<boolean> {
      const inserted = await db
        .insert(members)
        .values({ tenantId, userId, createdAt: at, updatedAt: at })
        .onConflictDoNothing()
        .returning({ userId: members.userId });
      return inserted.length > 0;
    },

    async addEvent(event: {
      tenantId: number;
      userId: number;
      type: MemberEventType;
      tierId?: number | null;
      tierName?: string | null;
      at: Date;
    }) {
      await db.insert(memberEvents).values({
        tenantId: event.tenantId,
        userId: event.userId,
        type: event.type,
        tierId: event.tierId ?? null,
        tierName: event.tierName ?? null,
        at: event.at,
      });
    },

    async usersByEmails(emails: string[]) {
      if (emails.length === 0) return [];
      return db
        .select({
          id: users.id,
          email: users.email,
          registeredTenantId: users.registeredTenantId,
        })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, emails));
    },

    /* Figures ----------------------------------------------------------------------------------- */

    /** Readers who joined on each day from `since` (UTC days), and how many joined before it. */
    async joinsByDay(tenantId: number, at: Date, since: Date) {
      const readers = readersOf(tenantId, at);
      const day = sql<string>`to_char(${readers.joinedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const [before] = await db
        .with(readers)
        .select({ n: count() })
        .from(readers)
        .where(sql`${readers.joinedAt} < ${since.toISOString()}::timestamptz`);
      const rows = await db
        .with(readers)
        .select({ day, n: count() })
        .from(readers)
        .where(sql`${readers.joinedAt} >= ${since.toISOString()}::timestamptz`)
        .groupBy(day);
      return {
        before: before?.n ?? 0,
        byDay: new Map(rows.map((row) => [row.day, Number(row.n)])),
      };
    },

    /** Every subscription that ever started paying (not those still waiting for a first payment). */
    async billedSubscriptions(tenantId: number) {
      return db
        .select({
          status: memberSubscriptions.status,
          interval: memberSubscriptions.interval,
          amount: memberSubscriptions.amount,
          currency: memberSubscriptions.currency,
          createdAt: memberSubscriptions.createdAt,
          canceledAt: memberSubscriptions.canceledAt,
        })
        .from(memberSubscriptions)
        .where(
          and(
            eq(memberSubscriptions.tenantId, tenantId),
            ne(memberSubscriptions.status, 'incomplete'),
          ),
        );
    },

    async cancellationsByDay(tenantId: number, since: Date) {
      const day = sql<string>`to_char(${memberEvents.at} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, n: count() })
        .from(memberEvents)
        .where(
          and(
            eq(memberEvents.tenantId, tenantId),
            eq(memberEvents.type, 'canceled'),
            gte(memberEvents.at, since),
          ),
        )
        .groupBy(day);
      return new Map(rows.map((row) => [row.day, Number(row.n)]));
    },

    /** The currency most of the tenant's tiers are priced in, if it has any. */
    async mainCurrency(tenantId: number): Promise<string | null> {
      const [row] = await db
        .select({ currency: membershipTiers.currency, n: count() })
        .from(membershipTiers)
        .where(eq(membershipTiers.tenantId, tenantId))
        .groupBy(membershipTiers.currency)
        .orderBy(desc(count()), asc(membershipTiers.currency))
        .limit(1);
      return row?.currency ?? null;
    },
  };
}
export type MembersRepository = ReturnType<typeof createMembersRepository>;
