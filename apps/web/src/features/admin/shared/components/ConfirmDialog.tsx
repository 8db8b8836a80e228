import type { ReactNode } from 'react';
import { FormDialog } from '@/components/forms/FormDialog';

export interface ConfirmDialogProps {
  title: string;
  /** The question's sentence, which also describes the dialog. */
  text: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Deleting, rejecting or replacing something: the button says so in red. */
  tone?: 'primary' | 'error';
  /** While the call runs: the dialog neither closes nor confirms again. */
  pending: boolean;
  /** What went wrong with the last attempt, shown as an alert inside the dialog. */
  error: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  /** The focus starts on Cancel: a destructive decision with nothing to type. */
  focusCancel?: boolean;
  maxWidth?: 'xs' | 'sm';
  /** What follows the sentence: a warning, or a field to write in (a rejection's reason). */
  children?: ReactNode;
}

/**
 * The back-office's "Are you sure?" before an action that cannot simply be undone (issue 30,
 * item 9: one dialog where the articles and the ads each had their own). A form: Enter in a
 * field confirms, as the button does.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  pending,
  error,
  onConfirm,
  onClose,
  focusCancel = false,
  maxWidth = 'xs',
  children,
}: ConfirmDialogProps) {
  return (
    <FormDialog
      variant="confirm"
      title={title}
      description={text}
      error={error}
      errorPlacement="end"
      pending={pending}
      onSubmit={onConfirm}
      onClose={onClose}
      cancelLabel={cancelLabel}
      submitLabel={confirmLabel}
      submitColor={tone}
      focusCancel={focusCancel}
      maxWidth={maxWidth}
    >
      {children}
    </FormDialog>
  );
}
