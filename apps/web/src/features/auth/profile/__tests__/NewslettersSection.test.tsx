import type { UserNewsletters } from '@helionews/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { categoryList, donationList, makeUserProfile } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderRoutes, storeSignedInToken } from '@/test/render';
import { ProfilePage } from '../routes/ProfilePage';

const mine: UserNewsletters = {
  newsletters: [
    { id: 1, name: 'Morning Briefing', description: 'The day ahead.', cadence: 'daily' },
    { id: 2, name: 'Launch Alerts', description: '', cadence: 'each_story' },
  ],
  newsletter_ids: [2],
};

function renderProfile(newsletters: unknown) {
  storeSignedInToken();
  const api = mockApi({
    '/api/auth/user/profile': makeUserProfile(),
    '/api/categories': categoryList([]),
    '/api/user/donations': donationList([]),
    '/api/auth/user/newsletters': newsletters,
  });
  renderRoutes([{ path: '/profile', element: <ProfilePage /> }], { path: '/profile' });
  return api;
}

const section = () => screen.findByRole('region', { name: 'Newsletters' });

describe("the profile's newsletters", () => {
  it('starts from the ones the reader receives and saves the new choice', async () => {
    const api = renderProfile((request: { method: string; body: unknown }) =>
      request.method === 'PUT'
        ? { ...mine, newsletter_ids: (request.body as { newsletter_ids: number[] }).newsletter_ids }
        : mine,
    );
    const region = await section();
    const morning = await within(region).findByRole('switch', { name: /Morning Briefing/ });
    const launches = within(region).getByRole('switch', { name: /Launch Alerts/ });
    expect(morning).not.toBeChecked();
    expect(launches).toBeChecked();
    expect(within(region).getByText(/Daily digest/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(morning);
    await user.click(launches);
    await user.click(within(region).getByRole('button', { name: 'Save newsletters' }));

    expect(await within(region).findByText('Newsletters saved')).toBeInTheDocument();
    const put = api.requestsTo('/api/auth/user/newsletters').filter((r) => r.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0]?.body).toEqual({ newsletter_ids: [1] });
    expect(morning).toBeChecked();
    expect(launches).not.toBeChecked();
  });

  it('says so when saving fails, keeping the choice', async () => {
    renderProfile((request: { method: string }) =>
      request.method === 'PUT' ? jsonResponse({ detail: 'Boom' }, 500) : mine,
    );
    const region = await section();
    const user = userEvent.setup();
    await user.click(await within(region).findByRole('switch', { name: /Morning Briefing/ }));
    await user.click(within(region).getByRole('button', { name: 'Save newsletters' }));

    expect(await within(region).findByRole('alert')).toHaveTextContent('Boom');
    expect(within(region).getByRole('switch', { name: /Morning Briefing/ })).toBeChecked();
  });

  it('says when the publication has no newsletters', async () => {
    renderProfile({ newsletters: [], newsletter_ids: [] });
    const region = await section();
    expect(
      await within(region).findByText('This publication has no newsletters yet.'),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Save newsletters' })).toBeNull();
  });

  it('offers a retry when the list fails to load', async () => {
    let calls = 0;
    renderProfile(() => {
      calls += 1;
      return calls === 1 ? jsonResponse({ detail: 'Boom' }, 500) : mine;
    });
    const region = await section();
    expect(
      await within(region).findByText("Your newsletters couldn't be loaded."),
    ).toBeInTheDocument();
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(region).getByRole('switch', { name: /Launch Alerts/ })).toBeChecked(),
    );
  });
});
