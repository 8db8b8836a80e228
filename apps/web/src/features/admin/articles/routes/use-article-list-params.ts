import { LIMITS, STORY_STATUSES, type StoryStatus } from '@helionews/contracts';
import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ARTICLE_SORTS, type ArticleSort } from '../api/articles';
import { useDebounced } from '@/features/admin/shared/use-debounced';

export const PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_SORT: ArticleSort = '-updated_at';

function parseStatus(value: string | null): StoryStatus | null {
  return (STORY_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as StoryStatus)
    : null;
}

function parseSort(value: string | null): ArticleSort {
  return (ARTICLE_SORTS as readonly string[]).includes(value ?? '')
    ? (value as ArticleSort)
    : DEFAULT_SORT;
}

function parsePositive(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

export type ArticleListParams = ReturnType<typeof useArticleListParams>;

/**
 * The articles list's filters, sort and page as the address holds them, and the search box's
 * own text, written to the address once it settles. `platformAdmin`: only a platform admin may
 * list another publication's articles (tenant_id).
 */
export function useArticleListParams(platformAdmin: boolean) {
  const [params, setParams] = useSearchParams();
  const requestedSize = parsePositive(params.get('page_size'));
  const urlSearch = params.get('search') ?? '';

  /** Changes filters in the address; any filter change starts again at the first page. */
  const update = (changes: Record<string, string | number | null>) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  // SPEC section 9: search waits 500 ms after the last keystroke.
  const [search, setSearch] = useState(urlSearch);
  const debouncedSearch = useDebounced(search, LIMITS.searchDebounceMs);
  // Only a settled search changes the address; the address's own changes (Clear filters) must
  // not write the old text back, so the address is read through an effect event.
  const searchSettled = useEffectEvent((settled: string) => {
    if (settled !== urlSearch) update({ search: settled });
  });
  useEffect(() => searchSettled(debouncedSearch.trim()), [debouncedSearch]);

  const status = parseStatus(params.get('status'));
  const category = params.get('category') || null;
  return {
    status,
    category,
    sort: parseSort(params.get('sort')),
    page: parsePositive(params.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === requestedSize) ?? PAGE_SIZES[0],
    tenantId: platformAdmin ? parsePositive(params.get('tenant_id')) : null,
    /** The settled search, as sent to the server. */
    urlSearch,
    /** The search box's text. */
    search,
    setSearch,
    filtered: Boolean(urlSearch || status || category),
    update,
    clearFilters: () => {
      setSearch('');
      update({ search: null, status: null, category: null });
    },
  };
}
