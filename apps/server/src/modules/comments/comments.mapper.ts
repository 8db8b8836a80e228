import type {
  AdminComment,
  Comment,
  CommentBan,
  CommentEntry,
  CommentWriteResult,
} from '@helionews/contracts';
import type { CommentBanRow, CommentRow } from '../../db/schema/index.js';
import type {
  AdminCommentRow,
  AuthorHistory,
  CommentReportEntry,
  CommentWithAuthor,
} from './comments.repository.js';

/** A comment as readers see it. Allow-list: the body goes out exactly as stored, as text. */
export function toCommentEntry(row: CommentWithAuthor): CommentEntry {
  return {
    id: row.comment.id,
    body: row.comment.body,
    author: { id: row.author.id, display_name: row.author.displayName },
    created_at: row.comment.createdAt.toISOString(),
    edited_at: row.comment.editedAt?.toISOString() ?? null,
    parent_id: row.comment.parentId,
  };
}

export function toComment(row: CommentWithAuthor, replies: readonly CommentWithAuthor[]): Comment {
  return { ...toCommentEntry(row), replies: replies.map(toCommentEntry) };
}

/** What a reader's write answers: whether readers see the comment now or an editor first. */
export function toWriteResult(row: Pick<CommentRow, 'id' | 'status'>): CommentWriteResult {
  return { id: row.id, status: row.status === 'approved' ? 'approved' : 'pending' };
}

const NO_HISTORY: AuthorHistory = { approved: 0, pending: 0, rejected: 0, spam: 0 };

export function toAdminComment(
  row: AdminCommentRow,
  extra: {
    history: AuthorHistory | undefined;
    banned: boolean;
    reports: readonly CommentReportEntry[];
  },
): AdminComment {
  const history = extra.history ?? NO_HISTORY;
  return {
    id: row.comment.id,
    body: row.comment.body,
    status: row.comment.status,
    parent_id: row.comment.parentId,
    story: { id: row.story.id, title: row.story.title },
    author: {
      id: row.author.id,
      display_name: row.author.displayName,
      username: row.author.username,
      banned: extra.banned,
      history: {
        approved: history.approved,
        pending: history.pending,
        rejected: history.rejected,
        spam: history.spam,
      },
    },
    report_count: row.comment.reportCount,
    reports: extra.reports.map((report) => ({
      reason: report.reason,
      created_at: report.createdAt.toISOString(),
    })),
    created_at: row.comment.createdAt.toISOString(),
    edited_at: row.comment.editedAt?.toISOString() ?? null,
  };
}

export function toCommentBan(row: CommentBanRow): CommentBan {
  return {
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
  };
}
