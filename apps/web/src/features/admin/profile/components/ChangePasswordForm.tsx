import { ADMIN_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { isApiError } from '@/lib/api-client';
import { FormStack } from '@/components/forms/FormStack';
import { PasswordField } from '@/components/forms/PasswordField';
import { asSentence, fieldErrorsOf } from '@/components/forms/server-field-errors';
import { useAccountForm } from '@/components/forms/use-account-form';
import { validateNewPassword, validatePasswordConfirmation } from '@/components/forms/validation';
import { postChangePassword } from '../api/account';

type Field = 'current' | 'next' | 'confirm';
const EMPTY: Record<Field, string> = { current: '', next: '', confirm: '' };
const SERVER_FIELDS: Record<string, Field> = { current_password: 'current', new_password: 'next' };

/** Changes the password; other sessions are signed out, this one stays. */
export function ChangePasswordForm() {
  const { t } = useTranslation(ADMIN_SHELL_NS);
  const { t: tCommon } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAccountForm(formRef, EMPTY);
  const { values } = form;
  const change = useMutation({ mutationFn: postChangePassword });

  const clientErrors: Record<Field, string | null> = {
    current: values.current ? null : t('profile.password.currentRequired'),
    next: validateNewPassword(values.next, tCommon),
    confirm: validatePasswordConfirmation(values.next, values.confirm, tCommon),
  };
  const fieldError = (field: Field) => form.fieldError(field, clientErrors);

  const update = (field: Field) => (value: string) => {
    form.change(field)(value);
    if (change.isSuccess) change.reset();
  };

  const onError = (error: unknown) => {
    const detail = isApiError(error) && error.fromServer ? error.detail : null;
    if (detail === ADMIN_MESSAGES.wrongCurrentPassword) {
      form.showServerErrors(null, { current: t('profile.password.wrongCurrent') });
      return;
    }
    if (detail === ADMIN_MESSAGES.samePassword) {
      form.showServerErrors(null, { next: t('profile.password.same') });
      return;
    }
    const fields = fieldErrorsOf<Field>(error, [], SERVER_FIELDS, asSentence);
    form.showServerErrors(
      Object.keys(fields).length > 0 ? null : (detail ?? t('profile.password.failed')),
      fields,
    );
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    if (Object.values(clientErrors).some(Boolean)) {
      form.showClientErrors();
      return;
    }
    form.setFormError(null);
    change.mutate(
      { current_password: values.current, new_password: values.next },
      { onSuccess: form.clear, onError },
    );
  };

  return (
    <FormStack
      formRef={formRef}
      onSubmit={handleSubmit}
      error={form.formError}
      notice={
        change.isSuccess && (
          <Alert severity="success" role="status">
            {t('profile.password.changed')}
          </Alert>
        )
      }
      sx={{ mt: 2.5, maxWidth: 460 }}
    >
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
    </FormStack>
  );
}
