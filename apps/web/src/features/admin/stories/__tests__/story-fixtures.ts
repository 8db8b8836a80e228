import type { AdminStory, AdminStoryListResponse } from '@helionews/contracts';

let nextId = 100;

/** A feed item pending review, received ten minutes ago. */
export function makeAdminStory(overrides: Partial<AdminStory> = {}): AdminStory {
  const id = overrides.id ?? nextId++;
  const received = new Date(Date.now() - 10 * 60 * 1000).toISOString();
  return {
    id,
    title: `Story ${id}`,
    slug: `story-${id}`,
    summary: '',
    status: 'pending',
    origin: 'feed',
    access: 'public',
    category: null,
    image_url: null,
    author: null,
    byline: null,
    language: 'en',
    created_by: null,
    review_note: null,
    publish_at: null,
    unpublish_at: null,
    published_at: null,
    created_at: received,
    updated_at: received,
    tenant_slug: 'helionews',
    source_name: 'Wire Service',
    source_url: `https://wire.example.org/${id}`,
    feed: null,
    received_at: received,
    body_html: `<p>Body of story ${id}</p>`,
    ...overrides,
  };
}

export function storyList(stories: AdminStory[], total = stories.length): AdminStoryListResponse {
  return { stories, total, page: 1, page_size: 10 };
}
