import type { Executor } from '../../db/client.js';
import { securityEvents } from '../../db/schema/index.js';

export type NewSecurityEvent = typeof securityEvents.$inferInsert;

export function createSecurityEventsRepository(db: Executor) {
  return {
    async insert(event: NewSecurityEvent): Promise<void> {
      await db.insert(securityEvents).values(event);
    },
  };
}

export type SecurityEventsRepository = ReturnType<typeof createSecurityEventsRepository>;
