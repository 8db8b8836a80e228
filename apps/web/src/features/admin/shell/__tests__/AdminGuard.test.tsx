import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/test/mock-api';
import {
  makeAdminAccess,
  makeContributorAccess,
  renderAdmin,
  shellHandlers,
} from './admin-fixtures';

const DENIED_SENTENCE =
  "You don't have permission to access the admin panel. Please contact an administrator.";

describe('admin guard', () => {
  it("shows 'Loading admin panel...' while the session loads", async () => {
    mockApi({
      ...shellHandlers(makeAdminAccess()),
      '/api/auth/user/profile': () => new Promise(() => undefined),
    });
    renderAdmin('/admin');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading admin panel...');
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
  });

  it("shows 'Loading admin panel...' while the access loads", async () => {
    mockApi({
      ...shellHandlers(makeAdminAccess()),
      '/api/admin/access': () => new Promise(() => undefined),
    });
    renderAdmin('/admin');

    expect(await screen.findByText('Loading admin panel...')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /admin/login, remembering the page', async () => {
    const api = mockApi(shellHandlers(makeAdminAccess()));
    const { router } = renderAdmin('/admin/tenants?q=x', { signedIn: false });

    expect(await screen.findByText('Admin login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.state).toEqual({ from: '/admin/tenants?q=x' });
    expect(api.requestsTo('/api/admin/access')).toHaveLength(0);
  });

  it('shows Access Denied with its exact sentence to an account without a role', async () => {
    mockApi(
      shellHandlers(makeAdminAccess({ role: null, sections: [], can_switch_tenants: false })),
    );
    renderAdmin('/admin');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(DENIED_SENTENCE);
    expect(screen.getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    // No back-office frame around it.
    expect(screen.queryByRole('navigation', { name: 'Back-office navigation' })).toBeNull();
  });

  it('lets an account without a role ask for access', async () => {
    const access = makeAdminAccess({ role: null, sections: [], can_switch_tenants: false });
    let requested = false;
    const api = mockApi(
      shellHandlers(access, {
        '/api/admin/access': () => ({ ...access, access_requested: requested }),
        '/api/admin/access/request': () => {
          requested = true;
          return jsonResponse(
            { detail: 'Your request has been sent to the administrators of this publication' },
            202,
          );
        },
      }),
    );
    renderAdmin('/admin');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Request access' }));

    expect(
      await screen.findByText(
        'Your request has been sent to the administrators of this publication',
      ),
    ).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/access/request')[0]?.method).toBe('POST');
    expect(screen.queryByRole('button', { name: 'Request access' })).toBeNull();
  });

  it('signs out from Access Denied and lands on /admin/login', async () => {
    const api = mockApi(
      shellHandlers(makeAdminAccess({ role: null, sections: [], access_requested: true }), {
        '/api/auth/logout': { detail: 'Logged out' },
      }),
    );
    const { router } = renderAdmin('/admin');
    const user = userEvent.setup();

    expect(
      await screen.findByText(
        /An administrator of this publication has not granted you a role yet/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(api.requestsTo('/api/auth/logout')).toHaveLength(1);
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('shows Access Denied inside the layout for a section the role does not open', async () => {
    mockApi(shellHandlers(makeContributorAccess()));
    renderAdmin('/admin/tenants');

    const main = await screen.findByRole('main');
    const alert = await within(main).findByRole('alert');
    expect(alert).toHaveTextContent('Access Denied');
    expect(alert).toHaveTextContent(DENIED_SENTENCE);
    expect(screen.queryByText('Tenants page')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Back-office navigation' })).toBeInTheDocument();
  });

  it('lets a member in to a section of their role', async () => {
    mockApi(shellHandlers(makeContributorAccess()));
    renderAdmin('/admin/dashboard');

    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });
});
