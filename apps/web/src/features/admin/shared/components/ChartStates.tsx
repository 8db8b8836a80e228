import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '@/components/VisuallyHidden';

/** A chart while its figures load: a placeholder of its height, named for screen readers. */
export function ChartLoading({ label, height }: { label: string; height: number }) {
  return (
    <Box aria-busy>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton variant="rounded" height={height} />
    </Box>
  );
}

/** A chart with nothing to draw: a dashed frame that says so (a status for screen readers). */
export function ChartEmpty({ children }: { children: ReactNode }) {
  return (
    <Typography
      role="status"
      color="text.secondary"
      sx={{
        py: 4,
        textAlign: 'center',
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        borderRadius: 1,
      }}
    >
      {children}
    </Typography>
  );
}
