import type { ActivityHistory } from '@helionews/contracts';
import type { ActivityHistoryRow } from './activity.repository.js';

/** One line of an entity's history; the details are what the module chose to record. */
export function toActivityEntry(row: ActivityHistoryRow): ActivityHistory['activities'][number] {
  return {
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
    details: row.details,
    created_at: row.createdAt.toISOString(),
  };
}
