import type { AdminStory } from '@helionews/contracts';
import { bylineOf } from '../content/bylines.js';
import type { AdminStoryWithRefs } from './stories.admin.repository.js';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** A story as the review queue shows it. Allow-list: the search vector and guid stay here. */
export function toAdminStory(
  { story, category, creator }: AdminStoryWithRefs,
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
    // stories.feed_id exists, but the feeds table arrives with the RSS issue: until then there is
    // no feed title to show, so the feed is null even for ingested items. That issue joins the
    // feed here ({id, title}).
    feed: null,
    // A story enters the system when it is created: ingested from a feed or written here.
    received_at: story.createdAt.toISOString(),
    // Sanitized on every write before it is stored, so the preview may render it as is.
    body_html: story.bodyHtml,
  };
}
