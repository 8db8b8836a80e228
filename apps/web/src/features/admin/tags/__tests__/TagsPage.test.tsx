import type { AdminTag } from '@helionews/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { makeAdminAccess, renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { findLoaded } from '../../shared/__tests__/find-loaded';
import { axeViolations } from '../../shared/__tests__/axe-violations';
import { TagsPage } from '../routes/TagsPage';
import { filterTags, makeAdminTag, tagList } from './tag-fixtures';

const pages = [{ path: 'tags', handle: { adminSection: 'tags' }, element: <TagsPage /> }];

const election = makeAdminTag({
  id: 1,
  slug: 'election',
  name: 'Election',
  description: 'Votes and campaigns',
  story_count: 4,
  published_count: 3,
});
const fires = makeAdminTag({ id: 2, slug: 'fires', name: 'Fires', story_count: 2 });
const wildfires = makeAdminTag({ id: 3, slug: 'wildfires', name: 'Wildfires', story_count: 0 });

afterEach(() => {
  vi.restoreAllMocks();
});

/** The table, once loaded. */
const table = () => findLoaded('table', 'Tags', 'Election');
/** A tag's row header: its name (a phone's width adds its slug and counts under it). */
const header = (name: string) => new RegExp(`^${name}( /|$)`);
const rowOf = (found: HTMLElement, name: string) =>
  within(found)
    .getByRole('rowheader', { name: header(name) })
    .closest('tr') as HTMLElement;

/** A server holding `initial`: the list answers `q`; the tests add the writes they need. */
function tagServer(initial: AdminTag[], writes: Record<string, unknown> = {}) {
  let tags = initial;
  const handlers = {
    '/api/admin/tags': (request: RecordedRequest) => {
      if (request.method === 'POST') {
        const body = request.body as Partial<AdminTag>;
        const created = makeAdminTag({
          ...body,
          id: 9,
          slug: body.slug ?? String(body.name).toLowerCase(),
        });
        tags = [...tags, created];
        return jsonResponse(created, 201);
      }
      return filterTags(tags, request.url.searchParams.get('q'));
    },
    ...writes,
  };
  return {
    handlers,
    set: (next: AdminTag[]) => {
      tags = next;
    },
  };
}

