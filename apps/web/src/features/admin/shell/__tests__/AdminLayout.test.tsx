import { LIMITS } from '@helionews/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  makeSpaceTenant,
  makeTenantInfo,
  makeUserProfile,
  tenantInfoHandler,
} from '@/test/fixtures';
import { expectLinks } from '@/test/expect-links';
import { mockApi } from '@/test/mock-api';
import { navigationCountsQueryOptions } from '../api/get-navigation-counts';
import { unreadCountQueryOptions } from '../api/notifications';
import {
  makeAdminAccess,
  makeContributorAccess,
  makeNavigationCounts,
  renderAdmin,
  shellHandlers,
} from './admin-fixtures';

const ALL_LABELS = [
  'Dashboard',
  'Tenant Management',
  'Tenant Settings',
  'Logo Management',
  'User Management',
  'Articles',
  'Media library',
  'Categories',
  'Tags',
  'Pages',
  'Stories',
  'Comments',
  'RSS Feeds',
  'News Scheduler',
  'Newsletters',
  'Members',
  'Ads & Campaigns',
  'Membership',
  'Analytics',
  'Site Settings',
  'Sign-in',
  'Security',
];

async function sideNav() {
  return screen.findByRole('navigation', { name: 'Back-office navigation' });
}

/** The visible labels of the side navigation's entries, in order. */
function entryLabels(nav: HTMLElement): string[] {
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.querySelector('.MuiListItemText-primary')?.textContent ?? '');
}

