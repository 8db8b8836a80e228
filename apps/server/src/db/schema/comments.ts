import { COMMENT_STATUSES } from '@helionews/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  actorUserColumn,
  generatedId,
  ownerUserColumn,
  tenantIdColumn,
  tenantRowForeignKey,
  timestampDefaultNow,
} from './columns.js';
import { stories } from './stories.js';

export const commentStatus = pgEnum('comment_status', COMMENT_STATUSES);

/**
 * Readers' comments on a publication's stories (issue 24): plain text as written, one level of
 * replies. Only `approved` ones are shown; a deleted one (`deleted_at`) is kept for the record and
 * shown nowhere. Every key leads with the tenant (ADR 012).
 */
export const comments = pgTable(
  'comments',
  {
    id: generatedId(),
    tenantId: tenantIdColumn(),
    storyId: bigint('story_id', { mode: 'number' }).notNull(),
    /** Deleting an account deletes its comments. */
    authorId: ownerUserColumn('author_id'),
    /** The top-level comment this one replies to; null for a top-level comment. */
    parentId: bigint('parent_id', { mode: 'number' }),
    body: text('body').notNull(),
    status: commentStatus('status').notNull().default('pending'),
    /** Reports since an editor last approved it (they start again from 0 then). */
    reportCount: integer('report_count').notNull().default(0),
    createdAt: timestampDefaultNow('created_at'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Deleted by its author: shown nowhere, answered as not found. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    tenantRowForeignKey('comments_story_fk', [t.tenantId, t.storyId], stories),
    tenantRowForeignKey('comments_parent_fk', [t.tenantId, t.parentId], t),
    // The contracts allow 1-2,000 characters once trimmed; nothing else is stored.
    check('comments_body_length', sql`char_length(${t.body}) between 1 and 2000`),
    // A story's thread as readers page through it: approved ones, by time, either way.
    index('comments_tenant_story_status_created_idx')
      .on(t.tenantId, t.storyId, t.status, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    // The moderation queue and the other status filters, newest first.
    index('comments_tenant_status_created_idx')
      .on(t.tenantId, t.status, t.createdAt.desc())
      .where(sql`${t.deletedAt} is null`),
    // The back-office's `reported` filter.
    index('comments_tenant_reported_idx')
      .on(t.tenantId, t.createdAt.desc())
      .where(sql`${t.reportCount} > 0 and ${t.deletedAt} is null`),
    // A reader's comments here: their first one, their history, whether they ever commented.
    index('comments_tenant_author_idx').on(t.tenantId, t.authorId, t.status),
  ],
);

export type CommentRow = typeof comments.$inferSelect;
export type NewCommentRow = typeof comments.$inferInsert;

/** One report per reader and comment: the key refuses a second one. */
export const commentReports = pgTable(
  'comment_reports',
  {
    tenantId: tenantIdColumn(),
    commentId: bigint('comment_id', { mode: 'number' }).notNull(),
    reporterId: ownerUserColumn('reporter_id'),
    reason: text('reason').notNull(),
    createdAt: timestampDefaultNow('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.commentId, t.reporterId] }),
    tenantRowForeignKey('comment_reports_comment_fk', [t.tenantId, t.commentId], comments),
  ],
);

/** Readers who may no longer write comments in a publication. */
export const commentBans = pgTable(
  'comment_bans',
  {
    tenantId: tenantIdColumn(),
    userId: ownerUserColumn('user_id'),
    createdAt: timestampDefaultNow('created_at'),
    createdBy: actorUserColumn('created_by'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

export type CommentBanRow = typeof commentBans.$inferSelect;

/**
 * Each story's comments version (ADR 020): bumped, and announced with NOTIFY, in the transaction
 * of every change readers can see in the story's comments. The read cache keys a story's comment
 * list on it, so a comment never changes the tenant's content version nor any cached page.
 */
export const commentThreads = pgTable(
  'comment_threads',
  {
    tenantId: tenantIdColumn(),
    storyId: bigint('story_id', { mode: 'number' }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.storyId] }),
    tenantRowForeignKey('comment_threads_story_fk', [t.tenantId, t.storyId], stories),
  ],
);
