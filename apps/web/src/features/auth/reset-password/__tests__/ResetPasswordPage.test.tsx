import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { getPasswordInput, renderRoutes } from '@/test/render';
import { ResetPasswordPage } from '../routes/ResetPasswordPage';

function renderReset(path: string) {
  return renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { path },
  );
}

const RESET_REQUESTED = 'If an account exists for that email, a reset link is on its way';
const RESET_INVALID = 'This reset link is invalid, expired or already used';
const CHECK = '/api/auth/reset-password/check';
/** The link works: what the page asks as it opens. */
const LINK_WORKS = { [CHECK]: { valid: true, expires_at: '2030-01-01T12:00:00.000Z' } };

describe('reset password page, without a token', () => {
  it("asks for the email, then shows the server's confirmation", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      '/api/auth/forgot-password': () => jsonResponse({ detail: RESET_REQUESTED }, 202),
    });
    renderReset('/reset-password');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' ada@example.com{Enter}');

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(RESET_REQUESTED);
    expect(confirmation).toHaveFocus();
    expect(api.requestsTo('/api/auth/forgot-password')[0]?.body).toEqual({
      email: 'ada@example.com',
    });
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('checks the address before sending it', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    renderReset('/reset-password');

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada{Enter}');

    expect(
      screen.getByText('Enter a valid email address, like name@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('falls back to the catalogue message when sending fails without a detail', async () => {
    const user = userEvent.setup();
    mockApi({ '/api/auth/forgot-password': () => new Response('', { status: 500 }) });
    renderReset('/reset-password');

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send password reset email. Please try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  });
});

