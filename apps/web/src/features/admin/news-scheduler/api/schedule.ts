import {
  ADMIN_API_PATHS,
  rescheduleResultSchema,
  scheduleResponseSchema,
  type Reschedule,
  type RescheduleResult,
  type ScheduleEntry,
  type ScheduleResponse,
} from '@helionews/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { adminRequest, isAdminCallError } from '@/features/admin/shared/api/admin-request';
import { adminKeys } from '@/features/admin/shared/api/get-access';
import { isApiError } from '@/lib/api-client';

/** The scheduler's 'Failed to ...' texts, in the manner of SPEC section 8. */
export const SCHEDULER_CLIENT_ERRORS = {
  fetchSchedule: 'Failed to fetch schedule',
  reschedule: 'Failed to reschedule story',
} as const;

export interface ScheduleRange {
  from: string;
  to: string;
}

export const scheduleKeys = {
  all: [...adminKeys.all, 'news-scheduler'] as const,
  range: (range: ScheduleRange) => [...scheduleKeys.all, range] as const,
};

export function scheduleQueryOptions(range: ScheduleRange) {
  return queryOptions({
    queryKey: scheduleKeys.range(range),
    queryFn: ({ signal }): Promise<ScheduleResponse> =>
      adminRequest(ADMIN_API_PATHS.schedule, SCHEDULER_CLIENT_ERRORS.fetchSchedule, {
        schema: scheduleResponseSchema,
        query: { from: range.from, to: range.to },
        signal,
      }),
    // The month stays on screen while the next one loads, time zone and all.
    placeholderData: keepPreviousData,
  });
}

export function useSchedule(range: ScheduleRange) {
  return useQuery(scheduleQueryOptions(range));
}

export function reschedule(storyId: number, body: Reschedule): Promise<RescheduleResult> {
  return adminRequest(ADMIN_API_PATHS.scheduleEntry(storyId), SCHEDULER_CLIENT_ERRORS.reschedule, {
    schema: rescheduleResultSchema,
    method: 'PUT',
    body,
  });
}

/** One move: the entry moved, and its new time (null clears an unpublication). */
export interface RescheduleRequest {
  entry: ScheduleEntry;
  at: string | null;
}

/** The schedule as it will be after `request`, for the optimistic update. */
export function applyReschedule(
  schedule: ScheduleResponse,
  { entry, at }: RescheduleRequest,
): ScheduleResponse {
  const field = entry.kind === 'publish' ? 'publish_at' : 'unpublish_at';
  const from = Date.parse(schedule.from);
  const to = Date.parse(schedule.to);
  const entries = schedule.entries
    .map((candidate) => {
      if (candidate.story_id !== entry.story_id) return candidate;
      const updated = { ...candidate, [field]: at };
      return candidate.kind === entry.kind && at !== null ? { ...updated, at } : updated;
    })
    .filter(
      (candidate) =>
        !(candidate.story_id === entry.story_id && candidate.kind === entry.kind && at === null),
    )
    .filter((candidate) => Date.parse(candidate.at) >= from && Date.parse(candidate.at) < to);
  entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.story_id - b.story_id);
  return { ...schedule, entries };
}

/** The sentence for a failed move: the rule the server cited, else the generic failure. */
export function rescheduleFailure(error: unknown): string {
  const cause = isAdminCallError(error) ? error.cause : error;
  if (isApiError(cause)) {
    const field = cause.fieldErrors[0]?.message;
    if (field) return field;
    if (cause.fromServer && cause.detail) return cause.detail;
  }
  return SCHEDULER_CLIENT_ERRORS.reschedule;
}

/**
 * Moves an entry at once on screen (every loaded range), then asks the server; on failure the
 * ranges go back to what they were. Either way they are refetched afterwards.
 */
export function useReschedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, at }: RescheduleRequest) =>
      reschedule(
        entry.story_id,
        entry.kind === 'publish' ? { publish_at: at ?? undefined } : { unpublish_at: at },
      ),
    onMutate: async (request) => {
      await queryClient.cancelQueries({ queryKey: scheduleKeys.all });
      const previous = queryClient.getQueriesData<ScheduleResponse>({
        queryKey: scheduleKeys.all,
      });
      for (const [key, data] of previous) {
        if (data) queryClient.setQueryData(key, applyReschedule(data, request));
      }
      return { previous };
    },
    onError: (_error, _request, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
