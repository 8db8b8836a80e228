import Facebook from '@mui/icons-material/Facebook';
import Google from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { useReaderRoutes } from '@/lib/reader-routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from '@/components/forms/AuthCard';
import { SignInForm, useSignInForm, type Credentials } from '@/components/forms/SignInForm';
import {
  SecondFactorForm,
  secondFactorErrorText,
  type SecondFactorInput,
} from '@/components/forms/SecondFactorForm';
import { formErrorText, isInvalidResponse } from '../../shared/server-messages';
import { returnToOf, withReturnTo } from '../../session/return-to';
import { isSecondFactorRequired, useSession } from '@/lib/session-context';

export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const routes = useReaderRoutes();
  const form = useSignInForm();
  const login = useMutation({ mutationFn: session.login });
  const secondStep = useMutation({ mutationFn: session.completeSecondFactor });
  // The mfa_token of an account with a second factor: in memory only, never stored.
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  useDocumentTitle(t('login.title'));
  const returnTo = returnToOf(location.search, location.state);

  // Signing in (here or in another tab) leads on to the page the reader came from.
  if (session.status === 'signedIn') {
    return <Navigate to={returnTo ?? routes.profile} replace />;
  }

  if (mfaToken) {
    const verify = (input: SecondFactorInput) =>
      secondStep.mutate({ mfa_token: mfaToken, ...input });
    return (
      <AuthCard title={t('secondFactor.title')} description={t('secondFactor.description')}>
        <SecondFactorForm
          pending={secondStep.isPending}
          error={
            secondStep.isError
              ? secondFactorErrorText(secondStep.error, t('errors.loginFailed'), t)
              : null
          }
          onSubmit={verify}
          onBack={() => {
            secondStep.reset();
            setMfaToken(null);
          }}
        />
      </AuthCard>
    );
  }

  const signIn = (credentials: Credentials) =>
    login.mutate(credentials, {
      onError: (error) =>
        isSecondFactorRequired(error)
          ? setMfaToken(error.mfaToken)
          : form.showServerErrors(
              // SPEC section 5 names this one failure; every other keeps the catalogue's message.
              isInvalidResponse(error)
                ? t('login.invalidResponse')
                : formErrorText(error, t('errors.loginFailed'), t),
            ),
    });

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
      <SignInForm
        form={form}
        pending={login.isPending}
        resetPasswordTo={routes.resetPassword}
        onSubmit={signIn}
      />

      <Divider sx={{ my: 3, typography: 'body2', color: 'text.secondary' }}>{t('auth.or')}</Divider>

      <Stack spacing={1.5}>
        <Button
          variant="outlined"
          color="inherit"
          size="large"
          fullWidth
          startIcon={<Google />}
          onClick={() => form.setFormError(t('errors.googleOAuth'))}
        >
          {t('login.google')}
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          size="large"
          fullWidth
          startIcon={<Facebook />}
          onClick={() => form.setFormError(t('errors.facebookOAuth'))}
        >
          {t('login.facebook')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
