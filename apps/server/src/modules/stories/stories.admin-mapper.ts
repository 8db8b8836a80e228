import type { AdminStory } from '@helionews/contracts';
import { bylineOf } from '../content/bylines.js';
import type { AdminStoryWithRefs } from './stories.admin.repository.js';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** A story as the review queue shows it. Allow-list: the search vector and guid stay here. */
export function toAdminStory(
  { story, category, creator, feed }: AdminStoryWithRefs,
  tenantSlug: string,
): AdminStory {
  return {
    id: story.id,
    title: story.title,
    slug: story.slug,
    summary: story.summary,
    status: story.status,
    origin: story.origin,
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
    source_name: story.sourceName,
    source_url: story.sourceUrl,
    // The feed it came from, while that feed exists (a deleted feed leaves its stories). A feed
    // without a title yet is named by its address, as the import's activity names it.
    feed: feed ? { id: feed.id, title: feed.title || feed.url } : null,
    // A story enters the system when it is created: ingested from a feed or written here.
    received_at: story.createdAt.toISOString(),
    // Sanitized on every write before it is stored, so the preview may render it as is.
    body_html: story.bodyHtml,
  };
}
