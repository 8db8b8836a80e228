import type { AnalyticsOverview } from '@helionews/contracts';
import type { DashboardRepository, TenantScope } from '../dashboard/dashboard.repository.js';
import type { UsersRepository } from '../users/users.repository.js';

/** SPEC section 3's analytics overview, from the database. */
export function createAnalyticsService(deps: {
  users: UsersRepository;
  dashboard: DashboardRepository;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async overview(scope: TenantScope): Promise<AnalyticsOverview> {
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
