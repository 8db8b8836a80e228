import type { ScheduleEntry } from '@helionews/contracts';
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
  const [value, setValue] = useState(() => toDateTimeLocal(new Date(entry.at), timeZone));
  const [error, setError] = useState<string | null>(null);
  const isPublish = entry.kind === 'publish';

  function validate(at: Date | null): string | null {
    if (!at || Number.isNaN(at.getTime())) return t('dialog.required');
    if (at.getTime() <= Date.now()) return t('dialog.past');
    if (isPublish && entry.unpublish_at && at >= new Date(entry.unpublish_at)) {
      return t('dialog.afterUnpublish', { time: formats.dateTime(entry.unpublish_at) });
    }
    if (!isPublish && entry.status === 'scheduled' && entry.publish_at) {
      if (at <= new Date(entry.publish_at)) {
        return t('dialog.beforePublish', { time: formats.dateTime(entry.publish_at) });
      }
    }
    return null;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = fromDateTimeLocal(value, timeZone);
    const problem = validate(at);
    setError(problem);
    if (problem || !at) return;
    onSubmit(entry, at.toISOString());
  };

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="reschedule-title"
      aria-describedby="reschedule-current"
    >
      <Box component="form" noValidate onSubmit={submit}>
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
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
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
