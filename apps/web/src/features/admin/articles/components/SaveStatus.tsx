import CloudDone from '@mui/icons-material/CloudDone';
import CloudOff from '@mui/icons-material/CloudOff';
import EditNote from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';
import { errorText } from '../error-text';
import type { SaveState } from '../use-article-saver';

export interface SaveStatusProps {
  state: SaveState;
  dirty: boolean;
  isNew: boolean;
  /** Autosave is on (a draft) but waits for something, e.g. a title. */
  waitingFor: string | null;
  onRetry: () => void;
}

/** 'Saving…', 'Saved at 10:42', 'Save failed — retry': where the writer's work stands. */
export function SaveStatus({ state, dirty, isNew, waitingFor, onRetry }: SaveStatusProps) {
  const { t, i18n } = useTranslation(ADMIN_ARTICLES_NS);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const time = (at: Date) =>
    new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(at);

  let icon = <EditNote fontSize="small" />;
  let text: string;
  let failed = false;
  if (state.kind === 'saving') {
    icon = <CircularProgress size={16} aria-hidden />;
    text = t('save.saving');
  } else if (state.kind === 'failed') {
    icon = <CloudOff fontSize="small" color="error" />;
    text = errorText(state.error, t('save.failed'));
    failed = true;
  } else if (dirty) {
    text = waitingFor ?? t('save.unsaved');
  } else if (state.kind === 'saved') {
    icon = <CloudDone fontSize="small" color="success" />;
    text = t('save.savedAt', { time: time(state.at) });
  } else {
    icon = <CloudDone fontSize="small" color={isNew ? 'disabled' : 'success'} />;
    text = isNew ? t('save.notSavedYet') : t('save.allSaved');
  }

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 32 }}>
      <Box
        role="status"
        aria-live="polite"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          typography: 'body2',
          color: failed ? 'error.main' : 'text.secondary',
        }}
      >
        <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
          {icon}
        </Box>
        {text}
      </Box>
      {failed && (
        <Button size="small" color="error" onClick={onRetry}>
          {t('save.retry')}
        </Button>
      )}
    </Box>
  );
}
