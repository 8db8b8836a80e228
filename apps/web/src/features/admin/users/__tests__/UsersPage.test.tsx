import { ADMIN_SECTIONS, type AdminAccess } from '@helionews/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import {
  makeAdminAccess,
  makeAdminUser,
  renderAdmin,
  shellHandlers,
} from '../../shell/__tests__/admin-fixtures';
import { twoTenantList } from '../../tenants/__tests__/tenant-fixtures';
import { UsersPage } from '../routes/UsersPage';
import { historyOf, makeListedUser, userListHandler } from './user-fixtures';
import { findLoaded } from '../../shared/__tests__/find-loaded';

const pages = [{ path: 'users', handle: { adminSection: 'users' }, element: <UsersPage /> }];

/** A tenant admin of helionews (no platform rights), signed in as 'zoe' (id 1). */
const tenantAdminAccess = makeAdminAccess({
  user: makeAdminUser({ is_admin: false }),
  role: 'admin',
  sections: ADMIN_SECTIONS.filter((section) => section.key !== 'tenants').map((s) => s.key),
  memberships: [
    { tenant_id: 1, tenant_slug: 'helionews', tenant_name: 'HelioNews', role: 'admin' },
  ],
  can_switch_tenants: false,
});

const zoe = makeListedUser({
  id: 1,
  username: 'zoe',
  email: 'zoe@example.com',
  is_admin: true,
  last_login_at: '2026-11-22T08:00:00.000Z',
});
const ada = makeListedUser({
  id: 2,
  username: 'ada',
  email: 'ada@example.org',
  roles: [
    { tenant: 'helionews', role: 'editor' },
    { tenant: 'space', role: 'contributor' },
  ],
  last_login_at: '2026-11-21T08:00:00.000Z',
});
const bob = makeListedUser({
  id: 3,
  username: 'bob',
  email: 'bob@example.org',
  access_requested: true,
});
const cleo = makeListedUser({
  id: 4,
  username: 'cleo',
  email: 'cleo@example.org',
  is_active: false,
});
const everyone = [zoe, ada, bob, cleo];

const LIST = '/api/admin/users';

const table = () => findLoaded('table', 'Users', 'ada');

