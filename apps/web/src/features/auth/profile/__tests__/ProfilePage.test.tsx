import type { UserProfile } from '@helionews/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { categoryList, donationList, makeCategory, makeUserProfile } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderRoutes, storeSignedInToken } from '@/test/render';
import { ProfilePage } from '../routes/ProfilePage';

/** The plan section's answer: a free member (its own tests: MembershipPlan.test.tsx). */
const freeMembership = {
  tier: {
    id: null,
    name: 'Free',
    description: '',
    benefits: [],
    monthly_price: null,
    yearly_price: null,
    currency: 'usd',
  },
  status: 'free',
  renews_at: null,
  cancel_at_period_end: false,
};

const categories = categoryList([
  makeCategory({ id: 1, slug: 'space', name: 'Space', position: 1 }),
  makeCategory({ id: 2, slug: 'health', name: 'Health', position: 2 }),
]);

function renderProfile(
  user: UserProfile = makeUserProfile(),
  preferencesHandler: unknown = (request: { body: unknown }) => ({
    ...user.preferences,
    ...(request.body as object),
  }),
) {
  storeSignedInToken();
  const api = mockApi({
    '/api/auth/user/profile': user,
    '/api/categories': categories,
    '/api/user/donations': donationList([]),
    '/api/auth/user/membership': freeMembership,
    '/api/auth/user/preferences': preferencesHandler,
    // The Security section (its own tests: components/security).
    '/api/auth/passkeys': [],
    '/api/auth/sign-ins': { sign_ins: [] },
    '/api/auth/2fa': {
      totp_enabled: false,
      totp_enabled_at: null,
      recovery_codes_remaining: 0,
      passkey_count: 0,
      has_second_factor: false,
    },
  });
  const view = renderRoutes([{ path: '/profile', element: <ProfilePage /> }], {
    path: '/profile',
  });
  return { ...view, api };
}

const preferences = () => screen.getByRole('region', { name: 'Preferences' });

