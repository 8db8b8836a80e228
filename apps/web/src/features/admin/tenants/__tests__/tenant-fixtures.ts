import type { AdminTenant, TenantInfo } from '@helionews/contracts';
import { makeTenantInfo } from '@/test/fixtures';

export function makeAdminTenant(
  overrides: Partial<TenantInfo> & Partial<Omit<AdminTenant, keyof TenantInfo>> = {},
): AdminTenant {
  const { created_at, updated_at, story_count, category_count, ...info } = overrides;
  return {
    ...makeTenantInfo(info),
    created_at: created_at ?? '2025-01-01T00:00:00.000Z',
    updated_at: updated_at ?? '2025-01-01T00:00:00.000Z',
    story_count: story_count ?? 0,
    category_count: category_count ?? 0,
  };
}
