import type { AdminTag, Tag } from '@helionews/contracts';
import type { TagWithCounts } from './tags.repository.js';

/** A tag as readers see it: its published stories only. */
export function toTag(row: TagWithCounts): Tag {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image_url: row.imageUrl,
    story_count: row.publishedCount,
  };
}

/** A tag as the back-office lists it: its stories of any status too. */
export function toAdminTag(row: TagWithCounts): AdminTag {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image_url: row.imageUrl,
    story_count: row.storyCount,
    published_count: row.publishedCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
