import { AD_TYPES, type AdType } from '@helionews/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ADMIN_ADS_NS } from '@/features/admin/shared/admin-i18n';

/** The ad type a campaign or a zone is for (banner, sidebar, native...). */
export function AdTypeField({
  value,
  onChange,
}: {
  value: AdType;
  onChange: (type: AdType) => void;
}) {
  const { t } = useTranslation(ADMIN_ADS_NS);
  return (
    <TextField
      select
      fullWidth
      label={t('form.type')}
      value={value}
      onChange={(event) => onChange(event.target.value as AdType)}
    >
      {AD_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {t(`types.${type}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
