import { storyListResponseSchema } from '@helionews/contracts';
import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiGet } from '@/lib/api-client';
import { getActiveTenantSlug } from '@/lib/active-tenant';
import {
  makeHealthTenant,
  makeSpaceTenant,
  makeStorySummary,
  makeTenantInfo,
  makeUserProfile,
  storyList,
  tenantInfoHandler,
  tenantList,
} from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { TENANT_SWITCH_DENIED, useTenant, type TenantContextValue } from '@/lib/tenant-context';

const helionews = makeTenantInfo();
const space = makeSpaceTenant();
const health = makeHealthTenant();
const everyTenant = [helionews, space, health];

/** The provider's latest value, for calling its actions from a test. */
const latest: { context: TenantContextValue | null } = { context: null };

function context(): TenantContextValue {
  if (!latest.context) throw new Error('the tenant provider has not rendered yet');
  return latest.context;
}

function TenantProbe() {
  const tenant = useTenant();
  useEffect(() => {
    latest.context = tenant;
  });
  return (
    <dl>
      <dt>current</dt>
      <dd data-testid="current">{tenant.currentTenant?.slug ?? 'none'}</dd>
      <dt>loading</dt>
      <dd data-testid="loading">{String(tenant.loading)}</dd>
      <dt>error</dt>
      <dd data-testid="error">{tenant.error ?? ''}</dd>
      <dt>admin</dt>
      <dd data-testid="admin">{String(tenant.isAdmin)}</dd>
      <dt>can switch</dt>
      <dd data-testid="can-switch">{String(tenant.canSwitchTenants)}</dd>
      <dt>available</dt>
      <dd data-testid="available">
        {tenant.availableTenants.map((available) => available.slug).join(',')}
      </dd>
    </dl>
  );
}

/** Tenant data a page would load: fetched only once the tenant is known, like the layout does. */
function StoriesProbe() {
  const stories = useQuery({
    queryKey: ['stories', 'probe'],
    queryFn: ({ signal }) => apiGet('/stories', { schema: storyListResponseSchema, signal }),
  });
  return (
    <ul aria-label="stories">
      {stories.data?.stories.map((story) => (
        <li key={story.id}>{story.title}</li>
      ))}
    </ul>
  );
}

function Page() {
  const { loading } = useTenant();
  return (
    <>
      <TenantProbe />
      {!loading && <StoriesProbe />}
    </>
  );
}

const pageRoutes = [
  { path: '/', element: <Page /> },
  { path: '/tenant/:tenantSlug/*', element: <Page /> },
];

/**
 * Every tenant by its X-Tenant-ID, one story per tenant titled after it, and the profile of whoever
 * signInAs stored (the session checks it, and signs out a token it cannot confirm).
 */
function mockTenants(extra: Record<string, unknown> = {}) {
  return mockApi({
    '/api/auth/user/profile': () =>
      makeUserProfile({ is_admin: window.localStorage.getItem('isAdmin') === 'true' }),
    '/api/tenant/info': tenantInfoHandler(everyTenant),
    '/api/stories': ({ headers }: { headers: Headers }) =>
      storyList([makeStorySummary({ title: `News of ${headers.get('X-Tenant-ID')}` })]),
    ...extra,
  });
}

function renderProvider(path = '/', hostname: string | true = true) {
  latest.context = null;
  return renderRoutes(pageRoutes, { path, tenant: hostname });
}

const current = () => screen.getByTestId('current');
const tenantInfoRequests = (api: ReturnType<typeof mockApi>) =>
  api.requestsTo('/api/tenant/info').map((request) => request.headers.get('X-Tenant-ID'));

function signInAs({ admin }: { admin: boolean }) {
  window.localStorage.setItem('authToken', 'auth-token');
  window.localStorage.setItem('token', 'list-token');
  window.localStorage.setItem('isAdmin', String(admin));
}

