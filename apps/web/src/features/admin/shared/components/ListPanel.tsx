import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The frame of a back-office list: a thin bar while it works (`progress`), four placeholder rows
 * until its first answer (`loading`), a sentence when it has no rows (`empty`), else the rows.
 */
export function ListPanel({
  loading,
  progress,
  empty,
  emptyText,
  loadingLabel,
  progressLabel = loadingLabel,
  rowHeight,
  children,
}: {
  loading: boolean;
  progress: boolean;
  empty: boolean;
  emptyText: string;
  loadingLabel: string;
  /** What the bar says it is doing; `loadingLabel` unless given. */
  progressLabel?: string;
  /** The placeholder rows' height, as the real rows'. */
  rowHeight: number;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {progress && <LinearProgress aria-label={progressLabel} sx={{ height: 2 }} />}
      {loading ? (
        <Box role="status" aria-label={loadingLabel} sx={{ px: 2, py: 1 }}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={rowHeight} />
          ))}
        </Box>
      ) : empty ? (
        <Typography sx={{ py: 4, px: 2, textAlign: 'center' }} color="text.secondary">
          {emptyText}
        </Typography>
      ) : (
        children
      )}
    </Paper>
  );
}
