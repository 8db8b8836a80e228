import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADMIN_MEMBERSHIP_NS } from '@/features/admin/shared/admin-i18n';
import type { SecretChange } from './settings-form';

export interface SecretFieldProps {
  /** The field's name, and the base of its ids. */
  name: string;
  label: string;
  /** Whether the server holds one, and its last four characters when it says. */
  isSet: boolean;
  last4?: string | null;
  change: SecretChange;
  value: string;
  error?: string;
  help: string;
  onChange: (change: SecretChange, value: string) => void;
}

/**
 * A write-only secret: what the server says of it ("set, ending in 1234"), never its value. The
 * editor replaces it (an empty field to type the new one in) or clears it; saving without either
 * keeps it as it is.
 */
export function SecretField({
  name,
  label,
  isSet,
  last4,
  change,
  value,
  error,
  help,
  onChange,
}: SecretFieldProps) {
  const { t } = useTranslation(ADMIN_MEMBERSHIP_NS);
  const statusId = `${name}-status`;
  const status =
    change === 'clear'
      ? t('secrets.willClear')
      : isSet
        ? last4
          ? t('secrets.setEnding', { last4 })
          : t('secrets.set')
        : t('secrets.notSet');

  return (
    <Box role="group" aria-labelledby={`${name}-label`}>
      {/* The label is written to sit inside a sentence ("Replace secret key"); as a heading it
          starts with a capital. */}
      <Typography
        id={`${name}-label`}
        variant="subtitle2"
        component="h3"
        sx={{ '&::first-letter': { textTransform: 'uppercase' } }}
      >
        {label}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, mt: 0.5 }}
      >
        <Typography id={statusId} variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {status}
        </Typography>
        {change === 'keep' ? (
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="outlined" onClick={() => onChange('replace', '')}>
              {isSet ? t('secrets.replace', { label }) : t('secrets.add', { label })}
            </Button>
            {isSet && (
              <Button
                size="small"
                color="error"
                variant="outlined"
                onClick={() => onChange('clear', '')}
              >
                {t('secrets.clear', { label })}
              </Button>
            )}
          </Stack>
        ) : (
          <Button size="small" onClick={() => onChange('keep', '')}>
            {t('secrets.undo')}
          </Button>
        )}
      </Stack>
      {change === 'replace' && (
        <TextField
          label={t('secrets.newValue', { label })}
          name={name}
          type="password"
          value={value}
          onChange={(event) => onChange('replace', event.target.value)}
          error={Boolean(error)}
          helperText={error ?? help}
          autoFocus
          fullWidth
          autoComplete="off"
          sx={{ mt: 1 }}
          slotProps={{
            htmlInput: {
              spellCheck: false,
              autoCapitalize: 'none',
              'data-1p-ignore': true,
              'data-lpignore': 'true',
            },
          }}
        />
      )}
    </Box>
  );
}
