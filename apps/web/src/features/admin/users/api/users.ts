import {
  ADMIN_API_PATHS,
  ADMIN_CLIENT_ERRORS,
  activityHistorySchema,
  adminTenantListResponseSchema,
  adminUserListResponseSchema,
  adminUserSchema,
  LIMITS,
  type ActivityHistory,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserListQuery,
  type AdminUserListResponse,
  type AdminUserUpdate,
  type USER_STATUSES,
} from '@helionews/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import {
  adminRecordCalls,
  recordFailures,
  type AdminRecordCalls,
} from '@/features/admin/shared/api/admin-record-calls';
import { adminKeys } from '@/features/admin/shared/api/get-access';

export type UserStatusFilter = (typeof USER_STATUSES)[number] | 'all';
export type UserSort = AdminUserListQuery['sort'];

export interface UserListParams {
  page: number;
  pageSize: number;
  search: string;
  status: UserStatusFilter;
  sort: UserSort;
}

/** Not among SPEC section 8's texts: the user's history and the tenants for role grants. */
export const USER_EXTRA_ERRORS = {
  fetchHistory: 'Failed to fetch user history',
  fetchTenants: 'Failed to fetch tenants',
  removeSecondFactor: 'Failed to remove two-step verification',
} as const;

export const userAdminKeys = {
  all: [...adminKeys.all, 'users'] as const,
  list: (params: UserListParams) => [...userAdminKeys.all, 'list', params] as const,
  history: (id: number) => [...userAdminKeys.all, 'history', id] as const,
  tenants: () => [...adminKeys.all, 'users', 'tenants'] as const,
};

/** GET /api/admin/users: `{users, total}` for page, page_size, search, status and sort. */
export function userListQueryOptions(params: UserListParams) {
  return queryOptions({
    queryKey: userAdminKeys.list(params),
    queryFn: ({ signal }): Promise<AdminUserListResponse> =>
      adminRequest(ADMIN_API_PATHS.users, ADMIN_CLIENT_ERRORS.fetchUsers, {
        schema: adminUserListResponseSchema,
        query: {
          page: params.page,
          page_size: params.pageSize,
          search: params.search.trim(),
          status: params.status === 'all' ? undefined : params.status,
          sort: params.sort,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/activity for one user: what was done to the account here, newest first. */
export function userHistoryQueryOptions(id: number) {
  return queryOptions({
    queryKey: userAdminKeys.history(id),
    queryFn: ({ signal }): Promise<ActivityHistory> =>
      adminRequest(ADMIN_API_PATHS.activity, USER_EXTRA_ERRORS.fetchHistory, {
        schema: activityHistorySchema,
        query: { entity_type: 'user', entity_id: id, page: 1, page_size: 50 },
        signal,
      }),
  });
}

/** Every tenant's slug and name, for a platform admin granting roles on other tenants. */
export function roleTenantsQueryOptions() {
  return queryOptions({
    queryKey: userAdminKeys.tenants(),
    queryFn: async ({ signal }) => {
      const list = await adminRequest(ADMIN_API_PATHS.tenants, USER_EXTRA_ERRORS.fetchTenants, {
        schema: adminTenantListResponseSchema,
        query: { page: 1, page_size: LIMITS.maxPageSize },
        signal,
      });
      return list.tenants.map((tenant) => ({ slug: tenant.slug, name: tenant.display_name }));
    },
    staleTime: 60_000,
  });
}

const userCalls: AdminRecordCalls<AdminUserCreate, AdminUserUpdate, AdminUser> = adminRecordCalls({
  collection: ADMIN_API_PATHS.users,
  item: ADMIN_API_PATHS.user,
  schema: adminUserSchema,
  deleted: z.unknown(),
  failures: recordFailures(ADMIN_CLIENT_ERRORS, 'User'),
});

export const { create: createUser, update: updateUser } = userCalls;
export const deleteUser = (id: number) => userCalls.remove(id);

export function activateUser(id: number): Promise<AdminUser> {
  return adminRequest(ADMIN_API_PATHS.userActivate(id), ADMIN_CLIENT_ERRORS.activateUser, {
    schema: adminUserSchema,
    method: 'POST',
  });
}

/** DELETE /api/admin/users/{id}/2fa (issue 35): the account's second factors go; 204. */
export async function removeUserSecondFactor(id: number): Promise<void> {
  await adminRequest(ADMIN_API_PATHS.userSecondFactors(id), USER_EXTRA_ERRORS.removeSecondFactor, {
    schema: z.undefined(),
    method: 'DELETE',
  });
}

export function deactivateUser(id: number): Promise<AdminUser> {
  return adminRequest(ADMIN_API_PATHS.userDeactivate(id), ADMIN_CLIENT_ERRORS.deactivateUser, {
    schema: adminUserSchema,
    method: 'POST',
  });
}
