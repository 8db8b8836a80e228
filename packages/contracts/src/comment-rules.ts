/* ------------------------------------------------------------------------------------------------
 * The comments' rules, paths and texts (issue 24): constants only, no schema, so that the reader's
 * comments island (plain DOM code, ADR 022) can use them without loading a validation library.
 * `comments.ts` holds the schemas and re-exports nothing of this: both are in the package index.
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

export const COMMENT_SORTS = ['newest', 'oldest'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

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
