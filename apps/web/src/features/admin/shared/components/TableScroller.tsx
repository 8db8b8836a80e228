import TableContainer from '@mui/material/TableContainer';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * The box around a table that may scroll sideways on a narrow screen: a named group that takes
 * the keyboard's focus, so that the arrow keys scroll it even while its rows hold nothing to
 * focus (skeletons while loading; axe's `scrollable-region-focusable`, issue 30 item 5).
 * `label` is the table's own name. A group rather than a region: not one more landmark, often
 * named as the section around it already is (axe's `landmark-unique`).
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
    <TableContainer role="group" tabIndex={0} aria-label={label} sx={sx}>
      {children}
    </TableContainer>
  );
}
