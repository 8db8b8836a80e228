import { ADMIN_COMMENT_FILTERS, type AdminCommentFilter } from '@helionews/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useListPaging } from '@/features/admin/shared/use-list-page';
import { useRowSelection } from '@/features/admin/shared/use-row-selection';
import { commentListQueryOptions } from '../api/comments';

export const PAGE_SIZES = [10, 25, 50, 100];
/** Without a status in the address, the moderation queue. */
export const DEFAULT_COMMENT_FILTER: AdminCommentFilter = 'pending';

function parseFilter(value: string | null): AdminCommentFilter {
  return ADMIN_COMMENT_FILTERS.find((filter) => filter === value) ?? DEFAULT_COMMENT_FILTER;
}

function parseStoryId(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The moderation list: its filters in the address (`?status=reported&story_id=12`, so the side
 * navigation's badge and a notification open the list they count), the page, the query, and the
 * comments selected on this page.
 */
export function useCommentQueue() {
  const [address, setAddress] = useSearchParams();
  const status = parseFilter(address.get('status'));
  const storyId = parseStoryId(address.get('story_id'));
  // The title of the story filtered by, as the row it was chosen from named it.
  const [storyTitle, setStoryTitle] = useState<string | null>(null);

  const setParam = (key: 'status' | 'story_id', value: string | null) =>
    setAddress(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const filterKey = `${status}:${storyId ?? ''}`;
  // The page belongs to the filters it was chosen for: new filters start at the first page.
  const { page, pageSize, pagination } = useListPaging(filterKey, PAGE_SIZES);
  const params = { status, storyId, page: page + 1, pageSize };
  const list = useQuery(commentListQueryOptions(params));
  const comments = list.data?.comments ?? [];

  // A selection holds for the page and filters it was made on.
  const viewKey = JSON.stringify(params);
  const { selected, setSelected, toggle } = useRowSelection(viewKey, comments);

  return {
    status,
    setStatus: (next: AdminCommentFilter) =>
      setParam('status', next === DEFAULT_COMMENT_FILTER ? null : next),
    storyId,
    storyTitle:
      storyId === null
        ? null
        : (comments.find((comment) => comment.story.id === storyId)?.story.title ?? storyTitle),
    setStory: (story: { id: number; title: string } | null) => {
      setStoryTitle(story?.title ?? null);
      setParam('story_id', story ? String(story.id) : null);
    },
    pagination,
    list,
    comments,
    selected,
    setSelected,
    toggle,
  };
}
