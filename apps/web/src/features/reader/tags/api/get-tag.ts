import { API_PATHS, TAG_API_PATHS, type StoryListResponse, type Tag } from '@helionews/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, readerSchema } from '@/lib/api-client';
import { FRONT_PAGE_SIZE } from '@/features/reader/stories/api/get-stories';

/** Stories on one page of a tag's: as many as a page of the front page's feed. */
export const TAG_PAGE_SIZE = FRONT_PAGE_SIZE;

export const tagKeys = {
  all: ['tags'] as const,
  list: () => [...tagKeys.all, 'list'] as const,
  /** `slug` as the address wrote it, lower-cased: the server finds it in any case. */
  detail: (slug: string) => [...tagKeys.all, 'detail', slug.toLowerCase()] as const,
  stories: (slug: string, page: number) =>
    [...tagKeys.all, 'stories', slug.toLowerCase(), page] as const,
};

export function getTag(slug: string, signal?: AbortSignal): Promise<Tag> {
  return apiGet(TAG_API_PATHS.tag(slug), { schema: readerSchema('tagSchema'), signal });
}

export function getTagStories(
  slug: string,
  page: number,
  signal?: AbortSignal,
): Promise<StoryListResponse> {
  return apiGet(API_PATHS.stories, {
    schema: readerSchema('storyListResponseSchema'),
    query: { tag: slug.toLowerCase(), page, page_size: TAG_PAGE_SIZE },
    signal,
  });
}

/** The tag itself: its name, description and picture. */
export function tagQueryOptions(slug: string) {
  return queryOptions({
    queryKey: tagKeys.detail(slug),
    queryFn: ({ signal }) => getTag(slug, signal),
  });
}

/** One page of the tag's published stories, newest first. */
export function tagStoriesQueryOptions(slug: string, page: number) {
  return queryOptions({
    queryKey: tagKeys.stories(slug, page),
    queryFn: ({ signal }) => getTagStories(slug, page, signal),
  });
}

/** The publication's tags that carry a published story, by name (the search form's list). */
export function tagListQueryOptions() {
  return queryOptions({
    queryKey: tagKeys.list(),
    queryFn: ({ signal }) =>
      apiGet(TAG_API_PATHS.tags, { schema: readerSchema('tagListResponseSchema'), signal }),
  });
}

export function useTag(slug: string) {
  return useQuery(tagQueryOptions(slug));
}

export function useTagStories(slug: string, page: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...tagStoriesQueryOptions(slug, page), ...options });
}

export function useTagList() {
  return useQuery(tagListQueryOptions());
}
