import {
  ADMIN_MESSAGES,
  type Notification,
  type NotificationListQuery,
  type NotificationListResponse,
  type NotificationType,
  type TenantRole,
} from '@helionews/contracts';
import { notFound } from '../../lib/http-errors.js';
import { pageOf, pageWindow } from '../../lib/paging.js';
import { toNotification } from './notifications.mapper.js';
import type { NotificationsRepository } from './notifications.repository.js';

export interface NotificationInput {
  type: NotificationType;
  /** English sentence; the web app translates from type and data. */
  title: string;
  data: Record<string, string | number | boolean | null>;
  link: string | null;
}

export function createNotificationsService(
  repository: NotificationsRepository,
  now: () => Date = () => new Date(),
) {
  return {
    /** Tells everyone whose role on the tenant covers the matter (and the platform admins). */
    async notify(
      tenantId: number,
      roles: readonly TenantRole[],
      input: NotificationInput,
    ): Promise<void> {
      const recipients = await repository.recipients(tenantId, roles);
      await repository.insertMany(recipients, {
        tenantId,
        type: input.type,
        title: input.title.slice(0, 300),
        data: input.data,
        link: input.link,
      });
    },

    async list(
      tenantId: number,
      userId: number,
      query: NotificationListQuery,
    ): Promise<NotificationListResponse> {
      const [rows, total, unread] = await Promise.all([
        repository.list(tenantId, userId, query.unread, pageWindow(query)),
        repository.count(tenantId, userId, query.unread),
        repository.count(tenantId, userId, true),
      ]);
      return {
        notifications: rows.map(toNotification),
        ...pageOf(query, total),
        unread_count: unread,
      };
    },

    async unreadCount(tenantId: number, userId: number): Promise<{ unread_count: number }> {
      return { unread_count: await repository.count(tenantId, userId, true) };
    },

    async markRead(tenantId: number, userId: number, id: number): Promise<Notification> {
      const row = await repository.markRead(tenantId, userId, id, now());
      if (!row) throw notFound(ADMIN_MESSAGES.notificationNotFound);
      return toNotification(row);
    },

    async markAllRead(tenantId: number, userId: number): Promise<{ unread_count: number }> {
      await repository.markAllRead(tenantId, userId, now());
      return { unread_count: 0 };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
