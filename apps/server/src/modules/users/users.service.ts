import {
  ADMIN_MESSAGES,
  type AdminUser,
  type AdminUserListQuery,
  type AdminUserListResponse,
  type AdminUserUpdate,
  type TenantRole,
} from '@helionews/contracts';
import type { TenantRow } from '../../db/schema/index.js';
import { conflict, forbidden, notFound, ValidationFailedError } from '../../lib/http-errors.js';
import type { AdminCaller } from '../../plugins/roles.js';
import type { ActivityRepository } from '../activity/activity.repository.js';
import { recordActivity } from '../activity/activity.service.js';
import { toAdminUser } from './users.mapper.js';
import type { UsersRepository } from './users.repository.js';

export interface UsersServiceDeps {
  repository: UsersRepository;
  inTransaction: <T>(
    work: (tx: { users: UsersRepository; activity: ActivityRepository }) => Promise<T>,
  ) => Promise<T>;
}

/**
 * The back-office's users of a tenant. Tenant admins see and change roles on their tenant only;
 * platform admins see every role and may grant them on any tenant.
 */
export function createUsersService(deps: UsersServiceDeps) {
  const { repository } = deps;
  const isPlatform = (caller: AdminCaller) => caller.role === 'platform_admin';

  async function present(
    tenantId: number,
    caller: AdminCaller,
    rows: Parameters<typeof toAdminUser>[0][],
  ) {
    const ids = rows.map((row) => row.id);
    const [roles, requested] = await Promise.all([
      repository.membershipsOf(ids),
      repository.requestedAccess(tenantId, ids),
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
      );
    });
  }

  return {
    async list(
      tenantId: number,
      caller: AdminCaller,
      query: AdminUserListQuery,
    ): Promise<AdminUserListResponse> {
      const filter = { search: query.search || undefined, status: query.status };
      const [rows, total] = await Promise.all([
        repository.list(tenantId, filter, {
          limit: query.page_size,
          offset: (query.page - 1) * query.page_size,
        }),
        repository.count(tenantId, filter),
      ]);
      return {
        users: await present(tenantId, caller, rows),
        total,
        page: query.page,
        page_size: query.page_size,
      };
    },

    async update(
      tenant: TenantRow,
      caller: AdminCaller,
      id: number,
      patch: AdminUserUpdate,
    ): Promise<AdminUser> {
      const target = isPlatform(caller)
        ? await repository.findById(id)
        : await repository.findOfTenant(tenant.id, id);
      if (!target) throw notFound(ADMIN_MESSAGES.userNotFound);
      if (patch.is_admin !== undefined) {
        if (!isPlatform(caller)) throw forbidden(ADMIN_MESSAGES.platformAdminOnly);
        if (target.id === caller.user.id) throw conflict(ADMIN_MESSAGES.ownPlatformAdmin);
      }

      let roles: Map<number, TenantRole> | undefined;
      if (patch.roles) {
        const named = await repository.tenantIdsBySlug(patch.roles.map((r) => r.tenant));
        const unknown = patch.roles.findIndex((r) => !named.has(r.tenant));
        if (unknown >= 0) {
          throw new ValidationFailedError([
            { field: `body.roles.${unknown}.tenant`, message: ADMIN_MESSAGES.unknownTenant },
          ]);
        }
        roles = new Map(patch.roles.map((r) => [named.get(r.tenant) ?? 0, r.role]));
        if (!isPlatform(caller) && [...roles.keys()].some((tenantId) => tenantId !== tenant.id)) {
          throw forbidden(ADMIN_MESSAGES.otherTenantRole);
        }
      }

      await deps.inTransaction(async (tx) => {
        if (roles) {
          await tx.users.replaceRoles(
            target.id,
            isPlatform(caller) ? 'all' : [tenant.id],
            roles,
            caller.user.id,
          );
        }
        if (patch.is_admin !== undefined)
          await tx.users.setPlatformAdmin(target.id, patch.is_admin);
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: 'update',
          entityType: 'user',
          entityId: target.id,
          entityLabel: target.username,
          details: {
            ...(patch.roles && {
              roles: patch.roles.map((r) => `${r.tenant}:${r.role}`).join(',') || 'none',
            }),
            ...(patch.is_admin !== undefined && { is_admin: patch.is_admin }),
          },
        });
      });
      const updated = await repository.findById(target.id);
      if (!updated) throw notFound(ADMIN_MESSAGES.userNotFound);
      const [shown] = await present(tenant.id, caller, [updated]);
      if (!shown) throw notFound(ADMIN_MESSAGES.userNotFound);
      return shown;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
