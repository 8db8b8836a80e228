import type { Notification } from '@helionews/contracts';
import type { NotificationRow } from '../../db/schema/index.js';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    data: { ...row.data },
    link: row.link,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}
