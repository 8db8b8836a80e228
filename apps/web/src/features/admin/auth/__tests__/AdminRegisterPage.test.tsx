import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAuthResponse, makeTenantInfo } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { getPasswordInput, renderRoutes } from '@/test/render';
import { AdminRegisterPage } from '../routes/AdminRegisterPage';

const RECEIVED = 'Check your email: we have sent a message to that address about your account.';

function renderRegister() {
  return renderRoutes(
    [
      { path: '/admin/register', element: <AdminRegisterPage /> },
      { path: '/admin', element: <p>Back-office</p> },
    ],
    { path: '/admin/register', tenant: true },
  );
}

async function fill() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'new@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'newbie');
  await user.type(getPasswordInput('Password'), 'analytical-engine');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
}

describe('admin register', () => {
  it('creates the account, asks for access and explains that an admin grants the role', async () => {
    const api = mockApi({
      '/api/tenant/info': makeTenantInfo(),
      '/api/auth/register': () => jsonResponse({ detail: RECEIVED }, 202),
      '/api/auth/login': makeAuthResponse(),
      '/api/admin/access/request': () =>
        jsonResponse(
          { detail: 'Your request has been sent to the administrators of this publication' },
          202,
        ),
    });
    renderRegister();

    await fill();

    expect(await screen.findByRole('status')).toHaveTextContent(
      'An administrator of HelioNews must grant you a role',
    );
    expect(api.requestsTo('/api/auth/register')[0]?.body).toEqual({
      email: 'new@example.com',
      username: 'newbie',
      password: 'analytical-engine',
    });
    expect(api.requestsTo('/api/admin/access/request')[0]?.method).toBe('POST');
    expect(screen.getByRole('link', { name: 'Go to the back-office' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('validates before sending and shows a taken username under its field', async () => {
    const api = mockApi({
      '/api/tenant/info': makeTenantInfo(),
      '/api/auth/register': () => jsonResponse({ detail: 'This username is already taken' }, 409),
    });
    renderRegister();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(api.requestsTo('/api/auth/register')).toHaveLength(0);

    await fill();
    expect(await screen.findAllByText('This username is already taken')).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('says to check the mail when the email already had an account, and asks for nothing', async () => {
    const api = mockApi({
      '/api/tenant/info': makeTenantInfo(),
      '/api/auth/register': () => jsonResponse({ detail: RECEIVED }, 202),
      '/api/auth/login': () => jsonResponse({ detail: 'Incorrect email or password' }, 401),
    });
    renderRegister();

    await fill();

    expect(await screen.findByRole('status')).toHaveTextContent(RECEIVED);
    expect(api.requestsTo('/api/admin/access/request')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/admin/login');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });
});
