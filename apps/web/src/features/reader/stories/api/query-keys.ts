/** One place for the stories feature's cache keys, so invalidation never misses a variant. */
export const storyKeys = {
  all: ['stories'] as const,
  lists: () => [...storyKeys.all, 'list'] as const,
  list: (params: { category?: string; page: number; pageSize: number }) =>
    [...storyKeys.lists(), params] as const,
  feeds: () => [...storyKeys.all, 'feed'] as const,
  feed: (params: { category?: string; pageSize: number }) =>
    [...storyKeys.feeds(), params] as const,
  detail: (id: number) => [...storyKeys.all, 'detail', id] as const,
  categories: () => ['categories'] as const,
};
