import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHiddenSx } from '@/components/VisuallyHidden';
import { ADMIN_PAGES_NS, ADMIN_USERS_NS } from '@/features/admin/shared/admin-i18n';
import { AdminPagination } from '@/features/admin/shared/components/AdminPagination';
import { TableScroller } from '@/features/admin/shared/components/TableScroller';
import { FIRST_COLUMN, stickyActions } from './UserRow';
import { type SortKey, type useUserList } from './use-user-list';

const COLUMNS = 6;

/**
 * The users table: sortable headings, loading and empty rows, the page's rows (children) and
 * the pagination under them.
 */
export function UsersTable({
  view,
  loading,
  children,
}: {
  view: ReturnType<typeof useUserList>;
  /** Rows stand in for the list while it, or the caller's access, is on its way. */
  loading: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const { t: tPages } = useTranslation(ADMIN_PAGES_NS);
  const { list, sort, onSort } = view;

  const sortLabel = (key: SortKey, label: string) => (
    <TableSortLabel
      active={sort.key === key}
      direction={sort.key === key ? sort.direction : 'asc'}
      onClick={() => onSort(key)}
    >
      {label}
      {sort.key === key && (
        <Box component="span" sx={visuallyHiddenSx}>
          {sort.direction === 'asc' ? t('sortedAscending') : t('sortedDescending')}
        </Box>
      )}
    </TableSortLabel>
  );
  const sortedBy = (...keys: SortKey[]) => (keys.includes(sort.key) ? sort.direction : false);

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {list.isFetching && !list.isPending && (
        <LinearProgress aria-label={tPages('common.loading')} sx={{ height: 2 }} />
      )}
      <TableScroller label={t('tableLabel')}>
        <Table size="small" aria-label={t('tableLabel')} sx={{ minWidth: 780 }}>
          <TableHead
            sx={{
              '& th': { whiteSpace: 'nowrap' },
              '& th:first-of-type': { whiteSpace: { xs: 'normal', sm: 'nowrap' } },
            }}
          >
            <TableRow>
              {/* Username and email share a column (two lines), each sortable. */}
              <TableCell sortDirection={sortedBy('username', 'email')} sx={FIRST_COLUMN}>
                {sortLabel('username', t('columns.username'))}
                <Box component="span" aria-hidden sx={{ mx: 0.75, color: 'text.secondary' }}>
                  /
                </Box>
                {sortLabel('email', t('columns.email'))}
              </TableCell>
              <TableCell>{t('columns.roles')}</TableCell>
              <TableCell>{t('columns.status')}</TableCell>
              <TableCell sortDirection={sortedBy('created_at')}>
                {sortLabel('created_at', t('columns.created'))}
              </TableCell>
              <TableCell sortDirection={sortedBy('last_login_at')}>
                {sortLabel('last_login_at', t('columns.lastLogin'))}
              </TableCell>
              <TableCell align="right" sx={stickyActions}>
                {t('columns.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody aria-busy={list.isPending}>
            {loading &&
              Array.from({ length: 4 }, (_, index) => (
                <TableRow key={index}>
                  <TableCell colSpan={COLUMNS}>
                    {index === 0 && <Box sx={visuallyHiddenSx}>{t('loading')}</Box>}
                    <Skeleton height={32} />
                  </TableCell>
                </TableRow>
              ))}
            {list.isSuccess && view.users.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS}>
                  <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
                    {view.filtered ? t('noMatch') : t('empty')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {children}
          </TableBody>
        </Table>
      </TableScroller>
      <AdminPagination count={list.data?.total ?? 0} {...view.pagination} />
    </Paper>
  );
}