describe('admin layout', () => {
  it('lists the 22 entries in order for a platform admin, with their paths', async () => {
    mockApi(shellHandlers(makeAdminAccess()));
    renderAdmin('/admin/dashboard');

    const nav = await sideNav();
    expect(entryLabels(nav)).toEqual(ALL_LABELS);
    expect(within(nav).getByRole('link', { name: /^Tenant Management/ })).toHaveAttribute(
      'href',
      '/admin/tenants',
    );
    expect(within(nav).getByRole('link', { name: /^Tenant Management/ })).toHaveAccessibleName(
      /Admin only/,
    );
    expect(within(nav).getByRole('link', { name: /^Pages/ })).toHaveAttribute(
      'href',
      '/admin/pages',
    );
    expect(within(nav).getByRole('link', { name: /^Dashboard/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows a contributor only the entries of that role', async () => {
    mockApi(shellHandlers(makeContributorAccess()));
    renderAdmin('/admin');

    expect(entryLabels(await sideNav())).toEqual(['Dashboard', 'Articles', 'Media library']);
  });

  it('shows red badges from the navigation counts, none for zero', async () => {
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/dashboard/navigation-counts': makeNavigationCounts({
          user_management_pending: 3,
          articles_pending: 5,
          stories_pending: 0,
          ads_campaigns_pending: 2,
          comments_pending: 120,
        }),
      }),
    );
    renderAdmin('/admin');

    const nav = await sideNav();
    const users = await within(nav).findByRole('link', { name: /^User Management/ });
    expect(users).toHaveAccessibleName(/3 pending/);
    expect(within(users).getByTestId('badge-users')).toHaveTextContent('3');
    expect(within(nav).getByTestId('badge-articles')).toHaveTextContent('5');
    expect(within(nav).getByTestId('badge-ads')).toHaveTextContent('2');
    // The moderation queue's badge stops at 99+; the link still says the whole number.
    expect(within(nav).getByTestId('badge-comments')).toHaveTextContent('99+');
    expect(within(nav).getByRole('link', { name: /^Comments/ })).toHaveAccessibleName(
      /120 pending/,
    );
    expect(within(nav).queryByTestId('badge-stories')).toBeNull();
    expect(
      within(nav).getByTestId('badge-users').querySelector('.MuiBadge-colorError'),
    ).not.toBeNull();
  });

  it('only logs a navigation-count failure', async () => {
    const errors: unknown[][] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/dashboard/navigation-counts': () =>
          new Response('oops', { status: 500, statusText: 'Internal Server Error' }),
      }),
    );
    renderAdmin('/admin');

    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    await waitFor(() =>
      expect(errors.some(([message]) => message === 'Failed to fetch navigation counts')).toBe(
        true,
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    spy.mockRestore();
  });

  it("names the page after its section, and 'Admin Panel' otherwise", async () => {
    mockApi(shellHandlers(makeAdminAccess()));
    const { router } = renderAdmin('/admin/dashboard');

    expect(await screen.findByTestId('admin-page-title')).toHaveTextContent('Dashboard');
    await router.navigate('/admin/no-such-page');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('admin-page-title')).toHaveTextContent('Admin Panel');
    // The title is written by an effect, after the page it names has rendered (a busy machine
    // may finish the dashboard's own title effect in between).
    await waitFor(() => expect(document.title).toBe('Admin Panel | HelioNews'));
  });

  it("answers sections of later issues with the back-office's own page-not-found", async () => {
    mockApi(shellHandlers(makeAdminAccess()));
    renderAdmin('/admin/users');

    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
  });

  it("shows the username's first letter in the avatar, 'A' without one", async () => {
    mockApi(shellHandlers(makeAdminAccess()));
    renderAdmin('/admin');
    expect(await screen.findByTestId('admin-avatar')).toHaveTextContent('Z');
  });

  it("falls back to 'A' in the avatar", async () => {
    const user = makeUserProfile({ username: '', is_admin: true });
    mockApi(shellHandlers(makeAdminAccess({ user })));
    renderAdmin('/admin');
    expect(await screen.findByTestId('admin-avatar')).toHaveTextContent(/^A$/);
  });

  it('offers Profile, Settings and Logout in the avatar menu; Logout lands on /admin/login', async () => {
    const api = mockApi(
      shellHandlers(makeAdminAccess(), { '/api/auth/logout': { detail: 'Logged out' } }),
    );
    const { router } = renderAdmin('/admin');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('menu');
    expectLinks(menu, { Profile: '/admin/profile', Settings: '/admin/settings' }, 'menuitem');
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(api.requestsTo('/api/auth/logout')).toHaveLength(1);
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('shows live quick stats to a role that may open the analytics', async () => {
    mockApi(shellHandlers(makeAdminAccess()));
    renderAdmin('/admin');

    const stats = await screen.findByRole('region', { name: 'Quick Stats' });
    await waitFor(() => expect(stats).toHaveTextContent(/Active Users\s*42/));
    expect(stats).toHaveTextContent(/New Articles\s*\(this week\)\s*7/);
    expect(stats).toHaveTextContent(/System Status\s*Online/);
  });

  it('hides active users from other roles and says when the system is offline', async () => {
    const api = mockApi(
      shellHandlers(makeContributorAccess(), {
        '/api/ready': () => new Response('{}', { status: 503, statusText: 'Service Unavailable' }),
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin('/admin');

    const stats = await screen.findByRole('region', { name: 'Quick Stats' });
    await waitFor(() => expect(stats).toHaveTextContent(/System Status\s*Offline/));
    expect(stats).not.toHaveTextContent('Active Users');
    expect(api.requestsTo('/api/admin/analytics/overview')).toHaveLength(0);
  });

  it('opens the navigation as a drawer from the menu button (narrow screens)', async () => {
    mockApi(shellHandlers(makeAdminAccess()));
    const { router } = renderAdmin('/admin');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('presentation');
    await user.click(within(drawer).getByRole('link', { name: /^Site Settings/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/settings'));
    await waitFor(() => expect(screen.queryByRole('presentation')).toBeNull());
  });

  it('switches tenants for a platform admin and refetches the back-office for the new one', async () => {
    const space = makeSpaceTenant();
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/tenant/info': tenantInfoHandler([makeTenantInfo(), space]),
        '/api/admin/tenants': {
          tenants: [makeTenantInfo(), space].map((tenant) => ({
            ...tenant,
            created_at: '2025-01-01T00:00:00.000Z',
            updated_at: '2025-01-01T00:00:00.000Z',
            story_count: 0,
            category_count: 0,
            security: { require_staff_mfa: false },
          })),
          total: 2,
          page: 1,
          page_size: 100,
        },
      }),
    );
    renderAdmin('/admin');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Publication: HelioNews' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Orbital Dispatch' }));

    expect(
      await screen.findByRole('button', { name: 'Publication: Orbital Dispatch' }),
    ).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/tenants')[0]?.url.searchParams.get('page_size')).toBe('100');
    await waitFor(() =>
      expect(
        api
          .requestsTo('/api/admin/dashboard/navigation-counts')
          .some((request) => request.headers.get('X-Tenant-ID') === 'space'),
      ).toBe(true),
    );
  });

  it('offers a member their own publications only, and no switch with one', async () => {
    mockApi(shellHandlers(makeContributorAccess()));
    renderAdmin('/admin');

    await screen.findByRole('navigation', { name: 'Back-office navigation' });
    expect(screen.queryByRole('button', { name: /^Publication:/ })).toBeNull();
  });

  it('polls the counts every 30 s and on focus', () => {
    for (const options of [navigationCountsQueryOptions(), unreadCountQueryOptions()]) {
      expect(options.refetchInterval).toBe(LIMITS.pollIntervalMs);
      expect(options.refetchOnWindowFocus).toBe('always');
    }
  });

  it('links back to the reader site and offers a skip link', async () => {
    mockApi(shellHandlers(makeAdminAccess()));
    renderAdmin('/admin');

    expect(await screen.findByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#admin-main-content',
    );
  });
});
