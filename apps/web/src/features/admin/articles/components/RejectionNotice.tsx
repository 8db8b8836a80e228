import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { ADMIN_ARTICLES_NS } from '@/features/admin/shared/admin-i18n';

/** Why an editor sent the article back: what its author needs to read first. */
export function RejectionNotice({
  reason,
  compact = false,
}: {
  reason: string | null;
  compact?: boolean;
}) {
  const { t } = useTranslation(ADMIN_ARTICLES_NS);
  const text = reason?.trim() || t('rejection.noReason');
  if (compact) {
    return (
      <Alert severity="error" variant="outlined" sx={{ mt: 0.5, py: 0, px: 1 }} icon={false}>
        {t('rejection.inline', { reason: text })}
      </Alert>
    );
  }
  return (
    <Alert severity="error">
      <AlertTitle>{t('rejection.title')}</AlertTitle>
      {t('rejection.inline', { reason: text })} {t('rejection.nextStep')}
    </Alert>
  );
}
