import Box from '@mui/material/Box';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGES_NS } from '@/features/admin/shared/admin-i18n';
import { HEX_COLOR } from '@/features/admin/shared/components/ColorField';
import { SettingsForm, SettingsSwitches } from '@/features/admin/shared/components/SettingsForm';
import { SettingsSection } from '@/features/admin/shared/components/SettingsSection';
import {
  tenantFieldOf,
  tenantFormValues,
  useTenantForm,
} from '@/features/admin/shared/components/tenant-form/tenant-form';
import {
  TenantColorField,
  TenantIdentityFields,
  TenantTextField,
} from '@/features/admin/shared/components/tenant-form/TenantFields';
import { selfUpdateBody } from '@/features/admin/shared/components/tenant-form/tenant-payloads';
import { failureMessage, serverFieldErrors } from '../../tenants/api/server-errors';
import {
  putTenantSettings,
  showSavedTenant,
  TENANT_SETTINGS_ERRORS,
  type TenantSettingsPartProps,
} from '../api/tenant-settings';
import { ContrastPreview } from './ContrastPreview';

const COLORS = ['primary_color', 'secondary_color', 'background_color', 'text_color'] as const;

/**
 * The current tenant's own settings: the tenant form (shared with Tenant Management) without
 * slug and flags, with its reading options; mounted afresh for each saved version of the tenant.
 */
export function TenantSettingsForm({ tenant, onSaved }: TenantSettingsPartProps) {
  const { t } = useTranslation(ADMIN_PAGES_NS);
  const queryClient = useQueryClient();
  const [initial] = useState(() => tenantFormValues(tenant));
  const form = useTenantForm('settings', initial);
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const focus = (selector: string) =>
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();

  const save = useMutation({
    mutationFn: putTenantSettings,
    onSuccess: async (saved) => {
      await showSavedTenant(queryClient, saved);
      onSaved(t('tenantSettings.saved'));
    },
    onError: (error) => {
      const fields = Object.entries(serverFieldErrors(error)).flatMap(([field, message]) => {
        const name = tenantFieldOf(field);
        return name ? [[name, message] as const] : [];
      });
      flushSync(() => {
        for (const [name, message] of fields) form.setError(name, { type: 'server', message });
        setFormError(
          fields.length > 0 ? null : failureMessage(error, TENANT_SETTINGS_ERRORS.update),
        );
      });
      focus('[aria-invalid="true"], [role="alert"]');
    },
  });

  const values = form.watch();
  const changes = selfUpdateBody(initial, values);
  const dirty = Object.keys(changes).length > 0;

  const onSubmit = () => {
    setFormError(null);
    void form.handleSubmit(
      (valid) => {
        const body = selfUpdateBody(initial, valid);
        if (Object.keys(body).length > 0) save.mutate(body);
      },
      () => {
        // After the errors render: the first field to fix takes the focus.
        queueMicrotask(() => focus('[aria-invalid="true"]'));
      },
    )();
  };

  const color = (field: (typeof COLORS)[number]) =>
    HEX_COLOR.test(values.branding[field]) ? values.branding[field] : initial.branding[field];

  return (
    <SettingsForm
      form={{
        formRef,
        formError,
        discard: () => {
          form.reset(initial);
          setFormError(null);
        },
      }}
      onSubmit={onSubmit}
      saving={save.isPending}
      dirty={dirty}
    >
      <SettingsSection id="identity-title" title={t('tenantSettings.identity')}>
        <TenantIdentityFields form={form} mode="settings" fullWidth />
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
            {COLORS.map((field) => (
              <TenantColorField key={field} form={form} color={field} />
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
        <TenantTextField
          form={form}
          name="settings.articles_per_page"
          type="number"
          label={t('tenantSettings.articlesPerPage')}
          help={t('tenantSettings.articlesPerPageHelp')}
          slotProps={{ htmlInput: { min: 1, max: 100, step: 1, inputMode: 'numeric' } }}
          sx={{ maxWidth: 240 }}
        />
        <SettingsSwitches
          switches={(['enable_comments', 'rss_enabled'] as const).map((key) => ({
            key,
            label: t(key === 'enable_comments' ? 'tenantSettings.comments' : 'tenantSettings.rss'),
            checked: values.settings[key],
            onChange: (checked: boolean) => form.setValue(`settings.${key}`, checked),
          }))}
        />
      </SettingsSection>

      <SettingsSection id="sign-in-security-title" title={t('tenantSettings.signInSecurity')}>
        <SettingsSwitches
          switches={[
            {
              key: 'require_staff_mfa',
              label: t('tenantSettings.requireStaffMfa'),
              help: t('tenantSettings.requireStaffMfaHelp'),
              checked: values.security.require_staff_mfa,
              onChange: (checked: boolean) =>
                form.setValue('security.require_staff_mfa', checked, { shouldDirty: true }),
            },
          ]}
        />
      </SettingsSection>
    </SettingsForm>
  );
}
