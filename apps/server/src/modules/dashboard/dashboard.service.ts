import {
  ADMIN_MESSAGES,
  type AccessRole,
  type ArticlesByCategory,
  type DashboardSummary,
  type NavigationCounts,
  type RecentActivity,
  type WeeklyActivity,
} from '@helionews/contracts';
import { forbidden } from '../../lib/http-errors.js';
import type { DashboardRepository, TenantScope } from './dashboard.repository.js';

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
 * Dashboard figures, computed from the database for the current tenant, or for every tenant
 * when a platform admin asks for the platform scope.
 */
export function createDashboardService(
  repository: DashboardRepository,
  now: () => Date = () => new Date(),
) {
  /** Midnight UTC six days ago: the first of the seven days the week shows. */
  const weekStart = () => new Date(`${utcDate(now(), WEEK_DAYS - 1)}T00:00:00.000Z`);

  return {
    async summary(
      tenantId: number,
      role: AccessRole | null,
      label: Scope,
    ): Promise<DashboardSummary> {
      const scope = resolveScope(tenantId, role, label);
      const since = weekStart();
      const [counts, newArticles, publishedThisWeek, activity, categories, members] =
        await Promise.all([
          repository.storyCounts(scope),
          repository.editorialCreatedSince(scope, since),
          repository.publishedSince(scope, since),
          repository.activitySince(scope, since),
          repository.categoryCount(scope),
          repository.memberCount(scope),
        ]);
      const sum = (origin: 'editorial' | 'feed' | null, status: string | null) =>
        counts
          .filter(
            (row) =>
              (origin === null || row.origin === origin) &&
              (status === null || row.status === status),
          )
          .reduce((total, row) => total + row.value, 0);
      return {
        scope: label,
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
        activities: rows.map((row) => ({
          id: row.id,
          action: row.action,
          entity_type: row.entityType,
          entity_id: row.entityId,
          entity_label: row.entityLabel,
          actor:
            row.actorId !== null && row.actorName !== null
              ? { id: row.actorId, username: row.actorName }
              : null,
          tenant_slug: row.tenantSlug,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },

    async navigationCounts(tenantId: number): Promise<NavigationCounts> {
      const [pendingUsers, pendingStories, pendingCampaigns] = await Promise.all([
        repository.pendingAccessRequests(tenantId),
        repository.pendingStories(tenantId),
        repository.pendingAdCampaigns(tenantId),
      ]);
      const pendingOf = (origin: 'editorial' | 'feed') =>
        pendingStories.find((row) => row.origin === origin)?.value ?? 0;
      return {
        user_management_pending: pendingUsers,
        articles_pending: pendingOf('editorial'),
        stories_pending: pendingOf('feed'),
        ads_campaigns_pending: pendingCampaigns,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
