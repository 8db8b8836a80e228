import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RowAction } from '@/features/admin/shared/components/RowAction';
import { TableScroller } from '@/features/admin/shared/components/TableScroller';

/** The props of a figure's cell (and its heading): right-aligned, on one line. */
export const NUMERIC_CELL = { align: 'right' as const, sx: { whiteSpace: 'nowrap' } };

/** The campaigns' and the zones' table: `head` is the heading row's cells, `children` the rows. */
export function AdsTable({
  label,
  head,
  children,
}: {
  label: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <TableScroller label={label}>
      <Table
        size="small"
        // Ten columns: tighter cells keep the actions in view beside the side navigation.
        sx={{ '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 2 } }}
        aria-label={label}
      >
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableScroller>
  );
}

/** A row's first cell: its name, and a line of detail under it when there is one. */
export function NameCell({ name, detail }: { name: string; detail?: ReactNode }) {
  return (
    <TableCell sx={{ minWidth: 140 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {name}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      )}
    </TableCell>
  );
}

/**
 * A row's last cell: `children` (approve, reject) then edit and, when `onDelete` is given (a
 * tenant admin), delete, on one line; each tooltip names the row ('Edit Spring sale').
 */
export function ActionsCell({
  editLabel,
  onEdit,
  deleteLabel,
  onDelete,
  children,
}: {
  editLabel: string;
  onEdit: () => void;
  deleteLabel: string;
  onDelete: (() => void) | null;
  children?: ReactNode;
}) {
  return (
    <TableCell align="right">
      <Box sx={{ display: 'inline-flex', whiteSpace: 'nowrap' }}>
        {children}
        <RowAction title={editLabel} onClick={onEdit}>
          <EditIcon />
        </RowAction>
        {onDelete && (
          <RowAction title={deleteLabel} onClick={onDelete}>
            <DeleteIcon />
          </RowAction>
        )}
      </Box>
    </TableCell>
  );
}
