import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/**
 * A form's submit button and, beside it, the confirmation once it saved. The status region is
 * always rendered: screen readers announce changes to a live region, not its arrival.
 */
export function SaveRow({
  label,
  pending,
  saved,
}: {
  label: string;
  pending: boolean;
  /** The confirmation to show; null until the form saved. */
  saved: string | null;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
      <Button
        type="submit"
        variant="contained"
        disableElevation
        loading={pending}
        loadingPosition="start"
      >
        {label}
      </Button>
      <Box role="status">
        {saved !== null && (
          <Alert severity="success" role="none" sx={{ py: 0 }}>
            {saved}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
