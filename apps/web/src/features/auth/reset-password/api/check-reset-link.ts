import { API_PATHS, resetLinkCheckResponseSchema, type ResetLinkCheck } from '@helionews/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { BROWSER_ONLY_META, TENANT_INDEPENDENT_META } from '@/lib/query-scope';

/** 200 while the link works (until `expires_at`); 400 `resetInvalid` once used, ended or expired. */
export function postResetLinkCheck(token: string, signal?: AbortSignal): Promise<ResetLinkCheck> {
  return apiPost(API_PATHS.resetLinkCheck, {
    schema: resetLinkCheckResponseSchema,
    body: { token },
    signal,
  });
}

export const resetLinkCheckKey = (token: string) => ['reset-link', token] as const;

export function resetLinkCheckQueryOptions(token: string) {
  return queryOptions({
    queryKey: resetLinkCheckKey(token),
    queryFn: ({ signal }) => postResetLinkCheck(token, signal),
    // The token is the link's secret: the server's render leaves the check to the browser (and a
    // page it may cache never holds an answer). A link works on every publication.
    meta: { ...BROWSER_ONLY_META, ...TENANT_INDEPENDENT_META },
    // Asked once, as the page opens: using the link ends it, and a later check must not swap the
    // confirmation for "this link no longer works".
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Whether the emailed link still works; idle without a token. */
export function useResetLinkCheck(token: string | null) {
  return useQuery({ ...resetLinkCheckQueryOptions(token ?? ''), enabled: token !== null });
}
