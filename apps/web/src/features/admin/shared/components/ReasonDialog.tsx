import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent, type ReactNode } from 'react';

export interface ReasonDialogTexts {
  heading: string;
  intro: string;
  reason: string;
  hint: string;
  required: string;
  cancel: string;
  confirm: string;
}

/** The keys a reject dialog's texts are read from, in the namespace of what is rejected. */
export type RejectTextKey =
  | 'reject.intro'
  | 'reject.reason'
  | 'reject.reasonHint'
  | 'reject.reasonRequired'
  | 'reject.confirm';

/** A reject dialog's texts: its heading and cancel label, the others from the `reject.` keys. */
export function rejectTexts(
  t: (key: RejectTextKey) => string,
  heading: string,
  cancel: string,
): ReasonDialogTexts {
  return {
    heading,
    intro: t('reject.intro'),
    reason: t('reject.reason'),
    hint: t('reject.reasonHint'),
    required: t('reject.reasonRequired'),
    cancel,
    confirm: t('reject.confirm'),
  };
}

export interface ReasonDialogProps {
  texts: ReasonDialogTexts;
  maxLength: number;
  pending: boolean;
  /** What went wrong with the last attempt, shown as an alert inside the dialog. */
  error: ReactNode;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** A decision that needs a written reason (rejecting an article or a story): required, trimmed. */
export function ReasonDialog({
  texts,
  maxLength,
  pending,
  error,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onSubmit(reason.trim());
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{texts.heading}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`}>{texts.intro}</DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={3}
            margin="normal"
            label={texts.reason}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
            error={missing}
            helperText={missing ? texts.required : texts.hint}
            slotProps={{ htmlInput: { maxLength } }}
          />
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {texts.cancel}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={pending}>
            {texts.confirm}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
