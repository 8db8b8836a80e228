import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { makeAdminAccess, renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import {
  settingsHandler as handler,
  settingsPages as pages,
  storedSettings as settings,
} from './settings-fixtures';

describe('site settings', () => {
  it('refuses a bad email without calling the server', async () => {
    const api = mockApi(shellHandlers(makeAdminAccess(), { '/api/admin/settings': handler }));
    renderAdmin('/admin/settings', { pages });
    const user = userEvent.setup({ delay: null });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site Settings' }),
    ).toBeInTheDocument();
    const email = await screen.findByRole('textbox', { name: 'Contact email' });
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com'),
    );
    expect(email).toHaveFocus();
    expect(api.requestsTo('/api/admin/settings').some((r) => r.method === 'PUT')).toBe(false);
  });

  it('sends only what changed, social links one by one', async () => {
    const api = mockApi(shellHandlers(makeAdminAccess(), { '/api/admin/settings': handler }));
    renderAdmin('/admin/settings', { pages });
    const user = userEvent.setup({ delay: null });

    const tagline = await screen.findByRole('textbox', { name: 'Tagline' });
    await user.clear(tagline);
    await user.type(tagline, 'All the sun news');
    await user.type(
      screen.getByRole('textbox', { name: 'Mastodon' }),
      'https://mastodon.social/@helio',
    );
    await user.click(screen.getByRole('switch', { name: 'Analytics' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Site settings saved. Readers see the change now.'),
    ).toBeInTheDocument();
    const put = api.requestsTo('/api/admin/settings').find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      tagline: 'All the sun news',
      analytics_enabled: true,
      social_links: { mastodon: 'https://mastodon.social/@helio' },
    });
  });

  it('shows 422 field errors on their fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/settings': (request: RecordedRequest) =>
          request.method === 'PUT'
            ? jsonResponse(
                {
                  detail: 'Validation failed',
                  errors: [{ field: 'body.social_links.twitter', message: 'is not reachable' }],
                },
                422,
              )
            : settings,
      }),
    );
    renderAdmin('/admin/settings', { pages });
    const user = userEvent.setup({ delay: null });
    const twitter = await screen.findByRole('textbox', { name: 'Twitter / X' });
    await user.type(twitter, 'https://x.com/helio');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(twitter).toHaveAccessibleDescription('is not reachable'));
  });
  it('names its loading state on an element that may carry a name (axe, while settings load)', async () => {
    // The settings never arrive: the page stays on its skeleton, as on a slow network.
    mockApi(
      shellHandlers(makeAdminAccess(), { '/api/admin/settings': () => new Promise(() => {}) }),
    );
    renderAdmin('/admin/settings', { pages });
    const loading = await screen.findByRole('status', { name: /^Loading/ });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    const results = await axe.run(screen.getByRole('main'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
