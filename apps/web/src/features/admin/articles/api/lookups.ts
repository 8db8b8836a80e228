import {
  ADMIN_API_PATHS,
  API_PATHS,
  LIMITS,
  activityHistorySchema,
  adminCategoryListResponseSchema,
  adminTenantListResponseSchema,
  categoryListResponseSchema,
  type ActivityHistory,
} from '@helionews/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { AdminCallError, adminRequest } from '@/features/admin/shared/api/admin-request';
import { ARTICLE_CLIENT_ERRORS, articleKeys } from './articles';

/** A category an article can be filed under. */
export interface CategoryOption {
  slug: string;
  name: string;
}

/**
 * GET /api/admin/categories for the category pickers. Categories are the editors' section: when
 * the caller's role does not open it (403, a contributor), the publication's public list names
 * the same categories.
 */
export async function getCategoryOptions(signal?: AbortSignal): Promise<CategoryOption[]> {
  try {
    const { categories } = await adminRequest(
      ADMIN_API_PATHS.categories,
      ARTICLE_CLIENT_ERRORS.fetchCategories,
      { schema: adminCategoryListResponseSchema, signal },
    );
    return categories.map(({ slug, name }) => ({ slug, name }));
  } catch (error) {
    if (!(error instanceof AdminCallError) || error.status !== 403) throw error;
    const { categories } = await adminRequest(
      API_PATHS.categories,
      ARTICLE_CLIENT_ERRORS.fetchCategories,
      { schema: categoryListResponseSchema, signal },
    );
    return categories.map(({ slug, name }) => ({ slug, name }));
  }
}

export function categoryOptionsQueryOptions() {
  return queryOptions({
    queryKey: articleKeys.categories(),
    queryFn: ({ signal }) => getCategoryOptions(signal),
    staleTime: 60_000,
  });
}

/** Publications a platform admin may list articles of (GET /api/admin/tenants, first page). */
export function tenantOptionsQueryOptions() {
  return queryOptions({
    queryKey: articleKeys.tenants(),
    queryFn: async ({ signal }) => {
      const { tenants } = await adminRequest(
        ADMIN_API_PATHS.tenants,
        ARTICLE_CLIENT_ERRORS.fetchTenants,
        {
          schema: adminTenantListResponseSchema,
          query: { page: 1, page_size: LIMITS.maxPageSize },
          signal,
        },
      );
      return tenants.map(({ id, display_name }) => ({ id, name: display_name }));
    },
    staleTime: 60_000,
  });
}

export const ACTIVITY_PAGE_SIZE = 10;

/** The article's own history (GET /api/admin/activity?entity_type=story&entity_id=N), pages on. */
export function articleActivityQueryOptions(articleId: number) {
  return infiniteQueryOptions({
    queryKey: articleKeys.activity(articleId),
    queryFn: ({ signal, pageParam }): Promise<ActivityHistory> =>
      adminRequest(ADMIN_API_PATHS.activity, ARTICLE_CLIENT_ERRORS.fetchActivity, {
        schema: activityHistorySchema,
        query: {
          entity_type: 'story',
          entity_id: articleId,
          page: pageParam,
          page_size: ACTIVITY_PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.page_size < last.total ? last.page + 1 : undefined,
  });
}
