import { LIMITS } from '@helionews/contracts';
import { adminKeys } from '@/features/admin/shared/api/get-access';

/**
 * The shell's queries: per user (under adminKeys.all, dropped at sign-out) and per tenant (not
 * marked tenant-independent, so a tenant switch drops them and they refetch for the new one).
 */
export const shellKeys = {
  navigationCounts: () => [...adminKeys.all, 'dashboard', 'navigation-counts'] as const,
  dashboardSummary: () => [...adminKeys.all, 'dashboard', 'summary', 'tenant'] as const,
  analyticsOverview: () => [...adminKeys.all, 'analytics', 'overview'] as const,
  notifications: () => [...adminKeys.all, 'notifications'] as const,
  unreadCount: () => [...shellKeys.notifications(), 'unread-count'] as const,
  latestNotifications: () => [...shellKeys.notifications(), 'latest'] as const,
  switchableTenants: () => [...adminKeys.all, 'tenants', 'switchable'] as const,
};

/** SPEC section 4: counts refresh every 30 seconds, and at once when the tab regains focus. */
export const POLLING = {
  refetchInterval: LIMITS.pollIntervalMs,
  refetchOnWindowFocus: 'always',
} as const;
