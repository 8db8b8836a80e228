import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAuthResponse } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { makeAdminAccess } from '../../shell/__tests__/admin-fixtures';
import { AdminLoginSimplePage } from '../routes/AdminLoginSimplePage';

function renderSimpleLogin() {
  return renderRoutes(
    [
      { path: '/admin/login-simple', element: <AdminLoginSimplePage /> },
      { path: '/admin', element: <p>Back-office</p> },
    ],
    { path: '/admin/login-simple' },
  );
}

describe('simple admin login', () => {
  it('signs in with a plain form and lands in the back-office', async () => {
    const api = mockApi({
      '/api/auth/login': makeAuthResponse(),
      '/api/admin/access/sign-in': makeAdminAccess(),
    });
    const { router } = renderSimpleLogin();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Back-office')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(window.localStorage.getItem('authToken')).toBe('fresh-token');
    expect(api.requestsTo('/api/auth/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret-pass',
    });
    expect(api.requestsTo('/api/admin/access/sign-in')[0]?.method).toBe('POST');
  });

  it("shows the server's error and stores nothing", async () => {
    mockApi({
      '/api/auth/login': () => jsonResponse({ detail: 'Incorrect email or password' }, 401),
    });
    renderSimpleLogin();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('falls back to the catalogue text, and asks for the fields first', async () => {
    mockApi({ '/api/auth/login': () => new Response('bad gateway', { status: 502 }) });
    renderSimpleLogin();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your email address.');

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'x{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Login failed. Please check your credentials and try again.',
      ),
    );
  });
});
