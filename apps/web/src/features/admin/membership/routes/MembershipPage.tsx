import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MEMBERSHIP_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { PageHeader } from '@/features/admin/shared/components/PageHeader';
import { RetryAlert } from '@/features/admin/shared/components/RetryAlert';
import { SuccessNotice } from '@/features/admin/shared/components/SuccessNotice';
import { useMembershipSettings } from '../api/membership-api';
import { MembershipSettingsForm } from '../components/MembershipSettingsForm';
import { TiersSection } from '../components/TiersSection';

/** /admin/membership: the publication's Stripe keys, its paywall and its paid tiers (admins). */
export function MembershipPage() {
  const { t } = useTranslation(ADMIN_MEMBERSHIP_NS);
  const settings = useMembershipSettings();
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Stack spacing={3}>
      <PageHeader title={t('title')} intro={t('intro')} />
      {settings.isError ? (
        <RetryAlert onRetry={() => void settings.refetch()} retryLabel={t('common.retry')}>
          {failureMessage(settings.error, t('settings.failed'), 'fallback')}
        </RetryAlert>
      ) : settings.isPending ? (
        <Stack spacing={2} aria-busy="true">
          <Typography variant="body2">{t('common.loading')}</Typography>
          <Skeleton variant="rounded" height={360} />
        </Stack>
      ) : (
        // Keyed by what the server holds: after a save the form starts again from it.
        <MembershipSettingsForm
          key={settings.dataUpdatedAt}
          settings={settings.data}
          onSaved={setNotice}
        />
      )}
      <TiersSection onNotice={setNotice} />
      <SuccessNotice message={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
