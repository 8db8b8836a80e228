import {
  ADMIN_API_PATHS,
  ADMIN_CLIENT_ERRORS,
  ADMIN_USERS_MAX_PAGE_SIZE,
  adminUserListResponseSchema,
  analyticsOverviewSchema,
  articlesByCategorySchema,
  dashboardSummarySchema,
  LIMITS,
  recentActivitySchema,
  weeklyActivitySchema,
  type AdminUser,
  type AnalyticsOverview,
  type ArticlesByCategory,
  type DashboardSummary,
  type RecentActivity,
  type WeeklyActivity,
} from '@helionews/contracts';
import { useQuery } from '@tanstack/react-query';
import { AdminCallError, adminRequest } from '@/features/admin/shared/api/admin-request';
import { adminKeys } from '@/features/admin/shared/api/get-access';

export type DashboardScope = 'tenant' | 'platform';

/** SPEC section 9: the dashboard statistics read 1000 users and keep 5 as recent users. */
export const STATISTICS_USERS_PAGE_SIZE = ADMIN_USERS_MAX_PAGE_SIZE;
export const RECENT_USERS_COUNT = 5;

/** Per user and per tenant (under adminKeys.all), and per scope. */
export const dashboardKeys = {
  all: () => [...adminKeys.all, 'dashboard'] as const,
  summary: (scope: DashboardScope) => [...dashboardKeys.all(), 'summary', scope] as const,
  weeklyActivity: (scope: DashboardScope) =>
    [...dashboardKeys.all(), 'weekly-activity', scope] as const,
  articlesByCategory: (scope: DashboardScope) =>
    [...dashboardKeys.all(), 'articles-by-category', scope] as const,
  recentActivity: (scope: DashboardScope, limit: number) =>
    [...dashboardKeys.all(), 'recent-activity', scope, limit] as const,
  statistics: () => [...dashboardKeys.all(), 'statistics'] as const,
};

const STALE_TIME = 30_000;

export function getDashboardSummary(
  scope: DashboardScope,
  signal?: AbortSignal,
): Promise<DashboardSummary> {
  return adminRequest(ADMIN_API_PATHS.dashboardSummary, ADMIN_CLIENT_ERRORS.fetchDashboardSummary, {
    schema: dashboardSummarySchema,
    query: { scope },
    signal,
  });
}

export function getWeeklyActivity(
  scope: DashboardScope,
  signal?: AbortSignal,
): Promise<WeeklyActivity> {
  return adminRequest(ADMIN_API_PATHS.weeklyActivity, ADMIN_CLIENT_ERRORS.fetchWeeklyActivity, {
    schema: weeklyActivitySchema,
    query: { scope },
    signal,
  });
}

export function getArticlesByCategory(
  scope: DashboardScope,
  signal?: AbortSignal,
): Promise<ArticlesByCategory> {
  return adminRequest(
    ADMIN_API_PATHS.articlesByCategory,
    ADMIN_CLIENT_ERRORS.fetchArticlesByCategory,
    { schema: articlesByCategorySchema, query: { scope }, signal },
  );
}

export function getRecentActivity(
  scope: DashboardScope,
  limit: number = LIMITS.recentActivityLimit,
  signal?: AbortSignal,
): Promise<RecentActivity> {
  return adminRequest(ADMIN_API_PATHS.recentActivity, ADMIN_CLIENT_ERRORS.fetchRecentActivity, {
    schema: recentActivitySchema,
    query: { limit, scope },
    signal,
  });
}

export interface DashboardStatistics {
  overview: AnalyticsOverview;
  /** How many users the list reports in all (it may hold more than the 1000 read). */
  usersListed: number;
  /** The five newest of the users read, newest first. */
  recentUsers: AdminUser[];
}

/** Newest first by `created_at`, the first `count`. */
export function newestUsers(users: readonly AdminUser[], count = RECENT_USERS_COUNT): AdminUser[] {
  return [...users]
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
    .slice(0, count);
}

/**
 * SPEC section 7: the dashboard statistics are the analytics overview plus the first 1000 users,
 * of which five are kept as recent users. Either call failing fails the whole with
 * 'Failed to fetch dashboard statistics' (each call has logged its own failure already).
 */
export async function getDashboardStatistics(signal?: AbortSignal): Promise<DashboardStatistics> {
  try {
    const [overview, users] = await Promise.all([
      adminRequest(ADMIN_API_PATHS.analyticsOverview, ADMIN_CLIENT_ERRORS.fetchAnalyticsOverview, {
        schema: analyticsOverviewSchema,
        signal,
      }),
      adminRequest(ADMIN_API_PATHS.users, ADMIN_CLIENT_ERRORS.fetchUsers, {
        schema: adminUserListResponseSchema,
        query: { page: 1, page_size: STATISTICS_USERS_PAGE_SIZE },
        signal,
      }),
    ]);
    return { overview, usersListed: users.total, recentUsers: newestUsers(users.users) };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(ADMIN_CLIENT_ERRORS.fetchDashboardStatistics, error);
    throw new AdminCallError(
      ADMIN_CLIENT_ERRORS.fetchDashboardStatistics,
      error instanceof Error ? error : new Error(String(error)),
    );
  }
}

export function useDashboardSummary(scope: DashboardScope) {
  return useQuery({
    queryKey: dashboardKeys.summary(scope),
    queryFn: ({ signal }) => getDashboardSummary(scope, signal),
    staleTime: STALE_TIME,
  });
}

export function useWeeklyActivity(scope: DashboardScope) {
  return useQuery({
    queryKey: dashboardKeys.weeklyActivity(scope),
    queryFn: ({ signal }) => getWeeklyActivity(scope, signal),
    staleTime: STALE_TIME,
  });
}

export function useArticlesByCategory(scope: DashboardScope) {
  return useQuery({
    queryKey: dashboardKeys.articlesByCategory(scope),
    queryFn: ({ signal }) => getArticlesByCategory(scope, signal),
    staleTime: STALE_TIME,
  });
}

export function useRecentActivity(
  scope: DashboardScope,
  limit: number = LIMITS.recentActivityLimit,
) {
  return useQuery({
    queryKey: dashboardKeys.recentActivity(scope, limit),
    queryFn: ({ signal }) => getRecentActivity(scope, limit, signal),
    staleTime: STALE_TIME,
  });
}

/** Only for roles that may read the analytics and the users (admins); editors would get 403. */
export function useDashboardStatistics(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.statistics(),
    queryFn: ({ signal }) => getDashboardStatistics(signal),
    enabled,
    staleTime: STALE_TIME,
  });
}
