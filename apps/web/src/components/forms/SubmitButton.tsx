import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** The full-width primary action of an account form; shows progress while the form is sent. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disableElevation
      // Only while sent: a boolean renders a wrapper with a style="" attribute, which the CSP
      // blocks in server-rendered markup (ADR 015).
      loading={pending || undefined}
      loadingPosition="start"
    >
      {children}
    </Button>
  );
}
