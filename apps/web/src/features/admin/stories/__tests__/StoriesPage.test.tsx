import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { makeAdminAccess, renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { StoriesPage } from '../routes/StoriesPage';
import { makeAdminStory, storyList } from './story-fixtures';
import { findLoaded } from '../../shared/__tests__/find-loaded';
import { axeViolations } from '../../shared/__tests__/axe-violations';

const pages = [{ path: 'stories', handle: { adminSection: 'stories' }, element: <StoriesPage /> }];

const comet = makeAdminStory({
  id: 1,
  title: 'Comet lights up the sky',
  source_name: 'Sky Wire',
  source_url: 'https://sky.example.org/comet',
  category: { id: 7, slug: 'science', name: 'Science' },
  body_html: '<p>A <strong>bright</strong> comet over the harbour.</p>',
  summary: 'Seen from every continent.',
});
const strike = makeAdminStory({ id: 2, title: 'Harbour strike enters second week' });
const rain = makeAdminStory({ id: 3, title: 'Rain expected at the weekend' });
const queue = [comet, strike, rain];

const categories = {
  categories: [
    {
      id: 7,
      slug: 'science',
      name: 'Science',
      description: '',
      color: null,
      position: 0,
      story_count: 1,
      published_count: 0,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    },
  ],
  total: 1,
};

function handlers(overrides: Record<string, unknown> = {}) {
  return shellHandlers(makeAdminAccess(), {
    '/api/admin/stories': storyList(queue),
    '/api/admin/categories': categories,
    ...overrides,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

const table = () => findLoaded('table', 'Stories', 'Comet lights up the sky');

const rowOf = (title: string) =>
  screen.getByText(title, { selector: 'button' }).closest('tr') as HTMLTableRowElement;

describe('the stories review queue', () => {
  it('asks for feed items pending review and shows source, feed, received time and category', async () => {
    const api = mockApi(handlers());
    renderAdmin('/admin/stories', { pages });

    expect(await screen.findByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
    const found = await table();
    const request = api.requestsTo('/api/admin/stories')[0];
    expect(request?.url.searchParams.get('status')).toBe('pending');
    expect(request?.url.searchParams.get('origin')).toBe('feed');
    expect(request?.url.searchParams.get('page')).toBe('1');

    expect(within(found).getAllByRole('row')).toHaveLength(4);
    const row = rowOf('Comet lights up the sky');
    const source = within(row).getAllByRole('link', { name: /Sky Wire/ })[0];
    expect(source).toHaveAttribute('href', 'https://sky.example.org/comet');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    expect(source).toHaveAccessibleName('Sky Wire (opens in a new tab)');
    expect(within(row).getByText('Unknown feed')).toBeInTheDocument();
    expect(within(row).getAllByText('10 minutes ago').length).toBeGreaterThan(0);
    expect(within(row).getAllByText('Science').length).toBeGreaterThan(0);
    expect(
      within(row).getByRole('checkbox', { name: 'Select Comet lights up the sky' }),
    ).not.toBeChecked();
  });

  it('names the feed an item was imported from', async () => {
    const imported = makeAdminStory({
      id: 8,
      title: 'Ferry timetable changes',
      feed: { id: 4, title: 'Harbour desk wire' },
    });
    mockApi(handlers({ '/api/admin/stories': storyList([imported]) }));
    renderAdmin('/admin/stories', { pages });
    await screen.findByText('Ferry timetable changes', { selector: 'button' });
    const row = rowOf('Ferry timetable changes');
    expect(within(row).getByText('Harbour desk wire')).toBeInTheDocument();
    expect(within(row).queryByText('Unknown feed')).not.toBeInTheDocument();
  });

  it('calls stories by one French name, in the menu, the title, the table and its rows', async () => {
    await i18n.changeLanguage('fr');
    mockApi(handlers());
    renderAdmin('/admin/stories', { pages });

    expect(await screen.findByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible();
    const found = await screen.findByRole('table', { name: 'Actualités' });
    await within(found).findByText('Comet lights up the sky');
    expect(within(found).getByRole('columnheader', { name: 'Actualité' })).toBeInTheDocument();
    expect(
      within(found).getByRole('checkbox', {
        name: 'Sélectionner toutes les actualités de cette page',
      }),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: /./ });
    expect(within(menu).getByRole('link', { name: /^Actualités/ })).toHaveAttribute(
      'href',
      '/admin/stories',
    );
    // Articles (the newsroom's own pieces) keep their own name, which the page never borrows.
    expect(within(menu).getByRole('link', { name: /^Articles/ })).toHaveAttribute(
      'href',
      '/admin/articles',
    );
    expect(screen.getByRole('main')).not.toHaveTextContent(/article/i);
    expect(document.title).toMatch(/^Actualités \| /);
  });

  it('links a source only when it is a web address', async () => {
    const sneaky = makeAdminStory({
      id: 9,
      title: 'Sneaky item',
      source_name: 'Odd Wire',
      source_url: 'javascript:alert(1)',
    });
    mockApi(handlers({ '/api/admin/stories': storyList([sneaky]) }));
    renderAdmin('/admin/stories', { pages });
    await screen.findByText('Sneaky item', { selector: 'button' });
    const row = rowOf('Sneaky item');
    expect(within(row).getAllByText('Odd Wire').length).toBeGreaterThan(0);
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when nothing is waiting', async () => {
    mockApi(handlers({ '/api/admin/stories': storyList([]) }));
    renderAdmin('/admin/stories', { pages });
    expect(await screen.findByText('Nothing waiting for review')).toBeInTheDocument();
  });

  it('opens on the status and origin its address names, as a dashboard figure links to it', async () => {
    const api = mockApi(handlers());
    renderAdmin('/admin/stories?status=published&origin=all', { pages });
    await table();

    const request = api.requestsTo('/api/admin/stories')[0]?.url.searchParams;
    expect(request?.get('status')).toBe('published');
    expect(request?.get('origin')).toBe('all');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Published');
    expect(screen.getByRole('combobox', { name: 'Origin' })).toHaveTextContent('All origins');

    // Back to the queue's own filter: the address drops it, the list asks for it.
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending review' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/stories').at(-1)?.url.searchParams.get('status')).toBe(
        'pending',
      ),
    );
  });

  it('filters by status, origin, category and a debounced search', async () => {
    const api = mockApi(handlers());
    renderAdmin('/admin/stories', { pages });
    const user = userEvent.setup({ delay: null });
    await table();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'All statuses' }));
    await user.click(screen.getByRole('combobox', { name: 'Origin' }));
    await user.click(await screen.findByRole('option', { name: 'All origins' }));
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Science' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search stories' }), 'sky');

    await waitFor(() =>
      expect(api.requestsTo('/api/admin/stories').at(-1)?.url.searchParams.get('search')).toBe(
        'sky',
      ),
    );
    const last = api.requestsTo('/api/admin/stories').at(-1)?.url.searchParams;
    expect(last?.get('status')).toBe('all');
    expect(last?.get('origin')).toBe('all');
    expect(last?.get('category')).toBe('science');
    // Debounced: one request for the whole word.
    expect(
      api.requestsTo('/api/admin/stories').filter((r) => r.url.searchParams.has('search')),
    ).toHaveLength(1);
  });

  it('selects every row from the header and approves them in bulk, reporting the counts', async () => {
    const api = mockApi(
      handlers({
        '/api/admin/stories/bulk': {
          updated: [1, 2],
          failed: [{ id: 3, detail: 'Only stories pending review can be approved or rejected' }],
        },
      }),
    );
    renderAdmin('/admin/stories', { pages });
    const user = userEvent.setup({ delay: null });
    await table();

    await user.click(screen.getByRole('checkbox', { name: 'Select every story on this page' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    for (const story of queue) {
      expect(screen.getByRole('checkbox', { name: `Select ${story.title}` })).toBeChecked();
    }
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));

    await waitFor(() => expect(api.requestsTo('/api/admin/stories/bulk')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/stories/bulk')[0]).toMatchObject({
      method: 'POST',
      body: { action: 'approve', ids: [1, 2, 3] },
    });
    expect(await screen.findByText(/2 approved, 1 failed/)).toBeInTheDocument();
    // The one that failed stays selected.
    await waitFor(() => expect(screen.getByText('1 selected')).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: `Select ${rain.title}` })).toBeChecked();
    // The queue is asked again.
    await waitFor(() => expect(api.requestsTo('/api/admin/stories').length).toBeGreaterThan(1));
  });

  it('selects rows from the keyboard and approves the selection with a', async () => {
    const api = mockApi(handlers({ '/api/admin/stories/bulk': { updated: [1, 2], failed: [] } }));
    renderAdmin('/admin/stories', { pages });
    const user = userEvent.setup({ delay: null });
    await table();

    rowOf(comet.title).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    expect(rowOf(strike.title)).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `Select ${rain.title}` })).not.toBeChecked();
    await user.keyboard('a');

    await waitFor(() => expect(api.requestsTo('/api/admin/stories/bulk')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/stories/bulk')[0]?.body).toEqual({
      action: 'approve',
      ids: [1, 2],
    });
    expect(await screen.findByText('2 approved')).toBeInTheDocument();
  });

  it('rejects the selection with r, which asks for a reason first', async () => {
    const api = mockApi(handlers({ '/api/admin/stories/bulk': { updated: [2], failed: [] } }));
    renderAdmin('/admin/stories', { pages });
    const user = userEvent.setup({ delay: null });
    await table();

    // Selected with its checkbox (focus stays there): the shortcut still works.
    await user.click(screen.getByRole('checkbox', { name: `Select ${strike.title}` }));
    await user.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: 'Reject the selected stories (1)?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
        'A reason is required',
      ),
    );
    expect(api.requestsTo('/api/admin/stories/bulk')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Dup');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.requestsTo('/api/admin/stories/bulk')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/stories/bulk')[0]?.body).toEqual({
      action: 'reject',
      ids: [2],
      reason: 'Dup',
    });
    expect(await screen.findByText('1 rejected')).toBeInTheDocument();
  });

  it('rejects one story only with a reason', async () => {
    const api = mockApi(
      handlers({
        '/api/admin/stories/2/reject': ({ body }: RecordedRequest) =>
          makeAdminStory({
            ...strike,
            status: 'rejected',
            review_note: (body as { reason: string }).reason,
          }),
      }),
    );
    renderAdmin('/admin/stories', { pages });
    const user = userEvent.setup({ delay: null });
    await table();

    await user.click(screen.getByRole('button', { name: `Reject ${strike.title}` }));
    const dialog = await screen.findByRole('dialog', { name: `Reject “${strike.title}”?` });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/stories/2/reject')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), ' Off ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.requestsTo('/api/admin/stories/2/reject')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/stories/2/reject')[0]).toMatchObject({
      method: 'POST',
      body: { reason: 'Off' },
    });
    expect(await screen.findByText(`“${strike.title}” was rejected.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('previews the sanitized body and approves from the preview', async () => {
    const api = mockApi(
      handlers({
        '/api/admin/stories/1/approve': makeAdminStory({ ...comet, status: 'published' }),
      }),
    );
    renderAdmin('/admin/stories', { pages });
    const user = userEvent.setup({ delay: null });
    await table();

    rowOf(comet.title).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: comet.title });
    const body = within(dialog).getByRole('region', { name: 'Story text' });
    expect(within(body).getByText('bright').tagName).toBe('STRONG');
    expect(dialog).toHaveTextContent('Seen from every continent.');
    expect(within(dialog).getByRole('link', { name: /Sky Wire/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.requestsTo('/api/admin/stories/1/approve')).toHaveLength(1));
    expect(await screen.findByText(`“${comet.title}” is published.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no accessibility violations axe can find without layout (queue, selection, preview)', async () => {
    mockApi(handlers());
    renderAdmin('/admin/stories', { pages });
    const user = userEvent.setup({ delay: null });
    await table();
    await user.click(screen.getByRole('checkbox', { name: `Select ${comet.title}` }));
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: `Preview ${comet.title}` }));
    await screen.findByRole('dialog', { name: comet.title });
    expect(await axeViolations()).toEqual([]);
  });

  describe('failures, with the spec texts', () => {
    it("shows 'Failed to fetch stories' with a retry", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      let calls = 0;
      mockApi(
        handlers({
          '/api/admin/stories': () => {
            calls += 1;
            return calls === 1 ? new Response('down', { status: 502 }) : storyList(queue);
          },
        }),
      );
      renderAdmin('/admin/stories', { pages });
      expect(await screen.findByText('Failed to fetch stories')).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
      await table();
    });

    it("shows 'Failed to approve story' and the server's reason", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      mockApi(
        handlers({
          '/api/admin/stories/2/approve': jsonResponse(
            { detail: 'Only stories pending review can be approved or rejected' },
            409,
          ),
        }),
      );
      renderAdmin('/admin/stories', { pages });
      const user = userEvent.setup({ delay: null });
      await table();
      await user.click(screen.getByRole('button', { name: `Approve ${strike.title}` }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to approve story');
      expect(alert).toHaveTextContent('Only stories pending review can be approved or rejected');
    });

    it("shows 'Failed to reject story' in the reason dialog", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      mockApi(handlers({ '/api/admin/stories/3/reject': new Response('down', { status: 500 }) }));
      renderAdmin('/admin/stories', { pages });
      const user = userEvent.setup({ delay: null });
      await table();
      await user.click(screen.getByRole('button', { name: `Reject ${rain.title}` }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No');
      await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to reject story');
    });
  });
});
