import {
  ADMIN_TAG_API_PATHS,
  adminTagListResponseSchema,
  adminTagSchema,
  type AdminTag,
  type AdminTagCreate,
  type AdminTagListResponse,
  type AdminTagUpdate,
} from '@helionews/contracts';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import {
  adminRecordCalls,
  recordFailures,
  type AdminRecordCalls,
} from '@/features/admin/shared/api/admin-record-calls';
import { adminKeys } from '@/features/admin/shared/api/get-access';

/**
 * What each tag call logs when it fails (the SPEC's 'Failed to ...' form); the pages show the
 * server's own sentence, else a translated one.
 */
export const TAG_CLIENT_ERRORS = {
  fetchTags: 'Failed to fetch tags',
  createTag: 'Failed to create tag',
  updateTag: 'Failed to update tag',
  deleteTag: 'Failed to delete tag',
  mergeTag: 'Failed to merge tag',
} as const;

/** Per user and tenant (under adminKeys.all). */
export const tagAdminKeys = {
  all: [...adminKeys.all, 'tags'] as const,
  /** `q` trimmed; '' for every tag. */
  list: (q: string) => [...tagAdminKeys.all, 'list', q] as const,
};

/** GET /api/admin/tags?q=: the tenant's tags by name (every back-office role may read them). */
export function getTags(q: string, signal?: AbortSignal): Promise<AdminTagListResponse> {
  return adminRequest(ADMIN_TAG_API_PATHS.tags, TAG_CLIENT_ERRORS.fetchTags, {
    schema: adminTagListResponseSchema,
    ...(q ? { query: { q } } : {}),
    signal,
  });
}

/** The tags whose name or slug holds `q` ('' or spaces: all of them). */
export function tagListQueryOptions(q = '') {
  const search = q.trim();
  return queryOptions({
    queryKey: tagAdminKeys.list(search),
    queryFn: ({ signal }) => getTags(search, signal),
    // While a new search runs, the rows of the last one stay (no flash of the skeleton).
    placeholderData: keepPreviousData,
  });
}

const tagCalls: AdminRecordCalls<AdminTagCreate, AdminTagUpdate, AdminTag> = adminRecordCalls({
  collection: ADMIN_TAG_API_PATHS.tags,
  item: ADMIN_TAG_API_PATHS.tag,
  schema: adminTagSchema,
  deleted: z.unknown(),
  failures: recordFailures(TAG_CLIENT_ERRORS, 'Tag'),
});

export const { create: createTag, update: updateTag, remove: deleteTag } = tagCalls;

/** POST /api/admin/tags/{id}/merge {into_id}: answers the tag that remains. */
export function mergeTag(id: number, intoId: number): Promise<AdminTag> {
  return adminRequest(ADMIN_TAG_API_PATHS.tagMerge(id), TAG_CLIENT_ERRORS.mergeTag, {
    schema: adminTagSchema,
    method: 'POST',
    body: { into_id: intoId },
  });
}

/**
 * After a change: every tag list (the page's searches and the editor's), and the reader site's
 * story caches (a renamed tag shows under its stories; key ['stories'] belongs to the reader).
 */
export function refreshAfterTagChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tagAdminKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['stories'] }),
  ]);
}
