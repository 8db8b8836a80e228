import { useState } from 'react';
import type { AdminPaginationProps } from './components/AdminPagination';

/**
 * A list's page (0 = the first), which belongs to the filters it was chosen for: when
 * `filterKey` (the filters, as a string) changes, the list starts again at the first page.
 */
export function useListPage(filterKey: string): [page: number, setPage: (page: number) => void] {
  const [paging, setPaging] = useState({ filterKey, page: 0 });
  const page = paging.filterKey === filterKey ? paging.page : 0;
  return [page, (next: number) => setPaging({ filterKey, page: next })];
}

/**
 * A list's page and page size (the first of `pageSizes` to begin with): new filters or a new
 * page size start again at the first page. `pagination` is what AdminPagination takes besides
 * the count.
 */
export function useListPaging(filterKey: string, pageSizes: readonly number[]) {
  const [pageSize, setPageSize] = useState(pageSizes[0] ?? 10);
  const [page, setPage] = useListPage(JSON.stringify([filterKey, pageSize]));
  const pagination: Omit<AdminPaginationProps, 'count'> = {
    page,
    pageSize,
    pageSizes,
    onPageChange: setPage,
    onPageSizeChange: setPageSize,
  };
  return { page, pageSize, pagination };
}
