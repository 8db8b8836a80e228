import type { Notification } from '@helionews/contracts';
import type { TFunction } from 'i18next';
import type { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';

/**
 * A notification in the reader's language, built from its type and data; the server's English
 * `title` when the data lacks a field the sentence needs.
 */
export function notificationText(
  notification: Notification,
  t: TFunction<typeof ADMIN_SHELL_NS>,
): string {
  const field = (name: string): string | null => {
    const value = notification.data[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  };
  const title = field('title');
  switch (notification.type) {
    case 'access_requested': {
      const username = field('username');
      return username ? t('notifications.types.accessRequested', { username }) : notification.title;
    }
    case 'article_pending':
      return title ? t('notifications.types.articlePending', { title }) : notification.title;
    case 'story_pending':
      return title ? t('notifications.types.storyPending', { title }) : notification.title;
    case 'comments_pending':
      return t('notifications.types.commentsPending');
    case 'security_event': {
      const event = field('event');
      const ip = field('ip');
      return event && ip
        ? t('notifications.types.securityEvent', { event, ip })
        : notification.title;
    }
    case 'feed_failing': {
      const feed = field('feed');
      const error = field('error');
      return feed && error
        ? t('notifications.types.feedFailing', { feed, error })
        : notification.title;
    }
    case 'feed_imported': {
      const feed = field('feed');
      const count = notification.data['count'];
      if (!feed || typeof count !== 'number') return notification.title;
      return notification.data['published'] === true
        ? t('notifications.types.feedPublished', { feed, count })
        : t('notifications.types.feedImported', { feed, count });
    }
    default:
      return notification.title;
  }
}
