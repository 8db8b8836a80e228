import type { DeviceClass } from '@helionews/contracts';
import { and, asc, desc, eq, getTableName, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Executor } from '../../db/client.js';
import {
  accessRequests,
  analyticsDevices,
  analyticsPageViews,
  analyticsReferrers,
  analyticsSearchMisses,
  analyticsSecrets,
  analyticsVisitors,
  categories,
  memberships,
  sessions,
  stories,
  users,
} from '../../db/schema/index.js';

/** One batch of aggregated counts, as the recorder hands it over. */
export interface AnalyticsBatch {
  pageViews: { tenantId: number; day: string; path: string; storyId: number; views: number }[];
  visitors: { tenantId: number; day: string; visitorHash: string; views: number }[];
  referrers: { tenantId: number; day: string; domain: string; views: number }[];
  devices: { tenantId: number; day: string; device: DeviceClass; views: number }[];
  searchMisses: { tenantId: number; day: string; term: string; searches: number }[];
}

export interface DayRange {
  /** First day, included (YYYY-MM-DD, UTC). */
  from: string;
  /** Last day, included. */
  to: string;
}

/** Rows per INSERT: far below PostgreSQL's 65535 bound parameters. */
const CHUNK = 1000;
const int = (expression: SQL) => sql<number>`(${expression})::int`;
const dayText = (expression: SQL) => sql<string>`to_char(${expression}, 'YYYY-MM-DD')`;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

