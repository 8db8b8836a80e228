import type { AccessRole, AnalyticsOverview } from '@helionews/contracts';
import type { DashboardRepository } from '../dashboard/dashboard.repository.js';
import { resolveScope, type Scope } from '../dashboard/dashboard.service.js';
import type { UsersRepository } from '../users/users.repository.js';

/**
 * SPEC section 3's analytics overview, from the database.
 *
 * Tenant scope: the users of the tenant are the accounts registered on it, holding a role on it
 * or with an access request on it, plus the platform admins (who run every tenant); `active`
 * counts the active ones among them; `admin` counts those holding the tenant's 'admin' role plus
 * every platform admin. `categories` are the tenant's.
 * Platform scope (platform admins only, 403 otherwise): every account, `admin` = platform admins
 * (is_admin), categories of every tenant.
 */
export function createAnalyticsService(deps: {
  users: UsersRepository;
  dashboard: DashboardRepository;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async overview(
      tenantId: number,
      role: AccessRole | null,
      label: Scope,
    ): Promise<AnalyticsOverview> {
      const scope = resolveScope(tenantId, role, label);
      const [users, categories] = await Promise.all([
        deps.users.counts(scope),
        deps.dashboard.categoryCount(scope),
      ]);
      return {
        users: { total: users.total, active: users.active, admin: users.admin },
        categories: { total: categories },
        // The figures above came from the database just now: the system answers.
        system: { status: 'online', last_updated: now().toISOString() },
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
