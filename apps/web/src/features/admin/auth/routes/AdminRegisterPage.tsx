import {
  ADMIN_ROUTES,
  BRANDING_DEFAULTS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  registerRequestSchema,
  ROUTES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session-context';
import { useTenant } from '@/lib/tenant-context';
import { postAccessRequest } from '../../shell/api/request-access';
import { AdminAuthCard } from '../components/AdminAuthCard';
import { FormStack } from '@/components/forms/FormStack';
import { EmailField } from '@/components/forms/EmailField';
import { PasswordField } from '@/components/forms/PasswordField';
import {
  asSentence,
  fieldErrorsOf,
  takenFieldErrors,
} from '@/components/forms/server-field-errors';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useAccountForm, type FieldMessages } from '@/components/forms/use-account-form';
import {
  REGISTER_FIELDS as FIELDS,
  validateRegistration,
  type RegisterField as Field,
} from '@/components/forms/validation';

/** The server's verdict per field: a 409 names the taken field in its message, a 422 lists them. */
function serverErrors(error: unknown, t: TFunction): FieldMessages<Field> {
  return takenFieldErrors(error, t) ?? fieldErrorsOf(error, FIELDS, {}, asSentence);
}

/** `mailed`: the email already had an account; its owner was mailed, nothing was made (ADR 024). */
type Outcome = 'requested' | 'requestFailed' | 'mailed';

/**
 * /admin/register: creates an account with no role and asks this tenant's admins for one; a
 * platform or tenant admin grants it later.
 */
export function AdminRegisterPage() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_SHELL_NS);
  const session = useSession();
  const { currentTenant } = useTenant();
  const successRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAccountForm<Field>(formRef, { email: '', username: '', password: '' });
  const { values, change } = form;
  const siteName = currentTenant?.display_name || BRANDING_DEFAULTS.display_name;

  const register = useMutation({
    mutationFn: async (input: Record<Field, string>): Promise<Outcome> => {
      const registered = await session.register(registerRequestSchema.parse(input));
      if (registered.status === 'mailed') return 'mailed';
      try {
        await postAccessRequest();
        return 'requested';
      } catch {
        // Logged by adminRequest; the account exists, an admin can still grant a role.
        return 'requestFailed';
      }
    },
  });

  useEffect(() => {
    if (register.isSuccess) successRef.current?.focus();
  }, [register.isSuccess]);

  // Signed in already (not by this form): the back-office decides what this account may do.
  if (session.status === 'signedIn' && register.isIdle) {
    return <Navigate to={ADMIN_ROUTES.root} replace />;
  }

  // The contracts' own schemas decide; the wording is the form's, in the visitor's language.
  const clientErrors = validateRegistration(values, t);
  const fieldError = (field: Field) => form.fieldError(field, clientErrors);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    if (Object.values(clientErrors).some(Boolean)) {
      form.showClientErrors();
      return;
    }
    form.setFormError(null);
    register.mutate(values, {
      onError: (error) =>
        form.showServerErrors(
          errorMessage(error, t('errors.registrationFailed')),
          serverErrors(error, t),
        ),
    });
  };

  if (register.data === 'mailed') {
    return (
      <AdminAuthCard title={tAdmin('register.title')}>
        <Stack spacing={2.5}>
          <Alert ref={successRef} severity="info" role="status" tabIndex={-1}>
            {t('serverMessages.registrationReceived')}
          </Alert>
          <Typography variant="body2" color="text.secondary">
            {t('register.checkMailHint')}
          </Typography>
          <Button
            component={RouterLink}
            to={ADMIN_ROUTES.login}
            variant="contained"
            disableElevation
            sx={{ alignSelf: 'flex-start' }}
          >
            {tAdmin('register.loginLink')}
          </Button>
        </Stack>
      </AdminAuthCard>
    );
  }

  if (register.isSuccess) {
    return (
      <AdminAuthCard title={tAdmin('register.title')}>
        <Stack spacing={2.5}>
          <Alert
            ref={successRef}
            severity={register.data === 'requested' ? 'success' : 'warning'}
            role="status"
            tabIndex={-1}
          >
            {register.data === 'requested'
              ? tAdmin('register.created', { site: siteName })
              : tAdmin('register.createdNoRequest', { site: siteName })}
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              component={RouterLink}
              to={ADMIN_ROUTES.root}
              variant="contained"
              disableElevation
            >
              {tAdmin('register.toBackOffice')}
            </Button>
            <Button component={RouterLink} to={ROUTES.home} variant="outlined">
              {tAdmin('access.backToSite')}
            </Button>
          </Stack>
        </Stack>
      </AdminAuthCard>
    );
  }

  return (
    <AdminAuthCard
      title={tAdmin('register.title')}
      description={tAdmin('register.description', { site: siteName })}
      footer={
        <span>
          {tAdmin('register.haveAccount')}{' '}
          <Link component={RouterLink} to={ADMIN_ROUTES.login}>
            {tAdmin('register.loginLink')}
          </Link>
        </span>
      }
    >
      <FormStack formRef={formRef} onSubmit={handleSubmit} error={form.formError}>
        <EmailField value={values.email} onChange={change('email')} error={fieldError('email')} />
        <TextField
          label={t('auth.username')}
          name="username"
          value={values.username}
          onChange={(event) => change('username')(event.target.value)}
          error={Boolean(fieldError('username'))}
          helperText={
            fieldError('username') ??
            `${t('rules.length', { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH })} · ${t('rules.usernameCharacters')}`
          }
          autoComplete="username"
          required
          fullWidth
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          value={values.password}
          onChange={change('password')}
          error={fieldError('password')}
          helperText={t('rules.length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
          autoComplete="new-password"
        />
        <SubmitButton pending={register.isPending}>{tAdmin('register.submit')}</SubmitButton>
      </FormStack>
    </AdminAuthCard>
  );
}
