import type { NewsletterSendDetail } from '@helionews/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderAdmin, shellHandlers } from '../../shell/__tests__/admin-fixtures';
import { axeViolations } from '../../shared/__tests__/axe-violations';
import { makeSendDetail, newsletterEditor, newsletterPages } from './newsletter-fixtures';

function server(detail: () => NewsletterSendDetail, overrides: Record<string, unknown> = {}) {
  return mockApi(
    shellHandlers(newsletterEditor, {
      '/api/admin/newsletter-sends/41': () => detail(),
      ...overrides,
    }),
  );
}

describe('a send’s detail', () => {
  it('shows its counts, status, times, sender and failures with the server’s answers, and retries the failed ones', async () => {
    let detail = makeSendDetail();
    const api = server(() => detail, {
      '/api/admin/newsletter-sends/41/retry-failed': () => {
        detail = makeSendDetail({
          status: 'sending',
          finished_at: null,
          counts: { queued: 3, sent: 1995, failed: 0, bounced: 1, suppressed: 1 },
          failures: [],
        });
        return detail;
      },
    });
    renderAdmin('/admin/newsletters/sends/41', { pages: newsletterPages });
    const user = userEvent.setup({ delay: null });

    expect(
      await screen.findByRole('heading', { name: 'Solar storm lights up the north', level: 1 }),
    ).toBeVisible();
    expect(screen.getByText('Story of Morning Brief')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Morning Brief' })).toHaveAttribute(
      'href',
      '/admin/newsletters/3?tab=sends',
    );
    const figures = screen.getByLabelText('Deliveries', { selector: 'dl' });
    for (const [label, value] of [
      ['Recipients', '2,000'],
      ['Sent', '1,995'],
      ['Failed', '3'],
      ['Bounced', '1'],
      ['Suppressed', '1'],
      ['Queued', '0'],
    ]) {
      expect(figures).toHaveTextContent(`${label}${value}`);
    }
    expect(screen.getByText('Some deliveries failed: their reasons are below.')).toBeVisible();
    expect(screen.getByText('eddie')).toBeVisible();
    const failures = screen.getByRole('table', { name: 'Failed deliveries' });
    const rows = within(failures).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('gone@example.org');
    expect(rows[1]).toHaveTextContent('550 5.1.1 <gone@example.org>: Recipient address rejected');
    expect(rows[2]).toHaveTextContent('451 4.7.1 Try again later');
    expect(rows[2]).toHaveTextContent('5');
    expect(screen.queryByRole('button', { name: 'Cancel send' })).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Retry failed' }));
    const confirm = await screen.findByRole('dialog', { name: 'Retry the failed deliveries?' });
    expect(confirm).toHaveTextContent(
      'The 3 failed deliveries are queued again and sent once more.',
    );
    expect(api.requestsTo('/api/admin/newsletter-sends/41/retry-failed')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Retry failed' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/newsletter-sends/41/retry-failed')[0]?.method).toBe('POST'),
    );
    expect(await screen.findByText('The failed deliveries are queued again.')).toBeVisible();
    // Sending again: the bar shows, and the page asks again every 2 s.
    expect(
      await screen.findByRole('progressbar', { name: '1,997 of 2,000 (100 %)' }),
    ).toBeVisible();
    expect(screen.getByText('On its way: the figures refresh every 2 seconds.')).toBeVisible();
  }, 30_000);

  it('cancels a send that is going, after confirmation, and refreshes while it goes', async () => {
    let detail = makeSendDetail({
      status: 'sending',
      finished_at: null,
      counts: { queued: 1200, sent: 800, failed: 0, bounced: 0, suppressed: 0 },
      failures: [],
    });
    const api = server(() => detail, {
      '/api/admin/newsletter-sends/41/cancel': () => {
        detail = { ...detail, status: 'canceled', finished_at: '2026-11-28T07:01:00.000Z' };
        return detail;
      },
    });
    renderAdmin('/admin/newsletters/sends/41', { pages: newsletterPages });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('progressbar', { name: '800 of 2,000 (40 %)' })).toBeVisible();
    expect(screen.getByText('No delivery has failed.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry failed' })).toBeNull();

    detail = { ...detail, counts: { ...detail.counts, queued: 1000, sent: 1000 } };
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_300)));
    expect(await screen.findByRole('progressbar', { name: '1,000 of 2,000 (50 %)' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancel send' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this send?' });
    expect(confirm).toHaveTextContent('The 1,000 deliveries still queued will not be sent.');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel send' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/newsletter-sends/41/cancel')[0]?.method).toBe('POST'),
    );
    expect(await screen.findByText('The send was canceled.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByText('Canceled: what was still queued stays unsent.')).toBeVisible();
  }, 30_000);

  it('shows the server’s reason when a cancel is refused', async () => {
    server(
      () =>
        makeSendDetail({
          status: 'scheduled',
          started_at: null,
          finished_at: null,
          counts: { queued: 2000, sent: 0, failed: 0, bounced: 0, suppressed: 0 },
          failures: [],
        }),
      {
        '/api/admin/newsletter-sends/41/cancel': jsonResponse(
          { detail: 'This send has finished and cannot be canceled' },
          409,
        ),
      },
    );
    renderAdmin('/admin/newsletters/sends/41', { pages: newsletterPages });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Cancel send' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this send?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel send' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'This send has finished and cannot be canceled',
    );
  });
});
