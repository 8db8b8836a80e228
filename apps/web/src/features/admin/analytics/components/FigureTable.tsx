import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** A two-column table of names and counts, labelled by its section's heading. */
export function FigureTable({
  headingId,
  nameLabel,
  valueLabel,
  rows,
}: {
  headingId: string;
  nameLabel: string;
  valueLabel: string;
  rows: { key: string; name: ReactNode; value: string }[];
}) {
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {nameLabel}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {valueLabel}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {row.name}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {row.value}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
