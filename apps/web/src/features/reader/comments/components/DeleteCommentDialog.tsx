import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = () => {
    setPending(true);
    setFailure(null);
    onConfirm()
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))
      .finally(() => setPending(false));
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      slotProps={{ transition: { onExited: () => setFailure(null) } }}
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
