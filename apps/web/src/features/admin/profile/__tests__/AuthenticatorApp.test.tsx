import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { getPasswordInput } from '@/test/render';
import { makeAdminAccess, renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { AdminProfilePage } from '../routes/AdminProfilePage';

const pages = [
  { path: 'profile', handle: { adminTitle: 'profile' }, element: <AdminProfilePage /> },
];

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from(
  { length: 10 },
  (_, index) => `abcd-efgh-jk${String(index).padStart(2, '2')}`,
);
const off = { totp_enabled: false, totp_enabled_at: null, recovery_codes_remaining: 0 };
const on = {
  totp_enabled: true,
  totp_enabled_at: '2026-11-30T10:00:00.000Z',
  recovery_codes_remaining: 10,
};

async function security() {
  return screen.findByRole('region', { name: 'Security' });
}

describe('admin profile: Security', () => {
  it('sets up an authenticator app: QR code, typed key, first code, recovery codes once', async () => {
    let enabled = false;
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/auth/2fa': () => (enabled ? on : off),
        '/api/auth/2fa/totp/setup': {
          secret: SECRET,
          otpauth_url: `otpauth://totp/HelioNews:ada%40example.com?secret=${SECRET}&issuer=HelioNews`,
        },
        '/api/auth/2fa/totp/confirm': (request: RecordedRequest) => {
          const { code } = request.body as { code: string };
          if (code !== '123456') return jsonResponse({ detail: 'The code is not correct' }, 400);
          enabled = true;
          return { recovery_codes: CODES };
        },
      }),
    );
    renderAdmin('/admin/profile', { pages });
    const user = userEvent.setup();

    const section = await security();
    expect(await within(section).findByText('Authenticator app')).toBeInTheDocument();
    expect(within(section).getByText('Off')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Set up' }));

    const dialog = await screen.findByRole('dialog', { name: 'Set up an authenticator app' });
    const qr = await within(dialog).findByRole('img', {
      name: /QR code adding .* to an authenticator app/,
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    const field = within(dialog).getByRole('textbox', { name: 'Code from the app' });
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(within(dialog).getByText('Enter the 6-digit code from the app.')).toBeInTheDocument();
    expect(api.requestsTo('/api/auth/2fa/totp/confirm')).toHaveLength(0);

    await user.type(field, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The code is not correct. Check the time on your phone and try the current code.',
    );

    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(api.requestsTo('/api/auth/2fa/totp/confirm').at(-1)?.body).toEqual({ code: '123456' });
    const list = within(codes).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);

    await user.click(within(codes).getByRole('button', { name: 'Copy' }));
    // user-event's stand-in clipboard holds what the page copied.
    expect(await navigator.clipboard.readText()).toBe(`${CODES.join('\n')}\n`);
    expect(within(codes).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    const done = within(codes).getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Save your recovery codes' })).toBeInTheDocument();
    await user.click(
      within(codes).getByRole('checkbox', { name: 'I have saved these recovery codes' }),
    );
    await user.click(done);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(section).findByText('On')).toBeInTheDocument();
    expect(within(section).getByText(/Recovery codes left: 10/)).toBeInTheDocument();
    // Shown once: nothing on the page holds them any more.
    expect(screen.queryByText(CODES[0] ?? '')).not.toBeInTheDocument();
  });

  it('removes the authenticator app after asking for the password', async () => {
    let enabled = true;
    const api = mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/auth/2fa': () => (enabled ? on : off),
        '/api/auth/2fa/totp': (request: RecordedRequest) => {
          const { password } = request.body as { password: string };
          if (password !== 'right-password') {
            return jsonResponse({ detail: 'The password is not correct' }, 400);
          }
          enabled = false;
          return new Response(null, { status: 204 });
        },
      }),
    );
    renderAdmin('/admin/profile', { pages });
    const user = userEvent.setup();

    const section = await security();
    await user.click(await within(section).findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the authenticator app?' });
    await user.type(getPasswordInput('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The password is not correct.',
    );

    await user.clear(getPasswordInput('Password'));
    await user.type(getPasswordInput('Password'), 'right-password');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await within(section).findByText('The authenticator app has been removed.'),
    ).toBeInTheDocument();
    expect(await within(section).findByText('Off')).toBeInTheDocument();
    const removal = api.requestsTo('/api/auth/2fa/totp');
    expect(removal.at(-1)).toMatchObject({
      method: 'DELETE',
      body: { password: 'right-password' },
    });
  });
});
