import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAuthResponse } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { getPasswordInput, renderRoutes } from '@/test/render';
import { LoginPage } from '../routes/LoginPage';

const webauthn = vi.hoisted(() => ({ supported: true, startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => webauthn.supported,
  startAuthentication: webauthn.startAuthentication,
  startRegistration: vi.fn(),
}));

const OPTIONS = {
  challenge_id: 'challenge-id',
  options: {
    challenge: 'Y2hhbGxlbmdl',
    rpId: 'localhost',
    allowCredentials: [],
    userVerification: 'required',
  },
};
const ANSWER = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
};

function renderLogin() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/profile', element: <p>Profile page</p> },
    ],
    { path: '/login' },
  );
}

beforeEach(() => {
  webauthn.supported = true;
  webauthn.startAuthentication.mockReset();
});

describe('login page: passkeys', () => {
  it('signs in with a passkey alone, stores the session like a password and goes to the profile', async () => {
    const api = mockApi({
      '/api/auth/passkeys/login/options': OPTIONS,
      '/api/auth/passkeys/login/verify': makeAuthResponse(),
    });
    webauthn.startAuthentication.mockResolvedValue(ANSWER);
    const { router } = renderLogin();
    const user = userEvent.setup();

    const button = await screen.findByRole('button', { name: 'Sign in with a passkey' });
    button.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(window.localStorage.getItem('authToken')).toBe('fresh-token');
    expect(api.requestsTo('/api/auth/passkeys/login/options')[0]?.body).toEqual({});
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS.options });
    expect(api.requestsTo('/api/auth/passkeys/login/verify')[0]?.body).toEqual({
      challenge_id: 'challenge-id',
      response: ANSWER,
    });
  });

  it('says when the passkey was not accepted, and stores nothing', async () => {
    mockApi({
      '/api/auth/passkeys/login/options': OPTIONS,
      '/api/auth/passkeys/login/verify': () =>
        jsonResponse({ detail: 'The passkey was not accepted' }, 401),
    });
    webauthn.startAuthentication.mockResolvedValue(ANSWER);
    renderLogin();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The passkey was not accepted.');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('has no passkey button where the browser has no WebAuthn', async () => {
    webauthn.supported = false;
    mockApi({});
    renderLogin();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });

  it('ends a password sign-in with a passkey when the account has one, and only that', async () => {
    const api = mockApi({
      '/api/auth/login': { mfa_required: true, mfa_token: 'mfa-token', methods: ['passkey'] },
      '/api/auth/passkeys/login/options': OPTIONS,
      '/api/auth/passkeys/login/verify': makeAuthResponse(),
    });
    webauthn.startAuthentication.mockResolvedValue(ANSWER);
    renderLogin();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(getPasswordInput('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(
      await screen.findByRole('heading', { name: 'Two-step verification' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("This account's second step is a passkey: use the passkey you added to it."),
    ).toBeInTheDocument();
    // No code form: the account has no authenticator app.
    expect(screen.queryByRole('textbox', { name: 'Authentication code' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));

    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(api.requestsTo('/api/auth/passkeys/login/options')[0]?.body).toEqual({
      mfa_token: 'mfa-token',
    });
    expect(api.requestsTo('/api/auth/passkeys/login/verify')[0]?.body).toEqual({
      challenge_id: 'challenge-id',
      mfa_token: 'mfa-token',
      response: ANSWER,
    });
  });

  it('offers the passkey above the code form when the account has both', async () => {
    mockApi({
      '/api/auth/login': {
        mfa_required: true,
        mfa_token: 'mfa-token',
        methods: ['totp', 'passkey'],
      },
      '/api/auth/passkeys/login/options': OPTIONS,
      '/api/auth/passkeys/login/verify': () =>
        jsonResponse({ detail: 'The passkey was not accepted' }, 401),
    });
    webauthn.startAuthentication.mockResolvedValue(ANSWER);
    renderLogin();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(getPasswordInput('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('textbox', { name: 'Authentication code' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The passkey was not accepted.')).toBeInTheDocument();
  });
});
