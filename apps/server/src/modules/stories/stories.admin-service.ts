import {
  CATEGORY_MESSAGES,
  STORY_REVIEW_MESSAGES,
  type AdminStory,
  type AdminStoryBulk,
  type AdminStoryBulkResult,
  type AdminStoryListQuery,
  type AdminStoryListResponse,
  type StoryStatus,
} from '@helionews/contracts';
import type { TenantRow } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { pageOf, pageWindow } from '../../lib/paging.js';
import type { AdminCaller } from '../../plugins/roles.js';
import type { ActivityRepository } from '../activity/activity.repository.js';
import { recordActivity } from '../activity/activity.service.js';
import type { ContentRepository } from '../content/content.repository.js';
import { canTransition, isReaderVisible, transitionAction } from '../content/story-workflow.js';
import { toAdminStory } from './stories.admin-mapper.js';
import type { AdminStoryFilter, StoriesAdminRepository } from './stories.admin.repository.js';
import type { CategoryLookup } from './stories.service.js';
import { storiesMoved } from '../content/content-tags.js';

export interface StoriesAdminTransaction {
  stories: StoriesAdminRepository;
  activity: ActivityRepository;
  content: ContentRepository;
}

export interface StoriesAdminServiceDeps {
  stories: StoriesAdminRepository;
  categories: CategoryLookup;
  inTransaction: <T>(work: (tx: StoriesAdminTransaction) => Promise<T>) => Promise<T>;
  now: () => Date;
}

/** A review decision: approve publishes at once, reject keeps the reason for the author. */
type Decision = { action: 'approve' } | { action: 'reject'; reason: string };

const targetStatus = (decision: Decision): StoryStatus =>
  decision.action === 'approve' ? 'published' : 'rejected';

/**
 * The Stories review queue (issue "Editorial back-office", item 3): every story of the tenant,
 * by default feed items pending review; editors approve or reject one or many at once.
 */
export function createStoriesAdminService(deps: StoriesAdminServiceDeps) {
  /**
   * Applies a decision to the given stories in one transaction: each must be a story of the
   * tenant pending review. Status, publication time, review note, one activity row per story and,
   * when stories went live, the content version and the realtime announcement commit together.
   */
  async function decide(
    tenant: TenantRow,
    caller: AdminCaller,
    ids: readonly number[],
    decision: Decision,
  ): Promise<AdminStoryBulkResult> {
    const unique = [...new Set(ids)];
    const to = targetStatus(decision);
    return deps.inTransaction(async (tx) => {
      const found = new Map(
        (await tx.stories.lockForReview(tenant.id, unique)).map((row) => [row.id, row]),
      );
      const failed: AdminStoryBulkResult['failed'] = [];
      const accepted: typeof unique = [];
      for (const id of unique) {
        const story = found.get(id);
        if (!story) failed.push({ id, detail: STORY_REVIEW_MESSAGES.notFound });
        else if (story.status !== 'pending' || !canTransition(story.status, to, 'editor'))
          failed.push({ id, detail: STORY_REVIEW_MESSAGES.notPending });
        else accepted.push(id);
      }
      if (accepted.length === 0) return { updated: [], failed };

      const now = deps.now();
      await tx.stories.setReviewed(
        tenant.id,
        accepted,
        {
          status: to,
          publishedAt: to === 'published' ? now : null,
          reviewNote: decision.action === 'reject' ? decision.reason : null,
        },
        now,
      );
      for (const id of accepted) {
        const story = found.get(id);
        if (!story) continue;
        await recordActivity(tx.activity, {
          tenantId: tenant.id,
          actorId: caller.user.id,
          action: transitionAction(story.status, to),
          entityType: 'story',
          entityId: id,
          entityLabel: story.title,
          details: {
            from: story.status,
            to,
            origin: story.origin,
            ...(decision.action === 'reject' && { reason: decision.reason.slice(0, 500) }),
          },
        });
      }
      if (isReaderVisible(to) !== isReaderVisible('pending')) {
        const placements = await tx.content.placementsOf(tenant.id, accepted);
        await tx.content.bumpVersion(tenant.id, storiesMoved(placements));
        if (to === 'published') await tx.content.announcePublished(tenant.id, accepted);
      }
      return { updated: accepted, failed };
    });
  }

  /** One story: a failure is the request's answer (404, or 409 when it is not pending). */
  async function decideOne(
    tenant: TenantRow,
    caller: AdminCaller,
    id: number,
    decision: Decision,
  ): Promise<AdminStory> {
    const result = await decide(tenant, caller, [id], decision);
    const failure = result.failed[0];
    if (failure) {
      throw failure.detail === STORY_REVIEW_MESSAGES.notFound
        ? notFound(failure.detail)
        : conflict(failure.detail);
    }
    return get(tenant, id);
  }

  /** The filter a list query stands for. The list and every count of it go through here. */
  async function filterOf(
    tenantId: number,
    query: Pick<AdminStoryListQuery, 'status' | 'origin' | 'category' | 'search'>,
  ): Promise<AdminStoryFilter> {
    let categoryId: number | undefined;
    if (query.category) {
      // Like the reader list: a filter must name a category of this tenant.
      const category = await deps.categories.findBySlug(tenantId, query.category);
      if (!category) throw notFound(CATEGORY_MESSAGES.notFound);
      categoryId = category.id;
    }
    return {
      status: query.status === 'all' ? undefined : query.status,
      origin: query.origin === 'all' ? undefined : query.origin,
      categoryId,
      search: query.search || undefined,
    };
  }

  async function get(tenant: TenantRow, id: number): Promise<AdminStory> {
    const row = await deps.stories.findById(tenant.id, id);
    if (!row) throw notFound(STORY_REVIEW_MESSAGES.notFound);
    return toAdminStory(row, tenant.slug);
  }

  return {
    async list(tenant: TenantRow, query: AdminStoryListQuery): Promise<AdminStoryListResponse> {
      const filter = await filterOf(tenant.id, query);
      const [rows, total] = await Promise.all([
        deps.stories.list(tenant.id, filter, pageWindow(query)),
        deps.stories.count(tenant.id, filter),
      ]);
      return {
        stories: rows.map((row) => toAdminStory(row, tenant.slug)),
        ...pageOf(query, total),
      };
    },

    /**
     * The `total` that `list` answers for each query, counted in one go: what the navigation's
     * badge and the dashboard's figures show.
     */
    async totals(tenantId: number, queries: readonly AdminStoryListQuery[]): Promise<number[]> {
      const filters = await Promise.all(queries.map((query) => filterOf(tenantId, query)));
      return deps.stories.countEach(tenantId, filters);
    },

    get,

    approve: (tenant: TenantRow, caller: AdminCaller, id: number) =>
      decideOne(tenant, caller, id, { action: 'approve' }),

    reject: (tenant: TenantRow, caller: AdminCaller, id: number, reason: string) =>
      decideOne(tenant, caller, id, { action: 'reject', reason }),

    /** Many at once: each id succeeds or fails on its own; another tenant's id is not found. */
    bulk(tenant: TenantRow, caller: AdminCaller, body: AdminStoryBulk) {
      return decide(
        tenant,
        caller,
        body.ids,
        body.action === 'approve'
          ? { action: 'approve' }
          : { action: 'reject', reason: body.reason },
      );
    },
  };
}

export type StoriesAdminService = ReturnType<typeof createStoriesAdminService>;
