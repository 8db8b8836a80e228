import { LIMITS } from '@helionews/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { userListQueryOptions, type UserSort, type UserStatusFilter } from '../api/users';
import { useDebounced } from '@/features/admin/shared/use-debounced';
import { useListPaging } from '@/features/admin/shared/use-list-page';

/** SPEC section 9: search waits 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = LIMITS.searchDebounceMs;
export const PAGE_SIZES = [10, 25, 50];

export type SortKey = 'username' | 'email' | 'created_at' | 'last_login_at';
export interface SortState {
  key: SortKey;
  direction: 'asc' | 'desc';
}
const sortParam = ({ key, direction }: SortState): UserSort =>
  direction === 'desc' ? `-${key}` : key;

/**
 * The users list as the page shows it: search (debounced), status filter, sort and paging, and
 * the query they make. Waits for `enabled` (the caller's access) before it asks.
 */
export function useUserList(enabled: boolean) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<UserStatusFilter>('all');
  const [sort, setSort] = useState<SortState>({ key: 'created_at', direction: 'desc' });
  // The page belongs to the filters it was chosen for: new filters start at the first page.
  const filters = JSON.stringify([debouncedSearch.trim(), status, sortParam(sort)]);
  const { page, pageSize, pagination } = useListPaging(filters, PAGE_SIZES);

  const list = useQuery({
    ...userListQueryOptions({
      page: page + 1,
      pageSize,
      search: debouncedSearch,
      status,
      sort: sortParam(sort),
    }),
    enabled,
  });

  /** A new column sorts names A to Z and dates newest first; the same column turns around. */
  const onSort = (key: SortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: key === 'username' || key === 'email' ? 'asc' : 'desc' },
    );

  return {
    search,
    setSearch,
    status,
    setStatus,
    sort,
    onSort,
    pagination,
    list,
    users: list.data?.users ?? [],
    filtered: debouncedSearch.trim() !== '' || status !== 'all',
  };
}
