import { ADMIN_ROUTES } from '@helionews/contracts';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Logout from '@mui/icons-material/Logout';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ColorModeToggle } from '@/components/ColorModeToggle';
import Divider from '@mui/material/Divider';
import { secondFactorsQueryOptions } from '@/components/security/api/second-factors';
import { AuthenticatorApp } from '@/components/security/components/AuthenticatorApp';
import { Passkeys } from '@/components/security/components/Passkeys';
import { ADMIN_SECURITY_NS } from '@/features/admin/shared/admin-i18n';
import { adminAccessQueryOptions, adminKeys } from '@/features/admin/shared/api/get-access';
import { AdminLoading } from '@/features/admin/shell/components/AdminLoading';
import { useAdminLogout } from '@/features/admin/shell/use-admin-logout';
import { useSession } from '@/lib/session-context';
import { useTenant } from '@/lib/tenant-context';

/**
 * /admin/security/enroll (issue 35): where a member of a publication that requires its staff to
 * use a second factor lands until they have one. Outside the back-office layout, whose calls
 * would all be refused: it explains the rule, sets up the authenticator app or a passkey, then
 * continues to the dashboard. Anyone else who opens it is sent on.
 */
export function MfaEnrollPage() {
  const { t } = useTranslation(ADMIN_SECURITY_NS);
  const session = useSession();
  const tenant = useTenant();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { logout, pending } = useAdminLogout();
  const signedIn = session.status === 'signedIn';
  const access = useQuery({ ...adminAccessQueryOptions(), enabled: signedIn && !tenant.loading });
  const factors = useQuery({ ...secondFactorsQueryOptions(), enabled: signedIn });

  if (session.status === 'loading') return <AdminLoading />;
  if (session.status === 'signedOut') return <Navigate to={ADMIN_ROUTES.login} replace />;
  if (!access.data) {
    return access.isError ? (
      <Alert severity="error" role="alert" sx={{ m: 2 }}>
        {t('enrollment.loadFailed')}
      </Alert>
    ) : (
      <AdminLoading />
    );
  }
  // A passkey or an authenticator app: either is the second factor the rule asks for.
  const enrolled = factors.data?.has_second_factor === true;
  // Nothing to do here (no rule, no role, or a factor set up before): on to the back-office.
  if (!access.data.mfa_enrollment_required && !enrolled) {
    return <Navigate to={ADMIN_ROUTES.dashboard} replace />;
  }

  const proceed = async () => {
    await queryClient.invalidateQueries({ queryKey: adminKeys.access() });
    await navigate(ADMIN_ROUTES.dashboard, { replace: true });
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: { xs: 2, sm: 3 } }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 640, p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <VerifiedUserOutlined color="primary" aria-hidden sx={{ fontSize: 36 }} />
            <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
              {t('enrollment.title')}
            </Typography>
            <ColorModeToggle />
          </Stack>
          <Typography>{t('enrollment.rule', { publication: access.data.tenant.name })}</Typography>
          <Typography variant="h6" component="h2">
            {t('enrollment.howTitle')}
          </Typography>
          <Typography color="text.secondary">{t('enrollment.how')}</Typography>
          <AuthenticatorApp account={access.data.user.email} />
          <Divider />
          <Passkeys />
          {enrolled && (
            <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Alert severity="success" role="status" sx={{ width: '100%' }}>
                {t('enrollment.done')}
              </Alert>
              <Button
                variant="contained"
                disableElevation
                endIcon={<ArrowForward />}
                onClick={() => void proceed()}
              >
                {t('enrollment.continue')}
              </Button>
            </Stack>
          )}
          <Box>
            <Button
              startIcon={<Logout />}
              onClick={() => void logout()}
              loading={pending || undefined}
            >
              {t('enrollment.signOut')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
