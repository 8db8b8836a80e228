import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  makeAdminAccess,
  makeContributorAccess,
  shellHandlers,
} from '@/features/admin/shell/__tests__/admin-fixtures';
import { makeTenantInfo } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { storeSignedInToken } from '@/test/render';
import { renderApp } from '../../render-app';

/**
 * The first visits load the back-office's lazy chunks, which the test runner transforms on first
 * import: seconds on a busy machine, so those waits get longer than the default.
 */
const FIRST_LOAD = { timeout: 15_000 };

describe('back-office routes', () => {
  it('sends a signed-out visit to /admin to the back-office sign-in', async () => {
    mockApi({ '/api/tenant/info': makeTenantInfo() });
    const router = renderApp('/admin');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    // Not inside the reader layout.
    expect(screen.queryByRole('link', { name: 'Story Demo' })).toBeNull();
  });

  it('serves /admin/login-simple as a plain form', async () => {
    mockApi({ '/api/tenant/info': makeTenantInfo() });
    renderApp('/admin/login-simple');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(document.querySelector('.MuiButton-root')).toBeNull();
  });

  it('shows a signed-in reader without a role Access Denied at /admin', async () => {
    storeSignedInToken();
    mockApi(shellHandlers(makeAdminAccess({ role: null, sections: [] })));
    renderApp('/admin');

    expect(
      await screen.findByRole('heading', { name: 'Access Denied' }, FIRST_LOAD),
    ).toBeInTheDocument();
  });

  it('puts /admin/dashboard inside the layout, titled after its section', async () => {
    storeSignedInToken();
    mockApi(shellHandlers(makeContributorAccess()));
    renderApp('/admin/dashboard');

    await waitFor(() =>
      expect(screen.getByTestId('admin-page-title')).toHaveTextContent('Dashboard'),
    );
    const nav = screen.getByRole('navigation', { name: 'Back-office navigation' });
    expect(within(nav).getAllByRole('link')).toHaveLength(3);
  });

  it('answers unknown back-office addresses with the back-office 404 inside the layout', async () => {
    storeSignedInToken();
    mockApi(shellHandlers(makeAdminAccess()));
    renderApp('/admin/no-such-section');

    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('admin-page-title')).toHaveTextContent('Admin Panel');
  });
});
