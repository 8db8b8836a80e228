import { zodResolver } from '@hookform/resolvers/zod';
import {
  tenantDeleteFormSchema,
  type AdminTenant,
  type TenantDeleteForm,
} from '@helionews/contracts';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { FormDialog } from '@/components/forms/FormDialog';
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
  // The slug typed must be this tenant's (the contracts' form schema); Delete waits for it.
  const [schema] = useState(() => tenantDeleteFormSchema(tenant.slug));
  const form = useForm<TenantDeleteForm>({
    resolver: zodResolver(schema),
    defaultValues: { confirm_slug: '', force: false },
    mode: 'onChange',
  });
  const force = useWatch({ control: form.control, name: 'force' });
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (request: TenantDeleteForm) => deleteTenant(tenant.id, request.force),
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
  const confirmed = form.formState.isValid;
  const slugField = form.register('confirm_slug');
  const hasContent = tenant.story_count > 0 || tenant.category_count > 0;

  return (
    <FormDialog
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
      onSubmit={() =>
        void form.handleSubmit((request) => {
          setError(null);
          remove.mutate(request);
        })()
      }
      onClose={onClose}
      cancelLabel={t('common.cancel')}
      submitLabel={t('tenants.delete.confirm')}
      pendingLabel={t('tenants.delete.deleting')}
      submitColor="error"
      submitDisabled={!confirmed}
    >
      <TextField
        label={t('tenants.delete.typeSlug', { slug: tenant.slug })}
        name={slugField.name}
        inputRef={slugField.ref}
        onChange={(event) => void slugField.onChange(event)}
        onBlur={(event) => void slugField.onBlur(event)}
        fullWidth
        margin="normal"
        autoFocus
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
      />
      <Controller
        name="force"
        control={form.control}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                name={field.name}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
            label={t('tenants.delete.force')}
          />
        )}
      />
      {hasContent && !force && (
        <Alert severity="warning" role="status" sx={{ mt: 1 }}>
          {t('tenants.delete.hasContent')}
        </Alert>
      )}
    </FormDialog>
  );
}
