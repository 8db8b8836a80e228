import TableContainer from '@mui/material/TableContainer';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * The box around a table that may scroll sideways on a narrow screen: a named region that takes
 * the keyboard's focus, so that the arrow keys scroll it even while its rows hold nothing to
 * focus (skeletons while loading; axe's `scrollable-region-focusable`, issue 30 item 5).
 * `label` is the table's own name.
 */
export function TableScroller({
  label,
  sx,
  children,
}: {
  label: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <TableContainer role="region" tabIndex={0} aria-label={label} sx={sx}>
      {children}
    </TableContainer>
  );
}
