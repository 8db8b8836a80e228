import { z } from 'zod';
import { paginationQuerySchema, slugSchema } from './common.js';
import { mediaPictureSchema } from './media.js';
import { storyAccessSchema } from './membership.js';
import { tagRefSchema } from './tags.js';

export const STORY_ORIGINS = ['editorial', 'feed'] as const;
export const STORY_STATUSES = [
  'draft',
  'pending',
  'scheduled',
  'published',
  'rejected',
  'archived',
] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

export const storyCategoryRefSchema = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string() })
  .meta({ id: 'StoryCategoryRef' });

/** A story as it appears in lists: everything but the body. */
export const storySummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    summary: z.string(),
    image_url: z.string().nullable(),
    author: z.string().nullable(),
    /**
     * The account the byline names, whose page is /author/{username}; null when the byline is
     * not a local account's (a feed item's author, a name typed in the Byline field).
     */
    author_username: z.string().nullable(),
    origin: z.enum(STORY_ORIGINS),
    source_name: z.string().nullable(),
    category: storyCategoryRefSchema.nullable(),
    published_at: z.string().describe('ISO 8601 timestamp'),
    /**
     * The lead image's responsive renderings when `image_url` names an image of the
     * publication's media library (issue 34): a `<source>` per format (AVIF, then WebP) with a
     * `w` srcset, and the fallback `<img>` with the image's width and height (no layout shift).
     * Null for any other picture (another site's, an older upload, none): show `image_url`.
     * (Optional for older clients' fixtures; the server always sends it.)
     */
    picture: mediaPictureSchema.nullable().optional(),
  })
  .meta({ id: 'StorySummary' });
export type StorySummary = z.infer<typeof storySummarySchema>;

/** One file the server has of a picture: its address and its size in pixels. */
export const imageSizeSchema = z
  .object({
    url: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  })
  .meta({ id: 'ImageSize' });
export type ImageSize = z.infer<typeof imageSizeSchema>;

/** A story as the reader opens it. `body_html` is sanitized on the server before it is stored. */
export const storySchema = storySummarySchema
  .extend({
    /**
     * Each file the server has of the story's picture, widest first, with its size: empty when
     * the picture is another site's or its size cannot be read. (An upload is stored once, at
     * most 1,600 pixels wide: one entry.)
     */
    image_sizes: z.array(imageSizeSchema),
    body_html: z.string(),
    language: z.string(),
    source_url: z.string().nullable(),
    updated_at: z.string(),
    /** Words of the body's text. */
    word_count: z.number().int(),
    /** Whole minutes at about 230 words a minute, at least 1. */
    reading_minutes: z.number().int(),
    /**
     * Who may read the whole text (issue 33). For `members` and `paid` stories `body_html` is
     * only the teaser (its first paragraphs); the rest comes from GET /api/stories/{id}/content.
     * (Optional for older clients' fixtures; the server always sends it.)
     */
    access: storyAccessSchema.optional(),
    /** Members/paid stories an anonymous browser may read a month (counted by the browser). */
    meter_anonymous: z.number().int().optional(),
    /**
     * The story's tags, by name (issue 34): each links to `/tag/{slug}`. (Optional for older
     * clients' fixtures; the server always sends it.)
     */
    tags: z.array(tagRefSchema).optional(),
  })
  .meta({ id: 'Story' });
export type Story = z.infer<typeof storySchema>;

export const storyListQuerySchema = paginationQuerySchema.extend({
  category: slugSchema.optional().describe('category slug'),
  tag: slugSchema.optional().describe('tag slug (issue 34); with `category`, both apply'),
});
export type StoryListQuery = z.infer<typeof storyListQuerySchema>;

export const storyListResponseSchema = z
  .object({
    stories: z.array(storySummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'StoryList' });
export type StoryListResponse = z.infer<typeof storyListResponseSchema>;

/** `GET /api/stories/{id}/related`: how many to return. */
export const relatedStoriesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(12).default(4),
});
export type RelatedStoriesQuery = z.infer<typeof relatedStoriesQuerySchema>;

/**
 * Stories like this one, of the same tenant: same category (and, for feed items, the same source)
 * first, then by text similarity. Never the story itself.
 */
export const relatedStoriesResponseSchema = z
  .object({ stories: z.array(storySummarySchema) })
  .meta({ id: 'RelatedStories' });
export type RelatedStoriesResponse = z.infer<typeof relatedStoriesResponseSchema>;
