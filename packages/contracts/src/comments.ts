import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common.js';
import {
  COMMENT_BODY_MAX_LENGTH,
  COMMENT_BODY_MIN_LENGTH,
  COMMENT_BULK_MAX_IDS,
  COMMENT_REPORT_REASON_MAX_LENGTH,
  COMMENT_SORTS,
  COMMENT_STATUSES,
} from './comment-rules.js';

/* ------------------------------------------------------------------------------------------------
 * Reader comments (issue 24). Readers signed in to a publication comment on its published stories,
 * one level of replies deep; the tenant's `settings.enable_comments` (Site Settings'
 * `comments_enabled`) switches them on, and `comments_moderation` decides what waits for an
 * editor. Bodies are plain text, stored and returned as written (trimmed): the web app escapes
 * them and makes the addresses COMMENT_LINK_PATTERN finds clickable, nothing else.
 * ---------------------------------------------------------------------------------------------- */

/* Reader side ----------------------------------------------------------------------------------- */

const commentBodySchema = z
  .string()
  .trim()
  .refine((value) => [...value].length >= COMMENT_BODY_MIN_LENGTH, { error: 'is required' })
  .refine((value) => [...value].length <= COMMENT_BODY_MAX_LENGTH, {
    error: `must be at most ${COMMENT_BODY_MAX_LENGTH} characters`,
  });

export const commentAuthorSchema = z
  .object({
    id: z.number().int(),
    display_name: z.string().describe("the account's display name, else its username"),
  })
  .meta({ id: 'CommentAuthor' });
export type CommentAuthor = z.infer<typeof commentAuthorSchema>;

/** One comment as readers see it, without its replies (a reply, or a realtime event's comment). */
export const commentEntrySchema = z
  .object({
    id: z.number().int(),
    body: z.string().describe('plain text as written: escape it, never render it as HTML'),
    author: commentAuthorSchema,
    created_at: z.string().describe('ISO 8601'),
    edited_at: z.string().nullable().describe('ISO 8601 of the last edit; null: never edited'),
    parent_id: z.number().int().nullable().describe('the comment this one replies to'),
  })
  .meta({ id: 'CommentEntry' });
export type CommentEntry = z.infer<typeof commentEntrySchema>;

/** A top-level comment with its replies (one level deep: a reply has none of its own). */
export const commentSchema = commentEntrySchema
  .extend({ replies: z.array(commentEntrySchema).describe('approved replies, oldest first') })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof commentSchema>;

/** GET /api/stories/{id}/comments */
export const commentListQuerySchema = paginationQuerySchema.extend({
  sort: z.enum(COMMENT_SORTS).default('newest').describe('order of the top-level comments'),
});
export type CommentListQuery = z.infer<typeof commentListQuerySchema>;

export const commentListResponseSchema = z
  .object({
    comments: z.array(commentSchema).describe('approved top-level comments of this page'),
    total: z.number().int().describe('approved top-level comments of the story'),
    total_with_replies: z
      .number()
      .int()
      .describe(
        'every comment readers see on the story, replies included: what the heading counts',
      ),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'CommentList' });
export type CommentListResponse = z.infer<typeof commentListResponseSchema>;

/**
 * GET /api/stories/{id}/comments/mine: what the signed-in reader alone sees of a story's thread
 * (never cached): their comments awaiting moderation, the comments they reported, and whether
 * they may write here at all.
 */
export const commentViewerSchema = z
  .object({
    banned: z.boolean().describe('may not write comments in this publication'),
    held: z
      .array(commentEntrySchema)
      .describe(
        "the reader's comments others do not see yet: held ones, and replies to their held ones; oldest first",
      ),
    reported: z.array(z.number().int()).describe("ids of the story's comments the reader reported"),
  })
  .meta({ id: 'CommentViewer' });
export type CommentViewer = z.infer<typeof commentViewerSchema>;

/** POST /api/stories/{id}/comments */
export const commentCreateSchema = z
  .strictObject({
    body: commentBodySchema,
    parent_id: idSchema
      .optional()
      .describe(
        "an approved top-level comment of the same story, or the reader's own held one: replies go one level deep",
      ),
  })
  .meta({ id: 'CommentCreate' });
export type CommentCreate = z.infer<typeof commentCreateSchema>;

