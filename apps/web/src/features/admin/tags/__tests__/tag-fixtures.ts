import type { AdminTag, AdminTagListResponse } from '@helionews/contracts';

export function makeAdminTag(overrides: Partial<AdminTag> = {}): AdminTag {
  return {
    id: 1,
    slug: 'election',
    name: 'Election',
    description: '',
    image_url: null,
    story_count: 0,
    published_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function tagList(tags: AdminTag[]): AdminTagListResponse {
  return { tags, total: tags.length };
}

/** GET /api/admin/tags?q= as the server answers it: name or slug containing q, any case. */
export function filterTags(tags: AdminTag[], q: string | null): AdminTagListResponse {
  const needle = (q ?? '').trim().toLowerCase();
  return tagList(
    needle
      ? tags.filter((tag) => tag.name.toLowerCase().includes(needle) || tag.slug.includes(needle))
      : tags,
  );
}
