import type { Activity, ActivityHistory } from '@helionews/contracts';
import type { ActivityLineRow } from './activity.repository.js';

/** One line of activity, as the dashboard's recent activity and an entity's history show it. */
export function toActivity(row: ActivityLineRow): Activity {
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
    created_at: row.createdAt.toISOString(),
  };
}

/** One line of an entity's history; the details are what the module chose to record. */
export function toActivityEntry(row: ActivityLineRow): ActivityHistory['activities'][number] {
  return { ...toActivity(row), details: row.details };
}
