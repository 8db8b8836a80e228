import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGES_NS } from '../admin-i18n';

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/** A brand colour: the browser's colour picker beside a hex text field, both labelled. */
export function ColorField({ label, value, onChange, error, disabled }: ColorFieldProps) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  const valid = HEX_COLOR.test(value);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
      <Box
        component="input"
        type="color"
        value={valid ? value.toLowerCase() : '#000000'}
        disabled={disabled}
        aria-label={t('common.colorPicker', { label })}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={{
          width: 48,
          height: 40,
          mt: 1,
          p: 0.25,
          flexShrink: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: disabled ? 'default' : 'pointer',
        }}
      />
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
        error={Boolean(error)}
        helperText={error ?? t('common.hexHint')}
        disabled={disabled}
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { maxLength: 7, spellCheck: false } }}
      />
    </Box>
  );
}
