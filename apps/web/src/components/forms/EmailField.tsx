import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown under the field, which is then marked invalid. */
  error?: string | null | undefined;
}

/** The email input of every account form: phone keyboards get '@' and no auto-capital. */
export function EmailField({ value, onChange, onBlur, error }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      name="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error}
      autoComplete="email"
      required
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none' } }}
    />
  );
}
