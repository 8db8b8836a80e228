import {
  API_BASE,
  API_PATHS,
  COMMENT_API_PATHS,
  type CommentListResponse,
  type CommentSort,
  type CommentViewer,
  type CommentWriteResult,
} from '@helionews/contracts';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { getAuthToken } from '@/lib/storage';

/** Top-level comments per page (each with its replies). */
export const COMMENTS_PAGE_SIZE = 20;

/** A failed call: the server's status and `detail` when it answered, status 0 when it did not. */
export class CommentCallError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
  ) {
    super(detail ?? `HTTP ${status}`);
    this.name = 'CommentCallError';
  }
}

/** The reader's account as the comments need it. */
export interface CommentReader {
  id: number;
}

/**
 * The comment calls of one publication, with the reader's stored session (SPEC section 3's
 * keys) when there is one. Answers are the server's own JSON (the contracts' shapes): the
 * island carries no validation library (ADR 022).
 */
export function commentApi(tenant: string) {
  const call = async <T>(
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<T> => {
    const headers = new Headers(init.headers);
    if (tenant) headers.set('X-Tenant-ID', tenant);
    const token = getAuthToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (init.body !== undefined) headers.set('Content-Type', 'application/json');
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        credentials: 'omit',
      });
    } catch {
      throw new CommentCallError(0, null);
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok) {
      const detail =
        typeof json === 'object' &&
        json !== null &&
        'detail' in json &&
        typeof json.detail === 'string'
          ? json.detail
          : null;
      throw new CommentCallError(response.status, detail);
    }
    return json as T;
  };

  return {
    hasSession: () => getAuthToken() !== null,
    list: (storyId: number, sort: CommentSort, page: number) =>
      call<CommentListResponse>(
        `${COMMENT_API_PATHS.storyComments(storyId)}?page=${page}&page_size=${COMMENTS_PAGE_SIZE}&sort=${sort}`,
      ),
    mine: (storyId: number) => call<CommentViewer>(COMMENT_API_PATHS.storyCommentsMine(storyId)),
    profile: () => call<CommentReader>(API_PATHS.profile),
    post: (storyId: number, body: string, idempotencyKey: string, parentId?: number) =>
      call<CommentWriteResult>(COMMENT_API_PATHS.storyComments(storyId), {
        method: 'POST',
        body: parentId === undefined ? { body } : { body, parent_id: parentId },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    update: (id: number, body: string) =>
      call<CommentWriteResult>(COMMENT_API_PATHS.comment(id), { method: 'PUT', body: { body } }),
    remove: (id: number) => call<null>(COMMENT_API_PATHS.comment(id), { method: 'DELETE' }),
    report: (id: number, reason: string) =>
      call<null>(COMMENT_API_PATHS.commentReport(id), { method: 'POST', body: { reason } }),
  };
}

export type CommentApi = ReturnType<typeof commentApi>;

export { newIdempotencyKey };
