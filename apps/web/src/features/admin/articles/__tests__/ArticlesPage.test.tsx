import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { makeAdminAccess, renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { twoTenantList } from '../../tenants/__tests__/tenant-fixtures';
import {
  articlePages,
  categoriesResponse,
  contributorAccess,
  editorAccess,
  makeArticleSummary,
} from './article-fixtures';
import { findLoaded } from '../../shared/__tests__/find-loaded';

const pending = makeArticleSummary({
  id: 11,
  title: 'Moon base plans',
  status: 'pending',
  publish_at: null,
});
const rejected = makeArticleSummary({
  id: 12,
  title: 'Comet sighting',
  status: 'rejected',
  review_note: 'Needs a second source',
});
const published = makeArticleSummary({
  id: 13,
  title: 'Rocket reaches orbit',
  status: 'published',
  created_by: { id: 8, username: 'eddie', display_name: null },
  author: 'Eddie Editor',
  byline: 'Eddie Editor',
});

function listHandler(articles = [pending, rejected, published]) {
  return ({ url }: RecordedRequest) => {
    const status = url.searchParams.get('status');
    const found = articles.filter((article) => !status || article.status === status);
    return {
      articles: found,
      total: found.length + (url.searchParams.get('page') === '2' ? 10 : 0),
      page: Number(url.searchParams.get('page') ?? 1),
      page_size: Number(url.searchParams.get('page_size') ?? 10),
    };
  };
}

const table = () => findLoaded('table', 'Articles', 'Moon base plans');

const lastListQuery = (api: ReturnType<typeof mockApi>) =>
  api.requestsTo('/api/admin/articles').at(-1)?.url.searchParams;

describe('articles list', () => {
  function filterHandlers() {
    return shellHandlers(makeAdminAccess(), {
      '/api/admin/articles': ({ url }: RecordedRequest) => ({
        articles: [pending],
        total: 25,
        page: Number(url.searchParams.get('page') ?? 1),
        page_size: 10,
      }),
      '/api/admin/categories': categoriesResponse,
      '/api/admin/tenants': twoTenantList(),
    });
  }

  it('turns the status tab, category and sort into the request query', async () => {
    const api = mockApi(filterHandlers());
    renderAdmin('/admin/articles', { pages: articlePages });
    const user = userEvent.setup({ delay: null });
    await table();

    expect(Object.fromEntries(lastListQuery(api) ?? [])).toEqual({
      page: '1',
      page_size: '10',
      sort: '-updated_at',
    });

    await user.click(screen.getByRole('tab', { name: 'Pending review' }));
    await waitFor(() => expect(lastListQuery(api)?.get('status')).toBe('pending'));
    expect(screen.getByRole('tab', { name: 'Pending review' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Health' }));
    await waitFor(() => expect(lastListQuery(api)?.get('category')).toBe('health'));

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Title A–Z' }));
    await waitFor(() =>
      expect(Object.fromEntries(lastListQuery(api) ?? [])).toEqual({
        page: '1',
        page_size: '10',
        sort: 'title',
        status: 'pending',
        category: 'health',
      }),
    );
  });

  it('debounces the search, pages on, and lets a platform admin pick a publication', async () => {
    const api = mockApi(filterHandlers());
    renderAdmin('/admin/articles', { pages: articlePages });
    const user = userEvent.setup({ delay: null });
    await table();

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'moon');
    await waitFor(() => expect(lastListQuery(api)?.get('search')).toBe('moon'));
    // Debounced: one request for the word, not one per letter.
    expect(
      api.requestsTo('/api/admin/articles').filter((r) => r.url.searchParams.has('search')),
    ).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastListQuery(api)?.get('page')).toBe('2'));

    await user.click(screen.getByRole('combobox', { name: 'Publication' }));
    await user.click(await screen.findByRole('option', { name: 'Orbital Dispatch' }));
    // A filter change starts again at the first page; the search stays.
    await waitFor(() =>
      expect(Object.fromEntries(lastListQuery(api) ?? [])).toEqual({
        page: '1',
        page_size: '10',
        sort: '-updated_at',
        search: 'moon',
        tenant_id: '2',
      }),
    );
  });

  it('offers no publication filter to tenant members', async () => {
    mockApi(
      shellHandlers(editorAccess, {
        '/api/admin/articles': listHandler(),
        '/api/admin/categories': categoriesResponse,
      }),
    );
    renderAdmin('/admin/articles', { pages: articlePages });
    await table();
    expect(screen.queryByRole('combobox', { name: 'Publication' })).not.toBeInTheDocument();
  });

  it('shows each row with its status, and a rejected article with its reason', async () => {
    // The categories filter falls back to the public list when the role may not read the admin one.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(
      shellHandlers(contributorAccess, {
        '/api/admin/articles': listHandler(),
        '/api/admin/categories': () =>
          jsonResponse({ detail: 'Your role does not allow this' }, 403),
        '/api/categories': { categories: [], total: 0 },
      }),
    );
    renderAdmin('/admin/articles', { pages: articlePages });
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const rejectedRow = within(await table())
      .getByText('Comet sighting')
      .closest('tr');
    expect(rejectedRow).toHaveTextContent('Rejected: Needs a second source');
    expect(rejectedRow).toHaveTextContent('Rejected');

    // Contributors review nothing, and edit only their own articles while editable.
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit “Comet sighting”' })).toHaveAttribute(
      'href',
      '/admin/articles/12',
    );
    expect(
      screen.queryByRole('link', { name: 'Edit “Rocket reaches orbit”' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rocket reaches orbit' })).toHaveAttribute(
      'href',
      '/admin/articles/13/preview',
    );
  });

  it("shows the byline readers see: the writer's display name, or who wrote it beside a typed one", async () => {
    const byCarla = makeArticleSummary({
      id: 14,
      title: 'Orchard drones',
      author: null,
      byline: 'Carla Contreras',
      created_by: { id: 9, username: 'carla.contrib', display_name: 'Carla Contreras' },
    });
    const guest = makeArticleSummary({
      id: 15,
      title: 'Letter from the valley',
      author: 'Guest Columnist',
      byline: 'Guest Columnist',
      created_by: { id: 9, username: 'carla.contrib', display_name: 'Carla Contreras' },
    });
    mockApi(
      shellHandlers(editorAccess, {
        '/api/admin/articles': listHandler([pending, byCarla, guest]),
        '/api/admin/categories': categoriesResponse,
      }),
    );
    renderAdmin('/admin/articles', { pages: articlePages });
    const rowOf = async (title: string) =>
      (await within(await table()).findByText(title)).closest('tr') as HTMLElement;

    const carlaRow = await rowOf('Orchard drones');
    expect(carlaRow).toHaveTextContent('Carla Contreras');
    expect(carlaRow).not.toHaveTextContent('carla.contrib');
    expect(carlaRow).not.toHaveTextContent('written by');
    expect(await rowOf('Letter from the valley')).toHaveTextContent(
      'Guest Columnistwritten by Carla Contreras',
    );
  });

  it('lets an editor approve a pending article and reject one with a reason', async () => {
    const api = mockApi(
      shellHandlers(editorAccess, {
        '/api/admin/articles': listHandler(),
        '/api/admin/categories': categoriesResponse,
        '/api/admin/articles/11/approve': {
          ...pending,
          status: 'published',
          body_html: '',
          image_alt: null,
          seo_title: null,
          seo_description: null,
          revision: 2,
          tag_ids: [],
        },
        '/api/admin/articles/11/reject': (request: RecordedRequest) => ({
          ...pending,
          status: 'rejected',
          review_note: (request.body as { reason: string }).reason,
          body_html: '',
          image_alt: null,
          seo_title: null,
          seo_description: null,
          revision: 2,
          tag_ids: [],
        }),
      }),
    );
    renderAdmin('/admin/articles', { pages: articlePages });
    const user = userEvent.setup({ delay: null });
    await table();

    await user.click(screen.getByRole('button', { name: 'Approve “Moon base plans”' }));
    const approve = await screen.findByRole('dialog', { name: 'Approve “Moon base plans”?' });
    expect(approve).toHaveTextContent('It will be published now');
    await user.click(within(approve).getByRole('button', { name: 'Approve and publish' }));
    await waitFor(() => expect(api.requestsTo('/api/admin/articles/11/approve')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/articles/11/approve')[0]).toMatchObject({
      method: 'POST',
      body: {},
    });
    // Published: the newsletters are offered before the dialog closes (issue 32).
    const offer = await screen.findByRole('dialog', { name: 'Send it as a newsletter?' });
    await user.click(within(offer).getByRole('button', { name: 'Not now' }));
    expect(
      await screen.findByText('“Moon base plans” was approved and published.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject “Moon base plans”' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject “Moon base plans”' });
    await user.click(within(reject).getByRole('button', { name: 'Reject article' }));
    // The reason is required: nothing is sent without one.
    await waitFor(() =>
      expect(within(reject).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
        'Give the author a reason.',
      ),
    );
    expect(api.requestsTo('/api/admin/articles/11/reject')).toHaveLength(0);
    await user.type(within(reject).getByRole('textbox', { name: /Reason/ }), 'Too short');
    await user.click(within(reject).getByRole('button', { name: 'Reject article' }));
    await waitFor(() => expect(api.requestsTo('/api/admin/articles/11/reject')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/articles/11/reject')[0]?.body).toEqual({
      reason: 'Too short',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows SPEC’s error with the server’s detail when a review call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(
      shellHandlers(editorAccess, {
        '/api/admin/articles': listHandler(),
        '/api/admin/categories': categoriesResponse,
        '/api/admin/articles/11/approve': () =>
          jsonResponse({ detail: 'An article cannot go from draft to published' }, 409),
      }),
    );
    renderAdmin('/admin/articles', { pages: articlePages });
    const user = userEvent.setup({ delay: null });
    await table();
    await user.click(screen.getByRole('button', { name: 'Approve “Moon base plans”' }));
    const approve = await screen.findByRole('dialog');
    await user.click(within(approve).getByRole('button', { name: 'Approve and publish' }));
    expect(await within(approve).findByRole('alert')).toHaveTextContent(
      'Failed to approve article: An article cannot go from draft to published',
    );
  });

  it('deletes an article only after confirmation', async () => {
    const api = mockApi(
      shellHandlers(editorAccess, {
        '/api/admin/articles': listHandler(),
        '/api/admin/categories': categoriesResponse,
        '/api/admin/articles/13': () => new Response(null, { status: 204 }),
      }),
    );
    renderAdmin('/admin/articles', { pages: articlePages });
    const user = userEvent.setup({ delay: null });
    await table();
    await user.click(
      screen.getByRole('button', { name: 'More actions for “Rocket reaches orbit”' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Rocket reaches orbit”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requestsTo('/api/admin/articles/13')).toHaveLength(0);

    await user.click(
      screen.getByRole('button', { name: 'More actions for “Rocket reaches orbit”' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete article' }),
    );
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/articles/13').map((r) => r.method)).toEqual(['DELETE']),
    );
  });

  it('says what failed, with a retry, when the list cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    mockApi(
      shellHandlers(editorAccess, {
        '/api/admin/articles': (request: RecordedRequest) => {
          calls += 1;
          return calls === 1
            ? jsonResponse({ detail: 'Database unavailable' }, 503)
            : listHandler()(request);
        },
        '/api/admin/categories': categoriesResponse,
      }),
    );
    renderAdmin('/admin/articles', { pages: articlePages });
    const user = userEvent.setup({ delay: null });
    expect(
      await screen.findByText('Failed to fetch articles: Database unavailable'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await table();
  });

  it('shows an empty state that leads to writing the first article', async () => {
    mockApi(
      shellHandlers(editorAccess, {
        '/api/admin/articles': { articles: [], total: 0, page: 1, page_size: 10 },
        '/api/admin/categories': categoriesResponse,
      }),
    );
    renderAdmin('/admin/articles', { pages: articlePages });
    expect(await screen.findByText('No articles yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write the first one' })).toHaveAttribute(
      'href',
      '/admin/articles/new',
    );
  });
});
