import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { CheckInboxPage } from '../routes/CheckInboxPage';
import { ConfirmPage } from '../routes/ConfirmPage';
import { UnsubscribedPage } from '../routes/UnsubscribedPage';
import { UnsubscribePage } from '../routes/UnsubscribePage';
import { twoNewsletters } from './newsletter-fixtures';

/** The newsletter pages at their addresses, with and without the /tenant/{slug} prefix. */
function renderNewsletterPage(path: string) {
  const pages = [
    { path: 'newsletters/check-inbox', element: <CheckInboxPage /> },
    { path: 'newsletters/confirm', element: <ConfirmPage /> },
    { path: 'unsubscribe', element: <UnsubscribePage /> },
    { path: 'newsletters/unsubscribed', element: <UnsubscribedPage /> },
  ];
  return renderRoutes(
    [
      { path: '/', children: pages },
      { path: '/tenant/:tenantSlug', children: pages },
    ],
    {
      path,
    },
  );
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('check your inbox', () => {
  it('says the same whatever the address, and how long the link works', async () => {
    const api = mockApi({ '/api/newsletters': twoNewsletters });
    renderNewsletterPage('/newsletters/check-inbox');

    expect(await heading('Check your inbox')).toBeInTheDocument();
    expect(screen.getByText(/a link to confirm your subscription is on its way/)).toHaveTextContent(
      'It works for 48 hours.',
    );
    expect(screen.getByRole('link', { name: 'Back to the front page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.requestsTo('/api/newsletters')).toHaveLength(0);
  });

  it('offers the form again after a refused address, the field marked', async () => {
    mockApi({ '/api/newsletters': twoNewsletters });
    renderNewsletterPage('/tenant/space/newsletters/check-inbox?error=email');

    expect(await heading('Check your email address')).toBeInTheDocument();
    const email = await screen.findByRole('textbox', { name: /Email address/ });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/doesn't look like an email address/);
    const form = email.closest('form');
    expect(form).toHaveAttribute('action', '/api/newsletters/subscribe');
    expect(form?.querySelector('input[name="tenant"]')).toHaveValue('space');
    expect(within(form as HTMLFormElement).getAllByRole('checkbox')).toHaveLength(2);
  });
});

describe('confirming a subscription', () => {
  it('names the newsletters the link confirmed', async () => {
    const api = mockApi({
      '/api/newsletters/confirm': { result: 'confirmed', newsletters: ['Morning Briefing'] },
    });
    renderNewsletterPage('/newsletters/confirm?token=abc123');

    expect(await heading('Subscription confirmed')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Morning Briefing');
    expect(api.requestsTo('/api/newsletters/confirm')[0]?.url.searchParams.get('token')).toBe(
      'abc123',
    );
  });

  it('explains an expired link and offers to subscribe again', async () => {
    mockApi({
      '/api/newsletters/confirm': { result: 'invalid', newsletters: [] },
      '/api/newsletters': twoNewsletters,
    });
    renderNewsletterPage('/newsletters/confirm?token=old');

    expect(await heading('This link has expired or is not valid')).toBeInTheDocument();
    expect(screen.getByText(/work once, for 48 hours/)).toBeInTheDocument();
    expect(
      (await screen.findByRole('button', { name: 'Subscribe' })).closest('form'),
    ).toHaveAttribute('action', '/api/newsletters/subscribe');
  });

  it('asks nothing of the server for a link without its token', async () => {
    const api = mockApi({ '/api/newsletters': { newsletters: [] } });
    renderNewsletterPage('/newsletters/confirm');

    expect(await heading('This link has expired or is not valid')).toBeInTheDocument();
    expect(api.requestsTo('/api/newsletters/confirm')).toHaveLength(0);
    expect(await screen.findByRole('link', { name: 'Back to the front page' })).toBeInTheDocument();
  });

  it('says when the confirmation failed on the server', async () => {
    mockApi({ '/api/newsletters/confirm': () => jsonResponse({ detail: 'Boom' }, 500) });
    renderNewsletterPage('/newsletters/confirm?token=abc');
    expect(await heading("We couldn't confirm your subscription")).toBeInTheDocument();
  });
});

describe('unsubscribing', () => {
  it('asks about the masked address, with one button posting the one-click body', async () => {
    const api = mockApi({
      '/api/newsletters/unsubscribe': {
        newsletter: 'Morning Briefing',
        email: 'a***@example.com',
        subscribed: true,
      },
    });
    renderNewsletterPage('/tenant/space/unsubscribe?token=t%2Fk+1');

    expect(await heading('Unsubscribe')).toBeInTheDocument();
    expect(
      screen.getByText('Unsubscribe a***@example.com from Morning Briefing?'),
    ).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Unsubscribe');
    const form = buttons[0]?.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/tenant/space/unsubscribe?token=t%2Fk%201');
    expect(form?.querySelector('input[type="hidden"][name="List-Unsubscribe"]')).toHaveValue(
      'One-Click',
    );
    expect(form?.querySelector('input[type="hidden"][name="from"]')).toHaveValue('page');
    expect(api.requestsTo('/api/newsletters/unsubscribe')[0]?.url.searchParams.get('token')).toBe(
      't/k 1',
    );
  });

  it('says when the address is already unsubscribed, with no button', async () => {
    mockApi({
      '/api/newsletters/unsubscribe': {
        newsletter: 'Morning Briefing',
        email: 'a***@example.com',
        subscribed: false,
      },
    });
    renderNewsletterPage('/unsubscribe?token=abc');

    expect(await heading("You're already unsubscribed")).toBeInTheDocument();
    expect(
      screen.getByText('a***@example.com no longer receives Morning Briefing.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('explains an unknown link (404)', async () => {
    mockApi({
      '/api/newsletters/unsubscribe': () =>
        jsonResponse({ detail: 'This link is not valid or has expired' }, 404),
    });
    renderNewsletterPage('/unsubscribe?token=nope');

    expect(await heading('This unsubscribe link is not valid')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the server failed, apart from a bad link', async () => {
    mockApi({ '/api/newsletters/unsubscribe': () => jsonResponse({ detail: 'Boom' }, 500) });
    renderNewsletterPage('/unsubscribe?token=abc');
    expect(await heading("We couldn't open this unsubscribe link")).toBeInTheDocument();
  });

  it('explains a link without its token, asking nothing', async () => {
    const api = mockApi({});
    renderNewsletterPage('/unsubscribe');
    expect(await heading('This unsubscribe link is not valid')).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('/api/newsletters/unsubscribe')).toHaveLength(0));
  });

  it('confirms the unsubscription, with the way home under the prefix', async () => {
    mockApi({});
    renderNewsletterPage('/tenant/space/newsletters/unsubscribed');

    expect(await heading("You're unsubscribed")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the front page' })).toHaveAttribute(
      'href',
      '/tenant/space',
    );
  });
});
