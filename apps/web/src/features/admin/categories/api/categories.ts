import {
  ADMIN_API_PATHS,
  ADMIN_CLIENT_ERRORS,
  adminCategoryListResponseSchema,
  adminCategorySchema,
  type AdminCategory,
  type AdminCategoryCreate,
  type AdminCategoryListResponse,
  type AdminCategoryUpdate,
} from '@helionews/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import {
  adminRecordCalls,
  recordFailures,
  type AdminRecordCalls,
} from '@/features/admin/shared/api/admin-record-calls';
import { adminKeys } from '@/features/admin/shared/api/get-access';

/** SPEC section 8's texts for the category calls, exactly. */
export const CATEGORY_CLIENT_ERRORS = {
  fetchCategories: ADMIN_CLIENT_ERRORS.fetchCategories,
  createCategory: ADMIN_CLIENT_ERRORS.createCategory,
  updateCategory: ADMIN_CLIENT_ERRORS.updateCategory,
  deleteCategory: ADMIN_CLIENT_ERRORS.deleteCategory,
} as const;

/** Per user and tenant (under adminKeys.all). */
export const categoryAdminKeys = {
  all: [...adminKeys.all, 'categories'] as const,
  list: () => [...categoryAdminKeys.all, 'list'] as const,
};

export function getCategories(signal?: AbortSignal): Promise<AdminCategoryListResponse> {
  return adminRequest(ADMIN_API_PATHS.categories, CATEGORY_CLIENT_ERRORS.fetchCategories, {
    schema: adminCategoryListResponseSchema,
    signal,
  });
}

export function categoryListQueryOptions() {
  return queryOptions({
    queryKey: categoryAdminKeys.list(),
    queryFn: ({ signal }) => getCategories(signal),
  });
}

const categoryCalls: AdminRecordCalls<AdminCategoryCreate, AdminCategoryUpdate, AdminCategory> =
  adminRecordCalls({
    collection: ADMIN_API_PATHS.categories,
    item: ADMIN_API_PATHS.category,
    schema: adminCategorySchema,
    deleted: z.unknown(),
    failures: recordFailures(CATEGORY_CLIENT_ERRORS, 'Category'),
  });

export const { create: createCategory, update: updateCategory } = categoryCalls;

/** PUT /admin/categories/order: every category id, in the new navigation order. */
export function reorderCategories(ids: number[]): Promise<AdminCategoryListResponse> {
  return adminRequest(ADMIN_API_PATHS.categoriesOrder, CATEGORY_CLIENT_ERRORS.updateCategory, {
    schema: adminCategoryListResponseSchema,
    method: 'PUT',
    body: { ids },
  });
}

/** DELETE /admin/categories/{id}, with the category its stories move to when it has any. */
export function deleteCategory(id: number, moveTo: number | null): Promise<unknown> {
  return categoryCalls.remove(id, { move_to: moveTo });
}

/**
 * After a change: the back-office lists, and the reader site's own caches of the navigation and
 * of story lists (their keys ['categories'] and ['stories'] belong to the reader feature), so a
 * reader in this browser sees the new navigation at once.
 */
export function refreshAfterCategoryChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: categoryAdminKeys.all }),
    queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['categories'], exact: true }),
    queryClient.invalidateQueries({ queryKey: ['stories'] }),
  ]);
}
