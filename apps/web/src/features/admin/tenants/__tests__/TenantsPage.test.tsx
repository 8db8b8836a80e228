import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { makeAdminAccess, renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { TenantsPage } from '../routes/TenantsPage';
import { makeAdminTenant } from './tenant-fixtures';
import { findLoaded } from '../../shared/__tests__/find-loaded';

const pages = [{ path: 'tenants', handle: { adminSection: 'tenants' }, element: <TenantsPage /> }];

const helionews = makeAdminTenant({ story_count: 12, category_count: 4 });
const space = makeAdminTenant({
  id: 2,
  slug: 'space',
  name: 'space',
  display_name: 'Orbital Dispatch',
  industry: 'space',
  story_count: 3,
  category_count: 2,
});
const tenants = [helionews, space];

function listHandler({ url }: RecordedRequest) {
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const found = tenants.filter(
    (tenant) => !search || `${tenant.slug} ${tenant.display_name}`.toLowerCase().includes(search),
  );
  return { tenants: found, total: found.length, page: 1, page_size: 10 };
}

/** The table, once the tenants have loaded. */
const table = () => findLoaded('table', 'Tenants', 'Orbital Dispatch');

describe('tenant management', () => {
  it('lists tenants with industry chips and counts, and searches them', async () => {
    const api = mockApi(shellHandlers(makeAdminAccess(), { '/api/admin/tenants': listHandler }));
    renderAdmin('/admin/tenants', { pages });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tenant Management' }),
    ).toBeInTheDocument();
    const rows = await within(await table()).findAllByRole('row');
    expect(rows).toHaveLength(3);
    const spaceRow = within(await table())
      .getByText('Orbital Dispatch')
      .closest('tr');
    expect(spaceRow).toHaveTextContent('Space');
    expect(spaceRow).toHaveTextContent(/32/);

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('searchbox', { name: 'Search tenants' }), 'orbit');
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    expect(screen.queryByText('helionews', { selector: 'p' })).not.toBeInTheDocument();
    expect(api.requestsTo('/api/admin/tenants').at(-1)?.url.searchParams.get('search')).toBe(
      'orbit',
    );
    // Debounced: one request for the whole word, not one per letter.
    expect(
      api.requestsTo('/api/admin/tenants').filter((r) => r.url.searchParams.has('search')),
    ).toHaveLength(1);

    await user.clear(screen.getByRole('searchbox', { name: 'Search tenants' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search tenants' }), 'nothing');
    expect(await screen.findByText('No tenant matches “nothing”.')).toBeInTheDocument();
  });

  it('shows the server’s 409 message when the slug is taken, and 422 field errors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempt = 0;
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/tenants': (request: RecordedRequest) => {
          if (request.method !== 'POST') return listHandler(request);
          attempt += 1;
          return attempt === 1
            ? jsonResponse({ detail: 'A tenant with this slug already exists' }, 409)
            : jsonResponse(
                {
                  detail: 'Validation failed',
                  errors: [{ field: 'body.name', message: 'is too long' }],
                },
                422,
              );
        },
      }),
    );
    renderAdmin('/admin/tenants', { pages });
    const user = userEvent.setup({ delay: null });
    await table();
    await user.click(screen.getByRole('button', { name: 'New tenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tenant' });

    await user.click(within(dialog).getByRole('button', { name: 'Create tenant' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Slug/ })).toHaveAccessibleDescription(
        /lowercase letters/,
      ),
    );
    expect(api.requestsTo('/api/admin/tenants').some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Slug/ }), 'space');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Space again');
    await user.click(within(dialog).getByRole('button', { name: 'Create tenant' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A tenant with this slug already exists',
    );
    const post = api.requestsTo('/api/admin/tenants').find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({ slug: 'space', name: 'Space again', industry: 'general' });

    await user.click(within(dialog).getByRole('button', { name: 'Create tenant' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
        'is too long',
      ),
    );
  });

  it('deletes only after the slug is typed, and sends force when asked', async () => {
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/tenants': listHandler,
        '/api/admin/tenants/2': () => new Response(null, { status: 204 }),
      }),
    );
    renderAdmin('/admin/tenants', { pages });
    const user = userEvent.setup({ delay: null });
    await table();

    // The default tenant cannot be deleted at all.
    expect(screen.queryByRole('button', { name: 'Delete HelioNews' })).not.toBeInTheDocument();
    expect(
      screen.getAllByRole('note', { name: 'The default tenant cannot be deleted' }),
    ).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete Orbital Dispatch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Orbital Dispatch?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete tenant' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Type space to confirm' }), 'spac');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Type space to confirm' }), 'e');
    // The form's resolver validates asynchronously: the button turns on once it has answered.
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also delete all its content' }));
    await user.click(confirm);

    await waitFor(() =>
      expect(api.requestsTo('/api/admin/tenants/2').map((r) => r.method)).toEqual(['DELETE']),
    );
    expect(api.requestsTo('/api/admin/tenants/2')[0]?.url.searchParams.get('force')).toBe('true');
    expect(await screen.findByText('Tenant Orbital Dispatch deleted.')).toBeInTheDocument();
  });

  it('shows the 409 detail when a tenant with content is deleted without force', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const detail =
      'This tenant has 3 stories and 2 categories: delete with force=true to remove it and all its content';
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/tenants': listHandler,
        '/api/admin/tenants/2': jsonResponse({ detail }, 409),
      }),
    );
    renderAdmin('/admin/tenants', { pages });
    const user = userEvent.setup({ delay: null });
    await table();
    await user.click(screen.getByRole('button', { name: 'Delete Orbital Dispatch' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Type space to confirm' }),
      'space',
    );
    // The form's resolver validates asynchronously: a click before it answers meets a disabled
    // button (seen under CI's load).
    const confirm = within(dialog).getByRole('button', { name: 'Delete tenant' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
    expect(api.requestsTo('/api/admin/tenants/2')[0]?.url.searchParams.get('force')).toBe('false');
  });

  it('edits a tenant, sending only what changed, feature flags included', async () => {
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/tenants': listHandler,
        '/api/admin/tenants/2': (request: RecordedRequest) => ({
          ...space,
          features: { ...space.features, ...(request.body as { features: object }).features },
        }),
      }),
    );
    renderAdmin('/admin/tenants', { pages });
    const user = userEvent.setup({ delay: null });
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit Orbital Dispatch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Orbital Dispatch' });
    await user.click(within(dialog).getByRole('switch', { name: 'Logo upload' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(api.requestsTo('/api/admin/tenants/2')[0]?.body).toEqual({
        features: { logoUpload: true },
      }),
    );
  });
});
