import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  registerRequestSchema,
  type RegisterRequest,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@helionews/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { useReaderRoutes } from '@/lib/reader-routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FormStack } from '@/components/forms/FormStack';
import { AuthCard } from '@/components/forms/AuthCard';
import { FormPasswordField } from '@/components/forms/FormPasswordField';
import { RuleList } from '../../shared/components/RuleList';
import { takenFieldErrors } from '@/components/forms/server-field-errors';
import { useAccountSchemaForm } from '@/components/forms/use-account-schema-form';
import {
  formErrorText,
  localizeServerMessage,
  serverFieldErrors,
} from '../../shared/server-messages';
import { SuccessPanel } from '../../shared/components/SuccessPanel';
import {
  emailErrorText,
  newPasswordErrorText,
  passwordLengthOk,
  REGISTER_FIELDS as FIELDS,
  usernameErrorText,
  usernameRules,
  type RegisterField as Field,
} from '@/components/forms/validation';
import { useSession } from '@/lib/session-context';
import { returnToOf, withReturnTo } from '../../session/return-to';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { EmailField } from '@/components/forms/EmailField';

const EMPTY: Record<Field, string> = { email: '', username: '', password: '' };

export function RegisterPage() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const routes = useReaderRoutes();
  const usernameId = useId();
  const usernameRulesId = useId();
  const passwordRulesId = useId();
  const { form, formRef, formError, errorOf, submit, showServerErrors } = useAccountSchemaForm<
    Record<Field, string>,
    RegisterRequest
  >(registerRequestSchema, { defaultValues: EMPTY, mode: 'onTouched' });
  const values = useWatch({ control: form.control, defaultValue: EMPTY }) as Record<Field, string>;
  const register = useMutation({ mutationFn: session.register });
  useDocumentTitle(t('register.title'));
  const returnTo = returnToOf(location.search, location.state);

  // A new account is signed in at once: back to the page the reader came from, else the profile.
  if (session.status === 'signedIn') return <Navigate to={returnTo ?? routes.profile} replace />;

  // The email already had an account: its owner was mailed, and the page says no more (ADR 024).
  if (register.data?.status === 'mailed') {
    return (
      <AuthCard title={t('register.title')}>
        <SuccessPanel
          action={
            <>
              <Typography variant="body2" color="text.secondary">
                {t('register.checkMailHint')}
              </Typography>
              <Button
                component={RouterLink}
                to={withReturnTo(routes.login, returnTo)}
                variant="contained"
                disableElevation
              >
                {t('register.loginLink')}
              </Button>
            </>
          }
        >
          {localizeServerMessage(register.data.detail, t)}
        </SuccessPanel>
      </AuthCard>
    );
  }

  // The contract's schema decides; shown once the reader has left the field or tried to submit.
  const errorText = (field: Field): string | null => {
    const error = errorOf(field);
    if (!error) return null;
    if (field === 'email') return emailErrorText(values.email, error, t);
    if (field === 'username') return usernameErrorText(values.username, error, t);
    return newPasswordErrorText(values.password, error, t);
  };
  const isShown = (field: Field) =>
    form.getFieldState(field, form.formState).isTouched || form.formState.isSubmitted;
  /** Username and password list their rules live; under the field only "required" is repeated. */
  const helperText = (field: Field) =>
    field === 'email' || errorOf(field)?.type === 'server' || !values[field].trim()
      ? errorText(field)
      : null;
  const username = usernameRules(values.username);
  const usernameField = form.register('username');

  const handleSubmit = submit((request) => {
    if (register.isPending) return;
    register.mutate(request, {
      onError: (error) =>
        showServerErrors(
          formErrorText(error, t('errors.registrationFailed'), t),
          takenFieldErrors(error, t) ?? serverFieldErrors(error, FIELDS, t),
        ),
    });
  });

  return (
    <AuthCard
      title={t('register.title')}
      description={t('register.description')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link component={RouterLink} to={withReturnTo(routes.login, returnTo)}>
            {t('register.loginLink')}
          </Link>
        </>
      }
    >
      <FormStack formRef={formRef} onSubmit={(event) => void handleSubmit(event)} error={formError}>
        <Controller
          name="email"
          control={form.control}
          render={({ field }) => (
            <EmailField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorText('email')}
            />
          )}
        />
        <Box>
          <TextField
            id={usernameId}
            label={t('auth.username')}
            name={usernameField.name}
            inputRef={usernameField.ref}
            onChange={(event) => void usernameField.onChange(event)}
            onBlur={(event) => void usernameField.onBlur(event)}
            error={Boolean(errorOf('username'))}
            helperText={helperText('username')}
            autoComplete="username"
            required
            fullWidth
            slotProps={{
              htmlInput: {
                autoCapitalize: 'none',
                spellCheck: false,
                // Replaces MUI's own link to the helper text, so both are listed.
                'aria-describedby': helperText('username')
                  ? `${usernameId}-helper-text ${usernameRulesId}`
                  : usernameRulesId,
              },
            }}
          />
          <RuleList
            id={usernameRulesId}
            showErrors={isShown('username')}
            rules={[
              {
                key: 'length',
                label: t('rules.length', { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH }),
                met: username.length,
              },
              {
                key: 'characters',
                label: t('rules.usernameCharacters'),
                met: username.characters,
              },
            ]}
          />
        </Box>
        <Box>
          <FormPasswordField
            control={form.control}
            field="password"
            label={t('auth.password')}
            name="password"
            error={helperText('password')}
            invalid={Boolean(errorOf('password'))}
            autoComplete="new-password"
            describedBy={passwordRulesId}
          />
          <RuleList
            id={passwordRulesId}
            showErrors={isShown('password')}
            rules={[
              {
                key: 'length',
                label: t('rules.length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }),
                met: passwordLengthOk(values.password),
              },
            ]}
          />
        </Box>
        <SubmitButton pending={register.isPending}>{t('register.submit')}</SubmitButton>
      </FormStack>
    </AuthCard>
  );
}
