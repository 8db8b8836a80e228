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
import { TENANT_SETTINGS_ERRORS, tenantSettingsQueryOptions } from '../api/tenant-settings';
import { FeatureFlagsSection } from '../components/FeatureFlagsSection';
import { TenantSettingsForm } from '../components/TenantSettingsForm';

/** /admin/tenant-settings: the current publication's name, branding, reading options and flags. */
export function TenantSettingsPage() {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  const tenant = useQuery(tenantSettingsQueryOptions());
  const [notice, setNotice] = useState<string | null>(null);
  // The form starts afresh from the saved tenant after its own save, not after a flag change.
  const [formVersion, setFormVersion] = useState(0);

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('tenantSettings.title')}
        </Typography>
        <Typography color="text.secondary">{t('tenantSettings.intro')}</Typography>
      </Box>
      {tenant.isPending && (
        <Stack spacing={2} role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      )}
      {tenant.isError && (
        <RetryAlert onRetry={() => void tenant.refetch()}>
          {failureMessage(tenant.error, TENANT_SETTINGS_ERRORS.fetch)}
        </RetryAlert>
      )}
      {tenant.data && (
        <>
          <TenantSettingsForm
            key={`${tenant.data.id}-${formVersion}`}
            tenant={tenant.data}
            onSaved={(message) => {
              setNotice(message);
              setFormVersion((version) => version + 1);
            }}
          />
          <FeatureFlagsSection tenant={tenant.data} onSaved={setNotice} />
        </>
      )}
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
