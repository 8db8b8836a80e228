import {
  ADMIN_API_PATHS,
  ADMIN_CLIENT_ERRORS,
  securityDailySchema,
  securityEventListResponseSchema,
  securityEventSchema,
  type SecurityDaily,
  type SecurityEvent,
  type SecurityEventListResponse,
  type SecurityEventType,
  type SecurityScope,
  type SecuritySeverity,
} from '@helionews/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { adminKeys } from '@/features/admin/shared/api/get-access';

export type { SecurityScope };

/** The chart's choices of period, in days. */
export const CHART_PERIODS = [7, 30, 90] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

export type StatusFilter = 'all' | 'open' | 'resolved';

export interface SecurityEventFilters {
  type: SecurityEventType | '';
  severity: SecuritySeverity | '';
  status: StatusFilter;
}

export interface SecurityEventListParams extends SecurityEventFilters {
  scope: SecurityScope;
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
}

/** Per user and tenant (under adminKeys.all), then per scope and parameters. */
export const securityKeys = {
  all: [...adminKeys.all, 'security'] as const,
  list: (params: SecurityEventListParams) => [...securityKeys.all, 'list', params] as const,
  daily: (scope: SecurityScope, days: number) =>
    [...securityKeys.all, 'daily', scope, days] as const,
  count: (scope: SecurityScope, filter: CountFilter) =>
    [...securityKeys.all, 'count', scope, filter] as const,
};

const STALE_TIME = 30_000;

const resolvedParam = (status: StatusFilter) =>
  status === 'all' ? undefined : status === 'resolved' ? 'true' : 'false';

export function getSecurityEvents(
  params: SecurityEventListParams,
  signal?: AbortSignal,
): Promise<SecurityEventListResponse> {
  return adminRequest(ADMIN_API_PATHS.securityEvents, ADMIN_CLIENT_ERRORS.fetchSecurityEvents, {
    schema: securityEventListResponseSchema,
    query: {
      page: params.page,
      page_size: params.pageSize,
      type: params.type,
      severity: params.severity,
      resolved: resolvedParam(params.status),
      scope: params.scope === 'platform' ? 'platform' : undefined,
    },
    signal,
  });
}

export function securityEventsQueryOptions(params: SecurityEventListParams) {
  return queryOptions({
    queryKey: securityKeys.list(params),
    queryFn: ({ signal }) => getSecurityEvents(params, signal),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIME,
  });
}

export function getSecurityDaily(
  scope: SecurityScope,
  days: number,
  signal?: AbortSignal,
): Promise<SecurityDaily> {
  return adminRequest(
    ADMIN_API_PATHS.securityEventsDaily,
    ADMIN_CLIENT_ERRORS.fetchSecurityEvents,
    {
      schema: securityDailySchema,
      query: { days, scope: scope === 'platform' ? 'platform' : undefined },
      signal,
    },
  );
}

export function securityDailyQueryOptions(scope: SecurityScope, days: number) {
  return queryOptions({
    queryKey: securityKeys.daily(scope, days),
    queryFn: ({ signal }) => getSecurityDaily(scope, days, signal),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIME,
  });
}

/** What a summary tile counts: open events of a severity, or everything since a time. */
export type CountFilter =
  { kind: 'open'; severity: SecuritySeverity } | { kind: 'since'; since: string };

/** How many events match, read as the list's total (one row fetched). */
export function securityCountQueryOptions(scope: SecurityScope, filter: CountFilter) {
  return queryOptions({
    queryKey: securityKeys.count(scope, filter),
    queryFn: async ({ signal }): Promise<number> => {
      const body = await adminRequest(
        ADMIN_API_PATHS.securityEvents,
        ADMIN_CLIENT_ERRORS.fetchSecurityEvents,
        {
          schema: securityEventListResponseSchema,
          query: {
            page: 1,
            page_size: 1,
            scope: scope === 'platform' ? 'platform' : undefined,
            ...(filter.kind === 'open'
              ? { severity: filter.severity, resolved: 'false' }
              : { since: filter.since }),
          },
          signal,
        },
      );
      return body.total;
    },
    staleTime: STALE_TIME,
  });
}

/** POST .../{id}/resolve with the note; answers the event as it now is. */
export function resolveSecurityEvent(
  id: number,
  note: string,
  scope: SecurityScope,
): Promise<SecurityEvent> {
  return adminRequest(
    ADMIN_API_PATHS.securityEventResolve(id),
    ADMIN_CLIENT_ERRORS.resolveSecurityEvent,
    {
      schema: securityEventSchema,
      method: 'POST',
      body: { note },
      query: { scope: scope === 'platform' ? 'platform' : undefined },
    },
  );
}
