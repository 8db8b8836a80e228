import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAuthResponse } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { LoginPage } from '../routes/LoginPage';

const PROVIDERS = '/api/auth/social/providers';
const EXCHANGE = '/api/auth/sso/exchange';

function renderLogin(path = '/login') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/profile', element: <p>Profile page</p> },
      { path: '/story/:id', element: <p>Story page</p> },
      { path: '/tenant/:slug/login', element: <LoginPage /> },
      { path: '/tenant/:slug/story/:id', element: <p>Tenant story page</p> },
    ],
    { path },
  );
}

describe('Continue with Google / Facebook', () => {
  it('leads a configured provider to the start route, keeping where to come back to', async () => {
    mockApi({ [PROVIDERS]: { google: true, facebook: false } });
    renderLogin('/login?returnTo=/story/12');

    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google).toHaveAttribute(
      'href',
      `/api/auth/social/google/start?return_to=${encodeURIComponent('/story/12')}`,
    );
    // Facebook is not set up here: still a button with SPEC's message.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Facebook OAuth not implemented yet. Please use email/password login.',
    );
  });

  it("keeps SPEC's message for both when the publication set neither up", async () => {
    const api = mockApi({ [PROVIDERS]: { google: false, facebook: false } });
    renderLogin();
    await waitFor(() => expect(api.requestsTo(PROVIDERS)).toHaveLength(1));
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Google OAuth not implemented yet. Please use email/password login.',
    );
    expect(screen.queryByRole('link', { name: /Continue with/ })).toBeNull();
  });

  it('exchanges a sign-in code once, signs in like a password sign-in and goes back', async () => {
    const api = mockApi({
      [PROVIDERS]: { google: true, facebook: true },
      [EXCHANGE]: { ...makeAuthResponse(), return_to: '/story/12' },
    });
    const { router } = renderLogin('/login?sign_in_code=one-time-code');

    expect(await screen.findByText('Story page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/story/12');
    expect(router.state.location.search).not.toContain('sign_in_code');
    expect(window.localStorage.getItem('authToken')).toBe('fresh-token');
    expect(api.requestsTo(EXCHANGE)).toHaveLength(1);
    expect(api.requestsTo(EXCHANGE)[0]?.body).toEqual({ code: 'one-time-code' });
  });

  it('goes to the profile when the sign-in started nowhere in particular', async () => {
    mockApi({
      [PROVIDERS]: { google: true, facebook: true },
      [EXCHANGE]: { ...makeAuthResponse(), return_to: null },
    });
    const { router } = renderLogin('/login?sign_in_code=another-code');

    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('says so when the code has expired, and removes it from the address', async () => {
    mockApi({
      [PROVIDERS]: { google: true, facebook: true },
      [EXCHANGE]: () =>
        jsonResponse(
          { detail: 'This sign-in has expired or was already used. Please sign in again.' },
          400,
        ),
    });
    const { router } = renderLogin('/login?sign_in_code=stale-code');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in has expired or was already used. Please try again.',
    );
    expect(router.state.location.search).toBe('');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it.each([
    ['email_unverified', 'Your account at the provider has no verified email address.'],
    ['no_email', 'The provider did not share an email address'],
    ['denied', 'The sign-in was cancelled at the provider.'],
    ['something-else', 'The sign-in provider could not complete the sign-in.'],
  ])('names the reason of ?sign_in_error=%s', async (reason, text) => {
    const api = mockApi({ [PROVIDERS]: { google: true, facebook: true } });
    const { router } = renderLogin(`/tenant/space/login?sign_in_error=${reason}&returnTo=/story/3`);

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(router.state.location.pathname).toBe('/tenant/space/login');
    expect(router.state.location.search).toBe('?returnTo=%2Fstory%2F3');
    expect(api.requestsTo(EXCHANGE)).toHaveLength(0);
  });

  it('shows the message in French', async () => {
    const { i18n } = await import('@/lib/i18n');
    mockApi({ [PROVIDERS]: { google: true, facebook: true } });
    await i18n.changeLanguage('fr');
    try {
      renderLogin('/login?sign_in_error=email_unverified');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Votre compte chez le fournisseur n’a pas d’adresse e-mail vérifiée.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
