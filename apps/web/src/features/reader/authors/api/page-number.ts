/** Pages an address may ask for: far beyond any author's, yet a bound on the offset asked of the server. */
const MAX_PAGE = 10_000;

/** The `?page=` of an author page's address: a whole number from 1, anything else page 1. */
export function authorPageNumber(value: string | null): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), MAX_PAGE);
}
