import type { AdminTenant, AdminTenantListResponse, TenantInfo } from '@helionews/contracts';
import { makeTenantInfo } from '@/test/fixtures';

export function makeAdminTenant(
  overrides: Partial<TenantInfo> & Partial<Omit<AdminTenant, keyof TenantInfo>> = {},
): AdminTenant {
  const { created_at, updated_at, story_count, category_count, security, ...info } = overrides;
  return {
    ...makeTenantInfo(info),
    created_at: created_at ?? '2025-01-01T00:00:00.000Z',
    updated_at: updated_at ?? '2025-01-01T00:00:00.000Z',
    story_count: story_count ?? 0,
    category_count: category_count ?? 0,
    security: security ?? { require_staff_mfa: false },
  };
}

/**
 * GET /api/admin/tenants as a platform admin's publication pickers ask it (one page of 100): the
 * default publication and a second one, Orbital Dispatch.
 */
export function twoTenantList(): AdminTenantListResponse {
  return {
    tenants: [
      makeAdminTenant(),
      makeAdminTenant({ id: 2, slug: 'space', name: 'space', display_name: 'Orbital Dispatch' }),
    ],
    total: 2,
    page: 1,
    page_size: 100,
  };
}
