import {
  ADMIN_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordSchema,
} from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { isApiError } from '@/lib/api-client';
import { focusFirstError } from '@/components/forms/focus';
import { FormAlert } from '@/components/forms/FormAlert';
import { PasswordField } from '@/components/forms/PasswordField';
import { postChangePassword } from '../api/account';

type Field = 'current' | 'next' | 'confirm';
type FieldMessages = Partial<Record<Field, string>>;
const EMPTY: Record<Field, string> = { current: '', next: '', confirm: '' };
const SERVER_FIELDS: Record<string, Field> = { current_password: 'current', new_password: 'next' };

/** Changes the password; other sessions are signed out, this one stays. */
export function ChangePasswordForm() {
  const { t } = useTranslation(ADMIN_SHELL_NS);
  const { t: tCommon } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [fromServer, setFromServer] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const change = useMutation({ mutationFn: postChangePassword });

  const clientErrors: FieldMessages = {};
  if (!values.current) clientErrors.current = t('profile.password.currentRequired');
  if (!values.next) clientErrors.next = tCommon('validation.passwordRequired');
  else if (!passwordSchema.safeParse(values.next).success) {
    clientErrors.next =
      [...values.next].length < PASSWORD_MIN_LENGTH
        ? tCommon('validation.tooShort', { min: PASSWORD_MIN_LENGTH })
        : tCommon('validation.tooLong', { max: PASSWORD_MAX_LENGTH });
  }
  if (!values.confirm) clientErrors.confirm = tCommon('validation.confirmationRequired');
  else if (values.confirm !== values.next)
    clientErrors.confirm = tCommon('validation.passwordsDiffer');

  const fieldError = (field: Field) =>
    fromServer[field] ?? (submitted ? (clientErrors[field] ?? null) : null);

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFromServer(({ [field]: _stale, ...rest }) => rest);
    if (change.isSuccess) change.reset();
  };

  const showErrors = (apply: () => void) => {
    flushSync(apply);
    focusFirstError(formRef.current);
  };

  const onError = (error: unknown) =>
    showErrors(() => {
      const detail = isApiError(error) && error.fromServer ? error.detail : null;
      if (detail === ADMIN_MESSAGES.wrongCurrentPassword) {
        setFromServer({ current: t('profile.password.wrongCurrent') });
        setFormError(null);
        return;
      }
      if (detail === ADMIN_MESSAGES.samePassword) {
        setFromServer({ next: t('profile.password.same') });
        setFormError(null);
        return;
      }
      const fields: FieldMessages = {};
      if (isApiError(error)) {
        for (const { field, message } of error.fieldErrors) {
          const name = SERVER_FIELDS[field];
          if (name && !fields[name])
            fields[name] = message.charAt(0).toUpperCase() + message.slice(1);
        }
      }
      setFromServer(fields);
      setFormError(
        Object.keys(fields).length > 0 ? null : (detail ?? t('profile.password.failed')),
      );
    });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    if (Object.keys(clientErrors).length > 0) {
      showErrors(() => {
        setSubmitted(true);
        setFormError(null);
      });
      return;
    }
    setFormError(null);
    change.mutate(
      { current_password: values.current, new_password: values.next },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setSubmitted(false);
        },
        onError,
      },
    );
  };

  return (
    <Stack
      component="form"
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      spacing={2.5}
      sx={{ mt: 2.5, maxWidth: 460 }}
    >
      {change.isSuccess && (
        <Alert severity="success" role="status">
          {t('profile.password.changed')}
        </Alert>
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
      <PasswordField
        label={t('profile.password.current')}
        name="current_password"
        value={values.current}
        onChange={update('current')}
        error={fieldError('current')}
        autoComplete="current-password"
      />
      <PasswordField
        label={t('profile.password.new')}
        name="new_password"
        value={values.next}
        onChange={update('next')}
        error={fieldError('next')}
        helperText={tCommon('rules.length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        autoComplete="new-password"
      />
      <PasswordField
        label={t('profile.password.confirm')}
        name="confirm_password"
        value={values.confirm}
        onChange={update('confirm')}
        error={fieldError('confirm')}
        autoComplete="new-password"
      />
      <Box>
        <Button
          type="submit"
          variant="contained"
          disableElevation
          loading={change.isPending}
          loadingPosition="start"
        >
          {t('profile.password.submit')}
        </Button>
      </Box>
    </Stack>
  );
}
