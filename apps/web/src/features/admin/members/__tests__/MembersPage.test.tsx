import {
  MEMBERSHIP_LIMITS,
  type AdminTier,
  type MemberDetail,
  type MembershipFigures,
  type MemberSummary,
} from '@helionews/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/test/fake-xhr';
import { mockApi, type RecordedRequest } from '@/test/mock-api';
import {
  makeAdminAccess,
  renderAdmin,
  shellHandlers,
  stubResizeObserver,
} from '../../shell/__tests__/admin-fixtures';
import { axeViolations } from '../../shared/__tests__/axe-violations';
import { MembershipCard } from '../entry/MembershipCard';
import { MembersPage } from '../routes/MembersPage';

const pages: RouteObject[] = [
  { path: 'members', handle: { adminSection: 'members' }, element: <MembersPage /> },
  { path: 'dashboard', handle: { adminSection: 'dashboard' }, element: <MembershipCard /> },
];

const tenantAdmin = makeAdminAccess({
  role: 'admin',
  memberships: [
    { tenant_id: 1, tenant_slug: 'helionews', tenant_name: 'HelioNews', role: 'admin' },
  ],
  can_switch_tenants: false,
});
const editor = makeAdminAccess({
  role: 'editor',
  sections: ['dashboard', 'articles', 'members'],
  memberships: [
    { tenant_id: 1, tenant_slug: 'helionews', tenant_name: 'HelioNews', role: 'editor' },
  ],
  can_switch_tenants: false,
});

function member(overrides: Partial<MemberSummary> = {}): MemberSummary {
  return {
    id: 11,
    email: 'ada@example.org',
    username: 'ada',
    display_name: 'Ada Lovelace',
    status: 'paid',
    tier: { id: 2, name: 'Gold' },
    interval: 'month',
    renews_at: '2026-12-20T00:00:00.000Z',
    comp_until: null,
    joined_at: '2026-10-01T09:00:00.000Z',
    ...overrides,
  };
}

function tier(overrides: Partial<AdminTier> = {}): AdminTier {
  return {
    id: 2,
    name: 'Gold',
    description: '',
    benefits: [],
    monthly_price: 900,
    yearly_price: 9000,
    currency: 'usd',
    status: 'active',
    position: 0,
    member_count: 1,
    created_at: '2026-10-01T09:00:00.000Z',
    updated_at: '2026-10-01T09:00:00.000Z',
    ...overrides,
  };
}

const figures: MembershipFigures = {
  members: 2,
  paid_members: 1,
  mrr: 900,
  currency: 'usd',
  series: Array.from({ length: 30 }, (_, index) => ({
    date: `2026-11-${String(index + 1).padStart(2, '0')}`,
    members: 2,
    paid_members: 1,
    mrr: 900,
    cancellations: index === 29 ? 1 : 0,
  })),
};

const detail = (overrides: Partial<MemberDetail> = {}): MemberDetail => ({
  ...member({
    id: 12,
    email: 'bob@example.net',
    username: 'bob',
    display_name: null,
    status: 'free',
    tier: null,
    interval: null,
    renews_at: null,
  }),
  cancel_at_period_end: false,
  stripe_customer_id: null,
  metered_reads_this_month: 3,
  history: [
    { type: 'signed_up', tier: null, amount: null, currency: null, at: '2026-10-01T09:00:00.000Z' },
  ],
  ...overrides,
});

function server(access = tenantAdmin, overrides: Record<string, unknown> = {}) {
  return mockApi(
    shellHandlers(access, {
      '/api/admin/members': ({ url }: RecordedRequest) => {
        const q = url.searchParams.get('q') ?? '';
        const status = url.searchParams.get('status');
        const all = [
          member(),
          member({
            id: 12,
            email: 'bob@example.net',
            username: 'bob',
            display_name: null,
            status: 'free',
            tier: null,
            interval: null,
            renews_at: null,
          }),
        ].filter((entry) => entry.email.includes(q) && (!status || entry.status === status));
        return { members: all, total: all.length, page: 1, page_size: 25 };
      },
      '/api/admin/membership/tiers': { tiers: [tier(), tier({ id: 3, name: 'Silver' })] },
      '/api/admin/membership/figures': figures,
      '/api/admin/members/12': detail(),
      ...overrides,
    }),
  );
}

