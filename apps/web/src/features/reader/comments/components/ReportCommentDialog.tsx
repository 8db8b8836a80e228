import { COMMENT_REPORT_REASON_MAX_LENGTH } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePendingCall } from '../use-pending-call';

export interface ReportCommentDialogProps {
  open: boolean;
  onClose: () => void;
  /** Sends the trimmed reason; rejects with the text of the failure to show. */
  onReport: (reason: string) => Promise<void>;
}

/** Any signed-in reader tells the editors what is wrong with someone else's comment. */
export function ReportCommentDialog({ open, onClose, onReport }: ReportCommentDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const { pending, failure, run, clearFailure } = usePendingCall();
  const length = [...reason.trim()].length;
  const fieldError = !touched
    ? null
    : length === 0
      ? t('commentThread.reportDialog.required')
      : length > COMMENT_REPORT_REASON_MAX_LENGTH
        ? t('commentThread.reportDialog.tooLong', {
            max: new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language).format(
              COMMENT_REPORT_REASON_MAX_LENGTH,
            ),
          })
        : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (length === 0 || length > COMMENT_REPORT_REASON_MAX_LENGTH) return;
    run(() => onReport(reason.trim()));
  };

  const reset = () => {
    setReason('');
    setTouched(false);
    clearFailure();
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: reset } }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('commentThread.reportDialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
            {t('commentThread.reportDialog.description')}
          </DialogContentText>
          <TextField
            label={t('commentThread.reportDialog.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            required
            autoFocus
            error={fieldError !== null}
            helperText={fieldError ?? ' '}
          />
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button type="button" onClick={onClose} disabled={pending}>
            {t('commentThread.reportDialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {t('commentThread.reportDialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
