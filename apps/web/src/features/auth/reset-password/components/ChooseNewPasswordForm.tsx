import { ADMIN_ROUTES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useReaderRoutes } from '@/lib/reader-routes';
import { NeedsJavaScript } from '@/components/forms/NeedsJavaScript';
import { FormAlert } from '@/components/forms/FormAlert';
import { PasswordField } from '@/components/forms/PasswordField';
import { RuleList } from '../../shared/components/RuleList';
import { SuccessPanel } from '../../shared/components/SuccessPanel';
import { focusFirstError } from '@/components/forms/focus';
import {
  formErrorText,
  localizeServerMessage,
  serverFieldErrors,
} from '../../shared/server-messages';
import {
  passwordLengthOk,
  validateNewPassword,
  validatePasswordConfirmation,
} from '@/components/forms/validation';
import { postResetPassword } from '../api/reset-password';
import { SubmitButton } from '@/components/forms/SubmitButton';

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
  const formRef = useRef<HTMLFormElement>(null);
  const rulesId = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState({ password: false, confirmation: false });
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [formError, setFormError] = useState<{ message: string; linkExpired: boolean } | null>(
    null,
  );
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

  const errors = {
    password: validateNewPassword(password, t),
    confirmation: validatePasswordConfirmation(password, confirmation, t),
  };
  const passwordShown = touched.password || submitted;
  const passwordInvalid = Boolean(serverError ?? (passwordShown ? errors.password : null));
  // The rules list says what is wrong with a typed password; the field repeats only "required".
  const passwordHelper = serverError ?? (passwordShown && !password ? errors.password : null);
  const confirmationError = touched.confirmation || submitted ? errors.confirmation : null;

  const showFailure = (update: () => void) => {
    flushSync(update);
    focusFirstError(formRef.current);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    if (errors.password || errors.confirmation) {
      showFailure(() => setSubmitted(true));
      return;
    }
    setFormError(null);
    reset.mutate(
      { token, new_password: password },
      {
        onError: (error) =>
          showFailure(() => {
            setFormError({
              message: formErrorText(error, t('errors.resetPasswordFailed'), t),
              // 400: used, expired or unknown link. Only a new link helps then.
              linkExpired: isApiError(error) && error.status === 400,
            });
            setServerError(
              serverFieldErrors(error, ['password'], t, { new_password: 'password' }).password ??
                null,
            );
          }),
      },
    );
  };

  return (
    <>
      <NeedsJavaScript />
      <Stack
        component="form"
        method="post"
        ref={formRef}
        noValidate
        onSubmit={handleSubmit}
        spacing={2.5}
      >
        {formError && (
          <FormAlert
            action={
              formError.linkExpired ? (
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
            {formError.message}
          </FormAlert>
        )}
        <Box>
          <PasswordField
            label={t('reset.newPassword')}
            name="new-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setServerError(null);
            }}
            onBlur={() => setTouched((current) => ({ ...current, password: true }))}
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
        <PasswordField
          label={t('reset.confirmPassword')}
          name="confirm-password"
          value={confirmation}
          onChange={setConfirmation}
          onBlur={() => setTouched((current) => ({ ...current, confirmation: true }))}
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
