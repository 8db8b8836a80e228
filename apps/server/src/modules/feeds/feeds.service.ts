import {
  FEED_MESSAGES,
  type Feed,
  type FeedCreateInput,
  type FeedListQuery,
  type FeedListResponse,
  type FeedTestResult,
  type FeedUpdate,
} from '@helionews/contracts';
import { conflict, HttpError, notFound, ValidationFailedError } from '../../lib/http-errors.js';
import { pageOf, pageWindow } from '../../lib/paging.js';
import type { AdminCaller } from '../../plugins/roles.js';
import { recordActivity } from '../activity/activity.service.js';
import type { FeedIngest, FeedsTransaction, IngestOutcome } from './feeds.ingest.js';
import { toFeed } from './feeds.mapper.js';
import {
  isUrlConflict,
  type ClaimedFeed,
  type FeedChanges,
  type FeedsRepository,
} from './feeds.repository.js';

export interface FeedsServiceDeps {
  repository: FeedsRepository;
  inTransaction: <T>(work: (tx: FeedsTransaction) => Promise<T>) => Promise<T>;
  /** The one ingester: the back-office's "Test" and the poller's fetches. */
  ingest: Pick<FeedIngest, 'fetchFeed' | 'reportRefusal' | 'ingest'>;
  now: () => Date;
}

/** Where the request came from, for the security event of a refused test fetch. */
export interface CallerOrigin {
  ip: string;
  userAgent: string | null;
}

/** How many items the test preview lists at most. */
export const FEED_PREVIEW_MAX_ITEMS = 50;

const categoryMissing = () =>
  new ValidationFailedError([
    { field: 'body.category_id', message: FEED_MESSAGES.categoryNotFound },
  ]);

/**
 * The back-office's feeds (issue 11, item 1): subscribe, change, drop, and test one. A feed added
 * or switched back on is due at once, so the poller (every node, every few seconds) fetches it
 * within half a minute; changes are recorded in the activity table. The poller's work goes
 * through here too: claiming due feeds, importing one, giving back what it did not fetch.
 */
