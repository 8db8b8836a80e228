import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { activities, tenants, users, type NewActivityRow } from '../../db/schema/index.js';

export interface EntityRef {
  entityType: string;
  entityId: number;
}

/** Writes the activity table, and reads one entity's history; the dashboard reads the rest. */
export function createActivityRepository(db: Executor) {
  const ofEntity = (tenantId: number, entity: EntityRef) =>
    and(
      eq(activities.tenantId, tenantId),
      eq(activities.entityType, entity.entityType),
      eq(activities.entityId, entity.entityId),
    );

  return {
    async insert(row: NewActivityRow): Promise<void> {
      await db.insert(activities).values(row);
    },

    /** What was done to one entity of the tenant, newest first. */
    async historyOf(tenantId: number, entity: EntityRef, page: { limit: number; offset: number }) {
      return db
        .select({
          id: activities.id,
          action: activities.action,
          entityType: activities.entityType,
          entityId: activities.entityId,
          entityLabel: activities.entityLabel,
          details: activities.details,
          actorId: users.id,
          actorName: users.username,
          tenantSlug: tenants.slug,
          createdAt: activities.createdAt,
        })
        .from(activities)
        .leftJoin(users, eq(users.id, activities.actorId))
        .leftJoin(tenants, eq(tenants.id, activities.tenantId))
        .where(ofEntity(tenantId, entity))
        .orderBy(desc(activities.createdAt), desc(activities.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async countHistoryOf(tenantId: number, entity: EntityRef): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(activities)
        .where(ofEntity(tenantId, entity));
      return Number(row?.value ?? 0);
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
export type ActivityHistoryRow = Awaited<ReturnType<ActivityRepository['historyOf']>>[number];
