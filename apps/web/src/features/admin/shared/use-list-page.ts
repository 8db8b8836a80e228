import { useState } from 'react';

/**
 * A list's page (0 = the first), which belongs to the filters it was chosen for: when
 * `filterKey` (the filters, as a string) changes, the list starts again at the first page.
 */
export function useListPage(filterKey: string): [page: number, setPage: (page: number) => void] {
  const [paging, setPaging] = useState({ filterKey, page: 0 });
  const page = paging.filterKey === filterKey ? paging.page : 0;
  return [page, (next: number) => setPaging({ filterKey, page: next })];
}
