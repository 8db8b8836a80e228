import type { Donation } from '@helionews/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { donationList, makeDonation, makeUserProfile } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderRoutes, storeSignedInToken } from '@/test/render';
import { DonationsSection } from '../components/DonationsSection';

function renderDonations(handlers: Record<string, unknown>) {
  storeSignedInToken();
  // Signed in: the session's profile loads too (a refused one would sign the reader out).
  const api = mockApi({ '/api/auth/user/profile': makeUserProfile(), ...handlers });
  const view = renderRoutes([{ path: '/profile', element: <DonationsSection /> }], {
    path: '/profile',
  });
  return { ...view, api };
}

const historyRows = async () => {
  const table = await screen.findByRole('table', { name: 'Your donations' });
  return within(table).getAllByRole('row').slice(1);
};

const amountField = () => screen.getByRole('textbox', { name: 'Amount (USD)' });
const messageField = () => screen.getByRole('textbox', { name: 'Message (optional)' });

describe('donation history', () => {
  it('lists the donations newest first, with amount, date and message', async () => {
    const older = makeDonation({
      amount: 5,
      description: 'Keep it up',
      created_at: '2025-01-02T12:00:00.000Z',
    });
    const newer = makeDonation({
      amount: 1250.5,
      description: '',
      created_at: '2025-02-10T12:00:00.000Z',
    });
    const api = renderDonations({ '/api/user/donations': donationList([older, newer]) }).api;

    const rows = await historyRows();
    expect(rows.map((row) => row.textContent)).toEqual([
      'Feb 10, 2025$1,250.50No message',
      'Jan 2, 2025$5.00Keep it up',
    ]);
    const [request] = api.requestsTo('/api/user/donations');
    expect(request?.headers.get('Authorization')).toBe('Bearer stored-token');
    expect(request?.url.searchParams.get('page')).toBe('1');
  });

  it("formats amounts in the donation's currency and the reader's language", async () => {
    await i18n.changeLanguage('de');
    renderDonations({
      '/api/user/donations': donationList([
        makeDonation({ amount: 12.5, currency: 'EUR', created_at: '2025-03-04T12:00:00.000Z' }),
      ]),
    });

    const table = await screen.findByRole('table', { name: 'Ihre Spenden' });
    expect(within(table).getByText('12,50 €')).toBeInTheDocument();
    expect(within(table).getByText('04.03.2025')).toBeInTheDocument();
  });

  it('says so when there are none yet', async () => {
    renderDonations({ '/api/user/donations': donationList([]) });

    expect(await screen.findByText("You haven't made any donations yet.")).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an empty list and a quiet notice when the history cannot be loaded', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderDonations({
      '/api/user/donations': () =>
        failing
          ? jsonResponse({ detail: 'Database unavailable' }, 503)
          : donationList([makeDonation({ description: 'Back again' })]),
    });

    expect(
      await screen.findByText("Your donation history couldn't be loaded right now."),
    ).toBeInTheDocument();
    expect(screen.getByText("You haven't made any donations yet.")).toBeInTheDocument();
    // Quiet: a note, not an alarm.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('loads older donations on demand', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 10 }, (_, index) =>
      makeDonation({ created_at: `2025-05-${String(20 - index).padStart(2, '0')}T12:00:00Z` }),
    );
    const oldest = makeDonation({
      description: 'The very first',
      created_at: '2024-01-01T12:00:00Z',
    });
    renderDonations({
      '/api/user/donations': ({ url }: { url: URL }) =>
        url.searchParams.get('page') === '2'
          ? donationList([oldest], { page: 2, total: 11 })
          : donationList(firstPage, { total: 11 }),
    });

    expect(await historyRows()).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 11')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));

    expect(await screen.findByText('The very first')).toBeInTheDocument();
    expect(await historyRows()).toHaveLength(11);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});

