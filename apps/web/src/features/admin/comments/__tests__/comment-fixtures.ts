import type {
  AdminComment,
  AdminCommentFilter,
  AdminCommentListResponse,
  CommentModerationAction,
  CommentStatus,
} from '@helionews/contracts';
import { jsonResponse, type RecordedRequest } from '@/test/mock-api';

let nextId = 100;

export function makeAdminComment(overrides: Partial<AdminComment> = {}): AdminComment {
  const id = overrides.id ?? nextId++;
  return {
    id,
    body: 'A fine piece, thank you.',
    status: 'pending',
    parent_id: null,
    story: { id: 12, title: 'Comet lights up the sky' },
    author: {
      id: 7,
      display_name: 'Rita Reader',
      username: 'rita',
      banned: false,
      history: { approved: 3, pending: 1, rejected: 0, spam: 2 },
    },
    report_count: 0,
    reports: [],
    created_at: new Date(Date.now() - 10 * 60 * 1000).toISOString(),
    edited_at: null,
    ...overrides,
  };
}

const OUTCOME: Record<CommentModerationAction, CommentStatus> = {
  approve: 'approved',
  reject: 'rejected',
  spam: 'spam',
};

/**
 * A publication's comments behind the moderation calls, as the server keeps them: the list
 * filters by status and story, decisions move comments, bans mark every comment of the author.
 */
export function moderationServer(initial: AdminComment[]) {
  let comments = initial.map((comment) => ({ ...comment, author: { ...comment.author } }));
  const matches = (comment: AdminComment, filter: AdminCommentFilter) =>
    filter === 'reported' ? comment.report_count > 0 : comment.status === filter;

  const list = (request: RecordedRequest): AdminCommentListResponse => {
    const params = request.url.searchParams;
    const filter = (params.get('status') ?? 'pending') as AdminCommentFilter;
    const story = params.get('story_id');
    const page = Number(params.get('page') ?? 1);
    const size = Number(params.get('page_size') ?? 10);
    const found = comments.filter(
      (comment) =>
        matches(comment, filter) && (story === null || String(comment.story.id) === story),
    );
    return {
      comments: found.slice((page - 1) * size, page * size),
      total: found.length,
      page,
      page_size: size,
    };
  };

  const decide = (id: number, action: CommentModerationAction) => {
    comments = comments.map((comment) =>
      comment.id === id ? { ...comment, status: OUTCOME[action] } : comment,
    );
    return comments.find((comment) => comment.id === id);
  };

  const setBanned = (userId: number, banned: boolean) => {
    comments = comments.map((comment) =>
      comment.author.id === userId
        ? { ...comment, author: { ...comment.author, banned } }
        : comment,
    );
  };

  const handlers: Record<string, unknown> = {
    '/api/admin/comments': list,
    '/api/admin/comments/bulk': (request: RecordedRequest) => {
      const { ids, action } = request.body as { ids: number[]; action: CommentModerationAction };
      const updated = ids.filter((id) => comments.some((comment) => comment.id === id));
      for (const id of updated) decide(id, action);
      return {
        updated,
        failed: ids
          .filter((id) => !updated.includes(id))
          .map((id) => ({ id, detail: 'Comment not found' })),
      };
    },
  };
  for (const comment of initial) {
    for (const action of ['approve', 'reject', 'spam'] as const) {
      handlers[`/api/admin/comments/${comment.id}/${action}`] = () => decide(comment.id, action);
    }
    handlers[`/api/admin/users/${comment.author.id}/comment-ban`] = (request: RecordedRequest) => {
      setBanned(comment.author.id, request.method === 'POST');
      return request.method === 'POST'
        ? { user_id: comment.author.id, created_at: new Date().toISOString(), created_by: 1 }
        : new Response(null, { status: 204 });
    };
  }

  return {
    handlers,
    /** Makes every later call to `path` fail with `status` and the server's `detail`. */
    fail(path: string, status: number, detail: string) {
      handlers[path] = () => jsonResponse({ detail }, status);
    },
    comments: () => comments,
  };
}
