import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { Failure } from '@/features/admin/shared/api/failure';

/** Inside an error alert: the spec's text as the title, the server's reason under it. */
export function FailureText({ failure }: { failure: Failure }) {
  return (
    <>
      <AlertTitle sx={{ mb: failure.detail ? 0.5 : 0 }}>{failure.message}</AlertTitle>
      {failure.detail}
    </>
  );
}

/** A failed action: the spec's text as the title, the server's reason under it. */
export function FailureAlert({ failure, onClose }: { failure: Failure; onClose?: () => void }) {
  return (
    <Alert severity="error" role="alert" {...(onClose && { onClose })}>
      <FailureText failure={failure} />
    </Alert>
  );
}
