import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { searchHref, type SearchParams } from '../search-params';

export interface SearchPaginationProps {
  params: SearchParams;
  total: number;
  pageSize: number;
}

/** Real links (each keeps the query and filters), so pages open in new tabs and are shareable. */
export function SearchPagination({ params, total, pageSize }: SearchPaginationProps) {
  const { t } = useTranslation();
  const count = Math.ceil(total / pageSize);
  if (count <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: 4 }}>
      <Pagination
        page={Math.min(params.page, count)}
        count={count}
        color="primary"
        aria-label={t('searchPage.pagination.label')}
        getItemAriaLabel={(type, page, selected) => {
          if (type === 'page') {
            return selected
              ? t('searchPage.pagination.current', { page })
              : t('searchPage.pagination.page', { page });
          }
          if (type === 'next') return t('searchPage.pagination.next');
          if (type === 'previous') return t('searchPage.pagination.previous');
          return type === 'first'
            ? t('searchPage.pagination.first')
            : t('searchPage.pagination.last');
        }}
        renderItem={(item) => (
          <PaginationItem
            component={RouterLink}
            to={searchHref(params, { page: item.page ?? params.page })}
            {...item}
          />
        )}
      />
    </Box>
  );
}
