import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * The id of one row of `table` that matches `where`, or undefined: the "is there such a row"
 * lookups (a story readers can open, a slug in use, a reader's earlier comment).
 */
export async function firstIdWhere(
  db: Executor,
  table: PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> },
  where: SQL | undefined,
): Promise<number | undefined> {
  const [row] = await db.select({ id: table.id }).from(table).where(where).limit(1);
  return row?.id;
}
