import { ADMIN_CLIENT_ERRORS } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { ADMIN_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '../../tenants/api/server-errors';
import { siteSettingsQueryOptions } from '../api/site-settings';
import { SiteSettingsForm } from '../components/SiteSettingsForm';

/** /admin/settings: the publication's site title, contact, regional options, social links. */
export function SiteSettingsPage() {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  const settings = useQuery(siteSettingsQueryOptions());
  const [saved, setSaved] = useState(false);
  const [version, setVersion] = useState(0);

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('settings.title')}
        </Typography>
        <Typography color="text.secondary">{t('settings.intro')}</Typography>
      </Box>
      {settings.isPending && (
        <Stack spacing={2} role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="rounded" height={260} />
          <Skeleton variant="rounded" height={200} />
        </Stack>
      )}
      {settings.isError && (
        <RetryAlert onRetry={() => void settings.refetch()}>
          {failureMessage(settings.error, ADMIN_CLIENT_ERRORS.fetchSiteSettings)}
        </RetryAlert>
      )}
      {settings.data && (
        <SiteSettingsForm
          key={version}
          settings={settings.data}
          onSaved={() => {
            setSaved(true);
            setVersion((current) => current + 1);
          }}
        />
      )}
      <SuccessNotice message={saved ? t('settings.saved') : null} onClose={() => setSaved(false)} />
    </Stack>
  );
}
