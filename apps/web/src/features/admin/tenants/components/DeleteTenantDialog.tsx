import type { AdminTenant } from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { AdminFormDialog } from '@/features/admin/shared/components/AdminFormDialog';
import {
  deleteTenant,
  refreshReaderTenant,
  TENANT_CLIENT_ERRORS,
  tenantAdminKeys,
} from '../api/tenants';

export interface DeleteTenantDialogProps {
  tenant: AdminTenant;
  onClose: () => void;
  onDeleted: (tenant: AdminTenant) => void;
}

/** Deleting is for good: the slug must be typed, and content goes only with the force box ticked. */
export function DeleteTenantDialog({ tenant, onClose, onDeleted }: DeleteTenantDialogProps) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [force, setForce] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () => deleteTenant(tenant.id, force),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantAdminKeys.all }),
        refreshReaderTenant(queryClient),
      ]);
      onDeleted(tenant);
    },
    onError: (failure) =>
      setError(failureMessage(failure, TENANT_CLIENT_ERRORS.deleteTenant, 'error')),
  });
  const confirmed = typed.trim() === tenant.slug;
  const hasContent = tenant.story_count > 0 || tenant.category_count > 0;

  return (
    <AdminFormDialog
      variant="confirm"
      maxWidth="xs"
      title={t('tenants.delete.title', { name: tenant.display_name })}
      titleId="delete-tenant-title"
      description={t('tenants.delete.warning', {
        stories: tenant.story_count,
        categories: tenant.category_count,
      })}
      descriptionId="delete-tenant-text"
      error={error}
      pending={remove.isPending}
      onSubmit={() => {
        if (!confirmed) return;
        setError(null);
        remove.mutate();
      }}
      onClose={onClose}
      cancelLabel={t('common.cancel')}
      submitLabel={t('tenants.delete.confirm')}
      pendingLabel={t('tenants.delete.deleting')}
      submitColor="error"
      submitDisabled={!confirmed}
    >
      <TextField
        label={t('tenants.delete.typeSlug', { slug: tenant.slug })}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        fullWidth
        margin="normal"
        autoFocus
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
      />
      <FormControlLabel
        control={<Checkbox checked={force} onChange={(event) => setForce(event.target.checked)} />}
        label={t('tenants.delete.force')}
      />
      {hasContent && !force && (
        <Alert severity="warning" role="status" sx={{ mt: 1 }}>
          {t('tenants.delete.hasContent')}
        </Alert>
      )}
    </AdminFormDialog>
  );
}
