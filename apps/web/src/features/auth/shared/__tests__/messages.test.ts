import { AUTH_MESSAGES } from '@helionews/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { resources } from '@/test/locales';
import { formErrorText, localizeServerMessage, SERVER_MESSAGE_KEYS } from '../server-messages';

describe('server messages', () => {
  it("keeps the server's exact texts in the English catalogue", () => {
    const english = resources.en.common.serverMessages;
    for (const [name, key] of Object.entries(SERVER_MESSAGE_KEYS)) {
      const catalogueName = key.replace('serverMessages.', '') as keyof typeof english;
      expect(english[catalogueName]).toBe(AUTH_MESSAGES[name as keyof typeof AUTH_MESSAGES]);
    }
  });

  it('shows known messages in the reader’s language and others verbatim', async () => {
    await i18n.changeLanguage('ja');
    expect(localizeServerMessage(AUTH_MESSAGES.invalidCredentials, i18n.t)).toBe(
      'メールアドレスまたはパスワードが正しくありません',
    );
    expect(localizeServerMessage('Something new', i18n.t)).toBe('Something new');
  });

  it('uses the detail only when the server sent one', () => {
    const fallback = 'Login failed. Please check your credentials and try again.';
    const fromServer = new ApiError(401, AUTH_MESSAGES.invalidCredentials, { fromServer: true });
    const statusText = new ApiError(502, 'Bad Gateway');
    expect(formErrorText(fromServer, fallback, i18n.t)).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(formErrorText(statusText, fallback, i18n.t)).toBe(fallback);
    expect(formErrorText(new TypeError('boom'), fallback, i18n.t)).toBe(fallback);
  });
});

describe('error catalogue (SPEC section 8)', () => {
  it('keeps the exact English fallbacks and OAuth messages', () => {
    const { errors } = resources.en.common;
    expect([
      errors.preferencesFailed,
      errors.donationFailed,
      errors.loginFailed,
      errors.registrationFailed,
      errors.forgotPasswordFailed,
      errors.resetPasswordFailed,
      errors.googleOAuth,
      errors.facebookOAuth,
    ]).toEqual([
      'Failed to update preferences. Please try again.',
      'Failed to create donation. Please try again.',
      'Login failed. Please check your credentials and try again.',
      'Registration failed. Please try again.',
      'Failed to send password reset email. Please try again.',
      'Failed to reset password. Please try again.',
      'Google OAuth not implemented yet. Please use email/password login.',
      'Facebook OAuth not implemented yet. Please use email/password login.',
    ]);
  });

  it('keeps the exact English top bar labels', () => {
    const { nav } = resources.en.common;
    expect([nav.profile, nav.admin, nav.logout]).toEqual(['Profile', 'Admin', 'Logout']);
  });
});
