import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAuthResponse, makeTenantInfo } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { makeAdminAccess } from '../../shell/__tests__/admin-fixtures';
import { AdminLoginPage } from '../routes/AdminLoginPage';

function renderLogin(path = '/admin/login') {
  return renderRoutes(
    [
      { path: '/admin/login', element: <AdminLoginPage /> },
      { path: '/admin', element: <p>Back-office</p> },
      { path: '/admin/articles', element: <p>Articles page</p> },
    ],
    { path, tenant: true },
  );
}

/** The status route of whatever publication the page is on. */
function statusHandlers(status: { enabled: boolean; display_name: string; sso_only: boolean }) {
  const slug = 'helionews';
  return { [`/api/auth/sso/${slug}`]: status };
}

describe('single sign-on on the back-office sign-in page', () => {
  it('offers "Sign in with …" linking to the start route with where to return', async () => {
    mockApi({
      '/api/tenant/info': makeTenantInfo(),
      ...statusHandlers({ enabled: true, display_name: 'Okta', sso_only: false }),
    });
    renderLogin();

    const button = await screen.findByRole('link', { name: 'Sign in with Okta' });
    const href = new URL(button.getAttribute('href') ?? '', 'http://site.test');
    expect(href.pathname).toMatch(/^\/api\/auth\/sso\/[^/]+\/start$/);
    expect(href.searchParams.get('return_to')).toBe('/admin');
    // The password form stays.
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('shows nothing of SSO when the publication has none', async () => {
    mockApi({
      '/api/tenant/info': makeTenantInfo(),
      ...statusHandlers({ enabled: false, display_name: '', sso_only: false }),
    });
    renderLogin();
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it('hides the password form under "SSO only", with the reason, until asked for', async () => {
    mockApi({
      '/api/tenant/info': makeTenantInfo(),
      ...statusHandlers({ enabled: true, display_name: 'Okta', sso_only: true }),
    });
    renderLogin();
    expect(
      await screen.findByText(
        'Staff of this publication sign in with Okta. Password sign-in is turned off for them.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: /Sign in with a password instead/ }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('exchanges ?sso_code= for the session, drops it from the address and goes to return_to', async () => {
    const api = mockApi({
      '/api/tenant/info': makeTenantInfo(),
      ...statusHandlers({ enabled: true, display_name: 'Okta', sso_only: false }),
      '/api/auth/sso/exchange': { ...makeAuthResponse(), return_to: '/admin/articles' },
      '/api/admin/access/sign-in': makeAdminAccess(),
    });
    const { router } = renderLogin('/admin/login?sso_code=one-time-code');

    expect(await screen.findByText('Articles page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(api.requestsTo('/api/auth/sso/exchange')[0]?.body).toEqual({ code: 'one-time-code' });
    expect(api.requestsTo('/api/admin/access/sign-in')).toHaveLength(1);
    expect(window.localStorage.getItem('authToken')).toBe('fresh-token');
  });

  it('says so when the code is refused, without a session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = (() => {
      mockApi({
        '/api/tenant/info': makeTenantInfo(),
        ...statusHandlers({ enabled: true, display_name: 'Okta', sso_only: false }),
        '/api/auth/sso/exchange': () =>
          jsonResponse(
            { detail: 'This sign-in has expired or was already used. Please sign in again.' },
            400,
          ),
      });
      return renderLogin('/admin/login?sso_code=used-code');
    })();
    expect(
      await screen.findByText('This sign-in has expired or was already used. Please start again.'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('translates ?sso_error=', async () => {
    mockApi({
      '/api/tenant/info': makeTenantInfo(),
      ...statusHandlers({ enabled: true, display_name: 'Okta', sso_only: false }),
    });
    renderLogin('/admin/login?sso_error=domain_not_allowed');
    expect(
      await screen.findByText(
        'Your email address is not one this publication allows to sign in with single sign-on.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Sign in with Okta' })).toBeVisible(),
    );
  });
});
