import type { SignInProviders } from '@helionews/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { makeAdminAccess, renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { ReaderSignInProviders } from '../components/ReaderSignInProviders';

const PATH = '/api/admin/sign-in-providers';

const makeProviders = (overrides: Partial<SignInProviders> = {}): SignInProviders => ({
  google: {
    enabled: true,
    client_id: 'google-client.apps.example',
    client_secret_set: true,
    callback_url: 'https://news.example/api/auth/social/google/callback',
  },
  facebook: {
    enabled: false,
    client_id: null,
    client_secret_set: false,
    callback_url: 'https://news.example/api/auth/social/facebook/callback',
  },
  ...overrides,
});

/** The section alone on a page of the back-office (the SSO page mounts it). */
const renderSection = () =>
  renderAdmin('/admin/sso', {
    pages: [
      { path: 'sso', handle: { adminSection: 'settings' }, element: <ReaderSignInProviders /> },
    ],
  });
const server = (handlers: Record<string, unknown>) =>
  mockApi(shellHandlers(makeAdminAccess(), handlers));

describe('Reader sign-in (back-office)', () => {
  it('shows each provider as the server describes it, never a secret', async () => {
    server({ [PATH]: makeProviders() });
    renderSection();

    const google = await screen.findByRole('region', { name: 'Google' });
    expect(within(google).getByRole('switch', { name: 'Offer on the login page' })).toBeChecked();
    expect(within(google).getByRole('textbox', { name: 'Client ID' })).toHaveValue(
      'google-client.apps.example',
    );
    expect(within(google).getByLabelText('Client secret')).toHaveValue('');
    expect(google).toHaveTextContent('Stored — leave empty to keep');
    expect(
      within(google).getByRole('textbox', { name: 'Callback URL to register with Google' }),
    ).toHaveValue('https://news.example/api/auth/social/google/callback');

    const facebook = screen.getByRole('region', { name: 'Facebook' });
    expect(
      within(facebook).getByRole('switch', { name: 'Offer on the login page' }),
    ).not.toBeChecked();
    expect(facebook).toHaveTextContent('Required to enable');
  });

  it('saves both providers, sending a new secret only when one was typed', async () => {
    const api = server({
      [PATH]: (request: RecordedRequest) =>
        request.method === 'PUT'
          ? makeProviders({
              facebook: {
                enabled: true,
                client_id: 'fb-app',
                client_secret_set: true,
                callback_url: 'https://news.example/api/auth/social/facebook/callback',
              },
            })
          : makeProviders(),
    });
    renderSection();
    const user = userEvent.setup();

    const facebook = await screen.findByRole('region', { name: 'Facebook' });
    await user.click(within(facebook).getByRole('switch', { name: 'Offer on the login page' }));
    await user.type(within(facebook).getByRole('textbox', { name: 'Client ID' }), 'fb-app');
    await user.type(within(facebook).getByLabelText('Client secret'), 'fb-secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Reader sign-in saved')).toBeInTheDocument();
    const put = api.requestsTo(PATH).find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      google: { enabled: true, client_id: 'google-client.apps.example' },
      facebook: { enabled: true, client_id: 'fb-app', client_secret: 'fb-secret' },
    });
    // The typed secret is gone from the page once saved; the server now says one is stored.
    expect(within(facebook).getByLabelText('Client secret')).toHaveValue('');
    expect(facebook).toHaveTextContent('Stored — leave empty to keep');
  });

  it('asks for the client ID and secret before enabling a provider', async () => {
    const api = server({ [PATH]: makeProviders() });
    renderSection();
    const user = userEvent.setup();

    const facebook = await screen.findByRole('region', { name: 'Facebook' });
    await user.click(within(facebook).getByRole('switch', { name: 'Offer on the login page' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      within(facebook).getByText('Enter the client ID and client secret before enabling Facebook.'),
    ).toBeInTheDocument();
    expect(api.requestsTo(PATH).filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    server({
      [PATH]: (request: RecordedRequest) =>
        request.method === 'PUT'
          ? jsonResponse({ detail: 'Validation failed: google must be shorter' }, 422)
          : makeProviders(),
    });
    renderSection();
    const user = userEvent.setup();

    await screen.findByRole('region', { name: 'Google' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Validation failed: google must be shorter',
      ),
    );
  });

  it('says when the settings cannot be loaded', async () => {
    server({ [PATH]: () => jsonResponse({ detail: 'Not Found' }, 404) });
    renderSection();
    expect(await screen.findByText(/Not Found|Failed to load reader sign-in/)).toBeInTheDocument();
  });
});
