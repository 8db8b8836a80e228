import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAuthResponse, makeUserProfile } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { getPasswordInput, renderRoutes, storeSignedInToken } from '@/test/render';
import { LoginPage } from '../../login/routes/LoginPage';
import { useSession } from '@/lib/session-context';
import { UserGuard } from '../components/UserGuard';

function PrivatePage() {
  const session = useSession();
  return (
    <>
      <p>Private page</p>
      <button onClick={() => void session.logout()}>log out</button>
    </>
  );
}

function renderGuarded(path: string) {
  return renderRoutes(
    [
      {
        element: <UserGuard />,
        children: [{ path: '/profile', element: <PrivatePage /> }],
      },
      { path: '/login', element: <LoginPage /> },
    ],
    { path },
  );
}

describe('UserGuard', () => {
  it("shows 'Loading...' while the session loads", () => {
    storeSignedInToken();
    mockApi({ '/api/auth/user/profile': () => new Promise(() => undefined) });
    renderGuarded('/profile');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Private page')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in reader', async () => {
    storeSignedInToken();
    mockApi({ '/api/auth/user/profile': makeUserProfile() });
    renderGuarded('/profile');

    expect(await screen.findByText('Private page')).toBeInTheDocument();
  });

  it('sends a signed-out reader to /login, naming the page to come back to', async () => {
    mockApi({});
    const { router } = renderGuarded('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnTo=/profile');
  });

  it('sends a reader whose token was refused to /login', async () => {
    storeSignedInToken('expired');
    mockApi({
      '/api/auth/user/profile': () => jsonResponse({ detail: 'Not authenticated' }, 401),
    });
    const { router } = renderGuarded('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('brings the reader back to the guarded page after signing in', async () => {
    const user = userEvent.setup();
    mockApi({ '/api/auth/login': makeAuthResponse() });
    const { router } = renderGuarded('/profile?tab=donations');

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(getPasswordInput('Password'), 'secret-pass{Enter}');

    expect(await screen.findByText('Private page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe('?tab=donations');
  });

  it('lets a reader who logs out here leave for a plain /login', async () => {
    const user = userEvent.setup();
    storeSignedInToken();
    mockApi({
      '/api/auth/user/profile': makeUserProfile(),
      '/api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const { router } = renderGuarded('/profile');

    await user.click(await screen.findByRole('button', { name: 'log out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
  });
});
