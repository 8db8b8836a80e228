import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { getPasswordInput } from '@/test/render';
import {
  makeAdminAccess,
  makeContributorAccess,
  renderAdmin,
  shellHandlers,
} from '../../shell/__tests__/admin-fixtures';
import { AdminProfilePage } from '../routes/AdminProfilePage';

const pages = [
  { path: 'profile', handle: { adminTitle: 'profile' }, element: <AdminProfilePage /> },
];

async function changePassword(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  await user.type(await waitFor(() => getPasswordInput('Current password')), current);
  await user.type(getPasswordInput('New password'), next);
  await user.type(getPasswordInput('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return user;
}

describe('admin profile', () => {
  it('shows the account and its roles per publication', async () => {
    mockApi(
      shellHandlers(
        makeContributorAccess({
          memberships: [
            {
              tenant_id: 1,
              tenant_slug: 'helionews',
              tenant_name: 'HelioNews',
              role: 'contributor',
            },
            { tenant_id: 2, tenant_slug: 'space', tenant_name: 'Orbital Dispatch', role: 'editor' },
          ],
        }),
      ),
    );
    renderAdmin('/admin/profile', { pages });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('admin-page-title')).toHaveTextContent('Profile');
    const details = screen.getByRole('region', { name: 'Account details' });
    expect(details).toHaveTextContent('cora@example.com');
    expect(details).toHaveTextContent(/Platform administrator\s*No/);
    const roles = screen.getByRole('list', { name: 'Roles per publication' });
    expect(within(roles).getByText('Orbital Dispatch').closest('li')).toHaveTextContent('Editor');
    expect(within(roles).getByText('HelioNews').closest('li')).toHaveTextContent('Contributor');
  });

  it('marks a platform administrator', async () => {
    mockApi(shellHandlers(makeAdminAccess()));
    renderAdmin('/admin/profile', { pages });

    const roles = await screen.findByRole('list', { name: 'Roles per publication' });
    expect(roles).toHaveTextContent('Platform administrator');
  });

  it('changes the password and says other sessions were signed out', async () => {
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/auth/change-password': {
          detail: 'Your password has been changed. Other sessions have been signed out.',
        },
      }),
    );
    renderAdmin('/admin/profile', { pages });

    await changePassword('old-secret', 'new-secret-123');

    expect(
      await screen.findByText(
        'Your password has been changed. Other sessions have been signed out.',
      ),
    ).toBeInTheDocument();
    expect(api.requestsTo('/api/auth/change-password')[0]?.body).toEqual({
      current_password: 'old-secret',
      new_password: 'new-secret-123',
    });
    expect(getPasswordInput('Current password')).toHaveValue('');
    expect(window.localStorage.getItem('authToken')).toBe('stored-token');
  });

  it('shows a wrong current password under its field', async () => {
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/auth/change-password': () =>
          jsonResponse({ detail: 'The current password is not correct' }, 400),
      }),
    );
    renderAdmin('/admin/profile', { pages });

    await changePassword('wrong', 'new-secret-123');

    expect(await screen.findByText('The current password is not correct')).toBeInTheDocument();
    expect(getPasswordInput('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows field errors of a 422 and checks the confirmation first', async () => {
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/auth/change-password': () =>
          jsonResponse(
            {
              detail: 'Validation failed',
              errors: [{ field: 'body.new_password', message: 'is too common' }],
            },
            422,
          ),
      }),
    );
    renderAdmin('/admin/profile', { pages });

    const user = await changePassword('old-secret', 'new-secret-123', 'different-123');
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(api.requestsTo('/api/auth/change-password')).toHaveLength(0);

    await user.clear(getPasswordInput('Confirm new password'));
    await user.type(getPasswordInput('Confirm new password'), 'new-secret-123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Is too common')).toBeInTheDocument();
  });

  it('signs out everywhere, then locally, and lands on /admin/login', async () => {
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/auth/logout-all': { revoked_sessions: 3 },
        '/api/auth/logout': () => jsonResponse({ detail: 'Not authenticated' }, 401),
      }),
    );
    const { router } = renderAdmin('/admin/profile', { pages });
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(api.requestsTo('/api/auth/logout-all')[0]?.method).toBe('POST');
    expect(window.localStorage.getItem('authToken')).toBeNull();
    warn.mockRestore();
  });
});
