import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { AdminPagination, type AdminPaginationProps } from './AdminPagination';
import { TableScroller } from './TableScroller';

/** A column's heading: its text, or its text and alignment. */
export type PagedTableColumn = string | { label: string; align: 'right' };

/** What the table needs of its page's query (a TanStack Query result of a list with a total). */
export interface PagedTableList {
  isPending: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  data?: { total: number } | undefined;
}

/**
 * One page of a back-office list as a table: its headings, a row saying it is loading until the
 * first answer, `emptyText` when the page has no rows, else the rows (`children`, one TableRow
 * each), and the pagination under it (`pagination` from useListPaging; the count is the list's
 * total). `label` names the table.
 */
export function PagedTable({
  label,
  columns,
  list,
  rowCount,
  loadingText,
  emptyText,
  pagination,
  children,
}: {
  label: string;
  columns: readonly PagedTableColumn[];
  list: PagedTableList;
  rowCount: number;
  loadingText: string;
  emptyText: string;
  pagination: Omit<AdminPaginationProps, 'count'>;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined">
      <TableScroller label={label}>
        <Table size="small" aria-label={label} aria-busy={list.isFetching}>
          <TableHead>
            <TableRow>
              {columns.map((column) =>
                typeof column === 'string' ? (
                  <TableCell key={column}>{column}</TableCell>
                ) : (
                  <TableCell key={column.label} align={column.align}>
                    {column.label}
                  </TableCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.isPending && (
              <TableRow>
                <TableCell colSpan={columns.length}>{loadingText}</TableCell>
              </TableRow>
            )}
            {list.isSuccess && rowCount === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>{emptyText}</TableCell>
              </TableRow>
            )}
            {children}
          </TableBody>
        </Table>
      </TableScroller>
      <AdminPagination count={list.data?.total ?? 0} {...pagination} />
    </Paper>
  );
}
