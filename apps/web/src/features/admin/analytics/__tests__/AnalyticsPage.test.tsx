import type { AnalyticsContent, AnalyticsUsers, MembershipFigures } from '@helionews/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/mock-api';
import {
  makeAdminAccess,
  renderAdmin,
  shellHandlers,
  stubResizeObserver,
} from '../../shell/__tests__/admin-fixtures';
import { lastDays } from '../range';
import { AnalyticsPage } from '../routes/AnalyticsPage';

const pages = [
  { path: 'analytics', handle: { adminSection: 'analytics' }, element: <AnalyticsPage /> },
];

beforeEach(stubResizeObserver);

const access = () =>
  makeAdminAccess({
    role: 'admin',
    can_switch_tenants: false,
    sections: ['dashboard', 'analytics'],
  });

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

function content(from: string, to: string, enabled = true, views = 1234): AnalyticsContent {
  const days = daysOf(from, to).map((day, i) => ({
    day,
    views: i === 0 ? views : 0,
    visitors: i === 0 ? 321 : 0,
  }));
  return {
    range: { from, to },
    enabled,
    totals: { views, visitors: 321, zero_result_searches: 4 },
    days,
    top_stories: [
      { story_id: 7, title: 'Comet returns', views: 800 },
      { story_id: 9, title: null, views: 5 },
    ],
    top_pages: [{ path: '/story/7', views: 800 }],
    top_categories: [{ slug: 'space', name: 'Space', views: 800 }],
    referrers: [{ domain: 'search.example', views: 90 }],
    devices: [
      { device: 'desktop', views: 1000 },
      { device: 'mobile', views: 234 },
    ],
    zero_result_searches: [{ term: 'zebra quasar', count: 4 }],
  };
}

function users(from: string, to: string, enabled = true): AnalyticsUsers {
  return {
    range: { from, to },
    enabled,
    totals: { new_users: 12, active_users: 34, visitors: 321 },
    days: daysOf(from, to).map((day, i) => ({
      day,
      new_users: i === 0 ? 12 : 0,
      active_users: i === 0 ? 34 : 0,
      visitors: i === 0 ? 321 : 0,
    })),
  };
}

/** Membership over the days asked for (issue 33): two members, one paying $9 a month. */
function membershipFigures(days: number): MembershipFigures {
  return {
    members: 2,
    paid_members: 1,
    mrr: 900,
    currency: 'usd',
    series: daysOf(lastDays(days).from, lastDays(days).to).map((date, index) => ({
      date,
      members: index === 0 ? 1 : 2,
      paid_members: 1,
      mrr: 900,
      cancellations: 0,
    })),
  };
}

function handlers(enabled = true) {
  const answer =
    (make: (from: string, to: string, enabled: boolean) => unknown) => (request: { url: URL }) =>
      make(
        request.url.searchParams.get('from') ?? '',
        request.url.searchParams.get('to') ?? '',
        enabled,
      );
  return shellHandlers(access(), {
    '/api/admin/analytics/content': answer(content),
    '/api/admin/analytics/users': answer(users),
    '/api/admin/membership/figures': (request: { url: URL }) =>
      membershipFigures(Number(request.url.searchParams.get('days') ?? 30)),
  });
}

const stat = (key: string) => screen.getByTestId(`stat-${key}`);

