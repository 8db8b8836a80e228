import { SITE_PAGE_API_PATHS, type SitePage, type SitePageNav } from '@helionews/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, readerSchema } from '@/lib/api-client';

/** The static pages' cache keys (issue 34): the navigation's list, and each page by slug. */
export const sitePageKeys = {
  all: ['site-pages'] as const,
  nav: () => [...sitePageKeys.all, 'nav'] as const,
  /** `slug` as the address wrote it, lower-cased: the server finds it in any case. */
  page: (slug: string) => [...sitePageKeys.all, 'page', slug.toLowerCase()] as const,
};

export function getSitePageNav(signal?: AbortSignal): Promise<SitePageNav> {
  return apiGet(SITE_PAGE_API_PATHS.nav, { schema: readerSchema('sitePageNavSchema'), signal });
}

export function getSitePage(slug: string, signal?: AbortSignal): Promise<SitePage> {
  return apiGet(SITE_PAGE_API_PATHS.page(slug), { schema: readerSchema('sitePageSchema'), signal });
}

/** The published pages the top bar and the footer link: every reader page shows them. */
export function sitePageNavQueryOptions() {
  return queryOptions({
    queryKey: sitePageKeys.nav(),
    queryFn: ({ signal }) => getSitePageNav(signal),
    // Edited in the back-office now and then, like the sections.
    staleTime: 5 * 60 * 1000,
  });
}

export function sitePageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: sitePageKeys.page(slug),
    queryFn: ({ signal }) => getSitePage(slug, signal),
  });
}

/** The pages the navigation links; empty lists while they load or when the call fails. */
export function useSitePageNav(): Pick<SitePageNav, 'header' | 'footer'> {
  const { data } = useQuery(sitePageNavQueryOptions());
  return { header: data?.header ?? [], footer: data?.footer ?? [] };
}

export function useSitePage(slug: string) {
  return useQuery(sitePageQueryOptions(slug));
}
