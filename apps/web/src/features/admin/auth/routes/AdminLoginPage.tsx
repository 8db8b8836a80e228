import { ADMIN_ROUTES, BRANDING_DEFAULTS, ROUTES } from '@helionews/contracts';
import Link from '@mui/material/Link';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
import { SignInForm, useSignInForm, type Credentials } from '@/components/forms/SignInForm';
import {
  SecondFactorForm,
  secondFactorErrorText,
  type SecondFactorInput,
} from '@/components/forms/SecondFactorForm';

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
  // The mfa_token of an account with a second factor: in memory only, never stored.
  const [mfaToken, setMfaToken] = useState<string | null>(null);

  // Already signed in (here or in another tab): straight on. Not while this form signs in, which
  // goes on by itself once the sign-in is recorded.
  if (session.status === 'signedIn' && login.isIdle && secondStep.isIdle) {
    return <Navigate to={target} replace />;
  }

  if (mfaToken) {
    return (
      <AdminAuthCard title={t('secondFactor.title')} description={t('secondFactor.description')}>
        <SecondFactorForm
          pending={secondStep.isPending}
          error={
            secondStep.isError
              ? secondFactorErrorText(secondStep.error, t('errors.loginFailed'), t)
              : null
          }
          onSubmit={(input) => secondStep.mutate({ mfa_token: mfaToken, ...input })}
          onBack={() => {
            secondStep.reset();
            login.reset();
            setMfaToken(null);
          }}
        />
      </AdminAuthCard>
    );
  }

  const signIn = (credentials: Credentials) =>
    login.mutate(credentials, {
      onError: (error) =>
        isSecondFactorRequired(error)
          ? setMfaToken(error.mfaToken)
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
      <SignInForm
        form={form}
        pending={login.isPending}
        resetPasswordTo={ROUTES.resetPassword}
        onSubmit={signIn}
      />
    </AdminAuthCard>
  );
}
