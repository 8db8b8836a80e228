import Box from '@mui/material/Box';
import Skeleton, { type SkeletonProps } from '@mui/material/Skeleton';

export interface LoadingSkeletonProps extends Omit<SkeletonProps, 'aria-label' | 'aria-busy'> {
  /** What is loading, said to screen readers ('Loading...', 'Loading the preview'). */
  label: string;
}

/**
 * A skeleton that says what it stands for. A skeleton is a plain span, on which ARIA allows no
 * name (axe's aria-prohibited-attr): the name goes on a busy status around it instead, and the
 * shape itself is hidden from screen readers.
 */
export function LoadingSkeleton({ label, ...skeleton }: LoadingSkeletonProps) {
  return (
    <Box role="status" aria-busy="true" aria-label={label}>
      <Skeleton aria-hidden {...skeleton} />
    </Box>
  );
}
