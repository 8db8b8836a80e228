import {
  ADMIN_API_PATHS,
  ADMIN_CLIENT_ERRORS,
  notificationListResponseSchema,
  notificationSchema,
  unreadCountSchema,
  type Notification,
  type NotificationListResponse,
  type UnreadCount,
} from '@helionews/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/features/admin/shared/api/admin-request';
import { POLLING, shellKeys } from './query-keys';

/** How many notifications the bell's menu lists. */
export const LATEST_NOTIFICATIONS = 10;

/** GET /api/admin/notifications/unread-count -> {unread_count} */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return adminRequest(
    ADMIN_API_PATHS.notificationsUnreadCount,
    ADMIN_CLIENT_ERRORS.fetchUnreadNotifications,
    { schema: unreadCountSchema, signal },
  );
}

/** GET /api/admin/notifications?page_size=10: the latest, newest first. */
export function getLatestNotifications(signal?: AbortSignal): Promise<NotificationListResponse> {
  return adminRequest(ADMIN_API_PATHS.notifications, 'Failed to fetch notifications', {
    schema: notificationListResponseSchema,
    query: { page: 1, page_size: LATEST_NOTIFICATIONS },
    signal,
  });
}

/** POST /api/admin/notifications/{id}/read -> the notification, now read. */
export function markNotificationRead(id: number): Promise<Notification> {
  return adminRequest(ADMIN_API_PATHS.notificationRead(id), 'Failed to mark notification read', {
    schema: notificationSchema,
    method: 'POST',
  });
}

/** POST /api/admin/notifications/read-all -> {unread_count: 0} */
export function markAllNotificationsRead(): Promise<UnreadCount> {
  return adminRequest(ADMIN_API_PATHS.notificationsReadAll, 'Failed to mark notifications read', {
    schema: unreadCountSchema,
    method: 'POST',
  });
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: shellKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    ...POLLING,
  });
}

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}

/** The bell's menu: fetched when it opens, and fresh every time it does. */
export function useLatestNotifications(enabled: boolean) {
  return useQuery({
    queryKey: shellKeys.latestNotifications(),
    queryFn: ({ signal }) => getLatestNotifications(signal),
    enabled,
    staleTime: 0,
  });
}

function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: shellKeys.notifications() });
}

export function useMarkNotificationRead() {
  const refresh = useRefreshNotifications();
  return useMutation({ mutationFn: markNotificationRead, onSettled: refresh });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (count) => queryClient.setQueryData(shellKeys.unreadCount(), count),
    onSettled: refresh,
  });
}
