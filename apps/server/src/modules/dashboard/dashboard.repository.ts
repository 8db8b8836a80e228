import { and, count, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { activities, categories, memberships, stories, users } from '../../db/schema/index.js';
import { selectActivityLines } from '../activity/activity.repository.js';

/** null: every tenant (platform scope). Every query below filters by it when it is a tenant. */
export type TenantScope = number | null;

const int = (expression: SQL) => sql<number>`(${expression})::int`;
/** The UTC day of a timestamp, as 'YYYY-MM-DD'. */
const utcDay = (column: SQL | typeof activities.createdAt) =>
  sql<string>`to_char((${column} at time zone 'UTC')::date, 'YYYY-MM-DD')`;

/** Read-only figures for the dashboard, computed from the tables every time. */
export function createDashboardRepository(db: Executor) {
  const storiesOf = (scope: TenantScope) =>
    scope === null ? undefined : eq(stories.tenantId, scope);
  const activitiesOf = (scope: TenantScope) =>
    scope === null ? undefined : eq(activities.tenantId, scope);

  return {
    /** Story counts by origin and status (the platform scope's figures). */
    async storyCounts(scope: TenantScope) {
      return db
        .select({ origin: stories.origin, status: stories.status, value: int(sql`count(*)`) })
        .from(stories)
        .where(storiesOf(scope))
        .groupBy(stories.origin, stories.status);
    },

    async editorialCreatedSince(scope: TenantScope, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(stories)
        .where(
          and(storiesOf(scope), eq(stories.origin, 'editorial'), gte(stories.createdAt, since)),
        );
      return Number(row?.value ?? 0);
    },

    async publishedSince(scope: TenantScope, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(stories)
        .where(
          and(storiesOf(scope), eq(stories.status, 'published'), gte(stories.publishedAt, since)),
        );
      return Number(row?.value ?? 0);
    },

    async activitySince(scope: TenantScope, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(activities)
        .where(and(activitiesOf(scope), gte(activities.createdAt, since)));
      return Number(row?.value ?? 0);
    },

    async categoryCount(scope: TenantScope): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(categories)
        .where(scope === null ? undefined : eq(categories.tenantId, scope));
      return Number(row?.value ?? 0);
    },

    /** Accounts holding a role on the tenant (platform scope: a role on some tenant, or platform admin). */
    async memberCount(scope: TenantScope): Promise<number> {
      if (scope === null) {
        const [row] = await db
          .select({ value: int(sql`count(*)`) })
          .from(users)
          .where(
            sql`${users.isAdmin} or exists (select 1 from ${memberships} where ${memberships.userId} = ${users.id})`,
          );
        return row?.value ?? 0;
      }
      const [row] = await db
        .select({ value: count() })
        .from(memberships)
        .where(eq(memberships.tenantId, scope));
      return Number(row?.value ?? 0);
    },

    /** Activity rows and back-office sign-ins per UTC day since `since`. */
    async activityPerDay(scope: TenantScope, since: Date) {
      const day = utcDay(activities.createdAt);
      return db
        .select({
          day,
          activity: int(sql`count(*)`),
          signIns: int(sql`count(*) filter (where ${activities.action} = 'sign_in')`),
        })
        .from(activities)
        .where(and(activitiesOf(scope), gte(activities.createdAt, since)))
        .groupBy(day);
    },

    async publishedPerDay(scope: TenantScope, since: Date) {
      const day = utcDay(sql`${stories.publishedAt}`);
      return db
        .select({ day, published: int(sql`count(*)`) })
        .from(stories)
        .where(
          and(storiesOf(scope), eq(stories.status, 'published'), gte(stories.publishedAt, since)),
        )
        .groupBy(day);
    },

    /**
     * Stories per category, every category included (platform scope: categories of the same
     * slug and name across tenants add up), in the order readers see them.
     */
    async storiesByCategory(scope: TenantScope) {
      const total = int(sql`count(${stories.id})`);
      const published = int(
        sql`count(${stories.id}) filter (where ${stories.status} = 'published')`,
      );
      const pending = int(sql`count(${stories.id}) filter (where ${stories.status} = 'pending')`);
      return db
        .select({
          slug: categories.slug,
          name: categories.name,
          position: sql<number>`min(${categories.position})`,
          total,
          published,
          pending,
        })
        .from(categories)
        .leftJoin(
          stories,
          and(eq(stories.categoryId, categories.id), eq(stories.tenantId, categories.tenantId)),
        )
        .where(scope === null ? undefined : eq(categories.tenantId, scope))
        .groupBy(categories.slug, categories.name)
        .orderBy(sql`min(${categories.position})`, categories.slug);
    },

    async uncategorized(scope: TenantScope) {
      const [row] = await db
        .select({
          total: int(sql`count(*)`),
          published: int(sql`count(*) filter (where ${stories.status} = 'published')`),
          pending: int(sql`count(*) filter (where ${stories.status} = 'pending')`),
        })
        .from(stories)
        .where(and(storiesOf(scope), isNull(stories.categoryId)));
      return row ?? { total: 0, published: 0, pending: 0 };
    },

    async recentActivity(scope: TenantScope, limit: number) {
      return selectActivityLines(db, activitiesOf(scope)).limit(limit);
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
