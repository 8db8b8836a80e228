import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGES_NS } from '../admin-i18n';

export interface FormActionsProps {
  saving: boolean;
  /** Nothing to save or discard until something changed. */
  dirty: boolean;
  onDiscard: () => void;
}

/** The save and discard buttons under a back-office settings form (the form submits). */
export function FormActions({ saving, dirty, onDiscard }: FormActionsProps) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Button type="submit" variant="contained" disabled={saving || !dirty}>
        {saving ? t('common.saving') : t('common.saveChanges')}
      </Button>
      <Button type="button" onClick={onDiscard} disabled={saving || !dirty}>
        {t('common.reset')}
      </Button>
    </Box>
  );
}
