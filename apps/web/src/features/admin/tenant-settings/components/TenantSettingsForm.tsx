import { type AdminTenant, type Industry, type TenantSelfUpdate } from '@helionews/contracts';
import Box from '@mui/material/Box';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SettingsForm,
  SettingsSwitches,
  SettingsTextField,
  settingsFieldsFor,
} from '@/features/admin/shared/components/SettingsForm';
import { SettingsSection } from '@/features/admin/shared/components/SettingsSection';
import { useSettingsForm } from '@/features/admin/shared/use-settings-form';
import { ADMIN_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { failureMessage, serverFieldErrors } from '../../tenants/api/server-errors';
import { ColorField, HEX_COLOR } from '@/features/admin/shared/components/ColorField';
import { industryOf } from '@/features/admin/shared/components/IndustryChip';
import { IndustryField } from '@/features/admin/shared/components/IndustryField';
import {
  putTenantSettings,
  showSavedTenant,
  TENANT_SETTINGS_ERRORS,
  type TenantSettingsPartProps,
} from '../api/tenant-settings';
import { ContrastPreview } from './ContrastPreview';

interface Values {
  name: string;
  display_name: string;
  description: string;
  industry: Industry;
  primary_color: string;
  secondary_color: string;
  background_color: string;
  text_color: string;
  articles_per_page: string;
  enable_comments: boolean;
  rss_enabled: boolean;
}
type Field = keyof Values;
const BRANDING = ['primary_color', 'secondary_color', 'background_color', 'text_color'] as const;
const BRANDING_LABELS = {
  primary_color: 'fields.primaryColor',
  secondary_color: 'fields.secondaryColor',
  background_color: 'fields.backgroundColor',
  text_color: 'fields.textColor',
} as const;

function valuesOf(tenant: AdminTenant): Values {
  return {
    name: tenant.name,
    display_name: tenant.display_name,
    description: tenant.description,
    industry: industryOf(tenant.industry),
    ...tenant.branding,
    articles_per_page: String(tenant.settings.articles_per_page),
    enable_comments: tenant.settings.enable_comments,
    rss_enabled: tenant.settings.rss_enabled,
  };
}

/** Only the fields that changed; branding and settings merge on the server. */
export function changedFields(initial: Values, values: Values): TenantSelfUpdate {
  const body: TenantSelfUpdate = {};
  for (const field of ['name', 'display_name', 'description'] as const) {
    if (values[field].trim() !== initial[field]) body[field] = values[field].trim();
  }
  if (values.industry !== initial.industry) body.industry = values.industry;
  const branding: NonNullable<TenantSelfUpdate['branding']> = {};
  for (const field of BRANDING) {
    if (values[field].toLowerCase() !== initial[field].toLowerCase())
      branding[field] = values[field];
  }
  if (Object.keys(branding).length > 0) body.branding = branding;
  const settings: NonNullable<TenantSelfUpdate['settings']> = {};
  if (values.articles_per_page !== initial.articles_per_page)
    settings.articles_per_page = Number(values.articles_per_page);
  if (values.enable_comments !== initial.enable_comments)
    settings.enable_comments = values.enable_comments;
  if (values.rss_enabled !== initial.rss_enabled) settings.rss_enabled = values.rss_enabled;
  if (Object.keys(settings).length > 0) body.settings = settings;
  return body;
}

/** The current tenant's own settings; mounted afresh for each saved version of the tenant. */
export function TenantSettingsForm({ tenant, onSaved }: TenantSettingsPartProps) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  const queryClient = useQueryClient();
  const [initial] = useState(() => valuesOf(tenant));
  const form = useSettingsForm<Values, Field>(initial);
  const { values } = form;

  const save = useMutation({
    mutationFn: putTenantSettings,
    onSuccess: async (saved) => {
      await showSavedTenant(queryClient, saved);
      onSaved(t('tenantSettings.saved'));
    },
    onError: (error) => {
      const fields: Partial<Record<Field, string>> = {};
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        const name = field.replace(/^(branding|settings)\./, '');
        if (name in initial) fields[name as Field] = message;
      }
      form.failed(fields, failureMessage(error, TENANT_SETTINGS_ERRORS.update));
    },
  });

  const clientErrors: Partial<Record<Field, string>> = {};
  if (!values.name.trim()) clientErrors.name = t('common.required');
  else if (values.name.trim().length > 100) clientErrors.name = t('common.tooLong', { max: 100 });
  if (!values.display_name.trim()) clientErrors.display_name = t('common.required');
  else if (values.display_name.trim().length > 100)
    clientErrors.display_name = t('common.tooLong', { max: 100 });
  if (values.description.trim().length > 1000)
    clientErrors.description = t('common.tooLong', { max: 1000 });
  for (const field of BRANDING) {
    if (!HEX_COLOR.test(values[field])) clientErrors[field] = t('common.colorInvalid');
  }
  const perPage = Number(values.articles_per_page);
  if (!/^\d+$/.test(values.articles_per_page) || perPage < 1 || perPage > 100)
    clientErrors.articles_per_page = t('tenantSettings.articlesPerPageInvalid');

  const errorOf = (field: Field) => form.errorOf(field, clientErrors);
  const { set } = form;
  const changes = changedFields(initial, values);
  const dirty = Object.keys(changes).length > 0;

  const onSubmit = () => {
    if (form.trySubmit(clientErrors) && dirty) save.mutate(changes);
  };

  const color = (field: (typeof BRANDING)[number]) =>
    HEX_COLOR.test(values[field]) ? values[field] : initial[field];

  const { text, toggle } = settingsFieldsFor(values, set, errorOf);

  return (
    <SettingsForm form={form} onSubmit={onSubmit} saving={save.isPending} dirty={dirty}>
      <SettingsSection id="identity-title" title={t('tenantSettings.identity')}>
        {text('name', t('fields.name'), { required: true })}
        {text('display_name', t('fields.displayName'), { required: true })}
        {text('description', t('fields.description'), { multiline: true, minRows: 2 })}
        <IndustryField
          value={values.industry}
          onChange={(industry) => set('industry', industry)}
          fullWidth
        />
      </SettingsSection>

      <SettingsSection id="branding-title" title={t('tenantSettings.branding')}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            gap: 3,
          }}
        >
          <Box>
            {BRANDING.map((field) => (
              <ColorField
                key={field}
                label={t(BRANDING_LABELS[field])}
                value={values[field]}
                onChange={(value) => set(field, value)}
                error={errorOf(field)}
              />
            ))}
          </Box>
          <ContrastPreview
            primary={color('primary_color')}
            secondary={color('secondary_color')}
            background={color('background_color')}
            text={color('text_color')}
          />
        </Box>
      </SettingsSection>

      <SettingsSection id="reading-title" title={t('tenantSettings.reading')}>
        <SettingsTextField
          type="number"
          label={t('tenantSettings.articlesPerPage')}
          value={values.articles_per_page}
          onValueChange={(value) => set('articles_per_page', value)}
          error={errorOf('articles_per_page')}
          help={t('tenantSettings.articlesPerPageHelp')}
          fullWidth={false}
          slotProps={{ htmlInput: { min: 1, max: 100, step: 1, inputMode: 'numeric' } }}
          sx={{ maxWidth: 240 }}
        />
        <SettingsSwitches
          switches={[
            toggle('enable_comments', t('tenantSettings.comments')),
            toggle('rss_enabled', t('tenantSettings.rss')),
          ]}
        />
      </SettingsSection>
    </SettingsForm>
  );
}
