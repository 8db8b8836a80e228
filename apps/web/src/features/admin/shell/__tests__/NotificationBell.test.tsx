import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import {
  makeAdminAccess,
  makeNotification,
  notificationList,
  renderAdmin,
  shellHandlers,
} from './admin-fixtures';

const notifications = () => [
  makeNotification({
    id: 11,
    type: 'access_requested',
    title: 'Access requested',
    data: { username: 'bob' },
    link: '/admin/users',
  }),
  makeNotification({ id: 12, type: 'article_pending', data: { title: 'Mars rover wakes up' } }),
  makeNotification({
    id: 13,
    type: 'security_event',
    title: 'High-severity security event',
    data: {},
    link: null,
    read_at: '2025-01-01T00:00:00.000Z',
  }),
];

describe('notification bell', () => {
  it('shows the unread count on the bell', async () => {
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/notifications/unread-count': { unread_count: 3 },
      }),
    );
    renderAdmin('/admin');

    // WCAG 2.5.3: the name starts with what the bell shows, so "click 3" works by voice.
    const bell = await screen.findByRole('button', { name: '3 unread notifications' });
    expect(bell).toHaveTextContent(/^3$/);
  });

  it('names the bell with what its badge shows beyond 99', async () => {
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/notifications/unread-count': { unread_count: 150 },
      }),
    );
    renderAdmin('/admin');

    const bell = await screen.findByRole('button', { name: '99+ unread notifications' });
    expect(bell).toHaveTextContent(/^99\+$/);
  });

  it('lists the latest notifications as sentences, the title when data is missing', async () => {
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/notifications/unread-count': { unread_count: 2 },
        '/api/admin/notifications': notificationList(notifications()),
      }),
    );
    renderAdmin('/admin');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '2 unread notifications' }));

    const menu = await screen.findByRole('menu', { name: 'Notifications' });
    expect(
      await within(menu).findByText('bob asked for access to the back-office'),
    ).toBeInTheDocument();
    expect(
      within(menu).getByText('New article waiting for review: Mars rover wakes up'),
    ).toBeInTheDocument();
    expect(within(menu).getByText('High-severity security event')).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/notifications')[0]?.url.searchParams.get('page_size')).toBe(
      '10',
    );
  });

  it('translates the sentences', async () => {
    await i18n.changeLanguage('fr');
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/notifications/unread-count': { unread_count: 2 },
        '/api/admin/notifications': notificationList(notifications()),
      }),
    );
    renderAdmin('/admin');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '2 notifications non lues' }));

    expect(await screen.findByText(/bob a demandé l’accès/)).toBeInTheDocument();
  });

  it("says 'No notifications' when there are none", async () => {
    mockApi(shellHandlers(makeAdminAccess()));
    renderAdmin('/admin');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Notifications' }));

    expect(await screen.findByRole('menuitem', { name: 'No notifications' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Mark all as read' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('marks all as read', async () => {
    let unread = 2;
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/notifications/unread-count': () => ({ unread_count: unread }),
        '/api/admin/notifications': notificationList(notifications()),
        '/api/admin/notifications/read-all': () => {
          unread = 0;
          return { unread_count: 0 };
        },
      }),
    );
    renderAdmin('/admin');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '2 unread notifications' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));

    await waitFor(() =>
      expect(api.requestsTo('/api/admin/notifications/read-all')).toHaveLength(1),
    );
    expect(api.requestsTo('/api/admin/notifications/read-all')[0]?.method).toBe('POST');
    await user.keyboard('{Escape}');
    // Nothing unread: no number on the bell, not even the old one MUI's badge keeps while hidden
    // (a name without the number that is still in the page fails WCAG 2.5.3).
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(bell).toHaveTextContent(/^$/);
  });

  it('marks one read and opens its link', async () => {
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/notifications/unread-count': { unread_count: 2 },
        '/api/admin/notifications': notificationList(notifications()),
        '/api/admin/notifications/11/read': {
          ...notifications()[0],
          read_at: '2025-01-02T00:00:00.000Z',
        },
      }),
    );
    const { router } = renderAdmin('/admin');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '2 unread notifications' }));
    await user.click(
      await screen.findByRole('menuitem', { name: /bob asked for access to the back-office/ }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    await waitFor(() => expect(api.requestsTo('/api/admin/notifications/11/read')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/notifications/11/read')[0]?.method).toBe('POST');
  });
});
