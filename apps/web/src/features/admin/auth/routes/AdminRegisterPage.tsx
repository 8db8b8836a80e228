import {
  ADMIN_ROUTES,
  AUTH_MESSAGES,
  BRANDING_DEFAULTS,
  emailSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordSchema,
  registerRequestSchema,
  ROUTES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  usernameSchema,
} from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session-context';
import { useTenant } from '@/lib/tenant-context';
import { postAccessRequest } from '../../shell/api/request-access';
import { AdminAuthCard } from '../components/AdminAuthCard';
import { EmailField } from '@/components/forms/EmailField';
import { focusFirstError } from '@/components/forms/focus';
import { FormAlert } from '@/components/forms/FormAlert';
import { PasswordField } from '@/components/forms/PasswordField';

const FIELDS = ['email', 'username', 'password'] as const;
type Field = (typeof FIELDS)[number];
type FieldMessages = Partial<Record<Field, string>>;

/** The contracts' own schemas decide; the wording is the form's, in the visitor's language. */
function validate(values: Record<Field, string>, t: TFunction): FieldMessages {
  const errors: FieldMessages = {};
  if (!values.email.trim()) errors.email = t('validation.emailRequired');
  else if (!emailSchema.safeParse(values.email).success)
    errors.email = t('validation.emailInvalid');
  if (!values.username.trim()) errors.username = t('validation.usernameRequired');
  else {
    const result = usernameSchema.safeParse(values.username);
    if (!result.success) {
      const codes = new Set(result.error.issues.map((issue) => issue.code));
      errors.username = codes.has('too_small')
        ? t('validation.tooShort', { min: USERNAME_MIN_LENGTH })
        : codes.has('too_big')
          ? t('validation.tooLong', { max: USERNAME_MAX_LENGTH })
          : t('validation.usernameCharacters');
    }
  }
  if (!values.password) errors.password = t('validation.passwordRequired');
  else if (!passwordSchema.safeParse(values.password).success) {
    errors.password =
      [...values.password].length < PASSWORD_MIN_LENGTH
        ? t('validation.tooShort', { min: PASSWORD_MIN_LENGTH })
        : t('validation.tooLong', { max: PASSWORD_MAX_LENGTH });
  }
  return errors;
}

/** The server's verdict per field: a 409 names the taken field in its message, a 422 lists them. */
function serverErrors(error: unknown, t: TFunction): FieldMessages {
  const detail = errorMessage(error, '');
  if (detail === AUTH_MESSAGES.emailTaken) return { email: t('serverMessages.emailTaken') };
  if (detail === AUTH_MESSAGES.usernameTaken)
    return { username: t('serverMessages.usernameTaken') };
  const result: FieldMessages = {};
  if (!isApiError(error)) return result;
  for (const { field, message } of error.fieldErrors) {
    const name = FIELDS.find((candidate) => candidate === field);
    if (name && !result[name]) result[name] = message.charAt(0).toUpperCase() + message.slice(1);
  }
  return result;
}

type Outcome = 'requested' | 'requestFailed';

/**
 * /admin/register: creates an account with no role and asks this tenant's admins for one; a
 * platform or tenant admin grants it later.
 */
export function AdminRegisterPage() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_SHELL_NS);
  const session = useSession();
  const { currentTenant } = useTenant();
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    email: '',
    username: '',
    password: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [fromServer, setFromServer] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const siteName = currentTenant?.display_name || BRANDING_DEFAULTS.display_name;

  const register = useMutation({
    mutationFn: async (input: Record<Field, string>): Promise<Outcome> => {
      await session.register(registerRequestSchema.parse(input));
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

  const clientErrors = validate(values, t);
  const fieldError = (field: Field) =>
    fromServer[field] ?? (submitted ? (clientErrors[field] ?? null) : null);

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFromServer(({ [field]: _stale, ...rest }) => rest);
  };

  const showErrors = (update: () => void) => {
    flushSync(update);
    focusFirstError(formRef.current);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    if (Object.keys(clientErrors).length > 0) {
      showErrors(() => {
        setSubmitted(true);
        setFormError(null);
      });
      return;
    }
    setFormError(null);
    register.mutate(values, {
      onError: (error) =>
        showErrors(() => {
          setFormError(errorMessage(error, t('errors.registrationFailed')));
          setFromServer(serverErrors(error, t));
        }),
    });
  };

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
      <Stack component="form" ref={formRef} noValidate onSubmit={handleSubmit} spacing={2.5}>
        {formError && <FormAlert>{formError}</FormAlert>}
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
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disableElevation
          loading={register.isPending}
          loadingPosition="start"
        >
          {tAdmin('register.submit')}
        </Button>
      </Stack>
    </AdminAuthCard>
  );
}
