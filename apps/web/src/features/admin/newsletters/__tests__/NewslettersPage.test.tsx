import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import {
  makeContributorAccess,
  renderAdmin,
  shellHandlers,
  stubResizeObserver,
} from '../../shell/__tests__/admin-fixtures';
import { axeViolations } from '../../shared/__tests__/axe-violations';
import {
  makeGrowth,
  makeNewsletter,
  newsletterEditor,
  newsletterPages,
} from './newsletter-fixtures';

beforeEach(() => {
  stubResizeObserver();
});

function server(newsletters = [makeNewsletter()], overrides: Record<string, unknown> = {}) {
  return mockApi(
    shellHandlers(newsletterEditor, {
      '/api/admin/newsletters': { newsletters },
      '/api/admin/newsletters/3/growth': makeGrowth(),
      ...overrides,
    }),
  );
}

describe('Newsletters page', () => {
  it('shows each newsletter with its cadence, subscriber counts and 30 days of growth', async () => {
    const api = server(
      [
        makeNewsletter(),
        makeNewsletter({
          id: 4,
          name: 'Weekend Reads',
          cadence: 'weekly',
          digest_weekday: 6,
          digest_hour: 9,
          is_public: false,
          subscribe_on_signup: false,
          counts: { active: 0, pending: 0, unsubscribed: 0 },
        }),
      ],
      { '/api/admin/newsletters/4/growth': { points: [] } },
    );
    renderAdmin('/admin/newsletters', { pages: newsletterPages });

    const brief = await screen.findByRole('article', { name: 'Morning Brief' });
    expect(within(brief).getByRole('link', { name: 'Morning Brief' })).toHaveAttribute(
      'href',
      '/admin/newsletters/3',
    );
    expect(brief).toHaveTextContent('Each story');
    expect(brief).toHaveTextContent('Offered at sign-up');
    expect(brief).toHaveTextContent('Active1,234');
    expect(brief).toHaveTextContent('Awaiting confirmation12');
    expect(brief).toHaveTextContent('Unsubscribed40');
    // The chart's figures, as the table screen readers read.
    const table = await within(brief).findByRole('table', { name: 'Growth of Morning Brief' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    const last = rows[7] as HTMLElement;
    expect(within(last).getByRole('rowheader')).toHaveTextContent('Saturday, November 28, 2026');
    expect(
      within(last)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['112', '3', '1']);
    expect(api.requestsTo('/api/admin/newsletters/3/growth')[0]?.url.searchParams.get('days')).toBe(
      '30',
    );

    const weekend = screen.getByRole('article', { name: 'Weekend Reads' });
    expect(weekend).toHaveTextContent('Weekly digest on Saturday at 9:00 AM');
    expect(weekend).toHaveTextContent('Private');
    // Nobody has joined it yet: a sentence, not three lines flat on zero.
    expect(
      await within(weekend).findByText(
        'No one has subscribed yet: the chart starts with the first confirmed subscriber.',
      ),
    ).toBeVisible();
    expect(within(weekend).queryByRole('table')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  }, 60_000);

  it('tells what to do when there is no newsletter yet', async () => {
    server([]);
    renderAdmin('/admin/newsletters', { pages: newsletterPages });
    expect(await screen.findByRole('heading', { name: 'No newsletter yet' })).toBeVisible();
    expect(screen.getByText(/Create a newsletter with “New newsletter”/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'New newsletter' })).toBeEnabled();
  });

  it('is in the navigation for editors, not for contributors', async () => {
    server();
    const { unmount } = renderAdmin('/admin/newsletters', { pages: newsletterPages });
    const nav = await screen.findByRole('navigation', { name: 'Back-office navigation' });
    expect(await within(nav).findByRole('link', { name: 'Newsletters' })).toHaveAttribute(
      'href',
      '/admin/newsletters',
    );
    unmount();

    mockApi(shellHandlers(makeContributorAccess()));
    renderAdmin('/admin/dashboard');
    const contributorNav = await screen.findByRole('navigation', {
      name: 'Back-office navigation',
    });
    await within(contributorNav).findByRole('link', { name: 'Articles' });
    expect(within(contributorNav).queryByRole('link', { name: 'Newsletters' })).toBeNull();
  });

  it('checks the form with the contract, shows the digest time only for digests and the server’s field errors', async () => {
    const api = server([makeNewsletter()], {
      '/api/admin/newsletters': ({ method }: RecordedRequest) =>
        method === 'POST'
          ? jsonResponse(
              {
                detail: 'Validation failed',
                errors: [{ field: 'body.sender_email', message: 'This domain is not verified' }],
              },
              422,
            )
          : { newsletters: [makeNewsletter()] },
    });
    renderAdmin('/admin/newsletters', { pages: newsletterPages });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('article', { name: 'Morning Brief' });

    await user.click(screen.getByRole('button', { name: 'New newsletter' }));
    const dialog = await screen.findByRole('dialog', { name: 'New newsletter' });
    expect(await axeViolations()).toEqual([]);
    expect(within(dialog).queryByRole('combobox', { name: 'Send at' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(
      within(dialog).getByRole('textbox', { name: /^Sender address/ }),
    ).toHaveAccessibleDescription('Enter a valid email address.');
    expect(
      api.requestsTo('/api/admin/newsletters').filter((r) => r.method === 'POST'),
    ).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Evening Digest');
    await user.type(within(dialog).getByRole('textbox', { name: /^Sender name/ }), 'Helio');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Sender address/ }),
      'evening@helionews.example',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Reply-to/ }), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('textbox', { name: /^Reply-to/ })).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    await user.clear(within(dialog).getByRole('textbox', { name: /^Reply-to/ }));

    await user.click(within(dialog).getByRole('combobox', { name: 'Cadence' }));
    await user.click(await screen.findByRole('option', { name: 'Weekly digest' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Send at' }));
    await user.click(await screen.findByRole('option', { name: '6:00 PM' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Day of the week' }));
    await user.click(await screen.findByRole('option', { name: 'Friday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() =>
      expect(
        api.requestsTo('/api/admin/newsletters').filter((r) => r.method === 'POST'),
      ).toHaveLength(1),
    );
    expect(api.requestsTo('/api/admin/newsletters').find((r) => r.method === 'POST')?.body).toEqual(
      {
        name: 'Evening Digest',
        description: '',
        sender_name: 'Helio',
        sender_email: 'evening@helionews.example',
        reply_to: null,
        cadence: 'weekly',
        digest_hour: 18,
        digest_weekday: 5,
        subscribe_on_signup: false,
        is_public: true,
      },
    );
    // The server's 422 shows on its field.
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', { name: /^Sender address/ }),
      ).toHaveAccessibleDescription('This domain is not verified'),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
  }, 120_000);

  it('edits a newsletter with its values and deletes one only after confirmation', async () => {
    const api = server([makeNewsletter()], {
      '/api/admin/newsletters/3': ({ method, body }: RecordedRequest) =>
        method === 'DELETE'
          ? new Response(null, { status: 204 })
          : { ...makeNewsletter(), ...(body as object) },
    });
    renderAdmin('/admin/newsletters', { pages: newsletterPages });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('article', { name: 'Morning Brief' });

    await user.click(screen.getByRole('button', { name: 'Edit “Morning Brief”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Morning Brief”' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Morning Brief');
    await user.clear(name);
    await user.type(name, 'Morning Brief+');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        api.requestsTo('/api/admin/newsletters/3').filter((r) => r.method === 'PUT'),
      ).toHaveLength(1),
    );
    expect(await screen.findByText('“Morning Brief+” was saved.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete “Morning Brief”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Morning Brief”?' });
    expect(confirm).toHaveTextContent('Its 1,246 subscribers and its sends are deleted with it.');
    expect(
      api.requestsTo('/api/admin/newsletters/3').filter((r) => r.method === 'DELETE'),
    ).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        api.requestsTo('/api/admin/newsletters/3').filter((r) => r.method === 'DELETE'),
      ).toHaveLength(1),
    );
    expect(await screen.findByText('“Morning Brief” was deleted.')).toBeVisible();
  }, 30_000);

  it('lists the suppressed addresses and removes one after confirmation', async () => {
    const api = server([makeNewsletter()], {
      '/api/admin/newsletter-suppressions': {
        suppressions: [
          {
            id: 9,
            email: 'bounced@example.org',
            reason: 'bounce',
            detail: '550 5.1.1 User unknown',
            created_at: '2026-11-20T10:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        page_size: 20,
      },
      '/api/admin/newsletter-suppressions/9': new Response(null, { status: 204 }),
    });
    renderAdmin('/admin/newsletters', { pages: newsletterPages });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Suppressed addresses' }));
    const table = await screen.findByRole('table', { name: 'Suppressed addresses' });
    await within(table).findByText('bounced@example.org');
    expect(table).toHaveTextContent('Bounced');
    expect(table).toHaveTextContent('550 5.1.1 User unknown');
    expect(await axeViolations()).toEqual([]);

    await user.click(
      within(table).getByRole('button', { name: 'Remove the suppression of bounced@example.org' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Mail this address again?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/newsletter-suppressions/9')[0]?.method).toBe('DELETE'),
    );
    expect(
      await screen.findByText('bounced@example.org can receive newsletters again.'),
    ).toBeVisible();
  });
});
