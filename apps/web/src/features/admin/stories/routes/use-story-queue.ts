import { LIMITS, STORY_ORIGINS, STORY_STATUSES } from '@helionews/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRowSelection } from '@/features/admin/shared/use-row-selection';
import {
  DEFAULT_STORY_FILTERS,
  storyCategoriesQueryOptions,
  storyListQueryOptions,
  type StoryOriginFilter,
  type StoryStatusFilter,
} from '../api/stories';
import { useDebounced } from '@/features/admin/shared/use-debounced';
import { useListPaging } from '@/features/admin/shared/use-list-page';

/** SPEC section 9: search waits 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = LIMITS.searchDebounceMs;
export const PAGE_SIZES = [10, 25, 50, 100];

function parseStatusFilter(value: string | null): StoryStatusFilter | null {
  if (value === 'all') return 'all';
  return STORY_STATUSES.find((status) => status === value) ?? null;
}

function parseOriginFilter(value: string | null): StoryOriginFilter | null {
  if (value === 'all') return 'all';
  return STORY_ORIGINS.find((origin) => origin === value) ?? null;
}

/**
 * The review queue's list: its filters (status and origin in the address, search debounced),
 * the page, the query, and the rows selected on this page.
 */
export function useStoryQueue() {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search, SEARCH_DEBOUNCE_MS);
  // Status and origin live in the address, so that a link (a dashboard figure) opens the list
  // it counts: /admin/stories?status=published&origin=all. Without them, the review queue.
  const [address, setAddress] = useSearchParams();
  const status = parseStatusFilter(address.get('status')) ?? DEFAULT_STORY_FILTERS.status;
  const origin = parseOriginFilter(address.get('origin')) ?? DEFAULT_STORY_FILTERS.origin;
  const setFilter = (key: 'status' | 'origin', value: string) =>
    setAddress(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === DEFAULT_STORY_FILTERS[key]) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const [category, setCategory] = useState('');
  const filters = { search: debouncedSearch, status, origin, category };
  const filterKey = JSON.stringify(filters);
  // The page belongs to the filters it was chosen for: new filters start at the first page.
  const { page, pageSize, pagination } = useListPaging(filterKey, PAGE_SIZES);

  const params = { ...filters, page: page + 1, pageSize };
  // A selection holds for the page and filters it was made on.
  const viewKey = JSON.stringify(params);

  const list = useQuery(storyListQueryOptions(params));
  const categories = useQuery(storyCategoriesQueryOptions());
  const stories = list.data?.stories ?? [];
  const { selected, setSelected, toggle } = useRowSelection(viewKey, stories);

  return {
    search,
    setSearch,
    status,
    origin,
    setFilter,
    category,
    setCategory,
    filtered:
      debouncedSearch.trim() !== '' ||
      category !== '' ||
      status !== DEFAULT_STORY_FILTERS.status ||
      origin !== DEFAULT_STORY_FILTERS.origin,
    pagination,
    list,
    stories,
    categories: categories.data?.categories ?? [],
    selected,
    setSelected,
    toggle,
  };
}