describe('tags page', () => {
  it('lists the tags with slug, description and counts', async () => {
    mockApi(shellHandlers(makeAdminAccess(), tagServer([election, fires]).handlers));
    renderAdmin('/admin/tags', { pages });

    expect(await screen.findByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
    const found = await table();
    const row = rowOf(found, 'Election');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['/tag/election', 'Votes and campaigns', '4', '3']);
    expect(rowOf(found, 'Fires')).toHaveTextContent('No description');
    expect(within(row).getByRole('button', { name: 'Edit Election' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Merge Election' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Election' })).toBeInTheDocument();
  });

  it('searches with q, and says when nothing matches', async () => {
    const api = mockApi(shellHandlers(makeAdminAccess(), tagServer([election, fires]).handlers));
    renderAdmin('/admin/tags', { pages });
    const user = userEvent.setup({ delay: null });
    const found = await table();

    await user.type(screen.getByRole('searchbox', { name: 'Search tags' }), 'fir');
    await waitFor(() =>
      expect(within(found).queryByRole('rowheader', { name: header('Election') })).toBeNull(),
    );
    expect(within(found).getByRole('rowheader', { name: header('Fires') })).toBeInTheDocument();
    expect(
      api.requestsTo('/api/admin/tags').some((r) => r.url.searchParams.get('q') === 'fir'),
    ).toBe(true);

    await user.type(screen.getByRole('searchbox', { name: 'Search tags' }), 'zzz');
    expect(await within(found).findByText('No tag matches “firzzz”.')).toBeInTheDocument();
  }, 60_000);

  it('says there are no tags yet', async () => {
    mockApi(shellHandlers(makeAdminAccess(), tagServer([]).handlers));
    renderAdmin('/admin/tags', { pages });
    expect(
      await screen.findByText(
        'No tags yet. Create the first one, or add tags while writing an article.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the error and a retry when the list cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/tags': () => {
          calls += 1;
          return calls === 1 ? new Response('oops', { status: 500 }) : tagList([election]);
        },
      }),
    );
    renderAdmin('/admin/tags', { pages });
    expect(await screen.findByText('The tags could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await table();
  });

  it('creates a tag: the name is required, an empty slug is left to the server', async () => {
    const server = tagServer([election]);
    const api = mockApi(shellHandlers(makeAdminAccess(), server.handlers));
    renderAdmin('/admin/tags', { pages });
    const user = userEvent.setup({ delay: null });
    await table();

    await user.click(screen.getByRole('button', { name: 'New tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tag' });
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
        'This field is required',
      ),
    );
    expect(api.requestsTo('/api/admin/tags').some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Climate');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Warming');
    await user.type(within(dialog).getByRole('textbox', { name: 'Image URL' }), 'ftp://x');
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', { name: 'Image URL' }),
      ).toHaveAccessibleDescription(
        'Enter an http(s) address or a path starting with /, or leave it empty.',
      ),
    );
    const image = within(dialog).getByRole('textbox', { name: 'Image URL' });
    await user.clear(image);
    await user.type(image, '/seed/climate.svg');
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = api.requestsTo('/api/admin/tags').find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Climate',
      description: 'Warming',
      image_url: '/seed/climate.svg',
    });
    expect(await screen.findByText('Tag Climate created.')).toBeInTheDocument();
    expect(await within(await table()).findByText('Climate')).toBeInTheDocument();
  }, 60_000);

  it('renames a tag, says the old slug will redirect, and shows the server’s 409 on the slug', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer409 = true;
    const server = tagServer([election, fires], {
      '/api/admin/tags/2': (request: RecordedRequest) => {
        if (answer409) return jsonResponse({ detail: 'Another tag already uses this slug' }, 409);
        return { ...fires, ...(request.body as Partial<AdminTag>) };
      },
    });
    const api = mockApi(shellHandlers(makeAdminAccess(), server.handlers));
    renderAdmin('/admin/tags', { pages });
    const user = userEvent.setup({ delay: null });
    await table();

    await user.click(screen.getByRole('button', { name: 'Edit Fires' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Fires' });
    const slug = within(dialog).getByRole('textbox', { name: /^Slug/ });
    expect(slug).toHaveAccessibleDescription(
      'Part of the address (/tag/…). If you change it, the old address redirects to the new one.',
    );
    await user.clear(slug);
    await user.type(slug, 'election');
    expect(slug).toHaveAccessibleDescription(
      'The old address /tag/fires will redirect to the new one.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription('Another tag already uses this slug'),
    );
    expect(api.requestsTo('/api/admin/tags/2')[0]).toMatchObject({
      method: 'PUT',
      body: { slug: 'election' },
    });

    answer409 = false;
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Wildfires');
    await user.clear(slug);
    await user.type(slug, 'wildfires');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Only what changed.
    expect(api.requestsTo('/api/admin/tags/2').at(-1)?.body).toEqual({
      name: 'Wildfires',
      slug: 'wildfires',
    });
    expect(await screen.findByText('Tag Wildfires saved.')).toBeInTheDocument();
  }, 60_000);

  it('merges a tag into another picked from every tag, after the confirmation', async () => {
    const server = tagServer([election, fires, wildfires]);
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        ...server.handlers,
        '/api/admin/tags/2/merge': () => {
          server.set([election, { ...wildfires, story_count: 2 }]);
          return { ...wildfires, story_count: 2 };
        },
      }),
    );
    renderAdmin('/admin/tags', { pages });
    const user = userEvent.setup({ delay: null });
    const found = await table();

    await user.click(screen.getByRole('button', { name: 'Merge Fires' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge Fires into another tag' });
    expect(dialog).toHaveTextContent('Stories carrying Fires: 2.');
    // Nothing is sent before a tag is chosen.
    await user.click(within(dialog).getByRole('button', { name: 'Merge tags' }));
    expect(await within(dialog).findByText('Choose the tag to merge into')).toBeVisible();
    expect(api.requestsTo('/api/admin/tags/2/merge')).toHaveLength(0);

    const into = within(dialog).getByRole('combobox', { name: /^Merge into/ });
    await user.click(into);
    const options = await screen.findByRole('listbox');
    // Not the tag being merged.
    expect(
      within(options)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Election (/election)', 'Wildfires (/wildfires)']);
    // With the keyboard: down to the second, Enter.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(into).toHaveValue('Wildfires');
    await user.click(within(dialog).getByRole('button', { name: 'Merge tags' }));

    await waitFor(() => expect(api.requestsTo('/api/admin/tags/2/merge')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/tags/2/merge')[0]).toMatchObject({
      method: 'POST',
      body: { into_id: 3 },
    });
    expect(await screen.findByText('Tag Fires merged into Wildfires.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(found).queryByRole('rowheader', { name: header('Fires') })).toBeNull(),
    );
  }, 60_000);

  it('deletes a tag only after the confirmation, and shows a failure in the dialog', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const server = tagServer([election, fires], {
      '/api/admin/tags/1': () => {
        if (fail) return new Response('down', { status: 503 });
        server.set([fires]);
        return new Response(null, { status: 204 });
      },
    });
    const api = mockApi(shellHandlers(makeAdminAccess(), server.handlers));
    renderAdmin('/admin/tags', { pages });
    const user = userEvent.setup({ delay: null });
    await table();

    await user.click(screen.getByRole('button', { name: 'Delete Election' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Election?' });
    expect(dialog).toHaveTextContent('Stories carrying this tag: 4.');
    // The focus starts on Cancel: Escape or Cancel sends nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(api.requestsTo('/api/admin/tags/1')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete tag' }));
    expect(await within(dialog).findByText('The tag could not be deleted.')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete tag' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('/api/admin/tags/1').map((r) => r.method)).toEqual(['DELETE', 'DELETE']);
    expect(await screen.findByText('Tag Election deleted.')).toBeInTheDocument();
  });

  it('has no accessibility violations axe can find without layout (table, form, merge)', async () => {
    mockApi(shellHandlers(makeAdminAccess(), tagServer([election, fires]).handlers));
    renderAdmin('/admin/tags', { pages });
    const user = userEvent.setup({ delay: null });
    await table();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Edit Election' }));
    await screen.findByRole('dialog', { name: 'Edit Election' });
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Merge Election' }));
    await screen.findByRole('dialog', { name: 'Merge Election into another tag' });
    expect(await axeViolations()).toEqual([]);
  }, 60_000);
});
