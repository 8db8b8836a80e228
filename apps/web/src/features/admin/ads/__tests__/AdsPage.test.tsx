import type { AdCampaign, AdZone } from '@helionews/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { makeAdminAccess, renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { AdsPage } from '../routes/AdsPage';

const pages = [{ path: 'ads', handle: { adminSection: 'ads' }, element: <AdsPage /> }];

function makeCampaign(overrides: Partial<AdCampaign> = {}): AdCampaign {
  return {
    id: 1,
    name: 'Spring sale',
    description: '',
    status: 'active',
    type: 'banner',
    startDate: '2026-03-01T00:00:00.000Z',
    endDate: '2026-04-01T00:00:00.000Z',
    budget: 500,
    spent: 9,
    pricingModel: 'cpm',
    rate: 4.5,
    impressions: 2000,
    clicks: 30,
    ctr: 1.5,
    cpc: 0.3,
    cpm: 4.5,
    targetAudience: [],
    adZones: [7],
    creativeUrl: '/uploads/ads/1/aaaaaaaaaaaaaaaaaaaaaaaa.webp',
    creativeAlt: 'Spring sale banner',
    landingPageUrl: 'https://example.org/spring',
    weight: 50,
    reviewNote: '',
    createdAt: '2026-02-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
    ...overrides,
  };
}

const zone: AdZone = {
  id: 7,
  name: 'Front page banner',
  description: '',
  type: 'banner',
  dimensions: '728x90',
  location: 'top_banner',
  isActive: true,
  totalImpressions: 2000,
  totalClicks: 30,
  avgCTR: 1.5,
  avgCPM: 4.5,
  campaigns: [{ id: 1, name: 'Spring sale', status: 'active' }],
  createdAt: '2026-02-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
};

const listOf = (campaigns: AdCampaign[]) => ({
  campaigns,
  total: campaigns.length,
  page: 1,
  page_size: 10,
});
const stats = {
  days: [
    { date: '2026-03-01', impressions: 1200, clicks: 10 },
    { date: '2026-03-02', impressions: 800, clicks: 20 },
  ],
};

