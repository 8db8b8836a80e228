import {
  tenantSlugSchema,
  type AdminTenant,
  type Industry,
  type TenantCreate,
  type TenantFeatures,
  type TenantUpdate,
} from '@helionews/contracts';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage } from '@/features/admin/shared/api/failure';
import { AdminFormDialog } from '@/features/admin/shared/components/AdminFormDialog';
import { useAdminForm } from '@/features/admin/shared/use-admin-form';
import type { FieldErrors } from '@/features/admin/shared/use-settings-form';
import {
  createTenant,
  refreshReaderTenant,
  TENANT_CLIENT_ERRORS,
  tenantAdminKeys,
  updateTenant,
} from '../api/tenants';
import { ColorField, HEX_COLOR } from '@/features/admin/shared/components/ColorField';
import { FeatureSwitches } from '@/features/admin/shared/components/FeatureSwitches';
import { industryOf } from '@/features/admin/shared/components/IndustryChip';
import { IndustryField } from '@/features/admin/shared/components/IndustryField';

interface FormValues {
  slug: string;
  name: string;
  display_name: string;
  description: string;
  industry: Industry;
  primary_color: string;
  secondary_color: string;
  features: TenantFeatures;
}

const NEW_TENANT: FormValues = {
  slug: '',
  name: '',
  display_name: '',
  description: '',
  industry: 'general',
  primary_color: '#1976d2',
  secondary_color: '#dc004e',
  features: { logoUpload: false, tenantSwitching: false, analytics: false },
};

function valuesOf(tenant: AdminTenant): FormValues {
  return {
    slug: tenant.slug,
    name: tenant.name,
    display_name: tenant.display_name,
    description: tenant.description,
    industry: industryOf(tenant.industry),
    primary_color: tenant.branding.primary_color,
    secondary_color: tenant.branding.secondary_color,
    features: { ...tenant.features },
  };
}

type FieldKey =
  'slug' | 'name' | 'display_name' | 'description' | 'primary_color' | 'secondary_color';

/** Server field names ('branding.primary_color') onto the form's. */
function formField(field: string): FieldKey | null {
  const name = field.replace(/^branding\./, '');
  return [
    'slug',
    'name',
    'display_name',
    'description',
    'primary_color',
    'secondary_color',
  ].includes(name)
    ? (name as FieldKey)
    : null;
}

function createBody(values: FormValues): TenantCreate {
  const body: TenantCreate = {
    slug: values.slug.trim(),
    name: values.name.trim(),
    industry: values.industry,
    branding: { primary_color: values.primary_color, secondary_color: values.secondary_color },
  };
  if (values.display_name.trim()) body.display_name = values.display_name.trim();
  if (values.description.trim()) body.description = values.description.trim();
  return body;
}

/** Only what changed: the server merges nested objects. */
function updateBody(initial: FormValues, values: FormValues): TenantUpdate {
  const body: TenantUpdate = {};
  if (values.slug.trim() !== initial.slug) body.slug = values.slug.trim();
  if (values.name.trim() !== initial.name) body.name = values.name.trim();
  if (values.display_name.trim() !== initial.display_name)
    body.display_name = values.display_name.trim();
  if (values.description.trim() !== initial.description)
    body.description = values.description.trim();
  if (values.industry !== initial.industry) body.industry = values.industry;
  const branding: NonNullable<TenantUpdate['branding']> = {};
  if (values.primary_color !== initial.primary_color) branding.primary_color = values.primary_color;
  if (values.secondary_color !== initial.secondary_color)
    branding.secondary_color = values.secondary_color;
  if (Object.keys(branding).length > 0) body.branding = branding;
  const features: NonNullable<TenantUpdate['features']> = {};
  for (const key of Object.keys(values.features) as (keyof TenantFeatures)[]) {
    if (values.features[key] !== initial.features[key]) features[key] = values.features[key];
  }
  if (Object.keys(features).length > 0) body.features = features;
  return body;
}

