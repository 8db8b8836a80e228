import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

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
