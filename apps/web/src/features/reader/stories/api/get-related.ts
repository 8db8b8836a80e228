import { API_PATHS, type RelatedStoriesResponse } from '@helionews/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, readerSchema } from '@/lib/api-client';
import { storyKeys } from './query-keys';

/** What the story page's aside shows: enough to fill it beside the story without scrolling. */
export const RELATED_SHOWN = 4;

export function getRelatedStories(
  id: number,
  limit: number,
  signal?: AbortSignal,
): Promise<RelatedStoriesResponse> {
  return apiGet(API_PATHS.storyRelated(id), {
    schema: readerSchema('relatedStoriesResponseSchema'),
    query: { limit },
    signal,
  });
}

/** Under the stories' key, so whatever drops the stories' cache drops these too. */
export const relatedStoriesKey = (id: number, limit: number) =>
  [...storyKeys.all, 'related', id, limit] as const;

export function relatedStoriesQueryOptions(id: number, limit = RELATED_SHOWN) {
  return queryOptions({
    queryKey: relatedStoriesKey(id, limit),
    queryFn: ({ signal }) => getRelatedStories(id, limit, signal),
  });
}

/**
 * A plain query (no suspense, no effect): the server's render pass fetches it like the story
 * itself, so the list arrives with the page and never pushes the layout around later.
 */
export function useRelatedStories(id: number | null, limit = RELATED_SHOWN) {
  return useQuery({ ...relatedStoriesQueryOptions(id ?? 0, limit), enabled: id !== null });
}
