import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  registerRequestSchema,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@helionews/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useRef, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { useReaderRoutes } from '@/lib/reader-routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FormStack } from '@/components/forms/FormStack';
import { AuthCard } from '@/components/forms/AuthCard';
import { PasswordField } from '@/components/forms/PasswordField';
import { RuleList } from '../../shared/components/RuleList';
import { takenFieldErrors } from '@/components/forms/server-field-errors';
import { useAccountForm } from '@/components/forms/use-account-form';
import {
  formErrorText,
  localizeServerMessage,
  serverFieldErrors,
} from '../../shared/server-messages';
import { SuccessPanel } from '../../shared/components/SuccessPanel';
import {
  passwordLengthOk,
  REGISTER_FIELDS as FIELDS,
  usernameRules,
  validateRegistration,
  type RegisterField as Field,
} from '@/components/forms/validation';
import { useSession } from '@/lib/session-context';
import { returnToOf, withReturnTo } from '../../session/return-to';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { EmailField } from '@/components/forms/EmailField';

const NOTHING_TOUCHED: Record<Field, boolean> = { email: false, username: false, password: false };

export function RegisterPage() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const routes = useReaderRoutes();
  const usernameId = useId();
  const usernameRulesId = useId();
  const passwordRulesId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAccountForm<Field>(formRef, { email: '', username: '', password: '' });
  const { values, change, fromServer } = form;
  const [touched, setTouched] = useState(NOTHING_TOUCHED);
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

  // Checked on every keystroke; shown once the reader has left the field or tried to submit.
  const clientErrors = validateRegistration(values, t);
  const isShown = (field: Field) => touched[field] || form.submitted;
  const fieldError = (field: Field) =>
    fromServer[field] ?? (isShown(field) ? clientErrors[field] : null);
  /** Username and password list their rules live; under the field only "required" is repeated. */
  const helperText = (field: Field) =>
    field === 'email' || fromServer[field] || !values[field].trim() ? fieldError(field) : null;
  const username = usernameRules(values.username);

  const touch = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    const parsed = registerRequestSchema.safeParse(values);
    if (!parsed.success) {
      form.showClientErrors();
      return;
    }
    form.setFormError(null);
    register.mutate(parsed.data, {
      onError: (error) =>
        form.showServerErrors(
          formErrorText(error, t('errors.registrationFailed'), t),
          takenFieldErrors(error, t) ?? serverFieldErrors(error, FIELDS, t),
        ),
    });
  };

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
      <FormStack formRef={formRef} onSubmit={handleSubmit} error={form.formError}>
        <EmailField
          value={values.email}
          onChange={change('email')}
          onBlur={touch('email')}
          error={fieldError('email')}
        />
        <Box>
          <TextField
            id={usernameId}
            label={t('auth.username')}
            name="username"
            value={values.username}
            onChange={(event) => change('username')(event.target.value)}
            onBlur={touch('username')}
            error={Boolean(fieldError('username'))}
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
          <PasswordField
            label={t('auth.password')}
            name="password"
            value={values.password}
            onChange={change('password')}
            onBlur={touch('password')}
            error={helperText('password')}
            invalid={Boolean(fieldError('password'))}
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