beforeEach(() => {
  stubResizeObserver();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Members page', () => {
  it('lists members, filtering by status and tier and searching', async () => {
    const api = server();
    renderAdmin('/admin/members', { pages });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Members' });
    await within(table).findByText('Ada Lovelace');
    expect(table).toHaveTextContent('Paid');
    expect(table).toHaveTextContent('Gold');
    expect(within(table).getByRole('button', { name: 'Open bob' })).toBeVisible();
    await screen.findByRole('heading', { name: 'Cancellations per day' });
    expect(await axeViolations()).toEqual([]);

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by email, username or name' }),
      'bob',
    );
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/members').at(-1)?.url.searchParams.get('q')).toBe('bob'),
    );
    await waitFor(() => expect(within(table).queryByText('Ada Lovelace')).toBeNull());

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Complimentary' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/members').at(-1)?.url.searchParams.get('status')).toBe(
        'comped',
      ),
    );
    expect(await within(table).findByText('No member matches these filters.')).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Tier' }));
    await user.click(await screen.findByRole('option', { name: 'Silver' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/members').at(-1)?.url.searchParams.get('tier')).toBe('3'),
    );
  }, 60_000);

  it('shows the figures with their tables, and says when the list cannot load', async () => {
    server(tenantAdmin, {
      '/api/admin/members': () => new Response(JSON.stringify({ detail: 'Boom' }), { status: 500 }),
    });
    renderAdmin('/admin/members', { pages });
    // The figure itself, and the MRR chart's table (a row a day).
    expect((await screen.findAllByText('$9.00')).length).toBeGreaterThan(1);
    expect(
      screen
        .getAllByRole('table', { hidden: true })
        .some((table) =>
          within(table).queryByRole('columnheader', { name: 'Cancellations', hidden: true }),
        ),
    ).toBe(true);
    expect(screen.getByRole('heading', { name: 'Monthly recurring revenue (USD)' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Cancellations per day' })).toBeVisible();
    expect(await screen.findByRole('button', { name: /retry/i })).toBeVisible();
  }, 30_000);

  it("opens a member's details, gives a complimentary tier with an end date, and posts it", async () => {
    const api = server(tenantAdmin, {
      '/api/admin/members/12/comp': (request: RecordedRequest) =>
        request.method === 'POST'
          ? detail({ status: 'comped', tier: { id: 3, name: 'Silver' } })
          : new Response(null, { status: 204 }),
    });
    renderAdmin('/admin/members', { pages });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Open bob' }));
    const drawer = await screen.findByRole('dialog', { name: 'Member bob' });
    expect(drawer).toHaveTextContent('Free tier');
    expect(await axeViolations()).toEqual([]);
    expect(drawer).toHaveTextContent('3');
    expect(within(drawer).getByRole('table', { name: 'Subscription history' })).toHaveTextContent(
      'Signed up',
    );

    await user.click(within(drawer).getByRole('button', { name: 'Give complimentary tier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complimentary membership for bob' });
    await user.click(within(dialog).getByRole('combobox', { name: /Tier/ }));
    await user.click(await screen.findByRole('option', { name: 'Silver' }));
    await user.type(within(dialog).getByLabelText('Until (optional)'), '2027-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Give tier' }));

    await waitFor(() => expect(api.requestsTo('/api/admin/members/12/comp')).toHaveLength(1));
    const post = api.requestsTo('/api/admin/members/12/comp')[0];
    expect(post?.method).toBe('POST');
    expect(post?.body).toEqual({ tier_id: 3, until: '2027-01-31T23:59:59.000Z' });
    expect(await screen.findByText('bob now has a complimentary membership.')).toBeVisible();
  }, 30_000);

  it('lets editors read but not comp, import or export', async () => {
    server(editor);
    renderAdmin('/admin/members', { pages });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Open bob' }));
    await screen.findByRole('dialog', { name: 'Member bob' });
    expect(screen.queryByRole('button', { name: 'Give complimentary tier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  }, 30_000);

  it('imports a CSV with progress and reports the rows it rejected, with translated reasons', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.manual = true;
    FakeXhr.respond = {
      status: 200,
      body: {
        imported: 5,
        updated: 1,
        rejected: [
          { row: 3, email: 'not-an-email', reason: 'invalid email' },
          { row: 6, email: 'x@example.org', reason: 'unknown tier' },
        ],
      },
    };
    server();
    renderAdmin('/admin/members', { pages });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await screen.findByRole('table', { name: 'Members' });

    await user.upload(
      screen.getByLabelText('CSV file to import'),
      new File(['email\nada@example.org\n'], 'members.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByRole('progressbar', { name: 'Uploading: 50 %' })).toBeVisible();
    expect(FakeXhr.last?.url).toBe('/api/admin/members/import');
    expect((FakeXhr.last?.sent?.get('file') as File).name).toBe('members.csv');
    act(() => FakeXhr.last?.finish());

    const report = await screen.findByRole('dialog', { name: 'Import of members.csv' });
    expect(report).toHaveTextContent('5 imported, 1 updated, 2 rejected.');
    const rows = within(within(report).getByRole('table', { name: 'Rejected rows' })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'RowEmailReason',
      '3not-an-emailNot a valid email address',
      '6x@example.orgNo tier of that name',
    ]);
  }, 30_000);

  it('refuses a file over the import limit before sending it, and the alert can be closed', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.manual = true;
    FakeXhr.last = null;
    server();
    renderAdmin('/admin/members', { pages });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await screen.findByRole('table', { name: 'Members' });

    const big = new File(['email\n'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: MEMBERSHIP_LIMITS.importMaxBytes + 1 });
    await user.upload(screen.getByLabelText('CSV file to import'), big);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `This file is larger than ${MEMBERSHIP_LIMITS.importMaxBytes / 1024 / 1024} MB.`,
    );
    expect(FakeXhr.last).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  }, 30_000);
});

describe("the dashboard's membership card", () => {
  it('shows paid members and MRR, and links to the Members page', async () => {
    server(editor, {
      '/api/admin/membership/figures': { ...figures, paid_members: 1234, mrr: 456_700 },
    });
    renderAdmin('/admin/dashboard', { pages });
    const card = await screen.findByRole('region', { name: 'Paid members / MRR' });
    expect(await within(card).findByText('1,234 / $4,567.00')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Open members' })).toHaveAttribute(
      'href',
      '/admin/members',
    );
  });

  it('says when the figures cannot be loaded', async () => {
    server(editor, {
      '/api/admin/membership/figures': () =>
        new Response(JSON.stringify({ detail: 'Boom' }), { status: 500 }),
    });
    renderAdmin('/admin/dashboard', { pages });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The membership figures could not be loaded.',
    );
  });
});
