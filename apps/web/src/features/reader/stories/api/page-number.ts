/**
 * Pages an address may ask for: far beyond any author's or tag's, yet a bound on the offset asked
 * of the server.
 */
const MAX_PAGE = 10_000;

/**
 * The `?page=` of a paged story list's address (an author's, a tag's): a whole number from 1,
 * anything else page 1.
 */
export function listPageNumber(value: string | null): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), MAX_PAGE);
}
