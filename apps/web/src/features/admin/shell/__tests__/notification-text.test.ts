import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { i18n } from '@/lib/i18n';
import { notificationText } from '../notification-text';
import { makeNotification } from './admin-fixtures';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('notificationText for feed imports', () => {
  const imported = (count: number, published: boolean) =>
    makeNotification({
      type: 'feed_imported',
      title: 'server text',
      data: { feed: 'Harbour Wire', feed_id: 3, count, published },
      link: '/admin/stories',
    });

  it('counts the stories awaiting review or published, with plurals', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.getFixedT('en', ADMIN_SHELL_NS);
    expect(notificationText(imported(1, false), t)).toBe(
      '1 new story from Harbour Wire awaits review',
    );
    expect(notificationText(imported(3, false), t)).toBe(
      '3 new stories from Harbour Wire await review',
    );
    expect(notificationText(imported(2, true), t)).toBe(
      '2 new stories from Harbour Wire were published',
    );
  });

  it('speaks the reader language, and falls back to the title without data', async () => {
    await i18n.changeLanguage('ru');
    const t = i18n.getFixedT('ru', ADMIN_SHELL_NS);
    expect(notificationText(imported(5, false), t)).toBe(
      '5 новостей из Harbour Wire ждут проверки',
    );
    expect(
      notificationText(makeNotification({ type: 'feed_imported', title: 'x', data: {} }), t),
    ).toBe('x');
  });
});

describe('notificationText for the comment queue', () => {
  it("says in the editor's language that comments wait, whatever the server wrote", () => {
    const waiting = makeNotification({
      type: 'comments_pending',
      title: 'Reader comments are waiting for moderation',
      data: {},
      link: '/admin/comments',
    });
    expect(notificationText(waiting, i18n.getFixedT('en', ADMIN_SHELL_NS))).toBe(
      'Reader comments are waiting for moderation',
    );
    expect(notificationText(waiting, i18n.getFixedT('fr', ADMIN_SHELL_NS))).toBe(
      'Des commentaires de lecteurs attendent la modération',
    );
  });
});
