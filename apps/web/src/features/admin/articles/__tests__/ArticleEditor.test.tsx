import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedRequest } from '@/test/mock-api';
import { makeUserProfile } from '@/test/fixtures';
import {
  makeContributorAccess,
  renderAdmin,
  shellHandlers,
} from '../../shell/__tests__/admin-fixtures';
import { AUTOSAVE_DELAY_MS } from '../use-article-saver';
import {
  articlePages,
  articleServer,
  categoriesResponse,
  contributorAccess,
  editorAccess,
  installLayoutStubs,
  makeArticle,
} from './article-fixtures';

installLayoutStubs();

afterEach(() => {
  vi.useRealTimers();
});

const bodyEditor = () => screen.getByRole('textbox', { name: 'Body' });
const titleField = () => screen.getByRole('textbox', { name: /^Headline/ });

function writes(api: ReturnType<typeof mockApi>, id: number) {
  return api.requestsTo(`/api/admin/articles/${id}`).filter((r) => r.method === 'PUT');
}

describe('article editor: roles and workflow', () => {
  it('offers a contributor Submit for review but not Publish', async () => {
    mockApi(shellHandlers(contributorAccess, { '/api/admin/categories': categoriesResponse }));
    renderAdmin('/admin/articles/new', { pages: articlePages });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'New article' }),
    ).toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'Article actions' });
    expect(within(actions).getByRole('button', { name: 'Save draft' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: /Publish|Schedule/ })).toBeNull();
  });

  it('offers an editor Publish, and Schedule once the publication time is ahead', async () => {
    const server = articleServer(
      makeArticle({
        id: 41,
        status: 'draft',
        created_by: { id: 7, username: 'cora', display_name: null },
      }),
    );
    mockApi(shellHandlers(editorAccess, server.handlers));
    renderAdmin('/admin/articles/41', { pages: articlePages });

    const actions = await screen.findByRole('group', { name: 'Article actions' });
    expect(within(actions).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Submit for review' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Publish at'), {
      target: { value: '2099-05-01T08:30' },
    });
    expect(within(actions).getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('submits a contributor’s draft for review with its changes in one request', async () => {
    const server = articleServer(makeArticle({ id: 42, status: 'draft', title: 'Mars rover' }));
    const api = mockApi(shellHandlers(contributorAccess, server.handlers));
    renderAdmin('/admin/articles/42', { pages: articlePages });
    const user = userEvent.setup({ delay: null });

    fireEvent.change(await screen.findByRole('textbox', { name: /^Summary/ }), {
      target: { value: 'A short summary. It woke up.' },
    });
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    await waitFor(() => expect(writes(api, 42)).toHaveLength(1));
    expect(writes(api, 42)[0]?.body).toEqual({
      summary: 'A short summary. It woke up.',
      status: 'pending',
    });
    expect(await screen.findByText('“Mars rover” was submitted for review.')).toBeInTheDocument();
    // Pending: the contributor may withdraw it, not submit it again.
    expect(screen.getByRole('button', { name: 'Move back to draft' })).toBeInTheDocument();
  });

  it('shows the author why an editor rejected the article', async () => {
    const server = articleServer(
      makeArticle({ id: 43, status: 'rejected', review_note: 'Needs a second source' }),
    );
    mockApi(shellHandlers(contributorAccess, server.handlers));
    renderAdmin('/admin/articles/43', { pages: articlePages });

    expect(
      await screen.findByText('Rejected: Needs a second source', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText('This article was sent back')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
  });

  it('lets an editor reject a pending article from the editor, with a reason', async () => {
    const server = articleServer(makeArticle({ id: 44, status: 'pending', title: 'Solar storm' }));
    const api = mockApi(shellHandlers(editorAccess, server.handlers));
    renderAdmin('/admin/articles/44', { pages: articlePages });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Solar storm”' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject article' }));
    expect(api.requestsTo('/api/admin/articles/44/reject')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Check the dates');
    await user.click(within(dialog).getByRole('button', { name: 'Reject article' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/articles/44/reject')[0]?.body).toEqual({
        reason: 'Check the dates',
      }),
    );
    expect(
      await screen.findByText('Rejected: Check the dates', { exact: false }),
    ).toBeInTheDocument();
  });

  it('keeps a contributor’s published article read-only', async () => {
    const server = articleServer(makeArticle({ id: 45, status: 'published' }));
    mockApi(shellHandlers(contributorAccess, server.handlers));
    renderAdmin('/admin/articles/45', { pages: articlePages });

    expect(await screen.findByText(/can no longer be changed by its author/)).toBeInTheDocument();
    expect(titleField()).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.queryByRole('toolbar', { name: 'Formatting' })).toBeNull();
    expect(bodyEditor()).toHaveAttribute('contenteditable', 'false');
  });

  it('refuses to submit without a headline and points at the field', async () => {
    mockApi(shellHandlers(contributorAccess, { '/api/admin/categories': categoriesResponse }));
    renderAdmin('/admin/articles/new', { pages: articlePages });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the highlighted fields.');
    expect(titleField()).toHaveAccessibleDescription('This field is required');
    expect(titleField()).toHaveFocus();
  });
});

