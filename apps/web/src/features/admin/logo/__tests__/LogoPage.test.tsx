import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/test/fake-xhr';
import { mockApi } from '@/test/mock-api';
import { makeAdminAccess, renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { makeAdminTenant } from '../../tenants/__tests__/tenant-fixtures';
import { LogoPage } from '../routes/LogoPage';

const pages = [{ path: 'logo', handle: { adminSection: 'logo' }, element: <LogoPage /> }];
const LOGO = '/uploads/logos/helionews-abc-192.webp';

function png(name = 'logo.png', size = 1024) {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('logo management', () => {
  it('refuses uploads while logoUpload is off, with the reason', async () => {
    mockApi(shellHandlers(makeAdminAccess(), { '/api/admin/tenant-settings': makeAdminTenant() }));
    renderAdmin('/admin/logo', { pages });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Logo Management' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Logo upload is not enabled for this tenant')).toBeVisible();
    expect(
      screen.getByText('A platform administrator can switch it on in Tenant Management.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
    expect(screen.getByLabelText('Logo file')).toBeDisabled();
    // No logo: the letter fallback at the four sizes.
    for (const size of ['small', 'medium', 'large', 'xlarge']) {
      expect(screen.getByTestId(`logo-size-${size}`)).toHaveTextContent('H');
    }
    expect(screen.getByTestId('logo-size-xlarge')).toHaveTextContent('Extra large');
  });

  it('deletes the logo after confirmation, back to the letter fallback', async () => {
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/tenant-settings': makeAdminTenant({ logo_url: LOGO }),
        '/api/admin/tenant-settings/logo': makeAdminTenant({ logo_url: null }),
      }),
    );
    renderAdmin('/admin/logo', { pages });
    const user = userEvent.setup({ delay: null });

    const sizes = await screen.findByRole('list', { name: 'The logo at its four sizes' });
    expect(within(sizes).getAllByRole('img')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Delete logo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the logo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText('Logo deleted. The site shows the letter instead.'),
    ).toBeVisible();
    expect(api.requestsTo('/api/admin/tenant-settings/logo').map((r) => r.method)).toEqual([
      'DELETE',
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('logo-size-large').querySelector('img')).toBeNull(),
    );
    expect(screen.getByTestId('logo-size-large')).toHaveTextContent('H');
    expect(
      screen.getByText('No logo uploaded: the site shows the letter H instead.'),
    ).toBeVisible();
  });

  it('checks the file, previews it and uploads it with progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.respond = { status: 200, body: makeAdminTenant({ logo_url: LOGO }) };
    const enabled = makeAdminTenant({
      features: { logoUpload: true, tenantSwitching: false, analytics: false },
    });
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/tenant-settings': enabled,
      }),
    );
    renderAdmin('/admin/logo', { pages });
    const user = userEvent.setup({ delay: null, applyAccept: false });

    const input = await screen.findByLabelText('Logo file');
    await waitFor(() => expect(input).toBeEnabled());
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notes.txt is not a PNG, JPEG, WebP or GIF image.',
    );
    await user.upload(input, png('huge.png', 3 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent('huge.png is larger than 2 MB.');

    await user.upload(input, png());
    const preview = await screen.findByRole('group', { name: 'Selected logo' });
    expect(preview).toHaveTextContent('logo.png');
    await user.click(within(preview).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    expect(await screen.findByText('Logo uploaded. Readers see it now.')).toBeVisible();
    const xhr = FakeXhr.last;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/api/admin/tenant-settings/logo');
    expect(xhr?.headers['X-Tenant-ID']).toBe('helionews');
    expect(xhr?.headers['Authorization']).toMatch(/^Bearer /);
    expect((xhr?.sent?.get('file') as File).name).toBe('logo.png');
    await waitFor(() =>
      expect(screen.getByTestId('logo-size-large').querySelector('img')).not.toBeNull(),
    );
  });

  it('shows the server’s detail when the upload is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.respond = { status: 413, body: { detail: 'The logo must be at most 2 MB' } };
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/tenant-settings': makeAdminTenant({
          features: { logoUpload: true, tenantSwitching: false, analytics: false },
        }),
      }),
    );
    renderAdmin('/admin/logo', { pages });
    const user = userEvent.setup({ delay: null });
    const input = await screen.findByLabelText('Logo file');
    await waitFor(() => expect(input).toBeEnabled());
    await user.upload(input, png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The logo must be at most 2 MB');
  });
});
