import type { TenantFeatures } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { useAdminAccess } from '@/features/admin/shared/api/get-access';
import { failureMessage } from '../../tenants/api/server-errors';
import { updateTenant } from '../../tenants/api/tenants';
import { FeatureSwitches } from '@/features/admin/shared/components/FeatureSwitches';
import {
  showSavedTenant,
  TENANT_SETTINGS_ERRORS,
  type TenantSettingsPartProps,
} from '../api/tenant-settings';

/**
 * The tenant's feature flags. Only platform admins may change them (PUT /admin/tenants/{id});
 * everyone else sees them switched off for editing, with the reason.
 */
export function FeatureFlagsSection({ tenant, onSaved }: TenantSettingsPartProps) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  const queryClient = useQueryClient();
  const access = useAdminAccess();
  const canEdit = access.data?.role === 'platform_admin';
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (features: Partial<TenantFeatures>) => updateTenant(tenant.id, { features }),
    onSuccess: async (saved) => {
      setError(null);
      await showSavedTenant(queryClient, saved);
      onSaved(t('features.saved'));
    },
    onError: (failure) => setError(failureMessage(failure, TENANT_SETTINGS_ERRORS.updateFeatures)),
  });

  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 2, sm: 3 } }}
      aria-labelledby="features-title"
    >
      <Typography variant="h6" component="h2" id="features-title">
        {t('features.title')}
      </Typography>
      {!canEdit && (
        <Alert severity="info" role="status" sx={{ my: 1.5 }}>
          {t('features.platformOnly')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ my: 1.5 }}>
          {error}
        </Alert>
      )}
      <FeatureSwitches
        value={tenant.features}
        disabled={!canEdit || save.isPending}
        onChange={(key, checked) => save.mutate({ [key]: checked })}
      />
    </Paper>
  );
}
