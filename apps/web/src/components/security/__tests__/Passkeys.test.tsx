import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Passkey } from '@helionews/contracts';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { NO_FACTORS, renderSecurity } from './security-fixtures';

const webauthn = vi.hoisted(() => ({
  supported: true,
  startRegistration: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => webauthn.supported,
  startRegistration: webauthn.startRegistration,
  startAuthentication: vi.fn(),
}));

const OPTIONS = {
  rp: { name: 'HelioNews', id: 'localhost' },
  user: { id: 'dXNlcg', name: 'ada@example.com', displayName: 'Ada' },
  challenge: 'Y2hhbGxlbmdl',
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  timeout: 300000,
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  attestation: 'none',
};
const ANSWER = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'oA', transports: ['internal'] },
};
const LAPTOP: Passkey = {
  id: 7,
  name: 'Work laptop',
  created_at: '2026-11-02T10:00:00.000Z',
  last_used_at: '2026-11-20T10:00:00.000Z',
};

async function passkeysOf() {
  const section = await screen.findByRole('region', { name: 'Security' });
  await within(section).findByRole('heading', { name: 'Passkeys' });
  return section;
}

beforeEach(() => {
  webauthn.supported = true;
  webauthn.startRegistration.mockReset();
});

describe('Security section: passkeys', () => {
  it('says when there are none, then adds one under its name, by keyboard', async () => {
    const stored: Passkey[] = [];
    const api = mockApi({
      '/api/auth/2fa': () => ({ ...NO_FACTORS, passkey_count: stored.length }),
      '/api/auth/passkeys': () => stored,
      '/api/auth/passkeys/register/options': OPTIONS,
      '/api/auth/passkeys/register/verify': (request: RecordedRequest) => {
        const { name } = request.body as { name: string };
        const passkey = { ...LAPTOP, name, last_used_at: null };
        stored.push(passkey);
        return jsonResponse(passkey, 201);
      },
    });
    webauthn.startRegistration.mockResolvedValue(ANSWER);
    renderSecurity();
    const user = userEvent.setup();
    const section = await passkeysOf();

    expect(await within(section).findByText('You have no passkeys yet.')).toBeInTheDocument();
    const add = within(section).getByRole('button', { name: 'Add a passkey' });
    add.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(field).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(within(dialog).getByText('Enter a name.')).toBeInTheDocument();
    expect(api.requestsTo('/api/auth/passkeys/register/options')).toHaveLength(0);

    await user.type(field, '  Phone  {Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(section).findByText('The passkey “Phone” has been added.'),
    ).toBeInTheDocument();
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(api.requestsTo('/api/auth/passkeys/register/verify')[0]?.body).toEqual({
      name: 'Phone',
      response: ANSWER,
    });
    const list = await within(section).findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Phone')).toBeInTheDocument();
    expect(within(list).getByText(/Never used/)).toBeInTheDocument();
  });

  it('shows each passkey with when it was added and last used, and removes one after a confirmation', async () => {
    let stored = [LAPTOP, { ...LAPTOP, id: 8, name: 'Phone', last_used_at: null }];
    const api = mockApi({
      '/api/auth/2fa': NO_FACTORS,
      '/api/auth/passkeys': () => stored,
      '/api/auth/passkeys/7': () => {
        stored = stored.filter((passkey) => passkey.id !== 7);
        return new Response(null, { status: 204 });
      },
    });
    renderSecurity();
    const user = userEvent.setup();
    const section = await passkeysOf();

    const list = await within(section).findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(list).getByText('Added on November 2, 2026 · Last used on November 20, 2026'),
    ).toBeInTheDocument();

    const remove = within(list).getByRole('button', { name: 'Remove the passkey Work laptop' });
    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    expect(dialog).toHaveTextContent('You will no longer be able to sign in with “Work laptop”.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('/api/auth/passkeys/7')).toHaveLength(0);

    await user.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(section).findByText('The passkey has been removed.')).toBeInTheDocument();
    expect(api.requestsTo('/api/auth/passkeys/7')[0]?.method).toBe('DELETE');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('says when the passkey was not accepted, or when the browser ceremony was cancelled', async () => {
    mockApi({
      '/api/auth/2fa': NO_FACTORS,
      '/api/auth/passkeys': [],
      '/api/auth/passkeys/register/options': OPTIONS,
      '/api/auth/passkeys/register/verify': () =>
        jsonResponse({ detail: 'The passkey was not accepted' }, 400),
    });
    webauthn.startRegistration.mockResolvedValueOnce(ANSWER);
    renderSecurity();
    const user = userEvent.setup();
    const section = await passkeysOf();

    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Laptop');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The passkey was not accepted. Please try again.',
    );

    webauthn.startRegistration.mockRejectedValueOnce(
      Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No passkey was created: the request was cancelled or timed out.',
    );
  });

  it('says when the passkeys cannot be loaded, and offers no passkey where the browser has none', async () => {
    webauthn.supported = false;
    mockApi({
      '/api/auth/2fa': NO_FACTORS,
      '/api/auth/passkeys': () => jsonResponse({ detail: 'Boom' }, 500),
    });
    renderSecurity();
    const section = await passkeysOf();

    expect(
      await within(section).findByText('Your passkeys could not be loaded.'),
    ).toBeInTheDocument();
    expect(within(section).getByText('This browser cannot create passkeys.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });
});
