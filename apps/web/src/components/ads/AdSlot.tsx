import { API_PATHS, type AdZoneLocation } from '@helionews/contracts';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet, readerSchema } from '@/lib/api-client';
import { useIslandPage } from '@/islands/Island';
import { useHydrated } from '@/lib/ssr-context';

// The ad itself (its request, the view counting, the link) loads after the page is interactive.
const AdCreative = lazy(() => import('./AdCreative'));

/** The zones that can show an ad now: the same for every reader, rendered with the page. */
export const adPlacementsQuery = {
  queryKey: ['ads', 'placements'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet(API_PATHS.adPlacements, { schema: readerSchema('adPlacementsResponseSchema'), signal }),
  staleTime: 60_000,
};

/**
 * An ad zone of a reader page. It renders only when the publication has a live zone for this
 * place (none at all with ads off), labelled 'Advertisement', and holds the zone's exact shape
 * from the first paint (scaled down to the column), so the ad arriving moves nothing.
 */
export function AdSlot({ location }: { location: AdZoneLocation }) {
  const { t } = useTranslation();
  const { data } = useQuery(adPlacementsQuery);
  // The ad is asked for in the browser only, once the page is interactive.
  const hydrated = useHydrated();
  // On a page of islands the page's plain script asks for the ad (islands/plain/ad-slots.ts).
  const islandPage = useIslandPage();
  const [empty, setEmpty] = useState(false);
  const zone = data?.zones.find((candidate) => candidate.location === location);
  if (!zone || empty) return null;
  const label = t('ads.label');
  // Styled through emotion (classes with the page's nonce), not style="" attributes: the CSP
  // blocks those in server-rendered markup (ADR 015).
  return (
    <Box
      component="aside"
      aria-label={label}
      // width 100% (up to the zone's): in a flex or grid column the box would shrink to its label.
      sx={{ width: '100%', maxWidth: zone.width, margin: '24px auto' }}
    >
      <Box
        component="span"
        sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}
      >
        {label}
      </Box>
      {/* The zone's proportions at the column's width: padding in % follows the width. */}
      <Box
        data-ad-zone={islandPage ? zone.id : undefined}
        sx={{
          position: 'relative',
          paddingTop: `${(zone.height / zone.width) * 100}%`,
          bgcolor: 'action.hover',
        }}
      >
        {hydrated && (
          <Suspense fallback={null}>
            <AdCreative zoneId={zone.id} setEmpty={setEmpty} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