describe('reset password page, with a token', () => {
  async function choose(password: string, confirmation: string) {
    const user = userEvent.setup();
    // The form shows once the link is known to work.
    await screen.findByLabelText(/^New password\b/, { selector: 'input' });
    await user.type(getPasswordInput('New password'), password);
    await user.type(getPasswordInput('Confirm new password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    return user;
  }

  it('sets the new password and offers the way to log in', async () => {
    const api = mockApi({
      ...LINK_WORKS,
      '/api/auth/reset-password': {
        detail: 'Your password has been changed. Sign in with the new one.',
        account: 'reader',
      },
    });
    renderReset('/reset-password?token=abc123');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    await choose('brand-new-secret', 'brand-new-secret');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. Sign in with the new one.',
    );
    expect(api.requestsTo('/api/auth/reset-password')[0]?.body).toEqual({
      token: 'abc123',
      new_password: 'brand-new-secret',
    });
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  it('leads staff to the back-office sign-in once the password is set', async () => {
    mockApi({
      ...LINK_WORKS,
      '/api/auth/reset-password': {
        detail: 'Your password has been changed. Sign in with the new one.',
        account: 'staff',
      },
    });
    renderReset('/reset-password?token=abc123');

    await choose('brand-new-secret', 'brand-new-secret');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. Sign in with the new one.',
    );
    expect(screen.getByRole('link', { name: 'Go to back-office sign-in' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
    expect(screen.queryByRole('link', { name: 'Go to login' })).toBeNull();
  });

  it('welcomes a new account: "Set your password", then on to its sign-in', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...LINK_WORKS,
      '/api/auth/reset-password': {
        detail: 'Your password has been changed. Sign in with the new one.',
        account: 'staff',
      },
    });
    renderReset('/reset-password?token=welcome123&welcome=1');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Set your password' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Set your password/);
    expect(screen.queryByText('Choose a new password')).toBeNull();
    // Nothing to remember yet.
    expect(screen.queryByText('Remembered it?')).toBeNull();
    await screen.findByLabelText(/^New password\b/, { selector: 'input' });
    await user.type(getPasswordInput('New password'), 'brand-new-secret');
    await user.type(getPasswordInput('Confirm new password'), 'brand-new-secret');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    // Set, not "changed": there was no password before.
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been set. Sign in with it.',
    );
    expect(api.requestsTo('/api/auth/reset-password')[0]?.body).toEqual({
      token: 'welcome123',
      new_password: 'brand-new-secret',
    });
    expect(screen.getByRole('link', { name: 'Go to back-office sign-in' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
  });

  it('requires the two passwords to match', async () => {
    const api = mockApi(LINK_WORKS);
    renderReset('/reset-password?token=abc123');

    await choose('brand-new-secret', 'brand-new-secreT');

    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(getPasswordInput('Confirm new password')).toHaveFocus();
    expect(api.requestsTo('/api/auth/reset-password')).toHaveLength(0);
  });

  it('explains a link that stops working while the form is open, and offers a new one', async () => {
    mockApi({
      ...LINK_WORKS,
      '/api/auth/reset-password': () => jsonResponse({ detail: RESET_INVALID }, 400),
    });
    renderReset('/reset-password?token=used');

    await choose('brand-new-secret', 'brand-new-secret');

    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_INVALID);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('shows a weak password on the field', async () => {
    mockApi({
      ...LINK_WORKS,
      '/api/auth/reset-password': () =>
        jsonResponse(
          {
            detail: 'Validation failed: body.new_password is too common',
            errors: [
              {
                field: 'body.new_password',
                message: 'is too common: choose a less guessable password',
              },
            ],
          },
          422,
        ),
    });
    renderReset('/reset-password?token=abc123');

    await choose('password123', 'password123');

    expect(
      await screen.findByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeInTheDocument();
    expect(getPasswordInput('New password')).toHaveFocus();
  });

  it('falls back to the catalogue message without a detail', async () => {
    mockApi({ ...LINK_WORKS, '/api/auth/reset-password': () => new Response('', { status: 500 }) });
    renderReset('/reset-password?token=abc123');

    await choose('brand-new-secret', 'brand-new-secret');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reset password. Please try again.',
    );
  });
});

describe('reset password page, checking the link as it opens', () => {
  it('shows that it is checking, then the form of a link that works', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = mockApi({
      [CHECK]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderReset('/reset-password?token=abc123');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your link…');
    expect(screen.queryByLabelText(/^New password\b/, { selector: 'input' })).toBeNull();
    expect(api.requestsTo(CHECK)).toHaveLength(1);
    expect(api.requestsTo(CHECK)[0]).toMatchObject({ method: 'POST', body: { token: 'abc123' } });

    answer(jsonResponse({ valid: true, expires_at: '2030-01-01T12:00:00.000Z' }));

    expect(await screen.findByLabelText(/^New password\b/, { selector: 'input' })).toBeVisible();
    expect(screen.queryByText('Checking your link…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeInTheDocument();
    // The link is only looked at: nothing is set until the form is sent.
    expect(api.requestsTo('/api/auth/reset-password')).toHaveLength(0);
  });

  it('says at once that a used or expired link does not work, and offers a new one', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [CHECK]: () => jsonResponse({ detail: RESET_INVALID }, 400),
      '/api/auth/forgot-password': () => jsonResponse({ detail: RESET_REQUESTED }, 202),
    });
    renderReset('/reset-password?token=used&welcome=1');

    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_INVALID);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Request a new link' }),
    ).toBeInTheDocument();
    // No password to type twice for nothing: the form asks for the email instead.
    expect(screen.queryByLabelText(/^New password\b/, { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Set/ })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_REQUESTED);
    expect(api.requestsTo('/api/auth/forgot-password')[0]?.body).toEqual({
      email: 'ada@example.com',
    });
    expect(api.requestsTo('/api/auth/reset-password')).toHaveLength(0);
  });

  it('says so in the reader language', async () => {
    await i18n.changeLanguage('fr');
    mockApi({ [CHECK]: () => jsonResponse({ detail: RESET_INVALID }, 400) });
    renderReset('/reset-password?token=used');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce lien de réinitialisation est invalide, a expiré ou a déjà été utilisé',
    );
  });

  it('keeps the form when the check itself fails: sending it tells about the link', async () => {
    mockApi({ [CHECK]: () => new Response('', { status: 503 }) });
    renderReset('/reset-password?token=abc123');

    expect(await screen.findByLabelText(/^New password\b/, { selector: 'input' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
