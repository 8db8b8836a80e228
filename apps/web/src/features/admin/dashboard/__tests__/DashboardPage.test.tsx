import type { Activity, AdminUser, ArticlesByCategory, WeeklyActivity } from '@helionews/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import {
  makeAdminAccess,
  makeContributorAccess,
  makeDashboardSummary,
  renderAdmin,
  shellHandlers,
  stubResizeObserver,
} from '../../shell/__tests__/admin-fixtures';
import { DashboardPage } from '../routes/DashboardPage';

const pages = [
  { index: true, handle: { adminSection: 'dashboard' }, element: <DashboardPage /> },
  { path: 'dashboard', handle: { adminSection: 'dashboard' }, element: <DashboardPage /> },
];

beforeEach(stubResizeObserver);

const DAYS = [
  '2025-03-03',
  '2025-03-04',
  '2025-03-05',
  '2025-03-06',
  '2025-03-07',
  '2025-03-08',
  '2025-03-09',
];

function weekly(values: [number, number, number][] = []): WeeklyActivity {
  return {
    scope: 'tenant',
    days: DAYS.map((date, index) => {
      const [activity, published, sign_ins] = values[index] ?? [0, 0, 0];
      return { date, activity, published, sign_ins };
    }),
  };
}

const CATEGORIES: ArticlesByCategory = {
  scope: 'tenant',
  categories: [
    { slug: 'space', name: 'Space', total: 9, published: 6, pending: 2 },
    { slug: null, name: null, total: 3, published: 1, pending: 0 },
  ],
};

function makeActivity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: 1,
    action: 'update',
    entity_type: 'site_settings',
    entity_id: null,
    entity_label: 'Site settings of HelioNews',
    actor: { id: 1, username: 'zoe' },
    tenant_slug: 'helionews',
    created_at: new Date(Date.now() - 3 * 60 * 1000).toISOString(),
    ...overrides,
  };
}

function makeUser(id: number, daysAgo: number): AdminUser {
  return {
    id,
    email: `user${id}@example.com`,
    username: `user${id}`,
    display_name: null,
    is_admin: false,
    is_active: true,
    roles: [],
    access_requested: false,
    created_at: new Date(Date.now() - daysAgo * 24 * 3600 * 1000).toISOString(),
    last_login_at: null,
    has_second_factor: false,
  };
}

function dashboardHandlers(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    '/api/admin/dashboard/weekly-activity': weekly([
      [4, 1, 2],
      [0, 0, 0],
      [7, 3, 1],
    ]),
    '/api/admin/dashboard/articles-by-category': CATEGORIES,
    '/api/admin/dashboard/recent-activity': {
      activities: [
        makeActivity(),
        makeActivity({
          id: 2,
          action: 'sign_in',
          entity_type: 'session',
          entity_label: 'Back-office sign-in',
          actor: { id: 2, username: 'eddie' },
        }),
      ],
    },
    // Listed oldest first: the dashboard keeps the five newest.
    '/api/admin/users': {
      users: [
        makeUser(1, 30),
        makeUser(2, 1),
        makeUser(3, 2),
        makeUser(4, 3),
        makeUser(5, 4),
        makeUser(6, 5),
      ],
      total: 6,
      page: 1,
      page_size: 1000,
    },
    ...overrides,
  };
}

const editorAccess = () =>
  makeContributorAccess({
    role: 'editor',
    sections: ['dashboard', 'articles', 'categories', 'stories', 'rss', 'newsScheduler'],
  });

const tenantAdminAccess = () =>
  makeAdminAccess({
    role: 'admin',
    can_switch_tenants: false,
    sections: ['dashboard', 'tenantSettings', 'logo', 'users', 'articles', 'analytics'],
  });

function stat(key: string) {
  return screen.getByTestId(`stat-${key}`);
}

