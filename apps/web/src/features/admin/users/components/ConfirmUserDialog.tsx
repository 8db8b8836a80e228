import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_USERS_NS } from '@/features/admin/shared/admin-i18n';
import { failureOf, type Failure } from '@/features/admin/shared/api/failure';
import { userAdminKeys } from '../api/users';
import { FailureAlert } from './FailureAlert';

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
  const titleId = useId();
  const textId = useId();
  const [failure, setFailure] = useState<Failure | null>(null);
  const run = useMutation({
    mutationFn: action,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userAdminKeys.all });
      onDone();
    },
    onError: (error) => setFailure(failureOf(error, failureText)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (run.isPending) return;
    setFailure(null);
    run.mutate();
  };

  return (
    <Dialog
      open
      onClose={run.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{text}</DialogContentText>
          {failure && (
            <Box sx={{ mt: 2 }}>
              <FailureAlert failure={failure} />
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={run.isPending} autoFocus>
            {t('form.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={run.isPending}>
            {run.isPending ? workingLabel : confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
