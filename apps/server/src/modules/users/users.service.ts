import {
  ADMIN_MESSAGES,
  type ActivityAction,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserListQuery,
  type AdminUserListResponse,
  type AdminUserUpdate,
  MFA_MESSAGES,
  type TenantRole,
} from '@helionews/contracts';
import type { TenantRow, UserRow } from '../../db/schema/index.js';
import { conflict, forbidden, notFound, ValidationFailedError } from '../../lib/http-errors.js';
import { pageOf, pageWindow } from '../../lib/paging.js';
import { hashPassword } from '../../lib/passwords.js';
import { generateToken } from '../../lib/tokens.js';
import type { AdminCaller } from '../../plugins/roles.js';
import type { ActivityRepository } from '../activity/activity.repository.js';
import { recordActivity } from '../activity/activity.service.js';
import type { AuthService, TransactionAccounts } from '../auth/auth.service.js';
import { refreshBylinesOf } from '../content/bylines.js';
import type { ContentRepository } from '../content/content.repository.js';
import type {
  RequestOrigin,
  SecurityEventInput,
  SecurityEventsService,
} from '../security-events/security-events.service.js';
import { toAdminUser } from './users.mapper.js';
import { takenField, type UserFilter, type UsersRepository } from './users.repository.js';

/** Refusals of this module beyond the shared ADMIN_MESSAGES; each says what to do instead. */
export const USERS_MESSAGES = {
  sharedDelete:
    'This account also belongs to other publications, so only a platform admin can delete it. Revoke its role on this publication instead.',
  sharedDeactivate:
    'This account also belongs to other publications, so only a platform admin can deactivate or activate it. Revoke its role on this publication instead.',
  sharedSecondFactors:
    'This account also belongs to other publications, so only a platform admin can remove its two-step verification.',
  notStaffHere:
    'Only a platform admin can remove the two-step verification of an account that holds no role on this publication.',
  sharedIdentity:
    'This account also belongs to other publications, so only a platform admin can change its email, username or display name.',
} as const;

export interface UsersTransaction {
  users: UsersRepository;
  activity: ActivityRepository;
  /** Sessions and set-password links of the accounts: the auth service's, bound to this transaction. */
  auth: Pick<
    TransactionAccounts,
    'prepareSetPasswordMail' | 'revokeAllSessions' | 'endPasswordResets' | 'removeSecondFactors'
  >;
  /** Content versions: a renamed writer's bylines change what readers see. */
  content: ContentRepository;
}

export interface UsersServiceDeps {
  repository: UsersRepository;
  inTransaction: <T>(work: (tx: UsersTransaction) => Promise<T>) => Promise<T>;
  securityEvents: Pick<SecurityEventsService, 'record'>;
  /** Sends the auth module's mails once their transaction has committed; reads second factors. */
  accounts: Pick<AuthService, 'deliverMail' | 'withSecondFactor' | 'secondFactorRemovedMail'>;
}

/** Who acts, on which tenant, from where: the route builds it from the request. */
export interface UsersRequestContext {
  tenant: TenantRow;
  caller: AdminCaller;
  origin: RequestOrigin;
  acceptLanguage?: string | undefined;
}

type Membership = Awaited<ReturnType<UsersRepository['membershipsOf']>>[number];

const isPlatform = (caller: AdminCaller) => caller.role === 'platform_admin';

/**
 * The filter a list query stands for, for this caller: platform admins' accounts are shown to
 * platform admins only. The list and its count (the badge) go through here.
 */
const userFilterOf = (
  caller: AdminCaller,
  query: Pick<AdminUserListQuery, 'search' | 'status'>,
): UserFilter => ({
  search: query.search || undefined,
  status: query.status,
  platformAdmins: isPlatform(caller),
});

/**
 * The back-office's users of a tenant (SPEC section 7). Tenant admins see the accounts of their
 * tenant (signed up here, holding a role here, asking for one) and change roles on their tenant
 * only; an account that also belongs to another publication is changed, deactivated or deleted by
 * platform admins only, and a platform admin's account is not one of theirs at all: a 404, like
 * a missing one, whatever they ask of it. Platform admins see and act on every account. Nobody deactivates or deletes themself, and the last active platform
 * admin is never deactivated, deleted or demoted.
 */
