import type { SecondFactorsStatus } from '@helionews/contracts';
import { render } from '@testing-library/react';
import { TestProviders } from '@/test/render';
import { SecuritySection } from '../components/SecuritySection';

/** The Security section alone, as both profile pages show it, for ada@example.com. */
export function renderSecurity() {
  return render(
    <TestProviders>
      <SecuritySection account="ada@example.com" />
    </TestProviders>,
  );
}

/** GET /api/auth/2fa of an account with no second factor. */
export const NO_FACTORS: SecondFactorsStatus = {
  totp_enabled: false,
  totp_enabled_at: null,
  recovery_codes_remaining: 0,
  passkey_count: 0,
  has_second_factor: false,
};

/** The same once an authenticator app is set up, with all ten recovery codes left. */
export const APP_ON: SecondFactorsStatus = {
  totp_enabled: true,
  totp_enabled_at: '2026-11-30T10:00:00.000Z',
  recovery_codes_remaining: 10,
  passkey_count: 0,
  has_second_factor: true,
};

/** The key a setup answers, and the ten recovery codes its confirmation answers. */
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, index) => `abcd-efgh-jk${String(index).padStart(2, '2')}`,
);
