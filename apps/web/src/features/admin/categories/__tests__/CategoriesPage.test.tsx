import type { AdminCategory } from '@helionews/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { makeAdminAccess, renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { CategoriesPage } from '../routes/CategoriesPage';
import { categoryList, makeAdminCategory } from './category-fixtures';
import { findLoaded } from '../../shared/__tests__/find-loaded';
import { axeViolations } from '../../shared/__tests__/axe-violations';

const pages = [
  { path: 'categories', handle: { adminSection: 'categories' }, element: <CategoriesPage /> },
];

const world = makeAdminCategory({
  id: 1,
  slug: 'world',
  name: 'World',
  description: 'News from everywhere',
  color: '#336699',
  position: 0,
  story_count: 3,
  published_count: 2,
});
const science = makeAdminCategory({
  id: 2,
  slug: 'science',
  name: 'Science',
  position: 1,
  story_count: 0,
});
const sport = makeAdminCategory({
  id: 3,
  slug: 'sport',
  name: 'Sport',
  position: 2,
  story_count: 5,
  published_count: 5,
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The list, once loaded. */
const list = () => findLoaded('list', 'Categories in navigation order', 'World');

const rowNames = (found: HTMLElement) =>
  within(found)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-category-id'));

/**
 * jsdom lays nothing out: give each category row a place on a vertical list (60 px apart), so
 * the keyboard sensor of dnd-kit can find the row below the one it moves.
 */
function layOutRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const row = this.closest('[data-category-id]');
    const rows = [...document.querySelectorAll('[data-category-id]')];
    const top = row ? rows.indexOf(row) * 60 : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 600,
      bottom: top + 50,
      width: 600,
      height: 50,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

describe('categories', () => {
  it('lists categories in navigation order with slug, colour, description and counts', async () => {
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/categories': categoryList([world, science, sport]),
      }),
    );
    renderAdmin('/admin/categories', { pages });

    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    const found = await list();
    expect(rowNames(found)).toEqual(['1', '2', '3']);
    const worldRow = within(found).getAllByRole('listitem')[0] as HTMLElement;
    expect(worldRow).toHaveTextContent('/world');
    expect(worldRow).toHaveTextContent('News from everywhere');
    expect(worldRow).toHaveTextContent('Stories: 3 · Published: 2');
    expect(within(worldRow).getByRole('img', { name: 'Colour #336699' })).toBeInTheDocument();
    const scienceRow = within(found).getAllByRole('listitem')[1] as HTMLElement;
    expect(within(scienceRow).getByRole('img', { name: 'Publication colour' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reorder World' })).toBeInTheDocument();
  });

  it('shows the spec text and a retry when the list cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/categories': () => {
          calls += 1;
          return calls === 1 ? new Response('oops', { status: 500 }) : categoryList([world]);
        },
      }),
    );
    renderAdmin('/admin/categories', { pages });
    expect(await screen.findByText('Failed to fetch categories')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await list();
  });

  it('creates a category with name, description and colour', async () => {
    let categories: AdminCategory[] = [world];
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/categories': ({ method, body }: RecordedRequest) => {
          if (method === 'POST') {
            const created = makeAdminCategory({
              ...(body as Partial<AdminCategory>),
              id: 9,
              slug: 'culture',
              position: 1,
            });
            categories = [...categories, created];
            return jsonResponse(created, 201);
          }
          return categoryList(categories);
        },
      }),
    );
    renderAdmin('/admin/categories', { pages });
    const user = userEvent.setup({ delay: null });
    await list();
    await user.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });

    // The name is required; nothing is sent without it.
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
        'This field is required',
      ),
    );
    expect(api.requestsTo('/api/admin/categories').some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Culture');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Arts');
    // A colour from the picker shows in the hex field too.
    fireEvent.change(within(dialog).getByLabelText('Colour: colour picker'), {
      target: { value: '#aa5500' },
    });
    expect(within(dialog).getByRole('textbox', { name: 'Colour' })).toHaveValue('#aa5500');
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = api.requestsTo('/api/admin/categories').find((r) => r.method === 'POST');
    // No slug typed: the server derives it from the name.
    expect(post?.body).toEqual({ name: 'Culture', description: 'Arts', color: '#aa5500' });
    expect(await screen.findByText('Category Culture created.')).toBeInTheDocument();
    expect(await within(await list()).findByText('Culture')).toBeInTheDocument();
  });

  it('shows the server’s 409 on the slug field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/categories': categoryList([world, science]),
        '/api/admin/categories/2': () =>
          jsonResponse({ detail: 'Another category already uses this slug' }, 409),
      }),
    );
    renderAdmin('/admin/categories', { pages });
    const user = userEvent.setup({ delay: null });
    await list();
    await user.click(screen.getByRole('button', { name: 'Edit Science' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Science' });
    const slug = within(dialog).getByRole('textbox', { name: /^Slug/ });
    await user.clear(slug);
    await user.type(slug, 'world');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription('Another category already uses this slug'),
    );
    expect(api.requestsTo('/api/admin/categories/2')[0]).toMatchObject({
      method: 'PUT',
      body: { slug: 'world' },
    });
  });

  it('checks an edit with the contracts’ rules: a bad slug and colour say so and nothing is sent', async () => {
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/categories': categoryList([world, science]),
        '/api/admin/categories/2': () => jsonResponse(science),
      }),
    );
    renderAdmin('/admin/categories', { pages });
    const user = userEvent.setup({ delay: null });
    await list();
    await user.click(screen.getByRole('button', { name: 'Edit Science' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Science' });
    const slug = within(dialog).getByRole('textbox', { name: /^Slug/ });
    await user.clear(slug);
    await user.type(slug, 'not--valid');
    await user.type(within(dialog).getByRole('textbox', { name: 'Colour' }), '#12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(
        'Use lowercase letters, digits and single dashes (at most 63 characters).',
      ),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Colour' })).toHaveAccessibleDescription(
      'Enter a colour like #1976d2, or leave it empty.',
    );
    expect(api.requestsTo('/api/admin/categories/2')).toHaveLength(0);

    // Fixed as typed: the slug's error goes at once (the colour's stays until it is fixed).
    await user.clear(slug);
    await user.type(slug, 'Lab');
    expect(slug).toHaveValue('lab');
    expect(slug).toHaveAttribute('aria-invalid', 'false');
    expect(within(dialog).getByRole('textbox', { name: 'Colour' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('reorders with the keyboard (handle, Space, arrow, Space) and saves the new order', async () => {
    layOutRows();
    let order = [world, science, sport];
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/categories': () => categoryList(order),
        '/api/admin/categories/order': ({ body }: RecordedRequest) => {
          const ids = (body as { ids: number[] }).ids;
          order = ids.map((id, position) => ({
            ...(order.find((category) => category.id === id) as AdminCategory),
            position,
          }));
          return categoryList(order);
        },
      }),
    );
    renderAdmin('/admin/categories', { pages });
    const user = userEvent.setup({ delay: null });
    const found = await list();

    screen.getByRole('button', { name: 'Reorder World' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');

    await waitFor(() => expect(api.requestsTo('/api/admin/categories/order')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/categories/order')[0]).toMatchObject({
      method: 'PUT',
      body: { ids: [2, 1, 3] },
    });
    await waitFor(() => expect(rowNames(found)).toEqual(['2', '1', '3']));
    expect(await screen.findByText('Navigation order saved.')).toBeInTheDocument();
  });

  it('puts the rows back and says so when the new order cannot be saved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    layOutRows();
    let release: (response: Response) => void = () => {};
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/categories': categoryList([world, science, sport]),
        '/api/admin/categories/order': () =>
          new Promise<Response>((resolve) => {
            release = resolve;
          }),
      }),
    );
    renderAdmin('/admin/categories', { pages });
    const user = userEvent.setup({ delay: null });
    const found = await list();

    screen.getByRole('button', { name: 'Reorder Science' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(api.requestsTo('/api/admin/categories/order')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/categories/order')[0]?.body).toEqual({ ids: [1, 3, 2] });
    // Optimistic: moved before the server answers.
    await waitFor(() => expect(rowNames(found)).toEqual(['1', '3', '2']));

    release(new Response('down', { status: 503 }));
    expect(await screen.findByText('Failed to update category')).toBeInTheDocument();
    await waitFor(() => expect(rowNames(found)).toEqual(['1', '2', '3']));
  });

  it('deletes a category with stories only once a category to move them to is chosen', async () => {
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/categories': categoryList([world, science, sport]),
        '/api/admin/categories/3': () => new Response(null, { status: 204 }),
      }),
    );
    renderAdmin('/admin/categories', { pages });
    const user = userEvent.setup({ delay: null });
    await list();

    await user.click(screen.getByRole('button', { name: 'Delete Sport' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Sport?' });
    expect(dialog).toHaveTextContent('Stories in this category: 5.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect(await within(dialog).findByText('Choose a category for its stories')).toBeVisible();
    expect(api.requestsTo('/api/admin/categories/3')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /Move its stories to/ }));
    const options = await screen.findByRole('listbox');
    // Not the category being deleted.
    expect(
      within(options)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['World', 'Science']);
    await user.click(within(options).getByRole('option', { name: 'Science' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));

    await waitFor(() => expect(api.requestsTo('/api/admin/categories/3')).toHaveLength(1));
    const request = api.requestsTo('/api/admin/categories/3')[0];
    expect(request?.method).toBe('DELETE');
    expect(request?.url.searchParams.get('move_to')).toBe('2');
    expect(await screen.findByText('Category Sport deleted.')).toBeInTheDocument();
  });

  it('deletes an empty category after a confirmation, without move_to', async () => {
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/categories': categoryList([world, science]),
        '/api/admin/categories/2': () => new Response(null, { status: 204 }),
      }),
    );
    renderAdmin('/admin/categories', { pages });
    const user = userEvent.setup({ delay: null });
    await list();
    await user.click(screen.getByRole('button', { name: 'Delete Science' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Science?' });
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    await waitFor(() => expect(api.requestsTo('/api/admin/categories/2')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/categories/2')[0]?.url.searchParams.has('move_to')).toBe(
      false,
    );
  });

  it('has no accessibility violations axe can find without layout (list, form, delete)', async () => {
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/categories': categoryList([world, science, sport]),
      }),
    );
    renderAdmin('/admin/categories', { pages });
    const user = userEvent.setup({ delay: null });
    await list();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Edit World' }));
    await screen.findByRole('dialog', { name: 'Edit World' });
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete Sport' }));
    await screen.findByRole('dialog', { name: 'Delete Sport?' });
    expect(await axeViolations()).toEqual([]);
  });
});
