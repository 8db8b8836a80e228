import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, type ReactNode } from 'react';

export interface SuccessPanelProps {
  children: ReactNode;
  /** What to do next, e.g. a link to /login. */
  action?: ReactNode;
}

/**
 * Replaces a form once it has done its job. It takes focus, because the button the reader just
 * pressed is gone and focus would otherwise fall back to the top of the page.
 */
export function SuccessPanel({ children, action }: SuccessPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Stack spacing={2.5}>
      <Alert ref={ref} severity="success" role="status" tabIndex={-1} sx={{ outlineOffset: 2 }}>
        {children}
      </Alert>
      {action}
    </Stack>
  );
}
