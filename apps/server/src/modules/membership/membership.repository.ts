import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  memberEvents,
  members,
  memberSubscriptions,
  membershipSettings,
  membershipTiers,
  stripeEvents,
  users,
  type MemberRow,
  type MemberSubscriptionRow,
  type MembershipSettingsRow,
  type MembershipTierRow,
} from '../../db/schema/index.js';

export type TierValues = Omit<
  typeof membershipTiers.$inferInsert,
  'id' | 'tenantId' | 'createdAt' | 'updatedAt'
>;
export type SettingsValues = Partial<
  Omit<typeof membershipSettings.$inferInsert, 'tenantId' | 'updatedAt'>
>;
export type SubscriptionValues = Partial<
  Omit<typeof memberSubscriptions.$inferInsert, 'id' | 'tenantId' | 'createdAt' | 'updatedAt'>
>;
export type MemberEventValues = Omit<typeof memberEvents.$inferInsert, 'id' | 'tenantId' | 'at'>;

/** Subscription states that hold a paid tier (a past-due one is retried, still entitled). */
export const ENTITLED_STATUSES = ['active', 'past_due'] as const;

/** Who a membership mail goes to. */
export interface MemberContact {
  email: string;
  language: string | undefined;
}

export function createMembershipRepository(db: Executor) {
  const tierKey = (tenantId: number, id: number) =>
    and(eq(membershipTiers.tenantId, tenantId), eq(membershipTiers.id, id));

  return {
    /* Tiers ------------------------------------------------------------------------------- */

    async listTiers(
      tenantId: number,
      options: { activeOnly: boolean },
    ): Promise<MembershipTierRow[]> {
      return db
        .select()
        .from(membershipTiers)
        .where(
          options.activeOnly
            ? and(eq(membershipTiers.tenantId, tenantId), eq(membershipTiers.status, 'active'))
            : eq(membershipTiers.tenantId, tenantId),
        )
        .orderBy(asc(membershipTiers.position), asc(membershipTiers.id));
    },

    async findTier(tenantId: number, id: number): Promise<MembershipTierRow | undefined> {
      const [row] = await db.select().from(membershipTiers).where(tierKey(tenantId, id));
      return row;
    },

    async insertTier(tenantId: number, values: TierValues): Promise<MembershipTierRow> {
      const [row] = await db
        .insert(membershipTiers)
        .values({ ...values, tenantId })
        .returning();
      if (!row) throw new Error('tier insert returned nothing');
      return row;
    },

    async updateTier(
      tenantId: number,
      id: number,
      values: TierValues,
      at: Date,
    ): Promise<MembershipTierRow | undefined> {
      const [row] = await db
        .update(membershipTiers)
        .set({ ...values, updatedAt: at })
        .where(tierKey(tenantId, id))
        .returning();
      return row;
    },

    async deleteTier(tenantId: number, id: number): Promise<MembershipTierRow | undefined> {
      const [row] = await db.delete(membershipTiers).where(tierKey(tenantId, id)).returning();
      return row;
    },

    /** Paid (entitled subscriptions) and comped members (live comps) on each tier. */
    async memberCounts(tenantId: number, at: Date): Promise<Map<number, number>> {
      const paid = await db
        .selectDistinct({ tierId: memberSubscriptions.tierId, userId: memberSubscriptions.userId })
        .from(memberSubscriptions)
        .where(
          and(
            eq(memberSubscriptions.tenantId, tenantId),
            isNotNull(memberSubscriptions.tierId),
            inArray(memberSubscriptions.status, [...ENTITLED_STATUSES]),
          ),
        );
      const comped = await db
        .select({ tierId: members.compTierId, userId: members.userId })
        .from(members)
        .where(
          and(
            eq(members.tenantId, tenantId),
            isNotNull(members.compTierId),
            or(isNull(members.compUntil), gt(members.compUntil, at)),
          ),
        );
      const holders = new Map<number, Set<number>>();
      for (const row of [...paid, ...comped]) {
        if (row.tierId === null) continue;
        const set = holders.get(row.tierId) ?? new Set<number>();
        set.add(row.userId);
        holders.set(row.tierId, set);
      }
      return new Map([...holders].map(([tierId, set]) => [tierId, set.size]));
    },

    /* Settings ---------------------------------------------------------------------------- */

    async settings(tenantId: number): Promise<MembershipSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(membershipSettings)
        .where(eq(membershipSettings.tenantId, tenantId));
      return row;
    },

    async saveSettings(
      tenantId: number,
      values: SettingsValues,
      at: Date,
    ): Promise<MembershipSettingsRow> {
      const [row] = await db
        .insert(membershipSettings)
        .values({ ...values, tenantId, updatedAt: at })
        .onConflictDoUpdate({
          target: membershipSettings.tenantId,
          set: { ...values, updatedAt: at },
        })
        .returning();
      if (!row) throw new Error('settings upsert returned nothing');
      return row;
    },

    /* Members ------------------------------------------------------------------------------ */

    async member(tenantId: number, userId: number): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.tenantId, tenantId), eq(members.userId, userId)));
      return row;
    },

    async memberByCustomer(tenantId: number, customerId: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.tenantId, tenantId), eq(members.stripeCustomerId, customerId)));
      return row;
    },

    /** Gives the reader their Stripe customer (the member row made when it is missing). */
    async setCustomer(tenantId: number, userId: number, customerId: string, at: Date) {
      await db
        .insert(members)
        .values({ tenantId, userId, stripeCustomerId: customerId })
        .onConflictDoUpdate({
          target: [members.tenantId, members.userId],
          set: { stripeCustomerId: customerId, updatedAt: at },
        });
    },

    async contact(userId: number): Promise<MemberContact | undefined> {
      const [row] = await db
        .select({ email: users.email, preferences: users.preferences })
        .from(users)
        .where(eq(users.id, userId));
      return row && { email: row.email, language: row.preferences.language };
    },

    /* Subscriptions ----------------------------------------------------------------------- */

    /** A reader's subscriptions, the latest first. */
    async subscriptionsOf(tenantId: number, userId: number): Promise<MemberSubscriptionRow[]> {
      return db
        .select()
        .from(memberSubscriptions)
        .where(
          and(eq(memberSubscriptions.tenantId, tenantId), eq(memberSubscriptions.userId, userId)),
        )
        .orderBy(desc(memberSubscriptions.updatedAt), desc(memberSubscriptions.id));
    },

    async subscription(
      tenantId: number,
      stripeSubscriptionId: string,
    ): Promise<MemberSubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(memberSubscriptions)
        .where(
          and(
            eq(memberSubscriptions.tenantId, tenantId),
            eq(memberSubscriptions.stripeSubscriptionId, stripeSubscriptionId),
          ),
        )
        .for('update');
      return row;
    },

    async insertSubscription(
      tenantId: number,
      values: SubscriptionValues & {
        userId: number;
        stripeSubscriptionId: string;
        stripeCustomerId: string;
      },
    ): Promise<MemberSubscriptionRow> {
      const [row] = await db
        .insert(memberSubscriptions)
        .values({ ...values, tenantId })
        .returning();
      if (!row) throw new Error('subscription insert returned nothing');
      return row;
    },

    async updateSubscription(
      tenantId: number,
      id: number,
      values: SubscriptionValues,
      at: Date,
    ): Promise<MemberSubscriptionRow | undefined> {
      const [row] = await db
        .update(memberSubscriptions)
        .set({ ...values, updatedAt: at })
        .where(and(eq(memberSubscriptions.tenantId, tenantId), eq(memberSubscriptions.id, id)))
        .returning();
      return row;
    },

    /* Stripe events and the members' history ----------------------------------------------- */

    /** Records an event once: false when its id was recorded before (a redelivery). */
    async recordStripeEvent(
      tenantId: number,
      event: { id: string; type: string; created: Date },
    ): Promise<boolean> {
      const rows = await db
        .insert(stripeEvents)
        .values({ tenantId, eventId: event.id, type: event.type, createdAt: event.created })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.eventId });
      return rows.length > 0;
    },

    async countStripeEvents(tenantId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(stripeEvents)
        .where(eq(stripeEvents.tenantId, tenantId));
      return Number(row?.value ?? 0);
    },

    async insertMemberEvent(tenantId: number, values: MemberEventValues): Promise<void> {
      await db.insert(memberEvents).values({ ...values, tenantId });
    },
  };
}

export type MembershipRepository = ReturnType<typeof createMembershipRepository>;
