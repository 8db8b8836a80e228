import { ADMIN_ROUTES, BRANDING_DEFAULTS, ROUTES } from '@helionews/contracts';
import Link from '@mui/material/Link';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { adminKeys } from '@/features/admin/shared/api/get-access';
import { errorMessage } from '@/lib/api-client';
import { isSecondFactorRequired, useSession } from '@/lib/session-context';
import { useTenant } from '@/lib/tenant-context';
import { readAdminReturnTo } from '../../shell/return-to';
import { recordBackOfficeSignIn } from '../api/record-sign-in';
import { AdminAuthCard } from '../components/AdminAuthCard';
import { SsoSignIn, useSsoSignIn } from '../components/SsoSignIn';
import { SignInForm, useSignInForm, type Credentials } from '@/components/forms/SignInForm';
import type { SecondFactorInput } from '@/components/forms/SecondFactorForm';
import { PasskeyButton, usePasskeySignIn } from '@/components/security/components/PasskeySignIn';
import { SecondFactorChoices } from '@/components/security/components/SecondFactorChoices';
import { passkeySignInErrorText, usePasskeySupport } from '@/components/security/passkey-support';

/**
 * /admin/login: the reader sign-in's API and texts, then the back-office sign-in is recorded and
 * the visitor lands on /admin, or the back-office page the guard sent them away from.
 */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_SHELL_NS);
  const session = useSession();
  const { currentTenant } = useTenant();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSignInForm();
  const target = readAdminReturnTo(location.state);
  const siteName = currentTenant?.display_name || BRANDING_DEFAULTS.display_name;

  const enterBackOffice = async () => {
    const access = await recordBackOfficeSignIn();
    // The guard then starts from this answer instead of asking again.
    if (access) queryClient.setQueryData(adminKeys.access(), access);
  };
  const sso = useSsoSignIn(target, enterBackOffice);
  const login = useMutation({
    mutationFn: async (credentials: Credentials) => {
      await session.login(credentials);
      await enterBackOffice();
    },
    onSuccess: () => navigate(target, { replace: true }),
  });
  const secondStep = useMutation({
    mutationFn: async (input: SecondFactorInput & { mfa_token: string }) => {
      await session.completeSecondFactor(input);
      await enterBackOffice();
    },
    onSuccess: () => navigate(target, { replace: true }),
  });
  // A passkey sign-in, alone or as the second step, recorded and led on like the password's.
  const passkey = usePasskeySignIn(enterBackOffice);
  const passkeySupported = usePasskeySupport();
  const signInWithPasskey = (mfaToken?: string) =>
    passkey.mutate(mfaToken, {
      onSuccess: () => navigate(target, { replace: true }),
      ...(!mfaToken && {
        onError: (error: Error) => form.setFormError(passkeySignInErrorText(error, t)),
      }),
    });
  // The mfa_token of an account with a second factor, and its factors: in memory only.
  const [mfa, setMfa] = useState<{
    token: string;
    methods: readonly ('totp' | 'passkey')[];
  } | null>(null);

  // Already signed in (here or in another tab): straight on. Not while this form signs in, which
  // goes on by itself once the sign-in is recorded.
  if (
    session.status === 'signedIn' &&
    login.isIdle &&
    secondStep.isIdle &&
    passkey.isIdle &&
    !sso.exchanging
  ) {
    return <Navigate to={target} replace />;
  }

  if (mfa) {
    const back = () => {
      secondStep.reset();
      login.reset();
      passkey.reset();
      setMfa(null);
    };
    const hasApp = mfa.methods.includes('totp');
    return (
      <AdminAuthCard
        title={t('secondFactor.title')}
        description={hasApp ? t('secondFactor.description') : t('passkey.onlyPasskey')}
      >
        <SecondFactorChoices
          methods={mfa.methods}
          passkey={passkey}
          code={secondStep}
          onUsePasskey={() => signInWithPasskey(mfa.token)}
          onSubmitCode={(input) => secondStep.mutate({ mfa_token: mfa.token, ...input })}
          onBack={back}
        />
      </AdminAuthCard>
    );
  }

  const signIn = (credentials: Credentials) =>
    login.mutate(credentials, {
      onError: (error) =>
        isSecondFactorRequired(error)
          ? setMfa({ token: error.mfaToken, methods: error.methods })
          : form.showServerErrors(errorMessage(error, t('errors.loginFailed'))),
    });

  return (
    <AdminAuthCard
      title={t('login.title')}
      description={tAdmin('login.description', { site: siteName })}
      footer={
        <>
          <span>
            {tAdmin('login.noAccount')}{' '}
            <Link component={RouterLink} to={ADMIN_ROUTES.register}>
              {tAdmin('login.registerLink')}
            </Link>
          </span>
          <span>
            {tAdmin('login.trouble')}{' '}
            <Link component={RouterLink} to={ADMIN_ROUTES.loginSimple}>
              {tAdmin('login.simpleLink')}
            </Link>
            {' · '}
            <Link component={RouterLink} to={ADMIN_ROUTES.loginTest}>
              {tAdmin('login.testLink')}
            </Link>
          </span>
        </>
      }
    >
      <SsoSignIn sso={sso}>
        <SignInForm
          form={form}
          pending={login.isPending}
          resetPasswordTo={ROUTES.resetPassword}
          onSubmit={signIn}
        />
      </SsoSignIn>
      {passkeySupported && (
        <>
          <Divider sx={{ my: 3, typography: 'body2', color: 'text.secondary' }}>
            {t('auth.or')}
          </Divider>
          <PasskeyButton
            label={t('passkey.signIn')}
            pending={passkey.isPending}
            onClick={() => signInWithPasskey()}
          />
        </>
      )}
    </AdminAuthCard>
  );
}
