import {
  ADMIN_ROUTES,
  newPasswordFormSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type NewPasswordForm,
} from '@helionews/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useReaderRoutes } from '@/lib/reader-routes';
import { NeedsJavaScript } from '@/components/forms/NeedsJavaScript';
import { FormAlert } from '@/components/forms/FormAlert';
import { FormPasswordField } from '@/components/forms/FormPasswordField';
import { RuleList } from '../../shared/components/RuleList';
import { SuccessPanel } from '../../shared/components/SuccessPanel';
import {
  formErrorText,
  localizeServerMessage,
  serverFieldErrors,
} from '../../shared/server-messages';
import {
  passwordLengthOk,
  confirmationErrorText,
  newPasswordErrorText,
} from '@/components/forms/validation';
import { useAccountSchemaForm } from '@/components/forms/use-account-schema-form';
import { postResetPassword } from '../api/reset-password';
import { SubmitButton } from '@/components/forms/SubmitButton';

const EMPTY: NewPasswordForm = { new_password: '', confirm_password: '' };

/**
 * Step two of a reset, opened from the emailed link: the new password, twice. Once set, it leads
 * staff (any back-office role) to the back-office sign-in and readers to the reader's.
 */
export function ChooseNewPasswordForm({
  token,
  welcome = false,
}: {
  token: string;
  /** The first password of an account an administrator created. */
  welcome?: boolean;
}) {
  const { t } = useTranslation();
  const routes = useReaderRoutes();
  const rulesId = useId();
  const { form, formRef, formError, submit, showServerErrors } = useAccountSchemaForm(
    newPasswordFormSchema,
    { defaultValues: EMPTY, mode: 'onTouched' },
  );
  const values = useWatch({ control: form.control, defaultValue: EMPTY }) as NewPasswordForm;
  // The failure's alert offers a new link when this one can no longer be used.
  const [linkExpired, setLinkExpired] = useState(false);
  const reset = useMutation({ mutationFn: postResetPassword });

  if (reset.isSuccess) {
    const staff = reset.data.account === 'staff';
    return (
      <SuccessPanel
        action={
          <Button
            component={RouterLink}
            to={staff ? ADMIN_ROUTES.login : routes.login}
            variant="contained"
            disableElevation
          >
            {staff ? t('reset.goToAdminLogin') : t('reset.goToLogin')}
          </Button>
        }
      >
        {/* A first password was set, not changed: the server's text is about a reset. */}
        {welcome ? t('reset.welcomeDone') : localizeServerMessage(reset.data.detail, t)}
      </SuccessPanel>
    );
  }

  const password = values.new_password;
  const passwordState = form.getFieldState('new_password', form.formState);
  const passwordError = passwordState.error;
  const passwordShown = passwordState.isTouched || form.formState.isSubmitted;
  const passwordInvalid = Boolean(passwordError);
  // The rules list says what is wrong with a typed password; the field repeats only "required".
  const passwordHelper =
    passwordError && (passwordError.type === 'server' || !password)
      ? newPasswordErrorText(password, passwordError, t)
      : null;
  const confirmationState = form.getFieldState('confirm_password', form.formState);
  // Checked again as the password changes, shown once the field was left or a submit was tried.
  const confirmationError =
    confirmationState.error && (confirmationState.isTouched || form.formState.isSubmitted)
      ? confirmationErrorText(values.confirm_password, confirmationState.error, t)
      : null;

  const handleSubmit = submit(({ new_password }) => {
    if (reset.isPending) return;
    setLinkExpired(false);
    reset.mutate(
      { token, new_password },
      {
        onError: (error) => {
          // 400: used, expired or unknown link. Only a new link helps then.
          setLinkExpired(isApiError(error) && error.status === 400);
          showServerErrors(formErrorText(error, t('errors.resetPasswordFailed'), t), {
            new_password: serverFieldErrors(error, ['password'], t, { new_password: 'password' })
              .password,
          });
        },
      },
    );
  });

  return (
    <>
      <NeedsJavaScript />
      <Stack
        component="form"
        method="post"
        ref={formRef}
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        spacing={2.5}
      >
        {formError && (
          <FormAlert
            action={
              linkExpired ? (
                <Button
                  component={RouterLink}
                  to={routes.resetPassword}
                  color="inherit"
                  size="small"
                >
                  {t('reset.requestNewLink')}
                </Button>
              ) : undefined
            }
          >
            {formError}
          </FormAlert>
        )}
        <Box>
          <FormPasswordField
            control={form.control}
            field="new_password"
            deps="confirm_password"
            label={t('reset.newPassword')}
            name="new-password"
            error={passwordHelper}
            invalid={passwordInvalid}
            autoComplete="new-password"
            describedBy={rulesId}
          />
          <RuleList
            id={rulesId}
            showErrors={passwordShown}
            rules={[
              {
                key: 'length',
                label: t('rules.length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }),
                met: passwordLengthOk(password),
              },
            ]}
          />
        </Box>
        <FormPasswordField
          control={form.control}
          field="confirm_password"
          label={t('reset.confirmPassword')}
          name="confirm-password"
          error={confirmationError}
          autoComplete="new-password"
        />
        <SubmitButton pending={reset.isPending}>
          {welcome ? t('reset.welcomeSubmit') : t('reset.chooseSubmit')}
        </SubmitButton>
      </Stack>
    </>
  );
}