describe('donation form', () => {
  it.each([
    ['', 'Enter an amount.'],
    ['abc', 'Enter the amount as a number, like 12.50.'],
    ['0', 'The amount must be more than zero.'],
    ['-5', 'The amount must be more than zero.'],
    ['12.345', 'Use at most two decimal places.'],
    ['100000.01', 'The amount can be at most $100,000.00.'],
  ])('refuses the amount %j: %s', async (typed, message) => {
    const user = userEvent.setup();
    const { api } = renderDonations({ '/api/user/donations': donationList([]) });
    await screen.findByText("You haven't made any donations yet.");

    if (typed) await user.type(amountField(), typed);
    await user.click(screen.getByRole('button', { name: 'Donate' }));

    expect(screen.getByText(message)).toBeInTheDocument();
    expect(amountField()).toHaveFocus();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('refuses a message over 500 characters', async () => {
    const user = userEvent.setup();
    const { api } = renderDonations({ '/api/user/donations': donationList([]) });
    await user.type(amountField(), '5');
    await user.click(messageField());
    await user.paste('x'.repeat(501));

    await user.click(screen.getByRole('button', { name: 'Donate' }));

    expect(screen.getByText('Use at most 500 characters.')).toBeInTheDocument();
    expect(messageField()).toHaveFocus();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('records a donation, thanks the reader and shows it in the history', async () => {
    const user = userEvent.setup();
    const recorded: Donation[] = [];
    const { api } = renderDonations({
      '/api/user/donations': (request: { method: string; body: unknown }) => {
        if (request.method !== 'POST') return donationList([...recorded].reverse());
        const { amount, description } = request.body as { amount: number; description: string };
        const donation = makeDonation({
          amount,
          description,
          created_at: new Date().toISOString(),
        });
        recorded.push(donation);
        return jsonResponse(donation, 201);
      },
    });
    await screen.findByText("You haven't made any donations yet.");

    await user.type(amountField(), '12,50');
    await user.type(messageField(), '  For the science desk  ');
    await user.click(screen.getByRole('button', { name: 'Donate' }));

    expect(
      await screen.findByText('Thank you! Your donation of $12.50 has been recorded.'),
    ).toBeInTheDocument();
    const [row] = await historyRows();
    expect(row).toHaveTextContent('$12.50');
    expect(row).toHaveTextContent('For the science desk');
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      amount: 12.5,
      description: 'For the science desk',
    });
    expect(amountField()).toHaveValue('');
    expect(messageField()).toHaveValue('');
  });

  it("shows the server's detail and its field errors, keeping what was typed", async () => {
    const user = userEvent.setup();
    renderDonations({
      '/api/user/donations': (request: { method: string }) =>
        request.method === 'POST'
          ? jsonResponse(
              {
                detail: 'Validation failed: body.amount must be at most 100000',
                errors: [{ field: 'body.amount', message: 'must be at most 100000' }],
              },
              422,
            )
          : donationList([]),
    });
    await user.type(amountField(), '50');

    await user.click(screen.getByRole('button', { name: 'Donate' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Validation failed: body.amount must be at most 100000',
    );
    expect(screen.getByText('Must be at most 100000')).toBeInTheDocument();
    expect(amountField()).toHaveFocus();
    expect(amountField()).toHaveValue('50');
  });

  it('falls back to the catalogue message without a detail', async () => {
    const user = userEvent.setup();
    renderDonations({
      '/api/user/donations': (request: { method: string }) =>
        request.method === 'POST' ? new Response('', { status: 500 }) : donationList([]),
    });
    await user.type(amountField(), '50');

    await user.click(screen.getByRole('button', { name: 'Donate' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create donation. Please try again.');
    expect(alert).toHaveFocus();
  });

  it('disables the button while the donation is sent', async () => {
    const user = userEvent.setup();
    renderDonations({
      '/api/user/donations': (request: { method: string }) =>
        request.method === 'POST' ? new Promise(() => undefined) : donationList([]),
    });
    await user.type(amountField(), '50');

    await user.click(screen.getByRole('button', { name: 'Donate' }));

    expect(screen.getByRole('button', { name: /Donate/ })).toBeDisabled();
  });
});