describe('article editor: saving', () => {
  it('autosaves a draft once the writer has paused, with autosave: true', async () => {
    const server = articleServer(makeArticle({ id: 50, status: 'draft', title: 'Draft one' }));
    const api = mockApi(shellHandlers(contributorAccess, server.handlers));
    renderAdmin('/admin/articles/50', { pages: articlePages });
    const title = await screen.findByRole('textbox', { name: /^Headline/ });

    vi.useFakeTimers();
    fireEvent.change(title, { target: { value: 'Draft one, revised' } });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 500));
    fireEvent.change(title, { target: { value: 'Draft one, revised again' } });
    // The delay starts again at each change.
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100));
    expect(writes(api, 50)).toHaveLength(0);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(200));
    vi.useRealTimers();
    await waitFor(() => expect(writes(api, 50)).toHaveLength(1));
    expect(writes(api, 50)[0]?.body).toEqual({ title: 'Draft one, revised again', autosave: true });
    expect(await screen.findByText(/^Saved at \d/)).toBeInTheDocument();
  });

  it('saves the body as the toolbar formatted it', async () => {
    const server = articleServer(makeArticle({ id: 54, status: 'pending', title: 'Bold move' }));
    const api = mockApi(shellHandlers(contributorAccess, server.handlers));
    renderAdmin('/admin/articles/54', { pages: articlePages });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('toolbar', { name: 'Formatting' });
    act(() => bodyEditor().focus());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes(api, 54)).toHaveLength(1));
    expect(writes(api, 54)[0]?.body).toEqual({ body_html: '<p><strong>Hello world</strong></p>' });
    expect(await screen.findByText(/^Saved at/)).toBeInTheDocument();
  });

  it('does not autosave an article that is no longer a draft', async () => {
    const server = articleServer(makeArticle({ id: 51, status: 'pending', title: 'Waiting' }));
    const api = mockApi(shellHandlers(contributorAccess, server.handlers));
    renderAdmin('/admin/articles/51', { pages: articlePages });
    const title = await screen.findByRole('textbox', { name: /^Headline/ });

    vi.useFakeTimers();
    fireEvent.change(title, { target: { value: 'Waiting, edited' } });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3));
    vi.useRealTimers();
    expect(writes(api, 51)).toHaveLength(0);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('shows a failed autosave with a retry that saves again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = articleServer(makeArticle({ id: 52, status: 'draft', title: 'Flaky' }));
    let fail = true;
    const handler = server.handlers['/api/admin/articles/52'] as (r: RecordedRequest) => unknown;
    const api = mockApi(
      shellHandlers(contributorAccess, {
        ...server.handlers,
        '/api/admin/articles/52': (request: RecordedRequest) => {
          if (request.method === 'PUT' && fail) {
            fail = false;
            return new Response(JSON.stringify({ detail: 'Database unavailable' }), {
              status: 503,
              headers: { 'Content-Type': 'application/json' },
            });
          }
          return handler(request);
        },
      }),
    );
    renderAdmin('/admin/articles/52', { pages: articlePages });
    const title = await screen.findByRole('textbox', { name: /^Headline/ });
    vi.useFakeTimers();
    fireEvent.change(title, { target: { value: 'Flaky, fixed' } });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10));
    vi.useRealTimers();
    expect(await screen.findByText('Save failed: Database unavailable')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(writes(api, 52)).toHaveLength(2));
    expect(writes(api, 52)[1]?.body).toEqual({ title: 'Flaky, fixed', autosave: true });
    expect(await screen.findByText(/^Saved at/)).toBeInTheDocument();
  });

  it('creates a new article on its first save, then keeps saving the same one', async () => {
    const created = makeArticle({
      id: 60,
      title: 'Eclipse tonight',
      slug: 'eclipse-tonight',
      body_html: '',
    });
    const server = articleServer(created);
    const api = mockApi(
      shellHandlers(contributorAccess, {
        ...server.handlers,
        '/api/admin/articles': (request: RecordedRequest) => {
          if (request.method === 'POST')
            return new Response(JSON.stringify(created), {
              status: 201,
              headers: { 'Content-Type': 'application/json' },
            });
          return { articles: [], total: 0, page: 1, page_size: 10 };
        },
      }),
    );
    const { router } = renderAdmin('/admin/articles/new', { pages: articlePages });
    const user = userEvent.setup({ delay: null });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Headline/ }), {
      target: { value: 'Eclipse tonight' },
    });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/articles/60'));
    const posts = api.requestsTo('/api/admin/articles').filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    // No byline typed: the server signs it with the writer's display name, else their username.
    expect(posts[0]?.body).toEqual({ title: 'Eclipse tonight', language: 'en' });
    // The slug the server made is now the form's.
    expect(screen.getByRole('textbox', { name: /^Slug/ })).toHaveValue('eclipse-tonight');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit article' })).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: /^Summary/ }), {
      target: { value: 'Look up.' },
    });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(writes(api, 60)).toHaveLength(1));
    expect(writes(api, 60)[0]?.body).toEqual({ summary: 'Look up.' });
    expect(api.requestsTo('/api/admin/articles').filter((r) => r.method === 'POST')).toHaveLength(
      1,
    );
  });

  it("leaves a new article's byline empty, showing the writer's display name it will sign with", async () => {
    const carla = makeContributorAccess({
      user: makeUserProfile({ username: 'carla.contrib', display_name: 'Carla Contreras' }),
    });
    mockApi(
      shellHandlers(carla, {
        '/api/admin/articles': { articles: [], total: 0, page: 1, page_size: 10 },
        '/api/admin/categories': categoriesResponse,
      }),
    );
    renderAdmin('/admin/articles/new', { pages: articlePages });
    const byline = await screen.findByRole('textbox', { name: 'Byline' });
    expect(byline).toHaveValue('');
    expect(byline).toHaveAttribute('placeholder', 'Carla Contreras');
    expect(byline).toHaveAccessibleDescription(
      "Leave empty to sign with the writer's name: Carla Contreras",
    );
  });

  it("shows an existing article's writer as the name an empty byline signs with", async () => {
    const server = articleServer(
      makeArticle({
        id: 44,
        status: 'draft',
        author: null,
        byline: 'cora',
        created_by: { id: 7, username: 'cora', display_name: null },
      }),
    );
    mockApi(shellHandlers(editorAccess, server.handlers));
    renderAdmin('/admin/articles/44', { pages: articlePages });
    const byline = await screen.findByRole('textbox', { name: 'Byline' });
    expect(byline).toHaveValue('');
    expect(byline).toHaveAttribute('placeholder', 'cora');
  });

  it('autosaves a new article by creating it, once it has a headline', async () => {
    const created = makeArticle({ id: 61, title: 'Aurora', body_html: '' });
    const server = articleServer(created);
    const api = mockApi(
      shellHandlers(contributorAccess, {
        ...server.handlers,
        '/api/admin/articles': (request: RecordedRequest) =>
          request.method === 'POST'
            ? new Response(JSON.stringify(created), {
                status: 201,
                headers: { 'Content-Type': 'application/json' },
              })
            : { articles: [], total: 0, page: 1, page_size: 10 },
      }),
    );
    const { router } = renderAdmin('/admin/articles/new', { pages: articlePages });
    const summary = await screen.findByRole('textbox', { name: /^Summary/ });
    const posts = () => api.requestsTo('/api/admin/articles').filter((r) => r.method === 'POST');

    vi.useFakeTimers();
    fireEvent.change(summary, { target: { value: 'Lights in the north.' } });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    // Without a headline the server would refuse it: the draft waits and says why.
    expect(posts()).toHaveLength(0);
    expect(screen.getByText('Add a title to save this draft')).toBeInTheDocument();

    fireEvent.change(titleField(), { target: { value: 'Aurora' } });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10));
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/articles/61'));
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.body).toEqual({
      title: 'Aurora',
      summary: 'Lights in the north.',
      language: 'en',
    });
  });

  it('deletes the article after confirmation and returns to the list with a notice', async () => {
    const server = articleServer(makeArticle({ id: 62, status: 'draft', title: 'Scrap this' }));
    const api = mockApi(
      shellHandlers(contributorAccess, {
        ...server.handlers,
        '/api/admin/articles': { articles: [], total: 0, page: 1, page_size: 10 },
      }),
    );
    const { router } = renderAdmin('/admin/articles/62', { pages: articlePages });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Scrap this”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete article' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/articles'));
    expect(api.requestsTo('/api/admin/articles/62').map((r) => r.method)).toContain('DELETE');
    expect(await screen.findByText('“Scrap this” was deleted.')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const server = articleServer(makeArticle({ id: 53, status: 'pending', title: 'Careful' }));
    mockApi(
      shellHandlers(contributorAccess, {
        ...server.handlers,
        '/api/admin/articles': { articles: [], total: 0, page: 1, page_size: 10 },
      }),
    );
    const { router } = renderAdmin('/admin/articles/53', { pages: articlePages });
    const user = userEvent.setup({ delay: null });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Headline/ }), {
      target: { value: 'Careful!' },
    });

    await user.click(screen.getByRole('link', { name: 'All articles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/admin/articles/53');
    expect(titleField()).toHaveValue('Careful!');

    await user.click(screen.getByRole('link', { name: 'All articles' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/articles'));
  });
});
