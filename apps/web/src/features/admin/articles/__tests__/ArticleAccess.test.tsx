import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type RecordedRequest } from '@/test/mock-api';
import { renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import {
  articlePages,
  articleServer,
  categoriesResponse,
  editorAccess,
  installLayoutStubs,
  makeArticle,
  makeArticleSummary,
} from './article-fixtures';

installLayoutStubs();

/** The access level of an article (issue 33): the editor's select and the list's chip. */
describe('article access', () => {
  it('saves the level picked in the editor, and only that change', async () => {
    const server = articleServer(makeArticle({ id: 71, status: 'draft', access: 'public' }));
    const api = mockApi(shellHandlers(editorAccess, server.handlers));
    renderAdmin('/admin/articles/71', { pages: articlePages });
    const user = userEvent.setup({ delay: null });

    const select = await screen.findByRole('combobox', { name: 'Who can read it' });
    expect(select).toHaveTextContent('Everyone');
    await user.click(select);
    const options = within(screen.getByRole('listbox'));
    // An existing article has a level of its own: no "default" to go back to.
    expect(options.queryByRole('option', { name: 'Category default' })).toBeNull();
    await user.click(options.getByRole('option', { name: 'Paid subscribers' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() =>
      expect(
        api.requestsTo('/api/admin/articles/71').filter((r) => r.method === 'PUT'),
      ).toHaveLength(1),
    );
    const put = api.requestsTo('/api/admin/articles/71').find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({ access: 'paid' });
  });

  it("leaves a new article's level to its category unless one is picked", async () => {
    const created = makeArticle({ id: 72, title: 'Members brief', access: 'members' });
    const api = mockApi(
      shellHandlers(editorAccess, {
        ...articleServer(created).handlers,
        '/api/admin/categories': categoriesResponse,
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
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByRole('combobox', { name: 'Who can read it' })).toHaveTextContent(
      'Category default',
    );
    await user.type(screen.getByRole('textbox', { name: /^Headline/ }), 'Members brief');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/articles/72'));
    const post = api.requestsTo('/api/admin/articles').find((r) => r.method === 'POST');
    expect(post?.body).not.toHaveProperty('access');
    // The level the server chose is the form's now.
    expect(screen.getByRole('combobox', { name: 'Who can read it' })).toHaveTextContent('Members');
  });

  it('marks members and paid articles in the list', async () => {
    mockApi(
      shellHandlers(editorAccess, {
        '/api/admin/articles': {
          articles: [
            makeArticleSummary({ title: 'Open piece', access: 'public' }),
            makeArticleSummary({ title: 'Paid piece', access: 'paid' }),
          ],
          total: 2,
          page: 1,
          page_size: 10,
        },
        '/api/admin/categories': categoriesResponse,
      }),
    );
    renderAdmin('/admin/articles', { pages: articlePages });
    const paid = (await screen.findByRole('link', { name: 'Paid piece' })).closest('tr');
    const open = screen.getByRole('link', { name: 'Open piece' }).closest('tr');
    expect(within(paid as HTMLElement).getByText('Paid subscribers')).toBeInTheDocument();
    expect(within(open as HTMLElement).queryByText(/Members|Paid subscribers/)).toBeNull();
  });
});
