import type { AdminTag } from '@helionews/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { filterTags, makeAdminTag } from '../../tags/__tests__/tag-fixtures';
import {
  articlePages,
  articleServer,
  contributorAccess,
  editorAccess,
  installLayoutStubs,
  makeArticle,
  makeRevision,
} from './article-fixtures';

installLayoutStubs();

const LAZY_CHUNK_TIMEOUT = 15_000;

const election = makeAdminTag({ id: 1, slug: 'election', name: 'Election' });
const fires = makeAdminTag({ id: 2, slug: 'fires', name: 'Fires' });
const climatePolicy = makeAdminTag({ id: 3, slug: 'climate-policy', name: 'Climate policy' });

/** The publication's tags: the list answers `q`, a POST makes one (id 9). */
function tagHandlers() {
  let tags: AdminTag[] = [election, fires, climatePolicy];
  return {
    '/api/admin/tags': (request: RecordedRequest) => {
      if (request.method === 'POST') {
        const { name } = request.body as { name: string };
        const created = makeAdminTag({ id: 9, name, slug: name.toLowerCase() });
        tags = [...tags, created];
        return jsonResponse(created, 201);
      }
      return filterTags(tags, request.url.searchParams.get('q'));
    },
  };
}

const tagsField = () =>
  screen.findByRole('combobox', { name: 'Tags' }, { timeout: LAZY_CHUNK_TIMEOUT });
const writes = (api: ReturnType<typeof mockApi>, id: number) =>
  api.requestsTo(`/api/admin/articles/${id}`).filter((r) => r.method === 'PUT');

/**
 * Saves the draft, unless its autosave (3 s after the last change) already did: on a busy
 * machine the typing alone can take that long, and the button is then disabled (nothing to save).
 */
async function saveDraft(user: ReturnType<typeof userEvent.setup>) {
  const save = screen.getByRole('button', { name: 'Save draft' });
  if (!save.hasAttribute('disabled')) await user.click(save);
}

describe('article editor: tags (issue 34)', () => {
  it('shows the article’s tags as chips; an editor creates a tag on the fly and saves tag_ids', async () => {
    const server = articleServer(makeArticle({ id: 81, status: 'draft', tag_ids: [1] }));
    const api = mockApi(shellHandlers(editorAccess, { ...server.handlers, ...tagHandlers() }));
    renderAdmin('/admin/articles/81', { pages: articlePages });
    const user = userEvent.setup({ delay: null });

    const field = await tagsField();
    expect(field).toHaveAccessibleDescription('Type to find a tag, or to create a new one.');
    const chips = field.closest('.MuiAutocomplete-root') as HTMLElement;
    expect(await within(chips).findByRole('button', { name: 'Election' })).toBeInTheDocument();

    await user.type(field, 'Climate');
    const listbox = await screen.findByRole('listbox');
    // The existing tag that matches, then the new one.
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Climate policy', 'Create “Climate”']),
    );
    // The search asks the server once the typing settles.
    await waitFor(() =>
      expect(
        api.requestsTo('/api/admin/tags').some((r) => r.url.searchParams.get('q') === 'Climate'),
      ).toBe(true),
    );
    await user.click(within(listbox).getByRole('option', { name: 'Create “Climate”' }));

    await waitFor(() =>
      expect(api.requestsTo('/api/admin/tags').filter((r) => r.method === 'POST')).toHaveLength(1),
    );
    expect(api.requestsTo('/api/admin/tags').find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Climate',
    });
    expect(await within(chips).findByRole('button', { name: 'Climate' })).toBeInTheDocument();

    await saveDraft(user);
    await waitFor(() => expect(writes(api, 81).at(-1)?.body).toMatchObject({ tag_ids: [1, 9] }));
  }, 60_000);

  it('lets a contributor pick existing tags only, with the keyboard', async () => {
    const server = articleServer(
      makeArticle({
        id: 82,
        status: 'draft',
        created_by: { id: 7, username: 'cora', display_name: null },
      }),
    );
    const api = mockApi(shellHandlers(contributorAccess, { ...server.handlers, ...tagHandlers() }));
    renderAdmin('/admin/articles/82', { pages: articlePages });
    const user = userEvent.setup({ delay: null });

    const field = await tagsField();
    expect(field).toHaveAccessibleDescription("Type to find the publication's tags.");
    await user.type(field, 'Fir');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Fires']),
    );
    await user.keyboard('{Enter}');
    const chips = field.closest('.MuiAutocomplete-root') as HTMLElement;
    expect(await within(chips).findByRole('button', { name: 'Fires' })).toBeInTheDocument();

    // A name no tag has: nothing to create for a contributor.
    await user.type(field, 'Brand new');
    expect(await screen.findByText('No matching tags')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Create/ })).toBeNull();
    expect(api.requestsTo('/api/admin/tags').some((r) => r.method === 'POST')).toBe(false);
    await user.keyboard('{Escape}');

    await saveDraft(user);
    await waitFor(() => expect(writes(api, 82).at(-1)?.body).toMatchObject({ tag_ids: [2] }));
  }, 60_000);

  it('compares a revision’s tags by name, under “Tags”', async () => {
    const server = articleServer(makeArticle({ id: 83, status: 'draft', tag_ids: [2] }));
    mockApi(
      shellHandlers(editorAccess, {
        ...server.handlers,
        ...tagHandlers(),
        '/api/admin/articles/83/revisions': {
          revisions: [
            {
              id: 931,
              revision: 1,
              title: 'Old title',
              saved_by: { id: 7, username: 'cora' },
              created_at: '2026-11-21T09:00:00.000Z',
            },
          ],
        },
        '/api/admin/articles/83/revisions/931': makeRevision({
          id: 931,
          fields: { tag_ids: [1, 3, 77] },
        }),
      }),
    );
    renderAdmin('/admin/articles/83', { pages: articlePages });
    const user = userEvent.setup({ delay: null });

    const list = await screen.findByRole(
      'list',
      { name: 'Saved versions' },
      { timeout: LAZY_CHUNK_TIMEOUT },
    );
    await user.click(await within(list).findByText('Revision 1'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Revision 1 compared with the current version',
    });
    const fields = await within(dialog).findByRole('table', {
      name: 'Fields of revision 1 and now',
    });
    const row = within(fields)
      .getByRole('rowheader', { name: 'Tags (changed)' })
      .closest('tr') as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent('Election, Climate policy, (deleted tag)'));
    expect(row).toHaveTextContent('Fires');
  }, 60_000);
});