const rowOf = (name: string) => {
  const row = screen.getByText(name, { selector: 'p' }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row as HTMLElement;
};

const setup = () => userEvent.setup({ delay: null });

/** Mocks the API with the shell's answers and `handlers`, opens the page and waits for its table. */
async function openUsersPage(access: AdminAccess, handlers: Record<string, unknown>) {
  const api = mockApi(shellHandlers(access, handlers));
  renderAdmin('/admin/users', { pages });
  const user = setup();
  await table();
  return { api, user };
}

/** The list, and `body` with `status` to each POST that creates a user. */
const createAnswers = (body: unknown, status: number) => (request: RecordedRequest) =>
  request.method === 'POST' ? jsonResponse(body, status) : userListHandler(everyone)(request);

async function openNewUser(user: ReturnType<typeof setup>) {
  await user.click(screen.getByRole('button', { name: 'New user' }));
  return screen.findByRole('dialog', { name: 'New user' });
}

describe('user management list', () => {
  it('lists users with role chips per tenant, status chips and the pending request highlighted', async () => {
    mockApi(shellHandlers(makeAdminAccess(), { [LIST]: userListHandler(everyone) }));
    renderAdmin('/admin/users', { pages });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'User Management' }),
    ).toBeInTheDocument();
    await table();
    expect(within(await table()).getAllByRole('row')).toHaveLength(5);

    const adaRow = rowOf('ada');
    expect(within(adaRow).getByText('Editor')).toBeInTheDocument();
    expect(within(adaRow).getByText('space · Contributor')).toBeInTheDocument();
    expect(within(adaRow).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('zoe')).getByText('Platform admin')).toBeInTheDocument();
    expect(within(rowOf('cleo')).getByText('Inactive')).toBeInTheDocument();
    expect(within(rowOf('cleo')).getByText('Never')).toBeInTheDocument();
    expect(within(rowOf('cleo')).getByRole('button', { name: 'Activate cleo' })).toBeEnabled();

    const bobRow = rowOf('bob');
    expect(within(bobRow).getByText('Pending')).toBeInTheDocument();
    const grant = within(bobRow).getByRole('button', { name: 'Grant role to bob' });
    expect(grant).toBeEnabled();
    // WCAG 2.5.3: the name holds the words the button shows.
    expect(grant).toHaveTextContent('Grant role');
    expect(within(adaRow).queryByRole('button', { name: /Grant role/ })).not.toBeInTheDocument();

    // One's own account cannot be deactivated or deleted from here.
    expect(within(rowOf('zoe')).queryByRole('button', { name: /Deactivate|Delete/ })).toBeNull();
    expect(
      within(rowOf('zoe')).getByRole('note', {
        name: 'You cannot deactivate or delete your own account',
      }),
    ).toBeInTheDocument();
  });

  it('sends the search, debounced, with the request', async () => {
    const { api, user } = await openUsersPage(makeAdminAccess(), {
      [LIST]: userListHandler(everyone),
    });
    const last = () => api.requestsTo(LIST).at(-1)?.url.searchParams;
    expect(last()?.get('page')).toBe('1');
    expect(last()?.get('page_size')).toBe('10');
    expect(last()?.get('sort')).toBe('-created_at');
    expect(last()?.has('status')).toBe(false);

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ada');
    await waitFor(() => expect(last()?.get('search')).toBe('ada'));
    // Debounced: one request for the whole word, not one per letter.
    expect(api.requestsTo(LIST).filter((r) => r.url.searchParams.has('search'))).toHaveLength(1);
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
  });

  it('sends the status filter with the request', async () => {
    const { api, user } = await openUsersPage(makeAdminAccess(), {
      [LIST]: userListHandler(everyone),
    });
    const last = () => api.requestsTo(LIST).at(-1)?.url.searchParams;
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(last()?.get('status')).toBe('inactive'));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    expect(within(screen.getByRole('table')).getByText('cleo')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(last()?.get('status')).toBe('pending'));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(last()?.has('status')).toBe(false));
  });

  it('sends the sort of the column clicked, and the page size', async () => {
    const { api, user } = await openUsersPage(makeAdminAccess(), {
      [LIST]: userListHandler(everyone),
    });
    const last = () => api.requestsTo(LIST).at(-1)?.url.searchParams;
    await user.click(screen.getByRole('button', { name: 'Username' }));
    await waitFor(() => expect(last()?.get('sort')).toBe('username'));
    await user.click(screen.getByRole('button', { name: /Username/ }));
    await waitFor(() => expect(last()?.get('sort')).toBe('-username'));
    expect(screen.getByRole('columnheader', { name: /Username/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('button', { name: 'Last sign-in' }));
    await waitFor(() => expect(last()?.get('sort')).toBe('-last_login_at'));
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(last()?.get('sort')).toBe('email'));
    await user.click(screen.getByRole('button', { name: 'Created' }));
    await waitFor(() => expect(last()?.get('sort')).toBe('-created_at'));

    await user.click(screen.getByRole('combobox', { name: 'Rows per page:' }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(last()?.get('page_size')).toBe('25'));
  });

  it('pages through the list', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      makeListedUser({ username: `writer_${String(index).padStart(2, '0')}` }),
    );
    const api = mockApi(shellHandlers(makeAdminAccess(), { [LIST]: userListHandler(many) }));
    renderAdmin('/admin/users', { pages });
    const user = setup();
    await screen.findByText('writer_00');
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('writer_11')).toBeInTheDocument();
    expect(api.requestsTo(LIST).at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('shows an empty state, and a filtered one', async () => {
    mockApi(shellHandlers(makeAdminAccess(), { [LIST]: userListHandler([]) }));
    renderAdmin('/admin/users', { pages });
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
    const user = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody');
    expect(await screen.findByText('No user matches these filters.')).toBeInTheDocument();
  });

  it('shows the spec’s error with the server’s detail, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    mockApi(
      shellHandlers(makeAdminAccess(), {
        [LIST]: (request: RecordedRequest) =>
          fail
            ? jsonResponse({ detail: 'The database is busy' }, 503)
            : userListHandler(everyone)(request),
      }),
    );
    renderAdmin('/admin/users', { pages });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch users');
    expect(alert).toHaveTextContent('The database is busy');
    fail = false;
    await setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    await table();
    expect(screen.queryByText('Failed to fetch users')).not.toBeInTheDocument();
  });
});

