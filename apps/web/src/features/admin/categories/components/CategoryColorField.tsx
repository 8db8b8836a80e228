import FormatColorResetOutlined from '@mui/icons-material/FormatColorResetOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ADMIN_CATEGORIES_NS } from '@/features/admin/shared/admin-i18n';
import { ColorField, HEX_COLOR } from '@/features/admin/shared/components/ColorField';

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
  // A picker needs a hex value, not a CSS variable: the light scheme's primary (theme.palette is
  // the default scheme's): the publication's colour as light pages show it, in either mode.
  const primary = theme.palette.primary.main.slice(0, 7);
  return (
    <ColorField
      label={t('form.color')}
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      pickerLabel={t('form.colorPicker')}
      help={t('form.colorHelp')}
      pickerFallback={HEX_COLOR.test(primary) ? primary : '#1976d2'}
      placeholder="#1976d2"
      autoCapitalize="none"
    >
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
    </ColorField>
  );
}
