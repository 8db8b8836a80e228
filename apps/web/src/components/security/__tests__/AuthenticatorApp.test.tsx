import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { getPasswordInput } from '@/test/render';
import {
  APP_ON,
  NO_FACTORS,
  RECOVERY_CODES,
  renderSecurity,
  TOTP_SECRET,
} from './security-fixtures';

async function security() {
  return screen.findByRole('region', { name: 'Security' });
}

/** Renders the section and opens the app's removal dialog, as a reader would. */
async function openRemoval() {
  renderSecurity();
  const user = userEvent.setup();
  const section = await security();
  await user.click(await within(section).findByRole('button', { name: 'Remove' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove the authenticator app?' });
  return { user, section, dialog };
}

describe('Security section: the authenticator app', () => {
  it('sets up an authenticator app: QR code, typed key, first code, recovery codes once', async () => {
    let enabled = false;
    const api = mockApi({
      '/api/auth/passkeys': [],
      '/api/auth/2fa': () => (enabled ? APP_ON : NO_FACTORS),
      '/api/auth/2fa/totp/setup': {
        secret: TOTP_SECRET,
        otpauth_url: `otpauth://totp/HelioNews:ada%40example.com?secret=${TOTP_SECRET}&issuer=HelioNews`,
      },
      '/api/auth/2fa/totp/confirm': (request: RecordedRequest) => {
        const { code } = request.body as { code: string };
        if (code !== '123456') return jsonResponse({ detail: 'The code is not correct' }, 400);
        enabled = true;
        return { recovery_codes: RECOVERY_CODES };
      },
    });
    renderSecurity();
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
    ).toEqual(RECOVERY_CODES);

    await user.click(within(codes).getByRole('button', { name: 'Copy' }));
    // user-event's stand-in clipboard holds what the page copied.
    expect(await navigator.clipboard.readText()).toBe(`${RECOVERY_CODES.join('\n')}\n`);
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
    expect(screen.queryByText(RECOVERY_CODES[0] ?? '')).not.toBeInTheDocument();
  });

  it('removes the authenticator app after asking for the password', async () => {
    let enabled = true;
    const api = mockApi({
      '/api/auth/passkeys': [],
      '/api/auth/2fa': () => (enabled ? APP_ON : NO_FACTORS),
      '/api/auth/2fa/totp': (request: RecordedRequest) => {
        const { password } = request.body as { password: string };
        if (password !== 'right-password') {
          return jsonResponse({ detail: 'The password is not correct' }, 400);
        }
        enabled = false;
        return new Response(null, { status: 204 });
      },
    });
    const { user, section, dialog } = await openRemoval();
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
  it('says the passkeys stay the second step when the app is off or removed', async () => {
    let enabled = true;
    mockApi({
      '/api/auth/passkeys': [
        {
          id: 7,
          name: 'Laptop',
          created_at: '2026-11-01T10:00:00.000Z',
          last_used_at: null,
        },
      ],
      '/api/auth/2fa': () => ({
        ...(enabled ? APP_ON : NO_FACTORS),
        passkey_count: 1,
        has_second_factor: true,
      }),
      '/api/auth/2fa/totp': () => {
        enabled = false;
        return new Response(null, { status: 204 });
      },
    });
    const { user, section, dialog } = await openRemoval();
    expect(dialog).toHaveAccessibleDescription(
      'Your recovery codes will stop working; your passkeys stay the second step after your password. Enter your password to confirm.',
    );
    await user.type(getPasswordInput('Password'), 'right-password');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await within(section).findByText(
        'Your passkeys are the second step after your password. An app adds codes as another way to sign in.',
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByText('Signing in asks for your password only.')).toBeNull();
  });
});
