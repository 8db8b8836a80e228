import {
  LIMITS,
  SEARCH_QUERY_MAX,
  SEARCH_SORTS,
  slugSchema,
  type SearchSort,
} from '@helionews/contracts';

/** Results per page: ten hits read as one screen of a results list. */
export const SEARCH_PAGE_SIZE = LIMITS.defaultPageSize;

/** A search as the address states it: the URL is the state, so Back, Forward and sharing work. */
export interface SearchParams {
  /** trimmed; empty when nothing was searched yet */
  q: string;
  /** category slug */
  category?: string;
  /** tag slug (issue 34) */
  tag?: string;
  /** YYYY-MM-DD, inclusive */
  from?: string;
  /** YYYY-MM-DD, inclusive */
  to?: string;
  sort: SearchSort;
  page: number;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const isSort = (value: string | null): value is SearchSort =>
  (SEARCH_SORTS as readonly (string | null)[]).includes(value);

/** A real calendar day in the contract's format, not '2024-02-31'. */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * Reads the address leniently: a hand-edited or stale parameter the API would refuse (a bad
 * date, page 0, an unknown sort) is dropped rather than turned into an error page.
 */
export function readSearchParams(params: URLSearchParams): SearchParams {
  const category = params.get('category') ?? '';
  const tag = params.get('tag') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX),
    category: slugSchema.safeParse(category).success ? category : undefined,
    tag: slugSchema.safeParse(tag).success ? tag : undefined,
    from: isIsoDay(from) ? from : undefined,
    to: isIsoDay(to) ? to : undefined,
    sort: isSort(sort) ? sort : 'relevance',
    page: Number.isInteger(page) && page >= LIMITS.defaultPage ? page : LIMITS.defaultPage,
  };
}

/**
 * The query string of `current` changed by `changes`: defaults are left out so addresses stay
 * short, and any change other than the page starts again from the first page.
 */
export function searchHref(current: SearchParams, changes: Partial<SearchParams>): string {
  const next: SearchParams = {
    ...current,
    ...(!('page' in changes) && { page: LIMITS.defaultPage }),
    ...changes,
  };
  const params = new URLSearchParams({ q: next.q });
  if (next.category) params.set('category', next.category);
  if (next.tag) params.set('tag', next.tag);
  if (next.from) params.set('from', next.from);
  if (next.to) params.set('to', next.to);
  if (next.sort !== 'relevance') params.set('sort', next.sort);
  if (next.page > LIMITS.defaultPage) params.set('page', String(next.page));
  return `?${params.toString()}`;
}

export const hasFilters = ({ category, tag, from, to }: SearchParams): boolean =>
  Boolean(category || tag || from || to);

/**
 * What "Clear filters" takes away. A search without words is a tag's list (`/search?tag=x`):
 * its tag is the search itself, so clearing keeps it and takes only the section and dates.
 */
export function clearedFilters(params: SearchParams): Partial<SearchParams> {
  const cleared = { category: undefined, from: undefined, to: undefined };
  return params.q ? { ...cleared, tag: undefined } : cleared;
}

/** Whether "Clear filters" would take anything away. */
export const hasClearableFilters = (params: SearchParams): boolean =>
  params.q ? hasFilters(params) : Boolean(params.category || params.from || params.to);
