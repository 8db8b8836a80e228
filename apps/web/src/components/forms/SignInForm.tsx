import { loginRequestSchema, type LoginRequest } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormStack } from './FormStack';
import { EmailField } from './EmailField';
import { FormPasswordField } from './FormPasswordField';
import { SubmitButton } from './SubmitButton';
import { useAccountSchemaForm, type AccountSchemaForm } from './use-account-schema-form';
import { requiredErrorText } from './validation';

export interface Credentials {
  email: string;
  password: string;
}

/** What the sign-in form holds: the fields as typed. */
type SignInValues = { email: string; password: string };

/** LoginRequest's longest fields, beyond which the server refuses without looking. */
const EMAIL_MAX = 254;
const PASSWORD_MAX = 1024;

/**
 * The state of a sign-in form, checked by the sign-in request's own schema; the page may set
 * its alert (`setFormError`) or show the server's answer (`showServerErrors`).
 */
export function useSignInForm() {
  return useAccountSchemaForm<SignInValues, LoginRequest>(loginRequestSchema, {
    defaultValues: { email: '', password: '' },
  });
}

export interface SignInFormProps {
  /** The page's `useSignInForm()`. */
  form: AccountSchemaForm<SignInValues, LoginRequest>;
  pending: boolean;
  /** Where "Forgot password?" leads. */
  resetPasswordTo: string;
  /** Called with the trimmed email once both fields are filled in. */
  onSubmit: (credentials: Credentials) => void;
}

/**
 * The email and password of a sign-in (the reader's and the back-office's). Sign-in only needs
 * something to send: the server decides whether it matches an account.
 */
export function SignInForm({ form, pending, resetPasswordTo, onSubmit }: SignInFormProps) {
  const { t } = useTranslation();
  const { control, getValues } = form.form;

  const submit = form.submit(() => {
    if (pending) return;
    // As typed but trimmed: the server lowercases the address itself.
    const { email, password } = getValues();
    onSubmit({ email: email.trim(), password });
  });

  return (
    <FormStack
      formRef={form.formRef}
      onSubmit={(event) => {
        if (pending) {
          event.preventDefault();
          return;
        }
        void submit(event);
      }}
      error={form.formError}
    >
      <Controller
        name="email"
        control={control}
        render={({ field, fieldState }) => (
          <EmailField
            value={field.value}
            onChange={field.onChange}
            error={
              fieldState.error &&
              requiredErrorText(fieldState.error, t('validation.emailRequired'), t, EMAIL_MAX)
            }
          />
        )}
      />
      <Box>
        <FormPasswordField
          control={control}
          field="password"
          label={t('auth.password')}
          name="password"
          error={
            form.errorOf('password') &&
            requiredErrorText(
              form.errorOf('password'),
              t('validation.passwordRequired'),
              t,
              PASSWORD_MAX,
            )
          }
          autoComplete="current-password"
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Link component={RouterLink} to={resetPasswordTo} variant="body2">
            {t('login.forgotPassword')}
          </Link>
        </Box>
      </Box>
      <SubmitButton pending={pending}>{t('login.submit')}</SubmitButton>
    </FormStack>
  );
}