describe('profile page', () => {
  it('shows the Security section: passkeys and the authenticator app', async () => {
    renderProfile();
    const security = await screen.findByRole('region', { name: 'Security' });
    expect(await within(security).findByRole('heading', { name: 'Passkeys' })).toBeInTheDocument();
    expect(await within(security).findByText('You have no passkeys yet.')).toBeInTheDocument();
    expect(
      await within(security).findByRole('heading', { name: 'Authenticator app' }),
    ).toBeInTheDocument();
  });

  it('shows the account: email, username, membership date', async () => {
    renderProfile(
      makeUserProfile({
        email: 'ada@example.com',
        username: 'ada',
        created_at: '2024-03-05T10:00:00.000Z',
      }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your profile' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('ada')).toBeInTheDocument();
    expect(screen.getByText('March 5, 2024')).toBeInTheDocument();
    expect(screen.queryByText('Administrator')).not.toBeInTheDocument();
    // The title is written by an effect once the publication's name is known.
    await waitFor(() => expect(document.title).toBe('Your profile | HelioNews'));
  });

  it('marks an administrator', async () => {
    renderProfile(makeUserProfile({ is_admin: true }));
    expect(await screen.findByText('Administrator')).toBeInTheDocument();
  });

  it('starts the form from the saved preferences', async () => {
    renderProfile(
      makeUserProfile({
        preferences: {
          language: 'de',
          theme: 'dark',
          newsletter: true,
          followed_categories: ['health'],
        },
      }),
    );

    const form = await screen.findByRole('region', { name: 'Preferences' });
    expect(within(form).getByRole('combobox', { name: 'Interface language' })).toHaveValue('de');
    expect(within(form).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(within(form).getByRole('switch', { name: 'Email me the newsletter' })).toBeChecked();
    expect(await within(form).findByRole('checkbox', { name: 'Health' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Space' })).not.toBeChecked();
  });

  it('saves the preferences and applies language and theme at once', async () => {
    const user = userEvent.setup();
    const { api } = renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Your profile' });

    await user.selectOptions(
      within(preferences()).getByRole('combobox', { name: 'Interface language' }),
      'fr',
    );
    await user.click(within(preferences()).getByRole('radio', { name: 'Dark' }));
    await user.click(
      within(preferences()).getByRole('switch', { name: 'Email me the newsletter' }),
    );
    await user.click(await within(preferences()).findByRole('checkbox', { name: 'Space' }));
    // Nothing applies before saving.
    expect(document.documentElement.lang).toBe('en');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Votre profil' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Préférences enregistrées.')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(window.localStorage.getItem('preferred-language')).toBe('fr');
    expect(window.localStorage.getItem('darkMode')).toBe('true');
    const [request] = api.requestsTo('/api/auth/user/preferences');
    expect(request?.method).toBe('PUT');
    expect(request?.body).toEqual({
      language: 'fr',
      theme: 'dark',
      newsletter: true,
      followed_categories: ['space'],
    });
  });

  it("shows the server's detail when saving fails, and keeps the choices", async () => {
    const user = userEvent.setup();
    renderProfile(makeUserProfile(), () =>
      jsonResponse({ detail: 'Validation failed: body.language is invalid' }, 422),
    );
    await screen.findByRole('heading', { level: 1, name: 'Your profile' });
    await user.click(within(preferences()).getByRole('radio', { name: 'Dark' }));

    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Validation failed: body.language is invalid');
    expect(alert).toHaveFocus();
    expect(within(preferences()).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(window.localStorage.getItem('darkMode')).toBeNull();
  });

  it('falls back to the catalogue message when saving fails without a detail', async () => {
    const user = userEvent.setup();
    renderProfile(makeUserProfile(), () => new Response('', { status: 502 }));
    await screen.findByRole('heading', { level: 1, name: 'Your profile' });

    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update preferences. Please try again.',
    );
  });

  it('still saves the other preferences when the sections cannot be loaded', async () => {
    const user = userEvent.setup();
    storeSignedInToken();
    const api = mockApi({
      '/api/auth/user/profile': makeUserProfile(),
      '/api/categories': () => jsonResponse({ detail: 'Unavailable' }, 503),
      '/api/user/donations': donationList([]),
      '/api/auth/user/membership': freeMembership,
      '/api/auth/user/preferences': { newsletter: true },
    });
    renderRoutes([{ path: '/profile', element: <ProfilePage /> }], { path: '/profile' });

    expect(await screen.findByText(/The sections can't be loaded right now/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    await waitFor(() => expect(api.requestsTo('/api/auth/user/preferences')).toHaveLength(1));
    expect(await screen.findByText('Preferences saved.')).toBeInTheDocument();
  });
});

describe('display name', () => {
  /** The profile as the server keeps it: PUT changes the display name and answers the account. */
  function renderWithProfileServer(user: UserProfile, answer?: () => Response) {
    storeSignedInToken();
    let current = user;
    const api = mockApi({
      '/api/auth/user/profile': (request: { method: string; body: unknown }) => {
        if (request.method !== 'PUT') return current;
        if (answer) return answer();
        const { display_name } = request.body as { display_name: string };
        current = { ...current, display_name: display_name === '' ? null : display_name };
        return current;
      },
      '/api/categories': categories,
      '/api/user/donations': donationList([]),
      '/api/auth/user/membership': freeMembership,
    });
    renderRoutes([{ path: '/profile', element: <ProfilePage /> }], { path: '/profile' });
    return api;
  }
  const section = () => screen.findByRole('region', { name: 'Display name' });
  const puts = (api: ReturnType<typeof mockApi>) =>
    api.requestsTo('/api/auth/user/profile').filter((r) => r.method === 'PUT');

  it('starts empty with the username standing in, and saves a new name, trimmed', async () => {
    const api = renderWithProfileServer(makeUserProfile({ username: 'carla.contrib' }));
    const user = userEvent.setup();
    const form = await section();
    const field = within(form).getByRole('textbox', { name: 'Display name' });
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('placeholder', 'carla.contrib');
    expect(field).toHaveAccessibleDescription('Leave empty to use your username, carla.contrib.');

    await user.type(field, '  Carla   Contreras ');
    await user.click(within(form).getByRole('button', { name: 'Save display name' }));

    expect(await within(form).findByText('Display name saved.')).toBeInTheDocument();
    expect(puts(api).map((r) => r.body)).toEqual([{ display_name: 'Carla Contreras' }]);
    expect(field).toHaveValue('Carla Contreras');
  });

  it('clears a saved name with an empty field', async () => {
    const api = renderWithProfileServer(makeUserProfile({ display_name: 'Ada Lovelace' }));
    const user = userEvent.setup();
    const form = await section();
    const field = within(form).getByRole('textbox', { name: 'Display name' });
    expect(field).toHaveValue('Ada Lovelace');

    await user.clear(field);
    await user.click(within(form).getByRole('button', { name: 'Save display name' }));

    expect(await within(form).findByText('Display name saved.')).toBeInTheDocument();
    expect(puts(api).map((r) => r.body)).toEqual([{ display_name: '' }]);
  });

  it('says what is wrong with a name that is too long, before sending it', async () => {
    const api = renderWithProfileServer(makeUserProfile());
    const user = userEvent.setup();
    const form = await section();
    const field = within(form).getByRole('textbox', { name: 'Display name' });
    await user.click(field);
    await user.paste('x'.repeat(81));
    await user.click(within(form).getByRole('button', { name: 'Save display name' }));

    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Use at most 80 characters, without control characters.',
      ),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(puts(api)).toHaveLength(0);
  });

  it("shows the server's refusal on the field", async () => {
    renderWithProfileServer(makeUserProfile(), () =>
      jsonResponse(
        {
          detail: 'Validation failed',
          errors: [{ field: 'body.display_name', message: 'may not contain control characters' }],
        },
        422,
      ),
    );
    const user = userEvent.setup();
    const form = await section();
    const field = within(form).getByRole('textbox', { name: 'Display name' });
    await user.type(field, 'Ada');
    await user.click(within(form).getByRole('button', { name: 'Save display name' }));

    expect(await within(form).findByRole('alert')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('May not contain control characters');
  });
});
