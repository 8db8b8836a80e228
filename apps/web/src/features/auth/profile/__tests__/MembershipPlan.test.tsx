import type { UserMembership } from '@helionews/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { categoryList, donationList, makeUserProfile } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderRoutes, storeSignedInToken } from '@/test/render';
import { ProfilePage } from '../routes/ProfilePage';

const FREE_TIER: UserMembership['tier'] = {
  id: null,
  name: 'Free',
  description: '',
  benefits: [],
  monthly_price: null,
  yearly_price: null,
  currency: 'usd',
};
const SUPPORTER: UserMembership['tier'] = {
  id: 5,
  name: 'Supporter',
  description: 'Keep independent news going',
  benefits: ['Every story'],
  monthly_price: 499,
  yearly_price: 4900,
  currency: 'usd',
};

function renderProfile(
  membership: unknown,
  portal: unknown = { url: 'https://billing.stripe.test/session/1' },
) {
  storeSignedInToken();
  const api = mockApi({
    '/api/auth/user/profile': makeUserProfile(),
    '/api/categories': categoryList([]),
    '/api/user/donations': donationList([]),
    '/api/auth/user/newsletters': { newsletters: [], newsletter_ids: [] },
    '/api/auth/user/membership': membership,
    '/api/membership/portal': portal,
  });
  renderRoutes([{ path: '/profile', element: <ProfilePage /> }], { path: '/profile' });
  return api;
}

const section = () => screen.findByRole('region', { name: 'Your plan' });

describe("the profile's plan", () => {
  it('shows a free member their tier and the way to the plans', async () => {
    const api = renderProfile({
      tier: FREE_TIER,
      status: 'free',
      renews_at: null,
      cancel_at_period_end: false,
    });
    const region = await section();
    expect(await within(region).findByText('Free', { selector: 'dd' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/membership',
    );
    expect(within(region).queryByRole('button', { name: 'Manage billing' })).toBeNull();
    expect(within(region).queryByText(/Renews on/)).toBeNull();
    expect(api.requestsTo('/api/auth/user/membership')[0]?.headers.get('Authorization')).toMatch(
      /^Bearer /,
    );
  });

  it('shows a paying member their renewal and opens Stripe’s billing portal', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = renderProfile({
      tier: SUPPORTER,
      status: 'paid',
      renews_at: '2026-12-30T12:00:00.000Z',
      cancel_at_period_end: false,
    });
    const region = await section();
    expect(await within(region).findByText('Supporter')).toBeInTheDocument();
    expect(within(region).getByText('Paid')).toBeInTheDocument();
    expect(within(region).getByText('Renews on December 30, 2026')).toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: 'See plans' })).toBeNull();

    await userEvent.setup().click(within(region).getByRole('button', { name: 'Manage billing' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/session/1'),
    );
    expect(api.requestsTo('/api/membership/portal').map((request) => request.method)).toEqual([
      'POST',
    ]);
  });

  it('says when a membership is canceled at the end of its period', async () => {
    renderProfile({
      tier: SUPPORTER,
      status: 'paid',
      renews_at: '2026-12-30T12:00:00.000Z',
      cancel_at_period_end: true,
    });
    const region = await section();
    expect(await within(region).findByText('Ends on December 30, 2026')).toBeInTheDocument();
    expect(
      within(region).getByText(/will not renew: it ends at the end of the current period/),
    ).toBeInTheDocument();
  });

  it('warns a member whose payment failed, and keeps the billing button', async () => {
    renderProfile(
      {
        tier: SUPPORTER,
        status: 'past_due',
        renews_at: '2026-12-30T12:00:00.000Z',
        cancel_at_period_end: false,
      },
      jsonResponse({ detail: 'You have no billing account with this publication' }, 404),
    );
    const region = await section();
    expect(await within(region).findByText('Payment due')).toBeInTheDocument();
    expect(within(region).getByText(/Your last payment failed/)).toBeInTheDocument();

    await userEvent.setup().click(within(region).getByRole('button', { name: 'Manage billing' }));
    expect(
      await within(region).findByText('You have no billing account with this publication'),
    ).toBeInTheDocument();
  });

  it('shows a complimentary membership until it ends, without billing', async () => {
    renderProfile({
      tier: SUPPORTER,
      status: 'comped',
      renews_at: '2027-01-31T12:00:00.000Z',
      cancel_at_period_end: false,
    });
    const region = await section();
    expect(await within(region).findByText('Complimentary')).toBeInTheDocument();
    expect(within(region).getByText('Ends on January 31, 2027')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Manage billing' })).toBeNull();
    expect(within(region).queryByRole('link', { name: 'See plans' })).toBeNull();
  });

  it('says when the plan cannot be loaded', async () => {
    renderProfile(jsonResponse({ detail: 'Boom' }, 500));
    const region = await section();
    expect(await within(region).findByText('Your plan could not be loaded.')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
