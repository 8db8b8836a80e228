import {
  ADMIN_ROUTES,
  BRANDING_DEFAULTS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  registerRequestSchema,
  type RegisterRequest,
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
import { useEffect, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
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
import { FormPasswordField } from '@/components/forms/FormPasswordField';
import {
  asSentence,
  fieldErrorsOf,
  takenFieldErrors,
} from '@/components/forms/server-field-errors';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useAccountSchemaForm } from '@/components/forms/use-account-schema-form';
import {
  REGISTER_FIELDS as FIELDS,
  emailErrorText,
  newPasswordErrorText,
  usernameErrorText,
  type RegisterField as Field,
} from '@/components/forms/validation';

/** The server's verdict per field: a 409 names the taken field in its message, a 422 lists them. */
function serverErrors(error: unknown, t: TFunction): Partial<Record<Field, string>> {
  return takenFieldErrors(error, t) ?? fieldErrorsOf(error, FIELDS, {}, asSentence);
}

const EMPTY: Record<Field, string> = { email: '', username: '', password: '' };

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
  const { form, formRef, formError, errorOf, submit, showServerErrors } = useAccountSchemaForm<
    Record<Field, string>,
    RegisterRequest
  >(registerRequestSchema, { defaultValues: EMPTY });
  const values = useWatch({ control: form.control, defaultValue: EMPTY }) as Record<Field, string>;
  const siteName = currentTenant?.display_name || BRANDING_DEFAULTS.display_name;

  const register = useMutation({
    mutationFn: async (input: RegisterRequest): Promise<Outcome> => {
      const registered = await session.register(input);
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

  // The contract's own schema decides; the wording is the form's, in the visitor's language.
  const fieldError = (field: Field): string | null => {
    const error = errorOf(field);
    if (!error) return null;
    if (field === 'email') return emailErrorText(values.email, error, t);
    if (field === 'username') return usernameErrorText(values.username, error, t);
    return newPasswordErrorText(values.password, error, t);
  };

  const usernameField = form.register('username');

  const handleSubmit = submit((request) => {
    if (register.isPending) return;
    register.mutate(request, {
      onError: (error) =>
        showServerErrors(
          errorMessage(error, t('errors.registrationFailed')),
          serverErrors(error, t),
        ),
    });
  });

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
      <FormStack formRef={formRef} onSubmit={(event) => void handleSubmit(event)} error={formError}>
        <Controller
          name="email"
          control={form.control}
          render={({ field }) => (
            <EmailField value={field.value} onChange={field.onChange} error={fieldError('email')} />
          )}
        />
        <TextField
          label={t('auth.username')}
          name={usernameField.name}
          inputRef={usernameField.ref}
          onChange={(event) => void usernameField.onChange(event)}
          onBlur={(event) => void usernameField.onBlur(event)}
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
        <FormPasswordField
          control={form.control}
          field="password"
          label={t('auth.password')}
          name="password"
          error={fieldError('password')}
          helperText={t('rules.length', {
            min: PASSWORD_MIN_LENGTH,
            max: PASSWORD_MAX_LENGTH,
          })}
          autoComplete="new-password"
        />
        <SubmitButton pending={register.isPending}>{tAdmin('register.submit')}</SubmitButton>
      </FormStack>
    </AdminAuthCard>
  );
}
