import type { AdminCategory, AdminCategoryListResponse } from '@helionews/contracts';

export function makeAdminCategory(overrides: Partial<AdminCategory> = {}): AdminCategory {
  return {
    id: 1,
    slug: 'world',
    name: 'World',
    description: '',
    color: null,
    position: 0,
    story_count: 0,
    published_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function categoryList(categories: AdminCategory[]): AdminCategoryListResponse {
  return { categories, total: categories.length };
}
