import Facebook from '@mui/icons-material/Facebook';
import Google from '@mui/icons-material/Google';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { useReaderRoutes } from '@/lib/reader-routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from '@/components/forms/AuthCard';
import { FormAlert } from '@/components/forms/FormAlert';
import { PasswordField } from '@/components/forms/PasswordField';
import { focusFirstError } from '@/components/forms/focus';
import { formErrorText, isInvalidResponse } from '../../shared/server-messages';
import { validateRequired } from '../../shared/validation';
import { returnToOf, withReturnTo } from '../../session/return-to';
import { useSession } from '@/lib/session-context';
import { SubmitButton } from '../../shared/components/SubmitButton';
import { EmailField } from '@/components/forms/EmailField';

export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const routes = useReaderRoutes();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const login = useMutation({ mutationFn: session.login });
  useDocumentTitle(t('login.title'));
  const returnTo = returnToOf(location.search, location.state);

  // Signing in (here or in another tab) leads on to the page the reader came from.
  if (session.status === 'signedIn') {
    return <Navigate to={returnTo ?? routes.profile} replace />;
  }

  const errors = {
    email: validateRequired(email, t('validation.emailRequired')),
    password: validateRequired(password, t('validation.passwordRequired')),
  };
  const shownErrors = submitted ? errors : { email: null, password: null };

  const showError = (message: string | null) => {
    flushSync(() => setFormError(message));
    focusFirstError(formRef.current);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    if (errors.email || errors.password) {
      flushSync(() => setSubmitted(true));
      showError(null);
      return;
    }
    setFormError(null);
    login.mutate(
      { email: email.trim(), password },
      {
        onError: (error) =>
          showError(
            // SPEC section 5 names this one failure; every other keeps the catalogue's message.
            isInvalidResponse(error)
              ? t('login.invalidResponse')
              : formErrorText(error, t('errors.loginFailed'), t),
          ),
      },
    );
  };

  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link component={RouterLink} to={withReturnTo(routes.register, returnTo)}>
            {t('login.signUpLink')}
          </Link>
        </>
      }
    >
      <Stack component="form" ref={formRef} noValidate onSubmit={handleSubmit} spacing={2.5}>
        {formError && <FormAlert>{formError}</FormAlert>}
        <EmailField value={email} onChange={setEmail} error={shownErrors.email} />
        <Box>
          <PasswordField
            label={t('auth.password')}
            name="password"
            value={password}
            onChange={setPassword}
            error={shownErrors.password}
            autoComplete="current-password"
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Link component={RouterLink} to={routes.resetPassword} variant="body2">
              {t('login.forgotPassword')}
            </Link>
          </Box>
        </Box>
        <SubmitButton pending={login.isPending}>{t('login.submit')}</SubmitButton>
      </Stack>

      <Divider sx={{ my: 3, typography: 'body2', color: 'text.secondary' }}>{t('auth.or')}</Divider>

      <Stack spacing={1.5}>
        <Button
          variant="outlined"
          color="inherit"
          size="large"
          fullWidth
          startIcon={<Google />}
          onClick={() => setFormError(t('errors.googleOAuth'))}
        >
          {t('login.google')}
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          size="large"
          fullWidth
          startIcon={<Facebook />}
          onClick={() => setFormError(t('errors.facebookOAuth'))}
        >
          {t('login.facebook')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
