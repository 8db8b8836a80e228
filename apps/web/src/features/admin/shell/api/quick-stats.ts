import {
  ADMIN_API_PATHS,
  ADMIN_CLIENT_ERRORS,
  analyticsOverviewSchema,
  API_PATHS,
  dashboardSummarySchema,
  LIMITS,
  readyResponseSchema,
  type AnalyticsOverview,
  type DashboardSummary,
} from '@helionews/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { apiGet } from '@/lib/api-client';
import { TENANT_INDEPENDENT_META } from '@/lib/query-scope';
import { POLLING, shellKeys } from './query-keys';

/** GET /api/admin/analytics/overview: users {total, active, admin}, categories, system. */
export function getAnalyticsOverview(signal?: AbortSignal): Promise<AnalyticsOverview> {
  return adminRequest(
    ADMIN_API_PATHS.analyticsOverview,
    ADMIN_CLIENT_ERRORS.fetchAnalyticsOverview,
    {
      schema: analyticsOverviewSchema,
      signal,
    },
  );
}

/** GET /api/admin/dashboard/summary (this tenant). */
export function getDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return adminRequest(ADMIN_API_PATHS.dashboardSummary, ADMIN_CLIENT_ERRORS.fetchDashboardSummary, {
    schema: dashboardSummarySchema,
    signal,
  });
}

/** GET /api/ready: 200 when the API and its database answer. */
export async function isSystemOnline(signal?: AbortSignal): Promise<boolean> {
  try {
    await apiGet(API_PATHS.ready, { schema: readyResponseSchema, signal });
    return true;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('System readiness check failed', error);
    return false;
  }
}

export function useActiveUsers(enabled: boolean) {
  return useQuery({
    queryKey: shellKeys.analyticsOverview(),
    queryFn: ({ signal }) => getAnalyticsOverview(signal),
    select: (overview) => overview.users.active,
    enabled,
    refetchInterval: LIMITS.pollIntervalMs,
  });
}

export function useNewArticlesThisWeek() {
  return useQuery({
    queryKey: shellKeys.dashboardSummary(),
    queryFn: ({ signal }) => getDashboardSummary(signal),
    select: (summary) => summary.new_articles_this_week,
    refetchInterval: LIMITS.pollIntervalMs,
  });
}

export function useSystemOnline() {
  return useQuery({
    queryKey: ['system', 'ready'],
    queryFn: ({ signal }) => isSystemOnline(signal),
    meta: TENANT_INDEPENDENT_META,
    ...POLLING,
  });
}
