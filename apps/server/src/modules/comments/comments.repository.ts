import type { CommentSort, CommentStatus } from '@helionews/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { firstIdWhere } from '../../db/first-id.js';
import {
  commentBans,
  commentReports,
  comments,
  commentThreads,
  stories,
  users,
  type CommentBanRow,
  type CommentRow,
  type NewCommentRow,
} from '../../db/schema/index.js';
import { publishedStoriesOf } from '../content/content.repository.js';

/**
 * The channel every app node hears comment changes on: a story's new comments version (the read
 * cache keys its comment list on it) and the comments that became visible (realtime events).
 */
export const STORY_COMMENTS_CHANNEL = 'story_comments';

export interface StoryCommentsNotice {
  tenant_id: number;
  story_id: number;
  version: number;
  /** Comments readers can see now that they could not before. */
  approved: number[];
}

/** A comment with the name readers know its author by. */
export interface CommentWithAuthor {
  comment: CommentRow;
  author: { id: number; displayName: string; username: string };
}

/** A comment as the back-office lists it: with its story's title. */
export interface AdminCommentRow extends CommentWithAuthor {
  story: { id: number; title: string };
}

/** What the back-office filters on; the list and its counts go through the same condition. */
export interface AdminCommentFilter {
  status: CommentStatus | 'reported';
  storyId?: number | undefined;
}

export interface AuthorHistory {
  approved: number;
  pending: number;
  rejected: number;
  spam: number;
}

export interface CommentReportEntry {
  reason: string;
  createdAt: Date;
}

export type CommentChanges = Partial<
  Pick<CommentRow, 'body' | 'status' | 'reportCount' | 'editedAt' | 'deletedAt'>
>;

const authorColumns = {
  id: users.id,
  displayName: sql<string>`coalesce(${users.displayName}, ${users.username})`,
  username: users.username,
};

const notDeleted = isNull(comments.deletedAt);

/** A comment's parent, joined to it (one level of replies). */
const parents = alias(comments, 'parent');

/**
 * Comments of one tenant: every query names the tenant, and every key it reads leads with it.
 * Reader reads keep to approved comments that are not deleted; the back-office sees every status.
 */
