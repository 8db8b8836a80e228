import {
  ADMIN_MESSAGES,
  adCampaignListQuerySchema,
  adminArticleListQuerySchema,
  adminCommentListQuerySchema,
  adminStoryListQuerySchema,
  adminUserListQuerySchema,
  countedSectionRoles,
  DASHBOARD_FIGURE_LISTS,
  NAVIGATION_COUNT_LISTS,
  roleAdmits,
  type AccessRole,
  type AdCampaignListQuery,
  type AdminArticleListQuery,
  type AdminCommentListQuery,
  type AdminStoryListQuery,
  type AdminUserListQuery,
  type ArticlesByCategory,
  type CountedList,
  type DashboardSummary,
  type NavigationCounts,
  type RecentActivity,
  type WeeklyActivity,
} from '@helionews/contracts';
import { forbidden } from '../../lib/http-errors.js';
import type { AdminCaller } from '../../plugins/roles.js';
import { toActivity } from '../activity/activity.mapper.js';
import type { DashboardRepository, TenantScope } from './dashboard.repository.js';

export type { TenantScope };

const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;
export type Scope = 'tenant' | 'platform';

/**
 * The tenants a figure covers: the request's tenant, or every tenant (null) when a platform admin
 * asks for the platform scope. Anyone else asking for it gets 403.
 */
export function resolveScope(tenantId: number, role: AccessRole | null, scope: Scope): TenantScope {
  if (scope === 'tenant') return tenantId;
  if (role !== 'platform_admin') throw forbidden(ADMIN_MESSAGES.platformScope);
  return null;
}

/** The UTC day `offset` days before `now`, as 'YYYY-MM-DD'. */
const utcDate = (now: Date, offset: number) =>
  new Date(now.getTime() - offset * DAY_MS).toISOString().slice(0, 10);

/**
 * The totals of the lists a count points to, each answered by the list's own service with the
 * list's own filter and role scope (what `total` of that list call would say).
 */
export interface ListTotals {
  articles(
    tenantId: number,
    caller: AdminCaller,
    queries: readonly AdminArticleListQuery[],
  ): Promise<number[]>;
  stories(tenantId: number, queries: readonly AdminStoryListQuery[]): Promise<number[]>;
  users(tenantId: number, caller: AdminCaller, query: AdminUserListQuery): Promise<number>;
  campaigns(tenantId: number, query: AdCampaignListQuery): Promise<number>;
  comments(tenantId: number, query: AdminCommentListQuery): Promise<number>;
}

/**
 * Dashboard figures, computed from the database for the current tenant, or for every tenant
 * when a platform admin asks for the platform scope.
 */