describe('analytics page', () => {
  it('shows the figures of the last 30 days as cards, charts and tables', async () => {
    const api = mockApi(handlers());
    renderAdmin('/admin/analytics', { pages });

    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    await waitFor(() => expect(stat('views')).toHaveTextContent('Page views1,234'));
    expect(stat('visitors')).toHaveTextContent('321');
    await waitFor(() => expect(stat('new-users')).toHaveTextContent('12'));
    expect(stat('active-users')).toHaveTextContent('34');

    const expected = lastDays(30);
    const [call] = api.requestsTo('/api/admin/analytics/content');
    expect(call?.url.searchParams.get('from')).toBe(expected.from);
    expect(call?.url.searchParams.get('to')).toBe(expected.to);

    // Charts are figures named by their heading, with the same numbers in a table.
    expect(screen.getByRole('figure', { name: 'Views and visitors' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Devices' })).toHaveTextContent('Desktop1,000');
    expect(screen.getByRole('figure', { name: 'Top categories' })).toHaveTextContent('Space800');

    const stories = screen.getByRole('table', { name: 'Top stories' });
    const link = within(stories).getByRole('link', { name: 'Comet returns' });
    expect(link).toHaveAttribute('href', '/story/7');
    expect(stories).toHaveTextContent('Story 9 (removed)');
    expect(screen.getByRole('table', { name: 'Referrers' })).toHaveTextContent('search.example90');
    expect(screen.getByRole('table', { name: 'Searches with no results' })).toHaveTextContent(
      'zebra quasar4',
    );
    expect(screen.queryByTestId('analytics-off')).not.toBeInTheDocument();
  });

  it('ends with the membership figures: members, paid members, MRR and cancellations', async () => {
    const user = userEvent.setup();
    const api = mockApi(handlers());
    renderAdmin('/admin/analytics', { pages });
    // The charts come with the members' chunk, loaded when the page first shows them.
    const section = await screen.findByRole(
      'region',
      { name: 'Membership figures' },
      { timeout: 15_000 },
    );
    for (const chart of [
      'Members over time',
      'Paid members over time',
      'Monthly recurring revenue (USD)',
      'Cancellations per day',
    ]) {
      expect(await within(section).findByRole('heading', { name: chart })).toBeVisible();
    }
    expect(within(section).getAllByText('$9.00').length).toBeGreaterThan(1);
    await user.click(within(section).getByRole('button', { name: '90 days' }));
    await waitFor(() =>
      expect(
        api
          .requestsTo('/api/admin/membership/figures')
          .map((request) => request.url.searchParams.get('days')),
      ).toContain('90'),
    );
  }, 30_000);

  it('asks for the range chosen: a preset, then custom dates', async () => {
    const user = userEvent.setup();
    const api = mockApi(handlers());
    renderAdmin('/admin/analytics', { pages });
    await waitFor(() => expect(stat('views')).toHaveTextContent('1,234'));

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const week = lastDays(7);
    await waitFor(() =>
      expect(
        api
          .requestsTo('/api/admin/analytics/users')
          .some((r) => r.url.searchParams.get('from') === week.from),
      ).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-02-01');
    await user.clear(to);
    await user.type(to, '2026-01-01');
    expect(screen.getByText(/at most 366 days apart/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.clear(to);
    await user.type(to, '2026-02-10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const last = api.requestsTo('/api/admin/analytics/content').at(-1);
      expect(last?.url.searchParams.get('from')).toBe('2026-02-01');
      expect(last?.url.searchParams.get('to')).toBe('2026-02-10');
    });
  });

  it('says when analytics is off and links to Site Settings', async () => {
    mockApi(handlers(false));
    renderAdmin('/admin/analytics', { pages });
    const notice = await screen.findByTestId('analytics-off');
    expect(notice).toHaveTextContent('Analytics is off for this publication');
    expect(
      within(notice).getByRole('link', { name: 'Turn it on in Site Settings' }),
    ).toHaveAttribute('href', '/admin/settings');
  });

  it("shows the spec's error text when a call fails", async () => {
    mockApi({
      ...handlers(),
      '/api/admin/analytics/content': () => jsonResponse({ detail: 'boom' }, 500),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin('/admin/analytics', { pages });
    expect(
      (await screen.findAllByText('Failed to fetch content analytics')).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(stat('new-users')).toHaveTextContent('12'));
  });

  it('shows empty states for a quiet period', async () => {
    mockApi(
      shellHandlers(access(), {
        '/api/admin/analytics/content': (request: { url: URL }) => ({
          ...content(
            request.url.searchParams.get('from') ?? '',
            request.url.searchParams.get('to') ?? '',
            true,
            0,
          ),
          days: daysOf(
            request.url.searchParams.get('from') ?? '',
            request.url.searchParams.get('to') ?? '',
          ).map((day) => ({ day, views: 0, visitors: 0 })),
          top_stories: [],
          top_pages: [],
          top_categories: [],
          referrers: [],
          devices: [],
          zero_result_searches: [],
        }),
        '/api/admin/analytics/users': (request: { url: URL }) =>
          users(
            request.url.searchParams.get('from') ?? '',
            request.url.searchParams.get('to') ?? '',
          ),
      }),
    );
    renderAdmin('/admin/analytics', { pages });
    // Traffic, devices and pages: each says so.
    expect(await screen.findAllByText('No page views in this period.')).toHaveLength(3);
    expect(screen.getByText('Every search found something in this period.')).toBeInTheDocument();
    expect(screen.getByText('No visits from other sites in this period.')).toBeInTheDocument();
  });
});
