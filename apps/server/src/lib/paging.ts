import type { PaginationQuery } from '@helionews/contracts';

/** The rows one page of a list stands for: `page_size` rows, pages counted from 1. */
export function pageWindow(query: PaginationQuery): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

/** What every paged list answers besides its rows: how many there are in all, and which page. */
export function pageOf(
  query: PaginationQuery,
  total: number,
): { total: number; page: number; page_size: number } {
  return { total, page: query.page, page_size: query.page_size };
}
