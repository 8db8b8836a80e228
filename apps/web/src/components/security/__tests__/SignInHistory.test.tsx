import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { storeSignedInToken, TestProviders } from '@/test/render';
import { deviceOf, SignInHistory } from '../SignInHistory';

const renderHistory = () => {
  storeSignedInToken();
  return render(
    <TestProviders>
      <SignInHistory />
    </TestProviders>,
  );
};
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

describe('SignInHistory (issue 35)', () => {
  it("lists the account's sign-ins and failed attempts, newest first", async () => {
    mockApi({
      '/api/auth/sign-ins': {
        sign_ins: [
          {
            at: '2026-11-30T10:05:00.000Z',
            ip: '203.0.113.7',
            user_agent: FIREFOX,
            method: 'totp',
            success: true,
          },
          {
            at: '2026-11-30T10:04:00.000Z',
            ip: '198.51.100.2',
            user_agent: null,
            method: 'password',
            success: false,
          },
        ],
      },
    });
    renderHistory();
    const list = await screen.findByRole('list', { name: 'Recent sign-ins' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Signed in');
    expect(items[0]).toHaveTextContent(
      'Password and authenticator app · 203.0.113.7 · Firefox on Linux',
    );
    expect(items[1]).toHaveTextContent('Failed attempt');
    expect(items[1]).toHaveTextContent('Password · 198.51.100.2 · Unknown device');
    expect(
      within(items[0] as HTMLElement)
        .getByText(/2026/)
        .closest('time'),
    ).toHaveAttribute('datetime', '2026-11-30T10:05:00.000Z');
  });

  it('says when there is nothing yet, and when it cannot load', async () => {
    mockApi({ '/api/auth/sign-ins': { sign_ins: [] } });
    const first = renderHistory();
    expect(await screen.findByText('No sign-ins recorded yet.')).toBeInTheDocument();
    first.unmount();

    mockApi({ '/api/auth/sign-ins': jsonResponse({ detail: 'boom' }, 500) });
    renderHistory();
    expect(
      await screen.findByText('Your sign-in history could not be loaded.'),
    ).toBeInTheDocument();
  });

  it('names a browser and a system from the user agent', () => {
    expect(deviceOf(FIREFOX)).toEqual({ browser: 'Firefox', system: 'Linux' });
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(deviceOf('curl/8.0')).toBeNull();
    expect(deviceOf(null)).toBeNull();
  });
});
