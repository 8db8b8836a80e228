import type { AdminStory } from '@helionews/contracts';
import { toAdminStoryFields } from '../content/story-admin.mapper.js';
import type { AdminStoryWithRefs } from './stories.admin.repository.js';

/** A story as the review queue shows it. Allow-list: the search vector and guid stay here. */
export function toAdminStory(
  { story, category, creator, feed }: AdminStoryWithRefs,
  tenantSlug: string,
): AdminStory {
  return {
    ...toAdminStoryFields({ story, category, creator, tenantSlug }),
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
