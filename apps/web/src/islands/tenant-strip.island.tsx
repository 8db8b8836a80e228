import { ROUTES } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/app/query-client';
import { TenantProvider } from '@/features/tenant/tenant-context/components/TenantProvider';
import { chooseHref } from '@/lib/choose-href';
import { TenantLinksMenu } from '@/features/tenant/tenant-selector/components/TenantLinksMenu';
import { BrandingProvider } from '@/lib/branding';
import { useTenant } from '@/lib/tenant-context';
import { hydrateIsland } from './hydrate';

/**
 * An admin's own strip above the reader's bar, when the publication allows switching: at every
 * width (the application's phone menu listed the publications; a page of islands has no
 * script-driven menu to put them in).
 */
function TenantStrip() {
  const { canSwitchTenants } = useTenant();
  if (!canSwitchTenants) return null;
  return (
    <Box data-menu="publication" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" disableGutters>
        <Toolbar variant="dense" sx={{ justifyContent: 'flex-end', pt: 1.5, pb: 1 }}>
          <TenantLinksMenu hrefFor={(slug) => chooseHref({ tenant: slug }, ROUTES.home)} />
        </Toolbar>
      </Container>
    </Box>
  );
}

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
