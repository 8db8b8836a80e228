import type { AdminTenant } from '@helionews/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage, fieldErrors } from '@/features/admin/shared/api/failure';
import { FormDialog } from '@/components/forms/FormDialog';
import { FeatureSwitches } from '@/features/admin/shared/components/FeatureSwitches';
import {
  tenantFieldOf,
  tenantFormValues,
  useTenantForm,
  type TenantFieldName,
} from '@/features/admin/shared/components/tenant-form/tenant-form';
import {
  TenantColorField,
  TenantIdentityFields,
} from '@/features/admin/shared/components/tenant-form/TenantFields';
import {
  createBody,
  updateBody,
} from '@/features/admin/shared/components/tenant-form/tenant-payloads';
import {
  createTenant,
  refreshReaderTenant,
  TENANT_CLIENT_ERRORS,
  tenantAdminKeys,
  updateTenant,
} from '../api/tenants';

/** The fields the dialog shows: a server error on another is told above them. */
const DIALOG_FIELDS = new Set<TenantFieldName>([
  'slug',
  'name',
  'display_name',
  'description',
  'branding.primary_color',
  'branding.secondary_color',
]);

export interface TenantFormDialogProps {
  open: boolean;
  /** null: create a tenant. */
  tenant: AdminTenant | null;
  onClose: () => void;
  onSaved: (tenant: AdminTenant, created: boolean) => void;
}

/**
 * Create or edit a tenant: the tenant form (shared with Tenant Settings) with its slug, two brand
 * colours and, when editing, its feature flags. Mounted afresh for each tenant so the form starts
 * from its values.
 */
export function TenantFormDialog({ open, tenant, onClose, onSaved }: TenantFormDialogProps) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  const queryClient = useQueryClient();
  const mode = tenant ? 'edit' : 'create';
  const [initial] = useState(() => tenantFormValues(tenant));
  const form = useTenantForm(mode, initial);
  const [formError, setFormError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (values: typeof initial) =>
      tenant
        ? updateTenant(tenant.id, updateBody(initial, values))
        : createTenant(createBody(values)),
    onSuccess: async (saved) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantAdminKeys.all }),
        refreshReaderTenant(queryClient),
      ]);
      onSaved(saved, tenant === null);
    },
    onError: (error) => {
      const unmatched: string[] = [];
      let matched = 0;
      for (const [field, message] of Object.entries(fieldErrors(error))) {
        const name = tenantFieldOf(field);
        if (name && DIALOG_FIELDS.has(name)) {
          form.setError(name, { type: 'server', message });
          matched += 1;
        } else unmatched.push(`${field}: ${message}`);
      }
      setFormError(
        unmatched.length > 0
          ? unmatched.join('; ')
          : matched > 0
            ? null
            : failureMessage(
                error,
                tenant ? TENANT_CLIENT_ERRORS.updateTenant : TENANT_CLIENT_ERRORS.createTenant,
                'error',
              ),
      );
    },
  });

  const values = form.watch();
  const unchanged = tenant !== null && Object.keys(updateBody(initial, values)).length === 0;

  const title = tenant
    ? t('tenants.form.editTitle', { name: tenant.display_name })
    : t('tenants.form.createTitle');

  return (
    <FormDialog
      variant="form"
      spacing={1}
      open={open}
      title={title}
      titleId="tenant-form-title"
      error={formError}
      pending={save.isPending}
      onSubmit={() => {
        setFormError(null);
        void form.handleSubmit((valid) => save.mutate(valid))();
      }}
      submitDisabled={unchanged}
      onClose={onClose}
      cancelLabel={t('common.cancel')}
      submitLabel={tenant ? t('common.save') : t('tenants.form.create')}
      pendingLabel={t('common.saving')}
    >
      <TenantIdentityFields form={form} mode={mode} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 2,
        }}
      >
        <TenantColorField form={form} color="primary_color" />
        <TenantColorField form={form} color="secondary_color" />
      </Box>
      {tenant && (
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
            {t('features.title')}
          </Typography>
          <FeatureSwitches
            value={values.features}
            onChange={(key, checked) => form.setValue(`features.${key}`, checked)}
          />
        </Box>
      )}
    </FormDialog>
  );
}
