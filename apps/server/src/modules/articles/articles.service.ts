import {
  ARTICLE_IMAGE_PATH,
  MEDIA_IMAGE_PATH,
  ARTICLE_MESSAGES,
  IMAGE_URL_ERROR,
  ROLE_SETS,
  type AdminArticle,
  type AdminArticleApprove,
  type AdminArticleListQuery,
  type AdminArticleListResponse,
  type AdminArticleUpdate,
  type AdminReject,
  type adminArticleCreateSchema,
  type StoryStatus,
} from '@helionews/contracts';
import type { z } from 'zod';
import type { NewStoryRow } from '../../db/schema/index.js';
import { sanitizeStoryHtml } from '../../lib/html.js';
import { conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { pageAndTotal } from '../../lib/paging.js';
import type { AdminCaller } from '../../plugins/roles.js';
import { recordActivity } from '../activity/activity.service.js';
import {
  authorMayEdit,
  canTransition,
  isReaderVisible,
  transitionAction,
} from '../content/story-workflow.js';
import { storyMoved } from '../content/content-tags.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import {
  actorOf,
  chooseSlug,
  fieldError,
  findCategory,
  loadArticle,
  lockArticle,
  plain,
  presentArticle,
  placementOf,
  publishEffects,
  saveTags,
  type ArticlesStore,
  type ArticlesTransaction,
  type FoundCategory,
} from './articles.common.js';
import { createArticleImages } from './articles.images.js';
import { toAdminArticle, toAdminArticleSummary } from './articles.mapper.js';
import type { ArticleListFilter } from './articles.repository.js';
import { createArticleRevisions, keepRevision } from './articles.revisions.js';

export type { ArticlesTransaction };
export type AdminArticleCreateInput = z.output<typeof adminArticleCreateSchema>;

export interface ArticlesServiceDeps extends ArticlesStore {
  notifications: Pick<NotificationsService, 'notify'>;
  /** DATA_DIR/uploads: article images are written below it, in articles/<tenant id>/. */
  uploadsDir: string;
  logError: (error: unknown, message: string) => void;
}

/** Statuses an author (a contributor) may ask for. */
const AUTHOR_STATUSES: readonly StoryStatus[] = ['draft', 'pending'];

type Details = Record<string, string | number | boolean | null>;

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);
/**
 * The image address to store: an upload must be one of this publication's (the contract has
 * already checked its shape: an https:// address, an upload's exact name, or a demo drawing).
 */
function ownImage(tenantId: number, url: string | null): string | null {
  const upload = url === null ? null : (ARTICLE_IMAGE_PATH.exec(url) ?? MEDIA_IMAGE_PATH.exec(url));
  if (upload && Number(upload[1]) !== tenantId) throw fieldError('body.image_url', IMAGE_URL_ERROR);
  return url;
}

/**
 * Articles: the editorial stories of a tenant, as the back-office writes and reviews them.
 *
 * Contributors are authors: they see and change only the articles they created (anything else
 * is a 404, exactly like a missing article, so they cannot even learn it exists), may ask only for
 * draft or pending, may edit only while `authorMayEdit(status)` and may delete only their drafts.
 * Editors and admins do everything. Every status change goes through `canTransition`.
 */
