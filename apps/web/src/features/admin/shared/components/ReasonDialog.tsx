import { zodResolver } from '@hookform/resolvers/zod';
import { adminRejectSchema, type AdminReject } from '@helionews/contracts';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
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
 * dialog with a reason to write, checked by the contracts' rule for a rejection (required once
 * trimmed) and sent trimmed.
 */
export function ReasonDialog({
  texts,
  maxLength,
  pending,
  error,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const form = useForm<AdminReject>({
    resolver: zodResolver(adminRejectSchema),
    defaultValues: { reason: '' },
    // As before: an error shows once Save is pressed and goes as soon as the field changes.
    reValidateMode: 'onSubmit',
  });
  const field = form.register('reason');
  // The one rule the field can break here is the required one (the input stops at the limit).
  const missing = form.formState.errors.reason !== undefined;

  return (
    <ConfirmDialog
      title={texts.heading}
      text={texts.intro}
      confirmLabel={texts.confirm}
      cancelLabel={texts.cancel}
      tone="error"
      pending={pending}
      error={error}
      onConfirm={() => void form.handleSubmit(({ reason }) => onSubmit(reason))()}
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
        name={field.name}
        inputRef={field.ref}
        onBlur={field.onBlur}
        onChange={(event) => {
          void field.onChange(event);
          form.clearErrors('reason');
        }}
        error={missing}
        helperText={missing ? texts.required : texts.hint}
        slotProps={{ htmlInput: { maxLength } }}
      />
    </ConfirmDialog>
  );
}