export function createAnalyticsRepository(db: Executor) {
  /** `table.column + excluded.column`: a conflicting row adds its count to the stored one. */
  const addExcluded = (table: PgTable, column: string) =>
    sql.raw(`"${getTableName(table)}"."${column}" + excluded."${column}"`);

  /** Users of the tenant, as the overview counts them (see users.repository). */
  const userOfTenant = (tenantId: number) => sql`(
    ${users.registeredTenantId} = ${tenantId}
    or ${users.isAdmin}
    or exists (select 1 from ${memberships} where ${memberships.tenantId} = ${tenantId} and ${memberships.userId} = ${users.id})
    or exists (select 1 from ${accessRequests} where ${accessRequests.tenantId} = ${tenantId} and ${accessRequests.userId} = ${users.id})
  )`;

  return {
    /** The platform's analytics secret; the first caller on any node creates it. */
    async secret(candidate: string): Promise<string> {
      await db
        .insert(analyticsSecrets)
        .values({ id: 1, secret: candidate })
        .onConflictDoNothing({ target: analyticsSecrets.id });
      const [row] = await db
        .select({ secret: analyticsSecrets.secret })
        .from(analyticsSecrets)
        .where(eq(analyticsSecrets.id, 1));
      if (!row) throw new Error('the analytics secret could not be stored');
      return row.secret;
    },

    /** Adds one batch of counts (the caller wraps it in one transaction). */
    async addBatch(batch: AnalyticsBatch): Promise<void> {
      const p = analyticsPageViews;
      for (const rows of chunks(batch.pageViews)) {
        await db
          .insert(p)
          .values(rows)
          .onConflictDoUpdate({
            target: [p.tenantId, p.day, p.path, p.storyId],
            set: { views: addExcluded(p, 'views') },
          });
      }
      const v = analyticsVisitors;
      for (const rows of chunks(batch.visitors)) {
        await db
          .insert(v)
          .values(rows)
          .onConflictDoUpdate({
            target: [v.tenantId, v.day, v.visitorHash],
            set: { views: addExcluded(v, 'views') },
          });
      }
      const r = analyticsReferrers;
      for (const rows of chunks(batch.referrers)) {
        await db
          .insert(r)
          .values(rows)
          .onConflictDoUpdate({
            target: [r.tenantId, r.day, r.domain],
            set: { views: addExcluded(r, 'views') },
          });
      }
      const d = analyticsDevices;
      for (const rows of chunks(batch.devices)) {
        await db
          .insert(d)
          .values(rows)
          .onConflictDoUpdate({
            target: [d.tenantId, d.day, d.device],
            set: { views: addExcluded(d, 'views') },
          });
      }
      const m = analyticsSearchMisses;
      for (const rows of chunks(batch.searchMisses)) {
        await db
          .insert(m)
          .values(rows)
          .onConflictDoUpdate({
            target: [m.tenantId, m.day, m.term],
            set: { searches: addExcluded(m, 'searches') },
          });
      }
    },

    /** Views per day. */
    async viewsPerDay(tenantId: number, range: DayRange) {
      const t = analyticsPageViews;
      return db
        .select({ day: dayText(sql`${t.day}`), views: int(sql`sum(${t.views})`) })
        .from(t)
        .where(and(eq(t.tenantId, tenantId), gte(t.day, range.from), lte(t.day, range.to)))
        .groupBy(t.day);
    },

    /** Distinct visitors per day (a visitor hash lives one day). */
    async visitorsPerDay(tenantId: number, range: DayRange) {
      const v = analyticsVisitors;
      return db
        .select({ day: dayText(sql`${v.day}`), visitors: int(sql`count(*)`) })
        .from(v)
        .where(and(eq(v.tenantId, tenantId), gte(v.day, range.from), lte(v.day, range.to)))
        .groupBy(v.day);
    },

    async topStories(tenantId: number, range: DayRange, limit: number) {
      const t = analyticsPageViews;
      const views = int(sql`sum(${t.views})`);
      return db
        .select({ storyId: t.storyId, title: sql<string | null>`max(${stories.title})`, views })
        .from(t)
        .leftJoin(stories, and(eq(stories.tenantId, t.tenantId), eq(stories.id, t.storyId)))
        .where(
          and(
            eq(t.tenantId, tenantId),
            gte(t.day, range.from),
            lte(t.day, range.to),
            gt(t.storyId, 0),
          ),
        )
        .groupBy(t.storyId)
        .orderBy(desc(views), asc(t.storyId))
        .limit(limit);
    },

    async topPages(tenantId: number, range: DayRange, limit: number) {
      const t = analyticsPageViews;
      const views = int(sql`sum(${t.views})`);
      return db
        .select({ path: t.path, views })
        .from(t)
        .where(and(eq(t.tenantId, tenantId), gte(t.day, range.from), lte(t.day, range.to)))
        .groupBy(t.path)
        .orderBy(desc(views), asc(t.path))
        .limit(limit);
    },

    /** Story views by the story's category (its category today). */
    async topCategories(tenantId: number, range: DayRange, limit: number) {
      const t = analyticsPageViews;
      const views = int(sql`sum(${t.views})`);
      return db
        .select({ slug: categories.slug, name: categories.name, views })
        .from(t)
        .innerJoin(stories, and(eq(stories.tenantId, t.tenantId), eq(stories.id, t.storyId)))
        .innerJoin(
          categories,
          and(eq(categories.tenantId, t.tenantId), eq(categories.id, stories.categoryId)),
        )
        .where(and(eq(t.tenantId, tenantId), gte(t.day, range.from), lte(t.day, range.to)))
        .groupBy(categories.slug, categories.name)
        .orderBy(desc(views), asc(categories.slug))
        .limit(limit);
    },

    async referrers(tenantId: number, range: DayRange, limit: number) {
      const r = analyticsReferrers;
      const views = int(sql`sum(${r.views})`);
      return db
        .select({ domain: r.domain, views })
        .from(r)
        .where(and(eq(r.tenantId, tenantId), gte(r.day, range.from), lte(r.day, range.to)))
        .groupBy(r.domain)
        .orderBy(desc(views), asc(r.domain))
        .limit(limit);
    },

    async devices(tenantId: number, range: DayRange) {
      const d = analyticsDevices;
      const views = int(sql`sum(${d.views})`);
      return db
        .select({ device: d.device, views })
        .from(d)
        .where(and(eq(d.tenantId, tenantId), gte(d.day, range.from), lte(d.day, range.to)))
        .groupBy(d.device)
        .orderBy(desc(views), asc(d.device));
    },

    async searchMisses(tenantId: number, range: DayRange, limit: number) {
      const s = analyticsSearchMisses;
      const searches = int(sql`sum(${s.searches})`);
      return db
        .select({ term: s.term, count: searches })
        .from(s)
        .where(and(eq(s.tenantId, tenantId), gte(s.day, range.from), lte(s.day, range.to)))
        .groupBy(s.term)
        .orderBy(desc(searches), asc(s.term))
        .limit(limit);
    },

    async searchMissTotal(tenantId: number, range: DayRange): Promise<number> {
      const s = analyticsSearchMisses;
      const [row] = await db
        .select({ value: int(sql`coalesce(sum(${s.searches}), 0)`) })
        .from(s)
        .where(and(eq(s.tenantId, tenantId), gte(s.day, range.from), lte(s.day, range.to)));
      return row?.value ?? 0;
    },

    /** Accounts registered on the tenant, per UTC day of their creation. */
    async newUsersPerDay(tenantId: number, range: DayRange) {
      const day = dayText(sql`(${users.createdAt} at time zone 'UTC')::date`);
      return db
        .select({ day, users: int(sql`count(*)`) })
        .from(users)
        .where(
          and(
            eq(users.registeredTenantId, tenantId),
            sql`(${users.createdAt} at time zone 'UTC')::date between ${range.from}::date and ${range.to}::date`,
          ),
        )
        .groupBy(sql`1`);
    },

    /**
     * Signed-in activity: the users of the tenant who signed in (a session created) or used a
     * session (its last use) on each day; `total`: distinct over the whole range.
     */
    async activeUsers(tenantId: number, range: DayRange) {
      const activity = sql`(
        select ${sessions.userId} as user_id, (${sessions.createdAt} at time zone 'UTC')::date as day
          from ${sessions}
          where (${sessions.createdAt} at time zone 'UTC')::date between ${range.from}::date and ${range.to}::date
        union
        select ${sessions.userId}, (${sessions.lastUsedAt} at time zone 'UTC')::date
          from ${sessions}
          where (${sessions.lastUsedAt} at time zone 'UTC')::date between ${range.from}::date and ${range.to}::date
      ) as activity`;
      const perDay = rowsOf<{ day: string; users: number }>(
        await db.execute(sql`
          select to_char(activity.day, 'YYYY-MM-DD') as day, count(distinct activity.user_id)::int as users
          from ${activity} join ${users} on ${users.id} = activity.user_id
          where ${userOfTenant(tenantId)}
          group by activity.day`),
      );
      const [total] = rowsOf<{ users: number }>(
        await db.execute(sql`
          select count(distinct activity.user_id)::int as users
          from ${activity} join ${users} on ${users.id} = activity.user_id
          where ${userOfTenant(tenantId)}`),
      );
      return { perDay, total: total?.users ?? 0 };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
