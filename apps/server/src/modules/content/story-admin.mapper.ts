import type { AdminArticleSummary } from '@helionews/contracts';
import type { StoryRow } from '../../db/schema/index.js';
import { bylineOf, type BylineWriter } from './bylines.js';

/** The columns of a story both back-office lists show (articles and the review queue). */
export type AdminStoryColumns = Pick<
  StoryRow,
  | 'id'
  | 'title'
  | 'slug'
  | 'summary'
  | 'status'
  | 'origin'
  | 'access'
  | 'imageUrl'
  | 'author'
  | 'language'
  | 'reviewNote'
  | 'publishAt'
  | 'unpublishAt'
  | 'publishedAt'
  | 'createdAt'
  | 'updatedAt'
>;

/** A story with what the back-office joins to it: its category and the account that wrote it. */
export interface AdminStoryRefs {
  story: AdminStoryColumns;
  category: { id: number; slug: string; name: string } | null;
  creator: (BylineWriter & { id: number }) | null;
  tenantSlug: string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * What Articles (articles.mapper.ts) and the review queue (stories.admin-mapper.ts) both answer
 * for a story, in one place. Allow-list: feed ids, guids, source fields, view counts and the
 * search vector never leave; each caller adds only the fields its own answer names.
 */
export function toAdminStoryFields({
  story,
  category,
  creator,
  tenantSlug,
}: AdminStoryRefs): AdminArticleSummary {
  return {
    id: story.id,
    title: story.title,
    slug: story.slug,
    summary: story.summary,
    status: story.status,
    origin: story.origin,
    access: story.access,
    category: category ? { id: category.id, slug: category.slug, name: category.name } : null,
    image_url: story.imageUrl,
    author: story.author,
    byline: bylineOf(story.author, creator),
    language: story.language,
    created_by: creator
      ? { id: creator.id, username: creator.username, display_name: creator.displayName }
      : null,
    review_note: story.reviewNote,
    publish_at: iso(story.publishAt),
    unpublish_at: iso(story.unpublishAt),
    published_at: iso(story.publishedAt),
    created_at: story.createdAt.toISOString(),
    updated_at: story.updatedAt.toISOString(),
    tenant_slug: tenantSlug,
  };
}
