import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_USERS_NS } from '@/features/admin/shared/admin-i18n';
import { failureOf, type Failure } from '@/features/admin/shared/api/failure';
import { FormDialog } from '@/components/forms/FormDialog';
import { userAdminKeys } from '../api/users';
import { FailureText } from './FailureAlert';

export interface ConfirmUserDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  workingLabel: string;
  /** SPEC section 8's text for the call ('Failed to delete user'). */
  failureText: string;
  action: () => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}

/** Asks before a destructive action on an account (deactivate, delete), then does it. */
export function ConfirmUserDialog({
  title,
  text,
  confirmLabel,
  workingLabel,
  failureText,
  action,
  onClose,
  onDone,
}: ConfirmUserDialogProps) {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<Failure | null>(null);
  const run = useMutation({
    mutationFn: action,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userAdminKeys.all });
      onDone();
    },
    onError: (error) => setFailure(failureOf(error, failureText)),
  });

  return (
    <FormDialog
      variant="confirm"
      maxWidth="xs"
      title={title}
      description={text}
      error={failure && <FailureText failure={failure} />}
      pending={run.isPending}
      onSubmit={() => {
        setFailure(null);
        run.mutate();
      }}
      onClose={onClose}
      cancelLabel={t('form.cancel')}
      submitLabel={confirmLabel}
      pendingLabel={workingLabel}
      submitColor="error"
      focusCancel
    />
  );
}
