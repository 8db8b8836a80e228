import {
  COMMENT_BURST_HELD,
  COMMENT_BURST_WINDOW_SECONDS,
  COMMENT_EDIT_WINDOW_MINUTES,
  COMMENT_MAX_LINKS,
  COMMENT_MESSAGES,
  countCommentLinks,
  DEFAULT_COMMENT_MODERATION,
  REALTIME_EVENTS,
  ROLE_SETS,
  type AdminComment,
  type AdminCommentBulkResult,
  type AdminCommentListQuery,
  type AdminCommentListResponse,
  type CommentBan,
  type CommentCreate,
  type CommentListQuery,
  type CommentListResponse,
  type CommentModerationAction,
  type CommentModerationMode,
  type CommentStatus,
  type CommentViewer,
  type CommentWriteResult,
  type RealtimeCommentEvent,
} from '@helionews/contracts';
import type { Redis } from 'ioredis';
import type { TenantRow, UserRow } from '../../db/schema/index.js';
import {
  createMemoryFailureCounter,
  createRedisFailureCounter,
  createResilientFailureCounter,
  type FailureCounter,
} from '../../lib/failure-counter.js';
import { forbidden, HttpError, notFound, tooManyRequests } from '../../lib/http-errors.js';
import type { RedisGuard } from '../../lib/redis.js';
import type { AdminCaller } from '../../plugins/roles.js';
import type { RequestOrigin } from '../../request-context.js';
import type { ActivityRepository } from '../activity/activity.repository.js';
import { recordActivity } from '../activity/activity.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { RealtimeService } from '../realtime/realtime.service.js';
import type { SecurityEventsService } from '../security-events/security-events.service.js';
import { createCommentVersions } from './comment-versions.js';
import {
  toAdminComment,
  toComment,
  toCommentBan,
  toCommentEntry,
  toWriteResult,
} from './comments.mapper.js';
import {
  STORY_COMMENTS_CHANNEL,
  type AdminCommentFilter,
  type CommentsRepository,
  type StoryCommentsNotice,
} from './comments.repository.js';

export interface CommentsTransaction {
  comments: CommentsRepository;
  activity: ActivityRepository;
}

