import {
  ADMIN_MESSAGES,
  ADMIN_SECTIONS,
  roleAdmits,
  type AccessRole,
  type AdminAccess,
  type TenantRole,
} from '@helionews/contracts';
import type { Executor } from '../../db/client.js';
import type { TenantRow, UserRow } from '../../db/schema/index.js';
import { forbidden } from '../../lib/http-errors.js';
import type { ActivityRepository } from '../activity/activity.repository.js';
import { recordActivity } from '../activity/activity.service.js';
import { toUserProfile } from '../auth/auth.mapper.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { mfaEnrollmentRequired } from '../../plugins/roles.js';
import type { SecondFactorCheck } from '../../request-context.js';
import type { AccessRepository } from './access.repository.js';

export interface AccessServiceDeps {
  repository: AccessRepository;
  /** The repository bound to another module's transaction (`rolesOn`). */
  repositoryOn: (executor: Executor) => AccessRepository;
  activity: ActivityRepository;
  notifications: NotificationsService;
  /** Whether an account has a second factor, for a publication's staff rule (issue 35). */
  secondFactors: SecondFactorCheck;
}

/** Who may do what in the back-office of a tenant (DESIGN section 4, "Membership"). */
export function createAccessService(deps: AccessServiceDeps) {
  const { repository } = deps;

  const roleOf = async (tenantId: number, user: UserRow): Promise<AccessRole | null> =>
    user.isAdmin ? 'platform_admin' : repository.roleOf(tenantId, user.id);

  const describe = async (tenant: TenantRow, user: UserRow): Promise<AdminAccess> => {
    const [role, memberships, requested] = await Promise.all([
      roleOf(tenant.id, user),
      repository.membershipsOf(user.id),
      repository.hasRequested(tenant.id, user.id),
    ]);
    return {
      user: toUserProfile(user),
      tenant: { id: tenant.id, slug: tenant.slug, name: tenant.displayName },
      role,
      sections: ADMIN_SECTIONS.filter((section) => roleAdmits(role, section.roles)).map(
        (section) => section.key,
      ),
      memberships: memberships.map((m) => ({
        tenant_id: m.tenantId,
        tenant_slug: m.tenantSlug,
        tenant_name: m.tenantName,
        role: m.role,
      })),
      can_switch_tenants: user.isAdmin || memberships.length > 1,
      access_requested: requested && role === null,
      mfa_enrollment_required: await mfaEnrollmentRequired(
        deps.secondFactors,
        tenant,
        user.id,
        role,
      ),
    };
  };

  return {
    roleOf,

    /**
     * The role-check every admin route runs (through the admin scope's hook): the caller's role
     * on the tenant the request names, or a 403 when it does not admit the route's roles.
     */
    async authorize(
      tenantId: number,
      user: UserRow,
      roles: readonly TenantRole[],
    ): Promise<AccessRole> {
      const role = await roleOf(tenantId, user);
      if (role === null) throw forbidden(ADMIN_MESSAGES.noRole);
      if (!roleAdmits(role, roles)) throw forbidden(ADMIN_MESSAGES.roleRequired);
      return role;
    },

    describe,

    /** A back-office sign-in: recorded as activity when the account may enter. */
    async signIn(tenant: TenantRow, user: UserRow): Promise<AdminAccess> {
      const access = await describe(tenant, user);
      if (access.role !== null) {
        await recordActivity(deps.activity, {
          tenantId: tenant.id,
          actorId: user.id,
          action: 'sign_in',
          entityType: 'session',
          entityLabel: user.username,
        });
      }
      return access;
    },

    /**
     * An account asks this tenant for back-office access (after /admin/register): it counts in
     * user_management_pending and the tenant's admins are told.
     */
    async requestAccess(tenant: TenantRow, user: UserRow): Promise<void> {
      if ((await roleOf(tenant.id, user)) !== null) return;
      const created = await repository.request(tenant.id, user.id);
      if (!created) return;
      await deps.notifications.notify(tenant.id, ['admin'], {
        type: 'access_requested',
        title: `${user.username} asked for back-office access`,
        data: { username: user.username, email: user.email },
        link: '/admin/users',
      });
    },

    grant: repository.grant,

    /**
     * The tenant roles another module reads and changes inside its own transaction (`executor`),
     * so that they commit with its change: single sign-on sets the role a provider's claim maps
     * to at every sign-in. Modules meet through this service, never the repository.
     */
    rolesOn(executor: Executor) {
      const tx = deps.repositoryOn(executor);
      return { roleOf: tx.roleOf, grant: tx.grant, revoke: tx.revoke };
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;

/** The role operations bound to one transaction (`AccessService.rolesOn`). */
export type TransactionRoles = ReturnType<AccessService['rolesOn']>;
