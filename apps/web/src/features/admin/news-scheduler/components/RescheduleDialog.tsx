import { zodResolver } from '@hookform/resolvers/zod';
import { rescheduleFormSchema, SCHEDULER_MESSAGES, type ScheduleEntry } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_SCHEDULER_NS } from '@/features/admin/shared/admin-i18n';
import type { ScheduleFormats } from '../use-schedule-formats';
import { fromDateTimeLocal, toDateTimeLocal } from '../zoned-time';

export interface RescheduleDialogProps {
  entry: ScheduleEntry;
  timeZone: string;
  formats: ScheduleFormats;
  onClose: () => void;
  /** The new time as an ISO instant; null removes an unpublication. */
  onSubmit: (entry: ScheduleEntry, at: string | null) => void;
}

/**
 * The accessible way to move an entry: a date and time field in the tenant's time zone (what
 * drag-and-drop does with the pointer or the arrow keys, to the minute).
 */
export function RescheduleDialog({
  entry,
  timeZone,
  formats,
  onClose,
  onSubmit,
}: RescheduleDialogProps) {
  const { t } = useTranslation(ADMIN_SCHEDULER_NS);
  const isPublish = entry.kind === 'publish';
  // The contracts' reschedule form schema decides, as the server would; the words are the form's.
  const [schema] = useState(() =>
    rescheduleFormSchema(entry, (typed) => fromDateTimeLocal(typed, timeZone)),
  );
  const form = useForm<{ at: string }, unknown, { at: string }>({
    resolver: zodResolver(schema),
    defaultValues: { at: toDateTimeLocal(new Date(entry.at), timeZone) },
    // As before: an error shows once Reschedule is pressed and goes as soon as the field changes.
    reValidateMode: 'onSubmit',
  });
  const field = form.register('at');
  const problem = form.formState.errors.at?.message;

  function errorText(message: string | undefined): string | null {
    if (message === undefined) return null;
    if (message === SCHEDULER_MESSAGES.pastPublish || message === SCHEDULER_MESSAGES.pastUnpublish)
      return t('dialog.past');
    if (message === SCHEDULER_MESSAGES.unpublishBeforePublish) {
      return isPublish
        ? t('dialog.afterUnpublish', { time: formats.dateTime(entry.unpublish_at ?? entry.at) })
        : t('dialog.beforePublish', { time: formats.dateTime(entry.publish_at ?? entry.at) });
    }
    return t('dialog.required');
  }
  const error = errorText(problem);

  const submit = form.handleSubmit(({ at }) => onSubmit(entry, at));

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="reschedule-title"
      aria-describedby="reschedule-current"
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="reschedule-title">{t('dialog.title', { title: entry.title })}</DialogTitle>
        <DialogContent>
          <DialogContentText id="reschedule-current" sx={{ mb: 2 }}>
            {t('dialog.current', {
              kind: t(`kinds.${entry.kind}`),
              time: formats.dateTime(entry.at),
            })}
          </DialogContentText>
          <TextField
            type="datetime-local"
            label={isPublish ? t('dialog.publishAt') : t('dialog.unpublishAt')}
            name={field.name}
            inputRef={field.ref}
            onChange={(event) => {
              void field.onChange(event);
              form.clearErrors('at');
            }}
            onBlur={(event) => void field.onBlur(event)}
            required
            fullWidth
            autoFocus
            error={error !== null}
            helperText={error ?? t('dialog.zoneHint', { timeZone })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {!isPublish && (
            <Button onClick={() => onSubmit(entry, null)} sx={{ mr: 'auto' }}>
              {t('dialog.clearUnpublish')}
            </Button>
          )}
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('dialog.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
