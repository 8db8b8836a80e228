import type { ImageSize, MediaPicture, Story, StorySummary, TagRef } from '@helionews/contracts';
import { readingMinutes, wordCount } from '../../lib/reading.js';
import { DEFAULT_PREVIEW_PARAGRAPHS, teaserOf } from '../../lib/teaser.js';
import type { StorySummaryWithCategory, StoryWithCategory } from './stories.repository.js';

/**
 * Allow-list: drafts' review notes, feed ids, authorship ids and the like never leave here.
 * `picture`: the lead image's renderings when it is a media library image (stories.service.ts).
 */
export function toStorySummary(
  { story, category }: StorySummaryWithCategory,
  picture: MediaPicture | null = null,
): StorySummary {
  return {
    id: story.id,
    title: story.title,
    slug: story.slug,
    summary: story.summary,
    image_url: story.imageUrl,
    author: story.author,
    author_username: story.authorUsername,
    origin: story.origin,
    source_name: story.sourceName,
    category: category ? { id: category.id, slug: category.slug, name: category.name } : null,
    published_at: (story.publishedAt ?? story.createdAt).toISOString(),
    picture,
  };
}

/**
 * `imageSizes`: the files the server has of the story's picture (stories.service.ts). A
 * members/paid story's body is its teaser: this answer is the same for every caller (and cached
 * so); the whole text is GET /api/stories/{id}/content's (modules/paywall).
 */
export function toStory(
  row: StoryWithCategory,
  imageSizes: readonly ImageSize[] = [],
  tags: readonly TagRef[] = [],
  picture: MediaPicture | null = null,
): Story {
  const { access } = row.story;
  const words = wordCount(row.story.bodyHtml);
  const body =
    access === 'public'
      ? row.story.bodyHtml
      : teaserOf(row.story.bodyHtml, row.story.previewParagraphs ?? DEFAULT_PREVIEW_PARAGRAPHS);
  return {
    ...toStorySummary(row, picture),
    image_sizes: imageSizes.map(({ url, width, height }) => ({ url, width, height })),
    body_html: body,
    access,
    meter_anonymous: access === 'public' ? 0 : (row.story.meterAnonymous ?? 0),
    language: row.story.language,
    source_url: row.story.sourceUrl,
    updated_at: row.story.updatedAt.toISOString(),
    word_count: words,
    reading_minutes: readingMinutes(words),
    tags: tags.map(({ name, slug }) => ({ name, slug })),
  };
}
