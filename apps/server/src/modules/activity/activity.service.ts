import type { ActivityAction } from '@helionews/contracts';
import type { ActivityRepository } from './activity.repository.js';

export interface ActivityEntry {
  tenantId: number | null;
  actorId: number | null;
  action: ActivityAction;
  entityType: string;
  entityId?: number | null;
  /** The entity's name as it is now ('Orbital Dispatch', 'Site settings'). */
  entityLabel: string;
  details?: Record<string, string | number | boolean | null>;
}

/**
 * Records editorial actions. Callers that change data pass the repository of their own
 * transaction, so the action and its record commit or roll back together.
 */
export function recordActivity(repository: ActivityRepository, entry: ActivityEntry) {
  return repository.insert({
    tenantId: entry.tenantId,
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    entityLabel: entry.entityLabel.slice(0, 200),
    details: entry.details ?? {},
  });
}
