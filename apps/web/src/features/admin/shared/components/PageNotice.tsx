import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** What a page says after a decision: done, or done in part. */
export interface Notice {
  message: string;
  severity: 'success' | 'warning';
}

/** A review queue's notice at the bottom of the page, until closed or six seconds pass. */
export function PageNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={6000}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={notice?.severity ?? 'success'} variant="filled" onClose={onClose}>
        {notice?.message}
      </Alert>
    </Snackbar>
  );
}
