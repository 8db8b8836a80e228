import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { ADMIN_SSO_NS } from '@/features/admin/shared/admin-i18n';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import { ssoSettingsQueryOptions } from '../api/sso';
import { ReaderSignInProviders } from '../components/ReaderSignInProviders';
import { SsoSettingsForm } from '../components/SsoSettingsForm';
import { LoadingSkeleton } from '@/components/LoadingSkeleton';

/**
 * /admin/sso: how the publication's people sign in. Its sections stack: single sign-on for the
 * staff first, then readers' Google and Facebook sign-in.
 */
export function SsoSettingsPage() {
  const { t } = useTranslation(ADMIN_SSO_NS);
  const settings = useQuery(ssoSettingsQueryOptions());
  const [saved, setSaved] = useState(false);

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('page.title')}
        </Typography>
        <Typography color="text.secondary">{t('page.intro')}</Typography>
      </Box>
      {settings.isPending && (
        <LoadingSkeleton variant="rounded" height={480} label={t('settings.title')} />
      )}
      {settings.isError && (
        <RetryAlert onRetry={() => void settings.refetch()}>
          {failureMessage(settings.error, t('settings.loadFailed'), 'fallback')}
        </RetryAlert>
      )}
      {settings.data && <SsoSettingsForm settings={settings.data} onSaved={() => setSaved(true)} />}
      <ReaderSignInProviders />
      <SuccessNotice message={saved ? t('settings.saved') : null} onClose={() => setSaved(false)} />
    </Stack>
  );
}
