import type { Feed, FeedListResponse, FeedTestResult } from '@helionews/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { makeAdminAccess, renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { RssFeedsPage } from '../routes/RssFeedsPage';
import { findLoaded } from '../../shared/__tests__/find-loaded';

const pages = [{ path: 'rss', handle: { adminSection: 'rss' }, element: <RssFeedsPage /> }];

function makeFeed(overrides: Partial<Feed> = {}): Feed {
  return {
    id: 1,
    url: 'https://wire.example.org/rss.xml',
    title: 'Harbour Wire',
    category: { id: 4, name: 'World' },
    is_active: true,
    auto_approve: false,
    poll_interval_minutes: 30,
    status: 'ok',
    last_error: null,
    consecutive_failures: 0,
    last_fetched_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    next_fetch_at: new Date(Date.now() + 25 * 60_000).toISOString(),
    item_count: 12,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const feedList = (feeds: Feed[]): FeedListResponse => ({
  feeds,
  total: feeds.length,
  page: 1,
  page_size: 100,
});

const categories = {
  categories: [
    { id: 4, name: 'World' },
    { id: 5, name: 'Science' },
  ],
  total: 2,
};

afterEach(() => {
  vi.restoreAllMocks();
});

const table = () => findLoaded('table', 'RSS Feeds', 'Harbour Wire');

/** Opens the page and, once the list is in, its Add feed dialog. */
async function openAddFeed() {
  renderAdmin('/admin/rss', { pages });
  const user = userEvent.setup({ delay: null });
  await table();
  await user.click(screen.getByRole('button', { name: 'Add feed' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add feed' });
  const url = within(dialog).getByRole('textbox', { name: /^Feed URL/ });
  return { user, dialog, url };
}

describe('RSS feeds page', () => {
  it('lists feeds with category, switches, interval, last fetch, status, error and items', async () => {
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/rss/feeds': feedList([
          makeFeed(),
          makeFeed({
            id: 2,
            title: '',
            url: 'https://broken.example.net/feed',
            category: null,
            is_active: false,
            status: 'paused',
            last_error: 'The feed answered HTTP 500',
            consecutive_failures: 5,
            last_fetched_at: null,
            item_count: 0,
          }),
        ]),
      }),
    );
    const { container } = renderAdmin('/admin/rss', { pages });
    expect(await screen.findByRole('heading', { level: 1, name: 'RSS Feeds' })).toBeVisible();
    const found = await table();
    const [, first, second] = within(found).getAllByRole('row');
    expect(first).toHaveTextContent('https://wire.example.org/rss.xml');
    expect(first).toHaveTextContent('World');
    expect(first).toHaveTextContent('Every 30 minutes');
    expect(first).toHaveTextContent('5 minutes ago');
    expect(first).toHaveTextContent('OK');
    expect(first).toHaveTextContent('12');
    expect(
      within(first as HTMLElement).getByRole('switch', { name: 'Active: Harbour Wire' }),
    ).toBeChecked();
    expect(second).toHaveTextContent('broken.example.net');
    expect(second).toHaveTextContent('No category');
    expect(second).toHaveTextContent('Never');
    expect(second).toHaveTextContent('Paused');
    expect(second).toHaveTextContent('The feed answered HTTP 500 · 5 failures in a row');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows the empty state', async () => {
    mockApi(shellHandlers(makeAdminAccess(), { '/api/admin/rss/feeds': feedList([]) }));
    renderAdmin('/admin/rss', { pages });
    expect(await screen.findByText(/No feeds yet/)).toBeInTheDocument();
  });

  it('shows the spec text and a retry when the list cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/rss/feeds': () => {
          calls += 1;
          return calls === 1 ? new Response('oops', { status: 500 }) : feedList([makeFeed()]);
        },
      }),
    );
    renderAdmin('/admin/rss', { pages });
    expect(await screen.findByText('Failed to fetch RSS feeds')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await table();
  });

  it('adds a feed, refusing a bad address and a too short interval before sending', async () => {
    let feeds: Feed[] = [makeFeed()];
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/categories': categories,
        '/api/admin/rss/feeds': ({ method, body }: RecordedRequest) => {
          if (method === 'POST') {
            const input = body as { url: string; title: string; poll_interval_minutes: number };
            const created = makeFeed({
              id: 7,
              url: input.url,
              title: input.title,
              poll_interval_minutes: input.poll_interval_minutes,
              category: { id: 5, name: 'Science' },
              status: 'never',
              last_fetched_at: null,
              item_count: 0,
            });
            feeds = [created, ...feeds];
            return jsonResponse(created, 201);
          }
          return feedList(feeds);
        },
      }),
    );
    const { user, dialog, url } = await openAddFeed();
    await user.type(url, 'ftp://example.org/feed');
    const interval = within(dialog).getByRole('spinbutton', { name: /^Poll interval/ });
    await user.clear(interval);
    await user.type(interval, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add feed' }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription('Enter an http:// or https:// address'),
    );
    await waitFor(() =>
      expect(interval).toHaveAccessibleDescription(
        'Enter a whole number of minutes from 5 to 10080',
      ),
    );
    expect(api.requestsTo('/api/admin/rss/feeds').some((r) => r.method === 'POST')).toBe(false);

    await user.clear(url);
    await user.type(url, 'https://science.example.org/atom.xml');
    await user.clear(interval);
    await user.type(interval, '15');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Science Daily');
    await user.click(within(dialog).getByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Science' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add feed' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = api.requestsTo('/api/admin/rss/feeds').find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      url: 'https://science.example.org/atom.xml',
      title: 'Science Daily',
      category_id: 5,
      poll_interval_minutes: 15,
      is_active: true,
      auto_approve: false,
    });
    expect(await screen.findByText(/Feed "Science Daily" added/)).toBeInTheDocument();
  });

  it("shows the server's 409 on the URL field and the spec text for other failures", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/categories': categories,
        '/api/admin/rss/feeds': ({ method }: RecordedRequest) =>
          method === 'POST'
            ? jsonResponse({ detail: 'This publication already subscribes to this feed' }, 409)
            : feedList([makeFeed()]),
        '/api/admin/rss/feeds/1': () => new Response('down', { status: 500 }),
      }),
    );
    const { user, dialog, url } = await openAddFeed();
    await user.type(url, 'https://wire.example.org/rss.xml');
    await user.click(within(dialog).getByRole('button', { name: 'Add feed' }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription('This publication already subscribes to this feed'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('switch', { name: 'Auto-approve: Harbour Wire' }));
    expect(await screen.findByText('Failed to update RSS feed')).toBeInTheDocument();
  });

  it('switches a feed off from the list', async () => {
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/rss/feeds': feedList([makeFeed()]),
        '/api/admin/rss/feeds/1': makeFeed({ is_active: false, next_fetch_at: null }),
      }),
    );
    renderAdmin('/admin/rss', { pages });
    const user = userEvent.setup({ delay: null });
    await table();
    await user.click(screen.getByRole('switch', { name: 'Active: Harbour Wire' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/rss/feeds/1')[0]).toMatchObject({
        method: 'PUT',
        body: { is_active: false },
      }),
    );
    expect(await screen.findByText('Feed "Harbour Wire" switched off')).toBeInTheDocument();
  });

  it('tests a feed: a progress indicator, then the items with dates, images and what is new', async () => {
    let answer: (value: Response) => void = () => {};
    const preview: FeedTestResult = {
      feed_title: 'Harbour Wire',
      fetched_url: 'https://wire.example.org/rss.xml',
      new_count: 1,
      items: [
        {
          guid: 'a',
          title: 'Lighthouse restored',
          link: 'https://wire.example.org/lighthouse',
          published_at: '2026-11-24T08:30:00.000Z',
          image_url: 'https://cdn.example.org/lighthouse.jpg',
          summary: 'The old lighthouse shines again.',
          already_imported: false,
        },
        {
          guid: 'b',
          title: 'Ferry times',
          link: null,
          published_at: null,
          image_url: null,
          summary: '',
          already_imported: true,
        },
      ],
    };
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/rss/feeds': feedList([makeFeed()]),
        '/api/admin/rss/feeds/1/test': () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      }),
    );
    renderAdmin('/admin/rss', { pages });
    const user = userEvent.setup({ delay: null });
    await table();
    await user.click(screen.getByRole('button', { name: 'Test feed Harbour Wire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test of Harbour Wire' });
    expect(within(dialog).getByText('Fetching the feed...')).toBeInTheDocument();
    answer(jsonResponse(preview));
    expect(
      await within(dialog).findByText('"Harbour Wire" holds 2 items; 1 would be imported now.'),
    ).toBeInTheDocument();
    const items = within(within(dialog).getByRole('list', { name: 'Harbour Wire' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Lighthouse restored');
    expect(items[0]).toHaveTextContent('November 24, 2026');
    expect(items[0]).toHaveTextContent('New');
    expect(items[0]?.querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.example.org/lighthouse.jpg',
    );
    expect(items[1]).toHaveTextContent('Already imported');
    expect(items[1]).toHaveTextContent('No date');
  });

  it("shows why a test fetch failed, in the server's words", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/rss/feeds': feedList([makeFeed()]),
        '/api/admin/rss/feeds/1/test': () =>
          jsonResponse({ detail: 'The feed answered HTTP 404' }, 502),
      }),
    );
    renderAdmin('/admin/rss', { pages });
    const user = userEvent.setup({ delay: null });
    await table();
    await user.click(screen.getByRole('button', { name: 'Test feed Harbour Wire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test of Harbour Wire' });
    expect(await within(dialog).findByText('The feed answered HTTP 404')).toBeInTheDocument();
  });

  it('deletes a feed after confirmation', async () => {
    let feeds: Feed[] = [makeFeed()];
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/rss/feeds': () => feedList(feeds),
        '/api/admin/rss/feeds/1': () => {
          feeds = [];
          return new Response(null, { status: 204 });
        },
      }),
    );
    renderAdmin('/admin/rss', { pages });
    const user = userEvent.setup({ delay: null });
    await table();
    await user.click(screen.getByRole('button', { name: 'Delete feed Harbour Wire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete feed?' });
    expect(dialog).toHaveTextContent('The 12 stories it imported stay.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.requestsTo('/api/admin/rss/feeds/1')[0]?.method).toBe('DELETE'));
    expect(await screen.findByText('Feed "Harbour Wire" deleted')).toBeInTheDocument();
    expect(await screen.findByText(/No feeds yet/)).toBeInTheDocument();
  });
});
