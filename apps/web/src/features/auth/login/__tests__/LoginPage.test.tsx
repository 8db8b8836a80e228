import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeAuthResponse } from '@/test/fixtures';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { getPasswordInput, renderRoutes } from '@/test/render';
import { LoginPage } from '../routes/LoginPage';

function renderLogin(path = '/login') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/profile', element: <p>Profile page</p> },
      { path: '/reset-password', element: <p>Reset page</p> },
      { path: '/register', element: <p>Register page</p> },
      { path: '/story/:id', element: <p>Story page</p> },
      { path: '/tenant/:slug/login', element: <LoginPage /> },
      { path: '/tenant/:slug/story/:id', element: <p>Tenant story page</p> },
    ],
    { path },
  );
}

async function fillAndSubmit(email = 'ada@example.com', password = 'wrong-password') {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(getPasswordInput('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('login page', () => {
  it('signs in, stores the session and goes to the profile', async () => {
    const api = mockApi({ '/api/auth/login': makeAuthResponse() });
    const { router } = renderLogin();

    await fillAndSubmit(' Ada@Example.com ', 'secret-pass');

    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(window.localStorage.getItem('authToken')).toBe('fresh-token');
    expect(api.requestsTo('/api/auth/login')[0]?.body).toEqual({
      email: 'Ada@Example.com',
      password: 'secret-pass',
    });
  });

  it("shows the server's detail, keeps what was typed and moves focus to the message", async () => {
    mockApi({
      '/api/auth/login': () => jsonResponse({ detail: 'Incorrect email or password' }, 401),
    });
    renderLogin();

    await fillAndSubmit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect email or password');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(getPasswordInput('Password')).toHaveValue('wrong-password');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('falls back to the catalogue message when the server sends no detail', async () => {
    mockApi({
      '/api/auth/login': () =>
        new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    });
    renderLogin();

    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials and try again.',
    );
  });

  it("says 'Invalid response format from server' when the answer holds no access_token", async () => {
    const { access_token: _omitted, ...withoutToken } = makeAuthResponse();
    mockApi({ '/api/auth/login': withoutToken });
    renderLogin();

    await fillAndSubmit();

    // SPEC section 5's own message, not the generic login failure.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid response format from server',
    );
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it("says so in the reader's language too", async () => {
    await i18n.changeLanguage('de');
    mockApi({ '/api/auth/login': { token_type: 'bearer' } });
    renderLogin();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'ada@example.com');
    await user.type(getPasswordInput('Passwort'), 'secret-pass{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ungültiges Antwortformat vom Server',
    );
  });

  it.each([
    ['/login?returnTo=/story/12', '/story/12', 'Story page'],
    [
      '/tenant/space/login?returnTo=/tenant/space/story/7',
      '/tenant/space/story/7',
      'Tenant story page',
    ],
    // Anything that is not a path on this site goes to the profile instead.
    ['/login?returnTo=//evil.example/story/12', '/profile', 'Profile page'],
    ['/login?returnTo=https://evil.example/', '/profile', 'Profile page'],
    ['/login?returnTo=/register', '/profile', 'Profile page'],
  ])('from %s, signs in and lands on %s', async (start, landing, text) => {
    mockApi({ '/api/auth/login': makeAuthResponse() });
    const { router } = renderLogin(start);

    await fillAndSubmit('ada@example.com', 'secret-pass');

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(landing);
  });

  it('keeps the return path on the way to Sign up', () => {
    renderLogin('/login?returnTo=/story/12');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register?returnTo=/story/12',
    );
  });

  it("shows the server's message in the reader's language", async () => {
    await i18n.changeLanguage('fr');
    mockApi({
      '/api/auth/login': () => jsonResponse({ detail: 'Incorrect email or password' }, 401),
    });
    renderLogin();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ada@example.com');
    await user.type(getPasswordInput('Mot de passe'), 'wrong-password{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou mot de passe incorrect');
  });

  it('asks for both fields before sending anything, focusing the first empty one', async () => {
    const api = mockApi({});
    renderLogin();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(api.requestsTo('/api/auth/login')).toHaveLength(0);
  });

  it("refuses a password longer than the sign-in request allows, by the contract's schema", async () => {
    const api = mockApi({});
    renderLogin();
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    // Pasted, as nobody types 1025 characters.
    await user.click(getPasswordInput('Password'));
    await user.paste('x'.repeat(1025));
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Use at most 1024 characters.')).toBeInTheDocument();
    expect(getPasswordInput('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(getPasswordInput('Password')).toHaveFocus();
    expect(api.requestsTo('/api/auth/login')).toHaveLength(0);

    // A fix clears it as it is typed.
    await user.type(getPasswordInput('Password'), '{Backspace}');
    await waitFor(() => expect(screen.queryByText('Use at most 1024 characters.')).toBeNull());
  });

  it('disables the button while signing in', async () => {
    mockApi({ '/api/auth/login': () => new Promise(() => undefined) });
    renderLogin();

    await fillAndSubmit();

    expect(screen.getByRole('button', { name: /Log in/ })).toBeDisabled();
  });

  it('works from the keyboard alone: Enter submits', async () => {
    mockApi({ '/api/auth/login': makeAuthResponse() });
    renderLogin();
    const user = userEvent.setup();

    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.keyboard('ada@example.com');
    await user.tab();
    expect(getPasswordInput('Password')).toHaveFocus();
    await user.keyboard('secret-pass{Enter}');

    expect(await screen.findByText('Profile page')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    renderLogin();
    const user = userEvent.setup();
    const password = getPasswordInput('Password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it.each([
    ['Google', 'Google OAuth not implemented yet. Please use email/password login.'],
    ['Facebook', 'Facebook OAuth not implemented yet. Please use email/password login.'],
  ])('says %s sign-in is not available yet', async (provider, message) => {
    const api = mockApi({});
    renderLogin();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: `Continue with ${provider}` }));

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    // Only the question of which providers the publication set up (none answered here).
    expect(api.requests.map((request) => request.url.pathname)).toEqual([
      '/api/auth/social/providers',
    ]);
  });

  it('links to the password reset and to registration', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('sends a reader who is already signed in on to the profile', async () => {
    window.localStorage.setItem('authToken', 'stored-token');
    mockApi({ '/api/auth/user/profile': makeAuthResponse().user });
    const { router } = renderLogin();

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});

describe('login page: second step', () => {
  it('asks for the app code when the login answers mfa_required, then signs in', async () => {
    const api = mockApi({
      '/api/auth/login': { mfa_required: true, mfa_token: 'challenge-token' },
      '/api/auth/login/2fa': (request: RecordedRequest) => {
        const body = request.body as { code?: string };
        return body.code === '123456'
          ? makeAuthResponse()
          : jsonResponse({ detail: 'The code is not correct' }, 401);
      },
    });
    renderLogin();
    const user = await fillAndSubmit('ada@example.com', 'secret-pass');

    expect(
      await screen.findByRole('heading', { name: 'Two-step verification' }),
    ).toBeInTheDocument();
    // Nothing stored yet: the token lives in memory only.
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('challenge-token');
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('challenge-token');

    const field = screen.getByRole('textbox', { name: 'Authentication code' });
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the 6-digit code from your app')).toBeInTheDocument();
    expect(api.requestsTo('/api/auth/login/2fa')).toHaveLength(0);

    await user.type(field, '999999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is not correct. Try the current code.',
    );

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBe('fresh-token');
    expect(api.requestsTo('/api/auth/login/2fa').at(-1)?.body).toEqual({
      mfa_token: 'challenge-token',
      code: '123456',
    });
  });

  it('takes a recovery code behind the switch, and says when the sign-in has expired', async () => {
    const api = mockApi({
      '/api/auth/login': { mfa_required: true, mfa_token: 'challenge-token' },
      '/api/auth/login/2fa': () =>
        jsonResponse(
          { detail: 'This sign-in has expired. Sign in again with your password.' },
          400,
        ),
    });
    renderLogin();
    const user = await fillAndSubmit('ada@example.com', 'secret-pass');

    await user.click(await screen.findByRole('switch', { name: 'Use a recovery code' }));
    const field = screen.getByRole('textbox', { name: 'Recovery code' });
    expect(field).toHaveFocus();
    await user.type(field, 'abcd-efgh-jkmn');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in has expired. Go back and sign in again with your password.',
    );
    expect(api.requestsTo('/api/auth/login/2fa')[0]?.body).toEqual({
      mfa_token: 'challenge-token',
      recovery_code: 'abcd-efgh-jkmn',
    });

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