export function createCommentsRepository(db: Executor) {
  const ofTenant = (tenantId: number, id: number) =>
    and(eq(comments.tenantId, tenantId), eq(comments.id, id));

  const visibleInStory = (tenantId: number, storyId: number) =>
    and(
      eq(comments.tenantId, tenantId),
      eq(comments.storyId, storyId),
      eq(comments.status, 'approved'),
      notDeleted,
    );

  const adminCondition = (tenantId: number, filter: AdminCommentFilter): SQL | undefined =>
    and(
      eq(comments.tenantId, tenantId),
      notDeleted,
      filter.status === 'reported'
        ? and(sql`${comments.reportCount} > 0`, inArray(comments.status, ['approved', 'pending']))
        : eq(comments.status, filter.status),
      filter.storyId === undefined ? undefined : eq(comments.storyId, filter.storyId),
    );

  const withAuthor = () =>
    db
      .select({ comment: comments, author: authorColumns })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId));

  /** Comments as the back-office lists them: with their author and their story's title. */
  const withAuthorAndStory = () =>
    db
      .select({
        comment: comments,
        author: authorColumns,
        story: { id: stories.id, title: stories.title },
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      .innerJoin(
        stories,
        and(eq(stories.tenantId, comments.tenantId), eq(stories.id, comments.storyId)),
      );

  return {
    /** The tenant's story, if readers can open it. */
    async publishedStory(tenantId: number, storyId: number): Promise<{ id: number } | undefined> {
      const id = await firstIdWhere(
        db,
        stories,
        and(publishedStoriesOf(tenantId), eq(stories.id, storyId)),
      );
      return id === undefined ? undefined : { id };
    },

    /** The tenant's story whatever its status (the back-office's filter). */
    async anyStory(tenantId: number, storyId: number): Promise<{ id: number } | undefined> {
      const id = await firstIdWhere(
        db,
        stories,
        and(eq(stories.tenantId, tenantId), eq(stories.id, storyId)),
      );
      return id === undefined ? undefined : { id };
    },

    /** The story's comments version; 0 before its first visible change. */
    async threadVersion(tenantId: number, storyId: number): Promise<number> {
      const [row] = await db
        .select({ version: commentThreads.version })
        .from(commentThreads)
        .where(and(eq(commentThreads.tenantId, tenantId), eq(commentThreads.storyId, storyId)))
        .limit(1);
      return row?.version ?? 0;
    },

    /**
     * Moves the story's comments version on and tells every node (this one too), inside the
     * transaction of the change so that the notice arrives only once it is committed. Returns
     * the new version.
     */
    async bumpThread(
      tenantId: number,
      storyId: number,
      approved: readonly number[],
    ): Promise<number> {
      const [row] = await db
        .insert(commentThreads)
        .values({ tenantId, storyId, version: 1 })
        .onConflictDoUpdate({
          target: [commentThreads.tenantId, commentThreads.storyId],
          set: { version: sql`${commentThreads.version} + 1` },
        })
        .returning({ version: commentThreads.version });
      const version = row?.version ?? 0;
      const notice: StoryCommentsNotice = {
        tenant_id: tenantId,
        story_id: storyId,
        version,
        approved: [...approved],
      };
      await db.execute(sql`select pg_notify(${STORY_COMMENTS_CHANNEL}, ${JSON.stringify(notice)})`);
      return version;
    },

    /** Approved top-level comments of the story. */
    async countTopLevel(tenantId: number, storyId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(comments)
        .where(and(visibleInStory(tenantId, storyId), isNull(comments.parentId)));
      return Number(row?.value ?? 0);
    },

    /**
     * The story's comments readers see, replies included: approved ones whose top-level comment
     * (for a reply) is approved too.
     */
    async countVisible(tenantId: number, storyId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(comments)
        .leftJoin(
          parents,
          and(eq(parents.tenantId, comments.tenantId), eq(parents.id, comments.parentId)),
        )
        .where(
          and(
            visibleInStory(tenantId, storyId),
            or(
              isNull(comments.parentId),
              and(eq(parents.status, 'approved'), isNull(parents.deletedAt)),
            ),
          ),
        );
      return Number(row?.value ?? 0);
    },

    /**
     * The reader's own comments on the story that others do not see yet: held top-level ones,
     * and replies that are held or answer one of those, oldest first.
     */
    async heldOf(tenantId: number, storyId: number, userId: number): Promise<CommentWithAuthor[]> {
      return db
        .select({ comment: comments, author: authorColumns })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.authorId))
        .leftJoin(
          parents,
          and(eq(parents.tenantId, comments.tenantId), eq(parents.id, comments.parentId)),
        )
        .where(
          and(
            eq(comments.tenantId, tenantId),
            eq(comments.storyId, storyId),
            eq(comments.authorId, userId),
            notDeleted,
            or(
              and(isNull(comments.parentId), eq(comments.status, 'pending')),
              and(
                isNotNull(comments.parentId),
                isNull(parents.deletedAt),
                inArray(comments.status, ['approved', 'pending']),
                inArray(parents.status, ['approved', 'pending']),
                or(eq(comments.status, 'pending'), eq(parents.status, 'pending')),
              ),
            ),
          ),
        )
        .orderBy(asc(comments.createdAt), asc(comments.id));
    },

    /** The ids of the story's comments this reader reported. */
    async reportedBy(tenantId: number, storyId: number, userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: commentReports.commentId })
        .from(commentReports)
        .innerJoin(
          comments,
          and(
            eq(comments.tenantId, commentReports.tenantId),
            eq(comments.id, commentReports.commentId),
          ),
        )
        .where(
          and(
            eq(commentReports.tenantId, tenantId),
            eq(commentReports.reporterId, userId),
            eq(comments.storyId, storyId),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** A page of the story's approved top-level comments, newest or oldest first. */
    async listTopLevel(
      tenantId: number,
      storyId: number,
      sort: CommentSort,
      page: { limit: number; offset: number },
    ): Promise<CommentWithAuthor[]> {
      const order = sort === 'newest' ? desc : asc;
      return withAuthor()
        .where(and(visibleInStory(tenantId, storyId), isNull(comments.parentId)))
        .orderBy(order(comments.createdAt), order(comments.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** The approved replies to these comments of the story, oldest first. */
    async listReplies(
      tenantId: number,
      storyId: number,
      parentIds: readonly number[],
    ): Promise<CommentWithAuthor[]> {
      if (parentIds.length === 0) return [];
      return withAuthor()
        .where(and(visibleInStory(tenantId, storyId), inArray(comments.parentId, [...parentIds])))
        .orderBy(asc(comments.createdAt), asc(comments.id));
    },

    /** These comments, if readers can see them, oldest first. */
    async findVisible(tenantId: number, ids: readonly number[]): Promise<CommentWithAuthor[]> {
      if (ids.length === 0) return [];
      return withAuthor()
        .where(
          and(
            eq(comments.tenantId, tenantId),
            inArray(comments.id, [...ids]),
            eq(comments.status, 'approved'),
            notDeleted,
          ),
        )
        .orderBy(asc(comments.createdAt), asc(comments.id));
    },

    /** The tenant's comment unless it was deleted. */
    async find(tenantId: number, id: number): Promise<CommentRow | undefined> {
      const [row] = await db
        .select()
        .from(comments)
        .where(and(ofTenant(tenantId, id), notDeleted))
        .limit(1);
      return row;
    },

    /** The same, locked until the transaction ends. */
    async findForUpdate(tenantId: number, id: number): Promise<CommentRow | undefined> {
      const [row] = await db
        .select()
        .from(comments)
        .where(and(ofTenant(tenantId, id), notDeleted))
        .limit(1)
        .for('update');
      return row;
    },

    /** These comments of the tenant (not deleted), locked, with their stories' titles. */
    async lockMany(tenantId: number, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ comment: comments, storyTitle: stories.title })
        .from(comments)
        .innerJoin(
          stories,
          and(eq(stories.tenantId, comments.tenantId), eq(stories.id, comments.storyId)),
        )
        .where(and(eq(comments.tenantId, tenantId), inArray(comments.id, [...ids]), notDeleted))
        .orderBy(asc(comments.id))
        .for('update', { of: comments });
    },

    async insert(
      row: Pick<
        NewCommentRow,
        'tenantId' | 'storyId' | 'authorId' | 'parentId' | 'body' | 'status'
      > &
        Pick<NewCommentRow, 'createdAt'>,
    ): Promise<CommentRow> {
      const [created] = await db.insert(comments).values(row).returning();
      if (!created) throw new Error('comment insert returned nothing');
      return created;
    },

    async update(tenantId: number, id: number, changes: CommentChanges): Promise<void> {
      await db.update(comments).set(changes).where(ofTenant(tenantId, id));
    },

    /** Sets the status of these comments; approving also starts their report count again. */
    async setStatus(tenantId: number, ids: readonly number[], status: CommentStatus) {
      if (ids.length === 0) return;
      await db
        .update(comments)
        .set({ status, ...(status === 'approved' && { reportCount: 0 }) })
        .where(and(eq(comments.tenantId, tenantId), inArray(comments.id, [...ids])));
    },

    /** Whether the reader has an approved comment here (then theirs is not a first comment). */
    async hasApproved(tenantId: number, userId: number): Promise<boolean> {
      const where = and(
        eq(comments.tenantId, tenantId),
        eq(comments.authorId, userId),
        eq(comments.status, 'approved'),
      );
      return (await firstIdWhere(db, comments, where)) !== undefined;
    },

    /** Whether the account ever commented here (the ban routes know no one else). */
    async hasCommented(tenantId: number, userId: number): Promise<boolean> {
      const where = and(eq(comments.tenantId, tenantId), eq(comments.authorId, userId));
      return (await firstIdWhere(db, comments, where)) !== undefined;
    },

    /** Comments waiting for an editor: the moderation queue. */
    async countPending(tenantId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(comments)
        .where(and(eq(comments.tenantId, tenantId), eq(comments.status, 'pending'), notDeleted));
      return Number(row?.value ?? 0);
    },

    /** Records the reader's report; false when they had already reported the comment. */
    async insertReport(row: {
      tenantId: number;
      commentId: number;
      reporterId: number;
      reason: string;
      createdAt: Date;
    }): Promise<boolean> {
      const inserted = await db
        .insert(commentReports)
        .values(row)
        .onConflictDoNothing()
        .returning({ commentId: commentReports.commentId });
      return inserted.length > 0;
    },

    async isBanned(tenantId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: commentBans.userId })
        .from(commentBans)
        .where(and(eq(commentBans.tenantId, tenantId), eq(commentBans.userId, userId)))
        .limit(1);
      return row !== undefined;
    },

    async findBan(tenantId: number, userId: number): Promise<CommentBanRow | undefined> {
      const [row] = await db
        .select()
        .from(commentBans)
        .where(and(eq(commentBans.tenantId, tenantId), eq(commentBans.userId, userId)))
        .limit(1);
      return row;
    },

    /** Bans the reader here; undefined when they were banned already. */
    async insertBan(row: {
      tenantId: number;
      userId: number;
      createdBy: number;
      createdAt: Date;
    }): Promise<CommentBanRow | undefined> {
      const [created] = await db.insert(commentBans).values(row).onConflictDoNothing().returning();
      return created;
    },

    /** Lifts the ban; false when there was none. */
    async deleteBan(tenantId: number, userId: number): Promise<boolean> {
      const deleted = await db
        .delete(commentBans)
        .where(and(eq(commentBans.tenantId, tenantId), eq(commentBans.userId, userId)))
        .returning({ userId: commentBans.userId });
      return deleted.length > 0;
    },

    /** The account's name as readers see it, and its username. */
    async author(userId: number): Promise<CommentWithAuthor['author'] | undefined> {
      const [row] = await db.select(authorColumns).from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    /* The back-office ------------------------------------------------------------------------ */

    /** A page of the tenant's comments under the filter, newest first, with their stories. */
    async list(
      tenantId: number,
      filter: AdminCommentFilter,
      page: { limit: number; offset: number },
    ): Promise<AdminCommentRow[]> {
      return withAuthorAndStory()
        .where(adminCondition(tenantId, filter))
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** One comment of the tenant as the back-office lists it (deleted ones are not found). */
    async findAdmin(tenantId: number, id: number): Promise<AdminCommentRow | undefined> {
      const [row] = await withAuthorAndStory()
        .where(and(ofTenant(tenantId, id), notDeleted))
        .limit(1);
      return row;
    },

    async count(tenantId: number, filter: AdminCommentFilter): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(comments)
        .where(adminCondition(tenantId, filter));
      return Number(row?.value ?? 0);
    },

    /** Each author's comments here by status, deleted ones left out. */
    async histories(
      tenantId: number,
      authorIds: readonly number[],
    ): Promise<Map<number, AuthorHistory>> {
      if (authorIds.length === 0) return new Map();
      const rows = await db
        .select({ authorId: comments.authorId, status: comments.status, value: count() })
        .from(comments)
        .where(
          and(
            eq(comments.tenantId, tenantId),
            inArray(comments.authorId, [...authorIds]),
            notDeleted,
          ),
        )
        .groupBy(comments.authorId, comments.status);
      const histories = new Map<number, AuthorHistory>();
      for (const row of rows) {
        const history = histories.get(row.authorId) ?? {
          approved: 0,
          pending: 0,
          rejected: 0,
          spam: 0,
        };
        history[row.status] = Number(row.value);
        histories.set(row.authorId, history);
      }
      return histories;
    },

    /** Which of these accounts are banned from commenting here. */
    async bannedAmong(tenantId: number, userIds: readonly number[]): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ userId: commentBans.userId })
        .from(commentBans)
        .where(and(eq(commentBans.tenantId, tenantId), inArray(commentBans.userId, [...userIds])));
      return new Set(rows.map((row) => row.userId));
    },

    /** The newest reports of each of these comments, at most `perComment` each. */
    async reportsOf(
      tenantId: number,
      commentIds: readonly number[],
      perComment: number,
    ): Promise<Map<number, CommentReportEntry[]>> {
      if (commentIds.length === 0) return new Map();
      const rows = await db
        .select({
          commentId: commentReports.commentId,
          reason: commentReports.reason,
          createdAt: commentReports.createdAt,
        })
        .from(commentReports)
        .where(
          and(
            eq(commentReports.tenantId, tenantId),
            inArray(commentReports.commentId, [...commentIds]),
          ),
        )
        .orderBy(desc(commentReports.createdAt));
      const reports = new Map<number, CommentReportEntry[]>();
      for (const row of rows) {
        const list = reports.get(row.commentId) ?? [];
        if (list.length < perComment) list.push({ reason: row.reason, createdAt: row.createdAt });
        reports.set(row.commentId, list);
      }
      return reports;
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
