import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '@/test/mock-api';
import { renderRoutes, storeSignedInToken } from '@/test/render';
import {
  makeAdminAccess,
  makeContributorAccess,
  shellHandlers,
  stubAdminPages,
} from '../../shell/__tests__/admin-fixtures';
import { AdminShell } from '../../shell/routes/AdminShell';
import { MfaEnrollPage } from '../routes/MfaEnrollPage';
import {
  APP_ON,
  NO_FACTORS,
  RECOVERY_CODES,
  TOTP_SECRET,
} from '@/components/security/__tests__/security-fixtures';

const REFUSED = {
  detail:
    'This publication requires staff to use two-step verification: set up an authenticator app or a passkey to continue',
  code: 'mfa_enrollment_required',
};

function renderBackOffice(path: string) {
  storeSignedInToken();
  return renderRoutes(
    [
      { path: '/admin/security/enroll', element: <MfaEnrollPage /> },
      { path: '/admin', element: <AdminShell />, children: stubAdminPages },
      { path: '/admin/login', element: <p>Admin login page</p> },
    ],
    { path, tenant: true },
  );
}

describe('the enrolment screen (issue 35)', () => {
  it('comes before any page while the rule applies, sets up the app, then continues', async () => {
    let enabled = false;
    const access = () =>
      makeContributorAccess({
        tenant: { id: 1, slug: 'helionews', name: 'HelioNews' },
        mfa_enrollment_required: !enabled,
      });
    mockApi(
      shellHandlers(access(), {
        '/api/admin/access': access,
        '/api/auth/2fa': () => (enabled ? APP_ON : NO_FACTORS),
        '/api/auth/passkeys': [],
        '/api/auth/2fa/totp/setup': {
          secret: TOTP_SECRET,
          otpauth_url: `otpauth://totp/HelioNews:cora%40example.com?secret=${TOTP_SECRET}&issuer=HelioNews`,
        },
        '/api/auth/2fa/totp/confirm': (request: RecordedRequest) => {
          expect(request.body).toEqual({ code: '123456' });
          enabled = true;
          return { recovery_codes: RECOVERY_CODES };
        },
      }),
    );
    renderBackOffice('/admin/dashboard');
    const user = userEvent.setup();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up two-step verification' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/HelioNews requires everyone on its staff to use two-step verification/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to the dashboard' })).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Set up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up an authenticator app' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code from the app' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    await user.click(
      within(codes).getByRole('checkbox', { name: 'I have saved these recovery codes' }),
    );
    await user.click(within(codes).getByRole('button', { name: 'Done' }));

    await user.click(await screen.findByRole('button', { name: 'Continue to the dashboard' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('is reached when any back-office call answers mfa_enrollment_required', async () => {
    let refused = false;
    mockApi(
      shellHandlers(makeAdminAccess(), {
        '/api/admin/access': () => makeAdminAccess({ mfa_enrollment_required: refused }),
        '/api/admin/dashboard/navigation-counts': () => {
          // The rule was switched on after the shell loaded its access.
          refused = true;
          return jsonResponse(REFUSED, 403);
        },
      }),
    );
    renderBackOffice('/admin/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up two-step verification' }),
    ).toBeInTheDocument();
  });

  it('sends anyone it does not concern on to the dashboard', async () => {
    mockApi(shellHandlers(makeAdminAccess()));
    renderBackOffice('/admin/security/enroll');
    await waitFor(() => expect(screen.getByText('Dashboard page')).toBeInTheDocument());
  });

  it('offers to sign out instead', async () => {
    const api = mockApi(
      shellHandlers(makeContributorAccess({ mfa_enrollment_required: true }), {
        '/api/auth/logout': new Response(null, { status: 204 }),
      }),
    );
    renderBackOffice('/admin/security/enroll');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Admin login page')).toBeInTheDocument();
    expect(api.requestsTo('/api/auth/logout')).toHaveLength(1);
  });
});
