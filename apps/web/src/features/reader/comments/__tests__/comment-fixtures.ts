import type { Comment, CommentEntry, CommentListResponse } from '@helionews/contracts';

let nextId = 100;

/** A reply, or (with `replies`) a top-level comment, posted a few minutes ago by default. */
export function makeEntry(overrides: Partial<CommentEntry> = {}): CommentEntry {
  nextId += 1;
  return {
    id: nextId,
    body: `Comment ${nextId}`,
    author: { id: 50, display_name: 'Grace Hopper' },
    created_at: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    edited_at: null,
    parent_id: null,
    ...overrides,
  };
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return { ...makeEntry(overrides), replies: [], ...overrides };
}

export function commentPage(
  comments: Comment[],
  { total = comments.length, page = 1, pageSize = 20 } = {},
): CommentListResponse {
  return { comments, total, total_with_replies: total, page, page_size: pageSize };
}

export function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60 * 1000).toISOString();
}
