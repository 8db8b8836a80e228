import type { AdminCategory, Category } from '@helionews/contracts';
import type { CategoryWithCount, CategoryWithCounts } from './categories.repository.js';

export function toCategory(row: CategoryWithCount): Category {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    position: row.position,
    story_count: row.storyCount,
  };
}

/** A category as the back-office lists it: its colour and its stories of any status. */
export function toAdminCategory(row: CategoryWithCounts): AdminCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    color: row.color,
    position: row.position,
    story_count: row.storyCount,
    published_count: row.publishedCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
