import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ADMIN_ADS_NS } from '@/features/admin/shared/admin-i18n';
import type { BoundTextField } from '@/features/admin/shared/text-field-binder';

/** A campaign's or zone's name (required, focused first) and optional description. */
export function AdNameFields({
  name,
  description,
}: {
  name: BoundTextField;
  description: BoundTextField;
}) {
  const { t } = useTranslation(ADMIN_ADS_NS);
  return (
    <>
      <TextField
        label={t('form.name')}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 120 } }}
        {...name}
      />
      <TextField
        label={t('form.description')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
        {...description}
      />
    </>
  );
}
