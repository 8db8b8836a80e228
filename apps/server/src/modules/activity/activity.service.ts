import {
  ADMIN_MESSAGES,
  type ActivityAction,
  type ActivityEntityType,
  type ActivityHistory,
  type ActivityHistoryQuery,
} from '@helionews/contracts';
import { forbidden } from '../../lib/http-errors.js';
import { pageAndTotal } from '../../lib/paging.js';
import type { AdminCaller } from '../../plugins/roles.js';
import { toActivityEntry } from './activity.mapper.js';
import type { ActivityRepository } from './activity.repository.js';

export interface ActivityEntry {
  tenantId: number | null;
  actorId: number | null;
  action: ActivityAction;
  /** One the back-office can name (ACTIVITY_ENTITY_TYPES): a new type is added there first. */
  entityType: ActivityEntityType;
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

/** Entities whose history tells about accounts: only the tenant's admins read it. */
const ADMIN_ONLY_ENTITIES: ReadonlySet<string> = new Set(['user', 'security_event']);

/** An entity's own history, for its page in the back-office. */
export function createActivityService(repository: ActivityRepository) {
  return {
    async history(
      tenantId: number,
      caller: AdminCaller,
      query: ActivityHistoryQuery,
    ): Promise<ActivityHistory> {
      if (
        ADMIN_ONLY_ENTITIES.has(query.entity_type) &&
        caller.role !== 'admin' &&
        caller.role !== 'platform_admin'
      ) {
        throw forbidden(ADMIN_MESSAGES.roleRequired);
      }
      const entity = { entityType: query.entity_type, entityId: query.entity_id };
      const [rows, paging] = await pageAndTotal(
        query,
        (window) => repository.historyOf(tenantId, entity, window),
        () => repository.countHistoryOf(tenantId, entity),
      );
      return { activities: rows.map(toActivityEntry), ...paging };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
