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

/**
 * One page of a list and the list's total, asked for at once: `rows` reads the page's window,
 * `total` counts the whole list, and the answer holds the rows and what `pageOf` adds to them.
 *
 *     const [rows, paging] = await pageAndTotal(query, (window) => list(window), () => count());
 *     return { items: rows.map(toItem), ...paging };
 */
export async function pageAndTotal<Row>(
  query: PaginationQuery,
  rows: (window: { limit: number; offset: number }) => Promise<Row[]>,
  total: () => Promise<number>,
): Promise<[Row[], ReturnType<typeof pageOf>]> {
  const [found, count] = await Promise.all([rows(pageWindow(query)), total()]);
  return [found, pageOf(query, count)];
}