export function createUsersService(deps: UsersServiceDeps) {
  const { repository } = deps;

  async function present(
    tenantId: number,
    caller: AdminCaller,
    rows: UserRow[],
  ): Promise<AdminUser[]> {
    const ids = rows.map((row) => row.id);
    const [roles, requested, secured] = await Promise.all([
      repository.membershipsOf(ids),
      repository.requestedAccess(tenantId, ids),
      deps.accounts.withSecondFactor(ids),
    ]);
    return rows.map((row) => {
      const own = roles.filter(
        (m) => m.userId === row.id && (isPlatform(caller) || m.tenantId === tenantId),
      );
      const memberHere = roles.some((m) => m.userId === row.id && m.tenantId === tenantId);
      return toAdminUser(
        row,
        own.map((m) => ({ tenant: m.tenant, role: m.role })),
        requested.has(row.id) && !memberHere && !row.isAdmin,
        secured.has(row.id),
      );
    });
  }

  async function presentOne(ctx: UsersRequestContext, id: number): Promise<AdminUser> {
    const row = await repository.findById(id);
    const [shown] = row ? await present(ctx.tenant.id, ctx.caller, [row]) : [];
    if (!shown) throw notFound(ADMIN_MESSAGES.userNotFound);
    return shown;
  }

  /**
   * The account, if the caller may see it: any for platform admins; for others, the tenant's,
   * never a platform admin's (its `is_admin` and `last_login_at` are not theirs to read).
   */
  async function visible(ctx: UsersRequestContext, id: number): Promise<UserRow> {
    const row = isPlatform(ctx.caller)
      ? await repository.findById(id)
      : await repository.findOfTenant(ctx.tenant.id, id, false);
    if (!row) throw notFound(ADMIN_MESSAGES.userNotFound);
    return row;
  }

  /**
   * Whether a tenant admin may change the account itself (email, username, active, existence):
   * not one that signed up on or holds a role on another tenant (a platform admin's they never
   * get this far with: `visible` answers 404).
   */
  async function assertOwnedByTenant(
    ctx: UsersRequestContext,
    target: UserRow,
    refusal: string,
  ): Promise<void> {
    if (isPlatform(ctx.caller)) return;
    const memberships: Membership[] = await repository.membershipsOf([target.id]);
    const elsewhere =
      (target.registeredTenantId !== null && target.registeredTenantId !== ctx.tenant.id) ||
      memberships.some((m) => m.tenantId !== ctx.tenant.id);
    if (elsewhere) throw forbidden(refusal);
  }

  /**
   * Inside the transaction: refuses to take away the last active platform admin, then the
   * caller's own account. Locks the platform admins' rows until the transaction ends.
   */
  async function assertNotLastPlatformAdmin(tx: UsersTransaction, target: UserRow) {
    if (!target.isAdmin || !target.isActive) return;
    const active = await tx.users.lockActivePlatformAdmins();
    if (active.every((id) => id === target.id)) throw conflict(ADMIN_MESSAGES.lastPlatformAdmin);
  }

  /** Roles named by tenant slug, checked against the tenants the caller administers. */
  async function resolveRoles(
    ctx: UsersRequestContext,
    roles: { tenant: string; role: TenantRole }[],
  ): Promise<Map<number, TenantRole>> {
    const named = await repository.tenantIdsBySlug(roles.map((r) => r.tenant));
    const unknown = roles.findIndex((r) => !named.has(r.tenant));
    if (unknown >= 0) {
      throw new ValidationFailedError([
        { field: `body.roles.${unknown}.tenant`, message: ADMIN_MESSAGES.unknownTenant },
      ]);
    }
    const resolved = new Map(roles.map((r) => [named.get(r.tenant) ?? 0, r.role]));
    if (!isPlatform(ctx.caller) && [...resolved.keys()].some((id) => id !== ctx.tenant.id)) {
      throw forbidden(ADMIN_MESSAGES.otherTenantRole);
    }
    return resolved;
  }

  async function assertAvailable(email?: string, username?: string, exceptId?: number) {
    const taken = await repository.taken(email, username, exceptId);
    if (taken.email) throw conflict(ADMIN_MESSAGES.emailTaken);
    if (taken.username) throw conflict(ADMIN_MESSAGES.usernameTaken);
  }

  /** A race lost to another request taking the same email or username: the unique index says. */
  function rethrowTaken(error: unknown): never {
    const field = takenField(error);
    if (field === 'email') throw conflict(ADMIN_MESSAGES.emailTaken);
    if (field === 'username') throw conflict(ADMIN_MESSAGES.usernameTaken);
    throw error;
  }

  const activity = (
    tx: UsersTransaction,
    ctx: UsersRequestContext,
    action: ActivityAction,
    target: { id: number; username: string },
    details?: Record<string, string | number | boolean | null>,
  ) =>
    recordActivity(tx.activity, {
      tenantId: ctx.tenant.id,
      actorId: ctx.caller.user.id,
      action,
      entityType: 'user',
      entityId: target.id,
      entityLabel: target.username,
      ...(details && { details }),
    });

  const securityEvent = (
    ctx: UsersRequestContext,
    type: SecurityEventInput['type'],
    target: { id: number; username: string } | null,
    details: Record<string, string | number | boolean | null> = {},
  ) =>
    deps.securityEvents.record({
      type,
      tenantId: ctx.tenant.id,
      userId: target?.id ?? null,
      origin: ctx.origin,
      details: { ...details, by: ctx.caller.user.username, by_id: ctx.caller.user.id },
    });

  const describeRoles = (roles: { tenant: string; role: TenantRole }[]) =>
    roles.map((r) => `${r.tenant}:${r.role}`).join(',') || 'none';

  return {
    async list(
      ctx: UsersRequestContext,
      query: AdminUserListQuery,
    ): Promise<AdminUserListResponse> {
      const filter = userFilterOf(ctx.caller, query);
      const [rows, total] = await Promise.all([
        repository.list(ctx.tenant.id, filter, {
          ...pageWindow(query),
          sort: query.sort,
        }),
        repository.count(ctx.tenant.id, filter),
      ]);
      return {
        users: await present(ctx.tenant.id, ctx.caller, rows),
        ...pageOf(query, total),
      };
    },

    /**
     * Users of the tenant (null: every account): all, active, and admins of it (the analytics
     * overview's figures; the tenant's include the platform admins, who run every tenant).
     */
    counts(tenantId: number | null): Promise<{ total: number; active: number; admin: number }> {
      return repository.counts(tenantId);
    },

    /** The `total` that `list` answers for the query: what the User Management badge shows. */
    async total(tenantId: number, caller: AdminCaller, query: AdminUserListQuery): Promise<number> {
      return repository.count(tenantId, userFilterOf(caller, query));
    },

    async get(ctx: UsersRequestContext, id: number): Promise<AdminUser> {
      const [shown] = await present(ctx.tenant.id, ctx.caller, [await visible(ctx, id)]);
      if (!shown) throw notFound(ADMIN_MESSAGES.userNotFound);
      return shown;
    },

    /**
     * Creates an account without a password: its owner gets a mail with a single-use link to set
     * one. It counts as signed up on this tenant.
     */
    async create(ctx: UsersRequestContext, input: AdminUserCreate): Promise<AdminUser> {
      const isAdmin = input.is_admin ?? false;
      if (isAdmin && !isPlatform(ctx.caller)) throw forbidden(ADMIN_MESSAGES.platformAdminOnly);
      const requestedRoles = input.roles ?? [];
      const roles = await resolveRoles(ctx, requestedRoles);
      await assertAvailable(input.email, input.username);
      // Nobody knows this password: the account opens with the mailed link only.
      const passwordHash = await hashPassword(generateToken());

      const { user, mail } = await deps
        .inTransaction(async (tx) => {
          const created = await tx.users.insert({
            email: input.email,
            username: input.username,
            displayName: input.display_name ?? null,
            passwordHash,
            isAdmin,
            registeredTenantId: ctx.tenant.id,
          });
          if (roles.size > 0) {
            await tx.users.replaceRoles(created.id, 'all', roles, ctx.caller.user.id);
          }
          await activity(tx, ctx, 'create', created, {
            roles: describeRoles(requestedRoles),
            is_admin: isAdmin,
            ...(input.display_name && { display_name: input.display_name }),
          });
          const welcome = await tx.auth.prepareSetPasswordMail({
            tenant: ctx.tenant,
            user: created,
            acceptLanguage: ctx.acceptLanguage,
          });
          return { user: created, mail: welcome };
        })
        .catch(rethrowTaken);
      deps.accounts.deliverMail(mail);
      await securityEvent(ctx, 'user_created', user, {
        email: user.email,
        roles: describeRoles(requestedRoles),
        is_admin: isAdmin,
      });
      return presentOne(ctx, user.id);
    },

    async update(ctx: UsersRequestContext, id: number, patch: AdminUserUpdate): Promise<AdminUser> {
      const target = await visible(ctx, id);
      const { caller } = ctx;
      if (patch.is_admin !== undefined && !isPlatform(caller)) {
        throw forbidden(ADMIN_MESSAGES.platformAdminOnly);
      }
      const email =
        patch.email !== undefined && patch.email !== target.email ? patch.email : undefined;
      const username =
        patch.username !== undefined && patch.username !== target.username
          ? patch.username
          : undefined;
      // null clears the display name: undefined alone means "not sent".
      const displayName =
        patch.display_name !== undefined && patch.display_name !== target.displayName
          ? patch.display_name
          : undefined;
      if (email !== undefined || username !== undefined || displayName !== undefined) {
        await assertOwnedByTenant(ctx, target, USERS_MESSAGES.sharedIdentity);
        await assertAvailable(email, username, target.id);
      }
      const roles = patch.roles ? await resolveRoles(ctx, patch.roles) : undefined;
      const adminChange =
        patch.is_admin !== undefined && patch.is_admin !== target.isAdmin
          ? patch.is_admin
          : undefined;
      const nothingToDo =
        email === undefined &&
        username === undefined &&
        displayName === undefined &&
        !roles &&
        patch.is_admin === undefined;
      if (nothingToDo) return presentOne(ctx, target.id);

      await deps
        .inTransaction(async (tx) => {
          if (adminChange === false) await assertNotLastPlatformAdmin(tx, target);
          if (patch.is_admin !== undefined && target.id === caller.user.id) {
            throw conflict(ADMIN_MESSAGES.ownPlatformAdmin);
          }
          if (email !== undefined || username !== undefined || displayName !== undefined) {
            await tx.users.updateIdentity(target.id, { email, username, displayName });
          }
          // Bylines show the display name, else the username: readers must see the new one.
          if (username !== undefined || displayName !== undefined) {
            await refreshBylinesOf(tx.content, target.id);
          }
          // A link mailed to the old address must not set the password of the account now.
          if (email !== undefined) await tx.auth.endPasswordResets(target.id);
          if (roles) {
            await tx.users.replaceRoles(
              target.id,
              isPlatform(caller) ? 'all' : [ctx.tenant.id],
              roles,
              caller.user.id,
            );
          }
          if (adminChange !== undefined) await tx.users.setPlatformAdmin(target.id, adminChange);
          await activity(
            tx,
            ctx,
            'update',
            { id: target.id, username: username ?? target.username },
            {
              ...(email !== undefined && { email }),
              ...(username !== undefined && { username, previous_username: target.username }),
              ...(displayName !== undefined && { display_name: displayName }),
              ...(patch.roles && { roles: describeRoles(patch.roles) }),
              ...(patch.is_admin !== undefined && { is_admin: patch.is_admin }),
            },
          );
        })
        .catch(rethrowTaken);

      if (patch.roles || adminChange !== undefined) {
        await securityEvent(ctx, 'role_changed', target, {
          ...(patch.roles && {
            roles: describeRoles(patch.roles),
            scope: isPlatform(caller) ? 'all' : ctx.tenant.slug,
          }),
          ...(adminChange !== undefined && { is_admin: adminChange }),
        });
      }
      return presentOne(ctx, target.id);
    },

    /**
     * Deactivation blocks sign-in and revokes every session of the account at once; activation
     * lets it sign in again (its old sessions stay revoked).
     */
    async setActive(ctx: UsersRequestContext, id: number, active: boolean): Promise<AdminUser> {
      const target = await visible(ctx, id);
      const self = target.id === ctx.caller.user.id;
      if (!active && self && !target.isAdmin) throw conflict(ADMIN_MESSAGES.ownAccount);
      await assertOwnedByTenant(ctx, target, USERS_MESSAGES.sharedDeactivate);
      if (target.isActive === active) return presentOne(ctx, target.id);
      const revoked = await deps.inTransaction(async (tx) => {
        if (!active) {
          await assertNotLastPlatformAdmin(tx, target);
          if (self) throw conflict(ADMIN_MESSAGES.ownAccount);
        }
        await tx.users.setActive(target.id, active);
        const sessions = active ? 0 : await tx.auth.revokeAllSessions(target.id);
        if (!active) await tx.auth.endPasswordResets(target.id);
        await activity(
          tx,
          ctx,
          active ? 'activate' : 'deactivate',
          target,
          active ? undefined : { sessions_revoked: sessions },
        );
        return sessions;
      });
      await securityEvent(
        ctx,
        active ? 'user_activated' : 'user_deactivated',
        target,
        active ? {} : { sessions_revoked: revoked },
      );
      return presentOne(ctx, target.id);
    },

    /**
     * Removes the account's second factors (issue 35: a lost phone), signs it out everywhere and
     * mails its owner. Tenant admins may for staff of this publication alone; platform admins
     * for anyone. Nobody removes their own here (the profile asks for the password).
     */
    async removeSecondFactors(ctx: UsersRequestContext, id: number): Promise<void> {
      const target = await visible(ctx, id);
      if (target.id === ctx.caller.user.id) throw conflict(ADMIN_MESSAGES.ownAccount);
      const memberships = await repository.membershipsOf([target.id]);
      if (!isPlatform(ctx.caller) && !memberships.some((m) => m.tenantId === ctx.tenant.id)) {
        throw forbidden(USERS_MESSAGES.notStaffHere);
      }
      await assertOwnedByTenant(ctx, target, USERS_MESSAGES.sharedSecondFactors);
      const revoked = await deps.inTransaction(async (tx) => {
        if (!(await tx.auth.removeSecondFactors(target.id))) {
          throw conflict(MFA_MESSAGES.nothingToRemove);
        }
        const sessions = await tx.auth.revokeAllSessions(target.id);
        await activity(tx, ctx, 'update', target, {
          change: 'second_factors_removed',
          sessions_revoked: sessions,
        });
        return sessions;
      });
      await securityEvent(ctx, 'second_factor_removed_by_admin', target, {
        sessions_revoked: revoked,
      });
      deps.accounts.deliverMail(
        deps.accounts.secondFactorRemovedMail({
          tenant: ctx.tenant,
          user: target,
          staff: target.isAdmin || memberships.length > 0,
          acceptLanguage: ctx.acceptLanguage,
        }),
      );
    },

    /** Deletes the account for good, with its sessions, roles and links. */
    async remove(ctx: UsersRequestContext, id: number): Promise<void> {
      const target = await visible(ctx, id);
      const self = target.id === ctx.caller.user.id;
      if (self && !target.isAdmin) throw conflict(ADMIN_MESSAGES.ownAccount);
      await assertOwnedByTenant(ctx, target, USERS_MESSAGES.sharedDelete);
      await deps.inTransaction(async (tx) => {
        await assertNotLastPlatformAdmin(tx, target);
        if (self) throw conflict(ADMIN_MESSAGES.ownAccount);
        await activity(tx, ctx, 'delete', target, { email: target.email });
        await tx.users.remove(target.id);
      });
      // The account is gone: the event names it in its details rather than by reference.
      await securityEvent(ctx, 'user_deleted', null, {
        user_id: target.id,
        username: target.username,
        email: target.email,
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
