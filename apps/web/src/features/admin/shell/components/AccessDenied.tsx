import { ADMIN_ROUTES, ROUTES, type AdminAccess } from '@helionews/contracts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Logout from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ADMIN_SHELL_NS } from '@/features/admin/shared/admin-i18n';
import { useRequestAccess } from '../api/request-access';
import { useAdminLogout } from '../use-admin-logout';

export interface AccessDeniedProps {
  /**
   * 'panel': no role on this tenant, shown instead of the whole back-office, with a way to ask
   * for one. 'section': a page the role does not open, shown inside the layout.
   */
  scope: 'panel' | 'section';
  access?: AdminAccess;
}

/** SPEC section 2: the 'Access Denied' box and its sentence, exactly. */
export function AccessDenied({ scope, access }: AccessDeniedProps) {
  const { t } = useTranslation(ADMIN_SHELL_NS);

  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: scope === 'panel' ? 'center' : 'flex-start',
        minHeight: scope === 'panel' ? '100vh' : undefined,
        p: { xs: 2, sm: 3 },
      }}
    >
      <Box component={scope === 'panel' ? 'main' : 'div'} sx={{ width: '100%', maxWidth: 560 }}>
        <Alert severity="error" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
          <AlertTitle component="h1" sx={{ typography: 'h6' }}>
            {t('access.deniedTitle')}
          </AlertTitle>
          <Typography>{t('access.deniedMessage')}</Typography>
          {scope === 'section' && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('access.sectionDenied')}
            </Typography>
          )}
        </Alert>
        {scope === 'panel' ? <PanelActions access={access} /> : <SectionActions />}
      </Box>
    </Box>
  );
}

function SectionActions() {
  const { t } = useTranslation(ADMIN_SHELL_NS);
  return (
    <Box sx={{ mt: 2 }}>
      <Button component={RouterLink} to={ADMIN_ROUTES.dashboard} startIcon={<ArrowBack />}>
        {t('access.backToDashboard')}
      </Button>
    </Box>
  );
}

function PanelActions({ access }: { access: AdminAccess | undefined }) {
  const { t } = useTranslation(ADMIN_SHELL_NS);
  const { logout, pending } = useAdminLogout();
  const request = useRequestAccess();
  const requested = access?.access_requested === true || request.isSuccess;

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {access && requested && (
        <Alert severity="info" role="status">
          {request.isSuccess ? t('access.requestSent') : t('access.requestPending')}
        </Alert>
      )}
      {request.isError && (
        <Alert severity="error" role="alert">
          {t('access.requestFailed')}
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {access && !requested && (
          <Button
            variant="contained"
            disableElevation
            loading={request.isPending}
            onClick={() => request.mutate()}
          >
            {t('access.requestAccess')}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={ROUTES.home}
          variant="outlined"
          startIcon={<ArrowBack />}
        >
          {t('access.backToSite')}
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<Logout />}
          loading={pending}
          loadingPosition="start"
          onClick={() => void logout()}
        >
          {t('access.signOut')}
        </Button>
      </Stack>
    </Stack>
  );
}
