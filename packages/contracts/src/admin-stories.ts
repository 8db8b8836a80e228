import { z } from 'zod';
import { idSchema, paginationQuerySchema, slugSchema } from './common.js';
import { adminArticleSummarySchema } from './admin-articles.js';
import { STORY_ORIGINS, STORY_STATUSES } from './stories.js';

/* ------------------------------------------------------------------------------------------------
 * Stories review (SPEC section 7: GET /admin/stories, POST .../{id}/approve and /reject): every
 * story of the tenant, by default feed items waiting for review.
 * ---------------------------------------------------------------------------------------------- */

export const adminStorySchema = adminArticleSummarySchema
  .extend({
    source_name: z.string().nullable(),
    source_url: z.string().nullable(),
    feed: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    received_at: z.string().describe('when the story entered the system'),
    body_html: z.string().describe('sanitized; for the preview'),
  })
  .meta({ id: 'AdminStory' });
export type AdminStory = z.infer<typeof adminStorySchema>;

export const adminStoryListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  category: slugSchema.optional(),
  status: z
    .enum([...STORY_STATUSES, 'all'])
    .default('pending')
    .describe('default pending'),
  origin: z
    .enum([...STORY_ORIGINS, 'all'])
    .default('feed')
    .describe('default feed: the review queue of ingested items'),
});
export type AdminStoryListQuery = z.infer<typeof adminStoryListQuerySchema>;

export const adminStoryListResponseSchema = z
  .object({
    stories: z.array(adminStorySchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'AdminStoryList' });
export type AdminStoryListResponse = z.infer<typeof adminStoryListResponseSchema>;

/** POST /admin/stories/bulk: approve or reject many at once. */
export const adminStoryBulkSchema = z
  .discriminatedUnion('action', [
    z.strictObject({ action: z.literal('approve'), ids: z.array(idSchema).min(1).max(200) }),
    z.strictObject({
      action: z.literal('reject'),
      ids: z.array(idSchema).min(1).max(200),
      reason: z.string().trim().min(1, { error: 'is required' }).max(1000),
    }),
  ])
  .meta({ id: 'AdminStoryBulk' });
export type AdminStoryBulk = z.infer<typeof adminStoryBulkSchema>;

export const adminStoryBulkResultSchema = z
  .object({
    updated: z.array(z.number().int()),
    failed: z.array(z.object({ id: z.number().int(), detail: z.string() })),
  })
  .meta({ id: 'AdminStoryBulkResult' });
export type AdminStoryBulkResult = z.infer<typeof adminStoryBulkResultSchema>;

export const adminStoryIdParamsSchema = z.object({ id: idSchema });

export const STORY_REVIEW_MESSAGES = {
  notFound: 'Story not found',
  notPending: 'Only stories pending review can be approved or rejected',
} as const;