describe('dashboard', () => {
  it('shows the figures, the activity and the recent users to an admin', async () => {
    const api = mockApi(
      shellHandlers(tenantAdminAccess(), {
        ...dashboardHandlers(),
        '/api/admin/dashboard/summary': makeDashboardSummary({
          // Four stories wait, one of them an article: the Stories page's queue holds three.
          stories: { total: 20, published: 14, pending: 4, scheduled: 2, draft: 1 },
          feed_stories: { total: 9, pending: 3 },
          members: { total: 6 },
        }),
      }),
    );
    renderAdmin('/admin/dashboard', { pages });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(stat('stories-published')).toHaveTextContent('Stories published14'));
    expect(stat('stories-pending')).toHaveTextContent('Stories pending review3');
    expect(stat('stories-scheduled')).toHaveTextContent('2');
    expect(stat('stories-drafts')).toHaveTextContent('1');
    expect(stat('articles-total')).toHaveTextContent('4');
    expect(stat('categories')).toHaveTextContent('5');
    expect(stat('members')).toHaveTextContent('6');
    expect(stat('new-articles-week')).toHaveTextContent('7');
    expect(stat('published-week')).toHaveTextContent('4');

    // SPEC section 7: analytics overview plus the first 1000 users.
    await waitFor(() => expect(stat('users-total')).toHaveTextContent('120'));
    expect(stat('users-active')).toHaveTextContent('42');
    expect(stat('users-admins')).toHaveTextContent('2');
    expect(stat('system-status')).toHaveTextContent('Online');
    const [usersCall] = api.requestsTo('/api/admin/users');
    expect(usersCall?.url.searchParams.get('page')).toBe('1');
    expect(usersCall?.url.searchParams.get('page_size')).toBe('1000');

    const recentUsers = await screen.findByRole('list', { name: 'Recent users' });
    const userRows = within(recentUsers).getAllByRole('listitem');
    expect(userRows.map((row) => within(row).getByText(/^user\d$/).textContent)).toEqual([
      'user2',
      'user3',
      'user4',
      'user5',
      'user6',
    ]);
    expect(userRows[0]).toHaveTextContent('user2@example.com');

    const activity = await screen.findByRole('list', { name: 'Recent activity' });
    const rows = within(activity).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('zoe');
    expect(rows[0]).toHaveTextContent('Updated · Site settings');
    expect(rows[0]).toHaveTextContent('Site settings of HelioNews');
    expect(rows[0]).toHaveTextContent('3 minutes ago');
    expect(rows[1]).toHaveTextContent('eddie');
    expect(rows[1]).toHaveTextContent('Signed in · Back-office session');
    const [activityCall] = api.requestsTo('/api/admin/dashboard/recent-activity');
    expect(activityCall?.url.searchParams.get('limit')).toBe('10');
    expect(activityCall?.url.searchParams.get('scope')).toBe('tenant');

    // Each chart has an accessible name and a table of its figures.
    const weeklyChart = await screen.findByRole('figure', { name: 'Weekly activity' });
    const weeklyTable = within(weeklyChart).getByRole('table', { name: 'Weekly activity' });
    expect(within(weeklyTable).getAllByRole('row')).toHaveLength(8);
    expect(within(weeklyTable).getByRole('row', { name: /Wednesday.*7 3 1/ })).toBeInTheDocument();
    const categoryChart = screen.getByRole('figure', { name: 'Articles by category' });
    const categoryTable = within(categoryChart).getByRole('table');
    expect(within(categoryTable).getByRole('row', { name: 'Space 9 6 2' })).toBeInTheDocument();
    expect(
      within(categoryTable).getByRole('row', { name: 'Uncategorized 3 1 0' }),
    ).toBeInTheDocument();

    // A tenant admin has no platform scope to offer.
    expect(screen.queryByRole('group', { name: 'Figures for' })).toBeNull();
  });

  it("speaks the admin's language: entity names and standard sections", async () => {
    await i18n.changeLanguage('fr');
    mockApi(
      shellHandlers(tenantAdminAccess(), {
        ...dashboardHandlers(),
        '/api/admin/dashboard/articles-by-category': {
          scope: 'tenant',
          categories: [
            // A standard section under its standard name reads in the admin's language...
            { slug: 'science', name: 'Science', total: 4, published: 3, pending: 1 },
            // ...a renamed or custom one keeps the publication's own name.
            { slug: 'world', name: 'Planet Desk', total: 2, published: 2, pending: 0 },
            { slug: null, name: null, total: 1, published: 0, pending: 0 },
          ],
        } satisfies ArticlesByCategory,
        '/api/admin/dashboard/recent-activity': {
          activities: [
            makeActivity({
              action: 'approve',
              entity_type: 'ad_campaign',
              entity_label: 'Spring sale',
            }),
            makeActivity({
              id: 2,
              action: 'create',
              entity_type: 'ad_zone',
              entity_label: 'Sidebar',
            }),
            makeActivity({ id: 3, action: 'approve', entity_type: 'story', entity_label: 'Comet' }),
          ],
        },
      }),
    );
    renderAdmin('/admin/dashboard', { pages });

    const activity = await screen.findByRole('list', { name: 'Activité récente' });
    const rows = within(activity).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Approuvé · Campagne publicitaire');
    expect(rows[1]).toHaveTextContent('Créé · Zone publicitaire');
    expect(rows[2]).toHaveTextContent('Approuvé · Actualité');
    expect(activity).not.toHaveTextContent(/Ad campaign|Ad zone/);

    const chart = await screen.findByRole('figure', { name: 'Articles par catégorie' });
    const table = within(chart).getByRole('table');
    expect(within(table).getByRole('row', { name: 'Sciences 4 3 1' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Planet Desk 2 2 0' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Sans catégorie 1 0 0' })).toBeInTheDocument();
    expect(within(chart).queryByText('Science')).toBeNull();
  });

  it('links each figure that counts a list to that list, with the filter it counts', async () => {
    mockApi(shellHandlers(editorAccess(), dashboardHandlers()));
    renderAdmin('/admin/dashboard', { pages });

    const figures = await screen.findByRole('region', { name: 'Key figures' });
    await waitFor(() => expect(stat('stories-published')).toHaveTextContent('8'));
    const link = (name: string) => within(figures).getByRole('link', { name });
    expect(link('Stories published')).toHaveAttribute(
      'href',
      '/admin/stories?status=published&origin=all',
    );
    // The Stories page's queue, which its badge counts too.
    expect(link('Stories pending review')).toHaveAttribute(
      'href',
      '/admin/stories?status=pending&origin=feed',
    );
    expect(link('Story drafts')).toHaveAttribute('href', '/admin/stories?status=draft&origin=all');
    expect(link('Articles')).toHaveAttribute('href', '/admin/articles');
    expect(link('Articles pending review')).toHaveAttribute(
      'href',
      '/admin/articles?status=pending',
    );
    // Figures that are no list's total are no links.
    expect(within(stat('members')).queryByRole('link')).toBeNull();
    expect(within(stat('published-week')).queryByRole('link')).toBeNull();
  });

  it("shows a contributor their own articles' figures and no figures of lists closed to them", async () => {
    mockApi(
      shellHandlers(makeContributorAccess(), {
        ...dashboardHandlers(),
        '/api/admin/dashboard/summary': makeDashboardSummary({
          stories: { total: null, published: null, pending: null, scheduled: null, draft: null },
          articles: { total: 3, published: 0, pending: 2, draft: 1 },
          feed_stories: { total: null, pending: null },
        }),
      }),
    );
    renderAdmin('/admin/dashboard', { pages });

    await waitFor(() => expect(stat('articles-pending')).toHaveTextContent('2'));
    expect(stat('articles-total')).toHaveTextContent('3');
    expect(within(stat('articles-pending')).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/articles?status=pending',
    );
    for (const key of ['stories-published', 'stories-pending', 'stories-scheduled']) {
      expect(screen.queryByTestId(`stat-${key}`)).toBeNull();
    }
    expect(screen.queryByTestId('stat-stories-drafts')).toBeNull();
  });

  it('does not ask an editor’s dashboard for the analytics or the users', async () => {
    const api = mockApi(shellHandlers(editorAccess(), dashboardHandlers()));
    renderAdmin('/admin/dashboard', { pages });

    await waitFor(() => expect(stat('stories-published')).toHaveTextContent('8'));
    expect(await screen.findByRole('list', { name: 'Recent activity' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Users' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Recent users' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Figures for' })).toBeNull();
    expect(api.requestsTo('/api/admin/analytics/overview')).toHaveLength(0);
    expect(api.requestsTo('/api/admin/users')).toHaveLength(0);
  });

  it('lets a platform admin switch the figures to all publications', async () => {
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        ...dashboardHandlers(),
        '/api/admin/dashboard/summary': (request: { url: URL }) =>
          request.url.searchParams.get('scope') === 'platform'
            ? makeDashboardSummary({ scope: 'platform', members: { total: 99 } })
            : makeDashboardSummary(),
      }),
    );
    renderAdmin('/admin/dashboard', { pages });

    const toggle = await screen.findByRole('group', { name: 'Figures for' });
    expect(within(toggle).getByRole('button', { name: 'This publication' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(stat('members')).toHaveTextContent('3'));

    await userEvent.setup().click(within(toggle).getByRole('button', { name: 'All publications' }));

    await waitFor(() => expect(stat('members')).toHaveTextContent('99'));
    // Every publication's figures are no one list's total: nothing to link to.
    expect(
      within(screen.getByRole('region', { name: 'Key figures' })).queryAllByRole('link'),
    ).toHaveLength(0);
    for (const path of [
      '/api/admin/dashboard/summary',
      '/api/admin/dashboard/weekly-activity',
      '/api/admin/dashboard/articles-by-category',
      '/api/admin/dashboard/recent-activity',
    ]) {
      await waitFor(() =>
        expect(
          api.requestsTo(path).some((r) => r.url.searchParams.get('scope') === 'platform'),
        ).toBe(true),
      );
    }
  });

  it('says when there is nothing yet', async () => {
    mockApi(
      shellHandlers(tenantAdminAccess(), {
        ...dashboardHandlers(),
        '/api/admin/dashboard/weekly-activity': weekly(),
        '/api/admin/dashboard/articles-by-category': { scope: 'tenant', categories: [] },
        '/api/admin/dashboard/recent-activity': { activities: [] },
        '/api/admin/users': { users: [], total: 0, page: 1, page_size: 1000 },
      }),
    );
    renderAdmin('/admin/dashboard', { pages });

    expect(await screen.findByText('No activity this week yet')).toBeInTheDocument();
    expect(await screen.findByText('No categories yet')).toBeInTheDocument();
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it("shows 'Failed to fetch dashboard summary' and tries again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    mockApi(
      shellHandlers(editorAccess(), {
        ...dashboardHandlers(),
        '/api/admin/dashboard/summary': () =>
          fail
            ? new Response('oops', { status: 500, statusText: 'Internal Server Error' })
            : makeDashboardSummary(),
      }),
    );
    renderAdmin('/admin/dashboard', { pages });

    const figures = await screen.findByRole('region', { name: 'Key figures' });
    const alert = await within(figures).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch dashboard summary');

    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(stat('stories-published')).toHaveTextContent('8'));
    expect(within(figures).queryByRole('alert')).toBeNull();
  });

  it("shows 'Failed to fetch dashboard statistics' when the users cannot be read", async () => {
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((message) => void errors.push(message));
    mockApi(
      shellHandlers(tenantAdminAccess(), {
        ...dashboardHandlers(),
        '/api/admin/users': () => new Response('{}', { status: 500 }),
      }),
    );
    renderAdmin('/admin/dashboard', { pages });

    const users = await screen.findByRole('region', { name: 'Users' });
    expect(await within(users).findByRole('alert')).toHaveTextContent(
      'Failed to fetch dashboard statistics',
    );
    expect(errors).toContain('Failed to fetch users');
    expect(errors).toContain('Failed to fetch dashboard statistics');
  });
});
