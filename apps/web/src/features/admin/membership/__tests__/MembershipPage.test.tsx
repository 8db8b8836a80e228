import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { axeViolations } from '../../shared/__tests__/axe-violations';
import { renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { makeSettings, makeTier, membershipAdmin, membershipPages } from './membership-fixtures';

const SETTINGS = '/api/admin/membership/settings';
const TIERS = '/api/admin/membership/tiers';

/** Puts `text` in a field as a paste: one input event rather than one per key. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function server(overrides: Record<string, unknown> = {}) {
  return mockApi(
    shellHandlers(membershipAdmin, {
      [SETTINGS]: (request: RecordedRequest) =>
        request.method === 'PUT'
          ? makeSettings({ ...(request.body as object), stripe_secret_key_set: true })
          : makeSettings(),
      [TIERS]: { tiers: [makeTier()] },
      ...overrides,
    }),
  );
}

const puts = (api: ReturnType<typeof server>, path: string) =>
  api.requestsTo(path).filter((request) => request.method === 'PUT');

describe('Membership settings', () => {
  it('shows the keys as the server describes them, never a secret value', async () => {
    server();
    renderAdmin('/admin/membership', { pages: membershipPages });

    const stripe = await screen.findByRole('region', { name: 'Stripe' });
    expect(within(stripe).getByRole('textbox', { name: 'Publishable key' })).toHaveValue(
      'pk_live_abcdefgh',
    );
    const secretKey = within(stripe).getByRole('group', { name: 'secret key' });
    expect(secretKey).toHaveTextContent('Set, ending in 4242');
    const webhookSecret = within(stripe).getByRole('group', { name: 'webhook signing secret' });
    expect(webhookSecret).toHaveTextContent('Set');
    // Write-only: no field for either secret until the editor asks to replace it.
    expect(document.querySelector('input[name="stripe_secret_key"]')).toBeNull();
    expect(document.querySelector('input[name="stripe_webhook_secret"]')).toBeNull();
    expect(within(stripe).getByRole('textbox', { name: 'Webhook endpoint URL' })).toHaveValue(
      'https://news.example/api/membership/stripe/webhook/helionews',
    );

    const paywall = screen.getByRole('region', { name: 'Paywall' });
    expect(within(paywall).getByRole('spinbutton', { name: 'Preview paragraphs' })).toHaveValue(3);
    expect(paywall).toHaveTextContent(/counted in the reader's browser/);
    await screen.findByRole('table', { name: 'Tiers' });
    expect(await axeViolations()).toEqual([]);
  }, 60_000);

  it('opens an empty field to replace a secret, and sends only what changed', async () => {
    const api = server();
    renderAdmin('/admin/membership', { pages: membershipPages });
    const user = userEvent.setup();
    const stripe = await screen.findByRole('region', { name: 'Stripe' });

    await user.click(within(stripe).getByRole('button', { name: 'Replace secret key' }));
    const field = within(stripe).getByLabelText('New secret key');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('type', 'password');
    await fill(user, field, 'sk_live_newkey9876');
    const meter = screen.getByRole('spinbutton', {
      name: 'Free stories a month for signed-in free members',
    });
    await user.clear(meter);
    await fill(user, meter, '5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Membership settings saved')).toBeInTheDocument();
    const sent = puts(api, SETTINGS);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ stripe_secret_key: 'sk_live_newkey9876', meter_members: 5 });
  });

  it('clears a secret with null and keeps the other out of the request', async () => {
    const api = server();
    renderAdmin('/admin/membership', { pages: membershipPages });
    const user = userEvent.setup();
    const stripe = await screen.findByRole('region', { name: 'Stripe' });

    await user.click(within(stripe).getByRole('button', { name: 'Remove webhook signing secret' }));
    expect(within(stripe).getByRole('group', { name: 'webhook signing secret' })).toHaveTextContent(
      'Will be removed when you save',
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(puts(api, SETTINGS)).toHaveLength(1));
    expect(puts(api, SETTINGS)[0]?.body).toEqual({ stripe_webhook_secret: null });
  });

  it('refuses a malformed key before calling the server', async () => {
    const api = server();
    renderAdmin('/admin/membership', { pages: membershipPages });
    const user = userEvent.setup();
    const stripe = await screen.findByRole('region', { name: 'Stripe' });

    await user.click(within(stripe).getByRole('button', { name: 'Replace secret key' }));
    await fill(user, within(stripe).getByLabelText('New secret key'), 'pk_live_wrongkind');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(
      await within(stripe).findByText(
        'A secret key starts with sk_test_, sk_live_, rk_test_ or rk_live_.',
      ),
    ).toBeInTheDocument();
    expect(puts(api, SETTINGS)).toHaveLength(0);
  });

  it('says so when the settings cannot be loaded, and tries again', async () => {
    let calls = 0;
    server({
      [SETTINGS]: () => {
        calls += 1;
        return calls === 1 ? jsonResponse({ detail: 'Database unavailable' }, 503) : makeSettings();
      },
    });
    renderAdmin('/admin/membership', { pages: membershipPages });
    const alert = await screen.findByText('Database unavailable');
    const user = userEvent.setup();
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button'));
    expect(await screen.findByRole('region', { name: 'Stripe' })).toBeInTheDocument();
  });
});

describe('Membership tiers', () => {
  it('lists each tier with its prices, currency, status and members', async () => {
    server({
      [TIERS]: {
        tiers: [
          makeTier(),
          makeTier({
            id: 6,
            name: 'Patron',
            monthly_price: null,
            yearly_price: 12000,
            currency: 'eur',
            status: 'archived',
            member_count: 1234,
          }),
        ],
      },
    });
    renderAdmin('/admin/membership', { pages: membershipPages });

    const table = await screen.findByRole('table', { name: 'Tiers' });
    const supporter = within(table).getByRole('row', { name: /Supporter/ });
    expect(
      within(supporter)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 5),
    ).toEqual(['$4.99', '$49.00', 'USD', 'Active', '12']);
    const patron = within(table).getByRole('row', { name: /Patron/ });
    expect(patron).toHaveTextContent('€120.00');
    expect(patron).toHaveTextContent('Archived');
    expect(patron).toHaveTextContent('1,234');
  });

  it('says when there are no paid tiers yet', async () => {
    server({ [TIERS]: { tiers: [] } });
    renderAdmin('/admin/membership', { pages: membershipPages });
    expect(await screen.findByText(/No paid tiers yet/)).toBeInTheDocument();
  });

  it('checks the dialog, then sends prices in minor units', async () => {
    const api = server({
      [TIERS]: (request: RecordedRequest) =>
        request.method === 'POST'
          ? jsonResponse(makeTier({ id: 9, ...(request.body as object) }), 201)
          : { tiers: [makeTier()] },
    });
    renderAdmin('/admin/membership', { pages: membershipPages });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add tier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a tier' });
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Add tier' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('A paid tier needs a monthly or a yearly price.'),
    ).toBeInTheDocument();

    await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Insider');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Monthly price ($)' }), '4.5x');
    await user.click(within(dialog).getByRole('button', { name: 'Add tier' }));
    expect(
      await within(dialog).findByText('Enter an amount such as 5 or 4.99.'),
    ).toBeInTheDocument();
    expect(api.requestsTo(TIERS).filter((r) => r.method === 'POST')).toHaveLength(0);

    const monthly = within(dialog).getByRole('textbox', { name: 'Monthly price ($)' });
    await user.clear(monthly);
    await fill(user, monthly, '4.99');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Yearly price ($)' }), '49');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'Benefits' }),
      'Every story\n\n  Members-only newsletter ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add tier' }));

    expect(await screen.findByText('Tier “Insider” added')).toBeInTheDocument();
    const posted = api.requestsTo(TIERS).filter((r) => r.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({
      name: 'Insider',
      description: '',
      benefits: ['Every story', 'Members-only newsletter'],
      monthly_price: 499,
      yearly_price: 4900,
      currency: 'usd',
      status: 'active',
      position: 0,
    });
  }, 60_000);

  it('edits a tier from its major-unit prices', async () => {
    const api = server({
      [TIERS]: { tiers: [makeTier()] },
      [`${TIERS}/5`]: (request: RecordedRequest) => makeTier({ ...(request.body as object) }),
    });
    renderAdmin('/admin/membership', { pages: membershipPages });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Supporter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Supporter' });
    const monthly = within(dialog).getByRole('textbox', { name: 'Monthly price ($)' });
    expect(monthly).toHaveValue('4.99');
    await user.clear(monthly);
    await fill(user, monthly, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save tier' }));

    await waitFor(() => expect(puts(api, `${TIERS}/5`)).toHaveLength(1));
    expect(puts(api, `${TIERS}/5`)[0]?.body).toMatchObject({
      monthly_price: 500,
      yearly_price: 4900,
    });
  });

  it('shows why a tier with members cannot be deleted', async () => {
    const api = server({
      [`${TIERS}/5`]: jsonResponse({ detail: 'This tier has members: archive it instead' }, 409),
    });
    renderAdmin('/admin/membership', { pages: membershipPages });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Supporter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Supporter?' });
    expect(dialog).toHaveTextContent('Members on this tier: 12.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete tier' }));

    expect(
      await within(dialog).findByText('This tier has members: archive it instead'),
    ).toBeInTheDocument();
    expect(api.requestsTo(`${TIERS}/5`).map((r) => r.method)).toEqual(['DELETE']);
  });
});
