import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

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

/**
 * A decision that needs a written reason (rejecting an article or a story): the confirmation
 * dialog with a required, trimmed reason to write.
 */
export function ReasonDialog({
  texts,
  maxLength,
  pending,
  error,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const confirm = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onSubmit(reason.trim());
  };

  return (
    <ConfirmDialog
      title={texts.heading}
      text={texts.intro}
      confirmLabel={texts.confirm}
      cancelLabel={texts.cancel}
      tone="error"
      pending={pending}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
      maxWidth="sm"
    >
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
    </ConfirmDialog>
  );
}
