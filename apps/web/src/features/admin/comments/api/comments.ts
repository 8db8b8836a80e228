import {
  ADMIN_COMMENT_API_PATHS,
  COMMENT_CLIENT_ERRORS,
  adminCommentBulkResultSchema,
  adminCommentListResponseSchema,
  adminCommentSchema,
  commentBanSchema,
  type AdminComment,
  type AdminCommentBulk,
  type AdminCommentBulkResult,
  type AdminCommentFilter,
  type AdminCommentListResponse,
  type CommentBan,
  type CommentModerationAction,
} from '@helionews/contracts';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { adminKeys } from '@/features/admin/shared/api/get-access';

/** The contract's 'Failed to ...' texts for the moderation calls. */
export const COMMENT_ADMIN_ERRORS = {
  fetchComments: COMMENT_CLIENT_ERRORS.fetchAdminComments,
  moderateComment: COMMENT_CLIENT_ERRORS.moderateComment,
  moderateComments: COMMENT_CLIENT_ERRORS.moderateComments,
  banCommenter: COMMENT_CLIENT_ERRORS.banCommenter,
  unbanCommenter: COMMENT_CLIENT_ERRORS.unbanCommenter,
} as const;

export interface CommentListParams {
  status: AdminCommentFilter;
  /** A story of this publication; null for every story. */
  storyId: number | null;
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
}

/** Per user and tenant (under adminKeys.all). */
export const commentAdminKeys = {
  all: [...adminKeys.all, 'comments'] as const,
  lists: () => [...commentAdminKeys.all, 'list'] as const,
  list: (params: CommentListParams) => [...commentAdminKeys.lists(), params] as const,
};

/** GET /api/admin/comments: the queue (pending) or another status, newest first. */
export function getComments(
  params: CommentListParams,
  signal?: AbortSignal,
): Promise<AdminCommentListResponse> {
  return adminRequest(ADMIN_COMMENT_API_PATHS.comments, COMMENT_ADMIN_ERRORS.fetchComments, {
    schema: adminCommentListResponseSchema,
    query: {
      status: params.status,
      story_id: params.storyId ?? undefined,
      page: params.page,
      page_size: params.pageSize,
    },
    signal,
  });
}

export function commentListQueryOptions(params: CommentListParams) {
  return queryOptions({
    queryKey: commentAdminKeys.list(params),
    queryFn: ({ signal }) => getComments(params, signal),
    placeholderData: keepPreviousData,
  });
}

const DECISION_PATHS: Record<CommentModerationAction, (id: number) => string> = {
  approve: ADMIN_COMMENT_API_PATHS.commentApprove,
  reject: ADMIN_COMMENT_API_PATHS.commentReject,
  spam: ADMIN_COMMENT_API_PATHS.commentSpam,
};

/** POST /api/admin/comments/{id}/approve|reject|spam */
export function moderateComment(
  id: number,
  action: CommentModerationAction,
): Promise<AdminComment> {
  return adminRequest(DECISION_PATHS[action](id), COMMENT_ADMIN_ERRORS.moderateComment, {
    schema: adminCommentSchema,
    method: 'POST',
  });
}

/** POST /api/admin/comments/bulk: each id is decided on its own. */
export function moderateComments(body: AdminCommentBulk): Promise<AdminCommentBulkResult> {
  return adminRequest(ADMIN_COMMENT_API_PATHS.commentsBulk, COMMENT_ADMIN_ERRORS.moderateComments, {
    schema: adminCommentBulkResultSchema,
    method: 'POST',
    body,
  });
}

/** POST /api/admin/users/{id}/comment-ban */
export function banCommenter(userId: number): Promise<CommentBan> {
  return adminRequest(
    ADMIN_COMMENT_API_PATHS.userCommentBan(userId),
    COMMENT_ADMIN_ERRORS.banCommenter,
    { schema: commentBanSchema, method: 'POST' },
  );
}

/** DELETE /api/admin/users/{id}/comment-ban (204). */
export async function unbanCommenter(userId: number): Promise<void> {
  await adminRequest(
    ADMIN_COMMENT_API_PATHS.userCommentBan(userId),
    COMMENT_ADMIN_ERRORS.unbanCommenter,
    { schema: z.unknown(), method: 'DELETE' },
  );
}

/**
 * After a decision or a ban: the lists (an author's history and banned state show on each of
 * their comments) and the side navigation's badge with the dashboard's figures.
 */
export function refreshAfterModeration(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: commentAdminKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'dashboard'] }),
  ]);
}
