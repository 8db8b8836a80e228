import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAuthResponse, makeTenantInfo } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { makeAdminAccess } from '../../shell/__tests__/admin-fixtures';
import { AdminLoginPage } from '../routes/AdminLoginPage';

const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startAuthentication: webauthn.startAuthentication,
  startRegistration: vi.fn(),
}));

describe('admin login: passkeys', () => {
  it('signs in with a passkey alone, records the back-office sign-in and lands on /admin', async () => {
    const options = {
      challenge: 'Y2hhbGxlbmdl',
      allowCredentials: [],
      userVerification: 'required',
    };
    const answer = {
      id: 'Y3JlZA',
      rawId: 'Y3JlZA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
    };
    const api = mockApi({
      '/api/tenant/info': makeTenantInfo(),
      '/api/auth/passkeys/login/options': { challenge_id: 'challenge-id', options },
      '/api/auth/passkeys/login/verify': makeAuthResponse(),
      '/api/admin/access/sign-in': makeAdminAccess(),
    });
    webauthn.startAuthentication.mockResolvedValue(answer);
    const { router } = renderRoutes(
      [
        { path: '/admin/login', element: <AdminLoginPage /> },
        { path: '/admin', element: <p>Back-office</p> },
      ],
      { path: '/admin/login', tenant: true },
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

    expect(await screen.findByText('Back-office')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(window.localStorage.getItem('authToken')).toBe('fresh-token');
    expect(api.requestsTo('/api/admin/access/sign-in')).toHaveLength(1);
    expect(api.requestsTo('/api/auth/passkeys/login/verify')[0]?.body).toEqual({
      challenge_id: 'challenge-id',
      response: answer,
    });
  });
});
