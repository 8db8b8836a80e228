import type { ActivityHistory, AdminUser, AdminUserListResponse } from '@helionews/contracts';
import type { RecordedRequest } from '@/test/mock-api';

let nextId = 100;

export function makeListedUser(overrides: Partial<AdminUser> = {}): AdminUser {
  nextId += 1;
  return {
    id: nextId,
    email: `user${nextId}@example.org`,
    username: `user_${nextId}`,
    display_name: null,
    is_admin: false,
    is_active: true,
    roles: [],
    access_requested: false,
    created_at: '2026-11-01T09:00:00.000Z',
    last_login_at: null,
    has_second_factor: false,
    ...overrides,
  };
}

/** Answers GET /api/admin/users from `users` like the server: search and status, then the page. */
export function userListHandler(users: AdminUser[]) {
  return ({ url }: RecordedRequest): AdminUserListResponse => {
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const status = url.searchParams.get('status');
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('page_size') ?? 10);
    const found = users.filter(
      (user) =>
        (!search || `${user.username} ${user.email}`.toLowerCase().includes(search)) &&
        (status === null ||
          (status === 'inactive' && !user.is_active) ||
          (status === 'active' && user.is_active) ||
          (status === 'pending' && user.access_requested && user.is_active)),
    );
    return {
      users: found.slice((page - 1) * pageSize, page * pageSize),
      total: found.length,
      page,
      page_size: pageSize,
    };
  };
}

export function historyOf(
  activities: Partial<ActivityHistory['activities'][number]>[],
): ActivityHistory {
  return {
    activities: activities.map((activity, index) => ({
      id: index + 1,
      action: 'update',
      entity_type: 'user',
      entity_id: 1,
      entity_label: 'someone',
      actor: { id: 1, username: 'zoe' },
      tenant_slug: 'helionews',
      details: {},
      created_at: '2026-11-20T09:00:00.000Z',
      ...activity,
    })),
    total: activities.length,
    page: 1,
    page_size: 50,
  };
}
