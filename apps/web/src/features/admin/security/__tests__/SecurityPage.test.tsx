import type { SecurityDaily, SecurityEvent } from '@helionews/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import {
  makeAdminAccess,
  makeAdminUser,
  renderAdmin,
  shellHandlers,
  stubResizeObserver,
} from '../../shell/__tests__/admin-fixtures';
import { SecurityPage } from '../routes/SecurityPage';

const pages = [
  { path: 'security', handle: { adminSection: 'security' }, element: <SecurityPage /> },
];
const EVENTS_PATH = '/api/admin/security/events';
const DAILY_PATH = '/api/admin/security/events/daily';

// The chart measures its container with a ResizeObserver, which jsdom lacks.
beforeEach(stubResizeObserver);

const HOUR_MS = 3_600_000;

function makeEvent(overrides: Partial<SecurityEvent> = {}): SecurityEvent {
  return {
    id: 1,
    type: 'login_failure',
    severity: 'warning',
    ip: '198.51.100.7',
    user_agent: 'Firefox/140',
    user: { id: 7, username: 'eddie' },
    details: { email: 'eddie@example.com', reason: 'wrong_password', failures: 3 },
    tenant_slug: 'helionews',
    created_at: new Date(Date.now() - HOUR_MS).toISOString(),
    resolved_at: null,
    resolved_by: null,
    resolution_note: null,
    ...overrides,
  };
}

const failure = makeEvent();
const lockout = makeEvent({
  id: 2,
  type: 'account_locked',
  severity: 'critical',
  ip: '203.0.113.50',
  user: null,
  details: { email: 'victim@example.com', locked_for_seconds: 900, scope: 'account_source' },
  created_at: new Date(Date.now() - 2 * HOUR_MS).toISOString(),
});
const denial = makeEvent({
  id: 3,
  type: 'permission_denied',
  severity: 'warning',
  details: { method: 'GET', route: '/api/admin/users', role: 'editor', required: 'admin' },
  created_at: new Date(Date.now() - 30 * HOUR_MS).toISOString(),
  resolved_at: new Date(Date.now() - 20 * HOUR_MS).toISOString(),
  resolved_by: { id: 1, username: 'zoe' },
  resolution_note: 'Editor clicked an old bookmark.',
});

/** The server's list, filtered and paged as it does (newest first). */
function eventsHandler(events: SecurityEvent[]) {
  return ({ url }: RecordedRequest) => {
    const query = url.searchParams;
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('page_size') ?? 10);
    const found = events
      .filter((event) => !query.get('type') || event.type === query.get('type'))
      .filter((event) => !query.get('severity') || event.severity === query.get('severity'))
      .filter(
        (event) =>
          !query.get('resolved') ||
          (event.resolved_at !== null) === (query.get('resolved') === 'true'),
      )
      .filter((event) => !query.get('since') || event.created_at >= (query.get('since') ?? ''))
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    return {
      events: found.slice((page - 1) * pageSize, page * pageSize),
      total: found.length,
      page,
      page_size: pageSize,
    };
  };
}

function daily(days: number, counts: Record<number, [number, number, number]> = {}): SecurityDaily {
  return {
    days: Array.from({ length: days }, (_, index) => {
      const date = new Date(Date.UTC(2026, 10, 23 - (days - 1 - index))).toISOString().slice(0, 10);
      const [info, warning, critical] = counts[index] ?? [0, 0, 0];
      return { date, info, warning, critical };
    }),
  };
}

function dailyHandler({ url }: RecordedRequest) {
  const days = Number(url.searchParams.get('days') ?? 30);
  return daily(days, { [days - 1]: [4, 2, 1], [days - 3]: [0, 5, 0] });
}

function setup(events: SecurityEvent[] = [failure, lockout, denial], overrides = {}) {
  const api = mockApi(
    shellHandlers(makeAdminAccess(), {
      [EVENTS_PATH]: eventsHandler(events),
      [DAILY_PATH]: dailyHandler,
      ...overrides,
    }),
  );
  renderAdmin('/admin/security', { pages });
  return { api, user: userEvent.setup({ delay: null }) };
}

/** The events table, once its rows are in. */
async function eventsTable() {
  const table = await screen.findByRole('table', { name: 'Security events' });
  await within(table).findAllByRole('button', { name: /^Show details/ });
  return table;
}

/** The list requests (not the one-row counts of the tiles). */
const listRequests = (api: ReturnType<typeof mockApi>) =>
  api
    .requestsTo(EVENTS_PATH)
    .filter((request) => request.url.searchParams.get('page_size') !== '1');

