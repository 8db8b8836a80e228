import { z } from 'zod';
import { paginationQuerySchema, slugSchema } from './common.js';
import { storySummarySchema } from './stories.js';

export const SEARCH_SORTS = ['relevance', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * Only the newest this many matches of a query are ranked and paged: a reader never pages past
 * them, and ranking every story that holds a common word would make every search slow.
 */
export const SEARCH_MAX_RESULTS = 1000;

/** The longest query the search accepts, in characters (after trimming). */
export const SEARCH_QUERY_MAX = 200;

/**
 * `GET /api/search`: websearch syntax (quotes, `or`, `-word`), filters, sort and pages. With a
 * `tag` the words may be left out: the tag's stories, newest first.
 */
export const searchQuerySchema = paginationQuerySchema
  .extend({
    q: z
      .string()
      .trim()
      .max(SEARCH_QUERY_MAX, { error: `must be at most ${SEARCH_QUERY_MAX} characters` })
      .default('')
      .describe('the words; may be empty (or left out) when `tag` is given'),
    category: slugSchema.optional().describe('category slug'),
    tag: slugSchema.optional().describe('tag slug (issue 34): only the stories carrying the tag'),
    from: z.iso.date().optional().describe('first publication day, YYYY-MM-DD (inclusive)'),
    to: z.iso.date().optional().describe('last publication day, YYYY-MM-DD (inclusive)'),
    sort: z.enum(SEARCH_SORTS).default('relevance'),
  })
  .refine((query) => query.q !== '' || query.tag !== undefined, {
    error: 'must not be empty',
    path: ['q'],
  });
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * A story found by a search. `title_html` and `excerpt_html` are escaped text with `<mark>`
 * around the matches, and nothing else: safe to put in the page as HTML.
 */
export const searchHitSchema = storySummarySchema
  .extend({
    title_html: z.string(),
    excerpt_html: z.string(),
  })
  .meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResponseSchema = z
  .object({
    stories: z.array(searchHitSchema),
    /** Matches, counted up to SEARCH_MAX_RESULTS. */
    total: z.number().int(),
    /** True when more stories match than `total` (older ones, beyond SEARCH_MAX_RESULTS). */
    capped: z.boolean(),
    page: z.number().int(),
    page_size: z.number().int(),
    /** The query as it was searched (trimmed). */
    query: z.string(),
    /** A respelling of the query that finds stories ("Did you mean"), or null. */
    suggestion: z.string().nullable(),
  })
  .meta({ id: 'SearchResults' });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
