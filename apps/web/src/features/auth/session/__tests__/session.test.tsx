import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeAuthResponse, makeUserProfile } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { createTestQueryClient, renderRoutes, storeSignedInToken } from '@/test/render';
import { useSession } from '@/lib/session-context';

const storedSession = () =>
  ['authToken', 'token', 'isAdmin'].map((key) => window.localStorage.getItem(key));

/** Shows the session as text and offers its actions as buttons. */
function SessionProbe() {
  const session = useSession();
  const [error, setError] = useState<string | null>(null);
  const run = (action: () => Promise<unknown>) => () =>
    void action().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  return (
    <>
      <p data-testid="status">{session.status}</p>
      <p data-testid="user">{session.user?.username ?? 'nobody'}</p>
      <p data-testid="error">{error ?? ''}</p>
      <button
        onClick={run(() => session.login({ email: 'ada@example.com', password: 'secret-pass' }))}
      >
        log in
      </button>
      <button onClick={run(() => session.logout())}>log out</button>
    </>
  );
}

function renderSession(queryClient = createTestQueryClient()) {
  return renderRoutes(
    [
      { path: '/', element: <SessionProbe /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { queryClient },
  );
}

const status = () => screen.getByTestId('status');

describe('session', () => {
  it('is signed out at once, without a request, when no token is stored', () => {
    const api = mockApi({});
    renderSession();

    expect(status()).toHaveTextContent('signedOut');
    expect(api.requests).toHaveLength(0);
  });

  it('loads, then signs in with the profile of the stored token', async () => {
    storeSignedInToken('good-token');
    const api = mockApi({ '/api/auth/user/profile': makeUserProfile({ is_admin: true }) });
    renderSession();

    expect(status()).toHaveTextContent('loading');
    await waitFor(() => expect(status()).toHaveTextContent('signedIn'));
    expect(screen.getByTestId('user')).toHaveTextContent('ada');
    expect(api.requests[0]?.headers.get('Authorization')).toBe('Bearer good-token');
    expect(window.localStorage.getItem('isAdmin')).toBe('true');
  });

  it('signs out and forgets a token the server refuses', async () => {
    storeSignedInToken('revoked-token');
    window.localStorage.setItem('isAdmin', 'false');
    mockApi({
      '/api/auth/user/profile': () => jsonResponse({ detail: 'Not authenticated' }, 401),
    });
    renderSession();

    expect(status()).toHaveTextContent('loading');
    await waitFor(() => expect(status()).toHaveTextContent('signedOut'));
    expect(storedSession()).toEqual([null, null, null]);
  });

  it('signs out when the profile comes back empty', async () => {
    storeSignedInToken();
    mockApi({ '/api/auth/user/profile': () => new Response(null, { status: 200 }) });
    renderSession();

    await waitFor(() => expect(status()).toHaveTextContent('signedOut'));
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('logs in: stores the token under authToken and token, and isAdmin', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      '/api/auth/login': makeAuthResponse(makeUserProfile({ username: 'grace' })),
    });
    renderSession();

    await user.click(screen.getByRole('button', { name: 'log in' }));

    await waitFor(() => expect(status()).toHaveTextContent('signedIn'));
    expect(screen.getByTestId('user')).toHaveTextContent('grace');
    expect(storedSession()).toEqual(['fresh-token', 'fresh-token', 'false']);
    expect(api.requestsTo('/api/auth/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret-pass',
    });
    // The profile came with the login answer: no second request for it.
    expect(api.requestsTo('/api/auth/user/profile')).toHaveLength(0);
  });

  it("rejects a login answer without access_token with 'Invalid response format from server'", async () => {
    const user = userEvent.setup();
    const { access_token: _omitted, ...withoutToken } = makeAuthResponse();
    mockApi({ '/api/auth/login': withoutToken });
    renderSession();

    await user.click(screen.getByRole('button', { name: 'log in' }));

    expect(await screen.findByText('Invalid response format from server')).toBeInTheDocument();
    expect(status()).toHaveTextContent('signedOut');
    expect(storedSession()).toEqual([null, null, null]);
  });

  it("puts the account's saved language and theme into effect on login", async () => {
    const user = userEvent.setup();
    mockApi({
      '/api/auth/login': makeAuthResponse(
        makeUserProfile({ preferences: { language: 'de', theme: 'dark' } }),
      ),
    });
    renderSession();

    await user.click(screen.getByRole('button', { name: 'log in' }));

    await waitFor(() => expect(window.localStorage.getItem('preferred-language')).toBe('de'));
    expect(window.localStorage.getItem('darkMode')).toBe('true');
  });

  it("drops the previous reader's cached data when another one logs in", async () => {
    const user = userEvent.setup();
    storeSignedInToken('token-of-ada');
    const queryClient = createTestQueryClient();
    mockApi({
      '/api/auth/user/profile': makeUserProfile({ username: 'ada' }),
      '/api/auth/login': makeAuthResponse(makeUserProfile({ id: 8, username: 'grace' })),
    });
    renderSession(queryClient);
    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('ada'));
    queryClient.setQueryData(['user', 'donations'], { donations: ['of ada'] });

    await user.click(screen.getByRole('button', { name: 'log in' }));

    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('grace'));
    expect(queryClient.getQueryData(['user', 'donations'])).toBeUndefined();
  });

  it('starts afresh when another tab signs in after a token was refused', async () => {
    storeSignedInToken('first-token');
    let answer: 'accept' | 'refuse' = 'accept';
    mockApi({
      '/api/auth/user/profile': () =>
        answer === 'accept'
          ? makeUserProfile()
          : jsonResponse({ detail: 'Not authenticated' }, 401),
    });
    const queryClient = createTestQueryClient();
    renderSession(queryClient);
    await waitFor(() => expect(status()).toHaveTextContent('signedIn'));

    // The token is revoked elsewhere; the next refresh of the profile is refused.
    answer = 'refuse';
    await queryClient.refetchQueries({ queryKey: ['user', 'profile'] });
    await waitFor(() => expect(status()).toHaveTextContent('signedOut'));

    answer = 'accept';
    window.localStorage.setItem('authToken', 'token-from-another-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken' }));

    await waitFor(() => expect(status()).toHaveTextContent('signedIn'));
    expect(window.localStorage.getItem('authToken')).toBe('token-from-another-tab');
  });

  it('logs out: revokes the token on the server, clears storage and goes to /login', async () => {
    const user = userEvent.setup();
    storeSignedInToken('good-token');
    window.localStorage.setItem('isAdmin', 'false');
    const queryClient = createTestQueryClient();
    const api = mockApi({
      '/api/auth/user/profile': makeUserProfile(),
      '/api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const { router } = renderSession(queryClient);
    await waitFor(() => expect(status()).toHaveTextContent('signedIn'));
    queryClient.setQueryData(['user', 'donations'], { donations: [] });

    await user.click(screen.getByRole('button', { name: 'log out' }));

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    const [logout] = api.requestsTo('/api/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('Authorization')).toBe('Bearer good-token');
    expect(storedSession()).toEqual([null, null, null]);
    expect(queryClient.getQueryData(['user', 'donations'])).toBeUndefined();
    expect(queryClient.getQueryData(['user', 'profile'])).toBeUndefined();
  });

  it.each([
    ['answers 500', () => jsonResponse({ detail: 'Internal server error' }, 500)],
    [
      'cannot be reached',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('still signs out and goes to /login when the server %s', async (_case, logoutHandler) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    storeSignedInToken();
    mockApi({
      '/api/auth/user/profile': makeUserProfile(),
      '/api/auth/logout': logoutHandler,
    });
    const { router } = renderSession();
    await waitFor(() => expect(status()).toHaveTextContent('signedIn'));

    await user.click(screen.getByRole('button', { name: 'log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storedSession()).toEqual([null, null, null]);
  });

  it('follows a sign-out in another tab', async () => {
    storeSignedInToken();
    mockApi({ '/api/auth/user/profile': makeUserProfile() });
    renderSession();
    await waitFor(() => expect(status()).toHaveTextContent('signedIn'));

    window.localStorage.removeItem('authToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken' }));

    await waitFor(() => expect(status()).toHaveTextContent('signedOut'));
  });

  it('throws when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SessionProbe />)).toThrow(
      'useSession must be used within a SessionProvider',
    );
  });
});
