import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
    await user.type(getPasswordInput('New password'), password);
    await user.type(getPasswordInput('Confirm new password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    return user;
  }

  it('sets the new password and offers the way to log in', async () => {
    const api = mockApi({
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
    await user.type(getPasswordInput('New password'), 'brand-new-secret');
    await user.type(getPasswordInput('Confirm new password'), 'brand-new-secret');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByRole('status')).toBeInTheDocument();
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
    const api = mockApi({});
    renderReset('/reset-password?token=abc123');

    await choose('brand-new-secret', 'brand-new-secreT');

    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(getPasswordInput('Confirm new password')).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('explains a used or expired link and offers a new one', async () => {
    mockApi({
      '/api/auth/reset-password': () =>
        jsonResponse({ detail: 'This reset link is invalid, expired or already used' }, 400),
    });
    renderReset('/reset-password?token=used');

    await choose('brand-new-secret', 'brand-new-secret');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid, expired or already used',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('shows a weak password on the field', async () => {
    mockApi({
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
    mockApi({ '/api/auth/reset-password': () => new Response('', { status: 500 }) });
    renderReset('/reset-password?token=abc123');

    await choose('brand-new-secret', 'brand-new-secret');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reset password. Please try again.',
    );
  });
});
