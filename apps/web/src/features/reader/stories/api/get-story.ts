import { API_PATHS, type Story } from '@helionews/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, readerSchema } from '@/lib/api-client';
import { storyKeys } from './query-keys';

export function getStory(id: number, signal?: AbortSignal): Promise<Story> {
  return apiGet(API_PATHS.story(id), { schema: readerSchema('storySchema'), signal });
}

export function storyQueryOptions(id: number) {
  return queryOptions({
    queryKey: storyKeys.detail(id),
    queryFn: ({ signal }) => getStory(id, signal),
  });
}

/** `id` is null while the route parameter is malformed: nothing is fetched then. */
export function useStory(id: number | null) {
  return useQuery({ ...storyQueryOptions(id ?? 0), enabled: id !== null });
}
