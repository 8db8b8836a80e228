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
import type { SecondFactorInput } from '@/components/forms/SecondFactorForm';
import { formErrorText, isInvalidResponse } from '../../shared/server-messages';
import { returnToOf, withReturnTo } from '../../session/return-to';
import { SocialSignIn } from '../components/SocialSignIn';
import { isSecondFactorRequired, useSession } from '@/lib/session-context';
import { PasskeyButton, usePasskeySignIn } from '@/components/security/components/PasskeySignIn';
import { SecondFactorChoices } from '@/components/security/components/SecondFactorChoices';
import { passkeySignInErrorText } from '@/components/security/passkey-support';

export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const routes = useReaderRoutes();
  const form = useSignInForm();
  const login = useMutation({ mutationFn: session.login });
  const secondStep = useMutation({ mutationFn: session.completeSecondFactor });
  // A passkey sign-in, alone or as the second step; signed in, the page leads on as below.
  const passkey = usePasskeySignIn();
  // The mfa_token of an account with a second factor, and its factors: in memory only.
  const [mfa, setMfa] = useState<{
    token: string;
    methods: readonly ('totp' | 'passkey')[];
  } | null>(null);
  useDocumentTitle(t('login.title'));
  const returnTo = returnToOf(location.search, location.state);

  // Signing in (here or in another tab) leads on to the page the reader came from.
  if (session.status === 'signedIn') {
    return <Navigate to={returnTo ?? routes.profile} replace />;
  }

  if (mfa) {
    const verify = (input: SecondFactorInput) =>
      secondStep.mutate({ mfa_token: mfa.token, ...input });
    const back = () => {
      secondStep.reset();
      passkey.reset();
      setMfa(null);
    };
    const hasApp = mfa.methods.includes('totp');
    return (
      <AuthCard
        title={t('secondFactor.title')}
        description={hasApp ? t('secondFactor.description') : t('passkey.onlyPasskey')}
      >
        <SecondFactorChoices
          methods={mfa.methods}
          passkey={passkey}
          code={secondStep}
          onUsePasskey={() => passkey.mutate(mfa.token)}
          onSubmitCode={verify}
          onBack={back}
        />
      </AuthCard>
    );
  }

  const signIn = (credentials: Credentials) =>
    login.mutate(credentials, {
      onError: (error) =>
        isSecondFactorRequired(error)
          ? setMfa({ token: error.mfaToken, methods: error.methods })
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
        <PasskeyButton
          label={t('passkey.signIn')}
          pending={passkey.isPending}
          onClick={() =>
            passkey.mutate(undefined, {
              onError: (error) => form.setFormError(passkeySignInErrorText(error, t)),
            })
          }
        />
        <SocialSignIn returnTo={returnTo} onMessage={form.setFormError} />
      </Stack>
    </AuthCard>
  );
}
