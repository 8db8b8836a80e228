import type { TenantRole } from '@helionews/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accessRequests, memberships, tenants } from '../../db/schema/index.js';

/** Memberships (per-tenant roles) and pending requests for back-office access. */
export function createAccessRepository(db: Executor) {
  return {
    async roleOf(tenantId: number, userId: number): Promise<TenantRole | null> {
      const [row] = await db
        .select({ role: memberships.role })
        .from(memberships)
        .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)))
        .limit(1);
      return row?.role ?? null;
    },

    /** Every tenant where the user holds a role, by display name. */
    async membershipsOf(userId: number) {
      return db
        .select({
          tenantId: tenants.id,
          tenantSlug: tenants.slug,
          tenantName: tenants.displayName,
          role: memberships.role,
        })
        .from(memberships)
        .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
        .where(eq(memberships.userId, userId))
        .orderBy(asc(tenants.displayName), asc(tenants.id));
    },

    /** Gives the role (`grantedBy` null: a provider's claim did), answering the request. */
    async grant(
      tenantId: number,
      userId: number,
      role: TenantRole,
      grantedBy: number | null,
      at = new Date(),
    ) {
      await db
        .insert(memberships)
        .values({ tenantId, userId, role, grantedBy })
        .onConflictDoUpdate({
          target: [memberships.tenantId, memberships.userId],
          set: { role, grantedBy, updatedAt: at },
        });
      await db
        .delete(accessRequests)
        .where(and(eq(accessRequests.tenantId, tenantId), eq(accessRequests.userId, userId)));
    },

    /** Takes the account's role here away, if it has one. */
    async revoke(tenantId: number, userId: number): Promise<void> {
      await db
        .delete(memberships)
        .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
    },

    async hasRequested(tenantId: number, userId: number): Promise<boolean> {
      const rows = await db
        .select({ userId: accessRequests.userId })
        .from(accessRequests)
        .where(and(eq(accessRequests.tenantId, tenantId), eq(accessRequests.userId, userId)))
        .limit(1);
      return rows.length > 0;
    },

    /** True when this call created the request (false: it was already there). */
    async request(tenantId: number, userId: number): Promise<boolean> {
      const rows = await db
        .insert(accessRequests)
        .values({ tenantId, userId })
        .onConflictDoNothing()
        .returning({ userId: accessRequests.userId });
      return rows.length > 0;
    },
  };
}

export type AccessRepository = ReturnType<typeof createAccessRepository>;
