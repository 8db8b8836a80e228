import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebounced } from '@/features/admin/shared/use-debounced';
import { MEDIA_PAGE_SIZES, mediaListQueryOptions } from './api/media';
import type { MediaFilterValues } from './components/MediaFilterBar';

const NO_FILTERS: MediaFilterValues = { q: '', unused: false, uploader: '', month: '' };

/** The library's list under its filters: the search settles for 300 ms before it is asked. */
export function useMediaLibrary(pageSize: number = MEDIA_PAGE_SIZES[0]) {
  const [filters, setFiltersState] = useState<MediaFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(pageSize);
  const q = useDebounced(filters.q, 300);
  const list = useQuery(mediaListQueryOptions({ ...filters, q, page: page + 1, pageSize: size }));
  const filtered =
    q.trim() !== '' || filters.unused || filters.uploader !== '' || filters.month !== '';
  return {
    filters,
    setFilters: (next: MediaFilterValues) => {
      setFiltersState(next);
      setPage(0);
    },
    page,
    setPage,
    pageSize: size,
    setPageSize: (next: number) => {
      setSize(next);
      setPage(0);
    },
    list,
    filtered,
  };
}