/** PUT /api/comments/{id}: the author, within COMMENT_EDIT_WINDOW_MINUTES of posting. */
export const commentUpdateSchema = z
  .strictObject({ body: commentBodySchema })
  .meta({ id: 'CommentUpdate' });
export type CommentUpdate = z.infer<typeof commentUpdateSchema>;

/** What a write answers: `pending` means an editor will see it before readers do. */
export const commentWriteResultSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['approved', 'pending']),
  })
  .meta({ id: 'CommentWriteResult' });
export type CommentWriteResult = z.infer<typeof commentWriteResultSchema>;

/** POST /api/comments/{id}/report: once per reader and comment. */
export const commentReportSchema = z
  .strictObject({
    reason: z
      .string()
      .trim()
      .min(1, { error: 'is required' })
      .max(COMMENT_REPORT_REASON_MAX_LENGTH),
  })
  .meta({ id: 'CommentReport' });
export type CommentReport = z.infer<typeof commentReportSchema>;

/* Back-office ----------------------------------------------------------------------------------- */

/** `reported`: comments with reports since an editor last approved them, still shown or held. */
export const ADMIN_COMMENT_FILTERS = [...COMMENT_STATUSES, 'reported'] as const;
export type AdminCommentFilter = (typeof ADMIN_COMMENT_FILTERS)[number];

export const adminCommentListQuerySchema = paginationQuerySchema.extend({
  status: z
    .enum(ADMIN_COMMENT_FILTERS)
    .default('pending')
    .describe('default pending: the moderation queue'),
  story_id: idSchema.optional().describe('a story of this publication'),
});
export type AdminCommentListQuery = z.infer<typeof adminCommentListQuerySchema>;

const count = z.number().int().min(0);

export const adminCommentSchema = z
  .object({
    id: z.number().int(),
    body: z.string().describe('plain text as written'),
    status: z.enum(COMMENT_STATUSES),
    parent_id: z.number().int().nullable(),
    story: z.object({ id: z.number().int(), title: z.string() }),
    author: z.object({
      id: z.number().int(),
      display_name: z.string(),
      username: z.string(),
      banned: z.boolean().describe('may not write comments in this publication'),
      /** The author's comments in this publication by status (deleted ones left out). */
      history: z.object({ approved: count, pending: count, rejected: count, spam: count }),
    }),
    report_count: count.describe('reports since an editor last approved it'),
    reports: z
      .array(z.object({ reason: z.string(), created_at: z.string() }))
      .describe('the newest reports, at most 10'),
    created_at: z.string(),
    edited_at: z.string().nullable(),
  })
  .meta({ id: 'AdminComment' });
export type AdminComment = z.infer<typeof adminCommentSchema>;

export const adminCommentListResponseSchema = z
  .object({
    comments: z.array(adminCommentSchema),
    total: count,
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'AdminCommentList' });
export type AdminCommentListResponse = z.infer<typeof adminCommentListResponseSchema>;

export const COMMENT_MODERATION_ACTIONS = ['approve', 'reject', 'spam'] as const;
export type CommentModerationAction = (typeof COMMENT_MODERATION_ACTIONS)[number];

/** POST /api/admin/comments/bulk */
export const adminCommentBulkSchema = z
  .strictObject({
    ids: z.array(idSchema).min(1).max(COMMENT_BULK_MAX_IDS),
    action: z.enum(COMMENT_MODERATION_ACTIONS),
  })
  .meta({ id: 'AdminCommentBulk' });
export type AdminCommentBulk = z.infer<typeof adminCommentBulkSchema>;

export const adminCommentBulkResultSchema = z
  .object({
    updated: z.array(z.number().int()),
    failed: z.array(z.object({ id: z.number().int(), detail: z.string() })),
  })
  .meta({ id: 'AdminCommentBulkResult' });
export type AdminCommentBulkResult = z.infer<typeof adminCommentBulkResultSchema>;

/** POST /api/admin/users/{id}/comment-ban: the reader may no longer write here. */
export const commentBanSchema = z
  .object({
    user_id: z.number().int(),
    created_at: z.string(),
    created_by: z.number().int().nullable().describe('the editor who banned; null if deleted'),
  })
  .meta({ id: 'CommentBan' });
export type CommentBan = z.infer<typeof commentBanSchema>;
