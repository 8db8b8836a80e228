import FormatColorResetOutlined from '@mui/icons-material/FormatColorResetOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_CATEGORIES_NS } from '@/features/admin/shared/admin-i18n';

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export interface CategoryColorFieldProps {
  /** '#rrggbb', or '' for the publication's primary colour. */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/**
 * A category's colour: the browser's colour picker beside a hex field, both labelled, and a
 * button to go back to the publication's colour (an empty value).
 */
export function CategoryColorField({ value, onChange, error, disabled }: CategoryColorFieldProps) {
  const { t } = useTranslation(ADMIN_CATEGORIES_NS);
  const theme = useTheme();
  const valid = HEX_COLOR.test(value);
  // A picker needs a hex value, not a CSS variable: the light scheme's primary (theme.palette is
  // the default scheme's): the publication's colour as light pages show it, in either mode.
  const pickerValue = valid ? value.toLowerCase() : theme.palette.primary.main.slice(0, 7);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
      <Box
        component="input"
        type="color"
        value={HEX_COLOR.test(pickerValue) ? pickerValue : '#1976d2'}
        disabled={disabled}
        aria-label={t('form.colorPicker')}
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
        label={t('form.color')}
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
        error={Boolean(error)}
        helperText={error ?? t('form.colorHelp')}
        disabled={disabled}
        fullWidth
        margin="dense"
        placeholder="#1976d2"
        slotProps={{ htmlInput: { maxLength: 7, spellCheck: false, autoCapitalize: 'none' } }}
      />
      <Tooltip title={t('form.clearColor')}>
        <span>
          <IconButton
            aria-label={t('form.clearColor')}
            onClick={() => onChange('')}
            disabled={disabled || value === ''}
            sx={{ mt: 1.5 }}
          >
            <FormatColorResetOutlined />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
