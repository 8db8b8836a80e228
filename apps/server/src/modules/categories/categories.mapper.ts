import type { Category } from '@helionews/contracts';
import type { CategoryWithCount } from './categories.repository.js';

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
