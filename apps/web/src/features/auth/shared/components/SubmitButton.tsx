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
      loading={pending}
      loadingPosition="start"
    >
      {children}
    </Button>
  );
}
