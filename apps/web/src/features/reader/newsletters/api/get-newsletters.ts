import { NEWSLETTER_API_PATHS, type PublicNewsletterList } from '@helionews/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, readerSchema } from '@/lib/api-client';
import { newsletterKeys } from './query-keys';

/** GET /api/newsletters: the publication's public newsletters (what a reader may subscribe to). */
export function getNewsletters(signal?: AbortSignal): Promise<PublicNewsletterList> {
  return apiGet(NEWSLETTER_API_PATHS.list, {
    schema: readerSchema('publicNewsletterListSchema'),
    signal,
  });
}

export function newslettersQueryOptions() {
  return queryOptions({
    queryKey: newsletterKeys.list(),
    queryFn: ({ signal }) => getNewsletters(signal),
    staleTime: 5 * 60 * 1000,
  });
}

/** Loaded with the page on the server (ssr/page-data.ts), so the form comes with the HTML. */
export function useNewsletters({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...newslettersQueryOptions(), enabled });
}
