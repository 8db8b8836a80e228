import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_CLIENT_ERRORS,
  securityEventResolveSchema,
  type SecurityEvent,
  type SecurityEventResolve,
} from '@helionews/contracts';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ADMIN_SECURITY_NS } from '@/features/admin/shared/admin-i18n';
import { isAdminCallError } from '@/features/admin/shared/api/admin-request';
import type { Failure } from '@/features/admin/shared/api/failure';
import { FormDialog } from '@/components/forms/FormDialog';
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
  const [failure, setFailure] = useState<Failure | null>(null);
  // The note is checked (and trimmed) by the request's own schema; the field stops at its limit.
  const form = useForm<z.input<typeof securityEventResolveSchema>, unknown, SecurityEventResolve>({
    resolver: zodResolver(securityEventResolveSchema),
    defaultValues: { note: '' },
  });
  const note = form.register('note');

  const resolve = useMutation({
    mutationFn: ({ note: text }: SecurityEventResolve) =>
      resolveSecurityEvent(event.id, text, scope),
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

  return (
    <FormDialog
      variant="confirm"
      disableRestoreFocus
      title={t('resolve.title')}
      description={t('resolve.text', {
        type: format.type(event.type),
        time: format.time(event.created_at),
      })}
      error={
        failure && (
          <>
            {failure.message}
            {failure.detail && (
              <Box component="span" sx={{ display: 'block' }}>
                {failure.detail}
              </Box>
            )}
          </>
        )
      }
      pending={resolve.isPending}
      onSubmit={() =>
        void form.handleSubmit((request) => {
          setFailure(null);
          resolve.mutate(request);
        })()
      }
      onClose={onClose}
      cancelLabel={t('resolve.cancel')}
      submitLabel={t('resolve.confirm')}
      pendingLabel={t('resolve.resolving')}
    >
      <TextField
        label={t('resolve.note')}
        name={note.name}
        inputRef={note.ref}
        onChange={(change) => void note.onChange(change)}
        onBlur={(blur) => void note.onBlur(blur)}
        helperText={t('resolve.noteHelp')}
        fullWidth
        multiline
        minRows={3}
        margin="normal"
        autoFocus
        slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
      />
    </FormDialog>
  );
}
