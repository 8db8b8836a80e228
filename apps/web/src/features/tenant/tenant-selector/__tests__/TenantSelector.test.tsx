import { INDUSTRY_COLORS, type TenantInfo } from '@helionews/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  makeHealthTenant,
  makeSpaceTenant,
  makeTenantInfo,
  makeUserProfile,
  tenantInfoHandler,
  tenantList,
} from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderRoutes, TestProviders } from '@/test/render';
import { useTenant } from '@/lib/tenant-context';
import { IndustryChip, industryColor } from '../components/IndustryChip';
import { TenantSelector, type TenantSelectorProps } from '../components/TenantSelector';

const switchable = (tenant: TenantInfo): TenantInfo => ({
  ...tenant,
  features: { ...tenant.features, tenantSwitching: true },
});
const helionews = switchable(makeTenantInfo());
const space = switchable(makeSpaceTenant());
const health = switchable(makeHealthTenant());
const everyTenant = [helionews, space, health];

/** Hex as the browser reports computed colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function CurrentTenantName() {
  const { currentTenant } = useTenant();
  return <p data-testid="current">{currentTenant?.display_name ?? 'none'}</p>;
}

function signIn({ admin }: { admin: boolean }) {
  window.localStorage.setItem('authToken', 'good-token');
  window.localStorage.setItem('token', 'good-token');
  window.localStorage.setItem('isAdmin', String(admin));
}

function mockTenantApi(extra: Record<string, unknown> = {}) {
  return mockApi({
    '/api/auth/user/profile': () =>
      makeUserProfile({ is_admin: window.localStorage.getItem('isAdmin') === 'true' }),
    '/api/tenant/info': tenantInfoHandler(everyTenant),
    '/api/tenants/': tenantList(everyTenant),
    ...extra,
  });
}

function renderSelector(props: TenantSelectorProps) {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <CurrentTenantName />
            <TenantSelector {...props} />
          </>
        ),
      },
    ],
    { tenant: true },
  );
}

const current = () => screen.getByTestId('current');

describe('tenant selector', () => {
  it.each([
    ['a reader', { admin: false }, everyTenant],
    ['an admin on a tenant without tenantSwitching', { admin: true }, [makeTenantInfo()]],
  ])('is not shown to %s', async (_who, role, tenants) => {
    signIn(role);
    mockTenantApi({ '/api/tenant/info': tenantInfoHandler(tenants) });
    renderSelector({ variant: 'dropdown' });

    await waitFor(() => expect(current()).toHaveTextContent('HelioNews'));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh tenants' })).not.toBeInTheDocument();
  });

  describe('as a dropdown', () => {
    it("lists every tenant with its industry, the current one marked 'Current'", async () => {
      signIn({ admin: true });
      mockTenantApi();
      const user = userEvent.setup();
      renderSelector({ variant: 'dropdown' });

      const select = await screen.findByRole('combobox', { name: 'Tenant' });
      expect(select).toHaveTextContent('HelioNews');
      await user.click(select);

      const options = await screen.findAllByRole('option');
      expect(
        options.map((option) => option.querySelector('.MuiListItemText-primary')?.textContent),
      ).toEqual(['HelioNews', 'Orbital Dispatch', 'Pulse Health Journal']);
      expect(within(options[0] as HTMLElement).getByText('Current')).toBeInTheDocument();
      expect(within(options[1] as HTMLElement).queryByText('Current')).not.toBeInTheDocument();
      expect(within(options[0] as HTMLElement).getByText('General')).toBeInTheDocument();
      expect(within(options[1] as HTMLElement).getByText('Space')).toBeInTheDocument();
      expect(within(options[2] as HTMLElement).getByText('Health')).toBeInTheDocument();
    });

    it('switches to the chosen tenant', async () => {
      signIn({ admin: true });
      const api = mockTenantApi();
      const user = userEvent.setup();
      renderSelector({ variant: 'dropdown' });

      await user.click(await screen.findByRole('combobox', { name: 'Tenant' }));
      await user.click(await screen.findByRole('option', { name: /Orbital Dispatch/ }));

      await waitFor(() => expect(current()).toHaveTextContent('Orbital Dispatch'));
      expect(screen.getByRole('combobox', { name: 'Tenant' })).toHaveTextContent(
        'Orbital Dispatch',
      );
      expect(window.localStorage.getItem('selectedTenant')).toBe('space');
      expect(
        api.requestsTo('/api/tenant/info').map((request) => request.headers.get('X-Tenant-ID')),
      ).toEqual(['helionews', 'space']);
    });

    it('reloads the tenants on refresh', async () => {
      signIn({ admin: true });
      let listed = [helionews];
      const api = mockTenantApi({ '/api/tenants/': () => tenantList(listed) });
      const user = userEvent.setup();
      renderSelector({ variant: 'dropdown' });
      await screen.findByRole('combobox', { name: 'Tenant' });
      await waitFor(() => expect(api.requestsTo('/api/tenants/')).toHaveLength(1));

      listed = everyTenant;
      await user.click(screen.getByRole('button', { name: 'Refresh tenants' }));
      await waitFor(() => expect(api.requestsTo('/api/tenants/')).toHaveLength(2));

      await user.click(screen.getByRole('combobox', { name: 'Tenant' }));
      expect(await screen.findAllByRole('option')).toHaveLength(3);
    });

    it("tells why when the list is refused: 'Failed to load tenants: Forbidden'", async () => {
      signIn({ admin: true });
      mockTenantApi({
        '/api/tenants/': () => jsonResponse({ detail: 'Admins only' }, 403, 'Forbidden'),
      });
      renderSelector({ variant: 'dropdown' });

      const select = await screen.findByRole('combobox', { name: 'Tenant' });
      await waitFor(() =>
        expect(select).toHaveAccessibleDescription('Failed to load tenants: Forbidden'),
      );
      expect(select).toHaveAttribute('aria-invalid', 'true');
    });

    it('offers the settings button only when asked to', async () => {
      signIn({ admin: true });
      mockTenantApi();
      const { unmount } = renderSelector({ variant: 'dropdown' });
      await screen.findByRole('combobox', { name: 'Tenant' });
      expect(
        screen.queryByRole('button', { name: 'Open tenant settings' }),
      ).not.toBeInTheDocument();
      unmount();

      renderSelector({ variant: 'dropdown', showSettings: true });
      expect(
        await screen.findByRole('button', { name: 'Open tenant settings' }),
      ).toBeInTheDocument();
    });
  });

  describe('as a card grid', () => {
    it("is titled 'Select Tenant' and marks the current tenant's card", async () => {
      signIn({ admin: true });
      mockTenantApi();
      renderSelector({ variant: 'grid' });

      const section = await screen.findByRole('region', { name: 'Select Tenant' });
      expect(
        within(section).getByRole('heading', { level: 2, name: 'Select Tenant' }),
      ).toBeInTheDocument();
      const cards = await within(section).findAllByRole('listitem');
      expect(cards).toHaveLength(3);
      const [first, second] = cards as [HTMLElement, HTMLElement];
      expect(within(first).getByText('HelioNews')).toBeInTheDocument();
      expect(within(first).getByText('Current')).toBeInTheDocument();
      expect(within(first).getByRole('button')).toBeDisabled();
      expect(within(second).queryByText('Current')).not.toBeInTheDocument();
      expect(within(second).getByText(space.description)).toBeInTheDocument();
    });

    it('switches when another card is chosen', async () => {
      signIn({ admin: true });
      mockTenantApi();
      const user = userEvent.setup();
      renderSelector({ variant: 'grid' });

      await user.click(
        await screen.findByRole('button', { name: 'Switch to Pulse Health Journal' }),
      );

      await waitFor(() => expect(current()).toHaveTextContent('Pulse Health Journal'));
      const healthCard = screen
        .getAllByRole('listitem')
        .find((card) => within(card).queryByText('Pulse Health Journal'));
      expect(within(healthCard as HTMLElement).getByText('Current')).toBeInTheDocument();
    });

    it('reloads the tenants on refresh', async () => {
      signIn({ admin: true });
      const api = mockTenantApi();
      const user = userEvent.setup();
      renderSelector({ variant: 'grid' });
      await screen.findAllByRole('listitem');

      await user.click(screen.getByRole('button', { name: 'Refresh tenants' }));

      await waitFor(() => expect(api.requestsTo('/api/tenants/')).toHaveLength(2));
    });

    it("shows 'Failed to load tenants: …' when the list is refused", async () => {
      signIn({ admin: true });
      mockTenantApi({
        '/api/tenants/': () => jsonResponse({ detail: 'Admins only' }, 403, 'Forbidden'),
      });
      renderSelector({ variant: 'grid' });

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Failed to load tenants: Forbidden',
      );
    });
  });
});

describe('industry chips', () => {
  it.each(Object.entries(INDUSTRY_COLORS))('colour %s chips %s', (industry, color) => {
    render(
      <TestProviders>
        <IndustryChip industry={industry} />
      </TestProviders>,
    );
    const chip = screen.getByText(/./).closest('.MuiChip-root');
    expect(chip).toHaveStyle({ backgroundColor: rgb(color) });
  });

  it('colours an unknown industry like general (#607d8b), named as the server names it', () => {
    expect(industryColor('aerospace')).toBe('#607d8b');
    render(
      <TestProviders>
        <IndustryChip industry="aerospace" />
      </TestProviders>,
    );
    const chip = screen.getByText('aerospace').closest('.MuiChip-root');
    expect(chip).toHaveStyle({ backgroundColor: 'rgb(96, 125, 139)' });
  });

  it('writes in black or white, whichever reads better on the colour', () => {
    render(
      <TestProviders>
        <IndustryChip industry="finance" />
        <IndustryChip industry="space" />
      </TestProviders>,
    );
    expect(screen.getByText('Finance').closest('.MuiChip-root')).toHaveStyle({
      color: 'rgb(0, 0, 0)',
    });
    expect(screen.getByText('Space').closest('.MuiChip-root')).toHaveStyle({
      color: 'rgb(255, 255, 255)',
    });
  });
});