export function createFeedsService(deps: FeedsServiceDeps) {
  const { repository } = deps;

  async function get(tenantId: number, id: number): Promise<Feed> {
    const row = await repository.find(tenantId, id);
    if (!row) throw notFound(FEED_MESSAGES.notFound);
    return toFeed(row);
  }

  /** A lost race on the (tenant, url) unique index is the same 409 as the check before it. */
  async function guardUrl<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUrlConflict(error)) throw conflict(FEED_MESSAGES.urlTaken);
      throw error;
    }
  }

  return {
    get,

    /**
     * Claims up to `limit` feeds whose fetch is due at `now` (FOR UPDATE SKIP LOCKED) and moves
     * their next fetch a poll interval on, in one short transaction: once it commits, no other
     * node takes them until then (ADR 010).
     */
    claimDue(now: Date, limit: number): Promise<ClaimedFeed[]> {
      return deps.inTransaction((tx) => tx.feeds.claimDue(now, limit));
    },

    /** Fetches one claimed feed and imports its new items (feeds.ingest.ts). */
    ingest(feed: ClaimedFeed): Promise<IngestOutcome> {
      return deps.ingest.ingest(feed);
    },

    /** Claimed feeds not fetched (the node is stopping) are due again at `dueAt`. */
    releaseClaims(claims: readonly ClaimedFeed[], dueAt: Date): Promise<void> {
      return repository.releaseClaims(claims, dueAt);
    },

    async list(tenantId: number, query: FeedListQuery): Promise<FeedListResponse> {
      const { rows, total } = await repository.list(tenantId, pageWindow(query));
      return { feeds: rows.map(toFeed), ...pageOf(query, total) };
    },

    async create(tenantId: number, caller: AdminCaller, input: FeedCreateInput): Promise<Feed> {
      const id = await guardUrl(() =>
        deps.inTransaction(async (tx) => {
          if (input.category_id !== null) {
            if (!(await tx.feeds.categoryExists(tenantId, input.category_id))) {
              throw categoryMissing();
            }
          }
          if (await tx.feeds.urlTaken(tenantId, input.url)) throw conflict(FEED_MESSAGES.urlTaken);
          const now = deps.now();
          const row = await tx.feeds.insert({
            tenantId,
            url: input.url,
            title: input.title,
            categoryId: input.category_id,
            isActive: input.is_active,
            autoApprove: input.auto_approve,
            pollIntervalMinutes: input.poll_interval_minutes,
            nextFetchAt: input.is_active ? now : null,
            createdAt: now,
            updatedAt: now,
          });
          await recordActivity(tx.activity, {
            tenantId,
            actorId: caller.user.id,
            action: 'create',
            entityType: 'feed',
            entityId: row.id,
            entityLabel: row.title || row.url,
            details: { url: row.url.slice(0, 500) },
          });
          return row.id;
        }),
      );
      return get(tenantId, id);
    },

    /** Changes only the fields sent. Switching it on (or a new address) makes it due now. */
    async update(
      tenantId: number,
      caller: AdminCaller,
      id: number,
      patch: FeedUpdate,
    ): Promise<Feed> {
      await guardUrl(() =>
        deps.inTransaction(async (tx) => {
          const current = await tx.feeds.findForUpdate(tenantId, id);
          if (!current) throw notFound(FEED_MESSAGES.notFound);
          const changes: FeedChanges = {};
          if (patch.url !== undefined && patch.url !== current.url) changes.url = patch.url;
          if (patch.title !== undefined && patch.title !== current.title)
            changes.title = patch.title;
          if (patch.category_id !== undefined && patch.category_id !== current.categoryId) {
            if (
              patch.category_id !== null &&
              !(await tx.feeds.categoryExists(tenantId, patch.category_id))
            ) {
              throw categoryMissing();
            }
            changes.categoryId = patch.category_id;
          }
          if (patch.is_active !== undefined && patch.is_active !== current.isActive)
            changes.isActive = patch.is_active;
          if (patch.auto_approve !== undefined && patch.auto_approve !== current.autoApprove)
            changes.autoApprove = patch.auto_approve;
          if (
            patch.poll_interval_minutes !== undefined &&
            patch.poll_interval_minutes !== current.pollIntervalMinutes
          )
            changes.pollIntervalMinutes = patch.poll_interval_minutes;
          const changed = Object.keys(changes);
          if (changed.length === 0) return;
          if (changes.url && (await tx.feeds.urlTaken(tenantId, changes.url, id)))
            throw conflict(FEED_MESSAGES.urlTaken);

          const now = deps.now();
          const active = changes.isActive ?? current.isActive;
          if (changes.url !== undefined) {
            // Another address: its validators and failures were the old one's.
            changes.etag = null;
            changes.lastModified = null;
            changes.consecutiveFailures = 0;
            changes.lastError = null;
            changes.lastStatus = 'never';
          }
          if (!active) {
            changes.nextFetchAt = null;
          } else if (changes.isActive === true || changes.url !== undefined) {
            changes.nextFetchAt = now;
            if (changes.isActive === true) {
              // Switched back on (also after being paused): it starts a fresh count of failures.
              changes.consecutiveFailures = 0;
              if (current.lastStatus === 'paused') changes.lastStatus = 'error';
            }
          } else if (changes.pollIntervalMinutes !== undefined && current.lastFetchedAt) {
            changes.nextFetchAt = new Date(
              Math.max(
                now.getTime(),
                current.lastFetchedAt.getTime() + changes.pollIntervalMinutes * 60_000,
              ),
            );
          }
          await tx.feeds.update(tenantId, id, changes, now);
          await recordActivity(tx.activity, {
            tenantId,
            actorId: caller.user.id,
            action:
              changes.isActive === true
                ? 'activate'
                : changes.isActive === false
                  ? 'deactivate'
                  : 'update',
            entityType: 'feed',
            entityId: id,
            entityLabel: changes.title || current.title || changes.url || current.url,
            details: { fields: changed.join(',') },
          });
        }),
      );
      return get(tenantId, id);
    },

    /** Drops the subscription; the stories it imported stay. */
    async remove(tenantId: number, caller: AdminCaller, id: number): Promise<void> {
      await deps.inTransaction(async (tx) => {
        const current = await tx.feeds.findForUpdate(tenantId, id);
        if (!current) throw notFound(FEED_MESSAGES.notFound);
        await tx.feeds.remove(tenantId, id);
        await recordActivity(tx.activity, {
          tenantId,
          actorId: caller.user.id,
          action: 'delete',
          entityType: 'feed',
          entityId: id,
          entityLabel: current.title || current.url,
          details: { url: current.url.slice(0, 500), item_count: current.itemCount },
        });
      });
    },

    /**
     * Fetches the feed now (unconditionally) and answers what it holds and which items are new;
     * imports nothing and leaves the feed as it was. A fetch that fails is a 502 saying why.
     */
    async test(
      tenantId: number,
      caller: AdminCaller,
      id: number,
      origin: CallerOrigin,
    ): Promise<FeedTestResult> {
      const feed = await repository.find(tenantId, id);
      if (!feed) throw notFound(FEED_MESSAGES.notFound);
      const fetched = await deps.ingest.fetchFeed(feed.url);
      if (fetched.kind === 'failed') {
        if (fetched.refusal) {
          await deps.ingest.reportRefusal(tenantId, id, fetched.refusal, origin, caller.user.id);
        }
        throw new HttpError(502, fetched.error);
      }
      if (fetched.kind === 'not_modified') {
        // Not asked for (no validators sent); a server answering it anyway gave nothing to show.
        throw new HttpError(502, FEED_MESSAGES.httpStatus(304));
      }
      const items = fetched.feed.items.slice(0, FEED_PREVIEW_MAX_ITEMS);
      const known = await repository.importedGuids(
        tenantId,
        id,
        items.map((item) => item.guid),
      );
      const preview = items.map((item) => ({
        guid: item.guid,
        title: item.title,
        link: item.link,
        published_at: item.publishedAt?.toISOString() ?? null,
        image_url: item.imageUrl,
        summary: item.summary,
        already_imported: known.has(item.guid),
      }));
      return {
        feed_title: fetched.feed.title,
        fetched_url: fetched.url,
        items: preview,
        new_count: preview.filter((item) => !item.already_imported).length,
      };
    },
  };
}

export type FeedsService = ReturnType<typeof createFeedsService>;