export interface TenantFormDialogProps {
  open: boolean;
  /** null: create a tenant. */
  tenant: AdminTenant | null;
  onClose: () => void;
  onSaved: (tenant: AdminTenant, created: boolean) => void;
}

/** Create or edit a tenant; mounted afresh for each tenant so the form starts from its values. */
export function TenantFormDialog({ open, tenant, onClose, onSaved }: TenantFormDialogProps) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  const queryClient = useQueryClient();
  const form = useAdminForm({
    initial: tenant ? valuesOf(tenant) : NEW_TENANT,
    changes: tenant ? updateBody : null,
    validate: (values): FieldErrors<FieldKey> => {
      const errors: FieldErrors<FieldKey> = {};
      if (!tenantSlugSchema.safeParse(values.slug.trim()).success)
        errors.slug = t('tenants.form.slugInvalid');
      if (!values.name.trim()) errors.name = t('common.required');
      else if (values.name.trim().length > 100) errors.name = t('common.tooLong', { max: 100 });
      if (values.display_name.trim().length > 100)
        errors.display_name = t('common.tooLong', { max: 100 });
      if (values.description.trim().length > 1000)
        errors.description = t('common.tooLong', { max: 1000 });
      if (!HEX_COLOR.test(values.primary_color)) errors.primary_color = t('common.colorInvalid');
      if (!HEX_COLOR.test(values.secondary_color))
        errors.secondary_color = t('common.colorInvalid');
      return errors;
    },
    save: (values, initial) =>
      tenant
        ? updateTenant(tenant.id, updateBody(initial, values))
        : createTenant(createBody(values)),
    onSaved: async (saved) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantAdminKeys.all }),
        refreshReaderTenant(queryClient),
      ]);
      onSaved(saved, tenant === null);
    },
    fieldOf: formField,
    failure: (error) =>
      failureMessage(
        error,
        tenant ? TENANT_CLIENT_ERRORS.updateTenant : TENANT_CLIENT_ERRORS.createTenant,
        'error',
      ),
    showUnmatched: true,
  });
  const { values, set, errorOf } = form;

  const title = tenant
    ? t('tenants.form.editTitle', { name: tenant.display_name })
    : t('tenants.form.createTitle');

  return (
    <AdminFormDialog
      variant="form"
      spacing={1}
      open={open}
      title={title}
      titleId="tenant-form-title"
      {...form.dialog}
      onClose={onClose}
      cancelLabel={t('common.cancel')}
      submitLabel={tenant ? t('common.save') : t('tenants.form.create')}
      pendingLabel={t('common.saving')}
    >
      <TextField
        label={t('tenants.form.slug')}
        {...form.text('slug', {
          help: t('tenants.form.slugHelp'),
          normalize: (value) => value.toLowerCase(),
        })}
        required
        margin="dense"
        autoFocus={!tenant}
        slotProps={{
          htmlInput: { maxLength: 63, spellCheck: false, autoCapitalize: 'none' },
        }}
      />
      <TextField label={t('fields.name')} {...form.text('name')} required margin="dense" />
      <TextField
        label={t('fields.displayName')}
        {...form.text('display_name', {
          help: tenant ? null : t('tenants.form.displayNameHelp'),
        })}
        margin="dense"
      />
      <TextField
        label={t('fields.description')}
        {...form.text('description')}
        multiline
        minRows={2}
        margin="dense"
      />
      <IndustryField value={values.industry} onChange={(industry) => set('industry', industry)} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 2,
        }}
      >
        <ColorField
          label={t('fields.primaryColor')}
          value={values.primary_color}
          onChange={(value) => set('primary_color', value)}
          error={errorOf('primary_color')}
        />
        <ColorField
          label={t('fields.secondaryColor')}
          value={values.secondary_color}
          onChange={(value) => set('secondary_color', value)}
          error={errorOf('secondary_color')}
        />
      </Box>
      {tenant && (
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
            {t('features.title')}
          </Typography>
          <FeatureSwitches
            value={values.features}
            onChange={(key, checked) => set('features', { ...values.features, [key]: checked })}
          />
        </Box>
      )}
    </AdminFormDialog>
  );
}