describe('tenant resolution (SPEC section 4)', () => {
  it('loads the default tenant when nothing names one', async () => {
    const api = mockTenants();
    renderProvider('/');

    await waitFor(() => expect(current()).toHaveTextContent('helionews'));
    expect(tenantInfoRequests(api)).toEqual(['helionews']);
  });

  it('prefers the stored selection to the default', async () => {
    window.localStorage.setItem('selectedTenant', 'space');
    mockTenants();
    renderProvider('/');

    await waitFor(() => expect(current()).toHaveTextContent('space'));
  });

  it('prefers the /tenant/{slug} path prefix to the stored selection', async () => {
    window.localStorage.setItem('selectedTenant', 'space');
    const api = mockTenants();
    renderProvider('/tenant/health/story/12');

    await waitFor(() => expect(current()).toHaveTextContent('health'));
    expect(tenantInfoRequests(api)).toEqual(['health']);
  });

  it('prefers the subdomain to the path prefix', async () => {
    mockTenants();
    renderProvider('/tenant/health', 'space.helionews.test');

    await waitFor(() => expect(current()).toHaveTextContent('space'));
  });

  it.each(['www.helionews.test', 'localhost', '127.0.0.1', '[::1]'])(
    'never takes a tenant from the host %s',
    async (hostname) => {
      const api = mockTenants();
      renderProvider('/tenant/health', hostname);

      await waitFor(() => expect(current()).toHaveTextContent('health'));
      expect(tenantInfoRequests(api)).toEqual(['health']);
    },
  );

  it('falls back to the default tenant when the requested one cannot be loaded', async () => {
    const api = mockTenants();
    renderProvider('/tenant/atlantis');

    await waitFor(() => expect(current()).toHaveTextContent('helionews'));
    expect(tenantInfoRequests(api)).toEqual(['atlantis', 'helionews']);
    expect(screen.getByTestId('error')).toBeEmptyDOMElement();
    expect(window.localStorage.getItem('selectedTenant')).toBe('helionews');
  });

  it('stores the slug as selectedTenant once the tenant has loaded', async () => {
    mockTenants();
    renderProvider('/tenant/space');

    await waitFor(() => expect(current()).toHaveTextContent('space'));
    await waitFor(() => expect(window.localStorage.getItem('selectedTenant')).toBe('space'));
  });

  it('removes the stored selection on clear', async () => {
    mockTenants();
    renderProvider('/tenant/space');
    await waitFor(() => expect(window.localStorage.getItem('selectedTenant')).toBe('space'));

    act(() => context().clearTenant());

    expect(window.localStorage.getItem('selectedTenant')).toBeNull();
    expect(current()).toHaveTextContent('space');
  });

  it('is loading until the tenant is known, and only then loads tenant data', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = mockTenants({
      '/api/tenant/info': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderProvider('/tenant/space');

    expect(screen.getByTestId('loading')).toHaveTextContent('true');
    expect(api.requestsTo('/api/stories')).toHaveLength(0);

    answer(jsonResponse(space));

    const stories = await screen.findByRole('list', { name: 'stories' });
    expect(await within(stories).findByText('News of space')).toBeInTheDocument();
    expect(screen.getByTestId('loading')).toHaveTextContent('false');
    expect(api.requestsTo('/api/stories')[0]?.headers.get('X-Tenant-ID')).toBe('space');
  });

  it('makes every API call for the resolved tenant, not the requested one', async () => {
    const api = mockTenants();
    renderProvider('/tenant/atlantis');
    await screen.findByText('News of helionews');

    expect(api.requestsTo('/api/stories')[0]?.headers.get('X-Tenant-ID')).toBe('helionews');
    expect(getActiveTenantSlug()).toBe('helionews');
  });

  it("says 'Failed to load tenant: Not Found' when even the default tenant is missing", async () => {
    const api = mockApi({
      '/api/tenant/info': () => jsonResponse({ detail: 'Tenant not found' }, 404, 'Not Found'),
      '/api/stories': storyList([]),
    });
    renderProvider('/');

    await waitFor(() =>
      expect(screen.getByTestId('error')).toHaveTextContent('Failed to load tenant: Not Found'),
    );
    expect(current()).toHaveTextContent('none');
    expect(screen.getByTestId('loading')).toHaveTextContent('false');
    // The pages still load (and show their own errors) for the default tenant.
    await waitFor(() => expect(api.requestsTo('/api/stories')).toHaveLength(1));
    expect(api.requestsTo('/api/stories')[0]?.headers.get('X-Tenant-ID')).toBe('helionews');
  });

  it("says 'Failed to load tenant' without a status text (HTTP/2, no server)", async () => {
    mockApi({
      '/api/tenant/info': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderProvider('/');

    await waitFor(() =>
      expect(screen.getByTestId('error').textContent).toBe('Failed to load tenant'),
    );
  });

  it('throws when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<TenantProbe />)).toThrow('useTenant must be used within a TenantProvider');
  });
});

describe('available tenants', () => {
  it("loads them for an admin, with the bearer of the stored 'token'", async () => {
    signInAs({ admin: true });
    const api = mockTenants({ '/api/tenants/': tenantList(everyTenant) });
    renderProvider('/');

    await waitFor(() =>
      expect(screen.getByTestId('available')).toHaveTextContent('helionews,space,health'),
    );
    expect(screen.getByTestId('admin')).toHaveTextContent('true');
    const [request] = api.requestsTo('/api/tenants/');
    expect(request?.headers.get('Authorization')).toBe('Bearer list-token');
  });

  it.each([
    ['a signed-in reader', () => signInAs({ admin: false })],
    ['a stored admin flag without a token', () => window.localStorage.setItem('isAdmin', 'true')],
    ['nobody signed in', () => undefined],
  ])('never loads them for %s', async (_who, arrange) => {
    arrange();
    const api = mockTenants({ '/api/tenants/': tenantList(everyTenant) });
    renderProvider('/');

    await waitFor(() => expect(current()).toHaveTextContent('helionews'));
    expect(screen.getByTestId('admin')).toHaveTextContent('false');
    expect(screen.getByTestId('available')).toBeEmptyDOMElement();
    expect(api.requestsTo('/api/tenants/')).toHaveLength(0);
  });

  it('reloads them on refresh', async () => {
    signInAs({ admin: true });
    let listed = [helionews];
    const api = mockTenants({ '/api/tenants/': () => tenantList(listed) });
    renderProvider('/');
    await waitFor(() => expect(screen.getByTestId('available')).toHaveTextContent('helionews'));

    listed = everyTenant;
    await act(() => context().refreshTenants());

    // React Query tells its observers on its own next tick, so the new list lands just after.
    await waitFor(() =>
      expect(screen.getByTestId('available')).toHaveTextContent('helionews,space,health'),
    );
    expect(api.requestsTo('/api/tenants/')).toHaveLength(2);
  });

  it.each([
    ['Forbidden', 'Failed to load tenants: Forbidden'],
    ['', 'Failed to load tenants'],
  ])("reports a refused list (status text '%s') as '%s'", async (statusText, message) => {
    signInAs({ admin: true });
    mockTenants({
      '/api/tenants/': () => jsonResponse({ detail: 'Admins only' }, 403, statusText),
    });
    renderProvider('/');

    await waitFor(() => expect(screen.getByTestId('error').textContent).toBe(message));
    expect(current()).toHaveTextContent('helionews');
  });
});

describe('switching tenants', () => {
  const withSwitching = (tenant = helionews) =>
    ({ ...tenant, features: { ...tenant.features, tenantSwitching: true } }) as const;

  function mockSwitchable() {
    const tenants = [withSwitching(helionews), withSwitching(space), withSwitching(health)];
    return mockTenants({
      '/api/tenant/info': tenantInfoHandler(tenants),
      '/api/tenants/': tenantList(tenants),
    });
  }

  it('is allowed to admins on a tenant with tenantSwitching on, and to nobody else', async () => {
    signInAs({ admin: true });
    mockTenants({ '/api/tenants/': tenantList(everyTenant) });
    const { unmount } = renderProvider('/');
    await waitFor(() => expect(current()).toHaveTextContent('helionews'));
    // The feature flag is off (SPEC section 1's default).
    expect(screen.getByTestId('can-switch')).toHaveTextContent('false');
    unmount();

    mockSwitchable();
    renderProvider('/');
    await waitFor(() => expect(screen.getByTestId('can-switch')).toHaveTextContent('true'));
  });

  it("refuses a reader with exactly 'You do not have permission to switch tenants'", async () => {
    signInAs({ admin: false });
    const api = mockSwitchable();
    renderProvider('/');
    await waitFor(() => expect(current()).toHaveTextContent('helionews'));
    expect(screen.getByTestId('can-switch')).toHaveTextContent('false');

    await expect(context().switchTenant('space')).rejects.toThrow(
      'You do not have permission to switch tenants',
    );
    expect(TENANT_SWITCH_DENIED).toBe('You do not have permission to switch tenants');
    expect(current()).toHaveTextContent('helionews');
    expect(tenantInfoRequests(api)).toEqual(['helionews']);
  });

  it('does nothing when the current tenant is chosen again', async () => {
    signInAs({ admin: true });
    const api = mockSwitchable();
    renderProvider('/');
    await screen.findByText('News of helionews');

    await act(() => context().switchTenant('helionews'));

    expect(current()).toHaveTextContent('helionews');
    expect(tenantInfoRequests(api)).toEqual(['helionews']);
    expect(api.requestsTo('/api/stories')).toHaveLength(1);
  });

  it('switches to another tenant, stores it and reloads its data with the new X-Tenant-ID', async () => {
    signInAs({ admin: true });
    const api = mockSwitchable();
    const { router } = renderProvider('/');
    await screen.findByText('News of helionews');

    await act(() => context().switchTenant('space'));

    expect(await screen.findByText('News of space')).toBeInTheDocument();
    expect(screen.queryByText('News of helionews')).not.toBeInTheDocument();
    expect(current()).toHaveTextContent('space');
    expect(window.localStorage.getItem('selectedTenant')).toBe('space');
    const storyTenants = api
      .requestsTo('/api/stories')
      .map((request) => request.headers.get('X-Tenant-ID'));
    expect(storyTenants).toEqual(['helionews', 'space']);
    expect(router.state.location.pathname).toBe('/');
    // The account is the same in every tenant: the session is not reloaded, even once the
    // screens above the tenant render again.
    await act(() => router.navigate('/?from=switch'));
    expect(screen.getByText('News of space')).toBeInTheDocument();
    expect(api.requestsTo('/api/auth/user/profile')).toHaveLength(1);
    expect(api.requestsTo('/api/tenants/')).toHaveLength(1);
  });

  it('moves the address to the new tenant when browsing under a /tenant/{slug} prefix', async () => {
    signInAs({ admin: true });
    mockSwitchable();
    const { router } = renderProvider('/tenant/space/category/missions');
    await screen.findByText('News of space');

    await act(() => context().switchTenant('health', { path: '/' }));

    expect(await screen.findByText('News of health')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tenant/health');
  });

  it('only logs a switch that fails, and stays on the current tenant', async () => {
    signInAs({ admin: true });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockSwitchable();
    renderProvider('/');
    await screen.findByText('News of helionews');

    await act(() => context().switchTenant('atlantis'));

    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining("Failed to switch to tenant 'atlantis'"),
      expect.anything(),
    );
    expect(current()).toHaveTextContent('helionews');
    expect(screen.getByText('News of helionews')).toBeInTheDocument();
    expect(window.localStorage.getItem('selectedTenant')).toBe('helionews');
  });
});
