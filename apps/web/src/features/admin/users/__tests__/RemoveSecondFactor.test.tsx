import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { makeAdminAccess, renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { findLoaded } from '../../shared/__tests__/find-loaded';
import { UsersPage } from '../routes/UsersPage';
import { makeListedUser, userListHandler } from './user-fixtures';

const pages = [{ path: 'users', handle: { adminSection: 'users' }, element: <UsersPage /> }];
const LIST = '/api/admin/users';

const rowOf = (name: string) => {
  const row = screen.getByText(name, { selector: 'p' }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row as HTMLElement;
};

/** Issue 35: an administrator removes an account's two-step verification (a lost phone). */
describe('removing two-step verification', () => {
  it('is offered for accounts with a second factor, asked about first, then done', async () => {
    let secured = true;
    const ada = () =>
      makeListedUser({
        id: 2,
        username: 'ada',
        email: 'ada@example.org',
        roles: [{ tenant: 'helionews', role: 'editor' }],
        has_second_factor: secured,
      });
    const bob = makeListedUser({ id: 3, username: 'bob', has_second_factor: false });
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        [LIST]: (request: RecordedRequest) => userListHandler([ada(), bob])(request),
        '/api/admin/users/2/2fa': () => {
          secured = false;
          return new Response(null, { status: 204 });
        },
      }),
    );
    renderAdmin('/admin/users', { pages });
    const user = userEvent.setup({ delay: null });
    await findLoaded('table', 'Users', 'ada');

    expect(
      within(rowOf('bob')).queryByRole('button', { name: /two-step verification/ }),
    ).toBeNull();
    await user.click(
      within(rowOf('ada')).getByRole('button', { name: 'Remove two-step verification of ada' }),
    );
    let dialog = await screen.findByRole('dialog', {
      name: 'Remove two-step verification of ada?',
    });
    expect(dialog).toHaveAccessibleDescription(/authenticator app and recovery codes are removed/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('/api/admin/users/2/2fa')).toHaveLength(0);

    await user.click(
      within(rowOf('ada')).getByRole('button', { name: 'Remove two-step verification of ada' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Remove two-step verification of ada?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/users/2/2fa').map((r) => r.method)).toEqual(['DELETE']),
    );
    expect(
      await screen.findByText(
        'Two-step verification of ada removed; signed out everywhere and told by mail.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(rowOf('ada')).queryByRole('button', { name: /two-step verification/ }),
      ).toBeNull(),
    );
  });

  it('says so when the server refuses', async () => {
    const ada = makeListedUser({ id: 2, username: 'ada', has_second_factor: true });
    mockApi(
      shellHandlers(makeAdminAccess(), {
        [LIST]: userListHandler([ada]),
        '/api/admin/users/2/2fa': jsonResponse(
          {
            detail:
              'This account also belongs to other publications, so only a platform admin can remove its two-step verification.',
          },
          403,
        ),
      }),
    );
    renderAdmin('/admin/users', { pages });
    const user = userEvent.setup({ delay: null });
    await findLoaded('table', 'Users', 'ada');
    await user.click(screen.getByRole('button', { name: 'Remove two-step verification of ada' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to remove two-step verification',
    );
  });
});