function handlers(campaigns: AdCampaign[], extra: Record<string, unknown> = {}) {
  return {
    '/api/admin/ads/campaigns': listOf(campaigns),
    '/api/admin/ads/zones': { zones: [zone], total: 1, page: 1, page_size: 100 },
    '/api/admin/ads/stats': stats,
    ...extra,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** Typing letter by letter re-renders the whole dialog each time: the value is set at once. */
const fill = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

/**
 * Opens the new campaign dialog and fills what every campaign needs: a name, a budget, a price
 * and `landingPage`.
 */
async function startCampaign(user: ReturnType<typeof userEvent.setup>, landingPage: string) {
  await user.click(await screen.findByRole('button', { name: 'New campaign' }));
  const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
  fill(within(dialog).getByRole('textbox', { name: 'Name' }), 'Autumn');
  fill(within(dialog).getByRole('spinbutton', { name: 'Budget' }), '100');
  fill(within(dialog).getByRole('spinbutton', { name: 'Price per 1,000 impressions' }), '2');
  fill(within(dialog).getByRole('textbox', { name: 'Landing page' }), landingPage);
  return dialog;
}

async function campaignTable() {
  return screen.findByRole('table', { name: 'Campaigns of this publication' });
}

describe('ads page', () => {
  it('lists campaigns with their status, spend and derived figures, formatted', async () => {
    mockApi(shellHandlers(makeAdminAccess(), handlers([makeCampaign()])));
    renderAdmin('/admin/ads', { pages });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ads & Campaigns' }),
    ).toBeInTheDocument();
    const table = await campaignTable();
    const row = within(table).getByRole('row', { name: /Spring sale/ });
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('9.00 of 500.00')).toBeInTheDocument();
    expect(
      within(row).getByRole('progressbar', { name: 'Budget spent by Spring sale' }),
    ).toHaveAttribute('aria-valuenow', String((9 / 500) * 100));
    expect(within(row).getByText('2,000')).toBeInTheDocument();
    expect(within(row).getByText('1.50%')).toBeInTheDocument();
    expect(within(row).getByText('0.30')).toBeInTheDocument();
    // The chart's figures reach screen readers as a table.
    expect(
      await screen.findByRole('table', { name: 'Impressions and clicks' }),
    ).toBeInTheDocument();
  });

  it('shows the empty state, and a retry when the list fails', async () => {
    let fail = true;
    mockApi(
      shellHandlers(
        makeAdminAccess(),
        handlers([], {
          '/api/admin/ads/campaigns': () =>
            fail ? jsonResponse({ detail: 'Boom' }, 500) : listOf([]),
        }),
      ),
    );
    renderAdmin('/admin/ads', { pages });
    const user = userEvent.setup({ delay: null });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await user.click(retry);
    expect(
      await screen.findByText('No campaigns yet. Create one to show ads on the reader pages.'),
    ).toBeInTheDocument();
  });

  it('lets an admin approve a pending campaign and delete one with the spec text', async () => {
    const pending = makeCampaign({ id: 2, name: 'Proposal', status: 'pending' });
    const api = mockApi(
      shellHandlers(
        makeAdminAccess(),
        handlers([makeCampaign(), pending], {
          '/api/admin/ads/campaigns/2/approve': { ...pending, status: 'active' },
          '/api/admin/ads/campaigns/1': (request: RecordedRequest) =>
            request.method === 'DELETE'
              ? { message: 'Campaign deleted successfully' }
              : jsonResponse({ detail: 'unexpected' }, 405),
        }),
      ),
    );
    renderAdmin('/admin/ads', { pages });
    const user = userEvent.setup({ delay: null });
    const table = await campaignTable();
    expect(within(table).getByText('Awaiting approval')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Approve Proposal' }));
    expect(await screen.findByText('Campaign approved: it can now run')).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/ads/campaigns/2/approve')[0]?.method).toBe('POST');

    await user.click(within(table).getByRole('button', { name: 'Delete Spring sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this campaign?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Campaign deleted successfully')).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/ads/campaigns/1')[0]?.method).toBe('DELETE');
  });

  it('refuses a landing page that is not https and an end before the start, without a call', async () => {
    const api = mockApi(shellHandlers(makeAdminAccess(), handlers([])));
    renderAdmin('/admin/ads', { pages });
    const user = userEvent.setup({ delay: null });
    const dialog = await startCampaign(user, 'http://example.org/');
    const end = within(dialog).getByLabelText('End date', { exact: false });
    fill(end, '2020-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(
      await within(dialog).findByText('Enter an address starting with https://'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('The end date must be after the start date'),
    ).toBeInTheDocument();
    expect(
      api.requestsTo('/api/admin/ads/campaigns').filter((r) => r.method === 'POST'),
    ).toHaveLength(0);
  });

  it('checks amounts and weight with the contracts’ rules, without a call', async () => {
    const api = mockApi(shellHandlers(makeAdminAccess(), handlers([])));
    renderAdmin('/admin/ads', { pages });
    const user = userEvent.setup({ delay: null });
    const dialog = await startCampaign(user, 'https://example.org/autumn');
    const budget = within(dialog).getByRole('spinbutton', { name: 'Budget' });
    const weight = within(dialog).getByRole('spinbutton', { name: 'Weight' });
    fill(budget, '1.234');
    fill(weight, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(budget).toHaveAttribute('aria-invalid', 'true'));
    expect(budget).toHaveAccessibleDescription(
      'Enter an amount of at least 0 with at most two decimals',
    );
    expect(weight).toHaveAccessibleDescription('Enter a whole number from 1 to 100');
    expect(
      api.requestsTo('/api/admin/ads/campaigns').filter((r) => r.method === 'POST'),
    ).toHaveLength(0);
  });

  it('shows server field errors on the fields they name', async () => {
    mockApi(
      shellHandlers(
        makeAdminAccess(),
        handlers([], {
          '/api/admin/ads/campaigns': (request: RecordedRequest) =>
            request.method === 'POST'
              ? jsonResponse(
                  {
                    detail: 'Validation failed',
                    errors: [
                      {
                        field: 'adZones',
                        message: 'Every ad zone must be one of this publication',
                      },
                    ],
                  },
                  422,
                )
              : listOf([]),
        }),
      ),
    );
    renderAdmin('/admin/ads', { pages });
    const user = userEvent.setup({ delay: null });
    const dialog = await startCampaign(user, 'https://example.org/autumn');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Every ad zone must be one of this publication'),
    ).toBeInTheDocument();
  });

  it('keeps approval, deletion and zone changes from editors', async () => {
    const pending = makeCampaign({ id: 2, name: 'Proposal', status: 'pending' });
    mockApi(
      shellHandlers(makeAdminAccess({ role: 'editor' }), handlers([makeCampaign(), pending])),
    );
    renderAdmin('/admin/ads', { pages });
    const user = userEvent.setup({ delay: null });
    const table = await campaignTable();
    expect(within(table).getByRole('button', { name: 'Edit Proposal' })).toBeInTheDocument();
    expect(
      within(table).queryByRole('button', { name: 'Approve Proposal' }),
    ).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Ad zones' }));
    const zones = await screen.findByRole('table', { name: 'Ad zones of this publication' });
    expect(within(zones).getByText('Front page banner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New ad zone' })).not.toBeInTheDocument();

    // An editor's new campaign offers draft or submission only.
    await user.click(screen.getByRole('tab', { name: 'Campaigns' }));
    await user.click(screen.getByRole('button', { name: 'New campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent(
      'Awaiting approval',
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Draft', 'Awaiting approval']);
  });

  it('checks a new zone with the contracts’ rules: name and size say what is wrong, nothing is sent', async () => {
    const api = mockApi(shellHandlers(makeAdminAccess(), handlers([])));
    renderAdmin('/admin/ads', { pages });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Ad zones' }));
    await user.click(screen.getByRole('button', { name: 'New ad zone' }));
    const dialog = await screen.findByRole('dialog', { name: 'New ad zone' });
    const size = within(dialog).getByRole('textbox', { name: 'Size (pixels)' });
    fill(size, '728 by 90');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(await within(dialog).findByText('Please correct the highlighted fields.')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Required');
    expect(size).toHaveAccessibleDescription('Write the size as width x height, e.g. 728x90');
    expect(api.requestsTo('/api/admin/ads/zones').filter((r) => r.method === 'POST')).toHaveLength(
      0,
    );
    // A field's error goes as it changes.
    fill(name, 'Sidebar box');
    expect(name).toHaveAttribute('aria-invalid', 'false');
  });

  it('creates a zone and says so', async () => {
    const api = mockApi(
      shellHandlers(
        makeAdminAccess(),
        handlers([], {
          '/api/admin/ads/zones': (request: RecordedRequest) =>
            request.method === 'POST'
              ? { ...zone, id: 8, name: 'Sidebar box', dimensions: '300x250', location: 'sidebar' }
              : { zones: [zone], total: 1, page: 1, page_size: 100 },
        }),
      ),
    );
    renderAdmin('/admin/ads', { pages });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Ad zones' }));
    await user.click(screen.getByRole('button', { name: 'New ad zone' }));
    const dialog = await screen.findByRole('dialog', { name: 'New ad zone' });
    fill(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sidebar box');
    await user.click(within(dialog).getByRole('combobox', { name: 'Place' }));
    await user.click(await screen.findByRole('option', { name: 'Sidebar' }));
    expect(within(dialog).getByRole('textbox', { name: 'Size (pixels)' })).toHaveValue('300x250');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Ad zone created')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.requestsTo('/api/admin/ads/zones').find((r) => r.method === 'POST')?.body,
      ).toMatchObject({ name: 'Sidebar box', dimensions: '300x250', location: 'sidebar' }),
    );
  });
});
