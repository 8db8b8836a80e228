import { TENANT_MESSAGES, type AdminTenant } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { ADMIN_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { fallbackLetter } from '@/components/Logo';
import {
  showSavedTenant,
  TENANT_SETTINGS_ERRORS,
  tenantSettingsQueryOptions,
} from '../../tenant-settings/api/tenant-settings';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { deleteLogo, LOGO_ERRORS } from '../api/logo';
import { LogoSizes } from '../components/LogoSizes';
import { LogoUploader } from '../components/LogoUploader';

/** /admin/logo: the current publication's logo at its four sizes, upload and delete. */
export function LogoPage() {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  const queryClient = useQueryClient();
  const tenant = useQuery(tenantSettingsQueryOptions());
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const applied = async (saved: AdminTenant, message: string) => {
    setNotice(message);
    await showSavedTenant(queryClient, saved);
  };

  const remove = useMutation({
    mutationFn: deleteLogo,
    onSuccess: async (saved) => {
      setConfirming(false);
      setDeleteError(null);
      await applied(saved, t('logo.deleted'));
    },
    onError: (error) => setDeleteError(failureMessage(error, LOGO_ERRORS.delete, 'error')),
  });

  const data = tenant.data;
  const uploadEnabled = data?.features.logoUpload ?? false;
  const name = data?.display_name || data?.name || '';

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('logo.title')}
        </Typography>
        <Typography color="text.secondary">{t('logo.intro')}</Typography>
      </Box>
      {tenant.isPending && (
        // A status with a name (an aria-label on the skeleton's bare span is not allowed).
        <Box role="status" aria-label={t('common.loading')}>
          <Skeleton variant="rounded" height={200} />
        </Box>
      )}
      {tenant.isError && (
        <RetryAlert onRetry={() => void tenant.refetch()}>
          {failureMessage(tenant.error, TENANT_SETTINGS_ERRORS.fetch, 'error')}
        </RetryAlert>
      )}
      {data && (
        <>
          <Paper
            variant="outlined"
            component="section"
            sx={{ p: { xs: 2, sm: 3 } }}
            aria-labelledby="current-logo-title"
          >
            <Typography variant="h6" component="h2" id="current-logo-title" sx={{ mb: 2 }}>
              {t('logo.current')}
            </Typography>
            <LogoSizes name={name} src={data.logo_url} color={data.branding.primary_color} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {data.logo_url
                ? t('logo.hasLogo')
                : t('logo.fallback', { letter: fallbackLetter(name) })}
            </Typography>
            {deleteError && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {deleteError}
              </Alert>
            )}
            {data.logo_url && (
              <Button
                color="error"
                variant="outlined"
                sx={{ mt: 2 }}
                onClick={() => setConfirming(true)}
              >
                {t('logo.delete')}
              </Button>
            )}
          </Paper>

          <Paper
            variant="outlined"
            component="section"
            sx={{ p: { xs: 2, sm: 3 } }}
            aria-labelledby="upload-logo-title"
          >
            <Typography variant="h6" component="h2" id="upload-logo-title" sx={{ mb: 2 }}>
              {data.logo_url ? t('logo.replace') : t('logo.uploadTitle')}
            </Typography>
            {!uploadEnabled && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                <strong>
                  {t('logo.disabled', { defaultValue: TENANT_MESSAGES.logoUploadDisabled })}
                </strong>
                <br />
                {t('logo.disabledHint')}
              </Alert>
            )}
            <LogoUploader
              disabled={!uploadEnabled}
              onUploaded={(saved) => void applied(saved, t('logo.uploaded'))}
            />
          </Paper>
        </>
      )}

      <Dialog
        open={confirming}
        onClose={remove.isPending ? undefined : () => setConfirming(false)}
        aria-labelledby="delete-logo-title"
        aria-describedby="delete-logo-text"
      >
        <DialogTitle id="delete-logo-title">{t('logo.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-logo-text">
            {t('logo.deleteText', { letter: fallbackLetter(name) })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={remove.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
          >
            {remove.isPending ? t('logo.deleting') : t('logo.deleteConfirm')}
          </Button>
        </DialogActions>
      </Dialog>

      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
