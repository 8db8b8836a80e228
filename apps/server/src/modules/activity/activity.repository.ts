import type { Executor } from '../../db/client.js';
import { activities, type NewActivityRow } from '../../db/schema/index.js';

/** Writes the activity table; the dashboard repository reads it. */
export function createActivityRepository(db: Executor) {
  return {
    async insert(row: NewActivityRow): Promise<void> {
      await db.insert(activities).values(row);
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
