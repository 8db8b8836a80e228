import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGES_NS } from '../admin-i18n';

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
  /** The picker's name; by default 'Colour picker for' the label. */
  pickerLabel?: string;
  /** Under the field while it has no error; by default the hex format. */
  help?: ReactNode;
  /** The picker's colour while the text is not a hex colour. */
  pickerFallback?: string;
  placeholder?: string;
  autoCapitalize?: string;
  /** After the text field (a button to clear the colour). */
  children?: ReactNode;
}

/** A colour: the browser's colour picker beside a hex text field, both labelled. */
export function ColorField({
  label,
  value,
  onChange,
  error,
  disabled,
  pickerLabel,
  help,
  pickerFallback = '#000000',
  placeholder,
  autoCapitalize,
  children,
}: ColorFieldProps) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  const valid = HEX_COLOR.test(value);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
      <Box
        component="input"
        type="color"
        value={valid ? value.toLowerCase() : pickerFallback}
        disabled={disabled}
        aria-label={pickerLabel ?? t('common.colorPicker', { label })}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
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
        helperText={error ?? help ?? t('common.hexHint')}
        disabled={disabled}
        fullWidth
        margin="dense"
        placeholder={placeholder}
        slotProps={{ htmlInput: { maxLength: 7, spellCheck: false, autoCapitalize } }}
      />
      {children}
    </Box>
  );
}
