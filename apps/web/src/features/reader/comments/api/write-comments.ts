import { COMMENT_API_PATHS, type CommentWriteResult } from '@helionews/contracts';
import { apiPost, apiPut, apiRequest, readerSchema } from '@/lib/api-client';

const writeResultSchema = async () => (await import('./comment-schemas')).commentWriteResultSchema;

export interface PostCommentInput {
  storyId: number;
  body: string;
  /** The top-level comment this one answers. */
  parentId?: number;
  /** The same for a retry of the same submission, so the server posts it once (ADR 013). */
  idempotencyKey: string;
}

export function postComment({
  storyId,
  body,
  parentId,
  idempotencyKey,
}: PostCommentInput): Promise<CommentWriteResult> {
  return apiPost(COMMENT_API_PATHS.storyComments(storyId), {
    schema: writeResultSchema,
    body: parentId === undefined ? { body } : { body, parent_id: parentId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function updateComment({
  id,
  body,
}: {
  id: number;
  body: string;
}): Promise<CommentWriteResult> {
  return apiPut(COMMENT_API_PATHS.comment(id), { schema: writeResultSchema, body: { body } });
}

export async function deleteComment(id: number): Promise<void> {
  await apiRequest(COMMENT_API_PATHS.comment(id), {
    method: 'DELETE',
    schema: readerSchema('noContentSchema'),
  });
}

export async function reportComment({ id, reason }: { id: number; reason: string }): Promise<void> {
  await apiPost(COMMENT_API_PATHS.commentReport(id), {
    schema: readerSchema('noContentSchema'),
    body: { reason },
  });
}
