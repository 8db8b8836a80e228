import { API_PATHS, categoryListResponseSchema, type Category } from '@helionews/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * The sections a reader can follow. The key and the cached body are those of the reader site's
 * sections bar (same endpoint, same unselected data), so the two share one fetch; the feature
 * rule keeps this file from importing that one.
 */
export function categoryOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['categories'] as const,
    queryFn: ({ signal }) =>
      apiGet(API_PATHS.categories, { schema: categoryListResponseSchema, signal }),
    staleTime: 5 * 60 * 1000,
    select: (data): Category[] => [...data.categories].sort((a, b) => a.position - b.position),
  });
}

export function useCategoryOptions() {
  return useQuery(categoryOptionsQueryOptions());
}
