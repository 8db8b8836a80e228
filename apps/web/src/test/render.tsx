import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { SessionOutlet } from '@/features/auth/session/components/SessionProvider';
import { TenantProvider } from '@/features/tenant/tenant-context/components/TenantProvider';
import { BrandingProvider } from '@/lib/branding';
import { ColorModeProvider } from '@/lib/color-mode';
import { i18n } from '@/lib/i18n';

/** No retries and no cache between tests: each test sees exactly the responses it stubs. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export function TestProviders({
  children,
  queryClient = createTestQueryClient(),
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ColorModeProvider>
          <BrandingProvider>{children}</BrandingProvider>
        </ColorModeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

export interface RenderRouteOptions {
  /** where the test starts, e.g. '/story/7' */
  path?: string;
  queryClient?: QueryClient;
  /**
   * Resolve the tenant like the app does (a TenantProvider around the routes); a string is the
   * page's host name, e.g. 'space.helionews.test' to test subdomains.
   */
  tenant?: boolean | string;
}

/**
 * Renders routes in a memory router, under the session like the app's route table; returns the
 * router to assert on where navigation led. Signed out unless the test stored an authToken.
 */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', queryClient, tenant = false }: RenderRouteOptions = {},
) {
  const hostname = typeof tenant === 'string' ? tenant : 'localhost';
  const children: RouteObject[] = tenant
    ? [
        {
          element: (
            <TenantProvider hostname={hostname}>
              <Outlet />
            </TenantProvider>
          ),
          children: routes,
        },
      ]
    : routes;
  const router = createMemoryRouter([{ element: <SessionOutlet />, children }], {
    initialEntries: [path],
  });
  const view = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router };
}

/** One page at one route pattern, e.g. renderPage(<StoryPage />, 'story/:id', '/story/7'). */
export function renderPage(page: ReactNode, pattern: string, path: string) {
  return renderRoutes(
    [
      { path: pattern, element: page },
      { path: '*', element: null },
    ],
    { path },
  );
}

/** Stores a token as a signed-in reader would have it; the session then fetches the profile. */
export function storeSignedInToken(token = 'stored-token'): void {
  window.localStorage.setItem('authToken', token);
  window.localStorage.setItem('token', token);
}

/**
 * A password input by its label. Password inputs have no ARIA role, and MUI appends a required
 * asterisk to the label text, so the label is matched from its start.
 */
export function getPasswordInput(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${label}\\b`), { selector: 'input' });
}
