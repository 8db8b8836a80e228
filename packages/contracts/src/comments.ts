import { z } from 'zod';
import { idSchema, paginationQuerySchema } from './common.js';

/* ------------------------------------------------------------------------------------------------
 * Reader comments (issue 24). Readers signed in to a publication comment on its published stories,
 * one level of replies deep; the tenant's `settings.enable_comments` (Site Settings'
 * `comments_enabled`) switches them on, and `comments_moderation` decides what waits for an
 * editor. Bodies are plain text, stored and returned as written (trimmed): the web app escapes
 * them and makes the addresses COMMENT_LINK_PATTERN finds clickable, nothing else.
 * ---------------------------------------------------------------------------------------------- */

/** Characters a body holds once trimmed (code points, as PostgreSQL's char_length counts). */
export const COMMENT_BODY_MIN_LENGTH = 1;
export const COMMENT_BODY_MAX_LENGTH = 2_000;
export const COMMENT_REPORT_REASON_MAX_LENGTH = 500;
/** The author may change a comment this long after posting it; later, 403. */
export const COMMENT_EDIT_WINDOW_MINUTES = 15;
/** A comment with more links than this waits for an editor, whatever the moderation mode. */
export const COMMENT_MAX_LINKS = 2;
/**
 * A reader's burst: the COMMENT_BURST_HELD-th comment within COMMENT_BURST_WINDOW_SECONDS waits
 * for an editor, whatever the mode; any further one in the window is refused (429) and recorded as
 * a security event.
 */
export const COMMENT_BURST_HELD = 5;
export const COMMENT_BURST_WINDOW_SECONDS = 60;
/**
 * How often readers may write, beyond the burst rule (issue 30, ADR 021): per account in every
 * publication together, and per client address whatever the accounts. Past a limit: 429
 * `Too many requests: try again in ...` with Retry-After, and a `rate_limited` security event.
 */
export const COMMENT_RATE_LIMITS = {
  /** New comments and replies of one account, per minute, all publications together. */
  postsPerAccountPerMinute: 8,
  /** New comments and replies from one client address, per minute, whatever the accounts. */
  postsPerSourcePerMinute: 10,
  /** Edits of one account, per minute. */
  editsPerAccountPerMinute: 10,
  /** Edits from one client address, per minute. */
  editsPerSourcePerMinute: 30,
  /** Reports of one account, per hour. */
  reportsPerAccountPerHour: 10,
  /** Reports from one client address, per hour. */
  reportsPerSourcePerHour: 30,
} as const;
/** Ids one bulk moderation call may name. */
export const COMMENT_BULK_MAX_IDS = 200;

/**
 * The addresses in a body: what the web app makes clickable, and what the links rule counts. One
 * pattern for both, so that a comment is held for exactly the links readers would see. It is
 * global: use it with `matchAll` or `replace` (or a copy), never `test`, which keeps a position.
 */
export const COMMENT_LINK_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/giu;

/** How many links (COMMENT_LINK_PATTERN) a body holds. */
export function countCommentLinks(body: string): number {
  return (
    body.match(new RegExp(COMMENT_LINK_PATTERN.source, COMMENT_LINK_PATTERN.flags))?.length ?? 0
  );
}

/**
 * Site Settings' `comments_moderation`: `all` holds every comment for an editor, `first` a
 * reader's first comment in the publication (until one of theirs is approved), `none` nothing
 * (the links and burst rules still apply).
 */
export const COMMENT_MODERATION_MODES = ['all', 'first', 'none'] as const;
export type CommentModerationMode = (typeof COMMENT_MODERATION_MODES)[number];
export const DEFAULT_COMMENT_MODERATION: CommentModerationMode = 'first';

export const COMMENT_STATUSES = ['approved', 'pending', 'rejected', 'spam'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

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

export const COMMENT_SORTS = ['newest', 'oldest'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

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

/* Paths and texts ------------------------------------------------------------------------------- */

/** Under /api, like API_PATHS. */
export const COMMENT_API_PATHS = {
  storyComments: (storyId: number | string) => `/stories/${storyId}/comments`,
  storyCommentsMine: (storyId: number | string) => `/stories/${storyId}/comments/mine`,
  comment: (id: number | string) => `/comments/${id}`,
  commentReport: (id: number | string) => `/comments/${id}/report`,
} as const;

/** Under /api, like ADMIN_API_PATHS. */
export const ADMIN_COMMENT_API_PATHS = {
  comments: '/admin/comments',
  commentApprove: (id: number | string) => `/admin/comments/${id}/approve`,
  commentReject: (id: number | string) => `/admin/comments/${id}/reject`,
  commentSpam: (id: number | string) => `/admin/comments/${id}/spam`,
  commentsBulk: '/admin/comments/bulk',
  userCommentBan: (userId: number | string) => `/admin/users/${userId}/comment-ban`,
} as const;

/** Every `{detail}` the comment routes answer with, exactly. */
export const COMMENT_MESSAGES = {
  /** 404 on GET, 403 on every write, while the publication has comments switched off. */
  disabled: 'Comments are turned off for this publication',
  storyNotFound: 'Story not found',
  notFound: 'Comment not found',
  /**
   * 422: a reply to a reply, to a comment of another story, or to one readers cannot see (the
   * author's own held comment excepted).
   */
  invalidParent: 'You can only reply to a published top-level comment of this story',
  notAuthor: 'You can only change or delete your own comments',
  editWindowClosed: `Comments can only be edited within ${COMMENT_EDIT_WINDOW_MINUTES} minutes of posting`,
  removed: 'This comment was removed by the moderators and can no longer be edited',
  banned: 'You can no longer write comments in this publication',
  alreadyReported: 'You have already reported this comment',
  ownComment: 'You cannot report your own comment',
  tooFast: 'You are posting comments too fast: try again in a minute',
  /** The ban routes: an account that never commented in this publication is not found here. */
  userNotFound: 'User not found',
  notBanned: 'This reader is not banned from commenting',
} as const;

/** The web app's texts for failed calls (`Failed to <action>`, like ADMIN_CLIENT_ERRORS). */
export const COMMENT_CLIENT_ERRORS = {
  fetchComments: 'Failed to fetch comments',
  postComment: 'Failed to post comment',
  updateComment: 'Failed to update comment',
  deleteComment: 'Failed to delete comment',
  reportComment: 'Failed to report comment',
  fetchAdminComments: 'Failed to fetch comments',
  moderateComment: 'Failed to moderate comment',
  moderateComments: 'Failed to moderate comments',
  banCommenter: 'Failed to ban reader from commenting',
  unbanCommenter: 'Failed to lift comment ban',
} as const;
