import { BRANDING_DEFAULTS } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useMemo } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { LoadingSpinner } from '@/components/LoadingSpinner';
import { NavigationProgress } from '@/components/NavigationProgress';
import { DateDisplayContext } from '@/lib/date-display';
import { usePageViewBeacon } from '@/lib/page-view-beacon';
import type { DateDisplay } from '@/lib/format-date';
import { useTenant } from '@/lib/tenant-context';
import { useReaderRoutes } from '@/lib/reader-routes';
import { ServerFragment } from '@/lib/server-fragment';
import { SiteNameContext } from '@/lib/site-name';
import { Footer } from './reader/Footer';
import { SITE_LINKS } from './reader/nav-links';
import { SkipLink, MAIN_CONTENT_ID } from './reader/SkipLink';
import { isSearchPage, TopBar } from './reader/TopBar';

/** A path as a link's active state compares it: any case, no trailing slash. */
const comparable = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * The top bar's server fragment: the same on every page but the one a link of its menus leads
 * to (which it marks as the current page) and the search page (whose query it shows).
 */
function useTopBarKey(): string | null {
  const { pathname } = useLocation();
  const routes = useReaderRoutes();
  if (isSearchPage(pathname)) return null;
  const here = comparable(pathname);
  const linked = SITE_LINKS.some(({ route }) => comparable(routes[route]) === here);
  return `top-bar ${linked ? pathname : 'elsewhere'}`;
}

/** The reader site's frame: top bar, the page, footer. */
export function ReaderLayout() {
  const tenant = useTenant();
  const topBarKey = useTopBarKey();
  // First-party analytics: one beacon per page view when the publication has it on.
  usePageViewBeacon();
  // SPEC section 2: the tenant's name, falling back to the default name.
  const siteName = tenant.currentTenant?.display_name || BRANDING_DEFAULTS.display_name;
  const site = tenant.currentTenant?.site;
  // The publication's Site Settings decide how story dates read.
  const dateDisplay = useMemo<DateDisplay>(
    () => ({ format: site?.date_format ?? 'relative', timeZone: site?.time_zone }),
    [site?.date_format, site?.time_zone],
  );

  return (
    <SiteNameContext value={siteName}>
      <DateDisplayContext value={dateDisplay}>
        <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
          <SkipLink />
          <NavigationProgress />
          {/* Drawn once per publication and language on the server (lib/server-fragment.tsx). */}
          <ServerFragment cacheKey={tenant.loading ? null : topBarKey}>
            <TopBar
              siteName={siteName}
              logoUrl={tenant.currentTenant?.logo_url ?? null}
              isLoading={tenant.loading}
            />
          </ServerFragment>
          <Container
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            maxWidth="lg"
            sx={{ flex: 1, py: { xs: 3, md: 4 }, outline: 'none' }}
          >
            {/* Pages load their data for the tenant: they wait until it is known. */}
            {tenant.loading ? <LoadingSpinner /> : <Outlet />}
          </Container>
          <ServerFragment cacheKey={tenant.loading ? null : 'footer'}>
            <Footer
              siteName={tenant.loading ? null : siteName}
              site={tenant.loading ? null : (tenant.currentTenant?.site ?? null)}
            />
          </ServerFragment>
        </Box>
        <ScrollRestoration />
      </DateDisplayContext>
    </SiteNameContext>
  );
}
