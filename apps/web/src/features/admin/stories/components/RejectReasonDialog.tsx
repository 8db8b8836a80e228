import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_STORIES_NS } from '@/features/admin/shared/admin-i18n';
import type { Failure } from '../api/failure-message';

export const REJECT_REASON_MAX = 1000;

export interface RejectReasonDialogProps {
  /** The heading: one story's title, or how many are selected. */
  heading: string;
  pending: boolean;
  error: Failure | null;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** Rejecting needs a reason; it is kept with the story (one or many at once). */
export function RejectReasonDialog({
  heading,
  pending,
  error,
  onReject,
  onClose,
}: RejectReasonDialogProps) {
  const { t } = useTranslation(ADMIN_STORIES_NS);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onReject(reason.trim());
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="reject-story-title"
      aria-describedby="reject-story-text"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="reject-story-title">{heading}</DialogTitle>
        <DialogContent>
          <DialogContentText id="reject-story-text">{t('reject.intro')}</DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={3}
            margin="normal"
            label={t('reject.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
            error={missing}
            helperText={missing ? t('reject.reasonRequired') : t('reject.reasonHint')}
            slotProps={{ htmlInput: { maxLength: REJECT_REASON_MAX } }}
          />
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              <AlertTitle>{error.message}</AlertTitle>
              {error.detail}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('reject.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={pending}>
            {t('reject.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
