import {
  ADMIN_API_PATHS,
  ANALYTICS_ERRORS,
  analyticsContentSchema,
  analyticsUsersSchema,
  type AnalyticsContent,
  type AnalyticsUsers,
} from '@helionews/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminDownload, adminRequest } from '@/features/admin/shared/api/admin-request';
import { adminKeys } from '@/features/admin/shared/api/get-access';
import { saveBlob } from '@/lib/save-blob';

/** Whole UTC days, both included ('YYYY-MM-DD'). */
export interface DayRange {
  from: string;
  to: string;
}

export const analyticsKeys = {
  all: () => [...adminKeys.all, 'analytics'] as const,
  users: (range: DayRange) => [...analyticsKeys.all(), 'users', range.from, range.to] as const,
  content: (range: DayRange) => [...analyticsKeys.all(), 'content', range.from, range.to] as const,
};

const STALE_TIME = 30_000;

export function getAnalyticsUsers(range: DayRange, signal?: AbortSignal): Promise<AnalyticsUsers> {
  return adminRequest(ADMIN_API_PATHS.analyticsUsers, ANALYTICS_ERRORS.fetchUsers, {
    schema: analyticsUsersSchema,
    query: { from: range.from, to: range.to },
    signal,
  });
}

export function getAnalyticsContent(
  range: DayRange,
  signal?: AbortSignal,
): Promise<AnalyticsContent> {
  return adminRequest(ADMIN_API_PATHS.analyticsContent, ANALYTICS_ERRORS.fetchContent, {
    schema: analyticsContentSchema,
    query: { from: range.from, to: range.to },
    signal,
  });
}

export function useAnalyticsUsers(range: DayRange) {
  return useQuery({
    queryKey: analyticsKeys.users(range),
    queryFn: ({ signal }) => getAnalyticsUsers(range, signal),
    staleTime: STALE_TIME,
    // A new range keeps the last figures on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsContent(range: DayRange) {
  return useQuery({
    queryKey: analyticsKeys.content(range),
    queryFn: ({ signal }) => getAnalyticsContent(range, signal),
    staleTime: STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

export type CsvKind = 'users' | 'content';

/**
 * Downloads the server's CSV export of the range (an attachment). The call carries the bearer
 * token and the tenant like every admin call, so the file is fetched and then saved.
 */
export async function downloadAnalyticsCsv(kind: CsvKind, range: DayRange): Promise<void> {
  const path = kind === 'users' ? ADMIN_API_PATHS.analyticsUsers : ADMIN_API_PATHS.analyticsContent;
  const failure = kind === 'users' ? ANALYTICS_ERRORS.fetchUsers : ANALYTICS_ERRORS.fetchContent;
  const blob = await adminDownload(`${path}/export`, failure, {
    accept: 'text/csv',
    query: { from: range.from, to: range.to },
  });
  saveBlob(blob, `analytics-${kind}-${range.from}-to-${range.to}.csv`);
}