export interface CommentsServiceDeps {
  repository: CommentsRepository;
  inTransaction: <T>(work: (tx: CommentsTransaction) => Promise<T>) => Promise<T>;
  /** `DatabaseHandle.listen`: the story_comments notices of every node. */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onConnectionChange?: (connected: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** Each reader's comments per publication in the burst window (createCommentBurstCounter). */
  burst: FailureCounter;
  notifications: Pick<NotificationsService, 'notify'>;
  securityEvents: Pick<SecurityEventsService, 'recordThrottled'>;
  realtime: Pick<RealtimeService, 'watching' | 'broadcast'>;
  now: () => Date;
  logError: (error: unknown, message: string) => void;
}

export const COMMENT_BURST_WINDOW_MS = COMMENT_BURST_WINDOW_SECONDS * 1000;
const EDIT_WINDOW_MS = COMMENT_EDIT_WINDOW_MINUTES * 60_000;
/** Reports listed with each comment in the back-office. */
const REPORTS_LISTED = 10;
/** Where the queue notification points (the moderation page of the web side, issue 24). */
const MODERATION_LINK = '/admin/comments';

/**
 * The burst counter (COMMENT_BURST_*): shared through Redis across nodes when there is one (this
 * node's memory while Redis is unreachable, ADR 004), in memory otherwise, on the app's clock.
 */
export function createCommentBurstCounter(options: {
  redis: Redis | null;
  redisGuard: RedisGuard | null;
  prefix: string;
  now: () => Date;
}): FailureCounter {
  const local = createMemoryFailureCounter(COMMENT_BURST_WINDOW_MS, () => options.now().getTime());
  if (!options.redis || !options.redisGuard) return local;
  return createResilientFailureCounter(
    options.redisGuard,
    createRedisFailureCounter(options.redis, COMMENT_BURST_WINDOW_MS, options.prefix),
    local,
  );
}

/** The tenant's moderation mode (Site Settings' comments_moderation). */
export function moderationModeOf(tenant: TenantRow): CommentModerationMode {
  return tenant.siteSettings.comments_moderation ?? DEFAULT_COMMENT_MODERATION;
}

/**
 * Whether a new comment waits for an editor: always in mode `all`, a reader's first comment in
 * mode `first`, and whatever the mode one with too many links or that completes a burst.
 */
export function holdsNewComment(input: {
  mode: CommentModerationMode;
  body: string;
  /** Comments of the reader in the burst window, this one included. */
  inBurst: number;
  /** Whether the reader has an approved comment in the publication. */
  hasApproved: boolean;
}): boolean {
  if (input.inBurst >= COMMENT_BURST_HELD) return true;
  if (countCommentLinks(input.body) > COMMENT_MAX_LINKS) return true;
  if (input.mode === 'all') return true;
  return input.mode === 'first' && !input.hasApproved;
}

const STATUS_OF: Record<CommentModerationAction, CommentStatus> = {
  approve: 'approved',
  reject: 'rejected',
  spam: 'spam',
};

/** How a comment is named in the activity table: the start of its body. */
const labelOf = (body: string) => (body.length > 80 ? `${body.slice(0, 79)}…` : body);

/** The activity line of a ban ('create') or of its end ('delete'), named after the reader. */
async function recordBanChange(
  tx: CommentsTransaction,
  tenantId: number,
  actorId: number,
  userId: number,
  action: 'create' | 'delete',
): Promise<void> {
  const author = await tx.comments.author(userId);
  await recordActivity(tx.activity, {
    tenantId,
    actorId,
    action,
    entityType: 'comment_ban',
    entityId: userId,
    entityLabel: author?.displayName ?? `User ${userId}`,
    details: { user_id: userId },
  });
}

function parseNotice(payload: string): StoryCommentsNotice | null {
  try {
    const value = JSON.parse(payload) as Partial<StoryCommentsNotice> | null;
    if (
      Number.isSafeInteger(value?.tenant_id) &&
      Number.isSafeInteger(value?.story_id) &&
      Number.isSafeInteger(value?.version)
    ) {
      return {
        tenant_id: value?.tenant_id ?? 0,
        story_id: value?.story_id ?? 0,
        version: value?.version ?? 0,
        approved: Array.isArray(value?.approved) ? value.approved.filter(Number.isSafeInteger) : [],
      };
    }
  } catch {
    // Not a notice of ours: ignored.
  }
  return null;
}

/** What a write changed that others must hear of once it is committed. */
interface Outcome {
  /** Stories whose visible comments changed, with their new versions. */
  threads: { storyId: number; version: number }[];
  /** The moderation queue was empty before this write and holds a comment now. */
  queueStarted: boolean;
}

/**
 * Reader comments of a publication and their moderation (issue 24). Readers write on published
 * stories while the tenant has comments on (403 otherwise, 404 on the list) and is not banning
 * them; what they write waits for an editor when the tenant's mode, the links rule or a burst
 * says so. Every change readers can see bumps the story's comments version (the read cache's key
 * for its list) and announces newly visible comments to the realtime streams of every node.
 */
export function createCommentsService(deps: CommentsServiceDeps) {
  const { repository } = deps;
  const versions = createCommentVersions({
    load: (tenantId, storyId) => repository.threadVersion(tenantId, storyId),
  });
  let unlisten: (() => Promise<void>) | null = null;

  const assertEnabled = (tenant: TenantRow) => {
    if (!tenant.settings.enable_comments) throw forbidden(COMMENT_MESSAGES.disabled);
  };

  /** Comments on, the reader not banned: what every reader's write needs first. */
  const assertMayWrite = async (tenant: TenantRow, user: UserRow) => {
    assertEnabled(tenant);
    if (await repository.isBanned(tenant.id, user.id)) throw forbidden(COMMENT_MESSAGES.banned);
  };

  /** Tells the tenant's editors; after the commit, and a failure here undoes nothing. */
  const notifyQueue = async (tenantId: number) => {
    try {
      await deps.notifications.notify(tenantId, ROLE_SETS.editorial, {
        type: 'comments_pending',
        title: 'Reader comments are waiting for moderation',
        data: {},
        link: MODERATION_LINK,
      });
    } catch (error) {
      deps.logError(error, 'could not notify editors of pending comments');
    }
  };

  /** After the commit: this node reads its own write at once, editors hear of a new queue. */
  const settle = async (tenantId: number, outcome: Outcome) => {
    for (const { storyId, version } of outcome.threads)
      versions.observe(tenantId, storyId, version);
    if (outcome.queueStarted) await notifyQueue(tenantId);
  };

  /** Every node: a story's new version, and its newly visible comments to the open streams. */
  const onPayload = (payload: string) => {
    const notice = parseNotice(payload);
    if (!notice) return;
    versions.observe(notice.tenant_id, notice.story_id, notice.version);
    if (notice.approved.length === 0 || !deps.realtime.watching(notice.tenant_id)) return;
    repository.findVisible(notice.tenant_id, notice.approved).then(
      (rows) => {
        for (const row of rows) {
          const event: RealtimeCommentEvent = {
            story_id: row.comment.storyId,
            comment: toCommentEntry(row),
          };
          deps.realtime.broadcast(notice.tenant_id, REALTIME_EVENTS.comment, event);
        }
      },
      (error: unknown) => deps.logError(error, 'could not read approved comments for the streams'),
    );
  };

  /** Answers a 403 or 404 for a comment the caller may not change (it must be theirs). */
  const assertAuthor = (row: { authorId: number; status: CommentStatus }, user: UserRow) => {
    if (row.authorId === user.id) return;
    // Someone else's comment readers cannot see is one the caller does not know of.
    if (row.status !== 'approved') throw notFound(COMMENT_MESSAGES.notFound);
    throw forbidden(COMMENT_MESSAGES.notAuthor);
  };

  /** The back-office filter a list query stands for; the list and its counts go through it. */
  const filterOf = async (
    tenantId: number,
    query: Pick<AdminCommentListQuery, 'status' | 'story_id'>,
  ): Promise<AdminCommentFilter> => {
    if (query.story_id !== undefined && !(await repository.anyStory(tenantId, query.story_id))) {
      throw notFound(COMMENT_MESSAGES.storyNotFound);
    }
    return { status: query.status, storyId: query.story_id };
  };

  async function adminComment(tenantId: number, id: number): Promise<AdminComment> {
    const row = await repository.findAdmin(tenantId, id);
    if (!row) throw notFound(COMMENT_MESSAGES.notFound);
    const [histories, banned, reports] = await Promise.all([
      repository.histories(tenantId, [row.author.id]),
      repository.bannedAmong(tenantId, [row.author.id]),
      repository.reportsOf(tenantId, [id], REPORTS_LISTED),
    ]);
    return toAdminComment(row, {
      history: histories.get(row.author.id),
      banned: banned.has(row.author.id),
      reports: reports.get(id) ?? [],
    });
  }

  /**
   * An editor's decision on these comments, in one transaction: each must be a comment of the
   * tenant that its author has not deleted. One activity row per comment that changed; each
   * story whose visible comments changed gets a new version, and comments that became visible go
   * to the realtime streams.
   */
  async function moderate(
    tenant: TenantRow,
    caller: AdminCaller,
    ids: readonly number[],
    action: CommentModerationAction,
  ): Promise<AdminCommentBulkResult> {
    const unique = [...new Set(ids)];
    const to = STATUS_OF[action];
    const { result, outcome } = await deps.inTransaction(async (tx) => {
      const rows = new Map(
        (await tx.comments.lockMany(tenant.id, unique)).map((row) => [row.comment.id, row]),
      );
      const failed: AdminCommentBulkResult['failed'] = [];
      const updated: number[] = [];
      const changed: typeof unique = [];
      for (const id of unique) {
        const row = rows.get(id);
        if (!row) {
          failed.push({ id, detail: COMMENT_MESSAGES.notFound });
          continue;
        }
        updated.push(id);
        // Approving an approved comment still clears its reports: an editor kept it.
        const clearsReports = to === 'approved' && row.comment.reportCount > 0;
        if (row.comment.status !== to || clearsReports) changed.push(id);
      }
      await tx.comments.setStatus(tenant.id, changed, to);
      const touched = new Map<number, number[]>();
      for (const id of changed) {
        const row = rows.get(id);
        if (!row) continue;
        const from = row.comment.status;
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: to === 'approved' ? 'approve' : 'reject',
          entityType: 'comment',
          entityId: id,
          entityLabel: labelOf(row.comment.body),
          details: {
            from,
            to,
            story_id: row.comment.storyId,
            story: row.storyTitle.slice(0, 200),
            author_id: row.comment.authorId,
            reports: row.comment.reportCount,
          },
        });
        if ((from === 'approved') === (to === 'approved')) continue;
        const approved = touched.get(row.comment.storyId) ?? [];
        if (to === 'approved') approved.push(id);
        touched.set(row.comment.storyId, approved);
      }
      const threads: Outcome['threads'] = [];
      for (const [storyId, approved] of touched) {
        threads.push({
          storyId,
          version: await tx.comments.bumpThread(tenant.id, storyId, approved),
        });
      }
      return { result: { updated, failed }, outcome: { threads, queueStarted: false } };
    });
    await settle(tenant.id, outcome);
    return result;
  }

  async function moderateOne(
    tenant: TenantRow,
    caller: AdminCaller,
    id: number,
    action: CommentModerationAction,
  ): Promise<AdminComment> {
    const result = await moderate(tenant, caller, [id], action);
    const failure = result.failed[0];
    if (failure) throw notFound(failure.detail);
    return adminComment(tenant.id, id);
  }

  return {
    /** Starts hearing the story_comments notices of every node (versions, realtime events). */
    async start(): Promise<void> {
      if (unlisten) return;
      unlisten = await deps.listen(STORY_COMMENTS_CHANNEL, onPayload, (connected) =>
        versions.setListening(connected),
      );
    },

    async close(): Promise<void> {
      const stop = unlisten;
      unlisten = null;
      versions.setListening(false);
      await stop?.().catch((error: unknown) => {
        deps.logError(error, 'could not stop listening for comment changes');
      });
    },

    /** The story's comments version: part of the read cache's key for its comment list. */
    threadVersion: (tenantId: number, storyId: number) => versions.current(tenantId, storyId),

    /**
     * The story's approved top-level comments, a page at a time, each with its approved replies.
     * 404 when comments are off here or readers cannot open the story.
     */
    async list(
      tenant: TenantRow,
      storyId: number,
      query: CommentListQuery,
    ): Promise<CommentListResponse> {
      if (!tenant.settings.enable_comments) throw notFound(COMMENT_MESSAGES.disabled);
      if (!(await repository.publishedStory(tenant.id, storyId))) {
        throw notFound(COMMENT_MESSAGES.storyNotFound);
      }
      const [total, totalWithReplies, top] = await Promise.all([
        repository.countTopLevel(tenant.id, storyId),
        repository.countVisible(tenant.id, storyId),
        repository.listTopLevel(tenant.id, storyId, query.sort, {
          limit: query.page_size,
          offset: (query.page - 1) * query.page_size,
        }),
      ]);
      const replies = await repository.listReplies(
        tenant.id,
        storyId,
        top.map((row) => row.comment.id),
      );
      const byParent = new Map<number, typeof replies>();
      for (const reply of replies) {
        const parentId = reply.comment.parentId ?? 0;
        byParent.set(parentId, [...(byParent.get(parentId) ?? []), reply]);
      }
      return {
        comments: top.map((row) => toComment(row, byParent.get(row.comment.id) ?? [])),
        total,
        total_with_replies: totalWithReplies,
        page: query.page,
        page_size: query.page_size,
      };
    },

    /**
     * What the signed-in reader alone sees of the story's thread: their comments others do not
     * see yet, what they reported, and whether they are banned from writing here. 404 like the
     * list.
     */
    async viewer(tenant: TenantRow, user: UserRow, storyId: number): Promise<CommentViewer> {
      if (!tenant.settings.enable_comments) throw notFound(COMMENT_MESSAGES.disabled);
      if (!(await repository.publishedStory(tenant.id, storyId))) {
        throw notFound(COMMENT_MESSAGES.storyNotFound);
      }
      const [banned, held, reported] = await Promise.all([
        repository.isBanned(tenant.id, user.id),
        repository.heldOf(tenant.id, storyId, user.id),
        repository.reportedBy(tenant.id, storyId, user.id),
      ]);
      return { banned, held: held.map(toCommentEntry), reported };
    },

    /**
     * A reader's new comment on a published story (or reply to one of its approved top-level
     * comments). Approved at once unless the mode, the links rule or a burst holds it; a further
     * comment within the burst window is a 429 and a security event.
     */
    async create(
      tenant: TenantRow,
      user: UserRow,
      storyId: number,
      input: CommentCreate,
      origin: RequestOrigin,
    ): Promise<CommentWriteResult> {
      await assertMayWrite(tenant, user);
      if (!(await repository.publishedStory(tenant.id, storyId))) {
        throw notFound(COMMENT_MESSAGES.storyNotFound);
      }
      if (input.parent_id !== undefined) {
        const parent = await repository.find(tenant.id, input.parent_id);
        // The author may answer their own held comment (both show once it is approved).
        const repliable =
          parent !== undefined &&
          parent.storyId === storyId &&
          parent.parentId === null &&
          (parent.status === 'approved' ||
            (parent.status === 'pending' && parent.authorId === user.id));
        if (!repliable) throw new HttpError(422, COMMENT_MESSAGES.invalidParent);
      }

      const burst = await deps.burst.increment(`${tenant.id}:${user.id}`);
      if (burst.count > COMMENT_BURST_HELD) {
        await deps.securityEvents.recordThrottled(`comment_burst|${tenant.id}|${user.id}`, {
          type: 'rate_limited',
          tenantId: tenant.id,
          userId: user.id,
          origin,
          details: {
            rule: 'comment_burst',
            story_id: storyId,
            comments: burst.count,
            window_seconds: COMMENT_BURST_WINDOW_SECONDS,
          },
        });
        throw tooManyRequests(COMMENT_MESSAGES.tooFast, burst.resetInMs / 1000);
      }

      const mode = moderationModeOf(tenant);
      const { row, outcome } = await deps.inTransaction(async (tx) => {
        const hasApproved = mode === 'first' && (await tx.comments.hasApproved(tenant.id, user.id));
        const held = holdsNewComment({ mode, body: input.body, inBurst: burst.count, hasApproved });
        const created = await tx.comments.insert({
          tenantId: tenant.id,
          storyId,
          authorId: user.id,
          parentId: input.parent_id ?? null,
          body: input.body,
          status: held ? 'pending' : 'approved',
          createdAt: deps.now(),
        });
        const result: Outcome = { threads: [], queueStarted: false };
        if (held) {
          result.queueStarted = (await tx.comments.countPending(tenant.id)) === 1;
        } else {
          const version = await tx.comments.bumpThread(tenant.id, storyId, [created.id]);
          result.threads.push({ storyId, version });
        }
        return { row: created, outcome: result };
      });
      await settle(tenant.id, outcome);
      return toWriteResult(row);
    },

    /**
     * The author's new text, within the edit window. An approved comment waits again when the
     * mode holds every comment or the new text has too many links.
     */
    async update(
      tenant: TenantRow,
      user: UserRow,
      id: number,
      body: string,
    ): Promise<CommentWriteResult> {
      await assertMayWrite(tenant, user);
      const mode = moderationModeOf(tenant);
      const { result, outcome } = await deps.inTransaction(async (tx) => {
        const row = await tx.comments.findForUpdate(tenant.id, id);
        if (!row) throw notFound(COMMENT_MESSAGES.notFound);
        assertAuthor(row, user);
        if (row.status === 'rejected' || row.status === 'spam') {
          throw forbidden(COMMENT_MESSAGES.removed);
        }
        const now = deps.now();
        if (now.getTime() - row.createdAt.getTime() > EDIT_WINDOW_MS) {
          throw forbidden(COMMENT_MESSAGES.editWindowClosed);
        }
        const held =
          row.status === 'pending' || mode === 'all' || countCommentLinks(body) > COMMENT_MAX_LINKS;
        const status: CommentStatus = held ? 'pending' : 'approved';
        await tx.comments.update(tenant.id, id, { body, status, editedAt: now });
        const changes: Outcome = { threads: [], queueStarted: false };
        if (row.status === 'approved') {
          const version = await tx.comments.bumpThread(tenant.id, row.storyId, []);
          changes.threads.push({ storyId: row.storyId, version });
          if (held) changes.queueStarted = (await tx.comments.countPending(tenant.id)) === 1;
        }
        return { result: toWriteResult({ id, status }), outcome: changes };
      });
      await settle(tenant.id, outcome);
      return result;
    },

    /** The author deletes their comment (kept, shown nowhere); its replies go from view with it. */
    async remove(tenant: TenantRow, user: UserRow, id: number): Promise<void> {
      await assertMayWrite(tenant, user);
      const outcome = await deps.inTransaction(async (tx): Promise<Outcome> => {
        const row = await tx.comments.findForUpdate(tenant.id, id);
        if (!row) throw notFound(COMMENT_MESSAGES.notFound);
        assertAuthor(row, user);
        await tx.comments.update(tenant.id, id, { deletedAt: deps.now() });
        if (row.status !== 'approved') return { threads: [], queueStarted: false };
        const version = await tx.comments.bumpThread(tenant.id, row.storyId, []);
        return { threads: [{ storyId: row.storyId, version }], queueStarted: false };
      });
      await settle(tenant.id, outcome);
    },

    /**
     * A reader reports a comment they can see, once. A report never hides it (ADR 021): it joins
     * the editors' "Reported" list at once, still shown, until an editor keeps it (approve) or
     * takes it down. Editors hear of it when nothing else was reported.
     */
    async report(tenant: TenantRow, user: UserRow, id: number, reason: string): Promise<void> {
      await assertMayWrite(tenant, user);
      const outcome = await deps.inTransaction(async (tx): Promise<Outcome> => {
        const row = await tx.comments.findForUpdate(tenant.id, id);
        if (!row || row.status !== 'approved') throw notFound(COMMENT_MESSAGES.notFound);
        if (row.authorId === user.id) throw forbidden(COMMENT_MESSAGES.ownComment);
        const recorded = await tx.comments.insertReport({
          tenantId: tenant.id,
          commentId: id,
          reporterId: user.id,
          reason,
          createdAt: deps.now(),
        });
        if (!recorded) throw new HttpError(409, COMMENT_MESSAGES.alreadyReported);
        await tx.comments.update(tenant.id, id, { reportCount: row.reportCount + 1 });
        const queueStarted =
          row.reportCount === 0 &&
          (await tx.comments.count(tenant.id, { status: 'reported' })) === 1;
        return { threads: [], queueStarted };
      });
      await settle(tenant.id, outcome);
    },

    /* The back-office ------------------------------------------------------------------------ */

    /** The tenant's comments under a filter (by default the queue), newest first. */
    async adminList(
      tenantId: number,
      query: AdminCommentListQuery,
    ): Promise<AdminCommentListResponse> {
      const filter = await filterOf(tenantId, query);
      const [rows, total] = await Promise.all([
        repository.list(tenantId, filter, {
          limit: query.page_size,
          offset: (query.page - 1) * query.page_size,
        }),
        repository.count(tenantId, filter),
      ]);
      const authors = [...new Set(rows.map((row) => row.author.id))];
      const [histories, banned, reports] = await Promise.all([
        repository.histories(tenantId, authors),
        repository.bannedAmong(tenantId, authors),
        repository.reportsOf(
          tenantId,
          rows.filter((row) => row.comment.reportCount > 0).map((row) => row.comment.id),
          REPORTS_LISTED,
        ),
      ]);
      return {
        comments: rows.map((row) =>
          toAdminComment(row, {
            history: histories.get(row.author.id),
            banned: banned.has(row.author.id),
            reports: reports.get(row.comment.id) ?? [],
          }),
        ),
        total,
        page: query.page,
        page_size: query.page_size,
      };
    },

    /** The `total` adminList answers for the query: what the navigation badge shows. */
    async total(
      tenantId: number,
      query: Pick<AdminCommentListQuery, 'status' | 'story_id'>,
    ): Promise<number> {
      return repository.count(tenantId, await filterOf(tenantId, query));
    },

    approve: (tenant: TenantRow, caller: AdminCaller, id: number) =>
      moderateOne(tenant, caller, id, 'approve'),
    reject: (tenant: TenantRow, caller: AdminCaller, id: number) =>
      moderateOne(tenant, caller, id, 'reject'),
    spam: (tenant: TenantRow, caller: AdminCaller, id: number) =>
      moderateOne(tenant, caller, id, 'spam'),

    /** Many at once: each id succeeds or fails on its own; another tenant's id is not found. */
    bulk: (
      tenant: TenantRow,
      caller: AdminCaller,
      body: { ids: readonly number[]; action: CommentModerationAction },
    ) => moderate(tenant, caller, body.ids, body.action),

    /**
     * Bans a reader from writing comments here (their comments stay as they are). Only an
     * account that commented here can be named: nobody learns of other accounts this way.
     */
    async ban(tenant: TenantRow, caller: AdminCaller, userId: number): Promise<CommentBan> {
      return deps.inTransaction(async (tx) => {
        if (!(await tx.comments.hasCommented(tenant.id, userId))) {
          throw notFound(COMMENT_MESSAGES.userNotFound);
        }
        const created = await tx.comments.insertBan({
          tenantId: tenant.id,
          userId,
          createdBy: caller.user.id,
          createdAt: deps.now(),
        });
        if (created) {
          await recordBanChange(tx, tenant.id, caller.user.id, userId, 'create');
          return toCommentBan(created);
        }
        const existing = await tx.comments.findBan(tenant.id, userId);
        if (!existing) throw notFound(COMMENT_MESSAGES.notBanned);
        return toCommentBan(existing);
      });
    },

    /** Lets a banned reader comment here again; 404 when they were not banned. */
    async unban(tenant: TenantRow, caller: AdminCaller, userId: number): Promise<void> {
      await deps.inTransaction(async (tx) => {
        if (!(await tx.comments.deleteBan(tenant.id, userId))) {
          throw notFound(COMMENT_MESSAGES.notBanned);
        }
        await recordBanChange(tx, tenant.id, caller.user.id, userId, 'delete');
      });
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
