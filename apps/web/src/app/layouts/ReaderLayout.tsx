import { BRANDING_DEFAULTS } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useMemo } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingSpinner } from '@/components/LoadingSpinner';
import { NavigationProgress } from '@/components/NavigationProgress';
import { DateDisplayContext } from '@/lib/date-display';
import { usePageViewBeacon } from '@/lib/page-view-beacon';
import type { DateDisplay } from '@/lib/format-date';
import { useTenant } from '@/lib/tenant-context';
import { SiteNameContext } from '@/lib/site-name';
import { Footer } from './reader/Footer';
import { SkipLink, MAIN_CONTENT_ID } from './reader/SkipLink';
import { TopBar } from './reader/TopBar';

/** The reader site's frame: top bar, the page, footer. */
export function ReaderLayout() {
  const tenant = useTenant();
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
          <TopBar
            siteName={siteName}
            logoUrl={tenant.currentTenant?.logo_url ?? null}
            isLoading={tenant.loading}
          />
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
          <Footer
            siteName={tenant.loading ? null : siteName}
            site={tenant.loading ? null : (tenant.currentTenant?.site ?? null)}
          />
        </Box>
        <ScrollRestoration />
      </DateDisplayContext>
    </SiteNameContext>
  );
}
