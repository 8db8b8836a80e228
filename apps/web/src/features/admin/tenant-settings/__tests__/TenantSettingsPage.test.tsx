import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type RecordedRequest } from '@/test/mock-api';
import { makeAdminAccess, renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { makeAdminTenant } from '../../tenants/__tests__/tenant-fixtures';
import { TenantSettingsPage } from '../routes/TenantSettingsPage';

const pages = [
  {
    path: 'tenant-settings',
    handle: { adminSection: 'tenantSettings' },
    element: <TenantSettingsPage />,
  },
];

const tenant = makeAdminTenant({
  branding: {
    primary_color: '#1976d2',
    secondary_color: '#dc004e',
    background_color: '#ffffff',
    text_color: '#000000',
  },
});

function settingsHandler(request: RecordedRequest) {
  if (request.method !== 'PUT') return tenant;
  const body = request.body as Record<string, object>;
  return {
    ...tenant,
    ...body,
    branding: { ...tenant.branding, ...body['branding'] },
    settings: { ...tenant.settings, ...body['settings'] },
    updated_at: '2025-02-01T00:00:00.000Z',
  };
}

describe('tenant settings', () => {
  it('shows the live contrast ratio of the chosen colours', async () => {
    mockApi(shellHandlers(makeAdminAccess(), { '/api/admin/tenant-settings': settingsHandler }));
    renderAdmin('/admin/tenant-settings', { pages });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tenant Settings' }),
    ).toBeInTheDocument();
    const verdicts = await screen.findAllByTestId('contrast-verdict');
    expect(verdicts[0]).toHaveTextContent('Text on background: 21.00:1 — passes WCAG AA');

    const user = userEvent.setup({ delay: null });
    const textColor = screen.getByRole('textbox', { name: 'Text colour' });
    await user.clear(textColor);
    await user.type(textColor, '#bbbbbb');
    expect(screen.getAllByTestId('contrast-verdict')[0]).toHaveTextContent(
      /Text on background: 1\.\d\d:1 — fails WCAG AA/,
    );
  });

  it('sends only the fields that changed and says it saved', async () => {
    const api = mockApi(
      shellHandlers(makeAdminAccess(), { '/api/admin/tenant-settings': settingsHandler }),
    );
    renderAdmin('/admin/tenant-settings', { pages });
    const user = userEvent.setup({ delay: null });

    const description = await screen.findByRole('textbox', { name: 'Description' });
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await user.clear(description);
    await user.type(description, 'Solar news');
    const primary = screen.getByRole('textbox', { name: 'Primary colour' });
    await user.clear(primary);
    await user.type(primary, '#123456');
    await user.click(screen.getByRole('switch', { name: 'RSS feed' }));
    await user.click(save);

    expect(
      await screen.findByText('Tenant settings saved. Readers see the change now.'),
    ).toBeInTheDocument();
    const put = api.requestsTo('/api/admin/tenant-settings').find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      description: 'Solar news',
      branding: { primary_color: '#123456' },
      settings: { rss_enabled: false },
    });
  });

  it('turns on the rule that staff must use a second factor (issue 35)', async () => {
    const api = mockApi(
      shellHandlers(makeAdminAccess(), { '/api/admin/tenant-settings': settingsHandler }),
    );
    renderAdmin('/admin/tenant-settings', { pages });
    const user = userEvent.setup({ delay: null });

    const rule = await screen.findByRole('switch', { name: 'Staff must use a second factor' });
    expect(rule).not.toBeChecked();
    expect(screen.getByText(/must set up two-step verification/)).toBeInTheDocument();
    await user.click(rule);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Tenant settings saved. Readers see the change now.'),
    ).toBeInTheDocument();
    const put = api.requestsTo('/api/admin/tenant-settings').find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({ security: { require_staff_mfa: true } });
  });

  it('checks the fields by the contracts’ rules before sending, and shows what to fix', async () => {
    const api = mockApi(
      shellHandlers(makeAdminAccess(), { '/api/admin/tenant-settings': settingsHandler }),
    );
    renderAdmin('/admin/tenant-settings', { pages });
    const user = userEvent.setup({ delay: null });

    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    const primary = screen.getByRole('textbox', { name: 'Primary colour' });
    await user.clear(primary);
    await user.type(primary, 'blue');
    const perPage = screen.getByRole('spinbutton', { name: 'Articles per page' });
    await user.clear(perPage);
    await user.type(perPage, '0');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    // The check runs asynchronously (react-hook-form's resolver).
    await waitFor(() => expect(name).toHaveAccessibleDescription('This field is required'));
    await waitFor(() => expect(name).toHaveFocus());
    expect(primary).toHaveAccessibleDescription(/Enter a colour like #1976d2/);
    expect(perPage).toHaveAccessibleDescription('Enter a whole number from 1 to 100');
    expect(api.requestsTo('/api/admin/tenant-settings').some((r) => r.method === 'PUT')).toBe(
      false,
    );

    // Once shown, an error follows the typing.
    await user.type(name, 'HelioNews');
    await waitFor(() => expect(name).not.toHaveAccessibleDescription('This field is required'));
  });

  it('lets only platform admins change feature flags', async () => {
    mockApi(
      shellHandlers(
        makeAdminAccess({
          role: 'admin',
          user: { ...makeAdminAccess().user, is_admin: false },
        }),
        { '/api/admin/tenant-settings': settingsHandler },
      ),
    );
    renderAdmin('/admin/tenant-settings', { pages });

    const section = await screen.findByRole('region', { name: 'Feature flags' });
    await waitFor(() =>
      expect(within(section).getByRole('switch', { name: 'Logo upload' })).toBeDisabled(),
    );
    expect(section).toHaveTextContent('Only platform administrators can change feature flags.');
  });
});