describe('security page', () => {
  it('shows the figures, the events with translated types and severities, and their details', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    const table = await eventsTable();

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Failed sign-in');
    expect(rows[0]).toHaveTextContent('Warning');
    expect(rows[0]).toHaveTextContent('Open');
    expect(within(table).getByText('Account locked').closest('tr')).toHaveTextContent('Critical');
    expect(within(table).getByText('Permission denied').closest('tr')).toHaveTextContent(
      'Resolved by zoe',
    );
    // Only open events can be resolved.
    expect(within(table).getAllByRole('button', { name: /^Resolve:/ })).toHaveLength(2);

    // Tiles: one open critical event, one open warning, two in the last 24 hours.
    const tiles = screen.getByRole('region', { name: 'Summary' });
    await waitFor(() =>
      expect(within(tiles).getByText('Open critical events').closest('li')).toHaveTextContent(/1$/),
    );
    expect(within(tiles).getByText('Open warnings').closest('li')).toHaveTextContent(/1$/);
    await waitFor(() =>
      expect(
        within(tiles).getByText('Events in the last 24 hours').closest('li'),
      ).toHaveTextContent(/2$/),
    );

    const toggle = within(table).getByRole('button', { name: /^Show details: Account locked/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = await screen.findByRole('region', { name: /^Details: Account locked/ });
    const terms = within(details)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(details)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toMatchObject({
      'IP address': '203.0.113.50',
      User: 'Unknown',
      'User agent': 'Firefox/140',
      Email: 'victim@example.com',
      'Locked for (seconds)': '900',
      Scope: 'This account, from this address',
    });
  });

  it('sends the type filter in the query and starts again at the first page', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      makeEvent({
        id: 100 + index,
        created_at: new Date(Date.now() - (index + 1) * 60_000).toISOString(),
      }),
    );
    const { api, user } = setup([...many, lockout, denial]);
    await eventsTable();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(listRequests(api).at(-1)?.url.searchParams.get('page')).toBe('2'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'account_locked');
    await waitFor(() =>
      expect(listRequests(api).at(-1)?.url.searchParams.get('type')).toBe('account_locked'),
    );
    expect(listRequests(api).at(-1)?.url.searchParams.get('page')).toBe('1');
    const table = screen.getByRole('table', { name: 'Security events' });
    // The header and one event, with its details row.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('Account locked')).toBeInTheDocument();
  });

  it('sends severity and status filters, says when nothing matches, and clears them', async () => {
    const { api, user } = setup();
    const table = await eventsTable();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Severity' }), 'warning');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'resolved');
    await waitFor(() => {
      const params = listRequests(api).at(-1)?.url.searchParams;
      expect(params?.get('severity')).toBe('warning');
      expect(params?.get('resolved')).toBe('true');
      expect(params?.has('type')).toBe(false);
    });
    await waitFor(() =>
      expect(within(table).queryByText('Failed sign-in')).not.toBeInTheDocument(),
    );
    expect(within(table).getByText('Permission denied')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'open');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Severity' }), 'info');
    expect(await screen.findByText('No security events match these filters.')).toBeInTheDocument();
    expect(listRequests(api).at(-1)?.url.searchParams.get('resolved')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // Back to every event (the unfiltered list is still in the cache).
    await waitFor(() =>
      expect(within(table).getAllByRole('button', { name: /^Show details/ })).toHaveLength(3),
    );
    expect(screen.getByRole('combobox', { name: 'Severity' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('resolves an event with a note, then shows who resolved it', async () => {
    let events = [failure, lockout, denial];
    const resolveHandler = (request: RecordedRequest) => {
      const resolved = makeEvent({
        ...lockout,
        resolved_at: new Date().toISOString(),
        resolved_by: { id: 1, username: 'zoe' },
        resolution_note: (request.body as { note: string }).note,
      });
      events = events.map((event) => (event.id === lockout.id ? resolved : event));
      return resolved;
    };
    const { api, user } = setup(undefined, {
      [EVENTS_PATH]: (request: RecordedRequest) => eventsHandler(events)(request),
      '/api/admin/security/events/2/resolve': resolveHandler,
    });
    const table = await eventsTable();
    await user.click(within(table).getByRole('button', { name: /^Resolve: Account locked/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve security event' });
    expect(dialog).toHaveAccessibleDescription(/Account locked/);
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), '  Reset by phone. ');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));

    await waitFor(() =>
      expect(api.requestsTo('/api/admin/security/events/2/resolve')).toHaveLength(1),
    );
    const post = api.requestsTo('/api/admin/security/events/2/resolve')[0];
    expect(post?.method).toBe('POST');
    expect(post?.body).toEqual({ note: 'Reset by phone.' });
    expect(post?.url.searchParams.has('scope')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Security event resolved.')).toBeInTheDocument();

    const row = within(table).getByText('Account locked').closest('tr');
    expect(row).toHaveTextContent('Resolved by zoe');
    expect(
      within(table).queryByRole('button', { name: /^Resolve: Account locked/ }),
    ).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /^Show details: Account locked/ }));
    const details = await screen.findByRole('region', { name: /^Details: Account locked/ });
    expect(details).toHaveTextContent('Reset by phone.');
  });

  it('says why a resolution failed, with the server’s reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup(undefined, {
      '/api/admin/security/events/1/resolve': jsonResponse(
        { detail: 'This security event is already resolved' },
        409,
      ),
    });
    const table = await eventsTable();
    await user.click(within(table).getByRole('button', { name: /^Resolve: Failed sign-in/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve security event' });
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to resolve security event');
    expect(alert).toHaveTextContent('This security event is already resolved');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives the chart the daily figures as a table, and switches the period', async () => {
    const { api, user } = setup();
    const chartTable = await screen.findByRole('table', { name: 'Events per day' });
    const rows = within(chartTable).getAllByRole('row');
    // A header row and one row per day of the 30, quiet days included.
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)).toHaveTextContent(/Monday, November 23, 2026\s*4\s*2\s*1\s*7/);
    expect(rows.at(-3)).toHaveTextContent(/Saturday, November 21, 2026\s*0\s*5\s*0\s*5/);
    expect(rows.at(-2)).toHaveTextContent(/Sunday, November 22, 2026\s*0\s*0\s*0\s*0/);
    expect(api.requestsTo(DAILY_PATH)[0]?.url.searchParams.get('days')).toBe('30');

    const period = screen.getByRole('group', { name: 'Period' });
    expect(within(period).getByRole('button', { name: '30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(period).getByRole('button', { name: '7 days' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Events per day' })).getAllByRole('row'),
      ).toHaveLength(8),
    );
    expect(api.requestsTo(DAILY_PATH).at(-1)?.url.searchParams.get('days')).toBe('7');
  });

  it('shows empty states when nothing was recorded', async () => {
    setup([], { [DAILY_PATH]: daily(30) });
    expect(await screen.findByText('No security events')).toBeInTheDocument();
    expect(await screen.findByText('No security events in the last 30 days.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Events per day' })).not.toBeInTheDocument();
  });

  it('shows the spec’s error with a retry when the events cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { user } = setup(undefined, {
      [EVENTS_PATH]: (request: RecordedRequest) =>
        fail
          ? jsonResponse({ detail: 'Internal server error' }, 500)
          : eventsHandler([failure])(request),
    });
    const alerts = await screen.findAllByText('Failed to fetch security events');
    expect(alerts.length).toBeGreaterThan(0);
    fail = false;
    for (const retry of screen.getAllByRole('button', { name: 'Retry' })) await user.click(retry);
    const table = screen.getByRole('table', { name: 'Security events' });
    expect(await within(table).findByText('Failed sign-in')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Failed to fetch security events')).not.toBeInTheDocument(),
    );
  });

  it('lets platform admins see every publication, and tenant admins only theirs', async () => {
    const { api, user } = setup();
    await eventsTable();
    const scope = screen.getByRole('group', { name: 'Events of' });
    await user.click(within(scope).getByRole('button', { name: 'All publications' }));
    await waitFor(() =>
      expect(listRequests(api).at(-1)?.url.searchParams.get('scope')).toBe('platform'),
    );
    expect(api.requestsTo(DAILY_PATH).at(-1)?.url.searchParams.get('scope')).toBe('platform');
  });

  it('has no scope switch for a tenant admin', async () => {
    mockApi(
      shellHandlers(
        makeAdminAccess({
          user: makeAdminUser({ is_admin: false }),
          role: 'admin',
          can_switch_tenants: false,
        }),
        { [EVENTS_PATH]: eventsHandler([failure]), [DAILY_PATH]: dailyHandler },
      ),
    );
    renderAdmin('/admin/security', { pages });
    await eventsTable();
    expect(screen.queryByRole('group', { name: 'Events of' })).not.toBeInTheDocument();
  });

  it('has no accessibility violations axe can find without layout (details open)', async () => {
    const { user } = setup();
    const table = await eventsTable();
    await user.click(within(table).getByRole('button', { name: /^Show details: Account locked/ }));
    await screen.findByRole('region', { name: /^Details: Account locked/ });
    await screen.findByRole('table', { name: 'Events per day' });
    // The page's own content (the shell around it has tests of its own).
    const results = await axe.run(screen.getByRole('main'), {
      // jsdom has no layout: contrast is checked in the browser journeys.
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 120)).join(' | ')}`,
      ),
    ).toEqual([]);
  }, 60_000);
});
