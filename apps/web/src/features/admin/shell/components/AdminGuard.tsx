import { ADMIN_ROUTES } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { adminAccessQueryOptions, adminKeys } from '@/features/admin/shared/api/get-access';
import { onEnrollmentRequired } from '@/features/admin/shared/api/mfa-enrollment';
import { useSession } from '@/lib/session-context';
import { useTenant } from '@/lib/tenant-context';
import { GrantedAccessContext } from '../access-context';
import { adminReturnToState } from '../return-to';
import { AccessDenied } from './AccessDenied';
import { AdminLoading } from './AdminLoading';

/**
 * SPEC section 2: 'Loading admin panel...' while loading; signed out, to /admin/login (which
 * brings the visitor back here); signed in without a role on this tenant, 'Access Denied'.
 */
export function AdminGuard({ children }: { children?: ReactNode }) {
  const session = useSession();
  const tenant = useTenant();
  const location = useLocation();
  const access = useQuery({
    ...adminAccessQueryOptions(),
    // Asked for the tenant being shown, once it is known.
    enabled: session.status === 'signedIn' && !tenant.loading,
    // A tenant switch drops the access of the old tenant: the back-office stays up meanwhile.
    placeholderData: keepPreviousData,
  });
  // A call refused for want of a second factor (issue 35): the access says so once asked again.
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onEnrollmentRequired(() => {
        void queryClient.invalidateQueries({ queryKey: adminKeys.access() });
      }),
    [queryClient],
  );

  if (session.status === 'loading') return <AdminLoading />;
  if (session.status === 'signedOut') {
    return <Navigate to={ADMIN_ROUTES.login} replace state={adminReturnToState(location)} />;
  }
  if (!access.data) {
    return access.isError ? (
      <AccessLoadError onRetry={() => void access.refetch()} />
    ) : (
      <AdminLoading />
    );
  }
  if (access.data.role === null) return <AccessDenied scope="panel" access={access.data} />;
  // The publication requires staff to use a second factor: enrolment comes before any page.
  if (access.data.mfa_enrollment_required) {
    return <Navigate to={ADMIN_ROUTES.securityEnroll} replace />;
  }

  return <GrantedAccessContext value={access.data}>{children ?? <Outlet />}</GrantedAccessContext>;
}

function AccessLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(ADMIN_SHELL_NS);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      >
        {t('access.loadFailed')}
      </Alert>
    </Box>
  );
}
