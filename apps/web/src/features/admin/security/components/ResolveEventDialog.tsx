import { ADMIN_CLIENT_ERRORS, type SecurityEvent } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_SECURITY_NS } from '@/features/admin/shared/admin-i18n';
import { isAdminCallError } from '@/features/admin/shared/api/admin-request';
import { resolveSecurityEvent, securityKeys, type SecurityScope } from '../api/security-events';
import { useSecurityFormat } from '../use-security-format';

export const NOTE_MAX_LENGTH = 1000;

export interface ResolveEventDialogProps {
  event: SecurityEvent;
  scope: SecurityScope;
  onClose: () => void;
  onResolved: (event: SecurityEvent) => void;
}

/** Asks what was done about an event, then marks it resolved with that note. */
export function ResolveEventDialog({ event, scope, onClose, onResolved }: ResolveEventDialogProps) {
  const { t } = useTranslation(ADMIN_SECURITY_NS);
  const format = useSecurityFormat();
  const queryClient = useQueryClient();
  const titleId = useId();
  const textId = useId();
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<{ message: string; detail: string | null } | null>(null);

  const resolve = useMutation({
    mutationFn: () => resolveSecurityEvent(event.id, note.trim(), scope),
    onSuccess: async (resolved) => {
      // The row shows who resolved it at once; the lists and figures then reload.
      queryClient.setQueriesData<{ events: SecurityEvent[] }>(
        { queryKey: [...securityKeys.all, 'list'] },
        (old) =>
          old && {
            ...old,
            events: old.events.map((item) => (item.id === resolved.id ? resolved : item)),
          },
      );
      onResolved(resolved);
      await queryClient.invalidateQueries({ queryKey: securityKeys.all });
    },
    onError: (error) => {
      setFailure({
        message: ADMIN_CLIENT_ERRORS.resolveSecurityEvent,
        detail: isAdminCallError(error) ? error.serverDetail : null,
      });
      // Resolved by someone else meanwhile (409): the table catches up.
      void queryClient.invalidateQueries({ queryKey: securityKeys.all });
    },
  });

  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (resolve.isPending) return;
    setFailure(null);
    resolve.mutate();
  };

  return (
    <Dialog
      open
      onClose={resolve.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      disableRestoreFocus
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('resolve.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            {t('resolve.text', {
              type: format.type(event.type),
              time: format.time(event.created_at),
            })}
          </DialogContentText>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure.message}
              {failure.detail && (
                <Box component="span" sx={{ display: 'block' }}>
                  {failure.detail}
                </Box>
              )}
            </Alert>
          )}
          <TextField
            label={t('resolve.note')}
            value={note}
            onChange={(change) => setNote(change.target.value)}
            helperText={t('resolve.noteHelp')}
            fullWidth
            multiline
            minRows={3}
            margin="normal"
            autoFocus
            slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={resolve.isPending}>
            {t('resolve.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={resolve.isPending}>
            {resolve.isPending ? t('resolve.resolving') : t('resolve.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