export function createArticlesService(deps: ArticlesServiceDeps) {
  const { repository } = deps;

  /**
   * The tenant and filter a list query stands for, for this caller: contributors see only what
   * they wrote. The list and every count of it (badges, dashboard) go through here.
   */
  const listScope = async (
    tenantId: number,
    caller: AdminCaller,
    query: Pick<AdminArticleListQuery, 'search' | 'category' | 'status' | 'tenant_id'>,
  ): Promise<{ scope: number; filter: ArticleListFilter }> => {
    // Platform admins may look at another tenant's articles; everyone else's tenant_id is ignored.
    const scope =
      caller.role === 'platform_admin' && query.tenant_id !== undefined
        ? query.tenant_id
        : tenantId;
    let category: number | undefined;
    if (query.category) {
      const found = await deps.categories.findByExactSlug(scope, query.category);
      if (!found) throw notFound(ARTICLE_MESSAGES.categoryNotFound);
      category = found.id;
    }
    return {
      scope,
      filter: {
        search: query.search || undefined,
        categoryId: category,
        status: query.status,
        createdBy: actorOf(caller) === 'author' ? caller.user.id : undefined,
      },
    };
  };

  const load = (tenantId: number, caller: AdminCaller, id: number) =>
    loadArticle(repository, tenantId, caller, id);
  const present = (tenantId: number, id: number) => presentArticle(repository, tenantId, id);

  /** The id to store for the category a save names (`findCategory`); 422 when none has its slug. */
  const categoryId = (slug: string | null, found: FoundCategory): number | null => {
    if (slug === null) return null;
    if (!found) throw fieldError('body.category', ARTICLE_MESSAGES.categoryNotFound);
    return found.id;
  };

  /**
   * Dates a status needs: a scheduled article needs publish_at in the future (checked when it
   * becomes scheduled or its date moves), and unpublish_at must come after the article goes live
   * (checked when a date or the status changes, so that saving the text of a live article whose
   * take-down is due does not fail).
   */
  const checkSchedule = (
    to: StoryStatus,
    publishAt: Date | null,
    unpublishAt: Date | null,
    changed: { publishAt: boolean; dates: boolean },
    now: Date,
  ) => {
    if (to === 'scheduled' && changed.publishAt && !(publishAt && publishAt > now)) {
      throw fieldError('body.publish_at', ARTICLE_MESSAGES.publishAtRequired);
    }
    const start = publishAt ?? (to === 'published' ? now : null);
    if (changed.dates && unpublishAt && start && unpublishAt <= start) {
      throw fieldError('body.unpublish_at', ARTICLE_MESSAGES.unpublishBeforePublish);
    }
  };

  const recordTransition = (
    tx: ArticlesTransaction,
    tenantId: number,
    caller: AdminCaller,
    id: number,
    title: string,
    from: StoryStatus,
    to: StoryStatus,
    details: Details = {},
  ) =>
    recordActivity(tx.activity, {
      tenantId,
      actorId: caller.user.id,
      action: transitionAction(from, to),
      entityType: 'story',
      entityId: id,
      entityLabel: title,
      details: { from, to, ...details },
    });

  /** Tells the tenant's editors; after the commit, and a failure here does not undo the save. */
  const notifyPending = async (tenantId: number, id: number, title: string) => {
    try {
      await deps.notifications.notify(tenantId, ROLE_SETS.editorial, {
        type: 'article_pending',
        title: `Article awaiting review: ${title}`,
        data: { article_id: id, title },
        link: `/admin/articles/${id}`,
      });
    } catch (error) {
      deps.logError(error, 'could not notify editors of a pending article');
    }
  };

  return {
    async list(
      tenantId: number,
      caller: AdminCaller,
      query: AdminArticleListQuery,
    ): Promise<AdminArticleListResponse> {
      const { scope, filter } = await listScope(tenantId, caller, query);
      const [rows, paging] = await pageAndTotal(
        query,
        (window) => repository.list(scope, filter, query.sort, window),
        () => repository.count(scope, filter),
      );
      return { articles: rows.map(toAdminArticleSummary), ...paging };
    },

    /**
     * The `total` that `list` answers for each query, counted in one go: what the navigation's
     * badge and the dashboard's figures show, with the caller's own scope.
     */
    async totals(
      tenantId: number,
      caller: AdminCaller,
      queries: readonly AdminArticleListQuery[],
    ): Promise<number[]> {
      const scoped = await Promise.all(queries.map((query) => listScope(tenantId, caller, query)));
      // One query per tenant asked about (a platform admin's tenant_id may name another one).
      const byTenant = new Map<number, { index: number; filter: ArticleListFilter }[]>();
      scoped.forEach(({ scope, filter }, index) =>
        byTenant.set(scope, [...(byTenant.get(scope) ?? []), { index, filter }]),
      );
      const totals = queries.map(() => 0);
      for (const [scope, entries] of byTenant) {
        const counted = await repository.countEach(
          scope,
          entries.map((entry) => entry.filter),
        );
        entries.forEach((entry, at) => (totals[entry.index] = counted[at] ?? 0));
      }
      return totals;
    },

    async get(tenantId: number, caller: AdminCaller, id: number): Promise<AdminArticle> {
      return toAdminArticle(await load(tenantId, caller, id));
    },

    async create(
      tenantId: number,
      caller: AdminCaller,
      input: AdminArticleCreateInput,
    ): Promise<AdminArticle> {
      const actor = actorOf(caller);
      const status = input.status;
      if (actor === 'author' && !AUTHOR_STATUSES.includes(status)) {
        throw forbidden(ARTICLE_MESSAGES.editorOnlyStatus);
      }
      if (!canTransition('draft', status, actor)) {
        throw conflict(ARTICLE_MESSAGES.transition('draft', status));
      }
      const title = plain(input.title);
      if (!title) throw fieldError('body.title', 'is required');
      const now = deps.now();
      const publishAt = toDate(input.publish_at) ?? null;
      const unpublishAt = toDate(input.unpublish_at) ?? null;
      checkSchedule(status, publishAt, unpublishAt, { publishAt: true, dates: true }, now);

      const named = await findCategory(deps, tenantId, input.category);
      const id = await deps.inTransaction(async (tx) => {
        const category = categoryId(input.category ?? null, named);
        const slug = await chooseSlug(tx.articles, tenantId, input.slug, title);
        const access = input.access ?? (await tx.articles.defaultAccess(tenantId, category));
        const row: NewStoryRow & { tenantId: number } = {
          tenantId,
          origin: 'editorial',
          status,
          title,
          slug,
          summary: plain(input.summary),
          bodyHtml: sanitizeStoryHtml(input.body_html),
          categoryId: category,
          access,
          imageUrl: ownImage(tenantId, input.image_url ?? null),
          imageAlt: plain(input.image_alt) ?? null,
          author: plain(input.author) ?? null,
          language: input.language ?? 'en',
          seoTitle: plain(input.seo_title) ?? null,
          seoDescription: plain(input.seo_description) ?? null,
          publishAt,
          unpublishAt,
          publishedAt: isReaderVisible(status) ? now : null,
          createdBy: caller.user.id,
          revision: 1,
          createdAt: now,
          updatedAt: now,
        };
        const created = await tx.articles.insert(row);
        await recordActivity(tx.activity, {
          tenantId,
          actorId: caller.user.id,
          action: 'create',
          entityType: 'story',
          entityId: created,
          entityLabel: title,
          details: { status, access },
        });
        if (status !== 'draft') {
          await recordTransition(tx, tenantId, caller, created, title, 'draft', status);
        }
        const relinked = await saveTags(tx, tenantId, created, [], input.tag_ids);
        await publishEffects(tx, tenantId, created, null, status, undefined, relinked);
        return created;
      });
      if (status === 'pending') await notifyPending(tenantId, id, title);
      return present(tenantId, id);
    },

    async update(
      tenantId: number,
      caller: AdminCaller,
      id: number,
      patch: AdminArticleUpdate,
    ): Promise<AdminArticle> {
      const actor = actorOf(caller);
      const now = deps.now();
      const named = await findCategory(deps, tenantId, patch.category);
      const outcome = await deps.inTransaction(async (tx) => {
        const current = await lockArticle(tx, tenantId, caller, id);
        const { article } = current;
        const from = article.status;
        if (actor === 'author' && !authorMayEdit(from)) {
          throw forbidden(ARTICLE_MESSAGES.notEditable);
        }
        if (
          actor === 'author' &&
          patch.status !== undefined &&
          !AUTHOR_STATUSES.includes(patch.status)
        ) {
          throw forbidden(ARTICLE_MESSAGES.editorOnlyStatus);
        }
        const to = patch.status ?? from;
        if (!canTransition(from, to, actor)) {
          throw conflict(ARTICLE_MESSAGES.transition(from, to));
        }
        const publishAt = toDate(patch.publish_at);
        // A take-down that already happened (the scheduler archived it) is spent: publishing
        // the story again must not have the next tick archive it at once.
        const spentTakeDown =
          to === 'published' &&
          from !== 'published' &&
          patch.unpublish_at === undefined &&
          article.unpublishAt !== null &&
          article.unpublishAt <= now;
        const unpublishAt = spentTakeDown ? null : toDate(patch.unpublish_at);
        checkSchedule(
          to,
          publishAt === undefined ? article.publishAt : publishAt,
          unpublishAt === undefined ? article.unpublishAt : unpublishAt,
          {
            publishAt: to !== from || publishAt !== undefined,
            dates: to !== from || publishAt !== undefined || unpublishAt !== undefined,
          },
          now,
        );
        const title = patch.title === undefined ? article.title : plain(patch.title);
        if (!title) throw fieldError('body.title', 'is required');

        const changes: Partial<NewStoryRow> = {
          title,
          status: to,
          revision: article.revision + 1,
          updatedAt: now,
        };
        if (patch.summary !== undefined) changes.summary = plain(patch.summary);
        if (patch.body_html !== undefined) changes.bodyHtml = sanitizeStoryHtml(patch.body_html);
        if (patch.category !== undefined) {
          changes.categoryId = categoryId(patch.category, named);
        }
        if (patch.image_url !== undefined) changes.imageUrl = ownImage(tenantId, patch.image_url);
        if (patch.image_alt !== undefined) changes.imageAlt = plain(patch.image_alt);
        if (patch.author !== undefined) changes.author = plain(patch.author);
        if (patch.language !== undefined) changes.language = patch.language;
        // Who may read it (issue 33): a reader-visible change, bumped with the rest below.
        if (patch.access !== undefined) changes.access = patch.access;
        if (patch.seo_title !== undefined) changes.seoTitle = plain(patch.seo_title);
        if (patch.seo_description !== undefined) {
          changes.seoDescription = plain(patch.seo_description);
        }
        if (patch.slug !== undefined && patch.slug !== article.slug) {
          changes.slug = await chooseSlug(tx.articles, tenantId, patch.slug, title, id);
        }
        if (publishAt !== undefined) changes.publishAt = publishAt;
        if (unpublishAt !== undefined) changes.unpublishAt = unpublishAt;
        if (to !== from) {
          if (isReaderVisible(to)) changes.publishedAt = now;
          // An approval answers the review: its note no longer applies.
          if (to === 'published' || to === 'scheduled') changes.reviewNote = null;
        }

        const autosave = patch.autosave === true;
        const kept = await keepRevision(tx, tenantId, current, caller.user.id, autosave, now);
        await tx.articles.update(tenantId, id, changes);
        const relinked = await saveTags(tx, tenantId, id, current.tagIds, patch.tag_ids);
        if (to !== from) {
          await recordTransition(tx, tenantId, caller, id, title, from, to);
        } else if (kept || !autosave) {
          // Autosaves folded into the latest revision leave no trace; every other save does.
          await recordActivity(tx.activity, {
            tenantId,
            actorId: caller.user.id,
            action: 'update',
            entityType: 'story',
            entityId: id,
            entityLabel: title,
            details: {
              ...(autosave ? { autosave: true } : {}),
              ...(patch.access !== undefined && patch.access !== article.access
                ? { access: patch.access }
                : {}),
            },
          });
        }
        await publishEffects(tx, tenantId, id, from, to, placementOf(current.article), relinked);
        return { from, to, title };
      });
      if (outcome.to === 'pending' && outcome.from !== 'pending') {
        await notifyPending(tenantId, id, outcome.title);
      }
      return present(tenantId, id);
    },

    async delete(tenantId: number, caller: AdminCaller, id: number): Promise<void> {
      await deps.inTransaction(async (tx) => {
        const current = await lockArticle(tx, tenantId, caller, id);
        if (actorOf(caller) === 'author' && current.article.status !== 'draft') {
          throw forbidden(ARTICLE_MESSAGES.notEditable);
        }
        await tx.articles.delete(tenantId, id);
        await recordActivity(tx.activity, {
          tenantId,
          actorId: caller.user.id,
          action: 'delete',
          entityType: 'story',
          entityId: id,
          entityLabel: current.article.title,
          details: { status: current.article.status },
        });
        if (isReaderVisible(current.article.status)) {
          await tx.content.bumpVersion(tenantId, storyMoved(placementOf(current.article)));
        }
      });
    },

    /** Editors: publish now, or schedule when publish_at is in the future. */
    async approve(
      tenantId: number,
      caller: AdminCaller,
      id: number,
      body: AdminArticleApprove,
    ): Promise<AdminArticle> {
      const now = deps.now();
      await deps.inTransaction(async (tx) => {
        const current = await lockArticle(tx, tenantId, caller, id);
        const { article } = current;
        const from = article.status;
        const requested = toDate(body.publish_at) ?? null;
        const to: StoryStatus = requested && requested > now ? 'scheduled' : 'published';
        if (from === to || !canTransition(from, to, 'editor')) {
          throw conflict(ARTICLE_MESSAGES.transition(from, to));
        }
        const publishAt = to === 'scheduled' ? requested : null;
        checkSchedule(to, publishAt, article.unpublishAt, { publishAt: true, dates: true }, now);
        await tx.articles.update(tenantId, id, {
          status: to,
          publishAt,
          reviewNote: null,
          ...(to === 'published' && { publishedAt: now }),
          updatedAt: now,
        });
        await recordTransition(tx, tenantId, caller, id, article.title, from, to, {
          ...(publishAt && { publish_at: publishAt.toISOString() }),
        });
        await publishEffects(tx, tenantId, id, from, to);
      });
      return present(tenantId, id);
    },

    /** Editors: send it back to its author with the reason, which the author sees. */
    async reject(
      tenantId: number,
      caller: AdminCaller,
      id: number,
      body: AdminReject,
    ): Promise<AdminArticle> {
      const now = deps.now();
      const reason = plain(body.reason);
      if (!reason) throw fieldError('body.reason', 'is required');
      await deps.inTransaction(async (tx) => {
        const current = await lockArticle(tx, tenantId, caller, id);
        const from = current.article.status;
        const to: StoryStatus = 'rejected';
        if (from === to || !canTransition(from, to, 'editor')) {
          throw conflict(ARTICLE_MESSAGES.transition(from, to));
        }
        await tx.articles.update(tenantId, id, { status: to, reviewNote: reason, updatedAt: now });
        await recordTransition(tx, tenantId, caller, id, current.article.title, from, to, {
          reason: reason.slice(0, 500),
        });
        await publishEffects(tx, tenantId, id, from, to);
      });
      return present(tenantId, id);
    },

    ...createArticleRevisions(deps),
    ...createArticleImages(deps),
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
