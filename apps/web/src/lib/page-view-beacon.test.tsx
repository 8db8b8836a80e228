import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { makeTenantContext, makeTenantInfo } from '@/test/fixtures';
import { resetPageViewBeacon, usePageViewBeacon } from './page-view-beacon';
import { TenantContext, type TenantContextValue } from './tenant-context';

function tenantValue(analytics: boolean, loading = false): TenantContextValue {
  const tenant = makeTenantInfo({
    slug: 'orbit',
    features: { logoUpload: false, tenantSwitching: false, analytics },
  });
  return makeTenantContext(tenant, { loading });
}

let rerenderCount = 0;

function Layout() {
  usePageViewBeacon();
  return <Outlet />;
}

function renderReader(value: TenantContextValue) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <p>home</p> },
          { path: '/story/:id', element: <p>story</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <TenantContext value={value}>
      <RouterProvider router={router} />
    </TenantContext>,
  );
  return {
    ...view,
    navigate: (path: string) => router.navigate(path),
    rerenderWith: (next: TenantContextValue) => {
      rerenderCount += 1;
      view.rerender(
        <TenantContext value={next}>
          <RouterProvider router={router} />
        </TenantContext>,
      );
    },
  };
}

const flush = () => act(() => vi.runAllTimersAsync());

beforeEach(() => {
  vi.useFakeTimers();
  resetPageViewBeacon();
  // jsdom has no requestIdleCallback: the beacon falls back to a timer.
  vi.stubGlobal('requestIdleCallback', undefined);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('page view beacon', () => {
  it('sends one small request per page view, none for a re-render', async () => {
    const api = mockApi({ '/api/analytics/views': new Response(null, { status: 204 }) });
    const view = renderReader(tenantValue(true));
    await flush();
    const beacons = () => api.requestsTo('/api/analytics/views');
    expect(beacons()).toHaveLength(1);
    const [first] = beacons();
    expect(first?.method).toBe('POST');
    expect(first?.headers.get('X-Tenant-ID')).toBe('orbit');
    expect(first?.body).toEqual({ path: '/' });

    view.rerenderWith(tenantValue(true));
    await flush();
    expect(rerenderCount).toBeGreaterThan(0);
    expect(beacons()).toHaveLength(1);

    await act(async () => {
      await view.navigate('/story/12');
    });
    await flush();
    expect(beacons()).toHaveLength(2);
    expect(beacons()[1]?.body).toEqual({ path: '/story/12' });
  });

  it('sends nothing while the tenant loads or when its analytics is off', async () => {
    const api = mockApi({});
    const view = renderReader(tenantValue(true, true));
    await flush();
    view.rerenderWith(tenantValue(false));
    await flush();
    await act(async () => {
      await view.navigate('/story/3');
    });
    await flush();
    expect(api.requestsTo('/api/analytics/views')).toHaveLength(0);
  });
});
