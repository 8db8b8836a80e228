import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePendingCall } from '../use-pending-call';

export interface DeleteCommentDialogProps {
  open: boolean;
  onClose: () => void;
  /** Deletes; rejects with the text of the failure to show. */
  onConfirm: () => Promise<void>;
}

/** "Delete this comment?": the author confirms before their comment (and its replies) goes. */
export function DeleteCommentDialog({ open, onClose, onConfirm }: DeleteCommentDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const { pending, failure, run, clearFailure } = usePendingCall();
  const confirm = () => run(onConfirm);

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      slotProps={{ transition: { onExited: clearFailure } }}
    >
      <DialogTitle id={titleId}>{t('commentThread.deleteDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('commentThread.deleteDialog.body')}</DialogContentText>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          {t('commentThread.deleteDialog.cancel')}
        </Button>
        <Button onClick={confirm} color="error" variant="contained" loading={pending}>
          {t('commentThread.deleteDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
