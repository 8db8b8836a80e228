import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { FormEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormStack } from './FormStack';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { SubmitButton } from './SubmitButton';
import type { AccountForm } from './use-account-form';
import { validateRequired } from './validation';

export interface Credentials {
  email: string;
  password: string;
}

export interface SignInFormProps {
  /** `useAccountForm({ email: '', password: '' })` of the page, whose alert the page may set. */
  form: AccountForm<keyof Credentials>;
  /** The ref the page gave `useAccountForm`. */
  formRef: RefObject<HTMLFormElement | null>;
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
export function SignInForm({ form, formRef, pending, resetPasswordTo, onSubmit }: SignInFormProps) {
  const { t } = useTranslation();
  const { values } = form;
  const errors = {
    email: validateRequired(values.email, t('validation.emailRequired')),
    password: validateRequired(values.password, t('validation.passwordRequired')),
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (errors.email || errors.password) {
      form.showClientErrors();
      return;
    }
    form.setFormError(null);
    onSubmit({ email: values.email.trim(), password: values.password });
  };

  return (
    <FormStack formRef={formRef} onSubmit={handleSubmit} error={form.formError}>
      <EmailField
        value={values.email}
        onChange={form.change('email')}
        error={form.fieldError('email', errors)}
      />
      <Box>
        <PasswordField
          label={t('auth.password')}
          name="password"
          value={values.password}
          onChange={form.change('password')}
          error={form.fieldError('password', errors)}
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
