import { z } from 'zod';
import { idSchema } from './common.js';

/* ------------------------------------------------------------------------------------------------
 * RSS feeds in the back-office (SPEC section 7: GET/POST /admin/rss/feeds, PUT/DELETE
 * /admin/rss/feeds/{id}, POST /admin/rss/feeds/{id}/test; issue 11, item 1)
 * ---------------------------------------------------------------------------------------------- */

/** A feed is polled at most this often (minutes), and at least once a week. */
export const FEED_MIN_INTERVAL_MINUTES = 5;
export const FEED_MAX_INTERVAL_MINUTES = 10_080;
export const FEED_DEFAULT_INTERVAL_MINUTES = 30;
/** Failures in a row after which a feed is paused. */
export const FEED_MAX_CONSECUTIVE_FAILURES = 5;
/** New items one fetch imports at most; the rest wait for the next fetch. */
export const FEED_MAX_ITEMS_PER_FETCH = 50;
export const FEED_URL_MAX = 2000;
export const FEED_TITLE_MAX = 200;

/**
 * What the last fetch did: `never` (not fetched yet), `ok` (fetched and parsed), `not_modified`
 * (the server answered 304), `error` (it failed; see last_error), `paused` (switched off after
 * failing FEED_MAX_CONSECUTIVE_FAILURES times in a row).
 */
export const FEED_STATUSES = ['never', 'ok', 'not_modified', 'error', 'paused'] as const;
export type FeedStatus = (typeof FEED_STATUSES)[number];

export const FEED_MESSAGES = {
  notFound: 'Feed not found',
  urlTaken: 'This publication already subscribes to this feed',
  categoryNotFound: 'The category does not exist',
  invalidUrl: 'must be an http:// or https:// address',
  notAFeed: 'The address did not answer an RSS, Atom or RDF feed',
  httpStatus: (status: number) => `The feed answered HTTP ${status}`,
  paused: (failures: number) => `Paused after ${failures} failed fetches in a row`,
} as const;

const feedUrlSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(FEED_URL_MAX, { error: `must be at most ${FEED_URL_MAX} characters` })
  .pipe(z.url({ protocol: /^https?$/, error: FEED_MESSAGES.invalidUrl }));

const feedTitleSchema = z
  .string()
  .trim()
  .max(FEED_TITLE_MAX, { error: `must be at most ${FEED_TITLE_MAX} characters` });

const intervalSchema = z
  .number({ error: 'must be a number of minutes' })
  .int({ error: 'must be a whole number of minutes' })
  .min(FEED_MIN_INTERVAL_MINUTES, {
    error: `must be at least ${FEED_MIN_INTERVAL_MINUTES} minutes`,
  })
  .max(FEED_MAX_INTERVAL_MINUTES, {
    error: `must be at most ${FEED_MAX_INTERVAL_MINUTES} minutes`,
  });

export const feedCategorySchema = z.object({ id: z.number().int(), name: z.string() });

export const feedSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    title: z.string(),
    category: feedCategorySchema.nullable().describe('where imported stories go'),
    is_active: z.boolean(),
    auto_approve: z.boolean().describe('imported stories are published at once'),
    poll_interval_minutes: z.number().int(),
    status: z.enum(FEED_STATUSES),
    last_error: z.string().nullable().describe('what went wrong on the last fetch, in words'),
    consecutive_failures: z.number().int(),
    last_fetched_at: z.string().nullable(),
    next_fetch_at: z.string().nullable().describe('null while the feed is switched off'),
    item_count: z.number().int().describe('stories imported from this feed'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Feed' });
export type Feed = z.infer<typeof feedSchema>;

export const feedListResponseSchema = z
  .object({
    feeds: z.array(feedSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'FeedList' });
export type FeedListResponse = z.infer<typeof feedListResponseSchema>;

export const feedCreateSchema = z
  .strictObject({
    url: feedUrlSchema,
    title: feedTitleSchema
      .default('')
      .describe("empty: the feed's own title after the first fetch"),
    category_id: idSchema.nullable().default(null),
    is_active: z.boolean().default(true),
    auto_approve: z.boolean().default(false),
    poll_interval_minutes: intervalSchema.default(FEED_DEFAULT_INTERVAL_MINUTES),
  })
  .meta({ id: 'FeedCreate' });
export type FeedCreate = z.input<typeof feedCreateSchema>;
export type FeedCreateInput = z.output<typeof feedCreateSchema>;

/**
 * The back-office's feed form: its fields as typed (the category and the interval are text), by
 * the payload's own rules, turned into what FeedCreate holds. An edit sends what changed of it.
 */
export const feedFormSchema = z.object({
  url: feedUrlSchema,
  title: feedTitleSchema,
  category_id: z.string().transform((value) => (value === '' ? null : Number(value))),
  poll_interval_minutes: z
    .string()
    .trim()
    .regex(/^\d+$/, { error: 'must be a whole number of minutes' })
    .transform(Number)
    .pipe(intervalSchema),
  is_active: z.boolean(),
  auto_approve: z.boolean(),
});
export type FeedFormValues = z.input<typeof feedFormSchema>;
export type FeedForm = z.output<typeof feedFormSchema>;

export const feedUpdateSchema = z
  .strictObject({
    url: feedUrlSchema,
    title: feedTitleSchema,
    category_id: idSchema.nullable(),
    is_active: z.boolean(),
    auto_approve: z.boolean(),
    poll_interval_minutes: intervalSchema,
  })
  .partial()
  .meta({ id: 'FeedUpdate' });
export type FeedUpdate = z.infer<typeof feedUpdateSchema>;

export const feedListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});
export type FeedListQuery = z.infer<typeof feedListQuerySchema>;

export const feedPreviewItemSchema = z.object({
  guid: z.string().describe('the key imports are deduplicated on (guid, else link)'),
  title: z.string(),
  link: z.string().nullable(),
  published_at: z.string().nullable(),
  image_url: z.string().nullable(),
  summary: z.string(),
  already_imported: z.boolean(),
});
export type FeedPreviewItem = z.infer<typeof feedPreviewItemSchema>;

/** POST /admin/rss/feeds/{id}/test: what a fetch now would import; nothing is imported. */
export const feedTestResultSchema = z
  .object({
    feed_title: z.string(),
    fetched_url: z.string().describe('after redirects'),
    items: z.array(feedPreviewItemSchema),
    new_count: z.number().int().describe('items not imported yet'),
  })
  .meta({ id: 'FeedTestResult' });
export type FeedTestResult = z.infer<typeof feedTestResultSchema>;