describe('creating a user', () => {
  it('posts email, username and the role here, says a set-password mail was sent, and never shows a password', async () => {
    const created = makeListedUser({
      id: 9,
      username: 'newbie',
      email: 'newbie@example.org',
      roles: [{ tenant: 'helionews', role: 'editor' }],
    });
    const { api, user } = await openUsersPage(tenantAdminAccess, {
      [LIST]: createAnswers(created, 201),
    });
    const dialog = await openNewUser(user);

    expect(dialog).toHaveTextContent(
      'No password is set here: the new user receives a mail with a link to set one.',
    );
    // Tenant admins: no platform admin flag, no other tenants.
    expect(within(dialog).queryByRole('checkbox', { name: 'Platform admin' })).toBeNull();
    expect(within(dialog).queryByText('Roles on other publications')).toBeNull();
    expect(dialog.querySelector('input[type="password"]')).toBeNull();

    // Checked before sending.
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
        'This field is required',
      ),
    );
    expect(api.requestsTo(LIST).some((r) => r.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('textbox', { name: /Email/ }));
    await user.paste('newbie@example.org');
    await user.click(within(dialog).getByRole('textbox', { name: /Username/ }));
    await user.paste('newbie');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role on HelioNews' }));
    await user.click(await screen.findByRole('option', { name: 'Editor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));

    const done = await screen.findByText(
      'Account newbie created. A mail with a link to set a password was sent to newbie@example.org.',
    );
    expect(done).toBeInTheDocument();
    const post = api.requestsTo(LIST).find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      email: 'newbie@example.org',
      username: 'newbie',
      roles: [{ tenant: 'helionews', role: 'editor' }],
    });
    const shown = screen.getByRole('dialog', { name: 'New user' });
    expect(shown).not.toHaveTextContent(/password:/i);
    expect(shown.querySelector('input')).toBeNull();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lets platform admins make platform admins with roles on other tenants', async () => {
    const created = makeListedUser({ id: 9, username: 'chief', email: 'chief@example.org' });
    const { api, user } = await openUsersPage(makeAdminAccess(), {
      [LIST]: createAnswers(created, 201),
      '/api/admin/tenants': twoTenantList(),
    });
    const dialog = await openNewUser(user);
    await user.click(within(dialog).getByRole('textbox', { name: /Email/ }));
    await user.paste('chief@example.org');
    await user.click(within(dialog).getByRole('textbox', { name: /Username/ }));
    await user.paste('chief');
    await user.click(within(dialog).getByRole('button', { name: 'Add a publication' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Publication' }));
    // The current tenant is set above, not here.
    expect(screen.queryByRole('option', { name: /HelioNews/ })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Orbital Dispatch (space)' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Platform admin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));

    await waitFor(() =>
      expect(api.requestsTo(LIST).find((r) => r.method === 'POST')?.body).toEqual({
        email: 'chief@example.org',
        username: 'chief',
        roles: [{ tenant: 'space', role: 'admin' }],
        is_admin: true,
      }),
    );
  });

  it('shows “Failed to create user” with the server’s reason on the field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openUsersPage(tenantAdminAccess, {
      [LIST]: createAnswers({ detail: 'Another account already uses this email' }, 409),
    });
    const dialog = await openNewUser(user);
    await user.click(within(dialog).getByRole('textbox', { name: /Email/ }));
    await user.paste('ada@example.org');
    await user.click(within(dialog).getByRole('textbox', { name: /Username/ }));
    await user.paste('ada2');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create user');
    expect(alert).toHaveTextContent('Another account already uses this email');
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Another account already uses this email',
    );
  });
});

