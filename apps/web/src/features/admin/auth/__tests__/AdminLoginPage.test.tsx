import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAuthResponse, makeTenantInfo } from '@/test/fixtures';
import { expectLinks } from '@/test/expect-links';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { getPasswordInput, renderRoutes } from '@/test/render';
import { makeAdminAccess } from '../../shell/__tests__/admin-fixtures';
import { AdminLoginPage } from '../routes/AdminLoginPage';

function renderLogin(state?: unknown) {
  const view = renderRoutes(
    [
      { path: '/admin/login', element: <AdminLoginPage /> },
      { path: '/admin', element: <p>Back-office</p> },
      { path: '/admin/tenants', element: <p>Tenants page</p> },
    ],
    { path: '/admin/login', tenant: true },
  );
  if (state) void view.router.navigate('/admin/login', { state, replace: true });
  return view;
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(getPasswordInput('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('admin login', () => {
  it('signs in, records the back-office sign-in and lands on /admin', async () => {
    const api = mockApi({
      '/api/tenant/info': makeTenantInfo(),
      '/api/auth/login': makeAuthResponse(),
      '/api/admin/access/sign-in': makeAdminAccess(),
    });
    const { router } = renderLogin();

    expect(await screen.findByText('Sign in to the back-office of HelioNews.')).toBeInTheDocument();
    await signIn();

    expect(await screen.findByText('Back-office')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(api.requestsTo('/api/admin/access/sign-in')).toHaveLength(1);
    expect(window.localStorage.getItem('authToken')).toBe('fresh-token');
  });

  it('goes on to the page the guard remembered', async () => {
    mockApi({
      '/api/tenant/info': makeTenantInfo(),
      '/api/auth/login': makeAuthResponse(),
      '/api/admin/access/sign-in': makeAdminAccess(),
    });
    renderLogin({ from: '/admin/tenants' });

    await signIn();

    expect(await screen.findByText('Tenants page')).toBeInTheDocument();
  });

  it('only logs a failed sign-in record', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      '/api/tenant/info': makeTenantInfo(),
      '/api/auth/login': makeAuthResponse(),
      '/api/admin/access/sign-in': () => jsonResponse({ detail: 'boom' }, 500),
    });
    renderLogin();

    await signIn();

    expect(await screen.findByText('Back-office')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith('Failed to record sign-in', expect.anything());
  });

  it("shows the server's detail on failure", async () => {
    mockApi({
      '/api/tenant/info': makeTenantInfo(),
      '/api/auth/login': () => jsonResponse({ detail: 'Incorrect email or password' }, 401),
    });
    renderLogin();

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
  });

  it('links to registration, the simple sign-in and the sign-in test', async () => {
    mockApi({ '/api/tenant/info': makeTenantInfo() });
    renderLogin();

    await screen.findByRole('link', { name: 'Create an account' });
    expectLinks(document.body, {
      'Create an account': '/admin/register',
      'Simple sign-in': '/admin/login-simple',
      'Test the sign-in': '/admin/login-test',
    });
  });

  it('sends a signed-in visitor straight on', async () => {
    window.localStorage.setItem('authToken', 'stored-token');
    mockApi({
      '/api/tenant/info': makeTenantInfo(),
      '/api/auth/user/profile': makeAuthResponse().user,
    });
    const { router } = renderLogin();

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});

describe('admin login: second step', () => {
  it('asks for the code, then records the back-office sign-in and lands on /admin', async () => {
    const api = mockApi({
      '/api/tenant/info': makeTenantInfo(),
      '/api/auth/login': { mfa_required: true, mfa_token: 'challenge-token' },
      '/api/auth/login/2fa': makeAuthResponse(),
      '/api/admin/access/sign-in': makeAdminAccess(),
    });
    const { router } = renderLogin();
    await signIn();

    expect(
      await screen.findByRole('heading', { name: 'Two-step verification' }),
    ).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/access/sign-in')).toHaveLength(0);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Authentication code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Back-office')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(api.requestsTo('/api/admin/access/sign-in')).toHaveLength(1);
    expect(api.requestsTo('/api/auth/login/2fa')[0]?.body).toEqual({
      mfa_token: 'challenge-token',
      code: '123456',
    });
  });

  it('shows the lockout of too many wrong codes', async () => {
    mockApi({
      '/api/tenant/info': makeTenantInfo(),
      '/api/auth/login': { mfa_required: true, mfa_token: 'challenge-token' },
      '/api/auth/login/2fa': () =>
        jsonResponse(
          { detail: 'Too many failed sign-in attempts for this account. Try again later.' },
          429,
        ),
    });
    renderLogin();
    await signIn();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Authentication code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-in attempts for this account. Try again later.',
    );
  });
});
