import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/app/query-client';
import { TenantProvider } from '@/features/tenant/tenant-context/components/TenantProvider';
import { TenantStrip } from '@/features/tenant/tenant-selector/components/TenantStrip';
import { BrandingProvider } from '@/lib/branding';
import { hydrateIsland } from './hydrate';

/**
 * The publication switcher of a reader page (ADR 016): only for a signed-in admin, drawn in the
 * browser. The selector works as in the application, inside a router of its own; where it
 * would navigate, the browser loads that page (the choice is already in its cookie mirror).
 */
export function hydrate(element: HTMLElement): Promise<void> {
  const here = `${window.location.pathname}${window.location.search}`;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <TenantProvider>
            <TenantStrip />
          </TenantProvider>
        ),
      },
    ],
    { initialEntries: [here] },
  );
  router.subscribe((state) => {
    const next = `${state.location.pathname}${state.location.search}`;
    if (next !== here) window.location.assign(next);
  });
  return hydrateIsland(
    element,
    <QueryClientProvider client={createQueryClient()}>
      <BrandingProvider>
        <RouterProvider router={router} />
      </BrandingProvider>
    </QueryClientProvider>,
  );
}
