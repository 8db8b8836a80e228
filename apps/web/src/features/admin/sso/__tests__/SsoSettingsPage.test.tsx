import type { SsoSettings } from '@helionews/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { makeAdminAccess, renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { SsoSettingsPage } from '../routes/SsoSettingsPage';

const pages = [{ path: 'sso', handle: { adminSection: 'sso' }, element: <SsoSettingsPage /> }];

const stored: SsoSettings = {
  enabled: true,
  display_name: 'Okta',
  issuer: 'https://example.okta.com',
  client_id: 'helionews',
  client_secret_set: true,
  allowed_domains: ['example.com'],
  role_claim: 'groups',
  role_mapping: [
    { value: 'newsroom-editors', role: 'editor' },
    { value: 'freelancers', role: 'contributor' },
  ],
  sso_only: false,
  redirect_uri: 'https://news.example.com/api/auth/sso/callback',
  updated_at: '2026-11-30T10:00:00.000Z',
};

function handler(request: RecordedRequest) {
  if (request.method !== 'PUT') return stored;
  const body = request.body as Partial<SsoSettings>;
  return { ...stored, ...body, client_secret_set: true };
}

describe('the Sign-in page: single sign-on settings', () => {
  it('shows the settings, says the secret is stored, and is accessible', async () => {
    mockApi(shellHandlers(makeAdminAccess(), { '/api/admin/sso': handler }));
    renderAdmin('/admin/sso', { pages });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Single sign-on' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Issuer URL/ })).toHaveValue(
      'https://example.okta.com',
    );
    const secret = screen.getByLabelText('Client secret');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAccessibleDescription('Stored — leave empty to keep it.');
    expect(screen.getByRole('textbox', { name: /Redirect URI/ })).toHaveValue(stored.redirect_uri);
    expect(screen.getByRole('group', { name: 'Mapping 1' })).toBeInTheDocument();
    const results = await axe.run(screen.getByRole('main'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('adds and removes mapping rows and saves without resending the secret', async () => {
    const api = mockApi(shellHandlers(makeAdminAccess(), { '/api/admin/sso': handler }));
    renderAdmin('/admin/sso', { pages });
    const user = userEvent.setup({ delay: null });

    await screen.findByRole('group', { name: 'Mapping 2' });
    await user.click(screen.getByRole('button', { name: 'Remove mapping 2' }));
    await user.click(screen.getByRole('button', { name: 'Add a mapping' }));
    const added = screen.getByRole('group', { name: 'Mapping 2' });
    await user.click(within(added).getByRole('textbox', { name: 'Group value' }));
    await user.paste('newsroom-admins');
    await user.click(within(added).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    const domains = screen.getByRole('textbox', { name: 'Allowed email domains' });
    await user.click(domains);
    await user.keyboard('{End}');
    await user.paste('\nstaff.example.com');
    await user.click(screen.getByRole('switch', { name: 'Single sign-on only for staff' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Single sign-on settings saved.')).toBeInTheDocument();
    const put = api.requestsTo('/api/admin/sso').find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      enabled: true,
      display_name: 'Okta',
      issuer: 'https://example.okta.com',
      client_id: 'helionews',
      allowed_domains: ['example.com', 'staff.example.com'],
      role_claim: 'groups',
      role_mapping: [
        { value: 'newsroom-editors', role: 'editor' },
        { value: 'newsroom-admins', role: 'admin' },
      ],
      sso_only: true,
    });
    // Many interactions with MUI's select on a shared 2-core machine.
  }, 60_000);

  it('sends a new secret when one is typed, and shows field errors of a refusal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/sso': (request: RecordedRequest) =>
          request.method === 'PUT'
            ? jsonResponse(
                {
                  detail: 'Validation failed',
                  errors: [{ field: 'body.issuer', message: 'must be an https URL' }],
                },
                422,
              )
            : stored,
      }),
    );
    renderAdmin('/admin/sso', { pages });
    const user = userEvent.setup({ delay: null });

    await user.type(await screen.findByLabelText('Client secret'), 'a-new-secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The settings could not be saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Issuer URL/ })).toHaveAccessibleDescription(
        'must be an https URL',
      ),
    );
    const put = api.requestsTo('/api/admin/sso').find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ client_secret: 'a-new-secret' });
  });
});
