import { INDUSTRIES, type Industry } from '@helionews/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGES_NS } from '../admin-i18n';

export interface IndustryFieldProps {
  value: Industry;
  onChange: (industry: Industry) => void;
  fullWidth?: boolean;
}

/** A tenant's industry, picked from SPEC section 3's list by its translated name. */
export function IndustryField({ value, onChange, fullWidth }: IndustryFieldProps) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  return (
    <TextField
      select
      label={t('fields.industry')}
      value={value}
      onChange={(event) => onChange(event.target.value as Industry)}
      fullWidth={fullWidth}
      margin="dense"
    >
      {INDUSTRIES.map((industry) => (
        <MenuItem key={industry} value={industry}>
          {t(`industries.${industry}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
