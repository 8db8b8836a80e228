import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { activities, tenants, users, type NewActivityRow } from '../../db/schema/index.js';

export interface EntityRef {
  entityType: string;
  entityId: number;
}

/**
 * The lines of the activity table matching `where`, newest first, each with who did it and on
 * which tenant: an entity's history, and the dashboard's recent activity.
 */
export function selectActivityLines(db: Executor, where: SQL | undefined) {
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
    .where(where)
    .orderBy(desc(activities.createdAt), desc(activities.id));
}

export type ActivityLineRow = Awaited<ReturnType<typeof selectActivityLines>>[number];

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
      return selectActivityLines(db, ofEntity(tenantId, entity))
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
