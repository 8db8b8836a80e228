import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/** How many rows of `table` match `where`. */
export async function countWhere(
  db: Executor,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return Number(row?.value ?? 0);
}

/**
 * How many rows of `table` within `scope` match each condition, in one query
 * (`count(*) filter (where …)` per condition), in the order given: a list's count under several
 * filters at once (the dashboard's figures and the navigation badges).
 */
export async function countEachWhere(
  db: Executor,
  table: PgTable,
  scope: SQL | undefined,
  conditions: readonly (SQL | undefined)[],
): Promise<number[]> {
  if (conditions.length === 0) return [];
  const [row] = await db
    .select(
      Object.fromEntries(
        conditions.map((condition, index) => [
          `c${index}`,
          sql<number>`(count(*) filter (where ${condition ?? sql`true`}))::int`,
        ]),
      ),
    )
    .from(table)
    .where(scope);
  return conditions.map((_, index) => Number(row?.[`c${index}`] ?? 0));
}

/**
 * The counts of a list that a filter pages through, with the same condition the list uses:
 * `count`, its total for one filter, and `countEach`, the totals for several filters in one
 * query (the dashboard's figures and the navigation badges). `scope` is every row of the tenant
 * the list may show; `matching` the rows one filter keeps.
 */
export function filterCounts<Filter>(
  db: Executor,
  table: PgTable,
  scope: (tenantId: number) => SQL | undefined,
  matching: (tenantId: number, filter: Filter) => SQL | undefined,
) {
  return {
    count: (tenantId: number, filter: Filter): Promise<number> =>
      countWhere(db, table, matching(tenantId, filter)),

    countEach: (tenantId: number, filters: readonly Filter[]): Promise<number[]> =>
      countEachWhere(
        db,
        table,
        scope(tenantId),
        filters.map((filter) => matching(tenantId, filter)),
      ),
  };
}
