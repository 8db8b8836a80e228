import type { Comment, CommentEntry, CommentListResponse, CommentSort } from '@helionews/contracts';

/** The loaded pages of one order of the thread. */
export interface CommentPages {
  pages: CommentListResponse[];
}

/** True when the loaded pages show the comment already, at the top level or as a reply. */
export function hasComment(data: CommentPages, id: number): boolean {
  return data.pages.some((page) =>
    page.comments.some(
      (comment) => comment.id === id || comment.replies.some((reply) => reply.id === id),
    ),
  );
}

function replaceEntry<T extends CommentEntry>(entry: T, next: CommentEntry): T {
  return entry.id === next.id ? { ...entry, body: next.body, edited_at: next.edited_at } : entry;
}

export function hasMorePages(data: CommentPages): boolean {
  const last = data.pages.at(-1);
  return last !== undefined && last.page * last.page_size < last.total;
}

/**
 * The loaded pages with a comment that has just become visible (a realtime `comment` event):
 * one already shown is updated in place (an approved edit), a reply joins its comment's replies,
 * a new top-level comment goes first when the newest are first, or last when the oldest are and
 * every page is loaded (otherwise "More comments" brings it). Never twice.
 */
export function withArrivedComment(
  data: CommentPages,
  comment: CommentEntry,
  sort: CommentSort,
): CommentPages {
  if (hasComment(data, comment.id)) {
    return {
      pages: data.pages.map((page) => ({
        ...page,
        comments: page.comments.map((top) => ({
          ...replaceEntry(top, comment),
          replies: top.replies.map((reply) => replaceEntry(reply, comment)),
        })),
      })),
    };
  }
  if (comment.parent_id !== null) {
    const parentId = comment.parent_id;
    const shown = data.pages.some((page) => page.comments.some((top) => top.id === parentId));
    return {
      pages: data.pages.map((page) => ({
        ...page,
        total_with_replies: page.total_with_replies + (shown ? 1 : 0),
        comments: page.comments.map((top) =>
          top.id === parentId ? { ...top, replies: [...top.replies, comment] } : top,
        ),
      })),
    };
  }
  const arrived: Comment = { ...comment, replies: [] };
  const last = data.pages.length - 1;
  const more = hasMorePages(data);
  return {
    pages: data.pages.map((page, index) => {
      const comments =
        sort === 'newest' && index === 0
          ? [arrived, ...page.comments]
          : sort === 'oldest' && index === last && !more
            ? [...page.comments, arrived]
            : page.comments;
      return {
        ...page,
        comments,
        total: page.total + 1,
        total_with_replies: page.total_with_replies + 1,
      };
    }),
  };
}

/** The loaded pages without a comment (deleted by its author); it leaves the counts with its replies. */
export function withoutComment(data: CommentPages, id: number): CommentPages {
  const top = data.pages.flatMap((page) => page.comments).find((comment) => comment.id === id);
  const isReply = data.pages.some((page) =>
    page.comments.some((comment) => comment.replies.some((reply) => reply.id === id)),
  );
  const gone = top ? 1 + top.replies.length : isReply ? 1 : 0;
  return {
    pages: data.pages.map((page) => ({
      ...page,
      total: top ? Math.max(0, page.total - 1) : page.total,
      total_with_replies: Math.max(0, page.total_with_replies - gone),
      comments: page.comments
        .filter((comment) => comment.id !== id)
        .map((comment) => ({
          ...comment,
          replies: comment.replies.filter((reply) => reply.id !== id),
        })),
    })),
  };
}

/**
 * The top-level comments to show: every page's, each once. Pages shift when comments arrive
 * while reading (the newest first), so a later page may repeat one already shown.
 */
export function visibleComments(data: CommentPages | null): Comment[] {
  const seen = new Set<number>();
  const comments: Comment[] = [];
  for (const page of data?.pages ?? []) {
    for (const comment of page.comments) {
      if (seen.has(comment.id)) continue;
      seen.add(comment.id);
      comments.push(comment);
    }
  }
  return comments;
}

/** Every comment readers see on the story, replies included, as the newest page says. */
export function commentTotal(data: CommentPages | null): number | null {
  const pages = data?.pages;
  return pages && pages.length > 0
    ? Math.max(...pages.map((page) => page.total_with_replies))
    : null;
}
