import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Hides a box from sight but not from screen readers (a table wants it on a wrapping box). */
export const visuallyHiddenSx = {
  position: 'absolute',
  // Strings: MUI reads the numbers 0..1 as percentages.
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for screen readers only, e.g. announcing a skeleton that sighted readers see as loading. */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Box component="span" id={id} sx={visuallyHiddenSx}>
      {children}
    </Box>
  );
}
