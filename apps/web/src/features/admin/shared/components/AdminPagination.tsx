import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGES_NS } from '@/features/admin/shared/admin-i18n';

export interface AdminPaginationProps {
  count: number;
  /** Zero-based, as MUI counts. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  /** The new size; the caller decides whether to return to the first page. */
  onPageSizeChange: (pageSize: number) => void;
}

/** A back-office list's pagination, labelled in the reader's language. */
export function AdminPagination({
  count,
  page,
  pageSize,
  pageSizes,
  onPageChange,
  onPageSizeChange,
}: AdminPaginationProps) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      labelRowsPerPage={t('common.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) =>
        t('common.displayedRows', { from, to, count: total })
      }
      getItemAriaLabel={(type) => t(`common.pagination.${type}`)}
    />
  );
}
