import type { TenantRole } from '@helionews/contracts';
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { memberships, notifications, users, type NotificationRow } from '../../db/schema/index.js';

export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'userId'>;

/** Every query is scoped to one tenant and one recipient. */
export function createNotificationsRepository(db: Executor) {
  const mine = (tenantId: number, userId: number, unreadOnly = false) =>
    and(
      eq(notifications.tenantId, tenantId),
      eq(notifications.userId, userId),
      unreadOnly ? isNull(notifications.readAt) : undefined,
    );

  return {
    /** Active accounts that hold one of `roles` on the tenant, and every active platform admin. */
    async recipients(tenantId: number, roles: readonly TenantRole[]): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: users.id })
        .from(users)
        .leftJoin(
          memberships,
          and(eq(memberships.userId, users.id), eq(memberships.tenantId, tenantId)),
        )
        .where(
          and(
            eq(users.isActive, true),
            or(
              eq(users.isAdmin, true),
              roles.length > 0 ? inArray(memberships.role, [...roles]) : sql`false`,
            ),
          ),
        );
      return rows.map((row) => row.id);
    },

    async insertMany(userIds: number[], notification: NewNotification): Promise<void> {
      if (userIds.length === 0) return;
      await db.insert(notifications).values(userIds.map((userId) => ({ ...notification, userId })));
    },

    async list(
      tenantId: number,
      userId: number,
      unreadOnly: boolean,
      page: { limit: number; offset: number },
    ): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(mine(tenantId, userId, unreadOnly))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async count(tenantId: number, userId: number, unreadOnly: boolean): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(notifications)
        .where(mine(tenantId, userId, unreadOnly));
      return Number(row?.value ?? 0);
    },

    /** Marks one read (once: a second call keeps the first time); undefined when not theirs. */
    async markRead(
      tenantId: number,
      userId: number,
      id: number,
      at: Date,
    ): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.id, id), mine(tenantId, userId)))
        .returning();
      return row;
    },

    async markAllRead(tenantId: number, userId: number, at: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: at })
        .where(mine(tenantId, userId, true))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
