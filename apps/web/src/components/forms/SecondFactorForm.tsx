import {
  AUTH_MESSAGES,
  MFA_MESSAGES,
  TOTP_CODE_LENGTH,
  type LoginSecondFactorRequest,
} from '@helionews/contracts';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { FormStack } from './FormStack';
import { SubmitButton } from './SubmitButton';

/** The code of the second step: what the API wants, without the token the page holds. */
export type SecondFactorInput = Omit<LoginSecondFactorRequest, 'mfa_token'>;

const CODE_PATTERN = /^\d{3} ?\d{3}$/;

/**
 * The second step's failure in the reader's language: a wrong code, an mfa_token that ended
 * (sign in again) or the address locked out; else the server's detail, else `fallback`.
 */
export function secondFactorErrorText(error: unknown, fallback: string, t: TFunction): string {
  const detail = errorMessage(error, fallback);
  if (detail === MFA_MESSAGES.invalidCode) return t('secondFactor.errors.invalidCode');
  if (detail === MFA_MESSAGES.challengeInvalid) return t('secondFactor.errors.expired');
  if (detail === AUTH_MESSAGES.tooManyLoginFailures)
    return t('serverMessages.tooManyLoginFailures');
  return detail;
}

export interface SecondFactorFormProps {
  pending: boolean;
  /** The last attempt's failure, already in words; null while there is none. */
  error: string | null;
  onSubmit: (input: SecondFactorInput) => void;
  /** Back to the email and password (a new sign-in). */
  onBack: () => void;
}

/**
 * The second step of a sign-in to an account with an authenticator app: the app's 6 digits, or
 * one of the recovery codes behind a switch. Used by the reader's and the back-office's sign-in.
 */
export function SecondFactorForm({ pending, error, onSubmit, onBack }: SecondFactorFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  // A new failure: back in the field, its text selected, ready for the next code.
  useEffect(() => {
    if (error) inputRef.current?.select();
  }, [error]);

  const switchMode = (recovery: boolean) => {
    setUseRecovery(recovery);
    setValue('');
    setFieldError(null);
    inputRef.current?.focus();
  };

  const submit = () => {
    if (pending) return;
    const typed = value.trim();
    if (useRecovery) {
      if (!typed) {
        setFieldError(t('secondFactor.recoveryRequired'));
        inputRef.current?.focus();
        return;
      }
      setFieldError(null);
      onSubmit({ recovery_code: typed });
      return;
    }
    if (!CODE_PATTERN.test(typed)) {
      setFieldError(t('secondFactor.codeRequired', { digits: TOTP_CODE_LENGTH }));
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    onSubmit({ code: typed.replace(/\s/g, '') });
  };

  return (
    <FormStack
      formRef={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      error={error}
    >
      <Typography color="text.secondary">
        {useRecovery ? t('secondFactor.recoveryDescription') : t('secondFactor.codeDescription')}
      </Typography>
      {useRecovery ? (
        <TextField
          key="recovery"
          inputRef={inputRef}
          label={t('secondFactor.recoveryLabel')}
          name="recovery_code"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError}
          autoComplete="off"
          autoFocus
          required
          fullWidth
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 64 } }}
        />
      ) : (
        <TextField
          key="code"
          inputRef={inputRef}
          label={t('secondFactor.codeLabel')}
          name="code"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError}
          autoComplete="one-time-code"
          autoFocus
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        />
      )}
      <FormControlLabel
        control={
          <Switch checked={useRecovery} onChange={(event) => switchMode(event.target.checked)} />
        }
        label={t('secondFactor.useRecovery')}
      />
      <SubmitButton pending={pending}>{t('secondFactor.submit')}</SubmitButton>
      <Button variant="text" onClick={onBack} disabled={pending}>
        {t('secondFactor.back')}
      </Button>
    </FormStack>
  );
}
