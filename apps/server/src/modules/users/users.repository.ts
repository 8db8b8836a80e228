import type { AdminUserListQuery, TenantRole } from '@helionews/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
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
  /** Whether the platform admins' accounts are among them: for a platform admin's eyes only. */
  platformAdmins: boolean;
}

export type UserSort = AdminUserListQuery['sort'];

/** The list's order: the chosen column, never-signed-in users last, then the id for a stable page. */
function orderOf(sort: UserSort): SQL[] {
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as
    'created_at' | 'username' | 'email' | 'last_login_at';
  const direction = descending ? desc : asc;
  const column = {
    created_at: sql`${users.createdAt}`,
    username: sql`lower(${users.username})`,
    email: sql`lower(${users.email})`,
    last_login_at: sql`${users.lastLoginAt}`,
  }[key];
  const ordered =
    key === 'last_login_at'
      ? sql`${column} ${descending ? sql`desc` : sql`asc`} nulls last`
      : direction(column);
  return [ordered, direction(users.id)];
}

/** Which unique index a failed insert or update hit, if it was one of the account's. */
export function takenField(error: unknown): 'email' | 'username' | null {
  const text = String((error as { cause?: unknown }).cause ?? error);
  if (text.includes('users_email_lower_key')) return 'email';
  if (text.includes('users_username_lower_key')) return 'username';
  return null;
}

/**
 * Accounts are global; the users "of" a tenant are those who signed up on it, hold a role on
 * it or asked it for back-office access, and the platform admins (who run every tenant). A
 * tenant's own admins never see a platform admin's account: lists and lookups say whether they
 * are shown.
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
  const ofTenant = (tenantId: number, platformAdmins = true) => {
    const own = or(
      eq(users.registeredTenantId, tenantId),
      exists(memberHere(tenantId)),
      exists(requestedHere(tenantId)),
    );
    return platformAdmins ? or(own, eq(users.isAdmin, true)) : and(own, eq(users.isAdmin, false));
  };
  const matching = (tenantId: number, filter: UserFilter) => {
    const pattern = filter.search
      ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      : undefined;
    return and(
      ofTenant(tenantId, filter.platformAdmins),
      pattern ? or(ilike(users.email, pattern), ilike(users.username, pattern)) : undefined,
      filter.status === 'active' ? eq(users.isActive, true) : undefined,
      filter.status === 'inactive' ? eq(users.isActive, false) : undefined,
      filter.status === 'pending'
        ? and(
            exists(requestedHere(tenantId)),
            notExists(memberHere(tenantId)),
            eq(users.isAdmin, false),
            eq(users.isActive, true),
          )
        : undefined,
    );
  };

  return {
    async list(
      tenantId: number,
      filter: UserFilter,
      page: { limit: number; offset: number; sort?: UserSort },
    ): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(matching(tenantId, filter))
        .orderBy(...orderOf(page.sort ?? '-created_at'))
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

    /** The account, if it is one of the tenant's (a platform admin's only with `platformAdmins`). */
    async findOfTenant(
      tenantId: number,
      id: number,
      platformAdmins: boolean,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), ofTenant(tenantId, platformAdmins)))
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

    /** Whether another account already uses the email or the username (both caseless). */
    async taken(
      email: string | undefined,
      username: string | undefined,
      exceptId?: number,
    ): Promise<{ email: boolean; username: boolean }> {
      const other = exceptId === undefined ? undefined : ne(users.id, exceptId);
      const [byEmail, byUsername] = await Promise.all([
        email === undefined
          ? []
          : db
              .select({ id: users.id })
              .from(users)
              .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), other))
              .limit(1),
        username === undefined
          ? []
          : db
              .select({ id: users.id })
              .from(users)
              .where(and(eq(sql`lower(${users.username})`, username.toLowerCase()), other))
              .limit(1),
      ]);
      return { email: byEmail.length > 0, username: byUsername.length > 0 };
    },

    async insert(values: {
      email: string;
      username: string;
      displayName: string | null;
      passwordHash: string;
      isAdmin: boolean;
      registeredTenantId: number;
    }): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('user insert returned nothing');
      return row;
    },

    /** The fields given change (a display name of null clears it); undefined ones stay. */
    async updateIdentity(
      userId: number,
      values: {
        email?: string | undefined;
        username?: string | undefined;
        displayName?: string | null | undefined;
      },
    ): Promise<void> {
      await db
        .update(users)
        .set({
          ...(values.email !== undefined && { email: values.email }),
          ...(values.username !== undefined && { username: values.username }),
          ...(values.displayName !== undefined && { displayName: values.displayName }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },

    async setActive(userId: number, isActive: boolean): Promise<void> {
      await db.update(users).set({ isActive, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** Deletes the account; its sessions, roles, requests and links go with it (cascades). */
    async remove(userId: number): Promise<void> {
      await db.delete(users).where(eq(users.id, userId));
    },

    /**
     * The active platform admins, locked until the transaction ends: two admins demoting or
     * deactivating each other at once cannot both pass the last-platform-admin check.
     */
    async lockActivePlatformAdmins(): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isAdmin, true), eq(users.isActive, true)))
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((row) => row.id);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
