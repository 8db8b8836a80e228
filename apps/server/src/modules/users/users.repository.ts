import type { TenantRole } from '@helionews/contracts';
import { and, asc, count, desc, eq, exists, ilike, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  accessRequests,
  memberships,
  tenants,
  users,
  type UserRow,
} from '../../db/schema/index.js';

export interface UserFilter {
  search?: string | undefined;
  status?: 'active' | 'inactive' | 'pending' | undefined;
}

/**
 * Accounts are global; the users "of" a tenant are those who signed up on it, hold a role on
 * it or asked it for back-office access, and the platform admins (who run every tenant).
 */
export function createUsersRepository(db: Executor) {
  const memberHere = (tenantId: number, role?: TenantRole) =>
    db
      .select({ one: sql`1` })
      .from(memberships)
      .where(
        and(
          eq(memberships.tenantId, tenantId),
          eq(memberships.userId, users.id),
          role ? eq(memberships.role, role) : undefined,
        ),
      );
  const requestedHere = (tenantId: number) =>
    db
      .select({ one: sql`1` })
      .from(accessRequests)
      .where(and(eq(accessRequests.tenantId, tenantId), eq(accessRequests.userId, users.id)));
  const ofTenant = (tenantId: number) =>
    or(
      eq(users.registeredTenantId, tenantId),
      eq(users.isAdmin, true),
      exists(memberHere(tenantId)),
      exists(requestedHere(tenantId)),
    );
  const matching = (tenantId: number, filter: UserFilter) => {
    const pattern = filter.search
      ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      : undefined;
    return and(
      ofTenant(tenantId),
      pattern ? or(ilike(users.email, pattern), ilike(users.username, pattern)) : undefined,
      filter.status === 'active' ? eq(users.isActive, true) : undefined,
      filter.status === 'inactive' ? eq(users.isActive, false) : undefined,
      filter.status === 'pending'
        ? and(
            exists(requestedHere(tenantId)),
            notExists(memberHere(tenantId)),
            eq(users.isAdmin, false),
          )
        : undefined,
    );
  };

  return {
    async list(
      tenantId: number,
      filter: UserFilter,
      page: { limit: number; offset: number },
    ): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(matching(tenantId, filter))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async count(tenantId: number, filter: UserFilter): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(users)
        .where(matching(tenantId, filter));
      return Number(row?.value ?? 0);
    },

    /** Users of the tenant (null: everyone): all, active, and admins of it. */
    async counts(tenantId: number | null) {
      const adminHere =
        tenantId === null
          ? eq(users.isAdmin, true)
          : or(eq(users.isAdmin, true), exists(memberHere(tenantId, 'admin')));
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          active: sql<number>`(count(*) filter (where ${users.isActive}))::int`,
          admin: sql<number>`(count(*) filter (where ${adminHere}))::int`,
        })
        .from(users)
        .where(tenantId === null ? undefined : ofTenant(tenantId));
      return row ?? { total: 0, active: 0, admin: 0 };
    },

    async findOfTenant(tenantId: number, id: number): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), ofTenant(tenantId)))
        .limit(1);
      return row;
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Memberships of the given users, with the tenant's slug. */
    async membershipsOf(userIds: number[]) {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: memberships.userId,
          tenantId: memberships.tenantId,
          tenant: tenants.slug,
          role: memberships.role,
        })
        .from(memberships)
        .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
        .where(inArray(memberships.userId, userIds))
        .orderBy(asc(tenants.slug));
    },

    /** Which of the users asked this tenant for access. */
    async requestedAccess(tenantId: number, userIds: number[]): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ userId: accessRequests.userId })
        .from(accessRequests)
        .where(and(eq(accessRequests.tenantId, tenantId), inArray(accessRequests.userId, userIds)));
      return new Set(rows.map((row) => row.userId));
    },

    async tenantIdsBySlug(slugs: string[]): Promise<Map<string, number>> {
      if (slugs.length === 0) return new Map();
      const rows = await db
        .select({ id: tenants.id, slug: tenants.slug })
        .from(tenants)
        .where(inArray(tenants.slug, slugs));
      return new Map(rows.map((row) => [row.slug, row.id]));
    },

    /** Replaces the user's roles on `tenantIds` with `roles` (absent: revoked). */
    async replaceRoles(
      userId: number,
      tenantIds: number[] | 'all',
      roles: Map<number, TenantRole>,
      grantedBy: number,
    ): Promise<void> {
      await db
        .delete(memberships)
        .where(
          and(
            eq(memberships.userId, userId),
            tenantIds === 'all' ? undefined : inArray(memberships.tenantId, tenantIds),
          ),
        );
      if (roles.size > 0) {
        await db
          .insert(memberships)
          .values([...roles].map(([tenantId, role]) => ({ tenantId, userId, role, grantedBy })));
        await db
          .delete(accessRequests)
          .where(
            and(
              eq(accessRequests.userId, userId),
              inArray(accessRequests.tenantId, [...roles.keys()]),
            ),
          );
      }
    },

    async setPlatformAdmin(userId: number, isAdmin: boolean): Promise<void> {
      await db.update(users).set({ isAdmin, updatedAt: new Date() }).where(eq(users.id, userId));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
