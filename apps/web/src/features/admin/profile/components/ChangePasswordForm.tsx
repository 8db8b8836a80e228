import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_MESSAGES,
  changePasswordRequestSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { isApiError } from '@/lib/api-client';
import { focusFirstError } from '@/components/forms/focus';
import { FormStack } from '@/components/forms/FormStack';
import { PasswordField } from '@/components/forms/PasswordField';
import { asSentence, fieldErrorsOf } from '@/components/forms/server-field-errors';
import { confirmationErrorText, newPasswordErrorText } from '@/components/forms/validation';
import { postChangePassword } from '../api/account';

/** The contract's request, and the confirmation the form adds: it must repeat the new password. */
const formSchema = changePasswordRequestSchema
  .extend({ confirm_password: z.string() })
  .refine((values) => values.confirm_password === values.new_password, {
    path: ['confirm_password'],
    error: 'must repeat the new password',
  });
type Values = z.input<typeof formSchema>;
type Field = FieldPath<Values>;

const EMPTY: Values = { current_password: '', new_password: '', confirm_password: '' };

/** Changes the password; other sessions are signed out, this one stays. */
export function ChangePasswordForm() {
  const { t } = useTranslation(ADMIN_SHELL_NS);
  const { t: tCommon } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const change = useMutation({ mutationFn: postChangePassword });
  // The contract's schema decides what is valid; the words are the form's, in the reader's language.
  const { control, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const values = useWatch({ control });
  const { errors, submitCount } = formState;

  // Errors shown move the focus to the first invalid field, else to the alert.
  useEffect(() => {
    if (submitCount > 0) focusFirstError(formRef.current);
  }, [submitCount, errors, formError]);

  /** The server's words for a field it refused, else the form's own for what the schema found. */
  const fieldError = (field: Field): string | null => {
    const error = errors[field];
    if (!error) return null;
    if (error.type === 'server') return error.message ?? null;
    if (field === 'current_password') return t('profile.password.currentRequired');
    if (field === 'new_password')
      return newPasswordErrorText(values.new_password ?? '', error, tCommon);
    return confirmationErrorText(values.confirm_password ?? '', error, tCommon);
  };

  const onError = (error: unknown) => {
    const detail = isApiError(error) && error.fromServer ? error.detail : null;
    const server = (field: Field, message: string) =>
      setError(field, { type: 'server', message }, { shouldFocus: false });
    if (detail === ADMIN_MESSAGES.wrongCurrentPassword) {
      server('current_password', t('profile.password.wrongCurrent'));
      return;
    }
    if (detail === ADMIN_MESSAGES.samePassword) {
      server('new_password', t('profile.password.same'));
      return;
    }
    const fields = fieldErrorsOf<Field>(
      error,
      ['current_password', 'new_password'],
      {},
      asSentence,
    );
    for (const [field, message] of Object.entries(fields) as [Field, string][])
      server(field, message);
    setFormError(Object.keys(fields).length > 0 ? null : (detail ?? t('profile.password.failed')));
  };

  const onSubmit = handleSubmit(({ current_password, new_password }) => {
    if (change.isPending) return;
    setFormError(null);
    change.mutate({ current_password, new_password }, { onSuccess: () => reset(EMPTY), onError });
  });

  const passwordField = (
    field: Field,
    label: string,
    autoComplete: 'current-password' | 'new-password',
    helperText?: string,
  ) => (
    <Controller
      name={field}
      control={control}
      render={({ field: { value, onChange, onBlur, ref } }) => (
        <PasswordField
          label={label}
          name={field}
          value={value}
          onChange={(next) => {
            onChange(next);
            // A new value: the confirmation of the last change no longer stands.
            if (change.isSuccess) change.reset();
          }}
          onBlur={onBlur}
          inputRef={ref}
          error={fieldError(field)}
          helperText={helperText}
          autoComplete={autoComplete}
        />
      )}
    />
  );

  return (
    <FormStack
      formRef={formRef}
      onSubmit={(event) => void onSubmit(event)}
      error={formError}
      notice={
        change.isSuccess && (
          <Alert severity="success" role="status">
            {t('profile.password.changed')}
          </Alert>
        )
      }
      sx={{ mt: 2.5, maxWidth: 460 }}
    >
      {passwordField('current_password', t('profile.password.current'), 'current-password')}
      {passwordField(
        'new_password',
        t('profile.password.new'),
        'new-password',
        tCommon('rules.length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }),
      )}
      {passwordField('confirm_password', t('profile.password.confirm'), 'new-password')}
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
    </FormStack>
  );
}