describe('display names', () => {
  it("shows a user's display name under the username in the list", async () => {
    const carla = makeListedUser({
      id: 12,
      username: 'carla.contrib',
      display_name: 'Carla Contreras',
    });
    mockApi(shellHandlers(tenantAdminAccess, { [LIST]: userListHandler([...everyone, carla]) }));
    renderAdmin('/admin/users', { pages });
    await table();
    expect(within(rowOf('carla.contrib')).getByText('Carla Contreras')).toBeInTheDocument();
  });

  it("sends a new user's display name, trimmed, and refuses one that is too long", async () => {
    const created = makeListedUser({
      id: 9,
      username: 'carla.contrib',
      email: 'carla@example.org',
      display_name: 'Carla Contreras',
    });
    const { api, user } = await openUsersPage(tenantAdminAccess, {
      [LIST]: createAnswers(created, 201),
    });
    const dialog = await openNewUser(user);
    const displayName = within(dialog).getByRole('textbox', { name: 'Display name' });
    expect(displayName).toHaveAccessibleDescription(
      'Shown in the bylines of their articles. Leave empty to use the username.',
    );
    await user.click(within(dialog).getByRole('textbox', { name: /Email/ }));
    await user.paste('carla@example.org');
    await user.click(within(dialog).getByRole('textbox', { name: /Username/ }));
    await user.paste('carla.contrib');
    // The username stands in while the field is empty.
    expect(displayName).toHaveAttribute('placeholder', 'carla.contrib');

    await user.click(displayName);
    await user.paste('x'.repeat(81));
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() =>
      expect(displayName).toHaveAccessibleDescription(
        'At most 80 characters, without control characters',
      ),
    );
    expect(api.requestsTo(LIST).some((r) => r.method === 'POST')).toBe(false);

    await user.clear(displayName);
    await user.paste('  Carla   Contreras ');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await screen.findByText(/Account carla.contrib created/);
    expect(api.requestsTo(LIST).find((r) => r.method === 'POST')?.body).toEqual({
      email: 'carla@example.org',
      username: 'carla.contrib',
      display_name: 'Carla Contreras',
      roles: [],
    });
  });

  it('sends only a changed display name when editing, and an empty one to clear it', async () => {
    const carla = makeListedUser({
      id: 12,
      username: 'carla.contrib',
      display_name: 'Carla Contreras',
    });
    const { api, user } = await openUsersPage(tenantAdminAccess, {
      [LIST]: userListHandler([...everyone, carla]),
      '/api/admin/users/12': (request: RecordedRequest) => ({
        ...carla,
        ...(request.body as object),
      }),
    });
    await user.click(
      within(rowOf('carla.contrib')).getByRole('button', { name: 'Edit carla.contrib' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit carla.contrib' });
    const displayName = within(dialog).getByRole('textbox', { name: 'Display name' });
    expect(displayName).toHaveValue('Carla Contreras');

    await user.clear(displayName);
    await user.type(displayName, 'Carla C. Contreras');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/users/12')[0]).toMatchObject({
        method: 'PUT',
        body: { display_name: 'Carla C. Contreras' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(
      within(rowOf('carla.contrib')).getByRole('button', { name: 'Edit carla.contrib' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Edit carla.contrib' });
    await user.clear(within(again).getByRole('textbox', { name: 'Display name' }));
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/users/12')[1]?.body).toEqual({ display_name: '' }),
    );
  });
});

describe('editing a user', () => {
  it('sends only what changed; tenant admins never see the platform admin flag', async () => {
    const { api, user } = await openUsersPage(tenantAdminAccess, {
      [LIST]: userListHandler(everyone),
      '/api/admin/users/2': (request: RecordedRequest) => ({
        ...ada,
        ...(request.body as object),
      }),
    });
    await user.click(within(rowOf('ada')).getByRole('button', { name: 'Edit ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit ada' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Platform admin' })).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Role on HelioNews' })).toHaveTextContent(
      'Editor',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Nothing changed yet.')).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/users/2')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: /Username/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'ada_l');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role on HelioNews' }));
    await user.click(await screen.findByRole('option', { name: 'No role' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(api.requestsTo('/api/admin/users/2')[0]).toMatchObject({
        method: 'PUT',
        // A tenant admin's roles are the set for this tenant: empty revokes the role here.
        body: { username: 'ada_l', roles: [] },
      }),
    );
  });

  it('grants a pending user a role with the quick action, keeping roles elsewhere', async () => {
    // Editor of another publication, asking this one for a role.
    const asking = { ...bob, roles: [{ tenant: 'space', role: 'editor' as const }] };
    const { api, user } = await openUsersPage(makeAdminAccess(), {
      [LIST]: userListHandler([zoe, ada, asking, cleo]),
      '/api/admin/users/3': { ...bob, access_requested: false, roles: [] },
    });
    await user.click(within(rowOf('bob')).getByRole('button', { name: 'Grant role to bob' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Contributor' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/users/3')[0]).toMatchObject({
        method: 'PUT',
        body: {
          roles: [
            { tenant: 'space', role: 'editor' },
            { tenant: 'helionews', role: 'contributor' },
          ],
        },
      }),
    );
    expect(await screen.findByText('bob is now Contributor here.')).toBeInTheDocument();
  });

  it('shows “Failed to update user” with the reason when a grant fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openUsersPage(makeAdminAccess(), {
      [LIST]: userListHandler(everyone),
      '/api/admin/users/3': jsonResponse({ detail: 'User not found' }, 404),
    });
    await user.click(within(rowOf('bob')).getByRole('button', { name: 'Grant role to bob' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editor' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update user');
    expect(alert).toHaveTextContent('User not found');
  });
});

describe('deactivating, activating and deleting', () => {
  it('asks before deactivating, and calls only when confirmed', async () => {
    const { api, user } = await openUsersPage(makeAdminAccess(), {
      [LIST]: userListHandler(everyone),
      '/api/admin/users/2/deactivate': { ...ada, is_active: false },
    });

    await user.click(within(rowOf('ada')).getByRole('button', { name: 'Deactivate ada' }));
    let dialog = await screen.findByRole('dialog', { name: 'Deactivate ada?' });
    expect(dialog).toHaveAccessibleDescription(
      'ada is signed out of every session at once and cannot sign in until the account is activated again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('/api/admin/users/2/deactivate')).toHaveLength(0);

    await user.click(within(rowOf('ada')).getByRole('button', { name: 'Deactivate ada' }));
    dialog = await screen.findByRole('dialog', { name: 'Deactivate ada?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/users/2/deactivate').map((r) => r.method)).toEqual([
        'POST',
      ]),
    );
    expect(
      await screen.findByText('ada is deactivated and signed out everywhere.'),
    ).toBeInTheDocument();
  });

  it('shows “Failed to deactivate user” with the server’s reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const detail =
      'This account also belongs to other publications, so only a platform admin can deactivate or activate it. Revoke its role on this publication instead.';
    const { user } = await openUsersPage(tenantAdminAccess, {
      [LIST]: userListHandler(everyone),
      '/api/admin/users/2/deactivate': jsonResponse({ detail }, 403),
    });
    await user.click(within(rowOf('ada')).getByRole('button', { name: 'Deactivate ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate ada?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to deactivate user');
    expect(alert).toHaveTextContent(detail);
  });

  it('activates at once, and shows “Failed to activate user” when that fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = false;
    const { api, user } = await openUsersPage(makeAdminAccess(), {
      [LIST]: userListHandler(everyone),
      '/api/admin/users/4/activate': () =>
        fail ? jsonResponse({ detail: 'User not found' }, 404) : { ...cleo, is_active: true },
    });
    await user.click(within(rowOf('cleo')).getByRole('button', { name: 'Activate cleo' }));
    expect(await screen.findByText('cleo can sign in again.')).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/users/4/activate').map((r) => r.method)).toEqual(['POST']);

    fail = true;
    await user.click(within(rowOf('cleo')).getByRole('button', { name: 'Activate cleo' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to activate user');
    expect(alert).toHaveTextContent('User not found');
  });

  it('deletes after a confirmation that names the user, and shows failures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { api, user } = await openUsersPage(makeAdminAccess(), {
      [LIST]: userListHandler(everyone),
      '/api/admin/users/2': () =>
        fail
          ? jsonResponse({ detail: 'The last platform admin cannot be deactivated' }, 409)
          : new Response(null, { status: 204 }),
    });
    await user.click(within(rowOf('ada')).getByRole('button', { name: 'Delete ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete ada?' });
    expect(dialog).toHaveAccessibleDescription(
      'The account ada@example.org is deleted for good, with its sessions and roles. This cannot be undone.',
    );
    expect(api.requestsTo('/api/admin/users/2')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to delete user');
    expect(alert).toHaveTextContent('The last platform admin cannot be deactivated');

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('ada deleted.')).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/users/2').map((r) => r.method)).toEqual(['DELETE', 'DELETE']);
  });
});

describe("a user's history", () => {
  it('lists what was done to the account, from the activity of this tenant', async () => {
    const { api, user } = await openUsersPage(makeAdminAccess(), {
      [LIST]: userListHandler(everyone),
      '/api/admin/activity': historyOf([
        { action: 'deactivate', details: { sessions_revoked: 2 } },
        {
          action: 'update',
          details: { roles: 'helionews:editor', is_admin: false },
          actor: null,
        },
        { action: 'create', actor: { id: 5, username: 'mira' } },
      ]),
    });
    await user.click(within(rowOf('ada')).getByRole('button', { name: 'History of ada' }));
    const panel = await screen.findByRole('dialog', { name: 'History of ada' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Deactivated by zoe');
    expect(items[0]).toHaveTextContent('Sessions revoked: 2');
    expect(items[1]).toHaveTextContent('Updated by the system');
    expect(items[1]).toHaveTextContent('Roles: helionews:editor · Platform admin: no');
    expect(items[2]).toHaveTextContent('Created by mira');
    const query = api.requestsTo('/api/admin/activity')[0]?.url.searchParams;
    expect(query?.get('entity_type')).toBe('user');
    expect(query?.get('entity_id')).toBe('2');

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when nothing is recorded', async () => {
    const { user } = await openUsersPage(makeAdminAccess(), {
      [LIST]: userListHandler(everyone),
      '/api/admin/activity': historyOf([]),
    });
    await user.click(within(rowOf('bob')).getByRole('button', { name: 'History of bob' }));
    expect(
      await screen.findByText('Nothing has been recorded for this account here yet.'),
    ).toBeInTheDocument();
  });
});
