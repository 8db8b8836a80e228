import Alert from '@mui/material/Alert';
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
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { REJECT_REASON_MAX } from '../article-form';

export interface RejectDialogProps {
  title: string;
  pending: boolean;
  error: string | null;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** Sends an article back to its author with the reason they will read (required). */
export function RejectDialog({ title, pending, error, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
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
      aria-labelledby="reject-dialog-title"
      aria-describedby="reject-dialog-text"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="reject-dialog-title">{t('reject.title', { title })}</DialogTitle>
        <DialogContent>
          <DialogContentText id="reject-dialog-text">{t('reject.intro')}</DialogContentText>
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
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={pending}>
            {t('reject.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
