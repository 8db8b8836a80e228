import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** A short confirmation at the bottom of a back-office page ('Site settings saved...'). */
export function SuccessNotice({
  message,
  onClose,
}: {
  message: string | null;
  onClose: () => void;
}) {
  return (
    <Snackbar
      open={message !== null}
      autoHideDuration={5000}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="success" variant="filled" onClose={onClose}>
        {message}
      </Alert>
    </Snackbar>
  );
}