export function createDashboardService(
  repository: DashboardRepository,
  lists: ListTotals,
  now: () => Date = () => new Date(),
) {
  /** Midnight UTC six days ago: the first of the seven days the week shows. */
  const weekStart = () => new Date(`${utcDate(now(), WEEK_DAYS - 1)}T00:00:00.000Z`);

  /**
   * The `total` of each list, as the caller would get it from the list itself; null for a list
   * whose section the caller's role may not open. Lists of one kind are counted in one query.
   */
  async function countLists(
    tenantId: number,
    caller: AdminCaller,
    wanted: readonly CountedList[],
  ): Promise<(number | null)[]> {
    const totals: (number | null)[] = wanted.map(() => null);
    const articles: { index: number; query: AdminArticleListQuery }[] = [];
    const stories: { index: number; query: AdminStoryListQuery }[] = [];
    const single: Promise<void>[] = [];
    wanted.forEach((list, index) => {
      if (!roleAdmits(caller.role, countedSectionRoles(list.section))) return;
      switch (list.section) {
        case 'articles':
          articles.push({ index, query: adminArticleListQuerySchema.parse(list.query) });
          break;
        case 'stories':
          stories.push({ index, query: adminStoryListQuerySchema.parse(list.query) });
          break;
        case 'users':
          single.push(
            lists
              .users(tenantId, caller, adminUserListQuerySchema.parse(list.query))
              .then((total) => void (totals[index] = total)),
          );
          break;
        case 'ads':
          single.push(
            lists
              .campaigns(tenantId, adCampaignListQuerySchema.parse(list.query))
              .then((total) => void (totals[index] = total)),
          );
          break;
        case 'comments':
          single.push(
            lists
              .comments(tenantId, adminCommentListQuerySchema.parse(list.query))
              .then((total) => void (totals[index] = total)),
          );
          break;
      }
    });
    const [articleTotals, storyTotals] = await Promise.all([
      articles.length > 0
        ? lists.articles(
            tenantId,
            caller,
            articles.map((entry) => entry.query),
          )
        : [],
      stories.length > 0
        ? lists.stories(
            tenantId,
            stories.map((entry) => entry.query),
          )
        : [],
      ...single,
    ]);
    articles.forEach((entry, at) => (totals[entry.index] = articleTotals[at] ?? 0));
    stories.forEach((entry, at) => (totals[entry.index] = storyTotals[at] ?? 0));
    return totals;
  }

  /**
   * The story and article figures of one tenant, each the total of the list it stands for
   * (DASHBOARD_FIGURE_LISTS), as the caller's own role sees that list.
   */
  async function tenantFigures(
    tenantId: number,
    caller: AdminCaller,
  ): Promise<Pick<DashboardSummary, 'stories' | 'articles' | 'feed_stories'>> {
    const { stories, articles, feed_stories: queue } = DASHBOARD_FIGURE_LISTS;
    const [
      storiesTotal,
      storiesPublished,
      storiesPending,
      storiesScheduled,
      storiesDraft,
      queueTotal,
      queuePending,
      articlesTotal,
      articlesPublished,
      articlesPending,
      articlesDraft,
    ] = await countLists(tenantId, caller, [
      stories.total,
      stories.published,
      stories.pending,
      stories.scheduled,
      stories.draft,
      queue.total,
      queue.pending,
      articles.total,
      articles.published,
      articles.pending,
      articles.draft,
    ]);
    return {
      stories: {
        total: storiesTotal ?? null,
        published: storiesPublished ?? null,
        pending: storiesPending ?? null,
        scheduled: storiesScheduled ?? null,
        draft: storiesDraft ?? null,
      },
      feed_stories: { total: queueTotal ?? null, pending: queuePending ?? null },
      // Every back-office role may open the Articles list (a contributor: their own).
      articles: {
        total: articlesTotal ?? 0,
        published: articlesPublished ?? 0,
        pending: articlesPending ?? 0,
        draft: articlesDraft ?? 0,
      },
    };
  }

  /** Every tenant's stories and articles added up (platform scope: no list shows these). */
  async function platformFigures(): Promise<
    Pick<DashboardSummary, 'stories' | 'articles' | 'feed_stories'>
  > {
    const counts = await repository.storyCounts(null);
    const sum = (origin: 'editorial' | 'feed' | null, status: string | null) =>
      counts
        .filter(
          (row) =>
            (origin === null || row.origin === origin) &&
            (status === null || row.status === status),
        )
        .reduce((total, row) => total + row.value, 0);
    return {
      stories: {
        total: sum(null, null),
        published: sum(null, 'published'),
        pending: sum(null, 'pending'),
        scheduled: sum(null, 'scheduled'),
        draft: sum(null, 'draft'),
      },
      articles: {
        total: sum('editorial', null),
        published: sum('editorial', 'published'),
        pending: sum('editorial', 'pending'),
        draft: sum('editorial', 'draft'),
      },
      feed_stories: { total: sum('feed', null), pending: sum('feed', 'pending') },
    };
  }

  return {
    /** The categories of the tenant, or of every tenant (null); the analytics overview shows it. */
    categoryCount(scope: TenantScope): Promise<number> {
      return repository.categoryCount(scope);
    },

    async summary(tenantId: number, caller: AdminCaller, label: Scope): Promise<DashboardSummary> {
      const scope = resolveScope(tenantId, caller.role, label);
      const since = weekStart();
      const [figures, newArticles, publishedThisWeek, activity, categories, members] =
        await Promise.all([
          scope === null ? platformFigures() : tenantFigures(scope, caller),
          repository.editorialCreatedSince(scope, since),
          repository.publishedSince(scope, since),
          repository.activitySince(scope, since),
          repository.categoryCount(scope),
          repository.memberCount(scope),
        ]);
      return {
        scope: label,
        stories: figures.stories,
        articles: figures.articles,
        feed_stories: figures.feed_stories,
        categories: { total: categories },
        members: { total: members },
        new_articles_this_week: newArticles,
        published_this_week: publishedThisWeek,
        activity_this_week: activity,
      };
    },

    /** The last seven UTC days, oldest first, every day present even when nothing happened. */
    async weeklyActivity(
      tenantId: number,
      role: AccessRole | null,
      label: Scope,
    ): Promise<WeeklyActivity> {
      const scope = resolveScope(tenantId, role, label);
      const since = weekStart();
      const [activity, published] = await Promise.all([
        repository.activityPerDay(scope, since),
        repository.publishedPerDay(scope, since),
      ]);
      const today = now();
      return {
        scope: label,
        days: Array.from({ length: WEEK_DAYS }, (_, index) => {
          const date = utcDate(today, WEEK_DAYS - 1 - index);
          const day = activity.find((row) => row.day === date);
          return {
            date,
            activity: day?.activity ?? 0,
            published: published.find((row) => row.day === date)?.published ?? 0,
            sign_ins: day?.signIns ?? 0,
          };
        }),
      };
    },

    /**
     * Stories per category of the tenant, in position order, empty categories included, then one
     * row (slug and name null) for stories without a category when there are any. Platform
     * scope: categories with the same slug and name in several tenants add up into one row.
     */
    async articlesByCategory(
      tenantId: number,
      role: AccessRole | null,
      label: Scope,
    ): Promise<ArticlesByCategory> {
      const scope = resolveScope(tenantId, role, label);
      const [rows, uncategorized] = await Promise.all([
        repository.storiesByCategory(scope),
        repository.uncategorized(scope),
      ]);
      return {
        scope: label,
        categories: [
          ...rows.map((row) => ({
            slug: row.slug,
            name: row.name,
            total: row.total,
            published: row.published,
            pending: row.pending,
          })),
          ...(uncategorized.total > 0 ? [{ slug: null, name: null, ...uncategorized }] : []),
        ],
      };
    },

    /** Newest first; the actor is null once their account is deleted. */
    async recentActivity(
      tenantId: number,
      role: AccessRole | null,
      label: Scope,
      limit: number,
    ): Promise<RecentActivity> {
      const scope = resolveScope(tenantId, role, label);
      const rows = await repository.recentActivity(scope, limit);
      return {
        activities: rows.map(toActivity),
      };
    },

    /**
     * SPEC section 2's badges: each the total of the list its entry opens, with the filter
     * NAVIGATION_COUNT_LISTS names, as the caller's role sees it; 0 where the role may not go.
     */
    async navigationCounts(tenantId: number, caller: AdminCaller): Promise<NavigationCounts> {
      const [users, articles, stories, campaigns, comments] = await countLists(tenantId, caller, [
        NAVIGATION_COUNT_LISTS.user_management_pending,
        NAVIGATION_COUNT_LISTS.articles_pending,
        NAVIGATION_COUNT_LISTS.stories_pending,
        NAVIGATION_COUNT_LISTS.ads_campaigns_pending,
        NAVIGATION_COUNT_LISTS.comments_pending,
      ]);
      return {
        user_management_pending: users ?? 0,
        articles_pending: articles ?? 0,
        stories_pending: stories ?? 0,
        ads_campaigns_pending: campaigns ?? 0,
        comments_pending: comments ?? 0,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
