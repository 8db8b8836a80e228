import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAuthResponse, makeTenantInfo, makeUserProfile } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { getPasswordInput, renderRoutes } from '@/test/render';
import { makeAdminAccess } from '../../shell/__tests__/admin-fixtures';
import { AdminLoginTestPage } from '../routes/AdminLoginTestPage';

function renderTest() {
  return renderRoutes(
    [
      { path: '/admin/login-test', element: <AdminLoginTestPage /> },
      { path: '/admin', element: <p>Back-office</p> },
    ],
    { path: '/admin/login-test', tenant: true },
  );
}

function stepRow(name: RegExp): HTMLElement {
  const row = screen.getByText(name).closest('li');
  if (!row) throw new Error(`no step ${String(name)}`);
  return row;
}

async function run(user = userEvent.setup()) {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(getPasswordInput('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Run the test' }));
  return user;
}

const health = { status: 'ok', uptime_seconds: 12 };

describe('sign-in test page', () => {
  it('runs the four steps in order and shows each result; stores nothing', async () => {
    const api = mockApi({
      '/api/health': health,
      '/api/tenant/info': makeTenantInfo({ display_name: 'Orbit Daily' }),
      '/api/auth/login': makeAuthResponse(makeUserProfile({ username: 'ada' })),
      '/api/admin/access': makeAdminAccess({ role: 'editor' }),
    });
    renderTest();

    await run();

    await waitFor(() =>
      expect(stepRow(/4\. The account may enter/)).toHaveAttribute('data-step-status', 'passed'),
    );
    expect(stepRow(/1\. The API answers/)).toHaveTextContent('The API is up.');
    expect(stepRow(/2\. The publication resolves/)).toHaveTextContent('Publication: Orbit Daily');
    expect(stepRow(/3\. The credentials sign in/)).toHaveTextContent('Signed in as ada.');
    expect(stepRow(/4\. The account may enter/)).toHaveTextContent('Role: Editor');
    expect(within(stepRow(/1\. The API answers/)).getByText(/Passed/)).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/access')[0]?.headers.get('Authorization')).toBe(
      'Bearer fresh-token',
    );
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('keeps the sign-in only when the visitor continues to the back-office', async () => {
    mockApi({
      '/api/health': health,
      '/api/tenant/info': makeTenantInfo(),
      '/api/auth/login': makeAuthResponse(),
      '/api/admin/access': makeAdminAccess(),
      '/api/auth/user/profile': makeAuthResponse().user,
    });
    const { router } = renderTest();
    const user = await run();

    await user.click(await screen.findByRole('button', { name: 'Continue to the back-office' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(window.localStorage.getItem('authToken')).toBe('fresh-token');
  });

  it('says when the account has no role', async () => {
    mockApi({
      '/api/health': health,
      '/api/tenant/info': makeTenantInfo(),
      '/api/auth/login': makeAuthResponse(),
      '/api/admin/access': makeAdminAccess({ role: null, sections: [] }),
    });
    renderTest();

    await run();

    await waitFor(() =>
      expect(stepRow(/4\. The account may enter/)).toHaveTextContent(
        'No role: the back-office would show Access Denied.',
      ),
    );
    expect(stepRow(/4\. The account may enter/)).toHaveAttribute('data-step-status', 'failed');
    expect(screen.queryByRole('button', { name: 'Continue to the back-office' })).toBeNull();
  });

  it("stops at a failing step with the server's reason and skips the rest", async () => {
    mockApi({
      '/api/health': health,
      '/api/tenant/info': makeTenantInfo(),
      '/api/auth/login': () => jsonResponse({ detail: 'Incorrect email or password' }, 401),
    });
    renderTest();

    await run();

    await waitFor(() =>
      expect(stepRow(/3\. The credentials sign in/)).toHaveAttribute('data-step-status', 'failed'),
    );
    expect(stepRow(/3\. The credentials sign in/)).toHaveTextContent('Incorrect email or password');
    expect(stepRow(/4\. The account may enter/)).toHaveTextContent(
      'Skipped because an earlier step failed.',
    );
  });
});
