import { ADMIN_ROUTES, BRANDING_DEFAULTS, ROUTES } from '@helionews/contracts';
import Link from '@mui/material/Link';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { adminKeys } from '@/features/admin/shared/api/get-access';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session-context';
import { useTenant } from '@/lib/tenant-context';
import { readAdminReturnTo } from '../../shell/return-to';
import { recordBackOfficeSignIn } from '../api/record-sign-in';
import { AdminAuthCard } from '../components/AdminAuthCard';
import { SignInForm, useSignInForm, type Credentials } from '@/components/forms/SignInForm';

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

  const login = useMutation({
    mutationFn: async (credentials: Credentials) => {
      await session.login(credentials);
      const access = await recordBackOfficeSignIn();
      // The guard then starts from this answer instead of asking again.
      if (access) queryClient.setQueryData(adminKeys.access(), access);
    },
    onSuccess: () => navigate(target, { replace: true }),
  });

  // Already signed in (here or in another tab): straight on. Not while this form signs in, which
  // goes on by itself once the sign-in is recorded.
  if (session.status === 'signedIn' && login.isIdle) return <Navigate to={target} replace />;

  const signIn = (credentials: Credentials) =>
    login.mutate(credentials, {
      onError: (error) => form.showServerErrors(errorMessage(error, t('errors.loginFailed'))),
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
