import type { SearchParams } from '../search-params';

/** The search feature's cache keys: one entry per query, filters and page. */
export const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchParams) => [...searchKeys.all, 'results', params] as const,
};
