import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useId, useState, type ChangeEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown under the field, which is then marked invalid. */
  error?: string | null;
  /** Marks the field invalid without a message, when a rules list already says what is wrong. */
  invalid?: boolean;
  autoComplete: 'current-password' | 'new-password';
  /** The id of extra help (e.g. the live rules list) read out with the field. */
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  /** Help shown under the field while there is no error. */
  helperText?: string;
}

/** A password input with a show/hide toggle, so readers on phones can check what they typed. */
export function PasswordField({
  label,
  value,
  onChange,
  onBlur,
  error,
  invalid = Boolean(error),
  autoComplete,
  describedBy,
  inputRef,
  name,
  helperText,
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const id = useId();
  const helperId = `${id}-helper-text`;
  const describedByIds = [error || helperText ? helperId : null, describedBy]
    .filter(Boolean)
    .join(' ');

  return (
    <TextField
      id={id}
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      onBlur={onBlur}
      error={invalid}
      helperText={error ?? helperText}
      autoComplete={autoComplete}
      required
      fullWidth
      inputRef={inputRef}
      slotProps={{
        htmlInput: {
          'aria-describedby': describedByIds || undefined,
          // Password managers and phones must not "correct" a password.
          autoCapitalize: 'none',
          autoCorrect: 'off',
          spellCheck: false,
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
                aria-controls={id}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
