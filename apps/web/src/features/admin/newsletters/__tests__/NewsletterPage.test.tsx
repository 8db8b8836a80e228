import type { Subscriber } from '@helionews/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/test/fake-xhr';
import { mockApi, type RecordedRequest } from '@/test/mock-api';
import {
  renderAdmin,
  shellHandlers,
  stubResizeObserver,
} from '../../shell/__tests__/admin-fixtures';
import { axeViolations } from '../../shared/__tests__/axe-violations';
import { makeNewsletter, makeSend, newsletterEditor, newsletterPages } from './newsletter-fixtures';

function subscriber(overrides: Partial<Subscriber> = {}): Subscriber {
  return {
    id: 1,
    email: 'ada@example.org',
    status: 'active',
    source: 'form',
    user_id: null,
    created_at: '2026-11-01T09:00:00.000Z',
    confirmed_at: '2026-11-01T09:05:00.000Z',
    unsubscribed_at: null,
    ...overrides,
  };
}

beforeEach(() => {
  stubResizeObserver();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function server(overrides: Record<string, unknown> = {}) {
  return mockApi(
    shellHandlers(newsletterEditor, {
      '/api/admin/newsletters': { newsletters: [makeNewsletter()] },
      '/api/admin/newsletters/3/subscribers': ({ url }: RecordedRequest) => {
        const q = url.searchParams.get('q') ?? '';
        const all = [
          subscriber(),
          subscriber({ id: 2, email: 'bob@example.net', status: 'pending', confirmed_at: null }),
        ].filter((entry) => entry.email.includes(q));
        return { subscribers: all, total: all.length, page: 1, page_size: 20 };
      },
      ...overrides,
    }),
  );
}

describe('one newsletter', () => {
  it('lists subscribers, searching by email and filtering by status', async () => {
    const api = server();
    renderAdmin('/admin/newsletters/3', { pages: newsletterPages });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: 'Morning Brief', level: 1 })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    await within(table).findByText('ada@example.org');
    expect(table).toHaveTextContent('Awaiting confirmation');
    expect(table).toHaveTextContent('Site form');
    expect(await axeViolations()).toEqual([]);

    await user.type(screen.getByRole('searchbox', { name: 'Search by email' }), 'bob');
    await waitFor(() =>
      expect(
        api.requestsTo('/api/admin/newsletters/3/subscribers').at(-1)?.url.searchParams.get('q'),
      ).toBe('bob'),
    );
    await waitFor(() => expect(within(table).queryByText('ada@example.org')).toBeNull());

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Awaiting confirmation' }));
    await waitFor(() => {
      const last = api.requestsTo('/api/admin/newsletters/3/subscribers').at(-1);
      expect(last?.url.searchParams.get('status')).toBe('pending');
      expect(last?.url.searchParams.get('page')).toBe('1');
    });
  }, 30_000);

  it('imports a CSV with progress and reports the rows it rejected and why', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.manual = true;
    FakeXhr.respond = {
      status: 200,
      body: {
        added: 40,
        skipped: 2,
        rejected: [
          // The server's reason codes (NEWSLETTER_IMPORT_REJECTIONS), shown in the admin's words.
          { row: 7, email: 'not-an-address', reason: 'invalid email' },
          { row: 12, email: 'bounced@example.org', reason: 'suppressed' },
        ],
      },
    };
    server();
    renderAdmin('/admin/newsletters/3', { pages: newsletterPages });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await screen.findByRole('table', { name: 'Subscribers' });

    await user.upload(
      screen.getByLabelText('CSV file to import'),
      new File(['email\nada@example.org\n'], 'readers.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByRole('progressbar', { name: 'Uploading: 50 %' })).toBeVisible();
    expect(FakeXhr.last?.url).toBe('/api/admin/newsletters/3/subscribers/import');
    expect((FakeXhr.last?.sent?.get('file') as File).name).toBe('readers.csv');
    act(() => FakeXhr.last?.finish());

    const report = await screen.findByRole('dialog', { name: 'Import of readers.csv' });
    expect(report).toHaveTextContent('40 added, 2 already subscribed, 2 rejected.');
    const rows = within(within(report).getByRole('table', { name: 'Rejected rows' })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'RowEmailReason',
      '7not-an-addressNot a valid email address',
      '12bounced@example.orgOn the suppression list',
    ]);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(report).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 30_000);

  it('exports the subscribers as a CSV download with the session’s credentials', async () => {
    const api = server({
      '/api/admin/newsletters/3/subscribers/export': () =>
        new Response('email,status\nada@example.org,active\n', {
          headers: { 'Content-Type': 'text/csv' },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:subscribers');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAdmin('/admin/newsletters/3', { pages: newsletterPages });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table', { name: 'Subscribers' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const request = api.requestsTo('/api/admin/newsletters/3/subscribers/export')[0];
    expect(request?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(request?.headers.get('Accept')).toBe('text/csv');
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toMatch(/^morning-brief-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    click.mockRestore();
  });

  it('shows the sends with a progress bar while one goes, refreshing every 2 s until its honest final counts', async () => {
    let sending = true;
    const api = server({
      '/api/admin/newsletter-sends': () => ({
        sends: [
          sending
            ? makeSend({
                id: 42,
                status: 'sending',
                finished_at: null,
                counts: { queued: 500, sent: 1490, failed: 8, bounced: 2, suppressed: 0 },
              })
            : makeSend({
                id: 42,
                status: 'partially_failed',
                counts: { queued: 0, sent: 1988, failed: 10, bounced: 2, suppressed: 0 },
              }),
          makeSend({
            id: 40,
            subject: 'Yesterday',
            counts: { queued: 0, sent: 2000, failed: 0, bounced: 0, suppressed: 0 },
          }),
        ],
        total: 2,
        page: 1,
        page_size: 20,
      }),
    });
    renderAdmin('/admin/newsletters/3?tab=sends', { pages: newsletterPages });
    const table = await screen.findByRole('table', { name: 'Sends' });
    await within(table).findByText('Yesterday');
    expect(
      api.requestsTo('/api/admin/newsletter-sends')[0]?.url.searchParams.get('newsletter_id'),
    ).toBe('3');
    const bar = within(table).getByRole('progressbar', { name: '1,500 of 2,000 (75 %)' });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(
      within(table).getByRole('link', { name: 'Solar storm lights up the north' }),
    ).toHaveAttribute('href', '/admin/newsletters/sends/42');
    expect(table).toHaveTextContent('2,000 sent');
    expect(await axeViolations()).toEqual([]);

    sending = false;
    const before = api.requestsTo('/api/admin/newsletter-sends').length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_300)));
    await waitFor(() => expect(within(table).queryByRole('progressbar')).toBeNull());
    expect(api.requestsTo('/api/admin/newsletter-sends').length).toBeGreaterThan(before);
    expect(table).toHaveTextContent('Partly failed');
    expect(table).toHaveTextContent('1,988 sent · 10 failed · 2 bounced');

    // Nothing is moving any more: no more asking.
    const settled = api.requestsTo('/api/admin/newsletter-sends').length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_300)));
    expect(api.requestsTo('/api/admin/newsletter-sends')).toHaveLength(settled);
  }, 30_000);
});
